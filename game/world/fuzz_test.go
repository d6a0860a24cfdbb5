package world

import "testing"

// FuzzParseScript: any bytes give a script or an error, never a panic, and
// a script feeds a world without one.
func FuzzParseScript(f *testing.F) {
	f.Add([]byte(`[{"tick":0,"down":"mouse.left"},{"tick":4,"up":"mouse.left"},{"tick":6,"stick":[1,0]},{"tick":9,"item":1}]`))
	f.Add([]byte(`[{"tick":0,"press":"UPC.Input.LightAttack","character":0}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseScript(data)
		if (s == nil) == (err == nil) {
			t.Fatalf("script %v with error %v", s, err)
		}
		if s == nil {
			return
		}
		w := newWorld(t, "")
		for range 30 {
			_ = s.Feed(w)
			w.Step()
		}
	})
}
