import { defineRule, type RuleContext } from '../../engine/rule.js';
import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { listedReleases } from '../released-crds.js';
import { crdVersions } from '../crd/schema/hoisting.js';
import { compatReports } from './compat-report.js';
import { UNSERVED_VERSION_REMOVED } from './compare-crds.js';

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
        "served version {{version}} was removed from spec.versions; every client, kubectl command and manifest that uses {{version}} now gets 404 Not Found, and a cluster that ever stored objects as {{version}} (its CRD's status.storedVersions then lists it) refuses the updated CRD until they are migrated and {{version}} is dropped from storedVersions; keep serving it until its users have moved, stop serving it (served: false) for a release, then remove it",
      removedStoredByRelease:
        'version {{version}}, no longer served, was removed from spec.versions; {{releases}} stored objects as {{version}}, so a cluster that ran it lists {{version}} in status.storedVersions and refuses the updated CRD until a storage migration rewrites those objects and drops {{version}} from status.storedVersions; make sure upgrades from {{releases}} do both first (kube-storage-version-migrator, or the operator itself), or keep {{version}} in spec.versions with served: false',
      removedUnservedNotStoredByCompared:
        'version {{version}}, no longer served, was removed from spec.versions; {{releases}} did not store objects as {{version}}, but an older release may have: a cluster that ever did lists {{version}} in status.storedVersions and refuses the updated CRD until a storage migration rewrites those objects and drops {{version}} from status.storedVersions; make sure every cluster that may have stored objects as {{version}} migrated them and dropped it from storedVersions, or keep it in spec.versions with served: false',
      removedDeprecated:
        "served version {{version}}, deprecated before this change, was removed from spec.versions: this ends its deprecation, and every client, kubectl command and manifest still on {{version}} now gets 404 Not Found; a cluster that ever stored objects as {{version}} (its CRD's status.storedVersions then lists it) refuses the updated CRD until they are migrated and {{version}} is dropped from storedVersions, which stopping to serve it first (served: false) leaves time for; once its users have had the time the deprecation promised them, suppress this finding with the reason",
    },
  },
  check: (ctx) =>
    compatReports(ctx, 'compat/version-removed', (d, crd) => {
      if (d.check !== UNSERVED_VERSION_REMOVED)
        return {
          messageId: 'deprecated' in d && d.deprecated === true ? 'removedDeprecated' : 'removed',
          data: { version: d.version },
        };
      const { storing, compared } = releasesStoring(ctx, crd, d.version);
      // Where none of the releases compared stored it, an older one may have (Dynatrace's
      // dynatrace-operator 8484b756 removed v1beta3, which only v1.4.x, three releases back,
      // stored): said, as a notice, where there are releases at all.
      if (storing.length === 0)
        return {
          messageId: 'removedUnservedNotStoredByCompared',
          data: { version: d.version, releases: listedReleases(compared) },
          severity: 'notice',
        };
      return {
        messageId: 'removedStoredByRelease',
        data: { version: d.version, releases: listedReleases(storing) },
        severity: 'warning',
      };
    }).filter((r) => r.data?.releases !== ''),
});

/**
 * The releases whose copy of the CRD stored objects as `version` (its storage version then; a
 * v1beta1 copy's one `version` where it lists none): a cluster that ran one lists the version in
 * status.storedVersions until a storage migration drops it.
 */
function releasesStoring(
  ctx: RuleContext,
  crd: KubeObject,
  version: string,
): { readonly storing: string[]; readonly compared: string[] } {
  const known = ctx.services?.releases?.at(crd.name, (ctx.baseOf(crd) ?? crd).source.file);
  const storing: string[] = [];
  const compared: string[] = [];
  for (const [release, held] of known?.byRelease ?? []) {
    if (held === null || held === 'unknown') continue;
    compared.push(release);
    const versions = crdVersions(held);
    const spec = held.value.spec;
    const stored =
      versions.length > 0
        ? versions.some((v) => v.name === version && v.storage === true)
        : isJsonObject(spec) && spec.version === version;
    if (stored) storing.push(release);
  }
  return { storing, compared };
}
