import { invalidGrant } from '../../../src/rules/refgrant/invalid-grant.js';
import { ruleTester, yaml } from '../../support/rule-tester.js';
import { grantCrd } from './grant-manifest.js';

// Rule (a) of spec/referencegrant.md §4.1 (the CRD's limits and patterns, from
// gateway.networking.k8s.io_referencegrants.yaml) and §4.2 (the KEP-3766 form).

const grant = (spec: string, apiVersion = 'gateway.networking.k8s.io/v1', name = 'allow') => yaml`
  apiVersion: ${apiVersion}
  kind: ReferenceGrant
  metadata: {name: ${name}, namespace: backends}
  spec:
    ${spec}
`;
const FROM = 'from: [{group: gateway.networking.k8s.io, kind: HTTPRoute, namespace: apps}]';
const TO = 'to: [{group: "", kind: Service}]';
const valid = (from = FROM, to = TO) => grant(`${from}\n  ${to}`);
const entries = (n: number, entry: string) => `[${Array.from({ length: n }, () => entry).join(', ')}]`;
const referenceGrantCrd = (versions: readonly (readonly [string, boolean])[]) => grantCrd(versions);
const referencePolicyCrd = grantCrd([['v1alpha2', true]], 'ReferencePolicy');
/** A ReferencePolicy, as Gateway API v0.4 and v0.5 named the grant. */
const policy = valid().replace('/v1\n', '/v1alpha2\n').replace('kind: ReferenceGrant', 'kind: ReferencePolicy');
const GROUP_PATTERN = '^$|^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$';

