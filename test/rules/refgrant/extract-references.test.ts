import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { World } from '../../../src/engine/world.js';
import { toKubeObject, type KubeObject } from '../../../src/parse/kube-object.js';
import { extractCrossNamespaceReferences } from '../../../src/rules/refgrant/extract-references.js';
import { NamespaceDefaults } from '../../../src/rules/refgrant/namespace-defaults.js';
import { BUILT_IN_REFERENCE_FIELDS } from '../../../src/rules/refgrant/reference-fields.js';

// Extraction walks whatever a manifest holds (errors are values): any spec of any referrer kind
// gives references with string keys and never throws; only cross-namespace ones come out.

const referrers = [...new Set(BUILT_IN_REFERENCE_FIELDS.map((f) => `${f.group}/${f.kind}`))];

function worldOf(objects: readonly KubeObject[]): World {
  return new World([{ path: 'x.yaml', text: '', objects, problems: [] }]);
}

describe('extractCrossNamespaceReferences', () => {
  it('never throws, and every reference it finds crosses namespaces', () => {
    const ref = fc.record(
      {
        name: fc.oneof(fc.string(), fc.integer()),
        namespace: fc.constantFrom('a', 'b', '', 7),
        group: fc.oneof(fc.string(), fc.constant(null)),
        kind: fc.string(),
      },
      { requiredKeys: [] },
    );
    const spec = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        ref,
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(
          fc.constantFrom(
            'rules',
            'backendRefs',
            'listeners',
            'tls',
            'certificateRefs',
            'dataSourceRef',
            'filters',
            'requestMirror',
            'backendRef',
            'targetRef',
            'parentRefs',
          ),
          tie('node'),
          { maxKeys: 4 },
        ),
      ),
    })).node;
    fc.assert(
      fc.property(fc.constantFrom(...referrers), spec, (referrer, s) => {
        const slash = referrer.lastIndexOf('/');
        const group = referrer.slice(0, slash);
        const object = toKubeObject(
          {
            apiVersion: group === '' ? 'v1' : `${group}/v1`,
            kind: referrer.slice(slash + 1),
            metadata: { name: 'o', namespace: 'a' },
            spec: s,
          },
          { file: 'x.yaml', docOffset: 0, docLine: 1, prefix: [] },
        );
        if (!object) throw new Error('not an object');
        const world = worldOf([object]);
        const found = extractCrossNamespaceReferences(world.objects, {
          fields: BUILT_IN_REFERENCE_FIELDS,
          namespaces: new NamespaceDefaults(world, undefined),
          meshRouteExemption: true,
        });
        for (const r of found) {
          expect(r.to.namespace).not.toBe('a');
          expect([r.to.group, r.to.kind, r.to.namespace, r.to.name].every((v) => typeof v === 'string')).toBe(true);
        }
      }),
    );
  });
});
