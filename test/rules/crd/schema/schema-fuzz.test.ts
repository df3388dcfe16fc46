import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listType } from '../../../../src/rules/crd/list-type/list-type.js';
import { schema } from '../../../../src/rules/crd/schema/schema.js';
import { structural } from '../../../../src/rules/crd/structural/structural.js';
import { unknownFormat } from '../../../../src/rules/crd/unknown-format/unknown-format.js';
import { runRule } from '../../../support/rule-tester.js';

// Bad input is data (DESIGN §9): whatever a schema holds (keywords with values of any JSON
// type, junctors, tuples, nulls), the schema rules return findings and never throw (runRule
// fails the test on an internal error), and every finding sits under the CRD's versions.

const KEYS = [
  'type',
  'properties',
  'items',
  'additionalProperties',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'required',
  'nullable',
  'default',
  'pattern',
  'format',
  'enum',
  'x-kubernetes-list-type',
  'x-kubernetes-list-map-keys',
  'x-kubernetes-map-type',
  'x-kubernetes-preserve-unknown-fields',
  'x-kubernetes-int-or-string',
  'x-kubernetes-embedded-resource',
  'x-kubernetes-validations',
  '$ref',
  'id',
  '$schema',
  'definitions',
  'dependencies',
  'patternProperties',
  'additionalItems',
  'uniqueItems',
  'const',
  'metadata',
  'name',
  'a',
];
const scalar = fc.oneof(
  fc.constantFrom('object', 'array', 'string', 'integer', 'null', 'map', 'set', 'atomic', '(?!x)', 'a'),
  fc.boolean(),
  fc.integer(),
  fc.constant(null),
);
const { node } = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('node'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('node'), { maxKeys: 5 }),
  ),
}));

const crd = (schemas: readonly unknown[]) =>
  JSON.stringify({
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'widgets.example.com' },
    spec: {
      group: 'example.com',
      names: { kind: 'Widget', plural: 'widgets' },
      scope: 'Namespaced',
      versions: schemas.map((s, i) => ({
        name: `v${i + 1}`,
        served: true,
        storage: i === 0,
        schema: { openAPIV3Schema: s },
      })),
    },
  });

describe('the schema rules on arbitrary schemas', () => {
  it('never throw, and report under spec.versions', () => {
    fc.assert(
      fc.property(
        fc.array(node, { minLength: 1, maxLength: 2 }),
        fc.option(fc.array(node, { minLength: 1, maxLength: 2 }), { nil: undefined }),
        (head, base) => {
          for (const rule of [schema, structural, listType, unknownFormat]) {
            const found = runRule(rule, {
              name: 'fuzz',
              file: 'crd.json',
              head: crd(head),
              ...(base ? { base: crd(base) } : {}),
            });
            for (const { finding } of found)
              expect(finding.fieldPath ?? '').toMatch(/^spec\.versions\[\d+\]\.schema\.openAPIV3Schema/);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
