import { describe, expect, it } from 'vitest';
import { mayFailConversion, schemaMentions } from '../../../src/rules/crd/schema-mentions.js';

describe('schemaMentions', () => {
  it('finds a keyword on a nested schema node', () => {
    expect(schemaMentions({ type: 'object', properties: { a: { type: 'array', items: { 'x-kubernetes-validations': [] } } } }, 'x-kubernetes-validations')).toBe(true);
  });
  it('does not take a property name, a default or an enum value for a keyword', () => {
    const root = { type: 'object', properties: { default: { type: 'string', enum: [{ default: 1 }] }, b: { type: 'object', example: { default: 2 } } } };
    expect(schemaMentions(root, 'default')).toBe(false);
  });
});

describe('mayFailConversion', () => {
  it('is false for a structural schema with a property named id', () => {
    expect(mayFailConversion({ type: 'object', properties: { id: { type: 'string' } } })).toBe(false);
  });
  it.each([
    ['$ref', { type: 'object', properties: { a: { $ref: '#/x' } } }],
    ['tuple items', { type: 'array', items: [{ type: 'string' }] }],
    ['preserve-unknown-fields false', { type: 'object', 'x-kubernetes-preserve-unknown-fields': false }],
    ['definitions in a junctor', { type: 'object', anyOf: [{ definitions: { x: {} } }] }],
  ])('is true with %s', (_name, root) => {
    expect(mayFailConversion(root)).toBe(true);
  });
});
