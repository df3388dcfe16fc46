import { posix } from 'node:path';
import { startsWithUpperCaseLetter } from '../unicode-categories.js';
import type { GoField, GoFile } from './go-file.js';
import { jsonTagOf } from './struct-tag.js';

// How encoding/json (typeFields in encoding/json/encode.go) and controller-gen, which follows it,
// name a struct's fields in JSON: what an API's wire format and its CRD schema are made of.
//
//   - `json:"-"` (without options) is never serialized; an unexported named field neither.
//   - A named field is serialized under its tag's name, or its Go name when the tag names none.
//   - An embedded field with a name in its tag (`VolumeStatus` as `json:"volumeStatus"`) is a
//     field of that name. Without one (no tag, or `json:",inline"`: encoding/json knows no
//     `inline` option, the name is just empty; controller-gen reads an empty name as inline too),
//     an embedded struct's fields are the struct's own: they are inlined.

/** The JSON names a field is serialized under itself: none when it is not serialized, or inlined. */
export function jsonNamesOf(field: GoField): readonly string[] {
  const json = field.tag === undefined ? undefined : jsonTagOf(field.tag);
  if (json?.name === '-' && json.options.length === 0) return [];
  if (field.names.length > 0) {
    const exported = field.names.filter(isExported);
    if (exported.length === 0) return [];
    return json !== undefined && json.name !== '' ? [json.name] : exported;
  }
  // An embedded field with its own name. (encoding/json also serializes an embedded exported
  // non-struct type without a name, under the type's name; which types are structs is not
  // known here, so such a field is left to the inlined ones.)
  return isExported(embeddedName(field.type)) && json !== undefined && json.name !== '' ? [json.name] : [];
}

/** An embedded field without a JSON name: encoding/json inlines its fields when it is a struct. */
export function isInlined(field: GoField): boolean {
  if (field.names.length > 0) return false;
  const json = field.tag === undefined ? undefined : jsonTagOf(field.tag);
  return json === undefined || json.name === '';
}

/** `*pkg.Type[T]` → qualifier `pkg`, name `Type`. */
export function typeName(type: string): { readonly qualifier?: string; readonly name: string } {
  const bare = type.replace(/^\*+/, '').replace(/\[.*$/s, '').trim();
  const dot = bare.lastIndexOf('.');
  return dot < 0 ? { name: bare } : { qualifier: bare.slice(0, dot), name: bare.slice(dot + 1) };
}

/** The field name Go gives an embedded field: its type's name. */
const embeddedName = (type: string): string => typeName(type).name;

/**
 * The import path a package qualifier stands for in a file: the import that names it, or whose
 * last path element is it; the qualifier itself when neither (the key then still matches the
 * same spelling on the other side of the change).
 */
export function importPathOf(file: GoFile, qualifier: string): string {
  const named = file.imports.find((i) => i.name === qualifier);
  if (named) return named.path;
  const byElement = file.imports.find((i) => i.name === undefined && posix.basename(i.path) === qualifier);
  return byElement?.path ?? qualifier;
}

/** Go's rule: an identifier is exported when its first character is an upper-case letter. */
const isExported = (name: string): boolean => startsWithUpperCaseLetter(name);
