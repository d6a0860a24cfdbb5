package main

import (
	"cmp"
	"image"
	"image/color"
	"slices"
)

// maxColours is what an 8-bit PNG palette holds; index 0 is transparent.
const maxColours = 256

// bucket is a set of colours with their pixel counts, for median cut.
type bucket []colourCount

type colourCount struct {
	c [4]uint8 // straight (non-premultiplied) RGBA
	n int
}

// paletted turns a premultiplied picture into an 8-bit paletted one: its
// exact colours when they fit, else a median cut of them. Every step sorts
// with full tie-breaks, so the result is the same on every run.
func paletted(src *image.RGBA) *image.Paletted {
	counts := map[[4]uint8]int{}
	px := make([][4]uint8, 0, len(src.Pix)/4)
	for i := 0; i < len(src.Pix); i += 4 {
		c := color.NRGBAModel.Convert(color.RGBA{src.Pix[i], src.Pix[i+1], src.Pix[i+2], src.Pix[i+3]}).(color.NRGBA)
		k := [4]uint8{c.R, c.G, c.B, c.A}
		if c.A == 0 {
			k = [4]uint8{}
		}
		px = append(px, k)
		if k[3] != 0 {
			counts[k]++
		}
	}
	all := make(bucket, 0, len(counts))
	for c, n := range counts {
		all = append(all, colourCount{c, n})
	}
	slices.SortFunc(all, func(a, b colourCount) int { return compareColour(a.c, b.c) })

	buckets := []bucket{all}
	for len(buckets) < maxColours-1 {
		i, ch := widest(buckets)
		if i < 0 {
			break
		}
		lo, hi := buckets[i].split(ch)
		buckets[i] = lo
		buckets = append(buckets, hi)
	}
	pal := color.Palette{color.NRGBA{}}
	index := map[[4]uint8]uint8{{}: 0}
	for _, b := range buckets {
		if len(b) == 0 {
			continue
		}
		pal = append(pal, b.mean())
		for _, cc := range b {
			index[cc.c] = uint8(len(pal) - 1)
		}
	}
	dst := image.NewPaletted(src.Rect, pal)
	for i, k := range px {
		dst.Pix[i] = index[k]
	}
	return dst
}

func compareColour(a, b [4]uint8) int {
	for i := range a {
		if c := cmp.Compare(a[i], b[i]); c != 0 {
			return c
		}
	}
	return 0
}

// widest returns the bucket to split next, the one with the widest
// channel range, and that channel; -1 when none can be split.
func widest(bs []bucket) (int, int) {
	best, bestCh, bestW := -1, 0, 0
	for i, b := range bs {
		if len(b) < 2 {
			continue
		}
		for ch := range 4 {
			lo, hi := 255, 0
			for _, cc := range b {
				lo, hi = min(lo, int(cc.c[ch])), max(hi, int(cc.c[ch]))
			}
			if w := hi - lo; w > bestW {
				best, bestCh, bestW = i, ch, w
			}
		}
	}
	return best, bestCh
}

// split cuts a bucket at the pixel-weighted median of a channel.
func (b bucket) split(ch int) (bucket, bucket) {
	s := slices.Clone(b)
	slices.SortFunc(s, func(x, y colourCount) int {
		if c := cmp.Compare(x.c[ch], y.c[ch]); c != 0 {
			return c
		}
		return compareColour(x.c, y.c)
	})
	total := 0
	for _, cc := range s {
		total += cc.n
	}
	at, run := 1, 0
	for i, cc := range s[:len(s)-1] {
		run += cc.n
		at = i + 1
		if 2*run >= total {
			break
		}
	}
	return s[:at], s[at:]
}

// mean is the pixel-weighted average colour of a bucket.
func (b bucket) mean() color.NRGBA {
	var sum [4]int
	n := 0
	for _, cc := range b {
		for i := range sum {
			sum[i] += int(cc.c[i]) * cc.n
		}
		n += cc.n
	}
	return color.NRGBA{uint8((sum[0] + n/2) / n), uint8((sum[1] + n/2) / n), uint8((sum[2] + n/2) / n), uint8((sum[3] + n/2) / n)}
}
