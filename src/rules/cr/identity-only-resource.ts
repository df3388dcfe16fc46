import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { isInTestTree } from '../../parse/test-trees.js';

// End-to-end tests keep manifests of objects they look up rather than create: the revision a
// package install must make and later delete, the provider a configuration pulls in (crossplane's
// `funcs.ResourcesDeletedWithin(…, "provider-revision.yaml")`, "We don't install this directly"),
// the objects kubernetes-sigs/e2e-framework waits for. Such a manifest writes the object's identity
// and no desired state (`spec: {}`, or no spec at all), so every required field of its CRD is
// missing: an error would say the test's own reference cannot be created, which nobody asked.
// In a test tree, the required fields such a resource leaves out are a warning that says so (every
// other error there is a test tree's warning too, test-tree.ts); anywhere else (a sample, a GitOps
// manifest) the apiserver's answer stands.

const IDENTITY_KEYS: ReadonlySet<string> = new Set(['apiVersion', 'kind', 'metadata', 'spec', 'status']);

/** A resource in a test tree that writes nothing but its identity (and perhaps an expected status). */
export function isIdentityOnlyTestResource(o: KubeObject): boolean {
  if (!isInTestTree(o.source.file)) return false;
  const { value } = o;
  if (!Object.keys(value).every((k) => IDENTITY_KEYS.has(k))) return false;
  const spec = value.spec;
  return spec === undefined || spec === null || (isJsonObject(spec) && Object.keys(spec).length === 0);
}
