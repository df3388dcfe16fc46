import { parse } from '@marcbachmann/cel-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cel } from '../../../../src/rules/crd/cel/cel.js';
import { withoutLeadingDots } from '../../../../src/rules/crd/cel/leading-dot.js';
import { ruleTester } from '../../../support/rule-tester.js';
import { widget } from '../schema/widget-crd.js';

// A name with a leading dot (`.self.group`, root-scoped: cel-spec "Name Resolution") is valid CEL
// that kube-apiserver compiles; the CEL library refuses it, so it is written as a space first.

describe('withoutLeadingDots', () => {
  it('is needed: the CEL library refuses a leading dot that cel-go accepts', () => {
    expect(() => parse(".self.group != 'core'")).toThrow(/DOT/);
  });

  it.each([
    [".self.group != 'core' || .self.kind == 'Secret'", " self.group != 'core' ||  self.kind == 'Secret'"],
    ['size(.self) > 0 && [.self][0] == .self', 'size( self) > 0 && [ self][0] ==  self'],
    ['!.self.a ? .x : 1.5', '! self.a ?  x : 1.5'],
  ])('writes the dot of a name as a space: %s', (rule, expected) => {
    expect(withoutLeadingDots(rule)).toBe(expected);
    expect(() => parse(withoutLeadingDots(rule))).not.toThrow();
  });

  it.each([
    'self.a.b == oldSelf.c',
    'self.x == \'.y\' && self.z == ".w"',
    "r'.a' == self.s",
    'self.items[0].name == (self).name',
    '.5 < self.ratio',
  ])('leaves field selections, strings and numbers alone: %s', (rule) => {
    expect(withoutLeadingDots(rule)).toBe(rule);
  });

  it('keeps the length of any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        expect(withoutLeadingDots(text).length).toBe(text.length);
      }),
    );
  });
});

ruleTester(cel, {
  valid: [
    {
      // Kong's KongReferenceGrant (ko-crds chart).
      name: 'a rule whose names start with a dot compiles',
      head: widget(
        "type: object\nproperties:\n  group: {type: string}\n  kind: {type: string}\nx-kubernetes-validations:\n- rule: \".self.group != 'core' || .self.kind == 'Secret'\"",
      ),
    },
  ],
  invalid: [
    {
      // The dot written as a space, the rule is still checked: a field the schema does not have.
      name: 'a rule whose names start with a dot is still checked',
      head: widget(
        'type: object\nproperties:\n  group: {type: string}\nx-kubernetes-validations:\n- rule: ".self.missing != \'core\'"',
      ),
      findings: [{ line: 18, column: 19, severity: 'error' }],
    },
  ],
});
