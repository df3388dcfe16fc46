import type { RuleContext } from '../../engine/rule.js';
import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';
import { isInReadingTree } from '../../parse/reading-trees.js';
import { isInTestTree } from '../../parse/test-trees.js';
import { compatCrd, versionNamed } from './compat-crd.js';
import { parsePropertyPath, type PropertyStep } from './property-path.js';

// A field removed from one copy of a CRD while another copy of it, the one a cluster may install
// instead, keeps unknown fields where the field was (x-kubernetes-preserve-unknown-fields above
// it, not declaring it): kiali-operator's crd-docs/ copy listed every setting, for its
// documentation, while the bundles installed kialis.kiali.io with a root that keeps every field
// (fd79873997 removed two settings from the documented copy: 2 errors). Clusters installed from
// that copy prune nothing; only those installed from this file lose the field. Which copy a
// cluster holds the repository does not say: at most a warning that names the other copy.

/** A file of the head, not this CRD's, whose copy of it keeps unknown fields at `property` of `version`; undefined when none does. */
export function unknownKeepingCopy(
  ctx: RuleContext,
  crd: KubeObject,
  version: string,
  property: string,
): string | undefined {
  const head = ctx.whole?.head ?? ctx.head;
  const steps = parsePropertyPath(property);
  if (steps === undefined) return undefined;
  for (const copy of head.sameIdentity(crd)) {
    if (copy === crd || copy.name !== crd.name || copy.source.file === crd.source.file) continue;
    if (isInTestTree(copy.source.file)) continue;
    if (isInReadingTree(copy.source.file) && !isInReadingTree(crd.source.file)) continue;
    const compared = compatCrd(copy);
    const served = compared && versionNamed(compared, version);
    if (served?.served && served.schema && keepsUnknownAt(served.schema, steps)) return copy.source.file;
  }
  return undefined;
}

/** Whether the schema keeps the value at `steps` as an unknown field: a node above it keeps unknown fields and declares the next property nowhere. */
function keepsUnknownAt(schema: JsonObject, steps: readonly PropertyStep[]): boolean {
  let node: JsonObject = schema;
  for (const step of steps) {
    const next =
      typeof step === 'string'
        ? node[step]
        : isJsonObject(node.properties)
          ? node.properties[step.property]
          : undefined;
    if (!isJsonObject(next)) return typeof step !== 'string' && node['x-kubernetes-preserve-unknown-fields'] === true;
    node = next;
  }
  return false; // the copy declares the field: it has it, kept or not
}
