# Adapter: Ruby's URI, `URI::RFC2396_Parser` or `URI::RFC3986_Parser` (the first argument:
# RFC2396 or RFC3986).
#
# Claims: the parsers are named for their documents, lib/uri/rfc2396_parser.rb
# (https://docs.ruby-lang.org/en/3.1/URI/RFC2396_Parser.html) and lib/uri/rfc3986_parser.rb
# (https://docs.ruby-lang.org/en/3.1/URI/RFC3986_Parser.html; URI's default parser).
#
# `parser.parse` (URI::InvalidURIError is "invalid"); an opaque URI's path is its
# `opaque` part. The port (a number, or the scheme's default when none is written) and
# the authority (no accessor) are not compared. Resolution: `parser.join(base, ref)`.
require 'json'
require 'uri'

parser = ARGV[0] == 'RFC2396' ? URI::RFC2396_Parser.new : URI::RFC3986_Parser.new
$stdout.sync = true
$stdin.each_line do |line|
  request = JSON.parse(line)
  answer =
    case request['op']
    when 'info'
      { version: RUBY_VERSION + ', uri ' + URI::VERSION }
    when 'parse'
      text = [request['input_hex']].pack('H*').force_encoding('UTF-8')
      begin
        u = parser.parse(text)
        { valid: true, components: { scheme: u.scheme, userinfo: u.userinfo, host: u.host,
                                     path: u.opaque || u.path, query: u.query,
                                     fragment: u.fragment } }
      rescue URI::Error, ArgumentError => e
        { valid: false, error: "#{e.class}: #{e.message}" }
      end
    else
      begin
        base = [request['base_hex']].pack('H*').force_encoding('UTF-8')
        reference = [request['reference_hex']].pack('H*').force_encoding('UTF-8')
        { target: parser.join(base, reference).to_s }
      rescue URI::Error, ArgumentError => e
        { error: "#{e.class}: #{e.message}" }
      end
    end
  puts JSON.generate(answer)
end
