import { describe, expect, it } from 'vitest';
import { configOf } from '../../support/config-of.js';
import { crRules } from '../../../src/rules/cr/index.js';
import { reviewFiles } from '../../support/review-files.js';
import { widget, widgetCrd } from './cr-fixtures.js';

// cr.fieldValidation (spec/cr-validation.md §3.2): Warn (the apiserver's default) makes a pruned
// field a warning; Strict makes it the 400 the request fails with, before any validation; Ignore
// drops it without a word.

const crd = widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      properties:
        size: {type: integer, maximum: 3}
        items: {type: array, items: {type: object, properties: {name: {type: string}}}}
`);
const cr = widget(`
  spec:
    size: 5
    colour: red
    items:
      - {name: a, extra: 1}
`);
const run = (fieldValidation?: string) =>
  reviewFiles(
    crRules,
    { 'crd.yaml': crd, 'cr.yaml': cr },
    fieldValidation ? { config: configOf(`cr:\n  fieldValidation: ${fieldValidation}\n`) } : {},
  ).map((f) => {
    const a = (f.data as { apiserver?: { path: string; type: string; detail: string } }).apiserver;
    return `${f.ruleId} ${f.severity} ${f.line}:${f.column} ${a ? `${a.path} | ${a.type} | ${a.detail}` : f.fieldPath}`;
  });

describe('cr.fieldValidation', () => {
  it('Warn (default): pruned fields are warnings, and validation goes on', () => {
    expect(run()).toEqual([
      'cr/schema error 6:9 spec.size | Invalid value | 5: spec.size in body should be less than or equal to 3',
      'cr/unknown-field warning 7:3 spec.colour',
      'cr/unknown-field warning 9:17 spec.items[0].extra',
    ]);
  });

  it('Strict: each pruned field is the 400 the request fails with, and nothing is validated', () => {
    expect(run('Strict')).toEqual([
      'cr/unknown-field error 7:3 spec.colour | unknown field | strict decoding error: unknown field "spec.colour"',
      'cr/unknown-field error 9:17 spec.items[0].extra | unknown field | strict decoding error: unknown field "spec.items[0].extra"',
    ]);
  });

  it('Ignore: pruned fields are dropped without a word', () => {
    expect(run('Ignore')).toEqual([
      'cr/schema error 6:9 spec.size | Invalid value | 5: spec.size in body should be less than or equal to 3',
    ]);
  });
});
