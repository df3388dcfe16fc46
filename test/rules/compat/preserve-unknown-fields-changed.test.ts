import { preserveUnknownFieldsChanged } from '../../../src/rules/compat/preserve-unknown-fields-changed.js';
import { describe, expect, it } from 'vitest';
import { reviewFiles } from '../../support/review-files.js';
import { ruleTester } from '../../support/rule-tester.js';
import { widgetCrd as crdWithVersions } from '../crd/schema/widget-crd.js';
import { at, specSchema, v1beta1WidgetCrd, widgetCrd } from './widget-crd.js';

// compat/preserve-unknown-fields-changed (spec/crd-compatibility.md §5.7).
const config = (more: string) => widgetCrd(specSchema(`config:\n  type: object\n  ${more}`));

/** v1alpha1 (line 10) with a spec as given, and v1 with a spec listing `size`, stored where `storedV1`. */
const twoVersions = (alphaSpec: string, storedV1: boolean) =>
  crdWithVersions({
    versions: [
      `    - {name: v1alpha1, served: true, storage: ${!storedV1}, schema: {openAPIV3Schema: {type: object, properties: {spec: ${alphaSpec}}}}}`,
      `    - {name: v1, served: true, storage: ${storedV1}, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {size: {type: integer}}}}}}}`,
    ].join('\n'),
  });
/** v1 with `status` as given (flow, line 10), under the status subresource unless `subresource` is false. */
const statusOf = (status: string, subresource = true) =>
  crdWithVersions({
    versions: `    - {name: v1, served: true, storage: true${subresource ? ', subresources: {status: {}}' : ''}, schema: {openAPIV3Schema: {type: object, properties: {status: ${status}}}}}`,
  });
const KEPT = '{type: object, x-kubernetes-preserve-unknown-fields: true}';
const LISTED = '{type: object, properties: {size: {type: integer}}}';

/** A v1beta1 Widget CRD listing spec's `size` (kept unknown fields unless preserveUnknownFields is false). */
const v1beta1 = (preserveUnknownFields?: boolean) => v1beta1WidgetCrd('size: {type: integer}', preserveUnknownFields);
const v1 = (root = '', spec = LISTED, specLine?: string) =>
  crdWithVersions({
    versions: `    - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object, ${root}properties: {spec: ${spec}}}}}`,
    ...(specLine === undefined ? {} : { specLine }),
  });

