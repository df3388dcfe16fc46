import type { RuleContext } from '../../../engine/rule.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { goObject, goString } from '../schema/go-decoded.js';
import { crdVersions } from '../schema/hoisting.js';
import { otherInstalledCopies } from '../../other-installed-copies.js';

// A stored version dropped from spec.versions is refused where status.storedVersions lists it
// (CRD-STORED-003), which a cluster does only where a copy it applied stored it. Where the base
// also defines the CRD in another file users apply, without that storage version, the repository
// held two definitions that disagree, and only clusters that applied this file's copy refuse the
// change (openshift/cluster-nfd-operator 9c1fdd6a: a generated copy that had drifted to v1 was
// brought back to the v1alpha1 of the OLM bundle users install). As crd/names reads an immutable
// field's copies (names.ts).

/** Why the removal of `version`, a stored version, is refused only where this file's copy was applied; undefined otherwise. */
export function otherCopyStorageNote(ctx: RuleContext, crd: KubeObject, version: string): string | undefined {
  const stored = ctx.baseOf(crd);
  if (stored === undefined) return undefined;
  const storing = (copy: KubeObject) =>
    crdVersions(copy).some((v) => goString(v.name) === version && goObject(v)?.storage === true);
  const other = otherInstalledCopies(ctx, stored).find(
    (copy) => copy.apiVersion === 'apiextensions.k8s.io/v1' && crdVersions(copy).length > 0 && !storing(copy),
  );
  return other === undefined
    ? undefined
    : `the base also defines it in ${other.source.file}, whose storage version is not ${version}, so only clusters that applied this file's copy list ${version} in status.storedVersions and refuse the change`;
}
