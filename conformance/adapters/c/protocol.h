/* The adapter protocol for the C adapters: one JSON object per line on standard input,
 * one per line on standard output. Without a JSON library: every request carries its
 * strings in hex too (`input_hex`, `base_hex`, `reference_hex`) and `op`, which is all
 * this reads. Answers are written with `put_string` (JSON-escaped; bytes that are not
 * UTF-8 written as \u00XX, since JSON text cannot hold them). */
#ifndef URISPEC_CONFORMANCE_PROTOCOL_H
#define URISPEC_CONFORMANCE_PROTOCOL_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The value of a string field `key` of a request line (malloc'd, NUL-terminated), or NULL. */
static char *field(const char *line, const char *key) {
    char pattern[64];
    snprintf(pattern, sizeof pattern, "\"%s\"", key);
    const char *at = strstr(line, pattern);
    if (!at) return NULL;
    at += strlen(pattern);
    while (*at == ' ' || *at == ':') at++;
    if (*at != '"') return NULL;
    const char *end = strchr(++at, '"');
    if (!end) return NULL;
    char *out = malloc((size_t)(end - at) + 1);
    memcpy(out, at, (size_t)(end - at));
    out[end - at] = 0;
    return out;
}

/* The bytes of hex field `KEY_hex` (malloc'd, NUL-terminated; *len without the NUL). */
static char *hex_field(const char *line, const char *key, size_t *len) {
    char name[64];
    snprintf(name, sizeof name, "%s_hex", key);
    char *hex = field(line, name);
    if (!hex) { *len = 0; return calloc(1, 1); }
    size_t n = strlen(hex) / 2;
    char *out = malloc(n + 1);
    for (size_t i = 0; i < n; i++) {
        unsigned int byte;
        sscanf(hex + 2 * i, "%2x", &byte);
        out[i] = (char)byte;
    }
    out[n] = 0;
    *len = n;
    free(hex);
    return out;
}

static int utf8_valid(const unsigned char *s, size_t n) {
    for (size_t i = 0; i < n;) {
        unsigned char c = s[i];
        size_t k = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : 9;
        if (k == 9 || i + k >= n + (k ? 0 : 1)) return 0;
        for (size_t j = 1; j <= k; j++) if ((s[i + j] & 0xC0) != 0x80) return 0;
        i += k + 1;
    }
    return 1;
}

/* Writes `n` bytes as a JSON string; NULL writes null. */
static void put_string(const char *s, size_t n) {
    if (!s) { fputs("null", stdout); return; }
    int raw = utf8_valid((const unsigned char *)s, n);
    putchar('"');
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') { putchar('\\'); putchar(c); }
        else if (c < 0x20 || c == 0x7F || (c >= 0x80 && !raw)) printf("\\u%04x", c);
        else putchar(c);
    }
    putchar('"');
}

/* Writes `"key":` then the string (or null). */
static void put_field(const char *key, const char *s, size_t n, int first) {
    printf("%s\"%s\":", first ? "" : ",", key);
    put_string(s, n);
}

/* Runs the request loop: `parse(bytes, len)` and `resolve(base, blen, ref, rlen)` write
 * one answer object each (without the newline); `version()` is the info answer's text. */
static int serve(void (*parse)(const char *, size_t),
                 void (*resolve)(const char *, size_t, const char *, size_t),
                 const char *(*version)(void)) {
    char *line = NULL;
    size_t cap = 0;
    while (getline(&line, &cap, stdin) > 0) {
        char *op = field(line, "op");
        if (op && strcmp(op, "info") == 0) {
            const char *v = version();
            fputs("{\"version\":", stdout);
            put_string(v, strlen(v));
            putchar('}');
        } else if (op && strcmp(op, "parse") == 0) {
            size_t n;
            char *input = hex_field(line, "input", &n);
            parse(input, n);
            free(input);
        } else {
            size_t bn, rn;
            char *base = hex_field(line, "base", &bn), *ref = hex_field(line, "reference", &rn);
            resolve(base, bn, ref, rn);
            free(base);
            free(ref);
        }
        free(op);
        putchar('\n');
        fflush(stdout);
    }
    free(line);
    return 0;
}

#endif
