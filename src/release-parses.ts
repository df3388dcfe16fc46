import { DerivedFacts } from './parse/derived-facts.js';
import type { KubeObject } from './parse/kube-object.js';

/**
 * The objects parsed from a release's file, shared by the releases and the paths that hold the
 * same bytes: a patch release repeats the CRDs of the one before, and a project keeps copies of a
 * CRD (kubeblocks' 2.6 MB Cluster CRD, in config/crd/bases/ and in its chart's crds/, has 37
 * versions over its 88 tags): each release parsed each copy again. Told apart by `what` (the whole
 * file, or the documents naming one CRD). A copy at another path gets the objects with that path
 * as their file, and facts of its own, as a parse of it would.
 */
export class ReleaseParses {
  private readonly known = new Map<
    string,
    { readonly bytes: Buffer; readonly parsed: Map<string, readonly KubeObject[]> }[]
  >();

  of(path: string, bytes: Buffer, what: string, parse: () => readonly KubeObject[]): readonly KubeObject[] {
    let same = this.known.get(what);
    if (!same) this.known.set(what, (same = []));
    const found = same.find((k) => k.bytes.equals(bytes));
    if (!found) {
      const objects = parse();
      same.push({ bytes, parsed: new Map([[path, objects]]) });
      return objects;
    }
    let objects = found.parsed.get(path);
    if (!objects) {
      const [first] = found.parsed.values();
      objects = (first ?? []).map((o) => ({ ...o, source: { ...o.source, file: path }, facts: new DerivedFacts() }));
      found.parsed.set(path, objects);
    }
    return objects;
  }
}
