import { describe, expect, it } from 'vitest';
import { celErrors, cr, resource } from './run-cel.js';

// CR-CEL-010 (spec/cr-validation.md §8, §9): on update, a failure of a rule that does not use
// oldSelf is dropped when its node equals its correlated old value, or, for items that cannot
// correlate (atomic lists, sets), when the nearest correlated ancestor is unchanged; after
// TestRatcheting of schema/cel/validation_test.go.

const schema = resource({
  type: 'object',
  properties: {
    name: { type: 'string', 'x-kubernetes-validations': [{ rule: 'self.size() <= 3', message: 'short names' }] },
    other: { type: 'string' },
    tags: {
      type: 'array',
      items: { type: 'string', 'x-kubernetes-validations': [{ rule: "self != 'bad'", message: 'no bad tag' }] },
    },
    ports: {
      type: 'array',
      'x-kubernetes-list-type': 'map',
      'x-kubernetes-list-map-keys': ['name'],
      items: {
        type: 'object',
        'x-kubernetes-validations': [{ rule: 'self.port > 0', message: 'positive port' }],
        properties: { name: { type: 'string' }, port: { type: 'integer' } },
      },
    },
  },
});

describe('CR-CEL-010 ratcheting', () => {
  it('keeps an invalid field that did not change while others change', () => {
    expect(celErrors(schema, cr({ name: 'toolong', other: 'b' }), cr({ name: 'toolong', other: 'a' }))).toEqual([]);
  });

  it('reports an invalid field that changed', () => {
    expect(celErrors(schema, cr({ name: 'stilltoolong' }), cr({ name: 'toolong' }))).toEqual([
      { path: 'spec.name', type: 'Invalid value', value: 'stilltoolong', detail: 'short names' },
    ]);
  });

  it('reports on create', () => {
    expect(celErrors(schema, cr({ name: 'toolong' }))).toEqual([
      { path: 'spec.name', type: 'Invalid value', value: 'toolong', detail: 'short names' },
    ]);
  });

  it('accepts a bad item of an atomic list only while the whole list is unchanged', () => {
    expect(celErrors(schema, cr({ tags: ['bad', 'x'], other: 'changed' }), cr({ tags: ['bad', 'x'] }))).toEqual([]);
    expect(celErrors(schema, cr({ tags: ['bad', 'y'] }), cr({ tags: ['bad', 'x'] }))).toEqual([
      { path: 'spec.tags[0]', type: 'Invalid value', value: 'bad', detail: 'no bad tag' },
    ]);
  });

  it('ratchets a map-list item by key, whatever its index', () => {
    const old = cr({
      ports: [
        { name: 'a', port: 0 },
        { name: 'b', port: 1 },
      ],
    });
    expect(
      celErrors(
        schema,
        cr({
          ports: [
            { name: 'b', port: 2 },
            { name: 'a', port: 0 },
          ],
        }),
        old,
      ),
    ).toEqual([]);
    expect(celErrors(schema, cr({ ports: [{ name: 'a', port: -1 }] }), old)).toEqual([
      { path: 'spec.ports[0]', type: 'Invalid value', detail: 'positive port' },
    ]);
  });

  it('does not ratchet a new map-list item', () => {
    expect(celErrors(schema, cr({ ports: [{ name: 'c', port: 0 }] }), cr({ ports: [] }))).toEqual([
      { path: 'spec.ports[0]', type: 'Invalid value', detail: 'positive port' },
    ]);
  });

  it('never ratchets apiVersion and kind rules at the root', () => {
    const root = {
      type: 'object',
      properties: {
        kind: { type: 'string', 'x-kubernetes-validations': [{ rule: "self == 'Other'", message: 'kind' }] },
        spec: { type: 'object' },
      },
    };
    expect(celErrors(root, cr({}), cr({}))).toEqual([
      { path: 'kind', type: 'Invalid value', value: 'Widget', detail: 'kind' },
    ]);
  });
});
