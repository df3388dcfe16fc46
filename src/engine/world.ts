import type { GoFile } from '../parse/go/go-file.js';
import type { ManifestFile } from '../parse/manifest-file.js';
import { objectIdentity, type KubeObject } from '../parse/kube-object.js';

// Everything the rules can see at one point in time (head, or base): the parsed files and the
// objects in them, indexed by identity so an update finds its stored object whatever the file.
export class World {
  readonly objects: readonly KubeObject[];
  private readonly byIdentity = new Map<string, KubeObject[]>();

  constructor(
    readonly files: readonly ManifestFile[],
    /** Go files, parsed when the review was given a Go parser (spec/go-lifecycle.md §1). */
    readonly goFiles: readonly GoFile[] = [],
  ) {
    this.objects = files.flatMap((f) => f.objects);
    for (const o of this.objects) {
      const key = objectIdentity(o);
      const list = this.byIdentity.get(key);
      if (list) list.push(o);
      else this.byIdentity.set(key, [o]);
    }
  }

  /** Objects of one kind in one API group (any version), e.g. CRDs. */
  ofKind(group: string, kind: string): KubeObject[] {
    // Every rule of a family asks for the same kinds of the same (immutable) world.
    const key = `${group}/${kind}`;
    let found = this.byKind.get(key);
    if (!found) this.byKind.set(key, (found = this.objects.filter((o) => o.group === group && o.kind === kind)));
    return [...found];
  }

  private readonly byKind = new Map<string, readonly KubeObject[]>();

  crds(): KubeObject[] {
    return this.ofKind('apiextensions.k8s.io', 'CustomResourceDefinition');
  }

  /**
   * The object with the same identity as `o`. Where one identity stands in several files
   * (feature-set variants, standard and experimental channels, the three conformance grants
   * of one name), the one at `preferredFile` wins: it is the same file before and after the
   * change. Where none is there (or several are), a copy equal to `o` wins next: a file moved
   * or split unchanged is no change, whichever copy the list holds first (DESIGN §2.3).
   *
   * `taken`: files whose copy is still there after the change, paired with itself. A copy in one
   * of them is never the stored version of an object in another file: a file that adds a second
   * definition of a CRD (a v1 beside the v1alpha1 another directory still holds) creates it,
   * it does not update the other.
   */
  counterpart(o: KubeObject, preferredFile: string = o.source.file, taken: ReadonlySet<string> = NONE): KubeObject | undefined {
    const list = this.byIdentity.get(objectIdentity(o));
    if (!list) return undefined;
    const here = list.filter((c) => c.source.file === preferredFile);
    if (here.length === 1) return here[0];
    const pool = here.length > 1 ? here : taken.size === 0 ? list : list.filter((c) => !taken.has(c.source.file));
    return pool.find((c) => sameJson(c.value, o.value)) ?? pool[0];
  }

  /** The objects with the same identity as `o`, `o` among them when it is of this world. */
  sameIdentity(o: KubeObject): readonly KubeObject[] {
    return this.byIdentity.get(objectIdentity(o)) ?? [];
  }
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Deep equality of two parsed JSON values (key order aside). A loop, not recursion: documents
 * are as deep as the parser allows (DESIGN §9).
 */
function sameJson(a: unknown, b: unknown): boolean {
  const pending: [unknown, unknown][] = [[a, b]];
  for (let pair = pending.pop(); pair; pair = pending.pop()) {
    const [x, y] = pair;
    if (x === y) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
    if (Array.isArray(x) !== Array.isArray(y)) return false;
    const kx = Object.keys(x);
    if (kx.length !== Object.keys(y).length) return false;
    for (const k of kx) {
      if (!Object.hasOwn(y, k)) return false;
      pending.push([(x as Readonly<Record<string, unknown>>)[k], (y as Readonly<Record<string, unknown>>)[k]]);
    }
  }
  return true;
}
