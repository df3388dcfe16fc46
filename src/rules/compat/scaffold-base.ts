import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';
import { compatCrd } from './compat-crd.js';

// A version whose schema before the change was what `kubebuilder create api` (or operator-sdk's
// older `add api`, below) writes, untouched:
// a spec whose one property is the example `foo` ("Foo is an example field of Memcached. Edit
// memcached_types.go to remove/update", lower-case since kubebuilder v4.7), a status without
// properties (or, since v4.7, of only `conditions`), and nothing else beside metadata. No controller reads such a version and no object of a real API exists in it, so what
// the change that writes the first real API does to it (fields added required, spec dropped for
// top-level fields, the kind renamed) breaks nothing real: at most a warning, which says so
// (vllm-project/aibrix c5d20f03ce made five fields of its PodAutoscaler required, Azure/kaito
// ed0eb96dab put its Workspace's fields at the top level, aibrix 2ea9c709a9 renamed LoraAdapter).

/** kubebuilder's description of the example field it scaffolds into every API type ("foo is…" since v4.7). */
export const SCAFFOLD_DESCRIPTION = /^[Ff]oo is an example field of \w+\. Edit \w+_types\.go to remove\/update\.?$/;

const isScaffoldFoo = (schema: unknown): boolean =>
  isJsonObject(schema) &&
  typeof schema.description === 'string' &&
  SCAFFOLD_DESCRIPTION.test(schema.description.trim());

const TOP_LEVEL: ReadonlySet<string> = new Set(['apiVersion', 'kind', 'metadata', 'spec', 'status']);

/** Whether an object schema holds nothing but kubebuilder's example field `foo`. */
export function holdsOnlyScaffoldField(schema: unknown): boolean {
  if (!isJsonObject(schema) || !isJsonObject(schema.properties)) return false;
  const names = Object.keys(schema.properties);
  return names.length === 1 && names[0] === 'foo' && isScaffoldFoo(schema.properties.foo);
}

/** Which scaffold a version's schema is: kubebuilder's (spec `foo`), operator-sdk's (spec and status empty), or none. */
function scaffoldOf(schema: JsonObject | undefined): 'kubebuilder' | 'operator-sdk' | undefined {
  const properties = schema?.properties;
  if (!isJsonObject(properties) || !Object.keys(properties).every((k) => TOP_LEVEL.has(k))) return undefined;
  const status = properties.status;
  const emptyStatus = status === undefined || (isJsonObject(status) && !hasProperties(status));
  if (holdsOnlyScaffoldField(properties.spec) && (emptyStatus || holdsOnlyConditions(status))) return 'kubebuilder';
  return emptySpecOfScaffold(properties.spec) && (status === undefined || emptyStatusOfScaffold(status))
    ? 'operator-sdk'
    : undefined;
}

// operator-sdk's `add api` (before it took kubebuilder's layout) wrote a spec and a status of no
// fields ("INSERT ADDITIONAL SPEC FIELDS - desired state of cluster"), which its CRD generator
// described from their Go comments: "OCMAgentSpec defines the desired state of OCMAgent" (and
// kubebuilder's, once `foo` is deleted). openshift/ocm-agent-operator 0119a69e5d made six fields of
// its OCMAgent's first real spec required.
const SPEC_DESCRIPTION = /^(\w+)Spec defines the desired state of \1\.?$/;
const STATUS_DESCRIPTION = /^(\w+)Status defines the observed state of \1\.?$/;

const emptySpecOfScaffold = (spec: unknown): boolean =>
  isJsonObject(spec) &&
  !hasProperties(spec) &&
  spec.additionalProperties === undefined &&
  spec['x-kubernetes-preserve-unknown-fields'] !== true &&
  typeof spec.description === 'string' &&
  SPEC_DESCRIPTION.test(spec.description.trim());

const emptyStatusOfScaffold = (status: unknown): boolean =>
  isJsonObject(status) &&
  !hasProperties(status) &&
  status.additionalProperties === undefined &&
  status['x-kubernetes-preserve-unknown-fields'] !== true &&
  (status.description === undefined ||
    (typeof status.description === 'string' && STATUS_DESCRIPTION.test(status.description.trim())));

/**
 * A status of only a `conditions` list, which kubebuilder scaffolds since v4.7 (`Conditions
 * []metav1.Condition`, a map list keyed by type): camunda-operator's every kind began so.
 */
function holdsOnlyConditions(status: unknown): boolean {
  if (!isJsonObject(status) || !isJsonObject(status.properties)) return false;
  const names = Object.keys(status.properties);
  const conditions = status.properties.conditions;
  return names.length === 1 && names[0] === 'conditions' && isJsonObject(conditions) && conditions.type === 'array';
}

const hasProperties = (schema: JsonObject): boolean =>
  isJsonObject(schema.properties) && Object.keys(schema.properties).length > 0;

export const SCAFFOLD_NOTE =
  "before the change the version was kubebuilder's scaffold, its spec only the example field foo that no controller reads, so no object of a real API is there to break";

const EMPTY_SCAFFOLD_NOTE =
  'before the change the version was the scaffold `operator-sdk add api` writes, its spec and status declaring no field, so no object of a real API is there to break';

/**
 * At most a warning, where the stored CRD's version (every version, for `version` undefined, as
 * for a CRD removed whole) is kubebuilder's untouched scaffold; undefined otherwise.
 */
export function scaffoldSoftening(
  stored: KubeObject | undefined,
  version?: string,
): { readonly atMost: 'warning'; readonly note: string } | undefined {
  const crd = stored && compatCrd(stored);
  if (!crd) return undefined;
  const versions = crd.versions.filter((v) => version === undefined || version === '' || v.name === version);
  const scaffolds = new Set(versions.map((v) => scaffoldOf(v.schema)));
  if (versions.length === 0 || scaffolds.has(undefined)) return undefined;
  return { atMost: 'warning', note: scaffolds.has('kubebuilder') ? SCAFFOLD_NOTE : EMPTY_SCAFFOLD_NOTE };
}
