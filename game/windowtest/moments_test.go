package windowtest

import (
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/upc-demo/actiongraph-game/game/world"
)

// The named moments of the game's look, each taken in the window by the
// built game (the hidden picture flags of main.go) into out/shots/ at the
// repository's root and checked for what it must show, by colour and
// place. web/test/moments.test.mjs takes and checks the same pictures in
// the browser, with the same colours and thresholds.
//
// The colours come from the game's source: the sparks and flashes from
// game/feedback.go and game/flashes.go, the damage numbers and labels from
// game/fx.go, the telegraph from game/cues.go, the pause menu from
// game/pausemenu.go and game/hud.go, the graph panel's cards from
// game/graphdraw.go, the bodies from cmd/assetgen/look.go. The sprites are
// shaded and every effect is blended over the floor, so a colour is
// matched near it or along its shades, and counted where it must be.

// moment is one picture: the flags that make it and how many Updates the
// game runs before the screenshot. With frozen the fight must stand still
// on the moment (-freeze-on) before the frames run out.
type moment struct {
	name   string
	args   []string
	frames int
	frozen bool
}

// moments are the pictures. The freezes come at fixed Updates (the fight
// and the bot are deterministic): the hit at tick 293, the wind-up at
// 702, the parry at 861; the frames leave half a second after them.
var moments = []moment{
	{name: "hit", args: []string{"-item", "Sword", "-autopilot", "skilled", "-seed", "2", "-freeze-on", "hit"}, frames: 330, frozen: true},
	{name: "windup", args: []string{"-item", "Sword", "-autopilot", "skilled", "-seed", "2", "-freeze-on", "windup"}, frames: 740, frozen: true},
	{name: "parry", args: []string{"-item", "Shield", "-autopilot", "skilled", "-seed", "8", "-freeze-on", "parry"}, frames: 900, frozen: true},
	{name: "enemies", args: []string{"-gallery"}, frames: 40},
	{name: "pause", args: []string{"-pause"}, frames: 40},
	{name: "graph-sword", args: []string{"-graphview", "-item", "Sword"}, frames: 40},
}

// TestWindowMoments runs the game once for each moment, all at once (each
// its own window on the one Xvfb display), saves the screenshots to
// out/shots/<name>.png and checks each. It needs a display, like
// TestWindow.
func TestWindowMoments(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no $DISPLAY: run under xvfb-run (make test-window)")
	}
	if testing.Short() {
		t.Skip("opens windows")
	}
	bin := buildGame(t)
	dir, err := filepath.Abs(filepath.Join("..", "..", "out", "shots"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	shots := make(map[string]*image.RGBA)
	var (
		mu   sync.Mutex
		wg   sync.WaitGroup
		errs = make([]error, len(moments))
	)
	start := time.Now()
	for i, m := range moments {
		wg.Go(func() {
			img, err := takeMoment(bin, dir, m)
			if err != nil {
				errs[i] = err
				return
			}
			mu.Lock()
			shots[m.name] = img
			mu.Unlock()
		})
	}
	wg.Wait()
	t.Logf("%d moments taken in %.1f s, in %s", len(moments), time.Since(start).Seconds(), dir)
	checks := map[string]func(testing.TB, *image.RGBA, map[string]*image.RGBA){
		"hit": checkHit, "windup": checkWindup, "parry": checkParry,
		"enemies": checkEnemies, "pause": checkPause, "graph-sword": checkGraph,
	}
	for i, m := range moments {
		t.Run(m.name, func(t *testing.T) {
			if errs[i] != nil {
				t.Fatal(errs[i])
			}
			checks[m.name](t, shots[m.name], shots)
		})
	}
}

// takeMoment runs the game for a moment, saving the screenshot to
// dir/<name>.png, and returns the picture. A frozen moment must have
// stopped the fight before the last frame.
func takeMoment(bin, dir string, m moment) (*image.RGBA, error) {
	work, err := os.MkdirTemp("", "moment-"+m.name)
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(work)
	shot := filepath.Join(dir, m.name+".png")
	if err := os.Remove(shot); err != nil && !os.IsNotExist(err) {
		return nil, err
	}
	state := filepath.Join(work, "state.json")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	args := append(append([]string{}, m.args...), "-frames", strconv.Itoa(m.frames), "-screenshot", shot, "-state", state)
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir = work // no ./assets here: the game plays its built-in assets
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("%s: game %v: %v\n%s", m.name, args, err, out)
	}
	data, err := os.ReadFile(state)
	if err != nil {
		return nil, err
	}
	var have world.Snapshot
	if err := json.Unmarshal(data, &have); err != nil {
		return nil, err
	}
	if m.frozen && int(have.Tick) >= m.frames-1 {
		return nil, fmt.Errorf("%s: the fight ran to tick %d, the last frame: it never stopped on the moment (-freeze-on)", m.name, have.Tick)
	}
	img, err := loadPNG(shot)
	if err != nil {
		return nil, err
	}
	if have, want := img.Bounds(), image.Rect(0, 0, 1280, 720); have != want {
		return nil, fmt.Errorf("%s: screenshot size %v, want %v", m.name, have, want)
	}
	return img, nil
}

