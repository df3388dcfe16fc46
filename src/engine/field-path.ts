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
    // Written from the last step back into a list of its final length: no list of the steps
    // to follow first, and none grown as it fills.
    if (this.segmentsMade) return this.segmentsMade;
    let count = 0;
    for (let p: FieldPath | null = this; p; p = p.parent) count += segmentCount(p.step);
    const out = new Array<string>(count);
    for (let p: FieldPath | null = this; p; p = p.parent) {
      const s = p.step;
      if (!('field' in s)) out[--count] = s.subscript;
      else if (!s.field.includes('.')) out[--count] = s.field;
      else {
        const parts = s.field.split('.');
        for (let i = parts.length - 1; i >= 0; i--) out[--count] = parts[i] as string;
      }
    }
    this.segmentsMade = out;
    return out;
  }

  toString(): string {
    // Kept once made, and made from the nearest ancestor whose text is made: a finding's path is
    // rendered for its field path, its fingerprint and its apiserver error, and the paths of a
    // schema's errors share their parents (three findings on one property, a thousand properties
    // below one node), so a path costs the steps its ancestors have not rendered yet. The text is
    // joined flat, in one join: appended a step at a time, a path stayed a tree of a string a
    // step (about 800 bytes for a schema path) for as long as its finding lived, and joined a
    // step at a time, each step made a string and an array (issue 17). The ancestors rendered on
    // the way keep slices of it (a slice shares its characters).
    if (this.text !== undefined) return this.text;
    const unmade: FieldPath[] = [];
    let made: FieldPath | null = this;
    for (; made !== null && made.text === undefined; made = made.parent) unmade.push(made);
    const base = made?.text ?? '';
    const parts: string[] = [base];
    const ends: number[] = [];
    let length = base.length;
    for (let i = unmade.length - 1; i >= 0; i--) {
      const s = (unmade[i] as FieldPath).step;
      // A field after nothing rendered takes no dot.
      if ('subscript' in s) {
        parts.push('[', s.subscript, ']');
        length += s.subscript.length + 2;
      } else if (length === 0) {
        parts.push(s.field);
        length = s.field.length;
      } else {
        parts.push('.', s.field);
        length += s.field.length + 1;
      }
      ends.push(length);
    }
    const text = parts.join('');
    this.text = text;
    for (let i = 1; i < unmade.length; i++) (unmade[i] as FieldPath).text = text.slice(0, ends[unmade.length - 1 - i]);
    return text;
  }
}

/** How many keys a step is to follow: a dotted field is several. */
function segmentCount(s: PathStep): number {
  if (!('field' in s)) return 1;
  let n = 1;
  for (let at = s.field.indexOf('.'); at !== -1; at = s.field.indexOf('.', at + 1)) n++;
  return n;
}
