package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// bigGraph writes a graph of n nodes: a chain of light attacks, each on
// the shipped AM_Attack_Light montage, every one reached from the one
// before and from ROOT by a dodge.
func bigGraph(n int) []byte {
	var b bytes.Buffer
	b.WriteString(`{"name": "AG_Big", "nodes": [`)
	for i := range n {
		if i > 0 {
			b.WriteString(",\n")
		}
		fmt.Fprintf(&b, `{"name": "N%d", "payload": {"type": "playMontage", "montage": "AM_Attack_Light"}}`, i)
	}
	b.WriteString("],\n\"transitions\": [")
	b.WriteString(`{"from": "ROOT", "to": "N0", "firesOn": "inputPressed", "inputTag": "UPC.Input.LightAttack"}`)
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, ",\n{\"from\": \"N%d\", \"to\": \"N%d\", \"firesOn\": \"inputPressed\", \"inputTag\": \"UPC.Input.LightAttack\"}", i-1, i)
	}
	b.WriteString("]}\n")
	return b.Bytes()
}

// BenchmarkCheckBigGraph runs check on a graph file of 100,000 nodes and
// as many transitions (about 17 MB? see the bytes/op): the time must grow
// with the file's size, not its square (the README quotes it).
func BenchmarkCheckBigGraph(b *testing.B) {
	file := filepath.Join(b.TempDir(), "big.json")
	data := bigGraph(100_000)
	if err := os.WriteFile(file, data, 0o644); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		var errOut bytes.Buffer
		if code := check([]string{file}, io.Discard, &errOut); code != 0 {
			b.Fatalf("check exit %d: %s", code, errOut.String())
		}
	}
}
