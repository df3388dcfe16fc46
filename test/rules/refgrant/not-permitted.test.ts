import { describe, expect, it } from 'vitest';
import { notPermitted } from '../../../src/rules/refgrant/not-permitted.js';
import { ruleTester, runRule, yaml } from '../../support/rule-tester.js';
import { FROM_ROUTE, TO_SERVICE, flowGrant } from './grant-manifest.js';
import { configWith, located, reviewFiles } from './refgrant-harness.js';

// Rule (b) of spec/referencegrant.md: §2.2 (extraction and defaults), §2.3 (what needs no
// grant), §2.4 (matching), §2.5 (output), §3 (the fields).

const grant = (from: string, to: string, namespace = 'backends') => flowGrant({ from, to, namespace });

const route = (backend: string, parents = '[{name: gw, namespace: infra}]') => yaml`
  apiVersion: gateway.networking.k8s.io/v1
  kind: HTTPRoute
  metadata: {name: web, namespace: apps}
  spec:
    parentRefs: ${parents}
    rules:
    - backendRefs:
      - name: local
        port: 80
      - ${backend}
`;
// The second backendRef is line 10; a flow mapping is located at its brace, column 7.
const BACKEND = { line: 10, column: 7, fieldPath: 'spec.rules[0].backendRefs[1]' } as const;
const CROSS = '{name: api, namespace: backends, port: 80}';

const gateway = (certificateRef: string, kind = 'Gateway', group = 'gateway.networking.k8s.io') => yaml`
  apiVersion: ${group}/v1
  kind: ${kind}
  metadata: {name: gw, namespace: infra}
  spec:
    listeners:
    - name: https
      tls:
        certificateRefs:
        - ${certificateRef}
`;
const CERT = { line: 9, column: 9, fieldPath: 'spec.listeners[0].tls.certificateRefs[0]' } as const;

const pvc = (dataSourceRef: string) => yaml`
  apiVersion: v1
  kind: PersistentVolumeClaim
  metadata: {name: restore, namespace: dev}
  spec:
    dataSource: {apiGroup: snapshot.storage.k8s.io, kind: VolumeSnapshot, name: local-only}
    dataSourceRef: ${dataSourceRef}
`;
const PVC_GRANT = grant('{group: "", kind: PersistentVolumeClaim, namespace: dev}', '{group: snapshot.storage.k8s.io, kind: VolumeSnapshot}', 'prod');

