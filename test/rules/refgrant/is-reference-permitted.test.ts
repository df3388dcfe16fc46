import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Grant, Reference } from '../../../src/rules/refgrant/grant.js';
import { analyzeWorld } from '../../../src/rules/refgrant/analyze-world.js';
import { GrantIndex, isReferencePermitted } from '../../../src/rules/refgrant/is-reference-permitted.js';
import { yaml } from '../../support/rule-tester.js';
import { worldOf } from './refgrant-harness.js';

// The library's cases: KEP-3766 "Test Plan / Unit tests", one test per bullet, in its order
// (keps/sig-auth/3766-referencegrant/README.md), and spec/referencegrant.md §2.4.

const GW = 'gateway.networking.k8s.io';
const route: Reference['from'] = { group: GW, kind: 'HTTPRoute', namespace: 'baz', name: 'quuxapp' };
const service = (name = 'quuxapp', namespace = 'quux'): Reference['to'] => ({
  group: '',
  kind: 'Service',
  namespace,
  name,
});
const ref = (to: Reference['to'] = service(), from: Reference['from'] = route): Reference => ({ from, to });

/** KEP-3766's "HTTPRoute Referencing Service" grant, in the kind form. */
const grant = (over: Partial<Grant> = {}): Grant => ({
  namespace: 'quux',
  name: 'allow-baz-httproutes',
  from: [{ group: GW, kind: 'HTTPRoute', namespace: 'baz' }],
  to: [{ group: '', kind: 'Service' }],
  ...over,
});

