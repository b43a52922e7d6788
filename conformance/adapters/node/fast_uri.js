// Adapter: fast-uri (npm).
//
// Claims RFC 3986: README, "Dependency-free RFC 3986 URI toolbox"
// (https://github.com/fastify/fast-uri). The uri-js API (uri_js_api.js says how it is read).
'use strict'
require('./uri_js_api').serveUriJsApi('fast-uri')
