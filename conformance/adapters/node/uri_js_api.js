// The adapter for the uri-js API, which fast-uri took over: `parse` never throws (a
// component `error` means invalid), `resolve(base, reference)`. The port is a number
// (leading zeros lost); an IPv6 host comes without brackets (the runner ignores
// brackets); no authority is exposed.
'use strict'
const { serve, opt } = require('./protocol')

function serveUriJsApi (packageName) {
  const lib = require(packageName)
  serve({
    info: () => ({ version: packageName + ' ' + require(packageName + '/package.json').version }),
    parse (text) {
      const c = lib.parse(text)
      if (c.error) return { valid: false, error: c.error }
      return {
        valid: true,
        components: {
          scheme: opt(c.scheme), userinfo: opt(c.userinfo), host: opt(c.host), port: opt(c.port),
          path: opt(c.path), query: opt(c.query), fragment: opt(c.fragment)
        }
      }
    },
    resolve: (base, reference) => lib.resolve(base, reference)
  })
}

module.exports = { serveUriJsApi }
