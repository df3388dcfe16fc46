import { defineRule } from '../../engine/rule.js';
import { compatReports, shown } from './compat-report.js';

// compat/storage-version-changed (spec/crd-compatibility.md §5.3): not a break by itself (the
// apiserver appends the new storage version to status.storedVersions), but the start of a storage
// migration that has to finish before the old version may leave spec.versions.
export const storageVersionChanged = defineRule({
  id: 'compat/storage-version-changed',
  scope: 'object',
  meta: {
    severity: 'warning',
    description: 'the storage version of a CRD changed',
    messages: {
      storage:
        'the storage version changed from {{from}} to {{to}}; objects stay stored as {{from}} until a storage migration rewrites them, so keep {{from}} in spec.versions until then and make sure {{from}} and {{to}} convert into each other without loss',
    },
  },
  check: (ctx) =>
    compatReports(ctx, 'compat/storage-version-changed', (d) => ({
      messageId: 'storage',
      data: { from: shown(d.base), to: shown(d.head) },
    })),
});
