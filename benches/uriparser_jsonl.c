/* The peer row of BENCHMARKS.md's batch table: uriparser (Debian liburiparser-dev)
 * deciding RFC 3986's URI-reference for each line of standard input and printing one
 * JSON line per input, `{"input":"…","valid":true}` (the input escaped as JSON), as
 * `urispec check -r rfc3986 --format jsonl` does with its own record.
 *
 *   cc -O2 benches/uriparser_jsonl.c -luriparser -o target/uriparser_jsonl
 *   target/uriparser_jsonl < ../shared/bench/urls.txt > /dev/null */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uriparser/Uri.h>

static void put_string(const char *s, size_t n) {
    static const char hex[] = "0123456789abcdef";
    putchar_unlocked('"');
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') {
            putchar_unlocked('\\');
            putchar_unlocked(c);
        } else if (c < 0x20) {
            fputs("\\u00", stdout);
            putchar_unlocked(hex[c >> 4]);
            putchar_unlocked(hex[c & 15]);
        } else {
            putchar_unlocked(c);
        }
    }
    putchar_unlocked('"');
}

int main(void) {
    static char out[1 << 16];
    setvbuf(stdout, out, _IOFBF, sizeof out);
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    while ((n = getline(&line, &cap, stdin)) >= 0) {
        if (n > 0 && line[n - 1] == '\n') n--;
        UriUriA uri;
        const char *error = NULL;
        int ok = uriParseSingleUriExA(&uri, line, line + n, &error) == URI_SUCCESS;
        fputs("{\"input\":", stdout);
        put_string(line, (size_t)n);
        fputs(ok ? ",\"valid\":true}\n" : ",\"valid\":false}\n", stdout);
        if (ok) uriFreeUriMembersA(&uri);
    }
    free(line);
    return 0;
}
