package server

// A small scanner for JSON the server wrote itself (compact, valid): it splits an
// object into its top-level fields and an array into its elements, so that a
// state message can carry only the parts of a view that changed.

// jsonField is one top-level field of an object: its key (unquoted, as written)
// and its value's bytes.
type jsonField struct {
	key string
	val []byte
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
		dst = append(dst, jsonField{key, b[start:end]})
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
