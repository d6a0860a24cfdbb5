package world

import (
	"os"
	"strings"
	"testing"
)

// TestSeatsFile reads the shipped seats file, and broken copies whose
// errors must name the file, the line and the JSON path.
func TestSeatsFile(t *testing.T) {
	shipped, err := os.ReadFile("../../assets/players.json")
	if err != nil {
		t.Fatal(err)
	}
	s := string(shipped)
	tests := []struct {
		name, data string
		want       string // "" parses
	}{
		{"shipped", s, ""},
		{"a seat short", strings.Replace(s, `,
    {"color": "#e8e8ec"}`, ``, 1), `players.json:3: seats: want 4 seats`},
		{"not a colour", strings.Replace(s, `"#ff69b4"`, `"pink"`, 1), `players.json:5: seats[1].color: "pink": want a colour "#rrggbb"`},
		{"no colour", strings.Replace(s, `{"color": "#26cdbe"}`, `{}`, 1), `seats[2].color: missing`},
		{"unknown key", strings.Replace(s, `{"color": "#4280f0"}`, `{"colour": "#4280f0"}`, 1), `players.json:4: seats[0].colour: unknown key`},
		{"wrong type", strings.Replace(s, `"#4280f0"`, `4280`, 1), `seats[0].color: want a string, have a number`},
		{"no seats", `{"description": "x"}`, `players.json:1: seats: missing`},
		{"not JSON", `{"seats": [`, `players.json:`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			seats, err := ParseSeats("players.json", []byte(tt.data))
			switch {
			case tt.want == "" && err != nil:
				t.Fatalf("have %v, want none", err)
			case tt.want == "" && len(seats) != MaxPlayers:
				t.Fatalf("have %d seats, want %d", len(seats), MaxPlayers)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), "players.json:")):
				t.Fatalf("have %v, want an error starting players.json: holding %q", err, tt.want)
			}
		})
	}
	if have := testAssets(t).Seats; len(have) != MaxPlayers || have[0].Color != "#4280f0" {
		t.Errorf("LoadAssets: seats %v, want %d with the hero's blue first", have, MaxPlayers)
	}
}