ruleTester(preserveUnknownFieldsChanged, {
  valid: [
    {
      // chaosblade-operator 00f5b9e6 changed only the apiVersion of its v1beta1 CRD: v1 reads no
      // spec.validation, and the apiserver refuses a version without a schema (crd/ says so).
      name: 'a v1beta1 base made v1 by its apiVersion alone, its versions without schemas: refused, nothing said of pruning',
      base: v1beta1(),
      head: crdWithVersions({ versions: '    - {name: v1, served: true, storage: true}' }),
    },
    {
      name: 'a v1beta1 base that pruned already (preserveUnknownFields: false), made v1',
      base: v1beta1(false),
      head: v1(),
    },
    {
      name: 'the same with a default: the installed CRD holds false already',
      base: v1beta1(false),
      head: v1('', '{type: object, properties: {size: {type: integer, default: 1}}}'),
    },
    {
      name: 'a v1beta1 base made v1 that keeps unknown fields at the root',
      base: v1beta1(),
      head: v1('x-kubernetes-preserve-unknown-fields: true, '),
    },
    {
      name: 'kept',
      base: config('x-kubernetes-preserve-unknown-fields: true'),
      head: config('x-kubernetes-preserve-unknown-fields: true'),
    },
    { name: 'turned on', base: config('maxProperties: 9'), head: config('x-kubernetes-preserve-unknown-fields: true') },
    {
      // zalando's postgres-operator 618ac156: `matchLabels` typed as a map of strings.
      name: 'turned into a map of strings: every key is kept',
      base: config('x-kubernetes-preserve-unknown-fields: true'),
      head: config('additionalProperties: {type: string}'),
    },
    {
      name: 'turned into a map of values that keep unknown fields: every key and value is kept',
      base: config('x-kubernetes-preserve-unknown-fields: true'),
      head: config('additionalProperties: {x-kubernetes-preserve-unknown-fields: true}'),
    },
    {
      name: 'turned into a map of lists of strings: every key and value is kept',
      base: config('x-kubernetes-preserve-unknown-fields: true'),
      head: config('additionalProperties: {type: array, items: {type: string}}'),
    },
  ],
  invalid: [
    {
      // IBM/ibm-common-service-operator 47753e7f8e: map values that kept every field made
      // `{type: object}`: the type changed, and what the values held is pruned.
      name: 'map values of any type that kept unknown fields made objects of no properties: pruning starts',
      base: widgetCrd(
        specSchema('config:\n  type: object\n  additionalProperties: {x-kubernetes-preserve-unknown-fields: true}'),
      ),
      head: widgetCrd(specSchema('config:\n  type: object\n  additionalProperties: {type: object}')),
      findings: [{ line: 22, column: 17, severity: 'error', data: { compat: { property: '^.spec.config{*}' } } }],
    },
    {
      // kubeflow 8ed362ca5: the flag dropped from a list and from its items, one loss.
      name: 'turned off on a list and on its items: one finding, at the items',
      base: widgetCrd(
        specSchema(
          'env:\n  type: array\n  x-kubernetes-preserve-unknown-fields: true\n  items: {type: object, x-kubernetes-preserve-unknown-fields: true}',
        ),
      ),
      head: widgetCrd(specSchema('env:\n  type: array\n  items: {type: object, properties: {name: {type: string}}}')),
      findings: [{ line: 22, column: 17, severity: 'error', data: { compat: { property: '^.spec.env[*]' } } }],
    },
    {
      // zalando/postgres-operator a585b17796 generated env from corev1.EnvVar where it was free-form:
      // known by its properties (generated without descriptions), or by k8s.io/api's description.
      name: "items that kept unknown fields made Kubernetes' EnvVar: a warning that names it",
      base: widgetCrd(
        specSchema('env:\n  type: array\n  items: {type: object, x-kubernetes-preserve-unknown-fields: true}'),
      ),
      head: widgetCrd(
        specSchema(
          'env:\n  type: array\n  items: {type: object, required: [name], properties: {name: {type: string}, value: {type: string}, valueFrom: {type: object}}}',
        ),
      ),
      findings: [
        {
          line: 22,
          column: 17,
          severity: 'warning',
          message:
            "spec.env[*] in v1 no longer preserves unknown fields, and declares Kubernetes' EnvVar: what is pruned is what that type lacks, which a controller that decodes it into the type drops, and the apiserver drops from a Pod made from it: a warning; clients that set such keys see them dropped, or refused under strict field validation; keep x-kubernetes-preserve-unknown-fields: true if clients store other data there",
        },
      ],
    },
    {
      name: "the same with k8s.io/api's description of EnvVar",
      base: widgetCrd(
        specSchema('env:\n  type: array\n  items: {type: object, x-kubernetes-preserve-unknown-fields: true}'),
      ),
      head: widgetCrd(
        specSchema(
          'env:\n  type: array\n  items: {type: object, description: "EnvVar represents an environment variable present in a Container.", properties: {name: {type: string}}}',
        ),
      ),
      findings: [{ line: 22, column: 17, severity: 'warning', data: { type: 'EnvVar' } }],
    },
    {
      name: 'items of the same names and one more of their own: an error',
      base: widgetCrd(
        specSchema('env:\n  type: array\n  items: {type: object, x-kubernetes-preserve-unknown-fields: true}'),
      ),
      head: widgetCrd(
        specSchema(
          'env:\n  type: array\n  items: {type: object, properties: {name: {type: string}, value: {type: string}, valueFrom: {type: object}, scope: {type: string}}}',
        ),
      ),
      findings: [{ line: 22, column: 17, severity: 'error', data: { compat: { property: '^.spec.env[*]' } } }],
    },
    {
      // kubefed 2ab409a6c: its CRDs moved to v1 and lost status.clusters[].remoteStatus.
      name: 'a v1beta1 base that kept unknown fields (its default), made v1 with preserveUnknownFields: false: pruning starts',
      base: v1beta1(),
      head: v1('', LISTED, '  preserveUnknownFields: false'),
      findings: [{ line: 1, column: 13, severity: 'warning', messageId: 'fromV1beta1', fieldPath: 'apiVersion' }],
    },
    {
      // cert-utils-operator a68715b: a test fixture's CRD moved to v1, as compat/ softens a test tree's copies.
      name: 'the same in a test tree: a notice',
      file: 'test/crds/widgets.yaml',
      base: v1beta1(),
      head: v1('', LISTED, '  preserveUnknownFields: false'),
      findings: [{ line: 1, column: 13, severity: 'notice', messageId: 'fromV1beta1', fieldPath: 'apiVersion' }],
    },
    {
      // gardener/machine-controller-manager 929011588 moved to v1 and kept true, as the manifest says.
      name: 'the same made v1 with preserveUnknownFields: true: an apply prunes nothing, a new install is refused',
      base: v1beta1(),
      head: v1('', LISTED, '  preserveUnknownFields: true'),
      findings: [
        {
          line: 9,
          column: 26,
          severity: 'error',
          messageId: 'fromV1beta1True',
          fieldPath: 'spec.preserveUnknownFields',
        },
      ],
    },
    {
      // kubesphere 3e8597cf7: an apply keeps the installed CRD's true; a replace or new install prunes.
      name: 'the same made v1 without preserveUnknownFields: an apply prunes nothing, a replace does',
      base: v1beta1(),
      head: v1(),
      findings: [
        {
          line: 1,
          column: 13,
          severity: 'warning',
          messageId: 'fromV1beta1Unset',
          message:
            'the CRD was apiextensions.k8s.io/v1beta1 before the change, whose preserveUnknownFields (true unless set false) kept every field objects carried; this apiextensions.k8s.io/v1 manifest does not set it, so a `kubectl apply` (client-side or server-side) over the installed CRD keeps true and prunes nothing, while a replace or a new install gets false and prunes what the schemas do not list, dropping such fields from stored objects, from every read at once and from etcd on their next write (compat/ compares v1 CRDs only, and the rest of this change was not compared): a warning; set preserveUnknownFields: false so that every cluster prunes alike, once the schemas list every field objects use',
        },
      ],
    },
    {
      // nuclio 4a8ef06aef: spec and status free-form, as its Go types are TypeMeta, ObjectMeta, Spec
      // and Status; only other keys at the root are pruned.
      name: 'the same with spec and status keeping unknown fields: a notice that names them',
      base: v1beta1(),
      head: crdWithVersions({
        versions:
          '    - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object, properties: {status: {type: object, x-kubernetes-preserve-unknown-fields: true}, spec: {x-kubernetes-preserve-unknown-fields: true}}}}}',
      }),
      findings: [
        {
          line: 1,
          column: 13,
          severity: 'notice',
          messageId: 'fromV1beta1RootOnly',
          message:
            'the CRD was apiextensions.k8s.io/v1beta1 before the change, whose preserveUnknownFields (true unless set false) kept every field objects carried; as apiextensions.k8s.io/v1 it may prune (a replace, a new install, or preserveUnknownFields: false), but its schemas keep unknown fields under spec and status, so only other keys at the root of an object are dropped, besides apiVersion, kind and metadata, which are always kept: a notice; check that no object carries such keys',
        },
      ],
    },
    {
      name: 'the same with a status that lists its fields: a warning, as status loses what it does not list',
      base: v1beta1(),
      head: crdWithVersions({
        versions:
          '    - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object, properties: {status: {type: object, properties: {phase: {type: string}}}, spec: {x-kubernetes-preserve-unknown-fields: true}}}}}',
      }),
      findings: [{ line: 1, column: 13, severity: 'warning', messageId: 'fromV1beta1Unset' }],
    },
    {
      // dapr's and streamnative's upgrade guides: "must be false in order to use defaults in the schema".
      name: 'the same with a default in the schema: the apiserver refuses the apply, an error',
      base: v1beta1(),
      head: v1('', '{type: object, properties: {size: {type: integer, default: 1}}}'),
      findings: [
        {
          line: 1,
          column: 13,
          severity: 'error',
          messageId: 'fromV1beta1Defaults',
          message:
            'the CRD was apiextensions.k8s.io/v1beta1 before the change, and the installed one keeps preserveUnknownFields: true; this apiextensions.k8s.io/v1 manifest does not set it and its schema has defaults (spec.size in v1), so a `kubectl apply` (client-side or server-side) over the installed CRD keeps true and kube-apiserver refuses the update: spec.preserveUnknownFields: Invalid value: true: must be false in order to use defaults in the schema; set preserveUnknownFields: false in the manifest (and make sure the schemas list every field objects use, as pruning starts)',
        },
      ],
    },
    {
      // argo-workflows 7fd533ac2d: a task set's status listed its fields under the status subresource.
      name: 'status under the status subresource: a warning that speaks of the controllers that write it',
      base: statusOf('{type: object, x-kubernetes-preserve-unknown-fields: true}'),
      head: statusOf('{type: object, properties: {phase: {type: string}}}'),
      findings: [
        {
          line: 10,
          column: 129,
          severity: 'warning',
          messageId: 'status',
          message:
            "status in v1 no longer preserves unknown fields; status fields the schema does not list are pruned from stored objects, from every read at once and from etcd on their next write, and from every write to the /status subresource, so a controller that still writes them (one of an older release during an upgrade, or another controller) sees them dropped; under the status subresource only controllers write status, again from what they observe, so no user's data is lost: a warning; list every field a running controller writes there",
        },
      ],
    },
    {
      name: 'status without the status subresource: an error, as clients write it with the rest',
      base: statusOf('{type: object, x-kubernetes-preserve-unknown-fields: true}', false),
      head: statusOf('{type: object, properties: {phase: {type: string}}}', false),
      findings: [{ line: 10, column: 101, severity: 'error', messageId: 'pruned' }],
    },
    {
      // percona-xtradb-cluster-operator 0a563c734: v1 given the schema of the storage version before.
      name: 'turned off where the storage version already pruned there: nothing stored carries any, a warning',
      base: twoVersions(KEPT, true),
      head: twoVersions(LISTED, true),
      findings: [
        {
          line: 10,
          column: 108,
          severity: 'warning',
          message:
            'spec in v1alpha1 no longer preserves unknown fields, which v1, the storage version before the change, did not keep there either: every object lost them as it was stored, so nothing stored carries any; a client that sets them through v1alpha1 now meets an unknown-field error under strict field validation (kubectl apply) where they were dropped in silence: a warning',
        },
      ],
    },
    {
      name: 'turned off on the version stored before: an error',
      base: twoVersions(KEPT, false),
      head: twoVersions(LISTED, false),
      findings: [{ line: 10, column: 107, severity: 'error', messageId: 'pruned' }],
    },
    {
      name: 'turned into a map of objects: the fields of each value that its schema does not list are pruned',
      base: config('x-kubernetes-preserve-unknown-fields: true'),
      head: config('additionalProperties: {type: object, properties: {a: {type: string}}}'),
      findings: [{ line: 20, column: 15, fieldPath: at('config') }],
    },
    {
      // kubev2v/forklift f7f7cc324d: a ForkliftController spec that kept every field declared its
      // settings and kept undeclared keys by additionalProperties: true.
      name: 'turned into properties beside additionalProperties: true: undeclared scalars stay, mappings under them are emptied',
      base: config('x-kubernetes-preserve-unknown-fields: true'),
      head: config('properties: {size: {type: integer}}\n  additionalProperties: true'),
      findings: [
        {
          line: 20,
          column: 15,
          fieldPath: at('config'),
          severity: 'warning',
          messageId: 'scalarsKept',
          message:
            'spec.config in v1 no longer preserves unknown fields, and keeps undeclared keys by `additionalProperties: true`, whose values the apiserver prunes with no schema: their strings, numbers, booleans and lists of them stay, but every mapping under them, and in lists under them, is emptied on every read at once and in etcd on its next write: a warning; keep x-kubernetes-preserve-unknown-fields: true if objects hold nested data there, or declare it',
        },
      ],
    },
    {
      name: 'turned into additionalProperties: true alone: the same',
      base: config('x-kubernetes-preserve-unknown-fields: true'),
      head: config('additionalProperties: true'),
      findings: [{ line: 20, column: 15, fieldPath: at('config'), severity: 'warning', messageId: 'scalarsKept' }],
    },
    {
      name: 'removed, at the node',
      base: config('x-kubernetes-preserve-unknown-fields: true'),
      head: config('maxProperties: 9'),
      findings: [
        {
          line: 20,
          column: 15,
          fieldPath: at('config'),
          severity: 'error',
          message:
            'spec.config in v1 no longer preserves unknown fields; fields that stored objects carry anywhere under it and the schema does not list are pruned from every read at once and from etcd on their next write (data loss), and clients that set them see them dropped; keep x-kubernetes-preserve-unknown-fields: true, or list every field that objects use',
          data: {
            compat: {
              version: 'v1',
              property: '^.spec.config',
              check: 'x-kubernetes-preserve-unknown-fields',
              base: true,
              head: null,
            },
          },
        },
      ],
    },
    {
      name: 'set false',
      base: config('x-kubernetes-preserve-unknown-fields: true'),
      head: config('x-kubernetes-preserve-unknown-fields: false'),
      findings: [
        {
          line: 22,
          column: 55,
          fieldPath: `${at('config')}.x-kubernetes-preserve-unknown-fields`,
          data: { compat: { base: true, head: false } },
        },
      ],
    },
  ],
});

