package protocol

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"
)

// A request's arguments are decoded into a command's args struct: each field has
// a json tag naming it and a "want" tag saying, for error messages and the help,
// what value it takes.

// parseRequest splits a request line into its command name and its fields.
func parseRequest(line []byte) (string, map[string]json.RawMessage, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(line, &fields); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return "", nil, fmt.Errorf(`a request must be a JSON object like {"cmd":"legal"}, not %s`, kindOf(line))
		}
		return "", nil, fmt.Errorf(`malformed JSON: %s (a request is one JSON object on a line, like {"cmd":"legal"})`, jsonProblem(err))
	}
	if fields == nil {
		return "", nil, fmt.Errorf(`a request must be a JSON object like {"cmd":"legal"}, not null`)
	}
	raw, ok := fields["cmd"]
	if !ok {
		return "", nil, fmt.Errorf(`missing "cmd": a request names its command, like {"cmd":"legal"}`)
	}
	var name string
	if err := json.Unmarshal(raw, &name); err != nil {
		return "", nil, fmt.Errorf(`"cmd" must be a string naming a command, not %s`, kindOf(raw))
	}
	delete(fields, "cmd")
	return name, fields, nil
}

// jsonProblem words a JSON syntax error.
func jsonProblem(err error) string {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Sprintf("%s at byte %d", strings.TrimPrefix(se.Error(), "json: "), se.Offset)
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}

// kindOf names a JSON value's kind and shows it, shortened: `a string "abc"`.
func kindOf(raw []byte) string {
	s := strings.TrimSpace(string(raw))
	show := s
	if len(show) > 40 {
		show = show[:37] + "..."
	}
	switch {
	case s == "null":
		return "null"
	case s == "true" || s == "false":
		return "the boolean " + s
	case strings.HasPrefix(s, `"`):
		return "the string " + show
	case strings.HasPrefix(s, "["):
		return "an array " + show
	case strings.HasPrefix(s, "{"):
		return "an object " + show
	}
	return "the number " + show
}

// argField is one field of an args struct.
type argField struct {
	name  string // the JSON name
	want  string // what it takes, for people
	index int    // the struct field
}

// argFields lists the fields of an args struct type, in order.
func argFields(t reflect.Type) []argField {
	if t == nil {
		return nil
	}
	var out []argField
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "" || name == "-" {
			continue
		}
		out = append(out, argField{name: name, want: f.Tag.Get("want"), index: i})
	}
	return out
}

// decodeArgs fills args (a pointer to an args struct, or nil for a command
// without arguments) from a request's fields, with a precise error for an unknown
// field or a value of the wrong type. A null value counts as absent.
func decodeArgs(cmd string, fields map[string]json.RawMessage, args any) error {
	var t reflect.Type
	var v reflect.Value
	if args != nil {
		v = reflect.ValueOf(args).Elem()
		t = v.Type()
	}
	known := argFields(t)
	if err := checkFields(cmd, fields, known); err != nil {
		return err
	}
	for _, f := range known {
		if _, err := (jsonArgs{fields, known}).Get(f.name, v.Field(f.index).Addr().Interface()); err != nil {
			return err
		}
	}
	return nil
}

// checkFields refuses a field that is not one of known.
func checkFields(cmd string, fields map[string]json.RawMessage, known []argField) error {
	names := make([]string, 0, len(fields))
	for k := range fields {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		if !slices.ContainsFunc(known, func(f argField) bool { return f.name == k }) {
			if len(known) == 0 {
				return fmt.Errorf("unknown field %q: %s takes no arguments", k, cmd)
			}
			list := make([]string, len(known))
			for i, f := range known {
				list[i] = f.name
			}
			return fmt.Errorf("unknown field %q for %s (its fields: %s)", k, cmd, strings.Join(list, ", "))
		}
	}
	return nil
}

// jsonArgs are a request's fields read for a game (game.Args).
type jsonArgs struct {
	fields map[string]json.RawMessage
	known  []argField
}

// Get decodes field name into dst; a null value counts as absent.
func (a jsonArgs) Get(name string, dst any) (bool, error) {
	raw, ok := a.fields[name]
	if !ok || strings.TrimSpace(string(raw)) == "null" {
		return false, nil
	}
	if err := json.Unmarshal(raw, dst); err != nil {
		want := "a value of another type"
		for _, f := range a.known {
			if f.name == name {
				want = f.want
			}
		}
		return true, fmt.Errorf("%q must be %s, not %s", name, want, kindOf(raw))
	}
	return true, nil
}
