package server

import (
	"fmt"
	"io"
	"log/slog"
	"strings"
)

// The server's log is one line per event, in slog's text (key=value) or
// JSON form, at the level Config.LogLevel asks for.

// logFormats are the values of Config.LogFormat.
var logFormats = []string{"text", "json"}

// logLevelNames are the values of Config.LogLevel.
var logLevelNames = []string{"debug", "info", "warn", "error"}

// The defaults of Config.LogFormat and Config.LogLevel.
const (
	DefaultLogFormat = "text"
	DefaultLogLevel  = "info"
)

// logLevels are the levels of logLevelNames.
var logLevels = map[string]slog.Level{"debug": slog.LevelDebug, "info": slog.LevelInfo,
	"warn": slog.LevelWarn, "error": slog.LevelError}

// NewLogger returns a logger writing to w in format ("text" or "json")
// the lines at level (logLevelNames) and above; "" is the default of
// each.
func NewLogger(w io.Writer, format, level string) (*slog.Logger, error) {
	f, l := choice{&format, DefaultLogFormat, logFormats}, choice{&level, DefaultLogLevel, logLevelNames}
	if err := f.fill(); err != nil {
		return nil, &SettingError{Name: "log-format", Err: err}
	}
	if err := l.fill(); err != nil {
		return nil, &SettingError{Name: "log-level", Err: err}
	}
	opts := &slog.HandlerOptions{Level: logLevels[level]}
	if format == "json" {
		return slog.New(slog.NewJSONHandler(w, opts)), nil
	}
	return slog.New(slog.NewTextHandler(w, opts)), nil
}

// choice is a setting bound to a string field that takes one of a few
// values, def when empty.
type choice struct {
	p    *string
	def  string
	from []string
}

func (c *choice) String() string {
	if c.p == nil {
		return ""
	}
	return *c.p
}

// Set stores s if it is one of the values.
func (c *choice) Set(s string) error {
	if err := c.check(s); err != nil {
		return err
	}
	*c.p = s
	return nil
}

// check refuses s if it is not one of the values.
func (c *choice) check(s string) error {
	for _, v := range c.from {
		if s == v {
			return nil
		}
	}
	return fmt.Errorf("want one of %s, got %q", strings.Join(c.from, ", "), s)
}

// fill puts the default into an empty field and checks the field.
func (c *choice) fill() error {
	if *c.p == "" {
		*c.p = c.def
	}
	return c.check(*c.p)
}
