package actiongraph

import (
	"fmt"
	"strings"
)

// Compile checks the graph and builds each node's transition list from the
// wires (AG-GRAPH-1, AG-GRAPH-5). With a montage source it also checks the
// montages and sections the nodes name. Problems that would hang or crash
// play are errors and leave the graph uncompiled; the rest are warnings.
func (g *Graph) Compile(montages MontageSource) Problems {
	var ps Problems
	add := func(warn bool, path, format string, args ...any) {
		p := Problem{Path: path, Msg: fmt.Sprintf(format, args...), Warning: warn}
		if g.src != nil {
			p.Path = g.src.path(path)
			p.File, p.Line = g.src.file, g.src.line(p.Path)
		}
		ps = append(ps, p)
	}
	g.compiled = false
	if len(g.Nodes) == 0 || g.Nodes[0] == nil || g.Nodes[0].Name != RootName {
		add(false, "nodes", "node 0 must be %s", RootName)
		return ps
	}
	if g.DefaultInputBufferMode == UseGraphDefault {
		g.DefaultInputBufferMode = AcceptLast
	}
	if g.LateInputGrace < 0 {
		add(false, "lateInputGrace", "must not be negative")
	}
	if g.HeldInputRestartWindow < 0 {
		add(false, "heldInputRestartWindow", "must not be negative")
	}
	g.lateGrace = SecondsToTicks(g.LateInputGrace)
	g.restartWin = SecondsToTicks(g.HeldInputRestartWindow)
	g.byName = make(map[string]*Node, len(g.Nodes))
	for i, n := range g.Nodes {
		path := g.nodePath(i)
		if n == nil {
			add(false, path, "missing node")
			return ps
		}
		if n.Payload == nil {
			n.Payload = NoPayload{}
		}
		n.index = i
		n.Transitions = n.Transitions[:0]
		n.offers = n.offers[:0]
		n.graceTicks = g.lateGrace
		if n.HasLateInputGrace {
			n.graceTicks = SecondsToTicks(n.LateInputGrace)
		}
		switch {
		case n.Name == "":
			add(false, path+".name", "empty node name")
		case i > 0 && n.Name == RootName:
			add(false, path+".name", "%s is implicit: do not list it", RootName)
		case g.byName[n.Name] != nil:
			add(false, path+".name", "duplicate node %q", n.Name)
		default:
			g.byName[n.Name] = n
		}
		if i > 0 {
			g.checkPayload(n, path, montages, add)
			g.checkHooks(n, path, add)
			g.checkNilParts(n, path, add)
		}
	}
	for i, t := range g.Transitions {
		if t == nil {
			add(false, fmt.Sprintf("transitions[%d]", i), "missing transition")
			continue
		}
		g.compileWire(i, t, add)
		for j, cond := range t.Conditions {
			if cond == nil {
				add(false, fmt.Sprintf("transitions[%d].conditions[%d]", i, j), "missing condition")
			}
		}
	}
	g.checkReachable(add)
	g.checkInstantLoops(montages, add)
	if !ps.HasErrors() {
		g.compiled = true
	}
	return ps
}

func (g *Graph) nodePath(i int) string {
	if g.src != nil {
		return fmt.Sprintf("nodes[%d]", i-1)
	}
	return fmt.Sprintf("nodes[%d]", i)
}

type addFunc func(warn bool, path, format string, args ...any)

