package main

import (
	"fmt"
	"os"

	"go.yaml.in/yaml/v3"

	"punic/punicwars/boardsvg"
	"punic/punicwars/hexmap"
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

// writeSVG draws the map with the regions' names and values.
func writeSVG(m *hexmap.Map, regionsFile, out string) error {
	names, values, err := regionLabels(regionsFile)
	if err != nil {
		return err
	}
	svg := boardsvg.Render(m, boardsvg.Options{
		HexSize:      26,
		RegionNames:  names,
		RegionValues: values,
		Title:        "The Punic Wars (SPI, 1975): the hex map, reconstructed from real geography",
	})
	return os.WriteFile(out, svg, 0o644)
}
