import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import { lint } from '../../../src/rules/refgrant/lint.js';
import { ruleTester, yaml } from '../../support/rule-tester.js';
import { blockGrant } from './grant-manifest.js';
import { reviewFiles } from './refgrant-harness.js';

// spec/referencegrant.md §4.3: valid grants written in a way that is probably not what was meant.

const grant = blockGrant;
const FROM = '{group: gateway.networking.k8s.io, kind: HTTPRoute, namespace: apps}';
const TO = '{group: "", kind: Service, name: api}';

ruleTester(lint, {
  valid: [
    { name: 'a Core pair with a name', head: grant(FROM, TO) },
    {
      name: 'Gateway to a named Secret',
      head: grant(
        '{group: gateway.networking.k8s.io, kind: Gateway, namespace: infra}',
        '{group: "", kind: Secret, name: cert}',
      ),
    },
    // core-pairs.ts: Gateway API's Core support beyond the ReferenceGrant doc comments, and the CSI provisioner's pairs.
    {
      name: 'ListenerSet to a named Secret (GEP-1713, conformance)',
      head: grant(
        '{group: gateway.networking.k8s.io, kind: ListenerSet, namespace: infra}',
        '{group: "", kind: Secret, name: cert}',
      ),
    },
    {
      name: 'Gateway to a named ConfigMap (frontend CA certificates)',
      head: grant(
        '{group: gateway.networking.k8s.io, kind: Gateway, namespace: infra}',
        '{group: "", kind: ConfigMap, name: ca}',
      ),
    },
    {
      name: 'PersistentVolumeClaim to a named VolumeSnapshot (KEP-3294)',
      head: grant(
        '{group: "", kind: PersistentVolumeClaim, namespace: dev}',
        '{group: snapshot.storage.k8s.io, kind: VolumeSnapshot, name: s}',
      ),
    },
    {
      name: "an invalid grant is refgrant/invalid-grant's, not linted",
      head: grant('{group: core, kind: HTTPRoute}', TO),
    },
    {
      name: 'from namespace default on a grant without a stated namespace: it goes where it is applied (kubectl apply -n), not to default',
      head: grant(
        '{group: gateway.networking.k8s.io, kind: Gateway, namespace: default}',
        '{group: "", kind: Secret, name: cert}',
      ).replace('metadata: {name: allow, namespace: backends}', 'metadata: {name: allow}'),
    },
  ],
  invalid: [
    {
      name: 'group core is not the core group',
      head: grant(FROM, '{group: core, kind: Service, name: api}'),
      findings: [
        {
          line: 8,
          column: 13,
          fieldPath: 'spec.to[0].group',
          severity: 'warning',
          messageId: 'coreAlias',
          message:
            'group core is not the core group: only "" means core, and Envoy Gateway, Contour, Istio and the CSI provisioner compare groups verbatim, so this entry matches nothing there; write group: ""',
        },
      ],
    },
    {
      name: "the KEP example's gateway.networking.kubernetes.io typo",
      head: grant('{group: gateway.networking.kubernetes.io, kind: HTTPRoute, namespace: apps}', TO),
      findings: [{ line: 6, column: 13, fieldPath: 'spec.from[0].group', severity: 'warning', messageId: 'kepTypo' }],
    },
    {
      name: 'a name-less entry of a grant without a stated namespace names no namespace',
      head: grant(FROM, '{group: "", kind: Service}').replace(
        'metadata: {name: allow, namespace: backends}',
        'metadata: {name: allow}',
      ),
      findings: [
        {
          line: 8,
          column: 5,
          fieldPath: 'spec.to[0]',
          severity: 'notice',
          messageId: 'noName',
          message:
            'this entry grants access to every Service in the namespace it is applied in; the Gateway API security guide asks for group, kind and name unless there is a good reason',
        },
      ],
    },
    {
      name: "a from namespace equal to the grant's own does nothing",
      head: grant('{group: gateway.networking.k8s.io, kind: HTTPRoute, namespace: backends}', TO),
      findings: [
        {
          line: 6,
          column: 68,
          fieldPath: 'spec.from[0].namespace',
          severity: 'warning',
          messageId: 'ownNamespace',
          message:
            "from namespace backends is the grant's own namespace, and references within a namespace need no grant: this entry does nothing",
        },
      ],
    },
    {
      name: 'a to entry without a name is a notice',
      head: grant(FROM, '{group: "", kind: Service}'),
      findings: [
        {
          line: 8,
          column: 5,
          fieldPath: 'spec.to[0]',
          severity: 'notice',
          messageId: 'noName',
          message:
            'this entry grants access to every Service in backends; the Gateway API security guide asks for group, kind and name unless there is a good reason',
        },
      ],
    },
    {
      name: 'kinds outside the Core pairs are implementation-specific',
      head: grant(
        '{group: gateway.envoyproxy.io, kind: SecurityPolicy, namespace: apps}',
        '{group: inference.networking.k8s.io, kind: InferencePool, name: pool}',
      ),
      // The `from` makes every pair of the grant one outside: one notice, there (flomesh-io/fsm).
      findings: [
        {
          line: 6,
          column: 5,
          fieldPath: 'spec.from[0]',
          severity: 'notice',
          message:
            'SecurityPolicy.gateway.envoyproxy.io refers in none of the Core pairs (Gateway → Secret, ConfigMap; ListenerSet, XListenerSet → Secret; GRPCRoute, HTTPRoute, TCPRoute, TLSRoute, UDPRoute → Service; PersistentVolumeClaim → PersistentVolumeClaim, VolumeSnapshot): whether a grant from it is honoured depends on the implementation',
        },
      ],
    },
    {
      name: 'a target outside the Core pairs, from Core referrers, is implementation-specific where it stands',
      head: grant(
        '{group: gateway.networking.k8s.io, kind: HTTPRoute, namespace: apps}',
        '{group: inference.networking.k8s.io, kind: InferencePool, name: pool}',
      ),
      findings: [
        {
          line: 8,
          column: 5,
          fieldPath: 'spec.to[0]',
          severity: 'notice',
          message:
            'InferencePool.inference.networking.k8s.io is the target of none of the Core pairs (Gateway → Secret, ConfigMap; ListenerSet, XListenerSet → Secret; GRPCRoute, HTTPRoute, TCPRoute, TLSRoute, UDPRoute → Service; PersistentVolumeClaim → PersistentVolumeClaim, VolumeSnapshot): whether a grant to it from HTTPRoute.gateway.networking.k8s.io is honoured depends on the implementation',
        },
      ],
    },
    {
      name: 'duplicate and overlapping entries are harmless notices',
      head: yaml`
        apiVersion: gateway.networking.k8s.io/v1
        kind: ReferenceGrant
        metadata: {name: allow, namespace: backends}
        spec:
          from:
          - {group: gateway.networking.k8s.io, kind: HTTPRoute, namespace: apps}
          - {group: gateway.networking.k8s.io, kind: HTTPRoute, namespace: apps}
          to:
          - {group: "", kind: Service}
          - {group: "", kind: Service, name: api}
      `,
      findings: [
        {
          line: 7,
          column: 5,
          fieldPath: 'spec.from[1]',
          severity: 'notice',
          messageId: 'duplicate',
          message:
            'this entry repeats spec.from[0], which grants the same thing; entries are OR-ed, so it adds nothing',
        },
        { line: 9, column: 5, fieldPath: 'spec.to[0]', severity: 'notice', messageId: 'noName' },
        {
          line: 10,
          column: 5,
          fieldPath: 'spec.to[1]',
          severity: 'notice',
          messageId: 'overlapping',
          message: 'this entry is covered by spec.to[0], which names no object and so already grants every Service',
        },
      ],
    },
    {
      name: 'the KEP-3766 form is served by no Kubernetes release',
      head: grant(
        '{group: gateway.networking.k8s.io, resource: httproutes, namespace: apps}',
        '{group: "", resource: services, name: api}',
        'authorization.k8s.io/v1alpha1',
      ),
      findings: [{ line: 1, column: 13, fieldPath: 'apiVersion', severity: 'warning', messageId: 'kepForm' }],
    },
  ],
});

