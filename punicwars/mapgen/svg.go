package main

import (
	"fmt"
	"os"

	"go.yaml.in/yaml/v3"

	"punic/punicwars/boardsvg"
)

// regionLabels reads the region names and values from regions.yaml (the data
// package's file; only key, name and value are read).
func regionLabels(path string) (map[string]string, map[string]int, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	var f struct {
		Regions []struct {
			Key   string `yaml:"key"`
			Name  string `yaml:"name"`
			Value int    `yaml:"value"`
		} `yaml:"regions"`
	}
	if err := yaml.Unmarshal(b, &f); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	names, values := map[string]string{}, map[string]int{}
	for _, r := range f.Regions {
		names[r.Key], values[r.Key] = r.Name, r.Value
	}
	return names, values, nil
}

// seaNames are the seas' Latin names and a point in each ([lat, lon]).
var seaNames = []struct {
	name     string
	lat, lon float64
}{
	{"OCEANUS", 44.9, -3.4},
	{"MARE IBERICUM", 36.3, -2.6},
	{"MARE BALEARICUM", 40.8, 4.6},
	{"MARE SARDOUM", 38.9, 6.3},
	{"MARE LIGUSTICUM", 42.7, 7.4},
	{"MARE TYRRHENUM", 40.0, 12.2},
	{"MARE HADRIATICUM", 42.5, 16.0},
	{"MARE IONIUM", 38.3, 18.6},
	{"MARE AFRICUM", 35.9, 13.2},
}

// writeSVG draws the map with the regions' names and values, and the seas.
func writeSVG(res *result, regionsFile, out string) error {
	m := res.m
	names, values, err := regionLabels(regionsFile)
	if err != nil {
		return err
	}
	var labels []boardsvg.Label
	for _, s := range seaNames {
		c, r := hexAt(res.fit.apply(s.lon, s.lat))
		labels = append(labels, boardsvg.Label{Hex: c*100 + r, Text: s.name})
	}
	svg := boardsvg.Render(m, boardsvg.Options{
		Labels:       labels,
		HexSize:      26,
		RegionNames:  names,
		RegionValues: values,
		Title:        "The Punic Wars (SPI, 1975): the hex map, reconstructed from real geography",
	})
	return os.WriteFile(out, svg, 0o644)
}
