package hannibal

// provKey names a province the card events refer to. The engine's facts
// resolve each to the data set's province id once, so that the events' tests
// during play are array lookups instead of map lookups by name.
type provKey uint8

// The provinces named by card events.
const (
	pkLatium provKey = iota
	pkSicilia
	pkCorsicaSardinia
	pkCeltiberia
	pkWesternNumidia
	pkEasternNumidia
	pkBalearicIslands
	pkLucania
	pkLiguria
	pkGalliaCisalpinia
	pkGalliaTransalpinia
	pkEtruria
	pkApulia
	pkSamnium
	pkCampania
	numProvKeys
)

// provKeyNames are the data keys of the provKeys.
var provKeyNames = [numProvKeys]string{
	pkLatium:             "latium",
	pkSicilia:            "sicilia",
	pkCorsicaSardinia:    "corsica-sardinia",
	pkCeltiberia:         "celtiberia",
	pkWesternNumidia:     "western-numidia",
	pkEasternNumidia:     "eastern-numidia",
	pkBalearicIslands:    "balearic-islands",
	pkLucania:            "lucania",
	pkLiguria:            "liguria",
	pkGalliaCisalpinia:   "gallia-cisalpinia",
	pkGalliaTransalpinia: "gallia-transalpinia",
	pkEtruria:            "etruria",
	pkApulia:             "apulia",
	pkSamnium:            "samnium",
	pkCampania:           "campania",
}
