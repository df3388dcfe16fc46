import type { KubeObject } from '../../parse/kube-object.js';

// Generators write a custom resource from its CRD's schema, every field present with a placeholder
// for its value, to document the schema: crd-to-sample-yaml (cty) writes `string`, `1`, `true` and
// `[]` (external-secrets keeps such snapshots to test its CRDs), gen-api-docs writes "", 0 and false
// with each field's description as a comment (tempo-operator's docs/spec). Such a file is a field
// reference, not a resource anybody applies: the apiserver's answer for its placeholders (an empty
// enum value, a `string` that is no hostname) says nothing about the project. Hand-written
// resources leave few strings empty: over the resources of about 70 repositories, no other
// resource with 16 strings or more had three in four of them placeholders. Its cr/ errors become
// one notice.
// Under a docs/ directory, which nobody applies, half is enough: a generator fills in the defaults
// it knows (tempo-operator's docs/spec reference writes `"500m"` for each CPU quantity), and at
// 6e60b891 its reference had 55 placeholders in 74 strings. Elsewhere a hand-written sample may
// leave that many empty (NVIDIA gpu-operator's ClusterPolicy sample: 12 of 18), and its errors stand.

/** The strings that stand for a value a user fills in. */
const PLACEHOLDERS: ReadonlySet<string> = new Set(['', 'string']);

const MIN_STRINGS = 16;
const MIN_SHARE = 0.75;
const MIN_SHARE_IN_DOCS = 0.5;

export interface Placeholders {
  readonly placeholders: number;
  readonly strings: number;
}

/** How many of a resource's strings (outside apiVersion, kind and metadata) are placeholders, when it is a field reference. */
export function fieldReferencePlaceholders(o: KubeObject): Placeholders | undefined {
  const count = { placeholders: 0, strings: 0 };
  for (const [key, value] of Object.entries(o.value)) {
    if (key !== 'apiVersion' && key !== 'kind' && key !== 'metadata') countStrings(value, count);
  }
  const share = /(?:^|\/)docs?\//.test(o.source.file) ? MIN_SHARE_IN_DOCS : MIN_SHARE;
  return count.strings >= MIN_STRINGS && count.placeholders >= share * count.strings ? count : undefined;
}

function countStrings(root: unknown, count: { placeholders: number; strings: number }): void {
  // An explicit stack: a resource nested deeper than the call stack is still counted.
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      count.strings++;
      if (PLACEHOLDERS.has(value)) count.placeholders++;
    } else if (typeof value === 'object' && value !== null) {
      for (const child of Array.isArray(value) ? value : Object.values(value)) stack.push(child);
    }
  }
}
