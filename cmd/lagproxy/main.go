// Command lagproxy forwards TCP connections to a server late, both ways,
// to try the game (or a test) at a distance from the server on one
// machine: a co-op server on 127.0.0.1:7777 is reached through
// 127.0.0.1:7778 as if it were 50 ms away, give or take 10 ms.
//
// Usage:
//
//	lagproxy [-listen HOST:PORT] [-to HOST:PORT] [-latency 50ms] [-jitter 10ms]
//
// It prints the address it listens on and runs until interrupted.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/upc-demo/actiongraph-game/internal/lagproxy"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		slog.Error("lagproxy", slog.Any("err", err))
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("lagproxy", flag.ContinueOnError)
	listen := fs.String("listen", "127.0.0.1:7778", "where to listen")
	to := fs.String("to", "127.0.0.1:7777", "the server to forward to")
	latency := fs.Duration("latency", 50e6, "how late each way")
	jitter := fs.Duration("jitter", 10e6, "give or take, each way")
	if err := fs.Parse(args); err != nil {
		return err
	}
	p, err := lagproxy.New(*listen, *to, *latency, *jitter)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "forwarding %s to %s, %v ± %v each way\n", p.Addr(), *to, *latency, *jitter)
	errc := make(chan error, 1)
	go func() { errc <- p.Serve() }()
	select {
	case <-ctx.Done():
		return p.Close()
	case err := <-errc:
		p.Close()
		return err
	}
}