// loadPNG decodes a PNG into RGBA pixels.
func loadPNG(path string) (*image.RGBA, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	src, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	img := image.NewRGBA(src.Bounds())
	draw.Draw(img, img.Bounds(), src, src.Bounds().Min, draw.Src)
	return img, nil
}

// rgb is a pixel's colour.
type rgb [3]int

// match says whether a pixel has a colour.
type match func(c rgb) bool

// near matches the colours within tol of c on every channel.
func near(c rgb, tol int) match {
	return func(p rgb) bool {
		for i := range 3 {
			if d := p[i] - c[i]; d < -tol || d > tol {
				return false
			}
		}
		return true
	}
}

// shadeOf matches the shades of a body colour, as a sprite shades it: k
// times c for k from 0.45 (in shadow) to 1.2 (lit), within tol.
func shadeOf(c rgb, tol float64) match {
	cc := float64(c[0]*c[0] + c[1]*c[1] + c[2]*c[2])
	return func(p rgb) bool {
		k := float64(p[0]*c[0]+p[1]*c[1]+p[2]*c[2]) / cc
		if k < 0.45 || k > 1.2 {
			return false
		}
		for i := range 3 {
			if math.Abs(float64(p[i])-k*float64(c[i])) > tol {
				return false
			}
		}
		return true
	}
}

// anyOf matches what any of ms matches.
func anyOf(ms ...match) match {
	return func(p rgb) bool {
		for _, m := range ms {
			if m(p) {
				return true
			}
		}
		return false
	}
}

// The colours the checks look for.
var (
	// flashWhite is a body flashing white as a blow lands (or is
	// parried): light and grey, whatever is under it.
	flashWhite match = func(p rgb) bool {
		lo, hi := min(p[0], p[1], p[2]), max(p[0], p[1], p[2])
		return lo >= 180 && hi-lo <= 14
	}
	// hitWarm is a hit's warm spark (colSparkHit, 255,200,120) as it
	// fades over the floor or a body: orange-tan with some blue left,
	// which the gold of a parry has not.
	hitWarm match = func(p rgb) bool {
		r, g, b := p[0], p[1], p[2]
		return r >= 120 && r-g >= 12 && g-b >= 15 && float64(b) >= 0.42*float64(r) && float64(b) <= 0.75*float64(r)
	}
	// parryGold is the gold of a parry's sparks and ring (colSparkParry,
	// 255,205,60) and its label, faded or not; not the skirmisher's
	// saturated yellow, nor a hit's tan.
	parryGold match = func(p rgb) bool {
		r, g, b := float64(p[0]), float64(p[1]), float64(p[2])
		return r >= 120 && g >= 0.70*r && g <= 0.90*r && b >= 0.16*r && b <= 0.42*r && g-b >= 45
	}
	// cueRing is the telegraph's ring (colCueFar 255,150,40 closing to
	// colCueNear 255,60,35).
	cueRing match = func(p rgb) bool {
		r, g, b := p[0], p[1], p[2]
		return r >= 190 && g >= 45 && g <= 165 && b <= 75 && g-b >= 15
	}
	damageNumber = near(rgb{255, 240, 200}, 14) // colHitEnemy, game/fx.go
	parryLabel   = near(rgb{255, 220, 90}, 8)   // colParry, game/fx.go
	hudGold      = near(rgb{255, 200, 70}, 40)  // colGold, game/hud.go: the chosen line's edge
	menuSelFill  = near(rgb{70, 56, 20}, 12)    // colMenuSel over the dimmed fight
	menuFill     = near(rgb{26, 28, 36}, 10)    // colMenu over the dimmed fight
	graphPanel   = near(rgb{15, 17, 24}, 8)     // colGraphPanel over the floor
	// cardFill is a graph card's fill (game/graphdraw.go): a move, a
	// hold, a delay, an event, the lit (running) card, unlit ROOT.
	cardFill = anyOf(near(rgb{30, 48, 70}, 6), near(rgb{72, 66, 24}, 6), near(rgb{56, 40, 78}, 6),
		near(rgb{78, 36, 52}, 6), near(rgb{30, 96, 58}, 6), near(rgb{226, 232, 240}, 6))
)

