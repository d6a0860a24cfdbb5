package world

import (
	"errors"
	"fmt"
	"reflect"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/ai"
	"github.com/upc-demo/actiongraph-game/items"
)

// ErrReload is the error every refused Reload matches (errors.Is).
var ErrReload = errors.New("world: reload")

// reloadStep is what Reload will do to one character.
type reloadStep struct {
	c     *Character
	item  *items.Item
	typ   *ai.Type
	graph *ag.Graph // the graph to set; nil when the graph did not change
}

// Reload swaps freshly loaded assets into the running world, as a save in
// the reference page's editor hands an edit to the character. The player's
// item is looked up again by name (then by file; the default item when it
// is gone) and each living enemy's type by name. A character whose graph
// changed gets the new one: a move in progress ends and it stands at ROOT.
// One whose graph did not change plays on. The player's input mappings and
// granted tags follow its item file, and an enemy's brain its type file.
// Montages, attacks, root motion and waves apply from the next move, hit
// and wave; the tuning at once (bodies' radii and stagger limits, the hit
// rules), but for health and stamina, which stay as they are.
// Positions, health, stamina, the wave count and the combo stay.
//
// Reload checks everything first: when it returns an error the world has
// not changed and plays on with its old assets.
func (w *World) Reload(a *Assets) error {
	if a == nil || a.Library == nil || a.Tuning == nil {
		return fmt.Errorf("%w: no assets", ErrReload)
	}
	steps := make([]reloadStep, 0, len(w.chars))
	for _, c := range w.chars {
		s := reloadStep{c: c}
		var g *ag.Graph
		switch {
		case c.Type == nil:
			s.item = matchItem(a.Items, c.item)
			if s.item == nil {
				return fmt.Errorf("%w: the new assets have no item to replace %q", ErrReload, c.item.Name)
			}
			g = s.item.Graph
		case c.Dead():
			continue // a fallen enemy keeps what it fell with
		default:
			s.typ = a.Enemy(c.Type.Name)
			if s.typ == nil {
				return fmt.Errorf("%w: enemy type %q is in play but gone from %s", ErrReload, c.Type.Name, c.Type.File)
			}
			g = s.typ.Graph
		}
		if !sameGraph(c.comp.Graph(), g) {
			if g == nil {
				return fmt.Errorf("%w: %s has no graph", ErrReload, c.Name)
			}
			if !g.Compiled() {
				if ps := g.Compile(a.Library); ps.HasErrors() {
					return fmt.Errorf("%w: %w", ErrReload, ps.Err())
				}
			}
			s.graph = g
		}
		steps = append(steps, s)
	}
	w.assets = a
	w.arena.Config = a.Tuning.Combat
	for _, p := range w.Players() {
		if p.wantItem != nil {
			p.wantItem = matchItem(a.Items, p.wantItem)
		}
	}
	var errs []error
	for i := range steps {
		if err := w.reloadCharacter(&steps[i]); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// reloadCharacter applies one character's step.
func (w *World) reloadCharacter(s *reloadStep) error {
	c := s.c
	if s.graph != nil {
		if err := c.comp.SetGraph(s.graph); err != nil {
			return fmt.Errorf("%w: %s: %w", ErrReload, c.Name, err)
		}
	}
	if s.item != nil {
		old := c.item
		for _, t := range old.GrantedTags {
			c.host.RemoveTag(t)
		}
		for _, t := range s.item.GrantedTags {
			c.host.AddTag(t)
		}
		if !reflect.DeepEqual(old.Mappings, s.item.Mappings) {
			c.mapper.SetMappings(s.item.Mappings)
		}
		c.item = s.item
		pt := &w.assets.Tuning.Player
		f := c.Fighter()
		f.Radius, f.MaxStagger, f.StaggerImmunity = pt.Radius, pt.MaxStagger, pt.StaggerImmunity
		return nil
	}
	if s.typ != nil {
		if !sameType(c.Type, s.typ) {
			c.brain = ai.NewBrain(s.typ, w.opt.Seed*0x9e3779b97f4a7c15+uint64(characterIndex(w, c)))
			c.comp.SetActionSpeed(s.typ.ActionSpeed)
		}
		c.Type = s.typ
		f := c.Fighter()
		f.Radius, f.MaxStagger, f.StaggerImmunity = s.typ.Radius, s.typ.MaxStagger, s.typ.StaggerImmunity
	}
	return nil
}

// matchItem finds the item that replaces old: the one with its name, else
// the one from its file, else the default item.
func matchItem(all items.Items, old *items.Item) *items.Item {
	if old == nil {
		return all.Default()
	}
	if it := all.Named(old.Name); it != nil {
		return it
	}
	for _, it := range all {
		if it.File == old.File {
			return it
		}
	}
	return all.Default()
}

// sameGraph reports whether two graphs are the same moveset: one pointer,
// or equal down to the JSON lines they came from. It errs towards "changed",
// which only costs a character its running move.
func sameGraph(a, b *ag.Graph) bool {
	return a == b || (a != nil && b != nil && reflect.DeepEqual(a, b))
}

// sameType reports whether two enemy types read the same, their graphs aside.
func sameType(a, b *ai.Type) bool {
	x, y := *a, *b
	x.Graph, y.Graph, x.File, y.File = nil, nil, "", ""
	return reflect.DeepEqual(x, y)
}

// characterIndex returns a character's place in the world, which seeds
// its brain.
func characterIndex(w *World, c *Character) int {
	for i, x := range w.chars {
		if x == c {
			return i
		}
	}
	return -1
}
