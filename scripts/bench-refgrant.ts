import { GrantIndex, isReferencePermitted } from '../src/rules/refgrant/is-reference-permitted.js';
import type { Grant, Reference } from '../src/rules/refgrant/grant.js';

// The evaluation at scale (issue #5): 10,000 references against 1,000 grants, built in memory.
// Grants are indexed by the target's namespace (spec/referencegrant.md §2.4 item 11), so each
// lookup touches only the grants there. Run: node scripts/run-ts.mjs scripts/bench-refgrant.ts

const REFERENCES = 10_000;
const GRANTS = 1_000;
const NAMESPACES = 200;
const GW = 'gateway.networking.k8s.io';
const ROUTE_KINDS = ['HTTPRoute', 'GRPCRoute', 'TLSRoute', 'TCPRoute', 'UDPRoute'] as const;

// A fixed linear congruential sequence, so every run measures the same workload.
let seed = 42;
const next = (n: number): number => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
};
const ns = (i: number): string => `team-${i}`;

const grants: Grant[] = [];
for (let i = 0; i < GRANTS; i++) {
  grants.push({
    namespace: ns(next(NAMESPACES)),
    name: `grant-${i}`,
    from: Array.from({ length: 1 + next(4) }, () => ({
      group: GW,
      kind: ROUTE_KINDS[next(ROUTE_KINDS.length)] ?? 'HTTPRoute',
      namespace: ns(next(NAMESPACES)),
    })),
    to: Array.from({ length: 1 + next(4) }, () =>
      next(2) === 0 ? { group: '', kind: 'Service' } : { group: '', kind: 'Service', name: `svc-${next(50)}` },
    ),
  });
}
const references: Reference[] = [];
for (let i = 0; i < REFERENCES; i++) {
  references.push({
    from: {
      group: GW,
      kind: ROUTE_KINDS[next(ROUTE_KINDS.length)] ?? 'HTTPRoute',
      namespace: ns(next(NAMESPACES)),
      name: `route-${i}`,
    },
    to: { group: '', kind: 'Service', namespace: ns(next(NAMESPACES)), name: `svc-${next(50)}` },
  });
}

const t0 = performance.now();
const index = new GrantIndex(grants);
const t1 = performance.now();
let permitted = 0;
for (const r of references) if (isReferencePermitted(r, index)) permitted++;
const t2 = performance.now();

console.log(`references ${REFERENCES}, grants ${GRANTS}, namespaces ${NAMESPACES}`);
console.log(
  `index built in ${(t1 - t0).toFixed(1)} ms; evaluated in ${(t2 - t1).toFixed(1)} ms (${(((t2 - t1) * 1000) / REFERENCES).toFixed(2)} µs per reference)`,
);
console.log(`permitted ${permitted}, not permitted ${REFERENCES - permitted}; total ${(t2 - t0).toFixed(1)} ms`);
