import { describe, expect, it } from 'vitest';
import { enumNarrowed } from '../../../src/rules/compat/enum-narrowed.js';
import { reviewFiles } from '../../support/review-files.js';
import { specSchema, widgetCrd } from './widget-crd.js';

// A Crossplane function's input CRD (crossplane-function-input.ts): function-patch-and-transform's
// package/input/, beside package/crossplane.yaml of kind Function, is installed by no apiserver.
const FUNCTION =
  'apiVersion: meta.pkg.crossplane.io/v1beta1\nkind: Function\nmetadata: {name: function-example}\nspec: {}\n';
const PROVIDER = FUNCTION.replace('kind: Function', 'kind: Provider');
const input = (values: string) => widgetCrd(specSchema(`mode: {type: string, enum: [${values}]}`));

const narrowed = (file: string, extra: Record<string, string>) =>
  reviewFiles(
    [enumNarrowed],
    { ...extra, [file]: input('Replace') },
    { base: { ...extra, [file]: input('Replace, Merge') } },
  ).map((f) => `${f.severity} ${f.message.includes('the input of a Crossplane function')}`);

describe('compat/ on the input CRD of a Crossplane function', () => {
  it('is at most a warning that says no apiserver installs it', () => {
    expect(narrowed('package/input/inputs.yaml', { 'package/crossplane.yaml': FUNCTION })).toEqual(['warning true']);
  });

  it("stays an error beside a provider's package, or without one", () => {
    expect(narrowed('package/crds/inputs.yaml', { 'package/crossplane.yaml': PROVIDER })).toEqual(['error false']);
    expect(narrowed('package/input/inputs.yaml', {})).toEqual(['error false']);
  });
});
