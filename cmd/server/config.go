package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"strings"
	"time"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/netplay"
)

// config is what the flags say.
type config struct {
	listen       string
	origins      []string
	players      int
	web          string
	maxMatches   int
	unjoined     time.Duration
	debug        bool
	trustProxy   bool
	limits       netplay.Limits
	once         bool
	agones       string // the Agones SDK's HTTP base URL; "" for none
	agonesHealth time.Duration
}

var (
	errOnce      = errors.New("server: -once needs -match N: the one match it runs")
	errAgonesEnv = errors.New("server: -agones-env: AGONES_SDK_HTTP_PORT is not set")
)

// parse reads the flags.
func parse(args []string, stderr io.Writer) (config, error) {
	fs := flag.NewFlagSet("server", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c config
	d := netplay.DefaultLimits
	addr := fs.String("addr", "127.0.0.1:7777", "where to listen")
	lan := fs.Bool("lan", false, "listen on every address (the local network), on -addr's port")
	origins := fs.String("origin", "", "comma-separated origin patterns of pages served elsewhere that may join")
	fs.IntVar(&c.players, "match", 0, "make a match of this many players at start and print its code")
	fs.StringVar(&c.web, "web", "", "also serve the browser build from this `folder` (make web's web/), so pages join from the server's own origin")
	fs.IntVar(&c.maxMatches, "max-matches", netplay.DefaultMaxMatches, "the most matches run at once; POST /match past it answers 503")
	fs.DurationVar(&c.unjoined, "unjoined", netplay.DefaultUnjoinedSeconds*time.Second, "remove a match nobody has joined after this long")
	fs.BoolVar(&c.debug, "debug", false, "let players' UPC.Debug.Net.* console commands act (never on a public server)")
	fs.BoolVar(&c.trustProxy, "trust-proxy", false, "count clients by the last X-Forwarded-For entry (behind a proxy that sets it), not the TCP peer")
	fs.Float64Var(&c.limits.CreatesPerMinute, "create-rate", d.CreatesPerMinute, "match creations an address may make a minute, after -create-burst")
	fs.IntVar(&c.limits.CreateBurst, "create-burst", d.CreateBurst, "match creations an address may make at once")
	fs.Float64Var(&c.limits.FailedJoinsPerMinute, "join-fail-rate", d.FailedJoinsPerMinute, "failed joins an address may make a minute, after -join-fail-burst")
	fs.IntVar(&c.limits.FailedJoinBurst, "join-fail-burst", d.FailedJoinBurst, "failed joins (unknown code, bad token, full match) an address may make at once")
	fs.IntVar(&c.limits.Addresses, "limit-addrs", d.Addresses, "addresses each limit remembers (a bounded table)")
	fs.BoolVar(&c.once, "once", false, "run the one match -match makes, and exit 0 when it ends (a process per match, as on Agones)")
	fs.StringVar(&c.agones, "agones", "", "the Agones SDK's local HTTP `URL` (http://localhost:9358): Ready once listening, Health while every match ticks, Shutdown when the -once match ends")
	agonesEnv := fs.Bool("agones-env", false, "as -agones, at http://localhost:$AGONES_SDK_HTTP_PORT (the port Agones gives the game server)")
	fs.DurationVar(&c.agonesHealth, "agones-health", 2*time.Second, "how often to send Agones a health ping while every match ticks")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	c.listen = *addr
	if *lan {
		_, port, err := net.SplitHostPort(*addr)
		if err != nil {
			return c, err
		}
		c.listen = net.JoinHostPort("", port)
	}
	if *origins != "" {
		c.origins = strings.Split(*origins, ",")
	}
	if c.once && c.players < 1 {
		return c, errOnce
	}
	if *agonesEnv {
		port := os.Getenv("AGONES_SDK_HTTP_PORT")
		if port == "" {
			return c, errAgonesEnv
		}
		c.agones = "http://localhost:" + port
	}
	if c.maxMatches < 1 || c.agonesHealth <= 0 || c.unjoined <= 0 {
		return c, fmt.Errorf("server: -max-matches, -unjoined and -agones-health must be above 0")
	}
	return c, nil
}

// unjoinedTicks is -unjoined in server ticks.
func (c config) unjoinedTicks() ag.Ticks { return max(1, ag.Ticks(c.unjoined*ag.TickRate/time.Second)) }
