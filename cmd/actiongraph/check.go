package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/ai"
	"github.com/upc-demo/actiongraph-game/anim"
	"github.com/upc-demo/actiongraph-game/assets"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
	"github.com/upc-demo/actiongraph-game/sounds"
)

// montageCatalog answers montages from a map.
type montageCatalog map[string]*ag.Montage

func (m montageCatalog) Montage(name string) (*ag.Montage, bool) {
	x, ok := m[name]
	return x, ok
}

// report counts and prints problems as file:line: path: message.
type report struct {
	w              io.Writer
	errs, warnings int
}

func (r *report) problems(ps ag.Problems) {
	for _, p := range ps {
		fmt.Fprintln(r.w, p.String())
		if p.Warning {
			r.warnings++
		} else {
			r.errs++
		}
	}
}

// err prints an error of a loader that joins one line per problem.
func (r *report) err(err error) {
	if err == nil {
		return
	}
	var ps ag.Problems
	if errors.As(err, &ps) {
		r.problems(ps)
		return
	}
	for _, line := range strings.Split(err.Error(), "\n") {
		if line != "" {
			fmt.Fprintln(r.w, line)
			r.errs++
		}
	}
}

func (r *report) warn(err error) {
	msg := err.Error()
	if !strings.Contains(msg, "warning") {
		msg = "warning: " + msg
	}
	fmt.Fprintln(r.w, msg)
	r.warnings++
}

// assetsFS is the assets folder under the working directory when there is
// one (a designer's edits), else the embedded one.
func assetsFS() fs.FS {
	if st, err := os.Stat("assets"); err == nil && st.IsDir() {
		return os.DirFS("assets")
	}
	return assets.FS
}

// check loads and compiles files and prints every problem, warnings
// included; it fails on any error. With no files it checks every graph,
// item, enemy, wave, sprite, tuning, root motion and sound file under
// assets/.
func check(files []string, stdout, stderr io.Writer) int {
	fsys := assetsFS()
	r := &report{w: stderr}
	lib, err := anim.LoadLibrary(fsys, "sprites")
	r.err(err)
	montages := shippedCatalog(fsys, lib, r)
	if len(files) == 0 {
		checkAll(fsys, lib, montages, r)
	}
	for _, f := range files {
		checkFile(f, montages, r)
	}
	fmt.Fprintf(stdout, "%d errors, %d warnings\n", r.errs, r.warnings)
	if r.errs > 0 {
		return 1
	}
	return 0
}

// shippedCatalog is every montage the game ships: the sprite library's and
// montages.json's (the reference page's examples).
func shippedCatalog(fsys fs.FS, lib *anim.Library, r *report) montageCatalog {
	out := montageCatalog{}
	if data, err := fs.ReadFile(fsys, "montages.json"); err == nil {
		m, ps := scenarioMontages(data)
		r.problems(ps)
		for k, v := range m {
			out[k] = v
		}
	}
	if lib != nil {
		for _, n := range lib.Names() {
			out[n], _ = lib.Montage(n)
		}
	}
	return out
}

func checkAll(fsys fs.FS, lib *anim.Library, montages montageCatalog, r *report) {
	if lib != nil {
		for _, w := range lib.Warnings() {
			r.warn(w)
		}
	}
	graphs, _ := fs.Glob(fsys, "graphs/*.json")
	sort.Strings(graphs)
	for _, g := range graphs {
		data, err := fs.ReadFile(fsys, g)
		if err != nil {
			r.err(err)
			continue
		}
		checkGraph("assets/"+g, data, montages, r)
	}
	all, err := items.LoadAll(fsys, "items")
	r.err(err)
	if err == nil {
		r.problems(all.Compile(montages))
	}
	types, err := ai.LoadTypes(fsys, "enemies")
	r.err(err)
	if data, err := fs.ReadFile(fsys, "enemies/waves.json"); err != nil {
		r.err(err)
	} else if _, err := ai.ParseWaves("assets/enemies/waves.json", data, types); err != nil {
		r.err(err)
	}
	for _, t := range types {
		if _, err := fs.Stat(fsys, t.ActionGraph); err != nil {
			r.err(fmt.Errorf("%s: actionGraph: no file %s", t.File, t.ActionGraph))
		}
	}
	_, err = world.LoadTuning(fsys)
	r.err(err)
	_, err = world.LoadMotion(fsys, montages)
	r.err(err)
	checkSounds(fsys, lib, r)
}

func checkGraph(file string, data []byte, montages montageCatalog, r *report) {
	g, ps := ag.LoadGraph(file, data, nil)
	if g != nil {
		ps = append(ps, g.Compile(montages)...)
	}
	r.problems(ps)
}

// checkFile checks one file by the folder it is in: items/, enemies/,
// sprites/, else a graph.
func checkFile(f string, montages montageCatalog, r *report) {
	data, err := os.ReadFile(f)
	if err != nil {
		r.err(err)
		return
	}
	switch filepath.Base(f) {
	case "tuning.json":
		_, err := world.ParseTuning(f, data)
		r.err(err)
		return
	case "motion.json":
		_, err := world.ParseMotion(f, data, montages)
		r.err(err)
		return
	}
	dir := filepath.Base(filepath.Dir(f))
	switch dir {
	case "items":
		root := filepath.Dir(filepath.Dir(f))
		it, err := items.Load(os.DirFS(root), path.Join("items", filepath.Base(f)))
		r.err(err)
		if err == nil {
			r.problems(items.Items{it}.Compile(montages))
		}
	case "enemies":
		if filepath.Base(f) == "waves.json" {
			return
		}
		_, err := ai.ParseType(f, data)
		r.err(err)
	case "sprites":
		s, err := anim.ParseSheet(f, data)
		r.err(err)
		if err == nil {
			errs, warns := s.Check()
			for _, e := range errs {
				r.err(e)
			}
			for _, w := range warns {
				r.warn(w)
			}
			checkSheetSounds(f, s, r)
		}
	case sounds.Dir:
		checkSoundFile(f, data, r)
	default:
		checkGraph(f, data, montages, r)
	}
}
