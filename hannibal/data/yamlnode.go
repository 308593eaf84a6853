package data

import (
	"bytes"
	"fmt"
	"reflect"
	"regexp"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"
)

// located is embedded in every raw record to remember where it was written.
type located struct {
	line int
}

// decodeStrict decodes a YAML node into out (a pointer to a struct) and refuses any
// key the struct does not declare, so that a misspelt field is reported rather than
// silently ignored.
func decodeStrict(node *yaml.Node, out any) error {
	if node.Kind == yaml.MappingNode {
		allowed := yamlKeys(reflect.TypeOf(out).Elem())
		for i := 0; i+1 < len(node.Content); i += 2 {
			k := node.Content[i].Value
			if !allowed[k] {
				names := make([]string, 0, len(allowed))
				for n := range allowed {
					names = append(names, n)
				}
				sort.Strings(names)
				return fmt.Errorf("unknown field %q (known fields: %s)", k, strings.Join(names, ", "))
			}
		}
	}
	// Decode through a strict decoder so that nested records refuse unknown keys too.
	b, err := yaml.Marshal(node)
	if err != nil {
		return err
	}
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(out); err != nil {
		return cleanYAMLError(err)
	}
	return nil
}

var (
	yamlLinePrefix = regexp.MustCompile(`line \d+: `)
	yamlNotFound   = regexp.MustCompile(`field (\S+) not found in type [^\n]*`)
	yamlTypeName   = regexp.MustCompile(` into (\[\])?(\S*data\.\w+|struct \{[^\n]*\})`)
)

// cleanYAMLError turns a decoder error into a message about the file's content,
// without the decoder's internal type names.
func cleanYAMLError(err error) error {
	msg := strings.TrimPrefix(err.Error(), "yaml: unmarshal errors:\n  ")
	msg = yamlLinePrefix.ReplaceAllString(msg, "")
	msg = yamlNotFound.ReplaceAllString(msg, "unknown field \"$1\"")
	msg = yamlTypeName.ReplaceAllString(msg, " into a record")
	msg = strings.ReplaceAll(msg, "\n  ", "; ")
	return fmt.Errorf("%s", msg)
}

// yamlKeys lists the yaml keys a struct type accepts.
func yamlKeys(t reflect.Type) map[string]bool {
	keys := map[string]bool{}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("yaml")
		name := strings.Split(tag, ",")[0]
		if name == "-" || !f.IsExported() {
			continue
		}
		if name == "" {
			name = strings.ToLower(f.Name)
		}
		keys[name] = true
	}
	return keys
}

// foldKey normalises a key or printed name for look-ups: lower case, with runs of
// spaces, dots, slashes and parentheses folded to single hyphens.
func foldKey(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		case r == '\'':
		default:
			dash = true
		}
	}
	return b.String()
}
