package data_test

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"punic/hannibal/data"
)

// withFirstEdition copies the embedded files, replacing first-edition.yaml by
// text ("" leaves it out).
func withFirstEdition(t *testing.T, text string) fs.FS {
	t.Helper()
	m := fstest.MapFS{}
	err := fs.WalkDir(data.Embedded(), ".", func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		b, err := fs.ReadFile(data.Embedded(), p)
		m[p] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if text == "" {
		delete(m, data.FirstEditionFile)
	} else {
		m[data.FirstEditionFile] = &fstest.MapFile{Data: []byte(text)}
	}
	return m
}

// TestFirstEditionData: the 1st-edition file is optional, validated, and outside
// the default fingerprint.
func TestFirstEditionData(t *testing.T) {
	d := data.MustDefault()
	fe := d.FirstEdition
	if fe == nil || len(fe.AttritionModifiers) != 2 || fe.Cards[60].EventFor != data.EventRome || fe.Fingerprint == d.Fingerprint {
		t.Fatalf("first-edition.yaml: %+v", fe)
	}
	if got := fe.EditionCards(); len(got) != 9 || got[0] != 9 || got[8] != 60 {
		t.Errorf("edition cards %v", got)
	}
	without, err := data.LoadFS(withFirstEdition(t, ""))
	if err != nil || without.FirstEdition != nil || without.Fingerprint != d.Fingerprint {
		t.Fatalf("without the file: %v; the default fingerprint must not change", err)
	}
	bad := `attrition_modifiers:
  - {key: alps-pass, value: 9, rule: "1e", text: "x"}
  - {key: alps-pass, value: 1, rule: "1e", text: "x"}
cards:
  - {number: 65, effect: "x"}
  - {number: 60, event_for: senate, effect: ""}
`
	_, err = data.LoadFS(withFirstEdition(t, bad))
	if err == nil {
		t.Fatal("a broken first-edition.yaml loaded")
	}
	for _, want := range []string{"outside -6..6", `"alps-pass" given twice`, "no such strategy card", "event_for must be", "needs an effect"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("missing problem %q in:\n%v", want, err)
		}
	}
	if _, err := data.LoadFS(withFirstEdition(t, "cards: []\n")); err == nil || !strings.Contains(err.Error(), `missing section "attrition_modifiers"`) {
		t.Errorf("missing section: %v", err)
	}
}
