package netplay

// Cause says why the server refused a claim (Verdict.Cause).
type Cause uint8

// The causes of a refusal.
const (
	CauseNone Cause = iota // confirmed
	// CauseHit is a blow the server landed first: the player was struck,
	// or its own blow parried or slipped by an enemy (which leaves it
	// reeling), after the newest State its machine held when it made the
	// frame, so the machine could not know its move would be cut.
	CauseHit
	// CauseBlocked is a press the server's graph blocked for a reason
	// the machine had been told of.
	CauseBlocked
	// CauseOther is any other disagreement: another node reachable on
	// the server, a cost it could not pay, a move started too far from
	// the claim's frame.
	CauseOther
	// CauseCut is a cut the node's rules forbid (Verdict.Locked).
	CauseCut
	// CauseDebug is the console's UPC.Debug.Net.RejectNextActivation.
	CauseDebug
	// CauseCapped is a press past Max Server Inputs Per Second, or one
	// made while a refused cut locks the player's moves.
	CauseCapped
	numCauses
)

// String returns the cause's name.
func (c Cause) String() string {
	switch c {
	case CauseNone:
		return "none"
	case CauseHit:
		return "hit"
	case CauseBlocked:
		return "blocked"
	case CauseOther:
		return "other"
	case CauseCut:
		return "cut"
	case CauseDebug:
		return "debug"
	case CauseCapped:
		return "capped"
	}
	return "cause?"
}
