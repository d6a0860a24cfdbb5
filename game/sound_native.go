//go:build !js

package game

// soundWaitsForInput is false on the desktop: the sound starts as the
// game loads, once probeSound finds a device.
const soundWaitsForInput = false
