package server

import (
	"bytes"
	"compress/flate"
	"io"
	"strconv"
	"sync"

	"punic/game"
	"punic/match"
)

// A finished game is kept small (issue 14: at most 50 KB of memory for one;
// TestFinishedGameMemory). Nothing can happen in it any more, so it keeps
// only what its seats are shown: the match compacted (match.Compact: the
// record in one buffer, no undo points, a game without its log), its log
// packed here, and of the marks of who acted only what the state messages
// read. No bot, no history checkpoints.

// finishedGame is what a finished game keeps instead of its marks and its
// game's log.
type finishedGame struct {
	m     *match.Match // the compacted match it goes with
	log   packedLog
	moves int         // the recorded actions (len of the marks)
	last  game.Player // who took the last of them, None if none
	since []int       // since[side]: the log's length after side's last action, -1 if none
}

// finish compacts a game that is over (g.mu held); a game still going on, or
// one already compacted, is left as it is. Should the match not compact (its
// final position would not load again), the game is kept whole.
func (g *liveGame) finish() {
	if g.finished() != nil || !g.m.Over() {
		return
	}
	lines := g.m.Game().Log()
	if err := g.m.Compact(); err != nil {
		g.srv.logf("game %s: kept whole: %v", g.row.ID, err)
		return
	}
	f := &finishedGame{m: g.m, log: packLog(lines), moves: len(g.marks), last: game.None,
		since: make([]int, len(g.kit.title.Sides))}
	if len(g.marks) > 0 {
		f.last = g.marks[len(g.marks)-1].side
	}
	for side := range f.since {
		f.since[side] = g.sinceOf(game.Player(side))
	}
	g.done, g.marks, g.bot = f, nil, nil
	g.hist.mu.Lock()
	g.hist.reset()
	g.hist.mu.Unlock()
}

// finished is what the game keeps since it finished, nil while it goes on
// (or when its match was rebuilt since: reload).
func (g *liveGame) finished() *finishedGame {
	if g.done != nil && g.done.m == g.m {
		return g.done
	}
	return nil
}

// moves is the number of recorded actions: the steps of the history.
func (g *liveGame) moves() int {
	if f := g.finished(); f != nil {
		return f.moves
	}
	return len(g.marks)
}

// lastMover is who took the last recorded action, None if none.
func (g *liveGame) lastMover() game.Player {
	if f := g.finished(); f != nil {
		return f.last
	}
	if len(g.marks) == 0 {
		return game.None
	}
	return g.marks[len(g.marks)-1].side
}

// sinceOf is the log's length after side's last action, -1 if it has not
// acted: the lines from there on are news to it.
func (g *liveGame) sinceOf(side game.Player) int {
	if f := g.finished(); f != nil {
		if side >= 0 && int(side) < len(f.since) {
			return f.since[side]
		}
		return -1
	}
	for i := len(g.marks) - 1; i >= 0; i-- {
		if g.marks[i].side == side {
			return g.marks[i].logEnd
		}
	}
	return -1
}

// gameLog is the log a state message reads: the game's own lines while it is
// played, the packed lines once it is over.
type gameLog struct {
	lines  []game.LogLine
	packed *packedLog
}

// log is the game's log as the state messages read it (g.mu held).
func (g *liveGame) log() gameLog {
	if f := g.finished(); f != nil {
		return gameLog{packed: &f.log}
	}
	return gameLog{lines: g.m.Game().Log()}
}

// len is the number of lines.
func (l gameLog) len() int {
	if l.packed != nil {
		return l.packed.n
	}
	return len(l.lines)
}

// appendPart appends the log part {"from":from,"lines":[…]} for the lines
// from on.
func (l gameLog) appendPart(b []byte, from int) []byte {
	if l.packed != nil {
		return l.packed.appendPart(b, from)
	}
	return appendLog(b, l.lines, from)
}

// packedLog is a log as its lines' JSON (appendLogLine's, comma-separated),
// deflated: 709 lines of a whole game, 56 KB of JSON, keep about 7 KB.
type packedLog struct {
	n int    // lines
	z []byte // the deflated JSON
}

// Pools of compressors and decompressors: each is large (a compressor about
// 1 MB) and a game is packed once, read seldom.
var (
	deflaters = sync.Pool{New: func() any {
		w, _ := flate.NewWriter(nil, flate.BestSpeed) // the level is valid: no error
		return w
	}}
	inflaters = sync.Pool{New: func() any { return flate.NewReader(nil) }}
)

// packLog packs lines.
func packLog(lines []game.LogLine) packedLog {
	var js []byte
	for i, l := range lines {
		if i > 0 {
			js = append(js, ',')
		}
		js = appendLogLine(js, l.Turn, l.Rule, l.Text)
	}
	var z bytes.Buffer
	w := deflaters.Get().(*flate.Writer)
	w.Reset(&z)
	w.Write(js) // a bytes.Buffer does not fail
	w.Close()
	deflaters.Put(w)
	return packedLog{n: len(lines), z: bytes.Clone(z.Bytes())}
}

// appendPart appends {"from":from,"lines":[…]} for the lines from on.
func (p *packedLog) appendPart(b []byte, from int) []byte {
	b = append(b, `{"from":`...)
	b = strconv.AppendInt(b, int64(from), 10)
	b = append(b, `,"lines":[`...)
	if from < p.n {
		js := p.unpack()
		i := 0
		for k := 0; k < from && i < len(js); k++ { // skip the first from lines
			i = skipValue(js, i) + 1 // past the line and its comma
		}
		b = append(b, js[i:]...)
	}
	return append(b, "]}"...)
}

// unpack is the lines' JSON.
func (p *packedLog) unpack() []byte {
	r := inflaters.Get().(io.ReadCloser)
	defer inflaters.Put(r)
	r.(flate.Resetter).Reset(bytes.NewReader(p.z), nil)
	js, err := io.ReadAll(r)
	if err != nil {
		panic("server: a packed log does not unpack: " + err.Error()) // it was packed here
	}
	return js
}
