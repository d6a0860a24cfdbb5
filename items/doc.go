// Package items loads the things a character draws and fights with, and
// turns the player's buttons into the input tags of the drawn item. It does
// not import ebiten: the game reads the devices, and the World steps items
// headless.
//
// # Item files
//
// Each item is a JSON file in assets/items/ (schema: assets/item.schema.json):
//
//	{
//	  "$schema": "../item.schema.json",
//	  "name": "Two-Handed",
//	  "slot": 2,
//	  "sprite": "AM_TwoHanded_Heavy",
//	  "equippable": {
//	    "actionGraph": "graphs/twohanded.json",
//	    "grantedTags": ["UPC.Item.TwoHanded"],
//	    "inputMappings": [
//	      { "input": "mouse.left", "tag": "UPC.Input.LightAttack", "trigger": "pressed" },
//	      { "input": "mouse.right", "tag": "UPC.Input.HeavyAttack", "trigger": "hold", "holdSeconds": 0.5 },
//	      { "input": "key.space", "tag": "UPC.Input.Dodge" }
//	    ]
//	  }
//	}
//
// name, slot, sprite and equippable are required, as are actionGraph and
// inputMappings, and each mapping's input and tag. slot is 0 to 9: the number
// key that draws the item; slot 0 is the item in play whenever nothing else
// is drawn (the fists). sprite names the sprite sheet whose first frame
// pictures the item. actionGraph is a path from the root of the assets
// file system. grantedTags are on the character while the item is drawn.
// Unknown keys, wrong types and unknown inputs or triggers are errors that
// name the file, the line and the JSON path, like the graph format's.
//
// # Inputs
//
// A mapping names a physical input by a device-neutral name; the game maps
// each to its device (ebiten's standard gamepad layout for pad.*):
//
//	mouse.left mouse.right mouse.middle
//	key.space key.e key.q key.f key.r key.shift key.ctrl
//	pad.south (A / Cross)      StandardGamepadButtonRightBottom
//	pad.east  (B / Circle)     StandardGamepadButtonRightRight
//	pad.west  (X / Square)     StandardGamepadButtonRightLeft
//	pad.north (Y / Triangle)   StandardGamepadButtonRightTop
//	pad.leftShoulder           StandardGamepadButtonFrontTopLeft
//	pad.rightShoulder          StandardGamepadButtonFrontTopRight
//	pad.leftTrigger            StandardGamepadButtonFrontBottomLeft
//	pad.rightTrigger           StandardGamepadButtonFrontBottomRight
//	pad.leftStick              StandardGamepadButtonLeftStick
//	pad.rightStick             StandardGamepadButtonRightStick
//
// Movement (WASD, the left stick), drawing items (1-4, the wheel, the d-pad)
// and pausing are the game's own and are not mapped here.
//
// # Triggers
//
// "pressed" (the default) sends the tag's inputPressed as the button goes
// down and inputReleased as it comes up. "hold" sends inputPressed once the
// button has been held holdSeconds (a hold trigger completing),
// inputReleased on a release after that, and inputReleasedEarly on a
// release before it. Hold times are counted in ticks, 60 a second,
// converted once at load.
//
// # Shipped items and their keys
//
// Every item maps the left mouse button and the pad's right shoulder to
// UPC.Input.LightAttack, Space and the south button to UPC.Input.Dodge, and E
// and the west button to UPC.Input.Interact (each item's Revive node answers
// it in co-op, beside a fallen teammate). The right mouse button is the item's second move: the
// guard (UPC.Input.Guard, also the left shoulder) for the sword and the
// shield, the charged heavy (UPC.Input.HeavyAttack held 0.5 s, also the right
// trigger) for the two-handed weapon.
//
// # Using it
//
// Load the items once with LoadAll(assets.FS, "items") and compile their
// graphs against the game's montages (Items.Compile). Each character owns a
// Mapper; drawing an item calls Component.SetGraph(item.Graph),
// Mapper.SetMappings(item.Mappings) and swaps the granted tags. Each tick
// the game sets the held Buttons, and the World runs
//
//	events = mapper.Update(buttons, events[:0])
//	for _, e := range events {
//		component.ProcessInput(e.Tag, e.Moment)
//	}
package items
