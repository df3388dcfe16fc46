import type { Finding } from './finding.js';

// What the `new` filter compares with (DESIGN §6): the base world's findings, by fingerprint, each
// with its file (under its path at head) and message. A fingerprint names a rule, an object and a
// field path, and copies of one CRD (a chart's, a bundle's, config/crd's) are one object: that the
// base had a finding of a copy does not make the same finding of another copy old. carina
// 9811f846 turned its chart's copy into apiextensions.k8s.io/v1beta1 beside a config/ copy that
// was so already, and the pull request showed nothing.

/** One finding of the base world. */
export interface BaseOccurrence {
  /** Its file, under the path the change gives it at head. */
  readonly file: string;
  /** Its message; made when asked (only where a fingerprint occurs more often at head). */
  readonly message: string;
}

/** The base world's findings by fingerprint. */
export type BaseFingerprints = ReadonlyMap<string, readonly BaseOccurrence[]>;

/**
 * The findings the base did not have: those of a fingerprint it had none of, and where the head has
 * more of one than the base had, those left when each base finding has been matched to one: of its
 * file and message first, then of its file (the message changed), then anywhere (the object moved).
 */
export function findingsNotInBase(findings: readonly Finding[], base: BaseFingerprints): ReadonlySet<Finding> {
  const fresh = new Set<Finding>();
  const shared = new Map<string, Finding[]>();
  for (const f of findings) {
    if (!base.has(f.fingerprint)) fresh.add(f);
    else {
      const group = shared.get(f.fingerprint);
      if (group) group.push(f);
      else shared.set(f.fingerprint, [f]);
    }
  }
  for (const [fingerprint, group] of shared) {
    const left = [...(base.get(fingerprint) ?? [])];
    // No more than the base had: none is new, wherever they stand now.
    if (group.length <= left.length) continue;
    const matched = (test: (o: BaseOccurrence) => boolean): boolean => {
      const i = left.findIndex(test);
      if (i >= 0) left.splice(i, 1);
      return i >= 0;
    };
    const unmatched = group
      .filter((f) => !matched((o) => o.file === f.file && o.message === f.message))
      .filter((f) => !matched((o) => o.file === f.file))
      .filter(() => !matched(() => true));
    for (const f of unmatched) fresh.add(f);
  }
  return fresh;
}
