import { nonScalarSet } from '../../../../src/rules/crd/non-scalar-set/non-scalar-set.js';
import { ruleTester } from '../../../support/rule-tester.js';
import { M, widget } from '../schema/widget-crd.js';

// spec §13 WARN-002: `x-kubernetes-list-type: set` over object or array items is a warning
// (kube-apiserver 1.37); on update only for an item type whose warning the stored CRD did not
// already get.

const set = (itemType: string) =>
  `type: object\nproperties:\n  a:\n    type: array\n    x-kubernetes-list-type: set\n    items: {type: ${itemType}, x-kubernetes-map-type: atomic}`;
const objectWarning =
  'x-kubernetes-list-type: set for items of type "object" is not supported by server-side apply or CEL validation rules';

ruleTester(nonScalarSet, {
  valid: [
    { name: 'WARN-002 passing: a set of strings', head: widget(set('string')) },
    {
      name: 'WARN-002 passing: a map list of objects',
      head: widget(
        `type: object\nproperties:\n  a:\n    type: array\n    x-kubernetes-list-type: map\n    x-kubernetes-list-map-keys: [name]\n    items: {type: object, required: [name], properties: {name: {type: string}}}`,
      ),
    },
    {
      name: 'WARN-002 passing: an atomic list of objects',
      head: widget(
        `type: object\nproperties:\n  a: {type: array, x-kubernetes-list-type: atomic, items: {type: object}}`,
      ),
    },
    {
      // temporal-operator 19899b6069: crd/list-type's error says the apiserver refuses it.
      name: 'WARN-002 a set of objects that are not atomic: refused, so no warning',
      head: widget(`type: object\nproperties:\n  a: {type: array, x-kubernetes-list-type: set, items: {type: object}}`),
    },
    {
      name: 'WARN-002 ratchet: the stored CRD already had a set of objects',
      head: widget(set('object')),
      base: widget(`type: object\nproperties:\n  b: {type: array, x-kubernetes-list-type: set, items: {type: object}}`),
    },
  ],
  invalid: [
    {
      name: 'WARN-002 a set of objects',
      head: widget(set('object')),
      findings: [
        {
          line: 18,
          column: 39,
          severity: 'warning',
          fieldPath: `${M}.properties[a].x-kubernetes-list-type`,
          message:
            'a set of object items is not supported by server-side apply or CEL validation rules (kube-apiserver 1.37 warns: ' +
            `${objectWarning}): use \`x-kubernetes-list-type: map\` with \`x-kubernetes-list-map-keys\`, or \`atomic\``,
          apiserver: null,
          data: { itemType: 'object', warning: objectWarning },
        },
      ],
    },
    {
      name: 'WARN-002 a set of arrays, below patternProperties too (the apiserver scans every keyword)',
      head: widget(
        `type: object\npatternProperties:\n  "^x": {type: array, x-kubernetes-list-type: set, items: {type: array, items: {type: string}}}`,
      ),
      findings: [
        {
          line: 16,
          column: 57,
          fieldPath: `${M}.patternProperties[^x].x-kubernetes-list-type`,
          data: { itemType: 'array' },
        },
      ],
    },
    {
      name: 'WARN-002 on update, a set of arrays where the stored CRD had only a set of objects',
      head: widget(
        `type: object\nproperties:\n  a: {type: array, x-kubernetes-list-type: set, items: {type: object, x-kubernetes-map-type: atomic}}\n  b: {type: array, x-kubernetes-list-type: set, items: {type: array, items: {type: string}}}`,
      ),
      base: widget(`type: object\nproperties:\n  a: {type: array, x-kubernetes-list-type: set, items: {type: object}}`),
      findings: [
        { line: 17, column: 54, fieldPath: `${M}.properties[b].x-kubernetes-list-type`, data: { itemType: 'array' } },
      ],
    },
  ],
});