// bodies are the characters' body colours (cmd/assetgen/look.go).
var bodies = []struct {
	name string
	c    rgb
}{
	{"Grunt", rgb{79, 157, 58}},
	{"Brute", rgb{232, 94, 58}},
	{"Skirmisher", rgb{217, 184, 31}},
	{"Weakling", rgb{172, 126, 206}},
}

// heroBody is the hero's blue.
var heroBody = rgb{66, 128, 240}

// bodyTol is how far a body's pixel may be from its shade of the colour.
const bodyTol = 20

// fightArea is the screen without the HUD's top row (the bars, the wave,
// the combo) and bottom strip (the hints and the items).
var fightArea = image.Rect(0, 100, 1280, 600)

// blob is a set of pixels: how many, their centre and bounding box.
type blob struct {
	n      int
	cx, cy float64
	box    image.Rectangle
	pts    []image.Point
}

func (b *blob) add(x, y int) {
	b.n++
	b.cx += float64(x)
	b.cy += float64(y)
	b.box = b.box.Union(image.Rect(x, y, x+1, y+1))
}

func (b *blob) done() {
	if b.n > 0 {
		b.cx /= float64(b.n)
		b.cy /= float64(b.n)
	}
}

func (b blob) String() string {
	if b.n == 0 {
		return "0 px"
	}
	return fmt.Sprintf("%d px about (%.0f,%.0f) in %v", b.n, b.cx, b.cy, b.box)
}

func at(img *image.RGBA, x, y int) rgb {
	i := img.PixOffset(x, y)
	return rgb{int(img.Pix[i]), int(img.Pix[i+1]), int(img.Pix[i+2])}
}

// count returns the pixels in r that m matches.
func count(img *image.RGBA, r image.Rectangle, m match) blob {
	var b blob
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if m(at(img, x, y)) {
				b.add(x, y)
			}
		}
	}
	b.done()
	return b
}

// biggest returns the largest 4-connected set of pixels in r that m
// matches, with its points.
func biggest(img *image.RGBA, r image.Rectangle, m match) blob {
	r = r.Intersect(img.Bounds())
	w := r.Dx()
	seen := make([]bool, w*r.Dy())
	var best blob
	var stack []image.Point
	for i := range seen {
		p := image.Pt(r.Min.X+i%w, r.Min.Y+i/w)
		if seen[i] || !m(at(img, p.X, p.Y)) {
			continue
		}
		var b blob
		seen[i] = true
		stack = append(stack[:0], p)
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			b.add(q.X, q.Y)
			b.pts = append(b.pts, q)
			for _, d := range [4]image.Point{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				n := q.Add(d)
				if !n.In(r) {
					continue
				}
				j := (n.Y-r.Min.Y)*w + n.X - r.Min.X
				if !seen[j] && m(at(img, n.X, n.Y)) {
					seen[j] = true
					stack = append(stack, n)
				}
			}
		}
		if b.n > best.n {
			b.done()
			best = b
		}
	}
	return best
}

// luma returns the mean brightness (Rec. 709 weights) of r's pixels.
func luma(img *image.RGBA, r image.Rectangle) float64 {
	var s float64
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := at(img, x, y)
			s += 0.2126*float64(c[0]) + 0.7152*float64(c[1]) + 0.0722*float64(c[2])
		}
	}
	return s / float64(r.Dx()*r.Dy())
}

