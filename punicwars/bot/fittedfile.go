package bot

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"sort"

	"punic/punicwars/data"
)

// FittedFile is fitted.json: the names of the terms in the order of the
// weights (termsOf) and each scenario's weights by its key.
type FittedFile struct {
	Terms     []string                   `json:"terms"`
	Scenarios map[string]ScenarioWeights `json:"scenarios"`
}

// ScenarioWeights are one scenario's fitted weights (one per term, then
// Rome's edge, the intercept) and how they were made.
type ScenarioWeights struct {
	Weights   [fitTerms]float64 `json:"weights"`
	Intercept float64           `json:"intercept"`
	// Games, Seed, Noise, Every and End are the training games'
	// (TrainingConfig);
	// Positions and LogLoss the positions fitted and the fit's mean log-loss
	// on them (0 where not recorded).
	Games     int     `json:"games,omitempty"`
	Seed      uint64  `json:"seed,omitempty"`
	Noise     float64 `json:"noise,omitempty"`
	Every     int     `json:"every,omitempty"`
	End       int     `json:"end,omitempty"`
	Positions int     `json:"positions,omitempty"`
	LogLoss   float64 `json:"log_loss,omitempty"`
}

// rawWeights is ScenarioWeights as read, before the checks.
type rawWeights struct {
	Weights   []float64 `json:"weights"`
	Intercept *float64  `json:"intercept"`
	Games     int       `json:"games"`
	Seed      uint64    `json:"seed"`
	Noise     float64   `json:"noise"`
	Every     int       `json:"every"`
	End       int       `json:"end"`
	Positions int       `json:"positions"`
	LogLoss   float64   `json:"log_loss"`
}

// ParseFitted reads and checks a weights file: the term names those of
// termsOf in order, every scenario a known one that counts Victory Points
// with one weight a term and an intercept, every number finite.
func ParseFitted(b []byte) (FittedFile, error) {
	var raw struct {
		Terms     []string              `json:"terms"`
		Scenarios map[string]rawWeights `json:"scenarios"`
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&raw); err != nil {
		return FittedFile{}, fmt.Errorf("fitted weights: %v", err)
	}
	if dec.More() {
		return FittedFile{}, fmt.Errorf("fitted weights: more data after the object")
	}
	f := FittedFile{Terms: raw.Terms, Scenarios: map[string]ScenarioWeights{}}
	if len(f.Terms) != fitTerms {
		return f, fmt.Errorf("fitted weights: %d terms, not %d (%v)", len(f.Terms), fitTerms, fitTermNames)
	}
	for i, n := range f.Terms {
		if n != fitTermNames[i] {
			return f, fmt.Errorf("fitted weights: term %d is %q, not %q", i+1, n, fitTermNames[i])
		}
	}
	if len(raw.Scenarios) == 0 {
		return f, fmt.Errorf("fitted weights: no scenarios")
	}
	d, err := data.Default()
	if err != nil {
		return f, err
	}
	keys := make([]string, 0, len(raw.Scenarios))
	for k := range raw.Scenarios {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		sc, ok := d.ScenarioByKey(k)
		if !ok {
			return f, fmt.Errorf("fitted weights: unknown scenario %q", k)
		}
		if _, auto := winLevels(sc.Levels); auto == 0 || sc.CarthageOnlyLoses {
			return f, fmt.Errorf("fitted weights: scenario %q does not count Victory Points (19.34.4)", k)
		}
		r := raw.Scenarios[k]
		if len(r.Weights) != fitTerms {
			return f, fmt.Errorf("fitted weights: %s: %d weights, not %d (%v)", k, len(r.Weights), fitTerms, fitTermNames)
		}
		if r.Intercept == nil {
			return f, fmt.Errorf("fitted weights: %s: no intercept", k)
		}
		for i, v := range append(r.Weights, *r.Intercept, r.LogLoss) {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return f, fmt.Errorf("fitted weights: %s: number %d is not finite", k, i+1)
			}
		}
		if !(r.Noise >= 0 && r.Noise <= 1) {
			return f, fmt.Errorf("fitted weights: %s: noise %v is not between 0 and 1", k, r.Noise)
		}
		if r.Every < 0 {
			return f, fmt.Errorf("fitted weights: %s: every %d is below 0", k, r.Every)
		}
		if r.End < 0 {
			return f, fmt.Errorf("fitted weights: %s: end %d is below 0", k, r.End)
		}
		if r.Games < 0 || r.Positions < 0 || r.LogLoss < 0 {
			return f, fmt.Errorf("fitted weights: %s: games, positions and log_loss cannot be negative", k)
		}
		w := ScenarioWeights{Intercept: *r.Intercept, Games: r.Games, Seed: r.Seed, Noise: r.Noise, Every: r.Every, End: r.End, Positions: r.Positions, LogLoss: r.LogLoss}
		copy(w.Weights[:], r.Weights)
		f.Scenarios[k] = w
	}
	return f, nil
}

// MarshalFitted writes a weights file for ParseFitted, indented for reading.
func MarshalFitted(f FittedFile) ([]byte, error) {
	b, err := json.MarshalIndent(f, "", "  ")
	return append(b, '\n'), err
}

// FitTermNames names the fitted evaluation's terms in the order of the
// weights, as a weights file lists them.
func FitTermNames() []string { return append([]string(nil), fitTermNames[:]...) }
