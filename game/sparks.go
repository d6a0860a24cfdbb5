package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/upc-demo/actiongraph-game/combat"
)

// maxSparks is the particle pool's size: a burst past it reuses the
// oldest particles, so nothing is allocated while the fight plays.
const maxSparks = 384

// spark is one particle, in world pixels: a streak of light (a spark) or a
// bit of a body (a chunk, at a death).
type spark struct {
	x, y, vx, vy float64 // position and velocity a tick
	drag         float64 // the share of the velocity kept each tick
	size         float64 // a streak's width, a chunk's side
	age, life    int     // ticks lived and to live; dead once age reaches life
	clr          color.RGBA
	chunk        bool
}

// burst says how a burst of particles looks.
type burst struct {
	n      int     // how many
	speed  float64 // the fastest, world pixels a tick; each takes 40-100% of it
	size   float64
	life   int     // ticks, the longest; each lives 60-100% of it
	dir    float64 // the burst's direction, radians
	spread float64 // half the cone's angle; math.Pi for all around
	clr    color.RGBA
	drag   float64
	chunk  bool
}

// sparks is the fixed pool of particles. Update emits and moves them;
// Draw only draws them.
type sparks struct {
	pool [maxSparks]spark
	next int // the slot the next particle takes
	rng  xorshift
}

// emit throws a burst from a world point.
func (s *sparks) emit(at combat.Vec, b burst) {
	for range b.n {
		a := b.dir + (2*s.rng.float()-1)*b.spread
		v := b.speed * (0.4 + 0.6*s.rng.float())
		p := &s.pool[s.next]
		s.next = (s.next + 1) % maxSparks
		*p = spark{x: at.X, y: at.Y, vx: v * math.Cos(a), vy: v * math.Sin(a), drag: b.drag,
			size: b.size * (0.7 + 0.6*s.rng.float()), life: max(1, int(float64(b.life)*(0.6+0.4*s.rng.float()))),
			clr: b.clr, chunk: b.chunk}
	}
}

// tick moves every live particle one tick.
func (s *sparks) tick() {
	for i := range s.pool {
		p := &s.pool[i]
		if p.age >= p.life {
			continue
		}
		p.x += p.vx
		p.y += p.vy
		p.vx *= p.drag
		p.vy *= p.drag
		p.age++
	}
}

// clear kills every particle (a new fight).
func (s *sparks) clear() {
	for i := range s.pool {
		s.pool[i].age = s.pool[i].life
	}
}

// draw draws the live particles through the camera: the streaks, then the
// chunks over them. They are blended over what is under them, not added
// as light, so a spark shows on a body flashing white in hitstop too. It
// reuses vs and is and returns them.
func (s *sparks) draw(dst, white *ebiten.Image, cam *camera, vs []ebiten.Vertex, is []uint16) ([]ebiten.Vertex, []uint16) {
	for _, chunks := range [2]bool{false, true} {
		vs, is = vs[:0], is[:0]
		for i := range s.pool {
			p := &s.pool[i]
			if p.age >= p.life || p.chunk != chunks {
				continue
			}
			fade := 1 - float64(p.age)/float64(p.life)
			x, y := cam.screenXY(p.x, p.y)
			w := p.size * cam.zoom * math.Sqrt(fade)
			var dx, dy float64 // along the particle, half its length
			if chunks {
				dx = w / 2
			} else {
				speed := math.Hypot(p.vx, p.vy)
				l := (p.size + speed*3) * cam.zoom * 0.5
				if speed > 0 {
					dx, dy = p.vx/speed*l, p.vy/speed*l
				}
			}
			nx, ny := -dy, dx // across it
			if l := math.Hypot(nx, ny); l > 0 {
				nx, ny = nx/l*w/2, ny/l*w/2
			}
			vs, is = appendQuad(vs, is, [4][2]float64{{x - dx - nx, y - dy - ny}, {x + dx - nx, y + dy - ny},
				{x + dx + nx, y + dy + ny}, {x - dx + nx, y - dy + ny}}, scaleAlpha(p.clr, fade))
		}
		if len(is) == 0 {
			continue
		}
		dst.DrawTriangles(vs, is, white, &ebiten.DrawTrianglesOptions{AntiAlias: false})
	}
	return vs, is
}

// appendQuad appends a four-cornered shape (corners in order) in one
// premultiplied colour, drawn from the centre texel of a 3x3 white image.
func appendQuad(vs []ebiten.Vertex, is []uint16, c [4][2]float64, clr color.RGBA) ([]ebiten.Vertex, []uint16) {
	r, g, b, a := float32(clr.R)/255, float32(clr.G)/255, float32(clr.B)/255, float32(clr.A)/255
	n := uint16(len(vs))
	for _, p := range c {
		vs = append(vs, ebiten.Vertex{DstX: float32(p[0]), DstY: float32(p[1]), SrcX: 1, SrcY: 1, ColorR: r, ColorG: g, ColorB: b, ColorA: a})
	}
	return vs, append(is, n, n+1, n+2, n, n+2, n+3)
}

// appendRect appends an axis-aligned rectangle.
func appendRect(vs []ebiten.Vertex, is []uint16, x0, y0, x1, y1 float64, clr color.RGBA) ([]ebiten.Vertex, []uint16) {
	return appendQuad(vs, is, [4][2]float64{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}, clr)
}

// xorshift is a small fast random number generator for the screen's
// effects; it never touches the fight's randomness.
type xorshift uint32

// float returns a number in [0, 1).
func (x *xorshift) float() float64 {
	if *x == 0 {
		*x = 0x9e3779b9
	}
	*x ^= *x << 13
	*x ^= *x >> 17
	*x ^= *x << 5
	return float64(*x>>8) / (1 << 24)
}
