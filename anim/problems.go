package anim

import "fmt"

// maxRepeats is how many problems of one kind (one check failing on frame
// after frame) a sheet's report shows before a line counting the rest.
const maxRepeats = 3

// problems collects every problem of a sheet, in the order found. Of a
// kind that repeats, the first maxRepeats are shown and then one line:
// "... and 37 more frames with the same problem".
type problems struct {
	file  string
	warn  bool // a list of warnings: the count line says so
	list  []problem
	count map[string]int
}

type problem struct {
	kind repeats
	err  error
}

// repeats names a kind of problem that can repeat: key tells kinds apart
// and says what the problem is ("duration not above 0"), noun is what
// repeats ("frames", "keys"), and is the error the count line wraps.
type repeats struct {
	key, noun string
	is        error
}

// add records a problem; kind.key "" is one that does not repeat.
func (p *problems) add(kind repeats, err error) {
	if kind.key != "" {
		if p.count == nil {
			p.count = map[string]int{}
		}
		p.count[kind.key]++
		if p.count[kind.key] > maxRepeats {
			return
		}
	}
	p.list = append(p.list, problem{kind, err})
}

// addf records a problem that does not repeat: file, the message, and err
// wrapped at its end when not nil.
func (p *problems) addf(err error, format string, args ...any) {
	p.add(repeats{}, p.errorf(err, format, args...))
}

// eachf records a problem of a kind that repeats.
func (p *problems) eachf(kind repeats, format string, args ...any) {
	p.add(kind, p.errorf(kind.is, format, args...))
}

func (p *problems) errorf(err error, format string, args ...any) error {
	prefix := p.file + ": "
	if p.warn {
		prefix += "warning: "
	}
	args = append([]any{prefix}, args...)
	if err == nil {
		return fmt.Errorf("%s"+format, args...)
	}
	return fmt.Errorf("%s"+format+": %w", append(args, err)...)
}

// errors returns the problems, each kind's count line after its last shown.
func (p *problems) errors() []error {
	var out []error
	shown := map[string]int{}
	for _, pr := range p.list {
		out = append(out, pr.err)
		k := pr.kind
		if k.key == "" {
			continue
		}
		shown[k.key]++
		if more := p.count[k.key] - maxRepeats; shown[k.key] == maxRepeats && more > 0 {
			out = append(out, p.errorf(k.is, "... and %d more %s with the same problem (%s)", more, k.noun, k.key))
		}
	}
	return out
}
