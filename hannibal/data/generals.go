package data

// GeneralID indexes Data.Generals.
type GeneralID uint8

// NoGeneral marks "no general" wherever a GeneralID is optional.
const NoGeneral GeneralID = 255

// MaxGenerals bounds the number of generals a game state can hold.
const MaxGenerals = 16

// General is one general counter (rule 2.2).
type General struct {
	ID          GeneralID
	Key         string
	Name        string
	FullName    string
	Side        Side
	Strategy    int  // strategy rating: the OPs needed to activate him (8.2)
	Battle      int  // battle rating (14.1, 12.4, 13.1, 14.8, 16.1)
	ConsulPool  bool // drawn at random as a Roman consul (rule 6.4)
	Ability     string
	AbilityText string
}
