package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
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
	seen           map[string]bool
	// root, while the game's loader reads a folder given on the command
	// line, names that folder in its lines, which name files inside it;
	// only keeps the lines about the files checked there (and about the
	// folder as a whole): the folder is their context, not the subject.
	root string
	only map[string]bool
}

// checkedIn returns the files given that lie in root, and root's folders,
// as the loader's lines name them once r.name has put root before them.
func checkedIn(root string, files []string) map[string]bool {
	out := map[string]bool{}
	for _, f := range files {
		if assetsRoot(f) == root {
			out[filepath.ToSlash(f)] = true
		}
	}
	for _, dir := range []string{"items", "enemies", "graphs", "sprites"} {
		out[filepath.ToSlash(filepath.Join(root, dir))] = true
	}
	return out
}

// about reports whether a line concerns the files being checked.
func (r *report) about(line string) bool {
	if r.only == nil {
		return true
	}
	file, _, _ := strings.Cut(line, ":")
	return r.only[file]
}

// name puts the folder being loaded before a line's file name.
func (r *report) name(line string) string {
	if r.root == "" {
		return line
	}
	if rest, ok := strings.CutPrefix(line, "assets/"); ok {
		return filepath.ToSlash(filepath.Join(r.root, "")) + "/" + rest
	}
	for _, dir := range checkedDirs {
		if strings.HasPrefix(line, dir) {
			return filepath.ToSlash(r.root) + "/" + line
		}
	}
	return line
}

// checkedDirs are where an assets folder's files lie.
var checkedDirs = []string{"graphs/", "items/", "enemies/", "sprites/", sounds.Dir + "/", "tuning.json", "motion.json", "attacks.json", "players.json"}

// once reports whether a line is new, remembering it: the game's loader
// finds again what the per-file checks found, naming the file from the
// assets folder where they name it as given ("assets/items/x.json",
// "items/x.json"), so a line is known by what follows the folder.
func (r *report) once(line string) bool {
	if r.seen == nil {
		r.seen = map[string]bool{}
	}
	key := line
	for _, dir := range checkedDirs {
		if i := strings.Index(line, dir); i >= 0 && i < len(key) && (i == 0 || line[i-1] == '/') {
			key = line[i:]
			break
		}
	}
	if r.seen[key] {
		return false
	}
	r.seen[key] = true
	return true
}

func (r *report) problems(ps ag.Problems) {
	for _, p := range ps {
		line := r.name(p.String())
		if !r.about(line) || !r.once(line) {
			continue
		}
		fmt.Fprintln(r.w, line)
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
	// A loader's joined errors are taken one by one: graph problems
	// print as such, the rest line by line.
	if ps, ok := err.(ag.Problems); ok {
		r.problems(ps)
		return
	}
	if es, ok := joined(err); ok {
		for _, e := range es {
			r.err(e)
		}
		return
	}
	// An error that is only problems (items' LoadError) prints as them;
	// one that says more ("grunt.json: actionGraph: items/sword.json has
	// errors:") prints whole, line by line.
	if ps, ok := errors.AsType[ag.Problems](err); ok && ps.Error() == err.Error() {
		r.problems(ps)
		return
	}
	for _, line := range strings.Split(err.Error(), "\n") {
		if line = r.name(line); line != "" && r.about(line) && r.once(line) {
			fmt.Fprintln(r.w, line)
			r.errs++
		}
	}
}

// joined returns the errors errors.Join made err of: an error that wraps
// several and whose message is theirs, one a line (fmt.Errorf's with two
// %w says more than its parts, and is taken whole).
func joined(err error) ([]error, bool) {
	j, ok := err.(interface{ Unwrap() []error })
	if !ok {
		return nil, false
	}
	es := j.Unwrap()
	msgs := make([]string, len(es))
	for i, e := range es {
		msgs[i] = e.Error()
	}
	return es, strings.Join(msgs, "\n") == err.Error()
}

func (r *report) warn(err error) {
	msg := r.name(err.Error())
	if !r.about(msg) {
		return
	}
	if !strings.Contains(msg, "warning") {
		msg = "warning: " + msg
	}
	if !r.once(msg) {
		return
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
	var roots []string
	for _, f := range files {
		checkOneFile(f, montages, r)
		if root := assetsRoot(f); root != "" && !slices.Contains(roots, root) {
			roots = append(roots, root)
		}
	}
	// Then each file's folder, as the game loads it, so a file is checked
	// with the files it works with (an enemy's graph, the waves' types, the
	// item in slot 0).
	for _, root := range roots {
		r.root, r.only = root, checkedIn(root, files)
		checkAsGame(os.DirFS(root), r)
		r.root, r.only = "", nil
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
	checkAsGame(fsys, r)
}

// checkAsGame loads the folder as the game and its hot reload do
// (world.LoadAssets), so what check passes the game loads: it adds what
// only the files together reveal (no item in slot 0, an enemy combo its
// graph never offers, an item sprite or colour that names nothing).
// Problems the checks above printed already are not printed again.
func checkAsGame(fsys fs.FS, r *report) {
	a, err := world.LoadAssets(fsys)
	r.err(err)
	if a != nil {
		for _, w := range a.Warnings {
			r.warn(errors.New(w))
		}
	}
}

func checkGraph(file string, data []byte, montages montageCatalog, r *report) {
	g, ps := ag.LoadGraph(file, data, nil)
	if g != nil {
		ps = append(ps, g.Compile(montages)...)
	}
	r.problems(ps)
}

// assetsRoot returns the assets folder a file belongs to: the parent of
// its items/, enemies/, sprites/, graphs/ or sounds/ folder, or its own
// folder for tuning.json and motion.json; "" for a file outside one.
func assetsRoot(f string) string {
	dir := filepath.Dir(f)
	root := filepath.Dir(dir)
	switch filepath.Base(f) {
	case "tuning.json", "motion.json", "attacks.json", "montages.json", "players.json":
		root = dir
	default:
		switch filepath.Base(dir) {
		case "items", "enemies", "sprites", "graphs", sounds.Dir:
		default:
			return ""
		}
	}
	for _, must := range []string{"items", "enemies", "graphs"} {
		if st, err := os.Stat(filepath.Join(root, must)); err != nil || !st.IsDir() {
			return ""
		}
	}
	return root
}

// checkOneFile checks one file by the folder it is in: items/, enemies/,
// sprites/, else a graph.
func checkOneFile(f string, montages montageCatalog, r *report) {
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
	case "players.json":
		_, err := world.ParseSeats(f, data)
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
			return // read with the types it names, by checkAsGame
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
