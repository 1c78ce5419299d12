package server

import (
	"reflect"
	"testing"
	"time"
)

// TestRoomConfigTakesEveryField: the rooms' configuration built from the
// server's carries each of its fields, none left at zero, and what it
// says reaches the hub.
func TestRoomConfigTakesEveryField(t *testing.T) {
	t.Parallel()
	cfg, err := Config{DataDir: t.TempDir()}.withDefaults()
	if err != nil {
		t.Fatal(err)
	}
	quickRetries(&cfg)
	rc := cfg.rooms()
	v := reflect.ValueOf(rc)
	for i := range v.NumField() {
		if v.Field(i).IsZero() {
			t.Errorf("roomConfig.%s is zero: Config.rooms does not fill it in", v.Type().Field(i).Name)
		}
	}
	cfg.Grace, cfg.MaxRatedPerDay = 7*time.Second, 3
	h := newHubFor(cfg.rooms())
	if h.Grace() != 7*time.Second || h.fair.maxPerDay != 3 {
		t.Fatalf("the hub keeps seats for %v and allows %d rated games a day, want 7s and 3", h.Grace(), h.fair.maxPerDay)
	}
}
