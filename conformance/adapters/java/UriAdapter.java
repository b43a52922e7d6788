// Adapter: java.net.URI (the JDK).
//
// Claims RFC 2396 as amended by RFC 2732: the class's javadoc, "Represents a Uniform
// Resource Identifier (URI) reference. … as defined by RFC 2396: Uniform Resource
// Identifiers (URI): Generic Syntax, amended by RFC 2732: Format for Literal IPv6
// Addresses in URLs"
// (https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/net/URI.html).
//
// `new URI(s)` (a URISyntaxException is "invalid"), the raw components (still escaped);
// an opaque URI's path is its scheme-specific part; the port is a number (-1: none), so
// an empty port reads as none. Resolution: `URI.resolve` (RFC 2396 §5.2).
//
// The protocol (one JSON object per line in, one out) without a JSON library: every
// request carries its strings in hex too (`input_hex`, `base_hex`, `reference_hex`),
// which is what this reads.

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public final class UriAdapter {
    private UriAdapter() {}

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        for (String line; (line = in.readLine()) != null; ) {
            String op = field(line, "op");
            String answer;
            if ("info".equals(op)) {
                answer = "{\"version\":" + quote(System.getProperty("java.version")) + "}";
            } else if ("parse".equals(op)) {
                answer = parse(hex(line, "input"));
            } else {
                answer = resolve(hex(line, "base"), hex(line, "reference"));
            }
            out.print(answer + "\n");
            out.flush();
        }
    }

    static String parse(String input) {
        URI u;
        try {
            u = new URI(input);
        } catch (URISyntaxException e) {
            return "{\"valid\":false,\"error\":" + quote(e.getMessage()) + "}";
        }
        String path = u.isOpaque() ? u.getRawSchemeSpecificPart() : u.getRawPath();
        return "{\"valid\":true,\"components\":{"
                + "\"scheme\":" + quote(u.getScheme())
                + ",\"authority\":" + quote(u.getRawAuthority())
                + ",\"userinfo\":" + quote(u.getRawUserInfo())
                + ",\"host\":" + quote(u.getHost())
                + ",\"port\":" + quote(u.getPort() < 0 ? null : Integer.toString(u.getPort()))
                + ",\"path\":" + quote(path)
                + ",\"query\":" + quote(u.isOpaque() ? null : u.getRawQuery())
                + ",\"fragment\":" + quote(u.getRawFragment()) + "}}";
    }

    static String resolve(String base, String reference) {
        try {
            return "{\"target\":" + quote(new URI(base).resolve(new URI(reference)).toString()) + "}";
        } catch (URISyntaxException | IllegalArgumentException e) {
            return "{\"error\":" + quote(String.valueOf(e.getMessage())) + "}";
        }
    }

    static String field(String line, String key) {
        Matcher m = Pattern.compile("\"" + key + "\": *\"([^\"]*)\"").matcher(line);
        return m.find() ? m.group(1) : null;
    }

    static String hex(String line, String key) {
        String h = field(line, key + "_hex");
        byte[] bytes = new byte[h.length() / 2];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) Integer.parseInt(h.substring(2 * i, 2 * i + 2), 16);
        }
        return new String(bytes, StandardCharsets.UTF_8);
    }

    static String quote(String s) {
        if (s == null) {
            return "null";
        }
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') {
                b.append('\\').append(c);
            } else if (c < 0x20) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.append('"').toString();
    }
}
