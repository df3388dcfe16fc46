import type { ApiserverError } from '../../../../src/engine/field-error.js';
import { structural } from '../../../../src/rules/crd/structural/structural.js';
import { ruleTester, type RuleTests } from '../../../support/rule-tester.js';
import { M, R, widget } from '../schema/widget-crd.js';

// spec §9 (structural schemas), SCHEMA-KW-002 and the SCHEMA-STRUCT-010 ratchet (§12). Lines:
// the schema's first line is line 14, its top-level keys at column 11 (widget-crd.ts).

const err = (path: string, type: ApiserverError['type'], detail: string): ApiserverError => ({
  path: `${R}${path}`,
  type,
  detail,
});
const legacy = (schema: string) =>
  widget(schema).replace('  scope: Namespaced\n', '  scope: Namespaced\n  preserveUnknownFields: true\n');

// The example of "Future of CRDs: Structural Schemas" (kubernetes.io blog, 2019-06-20), as
// first written (not structural) and as fixed.
const ANNOUNCEMENT_NON_STRUCTURAL = `
properties:
  foo:
    pattern: "abc"
  metadata:
    type: object
    properties:
      name:
        type: string
        pattern: "^a"
      finalizers:
        type: array
        items:
          type: string
          pattern: "my-finalizer"
anyOf:
- properties:
    bar:
      type: integer
      minimum: 42
  required: ["bar"]
  description: "foo bar object"
`;
const ANNOUNCEMENT_STRUCTURAL = `
type: object
description: "foo bar object"
properties:
  foo:
    type: string
    pattern: "abc"
  bar:
    type: integer
  metadata:
    type: object
    properties:
      name:
        type: string
        pattern: "^a"
anyOf:
- properties:
    bar:
      minimum: 42
  required: ["bar"]
`;

const deepJson = (levels: number): string => {
  let s = '{"type":"string","pattern":"^a"}';
  for (let i = 0; i < levels; i++) s = `{"type":"array","items":${s}}`;
  return `{"apiVersion":"apiextensions.k8s.io/v1","kind":"CustomResourceDefinition","metadata":{"name":"widgets.example.com"},"spec":{"group":"example.com","names":{"kind":"Widget","plural":"widgets"},"scope":"Namespaced","versions":[{"name":"v1","served":true,"storage":true,"schema":{"openAPIV3Schema":{"type":"object","properties":{"a":${s}}}}}]}}`;
};

