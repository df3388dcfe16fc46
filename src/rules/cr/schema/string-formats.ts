import { isDns1123Label, isDns1123Subdomain } from '../../crd/schema/dns-names.js';
import { unicodePattern } from '../../../parse/unicode-categories.js';

// The string formats kube-apiserver checks on custom resources (spec/cr-validation.md §5,
// apiextensions-apiserver pkg/apiserver/validation/formats.go with go-openapi strfmt's checkers).
// Names are compared with '-' and '_' removed, as strfmt normalises them (`date-time` is
// `datetime`). A false error is worse than a missed one, so only formats whose checker is exact
// here are judged; the others (uri, email, isbn, creditcard, ssn, rgbcolor, duration) are
// recognised and accepted (`undefined`: not judged).

/** `true` valid, `false` invalid, `undefined` not judged (an unknown format, or one not checked offline). */
export function checkFormat(format: string, value: string): boolean | undefined {
  const check = CHECKS.get(format.replaceAll('-', '').replaceAll('_', '').toLowerCase());
  return check ? check(value) : undefined;
}

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const UUID3 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?3[0-9a-f]{3}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const UUID4 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i;
const UUID5 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?5[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i;
// strfmt's rxHostname: RFC 1123 labels of letters, digits, '-' and '_' up to 63 each, 255 in all.
const HOSTNAME = unicodePattern(
  String.raw`^([a-zA-Z0-9\p{S}\p{L}]((-?[a-zA-Z0-9\p{S}\p{L}]{0,62})?)|([a-zA-Z0-9\p{S}\p{L}](([a-zA-Z0-9-\p{S}\p{L}]{0,61}[a-zA-Z0-9\p{S}\p{L}])?)(\.)){1,}([a-zA-Z\p{L}]){2,63})$`,
);
const HEXCOLOR = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const BSON = /^[0-9a-fA-F]{24}$/;
// Go's net.ParseMAC: 6, 8 or 20 octets (EUI-48, EUI-64, a 20-octet IP over InfiniBand address).
const MAC =
  /^([0-9a-fA-F]{2}[:-]){5}[0-9a-fA-F]{2}$|^([0-9a-fA-F]{2}[:-]){7}[0-9a-fA-F]{2}$|^([0-9a-fA-F]{2}[:-]){19}[0-9a-fA-F]{2}$|^([0-9a-fA-F]{4}\.){2}[0-9a-fA-F]{4}$|^([0-9a-fA-F]{4}\.){3}[0-9a-fA-F]{4}$|^([0-9a-fA-F]{4}\.){9}[0-9a-fA-F]{4}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// strfmt's DateTime layouts: RFC 3339 with or without fractional seconds, a zone with or without
// its colon, no zone (local time), and the reduced precision without seconds; accepted a little
// wider (a space or 't'), never narrower. kube-openapi's DateTimePattern leaves the dot before the
// fraction unescaped (`(.[0-9]+)?`), so any character but a line break stands there (`05,123Z`).
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})([^\n]\d+)?)?([Zz]|[+-]\d{2}:?\d{2})?$/;
const RFC1123_HOSTNAME =
  /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

const CHECKS: ReadonlyMap<string, (v: string) => boolean> = new Map([
  ['uuid', (v: string) => UUID.test(v)],
  ['uuid3', (v: string) => UUID3.test(v)],
  ['uuid4', (v: string) => UUID4.test(v)],
  ['uuid5', (v: string) => UUID5.test(v)],
  ['ipv4', (v: string) => v.includes('.') && isIP(v)],
  ['ipv6', (v: string) => v.includes(':') && isIP(v)],
  ['cidr', isCidr],
  ['mac', (v: string) => MAC.test(v)],
  // Reported only where a plain RFC 1123 name fails too: which copy of strfmt's pattern the
  // apiserver runs is not pinned here, and a false error is worse than a missed one.
  ['hostname', (v: string) => (v.length <= 255 && HOSTNAME.test(v)) || RFC1123_HOSTNAME.test(v)],
  ['hexcolor', (v: string) => HEXCOLOR.test(v)],
  ['bsonobjectid', (v: string) => BSON.test(v)],
  // encoding/base64 ignores line breaks.
  ['byte', (v: string) => BASE64.test(v.replace(/[\r\n]/g, ''))],
  ['password', () => true],
  ['date', isDate],
  ['datetime', isDateTime],
  // since 1.34: apimachinery's DNS-1123 label and subdomain
  ['k8sshortname', (v: string) => isDns1123Label(v).length === 0],
  ['k8slongname', (v: string) => isDns1123Subdomain(v).length === 0],
]);

function isDate(v: string): boolean {
  const m = DATE.exec(v);
  return m !== null && validDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

// What every copy of strfmt's date-time check accepts: RFC 3339 with seconds, an upper-case `T`,
// and a zone (`Z` or an offset with its colon).
const RFC3339_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-](\d{2}):(\d{2}))$/;

/**
 * A date-time as strfmt judges it where the answer is certain: `false` where even the wider
 * pattern above fails (every layout strfmt accepts is inside it), `true` for plain RFC 3339,
 * `undefined` in between (reduced precision, no zone, a lower-case `t`: copies of strfmt differ).
 */
export function certainDateTime(v: string): boolean | undefined {
  if (!isDateTime(v)) return false;
  const m = RFC3339_DATETIME.exec(v);
  return m && Number(m[3] ?? 0) < 24 && Number(m[4] ?? 0) < 60 ? true : undefined;
}

function isDateTime(v: string): boolean {
  const m = DATETIME.exec(v);
  if (!m) return false;
  return (
    validDay(Number(m[1]), Number(m[2]), Number(m[3])) &&
    Number(m[4]) < 24 &&
    Number(m[5]) < 60 &&
    Number(m[6] ?? 0) < 60
  );
}

function validDay(y: number, mo: number, d: number): boolean {
  if (mo < 1 || mo > 12 || d < 1) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= (days[mo - 1] ?? 0);
}

/** A dotted quad; leading zeros are accepted, as netutils.ParseIPSloppy (what the apiserver parses with) does. */
function isIPv4(v: string): boolean {
  const parts = v.split('.');
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
}

/** Go's net.ParseIP: IPv4, or IPv6 with at most one `::` and an optional trailing IPv4. */
function isIP(v: string): boolean {
  if (isIPv4(v)) return true;
  if (!/^[0-9a-fA-F:.]+$/.test(v)) return false;
  const halves = v.split('::');
  if (halves.length > 2) return false;
  const groups = (s: string): string[] | undefined => (s === '' ? [] : s.split(':'));
  const head = groups(halves[0] ?? '');
  const tail = halves.length === 2 ? groups(halves[1] ?? '') : [];
  if (!head || !tail) return false;
  const all = [...head, ...tail];
  let count = 0;
  for (const [i, g] of all.entries()) {
    if (i === all.length - 1 && g.includes('.')) {
      if (!isIPv4(g)) return false;
      count += 2;
    } else if (/^[0-9a-fA-F]{1,4}$/.test(g)) count += 1;
    else return false;
  }
  return halves.length === 2 ? count < 8 : count === 8;
}

/** Go's net.ParseCIDR. */
function isCidr(v: string): boolean {
  const slash = v.indexOf('/');
  if (slash < 0) return false;
  const ip = v.slice(0, slash);
  const bits = v.slice(slash + 1);
  if (!/^\d{1,3}$/.test(bits) || !isIP(ip)) return false;
  return Number(bits) <= (isIPv4(ip) ? 32 : 128);
}
