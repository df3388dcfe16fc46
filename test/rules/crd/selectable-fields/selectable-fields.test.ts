import { selectableFields } from '../../../../src/rules/crd/selectable-fields/selectable-fields.js';
import { ruleTester } from '../../../support/rule-tester.js';
import { versionEntry, widgetCrd } from '../schema/widget-crd.js';

// spec/crd-validation.md §7, CRD-SELF-001..007, and the hoisting bugs CRD-HOIST-002 and -003,
// reproduced (a real cluster rejects these today) and flagged as known bugs.

const SCHEMA = `{type: object, properties: {metadata: {type: object, properties: {name: {type: string}}}, spec: {type: object, properties: {color: {type: string}, size: {type: integer}, ratio: {type: number}, labels: {type: object, additionalProperties: {type: string}}, port: {x-kubernetes-int-or-string: true}}}}}`;

// Each version in block style, one selectable field a line: version i's first field is on
// line 15 + 6i (the versions before it have no fields), at column 22.
const version = (name: string, storage: boolean, fields: readonly string[], schema = SCHEMA) =>
  versionEntry(
    name,
    storage,
    schema,
    fields.length > 0 ? ['selectableFields:', ...fields.map((f) => `  - {jsonPath: ${f}}`)] : [],
  );

const crd = (...versions: string[]) => widgetCrd({ versions: versions.join('\n') });
const OTHER_SCHEMA = SCHEMA.replace(
  '{type: object, properties: {metadata',
  '{type: object, description: v2, properties: {metadata',
);
/** The version without its schema line. */
const noSchema = (v: string) => v.replace(/ *schema: .*\n/, '');
const nine = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map((x) => `.spec.labels.${x}`);

