package game

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/upc-demo/actiongraph-game/game/world"
)

// input turns the mouse and the gamepads into commands: the left mouse
// button and a standard gamepad's right shoulder are the light attack.
type input struct {
	pads []ebiten.GamepadID
	cmds []world.Command
}

func newInput() *input { return &input{} }

// poll returns the presses and releases made since the last call; the slice
// is reused by the next call.
func (in *input) poll() []world.Command {
	in.cmds = in.cmds[:0]
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		in.add(world.TagLightAttack, false)
	}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
		in.add(world.TagLightAttack, true)
	}
	in.pads = ebiten.AppendGamepadIDs(in.pads[:0])
	for _, id := range in.pads {
		if !ebiten.IsStandardGamepadLayoutAvailable(id) {
			continue
		}
		if inpututil.IsStandardGamepadButtonJustPressed(id, ebiten.StandardGamepadButtonFrontTopRight) {
			in.add(world.TagLightAttack, false)
		}
		if inpututil.IsStandardGamepadButtonJustReleased(id, ebiten.StandardGamepadButtonFrontTopRight) {
			in.add(world.TagLightAttack, true)
		}
	}
	return in.cmds
}

func (in *input) add(tag string, release bool) {
	in.cmds = append(in.cmds, world.Command{Tag: tag, Release: release})
}