ruleTester(invalidGrant, {
  valid: [
    { name: 'v1', head: valid() },
    { name: 'v1beta1, the storage version', head: valid().replace('/v1\n', '/v1beta1\n') },
    { name: 'group "" is allowed (core)', head: valid() },
    {
      name: 'a mixed-case kind is valid (it just never matches httproute)',
      head: valid('from: [{group: gateway.networking.k8s.io, kind: httpRoute, namespace: apps}]'),
    },
    {
      name: 'sixteen entries in each list',
      head: valid(
        `from: ${entries(16, '{group: "", kind: Pod, namespace: a}')}`,
        `to: ${entries(16, '{group: "", kind: Service}')}`,
      ),
    },
    {
      name: 'the KEP-3766 form with resources and omitted groups',
      head: grant(
        'from: [{resource: persistentvolumeclaims, namespace: dev}]\n  to: [{group: snapshot.storage.k8s.io, resource: volumesnapshots, name: s}]',
        'authorization.k8s.io/v1alpha1',
      ),
    },
    { name: 'a ReferenceGrant of another group is not ours', head: grant('whatever: 1', 'example.com/v1') },
    {
      // The repository installs its own Gateway API bundle, of a release that served v1alpha2.
      name: 'v1alpha2 beside a ReferenceGrant CRD of the repository that serves it',
      head: `${valid().replace('/v1\n', '/v1alpha2\n')}---\n${referenceGrantCrd([['v1alpha2', true]])}`,
    },
    {
      // Gateway API v0.4 and v0.5 named the grant ReferencePolicy (gateway-api b5f5cd329's examples).
      name: 'a ReferencePolicy beside a ReferencePolicy CRD of the repository that serves it',
      head: `${policy}---\n${referencePolicyCrd}`,
    },
  ],
  invalid: [
    {
      name: 'v1alpha2 is no longer served',
      head: valid().replace('/v1\n', '/v1alpha2\n'),
      findings: [
        {
          line: 1,
          column: 13,
          messageId: 'removedVersion',
          fieldPath: 'apiVersion',
          apiserver: {
            path: '',
            type: 'NotFound',
            detail: 'no matches for kind "ReferenceGrant" in version "gateway.networking.k8s.io/v1alpha2"',
          },
          message:
            'gateway.networking.k8s.io/v1alpha2 ReferenceGrants are not served since Gateway API v1.1 and the version was removed in v1.2, so the apiserver answers 404 NotFound and backends/allow grants nothing: use gateway.networking.k8s.io/v1 (or v1beta1); the fields are the same',
        },
      ],
    },
    {
      name: 'a ReferencePolicy without a CRD of the repository that serves it: removed in Gateway API v0.6',
      head: policy,
      findings: [
        {
          line: 2,
          column: 7,
          messageId: 'removedKind',
          fieldPath: 'kind',
          apiserver: {
            path: '',
            type: 'NotFound',
            detail: 'no matches for kind "ReferencePolicy" in version "gateway.networking.k8s.io/v1alpha2"',
          },
          message:
            'ReferencePolicy, the name of ReferenceGrant until Gateway API v0.5, was removed in v0.6 and no CRD of the repository serves it, so the apiserver answers 404 NotFound and backends/allow grants nothing: make it a gateway.networking.k8s.io/v1 ReferenceGrant; the fields are the same',
        },
      ],
    },
    {
      name: "a ReferencePolicy of another version than the repository's ReferencePolicy CRD serves",
      head: `${policy.replace('/v1alpha2\n', '/v1\n')}---\n${referencePolicyCrd}`,
      findings: [
        {
          line: 1,
          column: 13,
          messageId: 'unknownVersion',
          message:
            "gateway.networking.k8s.io/v1 is not a served version of ReferencePolicy, so the apiserver answers 404 NotFound and backends/allow grants nothing: use the version the repository's ReferencePolicy CRD serves, or a gateway.networking.k8s.io/v1 ReferenceGrant",
        },
      ],
    },
    {
      name: "a v1alpha2 ReferenceGrant beside the repository's ReferencePolicy CRD only: not served",
      head: `${valid().replace('/v1\n', '/v1alpha2\n')}---\n${referencePolicyCrd}`,
      findings: [{ line: 1, column: 13, messageId: 'removedVersion', fieldPath: 'apiVersion' }],
    },
    {
      name: "v1alpha2 where the repository's ReferenceGrant CRD no longer serves it",
      head: `${valid().replace('/v1\n', '/v1alpha2\n')}---\n${referenceGrantCrd([
        ['v1alpha2', false],
        ['v1beta1', true],
      ])}`,
      findings: [{ line: 1, column: 13, messageId: 'removedVersion', fieldPath: 'apiVersion' }],
    },
    {
      name: 'a version that never existed',
      head: valid().replace('/v1\n', '/v2\n'),
      findings: [
        {
          line: 1,
          column: 13,
          messageId: 'unknownVersion',
          message:
            'gateway.networking.k8s.io/v2 is not a served version of ReferenceGrant, so the apiserver answers 404 NotFound and backends/allow grants nothing: use gateway.networking.k8s.io/v1 (or v1beta1)',
        },
      ],
    },
    {
      name: 'spec is required',
      head: 'apiVersion: gateway.networking.k8s.io/v1\nkind: ReferenceGrant\nmetadata: {name: allow, namespace: backends}\n',
      findings: [
        {
          line: 1,
          column: 1,
          fieldPath: 'spec',
          apiserver: { path: 'spec', type: 'Required value', detail: '' },
          message: 'the apiserver rejects ReferenceGrant backends/allow (spec: Required value), so it grants nothing',
        },
      ],
    },
    {
      name: 'from is required (upstream invalid example)',
      head: grant(TO),
      findings: [
        {
          line: 4,
          column: 1,
          fieldPath: 'spec.from',
          apiserver: { path: 'spec.from', type: 'Required value', detail: '' },
        },
      ],
    },
    {
      name: 'a from entry without namespace (upstream invalid example)',
      head: valid('from: [{group: gateway.networking.k8s.io, kind: HTTPRoute}]'),
      findings: [
        {
          line: 5,
          column: 10,
          fieldPath: 'spec.from[0].namespace',
          apiserver: { path: 'spec.from[0].namespace', type: 'Required value', detail: '' },
        },
      ],
    },
    {
      name: 'the group key is required even though "" is allowed',
      head: valid(FROM, 'to: [{kind: Service}]'),
      findings: [
        {
          line: 6,
          column: 8,
          fieldPath: 'spec.to[0].group',
          apiserver: { path: 'spec.to[0].group', type: 'Required value', detail: '' },
        },
      ],
    },
    {
      name: 'an empty list',
      head: valid(FROM, 'to: []'),
      findings: [
        {
          line: 6,
          column: 3,
          fieldPath: 'spec.to',
          apiserver: {
            path: 'spec.to',
            type: 'Invalid value',
            detail: '0: spec.to in body should have at least 1 items',
          },
        },
      ],
    },
    {
      name: 'seventeen entries',
      head: valid(`from: ${entries(17, '{group: "", kind: Pod, namespace: a}')}`),
      findings: [
        {
          line: 5,
          column: 3,
          fieldPath: 'spec.from',
          apiserver: { path: 'spec.from', type: 'Too many', detail: '17: must have at most 16 items' },
        },
      ],
    },
    {
      name: 'to.name "" is rejected (minLength 1): implementations disagree on what it would mean',
      head: valid(FROM, 'to: [{group: "", kind: Service, name: ""}]'),
      findings: [
        {
          line: 6,
          column: 41,
          fieldPath: 'spec.to[0].name',
          apiserver: {
            path: 'spec.to[0].name',
            type: 'Invalid value',
            detail: '"": spec.to[0].name in body should be at least 1 chars long',
          },
        },
      ],
    },
    {
      name: 'a group with a version (KEP-3294 README) fails the pattern',
      head: valid(FROM, 'to: [{group: snapshot.storage.k8s.io/v1, kind: VolumeSnapshot}]'),
      findings: [
        {
          line: 6,
          column: 16,
          fieldPath: 'spec.to[0].group',
          apiserver: {
            path: 'spec.to[0].group',
            type: 'Invalid value',
            detail: `"snapshot.storage.k8s.io/v1": spec.to[0].group in body should match '${GROUP_PATTERN}'`,
          },
        },
      ],
    },
    {
      name: 'an upper-case group fails the pattern',
      head: valid('from: [{group: Gateway.Networking.k8s.io, kind: HTTPRoute, namespace: apps}]'),
      findings: [{ line: 5, column: 18, fieldPath: 'spec.from[0].group' }],
    },
    {
      // kube-openapi's stringValidator stops at the first check that fails: maxLength, minLength, pattern.
      name: 'an empty kind fails minLength, and its pattern is not checked after it',
      head: valid(FROM, 'to: [{group: "", kind: ""}]'),
      findings: [
        {
          line: 6,
          column: 26,
          fieldPath: 'spec.to[0].kind',
          apiserver: {
            path: 'spec.to[0].kind',
            type: 'Invalid value',
            detail: '"": spec.to[0].kind in body should be at least 1 chars long',
          },
        },
      ],
    },
    {
      name: 'a wildcard namespace is not a DNS label',
      head: valid('from: [{group: gateway.networking.k8s.io, kind: HTTPRoute, namespace: "*"}]'),
      findings: [
        {
          line: 5,
          column: 73,
          fieldPath: 'spec.from[0].namespace',
          apiserver: {
            path: 'spec.from[0].namespace',
            type: 'Invalid value',
            detail: `"*": spec.from[0].namespace in body should match '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'`,
          },
        },
      ],
    },
    {
      name: 'a kind longer than 63 characters',
      head: valid(FROM, `to: [{group: "", kind: ${'K'.repeat(64)}}]`),
      findings: [
        {
          line: 6,
          column: 26,
          fieldPath: 'spec.to[0].kind',
          apiserver: { path: 'spec.to[0].kind', type: 'Too long', detail: 'may not be more than 63 bytes' },
        },
      ],
    },
    {
      name: 'a value of the wrong type',
      head: valid(FROM, 'to: [{group: "", kind: 7}]'),
      findings: [
        {
          line: 6,
          column: 26,
          fieldPath: 'spec.to[0].kind',
          apiserver: {
            path: 'spec.to[0].kind',
            type: 'Invalid value',
            detail: '"integer": spec.to[0].kind in body must be of type string: "integer"',
          },
        },
      ],
    },
    {
      name: 'metadata.name must be a DNS subdomain',
      head: valid().replace('name: allow,', 'name: Allow_All,'),
      findings: [{ line: 3, column: 18, fieldPath: 'metadata.name', messageId: 'schema' }],
    },
    {
      name: 'to.namespace is not a field: the grant only opens its own namespace',
      head: valid(FROM, 'to: [{group: "", kind: Service, namespace: other}]'),
      findings: [
        {
          line: 6,
          column: 46,
          fieldPath: 'spec.to[0].namespace',
          messageId: 'unknownField',
          apiserver: null,
          message:
            "spec.to[0].namespace is not a field of ReferenceGrant: kubectl's strict field validation rejects backends/allow, and other clients have the field dropped; a grant only opens its own namespace (backends), so create it in the target's namespace instead",
        },
      ],
    },
    {
      name: 'the KEP form: kind instead of resource is an unknown field and a missing resource',
      head: grant(
        'from: [{group: gateway.networking.k8s.io, kind: HTTPRoute, namespace: apps}]\n  to: [{resource: services}]',
        'authorization.k8s.io/v1alpha1',
      ),
      findings: [
        {
          line: 5,
          column: 10,
          fieldPath: 'spec.from[0].resource',
          messageId: 'schema',
          apiserver: { path: 'spec.from[0].resource', type: 'Required value', detail: '' },
        },
        {
          line: 5,
          column: 51,
          fieldPath: 'spec.from[0].kind',
          messageId: 'unknownField',
          message:
            "spec.from[0].kind is not a field of ReferenceGrant: kubectl's strict field validation rejects backends/allow, and other clients have the field dropped; authorization.k8s.io/v1alpha1 grants name the plural resource (resource: httproutes), not the kind",
        },
      ],
    },
    {
      name: 'the KEP form: an upper-case resource looks like a kind and fails the pattern',
      head: grant(
        'from: [{resource: HTTPRoute, group: gateway.networking.k8s.io, namespace: apps}]\n  to: [{resource: services}]',
        'authorization.k8s.io/v1alpha1',
      ),
      findings: [
        {
          line: 5,
          column: 21,
          fieldPath: 'spec.from[0].resource',
          messageId: 'schema',
          message: `the apiserver rejects ReferenceGrant backends/allow (spec.from[0].resource: Invalid value: "HTTPRoute": spec.from[0].resource in body should match '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'), so it grants nothing; "HTTPRoute" looks like a kind: name the lowercase plural resource (httproutes)`,
        },
      ],
    },
    {
      name: 'the Gateway API form: resource instead of kind',
      head: valid(FROM, 'to: [{group: "", resource: services}]'),
      findings: [
        { line: 6, column: 8, fieldPath: 'spec.to[0].kind', messageId: 'schema' },
        { line: 6, column: 30, fieldPath: 'spec.to[0].resource', messageId: 'unknownField' },
      ],
    },
    {
      name: 'a grant whose namespace the repository does not state is named without one (upstream missing-from example)',
      head: 'apiVersion: gateway.networking.k8s.io/v1\nkind: ReferenceGrant\nmetadata: {name: missing-from}\nspec:\n  to: [{group: "", kind: Service, namespace: other}]\n',
      findings: [
        {
          line: 4,
          column: 1,
          fieldPath: 'spec.from',
          messageId: 'schema',
          message:
            'the apiserver rejects ReferenceGrant missing-from (spec.from: Required value), so it grants nothing',
        },
        {
          line: 5,
          column: 46,
          fieldPath: 'spec.to[0].namespace',
          messageId: 'unknownField',
          message:
            "spec.to[0].namespace is not a field of ReferenceGrant: kubectl's strict field validation rejects missing-from, and other clients have the field dropped; a grant only opens its own namespace (the one it is applied in), so create it in the target's namespace instead",
        },
      ],
    },
    {
      name: 'a status block is not part of the API',
      head: `${valid()}status: {}\n`,
      findings: [{ line: 7, column: 1, fieldPath: 'status', messageId: 'unknownField' }],
    },
  ],
});
