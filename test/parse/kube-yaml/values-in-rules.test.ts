import { defaults } from '../../../src/rules/crd/defaults/defaults.js';
import { ruleTester } from '../../support/rule-tester.js';
import { M, R, schemaVersion, widgetCrd } from '../../rules/crd/schema/widget-crd.js';

// The rules see what Kubernetes stores: go-yaml v2 reads `yes` and `on` as booleans and `0777` as
// the octal 511 (kube-yaml/resolve.ts), so a CRD default is judged on those values, as the
// apiserver judges what kubectl sends it. crd/defaults stands for every rule here.
const crd = (properties: string) =>
  widgetCrd({ versions: schemaVersion(['type: object', `properties: ${properties}`].join('\n')) });

ruleTester(defaults, {
  valid: [
    { name: 'a boolean default written yes', head: crd(`{enabled: {type: boolean, default: yes}}`) },
    { name: 'a boolean default written Off', head: crd(`{enabled: {type: boolean, default: Off}}`) },
    {
      name: 'an octal default within its maximum (0644 is 420)',
      head: crd(`{mode: {type: integer, maximum: 511, default: 0644}}`),
    },
    { name: 'a string default quoted', head: crd(`{mode: {type: string, default: "on"}}`) },
    {
      name: 'a default read only with go-yaml grammar (a flow mapping closed at column 0)',
      head: crd(`{enabled: {type: boolean, default: yes\n}}`),
    },
  ],
  invalid: [
    {
      name: 'a string default written on is the boolean true',
      head: crd(`{mode: {type: string, default: on}}`),
      findings: [
        {
          line: 16,
          column: 54,
          fieldPath: `${M}.properties[mode].default`,
          apiserver: {
            path: `${R}.properties[mode].default`,
            type: 'Invalid value',
            detail: '"boolean":  in body must be of type string: "boolean"',
          },
        },
      ],
    },
    {
      name: 'an octal default past its maximum (0777 is 511)',
      head: crd(`{mode: {type: integer, maximum: 500, default: 0777}}`),
      findings: [
        {
          line: 16,
          column: 69,
          fieldPath: `${M}.properties[mode].default`,
          apiserver: {
            path: `${R}.properties[mode].default`,
            type: 'Invalid value',
            detail: '511:  in body should be less than or equal to 500',
          },
        },
      ],
    },
  ],
});
