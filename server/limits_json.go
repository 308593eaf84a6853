package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
)

// decodeStrict decodes one JSON object into v from r: anything but an object,
// unknown fields, a second value or garbage after the object and a body over
// its size cap (http.MaxBytesReader) are refused. The refusal repeats at most
// 80 bytes of the input (clip).
func decodeStrict(r io.Reader, v any) *Problem {
	dec := json.NewDecoder(r)
	var raw json.RawMessage
	if err := dec.Decode(&raw); err != nil {
		return badBody(err)
	}
	switch _, err := dec.Token(); {
	case errors.Is(err, io.EOF):
	case err != nil:
		if p := tooLarge(err); p != nil {
			return p
		}
		return problem("bad-request", 400, "the request has something after its JSON object: %s", clip(err.Error()))
	default:
		return problem("bad-request", 400, "the request has more JSON after its object: send one object")
	}
	if raw[0] != '{' {
		return problem("bad-request", 400, "the request must be a JSON object, not %s", clip(string(raw)))
	}
	obj := json.NewDecoder(bytes.NewReader(raw))
	obj.DisallowUnknownFields()
	if err := obj.Decode(v); err != nil {
		return badBody(err)
	}
	return nil
}

// badBody is the refusal of a body that does not decode.
func badBody(err error) *Problem {
	if p := tooLarge(err); p != nil {
		return p
	}
	if errors.Is(err, io.EOF) {
		return problem("bad-request", 400, "the request is empty: send a JSON object")
	}
	return problem("bad-request", 400, "the request is not valid: %s", clip(err.Error()))
}

// tooLarge is the refusal of a body over its cap, nil for another error.
func tooLarge(err error) *Problem {
	var mb *http.MaxBytesError
	if errors.As(err, &mb) {
		return problem("too-large", http.StatusRequestEntityTooLarge, "the request is larger than %d bytes", mb.Limit)
	}
	return nil
}
