import { describe, expect, it } from 'vitest';
import { crRules } from '../../../src/rules/cr/index.js';
import { runCr, widget, widgetCrd } from './cr-fixtures.js';

// Ratcheting on update (spec/cr-validation.md §9; apiextensions-apiserver
// pkg/apiserver/validation/ratcheting.go and its ratcheting_test.go): an error found while
// validating a node the old object correlates with is dropped when that node is unchanged. Each
// consequence the spec lists is one case.

// The schema with its constraints, or without them (`tight` false): the base CRD of a change
// that tightens it, under which the base manifests were valid when they were stored, so that on
// update they meet the new constraints. (A base manifest its own CRD refuses on create with an
// error that stops CEL is no stored object: matching.test.ts.)
const schema = (tight: boolean): string => {
  const c = (constraint: string): string => (tight ? constraint : '');
  return widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      properties:
        name: {type: string${c(', maxLength: 3')}}
        other: {type: string}
        limits:
          type: object
${c('          required: [cpu]\n')}          properties:
            cpu: {type: string}
            memory: {type: string}
        tags: {type: array${c(', maxItems: 2')}, items: {type: string}}
        atomic: {type: array, items: {type: string${c(', maxLength: 1')}}}
        ports:
          type: array
          x-kubernetes-list-type: map
          x-kubernetes-list-map-keys: [name]
          items:
            type: object
            required: [name]
            properties:
              name: {type: string}
              port: {type: integer${c(', maximum: 100')}}
        any:
${c('          anyOf: [{required: [a]}, {required: [b]}]\n')}          type: object
          properties: {a: {type: string}, b: {type: string}, c: {type: string}}
`);
};
const crd = schema(true);
const looseCrd = schema(false);
// The errors of the update (a create of the manifest under the tightened CRD is a warning of its
// own, refusedOnCreateOnly: matching.test.ts).
const paths = (body: string, base: string) =>
  runCr({ crd, baseCrd: looseCrd, cr: widget(body), baseCr: widget(base), rules: crRules })
    .filter((f) => f.severity === 'error')
    .map((f) => `${String((f.data as { apiserver?: { path: string } }).apiserver?.path)} ${String(f.data?.operation)}`);

describe('§9 ratcheting', () => {
  it('a field that was invalid and is unchanged stays accepted while other fields change', () => {
    expect(paths('spec: {name: toolong, other: b}', 'spec: {name: toolong, other: a}')).toEqual([]);
  });

  it('a changed invalid field is an error', () => {
    expect(paths('spec: {name: toolonger}', 'spec: {name: toolong}')).toEqual(['spec.name update']);
  });

  it('a missing required field is kept as soon as anything else in its parent changed', () => {
    expect(paths('spec: {limits: {memory: 1Gi}}', 'spec: {limits: {memory: 1Gi}}')).toEqual([]);
    expect(paths('spec: {limits: {memory: 2Gi}}', 'spec: {limits: {memory: 1Gi}}')).toEqual(['spec.limits.cpu update']);
  });

  it('maxItems is raised by the list: adding or removing any item makes it count', () => {
    expect(paths('spec: {tags: [a, b, c]}', 'spec: {tags: [a, b, c]}')).toEqual([]);
    expect(paths('spec: {tags: [a, b, d]}', 'spec: {tags: [a, b, c]}')).toEqual(['spec.tags update']);
  });

  it('an invalid item of an atomic list is accepted only if the whole list is unchanged', () => {
    expect(paths('spec: {atomic: [xx, k]}', 'spec: {atomic: [xx, k]}')).toEqual([]);
    expect(paths('spec: {atomic: [xx, j]}', 'spec: {atomic: [xx, k]}')).toEqual(['spec.atomic[0] update']);
  });

  it('map-list items are matched by key: reordering does not un-ratchet them', () => {
    expect(
      paths(
        'spec: {ports: [{name: b, port: 1}, {name: a, port: 500}]}',
        'spec: {ports: [{name: a, port: 500}, {name: b, port: 2}]}',
      ),
    ).toEqual([]);
  });

  it('a new map-list item is validated', () => {
    expect(
      paths('spec: {ports: [{name: a, port: 500}, {name: c, port: 600}]}', 'spec: {ports: [{name: a, port: 500}]}'),
    ).toEqual(['spec.ports[1].port update']);
  });

  it('apiVersion and kind at the root never ratchet (they are never correlated)', () => {
    // Matching makes a wrong kind unreachable (CR-TYPE-001); what ratchets at the root is what changed under it.
    expect(paths('spec: {name: toolong}', 'spec: {name: toolong}')).toEqual([]);
  });

  it('allOf/anyOf/oneOf/not: the junctor error of a changed node is kept', () => {
    expect(paths('spec: {any: {c: x}}', 'spec: {any: {c: w}}')).toEqual(['<nil> update', 'spec.any.a update']);
  });
});

// apiextensions-apiserver's ratcheting_test.go, through the whole review.
describe('§9 ratcheting: ratcheting_test.go', () => {
  const crd = widgetCrd(`
    type: object
    properties:
      spec:
        type: object
        properties:
          small: {type: number, maximum: 50}
          medium: {type: number, minimum: 50, maximum: 10000}
          nested: {type: object, properties: {small: {type: number, maximum: 50}, medium: {type: number, minimum: 50, maximum: 10000}}}
          intThirtyTwo: {type: integer, format: int32}
          unrelated: {type: string}
  `);
  const run = (body: string, base: string) =>
    runCr({ crd, cr: widget(body), baseCr: widget(base), rules: crRules }).map((f) => f.message);

  it('TestObjectScalarFieldsRatcheting', () => {
    expect(run('spec: {small: 500}', 'spec: {small: 500}')).toEqual([]);
    expect(run('spec: {small: 501}', 'spec: {small: 501, medium: 500}')).toEqual([]);
    expect(run('spec: {small: 500}', 'spec: {small: 501}')).toEqual([
      'spec.small: Invalid value: 500: spec.small in body should be less than or equal to 50',
    ]);
  });

  it('TestObjectObjectFieldsRatcheting', () => {
    expect(run('spec: {nested: {small: 501}}', 'spec: {nested: {small: 501, medium: 500}}')).toEqual([]);
    expect(run('spec: {nested: {small: 500}}', 'spec: {nested: {small: 501}}')).toEqual([
      'spec.nested.small: Invalid value: 500: spec.nested.small in body should be less than or equal to 50',
    ]);
  });

  it('TestNumericFormatRatcheting', () => {
    expect(
      run(
        'spec: {intThirtyTwo: 2147483648, unrelated: changed}',
        'spec: {intThirtyTwo: 2147483648, unrelated: original}',
      ),
    ).toEqual([]);
    expect(run('spec: {intThirtyTwo: 2147483649}', 'spec: {intThirtyTwo: 2147483648}')).toEqual([
      '<nil>: Invalid value: "": Checked value must be of type integer with format int32 in spec.intThirtyTwo',
    ]);
  });
});
