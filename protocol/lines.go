package protocol

import (
	"bufio"
	"bytes"
	"errors"
	"io"
)

// MaxLine is the longest request line read, in bytes (a record of a whole game
// is well under a megabyte). A longer line is skipped and answered with an error.
const MaxLine = 4 << 20

// errLineTooLong reports a request line longer than MaxLine.
var errLineTooLong = errors.New("request too long")

// lineReader reads lines of at most max bytes, skipping the rest of longer ones.
type lineReader struct {
	r   *bufio.Reader
	max int
	buf []byte
}

func newLineReader(r io.Reader, max int) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10), max: max}
}

// next returns the next line without its end ("\n" or "\r\n"). A line longer than
// max is consumed and reported with errLineTooLong. At the end of the input it
// returns io.EOF; a last line without a newline is returned first.
func (l *lineReader) next() ([]byte, error) {
	l.buf = l.buf[:0]
	long := false
	for {
		chunk, err := l.r.ReadSlice('\n')
		if !long {
			if len(l.buf)+len(chunk) > l.max+2 { // room for "\r\n"
				long = true
				l.buf = l.buf[:0]
			} else {
				l.buf = append(l.buf, chunk...)
			}
		}
		switch {
		case err == nil:
			return l.line(long)
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF):
			if !long && len(l.buf) == 0 {
				return nil, io.EOF
			}
			return l.line(long)
		default:
			return nil, err
		}
	}
}

// line returns the line read, or errLineTooLong.
func (l *lineReader) line(long bool) ([]byte, error) {
	b := bytes.TrimRight(l.buf, "\r\n")
	if long || len(b) > l.max {
		return nil, errLineTooLong
	}
	return b, nil
}
