import type { Finding } from '../engine/finding.js';

// A CRD generated into several files (config/crd/bases, a Helm chart's crds/, a bundle, an
// all-in-one install manifest) gets the same finding in each: the same fingerprint (rule, object,
// field path) and message. Reports say it in full once and name it at the other places: calico
// copies each CRD into 14 manifests, and one changed rule gave 70 errors, 14 of each.

/** What a finding has in common with its copies in other files. */
export const copyKey = (f: Finding): string => `${f.fingerprint}\u0000${f.message}`;

/** For each finding that repeats one before it (copyKey), in this order: the first of them. */
export function firstOfCopies(findings: readonly Finding[]): ReadonlyMap<Finding, Finding> {
  const first = new Map<string, Finding>();
  const out = new Map<Finding, Finding>();
  for (const f of findings) {
    const key = copyKey(f);
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, f);
    else out.set(f, earlier);
  }
  return out;
}
