/* Adapter: libcurl's URL API (C; Debian libcurl4-openssl-dev).
 *
 * Claims RFC 3986, "plus": "URL syntax and their use in curl": "The official URL
 * syntax is RFC 3986 … curl's URL parser … RFC 3986+" (https://curl.se/docs/url-syntax.html).
 *
 * `curl_url_set(CURLUPART_URL)` with CURLU_NON_SUPPORT_SCHEME (any scheme; curl parses
 * absolute URLs only, so a relative reference is rejected); components with
 * `curl_url_get` (a missing part is undefined); userinfo is user[:password]; no
 * authority accessor. The API takes a C string: an input with a NUL is rejected before
 * the parser. Resolution: the base set first, then the reference set on the same handle. */
#include <curl/curl.h>

#include "protocol.h"

static const unsigned int FLAGS = CURLU_NON_SUPPORT_SCHEME;

static void part(CURLU *h, CURLUPart which, const char *key, int first) {
    char *value = NULL;
    if (curl_url_get(h, which, &value, 0) == CURLUE_OK) {
        put_field(key, value, strlen(value), first);
        curl_free(value);
    } else {
        put_field(key, NULL, 0, first);
    }
}

static void parse(const char *input, size_t n) {
    if (memchr(input, 0, n)) {
        fputs("{\"valid\":false,\"error\":\"NUL: the API takes a C string\"}", stdout);
        return;
    }
    CURLU *h = curl_url();
    CURLUcode rc = curl_url_set(h, CURLUPART_URL, input, FLAGS);
    if (rc != CURLUE_OK) {
        fputs("{\"valid\":false,\"error\":", stdout);
        put_string(curl_url_strerror(rc), strlen(curl_url_strerror(rc)));
        putchar('}');
        curl_url_cleanup(h);
        return;
    }
    fputs("{\"valid\":true,\"components\":{", stdout);
    part(h, CURLUPART_SCHEME, "scheme", 1);
    char *user = NULL, *password = NULL;
    int has_user = curl_url_get(h, CURLUPART_USER, &user, 0) == CURLUE_OK;
    int has_password = curl_url_get(h, CURLUPART_PASSWORD, &password, 0) == CURLUE_OK;
    if (has_user || has_password) {
        size_t len = (user ? strlen(user) : 0) + (password ? strlen(password) + 1 : 0);
        char *info = malloc(len + 1);
        snprintf(info, len + 1, "%s%s%s", user ? user : "", password ? ":" : "", password ? password : "");
        put_field("userinfo", info, len, 0);
        free(info);
    } else {
        put_field("userinfo", NULL, 0, 0);
    }
    curl_free(user);
    curl_free(password);
    part(h, CURLUPART_HOST, "host", 0);
    part(h, CURLUPART_PORT, "port", 0);
    part(h, CURLUPART_PATH, "path", 0);
    part(h, CURLUPART_QUERY, "query", 0);
    part(h, CURLUPART_FRAGMENT, "fragment", 0);
    fputs("}}", stdout);
    curl_url_cleanup(h);
}

static void resolve(const char *base, size_t bn, const char *ref, size_t rn) {
    if (memchr(base, 0, bn) || memchr(ref, 0, rn)) {
        fputs("{\"error\":\"NUL: the API takes a C string\"}", stdout);
        return;
    }
    CURLU *h = curl_url();
    CURLUcode rc = curl_url_set(h, CURLUPART_URL, base, FLAGS);
    if (rc == CURLUE_OK) rc = curl_url_set(h, CURLUPART_URL, ref, FLAGS);
    char *target = NULL;
    if (rc == CURLUE_OK) rc = curl_url_get(h, CURLUPART_URL, &target, 0);
    if (rc != CURLUE_OK) {
        fputs("{\"error\":", stdout);
        put_string(curl_url_strerror(rc), strlen(curl_url_strerror(rc)));
        putchar('}');
    } else {
        fputs("{\"target\":", stdout);
        put_string(target, strlen(target));
        putchar('}');
        curl_free(target);
    }
    curl_url_cleanup(h);
}

static const char *version(void) {
    static char text[64];
    snprintf(text, sizeof text, "libcurl %s", curl_version_info(CURLVERSION_NOW)->version);
    return text;
}

int main(void) {
    curl_global_init(CURL_GLOBAL_DEFAULT);
    return serve(parse, resolve, version);
}
