package main

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"strings"
)

// App and Version fill the export's meta: the sheets keep Aseprite's layout
// but say which program wrote them.
const (
	App     = "github.com/upc-demo/actiongraph-game/cmd/assetgen"
	Version = "1"
)

// Slice and tag colours, as Aseprite writes them (#rrggbbaa).
const (
	hitboxColor  = "#ff004dff"
	hurtboxColor = "#00e436ff"
)

func tagColor(name string) string {
	switch {
	case strings.HasPrefix(name, "window:"):
		return "#ffec27ff"
	case strings.HasPrefix(name, "trace:"):
		return "#ff004dff"
	case strings.HasPrefix(name, "notify:"):
		return "#29adffff"
	}
	return "#000000ff"
}

// sheet is a move drawn: the picture and its boxes.
type sheet struct {
	m       move
	img     *image.RGBA
	hurtbox box
	hitbox  []sliceKey // keyed on every trace frame
}

type sliceKey struct {
	frame int
	b     box
}

// render draws every frame of a move side by side and measures its boxes.
func render(m move) sheet {
	img := image.NewRGBA(image.Rect(0, 0, frameSize*len(m.keys), frameSize))
	s := sheet{m: m, img: img}
	for i, kf := range m.keys {
		r := newRig(m.lk, m.w, kf.p)
		cv := &canvas{img: img, clip: image.Rect(i*frameSize, 0, (i+1)*frameSize, frameSize), org: vec{float64(i * frameSize), 0}}
		(&painter{cv: cv, lk: m.lk, w: m.w, p: kf.p, r: r}).draw()
		if i == 0 {
			s.hurtbox = r.hurtbox()
		}
		if m.hasTrace(i) {
			s.hitbox = append(s.hitbox, sliceKey{i, r.hitbox(m.strike)})
		}
	}
	return s
}

// encodePNG writes the sheet's picture.
func (s sheet) encodePNG() ([]byte, error) {
	var b bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&b, paletted(s.img)); err != nil {
		return nil, fmt.Errorf("%s.png: %w", s.m.name, err)
	}
	return b.Bytes(), nil
}

// encodeJSON writes the sheet's data byte for byte in the layout of
// Aseprite's "JSON array" export with "Tags" and "Slices" listed.
func (s sheet) encodeJSON() []byte {
	var b strings.Builder
	name := s.m.name
	b.WriteString("{ \"frames\": [\n")
	for i, kf := range s.m.keys {
		fmt.Fprintf(&b, "   {\n    \"filename\": %q,\n", fmt.Sprintf("%s %d.aseprite", name, i))
		fmt.Fprintf(&b, "    \"frame\": { \"x\": %d, \"y\": 0, \"w\": %d, \"h\": %d },\n", i*frameSize, frameSize, frameSize)
		b.WriteString("    \"rotated\": false,\n    \"trimmed\": false,\n")
		fmt.Fprintf(&b, "    \"spriteSourceSize\": { \"x\": 0, \"y\": 0, \"w\": %d, \"h\": %d },\n", frameSize, frameSize)
		fmt.Fprintf(&b, "    \"sourceSize\": { \"w\": %d, \"h\": %d },\n", frameSize, frameSize)
		fmt.Fprintf(&b, "    \"duration\": %d\n   }", kf.ms)
		if i+1 < len(s.m.keys) {
			b.WriteString(",")
		}
		b.WriteString("\n")
	}
	b.WriteString(" ],\n \"meta\": {\n")
	fmt.Fprintf(&b, "  \"app\": %q,\n  \"version\": %q,\n  \"image\": %q,\n", App, Version, name+".png")
	fmt.Fprintf(&b, "  \"format\": \"RGBA8888\",\n  \"size\": { \"w\": %d, \"h\": %d },\n  \"scale\": \"1\"", s.img.Rect.Dx(), s.img.Rect.Dy())
	b.WriteString(",\n  \"frameTags\": [")
	for i, t := range s.m.tags {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, "\n   { \"name\": %q, \"from\": %d, \"to\": %d, \"direction\": \"forward\", \"color\": %q }", t.name, t.from, t.to, tagColor(t.name))
	}
	b.WriteString("\n  ],\n  \"layers\": [\n  ],\n  \"slices\": [")
	writeSlice(&b, "hurtbox", hurtboxColor, []sliceKey{{0, s.hurtbox}})
	if len(s.hitbox) > 0 {
		b.WriteString(",")
		writeSlice(&b, "hitbox", hitboxColor, s.hitbox)
	}
	b.WriteString("\n  ]\n }\n}\n")
	return []byte(b.String())
}

func writeSlice(b *strings.Builder, name, color string, keys []sliceKey) {
	fmt.Fprintf(b, "\n   { \"name\": %q, \"color\": %q, \"keys\": [", name, color)
	for i, k := range keys {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(b, "{ \"frame\": %d, \"bounds\": {\"x\": %d, \"y\": %d, \"w\": %d, \"h\": %d } }", k.frame, k.b.X, k.b.Y, k.b.W, k.b.H)
	}
	b.WriteString("] }")
}
