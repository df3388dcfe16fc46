import type { KubeObject } from '../../parse/kube-object.js';
import type { ExaminedGrant, GrantSet } from './grant-set.js';

// Which base grant each head grant was before the change (spec/referencegrant.md §6), by the
// engine's pairing (DESIGN §2.3): the same identity, in the same file first (across a rename),
// then an equal copy. Several files may hold grants of one namespace and name (Gateway API's
// conformance tests hold three `reference-grant-wrong-*` grants each, one per test); paired by
// name alone, every copy would be compared with the first and an untouched grant would
// "narrow". A grant with no base object of its identity is paired by namespace (after the
// configured default) and name, in the same file first: rewritten in the other form (another
// API group, so another identity; §5 item 6), or given the namespace it was defaulted to.

export class GrantPairing {
  private readonly stored = new Map<KubeObject, ExaminedGrant | undefined>();
  private readonly successors = new Map<KubeObject, ExaminedGrant[]>();

  constructor(
    head: GrantSet,
    private readonly base: GrantSet,
    baseOf: (o: KubeObject) => KubeObject | undefined,
  ) {
    const examinedOf = new Map(base.examined.map((e) => [e.object, e] as const));
    for (const now of head.examined) {
      const same = baseOf(now.object);
      const was = same ? examinedOf.get(same) : this.sameName(now);
      this.stored.set(now.object, was);
      if (!was) continue;
      const list = this.successors.get(was.object);
      if (list) list.push(now);
      else this.successors.set(was.object, [now]);
    }
  }

  /** The base grant a head grant was, or undefined when it is new. */
  storedOf(now: KubeObject): ExaminedGrant | undefined {
    return this.stored.get(now);
  }

  /** The head grant a base grant became, or undefined when it was deleted (or moved to another namespace). */
  successorOf(was: KubeObject): ExaminedGrant | undefined {
    const list = this.successors.get(was);
    return list?.find((e) => e.object.source.file === was.source.file) ?? list?.[0];
  }

  private sameName(now: ExaminedGrant): ExaminedGrant | undefined {
    const candidates = this.base.examined.filter(
      (b) => b.namespace === now.namespace && b.object.name === now.object.name,
    );
    return candidates.find((b) => b.object.source.file === now.object.source.file) ?? candidates[0];
  }
}
