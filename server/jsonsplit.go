package server

// A small scanner for JSON the server wrote itself (compact, valid): it splits an
// object into its top-level fields and an array into its elements, so that a
// state message can carry only the parts of a view that changed.

// jsonField is one top-level field of an object: its key (unquoted, as written)
// and its value's bytes, and where in the object the key's quote starts and
// the value ends.
type jsonField struct {
	key     string
	val     []byte
	at, end int
}

// skipSpace returns the index of the first non-space byte at or after i.
func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\n' || b[i] == '\t' || b[i] == '\r') {
		i++
	}
	return i
}

// skipString returns the index just after the string starting at b[i] ('"'),
// or -1 if it does not end.
func skipString(b []byte, i int) int {
	for j := i + 1; j < len(b); j++ {
		switch b[j] {
		case '\\':
			j++
		case '"':
			return j + 1
		}
	}
	return -1
}

// skipValue returns the index just after the value starting at b[i], or -1.
func skipValue(b []byte, i int) int {
	if i >= len(b) {
		return -1
	}
	switch b[i] {
	case '"':
		return skipString(b, i)
	case '{', '[':
		depth := 0
		for ; i < len(b); i++ {
			switch b[i] {
			case '"':
				j := skipString(b, i)
				if j < 0 {
					return -1
				}
				i = j - 1
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return i + 1
				}
			}
		}
		return -1
	}
	for i < len(b) {
		switch b[i] {
		case ',', '}', ']', ' ', '\n', '\t', '\r':
			return i
		}
		i++
	}
	return i
}

// splitObject appends the top-level fields of the object b to dst; ok is false
// when b is not an object.
func splitObject(dst []jsonField, b []byte) (out []jsonField, ok bool) {
	i := skipSpace(b, 0)
	if i >= len(b) || b[i] != '{' {
		return dst, false
	}
	i = skipSpace(b, i+1)
	if i < len(b) && b[i] == '}' {
		return dst, true
	}
	for i < len(b) {
		if b[i] != '"' {
			return dst, false
		}
		j := skipString(b, i)
		if j < 0 {
			return dst, false
		}
		key := string(b[i+1 : j-1])
		j = skipSpace(b, j)
		if j >= len(b) || b[j] != ':' {
			return dst, false
		}
		start := skipSpace(b, j+1)
		end := skipValue(b, start)
		if end < 0 {
			return dst, false
		}
		dst = append(dst, jsonField{key, b[start:end], i, end})
		i = skipSpace(b, end)
		if i < len(b) && b[i] == '}' {
			return dst, true
		}
		if i >= len(b) || b[i] != ',' {
			return dst, false
		}
		i = skipSpace(b, i+1)
	}
	return dst, false
}

// splitArray appends the elements of the array b to dst; ok is false when b is
// not an array.
func splitArray(dst [][]byte, b []byte) (out [][]byte, ok bool) {
	i := skipSpace(b, 0)
	if i >= len(b) || b[i] != '[' {
		return dst, false
	}
	i = skipSpace(b, i+1)
	if i < len(b) && b[i] == ']' {
		return dst, true
	}
	for i < len(b) {
		end := skipValue(b, i)
		if end < 0 {
			return dst, false
		}
		dst = append(dst, b[i:end])
		i = skipSpace(b, end)
		if i < len(b) && b[i] == ']' {
			return dst, true
		}
		if i >= len(b) || b[i] != ',' {
			return dst, false
		}
		i = skipSpace(b, i+1)
	}
	return dst, false
}

// splitAfter splits the object b as splitObject does, given the fields (was)
// of an earlier object (old) that b changes: the fields in the part both
// share at their start, and those in the part both share at their end, are
// taken from was (moved by the change of length) without being scanned or
// their keys copied again; only the fields in between are. A state message's
// view changes in a few fields from one message to the next (issue 14: the
// view was split whole at every message). Should the fields in between not
// end where the shared end begins, b is split whole.
func splitAfter(dst []jsonField, b, old []byte, was []jsonField) ([]jsonField, bool) {
	if len(was) == 0 {
		return splitObject(dst, b)
	}
	if string(b) == string(old) {
		dst = append(dst, was...)
		for k := range dst {
			f := &dst[k]
			f.val = b[f.end-len(f.val) : f.end]
		}
		return dst, true
	}
	pre := 0
	for pre < len(b) && pre < len(old) && b[pre] == old[pre] {
		pre++
	}
	suf := 0
	for suf < len(b)-pre && suf < len(old)-pre && b[len(b)-1-suf] == old[len(old)-1-suf] {
		suf++
	}
	// Fields i..j-1 of was changed (or may have): i is the first whose value
	// and the byte after it are not all in the shared start, j the first whose
	// key and the comma before it are all in the shared end.
	i := 0
	for i < len(was) && was[i].end < pre {
		i++
	}
	j := len(was)
	for j > i && was[j-1].at-1 >= len(old)-suf {
		j--
	}
	if i == len(was) || was[i].at > pre || (i == j && len(b) != len(old)) {
		return splitObject(dst, b)
	}
	shift := len(b) - len(old)
	dst = append(dst, was[:i]...)
	for k := range dst {
		f := &dst[k]
		f.val = b[f.end-len(f.val) : f.end]
	}
	// The fields in between, scanned from where field i starts.
	stop := len(b)
	if j < len(was) {
		stop = was[j].at + shift
	}
	pos := was[i].at
	for pos < stop {
		if b[pos] != '"' {
			return splitObject(dst[:0], b)
		}
		q := skipString(b, pos)
		if q < 0 || q >= len(b) || b[q] != ':' {
			return splitObject(dst[:0], b)
		}
		end := skipValue(b, q+1)
		if end < 0 || end >= len(b) {
			return splitObject(dst[:0], b)
		}
		key := b[pos+1 : q-1]
		name := ""
		for k := i; k < len(was); k++ { // the key, without copying it again
			if was[k].key == string(key) {
				name = was[k].key
				break
			}
		}
		if name == "" {
			name = string(key)
		}
		dst = append(dst, jsonField{name, b[q+1 : end], pos, end})
		switch {
		case b[end] == ',':
			pos = end + 1
		case b[end] == '}' && end == len(b)-1 && j == len(was):
			pos = len(b)
		default:
			return splitObject(dst[:0], b)
		}
	}
	if pos != stop {
		return splitObject(dst[:0], b)
	}
	for _, f := range was[j:] {
		f.at, f.end = f.at+shift, f.end+shift
		f.val = b[f.end-len(f.val) : f.end]
		dst = append(dst, f)
	}
	return dst, true
}