// rocketmq-operator f581771 kept its v1beta1 CRDs in deploy/crds/ and added v1 copies in
// config/crd/bases/, which `make install` applies over the CRDs the old files installed.
describe('a v1 copy added beside the v1beta1 file it replaces', () => {
  const DEFAULTED = v1('', '{type: object, properties: {size: {type: integer, default: 1}}}');
  it('is judged against the CRD the v1beta1 file installed', () => {
    const findings = reviewFiles(
      [preserveUnknownFieldsChanged],
      { 'deploy/widgets.yaml': v1beta1(), 'config/widgets.yaml': DEFAULTED },
      { base: { 'deploy/widgets.yaml': v1beta1() } },
    );
    expect(findings.map((f) => `${f.file}:${f.line} ${f.severity} ${f.message.split(';')[0]}`)).toEqual([
      'config/widgets.yaml:1 error the CRD was apiextensions.k8s.io/v1beta1 before the change, and the installed one keeps preserveUnknownFields: true',
    ]);
  });

  // kubevirt/cluster-network-addons-operator adds each release's copy beside the last (v1 since
  // 0.43.0) and older v1beta1 ones: clusters hold the last v1 one.
  it('is judged against nothing where the base had a v1 copy too', () => {
    const archive = { 'manifests/0.9.0/crd.yaml': v1beta1(), 'manifests/0.10.0/crd.yaml': DEFAULTED };
    expect(
      reviewFiles(
        [preserveUnknownFieldsChanged],
        { ...archive, 'manifests/0.11.0/crd.yaml': DEFAULTED },
        { base: archive },
      ),
    ).toEqual([]);
  });
});