// ringShape describes a blob as a ring about its centre: the mean
// distance of its pixels, the share of them within 20% of that, and how
// many of the eight directions around it they reach.
func ringShape(b blob) (radius, share float64, octants int) {
	var dirs [8]bool
	for _, p := range b.pts {
		dx, dy := float64(p.X)-b.cx, float64(p.Y)-b.cy
		radius += math.Hypot(dx, dy)
		dirs[int((math.Atan2(dy, dx)+math.Pi)/(2*math.Pi)*8)%8] = true
	}
	radius /= float64(len(b.pts))
	in := 0
	for _, p := range b.pts {
		if math.Abs(math.Hypot(float64(p.X)-b.cx, float64(p.Y)-b.cy)-radius) <= 0.2*radius {
			in++
		}
	}
	for _, d := range dirs {
		if d {
			octants++
		}
	}
	return radius, float64(in) / float64(len(b.pts)), octants
}

// atLeast fails unless have reaches want, and logs the margin either way.
func atLeast(t testing.TB, what string, have, want int) {
	t.Helper()
	t.Logf("%s: %d (want >= %d)", what, have, want)
	if have < want {
		t.Errorf("%s: %d, want at least %d", what, have, want)
	}
}

// The thresholds: about half (or less) of what the pictures have (in
// brackets), many times what a picture without the thing has.
const (
	minFlash        = 1500   // a body flashing white (the hit and parry 3,600-3,800; the others at most 500)
	minHitSpark     = 300    // warm spark pixels on the struck body (about 840)
	minDamageNumber = 40     // the damage number's pixels (about 90; no other moment has any)
	minParryGold    = 1000   // gold about the parried body (about 3,000; the others under 70)
	minParryLabel   = 100    // the PARRY label (about 270)
	minCueRing      = 1000   // the telegraph ring's pixels (about 3,000)
	minRingRadius   = 30     // px (about 75)
	minRingShare    = 0.8    // of its pixels within 20% of its radius (1.0)
	minRingBody     = 300    // enemy body pixels inside the ring (about 2,500)
	minBody         = 400    // each enemy type's body pixels (1,300-3,100)
	minBodyBlob     = 150    // its largest patch, for its place (470-1,800)
	minHero         = 800    // the hero's blue (about 1,650)
	minApart        = 100    // px between two types' centres, across (about 167)
	maxRowSlant     = 40     // px a type's centre may be off the row's (0)
	minMenuShare    = 0.6    // of a menu line covered by its fill (0.9)
	minMenuEdge     = 600    // gold pixels of the chosen line's edge (about 1,500)
	maxDimRatio     = 0.6    // the paused fight's brightness over the fight's (0.41)
	minPanel        = 100000 // the graph panel's own colour (about 312,000)
	minCards        = 5000   // card fill pixels (about 35,000)
	minCardsHalf    = 1000   // on each half of the screen (17,000-18,500)
	cardReach       = 0.1    // the cards reach within 10% of the view's width of each side
	clipColumns     = 4      // the columns at each side of the view that must show no card
)

// Where things are on the 1280x720 screen.
const (
	// The graph panel (game/graphview.go): across the screen from
	// graphPanelX, its bottom at ScreenHeight - arenaMargin - 54 - 22, at
	// most graphPanelMaxH + 34 tall; its view 8 px inside either side.
	graphPanelLeft  = 16
	graphPanelRight = 1264
	graphPanelBot   = 620
	graphPanelMaxH  = 414
	graphViewX0     = 24
	graphViewX1     = 1256
	// The pause menu's lines (game/pausemenu.go).
	menuX, menuY = 140, 200
	menuW, menuH = 320, 52
	menuPitch    = 62
)

// checkHit: the struck enemy flashes white, warm sparks fly over it, and
// its damage number shows beside it. Sparks over a white body look alike,
// warm or gold (the parry's picture has 400 "warm" pixels there): the
// damage number tells a hit from a parry.
func checkHit(t testing.TB, img *image.RGBA, _ map[string]*image.RGBA) {
	flash := biggest(img, img.Bounds(), flashWhite)
	t.Logf("white flash: %v", flash)
	atLeast(t, "the struck body's white flash (px)", flash.n, minFlash)
	if flash.n == 0 {
		return
	}
	sparks := count(img, flash.box.Inset(-8), hitWarm)
	atLeast(t, "warm spark pixels on the struck body", sparks.n, minHitSpark)
	number := count(img, flash.box.Inset(-120), damageNumber)
	t.Logf("damage number: %v", number)
	atLeast(t, "damage number pixels within 120 px of it", number.n, minDamageNumber)
}

