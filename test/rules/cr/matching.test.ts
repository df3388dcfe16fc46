import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import { crRules } from '../../../src/rules/cr/index.js';
import { located, reviewFiles } from '../../support/review-files.js';
import { pinned, runCr, V1BETA1_WIDGET_CRD, widget, widgetCrd } from './cr-fixtures.js';

// spec/cr-validation.md §3: which documents are custom resources of which CRD (CR-MATCH-001),
// the served version (CR-MATCH-002), several CRDs serving one kind (CR-MATCH-004), create or
// update (CR-MATCH-005) and the schema the old object is read with (CR-MATCH-006).

const crd = widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      properties:
        size: {type: integer}
`);
const BAD = 'spec: {size: big}';
const sizeError =
  'cr/schema 5:14 spec.size | spec.size | Invalid value | "string": spec.size in body must be of type integer: "string"';

describe('CR-MATCH-001: group and kind', () => {
  it('a document of the CRD group and kind is validated', () => {
    expect(runCr({ crd, cr: widget(BAD) }).map(pinned)).toEqual([sizeError]);
  });

  it('a CRD of a group kube-apiserver serves itself serves nothing: the built-in handler answers', () => {
    // kcp keeps CRD copies of RBAC with its own name validation; on Kubernetes a ClusterRole is
    // the built-in kind, whose names may hold colons (system:controller:…).
    const rbac = widgetCrd(
      `
      type: object
      properties:
        rules: {type: array, items: {type: object}}
      `,
      { name: 'clusterroles.rbac.authorization.k8s.io' },
    )
      .replace('group: example.com', 'group: rbac.authorization.k8s.io')
      .replace(
        '{kind: Widget, plural: widgets, singular: widget, listKind: WidgetList}',
        '{kind: ClusterRole, plural: clusterroles}',
      )
      .replace('scope: Namespaced', 'scope: Cluster');
    const role =
      'apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: system:kcp:reader\nrules: none\n';
    expect(runCr({ crd: rbac, cr: role })).toEqual([]);
    // The same CRD in a group of its own validates the same resource.
    const own = rbac.replaceAll('rbac.authorization.k8s.io', 'rbac.example.com');
    expect(
      runCr({ crd: own, cr: role.replace('rbac.authorization.k8s.io/v1', 'rbac.example.com/v1') }).map(pinned),
    ).toEqual([
      "cr/metadata 4:9 metadata.name | metadata.name | Invalid value | \"system:kcp:reader\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
      'cr/schema 5:8 rules | rules | Invalid value | "string": rules in body must be of type array: "string"',
    ]);
  });

  // redhat-marketplace-operator 8fd7cba0: a cluster's CRDs dumped in the tree held OLM's CSV CRD.
  it("operator-sdk's base ClusterServiceVersion is an input of `generate bundle`, not a manifest anyone applies", () => {
    const csvCrd = widgetCrd(
      `
      type: object
      properties:
        spec:
          type: object
          required: [install]
          properties:
            install: {type: object}
      `,
      { name: 'clusterserviceversions.operators.coreos.com' },
    )
      .replace('group: example.com', 'group: operators.coreos.com')
      .replace(
        '{kind: Widget, plural: widgets, singular: widget, listKind: WidgetList}',
        '{kind: ClusterServiceVersion, plural: clusterserviceversions}',
      )
      .replace('- name: v1\n', '- name: v1alpha1\n');
    const csv =
      'apiVersion: operators.coreos.com/v1alpha1\nkind: ClusterServiceVersion\nmetadata:\n  name: op.v0.0.0\nspec: {}\n';
    const judged = (file: string) =>
      reviewFiles(crRules, { 'hack/cluster-crds.yaml': csvCrd, [file]: csv }).map(
        (f) => `${f.file}:${f.line} ${f.message}`,
      );
    expect(judged('config/manifests/bases/op.clusterserviceversion.yaml')).toEqual([]);
    expect(judged('bundle/manifests/op.clusterserviceversion.yaml')).toEqual([
      'bundle/manifests/op.clusterserviceversion.yaml:5 spec.install: Required value',
    ]);
  });

  it("a CRD only the repository's tests hold judges the tests' resources, not the manifests it ships", () => {
    // volsync's envtest copy of OpenShift's SecurityContextConstraints CRD, beside the SCC it ships.
    const files = (cr: string) => ({ 'internal/controller/test/crd.yaml': crd, [cr]: widget(BAD) });
    expect(reviewFiles(crRules, files('cmd/openshift/widget.yaml'))).toEqual([]);
    expect(reviewFiles(crRules, files('test/e2e/widget.yaml')).map(located)).toEqual([
      'cr/schema test/e2e/widget.yaml:5:14 spec.size',
    ]);
    // With the CRD outside the tests too, the shipped manifest is judged as before.
    expect(
      reviewFiles(crRules, { ...files('cmd/openshift/widget.yaml'), 'config/crd/crd.yaml': crd }).map(pinned),
    ).toEqual([sizeError]);
  });

  it('the same kind in another group is not a resource of this CRD', () => {
    expect(runCr({ crd, cr: widget(BAD).replace('example.com/v1', 'other.example.com/v1') })).toEqual([]);
  });

  it('items of a List are resources too, and each is placed in the list', () => {
    const cr = `apiVersion: v1
