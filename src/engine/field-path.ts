// A path into an object in kube-apiserver's notation (apimachinery's field.Path):
// `spec.versions[0].schema`, `metadata.annotations[api-approved.kubernetes.io]`.
// It is a structure, not a string: a map key may contain dots, and locating a value in the
// user's file needs the steps. Immutable; a child shares its parent, so walking is cheap.

export type PathStep = { readonly field: string } | { readonly subscript: string };

export class FieldPath {
  private constructor(
    private readonly parent: FieldPath | null,
    private readonly step: PathStep,
  ) {}

  static of(name: string, ...more: string[]): FieldPath {
    return new FieldPath(null, { field: name }).child(...more);
  }

  /** `child('a', 'b')` appends `.a.b`; a dotted name renders the same as nested children. */
  child(...names: string[]): FieldPath {
    let p: FieldPath = this;
    for (const field of names) p = new FieldPath(p, { field });
    return p;
  }

  index(i: number): FieldPath {
    return new FieldPath(this, { subscript: String(i) });
  }

  key(k: string): FieldPath {
    return new FieldPath(this, { subscript: k });
  }

  /** The path one step shorter, or undefined at the root. */
  parentPath(): FieldPath | undefined {
    return this.parent ?? undefined;
  }

  steps(): PathStep[] {
    const out: PathStep[] = [];
    for (let p: FieldPath | null = this; p; p = p.parent) out.push(p.step);
    return out.reverse();
  }

  /**
   * Steps as the keys and indexes to follow in the parsed value. A dotted field given as one
   * child (`openAPIV3Schema.type`) is split, as the apiserver renders it the same as two.
   */
  segments(): string[] {
    // A loop, not flatMap and split on every step: one segments() call per finding, and a broken
    // CRD has tens of thousands (issue 17).
    const out: string[] = [];
    for (const s of this.steps()) {
      if (!('field' in s)) out.push(s.subscript);
      else if (s.field.includes('.')) out.push(...s.field.split('.'));
      else out.push(s.field);
    }
    return out;
  }

  toString(): string {
    let out = '';
    for (const s of this.steps()) {
      if ('subscript' in s) out += `[${s.subscript}]`;
      else out += out === '' ? s.field : `.${s.field}`;
    }
    return out;
  }
}
