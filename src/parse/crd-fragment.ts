import { isJsonObject, type JsonObject, type KubeObject } from './kube-object.js';

/**
 * Whether a CustomResourceDefinition document is a fragment of one rather than a definition: it
 * states none of spec.group, spec.names and spec.scope, the three that say what it defines (or it
 * is controller-gen's output for a package without a group, below). No
 * CRD meant to be applied omits all three; the files that do are pieces a tool merges into a
 * CRD: kustomize patches a kustomization no longer lists (kubebuilder's
 * config/crd/patches/cainjection_in_*.yaml, often still apiextensions.k8s.io/v1beta1), and
 * generators' inputs (openshift/api's manual-override-crd-manifests). Reviewed as CRDs, each
 * gave a dozen "Required value" errors about a file nobody applies; they hold no object here,
 * as patches do (kustomize-patches.ts).
 */
export function isCrdFragment(o: KubeObject): boolean {
  if (o.group !== 'apiextensions.k8s.io' || o.kind !== 'CustomResourceDefinition') return false;
  // Helm applies a chart's crds/ as they are: nothing there is merged into a CRD first.
  if (isInCrdsDirectory(o.source.file)) return false;
  const spec = o.value.spec;
  // A CRD whose spec stands under another key (ververica-platform-k8s-operator 98da23b226 wrote
  // `spec:spec:`, one key) is a broken definition, which the apiserver refuses, not a patch.
  if (spec === undefined || spec === null) return !holdsMisplaced(o.value);
  if (!isJsonObject(spec)) return false;
  return (
    (spec.group === undefined && spec.names === undefined && spec.scope === undefined && !holdsMisplaced(spec)) ||
    isUngroupedOutput(o, spec)
  );
}

const isInCrdsDirectory = (file: string): boolean => /(?:^|\/)crds\/[^/]+$/.test(file);

/**
 * Whether a mapping of the spec (or of the CRD) holds what the spec itself should: a CRD indented
 * one level too deep under its conversion (loft-sh/kiosk 62e5b128: group, names, scope and versions
 * under spec.conversion), which the apiserver refuses, is no fragment.
 */
const holdsMisplaced = (spec: JsonObject): boolean =>
  Object.values(spec).some(
    (v) => isJsonObject(v) && (v.group !== undefined || v.names !== undefined || v.versions !== undefined),
  );

/**
 * controller-gen's by-product for a Go package that has kubebuilder markers but no `+groupName`:
 * it names the file `<group>_<plural>.yaml` with the group empty (`_assigns.yaml`, `_.yaml`) and
 * writes `spec.group: ""` and `metadata.name: <plural>.` (gatekeeper's config/crd/bases holds six,
 * from packages of shared types; operator-sdk, apisix-ingress-controller, eks-anywhere and others
 * have their own). No kustomization lists them and no apiserver could take one, as a CRD's group is
 * required: a definition of nothing, which gave gatekeeper 24 "Required value" errors. A package
 * meant as an API without its `+groupName` shows itself anyway: the file its kustomization lists
 * (`<group>_<plural>.yaml`) is never written.
 */
function isUngroupedOutput(o: KubeObject, spec: JsonObject): boolean {
  const annotations = o.value.metadata;
  const generated =
    isJsonObject(annotations) &&
    isJsonObject(annotations.annotations) &&
    typeof annotations.annotations['controller-gen.kubebuilder.io/version'] === 'string';
  return generated && (spec.group === '' || spec.group === null || spec.group === undefined);
}
