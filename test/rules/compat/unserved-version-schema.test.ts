import { celRuleAddedOrChanged } from '../../../src/rules/compat/cel-rule-added-or-changed.js';
import { enumNarrowed } from '../../../src/rules/compat/enum-narrowed.js';
import { fieldRemoved } from '../../../src/rules/compat/field-removed.js';
import { requiredAdded } from '../../../src/rules/compat/required-added.js';
import { validationTightened } from '../../../src/rules/compat/validation-tightened.js';
import { ruleTester, yaml } from '../../support/rule-tester.js';
import { specSchema, underVersions, widgetCrd } from './widget-crd.js';

// A version the head stops serving is compared only by what decoding its stored objects does
// (spec/crd-compatibility.md §4): its schema validates no request any more (konveyor/operator
// 117fe367c8 required a field of a version it made unserved in the same change).
const PROPS = yaml`
  size:
    type: integer
  colour:
    type: string
`;
const V2 = underVersions(yaml`
  - name: v2
    served: true
    storage: true
    schema:
      openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}
`);
const base = widgetCrd(specSchema(PROPS));
/** The head: v1 (schema from line 15) unserved and no longer storage, v2 served and storage. */
const unserved = (schema: string) =>
  widgetCrd(schema, V2).replace('    served: true\n    storage: true\n', '    served: false\n    storage: false\n');
/** The same head schema with v1 still served (and v2 beside it), to show the checks fire there. */
const served = (schema: string) =>
  widgetCrd(schema, V2).replace('    served: true\n    storage: true\n', '    served: true\n    storage: false\n');

const REQUIRING = specSchema(PROPS, 'required: [size]');
const NARROWED = specSchema(PROPS.replace('type: string', 'type: string\n  enum: [red, blue]'));
const BOUNDED = specSchema(PROPS.replace('type: integer', 'type: integer\n  maximum: 5'));
const RULED = specSchema(PROPS, "x-kubernetes-validations:\n- rule: 'self.size > 0'");

ruleTester(requiredAdded, {
  valid: [{ name: 'required in a version no longer served', base, head: unserved(REQUIRING) }],
  invalid: [
    {
      name: 'required in a version still served',
      base,
      head: served(REQUIRING),
      findings: [
        { line: 19, column: 24, fieldPath: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].required[0]' },
      ],
    },
  ],
});

ruleTester(enumNarrowed, {
  valid: [{ name: 'an enum in a version no longer served', base, head: unserved(NARROWED) }],
  invalid: [
    {
      name: 'an enum in a version still served',
      base,
      head: served(NARROWED),
      findings: [
        {
          line: 24,
          column: 17,
          fieldPath: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[colour].enum',
        },
      ],
    },
  ],
});

ruleTester(validationTightened, {
  valid: [{ name: 'a maximum in a version no longer served', base, head: unserved(BOUNDED) }],
  invalid: [
    {
      name: 'a maximum in a version still served',
      base,
      head: served(BOUNDED),
      findings: [
        {
          line: 22,
          column: 26,
          fieldPath: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[size].maximum',
        },
      ],
    },
  ],
});

ruleTester(celRuleAddedOrChanged, {
  valid: [{ name: 'a rule in a version no longer served', base, head: unserved(RULED) }],
  invalid: [
    {
      name: 'a rule in a version still served',
      base,
      head: served(RULED),
      findings: [
        {
          line: 20,
          column: 21,
          fieldPath: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].x-kubernetes-validations[0].rule',
        },
      ],
    },
  ],
});

ruleTester(fieldRemoved, {
  valid: [{ name: 'every field kept in a version no longer served', base, head: unserved(specSchema(PROPS)) }],
  invalid: [
    {
      // Objects stored as v1 are still decoded, and pruned, by v1's schema.
      name: 'a field removed from a version no longer served: its stored objects are pruned on read',
      base,
      head: unserved(specSchema(PROPS.replace('colour:\n  type: string\n', ''))),
      findings: [
        {
          line: 19,
          column: 13,
          severity: 'error',
          messageId: 'unservedVersion',
          fieldPath: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties',
          message:
            'spec.colour was removed from v1, which the change stops serving: no client reaches v1 any more, but the objects stored as v1 are still decoded by its schema, so their values under it are pruned from every read at once and from etcd on the next write; keep the field in v1 until a storage migration has rewritten those objects in the storage version, then remove the version',
        },
      ],
    },
  ],
});