// checkParry: the parried enemy flashes white, gold sparks and a gold
// ring burst about it, and PARRY shows over it.
func checkParry(t testing.TB, img *image.RGBA, _ map[string]*image.RGBA) {
	flash := biggest(img, img.Bounds(), flashWhite)
	t.Logf("white flash: %v", flash)
	atLeast(t, "the parried body's white flash (px)", flash.n, minFlash)
	if flash.n == 0 {
		return
	}
	gold := count(img, flash.box.Inset(-60), parryGold)
	t.Logf("gold: %v", gold)
	atLeast(t, "gold spark, ring and label pixels within 60 px of it", gold.n, minParryGold)
	label := count(img, flash.box.Inset(-150), parryLabel)
	t.Logf("PARRY label: %v", label)
	atLeast(t, "PARRY label pixels within 150 px of it", label.n, minParryLabel)
}

// checkWindup: a telegraph ring, round and closed, with an enemy's body
// inside it.
func checkWindup(t testing.TB, img *image.RGBA, _ map[string]*image.RGBA) {
	ring := biggest(img, fightArea, cueRing)
	t.Logf("telegraph ring: %v", ring)
	atLeast(t, "telegraph ring pixels", ring.n, minCueRing)
	if ring.n == 0 {
		return
	}
	radius, share, octants := ringShape(ring)
	t.Logf("ring: radius %.1f px (want >= %d), %.2f of it within 20%% of that (want >= %.2f), %d of 8 directions",
		radius, minRingRadius, share, minRingShare, octants)
	if radius < minRingRadius || share < minRingShare || octants < 8 {
		t.Errorf("the telegraph's pixels are not a ring: radius %.1f, share %.2f, %d directions", radius, share, octants)
	}
	inside := image.Rect(int(ring.cx-0.7*radius), int(ring.cy-0.7*radius), int(ring.cx+0.7*radius), int(ring.cy+0.7*radius))
	var ms []match
	for _, b := range bodies {
		ms = append(ms, shadeOf(b.c, bodyTol))
	}
	body := count(img, inside, anyOf(ms...))
	atLeast(t, "enemy body pixels inside the ring", body.n, minRingBody)
}

// checkEnemies: every enemy type's body colour, each in its own place in
// a row, and the hero's blue below them.
func checkEnemies(t testing.TB, img *image.RGBA, _ map[string]*image.RGBA) {
	type found struct {
		name string
		at   blob
	}
	var row []found
	for _, b := range bodies {
		all := count(img, fightArea, shadeOf(b.c, bodyTol))
		patch := biggest(img, fightArea, shadeOf(b.c, bodyTol))
		t.Logf("%s (%d,%d,%d): %d px; largest patch %v", b.name, b.c[0], b.c[1], b.c[2], all.n, patch)
		atLeast(t, b.name+" body pixels", all.n, minBody)
		atLeast(t, b.name+" largest patch", patch.n, minBodyBlob)
		if patch.n >= minBodyBlob {
			row = append(row, found{b.name, patch})
		}
	}
	hero := biggest(img, fightArea, shadeOf(heroBody, bodyTol))
	t.Logf("hero: %v", hero)
	atLeast(t, "the hero's blue", hero.n, minHero)
	if len(row) < len(bodies) {
		return
	}
	var rowY float64
	minX, maxX := math.Inf(1), math.Inf(-1)
	for i, a := range row {
		rowY += a.at.cy / float64(len(row))
		minX, maxX = min(minX, a.at.cx), max(maxX, a.at.cx)
		for _, b := range row[i+1:] {
			if d := math.Abs(a.at.cx - b.at.cx); d < minApart {
				t.Errorf("%s and %s stand %.0f px apart across, want at least %d: not side by side", a.name, b.name, d, minApart)
			}
		}
	}
	for _, a := range row {
		if d := math.Abs(a.at.cy - rowY); d > maxRowSlant {
			t.Errorf("%s is %.0f px off the row's height, want at most %d", a.name, d, maxRowSlant)
		}
	}
	t.Logf("the row: y %.0f, x %.0f to %.0f; the hero at (%.0f,%.0f)", rowY, minX, maxX, hero.cx, hero.cy)
	if hero.n > 0 && (hero.cy < rowY+100 || hero.cx < minX || hero.cx > maxX) {
		t.Errorf("the hero at (%.0f,%.0f) is not below the row (y %.0f, x %.0f to %.0f)", hero.cx, hero.cy, rowY, minX, maxX)
	}
}

