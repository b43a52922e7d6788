// Adapter: uri-js (npm).
//
// Claims RFC 3986: README, "URI.js is an RFC 3986 compliant, scheme extendable URI
// parsing/validating/resolving library" (https://github.com/garycourt/uri-js). Read as
// uri_js_api.js says.
'use strict'
require('./uri_js_api').serveUriJsApi('uri-js')
