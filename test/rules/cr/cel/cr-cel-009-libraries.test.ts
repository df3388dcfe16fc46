import { describe, expect, it } from 'vitest';
import { CelRuntime } from '../../../../src/rules/cr/cel/runtime-program.js';
import { goParseDuration } from '../../../../src/engine/go-duration.js';
import { formatAddr, parseAddr } from '../../../../src/rules/cr/cel/library/network-library.js';
import { parseQuantity } from '../../../../src/rules/cr/cel/library/quantity-library.js';

// CR-CEL-009 (spec/cr-validation.md §8): the Kubernetes CEL libraries at run time, each case
// checked against its definition: cel-go ext/strings.go, apiserver pkg/cel/library lists.go,
// regex.go, ip.go, cidr.go, urls.go, quantity.go, format.go, cel-go ext/sets.go, and the Go
// functions they call (netip, net/url, strconv, time.ParseDuration, resource.ParseQuantity).

const runtime = new CelRuntime();

function evaluate(expression: string, self: unknown = null): unknown {
  const p = runtime.prepare(expression);
  if (p.kind !== 'ready') return { notEvaluated: p.reason };
  const r = runtime.run(p, self, undefined);
  return r.kind === 'value' ? r.value : r.kind === 'error' ? { error: r.text } : { notEvaluated: r.reason };
}

const cases = (title: string, rows: readonly (readonly [string, unknown, unknown])[]): void => {
  describe(title, () => {
    it.each(rows)('%s on %s', (expression, self, expected) => {
      expect(evaluate(expression, self)).toEqual(expected);
    });
  });
};

cases('strings (ext.Strings): code points, ASCII case, Go’s TrimSpace, SplitN, Replace', [
  ['self.charAt(1)', 'héllo', 'é'],
  ['self.charAt(5)', 'héllo', ''],
  ['self.charAt(6)', 'héllo', { error: 'index out of range: 6' }],
  ['self.indexOf("l")', 'héllo', 2n],
  ['self.indexOf("l", 3)', 'héllo', 3n],
  ['self.indexOf("", 9)', 'abc', 3n],
  ['self.indexOf("a", -1)', 'abc', { error: 'index out of range: -1' }],
  ['self.lastIndexOf("l")', 'héllo', 3n],
  ['self.lastIndexOf("l", 2)', 'héllo', 2n],
  ['self.lowerAscii()', 'ÀBC', 'Àbc'],
  ['self.upperAscii()', 'àbc', 'àBC'],
  ['self.replace("a", "b")', 'aaa', 'bbb'],
  ['self.replace("a", "b", 2)', 'aaa', 'bba'],
  ['self.replace("", "-", 2)', 'ab', '-a-b'],
  ['self.split(",")', 'a,b,,c', ['a', 'b', '', 'c']],
  ['self.split(",", 2)', 'a,b,c', ['a', 'b,c']],
  ['self.split(",", 0)', 'a,b,c', []],
  ['self.split("")', 'héy', ['h', 'é', 'y']],
  ['self.substring(1)', 'héllo', 'éllo'],
  ['self.substring(1, 3)', 'héllo', 'él'],
  ['self.substring(6)', 'héllo', { error: 'index out of range: 6' }],
  ['self.trim()', '\u00a0 x\t\n', 'x'],
  ['self.trim()', '\ufeffx', '\ufeffx'],
  ['self.join("-")', ['a', 'b'], 'a-b'],
  ['self.join()', ['a', 'b'], 'ab'],
]);

cases('lists (pkg/cel/library/lists.go)', [
  ['self.isSorted()', [1n, 2n, 2n], true],
  ['self.isSorted()', ['b', 'a'], false],
  ['self.sum()', [1n, 2n, 3n], 6n],
  ['self.sum()', [0.5, 0.25], 0.75],
  ['self.sum()', [9223372036854775807n, 1n], { error: 'integer overflow' }],
  ['self.min()', [3n, 1n, 2n], 1n],
  ['self.max()', ['a', 'c', 'b'], 'c'],
  ['self.max()', [], { error: 'max called on empty list' }],
  ['self.indexOf(2)', [1n, 2n, 2n], 1n],
  ['self.lastIndexOf(2)', [1n, 2n, 2n], 2n],
  ['self.indexOf(9)', [1n], -1n],
]);

