package cli

import "os"

// reserveFile creates path, empty, unless it exists (or its folder does
// not): the file a long job will write is checked, and kept from others,
// before the job starts.
func reserveFile(path string) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	return f.Close()
}
