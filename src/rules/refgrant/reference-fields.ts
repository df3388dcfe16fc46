import type { ReferencePathStep, ReferenceFieldSetting } from './refgrant-config.js';
import { parseReferencePath } from './refgrant-config.js';

// The reference fields of spec/referencegrant.md §3: for each referrer kind, where its
// namespaced references stand and what group and kind they mean when the keys are absent.
// Not here, on purpose: parentRefs and ListenerSet spec.parentRef (§2.3 item 8, governed by
// allowedRoutes / allowedListeners), local-only references (extensionRef, parametersRef,
// PVC spec.dataSource) and cluster-scoped referrers (GatewayClass, §2.2 item 7).

export interface ReferenceField {
  /** The referrer: the grant's `from` group and kind. */
  readonly group: string;
  readonly kind: string;
  readonly path: string;
  readonly steps: readonly ReferencePathStep[];
  readonly defaultGroup: string;
  readonly defaultKind: string;
  /** The key holding the target's group: `group` in Gateway API, `apiGroup` in core. */
  readonly groupKey: 'group' | 'apiGroup';
  /** False where no grant can permit a cross-namespace reference (BackendTLSPolicy, §2.3 item 10). */
  readonly grantable: boolean;
  /** Backend references, which a mesh-only route may take across namespaces (§2.3 item 9). */
  readonly isBackend: boolean;
  /**
   * Declared in the configuration (§3, last row): whoever declared it says their implementation
   * asks for a grant there, so every target kind counts as a Core pair (core-pairs.ts).
   */
  readonly isConfigured: boolean;
}

const GW = 'gateway.networking.k8s.io';

const field = (
  group: string,
  kind: string,
  path: string,
  defaults: readonly [string, string],
  options: { groupKey?: 'group' | 'apiGroup'; grantable?: boolean; isBackend?: boolean; isConfigured?: boolean } = {},
): ReferenceField => ({
  group,
  kind,
  path,
  steps: parseReferencePath(path),
  defaultGroup: defaults[0],
  defaultKind: defaults[1],
  groupKey: options.groupKey ?? 'group',
  grantable: options.grantable ?? true,
  isBackend: options.isBackend ?? false,
  isConfigured: options.isConfigured ?? false,
});

const SECRET = ['', 'Secret'] as const;
const SERVICE = ['', 'Service'] as const;
// caCertificateRefs and policy targetRefs have required group and kind: nothing to default, and
// an absent key is the empty string the apiserver would reject.
const REQUIRED = ['', ''] as const;
const backend = { isBackend: true } as const;

const listenerCertificates = (group: string, kind: string): ReferenceField =>
  field(group, kind, 'spec.listeners[*].tls.certificateRefs[*]', SECRET);

const routeBackends = (kind: string, filters: readonly string[]): ReferenceField[] => [
  field(GW, kind, 'spec.rules[*].backendRefs[*]', SERVICE, backend),
  ...filters.flatMap((f) => [
    field(GW, kind, `spec.rules[*].filters[*].${f}.backendRef`, SERVICE, backend),
    field(GW, kind, `spec.rules[*].backendRefs[*].filters[*].${f}.backendRef`, SERVICE, backend),
  ]),
];

export const BUILT_IN_REFERENCE_FIELDS: readonly ReferenceField[] = [
  listenerCertificates(GW, 'Gateway'),
  field(GW, 'Gateway', 'spec.tls.backend.clientCertificateRef', SECRET),
  field(GW, 'Gateway', 'spec.tls.frontend.default.validation.caCertificateRefs[*]', REQUIRED),
  field(GW, 'Gateway', 'spec.tls.frontend.perPort[*].tls.validation.caCertificateRefs[*]', REQUIRED),
  // GEP-1713: a ListenerSet needs a grant from kind ListenerSet, never the Gateway's (§2.4 item 17).
  listenerCertificates(GW, 'ListenerSet'),
  listenerCertificates('gateway.networking.x-k8s.io', 'XListenerSet'),
  ...routeBackends('HTTPRoute', ['requestMirror', 'externalAuth']),
  ...routeBackends('GRPCRoute', ['requestMirror']),
  ...routeBackends('TLSRoute', []),
  ...routeBackends('TCPRoute', []),
  ...routeBackends('UDPRoute', []),
  // No namespace field in v1alpha3 and v1; v1alpha2 spec.targetRef had one (§2.3 item 10).
  field(GW, 'BackendTLSPolicy', 'spec.targetRefs[*]', REQUIRED, { grantable: false }),
  field(GW, 'BackendTLSPolicy', 'spec.validation.caCertificateRefs[*]', REQUIRED, { grantable: false }),
  field(GW, 'BackendTLSPolicy', 'spec.targetRef', REQUIRED, { grantable: false }),
  field(GW, 'BackendTLSPolicy', 'spec.tls.caCertRefs[*]', REQUIRED, { grantable: false }),
  // CrossNamespaceVolumeDataSource: apiGroup absent means core; kind is required.
  field('', 'PersistentVolumeClaim', 'spec.dataSourceRef', ['', ''], { groupKey: 'apiGroup' }),
];

/** The built-in fields and the configured ones (§3, last row). */
export function referenceFields(configured: readonly ReferenceFieldSetting[]): ReferenceField[] {
  return [
    ...BUILT_IN_REFERENCE_FIELDS,
    ...configured.map((c) => field(c.group, c.kind, c.path, [c.defaultGroup, c.defaultKind], { isConfigured: true })),
  ];
}
