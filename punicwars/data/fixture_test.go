package data

import (
	"io/fs"
	"os"
	"testing"
	"testing/fstest"
)

// testFiles returns the built-in data files with testdata/map.yaml, a tiny map
// of one or a few hexes a region, in place of the game's map, so that these
// tests check the other files whatever the map's state.
func testFiles(t testing.TB) fstest.MapFS {
	t.Helper()
	files := fstest.MapFS{}
	for _, f := range Files {
		var b []byte
		var err error
		if f == MapFile {
			b, err = os.ReadFile("testdata/map.yaml")
		} else {
			b, err = fs.ReadFile(Embedded(), f)
		}
		if err != nil {
			t.Fatal(err)
		}
		files[f] = &fstest.MapFile{Data: b}
	}
	return files
}

// testData loads testFiles.
func testData(t testing.TB) *Data {
	t.Helper()
	d, err := LoadFS(testFiles(t))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestTestDataLoads(t *testing.T) {
	testData(t)
}
