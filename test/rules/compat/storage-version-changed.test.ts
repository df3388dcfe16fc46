import { storageVersionChanged } from '../../../src/rules/compat/storage-version-changed.js';
import { ruleTester, yaml } from '../../support/rule-tester.js';
import { underVersions, widgetCrd } from './widget-crd.js';

// compat/storage-version-changed (spec/crd-compatibility.md §5.3).
const v2 = (storage: boolean) => yaml`
  - name: v2
    served: true
    storage: ${storage}
    schema:
      openAPIV3Schema: {type: object}
`;
const v1Stored = widgetCrd('type: object', underVersions(v2(false)));
const v2Stored = widgetCrd('type: object', underVersions(v2(true))).replace(
  '    storage: true\n    schema:\n      openAPIV3Schema:\n        type: object',
  '    storage: false\n    schema:\n      openAPIV3Schema:\n        type: object',
);

ruleTester(storageVersionChanged, {
  valid: [
    { name: 'the same storage version', base: v1Stored, head: v1Stored },
    { name: 'a created CRD', head: v2Stored },
  ],
  invalid: [
    {
      name: 'storage moved from v1 to v2',
      base: v1Stored,
      head: v2Stored,
      findings: [
        {
          line: 18,
          column: 14,
          fieldPath: 'spec.versions[1].storage',
          severity: 'warning',
          message:
            'the storage version changed from "v1" to "v2"; objects stay stored as "v1" until a storage migration rewrites them, so keep "v1" in spec.versions until then and make sure "v1" and "v2" convert into each other without loss',
          data: { compat: { version: 'v2', property: '', check: 'storage', base: 'v1', head: 'v2' } },
        },
      ],
    },
  ],
});
