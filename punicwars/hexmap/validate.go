package hexmap

import "fmt"

// Validate checks the map's geometry-level consistency: hexes and sides agree
// (a side has one kind seen from either hex), land-only facts are not on sea
// hexes, a land hex touching water is coastal and a coastal hex touches water,
// no all-land side touches a sea hex, ferry sides join two land hexes at a
// ferry hex, and every ferry hex has a ferry side. Region keys are not checked
// here (the data loader knows the regions).
func (m *Map) Validate() error { return m.validate(nil) }

// validate is Validate; lineOf, when given, names each hex's line in the file.
func (m *Map) validate(lineOf map[HexID]int) error {
	var errs []error
	bad := func(h HexID, format string, args ...any) {
		msg := fmt.Sprintf("hex %s: ", HexNum(m.Hexes[h].Num)) + fmt.Sprintf(format, args...)
		if line := lineOf[h]; line > 0 {
			errs = append(errs, &LineError{Line: line, Msg: msg})
			return
		}
		errs = append(errs, fmt.Errorf("map: %s", msg))
	}
	for i := range m.Hexes {
		h := HexID(i)
		x := &m.Hexes[i]
		if !x.Land() {
			if x.Region != "" || x.Site != NoSite || x.Capital || x.Ferry || x.Coastal {
				bad(h, "an all-sea hex has no region, town, city, capital, ferry or coast")
			}
		} else {
			if x.Region == "" {
				bad(h, "a land hex needs a region")
			}
			if x.Capital && x.Site != City {
				bad(h, "a capital must be a city")
			}
			if x.Ferry && !x.Coastal {
				bad(h, "a ferry hex must be coastal")
			}
		}
		water, ferrySides := false, 0
		for d := N; d <= NW; d++ {
			n := m.nbr[h][d]
			if n == NoHex {
				continue
			}
			k := m.sides[h][d]
			y := &m.Hexes[n]
			if m.sides[n][d.Opposite()] != k {
				bad(h, "side %s is %s but %s from hex %s", d, k, m.sides[n][d.Opposite()], HexNum(y.Num))
			}
			if k != LandSide {
				water = true
			}
			switch {
			case !x.Land() && !y.Land() && k != SeaSide:
				bad(h, "side %s joins two all-sea hexes, so it is sea, not %s", d, k)
			case (!x.Land() || !y.Land()) && k == LandSide:
				bad(h, "side %s touches an all-sea hex, so it cannot be all-land", d)
			case k == Ferry && (!x.Land() || !y.Land() || !(x.Ferry || y.Ferry)):
				bad(h, "ferry side %s must join two land hexes, one of them a ferry hex", d)
			}
			if k == Ferry {
				ferrySides++
			}
			if x.Land() && !y.Land() && !x.Coastal {
				bad(h, "borders all-sea hex %s but is not coastal", HexNum(y.Num))
			}
			if x.Land() && !x.Coastal && k != LandSide && y.Land() {
				bad(h, "is not coastal but its side %s is %s", d, k)
			}
		}
		if x.Land() && x.Coastal && !water {
			bad(h, "is coastal but every side is all-land")
		}
		if x.Ferry && ferrySides == 0 {
			bad(h, "a ferry hex needs at least one ferry side")
		}
	}
	if len(errs) > 0 {
		return joinErrs(errs)
	}
	return nil
}
