// Adapter: fast-uri (npm).
//
// Claims RFC 3986: README, "Dependency-free RFC 3986 URI toolbox"
// (https://github.com/fastify/fast-uri). `parse` never throws: a component `error`
// means invalid. Its port is a number (leading zeros lost); an IPv6 host comes without
// brackets (the runner ignores brackets). No authority is exposed.
'use strict'
const fastUri = require('fast-uri')
const { serve, opt } = require('./protocol')

serve({
  info: () => ({ version: 'fast-uri ' + require('fast-uri/package.json').version }),
  parse (text) {
    const c = fastUri.parse(text)
    if (c.error) return { valid: false, error: c.error }
    return {
      valid: true,
      components: {
        scheme: opt(c.scheme), userinfo: opt(c.userinfo), host: opt(c.host), port: opt(c.port),
        path: opt(c.path), query: opt(c.query), fragment: opt(c.fragment)
      }
    }
  },
  resolve: (base, reference) => fastUri.resolve(base, reference)
})
