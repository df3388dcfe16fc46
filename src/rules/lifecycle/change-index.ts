import { posix } from 'node:path';
import type { World } from '../../engine/world.js';
import type { GoConst, GoFile, GoStruct } from '../../parse/go/go-file.js';
import type { DeclarationTags } from './declaration-tags.js';

// What the base held, to tell the lines a change adds or edits from untouched ones
// (spec/go-lifecycle.md §5, §7.8, §7.10): structs and fields are matched by package directory,
// struct name and field name, so a moved field is not new; a tag is untouched when the same
// field (or struct, or constant) carried the same tag text at base. Without a base, everything
// is new.

export class ChangeIndex {
  private readonly fieldDocs = new Map<string, Set<string>>();
  private readonly structDocs = new Map<string, Set<string>>();
  private readonly constDocs = new Map<string, Set<string>>();

  constructor(private readonly base: World | undefined) {
    for (const file of base?.goFiles ?? []) {
      for (const decl of file.consts) {
        const key = constKey(file, decl);
        const docs = this.constDocs.get(key) ?? new Set<string>();
        for (const c of decl.doc) docs.add(c.text.trim());
        this.constDocs.set(key, docs);
      }
      for (const struct of file.structs) {
        const sk = structKey(file, struct);
        const sdocs = this.structDocs.get(sk) ?? new Set<string>();
        for (const c of [...struct.doc, ...struct.secondDoc]) sdocs.add(c.text.trim());
        this.structDocs.set(sk, sdocs);
        for (const field of struct.fields) {
          for (const name of namesOf(field)) {
            const docs = this.fieldDocs.get(`${sk}\0${name}`) ?? new Set<string>();
            for (const c of field.doc) docs.add(c.text.trim());
            this.fieldDocs.set(`${sk}\0${name}`, docs);
          }
        }
      }
    }
  }

  get hasBase(): boolean {
    return this.base !== undefined;
  }

  /** The change adds this struct: no base, or no struct of this name in this package at base. */
  isAddedStruct(file: GoFile, struct: GoStruct): boolean {
    return !this.base || !this.structDocs.has(structKey(file, struct));
  }

  /** The change adds this field: no base, or no field of this name in this struct at base. */
  isAddedField(file: GoFile, struct: GoStruct, field: { readonly names: readonly string[]; readonly type: string }): boolean {
    if (!this.base) return true;
    return !namesOf(field).some((n) => this.fieldDocs.has(`${structKey(file, struct)}\0${n}`));
  }

  /** The tag line `// <text>` on this field is new or edited. */
  isTouchedFieldTag(file: GoFile, struct: GoStruct, field: { readonly names: readonly string[]; readonly type: string }, text: string): boolean {
    if (!this.base) return true;
    const t = text.trim();
    return !namesOf(field).some((n) => this.fieldDocs.get(`${structKey(file, struct)}\0${n}`)?.has(t));
  }

  isTouchedStructTag(file: GoFile, struct: GoStruct, text: string): boolean {
    if (!this.base) return true;
    return !this.structDocs.get(structKey(file, struct))?.has(text.trim());
  }

  /** The tag line `// <text>` on this declaration (field, type or constant) is new or edited. */
  isTouchedTag(at: DeclarationTags, text: string): boolean {
    const owner = at.owner;
    switch (owner.kind) {
      case 'field':
        return this.isTouchedFieldTag(at.file, owner.struct, owner.field, text);
      case 'type':
        return this.isTouchedStructTag(at.file, owner.struct, text);
      case 'const':
        return !this.base || !this.constDocs.get(constKey(at.file, owner.decl))?.has(text.trim());
    }
  }
}

const constKey = (file: GoFile, decl: GoConst): string => `${posix.dirname(file.path)}\0${decl.name}`;

const structKey = (file: GoFile, struct: GoStruct): string => `${posix.dirname(file.path)}\0${struct.name}`;

const namesOf = (field: { readonly names: readonly string[]; readonly type: string }): readonly string[] =>
  field.names.length > 0 ? field.names : [field.type.replace(/^\*/, '')];
