import { describe, expect, it } from 'vitest';
import { renderValue } from '../../../../src/engine/field-error.js';
import {
  internalSchemaProps,
  internalSchemaPropsOrArray,
} from '../../../../src/rules/crd/schema/internal-schema-props.js';
import { goSchemaText } from '../go-internal-text.js';

// json.Marshal of the internal apiextensions.JSONSchemaProps after the v1 conversion, as a field
// error prints it. The expected texts were checked against Go: the internal and v1 types,
// v1 UnmarshalJSON and the generated v1-to-internal conversion, marshalled by encoding/json.

const ZERO = goSchemaText();
const STRING = goSchemaText({ Type: '"string"' });

describe('internalSchemaProps', () => {
  it.each([
    {
      name: 'every kind of field: pointers set (even to zero) and unset, items a schema, additionalProperties false',
      v1: {
        id: 'urn:widget',
        $schema: 'http://json-schema.org/draft-04/schema#',
        $ref: '#/definitions/w',
        description: 'a <widget> & more',
        type: 'object',
        nullable: true,
        format: 'date',
        title: 'Widget',
        default: { b: 1, a: [1.5, 'x'] },
        maximum: 10.5,
        exclusiveMaximum: true,
        minimum: 0,
        exclusiveMinimum: false,
        maxLength: 3,
        pattern: '^a$',
        maxItems: 5,
        uniqueItems: true,
        multipleOf: 0.5,
        enum: [0.1, 1e21, '<&>', null, { z: 1, a: 2 }],
        maxProperties: 2,
        required: ['zeta', 'alpha'],
        items: { type: 'string' },
        allOf: [{ minimum: 1 }],
        oneOf: [],
        not: { type: 'integer' },
        properties: { zeta: { type: 'string' }, alpha: {}, Beta: { type: 'integer' } },
        additionalProperties: false,
        patternProperties: { '^x-': { type: 'string' } },
        dependencies: { zeta: ['alpha'], alpha: { required: ['zeta'] } },
        additionalItems: { type: 'string' },
        definitions: {},
        externalDocs: { url: 'https://example.com/docs' },
        example: null,
        'x-kubernetes-preserve-unknown-fields': false,
        'x-kubernetes-embedded-resource': true,
        'x-kubernetes-int-or-string': false,
        'x-kubernetes-list-map-keys': ['name'],
        'x-kubernetes-list-type': 'map',
        'x-kubernetes-validations': [
          { rule: 'self.a && self.b', message: 'both' },
          {
            rule: 'self.x > 0',
            messageExpression: '"x is " + string(self.x)',
            reason: 'FieldValueForbidden',
            fieldPath: '.x',
            optionalOldSelf: true,
          },
        ],
      },
      text: goSchemaText({
        ID: '"urn:widget"',
        Schema: '"http://json-schema.org/draft-04/schema#"',
        Ref: '"#/definitions/w"',
        Description: '"a \\u003cwidget\\u003e \\u0026 more"',
        Type: '"object"',
        Nullable: 'true',
        Format: '"date"',
        Title: '"Widget"',
        Default: '{"a":[1.5,"x"],"b":1}',
        Maximum: '10.5',
        ExclusiveMaximum: 'true',
        Minimum: '0',
        MaxLength: '3',
        Pattern: '"^a$"',
        MaxItems: '5',
        UniqueItems: 'true',
        MultipleOf: '0.5',
        Enum: '[0.1,1e+21,"\\u003c\\u0026\\u003e",null,{"a":2,"z":1}]',
        MaxProperties: '2',
        Required: '["zeta","alpha"]',
        Items: `{"Schema":${STRING},"JSONSchemas":null}`,
        AllOf: `[${goSchemaText({ Minimum: '1' })}]`,
        OneOf: '[]',
        Not: goSchemaText({ Type: '"integer"' }),
        Properties: `{"Beta":${goSchemaText({ Type: '"integer"' })},"alpha":${ZERO},"zeta":${STRING}}`,
        AdditionalProperties: '{"Allows":false,"Schema":null}',
        PatternProperties: `{"^x-":${STRING}}`,
        Dependencies: `{"alpha":{"Schema":${goSchemaText({ Required: '["zeta"]' })},"Property":null},"zeta":{"Schema":null,"Property":["alpha"]}}`,
        AdditionalItems: `{"Allows":true,"Schema":${STRING}}`,
        Definitions: '{}',
        ExternalDocs: '{"Description":"","URL":"https://example.com/docs"}',
        XPreserveUnknownFields: 'false',
        XEmbeddedResource: 'true',
        XListMapKeys: '["name"]',
        XListType: '"map"',
        XValidations:
          '[{"Rule":"self.a \\u0026\\u0026 self.b","Message":"both","MessageExpression":"","Reason":null,"FieldPath":"","OptionalOldSelf":null},' +
          '{"Rule":"self.x \\u003e 0","Message":"","MessageExpression":"\\"x is \\" + string(self.x)","Reason":"FieldValueForbidden","FieldPath":".x","OptionalOldSelf":true}]',
      }),
    },
    {
      name: 'items a list (a null entry is the zero schema), additionalProperties a schema, additionalItems true',
      v1: {
        items: [{ type: 'string' }, null],
        additionalProperties: { type: 'integer' },
        additionalItems: true,
        anyOf: [null],
      },
      text: goSchemaText({
        Items: `{"Schema":null,"JSONSchemas":[${STRING},${ZERO}]}`,
        AnyOf: `[${ZERO}]`,
        AdditionalProperties: `{"Allows":true,"Schema":${goSchemaText({ Type: '"integer"' })}}`,
        AdditionalItems: '{"Allows":true,"Schema":null}',
      }),
    },
    {
      name: 'map keys in UTF-8 byte order, array-index keys among them',
      v1: { properties: { b: {}, 10: {}, 2: {}, '-1': {}, '': {}, é: {}, '😀': {}, ｚ: {} } },
      text: goSchemaText({
        Properties: `{"":${ZERO},"-1":${ZERO},"10":${ZERO},"2":${ZERO},"b":${ZERO},"é":${ZERO},"ｚ":${ZERO},"😀":${ZERO}}`,
      }),
    },
    {
      name: 'empty lists and maps are not nil; a dependency of another type is neither form',
      v1: {
        enum: [],
        required: [],
        properties: {},
        'x-kubernetes-validations': [],
        dependencies: { a: [], b: 'x', c: null },
      },
      text: goSchemaText({
        Enum: '[]',
        Required: '[]',
        Properties: '{}',
        Dependencies:
          '{"a":{"Schema":null,"Property":[]},"b":{"Schema":null,"Property":null},"c":{"Schema":null,"Property":null}}',
        XValidations: '[]',
      }),
    },
    {
      name: 'numbers as Go marshals a float64; a default of null',
      v1: { default: null, example: [1e-7, 123456789012, 1.5e300], maximum: 1e21, multipleOf: 100000000 },
      text: goSchemaText({ Example: '[1e-7,123456789012,1.5e+300]', Maximum: '1e+21', MultipleOf: '100000000' }),
    },
    { name: 'an empty schema', v1: {}, text: ZERO },
    { name: 'a value that is not a schema reads as the zero schema', v1: 'string', text: ZERO },
  ])('$name', ({ v1, text }) => {
    expect(renderValue(internalSchemaProps(v1))).toBe(text);
  });

  // Nothing recurses in the conversion; renderValue's JSON.stringify does, so the output stops at
  // 2,000 levels, deeper than any parsed document (2 x LIMITS.maxDepth) and within V8's reach.
  const TOO_DEEP = '"(nested more than 2000 levels deep: not shown)"';
  const nest = (depth: number, wrap: (inner: unknown) => unknown): unknown => {
    let v: unknown = { type: 'string' };
    for (let i = 0; i < depth; i++) v = wrap(v);
    return v;
  };
  const expectedChain = (levels: number, wrap: (inner: string) => string): string => {
    const [open = '', close = ''] = wrap('\u0000').split('\u0000');
    return open.repeat(levels) + TOO_DEEP + close.repeat(levels);
  };

  it('a 10,000-deep chain of `not` renders 2,001 schemas, one output level each, then the cut', () => {
    const text = renderValue(internalSchemaProps(nest(10_000, (inner) => ({ not: inner }))));
    expect(text).toBe(expectedChain(2001, (inner) => goSchemaText({ Not: inner })));
  });

  it('a 10,000-deep chain of tuple items renders 667 schemas, three output levels each, then the cut', () => {
    const text = renderValue(internalSchemaProps(nest(10_000, (inner) => ({ items: [inner] }))));
    expect(text).toBe(
      expectedChain(667, (inner) => goSchemaText({ Items: `{"Schema":null,"JSONSchemas":[${inner}]}` })),
    );
  });
});

describe('internalSchemaPropsOrArray', () => {
  it.each([
    { name: 'a list of schemas', items: [{ type: 'string' }], text: `{"Schema":null,"JSONSchemas":[${STRING}]}` },
    { name: 'an empty list', items: [], text: '{"Schema":null,"JSONSchemas":[]}' },
    { name: 'one schema', items: { type: 'string' }, text: `{"Schema":${STRING},"JSONSchemas":null}` },
    { name: 'a scalar decodes to neither form', items: 'x', text: '{"Schema":null,"JSONSchemas":null}' },
    { name: 'null is a nil pointer', items: null, text: 'null' },
    { name: 'absent is a nil pointer', items: undefined, text: 'null' },
  ])('$name', ({ items, text }) => {
    expect(renderValue(internalSchemaPropsOrArray(items))).toBe(text);
  });
});
