// Package botfleet flies bot players in co-op matches of a server over
// real WebSockets, each a player's machine as the game runs one
// (netplay.Machine: the prediction, the mirror world) with one of
// game/bot's pilots at its controls, 60 ticks a second: for load tests
// (cmd/coopbots) and the benchmark of the whole server process
// (cmd/server's BenchmarkServerProcess).
package botfleet

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/upc-demo/actiongraph-game/game/bot"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/netplay"
)

// Config says what to fly.
type Config struct {
	// Server is the server's base URL, http://host:port.
	Server string
	// Codes are matches to join; when empty, Matches matches of Players
	// players are made (POST /match).
	Codes            []string
	Matches, Players int
	// Pilot is a game/bot strategy: skilled, masher or idle.
	Pilot  string
	Seed   uint64
	Assets *world.Assets
}

var (
	errPilot  = errors.New("botfleet: no such pilot")
	errConfig = errors.New("botfleet: want codes, or matches and players")
)

// Report is what the bots' machines counted.
type Report struct {
	Machines                   int
	Claims, Confirmed, Refused int
	// RefusedBy counts the refusals by netplay.Cause's name.
	RefusedBy map[string]int
	// Dropped counts machines whose connection ended before the fleet
	// stopped, and Errors says why.
	Dropped int
	Errors  []string
}

// Fly makes or joins the matches and flies every bot until ctx ends, then
// reports. Each bot dials, says hello and flies in a goroutine of its own.
func Fly(ctx context.Context, cfg Config) (Report, error) {
	if bot.New(cfg.Pilot, 1) == nil {
		return Report{}, fmt.Errorf("%w %q (want %s)", errPilot, cfg.Pilot, strings.Join(bot.Strategies, ", "))
	}
	codes := cfg.Codes
	players := cfg.Players
	if len(codes) == 0 {
		if cfg.Matches <= 0 || cfg.Players <= 0 {
			return Report{}, errConfig
		}
		for range cfg.Matches {
			code, err := MakeMatch(ctx, cfg.Server, cfg.Players)
			if err != nil {
				return Report{}, err
			}
			codes = append(codes, code)
		}
	}
	if players <= 0 {
		players = 1
	}
	ws := "ws" + strings.TrimPrefix(cfg.Server, "http") + "/ws"
	var (
		mu  sync.Mutex
		rep = Report{RefusedBy: map[string]int{}}
		wg  sync.WaitGroup
		// joining bounds the bots dialing and saying hello at once: a
		// server lets few connections from one address wait for their
		// welcome (netplay's hello limits), as players join one by one.
		joining = make(chan struct{}, maxJoining)
	)
	n := 0
	for _, code := range codes {
		for range players {
			n++
			seed, name := cfg.Seed+uint64(n), fmt.Sprintf("bot %d", n)
			wg.Add(1)
			go func() {
				defer wg.Done()
				st, err := flyOne(ctx, ws, code, name, cfg, seed, joining)
				mu.Lock()
				defer mu.Unlock()
				rep.Machines++
				rep.Claims += st.Claims
				rep.Confirmed += st.Confirmed
				rep.Refused += st.Rejected
				for c, k := range st.RejectedBy {
					if k > 0 {
						rep.RefusedBy[netplay.Cause(c).String()] += k
					}
				}
				if err != nil {
					rep.Dropped++
					rep.Errors = append(rep.Errors, err.Error())
				}
			}()
		}
	}
	wg.Wait()
	return rep, nil
}

// maxJoining is how many bots of a fleet dial and wait for their welcome
// at once.
const maxJoining = 4

// flyOne flies one bot until ctx ends or its connection does: it takes a
// place in joining to dial, and gives it back once seated.
func flyOne(ctx context.Context, ws, code, name string, cfg Config, seed uint64, joining chan struct{}) (netplay.ClientStats, error) {
	select {
	case joining <- struct{}{}:
	case <-ctx.Done():
		return netplay.ClientStats{}, nil
	}
	held := true
	defer func() {
		if held {
			<-joining
		}
	}()
	dial, cancel := context.WithTimeout(ctx, 10*time.Second)
	conn, err := netplay.Dial(dial, ws)
	cancel()
	if err != nil {
		return netplay.ClientStats{}, err
	}
	defer conn.Close()
	m, err := netplay.NewMachine(conn, cfg.Assets, code, name, netplay.Token{})
	if err != nil {
		return netplay.ClientStats{}, err
	}
	p := bot.New(cfg.Pilot, seed)
	t := time.NewTicker(time.Second / 60)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return m.Client.Stats, nil
		case <-t.C:
		}
		if err := m.Fly(p); err != nil {
			return m.Client.Stats, err
		}
		if _, _, seated := m.Client.Player(); seated && held {
			<-joining
			held = false
		}
	}
}

// MakeMatch asks a server for a match of players and returns its code.
func MakeMatch(ctx context.Context, server string, players int) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, fmt.Sprintf("%s/match?players=%d", server, players), nil)
	if err != nil {
		return "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("botfleet: POST /match: %s", resp.Status)
	}
	var made struct{ Code string }
	if err := json.NewDecoder(resp.Body).Decode(&made); err != nil {
		return "", fmt.Errorf("botfleet: POST /match: %w", err)
	}
	return made.Code, nil
}
