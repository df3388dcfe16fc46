import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../src/engine/finding.js';
import { revoked } from '../../../src/rules/refgrant/revoked.js';
import { ruleTester, yaml } from '../../support/rule-tester.js';
import { type FlowGrantParts, flowGrant } from './grant-manifest.js';
import { located, reviewFiles } from './refgrant-harness.js';

// Rule (c) of spec/referencegrant.md §6: base and head permitted sets compared as normalised
// grants; overlapping grants counted (KEP-3766 "revocation ... partially overlapping grants").

const route = yaml`
  apiVersion: gateway.networking.k8s.io/v1
  kind: HTTPRoute
  metadata: {name: web, namespace: apps}
  spec:
    parentRefs: [{name: gw, namespace: infra}]
    rules:
    - backendRefs:
      - {name: api, namespace: backends, port: 80}
`;
const AT = { line: 8, column: 7, fieldPath: 'spec.rules[0].backendRefs[0]' } as const;
// v1beta1 unless told otherwise, so that moving to v1 can be tested.
const grant = (parts: FlowGrantParts = {}) => flowGrant({ apiVersion: 'gateway.networking.k8s.io/v1beta1', ...parts });
const BASE = route + grant();
const revokedBy = (change: string): string =>
  `this change revokes the access HTTPRoute.gateway.networking.k8s.io apps/web has to Service backends/api: ReferenceGrant backends/allow ${change}; controllers remove what a revoked grant enabled (a route loses this backend, a listener becomes invalid, new PVC provisioning fails): keep the grant or remove the reference`;

ruleTester(revoked, {
  valid: [
    { name: 'without a base there is nothing to revoke', head: BASE },
    { name: 'an unchanged grant', head: BASE, base: BASE },
    {
      name: 'v1beta1 to v1 is not narrowing',
      head: route + grant({ apiVersion: 'gateway.networking.k8s.io/v1' }),
      base: BASE,
    },
    {
      name: 'the kind form to the equivalent KEP-3766 resource form is not narrowing',
      head:
        route +
        grant({
          apiVersion: 'authorization.k8s.io/v1alpha1',
          from: '{group: gateway.networking.k8s.io, resource: httproutes, namespace: apps}',
          to: '{group: "", resource: services}',
        }),
      base: BASE,
    },
    {
      name: 'the reference goes away with the grant',
      head: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: apps}\n',
      base: BASE,
    },
    {
      name: 'another head grant still covers the reference',
      head: route + grant({ name: 'other', to: '{group: "", kind: Service, name: api}' }),
      base: BASE,
    },
    { name: 'not permitted before either: refgrant/not-permitted reports it', head: route, base: route },
  ],
  invalid: [
    {
      name: 'narrowed to the very name the reference uses: a notice on the grant, as referrers elsewhere may break',
      head: route + grant({ to: '{group: "", kind: Service, name: api}' }),
      base: BASE,
      findings: [
        {
          line: 13,
          column: 1,
          fieldPath: 'spec',
          severity: 'notice',
          messageId: 'narrowed',
          message:
            'this change narrows ReferenceGrant backends/allow (to Service no longer covered); no reference in the repository is affected, but referrers outside it cannot be checked',
        },
      ],
    },
    {
      name: 'the grant was deleted',
      head: route,
      base: BASE,
      findings: [
        {
          ...AT,
          severity: 'error',
          data: {
            grants: ['backends/allow'],
            target: { group: '', kind: 'Service', namespace: 'backends', name: 'api' },
          },
          message:
            'this change revokes the access HTTPRoute.gateway.networking.k8s.io apps/web has to Service backends/api: ReferenceGrant backends/allow was deleted; controllers remove what a revoked grant enabled (a route loses this backend, a listener becomes invalid, new PVC provisioning fails): keep the grant or remove the reference',
        },
      ],
    },
    {
      name: 'the grant moved to another namespace',
      head: route + grant({ namespace: 'apps' }),
      base: BASE,
      findings: [{ ...AT, message: revokedBy('moved to namespace apps') }],
    },
    {
      name: 'a from entry changed',
      head: route + grant({ from: '{group: gateway.networking.k8s.io, kind: GRPCRoute, namespace: apps}' }),
      base: BASE,
      findings: [
        {
          ...AT,
          message: revokedBy(
            'no longer has a from entry for HTTPRoute (group "gateway.networking.k8s.io") in namespace apps',
          ),
        },
      ],
    },
    {
      name: 'to.name was added',
      head: route + grant({ to: '{group: "", kind: Service, name: web}' }),
      base: BASE,
      findings: [{ ...AT, message: revokedBy('now only admits the Service name web, not api') }],
    },
    {
      name: 'a to entry was changed to another kind',
      head: route + grant({ to: '{group: "", kind: Secret}' }),
      base: BASE,
      findings: [{ ...AT, message: revokedBy('no longer has a to entry for Service (group "")') }],
    },
    {
      name: 'the grant became invalid',
      head: route + grant({ to: '{group: "", kind: Service, name: ""}' }),
      base: BASE,
      findings: [{ ...AT, message: revokedBy('became invalid (see refgrant/invalid-grant), so it grants nothing') }],
    },
  ],
});