// kubeflow's notebook-controller (da6efb9c9): its kustomization's strategic-merge patch sets
// spec.preserveUnknownFields: false on the CRD it installs, as the v1 file does not.
describe('a v1 CRD whose kustomization sets spec.preserveUnknownFields', () => {
  const DEFAULTED = v1('', '{type: object, properties: {size: {type: integer, default: 1}}}');
  const patch = (value: boolean) =>
    `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: widgets.example.com}\nspec:\n  preserveUnknownFields: ${value}\n`;
  const review = (value: boolean) =>
    reviewFiles(
      [preserveUnknownFieldsChanged],
      {
        'config/crd/widgets.yaml': DEFAULTED,
        'config/crd/patch.yaml': patch(value),
        'config/crd/kustomization.yaml': 'resources: [widgets.yaml]\npatchesStrategicMerge: [patch.yaml]\n',
      },
      {
        base: {
          'config/crd/widgets.yaml': v1beta1(),
          'config/crd/kustomization.yaml': 'resources: [widgets.yaml]\n',
        },
      },
    ).map((f) => `${f.file}:${f.line} ${f.severity} ${f.message.split(';')[0]}`);
  it('is judged as the manifest kustomize renders: set to false, pruning starts; left true, defaults are refused', () => {
    expect(review(false)).toEqual([
      'config/crd/widgets.yaml:1 warning the CRD was apiextensions.k8s.io/v1beta1 before the change, whose preserveUnknownFields (true unless set false) kept every field objects carried',
    ]);
    expect(review(true).map((f) => f.split(' ').slice(0, 2).join(' '))).toEqual(['config/crd/widgets.yaml:1 error']);
  });
});

