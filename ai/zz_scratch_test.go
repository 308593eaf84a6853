package ai

import (
	"fmt"
	"math/rand"
	"sort"
	"testing"
	"time"
	"unsafe"

	"punic/hannibal"
	"punic/hannibal/data"
)

func TestScratch(t *testing.T) {
	d := data.MustDefault()
	var st hannibal.State
	fmt.Println("state size", unsafe.Sizeof(st))
	kinds := map[string]int{}
	legalSum := map[string]int{}
	multi := map[string]int{}
	var buf []hannibal.Action
	start := time.Now()
	steps := 0
	n := 200
	wins := [3]int{}
	reasons := map[string]int{}
	turns := 0
	for seed := 1; seed <= n; seed++ {
		g, _ := hannibal.New(d, hannibal.Options{Seed: uint64(seed), NoLog: true})
		r := rand.New(rand.NewSource(int64(seed)))
		for !g.Over() {
			dec := g.Decision()
			buf = g.Legal(buf)
			kinds[dec.Kind]++
			legalSum[dec.Kind] += len(buf)
			if len(buf) > 1 {
				multi[dec.Kind]++
			}
			g.ApplyLegal(buf[r.Intn(len(buf))])
			steps++
		}
		_, w, why := g.Outcome()
		wins[w]++
		reasons[why]++
		turns += g.Turn()
	}
	el := time.Since(start)
	fmt.Printf("%d games %d steps in %v: %.0f steps/s %.1f games/s, avg turn %.1f\n", n, steps, el, float64(steps)/el.Seconds(), float64(n)/el.Seconds(), float64(turns)/float64(n))
	fmt.Println(wins, reasons)
	var ks []string
	for k := range kinds {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool { return kinds[ks[i]] > kinds[ks[j]] })
	for _, k := range ks {
		fmt.Printf("%-16s %7.1f/game  legal avg %5.1f  multi %6.1f/game\n", k, float64(kinds[k])/float64(n), float64(legalSum[k])/float64(kinds[k]), float64(multi[k])/float64(n))
	}
}
