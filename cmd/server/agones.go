package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"time"
)

// agones speaks the Agones SDK's local HTTP interface, the REST gateway
// of the SDK server beside the game server in its pod: POST /ready,
// /health and /shutdown, each with the body {} as JSON. It is what the
// Agones Go SDK does over gRPC, without its module tree.
type agones struct {
	base   string
	client *http.Client
	log    *slog.Logger
}

// agonesRetry is how long, and how often, Ready is tried: the SDK server
// may start after the game server.
const (
	agonesRetryFor   = 30 * time.Second
	agonesRetryEvery = 500 * time.Millisecond
)

// newAgones speaks to the SDK server at base (http://localhost:9358).
func newAgones(base string, log *slog.Logger) *agones {
	return &agones{base: strings.TrimSuffix(base, "/"), client: &http.Client{Timeout: 2 * time.Second}, log: log}
}

// call posts {} to one of the SDK's paths.
func (a *agones) call(ctx context.Context, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, a.base+path, strings.NewReader("{}"))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := a.client.Do(req)
	if err != nil {
		return fmt.Errorf("agones %s: %w", path, err)
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 4096))
	resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("agones %s: %s", path, resp.Status)
	}
	return nil
}

// ready tells Agones the game server takes players, trying again for up
// to agonesRetryFor.
func (a *agones) ready(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, agonesRetryFor)
	defer cancel()
	for {
		err := a.call(ctx, "/ready")
		if err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(agonesRetryEvery):
		}
	}
}

// pingHealth sends a health ping every period while healthy says so,
// until ctx ends: a stuck server stops the pings, and Agones marks it
// Unhealthy.
func (a *agones) pingHealth(ctx context.Context, every time.Duration, healthy func() bool) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if healthy() {
			if err := a.call(ctx, "/health"); err != nil && ctx.Err() == nil {
				a.log.Warn("agones health", "error", err)
			}
		} else {
			a.log.Warn("agones health: not pinging, a match is stuck")
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// shutdown tells Agones the game server is done.
func (a *agones) shutdown(ctx context.Context) error { return a.call(ctx, "/shutdown") }
