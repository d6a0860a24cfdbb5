package anim

// Limits on the numbers of a sheet. A number past its limit, or not a
// whole number, is an error (ErrRange) naming the file and the frame, tag
// or slice, so no sum or product of them can overflow an int on any
// platform the game builds for.
const (
	// MaxDuration is the longest frame in milliseconds: Aseprite's own
	// limit (a frame's duration is 16 bits in its files).
	MaxDuration = 65535
	// MaxRepeat is the most times a tag can repeat: Aseprite's own limit.
	MaxRepeat = 65535
	// MaxPixels bounds a position or size in pixels (frames, the sheet,
	// slice keys): 16,777,216, far past any PNG the game can load.
	MaxPixels = 1 << 24
	// MaxSteps is the most frames a montage can show with its tags'
	// repeats and ping-pongs unrolled (Timeline).
	MaxSteps = 1 << 18
	// MaxFrames, MaxTags and MaxSlices bound how many of each a sheet
	// has, and MaxKeys the keys of all its slices: far past any sprite
	// (the game's sheets have under 40 frames, Aseprite atlases a few
	// hundred), they keep every check of a saved file quick.
	MaxFrames = 1 << 15
	MaxTags   = 1 << 12
	MaxSlices = 1 << 12
	MaxKeys   = 1 << 16
	// MaxTagSteps bounds the frames the tags cover as the montage shows
	// them, all tags together: the work of timing them, and how many
	// windows and notifies the montage can carry.
	MaxTagSteps = 1 << 20
	// MaxLength is the longest montage in milliseconds (about 24 days):
	// its times fit in 32 bits.
	MaxLength = 1<<31 - 1
)
