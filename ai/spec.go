package ai

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Spec holds the KEY=VALUE options of a bot specification ("name:k=v,k=v");
// reading one marks it used, and Done reports the unknown ones and bad values.
type Spec struct {
	name string
	vals map[string]string
	used map[string]bool
	err  error
}

// ParseSpec splits "name:k=v,k=v" into the bot's name and its options.
func ParseSpec(spec string) (string, *Spec, error) {
	name, rest, _ := strings.Cut(strings.TrimSpace(spec), ":")
	o := &Spec{name: name, vals: map[string]string{}, used: map[string]bool{}}
	if rest == "" {
		return name, o, nil
	}
	for _, kv := range strings.Split(rest, ",") {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" {
			return "", nil, fmt.Errorf("bot %q: option %q is not KEY=VALUE", spec, kv)
		}
		o.vals[k] = v
	}
	return name, o, nil
}

// Str reads option k, def if absent.
func (o *Spec) Str(k, def string) string {
	o.used[k] = true
	if v, ok := o.vals[k]; ok {
		return v
	}
	return def
}

// Float reads option k as a number, def if absent.
func (o *Spec) Float(k string, def float64) float64 {
	v, ok := o.vals[k]
	o.used[k] = true
	if !ok {
		return def
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil && o.err == nil {
		o.err = fmt.Errorf("bot %s: %s=%q is not a number", o.name, k, v)
	}
	return f
}

// Int reads option k as a whole number, def if absent.
func (o *Spec) Int(k string, def int) int {
	return int(o.Float(k, float64(def)))
}

// Done reports a bad value or an option the bot does not know.
func (o *Spec) Done() error {
	if o.err != nil {
		return o.err
	}
	var unknown []string
	for k := range o.vals {
		if !o.used[k] {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return fmt.Errorf("bot %s: unknown option %s", o.name, strings.Join(unknown, ", "))
	}
	return nil
}

// Name is the bot's name, the spec's part before the options.
func (o *Spec) Name() string { return o.name }