kind: List
items:
  - apiVersion: example.com/v1
    kind: Widget
    metadata: {name: a}
    spec: {size: big}
`;
    expect(runCr({ crd, cr }).map((f) => `${f.line}:${f.column} ${f.fieldPath}`)).toEqual(['7:18 spec.size']);
  });

  it('a kustomize patch fragment of the CRD is not a CRD to match against', () => {
    const patch =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: widgets.example.com\nspec:\n  conversion: {strategy: None}\n';
    expect(reviewFiles(crRules, { 'patch.yaml': patch, 'cr.yaml': widget(BAD) })).toEqual([]);
  });

  it('a new resource is validated against a CRD in a file the change leaves alone (partial review, lazy world)', () => {
    const limited = crd.replace('{type: integer}', '{type: integer, maximum: 3}');
    expect(
      reviewFiles(
        crRules,
        { 'crd.yaml': limited, 'cr.yaml': widget('spec: {size: 5}') },
        { base: { 'crd.yaml': limited } },
      ).map(located),
    ).toEqual(['cr/schema cr.yaml:5:14 spec.size']);
  });

  // A transition rule that fails on an update that changes nothing (external-snapshotter's CEL
  // test inputs, which must fail: a reference with a name and no namespace, under an immutability
  // rule that reads both): the same re-apply failed under the base CRD too, so a change to the CRD
  // elsewhere (here its storage version) brings no new error; a change that adds the rule does.
  it('an unchanged resource keeps no update error the same update gave under the base CRD', () => {
    const withRule = (rule: string) =>
      widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      properties:
        ref:
          type: object
          properties: {name: {type: string}, namespace: {type: string}}
${rule}
`);
    // (`__namespace__`, as external-snapshotter writes it: the cost of `self.namespace` is not bounded
    // by the schema, and the apiserver refuses the CRD over its cost.)
    const immutable =
      "          x-kubernetes-validations: [{rule: 'self.name == oldSelf.name && self.__namespace__ == oldSelf.__namespace__', message: immutable}]";
    const cr = widget('spec: {ref: {name: a}}');
    const head = { 'crd.yaml': withRule(immutable), 'cr.yaml': cr };
    // The CRD changed elsewhere (a label): the resource is judged, as an update of itself.
    const relabelled = withRule(immutable).replace('metadata:\n', 'metadata:\n  labels: {moved: "yes"}\n');
    expect(relabelled).toContain('moved');
    expect(reviewFiles(crRules, head, { base: { 'crd.yaml': relabelled, 'cr.yaml': cr } }).map(located)).toEqual([]);
    expect(
      reviewFiles(crRules, head, { base: { 'crd.yaml': withRule(''), 'cr.yaml': cr } }).map(
        (f) => `${located(f)} ${f.message}`,
      ),
    ).toEqual([
      'cr/cel cr.yaml:5:8 spec.ref spec.ref: Invalid value: "object": no such key: __namespace__ evaluating rule: immutable (a transition rule, judged as an update of this resource at the base: applying the change over it is refused, though a create of it passes)',
    ]);
  });

  it('an unchanged resource under a tightened CRD is an update of itself: the unchanged value ratchets (§9)', () => {
    const head = {
      'crd.yaml': crd.replace('{type: integer}', '{type: integer, maximum: 3}'),
      'cr.yaml': widget('spec: {size: 5}'),
    };
    const base = { 'crd.yaml': crd, 'cr.yaml': widget('spec: {size: 5}') };
    // No error; a create of the manifest is refused, which a warning says (custom-resource-review.ts, refusedOnCreateOnly).
    expect(
      reviewFiles(crRules, head, { base }).map(
        (f) => `${f.severity} ${located(f)} ${f.message.split(': the ')[1]?.slice(0, 60)}`,
      ),
    ).toEqual([
      'warning cr/schema cr.yaml:5:14 spec.size change to its CRD makes the apiserver refuse this manifest o',
    ]);
  });

  // kubebuilder 9a0b86d8f: `spec` made required; the samples' `spec:` holds only a comment (a null).
  it('a sample whose spec the change made required: a warning that a create of it is refused', () => {
    const head = {
      'crd.yaml': widgetCrd(`
  type: object
  required: [spec]
  properties:
    spec:
      type: object
      properties:
        size: {type: integer}
`),
      'cr.yaml': widget('spec:\n  # TODO(user): add fields here'),
    };
    const base = { 'crd.yaml': crd, 'cr.yaml': head['cr.yaml'] };
    expect(reviewFiles(crRules, head, { base }).map((f) => `${f.severity} ${located(f)} ${f.message}`)).toEqual([
      'warning cr/schema cr.yaml:5:1 spec spec: Required value (written with no value, a null, which the apiserver drops before it validates: the field is not nullable and has no default): the change to its CRD makes the apiserver refuse this manifest on create (a new cluster, a restore, a user who applies the sample), though an update of the object stored from it passes (ratcheting leaves unchanged values as they were)',
    ]);
  });

  // kube-agentic-networking: a rule added to AccessPolicy that its quickstart samples fail.
  it('a rule the change adds that the unchanged manifest fails: a warning that a create of it is refused', () => {
    const head = {
      'crd.yaml': crd.replace(
        '{type: integer}',
        "{type: integer, x-kubernetes-validations: [{rule: 'self <= 3', message: at most 3}]}",
      ),
      'cr.yaml': widget('spec: {size: 5}'),
    };
    const base = { 'crd.yaml': crd, 'cr.yaml': widget('spec: {size: 5}') };
    expect(reviewFiles(crRules, head, { base }).map((f) => `${f.severity} ${located(f)} ${f.message}`)).toEqual([
      'warning cr/cel cr.yaml:5:14 spec.size spec.size: Invalid value: 5: at most 3: the change to its CRD makes the apiserver refuse this manifest on create (a new cluster, a restore, a user who applies the sample), though an update of the object stored from it passes (ratcheting leaves unchanged values as they were)',
    ]);
  });

  // cloudflare-tunnel-gateway-controller 12506089: a sample's placeholder failed its unchanged
  // pattern before the change as well, which touched another field of the CRD.
  it("an error the base manifest got on create under the base CRD too is its own error, not the change's", () => {
    const patterned = (extra: string) =>
      widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      properties:
        serial: {type: string, pattern: '^[a-f0-9]{8}$'}${extra}
`);
    const sample = widget('spec: {serial: put-your-serial-here}');
    const found = reviewFiles(
      crRules,
      { 'crd.yaml': patterned(''), 'cr.yaml': sample },
      { base: { 'crd.yaml': patterned('\n        legacy: {type: object}'), 'cr.yaml': sample } },
    );
    expect(found.map((f) => `${f.severity} ${located(f)} ${f.message}`)).toEqual([
      `error cr/schema cr.yaml:5:16 spec.serial spec.serial: Invalid value: "put-your-serial-here": spec.serial in body should match '^[a-f0-9]{8}$'`,
    ]);
  });

  // vault-config-operator 6185fe86c4: the sample repeated an item of a `set`, which the base CRD
  // refused on create too; the change's new enum then refused another of its fields.
  it('every error of a manifest the base CRD refused on create for anything at all is its own', () => {
    const withColor = (enumOf: string) =>
      widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      properties:
        bulbs: {type: array, x-kubernetes-list-type: set, items: {type: string}}
        color: {type: string${enumOf}}
`);
    const sample = widget('spec: {bulbs: [b1, b1], color: ""}');
    const found = reviewFiles(
      crRules,
      { 'crd.yaml': withColor(', enum: [red, green]'), 'cr.yaml': sample },
      { base: { 'crd.yaml': withColor(''), 'cr.yaml': sample } },
    );
    expect(found.map((f) => `${f.severity} ${located(f)} ${f.message}`)).toEqual([
      'error cr/list-type cr.yaml:5:20 spec.bulbs[1] spec.bulbs[1]: Duplicate value: "b1"',
      'error cr/schema cr.yaml:5:32 spec.color spec.color: Unsupported value: "": supported values: "red", "green"',
    ]);
  });

  it('a manifest the tightened CRD accepts on create gets no such warning', () => {
    const head = {
      'crd.yaml': crd.replace('{type: integer}', '{type: integer, maximum: 3}'),
      'cr.yaml': widget('spec: {size: 2}'),
    };
    expect(reviewFiles(crRules, head, { base: { 'crd.yaml': crd, 'cr.yaml': widget('spec: {size: 2}') } })).toEqual([]);
  });
});