// kubernetes-sigs/multi-tenancy 7aa3c4b8 (HNC): the v1beta1 CRDs were installed through a kustomization
// whose strategic-merge patches set spec.preserveUnknownFields: false, so they pruned already.
describe('a v1beta1 CRD whose kustomization set spec.preserveUnknownFields: false, made v1', () => {
  const DEFAULTED = v1('', '{type: object, properties: {size: {type: integer, default: 1}}}');
  const PATCH =
    'apiVersion: apiextensions.k8s.io/v1beta1\nkind: CustomResourceDefinition\nmetadata: {name: widgets.example.com}\nspec:\n  preserveUnknownFields: false\n';
  const review = (baseKustomization: string, headFiles: Readonly<Record<string, string>>) =>
    reviewFiles(
      [preserveUnknownFieldsChanged],
      { 'config/crd/widgets.yaml': DEFAULTED, ...headFiles },
      {
        base: {
          'config/crd/widgets.yaml': v1beta1(),
          'config/crd/patch.yaml': PATCH,
          'config/crd/kustomization.yaml': baseKustomization,
        },
      },
    ).map((f) => `${f.file}:${f.line} ${f.severity} ${f.message.split(';')[0]}`);
  const PATCHED = 'resources: [widgets.yaml]\npatchesStrategicMerge: [patch.yaml]\n';
  it('is nothing, whether the head keeps the patch or drops it with its defaults', () => {
    expect(review(PATCHED, { 'config/crd/kustomization.yaml': 'resources: [widgets.yaml]\n' })).toEqual([]);
    expect(
      review(PATCHED, {
        'config/crd/kustomization.yaml': PATCHED,
        'config/crd/patch.yaml': PATCH.replace('v1beta1', 'v1'),
      }),
    ).toEqual([]);
  });
  it('is judged as before where the base kustomization did not apply the patch', () => {
    expect(
      review('resources: [widgets.yaml]\n', { 'config/crd/kustomization.yaml': 'resources: [widgets.yaml]\n' }).map(
        (f) => f.split(' ').slice(0, 2).join(' '),
      ),
    ).toEqual(['config/crd/widgets.yaml:1 error']);
  });
});