// sideStrips are the screen's sides beside the pause menu and its table:
// only the fight shows there, dimmed when paused.
var sideStrips = [2]image.Rectangle{image.Rect(0, 100, 130, 600), image.Rect(1180, 100, 1280, 600)}

func sidesLuma(img *image.RGBA) float64 {
	return (luma(img, sideStrips[0]) + luma(img, sideStrips[1])) / 2
}

// checkPause: the menu's chosen line (Resume) filled and edged gold, the
// next lines in the menu's fill, and the fight behind dimmed: darker than
// the fight (the gallery's picture, at the same place).
func checkPause(t testing.TB, img *image.RGBA, all map[string]*image.RGBA) {
	area := menuW * menuH
	line := func(i int) image.Rectangle {
		y := menuY + i*menuPitch
		return image.Rect(menuX, y, menuX+menuW, y+menuH)
	}
	sel := count(img, line(0), menuSelFill)
	atLeast(t, "the chosen line's fill (colMenuSel) pixels", sel.n, int(minMenuShare*float64(area)))
	edge := count(img, line(0).Inset(-4), hudGold)
	atLeast(t, "the chosen line's gold edge pixels", edge.n, minMenuEdge)
	for i := 1; i <= 2; i++ {
		n := count(img, line(i), menuFill).n
		atLeast(t, fmt.Sprintf("menu line %d's fill (colMenu) pixels", i), n, int(minMenuShare*float64(area)))
	}
	fight := all["enemies"]
	if fight == nil {
		t.Errorf("no fight picture (enemies) to compare the dimmed fight with")
		return
	}
	have, ref := sidesLuma(img), sidesLuma(fight)
	t.Logf("the sides' brightness: %.1f paused, %.1f in the fight: %.2f (want <= %.2f)", have, ref, have/ref, maxDimRatio)
	if have > maxDimRatio*ref {
		t.Errorf("the paused fight is not dimmed: brightness %.1f, the fight's %.1f", have, ref)
	}
}

// checkGraph: the graph panel open with the sword's cards, fitted: cards
// on both halves of the screen reaching near both sides of the view, and
// none in the view's outermost columns, where a clipped graph would cut
// them.
func checkGraph(t testing.TB, img *image.RGBA, _ map[string]*image.RGBA) {
	panel := image.Rect(graphPanelLeft, graphPanelBot-graphPanelMaxH, graphPanelRight, graphPanelBot)
	atLeast(t, "panel pixels (colGraphPanel)", count(img, panel, graphPanel).n, minPanel)
	cards := count(img, panel, cardFill)
	t.Logf("cards: %v", cards)
	atLeast(t, "card fill pixels", cards.n, minCards)
	mid := (graphViewX0 + graphViewX1) / 2
	left := count(img, image.Rect(panel.Min.X, panel.Min.Y, mid, panel.Max.Y), cardFill)
	right := count(img, image.Rect(mid, panel.Min.Y, panel.Max.X, panel.Max.Y), cardFill)
	atLeast(t, "card fill pixels on the left half", left.n, minCardsHalf)
	atLeast(t, "card fill pixels on the right half", right.n, minCardsHalf)
	reach := int(math.Round(cardReach * (graphViewX1 - graphViewX0)))
	t.Logf("cards from x %d to %d; the view is %d to %d (want them within %d px of each side)",
		cards.box.Min.X, cards.box.Max.X-1, graphViewX0, graphViewX1-1, reach)
	if cards.n > 0 && (cards.box.Min.X > graphViewX0+reach || cards.box.Max.X < graphViewX1-reach) {
		t.Errorf("the graph does not fill the view's width: cards from x %d to %d", cards.box.Min.X, cards.box.Max.X-1)
	}
	for _, side := range []struct {
		name   string
		x0, x1 int
	}{{"left", graphPanelLeft, graphViewX0 + clipColumns}, {"right", graphViewX1 - clipColumns, graphPanelRight}} {
		n := count(img, image.Rect(side.x0, panel.Min.Y, side.x1, panel.Max.Y), cardFill).n
		t.Logf("card pixels in the %s edge columns x %d-%d: %d (want 0)", side.name, side.x0, side.x1-1, n)
		if n > 0 {
			t.Errorf("%d card pixels in the view's %s edge columns (x %d-%d): the graph is clipped", n, side.name, side.x0, side.x1-1)
		}
	}
}
