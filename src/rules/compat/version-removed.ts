import { defineRule } from '../../engine/rule.js';
import { compatReports } from './compat-report.js';

// compat/version-removed (spec/crd-compatibility.md §5.3): a version served in base is gone from
// head. Removing one of the base's stored versions is rejected by the apiserver and reported by
// crd/versions (CRD-STORED-003), so it is not reported here.
export const versionRemoved = defineRule({
  id: 'compat/version-removed',
  scope: 'object',
  meta: {
    severity: 'error',
    description: 'a served version of a CRD was removed from spec.versions',
    messages: {
      removed:
        "served version {{version}} was removed from spec.versions; every client, kubectl command and manifest that uses {{version}} now gets 404 Not Found, and a cluster that ever stored objects as {{version}} (it is in the CRD's status.storedVersions) refuses the updated CRD until they are migrated and {{version}} is dropped from storedVersions; keep serving it until its users have moved, stop serving it (served: false) for a release, then remove it",
      removedDeprecated:
        "served version {{version}}, deprecated before this change, was removed from spec.versions: this ends its deprecation, and every client, kubectl command and manifest still on {{version}} now gets 404 Not Found; a cluster that ever stored objects as {{version}} (it is in the CRD's status.storedVersions) refuses the updated CRD until they are migrated and {{version}} is dropped from storedVersions, which stopping to serve it first (served: false) leaves time for; once its users have had the time the deprecation promised them, suppress this finding with the reason",
    },
  },
  check: (ctx) =>
    compatReports(ctx, 'compat/version-removed', (d) => ({
      messageId: 'deprecated' in d && d.deprecated === true ? 'removedDeprecated' : 'removed',
      data: { version: d.version },
    })),
});