// Issue 15: a namespace a kustomization states is the grant's namespace (namespace-defaults.ts).
describe("refgrant/lint: the grant's namespace from a kustomization", () => {
  const bare = (from: string, to: string) =>
    grant(from, to).replace('metadata: {name: allow, namespace: backends}', 'metadata: {name: allow}');
  const kustomization = { 'backends/kustomization.yaml': 'namespace: backends\nresources: [grant.yaml]\n' };

  it("from the grant's own namespace is pointless there too", () => {
    const findings = reviewFiles([lint], {
      ...kustomization,
      'backends/grant.yaml': bare('{group: gateway.networking.k8s.io, kind: HTTPRoute, namespace: backends}', TO),
    });
    expect(findings.map((f) => `${f.severity} ${f.fieldPath ?? ''} ${f.message}`)).toEqual([
      "warning spec.from[0].namespace from namespace backends is the grant's own namespace, and references within a namespace need no grant: this entry does nothing",
    ]);
  });

  it('a name-less entry names it', () => {
    const findings = reviewFiles([lint], {
      ...kustomization,
      'backends/grant.yaml': bare(FROM, '{group: "", kind: Service}'),
    });
    expect(findings.map((f) => f.message)).toEqual([
      'this entry grants access to every Service in backends; the Gateway API security guide asks for group, kind and name unless there is a good reason',
    ]);
  });
});

describe('refgrant/lint: severities', () => {
  const text = grant(FROM, '{group: core, kind: Service}');
  it('each report keeps its own level when the configuration sets none', () => {
    expect(reviewFiles([lint], { 'g.yaml': text }).map((f) => `${f.severity} ${f.fieldPath ?? ''}`)).toEqual([
      'notice spec.to[0]',
      'warning spec.to[0].group',
    ]);
  });

  it('a configured severity applies to every report of the rule', () => {
    const config = { ...DEFAULT_CONFIG, rules: new Map([['refgrant/lint', 'error' as const]]) };
    expect(reviewFiles([lint], { 'g.yaml': text }, { config }).map((f) => f.severity)).toEqual(['error', 'error']);
  });
});