func (g *Graph) compileWire(i int, t *Transition, add addFunc) {
	path := fmt.Sprintf("transitions[%d]", i)
	t.from, t.to = g.byName[t.From], g.byName[t.To]
	if t.from == nil {
		add(false, path+".from", "no node %q", t.From)
	}
	if t.to == nil {
		add(false, path+".to", "no node %q", t.To)
	}
	if t.FiresOn.IsInput() && t.InputTag == "" {
		add(false, path+".inputTag", "an input transition needs an input tag")
	}
	if t.from == nil || t.to == nil {
		return
	}
	if t.from.index == 0 && !t.FiresOn.IsInput() {
		add(true, path+".firesOn", "%s never fires out of %s", t.FiresOn, RootName)
	}
	t.query = TagQuery{Required: t.RequiredTags, Blocked: t.BlockedTags}
	t.from.Transitions = append(t.from.Transitions, t)
	if t.FiresOn.IsInput() && !contains(t.from.offers, t.InputTag) {
		t.from.offers = append(t.from.offers, t.InputTag)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// checkPayload reports a montage or section that does not exist and a
// montage node with no montage (AG-PAY-1): warnings, as such a node ends at once.
func (g *Graph) checkPayload(n *Node, path string, montages MontageSource, add addFunc) {
	if n.ReturnToRoot {
		return
	}
	mp, ok := n.Payload.(*MontagePayload)
	if !ok {
		return
	}
	if mp.PlayRate < 0 {
		add(false, path+".payload.playRate", "must be above 0")
	}
	if mp.Montage == "" {
		add(true, path+".payload.montage", "no montage: the node ends at once")
		return
	}
	if montages == nil {
		return
	}
	names := []struct{ key, name string }{{"montage", mp.Montage}, {"forwardMontage", mp.ForwardMontage}, {"backMontage", mp.BackMontage}, {"leftMontage", mp.LeftMontage}, {"rightMontage", mp.RightMontage}}
	for _, nm := range names {
		if nm.name == "" {
			continue
		}
		m, ok := montages.Montage(nm.name)
		if !ok {
			add(true, path+".payload."+nm.key, "no montage %q: the node ends at once", nm.name)
			continue
		}
		if mp.Section != "" {
			if _, _, ok := m.Section(mp.Section); !ok {
				add(true, path+".payload.section", "montage %q has no section %q: it plays from the start", nm.name, mp.Section)
			}
		}
	}
}

// checkReachable warns of nodes no wire leads to from ROOT.
func (g *Graph) checkReachable(add addFunc) {
	seen := make([]bool, len(g.Nodes))
	stack := []*Node{g.Nodes[0]}
	seen[0] = true
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, t := range n.Transitions {
			if !seen[t.to.index] {
				seen[t.to.index] = true
				stack = append(stack, t.to)
			}
		}
	}
	for i, n := range g.Nodes {
		if !seen[i] && n.Name != "" {
			add(true, g.nodePath(i), "node %q is unreachable from %s", n.Name, RootName)
		}
	}
}

// instant reports whether a node's payload ends the moment it starts.
func (g *Graph) instant(n *Node, montages MontageSource) bool {
	switch p := n.Payload.(type) {
	case NoPayload, *NoPayload:
		return true
	case *MontagePayload:
		if p.Montage == "" {
			return true
		}
		if montages == nil {
			return false
		}
		m, ok := montages.Montage(p.Montage)
		return !ok || m.Length <= 0
	case *DelayPayload:
		return p.Seconds <= 0
	case *TriggerEventPayload:
		return p.EndImmediately
	}
	return false
}

// checkInstantLoops reports an Action Completed loop through nodes that end
// at once: play would hang, so it is an error.
func (g *Graph) checkInstantLoops(montages MontageSource, add addFunc) {
	const (
		white = iota
		grey
		black
	)
	color := make([]int, len(g.Nodes))
	var path []*Node
	var visit func(n *Node) bool
	visit = func(n *Node) bool {
		color[n.index] = grey
		path = append(path, n)
		for _, t := range n.Transitions {
			if t.FiresOn != ActionCompleted || t.to.ReturnToRoot || !g.instant(t.to, montages) {
				continue
			}
			switch color[t.to.index] {
			case grey:
				var names []string
				start := 0
				for i, p := range path {
					if p == t.to {
						start = i
					}
				}
				for _, p := range path[start:] {
					names = append(names, p.Name)
				}
				names = append(names, t.to.Name)
				add(false, g.nodePath(t.to.index), "Action Completed loop through nodes that end at once: %s", strings.Join(names, " -> "))
				return true
			case white:
				if visit(t.to) {
					return true
				}
			}
		}
		path = path[:len(path)-1]
		color[n.index] = black
		return false
	}
	for i, n := range g.Nodes {
		if i > 0 && color[i] == white && g.instant(n, montages) {
			path = path[:0]
			visit(n)
		}
	}
}

// checkHooks warns of a Cancel On Movement hook on a node that cannot be
// cancelled (AG-HOOK-2): it would never act.
func (g *Graph) checkHooks(n *Node, path string, add addFunc) {
	for i, h := range n.Hooks {
		switch h.(type) {
		case CancelOnMovementHook, *CancelOnMovementHook:
			if !n.CanBeCancelled {
				add(true, fmt.Sprintf("%s.hooks[%d]", path, i), "cancelOnMovement needs canBeCancelled")
			}
		}
	}
}

// checkNilParts reports a missing cost, gate or hook in a graph built in
// code: play would crash on it, so it is an error.
func (g *Graph) checkNilParts(n *Node, path string, add addFunc) {
	for i, c := range n.Costs {
		if c == nil {
			add(false, fmt.Sprintf("%s.costs[%d]", path, i), "missing cost")
		}
	}
	for i, x := range n.Gates {
		if x == nil {
			add(false, fmt.Sprintf("%s.gates[%d]", path, i), "missing gate")
		}
	}
	for i, h := range n.Hooks {
		if h == nil {
			add(false, fmt.Sprintf("%s.hooks[%d]", path, i), "missing hook")
		}
	}
}
