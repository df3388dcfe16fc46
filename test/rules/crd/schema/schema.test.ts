import type { ApiserverError } from '../../../../src/engine/field-error.js';
import { schema } from '../../../../src/rules/crd/schema/schema.js';
import { ruleTester, type RuleTests } from '../../../support/rule-tester.js';
import { goSchemaText } from '../go-internal-text.js';
import { M, R, widget } from './widget-crd.js';

// spec §8: SCHEMA-ROOT-*, SCHEMA-KW-*, SCHEMA-AP-001, SCHEMA-X-001, SCHEMA-MAPTYPE-*. Lines:
// the schema's first line is line 14, its top-level keys at column 11 (widget-crd.ts).

const err = (path: string, type: ApiserverError['type'], detail: string): ApiserverError => ({
  path: `${R}${path}`,
  type,
  detail,
});
const STATUS = 'subresources: {status: {}}';
const ROOT_FIELDS =
  'only [Description Type Format Title Maximum ExclusiveMaximum Minimum ExclusiveMinimum MaxLength MinLength Pattern MaxItems MinItems UniqueItems MultipleOf Required Items Properties ExternalDocs Example XPreserveUnknownFields XValidations] fields are allowed at the root of the schema if the status subresource is enabled';

export const tests: RuleTests = {
  valid: [
    {
      name: 'SCHEMA-KW-003, SCHEMA-KW-006, SCHEMA-KW-007 passing: a plain structural schema, without $ref, dependencies or additionalItems',
      head: widget(`type: object\nproperties: {spec: {type: object, properties: {a: {type: string, pattern: "^a"}}}}`),
    },
    {
      name: 'SCHEMA-ROOT-003 passing: status enabled with only allowed root fields',
      head: widget(
        `type: object\ndescription: d\nrequired: [spec]\nx-kubernetes-preserve-unknown-fields: true\nproperties: {spec: {type: object}}`,
        STATUS,
      ),
    },
    {
      name: 'SCHEMA-ROOT-003, SCHEMA-ROOT-001 and SCHEMA-KW-001 passing: zero values do not count (nullable false at the root, empty id)',
      head: widget(`type: object\nnullable: false\nid: ""\nx-kubernetes-embedded-resource: false`, STATUS),
    },
    {
      name: 'SCHEMA-ROOT-002 passing: anything may be at the root without the status subresource',
      head: widget(`type: object\nanyOf: [{required: [spec]}]\nproperties: {spec: {type: object}}`),
    },
    {
      name: 'SCHEMA-AP-001 passing: additionalProperties true beside properties',
      head: widget(
        `type: object\nproperties: {spec: {type: object, properties: {a: {type: string}}, additionalProperties: true}}`,
      ),
    },
    {
      name: 'SCHEMA-AP-001 passing: additionalProperties false without properties',
      head: widget(`type: object\nproperties: {spec: {type: object, additionalProperties: false}}`),
    },
    {
      name: 'SCHEMA-KW-011 passing: every OpenAPI type',
      head: widget(
        `type: object\nproperties: {a: {type: array, items: {type: boolean}}, b: {type: integer}, c: {type: number}, d: {type: string}}`,
      ),
    },
    {
      name: 'SCHEMA-MAPTYPE-001 and SCHEMA-MAPTYPE-002 passing: atomic and granular objects',
      head: widget(
        `type: object\nproperties: {a: {type: object, x-kubernetes-map-type: atomic}, b: {type: object, x-kubernetes-map-type: granular}}`,
      ),
    },
    {
      name: 'SCHEMA-KW-004, SCHEMA-KW-005 passing: empty patternProperties and definitions',
      head: widget(`type: object\npatternProperties: {}\ndefinitions: {}`),
    },
    {
      name: 'SCHEMA-KW-009 passing: uniqueItems false',
      head: widget(`type: object\nproperties: {a: {type: array, uniqueItems: false, items: {type: string}}}`),
    },
    {
      name: 'SCHEMA-KW-010 passing: nullable instead of type null',
      head: widget(`type: object\nproperties: {a: {type: string, nullable: true}}`),
    },
    {
      name: 'SCHEMA-KW-008 passing: items with one schema',
      head: widget(`type: object\nproperties: {a: {type: array, items: {type: string}}}`),
    },
    {
      name: 'SCHEMA-X-001 passing: preserve-unknown-fields true',
      head: widget(`type: object\nx-kubernetes-preserve-unknown-fields: true`),
    },
    {
      name: 'SCHEMA-KW-002 is not a keyword error ($schema is crd/structural)',
      head: widget(`type: object\n$schema: http://json-schema.org/draft-04/schema#`),
    },
    {
      name: 'SCHEMA-KW-011 ratchet: the stored object already had an invalid type',
      head: widget(`type: object\nproperties: {a: {type: int}, b: {type: float}}`),
      base: widget(`type: object\nproperties: {a: {type: int}}`),
    },
    {
      name: 'CRD-API-003 passing: default null is no default, and every keyword with its JSON type',
      head: widget(
        `type: object\nproperties:\n  a: {type: string, default: null, externalDocs: {url: x}, x-kubernetes-validations: [{rule: "true", reason: FieldValueInvalid, optionalOldSelf: false}]}`,
      ),
    },
  ],
  invalid: [
    {
      name: 'CRD-API-002 an unknown keyword under properties fails strict decoding',
      head: widget(`type: object\nproperties:\n  x: {type: string, const: a}`),
      findings: [
        {
          // At the key, which is what is wrong (kube-ovn's `min: 1`).
          line: 16,
          column: 31,
          messageId: 'unknownKeyword',
          fieldPath: `${M}.properties[x].const`,
          message:
            '`const` is not a keyword of CRD schemas, so `kubectl apply` fails with "strict decoding error: unknown field \\"spec.versions[0].schema.openAPIV3Schema.properties.x.const\\"" (clients without strict validation drop it in silence): remove it; use `enum: [<value>]`',
          apiserver: {
            path: '',
            type: 'BadRequest',
            detail: 'strict decoding error: unknown field "spec.versions[0].schema.openAPIV3Schema.properties.x.const"',
          },
        },
      ],
    },
    {
      name: 'CRD-API-002 an unknown x- key and an unknown field of a validation rule',
      head: widget(
        `type: object\nx-kubernetes-patch-strategy: merge\nx-kubernetes-validations:\n  - {rule: "true", severity: high}`,
      ),
      findings: [
        {
          line: 15,
          column: 11,
          messageId: 'unknownKeyword',
          apiserver: {
            path: '',
            type: 'BadRequest',
            detail:
              'strict decoding error: unknown field "spec.versions[0].schema.openAPIV3Schema.x-kubernetes-patch-strategy"',
          },
        },
        {
          line: 17,
          column: 30,
          messageId: 'unknownKeyword',
          apiserver: {
            path: '',
            type: 'BadRequest',
            detail:
              'strict decoding error: unknown field "spec.versions[0].schema.openAPIV3Schema.x-kubernetes-validations[0].severity"',
          },
        },
      ],
    },
    {
      name: 'CRD-API-002 below items an unknown keyword is dropped in silence: a warning',
      head: widget(`type: object\nproperties:\n  a: {type: array, items: {type: string, examples: [a]}}`),
      findings: [
        {
          line: 16,
          column: 52,
          messageId: 'droppedKeyword',
          severity: 'warning',
          apiserver: null,
          fieldPath: `${M}.properties[a].items.examples`,
        },
      ],
    },
    {
      // kube-ovn d2409e4ac: `min:` and `max:` for minimum and maximum, at the key that is wrong.
      name: 'CRD-API-002 below items a scalar keyword that is none, at its key',
      head: widget(`type: object\nproperties:\n  a:\n    type: array\n    items:\n      type: integer\n      min: 1`),
      findings: [{ line: 20, column: 17, messageId: 'droppedKeyword', fieldPath: `${M}.properties[a].items.min` }],
    },
    {
      name: 'CRD-API-003 values of the wrong JSON type',
      head: widget(
        `type: object\nproperties:\n  a: {type: [string, "null"]}\n  b: {type: integer, exclusiveMinimum: 5}\n  c: {type: object, required: name, additionalProperties: "x"}\n  d: {type: string, maxLength: 1.5}`,
      ),
      findings: [
        {
          line: 16,
          column: 17,
          messageId: 'keywordType',
          message:
            '`type` must be string (one type name; for "or null" add `nullable: true`) but is array, so the apiserver cannot decode the CRD (400 BadRequest)',
          apiserver: {
            path: '',
            type: 'BadRequest',
            detail:
              'json: cannot unmarshal array into Go struct field spec.versions.schema.openAPIV3Schema.properties.a.type of type string',
          },
        },
        {
          line: 17,
          column: 50,
          messageId: 'keywordType',
          data: { field: 'exclusiveMinimum', want: 'bool', got: 'number' },
        },
        {
          line: 18,
          column: 41,
          messageId: 'keywordType',
          data: { field: 'required', want: '[]string', got: 'string' },
        },
        {
          line: 18,
          column: 69,
          messageId: 'keywordType',
          apiserver: { path: '', type: 'BadRequest', detail: 'boolean or JSON schema expected' },
        },
        {
          line: 19,
          column: 42,
          messageId: 'keywordType',
          data: { field: 'maxLength', want: 'int64', got: 'number 1.5' },
        },
      ],
    },
    {
      name: 'SCHEMA-ROOT-001 root nullable',
      head: widget(`type: object\nnullable: true`),
      findings: [
        {
          line: 15,
          column: 21,
          messageId: 'rootNullable',
          fieldPath: `${M}.nullable`,
          apiserver: err('.nullable', 'Forbidden', 'nullable cannot be true at the root'),
        },
      ],
    },
    {
      name: 'SCHEMA-ROOT-002 root type array with status',
      head: widget(`type: array\nitems: {type: string}`, STATUS),
      findings: [
        {
          line: 14,
          column: 17,
          messageId: 'rootType',
          fieldPath: `${M}.type`,
          apiserver: err(
            '.type',
            'Invalid value',
            '"array": only "object" is allowed as the type at the root of the schema if the status subresource is enabled',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-ROOT-003 root anyOf with status, reported once',
      head: widget(`type: object\nanyOf: [{required: [spec]}]\nenum: [{}]\nproperties: {spec: {type: object}}`, STATUS),
      findings: [
        {
          line: 13,
          column: 9,
          messageId: 'rootFields',
          fieldPath: M,
          message:
            'with the status subresource enabled, the schema root of v1 may not use `enum`: move it into a property (spec or status) or remove it',
          apiserver: err(
            '',
            'Invalid value',
            `${goSchemaText({
              Type: '"object"',
              Enum: '[{}]',
              AnyOf: `[${goSchemaText({ Required: '["spec"]' })}]`,
              Properties: `{"spec":${goSchemaText({ Type: '"object"' })}}`,
            })}: ${ROOT_FIELDS}`,
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-ROOT-003 an empty list is not a zero value',
      head: widget(`type: object\nallOf: []`, STATUS),
      findings: [{ line: 13, column: 9, messageId: 'rootFields', data: { field: 'allOf' } }],
    },
    {
      name: 'SCHEMA-ROOT-003 status enabled on another version of a hoisted schema',
      head: widget(
        `type: object\nminProperties: 1`,
        '',
        `- name: v2\n  served: true\n  storage: false\n  schema: {openAPIV3Schema: {type: object, minProperties: 1}}\n  subresources: {status: {}}`,
      ),
      findings: [{ line: 13, column: 9, messageId: 'rootFields', fieldPath: M, data: { field: 'minProperties' } }],
    },
    {
      name: 'SCHEMA-KW-001 id',
      head: widget(`type: object\nproperties: {a: {type: string, id: x}}`),
      findings: [
        {
          line: 15,
          column: 46,
          messageId: 'id',
          fieldPath: `${M}.properties[a].id`,
          apiserver: err('.properties[a].id', 'Forbidden', 'id is not supported'),
        },
      ],
    },
    {
      name: 'SCHEMA-KW-003 $ref, even empty',
      head: widget(`type: object\nproperties:\n  a: {$ref: ""}`),
      findings: [
        {
          line: 16,
          column: 23,
          messageId: 'ref',
          fieldPath: `${M}.properties[a].$ref`,
          apiserver: err('.properties[a].$ref', 'Forbidden', '$ref is not supported'),
        },
      ],
    },
    {
      name: 'SCHEMA-KW-004 patternProperties (and nothing below it is visited)',
      head: widget(`type: object\npatternProperties:\n  "^x": {id: z}`),
      findings: [
        {
          line: 15,
          column: 11,
          messageId: 'patternProperties',
          fieldPath: `${M}.patternProperties`,
          apiserver: err('.patternProperties', 'Forbidden', 'patternProperties is not supported'),
        },
      ],
    },
    {
      name: 'SCHEMA-KW-005 definitions (and what is inside is visited)',
      head: widget(`type: object\ndefinitions:\n  a: {uniqueItems: true}`),
      findings: [
        {
          line: 15,
          column: 11,
          messageId: 'definitions',
          apiserver: err('.definitions', 'Forbidden', 'definitions is not supported'),
        },
        { line: 16, column: 30, messageId: 'uniqueItems', fieldPath: `${M}.definitions[a].uniqueItems` },
      ],
    },
    {
      name: 'SCHEMA-KW-006 dependencies, even empty',
      head: widget(`type: object\ndependencies: {}`),
      findings: [
        {
          line: 15,
          column: 11,
          messageId: 'dependencies',
          apiserver: err('.dependencies', 'Forbidden', 'dependencies is not supported'),
        },
      ],
    },
    {
      name: 'SCHEMA-KW-007 additionalItems false',
      head: widget(`type: object\nproperties:\n  a: {type: array, items: {type: string}, additionalItems: false}`),
      findings: [
        {
          line: 16,
          column: 70,
          messageId: 'additionalItems',
          apiserver: err('.properties[a].additionalItems', 'Forbidden', 'additionalItems is not supported'),
        },
      ],
    },
    {
      name: 'SCHEMA-KW-008 items as a list',
      head: widget(`type: object\nproperties:\n  a:\n    type: array\n    items:\n      - type: string`),
      findings: [
        {
          line: 18,
          column: 15,
          messageId: 'itemsArray',
          fieldPath: `${M}.properties[a].items`,
          apiserver: err('.properties[a].items', 'Forbidden', 'items must be a schema object and not an array'),
        },
      ],
    },
    {
      name: 'SCHEMA-KW-009 uniqueItems true',
      head: widget(`type: object\nproperties:\n  a: {type: array, items: {type: string}, uniqueItems: true}`),
      findings: [
        {
          line: 16,
          column: 66,
          messageId: 'uniqueItems',
          apiserver: err(
            '.properties[a].uniqueItems',
            'Forbidden',
            'uniqueItems cannot be set to true since the runtime complexity becomes quadratic',
          ),
        },
      ],
    },
    {
      // kustomize's fn-framework example: a list of objects, where a set would be refused in turn.
      name: 'SCHEMA-KW-009 uniqueItems true on a list of objects: the advice is a map list',
      head: widget(`type: object\nproperties:\n  a: {type: array, items: {type: object}, uniqueItems: true}`),
      findings: [
        {
          line: 16,
          column: 66,
          messageId: 'uniqueItemsOfObjects',
          message:
            '`uniqueItems: true` is forbidden (quadratic to validate): for a list of objects, use `x-kubernetes-list-type: map` with the `x-kubernetes-list-map-keys` that identify an item (a `set` of them needs `x-kubernetes-map-type: atomic` on the items), or remove it',
        },
      ],
    },
    {
      name: 'SCHEMA-KW-010 type null, with SCHEMA-KW-011 at the same path',
      head: widget(`type: object\nproperties:\n  a: {type: "null"}`),
      findings: [
        {
          line: 16,
          column: 23,
          messageId: 'unknownType',
          apiserver: err(
            '.properties[a].type',
            'Unsupported value',
            '"null": supported values: "array", "boolean", "integer", "number", "object", "string"',
          ),
        },
        {
          line: 16,
          column: 23,
          messageId: 'nullType',
          apiserver: err(
            '.properties[a].type',
            'Forbidden',
            'type cannot be set to null, use nullable as an alternative',
          ),
        },
      ],
    },
    {
      // KW-011 is ratcheted off by the stored object's invalid type; KW-010 is not ratcheted.
      name: 'SCHEMA-KW-010 type null on update, when the stored object already had an invalid type',
      head: widget(`type: object\nproperties:\n  a: {type: "null"}\n  b: {type: int}`),
      base: widget(`type: object\nproperties:\n  b: {type: int}`),
      findings: [
        {
          line: 16,
          column: 23,
          messageId: 'nullType',
          apiserver: err(
            '.properties[a].type',
            'Forbidden',
            'type cannot be set to null, use nullable as an alternative',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-KW-011 unknown type, also inside a junctor',
      head: widget(`type: object\nproperties:\n  a: {type: int}\nanyOf:\n  - properties: {a: {type: float}}`),
      findings: [
        {
          line: 16,
          column: 23,
          messageId: 'unknownType',
          message: '`type: int` is not an OpenAPI v3 type: use array, boolean, integer, number, object or string',
          fieldPath: `${M}.properties[a].type`,
          apiserver: err(
            '.properties[a].type',
            'Unsupported value',
            '"int": supported values: "array", "boolean", "integer", "number", "object", "string"',
          ),
        },
        { line: 18, column: 38, messageId: 'unknownType', fieldPath: `${M}.anyOf[0].properties[a].type` },
      ],
    },
    {
      name: 'SCHEMA-KW-011 on update, when the stored object had only valid types',
      head: widget(`type: object\nproperties: {a: {type: int}}`),
      base: widget(`type: object\nproperties: {a: {type: integer}}`),
      findings: [{ line: 15, column: 34, messageId: 'unknownType' }],
    },
    {
      name: 'SCHEMA-AP-001 additionalProperties schema beside properties',
      head: widget(
        `type: object\nproperties:\n  spec:\n    type: object\n    properties: {a: {type: string}}\n    additionalProperties: {type: string}`,
      ),
      findings: [
        {
          line: 19,
          column: 15,
          messageId: 'additionalPropertiesWithProperties',
          apiserver: err(
            '.properties[spec].additionalProperties',
            'Forbidden',
            'additionalProperties and properties are mutual exclusive',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-AP-001 additionalProperties false beside properties',
      head: widget(
        `type: object\nproperties:\n  spec: {type: object, properties: {a: {type: string}}, additionalProperties: false}`,
      ),
      findings: [{ line: 16, column: 89, messageId: 'additionalPropertiesWithProperties' }],
    },
    {
      name: 'SCHEMA-X-001 preserve-unknown-fields false',
      head: widget(`type: object\nproperties:\n  a: {type: object, x-kubernetes-preserve-unknown-fields: false}`),
      findings: [
        {
          line: 16,
          column: 69,
          messageId: 'preserveFalse',
          apiserver: err(
            '.properties[a].x-kubernetes-preserve-unknown-fields',
            'Invalid value',
            'false: must be true or undefined',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-MAPTYPE-001 map-type without a type, and on an array',
      head: widget(
        `type: object\nproperties:\n  a: {x-kubernetes-map-type: atomic}\n  b: {type: array, items: {type: string}, x-kubernetes-map-type: atomic}`,
      ),
      findings: [
        {
          line: 16,
          column: 13,
          messageId: 'mapTypeNeedsObject',
          fieldPath: `${M}.properties[a].type`,
          apiserver: err(
            '.properties[a].type',
            'Required value',
            'must be object if x-kubernetes-map-type is specified',
          ),
        },
        {
          line: 17,
          column: 23,
          messageId: 'mapTypeNeedsObject',
          apiserver: err(
            '.properties[b].type',
            'Invalid value',
            '"array": must be object if x-kubernetes-map-type is specified',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-MAPTYPE-002 map-type merge',
      head: widget(`type: object\nproperties:\n  a: {type: object, x-kubernetes-map-type: merge}`),
      findings: [
        {
          line: 16,
          column: 54,
          messageId: 'mapTypeValue',
          message: '`x-kubernetes-map-type: merge` is not supported: use atomic or granular',
          apiserver: err(
            '.properties[a].x-kubernetes-map-type',
            'Unsupported value',
            '"merge": supported values: "atomic", "granular"',
          ),
        },
      ],
    },
    {
      name: 'CRD-HOIST-001 a schema that differs per version is reported at its own version',
      head: widget(
        `type: object`,
        '',
        `- name: v2\n  served: true\n  storage: false\n  schema:\n    openAPIV3Schema: {type: object, properties: {a: {type: int}}}`,
      ),
      findings: [
        {
          line: 19,
          column: 64,
          fieldPath: 'spec.versions[1].schema.openAPIV3Schema.properties[a].type',
          apiserver: {
            path: 'spec.versions[1].schema.openAPIV3Schema.properties[a].type',
            type: 'Unsupported value',
            detail: '"int": supported values: "array", "boolean", "integer", "number", "object", "string"',
          },
        },
      ],
    },
    {
      name: 'CRD-HOIST-001 a schema shared by two versions is reported once, at the first',
      head: widget(
        `type: object\nproperties: {a: {type: int}}`,
        '',
        `- name: v2\n  served: true\n  storage: false\n  schema:\n    openAPIV3Schema:\n      type: object\n      properties: {a: {type: int}}`,
      ),
      findings: [
        {
          line: 15,
          column: 34,
          fieldPath: `${M}.properties[a].type`,
          apiserver: err(
            '.properties[a].type',
            'Unsupported value',
            '"int": supported values: "array", "boolean", "integer", "number", "object", "string"',
          ),
        },
      ],
    },
  ],
};

ruleTester(schema, tests);
