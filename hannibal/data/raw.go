package data

// The raw records, exactly as written in the files, before validation.

type rawFiles struct {
	width, height int
	provinces     []rawProvince
	spaces        []rawSpace
	connections   []rawConnection
	generals      []rawGeneral
	cards         []rawCard
	battleCards   []rawBattleCard
	turns         []rawTurn
	attrition     rawAttrition
	retreat       rawRetreat
	naval         rawNaval
	siege         rawSiege
	components    rawComponents
	scenarios     []rawScenario
}

type rawProvince struct {
	located   `yaml:"-"`
	Key       string `yaml:"key"`
	Name      string `yaml:"name"`
	Country   string `yaml:"country"`
	Island    string `yaml:"island"`
	Scores    bool   `yaml:"scores"`
	PCsNeeded int    `yaml:"pcs_needed"`
	AllyCards *int   `yaml:"ally_cards"`
}

type rawSpace struct {
	located       `yaml:"-"`
	Key           string `yaml:"key"`
	Name          string `yaml:"name"`
	Province      string `yaml:"province"`
	Kind          string `yaml:"kind"`
	Port          bool   `yaml:"port"`
	NavalModifier *int   `yaml:"naval_modifier"`
	Capacity      *int   `yaml:"capacity"`
	SiegeModifier *int   `yaml:"siege_modifier"`
	Tribe         string `yaml:"tribe"`
	Control       string `yaml:"control"`
	XY            []int  `yaml:"xy"`
	Doubt         string `yaml:"doubt"`
}

type rawConnection struct {
	located      `yaml:"-"`
	A            string `yaml:"a"`
	B            string `yaml:"b"`
	Kind         string `yaml:"kind"`
	NeedsControl bool   `yaml:"needs_control"`
	Doubt        string `yaml:"doubt"`
}

type rawGeneral struct {
	located     `yaml:"-"`
	Key         string `yaml:"key"`
	Name        string `yaml:"name"`
	FullName    string `yaml:"full_name"`
	Side        string `yaml:"side"`
	Strategy    int    `yaml:"strategy"`
	Battle      int    `yaml:"battle"`
	ConsulPool  bool   `yaml:"consul_pool"`
	Ability     string `yaml:"ability"`
	AbilityText string `yaml:"ability_text"`
}

type rawCard struct {
	located  `yaml:"-"`
	Number   int    `yaml:"number"`
	Title    string `yaml:"title"`
	Ops      int    `yaml:"ops"`
	EventFor string `yaml:"event_for"`
	Ship     bool   `yaml:"ship"`
	Counter  bool   `yaml:"counter"`
	Removal  string `yaml:"removal"`
	Truce    string `yaml:"truce"`
	Event    string `yaml:"event"`
	Effect   string `yaml:"effect"`
}

type rawBattleCard struct {
	located `yaml:"-"`
	Key     string `yaml:"key"`
	Name    string `yaml:"name"`
	Count   int    `yaml:"count"`
	Wild    bool   `yaml:"wild"`
}

type rawTurn struct {
	located `yaml:"-"`
	Turn    int    `yaml:"turn"`
	Years   string `yaml:"years"`
	Cards   int    `yaml:"cards"`
	Note    string `yaml:"note"`
}

type rawColumn struct {
	Name string `yaml:"name"`
	Min  int    `yaml:"min"`
}

type rawModifier struct {
	Key   string `yaml:"key"`
	Value int    `yaml:"value"`
	Rule  string `yaml:"rule"`
	Text  string `yaml:"text"`
}

type rawAttrition struct {
	located             `yaml:"-"`
	Columns             []rawColumn `yaml:"columns"`
	HostileTribesColumn string      `yaml:"hostile_tribes_column"`
	Rows                []struct {
		Roll     string `yaml:"roll"`
		Losses   []int  `yaml:"losses"`
		Elephant bool   `yaml:"elephant"`
	} `yaml:"rows"`
	Modifiers []rawModifier `yaml:"modifiers"`
}

type rawRetreat struct {
	located `yaml:"-"`
	Columns []rawColumn `yaml:"columns"`
	Rows    []struct {
		Roll   string   `yaml:"roll"`
		Losses []string `yaml:"losses"`
	} `yaml:"rows"`
	Modifiers []rawModifier `yaml:"modifiers"`
}

type rawNaval struct {
	located `yaml:"-"`
	Rows    []struct {
		Roll   string `yaml:"roll"`
		Result string `yaml:"result"`
	} `yaml:"rows"`
	Modifiers []rawModifier `yaml:"modifiers"`
}

type rawSiege struct {
	located      `yaml:"-"`
	PointsNeeded int `yaml:"points_needed"`
	Rows         []struct {
		Roll   string `yaml:"roll"`
		Points int    `yaml:"points"`
		Losses int    `yaml:"losses"`
	} `yaml:"rows"`
	Modifiers []rawModifier `yaml:"modifiers"`
}

type rawComponents struct {
	located     `yaml:"-"`
	ElephantCUs int `yaml:"elephant_cus"`
	SiegeTrains int `yaml:"siege_trains"`
}

type rawScenario struct {
	file        string
	Key         string `yaml:"key"`
	Name        string `yaml:"name"`
	Description string `yaml:"description"`
	FirstTurn   int    `yaml:"first_turn"`
	LastTurn    int    `yaml:"last_turn"`
	Armies      []struct {
		Space     string   `yaml:"space"`
		Side      string   `yaml:"side"`
		CUs       int      `yaml:"cus"`
		Elephants int      `yaml:"elephants"`
		Generals  []string `yaml:"generals"`
	} `yaml:"armies"`
	Consuls []string `yaml:"consuls"`
	Control []struct {
		Space string `yaml:"space"`
		Side  string `yaml:"side"`
	} `yaml:"control"`
	Arrivals []struct {
		General string `yaml:"general"`
		Turn    int    `yaml:"turn"`
		CUs     int    `yaml:"cus"`
	} `yaml:"arrivals"`
	Tutorial *rawTutorial `yaml:"tutorial"` // tutorial.go
}
