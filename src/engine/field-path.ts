// A path into an object in kube-apiserver's notation (apimachinery's field.Path):
// `spec.versions[0].schema`, `metadata.annotations[api-approved.kubernetes.io]`.
// It is a structure, not a string: a map key may contain dots, and locating a value in the
// user's file needs the steps. Immutable; a child shares its parent, so walking is cheap.

export type PathStep = { readonly field: string } | { readonly subscript: string };

export class FieldPath {
  // What toString() and segments() made, so that each is made once a path (the path itself
  // never changes).
  private text: string | undefined;
  private segmentsMade: readonly string[] | undefined;

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

  /** This path's last step below `parent` instead of its own parent: `a.b[c]` on `x` is `x[c]`. */
  lastStepOn(parent: FieldPath): FieldPath {
    return new FieldPath(parent, this.step);
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
  segments(): readonly string[] {
    // Kept once made: a finding's path is followed to place it and to look for a placeholder,
    // and a broken CRD has tens of thousands (issue 17).
    if (this.segmentsMade) return this.segmentsMade;
    const out: string[] = [];
    for (const s of this.steps()) {
      if (!('field' in s)) out.push(s.subscript);
      else if (s.field.includes('.')) out.push(...s.field.split('.'));
      else out.push(s.field);
    }
    this.segmentsMade = out;
    return out;
  }

  toString(): string {
    // Kept once made: a finding's path is rendered for its field path, its fingerprint and its
    // apiserver error. A parent's is not kept: most parents are rendered only through a child.
    if (this.text !== undefined) return this.text;
    // Joined once from its parts, into one flat string: appended a step at a time, it was a
    // tree of a string a step that lived as long as the text (about 800 bytes for a schema
    // path), and a broken CRD's tens of thousands of findings each keep one or two (issue 17).
    let count = 0;
    for (let p: FieldPath | null = this; p; p = p.parent) count += 'subscript' in p.step ? 3 : 2;
    const parts = new Array<string>(count).fill('');
    // Filled from the last step back; the dot before a field is decided on the way forward.
    let at = count;
    for (let p: FieldPath | null = this; p; p = p.parent) {
      const s = p.step;
      if ('subscript' in s) {
        parts[--at] = ']';
        parts[--at] = s.subscript;
        parts[--at] = '[';
      } else {
        parts[--at] = s.field;
        at--; // the dot, if any
      }
    }
    let empty = true; // so far: a field after nothing takes no dot
    for (let i = 0; i < count; ) {
      if (parts[i] === '[') {
        empty = false;
        i += 3;
      } else {
        if (!empty) parts[i] = '.';
        empty &&= parts[i + 1] === '';
        i += 2;
      }
    }
    const out = parts.join('');
    this.text = out;
    return out;
  }
}
