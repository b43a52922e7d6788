#!/usr/bin/perl
# Adapter: URI (CPAN; Debian liburi-perl).
#
# Claims RFC 2396 as updated by RFC 2732: URI.pm's POD, "represent "Uniform Resource
# Identifier references" as specified in RFC 2396 (and updated by RFC 2732)"
# (https://metacpan.org/pod/URI).
#
# URI->new never rejects (it escapes what it must instead): every input is "valid".
# Components through the generic methods every URI object has (scheme, authority, path,
# query, fragment); `scheme` is the public method, lower-cased. Resolution: `abs` (a die is
# its error).
# Input is read from the hex fields, as bytes.
use strict;
use warnings;
use JSON::PP;
use URI;

my $json = JSON::PP->new->canonical;
$| = 1;
while (my $line = <STDIN>) {
    my $request = $json->decode($line);
    my $answer;
    if ($request->{op} eq 'info') {
        $answer = { version => "URI $URI::VERSION" };
    } elsif ($request->{op} eq 'parse') {
        my $u = URI->new(pack('H*', $request->{input_hex}));
        my $has = sub { my ($m) = @_; $u->can($m) ? $u->$m : undef };
        $answer = { valid => JSON::PP::true, components => {
            scheme => scalar $u->scheme, authority => $has->('authority'),
            path => $has->('path') // $u->opaque, query => $has->('query'),
            fragment => scalar $u->fragment } };
    } else {
        my $target = eval {
            URI->new(pack('H*', $request->{reference_hex}))->abs(pack('H*', $request->{base_hex}))
        };
        $answer = defined $target ? { target => "$target" } : { error => "$@" };
    }
    print $json->encode($answer), "\n";
}
