package prefs

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"time"
)

// DirEnv names the environment variable that, when set, replaces the
// config directory (for tests, portable installs and servers).
const DirEnv = "FETAIX_CONFIG_DIR"

// Dir returns the directory holding the settings and statistics:
// $FETAIX_CONFIG_DIR, or os.UserConfigDir()/fetaix (on Linux
// ~/.config/fetaix, on macOS ~/Library/Application Support/fetaix, on
// Windows %AppData%\fetaix). It does not create it.
func Dir() (string, error) {
	if d := os.Getenv(DirEnv); d != "" {
		return d, nil
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no config directory: %w", err)
	}
	return filepath.Join(base, "fetaix"), nil
}

// SettingsFile and StatsFile are the file names inside Dir().
const (
	SettingsFile = "settings"
	StatsFile    = "stats"
)

// SettingsPath returns Dir()/settings.
func SettingsPath() (string, error) { return inDir(SettingsFile) }

// StatsPath returns Dir()/stats.
func StatsPath() (string, error) { return inDir(StatsFile) }

func inDir(name string) (string, error) {
	d, err := Dir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, name), nil
}

// DataDir returns the directory where saved games go by default:
// $XDG_DATA_HOME/fetaix or ~/.local/share/fetaix on Unix, the config
// directory's parent conventions elsewhere (~/Library/Application
// Support/fetaix on macOS, %LocalAppData%\fetaix on Windows). It does not
// create it.
func DataDir() (string, error) {
	switch runtime.GOOS {
	case "windows":
		if d := os.Getenv("LocalAppData"); d != "" {
			return filepath.Join(d, "fetaix"), nil
		}
	case "darwin", "ios":
		return inDir("") // no separate data dir: Application Support
	default:
		if d := os.Getenv("XDG_DATA_HOME"); d != "" && filepath.IsAbs(d) {
			return filepath.Join(d, "fetaix"), nil
		}
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("no home directory for saved games: %w", err)
	}
	if runtime.GOOS == "windows" {
		return filepath.Join(home, "AppData", "Local", "fetaix"), nil
	}
	return filepath.Join(home, ".local", "share", "fetaix"), nil
}

// DefaultGamePath returns a new file name for a game saved at t in
// DataDir(), e.g. ~/.local/share/fetaix/fetaix-2026-11-29-1415.pdn. The
// caller creates the directory (os.MkdirAll) and saves with
// pdnfile.Save, which refuses to overwrite.
func DefaultGamePath(t time.Time) (string, error) {
	d, err := DataDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, "fetaix-"+t.Format("2006-01-02-1504")+".pdn"), nil
}