ruleTester(notPermitted, {
  valid: [
    { name: 'a backendRef without namespace stays in the route\'s namespace', file: 'r.yaml', head: route('{name: api, port: 80}') },
    { name: 'an explicit namespace equal to the referrer\'s needs no grant', file: 'r.yaml', head: route('{name: api, namespace: apps, port: 80}') },
    { name: 'a grant in the target namespace permits it', file: 'r.yaml', head: route(CROSS) + grant(FROM_ROUTE, TO_SERVICE) },
    { name: 'a grant with several entries permits through any from × to pair', file: 'r.yaml', head: route(CROSS) + grant(`{group: gateway.networking.k8s.io, kind: GRPCRoute, namespace: x}, ${FROM_ROUTE}`, `{group: "", kind: Secret, name: s}, ${TO_SERVICE}`) },
    { name: 'a grant of the v1beta1 version permits the same', file: 'r.yaml', head: route(CROSS) + grant(FROM_ROUTE, TO_SERVICE).replace('gateway.networking.k8s.io/v1\n', 'gateway.networking.k8s.io/v1beta1\n') },
    { name: 'parentRefs to a Gateway in another namespace are governed by allowedRoutes', file: 'r.yaml', head: route('{name: api, port: 80}', '[{name: gw, namespace: infra}, {group: "", kind: Service, name: s, namespace: other}]') },
    { name: 'a mesh-only route (all parents Services) takes backends across namespaces', file: 'r.yaml', head: route(CROSS, '[{group: "", kind: Service, name: api, namespace: backends}]') },
    {
      name: 'a backendRef to HTTPRoutes of another namespace is route delegation (kgateway), which asks for no grant',
      file: 'r.yaml',
      head: route('{group: gateway.networking.k8s.io, kind: HTTPRoute, name: "*", namespace: team1}'),
    },
    { name: 'delegation to a named route of another kind of route too', file: 'r.yaml', head: route('{group: gateway.networking.k8s.io, kind: GRPCRoute, name: child, namespace: team1}') },
    { name: 'a ListenerSet parentRef to another namespace is governed by allowedListeners', file: 'l.yaml', head: yaml`
      apiVersion: gateway.networking.k8s.io/v1
      kind: ListenerSet
      metadata: {name: ls, namespace: apps}
      spec:
        parentRef: {name: gw, namespace: infra}
    ` },
    { name: 'a Gateway\'s certificateRef granted from Gateway', file: 'g.yaml', head: gateway('{name: cert, namespace: certs}') + grant('{group: gateway.networking.k8s.io, kind: Gateway, namespace: infra}', '{group: "", kind: Secret, name: cert}', 'certs') },
    { name: 'a PVC dataSourceRef granted from PersistentVolumeClaim (apiGroup given)', file: 'p.yaml', head: pvc('{apiGroup: snapshot.storage.k8s.io, kind: VolumeSnapshot, name: snap, namespace: prod}') + PVC_GRANT },
    { name: 'a cluster-scoped GatewayClass parametersRef is never checked', file: 'c.yaml', head: yaml`
      apiVersion: gateway.networking.k8s.io/v1
      kind: GatewayClass
      metadata: {name: class}
      spec:
        controllerName: example.com/gateway
        parametersRef: {group: example.com, kind: Config, name: c, namespace: system}
    ` },
    { name: 'a same-namespace BackendTLSPolicy produces nothing', file: 'b.yaml', head: yaml`
      apiVersion: gateway.networking.k8s.io/v1
      kind: BackendTLSPolicy
      metadata: {name: tls, namespace: apps}
      spec:
        targetRefs: [{group: "", kind: Service, name: api}]
        validation: {caCertificateRefs: [{group: "", kind: ConfigMap, name: ca}], hostname: api.example.com}
    ` },
    { name: 'two objects without namespace are in the same namespace', file: 'r.yaml', head: route('{name: api, namespace: default, port: 80}').replace('namespace: apps}', 'namespace: default}') },
  ],
  invalid: [
    {
      name: 'an ungranted backendRef: at its own path, with the defaulted target and the whole message',
      file: 'r.yaml',
      head: route(CROSS),
      findings: [
        {
          ...BACKEND,
          messageId: 'notPermitted',
          severity: 'error',
          data: { target: { group: '', kind: 'Service', namespace: 'backends', name: 'api' }, referrer: { kind: 'HTTPRoute', namespace: 'apps', name: 'web' } },
          message:
            'HTTPRoute.gateway.networking.k8s.io apps/web refers to Service backends/api in another namespace, and no ReferenceGrant in namespace backends permits it, so controllers refuse it (RefNotPermitted): add a ReferenceGrant in backends from {group: "gateway.networking.k8s.io", kind: HTTPRoute, namespace: apps} to {group: "", kind: Service}',
        },
      ],
    },
    {
      name: 'an implementation backend kind of another group still needs a grant (Envoy Gateway Backend): only routes are delegation',
      file: 'r.yaml',
      head: route('{group: gateway.envoyproxy.io, kind: Backend, name: b, namespace: backends}'),
      findings: [{ ...BACKEND, data: { target: { group: 'gateway.envoyproxy.io', kind: 'Backend', namespace: 'backends', name: 'b' } } }],
    },
    {
      name: 'an explicit group is used as written: "core" is not the core group',
      file: 'r.yaml',
      head: route('{group: core, kind: Service, name: api, namespace: backends, port: 80}') + grant(FROM_ROUTE, TO_SERVICE),
      findings: [{ ...BACKEND, data: { target: { group: 'core', kind: 'Service', namespace: 'backends', name: 'api' } } }],
    },
    {
      name: 'a grant with group core does not match the core group',
      file: 'r.yaml',
      head: route(CROSS) + grant(FROM_ROUTE, '{group: core, kind: Service}'),
      findings: [BACKEND],
    },
    {
      name: 'kinds match case-sensitively',
      file: 'r.yaml',
      head: route(CROSS) + grant('{group: gateway.networking.k8s.io, kind: httproute, namespace: apps}', TO_SERVICE),
      findings: [BACKEND],
    },
    {
      name: 'a grant in the referrer\'s namespace opens nothing',
      file: 'r.yaml',
      head: route(CROSS) + grant(FROM_ROUTE, TO_SERVICE, 'apps'),
      findings: [BACKEND],
    },
    {
      name: 'a grant naming another object does not cover this one',
      file: 'r.yaml',
      head: route(CROSS) + grant(FROM_ROUTE, '{group: "", kind: Service, name: other}'),
      findings: [BACKEND],
    },
    {
      name: 'an invalid grant (to.name "") grants nothing',
      file: 'r.yaml',
      head: route(CROSS) + grant(FROM_ROUTE, '{group: "", kind: Service, name: ""}'),
      findings: [BACKEND],
    },
    {
      name: 'a removed-version (v1alpha2) grant grants nothing',
      file: 'r.yaml',
      head: route(CROSS) + grant(FROM_ROUTE, TO_SERVICE).replace('gateway.networking.k8s.io/v1\n', 'gateway.networking.k8s.io/v1alpha2\n'),
      findings: [BACKEND],
    },
    {
      name: 'a route with a Gateway parent beside a Service parent needs grants',
      file: 'r.yaml',
      head: route(CROSS, '[{group: "", kind: Service, name: api, namespace: backends}, {name: gw, namespace: infra}]'),
      findings: [BACKEND],
    },
    {
      name: 'a Service parent without group: "" is a Gateway parent by default, so the route is not mesh-only',
      file: 'r.yaml',
      head: route(CROSS, '[{kind: Service, name: api, namespace: backends}]'),
      findings: [BACKEND],
    },
    {
      name: 'two references to the same Service are two findings',
      file: 'r.yaml',
      head: route(CROSS).replace('    - name: local\n      port: 80\n', `    - ${CROSS}\n`),
      findings: [
        { line: 8, column: 7, fieldPath: 'spec.rules[0].backendRefs[0]' },
        { line: 9, column: 7, fieldPath: 'spec.rules[0].backendRefs[1]' },
      ],
    },
    {
      name: 'every backend field of HTTPRoute: rule filters and backendRef filters, requestMirror and externalAuth',
      file: 'r.yaml',
      head: yaml`
        apiVersion: gateway.networking.k8s.io/v1
        kind: HTTPRoute
        metadata: {name: web, namespace: apps}
        spec:
          rules:
          - filters:
            - type: RequestMirror
              requestMirror: {backendRef: {name: m, namespace: x, port: 80}}
            - type: ExternalAuth
              externalAuth: {backendRef: {name: auth, namespace: x, port: 80}}
            backendRefs:
            - name: b
              namespace: x
              filters:
              - requestMirror: {backendRef: {name: m2, namespace: x, port: 80}}
              - externalAuth: {backendRef: {name: a2, namespace: x, port: 80}}
      `,
      findings: [
        { line: 8, column: 23, fieldPath: 'spec.rules[0].filters[0].requestMirror.backendRef' },
        { line: 10, column: 22, fieldPath: 'spec.rules[0].filters[1].externalAuth.backendRef' },
        { line: 12, column: 7, fieldPath: 'spec.rules[0].backendRefs[0]' },
        { line: 15, column: 25, fieldPath: 'spec.rules[0].backendRefs[0].filters[0].requestMirror.backendRef' },
        { line: 16, column: 24, fieldPath: 'spec.rules[0].backendRefs[0].filters[1].externalAuth.backendRef' },
      ],
    },
    {
      name: 'GRPCRoute, TLSRoute, TCPRoute and UDPRoute backendRefs, each needing a grant from its own kind',
      file: 'r.yaml',
      head: ['GRPCRoute', 'TLSRoute', 'TCPRoute', 'UDPRoute']
        .map((kind) => `apiVersion: gateway.networking.k8s.io/v1\nkind: ${kind}\nmetadata: {name: r, namespace: apps}\nspec:\n  rules:\n  - backendRefs: [{name: b, namespace: x, port: 80}]\n`)
        .join('---\n') + grant(FROM_ROUTE, TO_SERVICE, 'x'),
      findings: [6, 13, 20, 27].map((line) => ({ line, column: 19, fieldPath: 'spec.rules[0].backendRefs[0]' })),
    },
    {
      name: 'a certificateRef defaults to core Secret',
      file: 'g.yaml',
      head: gateway('{name: cert, namespace: certs}'),
      findings: [{ ...CERT, data: { target: { group: '', kind: 'Secret', namespace: 'certs', name: 'cert' } } }],
    },
    {
      name: 'a grant from HTTPRoute does not cover a Gateway\'s certificateRefs',
      file: 'g.yaml',
      head: gateway('{name: cert, namespace: certs}') + grant('{group: gateway.networking.k8s.io, kind: HTTPRoute, namespace: infra}', '{group: "", kind: Secret}', 'certs'),
      findings: [CERT],
    },
    {
      name: 'a ListenerSet is not covered by its Gateway\'s grant (GEP-1713)',
      file: 'l.yaml',
      head: gateway('{name: cert, namespace: certs}', 'ListenerSet') + grant('{group: gateway.networking.k8s.io, kind: Gateway, namespace: infra}', '{group: "", kind: Secret}', 'certs'),
      findings: [{ ...CERT, message: 'ListenerSet.gateway.networking.k8s.io infra/gw refers to Secret certs/cert in another namespace, and no ReferenceGrant in namespace certs permits it, so controllers refuse it (RefNotPermitted): add a ReferenceGrant in certs from {group: "gateway.networking.k8s.io", kind: ListenerSet, namespace: infra} to {group: "", kind: Secret}' }],
    },
    {
      name: 'a Gateway is not covered by a ListenerSet grant',
      file: 'g.yaml',
      head: gateway('{name: cert, namespace: certs}') + grant('{group: gateway.networking.k8s.io, kind: ListenerSet, namespace: infra}', '{group: "", kind: Secret}', 'certs'),
      findings: [CERT],
    },
    {
      name: 'an XListenerSet needs a grant from its own group and kind',
      file: 'l.yaml',
      head: gateway('{name: cert, namespace: certs}', 'XListenerSet', 'gateway.networking.x-k8s.io'),
      findings: [CERT],
    },
    {
      name: 'Gateway TLS: clientCertificateRef (default Secret) and caCertificateRefs (no defaults)',
      file: 'g.yaml',
      head: yaml`
        apiVersion: gateway.networking.k8s.io/v1
        kind: Gateway
        metadata: {name: gw, namespace: infra}
        spec:
          tls:
            backend:
              clientCertificateRef: {name: client, namespace: certs}
            frontend:
              default:
                validation:
                  caCertificateRefs: [{kind: ConfigMap, group: "", name: ca, namespace: certs}]
              perPort:
              - port: 8443
                tls: {validation: {caCertificateRefs: [{name: ca2, namespace: certs}]}}
      `,
      findings: [
        { line: 7, column: 7, fieldPath: 'spec.tls.backend.clientCertificateRef', data: { target: { group: '', kind: 'Secret', namespace: 'certs', name: 'client' } } },
        { line: 11, column: 31, fieldPath: 'spec.tls.frontend.default.validation.caCertificateRefs[0]', data: { target: { group: '', kind: 'ConfigMap', namespace: 'certs', name: 'ca' } } },
        { line: 14, column: 48, fieldPath: 'spec.tls.frontend.perPort[0].tls.validation.caCertificateRefs[0]', data: { target: { group: '', kind: '', namespace: 'certs', name: 'ca2' } } },
      ],
    },
    {
      name: 'a BackendTLSPolicy target in another namespace cannot be granted, whatever grants exist',
      file: 'b.yaml',
      head: yaml`
        apiVersion: gateway.networking.k8s.io/v1alpha2
        kind: BackendTLSPolicy
        metadata: {name: tls, namespace: apps}
        spec:
          targetRef: {group: "", kind: Service, name: api, namespace: backends}
      ` + grant('{group: gateway.networking.k8s.io, kind: BackendTLSPolicy, namespace: apps}', TO_SERVICE),
      findings: [
        {
          line: 5,
          column: 3,
          fieldPath: 'spec.targetRef',
          messageId: 'ungrantable',
          message:
            'BackendTLSPolicy.gateway.networking.k8s.io apps/tls refers to Service backends/api in another namespace, which no ReferenceGrant can permit: a BackendTLSPolicy, its targets and its CA certificates must all be in one namespace (GEP-1897); move the policy to backends',
        },
      ],
    },
    {
      name: 'a stray namespace on a v1 BackendTLSPolicy targetRef is reported the same way',
      file: 'b.yaml',
      head: yaml`
        apiVersion: gateway.networking.k8s.io/v1
        kind: BackendTLSPolicy
        metadata: {name: tls, namespace: apps}
        spec:
          targetRefs: [{group: "", kind: Service, name: api, namespace: backends}]
      `,
      findings: [{ line: 5, column: 16, fieldPath: 'spec.targetRefs[0]', messageId: 'ungrantable' }],
    },
    {
      name: 'a PVC dataSourceRef without a grant; apiGroup absent means core',
      file: 'p.yaml',
      head: pvc('{kind: PersistentVolumeClaim, name: source, namespace: prod}') + PVC_GRANT,
      findings: [{ line: 6, column: 3, fieldPath: 'spec.dataSourceRef', data: { target: { group: '', kind: 'PersistentVolumeClaim', namespace: 'prod', name: 'source' } } }],
    },
  ],
});

