package bot

import (
	"strings"
	"testing"

	"punic/punicwars/data"
)

// TestTrainingEnd: the training bots end the war by agreement from
// TrainingConfig.End on (18.1, Rules.EndTurn), so a later End labels more
// Game-Turns of the same game; a negative End is refused.
func TestTrainingEnd(t *testing.T) {
	d, err := data.Default()
	if err != nil {
		t.Fatal(err)
	}
	const seed = 31
	// One position at the start of every Game-Turn (every 0), no noise.
	early, err := TrainingGame(d, "first", seed, 0, 0, 3)
	if err != nil {
		t.Fatal(err)
	}
	usual, err := TrainingGame(d, "first", seed, 0, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	// From Game-Turn 3 on both offer, but for a leader fighting on for half
	// as long again (to Game-Turn 4): at most four Game-Turns are played.
	if len(early) > 4 {
		t.Errorf("end 3: %d Game-Turns labelled, want at most 4", len(early))
	}
	if len(usual) <= 4 {
		t.Errorf("end 0 (24 Game-Turns): only %d Game-Turns labelled", len(usual))
	}
	if _, err := TrainingGames(TrainingConfig{Scenario: "first", Games: 1, End: -1}); err == nil || !strings.Contains(err.Error(), "end at Game-Turn -1") {
		t.Errorf("End -1: %v", err)
	}
}
