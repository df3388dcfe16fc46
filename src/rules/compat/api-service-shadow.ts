import type { World } from '../../engine/world.js';
import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { servedVersionNames } from '../crd/schema/hoisting.js';
import { crdGroup } from './compat-crd.js';

// An APIService of the repository that hands a group version to a Service of its own (an
// extension API server) takes that group version's requests from the CRD of the same group:
// kube-aggregator's autoregister controller never replaces an APIService it did not create
// (`checkAPIService`: not automanaged, no sync), so the CRD's own local APIService is not made,
// and apiextensions-apiserver is not asked. vmware-tanzu/nsx-operator f479bc000d moved its eas
// API to such a server, and removed the CRDs it had shadowed since.

/**
 * The APIServices of a world that serve every version the CRD serves through a Service, one for
 * each version, by name (`v1alpha1.stats.example.org`); undefined where one version has none.
 */
export function apiServicesServing(world: World, crd: KubeObject): string[] | undefined {
  const group = crdGroup(crd);
  const versions = servedVersionNames(crd);
  if (group === '' || versions.length === 0) return undefined;
  const services = world.ofKind('apiregistration.k8s.io', 'APIService');
  const names: string[] = [];
  for (const version of versions) {
    const serving = services.find((s) => {
      const spec = isJsonObject(s.value.spec) ? s.value.spec : {};
      return spec.group === group && spec.version === version && isJsonObject(spec.service);
    });
    if (!serving) return undefined;
    names.push(serving.name);
  }
  return names;
}
