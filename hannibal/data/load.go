package data

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path"
	"sort"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"
)

//go:embed files
var embedded embed.FS

// The data files, relative to the data directory.
const (
	BoardFile       = "board.yaml"
	GeneralsFile    = "generals.yaml"
	CardsFile       = "strategy-cards.yaml"
	BattleCardsFile = "battle-cards.yaml"
	TablesFile      = "tables.yaml"
	TurnsFile       = "turns.yaml"
	ScenariosDir    = "scenarios"
)

// Data is every fact of the game, validated and indexed.
type Data struct {
	// Fingerprint identifies the data files' exact content (a hash), so that a
	// game record made with other data is recognised.
	Fingerprint string
	Board       *Board
	Generals    []General
	Cards       []Card // Cards[n-1] is card number n
	BattleCards []BattleCardType
	Tables      Tables
	Turns       []Turn
	Scenarios   []Scenario
	// FirstEdition is the 1st-edition rules option's data (first-edition.yaml),
	// nil when the files do not include it.
	FirstEdition *FirstEdition
	Tutorials    []Scenario // the teaching scenarios (tutorial.go), each with its Tutorial

	generalByKey  map[string]GeneralID
	scenarioByKey map[string]int
}

// GeneralByKey finds a general by key ("hannibal") or printed name ("H. Gisgo").
func (d *Data) GeneralByKey(key string) (GeneralID, bool) {
	if id, ok := d.generalByKey[key]; ok {
		return id, true
	}
	id, ok := d.generalByKey[foldKey(key)]
	return id, ok
}

// Scenario finds a scenario or a tutorial by key.
func (d *Data) Scenario(key string) (*Scenario, bool) {
	i, ok := d.scenarioByKey[foldKey(key)]
	if !ok {
		return nil, false
	}
	return d.ScenarioAt(i), true
}

// ScenarioIndex numbers a scenario or a tutorial by key: the campaign scenarios
// first (their index in Scenarios), then the tutorials.
func (d *Data) ScenarioIndex(key string) (int, bool) {
	i, ok := d.scenarioByKey[foldKey(key)]
	return i, ok
}

// ScenarioAt returns the scenario numbered i by ScenarioIndex.
func (d *Data) ScenarioAt(i int) *Scenario {
	if i < len(d.Scenarios) {
		return &d.Scenarios[i]
	}
	return &d.Tutorials[i-len(d.Scenarios)]
}

// Card returns strategy card number n (1..64).
func (d *Data) Card(n int) *Card { return &d.Cards[n-1] }

// Default returns the embedded data, loaded and validated once.
var Default = sync.OnceValues(func() (*Data, error) { return LoadFS(Embedded()) })

// MustDefault returns the embedded data and panics if it is invalid (which the
// tests rule out).
func MustDefault() *Data {
	d, err := Default()
	if err != nil {
		panic(err)
	}
	return d
}

// Embedded returns the data files built into the binary, as a file system rooted at
// the data directory.
func Embedded() fs.FS {
	sub, err := fs.Sub(embedded, "files")
	if err != nil {
		panic(err)
	}
	return sub
}

// LoadDir loads and validates the data files in a directory (an edited copy of the
// embedded files, for another printing).
func LoadDir(dir string) (*Data, error) {
	if _, err := os.Stat(path.Join(dir, BoardFile)); err != nil {
		return nil, fmt.Errorf("data directory %s: %w", dir, err)
	}
	return LoadFS(os.DirFS(dir))
}

// LoadFS loads and validates the data files from a file system. Every defect found
// is reported in one *InvalidData error.
func LoadFS(fsys fs.FS) (*Data, error) {
	ps := &problems{}
	var raw rawFiles
	readFile(fsys, BoardFile, ps, map[string]any{
		"provinces":   &raw.provinces,
		"spaces":      &raw.spaces,
		"connections": &raw.connections,
	}, map[string]any{"width": &raw.width, "height": &raw.height})
	readFile(fsys, GeneralsFile, ps, map[string]any{"generals": &raw.generals}, nil)
	readFile(fsys, CardsFile, ps, map[string]any{"cards": &raw.cards}, nil)
	readFile(fsys, BattleCardsFile, ps, map[string]any{"battle_cards": &raw.battleCards}, nil)
	readFile(fsys, TurnsFile, ps, map[string]any{"turns": &raw.turns}, nil)
	readFile(fsys, TablesFile, ps, nil, map[string]any{
		"attrition":  &raw.attrition,
		"retreat":    &raw.retreat,
		"naval":      &raw.naval,
		"siege":      &raw.siege,
		"components": &raw.components,
	})
	entries, err := fs.ReadDir(fsys, ScenariosDir)
	if err != nil {
		ps.add(ScenariosDir, 0, "", "cannot list scenarios: %v", err)
	}
	names := []string{}
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".yaml") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	for _, n := range names {
		file := ScenariosDir + "/" + n
		var sc rawScenario
		node := readDocument(fsys, file, ps)
		if node == nil {
			continue
		}
		if err := decodeStrict(node, &sc); err != nil {
			ps.add(file, node.Line, "", "%v", err)
			continue
		}
		sc.file = file
		raw.scenarios = append(raw.scenarios, sc)
	}
	if len(ps.list) > 0 {
		return nil, ps.err()
	}
	d := build(&raw, ps)
	d.Fingerprint = fingerprint(fsys, names)
	d.FirstEdition = loadFirstEdition(fsys, d, ps)
	if err := ps.err(); err != nil {
		return nil, err
	}
	return d, nil
}

