// Package windowtest runs the built game in a real window (under xvfb-run
// in CI) with scripted input and checks its screenshot and final state. It
// holds only tests and imports no ebiten, so without a display the test
// binary still starts and the test skips.
package windowtest
