package badfiles

import (
	"bytes"
	"image/png"
	"testing"
)

// TestPNGBombClaimsItsSize: the header reads as the size claimed, and
// decoding fails for want of data (so tests never really decode it).
func TestPNGBombClaimsItsSize(t *testing.T) {
	tests := []struct{ w, h uint32 }{{100000, 100000}, {1, 1}, {16385, 64}}
	for _, tt := range tests {
		b := PNGBomb(tt.w, tt.h)
		cfg, err := png.DecodeConfig(bytes.NewReader(b))
		if err != nil || cfg.Width != int(tt.w) || cfg.Height != int(tt.h) {
			t.Errorf("%dx%d: header reads %dx%d, %v", tt.w, tt.h, cfg.Width, cfg.Height, err)
		}
		if len(b) != 45 {
			t.Errorf("%dx%d: %d bytes, want 45", tt.w, tt.h, len(b))
		}
		if tt.w*tt.h < 1<<20 {
			if _, err := png.Decode(bytes.NewReader(b)); err == nil {
				t.Errorf("%dx%d: decoded a PNG with no data", tt.w, tt.h)
			}
		}
	}
}
