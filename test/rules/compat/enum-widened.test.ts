import { enumWidened } from '../../../src/rules/compat/enum-widened.js';
import { ruleTester } from '../../support/rule-tester.js';
import { at, specSchema, widgetCrd } from './widget-crd.js';

// compat/enum-widened (spec/crd-compatibility.md §5.4), after crdify's enum additionPolicy.
const mode = (more: string) => widgetCrd(specSchema(`mode:\n  type: string\n${more.replace(/^/gm, '  ')}`));

/** An enum that, with one value more, is too long to list twice in a message. */
const LONG = ['V0', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6', 'V7'];

ruleTester(enumWidened, {
  valid: [
    { name: 'the same values', base: mode('enum: [Fast, Slow]'), head: mode('enum: [Fast, Slow]') },
    {
      // zalando's postgres-operator a664816c: the endpoint sets them, whatever the schema allows.
      name: "the enum of the root's apiVersion and kind removed",
      base: widgetCrd(
        'type: object\nproperties:\n  apiVersion: {type: string, enum: [example.com/v1]}\n  kind: {type: string, enum: [Widget]}',
      ),
      head: widgetCrd('type: object\nproperties:\n  apiVersion: {type: string}\n  kind: {type: string}'),
    },
    {
      name: 'values removed and added: enum-narrowed only',
      base: mode('enum: [Fast, Slow]'),
      head: mode('enum: [Fast, Medium]'),
    },
    { name: 'a value removed (enum-narrowed)', base: mode('enum: [Fast, Slow]'), head: mode('enum: [Fast]') },
    {
      // kyma-project/eventing-manager 562ce40b: the enum of logLevel replaced by a rule listing its values.
      name: 'the enum replaced by a rule that lists the same values, or fewer',
      base: mode('enum: [Fast, Slow]'),
      head: mode("x-kubernetes-validations: [{rule: \"self == 'Fast' || self == 'Slow'\"}]"),
    },
    {
      name: 'the enum replaced by a rule that lists fewer values (the rule is cel-rule-added-or-changed)',
      base: mode('enum: [Fast, Slow]'),
      head: mode('x-kubernetes-validations: [{rule: "self in [\'Fast\']"}]'),
    },
    {
      name: 'a list enum that matched no list removed, its values now on the items',
      base: widgetCrd(specSchema('ops: {type: array, enum: [Get, Put], items: {type: string}}')),
      head: widgetCrd(specSchema('ops: {type: array, items: {type: string, enum: [Get, Put]}}')),
    },
  ],
  invalid: [
    {
      name: 'the enum replaced by a rule that lets through a value it did not hold',
      base: mode('enum: [Fast]'),
      head: mode("x-kubernetes-validations: [{rule: \"self in ['Fast', 'Slow']\"}]"),
      findings: [{ line: 20, column: 15, messageId: 'removed', data: { compat: { base: ['Fast'], head: null } } }],
    },
    {
      name: 'a value added',
      base: mode('enum: [Fast]'),
      head: mode('enum: [Fast, Slow]'),
      findings: [
        {
          line: 22,
          column: 17,
          fieldPath: `${at('mode')}.enum`,
          messageId: 'added',
          severity: 'warning',
          message:
            'spec.mode in v1 now also accepts "Slow" (enum ["Fast"] became ["Fast","Slow"]); clients and controllers that switch over the old values meet values they do not know; make sure they handle them, or turn this rule off if adding values is your policy',
          data: {
            compat: { version: 'v1', property: '^.spec.mode', check: 'enum', base: ['Fast'], head: ['Fast', 'Slow'] },
          },
        },
      ],
    },
    {
      name: 'a value added to a long enum: the values added, and the sizes of the lists',
      base: mode(`enum: [${LONG.join(', ')}]`),
      head: mode(`enum: [${[...LONG, 'V99'].join(', ')}]`),
      findings: [
        {
          line: 22,
          column: 17,
          message:
            'spec.mode in v1 now also accepts "V99" (the enum of 8 values became one of 9); clients and controllers that switch over the old values meet values they do not know; make sure they handle them, or turn this rule off if adding values is your policy',
        },
      ],
    },
    {
      name: 'the enum removed, at the node',
      base: mode('enum: [Fast]'),
      head: mode('maxLength: 10'),
      findings: [
        {
          line: 20,
          column: 15,
          fieldPath: at('mode'),
          messageId: 'removed',
          data: { compat: { base: ['Fast'], head: null } },
        },
      ],
    },
  ],
});
