package actiongraph

import "strconv"

// SetDebugOverlay turns this character's debug overlay on or off (the
// reference page's Debug Overlay Actions); a game draws AppendDebug's text
// above characters whose overlay is on, or above all with a global switch.
func (c *Component) SetDebugOverlay(on bool) { c.overlay = on }

// DebugOverlay reports whether this character's debug overlay is on.
func (c *Component) DebugOverlay() bool { return c.overlay }

// AppendDebug appends one line for the debug overlay (AG-API-8): the graph,
// the node, its time, the window and any waiting press, such as
// "AG_Sword · Light 1 0.42s · window open · waiting UPC.Input.LightAttack".
func (c *Component) AppendDebug(dst []byte) []byte {
	if c.graph == nil {
		if c.expecting {
			return append(dst, "(graph on its way)"...)
		}
		return append(dst, "(no graph)"...)
	}
	st := c.State()
	dst = append(dst, st.Graph...)
	dst = append(dst, " · "...)
	dst = append(dst, st.Node...)
	if !c.Idle() {
		dst = append(dst, ' ')
		dst = strconv.AppendFloat(dst, st.TimeInNodeSeconds(), 'f', 2, 64)
		dst = append(dst, 's')
		if st.Window {
			dst = append(dst, " · window open"...)
		} else {
			dst = append(dst, " · window closed"...)
		}
	}
	if st.HasWaiting {
		dst = append(dst, " · waiting "...)
		dst = append(dst, st.Waiting...)
	}
	return dst
}