cases('lists (cel-go ext.Lists version 3)', [
  ['self.slice(1, 3)', [1n, 2n, 3n, 4n], [2n, 3n]],
  [
    'self.slice(2, 1)',
    [1n, 2n, 3n],
    { error: 'cannot slice(2, 1), start index must be less than or equal to end index' },
  ],
  ['self.slice(0, 5)', [1n], { error: 'cannot slice(0, 5), list is length 1' }],
  ['self.slice(-1, 1)', [1n], { error: 'cannot slice(-1, 1), negative indexes not supported' }],
  ['self.flatten()', [[1n], [2n, [3n]]], [1n, 2n, [3n]]],
  ['self.flatten(2)', [[1n], [2n, [3n]]], [1n, 2n, 3n]],
  ['self.flatten(-1)', [[1n]], { error: 'level must be non-negative' }],
  ['self.sort()', ['b', 'a', 'c'], ['a', 'b', 'c']],
  ['self.distinct()', [1n, 2n, 1n], [1n, 2n]],
  ['self.reverse()', [1n, 2n, 3n], [3n, 2n, 1n]],
  ['lists.range(3)', null, [0n, 1n, 2n]],
]);

cases('sets (ext.Sets)', [
  ['sets.contains(self, [1, 2])', [1n, 2n, 3n], true],
  ['sets.contains(self, [4])', [1n, 2n, 3n], false],
  ['sets.equivalent(self, [3, 2, 1, 1])', [1n, 2n, 3n], true],
  ['sets.intersects(self, [5, 3])', [1n, 2n, 3n], true],
  ['sets.intersects(self, [])', [1n], false],
]);

cases('regex: RE2 (matches), find, findAll', [
  ['self.matches("^[a-z]+$")', 'abc', true],
  ['self.matches("b")', 'abc', true],
  ['self.matches("\\\\d")', 'x', false],
  ['self.find("[0-9]+")', 'ab12c345', '12'],
  ['self.find("z")', 'abc', ''],
  ['self.findAll("[0-9]+")', 'ab12c345', ['12', '345']],
  ['self.findAll("[0-9]+", 1)', 'ab12c345', ['12']],
  ['self.findAll("a*")', 'baaab', ['', 'aaa', '']],
  ['self.matches("(?=a)")', 'a', { notEvaluated: 'the regular expression "(?=a)" does not compile' }],
]);

