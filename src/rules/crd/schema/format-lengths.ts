// The lengths, in characters, of every string a format's check accepts (kube-openapi strfmt, as
// kube-apiserver validates custom resources): a UUID is 32 hex digits with up to 4 dashes
// (strfmt's UUIDPattern and its uuid3/4/5 variants), a date is `time.Parse("2006-01-02")`'s fixed
// 10 characters, a BSON ObjectId 24 hex digits, a hex colour `#` and 3 or 6 digits, and a
// hostname at most 255 bytes (IsHostname), so at most 255 characters. A `maxLength` or
// `minLength` such a format implies refuses nothing (grafana-operator's `accessToken`:
// `format: uuid` beside `maxLength: 36`). Names as strfmt normalises them: `-` and `_` removed,
// lower case.

export interface FormatLengths {
  readonly min: number;
  readonly max: number;
}

const LENGTHS: ReadonlyMap<string, FormatLengths> = new Map([
  ['uuid', { min: 32, max: 36 }],
  ['uuid3', { min: 32, max: 36 }],
  ['uuid4', { min: 32, max: 36 }],
  ['uuid5', { min: 32, max: 36 }],
  ['date', { min: 10, max: 10 }],
  ['bsonobjectid', { min: 24, max: 24 }],
  ['hexcolor', { min: 3, max: 7 }],
  ['hostname', { min: 1, max: 255 }],
]);

/** The least and most characters of a string the format accepts; undefined where they are not bounded so. */
export function formatLengths(format: string): FormatLengths | undefined {
  return LENGTHS.get(format.replaceAll('-', '').replaceAll('_', '').toLowerCase());
}