describe('CR-MATCH-002: the version must be served', () => {
  it('an unknown version is cr/unserved-version at apiVersion, and nothing else is checked', () => {
    const found = runCr({ crd, cr: widget(BAD).replace('example.com/v1', 'example.com/v1beta1') });
    expect(found.map((f) => `${f.ruleId} ${f.severity} ${f.line}:${f.column} ${f.message}`)).toEqual([
      'cr/unserved-version error 1:13 no matches for kind "Widget" in version "example.com/v1beta1": widgets.example.com (crd.yaml) serves example.com/v1',
    ]);
    expect(found[0]?.data?.apiserver).toBeUndefined();
  });

  // nginx's WAF examples name appprotect.f5.com/v1, which another chart's CRDs serve; its own serve v1beta1.
  // ob-operator 2.0.0's samples name cloud.oceanbase.com/v2alpha1, a version it had renamed v1alpha1.
  it('a version newer than every served one is a warning that says a newer CRD would serve it, or that the manifest is stale', () => {
    const found = runCr({ crd, cr: widget(BAD).replace('example.com/v1', 'example.com/v2') });
    expect(found.map((f) => `${f.ruleId} ${f.severity} ${f.line}:${f.column} ${f.message}`)).toEqual([
      'cr/unserved-version warning 1:13 no matches for kind "Widget" in version "example.com/v2": widgets.example.com (crd.yaml) serves only older versions (example.com/v1); a cluster that runs this repository\'s CRD refuses it, and one that runs a newer CRD of Widget, installed from elsewhere, serves it; if the repository once served the version and renamed it, the manifest is stale',
    ]);
  });

  // Kong/kong-operator 317a237f2c: a ControlPlane v2alpha1 sample for the CRDs its config/crd takes
  // from kong/kubernetes-configuration, beside a stale chart copy that serves v1beta1.
  it('a version no CRD of the repository serves, where a kustomization takes in CRDs from outside it, is a warning that names it', () => {
    const cr = widget(BAD).replace('example.com/v1', 'example.com/v1alpha2');
    const remote = 'resources:\n- https://github.com/example/widget-api/config/crd?ref=v2\n';
    const found = reviewFiles(crRules, {
      'chart/crds/crd.yaml': crd,
      'cr.yaml': cr,
      'config/crd/kustomization.yaml': remote,
    });
    expect(found.map((f) => `${f.ruleId} ${f.severity} ${f.message}`)).toEqual([
      'cr/unserved-version warning no matches for kind "Widget" in version "example.com/v1alpha2": widgets.example.com (chart/crds/crd.yaml) serves example.com/v1; config/crd/kustomization.yaml takes in CRDs from outside the repository (a remote resource, a Helm chart), which may serve it: a cluster that runs those refuses it only where they do not',
    ]);
    // A version that is no Kubernetes version (a typo) stays the error.
    const typo = reviewFiles(crRules, {
      'chart/crds/crd.yaml': crd,
      'cr.yaml': widget(BAD).replace('example.com/v1', 'example.com/v1alpah1'),
      'config/crd/kustomization.yaml': remote,
    });
    expect(typo.map((f) => `${f.ruleId} ${f.severity}`)).toEqual(['cr/unserved-version error']);
  });

  // apisix-ingress-controller 1bbadf0d: ApisixTls served only v2beta3 from then on, where it had
  // served v1; the docs' examples still said v1.
  it('a version the change stopped serving is an error, however new it reads', () => {
    // v1 reads newer than the v1beta1 served from now on.
    const beta = crd.replaceAll('name: v1', 'name: v1beta1');
    const cr = widget('spec: {size: 1}');
    const found = reviewFiles(
      crRules,
      { 'crd.yaml': beta, 'cr.yaml': cr },
      { base: { 'crd.yaml': crd, 'cr.yaml': cr } },
    );
    expect(found.filter((f) => f.ruleId === 'cr/unserved-version').map((f) => `${f.severity} ${f.message}`)).toEqual([
      'error no matches for kind "Widget" in version "example.com/v1": widgets.example.com (crd.yaml) serves example.com/v1beta1',
    ]);
  });

  // aws-application-networking-k8s: the only TLSRoute CRD of the repository is in an old
  // installer's manifest; the message says where the CRD that does not serve the version is.
  it('names the files of the CRD, two and how many more', () => {
    const files = Object.fromEntries(['a.yaml', 'b.yaml', 'c.yaml'].map((f) => [`installers/${f}`, crd]));
    const found = reviewFiles(crRules, {
      ...files,
      'cr.yaml': widget(BAD).replace('example.com/v1', 'example.com/v1beta1'),
    });
    expect(found.filter((f) => f.ruleId === 'cr/unserved-version').map((f) => f.message)).toEqual([
      'no matches for kind "Widget" in version "example.com/v1beta1": widgets.example.com (installers/a.yaml, installers/b.yaml and 1 more) serves example.com/v1',
    ]);
  });

  // nephio-project/porch: porch.kpt.dev/v1alpha1 is its aggregated apiserver's, beside a CRD of v1alpha2.
  it("a version an aggregated apiserver of the repository serves (its APIService) is no CRD's to serve", () => {
    const apiService = (version: string) =>
      `apiVersion: apiregistration.k8s.io/v1\nkind: APIService\nmetadata: {name: ${version}.example.com}\nspec: {group: example.com, version: ${version}, service: {name: api, namespace: x}}\n`;
    const cr = { 'cr.yaml': widget(BAD).replace('example.com/v1', 'example.com/v1beta1') };
    expect(
      reviewFiles(crRules, { 'crd.yaml': crd, 'apiservice.yaml': apiService('v1beta1'), ...cr }).map((f) => f.ruleId),
    ).toEqual([]);
    expect(
      reviewFiles(crRules, { 'crd.yaml': crd, 'apiservice.yaml': apiService('v1alpha1'), ...cr }).map((f) => f.ruleId),
    ).toEqual(['cr/unserved-version']);
  });

  it('a version name that is no Kubernetes version stays an error, whatever its text', () => {
    const found = runCr({ crd, cr: widget(BAD).replace('example.com/v1', 'example.com/latest') });
    expect(found.map((f) => `${f.ruleId} ${f.severity}`)).toEqual(['cr/unserved-version error']);
  });

  it('a version with served: false is not served', () => {
    const unserved = crd.replace('served: true', 'served: false');
    expect(runCr({ crd: unserved, cr: widget(BAD) }).map((f) => f.ruleId)).toEqual(['cr/unserved-version']);
  });

  // isindir/sops-secrets-operator's upgrade guide: an object of v1alpha1 for the 0.0.9 CRD (v1beta1)
  // it applies first, beside the v1 CRD that serves v1alpha3.
  it('a version only a v1beta1 copy of the CRD serves is a warning that names the copy', () => {
    const served = crd.replaceAll('name: v1\n', 'name: v2\n');
    const messages = (files: Record<string, string>) =>
      reviewFiles(crRules, files).map((f) => `${f.ruleId} ${f.severity} ${f.message}`);
    expect(
      messages({
        'config/crd.yaml': served,
        'docs/old/crd.yaml': V1BETA1_WIDGET_CRD,
        'docs/old/cr.yaml': widget('spec: {size: 1}'),
      }),
    ).toEqual([
      'cr/unserved-version warning no matches for kind "Widget" in version "example.com/v1": widgets.example.com (config/crd.yaml) serves example.com/v2; the apiextensions.k8s.io/v1beta1 copy in docs/old/crd.yaml serves it, which only clusters before Kubernetes 1.22 install: a warning, as the manifest is for those',
    ]);
    // A version no copy serves stays an error.
    expect(
      messages({
        'config/crd.yaml': served,
        'docs/old/crd.yaml': V1BETA1_WIDGET_CRD,
        'docs/old/cr.yaml': widget('spec: {size: 1}').replace('example.com/v1', 'example.com/v0'),
      }).map((m) => m.split(' ').slice(0, 2).join(' ')),
    ).toEqual(['cr/unserved-version error']);
  });

  // kubeflow/mpi-operator before 7b6c1bf: a v1beta1 CRD, and examples of a version it marks served: false.
  it('a v1beta1 CRD judges no schema but says which versions it does not serve', () => {
    const legacy = V1BETA1_WIDGET_CRD;
    const messages = (files: Record<string, string>) =>
      reviewFiles(crRules, files).map((f) => `${f.ruleId} ${f.message}`);
    expect(
      messages({ 'crd.yaml': legacy, 'cr.yaml': widget(BAD).replace('example.com/v1', 'example.com/v1alpha1') }),
    ).toEqual([
      'cr/unserved-version no matches for kind "Widget" in version "example.com/v1alpha1": widgets.example.com (crd.yaml) serves example.com/v1',
    ]);
    // A served version's resource is not judged: the CRD kept unknown fields, and has no v1 schema.
    expect(messages({ 'crd.yaml': legacy, 'cr.yaml': widget(BAD) })).toEqual([]);
    // spec.version alone names the one version served.
    const single = legacy.replace(/ {2}versions:\n.*\n.*\n/, '  version: v1\n');
    expect(single).toContain('version: v1\n');
    expect(messages({ 'crd.yaml': single, 'cr.yaml': widget(BAD) })).toEqual([]);
    expect(
      messages({ 'crd.yaml': single, 'cr.yaml': widget(BAD).replace('example.com/v1', 'example.com/v2') }),
    ).toEqual([
      'cr/unserved-version no matches for kind "Widget" in version "example.com/v2": widgets.example.com (crd.yaml) serves only older versions (example.com/v1); a cluster that runs this repository\'s CRD refuses it, and one that runs a newer CRD of Widget, installed from elsewhere, serves it; if the repository once served the version and renamed it, the manifest is stale',
    ]);
    // Where a v1 CRD defines the kind, it alone decides.
    expect(
      messages({
        'crd.yaml': legacy,
        'v1/crd.yaml': crd,
        'cr.yaml': widget(BAD).replace('example.com/v1', 'example.com/v1alpha1'),
      }),
    ).toEqual([
      'cr/unserved-version no matches for kind "Widget" in version "example.com/v1alpha1": widgets.example.com (v1/crd.yaml) serves example.com/v1',
    ]);
  });

  it('a v1 CRD whose version has no schema is refused by the apiserver (crd/ reports it), so it serves nothing', () => {
    const bare = widgetCrd('{}').replace(/\n\s+schema:\n\s+openAPIV3Schema:\n\s+\{\}/, '');
    expect(bare).not.toContain('openAPIV3Schema');
    expect(runCr({ crd: bare, cr: widget(BAD, 'Bad_Name') })).toEqual([]);
  });

  // kuadrant-operator 34b8c4c7: PlanPolicy's rule over an unbounded list, n² over its budget
  // (crd/cel reports it); its sample was judged by the rule, where the apiserver answers "no matches for kind".
  it('a CRD the apiserver refuses for its CEL rules (a cost over the budget) runs none of them; its schema still judges', () => {
    const plans = (maxItems: string) =>
      widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      x-kubernetes-validations: [{rule: "self.plans.all(a, self.plans.filter(b, a.tier == b.tier).size() == 1)", message: unique tiers}]
      properties:
        plans:
          type: array${maxItems}
          items: {type: object, properties: {tier: {type: string, maxLength: 16}}}
`);
    const sample = widget('spec: {}');
    expect(runCr({ crd: plans(''), cr: sample })).toEqual([]);
    const longTier = widget('spec: {plans: [{tier: a-tier-name-of-twenty}]}');
    expect(runCr({ crd: plans(''), cr: longTier }).map((f) => f.ruleId)).toEqual(['cr/schema']);
    // Bounded, the CRD is accepted, and the rule fails on the sample without plans.
    expect(
      runCr({ crd: plans('\n          maxItems: 10'), cr: sample }).map((f) => `${f.ruleId} ${f.message}`),
    ).toEqual(['cr/cel spec: Invalid value: "object": no such key: plans evaluating rule: unique tiers']);
    // A copy of the CRD the apiserver accepts is the one that serves: its rule runs.
    const bounded = plans('\n          maxItems: 10');
    expect(
      reviewFiles(crRules, { 'std/crd.yaml': bounded, 'exp/crd.yaml': plans(''), 'cr.yaml': sample }).map(
        (f) => f.ruleId,
      ),
    ).toEqual(['cr/cel']);
    // Where only the refused copy serves the version, it judges by its schema (no "no matches for kind").
    const v2 = (crd: string) => crd.replace('- name: v1', '- name: v2');
    const v2Sample = widget('spec: {plans: [{tier: a-tier-name-of-twenty}]}').replace(
      'example.com/v1',
      'example.com/v2',
    );
    expect(
      reviewFiles(crRules, { 'std/crd.yaml': bounded, 'exp/crd.yaml': v2(plans('')), 'cr.yaml': v2Sample }).map(
        (f) => f.ruleId,
      ),
    ).toEqual(['cr/schema']);
    // With crd/cel turned off, its verdict is not taken: the rule runs.
    const config = { ...DEFAULT_CONFIG, rules: new Map([['crd/cel', 'off' as const]]) };
    expect(reviewFiles(crRules, { 'crd.yaml': plans(''), 'cr.yaml': sample }, { config }).map((f) => f.ruleId)).toEqual(
      ['cr/cel'],
    );
  });
});

describe('CR-MATCH-004: several CRDs serve the kind', () => {
  const strict = crd.replace('{type: integer}', '{type: integer, maximum: 3}');
  it('an error every CRD returns is reported once', () => {
    expect(
      reviewFiles(crRules, { 'standard/crd.yaml': crd, 'experimental/crd.yaml': strict, 'cr.yaml': widget(BAD) }).map(
        located,
      ),
    ).toEqual(['cr/schema cr.yaml:5:14 spec.size']);
  });

  it('an error only one CRD returns is not reported (which one the cluster runs is not known)', () => {
    expect(
      reviewFiles(crRules, {
        'standard/crd.yaml': crd,
        'experimental/crd.yaml': strict,
        'cr.yaml': widget('spec: {size: 5}'),
      }),
    ).toEqual([]);
  });
});

// mongodb-kubernetes 75ede5c5b removed a field from config/crd/bases that older OLM bundles of its
// archive (bundle/1.13.0_Openshift4.8_4.9 beside bundle/1.15.0) still declared, and a sample still set it.
describe('CR-MATCH-004: copies in an archive of releases', () => {
  const strict = crd.replace('{type: integer}', '{type: integer, maximum: 3}');
  const sample = widget('spec: {size: 5}');

  it('an older entry does not judge the resources outside the archive', () => {
    const files = {
      'config/crd/bases/crd.yaml': strict,
      'bundle/1.15.0/manifests/crd.yaml': strict,
      'bundle/1.14.0/manifests/crd.yaml': crd,
      'bundle/1.13.0_Openshift4.8_4.9/manifests/crd.yaml': crd,
      'config/samples/cr.yaml': sample,
    };
    expect(reviewFiles(crRules, files).map(located)).toEqual(['cr/schema config/samples/cr.yaml:5:14 spec.size']);
  });

  // A regression probe: deploy/crds/ older than the OLM catalog's newest bundle, which users may install.
  it('the newest entry still does, beside a copy outside that may be stale', () => {
    const files = {
      'deploy/crds/crd.yaml': strict,
      'deploy/olm-catalog/x/0.2.0/crd.yaml': crd,
      'deploy/olm-catalog/x/0.1.0/crd.yaml': strict,
      'config/samples/cr.yaml': sample,
    };
    expect(reviewFiles(crRules, files)).toEqual([]);
  });

  // group-sync-operator 7a84497143: deploy/crds/ held the repository's CRD as v1beta1, extended
  // together with its example; only olm-catalog/…/0.0.4's v1 copy lacked the new field.
  it("copies in an archive alone do not judge a resource beside the repository's own v1beta1 CRD", () => {
    const v1beta1 = crd.replace('apiextensions.k8s.io/v1', 'apiextensions.k8s.io/v1beta1');
    const files = {
      'deploy/crds/crd.yaml': v1beta1,
      'deploy/olm-catalog/x/0.0.4/crd.yaml': strict,
      'deploy/crds/examples/cr.yaml': sample,
    };
    expect(reviewFiles(crRules, files).map(located)).toEqual([]);
    // Without the v1beta1 CRD, the archive's copy is the only one, and judges.
    const { 'deploy/crds/crd.yaml': _dropped, ...archived } = files;
    expect(reviewFiles(crRules, archived).map(located)).toEqual([
      'cr/schema deploy/crds/examples/cr.yaml:5:14 spec.size',
    ]);
  });

  // aws-application-networking-k8s keeps deploy-v<release>.yaml files; deploy-v2.0.2.yaml held
  // Gateway API's TLSRoute at v1alpha2, deploy-v2.1.x leave Gateway API to its own install.
  it('files named `<name>-<release>.yaml` are an archive: an older one judges nothing outside it', () => {
    const files = {
      'install/deploy-v1.0.0.yaml': crd,
      'install/deploy-v1.1.0.yaml': strict,
      'config/samples/cr.yaml': sample,
    };
    expect(reviewFiles(crRules, files).map(located)).toEqual(['cr/schema config/samples/cr.yaml:5:14 spec.size']);
  });

  it('a kind only an older entry holds is as if no CRD were found, not an unserved version', () => {
    const newer = widget('spec: {size: 5}').replace('example.com/v1', 'example.com/v2');
    const old = { 'install/deploy-v1.0.0.yaml': crd, 'examples/cr.yaml': newer };
    // Alone, the file is the repository's CRD, which does not serve v2.
    expect(reviewFiles(crRules, old).map((f) => `${f.ruleId} ${f.file}:${f.line}`)).toEqual([
      'cr/unserved-version examples/cr.yaml:1',
    ]);
    const namespace = 'apiVersion: v1\nkind: Namespace\nmetadata: {name: x}\n';
    expect(reviewFiles(crRules, { ...old, 'install/deploy-v1.1.0.yaml': namespace })).toEqual([]);
    expect(
      reviewFiles(crRules, {
        'install/1.0.0/crd.yaml': crd,
        'install/1.1.0/ns.yaml': namespace,
        'examples/cr.yaml': newer,
      }),
    ).toEqual([]);
  });

  // kubevirt/cluster-network-addons-operator: manifests/<release>/ holds each release's CRD (v1beta1
  // until 0.43.0, keeping unknown fields) beside its sample.
  it("a resource in an entry that holds its own CRD of the kind goes with that release's CRD only", () => {
    const v1beta1 = crd.replace('apiextensions.k8s.io/v1', 'apiextensions.k8s.io/v1beta1');
    const files = {
      'releases/0.1.0/crd.yaml': v1beta1,
      'releases/0.1.0/cr.yaml': sample,
      'releases/0.2.0/crd.yaml': strict,
      'releases/0.2.0/cr.yaml': sample,
    };
    expect(reviewFiles(crRules, files).map(located)).toEqual(['cr/schema releases/0.2.0/cr.yaml:5:14 spec.size']);
  });

  it('every copy judges a resource in the archive', () => {
    const files = {
      'config/crd/bases/crd.yaml': strict,
      'bundle/1.15.0/manifests/crd.yaml': strict,
      'bundle/1.14.0/manifests/crd.yaml': crd,
      'bundle/1.14.0/manifests/cr.yaml': sample,
    };
    expect(reviewFiles(crRules, files)).toEqual([]);
  });
});

describe('CR-MATCH-005/006: create or update', () => {
  const limited = crd.replace('{type: integer}', '{type: integer, maximum: 3}');
  it('without a base object it is a create', () => {
    const [f] = runCr({ crd: limited, cr: widget('spec: {size: 5}') });
    expect(f?.data).toMatchObject({ operation: 'create' });
  });

  it('with the same group, kind, namespace and name at base it is an update, and an unchanged invalid value ratchets', () => {
    expect(runCr({ crd: limited, cr: widget('spec: {size: 5}'), baseCr: widget('spec: {size: 5}') })).toEqual([]);
  });

  // kamaji 3955a78: a sample without its required `spec.controlPlane` (a mutating webhook fills it
  // in), unchanged, while the CRD gains a rule that reads the field. Judged as an update of the
  // manifest, ratcheting dropped the Required value and the new rule failed on the missing key;
  // no cluster holds that manifest as written, and applying it is a create, refused as before.
  it('a base manifest its CRD refuses on create with an error that stops CEL is no stored object: it is a create', () => {
    const required = (rule: string) =>
      widgetCrd(`
      type: object
      properties:
        spec:
          type: object
          required: [plane]
${rule}
          properties:
            plane: {type: object, properties: {flag: {type: boolean}, kind: {type: string}}}
            other: {type: string}
    `);
    const withRule = required(
      '          x-kubernetes-validations: [{rule: "!has(self.plane.flag) || self.plane.kind == \'LB\'", message: flag only with LB}]',
    );
    const cr = widget('spec: {other: x}');
    const found = runCr({ crd: withRule, baseCrd: required(''), cr, baseCr: cr });
    expect(found.map((f) => `${f.ruleId} ${f.severity} ${f.fieldPath} ${String(f.data?.operation)}`)).toEqual([
      'cr/cel notice kind create',
      'cr/schema error spec create',
    ]);
    expect(found[1]?.message).toBe('spec.plane: Required value');
  });

  // kuadrant-operator 34b8c4c7: a PlanPolicy sample scaffolded before its CRD was written.
  it('a base manifest no base CRD serves is no stored object: it is a create, and transition rules do not run', () => {
    const immutable = crd.replace(
      '{type: integer}',
      '{type: integer, x-kubernetes-validations: [{rule: "self == oldSelf", message: size is immutable}]}',
    );
    expect(
      runCr({ crd: immutable, baseCrd: '', cr: widget('spec: {size: 2}'), baseCr: widget('spec: {size: 1}') }),
    ).toEqual([]);
    // With the CRD at base, the same change is an update the rule refuses.
    expect(
      runCr({ crd: immutable, cr: widget('spec: {size: 2}'), baseCr: widget('spec: {size: 1}') }).map(
        (f) => `${f.ruleId} ${f.fieldPath} ${String(f.data?.operation)}`,
      ),
    ).toEqual(['cr/cel spec.size update']);
  });

  it('another name at base is a create', () => {
    const found = runCr({ crd: limited, cr: widget('spec: {size: 5}'), baseCr: widget('spec: {size: 5}', 'other') });
    expect(found.map((f) => f.data?.operation)).toEqual(['create']);
  });

  it('the old object is read through the base CRD, then the head CRD (a field the base schema pruned was never stored)', () => {
    // At base the schema does not declare spec.size: the stored object has no size. The head
    // declares it with a maximum; the manifest did not change, but the stored object had no
    // size, so the value is new to the apiserver and is validated.
    const baseCrd = widgetCrd(`
      type: object
      properties:
        spec: {type: object}
    `);
    const found = runCr({ crd: limited, baseCrd, cr: widget('spec: {size: 5}'), baseCr: widget('spec: {size: 5}') });
    expect(found.map((f) => `${f.ruleId} ${f.fieldPath} ${String(f.data?.operation)}`)).toEqual([
      'cr/schema spec.size update',
    ]);
  });
});

describe('CR-MATCH-005: an update is what re-applying the changed manifest sends', () => {
  // kubeai 379018b: a default changed (20 to 256) on a field that is immutable.
  const immutable = (dflt: number) =>
    widgetCrd(`
      type: object
      properties:
        spec:
          type: object
          properties:
            replicas: {type: integer, default: ${dflt}, x-kubernetes-validations: [{rule: 'self == oldSelf', message: immutable}]}
            size: {type: integer}
    `);
  const run = (cr: string, baseCr: string) =>
    runCr({ crd: immutable(256), baseCrd: immutable(20), cr: widget(cr), baseCr: widget(baseCr) }).map(
      (f) => `${f.ruleId} ${f.fieldPath}`,
    );

  it('a field neither manifest writes keeps the value the apiserver stored: the new default is not sent', () => {
    expect(run('spec: {size: 2}', 'spec: {size: 1}')).toEqual([]);
  });

  it('a field the manifest writes is sent, and one it no longer writes is deleted and defaulted anew', () => {
    expect(run('spec: {replicas: 30}', 'spec: {size: 1}')).toEqual(['cr/cel spec.replicas']);
    expect(run('spec: {size: 1}', 'spec: {replicas: 20}')).toEqual(['cr/cel spec.replicas']);
  });
});

describe('CR-MATCH-005: an old object at another version', () => {
  const twoVersions = (strategy: string) =>
    widgetCrd(
      `
      type: object
      properties:
        spec: {type: object, properties: {size: {type: integer, maximum: 3}}}
    `,
      {
        versions: `
    - name: v2
      served: true
      storage: false
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec: {type: object, properties: {size: {type: integer, maximum: 3}}}`,
      },
    ).replace('  scope: Namespaced', `  scope: Namespaced\n  conversion: {strategy: ${strategy}}`);
  const v2 = (body: string) => widget(body).replace('example.com/v1', 'example.com/v2');

  it('with conversion None it is rewritten to the new version, and an unchanged value ratchets', () => {
    expect(runCr({ crd: twoVersions('None'), cr: v2('spec: {size: 5}'), baseCr: widget('spec: {size: 5}') })).toEqual(
      [],
    );
  });

  it('with a conversion webhook it is validated without the old object, and a notice says so', () => {
    const found = runCr({ crd: twoVersions('Webhook'), cr: v2('spec: {size: 5}'), baseCr: widget('spec: {size: 5}') });
    expect(
      found.map((f) => `${f.ruleId} ${f.severity} ${f.line}:${f.column} ${String(f.data?.operation ?? '')}`),
    ).toEqual(['cr/schema notice 1:13 ', 'cr/schema error 5:14 update']);
    expect(found[0]?.message).toBe(
      'the stored object is example.com/v1, which only the conversion webhook of widgets.example.com converts to example.com/v2: this update was validated without it (no ratcheting, no transition rules), so an unchanged invalid value the apiserver would accept may be reported',
    );
  });
});
