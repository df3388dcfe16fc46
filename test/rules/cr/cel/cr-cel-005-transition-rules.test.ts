import { describe, expect, it } from 'vitest';
import { celErrors, cr, resource, runCel } from './run-cel.js';

// CR-CEL-005 (spec/cr-validation.md §8): transition rules run only where an old value correlates
// (same property path, map-list items by key, map values by key); optionalOldSelf runs them with
// oldSelf as an optional; after TestOptionalOldSelf of schema/cel/validation_test.go.

const immutable = { rule: 'self == oldSelf', message: 'immutable' };

describe('CR-CEL-005 transition rules', () => {
  const schema = resource({
    type: 'object',
    properties: { mode: { type: 'string', 'x-kubernetes-validations': [immutable] } },
  });

  it('does not run on create', () => {
    expect(celErrors(schema, cr({ mode: 'a' }))).toEqual([]);
  });

  it('runs on update against the old value of the same field', () => {
    expect(celErrors(schema, cr({ mode: 'b' }), cr({ mode: 'a' }))).toEqual([
      { path: 'spec.mode', type: 'Invalid value', value: 'b', detail: 'immutable' },
    ]);
    expect(celErrors(schema, cr({ mode: 'a' }), cr({ mode: 'a' }))).toEqual([]);
  });

  it('does not run on a field the old object lacks, or held as null', () => {
    expect(celErrors(schema, cr({ mode: 'b' }), cr({}))).toEqual([]);
    expect(celErrors(schema, cr({ mode: 'b' }), cr({ mode: null }))).toEqual([]);
  });

  it('correlates map-list items by key, not by index', () => {
    const list = resource({
      type: 'object',
      properties: {
        ports: {
          type: 'array',
          'x-kubernetes-list-type': 'map',
          'x-kubernetes-list-map-keys': ['name'],
          items: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              port: {
                type: 'integer',
                'x-kubernetes-validations': [{ rule: 'self >= oldSelf', message: 'no lower port' }],
              },
            },
          },
        },
      },
    });
    const old = cr({
      ports: [
        { name: 'a', port: 80 },
        { name: 'b', port: 90 },
      ],
    });
    // Reordered, b lowered, c new: only b's rule fails, at its new index.
    const now = cr({
      ports: [
        { name: 'c', port: 1 },
        { name: 'b', port: 85 },
        { name: 'a', port: 80 },
      ],
    });
    expect(celErrors(list, now, old)).toEqual([
      { path: 'spec.ports[1].port', type: 'Invalid value', value: 85, detail: 'no lower port' },
    ]);
  });

  it('does not correlate items of atomic lists', () => {
    const list = resource({
      type: 'object',
      properties: {
        xs: { type: 'array', items: { type: 'integer', 'x-kubernetes-validations': [{ rule: 'self >= oldSelf' }] } },
      },
    });
    expect(celErrors(list, cr({ xs: [1] }), cr({ xs: [5] }))).toEqual([]);
  });

  it('correlates map values by key', () => {
    const map = resource({
      type: 'object',
      properties: {
        m: {
          type: 'object',
          additionalProperties: { type: 'integer', 'x-kubernetes-validations': [{ rule: 'self >= oldSelf' }] },
        },
      },
    });
    expect(celErrors(map, cr({ m: { a: 1, b: 9 } }), cr({ m: { a: 2 } }))).toEqual([
      { path: 'spec.m[a]', type: 'Invalid value', value: 1, detail: 'failed rule: self >= oldSelf' },
    ]);
  });

  describe('optionalOldSelf', () => {
    const optional = resource({
      type: 'object',
      properties: {
        mode: {
          type: 'string',
          'x-kubernetes-validations': [
            {
              rule: "oldSelf.hasValue() ? self == oldSelf.value() : self == 'initial'",
              optionalOldSelf: true,
              message: 'starts initial, then fixed',
            },
          ],
        },
      },
    });

    it('runs on create with oldSelf none', () => {
      expect(celErrors(optional, cr({ mode: 'other' }))).toEqual([
        { path: 'spec.mode', type: 'Invalid value', value: 'other', detail: 'starts initial, then fixed' },
      ]);
      expect(celErrors(optional, cr({ mode: 'initial' }))).toEqual([]);
    });

    it('runs on update with oldSelf of the old value', () => {
      expect(celErrors(optional, cr({ mode: 'b' }), cr({ mode: 'a' }))).toEqual([
        { path: 'spec.mode', type: 'Invalid value', value: 'b', detail: 'starts initial, then fixed' },
      ]);
      expect(celErrors(optional, cr({ mode: 'a' }), cr({ mode: 'a' }))).toEqual([]);
    });

    it('orValue gives the default without an old value', () => {
      const s = resource({
        type: 'object',
        properties: {
          n: {
            type: 'integer',
            'x-kubernetes-validations': [{ rule: 'self >= oldSelf.orValue(10)', optionalOldSelf: true }],
          },
        },
      });
      expect(celErrors(s, cr({ n: 5 }))).toEqual([
        { path: 'spec.n', type: 'Invalid value', value: 5, detail: 'failed rule: self >= oldSelf.orValue(10)' },
      ]);
      expect(celErrors(s, cr({ n: 5 }), cr({ n: 4 }))).toEqual([]);
    });

    // The idiom the API documents, unwrapping with value() after hasValue(): a field of the old
    // value (mongodb-atlas-kubernetes' AtlasDeployment rules were not evaluated on any resource).
    it('reads the fields of the old value unwrapped with value()', () => {
      const s = resource({
        type: 'object',
        'x-kubernetes-validations': [
          {
            rule: '!oldSelf.hasValue() || oldSelf.value().name == self.name',
            optionalOldSelf: true,
            message: 'name is immutable',
          },
          {
            rule: '!has(self.serverless) || (oldSelf.hasValue() && oldSelf.value().serverless != null)',
            optionalOldSelf: true,
            message: 'serverless only on update',
          },
        ],
        properties: { name: { type: 'string' }, serverless: { type: 'string' } },
      });
      expect(celErrors(s, cr({ name: 'a' }))).toEqual([]);
      expect(celErrors(s, cr({ name: 'a', serverless: 'x' }))).toEqual([
        { path: 'spec', type: 'Invalid value', detail: 'serverless only on update' },
      ]);
      expect(celErrors(s, cr({ name: 'b', serverless: 'x' }), cr({ name: 'a', serverless: 'y' }))).toEqual([
        { path: 'spec', type: 'Invalid value', detail: 'name is immutable' },
      ]);
    });
  });

  it('is never ratcheted', () => {
    // The value is unchanged, yet a transition rule that fails still reports.
    const s = resource({
      type: 'object',
      properties: { n: { type: 'integer', 'x-kubernetes-validations': [{ rule: 'self > oldSelf' }] } },
    });
    expect(runCel(s, cr({ n: 1 }), cr({ n: 1 })).errors).toEqual([
      { path: 'spec.n', type: 'Invalid value', value: 1, detail: 'failed rule: self > oldSelf' },
    ]);
  });
});
