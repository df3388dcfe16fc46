import { requiredUndeclared } from '../../../../src/rules/crd/required-undeclared/required-undeclared.js';
import { ruleTester } from '../../../support/rule-tester.js';
import { M, widget } from '../schema/widget-crd.js';

// crd/required-undeclared: a required name the node's properties do not declare, where pruning
// drops any such field before validation.

const spec = (node: string) => `type: object\nproperties:\n  spec:\n${node.replace(/^/gm, '    ')}`;

ruleTester(requiredUndeclared, {
  valid: [
    {
      name: 'every required name declared',
      head: widget(spec('type: object\nrequired: [a]\nproperties: {a: {type: string}}')),
    },
    {
      name: 'a node that keeps unknown fields',
      head: widget(spec('type: object\nx-kubernetes-preserve-unknown-fields: true\nrequired: [a]')),
    },
    {
      name: 'a map: required names its keys',
      head: widget(spec('type: object\nrequired: [a]\nadditionalProperties: {type: string}')),
    },
    {
      name: 'the resource fields at the root',
      head: widget('type: object\nrequired: [metadata, kind]\nproperties: {spec: {type: object}}'),
    },
    {
      name: 'the resource fields of an embedded resource',
      head: widget(
        spec(
          'type: object\nx-kubernetes-embedded-resource: true\nx-kubernetes-preserve-unknown-fields: false\nrequired: [apiVersion, kind]\nproperties: {spec: {type: object}}',
        ),
      ),
    },
    {
      name: "a junctor branch's required, which says what the node's properties hold",
      head: widget(
        spec(
          'type: object\nproperties: {a: {type: string}, b: {type: string}}\noneOf: [{required: [a]}, {required: [b]}]',
        ),
      ),
    },
  ],
  invalid: [
    {
      // lws c60da2c: controller-gen's `required: [""]` for an embedded struct, on a list's items.
      name: "an empty name on a list's items",
      head: widget(
        spec(
          'type: object\nproperties:\n  roles:\n    type: array\n    items:\n      type: object\n      required: [""]\n      properties: {name: {type: string}}',
        ),
      ),
      findings: [
        {
          line: 23,
          column: 32,
          severity: 'warning',
          fieldPath: `${M}.properties[spec].properties[roles].items.required[0]`,
          message:
            'required names "", which the properties of spec.roles[*] do not declare: the apiserver prunes undeclared fields before it validates, so every Widget that has spec.roles[*] is refused with ": Required value"; declare "" under properties, or take it out of required',
          apiserver: null,
          data: { name: '""', node: 'spec.roles[*]' },
        },
      ],
    },
    {
      name: 'a misspelt name, and a name at the root other than the resource fields',
      head: widget(
        'type: object\nrequired: [metadata, spec, status]\nproperties: {spec: {type: object, required: [replica], properties: {replicas: {type: integer}}}}',
      ),
      findings: [
        { line: 15, column: 38, fieldPath: `${M}.required[2]`, data: { name: '"status"', node: 'the object' } },
        {
          line: 16,
          column: 56,
          fieldPath: `${M}.properties[spec].required[0]`,
          data: { name: '"replica"', node: 'spec' },
        },
      ],
    },
  ],
});