describe('refgrant/not-permitted: equivalence (spec §2.5 item 19, KEP-3766)', () => {
  const namespace = 'apiVersion: v1\nkind: Namespace\nmetadata: {name: backends}\n';
  const service = '---\napiVersion: v1\nkind: Service\nmetadata: {name: api, namespace: backends}\nspec: {ports: [{port: 80}]}\n';
  it.each([
    ['the target namespace does not exist', route(CROSS)],
    ['the namespace exists, the target does not', `${route(CROSS)}---\n${namespace}`],
    ['both exist, and no grant permits the reference', `${route(CROSS)}---\n${namespace}${service}`],
  ])('%s: the same finding, word for word', (_name, head) => {
    const [finding, ...rest] = runRule(notPermitted, { name: 'equivalence', head, file: 'r.yaml' }).map(({ finding: f }) => f);
    expect(rest).toEqual([]);
    expect({ line: finding?.line, column: finding?.column, fieldPath: finding?.fieldPath, message: finding?.message, data: finding?.data, fingerprint: finding?.fingerprint }).toEqual({
      line: 10,
      column: 7,
      fieldPath: 'spec.rules[0].backendRefs[1]',
      message:
        'HTTPRoute.gateway.networking.k8s.io apps/web refers to Service backends/api in another namespace, and no ReferenceGrant in namespace backends permits it, so controllers refuse it (RefNotPermitted): add a ReferenceGrant in backends from {group: "gateway.networking.k8s.io", kind: HTTPRoute, namespace: apps} to {group: "", kind: Service}',
      data: expect.objectContaining({ target: { group: '', kind: 'Service', namespace: 'backends', name: 'api' } }) as unknown,
      fingerprint: runRule(notPermitted, { name: 'x', head: route(CROSS), file: 'r.yaml' })[0]?.finding.fingerprint,
    });
  });
});

