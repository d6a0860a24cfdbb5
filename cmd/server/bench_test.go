//go:build linux

package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/upc-demo/actiongraph-game/assets"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/internal/botfleet"
)

// The whole-process benchmark's load: matches of four bots, flown for a
// warm-up and then a measured window.
const (
	benchMatches = 10
	benchPlayers = 4
	benchWarm    = 5 * time.Second
	benchWindow  = 20 * time.Second
)

// BenchmarkServerProcess measures what a match costs the whole server
// process, transport included: it builds cmd/server and runs it on
// loopback, makes benchMatches matches and flies four bots on each over
// real WebSockets (botfleet: each a player's machine with the skilled
// autopilot, 60 ticks a second), then reads the server process's CPU
// time (/proc/PID/stat) and bytes written (/proc/PID/io) over
// benchWindow. It reports matches per core (the matches one core would
// hold at that cost), CPU µs per match-tick and KB/s sent per player. The
// bots run in this process, so their CPU is not the server's. One run;
// b.N is ignored (use -benchtime 1x).
//
//	go test -run '^$' -bench ServerProcess -benchtime 1x ./cmd/server
func BenchmarkServerProcess(b *testing.B) {
	bin := filepath.Join(b.TempDir(), "server")
	build := exec.Command("go", "build", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	srv := exec.CommandContext(ctx, bin, "-addr", "127.0.0.1:0", "-create-burst", "100")
	out, err := srv.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	srv.Stderr = nil
	if err := srv.Start(); err != nil {
		b.Fatal(err)
	}
	defer func() { _ = srv.Process.Kill(); _ = srv.Wait() }()
	lines := bufio.NewScanner(out)
	addr := ""
	for addr == "" && lines.Scan() {
		if f := strings.Fields(lines.Text()); len(f) >= 4 && f[0] == "serving" && f[1] == "matches" {
			addr = strings.TrimSuffix(strings.TrimPrefix(f[3], "ws://"), "/ws")
		}
	}
	if addr == "" {
		b.Fatal("the server printed no address")
	}
	a, err := world.LoadAssets(assets.FS)
	if err != nil {
		b.Fatal(err)
	}
	fly, stop := context.WithTimeout(ctx, benchWarm+benchWindow+2*time.Second)
	defer stop()
	reports := make(chan botfleet.Report, 1)
	go func() {
		rep, err := botfleet.Fly(fly, botfleet.Config{Server: "http://" + addr, Matches: benchMatches, Players: benchPlayers, Pilot: "skilled", Seed: 1, Assets: a})
		if err != nil {
			b.Error(err)
		}
		reports <- rep
	}()
	time.Sleep(benchWarm)
	pid := srv.Process.Pid
	cpu0, sent0 := processCPU(b, pid), processWritten(b, pid)
	start := time.Now()
	time.Sleep(benchWindow)
	cpu1, sent1 := processCPU(b, pid), processWritten(b, pid)
	wall := time.Since(start)
	rep := <-reports
	if rep.Dropped > 0 || rep.Machines != benchMatches*benchPlayers {
		b.Logf("bots: %d of %d flew to the end; %v", rep.Machines-rep.Dropped, benchMatches*benchPlayers, rep.Errors)
	}
	share := float64(cpu1-cpu0) / float64(wall) // cores the server used
	perMatch := share / benchMatches
	b.ReportMetric(1/perMatch, "matches/core")
	b.ReportMetric(float64((cpu1-cpu0)/time.Microsecond)/(wall.Seconds()*60*benchMatches), "cpu-µs/match-tick")
	b.ReportMetric(float64(sent1-sent0)/1024/wall.Seconds()/(benchMatches*benchPlayers), "KB/s/player")
	b.Logf("%d matches of %d bots: the server used %.3f cores over %v (%.2f%% of a core a match); %d moves claimed, %d refused %v",
		benchMatches, benchPlayers, share, wall.Round(time.Millisecond), 100*perMatch, rep.Claims, rep.Refused, rep.RefusedBy)
}

// processCPU reads a process's CPU time so far, user and system:
// /proc/PID/stat's utime and stime, in clock ticks of 1/100 s (Linux's
// USER_HZ on every architecture Go runs it on).
func processCPU(b *testing.B, pid int) time.Duration {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		b.Fatal(err)
	}
	// The command's name, in parentheses, may hold spaces: count from after it.
	s := string(data)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	utime, err1 := strconv.ParseInt(f[11], 10, 64)
	stime, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		b.Fatalf("/proc/%d/stat: %q", pid, s)
	}
	return time.Duration(utime+stime) * time.Second / 100
}

// processWritten reads the bytes a process has written so far, sockets
// included (/proc/PID/io's wchar).
func processWritten(b *testing.B, pid int) int64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/io", pid))
	if err != nil {
		b.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(line, "wchar: "); ok {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil {
				b.Fatal(err)
			}
			return n
		}
	}
	b.Fatal("no wchar in /proc/PID/io")
	return 0
}
