// Adapter: Go's net/url (the standard library; Debian golang-go).
//
// Claims RFC 3986: src/net/url/url.go, "See RFC 3986. This package generally follows
// RFC 3986, except where it deviates for compatibility reasons"
// (https://pkg.go.dev/net/url).
//
// `url.Parse` (an error is "invalid"); components from the raw fields (`EscapedPath`,
// `RawQuery`, `EscapedFragment`): a query or fragment is defined when `ForceQuery` or
// the raw input has its delimiter. An opaque URL's path is `Opaque`. Resolution:
// `base.ResolveReference(ref)`. Input is read from the hex fields, as bytes.
package main

import (
	"bufio"
	"encoding/hex"
	"encoding/json"
	"net/url"
	"os"
	"runtime"
	"strings"
)

type request struct {
	Op           string `json:"op"`
	InputHex     string `json:"input_hex"`
	BaseHex      string `json:"base_hex"`
	ReferenceHex string `json:"reference_hex"`
}

func text(h string) string {
	b, _ := hex.DecodeString(h)
	return string(b)
}

func opt(defined bool, value string) *string {
	if !defined {
		return nil
	}
	return &value
}

func parse(input string) map[string]any {
	u, err := url.Parse(input)
	if err != nil {
		return map[string]any{"valid": false, "error": err.Error()}
	}
	beforeFragment, _, hasFragment := strings.Cut(input, "#")
	components := map[string]any{
		"scheme":   opt(u.Scheme != "", u.Scheme),
		"query":    opt(u.ForceQuery || strings.Contains(beforeFragment, "?"), u.RawQuery),
		"fragment": opt(hasFragment, u.EscapedFragment()),
	}
	if u.Opaque != "" {
		components["path"] = u.Opaque
	} else {
		components["path"] = u.EscapedPath()
	}
	rest := input
	if u.Scheme != "" {
		rest = input[len(u.Scheme)+1:]
	}
	hasAuthority := strings.HasPrefix(rest, "//")
	if hasAuthority {
		components["host"] = u.Hostname()
		components["port"] = opt(strings.Contains(strings.TrimPrefix(u.Host, "["+u.Hostname()+"]"), ":"), u.Port())
		if u.User != nil {
			components["userinfo"] = u.User.String()
		} else {
			components["userinfo"] = nil
		}
	} else {
		components["host"] = nil
	}
	return map[string]any{"valid": true, "components": components}
}

func resolve(base, reference string) map[string]any {
	b, err := url.Parse(base)
	if err != nil {
		return map[string]any{"error": "base: " + err.Error()}
	}
	r, err := url.Parse(reference)
	if err != nil {
		return map[string]any{"error": err.Error()}
	}
	return map[string]any{"target": b.ResolveReference(r).String()}
}

func main() {
	in := bufio.NewReader(os.Stdin)
	out := json.NewEncoder(os.Stdout)
	out.SetEscapeHTML(false)
	for {
		line, err := in.ReadBytes('\n')
		if len(line) == 0 && err != nil {
			return
		}
		var req request
		if json.Unmarshal(line, &req) != nil {
			os.Exit(2)
		}
		switch req.Op {
		case "info":
			_ = out.Encode(map[string]any{"version": runtime.Version()})
		case "parse":
			_ = out.Encode(parse(text(req.InputHex)))
		default:
			_ = out.Encode(resolve(text(req.BaseHex), text(req.ReferenceHex)))
		}
	}
}
