import { describe, expect, it } from 'vitest';
import { celErrors, cr, resource, runCel } from './run-cel.js';

// CR-CEL-001 (spec/cr-validation.md §8): rules run top-down at each node with a value, properties
// in name order, additionalProperties values and items; never on null or absent values; the
// resource root sees apiVersion, kind, metadata.name and generateName only.

const failing = (message: string): object => ({ rule: 'false', message });

describe('CR-CEL-001 where rules run', () => {
  it('runs the root first, then properties in name order, then items', () => {
    const schema = resource(
      {
        type: 'object',
        'x-kubernetes-validations': [failing('spec')],
        properties: {
          zeta: { type: 'string', 'x-kubernetes-validations': [failing('zeta')] },
          alpha: {
            type: 'array',
            items: { type: 'integer', 'x-kubernetes-validations': [failing('item')] },
            'x-kubernetes-validations': [failing('alpha')],
          },
        },
      },
      [failing('root')],
    );
    expect(celErrors(schema, cr({ zeta: 'z', alpha: [1, 2] })).map((e) => `${e.path} ${e.detail}`)).toEqual([
      '<nil> root',
      'spec spec',
      'spec.alpha alpha',
      'spec.alpha[0] item',
      'spec.alpha[1] item',
      'spec.zeta zeta',
    ]);
  });

  it('runs on additionalProperties values with the key as a subscript', () => {
    const schema = resource({
      type: 'object',
      additionalProperties: { type: 'string', 'x-kubernetes-validations': [{ rule: 'self.size() < 3' }] },
    });
    expect(celErrors(schema, cr({ 'a.b': 'long', ok: 'x' }))).toEqual([
      { path: 'spec[a.b]', type: 'Invalid value', value: 'long', detail: 'failed rule: self.size() < 3' },
    ]);
  });

  it('does not run on an absent field nor on a null value', () => {
    const schema = resource({
      type: 'object',
      properties: { a: { type: 'string', nullable: true, 'x-kubernetes-validations': [failing('a')] } },
    });
    expect(celErrors(schema, cr({}))).toEqual([]);
    expect(celErrors(schema, cr({ a: null }))).toEqual([]);
    expect(celErrors(schema, cr({ a: 'x' }))).toEqual([
      { path: 'spec.a', type: 'Invalid value', value: 'x', detail: 'a' },
    ]);
  });

  it('shows the root name and kind, and no other metadata, to a root rule', () => {
    const schema = resource({ type: 'object' }, [
      {
        rule: "self.metadata.name == 'sample' && self.kind == 'Widget' && self.apiVersion == 'example.com/v1'",
        message: 'identity',
      },
      { rule: 'has(self.metadata.labels)', message: 'labels are not visible' },
    ]);
    expect(celErrors(schema, cr({}))).toEqual([
      { path: '<nil>', type: 'Invalid value', detail: 'labels are not visible' },
    ]);
  });

  it('treats an embedded resource as a root of its own', () => {
    const schema = resource({
      type: 'object',
      properties: {
        template: {
          type: 'object',
          'x-kubernetes-embedded-resource': true,
          'x-kubernetes-validations': [
            { rule: "self.kind == 'Pod' && self.metadata.name.startsWith('p')", message: 'pod named p*' },
          ],
          properties: { spec: { type: 'object' } },
        },
      },
    });
    expect(
      celErrors(schema, cr({ template: { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'web' }, spec: {} } })),
    ).toEqual([{ path: 'spec.template', type: 'Invalid value', detail: 'pod named p*' }]);
  });

  it('does not run rules of a node CEL has no type for', () => {
    const schema = resource({
      type: 'object',
      properties: {
        free: { 'x-kubernetes-preserve-unknown-fields': true, 'x-kubernetes-validations': [failing('free')] },
      },
    });
    expect(runCel(schema, cr({ free: { any: 1 } }))).toEqual({ errors: [], notEvaluated: [] });
  });

  it('gives a string of format byte to the rule as bytes, decoded from base64', () => {
    const schema = resource({
      type: 'object',
      properties: {
        ca: {
          type: 'string',
          format: 'byte',
          'x-kubernetes-validations': [
            { rule: "string(self).startsWith('-----BEGIN')", message: 'PEM' },
            { rule: 'size(self) == 5', message: 'five bytes' },
          ],
        },
      },
    });
    expect(celErrors(schema, cr({ ca: Buffer.from('-----BEGIN x').toString('base64') }))).toEqual([
      {
        path: 'spec.ca',
        type: 'Invalid value',
        value: Buffer.from('-----BEGIN x').toString('base64'),
        detail: 'five bytes',
      },
    ]);
    expect(celErrors(schema, cr({ ca: Buffer.from('hello').toString('base64') }))).toEqual([
      { path: 'spec.ca', type: 'Invalid value', value: 'aGVsbG8=', detail: 'PEM' },
    ]);
  });
});
