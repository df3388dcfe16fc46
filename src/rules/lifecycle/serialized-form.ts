import { posix } from 'node:path';
import type { GoField, GoFile, GoStruct } from '../../parse/go/go-file.js';
import { importPathOf, isInlined, jsonNamesOf, typeName } from '../../parse/go/json-fields.js';
import { jsonTagOf } from '../../parse/go/struct-tag.js';
import { isReviewedGoFile } from './repository-go-files.js';

// The JSON object fields a struct serializes to, as encoding/json computes them (typeFields in
// encoding/json/encode.go; each field's names: parse/go/json-fields.ts), which is what an API's
// schema and wire format are made of: a field is in the API by its JSON name, not its Go name (a
// Go rename that keeps `json:"name"` changes nothing a client sees; a new JSON name is a new
// field). Inlined structs are inlined recursively, exported or not (Go 1.10 and later).
//
// An inlined type the review can read (a struct of the same package) is expanded. One it cannot
// (another package: `corev1.NodeSelectorRequirement`, `metav1.TypeMeta`; a same-package name that
// is not a struct it read) contributes fields nobody here can name: it is kept in `unseen`, keyed
// by its import path and name, so that the two sides of a change can tell whether it is still
// there. encoding/json's tie-breaking between equal names at different depths is not modelled:
// both sides then hold a superset of the names, which can only make fewer fields look new.

export interface SerializedForm {
  /** The JSON names of the fields the review can see. */
  readonly names: ReadonlySet<string>;
  /** Inlined embedded types whose fields the review cannot see: `<import path>.<Type>`. */
  readonly unseen: ReadonlySet<string>;
}

/** encoding/json serializes this field under a name of its own (ungated-field judges these). */
export const isSerialized = (field: GoField): boolean => jsonNamesOf(field).length > 0;

/** The structs of the repository's own packages at one point in time, and their serialized forms. */
export class GoPackages {
  /**
   * Every definition of a struct in a package: files under build tags (`//go:build linux` and
   * `!linux`) may each define it, and its serialized form is what any of them serializes.
   */
  private readonly structs = new Map<string, { readonly file: GoFile; readonly struct: GoStruct }[]>();
  private readonly forms = new Map<string, SerializedForm | 'computing'>();
  private inlinedBy: Map<string, Set<string>> | undefined;

  constructor(files: readonly GoFile[]) {
    for (const file of files) {
      if (file.error !== undefined || !isReviewedGoFile(file.path)) continue;
      const dir = posix.dirname(file.path);
      for (const struct of file.structs) {
        const key = structKey(dir, struct.name);
        const definitions = this.structs.get(key);
        if (definitions) definitions.push({ file, struct });
        else this.structs.set(key, [{ file, struct }]);
      }
    }
  }

  /** The serialized form of the struct `name` of the package in `dir`; undefined when there is none. */
  form(dir: string, name: string): SerializedForm | undefined {
    const key = structKey(dir, name);
    const known = this.forms.get(key);
    // A struct that inlines itself (through a pointer) adds nothing the first visit did not.
    if (known === 'computing') return { names: new Set(), unseen: new Set() };
    if (known) return known;
    const definitions = this.structs.get(key);
    if (!definitions) return undefined;
    this.forms.set(key, 'computing');
    const names = new Set<string>();
    const unseen = new Set<string>();
    for (const at of definitions)
      for (const field of at.struct.fields) {
        for (const n of jsonNamesOf(field)) names.add(n);
        // encoding/json also serializes an embedded unexported struct that has a JSON name; which
        // types are structs is not known here, and a name too many only makes fewer fields new.
        const own = field.names.length === 0 && field.tag !== undefined ? jsonTagOf(field.tag) : undefined;
        if (own !== undefined && own.name !== '' && !(own.name === '-' && own.options.length === 0))
          names.add(own.name);
        if (!isInlined(field)) continue;
        const type = typeName(field.type);
        const inner = type.qualifier === undefined ? this.form(dir, type.name) : undefined;
        if (inner) {
          for (const n of inner.names) names.add(n);
          for (const u of inner.unseen) unseen.add(u);
        } else {
          unseen.add(`${type.qualifier === undefined ? dir : importPathOf(at.file, type.qualifier)}.${type.name}`);
        }
      }
    const form = { names, unseen };
    this.forms.set(key, form);
    return form;
  }

  /** The structs of the same package whose serialized form holds the fields of `name` inlined, at any depth. */
  inliners(dir: string, name: string): readonly string[] {
    if (!this.inlinedBy) {
      this.inlinedBy = new Map();
      for (const [key, definitions] of this.structs) {
        const d = key.slice(0, key.indexOf('\0'));
        for (const { struct } of definitions)
          for (const field of struct.fields) {
            if (!isInlined(field)) continue;
            const type = typeName(field.type);
            if (type.qualifier !== undefined) continue;
            const inner = structKey(d, type.name);
            const by = this.inlinedBy.get(inner) ?? new Set<string>();
            by.add(struct.name);
            this.inlinedBy.set(inner, by);
          }
      }
    }
    const out = new Set<string>();
    const queue = [name];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      for (const by of this.inlinedBy.get(structKey(dir, next)) ?? []) {
        if (by === name || out.has(by)) continue;
        out.add(by);
        queue.push(by);
      }
    }
    return [...out];
  }
}

const structKey = (dir: string, name: string): string => `${dir}\0${name}`;
