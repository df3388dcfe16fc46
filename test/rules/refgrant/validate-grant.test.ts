import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ObjectSource } from '../../../src/parse/kube-object.js';
import { toKubeObject } from '../../../src/parse/kube-object.js';
import { validateGrant } from '../../../src/rules/refgrant/validate-grant.js';

// validateGrant reads whatever a repository holds (errors are values, STYLE §6): it never throws,
// and it accepts exactly the entries the CRD's patterns and limits accept.

const SOURCE: ObjectSource = { file: 'g.yaml', docOffset: 0, docLine: 1, prefix: [] };
const objectOf = (spec: unknown) => {
  const o = toKubeObject(
    {
      apiVersion: 'gateway.networking.k8s.io/v1',
      kind: 'ReferenceGrant',
      metadata: { name: 'g', namespace: 'n' },
      spec,
    },
    SOURCE,
  );
  if (!o) throw new Error('not an object');
  return o;
};

const label = fc.stringMatching(/^[a-z0-9]([-a-z0-9]{0,20}[a-z0-9])?$/);
const group = fc.oneof(
  fc.constant(''),
  fc.array(label, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.')),
);
const kind = fc.stringMatching(/^[a-zA-Z]([-a-zA-Z0-9]{0,20}[a-zA-Z0-9])?$/);
const from = fc.record({ group, kind, namespace: label });
const to = fc
  .record({ group, kind, name: fc.option(fc.string({ minLength: 1, maxLength: 30 }), { nil: undefined }) })
  .map(({ name, ...rest }) => (name === undefined ? rest : { ...rest, name }));

describe('validateGrant', () => {
  it("accepts every grant within the CRD's limits and patterns", () => {
    fc.assert(
      fc.property(
        fc.array(from, { minLength: 1, maxLength: 16 }),
        fc.array(to, { minLength: 1, maxLength: 16 }),
        (f, t) => {
          expect(validateGrant(objectOf({ from: f, to: t }), 'gateway')).toEqual({ errors: [], unknownFields: [] });
        },
      ),
    );
  });

  it('never throws on anything, in either form', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (spec) => {
        for (const form of ['gateway', 'kep'] as const) {
          const result = validateGrant(objectOf(spec), form);
          expect(Array.isArray(result.errors)).toBe(true);
        }
      }),
    );
  });

  it('rejects a seventeenth entry', () => {
    const entries = Array.from({ length: 17 }, () => ({ group: '', kind: 'Service' }));
    expect(
      validateGrant(
        objectOf({ from: [{ group: '', kind: 'Pod', namespace: 'a' }], to: entries }),
        'gateway',
      ).errors.map((e) => `${e.path.toString()} ${e.type}`),
    ).toEqual(['spec.to Too many']);
  });
});
