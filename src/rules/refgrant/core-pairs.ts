// The referrer → target pairs for which a missing ReferenceGrant is refused by every conformant
// implementation (spec/referencegrant.md §3 "Core-support targets", extended for issue 15).
// Gateway API defines them as "Core" support and tests them in conformance; for any other pair
// an implementation may ask for a grant, or resolve the reference without one (kgateway's
// delegated routes), or not support the kind at all, so a missing grant there is the
// implementation's business, not a certain refusal.

export interface GroupKind {
  readonly group: string;
  readonly kind: string;
}

const GW = 'gateway.networking.k8s.io';
const SECRET: GroupKind = { group: '', kind: 'Secret' };
const SERVICE: GroupKind = { group: '', kind: 'Service' };

export const CORE_PAIRS: readonly { readonly from: GroupKind; readonly to: GroupKind }[] = [
  // ReferenceGrantFrom/To doc comments (apis/v1/referencegrant_types.go): "When used to permit a
  // SecretObjectReference: Gateway"; conformance gateway-secret-*-reference-grant.
  { from: { group: GW, kind: 'Gateway' }, to: SECRET },
  // Gateway spec.tls.frontend…caCertificateRefs: "Support: Core - A single reference to a
  // Kubernetes ConfigMap", refused with RefNotPermitted without a grant (apis/v1/gateway_types.go).
  { from: { group: GW, kind: 'Gateway' }, to: { group: '', kind: 'ConfigMap' } },
  // GEP-1713: a ListenerSet's certificateRefs need a grant from ListenerSet (conformance
  // listenerset-reference-grant); XListenerSet is its experimental-channel group.
  { from: { group: GW, kind: 'ListenerSet' }, to: SECRET },
  { from: { group: 'gateway.networking.x-k8s.io', kind: 'XListenerSet' }, to: SECRET },
  // "When used to permit a BackendObjectReference": the routes to core Services.
  ...['GRPCRoute', 'HTTPRoute', 'TCPRoute', 'TLSRoute', 'UDPRoute'].map((kind) => ({
    from: { group: GW, kind },
    to: SERVICE,
  })),
  // KEP-3294 CrossNamespaceVolumeDataSource: the CSI external-provisioner checks a grant for
  // every cross-namespace PVC or VolumeSnapshot source (pkg/controller/util.go IsGranted).
  { from: { group: '', kind: 'PersistentVolumeClaim' }, to: { group: '', kind: 'PersistentVolumeClaim' } },
  {
    from: { group: '', kind: 'PersistentVolumeClaim' },
    to: { group: 'snapshot.storage.k8s.io', kind: 'VolumeSnapshot' },
  },
];

const same = (a: GroupKind, b: GroupKind): boolean => a.group === b.group && a.kind === b.kind;

export function isCorePair(from: GroupKind, to: GroupKind): boolean {
  return CORE_PAIRS.some((p) => same(p.from, from) && same(p.to, to));
}

/** A grant's `from` entry of a kind some Core pair refers from. */
export const isCoreReferrer = (gk: GroupKind): boolean => CORE_PAIRS.some((p) => same(p.from, gk));

/** A grant's `to` entry of a kind some Core pair refers to. */
export const isCoreTarget = (gk: GroupKind): boolean => CORE_PAIRS.some((p) => same(p.to, gk));
