package i18n

import "fmt"

// errorf makes the package's errors (texts.go holds their wording).
func errorf(format string, args ...any) error { return fmt.Errorf(format, args...) }
