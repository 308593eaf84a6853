package hannibal

import "punic/hannibal/data"

// CardEventUnder is Game.CardEvent for a front end that holds only the data
// and a view's rules edition (View.Rules: "1st", or "" and "2nd" for the
// default): who may use strategy card n's event and its effect under those
// rules.
func CardEventUnder(d *data.Data, rules string, n int) (eventFor data.EventFor, effect string) {
	if rules == "1st" && d.FirstEdition != nil {
		if c, ok := d.FirstEdition.Cards[n]; ok {
			return c.EventFor, c.Effect
		}
	}
	c := d.Card(n)
	return c.EventFor, c.Effect
}
