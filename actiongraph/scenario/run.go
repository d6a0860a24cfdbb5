package scenario

import (
	"bufio"
	"encoding/json"
	"io"
	"math"
	"sort"
	"strconv"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// line is one output line and the event that made it.
type line struct {
	seq  int
	text []byte
}

// sink turns a Component's events into output lines. An input's line is
// placed before the lines of the events it caused.
type sink struct {
	c       *ag.Component
	g       *ag.Graph
	lines   []line
	pending [][]byte // gameplay events sent by the payload that is starting
}

func (s *sink) OnEvent(e *ag.Event) {
	b := head(e.Tick)
	switch e.Kind {
	case ag.EventInput:
		b = field(b, "input", e.Input.Tag)
		b = field(b, "on", e.Input.Moment.String())
		b = field(b, "result", e.Result.String())
		s.insert(e.Begin, e.Seq, b)
		return
	case ag.EventNodeStarted:
		b = field(b, "node", e.Node)
		b = field(b, "from", e.From)
		b = field(b, "via", string(e.Via))
		if n := s.g.Node(e.Node); n != nil && e.Montage != "" {
			if mp, ok := n.Payload.(*ag.MontagePayload); ok && mp.Montage != e.Montage {
				b = field(b, "montage", e.Montage)
			}
		}
	case ag.EventEnded:
		b = field(b, "ended", e.Node)
		b = field(b, "reason", e.Reason.String())
	case ag.EventReset:
		b = append(b, `,"reset":true`...)
	case ag.EventCancelled:
		b = field(b, "cancelled", e.Node)
		b = field(b, "by", e.By)
	case ag.EventFailed:
		b = field(b, "failed", e.Node)
		b = field(b, "why", e.Why)
	case ag.EventWindow:
		state := "close"
		if e.Open {
			state = "open"
		}
		b = field(b, "window", state)
		b = field(b, "node", e.Node)
	}
	s.lines = append(s.lines, line{e.Seq, append(b, '}')})
	if e.Kind == ag.EventNodeStarted {
		for _, p := range s.pending {
			s.lines = append(s.lines, line{e.Seq, p})
		}
		s.pending = s.pending[:0]
	}
}

// insert puts an input's line before the first line its events made.
func (s *sink) insert(begin, seq int, b []byte) {
	b = append(b, '}')
	i := sort.Search(len(s.lines), func(i int) bool { return s.lines[i].seq >= begin })
	s.lines = append(s.lines, line{})
	copy(s.lines[i+1:], s.lines[i:])
	s.lines[i] = line{seq, b}
}

func head(tick ag.Ticks) []byte {
	b := make([]byte, 0, 128)
	b = append(b, `{"t":`...)
	b = strconv.AppendFloat(b, float64(tick)/ag.TickRate, 'f', 3, 64)
	b = append(b, `,"tick":`...)
	return strconv.AppendInt(b, tick, 10)
}

func field(b []byte, key, val string) []byte {
	b = append(b, ',')
	b = appendString(b, key)
	b = append(b, ':')
	return appendString(b, val)
}

func appendString(b []byte, s string) []byte {
	q, _ := json.Marshal(s)
	return append(b, q...)
}

func appendNumber(b []byte, f float64) []byte {
	f = math.Round(f*1000) / 1000
	if f == 0 {
		f = 0
	}
	return strconv.AppendFloat(b, f, 'f', -1, 64)
}

// Run plays the scenario and writes its lines to w.
func Run(sc *Scenario, w io.Writer) error {
	bw := bufio.NewWriter(w)
	host := newHost(sc)
	c := ag.NewComponent(host)
	c.SetActionSpeed(sc.Speed)
	s := &sink{c: c, g: sc.Graph}
	host.sink = s
	c.SetObserver(s)
	if err := c.SetGraph(sc.Graph); err != nil {
		return err
	}
	next := 0
	for tick := ag.Ticks(0); tick <= sc.Until; tick++ {
		if tick > 0 {
			host.Tick()
			c.Tick()
		}
		for next < len(sc.Steps) && sc.Steps[next].Tick <= tick {
			apply(c, host, &sc.Steps[next])
			next++
		}
		if err := flush(bw, s); err != nil {
			return err
		}
	}
	b := head(sc.Until)
	b = append(b, `,"state":`...)
	b = appendState(b, c, host)
	b = append(b, "}\n"...)
	if _, err := bw.Write(b); err != nil {
		return err
	}
	return bw.Flush()
}

func flush(w *bufio.Writer, s *sink) error {
	for _, l := range s.lines {
		if _, err := w.Write(l.text); err != nil {
			return err
		}
		if err := w.WriteByte('\n'); err != nil {
			return err
		}
	}
	s.lines = s.lines[:0]
	return nil
}

func apply(c *ag.Component, h *host, st *Step) {
	switch st.Kind {
	case StepInput:
		c.ProcessInputFull(st.Input)
	case StepAddTag:
		h.AddTag(st.Tag)
	case StepRemoveTag:
		h.RemoveTag(st.Tag)
	case StepInterrupt:
		c.Interrupt()
	case StepMove:
		c.Moved()
	case StepSetVital:
		keys := make([]string, 0, len(st.Vitals))
		for k := range st.Vitals {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			h.SetVital(k, st.Vitals[k])
		}
	case StepSetTarget:
		h.HasTarget = st.Target != nil
		if st.Target != nil {
			h.TargetDistance, h.TargetTags = st.Target.Distance, st.Target.Tags
		}
	case StepQueue:
		c.QueueInputSequence(st.Mode, st.Inputs...)
	case StepStick:
		h.StickDir = st.Stick
	case StepAbilityEnded:
		c.AbilityEnded()
	case StepReject:
		_ = c.Reject(st.Node)
	case StepSpeed:
		c.SetActionSpeed(st.Speed)
	}
}
