//go:build js

package netplay

import (
	"errors"
	"syscall/js"
)

// defaultSecrets is where a server's codes and tokens come from unless
// Server.Secrets says otherwise: in a browser (or node), the platform's
// crypto.getRandomValues, which crypto/rand reads too. The game's wasm
// runs no server; going to the platform directly keeps crypto/rand (and
// the math/big and FIPS code it brings, about 1% of the wasm) out of it.
var defaultSecrets jsRandom

// jsRandom reads crypto.getRandomValues.
type jsRandom struct{}

var errNoCrypto = errors.New("netplay: this platform has no crypto.getRandomValues")

// Read fills b with secure random bytes, 64 KiB at a time (the most one
// getRandomValues call gives).
func (jsRandom) Read(b []byte) (int, error) {
	c := js.Global().Get("crypto")
	if !c.Truthy() {
		return 0, errNoCrypto
	}
	for n := 0; n < len(b); {
		k := min(len(b)-n, 65536)
		a := js.Global().Get("Uint8Array").New(k)
		c.Call("getRandomValues", a)
		js.CopyBytesToGo(b[n:n+k], a)
		n += k
	}
	return len(b), nil
}
