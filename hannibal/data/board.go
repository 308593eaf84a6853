package data

// MaxSpaces bounds the number of map spaces, so that game states can index
// fixed-size arrays by space id and hold sets of spaces in two machine words.
const MaxSpaces = 128

// SpaceID indexes Board.Spaces.
type SpaceID uint8

// NoSpace marks "no space" wherever a SpaceID is optional.
const NoSpace SpaceID = 255

// ProvinceID indexes Board.Provinces.
type ProvinceID uint8

// SpaceKind tells what sort of marker a space holds (rule 2.2).
type SpaceKind uint8

// The kinds of space.
const (
	Political  SpaceKind = iota // an ordinary space for a round PC marker
	WalledCity                  // a square walled-city space (rules 10.7, 20)
	Tribe                       // a tribal space (rules 20.1, 20.9)
)

// String names the kind as the data files write it.
func (k SpaceKind) String() string {
	return [...]string{"political", "walled-city", "tribe"}[k]
}

// Country groups provinces for battle-card allies (rule 14.2) and for the rules
// that speak of Italy, Spain or Africa (glossary, rule 3).
type Country uint8

// The countries.
const (
	NoCountry Country = iota // allies help only inside the province
	Italy
	Spain
	Africa
	Island // allies help only on the same island
)

// String names the country as the data files write it.
func (c Country) String() string {
	return [...]string{"none", "italy", "spain", "africa", "island"}[c]
}

// ConnKind is the kind of line joining two spaces (rule 10.6).
type ConnKind uint8

// The kinds of connection.
const (
	Normal   ConnKind = iota
	AlpsPass          // costs 2 MPs, attrition without modifier
	Pass              // a non-Alps mountain pass: costs 2 MPs, attrition at -2
	Strait            // costs 2 MPs
)

// String names the connection kind as the data files write it.
func (k ConnKind) String() string {
	return [...]string{"normal", "alps-pass", "pass", "strait"}[k]
}

// IsPass reports whether the connection is a mountain pass of either kind.
func (k ConnKind) IsPass() bool { return k == AlpsPass || k == Pass }

// Province is a group of spaces (rule 19.1).
type Province struct {
	ID        ProvinceID
	Key       string
	Name      string
	Country   Country
	Island    string // island name for Country == Island ("sicily", …)
	Scores    bool   // counts for political points (rule 22.1)
	PCsNeeded int    // spaces a side must control to control it (rule 19.1)
	AllyCards int    // battle cards its allies give (rule 14.2)
	Spaces    []SpaceID
}

// Link is one connection seen from one of its ends.
type Link struct {
	To           SpaceID
	Kind         ConnKind
	NeedsControl bool // a strait usable on land only with control of both ends (10.6)
}

// Space is one space of the map.
type Space struct {
	ID       SpaceID
	Key      string
	Name     string
	Province ProvinceID
	Kind     SpaceKind
	Port     bool
	NavalMod int  // port naval modifier (rule 11.6)
	Capacity int  // walled city: CUs that fit inside (rule 10.7)
	SiegeMod int  // walled city: Siege Table modifier printed on its marker
	TribeFor Side // tribe: Carthage if friendly to Carthage from the start (20.9), else NoSide
	Control  Side // control at the start of the 218 BC campaign (rule 4)
	X, Y     int  // drawing position (2300 x 1582 units)
	Links    []Link
	// Doubt records a transcription doubt about this space, if any.
	Doubt string
}

// Connection is one line of the map, listed once.
type Connection struct {
	A, B         SpaceID
	Kind         ConnKind
	NeedsControl bool
	Doubt        string
}

// Board is the whole map.
type Board struct {
	Provinces   []Province
	Spaces      []Space
	Connections []Connection
	Width       int
	Height      int

	spaceByKey    map[string]SpaceID
	provinceByKey map[string]ProvinceID
	link          [MaxSpaces][MaxSpaces / 64]uint64
}

// SpaceByKey finds a space by its key ("new-carthage") or, ignoring case, its
// printed name ("New Carthage").
func (b *Board) SpaceByKey(key string) (SpaceID, bool) {
	if id, ok := b.spaceByKey[key]; ok {
		return id, true // a key as written in the data: no folding needed
	}
	id, ok := b.spaceByKey[foldKey(key)]
	return id, ok
}

// ProvinceByKey finds a province by its key or printed name.
func (b *Board) ProvinceByKey(key string) (ProvinceID, bool) {
	if id, ok := b.provinceByKey[key]; ok {
		return id, true
	}
	id, ok := b.provinceByKey[foldKey(key)]
	return id, ok
}

// Adjacent reports whether two spaces are joined by a connection of any kind.
func (b *Board) Adjacent(x, y SpaceID) bool {
	return b.link[x][y/64]&(1<<(y%64)) != 0
}

// LinkBetween returns the connection from x to y, if there is one.
func (b *Board) LinkBetween(x, y SpaceID) (Link, bool) {
	for _, l := range b.Spaces[x].Links {
		if l.To == y {
			return l, true
		}
	}
	return Link{}, false
}

// ProvinceOf returns the province a space belongs to.
func (b *Board) ProvinceOf(s SpaceID) *Province {
	return &b.Provinces[b.Spaces[s].Province]
}

// CountryOf returns the country of the province a space belongs to.
func (b *Board) CountryOf(s SpaceID) Country {
	return b.Provinces[b.Spaces[s].Province].Country
}
