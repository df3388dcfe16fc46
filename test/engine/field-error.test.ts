import { describe, expect, it } from 'vitest';
import { forbidden, invalid, renderFieldError, required, toApiserverError } from '../../src/engine/field-error.js';
import { FieldPath } from '../../src/engine/field-path.js';
import { goQuote } from '../../src/engine/go-quote.js';

const annotation = FieldPath.of('metadata', 'annotations').key('api-approved.kubernetes.io');

describe('field errors render as kubectl prints them', () => {
  it.each([
    [required(annotation, 'why'), 'metadata.annotations[api-approved.kubernetes.io]: Required value: why'],
    [
      invalid(annotation, 'pending', 'why'),
      'metadata.annotations[api-approved.kubernetes.io]: Invalid value: "pending": why',
    ],
    [invalid(FieldPath.of('spec', 'replicas'), 3, 'must be even'), 'spec.replicas: Invalid value: 3: must be even'],
    [invalid(FieldPath.of('spec', 'x'), { a: [1] }, 'bad'), 'spec.x: Invalid value: {"a":[1]}: bad'],
    [
      forbidden(FieldPath.of('metadata', 'namespace'), 'not allowed on this type'),
      'metadata.namespace: Forbidden: not allowed on this type',
    ],
  ])('%#', (error, expected) => {
    expect(renderFieldError(error)).toBe(expected);
  });

  it('carries the value in the apiserver detail', () => {
    expect(toApiserverError(invalid(annotation, 'x', 'why'))).toEqual({
      path: 'metadata.annotations[api-approved.kubernetes.io]',
      type: 'Invalid value',
      detail: '"x": why',
    });
  });
});

describe('goQuote is Go %q', () => {
  it.each([
    ['plain', '"plain"'],
    ['say "hi"\\', '"say \\"hi\\"\\\\"'],
    ['tab\tnew\nline\r', '"tab\\tnew\\nline\\r"'],
    ['\u0000\u007f', '"\\x00\\x7f"'],
    ['é 日本', '"é 日本"'],
    ['\u200b', '"\\u200b"'],
  ])('%j', (input, expected) => {
    expect(goQuote(input)).toBe(expected);
  });
});
