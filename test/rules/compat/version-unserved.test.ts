import { versionUnserved } from '../../../src/rules/compat/version-unserved.js';
import { ruleTester, yaml } from '../../support/rule-tester.js';
import { underVersions, widgetCrd } from './widget-crd.js';

// compat/version-unserved (spec/crd-compatibility.md §5.3). v1's schema is one line (15), so
// v1beta1's entry starts on line 16.
const v1beta1 = (served: string) => yaml`
  - name: v1beta1
  ${served}  storage: false
    schema:
      openAPIV3Schema: {type: object}
`;
const crd = (served: string) => widgetCrd('type: object', underVersions(v1beta1(served)));

ruleTester(versionUnserved, {
  valid: [
    { name: 'still served', base: crd('  served: true\n'), head: crd('  served: true\n') },
    { name: 'unserved before and after', base: crd('  served: false\n'), head: crd('  served: false\n') },
    { name: 'served again', base: crd('  served: false\n'), head: crd('  served: true\n') },
  ],
  invalid: [
    {
      name: 'served: false',
      base: crd('  served: true\n'),
      head: crd('  served: false\n'),
      findings: [
        {
          line: 17,
          column: 13,
          fieldPath: 'spec.versions[1].served',
          severity: 'error',
          message:
            'version v1beta1 is no longer served; every client, kubectl command and manifest that uses v1beta1 now gets 404 Not Found although its objects stay stored; keep serving it until its users have moved (when this ends a deprecation, suppress this finding with the reason)',
          data: { compat: { version: 'v1beta1', property: '', check: 'served', base: true, head: false } },
        },
      ],
    },
    {
      // gateway-api 7aeddcf19, autoscaler 668ef5ae26 (VPA v1beta2): the end of a deprecation.
      name: 'a version the base had deprecated: the message says it ends the deprecation, still an error',
      base: crd('  served: true\n  deprecated: true\n'),
      head: crd('  served: false\n  deprecated: true\n'),
      findings: [
        {
          line: 17,
          column: 13,
          severity: 'error',
          messageId: 'unservedDeprecated',
          message:
            'version v1beta1, deprecated before this change, is no longer served: this ends its deprecation, and every client, kubectl command and manifest still on v1beta1 now gets 404 Not Found although its objects stay stored; once its users have had the time the deprecation promised them, suppress this finding with the reason',
        },
      ],
    },
    {
      name: 'served left out, at the version entry',
      base: crd('  served: true\n'),
      head: crd(''),
      findings: [{ line: 16, column: 5, fieldPath: 'spec.versions[1]', data: { compat: { base: true, head: null } } }],
    },
  ],
});
