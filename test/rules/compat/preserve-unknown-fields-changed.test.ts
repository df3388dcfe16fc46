import { preserveUnknownFieldsChanged } from '../../../src/rules/compat/preserve-unknown-fields-changed.js';
import { ruleTester } from '../../support/rule-tester.js';
import { at, specSchema, widgetCrd } from './widget-crd.js';

// compat/preserve-unknown-fields-changed (spec/crd-compatibility.md §5.7).
const config = (more: string) => widgetCrd(specSchema(`config:\n  type: object\n  ${more}`));

ruleTester(preserveUnknownFieldsChanged, {
  valid: [
    {
      name: 'kept',
      base: config('x-kubernetes-preserve-unknown-fields: true'),
      head: config('x-kubernetes-preserve-unknown-fields: true'),
    },
    { name: 'turned on', base: config('maxProperties: 9'), head: config('x-kubernetes-preserve-unknown-fields: true') },
    {
      // zalando's postgres-operator 618ac156: `matchLabels` typed as a map of strings.
      name: 'turned into a map of strings: every key is kept',
      base: config('x-kubernetes-preserve-unknown-fields: true'),
      head: config('additionalProperties: {type: string}'),
    },
    {
      name: 'turned into a map of lists of strings: every key and value is kept',
      base: config('x-kubernetes-preserve-unknown-fields: true'),
      head: config('additionalProperties: {type: array, items: {type: string}}'),
    },
  ],
  invalid: [
    {
      name: 'turned into a map of objects: the fields of each value that its schema does not list are pruned',
      base: config('x-kubernetes-preserve-unknown-fields: true'),
      head: config('additionalProperties: {type: object, properties: {a: {type: string}}}'),
      findings: [{ line: 20, column: 15, fieldPath: at('config') }],
    },
    {
      name: 'removed, at the node',
      base: config('x-kubernetes-preserve-unknown-fields: true'),
      head: config('maxProperties: 9'),
      findings: [
        {
          line: 20,
          column: 15,
          fieldPath: at('config'),
          severity: 'error',
          message:
            'spec.config in v1 no longer preserves unknown fields; fields that stored objects carry there and the schema does not list are pruned on their next write (data loss), and clients that set them see them dropped; keep x-kubernetes-preserve-unknown-fields: true, or list every field that objects use',
          data: {
            compat: {
              version: 'v1',
              property: '^.spec.config',
              check: 'x-kubernetes-preserve-unknown-fields',
              base: true,
              head: null,
            },
          },
        },
      ],
    },
    {
      name: 'set false',
      base: config('x-kubernetes-preserve-unknown-fields: true'),
      head: config('x-kubernetes-preserve-unknown-fields: false'),
      findings: [
        {
          line: 22,
          column: 55,
          fieldPath: `${at('config')}.x-kubernetes-preserve-unknown-fields`,
          data: { compat: { base: true, head: false } },
        },
      ],
    },
  ],
});
