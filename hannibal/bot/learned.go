package bot

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sync"
)

// learnedJSON holds the weights "punic train" fitted (see docs/ai.md).
//
//go:embed learned.json
var learnedJSON []byte

// LearnedWeights returns the shipped weights learned by "punic train": one set
// for the first turn and one for the last, which the evaluation blends as the
// game goes on (eval=learned).
var LearnedWeights = sync.OnceValues(func() (Learned, error) {
	return ParseLearned(learnedJSON)
})

// ParseLearned reads weights written by "punic train" (MarshalLearned).
func ParseLearned(b []byte) (Learned, error) {
	var l Learned
	if err := json.Unmarshal(b, &l); err != nil {
		return l, fmt.Errorf("learned weights: %v", err)
	}
	if l.Early.Scale <= 0 || l.Early.EndScale <= 0 {
		return l, fmt.Errorf("learned weights: no logistic width (Scale, EndScale)")
	}
	return l, nil
}

// MarshalLearned writes weights for ParseLearned, indented for reading.
func MarshalLearned(l Learned) ([]byte, error) {
	b, err := json.MarshalIndent(l, "", "  ")
	return append(b, '\n'), err
}

// Eval returns the evaluation with these weights.
func (l Learned) Eval() *HannibalEval {
	late := l.Late
	return &HannibalEval{W: l.Early, Late: &late}
}