// readDocument parses one YAML file into its top node.
func readDocument(fsys fs.FS, file string, ps *problems) *yaml.Node {
	b, err := fs.ReadFile(fsys, file)
	if err != nil {
		ps.add(file, 0, "", "cannot read: %v", err)
		return nil
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(b, &doc); err != nil {
		ps.add(file, 0, "", "not valid YAML: %v", err)
		return nil
	}
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		ps.add(file, 0, "", "must be a YAML mapping of sections")
		return nil
	}
	return doc.Content[0]
}

// readFile parses a file whose top level maps section names to lists (lists) or to
// single values (values). Each list item is decoded strictly and remembers its line.
func readFile(fsys fs.FS, file string, ps *problems, lists, values map[string]any) {
	top := readDocument(fsys, file, ps)
	if top == nil {
		return
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(top.Content); i += 2 {
		key, val := top.Content[i].Value, top.Content[i+1]
		seen[key] = true
		if dst, ok := lists[key]; ok {
			if val.Kind != yaml.SequenceNode {
				ps.add(file, val.Line, "", "section %q must be a list", key)
				continue
			}
			decodeList(file, val, dst, ps)
			continue
		}
		if dst, ok := values[key]; ok {
			// Problems of a whole section point at its name ("attrition:").
			if err := decodeStrict(val, dst); err != nil {
				ps.add(file, top.Content[i].Line, key, "%v", err)
			}
			if l, ok := dst.(interface{ setLine(int) }); ok {
				l.setLine(top.Content[i].Line)
			}
			continue
		}
		ps.add(file, top.Content[i].Line, "", "unknown section %q", key)
	}
	for k := range lists {
		if !seen[k] {
			ps.add(file, 0, "", "missing section %q", k)
		}
	}
	for k := range values {
		if !seen[k] && k != "width" && k != "height" {
			ps.add(file, 0, "", "missing section %q", k)
		}
	}
}

// decodeList decodes every item of a YAML sequence into a slice of raw records.
func decodeList(file string, seq *yaml.Node, dst any, ps *problems) {
	switch out := dst.(type) {
	case *[]rawProvince:
		*out = decodeItems[rawProvince](file, seq, ps)
	case *[]rawSpace:
		*out = decodeItems[rawSpace](file, seq, ps)
	case *[]rawConnection:
		*out = decodeItems[rawConnection](file, seq, ps)
	case *[]rawGeneral:
		*out = decodeItems[rawGeneral](file, seq, ps)
	case *[]rawCard:
		*out = decodeItems[rawCard](file, seq, ps)
	case *[]rawBattleCard:
		*out = decodeItems[rawBattleCard](file, seq, ps)
	case *[]rawTurn:
		*out = decodeItems[rawTurn](file, seq, ps)
	default:
		panic(fmt.Sprintf("data: no decoder for %T", dst))
	}
}

type lineSetter interface{ setLine(int) }

func (l *located) setLine(n int) { l.line = n }

func decodeItems[T any, PT interface {
	*T
	lineSetter
}](file string, seq *yaml.Node, ps *problems) []T {
	out := make([]T, 0, len(seq.Content))
	for i, item := range seq.Content {
		var v T
		if err := decodeStrict(item, PT(&v)); err != nil {
			ps.add(file, item.Line, fmt.Sprintf("item %d", i+1), "%v", err)
			continue
		}
		PT(&v).setLine(item.Line)
		out = append(out, v)
	}
	return out
}

// fingerprint hashes the data files' bytes (a short hex digest).
func fingerprint(fsys fs.FS, scenarios []string) string {
	h := sha256.New()
	files := []string{BoardFile, GeneralsFile, CardsFile, BattleCardsFile, TablesFile, TurnsFile}
	for _, n := range scenarios {
		files = append(files, ScenariosDir+"/"+n)
	}
	for _, f := range files {
		b, _ := fs.ReadFile(fsys, f)
		fmt.Fprintf(h, "%s %d\n", f, len(b))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}
