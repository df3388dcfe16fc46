import type { World } from '../../engine/world.js';
import type { KubeObject } from '../../parse/kube-object.js';
import { kustomizeNamespaces } from './kustomize-namespaces.js';
import { isKustomizationPath } from '../../parse/kustomize-patches.js';

// The namespace of an object (spec/referencegrant.md §2.1 item 2, as changed for issue 15). The
// spec took `default` when nothing states one; but a manifest without metadata.namespace is
// usually given its namespace when it is applied (`kubectl apply -n`, the kube context, a
// kustomize overlay elsewhere, Flux `targetNamespace`, Argo CD `destination.namespace`, the test
// code of an e2e suite), and judged in `default` it made false RefNotPermitted errors
// (kgateway's TCPRoute e2e data, nginx-gateway-fabric's test grants). So a namespace is known
// only when the repository states it:
//   1. the kustomizations that build the file (kustomize-namespaces.ts: kustomize's, and Flux
//      Kustomizations with a targetNamespace over this repository), when they all give it the
//      same namespace: kustomize sets it over metadata.namespace (a route stated in `placeholder`
//      that its kustomization moves beside its backend needs no grant);
//   2. else metadata.namespace (two overlays with two namespaces keep the stated one);
//   3. else, when kustomizations give the file several namespaces, none (not known);
//   4. else the configured refgrant.defaultNamespace;
// and otherwise it is not known (undefined), which the rules treat as "any namespace"
// (permitting-grants.ts).

export class NamespaceDefaults {
  private readonly byFile: ReadonlyMap<string, ReadonlySet<string>>;

  constructor(
    world: World,
    private readonly configured: string | undefined,
  ) {
    this.byFile = kustomizeNamespaces(
      world.paths(),
      world.filesAt(isKustomizationPath),
      world.ofKind('kustomize.toolkit.fluxcd.io', 'Kustomization'),
    );
  }

  /** The object's namespace once deployed, or undefined when the repository does not say. */
  namespaceOf(o: Pick<KubeObject, 'namespace' | 'source'>): string | undefined {
    const fromKustomize = this.byFile.get(o.source.file);
    // kustomize's namespace transformer (and Flux's targetNamespace) sets the namespace of every
    // namespaced object it builds, over the one the object states.
    if (fromKustomize?.size === 1) return [...fromKustomize][0];
    if (o.namespace !== undefined) return o.namespace;
    if (fromKustomize !== undefined) return undefined;
    return this.configured;
  }
}
