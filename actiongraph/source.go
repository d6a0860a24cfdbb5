package actiongraph

import "github.com/upc-demo/actiongraph-game/internal/jsonv"

// source remembers the file a graph was loaded from and its parsed JSON,
// so compile problems can name the line of a path.
type source struct {
	file   string
	prefix string // path of the graph inside its file, with a trailing dot
	root   *jsonv.Value
}

func (s *source) line(path string) int {
	if s == nil || s.root == nil {
		return 0
	}
	return jsonv.LineOf(s.root, path)
}

func (s *source) path(p string) string {
	if s == nil {
		return p
	}
	return s.prefix + p
}

// File returns the file the graph was loaded from, or "".
func (g *Graph) File() string {
	if g.src == nil {
		return ""
	}
	return g.src.file
}

func readerProblems(file string, r *jsonv.Reader) Problems {
	ps := make(Problems, 0, len(r.Problems))
	for _, p := range r.Problems {
		ps = append(ps, Problem{File: file, Line: p.Line, Path: p.Path, Msg: p.Msg})
	}
	return ps
}
