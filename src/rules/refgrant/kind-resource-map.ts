import type { ResourceMapping } from './refgrant-config.js';
import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';

// KEP-3766 grants name resources, references name kinds (spec/referencegrant.md §5 item 2). A
// static checker has no API discovery, so the mapping comes from (i) this table, (ii) CRDs in
// the repository, (iii) configuration; it is never guessed (§5 item 3: Ingress → ingresses,
// Endpoints → endpoints, BackendTLSPolicy → backendtlspolicies).

export const BUILT_IN_RESOURCES: readonly ResourceMapping[] = [
  { group: '', kind: 'Service', resource: 'services' },
  { group: '', kind: 'Secret', resource: 'secrets' },
  { group: '', kind: 'ConfigMap', resource: 'configmaps' },
  { group: '', kind: 'PersistentVolumeClaim', resource: 'persistentvolumeclaims' },
  { group: 'gateway.networking.k8s.io', kind: 'Gateway', resource: 'gateways' },
  { group: 'gateway.networking.k8s.io', kind: 'HTTPRoute', resource: 'httproutes' },
  { group: 'gateway.networking.k8s.io', kind: 'GRPCRoute', resource: 'grpcroutes' },
  { group: 'gateway.networking.k8s.io', kind: 'TLSRoute', resource: 'tlsroutes' },
  { group: 'gateway.networking.k8s.io', kind: 'TCPRoute', resource: 'tcproutes' },
  { group: 'gateway.networking.k8s.io', kind: 'UDPRoute', resource: 'udproutes' },
  { group: 'gateway.networking.k8s.io', kind: 'ListenerSet', resource: 'listenersets' },
  { group: 'gateway.networking.k8s.io', kind: 'BackendTLSPolicy', resource: 'backendtlspolicies' },
  { group: 'gateway.networking.k8s.io', kind: 'ReferenceGrant', resource: 'referencegrants' },
  { group: 'gateway.networking.x-k8s.io', kind: 'XListenerSet', resource: 'xlistenersets' },
  { group: 'snapshot.storage.k8s.io', kind: 'VolumeSnapshot', resource: 'volumesnapshots' },
  { group: 'inference.networking.k8s.io', kind: 'InferencePool', resource: 'inferencepools' },
];

const key = (group: string, name: string): string => `${group}\u0000${name}`;

export class KindResourceMap {
  private readonly kinds = new Map<string, string>();
  private readonly resources = new Map<string, string>();

  /** Later sources win: configuration over repository CRDs over the built-in table. */
  constructor(...sources: readonly (readonly ResourceMapping[])[]) {
    for (const m of sources.flat()) {
      this.kinds.set(key(m.group, m.resource), m.kind);
      this.resources.set(key(m.group, m.kind), m.resource);
    }
  }

  /** The kind of a (group, plural resource), exactly as written; undefined when unknown. */
  kindOf(group: string, resource: string): string | undefined {
    return this.kinds.get(key(group, resource));
  }

  resourceOf(group: string, kind: string): string | undefined {
    return this.resources.get(key(group, kind));
  }

  /** Whether some known kind, lowercased, is this text: a KEP `resource` that looks like a kind. */
  singularOf(group: string, text: string): string | undefined {
    for (const [k, resource] of this.resources) {
      const [g = '', kind = ''] = k.split('\u0000');
      if (g === group && kind.toLowerCase() === text && resource !== text) return resource;
    }
    return undefined;
  }
}

/** `spec.group`, `spec.names.kind` and `spec.names.plural` of each CRD (§5 item 2 (ii)). */
export function crdResourceMappings(crds: readonly KubeObject[]): ResourceMapping[] {
  return crds.flatMap((crd) => {
    const spec = crd.value.spec;
    if (!isJsonObject(spec) || !isJsonObject(spec.names)) return [];
    const { group } = spec;
    const { kind, plural } = spec.names;
    return typeof group === 'string' &&
      typeof kind === 'string' &&
      typeof plural === 'string' &&
      kind !== '' &&
      plural !== ''
      ? [{ group, kind, resource: plural }]
      : [];
  });
}

/** `group/kind` of the repository's cluster-scoped CRDs: referrers of these kinds cross nothing. */
export function clusterScopedKinds(crds: readonly KubeObject[]): Set<string> {
  return new Set(
    crds.flatMap((crd) => {
      const spec = crd.value.spec;
      if (!isJsonObject(spec) || spec.scope !== 'Cluster' || !isJsonObject(spec.names)) return [];
      const { group } = spec;
      const { kind } = spec.names;
      return typeof group === 'string' && typeof kind === 'string' ? [`${group}/${kind}`] : [];
    }),
  );
}
