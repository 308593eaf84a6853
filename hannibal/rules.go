package hannibal

import (
	"fmt"
	"strings"
	"sync"

	"punic/hannibal/data"
)

// facts are the spaces, provinces, generals and cards the rules name, found once
// per data set by their keys, plus lists derived from the board.
type facts struct {
	rome, carthage, newCarthage, syracuse SpaceID
	latium, baetica                       data.ProvinceID
	hannibal, scipioAfricanus             GeneralID
	hanno, fabius                         GeneralID // data.NoGeneral if the data has none

	prov   [numProvKeys]data.ProvinceID // the provinces the events name
	provOK [numProvKeys]bool            // false where the data lacks one

	campaignCards cardSet                      // Major and Minor Campaign (7.3)
	counterCards  []int                        // cards with a counter event (8.4)
	defs          [data.NumCards + 1]*eventDef // each card's event, by number
	majorCards    cardSet
	cardByEvent   map[string][]int

	citySet, tribeSet spaceSet // the walled cities and tribal spaces, as sets
	move              moveEventFacts
	genSide           [data.MaxGenerals]Side // each general's side
	sideGens          [2]genSet              // each side's generals

	cities []SpaceID // walled cities
	tribes []SpaceID // tribal spaces
	ports  []SpaceID
}

var (
	factsMu    sync.Mutex
	factsCache = map[*data.Data]*facts{}
)

// factsOf returns the facts for a data set, computing them once.
func factsOf(d *data.Data) (*facts, error) {
	factsMu.Lock()
	defer factsMu.Unlock()
	if f, ok := factsCache[d]; ok {
		return f, nil
	}
	f := &facts{cardByEvent: map[string][]int{}}
	var missing []string
	space := func(key string) SpaceID {
		id, ok := d.Board.SpaceByKey(key)
		if !ok {
			missing = append(missing, fmt.Sprintf("%s: the rules need a space %q", data.BoardFile, key))
		}
		return id
	}
	province := func(key string) data.ProvinceID {
		id, ok := d.Board.ProvinceByKey(key)
		if !ok {
			missing = append(missing, fmt.Sprintf("%s: the rules need a province %q", data.BoardFile, key))
		}
		return id
	}
	general := func(ability string) GeneralID {
		for _, gen := range d.Generals {
			if gen.Ability == ability {
				return gen.ID
			}
		}
		missing = append(missing, fmt.Sprintf("%s: the rules need a general with ability %q", data.GeneralsFile, ability))
		return data.NoGeneral
	}
	f.rome = space("rome")
	f.carthage = space("carthage")
	f.newCarthage = space("new-carthage")
	f.syracuse = space("syracuse")
	f.latium = province("latium")
	f.baetica = province("baetica")
	f.move = newMoveEventFacts(d)
	for _, gen := range d.Generals {
		f.genSide[gen.ID] = gen.Side
		if gen.Side == Rome || gen.Side == Carthage {
			f.sideGens[gen.Side].add(gen.ID)
		}
	}
	for k, key := range provKeyNames {
		f.prov[k], f.provOK[k] = d.Board.ProvinceByKey(key)
	}
	f.hannibal = general(abilityHannibal)
	f.scipioAfricanus = general(abilityScipioAfricanus)
	f.hanno, f.fabius = data.NoGeneral, data.NoGeneral
	for _, gen := range d.Generals {
		switch gen.Ability {
		case abilityHanno:
			f.hanno = gen.ID
		case abilityFabius:
			f.fabius = gen.ID
		}
	}
	for _, c := range d.Cards {
		f.cardByEvent[c.Event] = append(f.cardByEvent[c.Event], c.Number)
		f.defs[c.Number] = events[c.Event]
		if def := events[c.Event]; def != nil && def.counter != nil {
			f.counterCards = append(f.counterCards, c.Number)
		}
		switch c.Event {
		case "major-campaign":
			f.campaignCards.add(c.Number)
			f.majorCards.add(c.Number)
		case "minor-campaign":
			f.campaignCards.add(c.Number)
		}
	}
	for _, sp := range d.Board.Spaces {
		switch sp.Kind {
		case data.WalledCity:
			f.cities = append(f.cities, sp.ID)
			f.citySet.add(sp.ID)
		case data.Tribe:
			f.tribes = append(f.tribes, sp.ID)
			f.tribeSet.add(sp.ID)
		}
		if sp.Port {
			f.ports = append(f.ports, sp.ID)
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("the rules engine cannot use this data:\n  %s", strings.Join(missing, "\n  "))
	}
	factsCache[d] = f
	return f, nil
}
