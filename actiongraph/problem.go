package actiongraph

import (
	"fmt"
	"strings"
)

// Problem is one thing wrong with a graph or scenario file: where it is
// (file, line when known, JSON path) and what is wrong. A warning does not
// stop the graph from playing; an error does.
type Problem struct {
	File    string
	Line    int
	Path    string
	Msg     string
	Warning bool
}

// String formats the problem as "file:line: path: message", with
// "warning: " before the message of a warning.
func (p Problem) String() string {
	var b strings.Builder
	if p.File != "" {
		b.WriteString(p.File)
		if p.Line > 0 {
			fmt.Fprintf(&b, ":%d", p.Line)
		}
		b.WriteString(": ")
	}
	if p.Path != "" {
		b.WriteString(p.Path)
		b.WriteString(": ")
	}
	if p.Warning {
		b.WriteString("warning: ")
	}
	b.WriteString(p.Msg)
	return b.String()
}

// Problems is a list of problems; as an error it lists the errors, one a line.
type Problems []Problem

// HasErrors reports whether any problem is an error.
func (ps Problems) HasErrors() bool {
	for _, p := range ps {
		if !p.Warning {
			return true
		}
	}
	return false
}

// Errors returns the problems that are errors.
func (ps Problems) Errors() Problems {
	var out Problems
	for _, p := range ps {
		if !p.Warning {
			out = append(out, p)
		}
	}
	return out
}

// Warnings returns the problems that are warnings.
func (ps Problems) Warnings() Problems {
	var out Problems
	for _, p := range ps {
		if p.Warning {
			out = append(out, p)
		}
	}
	return out
}

// Error lists the errors, one a line.
func (ps Problems) Error() string {
	var lines []string
	for _, p := range ps {
		if !p.Warning {
			lines = append(lines, p.String())
		}
	}
	return strings.Join(lines, "\n")
}

// Err returns the problems as an error when any is an error, else nil.
func (ps Problems) Err() error {
	if ps.HasErrors() {
		return ps
	}
	return nil
}