// A v1 CRD installed from v1beta1 may keep `spec.preserveUnknownFields: true` (the apiserver allows
// it on update); turning it off, or dropping it from the manifest, starts pruning.
describe('spec.preserveUnknownFields turned off on a v1 CRD', () => {
  const KEEPS = '  preserveUnknownFields: true';
  const review = (head: string) =>
    reviewFiles(
      [preserveUnknownFieldsChanged],
      { 'crd.yaml': head },
      { base: { 'crd.yaml': v1('', LISTED, KEEPS) } },
    ).map((f) => `${f.line}:${f.column} ${f.severity} ${f.message.split(':')[0]}`);
  it('is an error, at the flag or at spec where it was removed', () => {
    expect(review(v1('', LISTED, '  preserveUnknownFields: false'))).toEqual([
      '9:26 error spec.preserveUnknownFields was true before the change and is false',
    ]);
    expect(review(v1())).toEqual([
      '5:1 error spec.preserveUnknownFields was true before the change and is no longer set (false)',
    ]);
  });
  it('is nothing where it stays true, or every version keeps unknown fields at its root', () => {
    expect(review(v1('', LISTED, KEEPS))).toEqual([]);
    expect(review(v1('x-kubernetes-preserve-unknown-fields: true, '))).toEqual([]);
  });
});
