// Adapter: uri-js (npm).
//
// Claims RFC 3986: README, "URI.js is an RFC 3986 compliant, scheme extendable URI
// parsing/validating/resolving library" (https://github.com/garycourt/uri-js). `parse`
// never throws: a component `error` means invalid. Its port is a number (leading zeros lost); an IPv6 host comes without
// brackets (the runner ignores brackets). No authority is exposed.
'use strict'
const uriJs = require('uri-js')
const { serve, opt } = require('./protocol')

serve({
  info: () => ({ version: 'uri-js ' + require('uri-js/package.json').version }),
  parse (text) {
    const c = uriJs.parse(text)
    if (c.error) return { valid: false, error: c.error }
    return {
      valid: true,
      components: {
        scheme: opt(c.scheme), userinfo: opt(c.userinfo), host: opt(c.host), port: opt(c.port),
        path: opt(c.path), query: opt(c.query), fragment: opt(c.fragment)
      }
    }
  },
  resolve: (base, reference) => uriJs.resolve(base, reference)
})
