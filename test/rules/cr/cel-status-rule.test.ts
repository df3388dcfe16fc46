import { describe, expect, it } from 'vitest';
import { cel } from '../../../src/rules/cr/cel.js';
import { reviewFiles } from '../../support/review-files.js';
import { widgetCrd } from '../crd/schema/widget-crd.js';

// Kong's kubernetes-configuration c188bac: a transition rule over status (`authRef is immutable when
// an entity is already Programmed`) on a sample that holds no status, as no manifest does.

const crd = (subresource: boolean) =>
  widgetCrd({
    versions: [
      '  - name: v1',
      '    served: true',
      '    storage: true',
      ...(subresource ? ['    subresources: {status: {}}'] : []),
      '    schema:',
      '      openAPIV3Schema:',
      '        type: object',
      '        x-kubernetes-validations:',
      '        - message: spec.ref is immutable once Ready',
      '          rule: "!self.status.conditions.exists(c, c.type == \'Ready\') ? true : self.spec.ref == oldSelf.spec.ref"',
      '        properties:',
      '          spec: {type: object, properties: {ref: {type: string}, size: {type: integer}}}',
      '          status: {type: object, properties: {conditions: {type: array, items: {type: object, properties: {type: {type: string}}}}}}',
    ].join('\n'),
  });
const widget = (size: number) =>
  `apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w, namespace: default}\nspec: {ref: a, size: ${size}}\n`;
const found = (subresource: boolean) =>
  reviewFiles(
    [cel],
    { 'crd.yaml': crd(subresource), 'cr.yaml': widget(2) },
    {
      base: { 'crd.yaml': crd(subresource), 'cr.yaml': widget(1) },
    },
  ).map((f) => `${f.severity} ${f.message.slice(f.message.indexOf('(') + 1, f.message.indexOf('(') + 40)}`);

describe('cr/cel on a rule that reads status where the manifest holds none', () => {
  it('is a warning under the status subresource, which only the controller writes', () => {
    expect(found(true)).toEqual(['warning the rule reads status, which no manifes']);
  });

  it('stays an error without it, where the manifest is what writes status', () => {
    expect(found(false).map((f) => f.split(' ')[0])).toEqual(['error']);
  });
});
