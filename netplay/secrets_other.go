//go:build !js

package netplay

import crand "crypto/rand"

// defaultSecrets is where a server's codes and tokens come from unless
// Server.Secrets says otherwise: crypto/rand.
var defaultSecrets = crand.Reader
