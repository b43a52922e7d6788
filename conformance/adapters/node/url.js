// Adapter: Node's URL (the WHATWG URL Standard's parser): the contrast.
//
// Claims the WHATWG URL Standard, not an RFC: "The WHATWG URL API"
// (https://nodejs.org/api/url.html). Run against RFC 3986 to show the distance. `new URL`
// takes absolute URLs only. `search` and `hash` are "" both when the delimiter is absent
// and when what follows it is empty: a query or fragment is compared only when non-empty.
// The port is left out when it is the scheme's default.
'use strict'
const { serve } = require('./protocol')

serve({
  info: () => ({ version: process.versions.node }),
  parse (text) {
    const u = new URL(text)
    const components = { scheme: u.protocol.slice(0, -1), path: u.pathname }
    if (u.host !== '' || text.slice(u.protocol.length).startsWith('//')) {
      components.host = u.hostname
      components.port = u.port === '' ? null : u.port
      components.userinfo = u.username === '' && u.password === '' ? null
        : u.username + (u.password === '' ? '' : ':' + u.password)
    }
    if (u.search !== '') components.query = u.search.slice(1)
    if (u.hash !== '') components.fragment = u.hash.slice(1)
    return { valid: true, components }
  },
  resolve: (base, reference) => new URL(reference, base).href
})
