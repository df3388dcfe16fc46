import { keywordTypeMismatch } from '../../../../src/rules/crd/keyword-type-mismatch/keyword-type-mismatch.js';
import { ruleTester } from '../../../support/rule-tester.js';
import { M, widget } from '../schema/widget-crd.js';

// crd/keyword-type-mismatch: a validation keyword of another type than its node's, which
// kube-openapi's validators never apply, so it checks nothing.

const spec = (properties: string) =>
  `type: object\nproperties:\n  spec:\n    type: object\n    properties:\n${properties.replace(/^/gm, '      ')}`;
const at = (field: string, keyword: string) => `${M}.properties[spec].properties[${field}].${keyword}`;

ruleTester(keywordTypeMismatch, {
  valid: [
    {
      name: "each type's own keywords, int-or-string with both, a node without a type, `exclusiveMaximum: false`",
      head: widget(
        spec(
          [
            'a: {type: string, minLength: 1, maxLength: 8, pattern: "^a"}',
            'b: {type: integer, minimum: 0, maximum: 9, multipleOf: 3, exclusiveMaximum: false}',
            'c: {type: array, minItems: 1, maxItems: 3, items: {type: string, maxLength: 63}}',
            'd: {type: object, minProperties: 1, maxProperties: 4}',
            'e: {x-kubernetes-int-or-string: true, pattern: "^[0-9]+%?$", maximum: 100}',
            'f: {type: string, anyOf: [{minLength: 1}, {maximum: 3}]}',
            'g: {type: array, required: [], items: {type: object}}',
            'h: {type: string, enum: [auto, "on", "off"]}',
            'i: {type: boolean, enum: [true]}',
            'j: {type: integer, enum: [0, 1, null], nullable: true}',
            'k: {type: number, enum: [0.5, 1]}',
            'l: {type: string, properties: {}, additionalProperties: false}',
          ].join('\n'),
        ),
      ),
    },
  ],
  invalid: [
    {
      // antrea 8f3b3fb68: `required` on the list of interfaces, meant for each interface.
      name: 'required on a list of objects: meant for each item',
      head: widget(spec('interfaces: {type: array, required: [ips], items: {type: object}}')),
      findings: [
        {
          line: 19,
          column: 43,
          severity: 'warning',
          fieldPath: at('interfaces', 'required'),
          message:
            'required applies to objects only, and spec.interfaces is of type array, so kube-apiserver checks nothing with it: move it under items, where it checks each value',
        },
      ],
    },
    {
      // An enum written [auto, on, off]: kubectl's YAML 1.1 reads two booleans, which no string equals.
      name: 'an enum of a string holding booleans that unquoted on and off became',
      head: widget(spec('mode: {type: string, enum: [auto, on, off]}')),
      findings: [
        {
          // At `on`, the first of them as written.
          line: 19,
          column: 51,
          severity: 'warning',
          fieldPath: at('mode', 'enum[1]'),
          message:
            'the enum of spec.mode, a string, lists true and false as booleans: unquoted, true and false are booleans in any YAML, and YAML 1.1 (kubectl, the apiserver) reads y, yes, on, off and their like as booleans too; no string equals a boolean, so every value meant by them is refused: quote them',
        },
      ],
    },
    {
      // nats-io/nack's deploy/crds.yml: `minLength: 1` on the list of a stream's subjects.
      name: 'a length on a list: minItems is meant',
      head: widget(spec('subjects: {type: array, minLength: 1, items: {type: object}}')),
      findings: [
        {
          line: 19,
          column: 52,
          severity: 'warning',
          fieldPath: at('subjects', 'minLength'),
          message:
            'minLength applies to strings only, and spec.subjects is of type array, so kube-apiserver checks nothing with it: write minItems: 1 for the bound it means',
        },
      ],
    },
    {
      // karpenter's requirement values: a label value's bounds on the list of them.
      name: "a string's keywords on a list of strings: meant for each item",
      head: widget(spec('values: {type: array, maxLength: 63, pattern: "^[a-z]*$", items: {type: string}}')),
      findings: [
        {
          line: 19,
          column: 50,
          fieldPath: at('values', 'maxLength'),
          message:
            "maxLength applies to strings only, and spec.values is of type array, so kube-apiserver checks nothing with it: move it under items, where it checks each value, or write maxItems: 63 if the list's length was meant",
        },
        {
          line: 19,
          column: 63,
          fieldPath: at('values', 'pattern'),
          message:
            'pattern applies to strings only, and spec.values is of type array, so kube-apiserver checks nothing with it: move it under items, where it checks each value',
        },
      ],
    },
    {
      name: "a number's bound on a string, an object's on a boolean",
      head: widget(spec('port: {type: string, maximum: 65535}\nflag: {type: boolean, minProperties: 1}')),
      findings: [
        {
          line: 19,
          column: 47,
          fieldPath: at('port', 'maximum'),
          message:
            'maximum applies to numbers only, and spec.port is of type string, so kube-apiserver checks nothing with it: remove it, or give spec.port the type it was meant for',
        },
        {
          line: 20,
          column: 54,
          fieldPath: at('flag', 'minProperties'),
          message:
            'minProperties applies to objects only, and spec.flag is of type boolean, so kube-apiserver checks nothing with it: remove it, or give spec.flag the type it was meant for',
        },
      ],
    },
    {
      // A node typed string that declares fields: the apiserver takes the CRD, an object is refused by
      // the type and a string has no fields, so what the fields say is never checked nor pruned by.
      name: 'fields on a string, items on an object, an object list whose fields sit beside its items',
      head: widget(
        spec(
          [
            'auth:',
            '  type: string',
            '  properties:',
            '    user: {type: string}',
            'ports: {type: object, items: {type: integer}}',
            'rules: {type: array, additionalProperties: {type: string}, items: {type: object}}',
          ].join('\n'),
        ),
      ),
      findings: [
        {
          line: 21,
          column: 19,
          severity: 'warning',
          fieldPath: at('auth', 'properties'),
          message:
            'properties applies to objects only, and spec.auth is of type string, so kube-apiserver checks nothing with it: remove it, or give spec.auth the type it was meant for',
        },
        {
          line: 23,
          column: 39,
          fieldPath: at('ports', 'items'),
          message:
            'items applies to lists (type array) only, and spec.ports is of type object, so kube-apiserver checks nothing with it: remove it, or give spec.ports the type it was meant for',
        },
        {
          line: 24,
          column: 38,
          fieldPath: at('rules', 'additionalProperties'),
          message:
            'additionalProperties applies to objects only, and spec.rules is of type array, so kube-apiserver checks nothing with it: move it under items, where it checks each value',
        },
      ],
    },
    {
      // open-policy-agent/frameworks 8e0ca170 (fixed in 44754e6c): a string enum on a list of operations.
      name: 'an enum of strings on a list: every list is refused',
      head: widget(spec('operations: {type: array, enum: [CREATE, UPDATE], items: {type: string}}')),
      findings: [
        {
          line: 19,
          column: 43,
          fieldPath: at('operations', 'enum'),
          message:
            'the enum of spec.operations, of type array, lists "CREATE", "UPDATE", which no array value equals, so no value of the field is accepted: give the enum values of the type, or the field the type of its values',
        },
      ],
    },
    {
      // hydra-maester b1f17b5: deletion policy values written as strings on an integer field.
      name: 'an enum of values of another type than the field, all of them or some',
      head: widget(spec('policy: {type: integer, enum: [delete, orphan]}\nsize: {type: string, enum: [small, 2]}')),
      findings: [
        {
          line: 19,
          column: 41,
          fieldPath: at('policy', 'enum'),
          message:
            'the enum of spec.policy, of type integer, lists "delete", "orphan", which no integer value equals, so no value of the field is accepted: give the enum values of the type, or the field the type of its values',
        },
        {
          line: 20,
          column: 38,
          fieldPath: at('size', 'enum'),
          message:
            'the enum of spec.size, of type string, lists 2, which no string value equals, so they allow nothing: give the enum values of the type, or the field the type of its values',
        },
      ],
    },
  ],
});
