import type { FieldPath } from '../../../engine/field-path.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { goString } from './go-decoded.js';
import { apiserverPath, crdVersions, hoisting, type HoistableField } from './hoisting.js';

// Where the apiserver validates one per-version field (CRD-HOIST-001): once at the top level
// when every version has the same value, else in each version. `version` is '' for the top
// level, as the apiserver keys its selectable-field ratchet.

export interface HoistedTarget {
  readonly value: unknown;
  readonly path: FieldPath;
  readonly version: string;
}

export function hoistedTargets(crd: KubeObject, field: HoistableField): HoistedTarget[] {
  const versions = crdVersions(crd);
  const h = hoisting(crd);
  if (versions.length === 0) return [];
  if (h[field]) return [{ value: versions[0]?.[field], path: apiserverPath(h, field, 0), version: '' }];
  return versions.map((v, i) => ({ value: v[field], path: apiserverPath(h, field, i), version: goString(v.name) }));
}
