import { describe, expect, it } from 'vitest';
import { crRules } from '../../../src/rules/cr/index.js';
import { reviewFiles } from '../../support/review-files.js';
import { widgetCrd } from './cr-fixtures.js';

// kubebuilder's untouched sample of an API (scaffold-sample.ts): fluid's DataMigrate sample kept
// `foo: bar` under "# Add fields here" while its CRD required spec.from and spec.to.
const crd = widgetCrd(
  'type: object\nproperties: {spec: {type: object, required: [size], properties: {size: {type: integer}, color: {type: string}}}}',
);
const review = (sample: string) =>
  reviewFiles(crRules, { 'config/crd/widgets.yaml': crd, 'config/samples/example_v1_widget.yaml': sample }).map(
    (f) => `${f.severity} ${f.ruleId} ${f.line} ${f.message}`,
  );
const sample = (name: string, spec: string) =>
  `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: ${name}\nspec:\n${spec}`;

describe("cr/ on kubebuilder's untouched scaffolded sample", () => {
  it('is at most a warning that names the placeholder: `foo: bar` (kubebuilder 2 and 3)', () => {
    expect(review(sample('widget-sample', '  # Add fields here\n  foo: bar\n'))).toEqual([
      "warning cr/schema 5 spec.size: Required value (in kubebuilder's scaffolded sample of Widget, its spec still the placeholder `foo: bar`: fill it in, or remove the sample)",
      'warning cr/unknown-field 7 spec.foo is not declared in the schema of widgets.example.com version v1: the apiserver drops it (or refuses the object, under the strict field validation kubectl apply uses by default), so it is never stored',
    ]);
  });

  it('and the spec of nothing under "TODO(user): Add fields here" (kubebuilder 4): here its name is refused', () => {
    expect(review(sample('Widget-sample', '  # TODO(user): Add fields here\n'))).toEqual([
      `warning cr/metadata 4 metadata.name: Invalid value: "Widget-sample": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*') (in kubebuilder's scaffolded sample of Widget, its spec still the placeholder "TODO(user): Add fields here": fill it in, or remove the sample)`,
    ]);
  });

  it('stays an error once the sample holds anything else, or an empty spec without the comment', () => {
    expect(review(sample('widget-sample', '  foo: bar\n  color: red\n')).map((f) => f.slice(0, 25))).toEqual([
      'error cr/schema 5 spec.si',
      'warning cr/unknown-field ',
    ]);
    expect(review(sample('widget-sample', '  {}\n')).map((f) => f.slice(0, 25))).toEqual(['error cr/schema 5 spec.si']);
    // The comment of another document of the file does not count.
    expect(
      review(
        `${sample('other', '  # TODO(user): Add fields here\n  size: 1\n')}---\n${sample('widget-sample', '  {}\n')}`,
      ).map((f) => f.slice(0, 25)),
    ).toEqual(['error cr/schema 13 spec.s']);
  });
});
