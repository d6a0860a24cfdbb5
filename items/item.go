package items

import (
	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// MaxSlot is the highest slot an item may take; slots 1 to 9 are drawn by
// the number keys (the game uses 1 to 4) and the wheel.
const MaxSlot = 9

// Trigger says when a mapping's button sends its tag.
type Trigger uint8

// The two triggers.
const (
	// Pressed sends inputPressed as the button goes down and inputReleased
	// as it comes up.
	Pressed Trigger = iota
	// Hold sends inputPressed once the button has been held HoldTicks (a
	// hold trigger completing), inputReleased on a release after that and
	// inputReleasedEarly on a release before it.
	Hold
)

var triggerNames = [...]string{"pressed", "hold"}

// String returns the trigger's name in item files.
func (t Trigger) String() string { return triggerNames[t&1] }

// Mapping is one input mapping of an item: a physical button sends an input
// tag through a trigger.
type Mapping struct {
	Input   Input
	Tag     string
	Trigger Trigger
	// HoldSeconds is the authored hold time of a Hold trigger.
	HoldSeconds float64
	// HoldTicks is HoldSeconds in ticks (60 a second), converted once at
	// load; the Mapper counts it. A mapping built in code sets it itself.
	HoldTicks ag.Ticks
}

// Item is one item file: what it is called, where it sits in the item
// wheel, the sprite that shows it, and its Equippable fragment (the action
// graph it gives a character while drawn, the tags it grants, and how the
// buttons reach the graph).
type Item struct {
	Name string
	// Slot is the wheel slot and number key that draws the item. Slot 0 is
	// the item in play whenever nothing else is drawn (the fists).
	Slot int
	// Sprite names the sprite sheet (montage) whose first frame pictures
	// the item, for the HUD's drawn-item icon.
	Sprite string
	// File is the item file's path in the file system it was loaded from.
	File string
	// GraphFile is the action graph's path in the same file system.
	GraphFile string
	// Graph is the action graph, loaded but not compiled: Compile it against
	// the game's montages, or Component.SetGraph compiles it on first use.
	// Items of one LoadAll naming one graph file share it.
	Graph *ag.Graph
	// GrantedTags are on the character while the item is drawn, such as
	// UPC.Item.Shield, which the shield bash's transition requires.
	GrantedTags []string
	// Mappings are the input mappings, in file order.
	Mappings []Mapping
	// Spacing is the weapon's spacing (the reference page's Attack
	// Approach): the stop distance of its attacks and the time it takes to
	// make room, -1 to follow the game's. A node's own spacing wins over it.
	Spacing ag.Spacing
}

// Compile compiles the item's graph against the montages the game plays
// (AG-GRAPH-5). Problems name the graph file, path and line.
func (it *Item) Compile(src ag.MontageSource) ag.Problems {
	return it.Graph.Compile(src)
}

// Binding returns the first mapping that sends tag from a device, for a
// controls hint; ok is false when the device has none.
func (it *Item) Binding(tag string, d Device) (m Mapping, ok bool) {
	for _, m := range it.Mappings {
		if m.Tag == tag && m.Input.Device() == d {
			return m, true
		}
	}
	return Mapping{}, false
}

// Items is a set of items, sorted by slot, as LoadAll returns it.
type Items []*Item

// Slot returns the item in a slot, or nil.
func (s Items) Slot(n int) *Item {
	for _, it := range s {
		if it.Slot == n {
			return it
		}
	}
	return nil
}

// Default returns the item in play whenever nothing else is drawn (slot 0),
// or nil.
func (s Items) Default() *Item { return s.Slot(0) }

// Named returns the item with a name, or nil.
func (s Items) Named(name string) *Item {
	for _, it := range s {
		if it.Name == name {
			return it
		}
	}
	return nil
}

// Compile compiles every item's graph against the montages, once a graph
// (AG-GRAPH-5), and returns all problems, warnings included.
func (s Items) Compile(src ag.MontageSource) ag.Problems {
	var ps ag.Problems
	done := map[*ag.Graph]bool{}
	for _, it := range s {
		if done[it.Graph] {
			continue
		}
		done[it.Graph] = true
		ps = append(ps, it.Compile(src)...)
	}
	return ps
}
