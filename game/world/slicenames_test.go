package world_test

import (
	"bytes"
	"io/fs"
	"testing"
	"testing/fstest"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/assets"
	"github.com/upc-demo/actiongraph-game/game/bot"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// artistNamed copies the shipped assets with every sheet's hitbox and
// hurtbox slices renamed as artists name them (anim's alias table), and
// returns how many slices it renamed.
func artistNamed(t *testing.T) (fstest.MapFS, int) {
	t.Helper()
	names := [][2]string{
		{`"name": "hitbox"`, `"name": "Hit"`},
		{`"name": "hurtbox"`, `"name": "HurtBox"`},
	}
	m, renamed := fstest.MapFS{}, 0
	err := fs.WalkDir(assets.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(assets.FS, p)
		for _, n := range names {
			renamed += bytes.Count(data, []byte(n[0]))
			data = bytes.ReplaceAll(data, []byte(n[0]), []byte(n[1]))
		}
		m[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return m, renamed
}

// fightDigests plays the skilled pilot for some seconds and returns the
// world's digest each second and the damage dealt to the enemies.
func fightDigests(t *testing.T, a *world.Assets, seconds int) (digests []uint64, dealt float64) {
	t.Helper()
	w, err := world.New(a, world.Options{Seed: 7, Item: "Sword", Waves: true})
	if err != nil {
		t.Fatal(err)
	}
	pilot := bot.NewSkilled(7)
	health := map[*world.Character]float64{}
	for w.Now() < ag.Ticks(seconds)*ag.TickRate && w.Phase() == world.Playing {
		pilot.Drive(w)
		for _, c := range w.Characters()[1:] {
			if _, ok := health[c]; !ok {
				health[c] = c.Fighter().MaxHealth
			}
		}
		w.Step()
		if w.Now()%ag.TickRate == 0 {
			digests = append(digests, w.Digest())
		}
	}
	for c, start := range health {
		dealt += start - c.Fighter().Health
	}
	return digests, dealt
}

// TestArtistNamedSlicesDriveHits renames every hitbox "Hit" and every
// hurtbox "HurtBox" and plays the same fight: blows land, and the fight is
// the same tick for tick as with the conventional names.
func TestArtistNamedSlicesDriveHits(t *testing.T) {
	m, renamed := artistNamed(t)
	if renamed < 40 {
		t.Fatalf("renamed %d slices; the shipped sheets have more", renamed)
	}
	b, err := world.LoadAssets(m)
	if err != nil {
		t.Fatal(err)
	}
	want, wantDealt := fightDigests(t, fightAssets(t), 20)
	have, dealt := fightDigests(t, b, 20)
	if dealt <= 0 || dealt != wantDealt {
		t.Errorf("damage dealt: have %g with artists' names, %g with the conventional ones; want equal and above 0", dealt, wantDealt)
	}
	if len(have) != len(want) {
		t.Fatalf("have %d seconds of fight, want %d", len(have), len(want))
	}
	for i := range want {
		if have[i] != want[i] {
			t.Fatalf("second %d: digest %x with artists' names, %x with the conventional ones", i+1, have[i], want[i])
		}
	}
}
