import { utf8Length } from './go-decoded.js';

// apimachinery's name formats (pkg/util/validation/validation.go and api/validate/content;
// spec/crd-validation.md CRD-META-002, CRD-NAMES-002). Each returns the apiserver's messages,
// byte for byte, in its order; an empty list means valid.

const DNS1123_LABEL = '[a-z0-9]([-a-z0-9]*[a-z0-9])?';
const DNS1123_SUBDOMAIN = `${DNS1123_LABEL}(\\.${DNS1123_LABEL})*`;
const DNS1035_LABEL = '[a-z]([-a-z0-9]*[a-z0-9])?';
const LABEL_KEY = '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]';
const LABEL_VALUE = `(${LABEL_KEY})?`;

const anchored = (re: string): RegExp => new RegExp(`^${re}$`);

/**
 * The Go regular expression each format of the Kubernetes CEL format library checks a value
 * against (beside a length limit): a value `format.<name>().validate(v)` accepts matches it.
 */
export const FORMAT_PATTERNS: Readonly<Record<string, string>> = {
  dns1123Label: `^${DNS1123_LABEL}$`,
  dns1123Subdomain: `^${DNS1123_SUBDOMAIN}$`,
  dns1035Label: `^${DNS1035_LABEL}$`,
  labelValue: `^${LABEL_VALUE}$`,
};
/** The length limit each format of FORMAT_PATTERNS checks beside its expression (its validation.go function's). */
export const FORMAT_MAX_LENGTHS: Readonly<Record<string, number>> = {
  dns1123Label: 63,
  dns1123Subdomain: 253,
  dns1035Label: 63,
  labelValue: 63,
};
const SUBDOMAIN_RE = anchored(DNS1123_SUBDOMAIN);
const DNS1035_RE = anchored(DNS1035_LABEL);
const LABEL_KEY_RE = anchored(LABEL_KEY);
const LABEL_VALUE_RE = anchored(LABEL_VALUE);

function regexError(msg: string, re: string, ...examples: string[]): string {
  if (examples.length === 0) return `${msg} (regex used for validation is '${re}')`;
  const listed = examples.map((x, i) => `${i > 0 ? ' or ' : ''}'${x}', `).join('');
  return `${msg} (e.g. ${listed}regex used for validation is '${re}')`;
}

export const SUBDOMAIN_DETAIL = regexError(
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character",
  DNS1123_SUBDOMAIN,
  'example.com',
);

// The double space after 'my-name', is the apiserver's: RegexError joins examples with " or ".
export const DNS1035_DETAIL = regexError(
  "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character",
  DNS1035_LABEL,
  'my-name',
  'abc-123',
);

const LABEL_RE = anchored(DNS1123_LABEL);
export const LABEL_DETAIL = regexError(
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character",
  DNS1123_LABEL,
  'my-name',
  '123-abc',
);

/** content.IsDNS1123Label (a namespace name): a valid subdomain that is not a label has dots. */
export function isDns1123Label(value: string): string[] {
  const errs: string[] = [];
  if (utf8Length(value) > 63) errs.push('must be no more than 63 characters');
  if (!LABEL_RE.test(value)) errs.push(SUBDOMAIN_RE.test(value) ? 'must not contain dots' : LABEL_DETAIL);
  return errs;
}

/** content.IsPathSegmentName / IsPathSegmentPrefix: what may not stand in a REST path segment. */
export function isPathSegment(value: string, prefix: boolean): string[] {
  if (!prefix && (value === '.' || value === '..')) return [`may not be '${value}'`];
  return ['/', '%'].filter((c) => value.includes(c)).map((c) => `may not contain '${c}'`);
}

/** util/validation IsDNS1123Subdomain: lengths in "characters". */
export function isDns1123Subdomain(value: string, lengthUnit: 'characters' | 'bytes' = 'characters'): string[] {
  const errs: string[] = [];
  if (utf8Length(value) > 253) errs.push(`must be no more than 253 ${lengthUnit}`);
  if (!SUBDOMAIN_RE.test(value)) errs.push(SUBDOMAIN_DETAIL);
  return errs;
}

export function isDns1035Label(value: string): string[] {
  const errs: string[] = [];
  if (utf8Length(value) > 63) errs.push('must be no more than 63 characters');
  if (!DNS1035_RE.test(value)) errs.push(DNS1035_DETAIL);
  return errs;
}

const LABEL_KEY_MSG =
  "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";

/** content.IsLabelKey (a "qualified name"): an optional DNS subdomain prefix and a name. */
export function isQualifiedName(value: string): string[] {
  const errs: string[] = [];
  const parts = value.split('/');
  let name: string;
  if (parts.length === 1) name = parts[0] ?? '';
  else if (parts.length === 2) {
    const prefix = parts[0] ?? '';
    name = parts[1] ?? '';
    if (prefix === '') errs.push('prefix part must be non-empty');
    else errs.push(...isDns1123Subdomain(prefix, 'bytes').map((m) => `prefix part ${m}`));
  } else {
    return [
      `a valid label key ${regexError(LABEL_KEY_MSG, LABEL_KEY, 'MyName', 'my.name', '123-abc')} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`,
    ];
  }
  if (name === '') errs.push('name part must be non-empty');
  else if (utf8Length(name) > 63) errs.push('name part must be no more than 63 bytes');
  if (!LABEL_KEY_RE.test(name))
    errs.push(`name part ${regexError(LABEL_KEY_MSG, LABEL_KEY, 'MyName', 'my.name', '123-abc')}`);
  return errs;
}

export function isLabelValue(value: string): string[] {
  const errs: string[] = [];
  if (utf8Length(value) > 63) errs.push('must be no more than 63 bytes');
  if (!LABEL_VALUE_RE.test(value)) {
    errs.push(
      regexError(
        "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
        LABEL_VALUE,
        'MyValue',
        'my_value',
        '12345',
      ),
    );
  }
  return errs;
}