describe('refgrant/revoked: overlapping grants across files (KEP-3766 test plan)', () => {
  const files = {
    'apps/route.yaml': route,
    'backends/g1.yaml': grant({ name: 'g1', to: '{group: "", kind: Service, name: api}' }),
    'backends/g2.yaml': grant({ name: 'g2' }),
  };

  it('deleting one of two grants that both cover a reference revokes nothing', () => {
    const { 'backends/g1.yaml': _g1, ...head } = files;
    expect(reviewFiles([revoked], head, { base: files }).map(located)).toEqual([]);
  });

  it('deleting both names both', () => {
    const findings = reviewFiles([revoked], { 'apps/route.yaml': route }, { base: files });
    expect(findings.map(located)).toEqual(['refgrant/revoked apps/route.yaml:8:7 spec.rules[0].backendRefs[0]']);
    expect(findings[0]?.data?.grants).toEqual(['backends/g1', 'backends/g2']);
    expect(findings[0]?.message).toContain(
      'ReferenceGrant backends/g1 was deleted; ReferenceGrant backends/g2 was deleted;',
    );
  });
});

describe('refgrant/revoked: a grant its kustomization moves', () => {
  it('says where the kustomization moved it, as for a grant moved by its metadata.namespace', () => {
    const files = {
      'apps/route.yaml': route,
      'backends/grant.yaml': grant(),
      'backends/kustomization.yaml': 'namespace: backends\nresources: [grant.yaml]\n',
    };
    const head = { ...files, 'backends/kustomization.yaml': 'namespace: backends2\nresources: [grant.yaml]\n' };
    const findings = reviewFiles([revoked], head, { base: files });
    expect(findings.map(located)).toEqual(['refgrant/revoked apps/route.yaml:8:7 spec.rules[0].backendRefs[0]']);
    expect(findings[0]?.message).toContain('ReferenceGrant backends/allow moved to namespace backends2;');
  });
});

describe('refgrant/revoked: one grant name in several files (Gateway API conformance tests)', () => {
  // Each file holds backends/allow, from HTTPRoutes of its own namespace; a route in each of
  // the three namespaces uses its file's grant.
  const routeIn = (ns: string) => route.replace('namespace: apps', `namespace: ${ns}`);
  const grantFor = (ns: string) =>
    grant({ from: `{group: gateway.networking.k8s.io, kind: HTTPRoute, namespace: ${ns}}` });
  const files = {
    'grant-a.yaml': grantFor('ns-a'),
    'grant-b.yaml': grantFor('ns-b'),
    'grant-c.yaml': grantFor('ns-c'),
    'routes.yaml': `${routeIn('ns-a')}---\n${routeIn('ns-b')}---\n${routeIn('ns-c')}`,
  };
  const ROUTE_B = 'refgrant/revoked routes.yaml:17:7 spec.rules[0].backendRefs[0]';
  const grantsOnly = {
    'grant-a.yaml': files['grant-a.yaml'],
    'grant-b.yaml': files['grant-b.yaml'],
    'grant-c.yaml': files['grant-c.yaml'],
  };

  it('untouched grants revoke and narrow nothing, with or without references', () => {
    expect(
      reviewFiles(
        [revoked],
        { ...grantsOnly, 'other.yaml': 'unrelated: 2\n' },
        { base: { ...grantsOnly, 'other.yaml': 'unrelated: 1\n' } },
      ),
    ).toEqual([]);
    expect(reviewFiles([revoked], files, { base: files })).toEqual([]);
  });

  it('a grant moved to another file unchanged is no change, even beside copies of its name', () => {
    const { 'grant-b.yaml': b, ...rest } = files;
    expect(reviewFiles([revoked], { ...rest, 'moved/grant-b.yaml': b }, { base: files })).toEqual([]);
    const { 'grant-b.yaml': alone } = grantsOnly;
    expect(reviewFiles([revoked], { 'elsewhere.yaml': alone }, { base: { 'grant-b.yaml': alone } })).toEqual([]);
  });

  it('narrowing one copy is told about that copy, at its own file', () => {
    const head = { ...grantsOnly, 'grant-b.yaml': grantFor('ns-x') };
    const findings = reviewFiles([revoked], head, { base: grantsOnly });
    expect(findings.map(located)).toEqual(['refgrant/revoked grant-b.yaml:5:1 spec']);
    expect(findings[0]?.message).toBe(
      'this change narrows ReferenceGrant backends/allow (from HTTPRoute.gateway.networking.k8s.io in ns-b removed); no reference in the repository is affected, but referrers outside it cannot be checked',
    );
  });

  it('a copy that loses the namespace a route uses revokes that route alone, naming the change', () => {
    const findings = reviewFiles([revoked], { ...files, 'grant-b.yaml': grantFor('ns-x') }, { base: files });
    expect(findings.map(located)).toEqual([ROUTE_B]);
    expect(findings[0]?.message).toContain(
      'ReferenceGrant backends/allow no longer has a from entry for HTTPRoute (group "gateway.networking.k8s.io") in namespace ns-b;',
    );
  });

  it('a deleted copy was deleted, though copies of its name remain', () => {
    const { 'grant-b.yaml': _b, ...head } = files;
    const findings = reviewFiles([revoked], head, { base: files });
    expect(findings.map(located)).toEqual([ROUTE_B]);
    expect(findings[0]?.message).toContain('ReferenceGrant backends/allow was deleted;');
  });
});