cases('ip and cidr (pkg/cel/library/ip.go, cidr.go over net/netip)', [
  ['isIP(self)', '192.168.0.1', true],
  ['isIP(self)', '192.168.0.01', false],
  ['isIP(self)', '256.1.1.1', false],
  ['isIP(self)', '::ffff:1.2.3.4', false],
  ['isIP(self)', 'fe80::1%eth0', false],
  ['isIP(self)', '2001:db8::1', true],
  ['isIP(self)', '1:2:3:4:5:6:7::8', false],
  ['ip(self).family()', '::1', 6n],
  ['string(ip(self))', '2001:0DB8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
  ['string(ip(self))', '1:0:0:1:0:0:0:1', '1:0:0:1::1'],
  ['ip.isCanonical(self)', '2001:DB8::1', false],
  ['ip(self).isLoopback()', '127.0.0.2', true],
  ['ip(self).isUnspecified()', '::', true],
  ['ip(self).isLinkLocalUnicast()', 'fe80::1', true],
  ['ip(self).isLinkLocalMulticast()', '224.0.0.251', true],
  ['ip(self).isGlobalUnicast()', '10.0.0.1', true],
  ['ip(self).isGlobalUnicast()', '255.255.255.255', false],
  ['ip(self) == ip("10.0.0.1")', '10.0.0.1', true],
  ['isCIDR(self)', '10.0.0.0/8', true],
  ['isCIDR(self)', '10.0.0.0/33', false],
  ['isCIDR(self)', '10.0.0.0', false],
  ['cidr(self).containsIP("10.255.0.1")', '10.0.0.0/8', true],
  ['cidr(self).containsIP(ip("11.0.0.1"))', '10.0.0.0/8', false],
  ['cidr(self).containsCIDR("10.1.0.0/16")', '10.0.0.0/8', true],
  ['cidr(self).containsCIDR("10.0.0.0/7")', '10.0.0.0/8', false],
  ['cidr(self).prefixLength()', '2001:db8::/32', 32n],
  ['string(cidr(self).masked())', '10.1.2.3/8', '10.0.0.0/8'],
  ['string(cidr(self).ip())', '10.1.2.3/8', '10.1.2.3'],
  [
    'ip(self).family()',
    'nonsense',
    { notEvaluated: 'ip("nonsense") fails with Go\'s parser message, not reproduced here' },
  ],
]);

cases('url (pkg/cel/library/urls.go over net/url)', [
  ['isURL(self)', 'https://example.com/path', true],
  ['isURL(self)', '/absolute/path', true],
  ['isURL(self)', 'example.com/path', false],
  ['isURL(self)', 'http://exa mple.com', false],
  ['isURL(self)', 'http://example.com:80a', false],
  ['isURL(self)', ':foo', false],
  ['isURL(self)', 'localhost:8080', true],
  ['url(self).getScheme()', 'HTTPS://example.com', 'https'],
  ['url(self).getHost()', 'https://example.com:8443/x', 'example.com:8443'],
  ['url(self).getHostname()', 'https://example.com:8443/x', 'example.com'],
  ['url(self).getPort()', 'https://example.com/x', ''],
  ['url(self).getEscapedPath()', 'https://example.com/a/b', '/a/b'],
  ['url(self).getQuery()', 'https://example.com/?a=1&a=2&b=x+y', { a: ['1', '2'], b: ['x y'] }],
  ['url(self).getQuery() == {}', 'https://example.com/', true],
  [
    'url(self).getScheme()',
    'example.com/path',
    { error: 'URL parse error during conversion from string: parse "example.com/path": invalid URI for request' },
  ],
  ['url(self).getScheme()', '', { error: 'URL parse error during conversion from string: parse "": empty url' }],
  [
    'url(self).getScheme()',
    ':x',
    { error: 'URL parse error during conversion from string: parse ":x": missing protocol scheme' },
  ],
  [
    'url(self).getScheme()',
    'http://a:8o/',
    { error: 'URL parse error during conversion from string: parse "http://a:8o/": invalid port ":8o" after host' },
  ],
  [
    'url(self).getScheme()',
    'http://a b/',
    { error: 'URL parse error during conversion from string: parse "http://a b/": invalid character " " in host name' },
  ],
  [
    'url(self).getScheme()',
    'http://a\tb/',
    {
      error:
        'URL parse error during conversion from string: parse "http://a\\tb/": net/url: invalid control character in URL',
    },
  ],
]);

cases('quantity (pkg/cel/library/quantity.go over resource.ParseQuantity)', [
  ['isQuantity(self)', '1.5Gi', true],
  ['isQuantity(self)', '1.5.5', false],
  ['isQuantity(self)', '10Mb', false],
  ['isQuantity(self)', '1e3', true],
  ['quantity(self).isGreaterThan(quantity("1Gi"))', '1025Mi', true],
  ['quantity(self).isLessThan(quantity("1"))', '999m', true],
  ['quantity(self).compareTo(quantity("1k"))', '1000', 0n],
  ['quantity(self).isInteger()', '1500m', false],
  ['quantity(self).asInteger()', '2k', 2000n],
  ['quantity(self).asInteger()', '1500m', { error: 'cannot convert value to integer' }],
  ['quantity(self).sign()', '-1m', -1n],
  ['quantity(self).add(quantity("500m")).compareTo(quantity("2"))', '1.5', 0n],
  ['quantity(self).sub(1).isLessThan(quantity("0"))', '500m', true],
  ['quantity(self) == quantity("1000m")', '1', true],
  [
    'quantity(self).sign()',
    'abc',
    { error: "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'" },
  ],
  [
    'quantity(self).sign()',
    '1.2.3',
    { error: "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'" },
  ],
  ['quantity(self).sign()', '1k2', { error: "unable to parse quantity's suffix" }],
  [
    'quantity(self).sign()',
    '',
    { error: "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'" },
  ],
  ['isQuantity(self)', '1e', false],
  ['isQuantity(self)', '5Ei', true],
]);

cases('semver (pkg/cel/library/semverlib.go over blang/semver v4)', [
  ['isSemver(self)', '1.2.3', true],
  ['isSemver(self)', '1.2.3-rc.1+build.5', true],
  ['isSemver(self)', '01.2.3', false],
  ['isSemver(self)', '1.2', false],
  ['isSemver(self)', '1.2.3-01', false],
  ['isSemver(self, true)', 'v1.2', true],
  ['isSemver(self, true)', 'v1.2-rc', false],
  ['semver(self, true).minor()', 'v01.02', 2n],
  ['semver(self).major()', '10.20.30', 10n],
  ['semver(self).isLessThan(semver("1.0.0"))', '1.0.0-alpha', true],
  ['semver(self).compareTo(semver("1.0.0-alpha.beta"))', '1.0.0-alpha.1', -1n],
  ['semver(self).compareTo(semver("1.0.0-rc.1"))', '1.0.0-beta.11', -1n],
  ['semver(self).isGreaterThan(semver("1.0.0-alpha.1"))', '1.0.0-alpha.beta', true],
  ['semver(self) == semver("1.0.0+other")', '1.0.0+build', true],
]);

cases('timestamps (cel-go common/types/timestamp.go, Go time.Parse RFC3339), to the nanosecond', [
  ['timestamp(self) < timestamp("2024-01-01T00:00:00.000000001Z")', '2024-01-01T00:00:00Z', true],
  ['timestamp(self) == timestamp("2024-01-01T01:00:00+01:00")', '2024-01-01T00:00:00Z', true],
  ['string(timestamp(self))', '2024-01-01T01:00:00.120+01:00', '2024-01-01T00:00:00.12Z'],
  ['timestamp(self) - timestamp("2024-01-01T00:00:00Z") == duration("90s")', '2024-01-01T00:01:30Z', true],
  ['timestamp(self) + duration("1h") > timestamp("2024-01-01T00:30:00Z")', '2024-01-01T00:00:00Z', true],
  ['timestamp(self).getFullYear()', '2024-03-01T00:00:00Z', 2024n],
  ['timestamp(self).getMonth()', '2024-03-01T00:00:00Z', 2n],
  ['timestamp(self).getDayOfYear()', '2024-03-01T00:00:00Z', 60n],
  ['timestamp(self).getDayOfMonth()', '2024-03-01T00:00:00Z', 0n],
  ['timestamp(self).getHours("Europe/Paris")', '2024-03-01T00:00:00Z', { notEvaluated: 'getHours() in a time zone' }],
  [
    'timestamp(self)',
    '2024-02-30T00:00:00Z',
    { notEvaluated: 'timestamp("2024-02-30T00:00:00Z") is not the strict RFC 3339 form read here' },
  ],
]);

cases('format (pkg/cel/library/format.go)', [
  ['format.dns1123Label().validate(self).hasValue()', 'my-name', false],
  ['format.dns1123Label().validate(self).hasValue()', 'My-Name', true],
  ['format.dns1123Subdomain().validate(self).hasValue()', 'a.b-c.d', false],
  ['format.dns1035Label().validate(self).hasValue()', '1abc', true],
  ['format.qualifiedName().validate(self).hasValue()', 'example.com/Name_1', false],
  ['format.labelValue().validate(self).hasValue()', '-x', true],
  ['format.dns1123LabelPrefix().validate(self).hasValue()', 'web-', false],
  ['format.named("dns1123Label").hasValue()', null, true],
  ['format.named("nope").hasValue()', null, false],
  // The CRD formats: kube-openapi strfmt's checks with format.go's messages; uri is url.ParseRequestURI.
  ['format.uuid().validate(self).hasValue()', '0d9c2c70-6a8f-4cf1-a41c-3c3b8f5f9ad0', false],
  ['format.uuid().validate(self).hasValue()', '0D9C2C706A8F4CF1A41C3C3B8F5F9AD0', false],
  ['format.uuid().validate(self).value()', 'x', ['does not match the UUID format']],
  ['!format.uuid().validate(self).hasValue()', '', false],
  ['format.byte().validate(self).hasValue()', 'aGVsbG8=', false],
  ['format.byte().validate(self).value()', 'aGVsbG8', ['invalid base64']],
  ['format.date().validate(self).hasValue()', '2024-02-29', false],
  ['format.date().validate(self).value()', '2023-02-29', ['invalid date']],
  ['format.datetime().validate(self).hasValue()', '2024-01-02T03:04:05.5Z', false],
  ['format.datetime().validate(self).value()', '2024-13-02T03:04:05Z', ['invalid datetime']],
  [
    'format.datetime().validate(self).hasValue()',
    '2024-01-02T03:04',
    { notEvaluated: 'format.datetime() is not certain here for this value' },
  ],
  ['format.uri().validate(self).hasValue()', 'https://example.com/a?b=c', false],
  ['format.uri().validate(self).hasValue()', '/just/a/path', false],
  ['format.uri().validate(self).value()', 'example.com', ['parse "example.com": invalid URI for request']],
  ['format.named("uuid").value().validate(self).hasValue()', 'x', true],
]);

cases('conversions and durations (cel-go types, Go strconv and time.ParseDuration)', [
  ['int(self)', '-42', -42n],
  ['int(self)', '0x10', { error: "type conversion error from 'string' to 'int'" }],
  ['int(self)', '9223372036854775808', { error: "type conversion error from 'string' to 'int'" }],
  ['int(self)', 2.9, 2n],
  ['double(self)', 3n, 3],
  ['string(self)', 12n, '12'],
  ['string(self)', true, 'true'],
  ['string(self)', new Uint8Array([104, 105]), 'hi'],
  ['string(self)', new Uint8Array([0xff]), { error: 'invalid UTF-8 in bytes, cannot convert to string' }],
  ['duration(self) > duration("1m")', '61s', true],
  ['duration(self) == duration("90m")', '1.5h', true],
  ['duration(self) < duration("1ms")', '999us', true],
  // Duration getters give the whole duration in the unit, truncated toward zero (durationZeroArgOverloads).
  ['duration(self).getHours()', '150m', 2n],
  ['duration(self).getMinutes()', '1h30m45s', 90n],
  ['duration(self).getSeconds()', '-1.9s', -1n],
  ['duration(self).getMilliseconds()', '2.0015s', 2001n],
  ['duration(self).getMilliseconds() % 1000 == 0', '1500ms', false],
  ['duration(self)', '5', { error: "type conversion error from 'string' to 'google.protobuf.Duration'" }],
]);

describe('Go helpers', () => {
  it.each([
    ['0', 0n],
    ['1h2m3s', 3723_000_000_000n],
    ['-1.5s', -1_500_000_000n],
    ['1.0000000001s', 1_000_000_000n],
    ['1.s', 1_000_000_000n],
    ['.5m', 30_000_000_000n],
    ['1h-1m', undefined],
    ['1mss', undefined],
    ['1µs', 1000n],
    ['', undefined],
    ['1', undefined],
    ['.s', undefined],
    ['3000000h', undefined],
  ])('time.ParseDuration(%j) = %s ns', (text, nanos) => {
    expect(goParseDuration(text)).toBe(nanos);
  });

  it.each([
    ['1.2.3.4', '1.2.3.4'],
    ['::', '::'],
    ['0:0:0:0:0:0:0:1', '::1'],
    ['1:0:0:2:0:0:0:3', '1:0:0:2::3'],
    ['1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8'],
    ['::1.2.3.4', '::102:304'],
  ])('netip.ParseAddr(%j).String() = %j', (text, printed) => {
    const b = parseAddr(text);
    expect(b && formatAddr(b)).toBe(printed);
  });

  it.each([
    ['1Ki', 1024n, 1n],
    ['100m', 1n, 10n],
    ['1e-3', 1n, 1000n],
    ['+5', 5n, 1n],
    ['.5', 1n, 2n],
  ])('resource.ParseQuantity(%j) = %s/%s', (text, num, den) => {
    expect(parseQuantity(text)).toMatchObject({ num, den });
  });
});
