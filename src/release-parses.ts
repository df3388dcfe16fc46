import type { KubeObject } from './parse/kube-object.js';

/**
 * The objects parsed from a release's file, shared by the releases that hold the same bytes at the
 * same path: a patch release repeats the CRDs of the one before (kubeblocks' 1.3 MB Cluster CRD,
 * in two copies, has 37 versions over its 88 tags), and each release parsed its copy again. Told
 * apart by `what` (the whole file, or the documents naming one CRD).
 */
export class ReleaseParses {
  private readonly known = new Map<string, { readonly bytes: Buffer; readonly objects: readonly KubeObject[] }[]>();

  of(path: string, bytes: Buffer, what: string, parse: () => readonly KubeObject[]): readonly KubeObject[] {
    const key = `${path}\u0000${what}`;
    let same = this.known.get(key);
    if (!same) this.known.set(key, (same = []));
    const found = same.find((k) => k.bytes.equals(bytes));
    if (found) return found.objects;
    const objects = parse();
    same.push({ bytes, objects });
    return objects;
  }
}
