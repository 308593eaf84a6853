// Command mapgen generates the hex map of SPI's The Punic Wars
// (punicwars/data/files/map.yaml) from real geography: Natural Earth land
// polygons (land.geojson), a grid fitted to the hexes the rules text names,
// and the hand-written places.yaml (regions, mountains, towns and cities,
// ferries). The printed map is not public: the output is a reconstruction.
//
// Usage, from the module root:
//
//	go run ./punicwars/mapgen                       # regenerate map.yaml
//	go run ./punicwars/mapgen -refresh land-10m.json # rebuild land.geojson from world-atlas
//	go run ./punicwars/mapgen -svg docs/punic-wars-map.svg # also draw the map
//
// See docs/punic-wars-map.md.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	dir := flag.String("dir", "punicwars/mapgen", "the generator's input directory (land.geojson, places.yaml)")
	out := flag.String("out", "punicwars/data/files/map.yaml", "the map file to write")
	ref := flag.String("refresh", "", "rebuild land.geojson from this Natural Earth TopoJSON file (world-atlas land-10m.json) and stop")
	show := flag.Bool("ascii", false, "also print the map as text")
	svg := flag.String("svg", "", "also draw the map to this SVG file (region names and values from -regions)")
	regions := flag.String("regions", "punicwars/data/files/regions.yaml", "the regions file, for -svg")
	flag.Parse()
	if *ref != "" {
		if err := refresh(*ref, filepath.Join(*dir, "land.geojson")); err != nil {
			fmt.Fprintln(os.Stderr, "mapgen:", err)
			os.Exit(1)
		}
		return
	}
	res, err := generateDir(*dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "mapgen:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(*out, res.yaml, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "mapgen:", err)
		os.Exit(1)
	}
	os.Stderr.WriteString(res.report)
	if *svg != "" {
		if err := writeSVG(res, *regions, *svg); err != nil {
			fmt.Fprintln(os.Stderr, "mapgen:", err)
			os.Exit(1)
		}
	}
	if *show {
		os.Stderr.WriteString(ascii(res.m))
	}
}
