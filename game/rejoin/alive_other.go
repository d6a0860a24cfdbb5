//go:build !unix && !js

package rejoin

import "os"

// alive reports whether a process runs: on Windows, finding it opens it,
// which fails once it has exited.
func alive(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	_ = p.Release()
	return true
}
