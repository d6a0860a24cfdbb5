// Command fused multiplies and adds in one expression, which arm64 fuses:
// the guard's own test checks that the guard sees it.
package main

import (
	"fmt"
	"os"
	"strconv"
)

func main() {
	x, _ := strconv.ParseFloat(os.Args[1], 64)
	fmt.Println(x*3.5 + 1.25)
}