export const tests: RuleTests = {
  valid: [
    {
      name: 'SCHEMA-STRUCT-002 passing: the structural version of the announcement example, an object at the root',
      head: widget(ANNOUNCEMENT_STRUCTURAL),
    },
    {
      name: 'SCHEMA-STRUCT-003 passing: arrays with items, an array of arrays too',
      head: widget(
        `type: object\nproperties:\n  a: {type: array, items: {type: string}}\n  b: {type: array, items: {type: array, items: {type: integer}}}`,
      ),
    },
    {
      name: 'SCHEMA-STRUCT-004 passing: additionalProperties below the root',
      head: widget(`type: object\nproperties:\n  labels: {type: object, additionalProperties: {type: string}}`),
    },
    {
      name: 'SCHEMA-STRUCT-006 passing: extensions and additionalProperties beside a junctor, only value validations inside it',
      head: widget(
        `type: object\nproperties:\n  spec:\n    type: object\n    x-kubernetes-map-type: atomic\n    additionalProperties: {type: string}\n    allOf:\n      - minProperties: 1\n      - maxProperties: 5`,
      ),
    },
    {
      name: 'SCHEMA-STRUCT-007 passing: a property named metadata below the root, named by a junctor only in required',
      head: widget(
        `type: object\nproperties:\n  spec:\n    type: object\n    properties: {metadata: {type: object, properties: {a: {type: string}}}}\n    anyOf: [{required: [metadata]}]`,
      ),
    },
    {
      name: 'SCHEMA-STRUCT-001 passing: preserve-unknown-fields and int-or-string need no type',
      head: widget(
        `type: object\nproperties:\n  spec: {x-kubernetes-preserve-unknown-fields: true}\n  port: {x-kubernetes-int-or-string: true}`,
      ),
    },
    {
      name: 'SCHEMA-IOS-001 passing: the two int-or-string shapes',
      head: widget(
        `type: object\nproperties:\n  a:\n    x-kubernetes-int-or-string: true\n    anyOf: [{type: integer}, {type: string}]\n  b:\n    x-kubernetes-int-or-string: true\n    allOf:\n      - anyOf: [{type: integer}, {type: string}]\n      - pattern: "^[0-9]+%?$"`,
      ),
    },
    {
      name: 'SCHEMA-STRUCT-005 passing: untyped value validations under oneOf and not (gateway addresses)',
      head: widget(
        `type: object\nproperties:\n  address:\n    type: object\n    properties: {type: {type: string}, value: {type: string}}\n    oneOf:\n      - properties: {type: {enum: [IPAddress]}, value: {anyOf: [{format: ipv4}, {format: ipv6}]}}\n      - properties: {type: {not: {enum: [IPAddress]}}}`,
      ),
    },
    {
      name: 'SCHEMA-STRUCT-008 passing: junctors below the root are not checked for completeness',
      head: widget(
        `type: object\nproperties:\n  spec:\n    type: object\n    anyOf: [{required: [a]}, {properties: {b: {minimum: 1}}}]`,
      ),
    },
    {
      name: 'SCHEMA-STRUCT-009 passing: an RE2 pattern',
      head: widget(
        `type: object\nproperties:\n  a: {type: string, pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\\\.[a-z0-9]+)*$"}`,
      ),
    },
    {
      name: 'SCHEMA-META-001 passing: metadata with name and generateName',
      head: widget(
        `type: object\nproperties:\n  metadata:\n    type: object\n    properties:\n      name: {type: string, maxLength: 63}\n      generateName: {type: string}`,
      ),
    },
    {
      name: 'SCHEMA-EMB-001, SCHEMA-EMB-002, SCHEMA-EMB-003 and SCHEMA-EMB-004 passing: an embedded object resource with properties, without additionalProperties, outside resource meta',
      head: widget(
        `type: object\nproperties:\n  template:\n    type: object\n    x-kubernetes-embedded-resource: true\n    properties:\n      apiVersion: {type: string}\n      kind: {type: string}\n      metadata: {type: object, properties: {labels: {type: object, additionalProperties: {type: string}}}}`,
      ),
    },
    {
      name: 'SCHEMA-EMB-002 passing: an opaque embedded resource',
      head: widget(
        `type: object\nproperties:\n  raw: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}`,
      ),
    },
    {
      name: 'SCHEMA-EMB-004 passing: an embedded resource in the spec of an embedded resource, not in its metadata',
      head: widget(
        `type: object\nproperties:\n  template:\n    type: object\n    x-kubernetes-embedded-resource: true\n    properties:\n      metadata: {type: object}\n      spec:\n        type: object\n        properties:\n          x: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}`,
      ),
    },
    {
      name: 'SCHEMA-EMB-005 and SCHEMA-IOS-002 passing: int-or-string with embedded-resource false, beside an embedded node that preserves unknown fields',
      head: widget(
        `type: object\nproperties:\n  a: {x-kubernetes-int-or-string: true, x-kubernetes-embedded-resource: false}\n  b: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}`,
      ),
    },
    {
      name: 'SCHEMA-META-002 and SCHEMA-META-003 passing: object metadata, string kind and apiVersion, at the root and in an embedded resource',
      head: widget(
        `type: object\nproperties:\n  apiVersion: {type: string}\n  kind: {type: string}\n  metadata: {type: object}\n  template:\n    type: object\n    x-kubernetes-embedded-resource: true\n    properties: {apiVersion: {type: string}, kind: {type: string}, metadata: {type: object}}`,
      ),
    },
    {
      name: 'SCHEMA-STRUCT-010 ratchet: a legacy non-structural object that stays legacy',
      head: legacy(`type: object\nproperties:\n  spec: {properties: {a: {type: string}}}\n  status: {}`),
      base: legacy(`type: object\nproperties:\n  spec: {properties: {a: {type: string}}}`),
    },
    {
      name: 'SCHEMA-KW-002 passing on a legacy update: $schema is accepted',
      head: legacy(`$schema: x\nproperties: {spec: {}}`),
      base: legacy(`properties: {spec: {}}`),
    },
    { name: 'a schema 990 levels deep, given as JSON', file: 'crd.json', head: deepJson(985) },
    {
      name: 'SCHEMA-STRUCT-011 the $schema error is dropped beside a keyword error',
      head: widget(
        `type: object\n$schema: x\nproperties:\n  a: {type: array, items: {type: string}, uniqueItems: true}`,
      ),
    },
    {
      name: 'SCHEMA-STRUCT-011 the $schema error is dropped beside a forbidden default in metadata',
      head: widget(`type: object\n$schema: x\nproperties:\n  metadata: {type: object, default: {}}`),
    },
    {
      name: 'SCHEMA-STRUCT-011 the $schema error is dropped beside a rule without a rule',
      head: widget(`type: object\n$schema: x\nx-kubernetes-validations: [{rule: " "}]`),
    },
  ],
  invalid: [
    {
      name: 'the announcement example: six errors',
      head: widget(ANNOUNCEMENT_NON_STRUCTURAL),
      findings: [
        {
          line: 13,
          column: 9,
          messageId: 'typeRequired',
          fieldPath: `${M}.type`,
          apiserver: err('.type', 'Required value', 'must not be empty at the root'),
        },
        {
          line: 14,
          column: 11,
          messageId: 'incomplete',
          fieldPath: `${M}.properties[bar]`,
          apiserver: err(
            '.properties[bar]',
            'Required value',
            `because it is defined in ${R}.anyOf[0].properties[bar]`,
          ),
        },
        {
          line: 15,
          column: 13,
          messageId: 'typeRequired',
          fieldPath: `${M}.properties[foo].type`,
          apiserver: err('.properties[foo].type', 'Required value', 'must not be empty for specified object fields'),
        },
        {
          line: 17,
          column: 13,
          messageId: 'metadataFields',
          apiserver: err(
            '.properties[metadata]',
            'Forbidden',
            'must not specify anything other than name and generateName, but metadata is implicitly specified',
          ),
        },
        {
          line: 31,
          column: 23,
          messageId: 'junctorField',
          fieldPath: `${M}.anyOf[0].properties[bar].type`,
          apiserver: err('.anyOf[0].properties[bar].type', 'Forbidden', 'must be empty to be structural'),
        },
        {
          line: 34,
          column: 26,
          messageId: 'junctorField',
          fieldPath: `${M}.anyOf[0].description`,
          apiserver: err('.anyOf[0].description', 'Forbidden', 'must be empty to be structural'),
        },
      ],
    },
    {
      name: 'SCHEMA-STRUCT-001 items without a type',
      head: widget(`type: object\nproperties:\n  a: {type: array, items: {minLength: 1}}`),
      findings: [
        {
          line: 16,
          column: 30,
          messageId: 'typeRequired',
          fieldPath: `${M}.properties[a].items.type`,
          apiserver: err('.properties[a].items.type', 'Required value', 'must not be empty for specified array items'),
        },
      ],
    },
    {
      name: 'SCHEMA-STRUCT-001 an additionalProperties schema without a type',
      head: widget(`type: object\nproperties:\n  a: {type: object, additionalProperties: {maxLength: 3}}`),
      findings: [
        {
          line: 16,
          column: 31,
          messageId: 'typeRequired',
          apiserver: err(
            '.properties[a].additionalProperties.type',
            'Required value',
            'must not be empty for specified object fields',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-STRUCT-002 root type string',
      head: widget(`type: string`),
      findings: [
        {
          line: 14,
          column: 17,
          messageId: 'rootType',
          apiserver: err('.type', 'Invalid value', '"string": must be object at the root'),
        },
      ],
    },
    {
      name: 'SCHEMA-STRUCT-003 array without items',
      head: widget(`type: object\nproperties:\n  a: {type: array}`),
      findings: [
        {
          line: 16,
          column: 13,
          messageId: 'itemsRequired',
          apiserver: err('.properties[a].items', 'Required value', 'must be specified'),
        },
      ],
    },
    {
      name: 'SCHEMA-STRUCT-004 additionalProperties at the root',
      head: widget(`type: object\nadditionalProperties: {type: string}`),
      findings: [
        {
          line: 15,
          column: 11,
          messageId: 'rootAdditionalProperties',
          apiserver: err('.additionalProperties', 'Forbidden', 'must not be used at the root'),
        },
      ],
    },
    {
      name: 'SCHEMA-STRUCT-005 generic fields inside junctors, through nested properties and items',
      head: widget(
        `type: object\nproperties:\n  spec:\n    type: object\n    properties: {a: {type: array, items: {type: string}}}\n    oneOf:\n      - properties:\n          a:\n            items: {title: t, default: x, nullable: true}\n    not: {description: d}`,
      ),
      findings: [
        {
          line: 22,
          column: 38,
          messageId: 'junctorField',
          apiserver: err(
            '.properties[spec].oneOf[0].properties[a].items.title',
            'Forbidden',
            'must be empty to be structural',
          ),
        },
        {
          line: 22,
          column: 50,
          messageId: 'junctorField',
          apiserver: err(
            '.properties[spec].oneOf[0].properties[a].items.default',
            'Forbidden',
            'must be undefined to be structural',
          ),
        },
        {
          line: 22,
          column: 63,
          messageId: 'junctorField',
          apiserver: err(
            '.properties[spec].oneOf[0].properties[a].items.nullable',
            'Forbidden',
            'must be false to be structural',
          ),
        },
        {
          line: 23,
          column: 34,
          messageId: 'junctorField',
          apiserver: err('.properties[spec].not.description', 'Forbidden', 'must be empty to be structural'),
        },
      ],
    },
    {
      name: 'SCHEMA-STRUCT-006 extensions and additionalProperties inside junctors',
      head: widget(
        `type: object\nproperties:\n  spec:\n    type: object\n    allOf:\n      - x-kubernetes-preserve-unknown-fields: true\n        x-kubernetes-list-type: atomic\n        x-kubernetes-map-type: atomic\n        additionalProperties: {type: string}\n        x-kubernetes-validations: [{rule: "true"}]`,
      ),
      findings: [
        {
          line: 19,
          column: 57,
          messageId: 'junctorField',
          apiserver: err(
            '.properties[spec].allOf[0].x-kubernetes-preserve-unknown-fields',
            'Forbidden',
            'must be false to be structural',
          ),
        },
        {
          line: 20,
          column: 43,
          messageId: 'junctorField',
          apiserver: err(
            '.properties[spec].allOf[0].x-kubernetes-list-type',
            'Forbidden',
            'must be undefined to be structural',
          ),
        },
        {
          line: 21,
          column: 42,
          messageId: 'junctorField',
          apiserver: err(
            '.properties[spec].allOf[0].x-kubernetes-map-type',
            'Forbidden',
            'must be undefined to be structural',
          ),
        },
        {
          line: 22,
          column: 19,
          messageId: 'junctorField',
          apiserver: err(
            '.properties[spec].allOf[0].additionalProperties',
            'Forbidden',
            'must be undefined to be structural',
          ),
        },
        {
          line: 23,
          column: 19,
          messageId: 'junctorField',
          apiserver: err(
            '.properties[spec].allOf[0].x-kubernetes-validations',
            'Forbidden',
            'must be empty to be structural',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-STRUCT-007 metadata inside a junctor',
      head: widget(`type: object\nproperties:\n  spec: {type: object}\nanyOf:\n  - properties: {metadata: {}}`),
      findings: [
        {
          line: 15,
          column: 11,
          messageId: 'incomplete',
          apiserver: err(
            '.properties[metadata]',
            'Required value',
            `because it is defined in ${R}.anyOf[0].properties[metadata]`,
          ),
        },
        {
          line: 18,
          column: 28,
          messageId: 'junctorMetadata',
          apiserver: err('.anyOf[0].properties[metadata]', 'Forbidden', 'must not be specified in a nested context'),
        },
      ],
    },
    {
      name: 'SCHEMA-STRUCT-008 a root junctor reaching into spec, not satisfied by additionalProperties',
      head: widget(
        `type: object\nproperties:\n  spec: {type: object, additionalProperties: {type: string}}\nanyOf:\n  - properties: {spec: {properties: {b: {minLength: 1}}}}`,
      ),
      findings: [
        {
          line: 16,
          column: 13,
          messageId: 'incomplete',
          fieldPath: `${M}.properties[spec].properties[b]`,
          apiserver: err(
            '.properties[spec].properties[b]',
            'Required value',
            `because it is defined in ${R}.anyOf[0].properties[spec].properties[b]`,
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-STRUCT-009 lookahead and backreference, also in a junctor',
      head: widget(
        `type: object\nproperties:\n  a: {type: string, pattern: "^(?!kube-).*$"}\n  b: {type: string, not: {pattern: "(a)\\\\1"}}`,
      ),
      findings: [
        {
          line: 16,
          column: 40,
          messageId: 'pattern',
          message:
            'the pattern is not a Go RE2 regular expression (error parsing regexp: invalid or unsupported Perl syntax: `(?!`): RE2 has no lookahead, lookbehind or backreferences',
          apiserver: err(
            '.properties[a].pattern',
            'Invalid value',
            '"^(?!kube-).*$": must be a valid regular expression, but isn\'t: error parsing regexp: invalid or unsupported Perl syntax: `(?!`',
          ),
        },
        {
          line: 17,
          column: 46,
          messageId: 'pattern',
          apiserver: err(
            '.properties[b].not.pattern',
            'Invalid value',
            '"(a)\\\\1": must be a valid regular expression, but isn\'t: error parsing regexp: invalid escape sequence: `\\1`',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-STRUCT-010 a legacy update that adds a default must become structural',
      head: legacy(`type: object\nproperties:\n  spec: {properties: {a: {type: string, default: x}}}`),
      base: legacy(`type: object\nproperties:\n  spec: {properties: {a: {type: string}}}`),
      findings: [
        {
          line: 17,
          column: 13,
          messageId: 'typeRequired',
          apiserver: err('.properties[spec].type', 'Required value', 'must not be empty for specified object fields'),
        },
      ],
    },
    {
      name: 'SCHEMA-STRUCT-010 an update of a structural object cannot lose structure',
      head: legacy(`type: object\nproperties:\n  spec: {properties: {a: {type: string}}}`),
      base: legacy(`type: object\nproperties:\n  spec: {type: object, properties: {a: {type: string}}}`),
      findings: [{ line: 17, column: 13, messageId: 'typeRequired' }],
    },
    {
      name: 'SCHEMA-KW-002 and SCHEMA-STRUCT-011 $schema, reported at the root',
      head: widget(
        `type: object\nproperties:\n  a: {type: string, $schema: "http://json-schema.org/draft-04/schema#"}`,
      ),
      findings: [
        {
          line: 13,
          column: 9,
          messageId: 'conversion',
          fieldPath: M,
          apiserver: err('', 'Invalid value', `"": OpenAPIV3Schema 'schema' is not supported`),
        },
      ],
    },
    {
      name: 'SCHEMA-META-002 and SCHEMA-META-003 metadata, kind and apiVersion types',
      head: widget(
        `type: object\nproperties:\n  metadata: {type: string}\n  kind: {type: integer}\n  apiVersion: {type: string}`,
      ),
      findings: [
        {
          line: 16,
          column: 30,
          messageId: 'metadataType',
          apiserver: err('.properties[metadata].type', 'Invalid value', '"string": must be object'),
        },
        {
          line: 17,
          column: 26,
          messageId: 'metaStringType',
          apiserver: err('.properties[kind].type', 'Invalid value', '"integer": must be string'),
        },
      ],
    },
    {
      name: 'SCHEMA-META-001 labels in the root metadata',
      head: widget(
        `type: object\nproperties:\n  metadata:\n    type: object\n    properties:\n      name: {type: string}\n      labels: {type: object}`,
      ),
      findings: [{ line: 16, column: 13, messageId: 'metadataFields', fieldPath: `${M}.properties[metadata]` }],
    },
    {
      name: 'SCHEMA-EMB-001 and SCHEMA-EMB-003 an embedded resource typed array with additionalProperties',
      head: widget(
        `type: object\nproperties:\n  a: {type: array, items: {type: string}, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true, additionalProperties: true}`,
      ),
      findings: [
        {
          line: 16,
          column: 23,
          messageId: 'embeddedType',
          apiserver: err(
            '.properties[a].type',
            'Invalid value',
            '"array": must be object if x-kubernetes-embedded-resource is true',
          ),
        },
        {
          line: 16,
          column: 157,
          messageId: 'embeddedAdditionalProperties',
          apiserver: err(
            '.properties[a].additionalProperties',
            'Forbidden',
            'must not be used if x-kubernetes-embedded-resource is set',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-EMB-002 an embedded resource without properties',
      head: widget(`type: object\nproperties:\n  a: {type: object, x-kubernetes-embedded-resource: true}`),
      findings: [
        {
          line: 16,
          column: 13,
          messageId: 'embeddedProperties',
          apiserver: err(
            '.properties[a].properties',
            'Required value',
            'must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-EMB-004 an embedded resource inside the metadata of an embedded resource',
      head: widget(
        `type: object\nproperties:\n  template:\n    type: object\n    x-kubernetes-embedded-resource: true\n    properties:\n      metadata:\n        type: object\n        properties:\n          x: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}`,
      ),
      findings: [
        {
          line: 23,
          column: 71,
          messageId: 'embeddedInsideMeta',
          apiserver: err(
            '.properties[template].properties[metadata].properties[x].x-kubernetes-embedded-resource',
            'Forbidden',
            'must not be used inside of resource meta',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-EMB-005 and SCHEMA-IOS-002 int-or-string with embedded and preserve',
      head: widget(
        `type: object\nproperties:\n  a: {x-kubernetes-int-or-string: true, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true, properties: {b: {type: string}}}`,
      ),
      findings: [
        {
          line: 16,
          column: 13,
          messageId: 'embeddedType',
          apiserver: err(
            '.properties[a].type',
            'Required value',
            'must be object if x-kubernetes-embedded-resource is true',
          ),
        },
        {
          line: 16,
          column: 83,
          messageId: 'intOrStringEmbedded',
          apiserver: err(
            '.properties[a].x-kubernetes-embedded-resource',
            'Invalid value',
            'true: must be false if x-kubernetes-int-or-string is true',
          ),
        },
        {
          line: 16,
          column: 127,
          messageId: 'intOrStringPreserve',
          apiserver: err(
            '.properties[a].x-kubernetes-preserve-unknown-fields',
            'Invalid value',
            'true: must be false if x-kubernetes-int-or-string is true',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-IOS-001 an anyOf with a pattern is not the int-or-string shape',
      head: widget(
        `type: object\nproperties:\n  a:\n    x-kubernetes-int-or-string: true\n    anyOf: [{type: integer}, {type: string, pattern: "^[0-9]+%$"}]`,
      ),
      findings: [
        {
          line: 18,
          column: 30,
          messageId: 'junctorField',
          apiserver: err('.properties[a].anyOf[0].type', 'Forbidden', 'must be empty to be structural'),
        },
        {
          line: 18,
          column: 47,
          messageId: 'junctorField',
          apiserver: err('.properties[a].anyOf[1].type', 'Forbidden', 'must be empty to be structural'),
        },
      ],
    },
    {
      name: 'SCHEMA-IOS-001 quirk: the shape without the extension only misses its type',
      head: widget(`type: object\nproperties:\n  a:\n    anyOf: [{type: integer}, {type: string}]`),
      findings: [
        {
          line: 16,
          column: 13,
          messageId: 'typeRequired',
          apiserver: err('.properties[a].type', 'Required value', 'must not be empty for specified object fields'),
        },
      ],
    },
  ],
};

ruleTester(structural, tests);
