package data

import (
	"io/fs"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// yamlLine is the line number the YAML parser puts in front of its messages.
var yamlLine = regexp.MustCompile(`^line ([0-9]+): `)

// reader reads one YAML file node by node, so that every problem names the
// file and the line it is on.
type reader struct {
	file string
	rep  *report
}

// errorf records a problem at node n (line 0 when n is nil).
func (r reader) errorf(n *yaml.Node, format string, args ...any) {
	line := 0
	if n != nil {
		line = n.Line
	}
	r.rep.addf(r.file, line, format, args...)
}

// document parses the file and returns its top-level mapping, or nil after
// recording why it cannot.
func (r reader) document(fsys fs.FS) *yaml.Node {
	b, err := fs.ReadFile(fsys, r.file)
	if err != nil {
		r.errorf(nil, "cannot read: %v", err)
		return nil
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(b, &doc); err != nil {
		msg := strings.TrimPrefix(err.Error(), "yaml: ")
		line := 0
		if m := yamlLine.FindStringSubmatch(msg); m != nil {
			line, _ = strconv.Atoi(m[1])
			msg = msg[len(m[0]):]
		}
		// The parser's line is sometimes the one before the defect.
		r.rep.addf(r.file, line, "not valid YAML at or after this line: %s", msg)
		return nil
	}
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		r.errorf(&doc, "must be a YAML mapping")
		return nil
	}
	return doc.Content[0]
}

// fields checks that n is a mapping whose keys are among spec, a space-separated
// list of names where a leading "?" marks an optional one, and returns the value
// node of each key given. Unknown, repeated and missing keys are recorded.
func (r reader) fields(n *yaml.Node, what, spec string) map[string]*yaml.Node {
	if n.Kind != yaml.MappingNode {
		r.errorf(n, "%s must be a mapping", what)
		return nil
	}
	known := map[string]bool{}
	var required, names []string
	for _, f := range strings.Fields(spec) {
		name, optional := strings.CutPrefix(f, "?")
		known[name] = true
		names = append(names, name)
		if !optional {
			required = append(required, name)
		}
	}
	out := map[string]*yaml.Node{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := n.Content[i]
		switch {
		case !known[k.Value]:
			r.errorf(k, "%s: unknown field %q (known: %s)", what, k.Value, strings.Join(names, ", "))
		case out[k.Value] != nil:
			r.errorf(k, "%s: field %q given twice", what, k.Value)
		default:
			out[k.Value] = n.Content[i+1]
		}
	}
	for _, name := range required {
		if out[name] == nil {
			r.errorf(n, "%s: missing field %q", what, name)
		}
	}
	return out
}

// scalar reports whether n is a plain scalar, recording a problem if not.
func (r reader) scalar(n *yaml.Node, what string) bool {
	if n.Kind != yaml.ScalarNode {
		r.errorf(n, "%s must be a single value", what)
		return false
	}
	return true
}

// integer reads a whole number.
func (r reader) integer(n *yaml.Node, what string) (int, bool) {
	if !r.scalar(n, what) {
		return 0, false
	}
	v, err := strconv.Atoi(n.Value)
	if err != nil {
		r.errorf(n, "%s: %q is not a whole number", what, n.Value)
		return 0, false
	}
	return v, true
}

// text reads a non-empty string.
func (r reader) text(n *yaml.Node, what string) (string, bool) {
	if !r.scalar(n, what) {
		return "", false
	}
	if strings.TrimSpace(n.Value) == "" {
		r.errorf(n, "%s is empty", what)
		return "", false
	}
	return n.Value, true
}

// boolean reads true or false.
func (r reader) boolean(n *yaml.Node, what string) (bool, bool) {
	if !r.scalar(n, what) {
		return false, false
	}
	switch n.Value {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	r.errorf(n, "%s: %q is not true or false", what, n.Value)
	return false, false
}

// list returns the items of a sequence node.
func (r reader) list(n *yaml.Node, what string) []*yaml.Node {
	if n.Kind != yaml.SequenceNode {
		r.errorf(n, "%s must be a list", what)
		return nil
	}
	return n.Content
}

// integers reads a list of whole numbers; ok is false if any item is not one.
func (r reader) integers(n *yaml.Node, what string) ([]int, bool) {
	items := r.list(n, what)
	if items == nil && n.Kind != yaml.SequenceNode {
		return nil, false
	}
	out := make([]int, 0, len(items))
	ok := true
	for _, it := range items {
		v, good := r.integer(it, what)
		ok = ok && good
		out = append(out, v)
	}
	return out, ok
}

// texts reads a list of non-empty strings, each with its node.
func (r reader) texts(n *yaml.Node, what string) ([]string, []*yaml.Node) {
	items := r.list(n, what)
	var out []string
	var nodes []*yaml.Node
	for _, it := range items {
		if s, ok := r.text(it, what); ok {
			out = append(out, s)
			nodes = append(nodes, it)
		}
	}
	return out, nodes
}

// provenance reads the optional reconstruction and why fields of a section:
// a reconstructed section must say why.
func (r reader) provenance(f map[string]*yaml.Node, at *yaml.Node, what string) Provenance {
	var p Provenance
	if n := f["reconstruction"]; n != nil {
		p.Reconstruction, _ = r.boolean(n, what+" reconstruction")
	}
	if n := f["why"]; n != nil {
		p.Why, _ = r.text(n, what+" why")
	}
	if p.Reconstruction && p.Why == "" && f["why"] == nil {
		r.errorf(at, "%s is marked reconstruction: true but gives no why", what)
	}
	return p
}

// keyNode returns the key node of key in mapping m (for problems about a whole
// section, which name the section's own line), or m itself if absent.
func keyNode(m *yaml.Node, key string) *yaml.Node {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i]
		}
	}
	return m
}
