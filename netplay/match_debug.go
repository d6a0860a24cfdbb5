package netplay

import "strings"

// debugCommand runs the console commands that change a match's fight,
// sent by player i, on a server started with Debug; others ignore them.
//
//	UPC.Debug.Net.Fall [1]   the sender's own player falls where it
//	                         stands, as a killing blow would: to try a
//	                         revive at a known time
func (m *Match) debugCommand(i int, f []string) {
	if !m.debug || len(f) == 0 {
		return
	}
	if strings.EqualFold(f[0], "UPC.Debug.Net.Fall") && (len(f) == 1 || len(f) == 2 && f[1] == "1") {
		_ = m.w.Fell(i)
	}
}
