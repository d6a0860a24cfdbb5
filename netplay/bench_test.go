package netplay

import (
	"testing"
)

// fullWave is the last, largest wave of assets/enemies/waves.json.
var fullWave = map[string]int{"Brute": 2, "Grunt": 3, "Skirmisher": 2, "Weakling": 2}

// BenchmarkMatchTick measures one server tick of a match of four bot
// players fighting the full last wave (nine enemies, topped up as they
// fall), messages and all; the clients' own work is not counted. It is
// the server's cost per match: one core holds (1 s / 60) / (ns/op).
func BenchmarkMatchTick(b *testing.B) {
	tb := newTable(b, 4, calm)
	tb.run(60)
	alive := func(typ string) int {
		n := 0
		for _, c := range tb.m.w.Characters() {
			if c.Type != nil && c.Type.Name == typ && !c.Dead() {
				n++
			}
		}
		return n
	}
	topUp := func() {
		for typ, n := range fullWave {
			for range n - alive(typ) {
				if _, err := tb.m.w.Spawn(typ); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		b.StopTimer()
		topUp()
		for i, c := range tb.clients {
			bt, s := tb.hands[i].drive(c)
			_ = c.Tick(bt, s, -1, false)
		}
		tb.clock.Advance()
		b.StartTimer()
		tb.srv.Tick()
	}
}
