import { isJsonObject, type JsonObject } from '../../../parse/kube-object.js';

// Reading a parsed manifest value as Go's JSON decoder fills the v1 types: an absent or null
// field is the zero value ("", false, 0, nil), so the validators below see what the apiserver
// sees. A value of the wrong JSON type fails decoding before validation (CRD-API-003), which
// crd/unknown-field reports; here it reads as the zero value, so no second finding follows.

export const goString = (v: unknown): string => (typeof v === 'string' ? v : '');

// kubectl reads YAML 1.1, where unquoted yes/on/y are true; js-yaml leaves them strings.
const YAML11_TRUE = new Set(['y', 'Y', 'yes', 'Yes', 'YES', 'on', 'On', 'ON']);

export const goBool = (v: unknown): boolean => v === true || (typeof v === 'string' && YAML11_TRUE.has(v));

export const goObject = (v: unknown): JsonObject | undefined => (isJsonObject(v) ? v : undefined);

/** A Go slice: absent, null or not a list reads as empty. */
export const goList = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);

/** A Go []string whose entries are read as strings. */
export const goStrings = (v: unknown): string[] => goList(v).map(goString);

/** A pointer field: set (even to a zero value) or nil. */
export const isSet = (v: unknown): boolean => v !== undefined && v !== null;

/** Go's len() of a string: its UTF-8 bytes. */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}
