import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { certainDateTime, checkFormat } from '../../../src/rules/cr/schema/string-formats.js';

// The string formats cr/schema checks (spec/cr-validation.md §5, strfmt's checkers as kube-openapi
// registers them). Names compare without '-' and '_'; a format not checked here is not judged.

describe('checkFormat', () => {
  it.each([
    ['uuid', '0d9c2c70-6a8f-4cf1-a41c-3c3b8f5f9ad0', true],
    ['uuid', '0D9C2C706A8F4CF1A41C3C3B8F5F9AD0', true],
    ['uuid', 'not-a-uuid', false],
    ['uuid4', '0d9c2c70-6a8f-3cf1-a41c-3c3b8f5f9ad0', false],
    ['ipv4', '10.0.0.1', true],
    ['ipv4', '010.000.000.001', true],
    ['ipv4', '10.0.0', false],
    ['ipv4', '::1', false],
    ['ipv6', '::1', true],
    ['ipv6', '2001:db8::8a2e:370:7334', true],
    ['ipv6', '::ffff:10.0.0.1', true],
    ['ipv6', '2001:db8:::1', false],
    ['ipv6', '10.0.0.1', false],
    ['cidr', '10.0.0.0/8', true],
    ['cidr', 'fd00::/64', true],
    ['cidr', '10.0.0.0/33', false],
    ['cidr', '10.0.0.0', false],
    ['mac', '00:1A:2b:3c:4d:5e', true],
    ['mac', '001A.2b3c.4d5e', true],
    // 20 octets, IP over InfiniBand, which net.ParseMAC reads too.
    ['mac', '00:00:00:00:fe:80:00:00:00:00:00:00:02:00:5e:10:00:00:00:01', true],
    ['mac', '0000.0000.fe80.0000.0000.0000.0200.5e10.0000.0001', true],
    ['mac', '00:00:00:00:fe:80:00:00:00:00:00:00:02:00:5e:10:00:00:00', false],
    ['mac', '00:1A:2b', false],
    ['hostname', 'example.com', true],
    ['hostname', 'my-host', true],
    ['hostname', 'localhost', true],
    ['hostname', 'bad_host!', false],
    ['date', '2024-02-29', true],
    ['date', '2023-02-29', false],
    ['date-time', '2024-01-02T03:04:05Z', true],
    ['date-time', '2024-01-02T03:04:05.123+01:00', true],
    ['date-time', '2024-01-02T03:04', true],
    // kube-openapi's DateTimePattern: `(.[0-9]+)?`, any character before the fraction.
    ['date-time', '2024-01-02T03:04:05,123Z', true],
    ['date-time', '2024-01-02T24:04:05Z', false],
    ['date-time', 'yesterday', false],
    ['byte', 'aGVsbG8=', true],
    ['byte', 'aGVs\nbG8=', true],
    ['byte', 'aGVsbG8', false],
    ['hexcolor', '#fff', true],
    ['hexcolor', '#ffff', false],
    ['bsonobjectid', '507f1f77bcf86cd799439011', true],
    ['k8s-short-name', 'my-name', true],
    ['k8s-short-name', 'a-', false],
    ['k8s-long-name', 'a.b-c', true],
    ['k8s-long-name', 'a.-', false],
    ['password', 'anything at all', true],
  ] as const)('%s %j is %s', (format, value, valid) => {
    expect(checkFormat(format, value)).toBe(valid);
  });

  it.each(['uri', 'email', 'duration', 'isbn', 'creditcard', 'ssn', 'rgbcolor', 'int-or-string', 'my-own'])(
    'does not judge %s',
    (format) => {
      expect(checkFormat(format, '%%% not anything %%%')).toBeUndefined();
    },
  );

  it('never throws, and gives a boolean for every checked format, on any string', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'uuid',
          'ipv4',
          'ipv6',
          'cidr',
          'mac',
          'hostname',
          'date',
          'datetime',
          'byte',
          'hexcolor',
          'k8s-long-name',
        ),
        fc.string({ maxLength: 300 }),
        (format, value) => {
          expect(typeof checkFormat(format, value)).toBe('boolean');
        },
      ),
      { numRuns: 500 },
    );
  });
});

// format.datetime() in CEL (format.go): certain where every copy of strfmt agrees, else undefined.
describe('certainDateTime', () => {
  it.each([
    ['2024-01-02T03:04:05Z', true],
    ['2024-01-02T03:04:05.5-07:00', true],
    ['2024-01-02T03:04:05,5Z', undefined],
    ['2024-01-02t03:04:05z', undefined],
    ['2024-01-02T03:04', undefined],
    ['2024-01-02T03:04:05', undefined],
    ['2024-01-02T03:04:05+0700', undefined],
    ['2024-01-02T03:04:05+25:00', undefined],
    ['2024-02-30T03:04:05Z', false],
    ['2024-01-02T03:60:05Z', false],
    ['yesterday', false],
  ] as const)('%j is %s', (value, certain) => {
    expect(certainDateTime(value)).toBe(certain);
  });

  it('is false exactly where the date-time format check fails, on any string', () => {
    const dateTimeLike = fc
      .tuple(fc.constantFrom('2024-01-02', '2023-02-29', '999-01-01'), fc.constantFrom('T', 't', ' ', 'x'), fc.string())
      .map(([d, sep, rest]) => `${d}${sep}${rest}`);
    fc.assert(
      fc.property(fc.oneof(fc.string(), dateTimeLike), (value) => {
        expect(certainDateTime(value) === false).toBe(checkFormat('date-time', value) === false);
      }),
      { numRuns: 500 },
    );
  });
});
