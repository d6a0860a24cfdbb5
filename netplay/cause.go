package netplay

import "strconv"

// Cause says why the server refused a claimed move: Verdict.Cause, a
// uint8 on the wire. A confirmed claim's cause is CauseNone.
type Cause uint8

// The causes of a refusal.
const (
	// CauseNone is no cause given: a confirmation, or a refusal the
	// server did not explain.
	CauseNone Cause = iota
	// CauseHit is a blow the player's machine could not know of in time.
	CauseHit
	// CauseBlocked is a Global Block Tag, a shut gate or a cost the
	// server's graph would not pass.
	CauseBlocked
	// CauseOther is a refusal with a cause the server knows but the
	// others do not name.
	CauseOther
	// CauseCut is a cut the node's rules forbid (Verdict.Locked).
	CauseCut
	// CauseDebug is the console's forced refusal
	// (UPC.Debug.Net.RejectNextActivation 1, on a server run with -debug).
	CauseDebug
)

// causeNames are the causes' names, by value.
var causeNames = [...]string{"none", "hit", "blocked", "other", "cut", "debug"}

// String returns the cause's name, or "cause N" for a value past the
// known ones (a newer server's).
func (c Cause) String() string {
	if int(c) < len(causeNames) {
		return causeNames[c]
	}
	return "cause " + strconv.Itoa(int(c))
}