ruleTester(selectableFields, {
  valid: [
    {
      name: 'CRD-SELF-001, CRD-SELF-002, CRD-SELF-004, CRD-SELF-005, CRD-SELF-007: distinct string, integer and map-value fields of the schema, each jsonPath given',
      head: crd(version('v1', true, ['.spec.color', '.spec.size', '.spec.labels.team'])),
    },
    {
      name: 'CRD-HOIST-001, CRD-HOIST-002: different schemas with different selectableFields stay per version, each checked against its own schema',
      head: crd(version('v1', true, ['.spec.color']), version('v2', false, ['.spec.size'], OTHER_SCHEMA)),
    },
    {
      name: 'CRD-HOIST-001, CRD-HOIST-003: identical schemas and identical selectableFields hoist together',
      head: crd(version('v1', true, ['.spec.color']), version('v2', false, ['.spec.color'])),
    },
    {
      // The CRD-HOIST-003 firing case with schemas that differ: each version keeps its own schema.
      name: 'CRD-HOIST-003: selectableFields on one version only, beside schemas that differ',
      head: crd(version('v1beta1', false, [], OTHER_SCHEMA), version('v1', true, ['.spec.color'])),
    },
    // .metadata.name is refused where the schema declares it (the CRD-SELF-003 firing case).
    { name: 'CRD-SELF-003: a field outside metadata', head: crd(version('v1', true, ['.spec.color'])) },
    { name: 'CRD-SELF-006: eight distinct fields', head: crd(version('v1', true, nine.slice(0, 8))) },
    {
      name: 'CRD-SELF-006: update: more than 8 stay allowed when the stored object had them unchanged',
      head: crd(version('v1', true, nine)),
      base: crd(version('v1', true, nine)),
    },
  ],
  invalid: [
    {
      name: 'CRD-SELF-001, CRD-SELF-002: paths the apiserver cannot follow',
      head: crd(version('v1', true, ['spec.color', '.spec.nope', '""'])),
      findings: [
        {
          line: 15,
          column: 22,
          fieldPath: 'spec.versions[0].selectableFields[0].jsonPath',
          messageId: 'rejected',
          apiserver: {
            path: 'spec.selectableFields[0].jsonPath',
            type: 'Invalid value',
            detail: '"spec.color": is an invalid path: expected [ or . but got: spec',
          },
        },
        {
          line: 16,
          column: 22,
          fieldPath: 'spec.versions[0].selectableFields[1].jsonPath',
          apiserver: {
            path: 'spec.selectableFields[1].jsonPath',
            type: 'Invalid value',
            detail: '".spec.nope": is an invalid path: does not refer to a valid field',
          },
        },
        {
          line: 17,
          column: 22,
          fieldPath: 'spec.versions[0].selectableFields[2].jsonPath',
          apiserver: { path: 'spec.selectableFields[2].jsonPath', type: 'Required value', detail: '' },
        },
      ],
    },
    {
      name: 'CRD-SELF-001: an empty jsonPath, and an entry without one',
      head: crd(version('v1', true, ['""', 'NONE'])).replace('{jsonPath: NONE}', '{}'),
      findings: [
        {
          line: 15,
          column: 22,
          fieldPath: 'spec.versions[0].selectableFields[0].jsonPath',
          messageId: 'rejected',
          apiserver: { path: 'spec.selectableFields[0].jsonPath', type: 'Required value', detail: '' },
        },
        {
          line: 16,
          column: 11,
          fieldPath: 'spec.versions[0].selectableFields[1].jsonPath',
          messageId: 'rejected',
          apiserver: { path: 'spec.selectableFields[1].jsonPath', type: 'Required value', detail: '' },
        },
      ],
    },
    {
      name: 'CRD-SELF-003, CRD-SELF-004, CRD-SELF-005: a number, an object, int-or-string, metadata, and a duplicate',
      head: crd(version('v1', true, ['.spec.ratio', '.spec', '.spec.port', '.metadata.name', '.spec.ratio'])),
      findings: [
        ...[0, 1, 2].map((j) => ({
          line: 15 + j,
          column: 22,
          apiserver: {
            path: `spec.selectableFields[${j}].jsonPath`,
            type: 'Invalid value' as const,
            detail: `${['".spec.ratio"', '".spec"', '".spec.port"'][j]}: must point to a field of type string, boolean or integer. Enum string fields and strings with formats are allowed.`,
          },
        })),
        {
          line: 18,
          column: 22,
          apiserver: {
            path: 'spec.selectableFields[3].jsonPath',
            type: 'Invalid value',
            detail: '".metadata.name": must not point to fields in metadata',
          },
        },
        {
          line: 19,
          column: 22,
          apiserver: {
            path: 'spec.selectableFields[4].jsonPath',
            type: 'Invalid value',
            detail:
              '".spec.ratio": must point to a field of type string, boolean or integer. Enum string fields and strings with formats are allowed.',
          },
        },
        {
          line: 19,
          column: 22,
          apiserver: { path: 'spec.selectableFields[4].jsonPath', type: 'Duplicate value', detail: '".spec.ratio"' },
        },
      ],
    },
    {
      name: 'CRD-SELF-006: nine distinct fields',
      head: crd(version('v1', true, nine)),
      findings: [
        {
          line: 14,
          column: 7,
          fieldPath: 'spec.versions[0].selectableFields',
          apiserver: { path: 'spec.selectableFields', type: 'Too many', detail: '9: must have at most 8 items' },
        },
      ],
    },
    {
      name: 'CRD-HOIST-002: identical selectableFields beside different schemas',
      head: crd(version('v1', true, ['.spec.color']), version('v2', false, ['.spec.color'], OTHER_SCHEMA)),
      findings: [
        {
          line: 14,
          column: 7,
          fieldPath: 'spec.versions[0].selectableFields',
          messageId: 'hoistingBug',
          data: { knownBug: 'selectable-fields-hoisted-without-schema', issue: 'kubernetes/kubernetes#140689' },
          apiserver: {
            path: 'spec.selectableFields',
            type: 'Invalid value',
            detail: '"": may only be set when validations.schema is included',
          },
        },
      ],
    },
    {
      name: 'CRD-HOIST-003: identical schemas beside different selectableFields',
      head: crd(version('v1beta1', false, []), version('v1', true, ['.spec.color'])),
      findings: [
        {
          line: 18,
          column: 7,
          fieldPath: 'spec.versions[1].selectableFields',
          messageId: 'hoistingBug',
          data: { knownBug: 'schema-hoisted-without-selectable-fields', issue: 'not reported upstream' },
          apiserver: {
            path: 'spec.versions[1].selectableFields',
            type: 'Invalid value',
            detail: '"": may only be set when `version.schema.openAPIV3Schema` is not included',
          },
        },
      ],
    },
    {
      name: 'CRD-SELF-006: update: a ninth field is new',
      head: crd(version('v1', true, nine)),
      base: crd(version('v1', true, nine.slice(0, 8))),
      findings: [
        {
          line: 14,
          column: 7,
          apiserver: { path: 'spec.selectableFields', type: 'Too many', detail: '9: must have at most 8 items' },
        },
      ],
    },
    {
      name: 'CRD-SELF-007: the only version has selectableFields and no schema',
      head: crd(noSchema(version('v1', true, ['.spec.color']))),
      findings: [
        {
          line: 13,
          column: 7,
          fieldPath: 'spec.versions[0].selectableFields',
          apiserver: {
            path: 'spec.selectableFields',
            type: 'Invalid value',
            detail: '"": may only be set when validations.schema is included',
          },
        },
      ],
    },
    {
      // The message says "not included" where it means "included": upstream's text, as the spec notes.
      name: 'CRD-SELF-007: a version without a schema beside one with a schema',
      head: crd(version('v1', true, []), noSchema(version('v2', false, ['.spec.color']))),
      findings: [
        {
          line: 17,
          column: 7,
          fieldPath: 'spec.versions[1].selectableFields',
          apiserver: {
            path: 'spec.versions[1].selectableFields',
            type: 'Invalid value',
            detail: '"": may only be set when `version.schema.openAPIV3Schema` is not included',
          },
        },
      ],
    },
  ],
});