describe('refgrant/not-permitted: namespaces from the deployment context and configuration', () => {
  const bareRoute = route(CROSS).replace('metadata: {name: web, namespace: apps}', 'metadata: {name: web}');
  const rules = [notPermitted];

  it('a kustomization namespace in the same directory is the namespace of objects without one', () => {
    const files = {
      'apps/kustomization.yaml': 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nnamespace: apps\nresources: [route.yaml]\n',
      'apps/route.yaml': bareRoute,
      'backends/grant.yaml': grant(FROM_ROUTE, TO_SERVICE),
    };
    expect(reviewFiles(rules, files).map(located)).toEqual([]);
    // The same route in another directory has no stated namespace: the grant permits it only if
    // it is applied in apps, which the repository does not say.
    const elsewhere = reviewFiles(rules, { ...files, 'other/route.yaml': bareRoute.replace('name: web', 'name: web2') });
    expect(elsewhere.map((f) => `${located(f)} ${f.severity}`)).toEqual(['refgrant/not-permitted other/route.yaml:10:7 spec.rules[0].backendRefs[1] warning']);
  });

  it('a kustomization without apiVersion and kind is read too', () => {
    const files = { 'apps/kustomization.yaml': 'namespace: apps\nresources: [route.yaml]\n', 'apps/route.yaml': bareRoute, 'backends/grant.yaml': grant(FROM_ROUTE, TO_SERVICE) };
    expect(reviewFiles(rules, files).map(located)).toEqual([]);
  });

  it('without a kustomization, the configured default namespace, else `default`', () => {
    const files = { 'route.yaml': bareRoute, 'grant.yaml': grant(FROM_ROUTE, TO_SERVICE) };
    expect(reviewFiles(rules, files, { config: configWith({ defaultNamespace: 'apps' }) }).map(located)).toEqual([]);
    const refused = reviewFiles(rules, files, { config: configWith({ defaultNamespace: 'web' }) });
    expect(refused.map((f) => `${located(f)} ${f.severity}`)).toEqual(['refgrant/not-permitted route.yaml:10:7 spec.rules[0].backendRefs[1] error']);
    expect(refused[0]?.message).toContain('HTTPRoute.gateway.networking.k8s.io web/web refers to');
    // Without either, `default` is a guess (grants-if-applied-elsewhere.ts): the grant from apps
    // permits the route wherever it is applied in apps, so the finding says so, as a warning.
    const guessed = reviewFiles(rules, files);
    expect(guessed.map((f) => `${located(f)} ${f.severity}`)).toEqual(['refgrant/not-permitted route.yaml:10:7 spec.rules[0].backendRefs[1] warning']);
    expect(guessed[0]?.message).toBe(
      'HTTPRoute.gateway.networking.k8s.io default/web refers to Service backends/api in another namespace; ReferenceGrant allow permits it only if HTTPRoute.gateway.networking.k8s.io default/web is applied in another namespace than default, and the repository does not say where: set metadata.namespace (or refgrant.defaultNamespace, or a kustomization namespace) so this can be checked',
    );
  });

  it('manifests without a namespace, applied with kubectl apply -n: a grant that would match there makes a warning, none an error', () => {
    // kgateway's TCPRoute e2e data: neither the route nor the grant names a namespace.
    const bareGrant = grant('{group: gateway.networking.k8s.io, kind: HTTPRoute, namespace: client-ns}', TO_SERVICE).replace(', namespace: backends}', '}');
    const both = reviewFiles(rules, { 'route.yaml': bareRoute, 'grant.yaml': bareGrant });
    expect(both.map((f) => `${located(f)} ${f.severity}`)).toEqual(['refgrant/not-permitted route.yaml:10:7 spec.rules[0].backendRefs[1] warning']);
    expect(both[0]?.message).toContain('only if HTTPRoute.gateway.networking.k8s.io default/web and ReferenceGrant allow are applied in another namespace than default');
    // The route states its namespace; the grant does not, and from apps it would match in backends.
    const grantOnly = reviewFiles(rules, { 'route.yaml': route(CROSS), 'grant.yaml': grant(FROM_ROUTE, TO_SERVICE).replace(', namespace: backends}', '}') });
    expect(grantOnly.map((f) => `${located(f)} ${f.severity}`)).toEqual(['refgrant/not-permitted route.yaml:10:7 spec.rules[0].backendRefs[1] warning']);
    // No grant of that kind anywhere: refused wherever the manifests go.
    const none = reviewFiles(rules, { 'route.yaml': bareRoute, 'grant.yaml': grant('{group: gateway.networking.k8s.io, kind: TCPRoute, namespace: client-ns}', TO_SERVICE).replace(', namespace: backends}', '}') });
    expect(none.map((f) => `${located(f)} ${f.severity}`)).toEqual(['refgrant/not-permitted route.yaml:10:7 spec.rules[0].backendRefs[1] error']);
    // Both state their namespaces: no guess, so the strict answer stands.
    expect(reviewFiles(rules, { 'r.yaml': route(CROSS) + grant('{group: gateway.networking.k8s.io, kind: HTTPRoute, namespace: other}', TO_SERVICE) }).map((f) => f.severity)).toEqual(['error']);
  });

  it('the mesh-route exemption can be turned off', () => {
    const mesh = route(CROSS, '[{group: "", kind: Service, name: api, namespace: backends}]');
    expect(reviewFiles(rules, { 'r.yaml': mesh }, { config: configWith({ meshRouteExemption: false }) }).map(located)).toEqual(['refgrant/not-permitted r.yaml:10:7 spec.rules[0].backendRefs[1]']);
  });

  it('extra reference fields from the configuration, with their default group and kind', () => {
    const widget = yaml`
      apiVersion: example.com/v1
      kind: Widget
      metadata: {name: w, namespace: apps}
      spec:
        targets:
        - {name: a, namespace: backends}
        - {name: b, namespace: backends, group: example.com, kind: Thing}
    `;
    const config = configWith({ referenceFields: [{ group: 'example.com', kind: 'Widget', path: 'spec.targets[*]', steps: [{ field: 'spec' }, { field: 'targets' }, { each: true }], defaultGroup: '', defaultKind: 'Service' }] });
    const granted = grant('{group: example.com, kind: Widget, namespace: apps}', TO_SERVICE);
    const findings = reviewFiles(rules, { 'w.yaml': widget + granted }, { config });
    expect(findings.map(located)).toEqual(['refgrant/not-permitted w.yaml:7:5 spec.targets[1]']);
    expect(findings[0]?.data?.target).toEqual({ group: 'example.com', kind: 'Thing', namespace: 'backends', name: 'b' });
  });

  it('a configured field of a kind the repository declares cluster-scoped is never checked', () => {
    const crd = yaml`
      apiVersion: apiextensions.k8s.io/v1
      kind: CustomResourceDefinition
      metadata: {name: policies.example.com}
      spec: {group: example.com, scope: Cluster, names: {kind: Policy, plural: policies}}
    `;
    const policy = 'apiVersion: example.com/v1\nkind: Policy\nmetadata: {name: p}\nspec: {target: {name: s, namespace: backends}}\n';
    const config = configWith({ referenceFields: [{ group: 'example.com', kind: 'Policy', path: 'spec.target', steps: [{ field: 'spec' }, { field: 'target' }], defaultGroup: '', defaultKind: 'Service' }] });
    expect(reviewFiles(rules, { 'p.yaml': policy }, { config }).map(located)).toEqual(['refgrant/not-permitted p.yaml:4:8 spec.target']);
    expect(reviewFiles(rules, { 'p.yaml': policy, 'crd.yaml': crd }, { config }).map(located)).toEqual([]);
  });
});