describe('isReferencePermitted: KEP-3766 test plan', () => {
  it('a reference to a namespace that does not exist is not permitted', () => {
    // No object of the namespace is an input: the answer is the same as for the next two.
    expect(isReferencePermitted(ref(service('quuxapp', 'no-such-namespace')), [grant()])).toBe(false);
  });

  it('a reference to a namespace that exists and a resource that does not is decided by the grant alone', () => {
    // Existence is never consulted (§2.5 items 19 and 20): a granted reference to a missing
    // object is permitted, an ungranted one is not, whatever exists.
    expect(isReferencePermitted(ref(service('no-such-service')), [grant()])).toBe(true);
    expect(isReferencePermitted(ref(service('no-such-service')), [])).toBe(false);
  });

  it('a reference to a namespace and resource that exist, without a grant, is not permitted', () => {
    expect(isReferencePermitted(ref(), [])).toBe(false);
  });

  it('multiple entries in both from and to combine as a cross product, not pairwise', () => {
    const g = grant({
      from: [
        { group: GW, kind: 'HTTPRoute', namespace: 'a' },
        { group: GW, kind: 'GRPCRoute', namespace: 'b' },
      ],
      to: [
        { group: '', kind: 'Service' },
        { group: '', kind: 'Secret', name: 'x' },
      ],
    });
    const grpc = { group: GW, kind: 'GRPCRoute', namespace: 'b', name: 'r' };
    const http = { ...route, namespace: 'a' };
    expect(isReferencePermitted(ref(service('any'), grpc), [g])).toBe(true); // from[1] × to[0]
    expect(isReferencePermitted(ref({ group: '', kind: 'Secret', namespace: 'quux', name: 'x' }, http), [g])).toBe(
      true,
    ); // from[0] × to[1]
    expect(isReferencePermitted(ref({ group: '', kind: 'Secret', namespace: 'quux', name: 'y' }, grpc), [g])).toBe(
      false,
    );
  });

  it('a grant that also names kinds that do not exist still permits through its other entries', () => {
    const g = grant({
      to: [
        { group: 'example.com', kind: 'NoSuchKind' },
        { group: '', kind: 'Service' },
      ],
    });
    expect(isReferencePermitted(ref(), [g])).toBe(true);
  });

  it('multiple grants with partially overlapping entries: either one is enough', () => {
    const g1 = grant({
      name: 'g1',
      to: [
        { group: '', kind: 'Service', name: 'quuxapp' },
        { group: '', kind: 'Service', name: 'a' },
      ],
    });
    const g2 = grant({
      name: 'g2',
      to: [
        { group: '', kind: 'Service', name: 'quuxapp' },
        { group: '', kind: 'Service', name: 'b' },
      ],
    });
    const index = new GrantIndex([g1, g2]);
    expect(index.permitting(ref()).map((g) => g.name)).toEqual(['g1', 'g2']);
    expect(index.permitting(ref(service('a'))).map((g) => g.name)).toEqual(['g1']);
    expect(index.permitting(ref(service('b'))).map((g) => g.name)).toEqual(['g2']);
  });

  it('revoking one of two partially overlapping grants keeps what the other covers', () => {
    const g1 = grant({
      name: 'g1',
      to: [
        { group: '', kind: 'Service', name: 'quuxapp' },
        { group: '', kind: 'Service', name: 'a' },
      ],
    });
    const g2 = grant({ name: 'g2', to: [{ group: '', kind: 'Service', name: 'quuxapp' }] });
    // Before: both. After revoking g1: only g2, which still covers quuxapp but not a.
    expect([isReferencePermitted(ref(), [g1, g2]), isReferencePermitted(ref(service('a')), [g1, g2])]).toEqual([
      true,
      true,
    ]);
    expect([isReferencePermitted(ref(), [g2]), isReferencePermitted(ref(service('a')), [g2])]).toEqual([true, false]);
  });

  it('a grant without to.name permits every object of the group and kind', () => {
    expect(['quuxapp', 'other', ''].map((n) => isReferencePermitted(ref(service(n)), [grant()]))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('overlapping grants in one namespace, with and without the name, permit every name', () => {
    const named = grant({ name: 'named', to: [{ group: '', kind: 'Service', name: 'quuxapp' }] });
    const all = grant({ name: 'all' });
    const index = new GrantIndex([named, all]);
    expect(index.permitting(ref()).map((g) => g.name)).toEqual(['named', 'all']);
    expect(index.permitting(ref(service('other'))).map((g) => g.name)).toEqual(['all']);
  });

  it('a reference no grant allows is not permitted', () => {
    expect(
      isReferencePermitted(ref(), [
        grant({ namespace: 'elsewhere' }),
        grant({ from: [{ group: GW, kind: 'GRPCRoute', namespace: 'baz' }] }),
      ]),
    ).toBe(false);
  });

  it.each([
    ['from.namespace', grant({ from: [{ group: GW, kind: 'HTTPRoute', namespace: 'bar' }] })],
    [
      'from.group',
      grant({ from: [{ group: 'gateway.networking.kubernetes.io', kind: 'HTTPRoute', namespace: 'baz' }] }),
    ],
    ['from.kind (the resource of the KEP form)', grant({ from: [{ group: GW, kind: 'httproute', namespace: 'baz' }] })],
    ['to.group (core is only "")', grant({ to: [{ group: 'core', kind: 'Service' }] })],
    ['to.kind (the resource of the KEP form)', grant({ to: [{ group: '', kind: 'service' }] })],
    ['to.name', grant({ to: [{ group: '', kind: 'Service', name: 'quuxapp2' }] })],
    ["grant namespace: the referrer's, not the target's", grant({ namespace: 'baz' })],
  ])('a grant is ineffective with the wrong %s', (_what, g) => {
    expect(isReferencePermitted(ref(), [g])).toBe(false);
    expect(isReferencePermitted(ref(), [g, grant()])).toBe(true); // and the right one still works beside it
  });
});

describe('isReferencePermitted: beyond the test plan', () => {
  it('a same-namespace reference needs no grant, and the index lists none for it', () => {
    const local = ref(service('quuxapp', 'baz'));
    expect(isReferencePermitted(local, [])).toBe(true);
    expect(new GrantIndex([grant({ namespace: 'baz' })]).permitting(local)).toEqual([]);
  });

  it('a Gateway grant does not cover a ListenerSet, nor the reverse (GEP-1713)', () => {
    const secret = { group: '', kind: 'Secret', namespace: 'certs', name: 'c' };
    const gatewayGrant = grant({
      namespace: 'certs',
      from: [{ group: GW, kind: 'Gateway', namespace: 'infra' }],
      to: [{ group: '', kind: 'Secret' }],
    });
    const listenerSetGrant = grant({
      namespace: 'certs',
      from: [{ group: GW, kind: 'ListenerSet', namespace: 'infra' }],
      to: [{ group: '', kind: 'Secret' }],
    });
    const fromListenerSet = ref(secret, { group: GW, kind: 'ListenerSet', namespace: 'infra', name: 'ls' });
    const fromGateway = ref(secret, { group: GW, kind: 'Gateway', namespace: 'infra', name: 'gw' });
    expect(isReferencePermitted(fromListenerSet, [gatewayGrant])).toBe(false);
    expect(isReferencePermitted(fromGateway, [listenerSetGrant])).toBe(false);
  });

  it('a duplicate from entry lists its grant once', () => {
    const g = grant({ from: [route, route].map(({ group, kind, namespace }) => ({ group, kind, namespace })) });
    expect(new GrantIndex([g]).permitting(ref())).toEqual([g]);
  });

  it('agrees with the plain definition (some grant in the target namespace with a matching from and to entry)', () => {
    const name = fc.constantFrom('a', 'b');
    const ns = fc.constantFrom('n1', 'n2', 'n3');
    const group = fc.constantFrom('', 'core', GW);
    const kind = fc.constantFrom('Service', 'HTTPRoute', 'Secret');
    const key = fc.record({ group, kind, namespace: ns, name });
    const grantArb = fc.record({
      namespace: ns,
      name,
      from: fc.array(fc.record({ group, kind, namespace: ns }), { minLength: 1, maxLength: 3 }),
      to: fc.array(
        fc
          .record({ group, kind, name: fc.option(name, { nil: undefined }) })
          .map(({ name: n, ...gk }) => (n === undefined ? gk : { ...gk, name: n })),
        { minLength: 1, maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(key, key, fc.array(grantArb, { maxLength: 5 }), (from, to, grants) => {
        const expected =
          from.namespace === to.namespace ||
          grants.some(
            (g) =>
              g.namespace === to.namespace &&
              g.from.some((f) => f.group === from.group && f.kind === from.kind && f.namespace === from.namespace) &&
              g.to.some((t) => t.group === to.group && t.kind === to.kind && (!('name' in t) || t.name === to.name)),
          );
        expect(isReferencePermitted({ from, to }, grants)).toBe(expected);
      }),
    );
  });
});

describe('the KEP-3766 resource form, through the grants of a world', () => {
  const kepGrant = (from: string, to: string) => yaml`
    apiVersion: authorization.k8s.io/v1alpha1
    kind: ReferenceGrant
    metadata: {name: allow-baz-httproutes, namespace: quux}
    spec:
      from:
      - ${from}
      to:
      - ${to}
  `;
  const permitted = (text: string, reference: Reference = ref()): boolean =>
    isReferencePermitted(reference, analyzeWorld(worldOf({ 'grant.yaml': text })).grants.index);

  it('resources map to the kinds references carry', () => {
    expect(
      permitted(
        kepGrant(
          '{group: gateway.networking.k8s.io, resource: httproutes, namespace: baz}',
          '{group: "", resource: services}',
        ),
      ),
    ).toBe(true);
  });

  it("an omitted group is core (the KEP's PVC example)", () => {
    const pvc = { group: '', kind: 'PersistentVolumeClaim', namespace: 'dev', name: 'example-pvc' };
    const snapshot = {
      group: 'snapshot.storage.k8s.io',
      kind: 'VolumeSnapshot',
      namespace: 'quux',
      name: 'new-snapshot-demo',
    };
    expect(
      permitted(
        kepGrant(
          '{resource: persistentvolumeclaims, namespace: dev}',
          '{group: snapshot.storage.k8s.io, resource: volumesnapshots, name: new-snapshot-demo}',
        ),
        ref(snapshot, pvc),
      ),
    ).toBe(true);
  });

  it.each([
    [
      'from.resource (singular)',
      '{group: gateway.networking.k8s.io, resource: httproute, namespace: baz}',
      '{group: "", resource: services}',
    ],
    ['from.group (omitted means core)', '{resource: httproutes, namespace: baz}', '{group: "", resource: services}'],
    [
      'to.resource',
      '{group: gateway.networking.k8s.io, resource: httproutes, namespace: baz}',
      '{group: "", resource: secrets}',
    ],
  ])('the wrong %s matches nothing', (_what, from, to) => {
    expect(permitted(kepGrant(from, to))).toBe(false);
  });

  it('a kind-form grant and the same grant in resource form are the same normalised grant', () => {
    const kind = yaml`
      apiVersion: gateway.networking.k8s.io/v1beta1
      kind: ReferenceGrant
      metadata: {name: allow-baz-httproutes, namespace: quux}
      spec:
        from: [{group: gateway.networking.k8s.io, kind: HTTPRoute, namespace: baz}]
        to: [{group: "", kind: Service}]
    `;
    const strip = (text: string) =>
      analyzeWorld(worldOf({ 'g.yaml': text })).grants.index.grants.map(({ namespace, name, from, to }) => ({
        namespace,
        name,
        from,
        to,
      }));
    expect(
      strip(
        kepGrant(
          '{group: gateway.networking.k8s.io, resource: httproutes, namespace: baz}',
          '{group: "", resource: services}',
        ),
      ),
    ).toEqual(strip(kind));
  });
});
