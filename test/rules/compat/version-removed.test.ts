import { versionRemoved } from '../../../src/rules/compat/version-removed.js';
import { ruleTester, yaml } from '../../support/rule-tester.js';
import { underVersions, widgetCrd } from './widget-crd.js';

// compat/version-removed (spec/crd-compatibility.md §5.3), after crdify's storedversionremoval
// (which compat/ leaves to crd/versions) and its served-version cases.
const v1beta1 = (served: boolean) => yaml`
  - name: v1beta1
    served: ${served}
    storage: false
    schema:
      openAPIV3Schema: {type: object}
`;
const both = widgetCrd('type: object', underVersions(v1beta1(true)));
const v1Only = widgetCrd('type: object');

ruleTester(versionRemoved, {
  valid: [
    { name: 'both versions kept', base: both, head: both },
    { name: 'a version added', base: v1Only, head: both },
    {
      name: 'an unserved version removed',
      base: widgetCrd('type: object', underVersions(v1beta1(false))),
      head: v1Only,
    },
    {
      name: 'a stored version removed is the apiserver rejection crd/versions reports (§5.3)',
      base: `${widgetCrd('type: object', underVersions(v1beta1(true)))}status:\n  storedVersions: [v1beta1, v1]\n`,
      head: v1Only,
    },
  ],
  invalid: [
    {
      name: 'a served version removed',
      base: both,
      head: v1Only,
      findings: [
        {
          line: 9,
          column: 3,
          fieldPath: 'spec.versions',
          severity: 'error',
          message:
            "served version v1beta1 was removed from spec.versions; every client, kubectl command and manifest that uses v1beta1 now gets 404 Not Found, and a cluster that ever stored objects as v1beta1 (its CRD's status.storedVersions then lists it) refuses the updated CRD until they are migrated and v1beta1 is dropped from storedVersions; keep serving it until its users have moved, stop serving it (served: false) for a release, then remove it",
          data: { compat: { version: 'v1beta1', property: '', check: 'version', base: 'v1beta1', head: null } },
        },
      ],
    },
    {
      // fluxcd/image-automation-controller 6b676f7: v1beta2, deprecated, removed.
      name: 'a deprecated version removed: the end of its deprecation, said so',
      base: widgetCrd(
        'type: object',
        underVersions(v1beta1(true).replace('storage: false', 'storage: false\n  deprecated: true')),
      ),
      head: v1Only,
      findings: [
        {
          line: 9,
          column: 3,
          severity: 'error',
          messageId: 'removedDeprecated',
          message:
            "served version v1beta1, deprecated before this change, was removed from spec.versions: this ends its deprecation, and every client, kubectl command and manifest still on v1beta1 now gets 404 Not Found; a cluster that ever stored objects as v1beta1 (its CRD's status.storedVersions then lists it) refuses the updated CRD until they are migrated and v1beta1 is dropped from storedVersions, which stopping to serve it first (served: false) leaves time for; once its users have had the time the deprecation promised them, suppress this finding with the reason",
        },
      ],
    },
    {
      name: 'a version renamed is a removal',
      base: both,
      head: widgetCrd('type: object', underVersions(v1beta1(true).replace('v1beta1', 'v1beta2'))),
      findings: [{ line: 9, column: 3, data: { compat: { version: 'v1beta1' } } }],
    },
  ],
});
