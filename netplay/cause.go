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
	// CauseHit is a blow the server landed first: the player was struck,
	// or its own blow parried or slipped by an enemy (which leaves it
	// reeling), after the newest State its machine held when it made the
	// frame, so the machine could not know its move would be cut.
	CauseHit
	// CauseBlocked is a press the server's graph blocked for a reason
	// the machine had been told of: a stagger, a fall, a paired hold.
	CauseBlocked
	// CauseOther is any other disagreement: another node reachable on
	// the server, a cost it could not pay, a move started too far from
	// the claim's frame.
	CauseOther
	// CauseCut is a cut the node's rules forbid (Verdict.Locked).
	CauseCut
	// CauseDebug is the console's forced refusal
	// (UPC.Debug.Net.RejectNextActivation 1, on a server run with -debug).
	CauseDebug
	// CauseCapped is a press past Max Server Inputs Per Second, or one
	// made while a refused cut locks the player's moves.
	CauseCapped
	numCauses
)

// causeNames are the causes' names, by value.
var causeNames = [numCauses]string{"none", "hit", "blocked", "other", "cut", "debug", "capped"}

// String returns the cause's name, or "cause N" for a value past the
// known ones (a newer server's).
func (c Cause) String() string {
	if c < numCauses {
		return causeNames[c]
	}
	return "cause " + strconv.Itoa(int(c))
}
