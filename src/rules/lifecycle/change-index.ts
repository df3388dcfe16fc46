import { posix } from 'node:path';
import type { GoConst, GoField, GoFile, GoStruct } from '../../parse/go/go-file.js';
import type { DeclarationTags } from './declaration-tags.js';
import { jsonNamesOf } from '../../parse/go/json-fields.js';
import { GoPackages } from './serialized-form.js';

// What the base held, to tell the lines a change adds or edits from untouched ones
// (spec/go-lifecycle.md §5, §7.8, §7.10): structs are matched by package directory and name; a
// tag is untouched when the same field (by Go name or JSON name), struct or constant carried the
// same tag text at base. Whether a field is added is a question about the API, so it is asked of the struct's
// serialized form (serialized-form.ts): a JSON name the form did not have at base. A Go rename
// that keeps the JSON name, a field moved within the struct, and explicit fields that replace an
// inlined embedded struct holding the same names add nothing. Without a base, everything is new.

export class ChangeIndex {
  private readonly fieldDocs = new Map<string, Set<string>>();
  private readonly structDocs = new Map<string, Set<string>>();
  private readonly constDocs = new Map<string, Set<string>>();
  private basePackages: GoPackages | undefined;

  /** `base`: the base's Go files the family reads (go-files-needed.ts); undefined without a base. */
  constructor(private readonly base: readonly GoFile[] | undefined) {
    for (const file of base ?? []) {
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

  /**
   * The JSON names under which this field of the head struct is new to the API: all of them
   * without a base; else those the struct's serialized form did not have at base, judged in every
   * form the field is part of (the struct, and each struct of the package that inlines it), so a
   * field moved into an inlined struct is not new either.
   *
   * An inlined type the review cannot see (another package) held unknown names at base. While it
   * is still inlined at head it holds the same ones on both sides; once the change removes it,
   * any name could have come from it (Karpenter c81e6ace4 replaced `v1.NodeSelectorRequirement`
   * inline with explicit `key`, `operator`, `values`), and no name of that form counts as new.
   */
  addedJsonNames(head: GoPackages, file: GoFile, struct: GoStruct, field: GoField): readonly string[] {
    const names = jsonNamesOf(field);
    if (!this.base) return names;
    this.basePackages ??= new GoPackages(this.base);
    const base = this.basePackages;
    const dir = posix.dirname(file.path);
    const forms = [struct.name, ...head.inliners(dir, struct.name)].map((name) => ({
      before: base.form(dir, name),
      after: head.form(dir, name),
    }));
    return names.filter((n) =>
      forms.every(
        ({ before, after }) =>
          before === undefined ||
          (!before.names.has(n) && [...before.unseen].every((u) => after?.unseen.has(u) === true)),
      ),
    );
  }

  /**
   * The tag line `// <text>` on this field is new or edited: no field of the struct at base with
   * the same Go name or the same JSON name carried it (a Go rename leaves its tags untouched).
   */
  private isTouchedFieldTag(file: GoFile, struct: GoStruct, field: GoField, text: string): boolean {
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

/** The keys a field is found under: its Go names (an embedded field's type), and its JSON names. */
const namesOf = (field: GoField): readonly string[] => [
  ...(field.names.length > 0 ? field.names : [field.type.replace(/^\*/, '')]),
  ...jsonNamesOf(field).map((n) => `json:${n}`),
];
