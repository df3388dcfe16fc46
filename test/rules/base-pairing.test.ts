import { describe, expect, it } from 'vitest';
import { missing } from '../../src/rules/approval/missing.js';
import { schema } from '../../src/rules/crd/schema/schema.js';
import { revoked } from '../../src/rules/refgrant/revoked.js';
import { yaml } from '../support/rule-tester.js';
import { widget } from './crd/schema/widget-crd.js';
import { type Files, located, reviewFiles } from '../support/review-files.js';

// DESIGN §2.3, for every rule that reads the base world: where one identity stands in several
// files (standard and experimental channels, feature-set variants, conformance tests), each
// head object is judged against the copy at its own path, never against whichever copy comes
// first. Each case holds two copies that differ in what the rule ratchets on, both untouched
// by the change, in both orders of the files.

const bothOrders = (first: string, second: string, files: Files): Files[] => {
  const [a, b] = [files[first], files[second]];
  if (a === undefined || b === undefined) throw new Error('fixture');
  return [
    { [first]: a, [second]: b },
    { [second]: b, [first]: a },
  ];
};

describe('update semantics with one identity in several files', () => {
  it('approval/missing: a copy stored without approval stays updatable beside an approved copy (CRD-APPROVAL-005)', () => {
    const crd = (annotation: string) => yaml`
      apiVersion: apiextensions.k8s.io/v1
      kind: CustomResourceDefinition
      metadata:
        name: things.example.k8s.io
        annotations: {${annotation}}
      spec:
        group: example.k8s.io
    `;
    const files = {
      'standard/crd.yaml': crd('api-approved.kubernetes.io: "https://github.com/a/b/pull/1"'),
      'experimental/crd.yaml': crd('other: x'),
    };
    for (const f of bothOrders('standard/crd.yaml', 'experimental/crd.yaml', files)) {
      expect(reviewFiles([missing], f, { base: f }).map(located)).toEqual([]);
    }
  });

  it('crd/schema: a copy stored with an unknown type keeps it beside a valid copy (SCHEMA-KW-011 ratchet)', () => {
    const files = {
      'standard/crd.yaml': widget('type: object\nproperties: {a: {type: integer}}'),
      'experimental/crd.yaml': widget('type: object\nproperties: {a: {type: int}}'),
    };
    for (const f of bothOrders('standard/crd.yaml', 'experimental/crd.yaml', files)) {
      expect(reviewFiles([schema], f, { base: f }).map(located)).toEqual([]);
    }
  });

  it('refgrant/revoked: each copy of a grant is compared with its own base copy', () => {
    const grant = (ns: string) => yaml`
      apiVersion: gateway.networking.k8s.io/v1beta1
      kind: ReferenceGrant
      metadata: {name: same-name, namespace: backend}
      spec:
        from: [{group: gateway.networking.k8s.io, kind: HTTPRoute, namespace: ${ns}}]
        to: [{group: "", kind: Service}]
    `;
    for (const f of bothOrders('grant-a.yaml', 'grant-b.yaml', {
      'grant-a.yaml': grant('ns-a'),
      'grant-b.yaml': grant('ns-b'),
    })) {
      expect(reviewFiles([revoked], f, { base: f }).map(located)).toEqual([]);
    }
  });
});
