//go:build unix

package rejoin

import (
	"errors"
	"syscall"
)

// alive reports whether a process runs: signal 0 reaches it (or it runs
// as another user).
func alive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
