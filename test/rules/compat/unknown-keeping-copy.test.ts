import { describe, expect, it } from 'vitest';
import { RULES } from '../../../src/rules/index.js';
import { reviewFiles } from '../../support/review-files.js';
import { specSchema, widgetCrd } from './widget-crd.js';

// A field removed from one copy of a CRD while another copy keeps unknown fields where it was
// (unknown-keeping-copy.ts): kiali-operator fd79873997 removed settings from its documented copy,
// while the bundles installed a copy whose root keeps every field.
const documented = (properties: string) => widgetCrd(specSchema(properties));
const withMode = documented('size: {type: integer}\nmode: {type: string}');
const withoutMode = documented('size: {type: integer}');
const keepingAt = (schema: string) => widgetCrd(schema);
/** The other copy the message names as keeping the field as an unknown one. */
const why = (message: string): string => {
  const kept = /another copy of the CRD, (\S+), keeps unknown/.exec(message)?.[1];
  return kept ? ` kept in ${kept}` : '';
};
const review = (installed: string) =>
  reviewFiles(
    RULES,
    { 'docs/crd/widgets.yaml': withoutMode, 'manifests/widgets.crd.yaml': installed },
    { base: { 'docs/crd/widgets.yaml': withMode, 'manifests/widgets.crd.yaml': installed } },
  )
    .filter((f) => f.ruleId === 'compat/field-removed')
    .map((f) => `${f.severity} ${f.file}:${f.line}${why(f.message)}`);

describe('compat/field-removed where another copy keeps unknown fields there', () => {
  it('is a warning that names the copy: a root that keeps every field, or spec that does', () => {
    expect(review(keepingAt('type: object\nx-kubernetes-preserve-unknown-fields: true'))).toEqual([
      'warning docs/crd/widgets.yaml:19 kept in manifests/widgets.crd.yaml',
    ]);
    expect(
      review(
        keepingAt(
          'type: object\nproperties:\n  spec:\n    type: object\n    x-kubernetes-preserve-unknown-fields: true\n    properties: {size: {type: integer}}',
        ),
      ),
    ).toEqual(['warning docs/crd/widgets.yaml:19 kept in manifests/widgets.crd.yaml']);
  });

  it('stays an error where the other copy declares the field, or prunes there (spec declared, below a root that keeps unknown fields)', () => {
    expect(
      review(
        keepingAt(
          'type: object\nx-kubernetes-preserve-unknown-fields: true\nproperties:\n  spec: {type: object, properties: {size: {type: integer}, mode: {type: string}}}',
        ),
      ),
    ).toEqual(['error docs/crd/widgets.yaml:19']);
    expect(
      review(
        keepingAt(
          'type: object\nx-kubernetes-preserve-unknown-fields: true\nproperties:\n  spec: {type: object, properties: {size: {type: integer}}}',
        ),
      ),
    ).toEqual(['error docs/crd/widgets.yaml:19']);
  });
});