// Issue 15: permitted means what refgrant/not-permitted means where a namespace is not stated
// (permitting-grants.ts), and a loss is as sure as the refusal it leaves.
describe('refgrant/revoked: manifests without a stated namespace', () => {
  const bareRoute = route.replace('metadata: {name: web, namespace: apps}', 'metadata: {name: web}');
  const fromNs = (ns: string) =>
    grant({ from: `{group: gateway.networking.k8s.io, kind: HTTPRoute, namespace: ${ns}}` });
  const seen = (findings: readonly Finding[]) => findings.map((f) => `${located(f)} ${f.severity}`);

  it('a grant that still permits the reference wherever the route is applied revokes nothing provable: a notice on the grant only', () => {
    const findings = reviewFiles(
      [revoked],
      { 'r.yaml': bareRoute + fromNs('apps') },
      { base: { 'r.yaml': bareRoute + fromNs('default') } },
    );
    expect(seen(findings)).toEqual(['refgrant/revoked r.yaml:13:1 spec notice']);
  });

  it('deleting the only grant for the kind: a warning, since applied in backends the route needs none', () => {
    const findings = reviewFiles(
      [revoked],
      { 'r.yaml': bareRoute },
      { base: { 'r.yaml': bareRoute + fromNs('apps') } },
    );
    expect(seen(findings)).toEqual(['refgrant/revoked r.yaml:8:7 spec.rules[0].backendRefs[0] warning']);
    expect(findings[0]?.message).toBe(
      'this change revokes the access HTTPRoute.gateway.networking.k8s.io web has to Service backends/api: ReferenceGrant backends/allow was deleted; controllers remove what a revoked grant enabled (a route loses this backend, a listener becomes invalid, new PVC provisioning fails): keep the grant or remove the reference',
    );
    expect(findings[0]?.data?.referrer).toEqual({ kind: 'HTTPRoute', name: 'web' });
  });

  it('a from entry changed to another kind: "in any namespace"', () => {
    const findings = reviewFiles(
      [revoked],
      { 'r.yaml': bareRoute + grant({ from: '{group: gateway.networking.k8s.io, kind: GRPCRoute, namespace: apps}' }) },
      { base: { 'r.yaml': bareRoute + fromNs('apps') } },
    );
    expect(seen(findings)).toEqual(['refgrant/revoked r.yaml:8:7 spec.rules[0].backendRefs[0] warning']);
    expect(findings[0]?.message).toContain(
      'ReferenceGrant backends/allow no longer has a from entry for HTTPRoute (group "gateway.networking.k8s.io") in any namespace;',
    );
  });

  it('a stated route loses a grant whose namespace was not stated: a warning, named without a namespace', () => {
    const bareGrant = grant().replace('namespace: backends}', '}');
    const findings = reviewFiles([revoked], { 'r.yaml': route }, { base: { 'r.yaml': route + bareGrant } });
    expect(seen(findings)).toEqual(['refgrant/revoked r.yaml:8:7 spec.rules[0].backendRefs[0] warning']);
    expect(findings[0]?.data?.grants).toEqual(['allow']);
    expect(findings[0]?.message).toContain('Service backends/api: ReferenceGrant allow was deleted;');
  });
});
