package data

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
)

//go:embed files
var embedded embed.FS

// The data files, in the order they are read and hashed.
const (
	MapFile       = "map.yaml"
	RegionsFile   = "regions.yaml"
	ChartsFile    = "charts.yaml"
	LeadersFile   = "leaders.yaml"
	ScenariosFile = "scenarios.yaml"
)

// Files lists the data files, in the order they are read.
var Files = []string{MapFile, RegionsFile, ChartsFile, LeadersFile, ScenariosFile}

// Default returns the built-in data, loaded and validated once.
var Default = sync.OnceValues(func() (*Data, error) { return LoadFS(Embedded()) })

// MustDefault is Default for callers that cannot go on without the data; it
// panics if the built-in files are invalid (which the tests rule out).
func MustDefault() *Data {
	d, err := Default()
	if err != nil {
		panic(err)
	}
	return d
}

// Embedded returns the built-in data files as a file system whose root holds
// them.
func Embedded() fs.FS {
	sub, err := fs.Sub(embedded, "files")
	if err != nil {
		panic(err) // the embed directive guarantees "files"
	}
	return sub
}

// LoadDir loads and validates the data files in dir (an edited copy made by
// Export).
func LoadDir(dir string) (*Data, error) {
	if _, err := os.Stat(filepath.Join(dir, RegionsFile)); err != nil {
		return nil, fmt.Errorf("Punic Wars data directory %s: %w", dir, err)
	}
	return LoadFS(os.DirFS(dir))
}

// LoadFS loads and validates the data files at the root of fsys. Every defect
// found is reported in one *InvalidData error.
func LoadFS(fsys fs.FS) (*Data, error) {
	rep := &report{}
	d := &Data{}
	d.Map = readMap(fsys, rep)
	readRegions(fsys, rep, d)
	readCharts(fsys, rep, d)
	readLeaders(fsys, rep, d)
	readScenarios(fsys, rep, d)
	if err := rep.err(); err != nil {
		return nil, err
	}
	checkMap(fsys, rep, d)
	checkScenarios(rep, d)
	if err := rep.err(); err != nil {
		return nil, err
	}
	fp, err := Fingerprint(fsys)
	if err != nil {
		return nil, err
	}
	d.Fingerprint = fp
	return d, nil
}

// Fingerprint hashes the data files' names and bytes (16 hex digits), so that a
// game recorded with other data is recognised.
func Fingerprint(fsys fs.FS) (string, error) {
	h := sha256.New()
	for _, f := range Files {
		b, err := fs.ReadFile(fsys, f)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s %d\n", f, len(b))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// Export writes the built-in data files into dir (created if needed) for
// editing; LoadDir loads the edited copy. It refuses to overwrite a file
// already there, and then writes nothing.
func Export(dir string) error { return ExportFS(Embedded(), dir) }

// ExportFS is Export from the data files at the root of src.
func ExportFS(src fs.FS, dir string) error {
	for _, f := range Files {
		if _, err := os.Stat(filepath.Join(dir, f)); err == nil {
			return fmt.Errorf("%s already exists", filepath.Join(dir, f))
		} else if !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, f := range Files {
		b, err := fs.ReadFile(src, f)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, f), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// RegionByKey finds a region by key ("gallia-cisalpina").
func (d *Data) RegionByKey(key string) (RegionID, bool) {
	id, ok := d.regionByKey[key]
	return id, ok
}

// Region returns region id.
func (d *Data) Region(id RegionID) *Region { return &d.Regions[id] }

// ScenarioByKey finds a scenario by key ("first", "second", "third").
func (d *Data) ScenarioByKey(key string) (*Scenario, bool) {
	i, ok := d.scenarioByKey[key]
	if !ok {
		return nil, false
	}
	return &d.Scenarios[i], true
}

// DiplomacyByKey finds a Diplomacy Table by key ("one", "two").
func (d *Data) DiplomacyByKey(key string) (*DiplomacyTable, bool) {
	for i := range d.Diplomacy {
		if d.Diplomacy[i].Key == key {
			return &d.Diplomacy[i], true
		}
	}
	return nil, false
}
