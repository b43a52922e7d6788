/* Adapter: uriparser (C; Debian liburiparser-dev).
 *
 * Claims RFC 3986: include/uriparser/Uri.h, "uriparser - RFC 3986 URI parsing library";
 * the project page: "uriparser is a strictly RFC 3986 compliant URI parsing and handling
 * library written in C89" (https://uriparser.github.io/).
 *
 * `uriParseSingleUriExA` over the bytes (a NUL inside is just a byte); every component
 * is the text range the parser reports (first == NULL: undefined; an IP literal's range
 * excludes its brackets); uriparser has no authority or path range, so the authority is
 * what follows `//` up to `/`, `?` or `#` when a host is defined, and the path what lies
 * between it (or the scheme, or the start) and the first `?` or `#`. Resolution: `uriAddBaseUriA`, then `uriToStringA`. */
#include <uriparser/Uri.h>

#include "protocol.h"

/* An empty range may point at a static empty string of uriparser's, not into the input. */
static void range(const char *key, UriTextRangeA r, int first) {
    put_field(key, r.first, r.first ? (size_t)(r.afterLast - r.first) : 0, first);
}

/* The first of `stops` in [from, end), or end. */
static const char *until(const char *from, const char *end, const char *stops) {
    while (from < end && (*from == 0 || !strchr(stops, *from))) from++;
    return from;
}

static void parse(const char *input, size_t n) {
    UriUriA uri;
    const char *error = NULL;
    if (uriParseSingleUriExA(&uri, input, input + n, &error) != URI_SUCCESS) {
        printf("{\"valid\":false,\"error\":\"syntax error at byte %ld\"}",
               error ? (long)(error - input) : -1L);
        return;
    }
    const char *end = input + n;
    const char *path = uri.scheme.first ? uri.scheme.afterLast + 1 : input;
    const char *authority = NULL;
    if (uri.hostText.first) {
        authority = path + 2;
        path = until(authority, end, "/?#");
    }
    const char *stop = until(path, end, "?#");
    fputs("{\"valid\":true,\"components\":{", stdout);
    range("scheme", uri.scheme, 1);
    put_field("authority", authority, authority ? (size_t)(path - authority) : 0, 0);
    range("userinfo", uri.userInfo, 0);
    range("host", uri.hostText, 0);
    range("port", uri.portText, 0);
    put_field("path", path, (size_t)(stop - path), 0);
    range("query", uri.query, 0);
    range("fragment", uri.fragment, 0);
    fputs("}}", stdout);
    uriFreeUriMembersA(&uri);
}

static void resolve(const char *base, size_t bn, const char *ref, size_t rn) {
    UriUriA b, r, target;
    const char *error;
    if (uriParseSingleUriExA(&b, base, base + bn, &error) != URI_SUCCESS) {
        fputs("{\"error\":\"base: syntax error\"}", stdout);
        return;
    }
    if (uriParseSingleUriExA(&r, ref, ref + rn, &error) != URI_SUCCESS) {
        fputs("{\"error\":\"reference: syntax error\"}", stdout);
        uriFreeUriMembersA(&b);
        return;
    }
    int chars = 0;
    if (uriAddBaseUriA(&target, &r, &b) != URI_SUCCESS) {
        fputs("{\"error\":\"uriAddBaseUriA failed\"}", stdout);
    } else {
        uriToStringCharsRequiredA(&target, &chars);
        char *text = malloc((size_t)chars + 1);
        uriToStringA(text, &target, chars + 1, NULL);
        fputs("{\"target\":", stdout);
        put_string(text, strlen(text));
        putchar('}');
        free(text);
        uriFreeUriMembersA(&target);
    }
    uriFreeUriMembersA(&b);
    uriFreeUriMembersA(&r);
}

static const char *version(void) { return "uriparser " URI_VER_ANSI; }

int main(void) { return serve(parse, resolve, version); }
