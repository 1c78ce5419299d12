package proxyfrom

// Value is the list as a setting (flag or environment variable), bound
// to a string: Set refuses a list that does not parse.
type Value struct{ P *string }

// String returns the list as set.
func (v Value) String() string {
	if v.P == nil {
		return ""
	}
	return *v.P
}

// Set checks s and stores it.
func (v Value) Set(s string) error {
	if _, err := Parse(s); err != nil {
		return err
	}
	*v.P = s
	return nil
}
