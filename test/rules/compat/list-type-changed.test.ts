import { describe, expect, it } from 'vitest';
import { listTypeChanged } from '../../../src/rules/compat/list-type-changed.js';
import { reviewFiles } from '../../support/review-files.js';
import { ruleTester } from '../../support/rule-tester.js';
import { at, specSchema, widgetCrd, CONTAINER_FIELDS } from './widget-crd.js';

// compat/list-type-changed (spec/crd-compatibility.md §5.7). `ports` is line 20.
const ports = (more: string) =>
  widgetCrd(
    specSchema(
      `ports:\n  type: array\n  items: {type: object, properties: {name: {type: string}, port: {type: integer}}}\n  ${more.replace(/\n/g, '\n  ')}`,
    ),
  );
/** The same list whose items are atomic: a set of them is one kube-apiserver takes (SCHEMA-LIST-014). */
const atomicPorts = (more: string) =>
  ports(more).replace(
    'items: {type: object, properties',
    'items: {type: object, x-kubernetes-map-type: atomic, properties',
  );
// A reference struct (SecretKeySelector), alone and as the item of a list.
const secretRef = (more: string) =>
  widgetCrd(
    specSchema(`secretRef:\n  type: object\n  properties: {name: {type: string}, key: {type: string}}\n  ${more}`),
  );
const pullSecrets = (more: string, listType = '') =>
  widgetCrd(
    specSchema(
      `pullSecrets:\n  type: array\n  ${listType}items:\n    type: object\n    properties: {name: {type: string}}\n    ${more}`,
    ),
  );
// A container's env, with k8s.io/api's description of its items (prow 233e8db82's pod_spec).
const env = (more: string, description = 'EnvVar represents an environment variable present in a Container.') =>
  widgetCrd(
    specSchema(
      `env:\n  type: array\n  items:\n    description: ${description}\n    type: object\n    required: [name]\n    properties: {name: {type: string}, value: {type: string}}\n  ${more.replace(/\n/g, '\n  ')}`,
    ),
  );
// A container's env as controller-gen writes it with crd:maxDescLen=0: no description, every field of EnvVar.
const envWithoutDescription = (more: string) =>
  widgetCrd(
    specSchema(
      `env:\n  type: array\n  items:\n    type: object\n    required: [name]\n    properties: {name: {type: string}, value: {type: string}, valueFrom: {type: object}}\n  ${more.replace(/\n/g, '\n  ')}`,
    ),
  );
// A list of metav1.Condition as controller-gen writes it without descriptions (crd:maxDescLen=0), and a
// list of a type of the CRD's own with some of its names (no lastTransitionTime, reason, message).
const CONDITIONS =
  '  type: array\n  items:\n    type: object\n    required: [type, status, lastTransitionTime, reason, message]\n    properties:\n      lastTransitionTime: {type: string, format: date-time}\n      message: {type: string, maxLength: 32768}\n      observedGeneration: {type: integer, format: int64, minimum: 0}\n      reason: {type: string}\n      status: {type: string, enum: ["True", "False", Unknown]}\n      type: {type: string}';
const PHASES =
  '  type: array\n  items:\n    type: object\n    required: [type]\n    properties:\n      status: {type: string}\n      type: {type: string}';
const BY_TYPE = '\n  x-kubernetes-list-type: map\n  x-kubernetes-list-map-keys: [type]';
/** A base and a head of conditions whose items carry this description, the head's made a map by type. */
const describedConditions = (description: string) => {
  const described = CONDITIONS.replace('    type: object', `    description: ${description}\n    type: object`);
  return {
    base: widgetCrd(specSchema(`conditions:\n${described}`)),
    head: widgetCrd(specSchema(`conditions:\n${described}${BY_TYPE}`)),
  };
};
/** A type of a CRD's own that shares four of a Container's property names. */
const STEP_FIELDS =
  'name: {type: string}, image: {type: string}, command: {type: array, items: {type: string}}, args: {type: array, items: {type: string}}';
// The fields of a PodSpec that tell it where nothing is described (a nodeSelector follows them).
const POD_SPEC_FIELDS = [
  'containers: {type: array, items: {type: object}}',
  'nodeName: {type: string}',
  'restartPolicy: {type: string}',
  'schedulerName: {type: string}',
  'serviceAccountName: {type: string}',
].join('\n');
const NODE_SELECTOR =
  "'NodeSelector is a selector which must be true for the pod to fit on a node. Selector which must match a node''s labels for the pod to be scheduled on that node.'";
const labels = (more: string) =>
  widgetCrd(specSchema(`labels:\n  type: object\n  additionalProperties: {type: string}\n  ${more}`));

/**
 * A nodeSelector of matchExpressions (the list's type given, flow) and the selector's own keywords
 * (`more`): the selector is line 20, its x-kubernetes-map-type on line 24, matchExpressions line 23.
 */
const nodeSelector = (listType: string, more = '') =>
  widgetCrd(
    specSchema(
      `nodeSelector:\n  type: object\n  properties:\n    matchExpressions: {type: array, items: {type: object, required: [key], properties: {key: {type: string}, operator: {type: string}}}${listType}}\n${more}`,
    ),
  );
ruleTester(listTypeChanged, {
  valid: [
    {
      name: 'a list inside the items of an atomic list made atomic: nothing changes',
      base: widgetCrd(
        specSchema(
          'groups:\n  type: array\n  items:\n    type: object\n    properties:\n      tags: {type: array, items: {type: string}, x-kubernetes-list-type: set}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'groups:\n  type: array\n  items:\n    type: object\n    properties:\n      tags: {type: array, items: {type: string}, x-kubernetes-list-type: atomic}',
        ),
      ),
    },
    { name: 'absent is atomic', base: ports('maxItems: 9'), head: ports('x-kubernetes-list-type: atomic') },
    {
      // vitess-operator 54ce07d2: tabletPools inside the items of the atomic keyspaces.
      name: 'a key added to the map keys of a list inside the items of an atomic list: nothing changes',
      base: widgetCrd(
        specSchema(
          'groups:\n  type: array\n  items:\n    type: object\n    properties:\n      pools:\n        type: array\n        items: {type: object, required: [type, cell], properties: {type: {type: string}, cell: {type: string}, index: {type: integer, default: 0}}}\n        x-kubernetes-list-type: map\n        x-kubernetes-list-map-keys: [type, cell]',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'groups:\n  type: array\n  items:\n    type: object\n    properties:\n      pools:\n        type: array\n        items: {type: object, required: [type, cell], properties: {type: {type: string}, cell: {type: string}, index: {type: integer, default: 0}}}\n        x-kubernetes-list-type: map\n        x-kubernetes-list-map-keys: [type, cell, index]',
        ),
      ),
    },
    {
      name: 'map keys reordered',
      base: ports('x-kubernetes-list-type: map\nx-kubernetes-list-map-keys: [name, port]'),
      head: ports('x-kubernetes-list-type: map\nx-kubernetes-list-map-keys: [port, name]'),
    },
    {
      // logging-operator f189faf5: controller-gen marked imagePullSecrets' items atomic; the list is owned whole already.
      name: 'the item of an atomic list made atomic',
      base: pullSecrets('maxProperties: 9'),
      head: pullSecrets('x-kubernetes-map-type: atomic'),
    },
    {
      // calico 5acc5f98: server-side apply never merged a set of objects (structured-merge-diff
      // refuses an associative list without keys whose items are maps), and atomic rejects nothing.
      name: 'a set of objects made atomic, as crd/non-scalar-set advises',
      base: ports('x-kubernetes-list-type: set'),
      head: ports('x-kubernetes-list-type: atomic'),
    },
    {
      name: 'a set of objects whose list type is dropped',
      base: ports('x-kubernetes-list-type: set'),
      head: ports('maxItems: 9'),
    },
    {
      // wg-policy-prototypes 24517bd: every commit with the map type also had `uniqueItems: true`
      // on another list, which kube-apiserver forbids on create and update alike (SCHEMA-KW-009):
      // no cluster held the base, and the commit that drops both breaks nothing.
      name: 'a base the apiserver forbids (uniqueItems: true elsewhere) is not compared',
      base: widgetCrd(
        specSchema(
          'scope: {type: object, additionalProperties: {type: string}, x-kubernetes-map-type: atomic}\nfilter: {type: array, items: {type: string}, uniqueItems: true}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'scope: {type: object, additionalProperties: {type: string}}\nfilter: {type: array, items: {type: string}}',
        ),
      ),
    },
    {
      name: 'absent map type is granular',
      base: labels('maxProperties: 9'),
      head: labels('x-kubernetes-map-type: granular'),
    },
  ],
  invalid: [
    {
      // kube-ovn d336c9801: a selector regenerated from metav1.LabelSelector, atomic, its
      // matchExpressions made atomic too (a map keyed by key before): the selector's notice says it.
      name: 'a list made atomic below a struct the change makes atomic: nothing of its own',
      base: nodeSelector(', x-kubernetes-list-type: map, x-kubernetes-list-map-keys: [key]'),
      head: nodeSelector('', '  x-kubernetes-map-type: atomic\n'),
      findings: [
        {
          line: 24,
          column: 40,
          severity: 'notice',
          messageId: 'structMadeAtomic',
          data: { field: 'spec.nodeSelector' },
        },
      ],
    },
    {
      name: 'a list made a set below an atomic struct: only the uniqueness, as of the struct owned whole',
      base: nodeSelector('', '  x-kubernetes-map-type: atomic\n'),
      head: nodeSelector(
        ', x-kubernetes-list-type: map, x-kubernetes-list-map-keys: [key]',
        '  x-kubernetes-map-type: atomic\n',
      ),
      findings: [{ line: 23, column: 176, messageId: 'uniquenessInWholeList', data: { whole: 'spec.nodeSelector' } }],
    },
    {
      name: 'a list made atomic below a struct that stays granular: an error',
      base: nodeSelector(', x-kubernetes-list-type: map, x-kubernetes-list-map-keys: [key]'),
      head: nodeSelector(', x-kubernetes-list-type: atomic'),
      findings: [{ line: 23, column: 176, messageId: 'madeAtomic' }],
    },
    {
      // Server-side apply merges a map no schema describes key by key (granular).
      name: 'an atomic map whose parent now keeps unknown fields: merged key by key',
      base: labels('x-kubernetes-map-type: atomic'),
      head: widgetCrd(specSchema('', 'x-kubernetes-preserve-unknown-fields: true').replace(/\n\s*properties:\s*$/, '')),
      findings: [{ line: 17, column: 11, data: { compat: { property: '^.spec.labels', base: 'atomic', head: null } } }],
    },
    {
      // VictoriaMetrics 7d3aa5aa: a spec made opaque, its map lists with it.
      name: 'a map list whose parent now keeps unknown fields: merged whole, as with its list type dropped',
      base: ports('x-kubernetes-list-type: map\nx-kubernetes-list-map-keys: [name, port]'),
      head: widgetCrd(specSchema('', 'x-kubernetes-preserve-unknown-fields: true').replace(/\n\s*properties:\s*$/, '')),
      findings: [
        {
          line: 17,
          column: 11,
          severity: 'error',
          data: { compat: { property: '^.spec.ports', base: 'map', head: null } },
        },
      ],
    },
    {
      // keda-olm-operator 7cf348e: an embedded PodSpec's nodeSelector, regenerated with a newer k8s.io/api.
      name: "a Pod spec's nodeSelector made atomic, as k8s.io/api marks it: a warning",
      base: widgetCrd(
        specSchema(
          `nodeSelector:\n  type: object\n  description: ${NODE_SELECTOR}\n  additionalProperties: {type: string}`,
        ),
      ),
      head: widgetCrd(
        specSchema(
          `nodeSelector:\n  type: object\n  description: ${NODE_SELECTOR}\n  additionalProperties: {type: string}\n  x-kubernetes-map-type: atomic`,
        ),
      ),
      findings: [
        {
          severity: 'warning',
          line: 24,
          column: 40,
          message:
            'x-kubernetes-map-type of spec.nodeSelector in v1 changed from none (granular) to "atomic": it is Kubernetes\' PodSpec.nodeSelector, which k8s.io/api marks atomic, and a CRD generated with a newer k8s.io/api takes the mark; server-side apply now owns spec.nodeSelector whole, so a manager that applies it conflicts with the managers of the keys it leaves out, and removes those keys where it forces the apply (Flux does); Kubernetes made the same change to its own type, so it is a warning',
        },
      ],
    },
    {
      // vault-operator 8414aeb2 (crd:maxDescLen=0): an embedded PodSpec without descriptions.
      name: "a Pod spec's nodeSelector without descriptions, known by the Pod spec's other fields: a warning",
      base: widgetCrd(
        specSchema(`${POD_SPEC_FIELDS}\nnodeSelector:\n  type: object\n  additionalProperties: {type: string}`),
      ),
      head: widgetCrd(
        specSchema(
          `${POD_SPEC_FIELDS}\nnodeSelector:\n  type: object\n  additionalProperties: {type: string}\n  x-kubernetes-map-type: atomic`,
        ),
      ),
      findings: [
        {
          severity: 'warning',
          line: 28,
          column: 40,
          message:
            'x-kubernetes-map-type of spec.nodeSelector in v1 changed from none (granular) to "atomic": it is Kubernetes\' PodSpec.nodeSelector, which k8s.io/api marks atomic, and a CRD generated with a newer k8s.io/api takes the mark; server-side apply now owns spec.nodeSelector whole, so a manager that applies it conflicts with the managers of the keys it leaves out, and removes those keys where it forces the apply (Flux does); Kubernetes made the same change to its own type, so it is a warning',
        },
      ],
    },
    {
      name: "a nodeSelector beside some of a Pod spec's fields, without descriptions, made atomic: an error",
      base: widgetCrd(
        specSchema(
          'containers: {type: array, items: {type: object}}\nnodeName: {type: string}\nnodeSelector:\n  type: object\n  additionalProperties: {type: string}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'containers: {type: array, items: {type: object}}\nnodeName: {type: string}\nnodeSelector:\n  type: object\n  additionalProperties: {type: string}\n  x-kubernetes-map-type: atomic',
        ),
      ),
      findings: [{ severity: 'error', line: 25, column: 40 }],
    },
    {
      name: "a map of the CRD's own named nodeSelector, without k8s.io/api's description, made atomic: an error",
      base: widgetCrd(specSchema('nodeSelector:\n  type: object\n  additionalProperties: {type: string}')),
      head: widgetCrd(
        specSchema(
          'nodeSelector:\n  type: object\n  additionalProperties: {type: string}\n  x-kubernetes-map-type: atomic',
        ),
      ),
      findings: [{ severity: 'error', line: 23, column: 40 }],
    },
    {
      // kube-prometheus a5fd6f24: the volumeClaimTemplate's status, regenerated with k8s.io/api 0.30.
      name: "a PersistentVolumeClaim's status conditions made a map by type, as k8s.io/api marks them: a warning",
      base: widgetCrd(
        specSchema(
          'conditions:\n  type: array\n  items:\n    description: PersistentVolumeClaimCondition contains details about state of pvc\n    type: object\n    required: [type]\n    properties: {type: {type: string}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'conditions:\n  type: array\n  items:\n    description: PersistentVolumeClaimCondition contains details about state of pvc\n    type: object\n    required: [type]\n    properties: {type: {type: string}}\n  x-kubernetes-list-type: map\n  x-kubernetes-list-map-keys: [type]',
        ),
      ),
      findings: [
        {
          severity: 'warning',
          line: 27,
          column: 41,
          message:
            'x-kubernetes-list-type of spec.conditions in v1 changed from none (atomic) to "map": it is a list of Kubernetes\' PersistentVolumeClaimCondition, which k8s.io/api marks as a map, and a CRD generated with a newer k8s.io/api takes the mark; server-side apply now merges its items by key, and a create whose values break the new uniqueness rule is refused (an update checks it only where the stored object met it); Kubernetes made the same change to its own type, so it is a warning',
        },
      ],
    },
    {
      // karpenter-provider-gcp 6335af44: operatorpkg's status.Condition, metav1.Condition under a description of its own.
      name: 'a list of an alias of metav1.Condition, described in its own words, made a map by type: a warning',
      ...describedConditions('Condition aliases the upstream type and adds methods'),
      findings: [
        {
          severity: 'warning',
          line: 33,
          column: 41,
          messageId: 'conditionsMadeMap',
          message:
            "x-kubernetes-list-type of spec.conditions in v1 changed from none (atomic) to \"map\": it is a list of conditions of metav1.Condition's fields, and metav1.Condition's documentation asks for a map keyed by type at .status.conditions; server-side apply now merges its items by type, and a create whose values break the new uniqueness rule is refused (an update checks it only where the stored object met it); as the change follows Kubernetes' conventions, it is a warning",
        },
      ],
    },
    {
      // cluster-kube-descheduler-operator 3d95d0b3: openshift/api's OperatorCondition, of metav1.Condition's fields.
      name: "a list of a type named in its description, of metav1.Condition's fields, made a map by type: the type is named",
      ...describedConditions('OperatorCondition is just the standard condition fields.'),
      findings: [
        {
          severity: 'warning',
          line: 33,
          column: 41,
          messageId: 'conditionsMadeMap',
          message:
            "x-kubernetes-list-type of spec.conditions in v1 changed from none (atomic) to \"map\": it is a list of OperatorCondition (metav1.Condition's fields under another name), and metav1.Condition's documentation asks for a map keyed by type at .status.conditions; server-side apply now merges its items by type, and a create whose values break the new uniqueness rule is refused (an update checks it only where the stored object met it); as the change follows Kubernetes' conventions, it is a warning",
        },
      ],
    },
    {
      // cluster-inventory-api 8e1564a: ClusterProfile's conditions given metav1.Condition's prescribed markers.
      name: 'a list of metav1.Condition made a map by type, as its documentation asks: a warning; a list of another type, an error',
      base: widgetCrd(specSchema(`conditions:\n${CONDITIONS}\nphases:\n${PHASES}`)),
      head: widgetCrd(specSchema(`conditions:\n${CONDITIONS}${BY_TYPE}\nphases:\n${PHASES}${BY_TYPE}`)),
      findings: [
        {
          severity: 'warning',
          line: 32,
          column: 41,
          messageId: 'conditionsMadeMap',
          message:
            'x-kubernetes-list-type of spec.conditions in v1 changed from none (atomic) to "map": it is a list of metav1.Condition, and metav1.Condition\'s documentation asks for a map keyed by type at .status.conditions; server-side apply now merges its items by type, and a create whose values break the new uniqueness rule is refused (an update checks it only where the stored object met it); as the change follows Kubernetes\' conventions, it is a warning',
        },
        { severity: 'error', line: 42, column: 41, messageId: 'changed' },
      ],
    },
    {
      // kruise-game f2d02a6: a GameServer's status.podStatus regenerated with k8s.io/api 0.30.
      name: "a Pod status's podIPs made a map by ip, as k8s.io/api marks them: a warning",
      base: widgetCrd(
        specSchema(
          'podIP: {type: string}\nhostIP: {type: string}\npodIPs:\n  type: array\n  items:\n    description: PodIP represents a single IP address allocated to the pod.\n    type: object\n    properties: {ip: {type: string}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'podIP: {type: string}\nhostIP: {type: string}\npodIPs:\n  type: array\n  items:\n    description: PodIP represents a single IP address allocated to the pod.\n    type: object\n    required: [ip]\n    properties: {ip: {type: string}}\n  x-kubernetes-list-type: map\n  x-kubernetes-list-map-keys: [ip]',
        ),
      ),
      findings: [{ severity: 'warning', line: 29, column: 41, messageId: 'kubernetesListMadeMap' }],
    },
    {
      name: "a container's ports made a map by containerPort and protocol, as k8s.io/api marks them: a warning",
      base: widgetCrd(
        specSchema(
          'ports:\n  type: array\n  items:\n    description: ContainerPort represents a network port in a single container.\n    type: object\n    required: [containerPort]\n    properties: {containerPort: {type: integer}, protocol: {type: string, default: TCP}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'ports:\n  type: array\n  items:\n    description: ContainerPort represents a network port in a single container.\n    type: object\n    required: [containerPort]\n    properties: {containerPort: {type: integer}, protocol: {type: string, default: TCP}}\n  x-kubernetes-list-type: map\n  x-kubernetes-list-map-keys: [containerPort, protocol]',
        ),
      ),
      findings: [
        {
          severity: 'warning',
          line: 27,
          column: 41,
          fieldPath:
            'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[ports].x-kubernetes-list-type',
        },
      ],
    },
    {
      // openshift/machine-api-operator 5727c949: a Machine's spec.metadata copies ObjectMeta, whose
      // ownerReferences apimachinery marks a map by uid.
      name: "an ObjectMeta copy's ownerReferences made a map by uid, as apimachinery marks them: a warning",
      base: widgetCrd(
        specSchema(
          'metadata:\n  type: object\n  properties:\n    ownerReferences:\n      type: array\n      items:\n        description: |-\n          OwnerReference contains enough information to let you identify an owning\n          object. An owning object must be in the same namespace as the dependent.\n        type: object\n        required: [apiVersion, kind, name, uid]\n        properties: {apiVersion: {type: string}, kind: {type: string}, name: {type: string}, uid: {type: string}, controller: {type: boolean}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'metadata:\n  type: object\n  properties:\n    ownerReferences:\n      type: array\n      items:\n        description: |-\n          OwnerReference contains enough information to let you identify an owning\n          object. An owning object must be in the same namespace as the dependent.\n        type: object\n        required: [apiVersion, kind, name, uid]\n        properties: {apiVersion: {type: string}, kind: {type: string}, name: {type: string}, uid: {type: string}, controller: {type: boolean}}\n      x-kubernetes-list-type: map\n      x-kubernetes-list-map-keys: [uid]',
        ),
      ),
      findings: [{ severity: 'warning', line: 32, column: 45, messageId: 'kubernetesListMadeMap' }],
    },
    {
      name: "a list of Kubernetes' EnvVar made a map by name, as k8s.io/api marks it: a warning",
      base: env(''),
      head: env('x-kubernetes-list-type: map\nx-kubernetes-list-map-keys: [name]'),
      findings: [
        {
          severity: 'warning',
          line: 27,
          column: 41,
          message:
            'x-kubernetes-list-type of spec.env in v1 changed from none (atomic) to "map": it is a list of Kubernetes\' EnvVar, which k8s.io/api marks as a map, and a CRD generated with a newer k8s.io/api takes the mark; server-side apply now merges its items by key, and a create whose values break the new uniqueness rule is refused (an update checks it only where the stored object met it); Kubernetes made the same change to its own type, so it is a warning',
        },
      ],
    },
    {
      name: "a list of Kubernetes' EnvVar made a map inside a list that stays atomic (a container's env): only its uniqueness is new",
      base: widgetCrd(
        specSchema(
          'containers:\n  type: array\n  items:\n    type: object\n    properties:\n      env:\n        type: array\n        items:\n          description: EnvVar represents an environment variable present in a Container.\n          type: object\n          properties: {name: {type: string}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'containers:\n  type: array\n  items:\n    type: object\n    properties:\n      env:\n        type: array\n        items:\n          description: EnvVar represents an environment variable present in a Container.\n          type: object\n          properties: {name: {type: string}}\n        x-kubernetes-list-type: map\n        x-kubernetes-list-map-keys: [name]',
        ),
      ),
      findings: [
        {
          severity: 'warning',
          line: 31,
          column: 47,
          message:
            'x-kubernetes-list-type of spec.containers[*].env in v1 changed from none (atomic) to "map": it is a list of Kubernetes\' EnvVar, which k8s.io/api marks as a map, and a CRD generated with a newer k8s.io/api takes the mark; server-side apply owns spec.containers whole, so how spec.containers[*].env merges does not change, but a create whose values break the new uniqueness rule is refused (an update checks it only where the stored object met it); Kubernetes made the same change to its own type, so it is a warning',
        },
      ],
    },
    {
      name: 'the same list made a map by other keys, or without the description that tells its type: an error',
      base: env(''),
      head: env('x-kubernetes-list-type: map\nx-kubernetes-list-map-keys: [value]'),
      findings: [{ severity: 'error', line: 27, column: 41 }],
    },
    {
      // vault-operator (crd:maxDescLen=0): an EnvVar is known by its fields where nothing is described.
      name: "a list of Kubernetes' EnvVar without descriptions, known by its item's fields, made a map by name: a warning",
      base: envWithoutDescription(''),
      head: envWithoutDescription('x-kubernetes-list-type: map\nx-kubernetes-list-map-keys: [name]'),
      findings: [
        {
          severity: 'warning',
          line: 26,
          column: 41,
          message:
            'x-kubernetes-list-type of spec.env in v1 changed from none (atomic) to "map": it is a list of Kubernetes\' EnvVar, which k8s.io/api marks as a map, and a CRD generated with a newer k8s.io/api takes the mark; server-side apply now merges its items by key, and a create whose values break the new uniqueness rule is refused (an update checks it only where the stored object met it); Kubernetes made the same change to its own type, so it is a warning',
        },
      ],
    },
    {
      // controller-gen with crd:maxDescLen=0 writes every field of an embedded Container.
      name: "a list of Kubernetes' Container without descriptions, known by the fields every generated one has, made a map by name: a warning; a type of the CRD's own with four of their names: an error",
      base: widgetCrd(
        specSchema(
          `containers:\n  type: array\n  items: {type: object, properties: {${CONTAINER_FIELDS}}}\nsteps:\n  type: array\n  items: {type: object, properties: {${STEP_FIELDS}}}`,
        ),
      ),
      head: widgetCrd(
        specSchema(
          `containers:\n  type: array\n  items: {type: object, properties: {${CONTAINER_FIELDS}}}\n  x-kubernetes-list-type: map\n  x-kubernetes-list-map-keys: [name]\nsteps:\n  type: array\n  items: {type: object, properties: {${STEP_FIELDS}}}\n  x-kubernetes-list-type: map\n  x-kubernetes-list-map-keys: [name]`,
        ),
      ),
      findings: [
        { severity: 'warning', line: 23, column: 41 },
        { severity: 'error', line: 28, column: 41 },
      ],
    },
    {
      name: "a list of items without descriptions and without all of EnvVar's fields made a map: an error",
      base: env('', "''"),
      head: env('x-kubernetes-list-type: map\nx-kubernetes-list-map-keys: [name]', "''"),
      findings: [{ severity: 'error', line: 27, column: 41 }],
    },
    {
      name: "a list named env without descriptions whose valueFrom is a string (the CRD's own type) made a map: an error",
      base: envWithoutDescription('').replace('valueFrom: {type: object}', 'valueFrom: {type: string}'),
      head: envWithoutDescription('x-kubernetes-list-type: map\nx-kubernetes-list-map-keys: [name]').replace(
        'valueFrom: {type: object}',
        'valueFrom: {type: string}',
      ),
      findings: [{ severity: 'error', line: 26, column: 41 }],
    },
    {
      name: 'a list named env without descriptions whose items have a field EnvVar lacks made a map: an error',
      base: envWithoutDescription('').replace(
        'valueFrom: {type: object}',
        'valueFrom: {type: object}, secret: {type: boolean}',
      ),
      head: envWithoutDescription('x-kubernetes-list-type: map\nx-kubernetes-list-map-keys: [name]').replace(
        'valueFrom: {type: object}',
        'valueFrom: {type: object}, secret: {type: boolean}',
      ),
      findings: [{ severity: 'error', line: 26, column: 41 }],
    },
    {
      name: "a CRD's own list of EnvVar (not a field k8s.io/api marks) made a map: an error",
      base: env('').replace('env:', 'extraEnv:'),
      head: env('x-kubernetes-list-type: map\nx-kubernetes-list-map-keys: [name]').replace('env:', 'extraEnv:'),
      findings: [{ severity: 'error', line: 27, column: 41 }],
    },
    {
      name: 'a list of items described otherwise made a map: an error',
      base: env('', 'An environment variable.'),
      head: env('x-kubernetes-list-type: map\nx-kubernetes-list-map-keys: [name]', 'An environment variable.'),
      findings: [{ severity: 'error', line: 27, column: 41 }],
    },
    {
      // operator-lifecycle-manager a9bf0da0b: conditions inside the items of an atomic list became a map.
      name: 'a list inside the items of an atomic list made a map: only its new uniqueness is reported',
      base: widgetCrd(
        specSchema(
          'groups:\n  type: array\n  items:\n    type: object\n    properties:\n      conditions:\n        type: array\n        items: {type: object, required: [type], properties: {type: {type: string}}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'groups:\n  type: array\n  items:\n    type: object\n    properties:\n      conditions:\n        type: array\n        items: {type: object, required: [type], properties: {type: {type: string}}}\n        x-kubernetes-list-type: map\n        x-kubernetes-list-map-keys: [type]',
        ),
      ),
      findings: [
        {
          line: 28,
          column: 47,
          message:
            'x-kubernetes-list-type of spec.groups[*].conditions in v1 changed from none (atomic) to "map"; server-side apply owns spec.groups whole, so how spec.groups[*].conditions merges does not change, but a create whose values break the new uniqueness rule is refused (an update checks it only where the stored object met it); keep the list type, or serve the change in a new version',
        },
      ],
    },
    {
      name: 'a set of strings made atomic: managers owned its items one by one',
      base: widgetCrd(specSchema('tags:\n  type: array\n  items: {type: string}\n  x-kubernetes-list-type: set')),
      head: widgetCrd(specSchema('tags:\n  type: array\n  items: {type: string}\n  x-kubernetes-list-type: atomic')),
      findings: [{ line: 23, column: 41, messageId: 'madeAtomic' }],
    },
    {
      name: 'atomic to set',
      base: atomicPorts('maxItems: 9'),
      head: atomicPorts('x-kubernetes-list-type: set'),
      findings: [
        {
          line: 23,
          column: 41,
          fieldPath: `${at('ports')}.x-kubernetes-list-type`,
          severity: 'error',
          message:
            'x-kubernetes-list-type of spec.ports in v1 changed from none (atomic) to "set"; server-side apply now merges spec.ports and assigns its ownership differently, so field managers that apply it conflict or overwrite each other, and a create whose values break the new uniqueness rule is refused (an update checks it only where the stored object met it); keep the list type, or serve the change in a new version',
          data: {
            compat: {
              version: 'v1',
              property: '^.spec.ports',
              check: 'x-kubernetes-list-type',
              base: null,
              head: 'set',
            },
          },
        },
      ],
    },
    {
      name: 'map keys changed',
      base: ports('x-kubernetes-list-type: map\nx-kubernetes-list-map-keys: [name]'),
      head: ports('x-kubernetes-list-type: map\nx-kubernetes-list-map-keys: [port]'),
      findings: [
        {
          line: 24,
          column: 17,
          fieldPath: `${at('ports')}.x-kubernetes-list-map-keys`,
          messageId: 'changed',
          data: { compat: { check: 'x-kubernetes-list-map-keys', base: ['name'], head: ['port'] } },
        },
      ],
    },
    {
      // vitess-operator 54ce07d2: items told apart by [type, cell] are told apart by [type, cell, index] too.
      name: 'a key added to the map keys: merging changes, uniqueness does not',
      base: ports('x-kubernetes-list-type: map\nx-kubernetes-list-map-keys: [name]'),
      head: ports('x-kubernetes-list-type: map\nx-kubernetes-list-map-keys: [name, port]'),
      findings: [
        {
          line: 24,
          column: 17,
          fieldPath: `${at('ports')}.x-kubernetes-list-map-keys`,
          message:
            'x-kubernetes-list-map-keys of spec.ports in v1 changed from ["name"] to ["name","port"]; server-side apply now merges spec.ports and assigns its ownership differently, so field managers that apply it conflict or overwrite each other; keep the type, or serve the change in a new version',
        },
      ],
    },
    {
      name: 'a map list made a set: items unique by key are unique whole',
      base: atomicPorts('x-kubernetes-list-type: map\nx-kubernetes-list-map-keys: [name]'),
      head: atomicPorts('x-kubernetes-list-type: set'),
      findings: [{ line: 23, column: 41, messageId: 'mergeChanged' }],
    },
    {
      name: 'atomic to map with keys: one finding, the list type (the keys come with it)',
      base: ports('maxItems: 9'),
      head: ports('x-kubernetes-list-type: map\nx-kubernetes-list-map-keys: [name]'),
      findings: [
        {
          line: 23,
          column: 41,
          fieldPath: `${at('ports')}.x-kubernetes-list-type`,
          messageId: 'changed',
          data: { compat: { check: 'x-kubernetes-list-type', base: null, head: 'map' } },
        },
      ],
    },
    {
      name: 'a list type removed goes back to atomic, at the node',
      base: widgetCrd(specSchema('ports:\n  type: array\n  items: {type: string}\n  x-kubernetes-list-type: set')),
      head: widgetCrd(specSchema('ports:\n  type: array\n  items: {type: string}\n  maxItems: 9')),
      findings: [
        {
          line: 20,
          column: 15,
          fieldPath: at('ports'),
          messageId: 'madeAtomic',
          data: { compat: { base: 'set', head: null } },
        },
      ],
    },
    {
      // Uniqueness is checked for set and map lists only: an atomic list asks none of stored values.
      name: 'a map list made atomic: only how server-side apply merges it changes',
      base: ports('x-kubernetes-list-type: map\nx-kubernetes-list-map-keys: [name]'),
      head: ports('x-kubernetes-list-type: atomic\nx-kubernetes-list-map-keys: [name]'),
      findings: [
        {
          line: 23,
          column: 41,
          message:
            'x-kubernetes-list-type of spec.ports in v1 changed from "map" to "atomic"; server-side apply no longer merges spec.ports but owns it whole, so a manager that applies it conflicts with the managers of the items or keys it leaves out, and removes them where it forces the apply (Flux does); keep the type, or serve the change in a new version',
        },
      ],
    },
    {
      name: 'granular map to atomic',
      base: labels('maxProperties: 9'),
      head: labels('x-kubernetes-map-type: atomic'),
      findings: [
        { line: 23, column: 40, messageId: 'madeAtomic', data: { compat: { check: 'x-kubernetes-map-type' } } },
      ],
    },
    {
      name: 'a struct made atomic: a notice',
      base: secretRef('maxProperties: 9'),
      head: secretRef('x-kubernetes-map-type: atomic'),
      findings: [
        {
          line: 23,
          column: 40,
          fieldPath: `${at('secretRef')}.x-kubernetes-map-type`,
          messageId: 'structMadeAtomic',
          severity: 'notice',
          message:
            'x-kubernetes-map-type of spec.secretRef in v1 changed from none (granular) to "atomic"; server-side apply now owns spec.secretRef whole, so a manager that applies some of its fields conflicts with the managers of the others, and removes them where it forces the apply (Flux does); Kubernetes made the same change to its own structs in place (kubernetes/kubernetes#100684), so it is only noted',
        },
      ],
    },
    {
      name: 'the item of a map list made atomic: noted, as any struct (a map list owns its items by key)',
      base: pullSecrets('maxProperties: 9', 'x-kubernetes-list-type: map\n  x-kubernetes-list-map-keys: [name]\n  '),
      head: pullSecrets(
        'x-kubernetes-map-type: atomic',
        'x-kubernetes-list-type: map\n  x-kubernetes-list-map-keys: [name]\n  ',
      ),
      findings: [{ line: 27, column: 42, messageId: 'structMadeAtomic', severity: 'notice' }],
    },
    {
      // k8ssandra-operator 67561876: Kubernetes 1.26 made PersistentVolumeClaimSpec.dataSourceRef
      // granular in place (TypedObjectReference has no `+structType=atomic`).
      name: 'a struct atomic at base made granular: noted, as Kubernetes did it to its own',
      base: secretRef('x-kubernetes-map-type: atomic'),
      head: secretRef('x-kubernetes-map-type: granular'),
      findings: [
        {
          line: 23,
          column: 40,
          messageId: 'structMadeGranular',
          severity: 'notice',
          message:
            'x-kubernetes-map-type of spec.secretRef in v1 changed from "atomic" to "granular"; server-side apply now merges the fields of spec.secretRef one by one, so managers that apply different fields of it no longer conflict, and a manager that applies some of them no longer removes the others; Kubernetes made the same change to its own structs in place (PersistentVolumeClaimSpec.dataSourceRef in 1.26), so it is only noted',
        },
      ],
    },
    {
      name: 'a struct made granular by dropping its map type: noted too',
      base: secretRef('x-kubernetes-map-type: atomic'),
      head: secretRef('maxProperties: 9'),
      findings: [{ line: 20, column: 15, messageId: 'structMadeGranular', severity: 'notice' }],
    },
    {
      // argo-helm 7730b288: argo-workflows' WorkflowTaskSet spec, an atomic object that kept unknown
      // fields, given its properties.
      name: 'an opaque atomic object made a granular struct: noted, as a struct made granular is',
      base: widgetCrd(
        specSchema(
          'template:\n  type: object\n  x-kubernetes-map-type: atomic\n  x-kubernetes-preserve-unknown-fields: true',
        ),
      ),
      head: secretRef('maxProperties: 9').replace('secretRef', 'template'),
      findings: [{ line: 20, column: 15, messageId: 'structMadeGranular', severity: 'notice' }],
    },
    {
      // argo-helm 7730b288: storedWorkflowTemplateSpec made atomic, its schema given up for unknown fields.
      name: 'an object made atomic that keeps unknown fields in place of its properties: its own change only',
      base: widgetCrd(
        specSchema(
          'template:\n  type: object\n  properties:\n    env:\n      type: array\n      x-kubernetes-list-type: map\n      x-kubernetes-list-map-keys: [name]\n      items: {type: object, required: [name], properties: {name: {type: string}}}\n    selector: {type: object, x-kubernetes-map-type: atomic, properties: {app: {type: string}}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'template:\n  type: object\n  x-kubernetes-map-type: atomic\n  x-kubernetes-preserve-unknown-fields: true',
        ),
      ),
      findings: [{ line: 22, column: 40, messageId: 'madeAtomic', severity: 'error' }],
    },
    {
      name: 'a map of keys made granular stays an error (managers owned it whole)',
      base: labels('x-kubernetes-map-type: atomic'),
      head: labels('maxProperties: 9'),
      findings: [{ line: 20, column: 15, messageId: 'mergeChanged', severity: 'error' }],
    },
    {
      // `uniqueItems: false` is allowed: the base could be installed, and the change is compared.
      name: 'a map type dropped beside an allowed uniqueItems: false',
      base: widgetCrd(
        specSchema(
          'scope: {type: object, additionalProperties: {type: string}, x-kubernetes-map-type: atomic}\nfilter: {type: array, items: {type: string}, uniqueItems: false}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'scope: {type: object, additionalProperties: {type: string}}\nfilter: {type: array, items: {type: string}, uniqueItems: false}',
        ),
      ),
      findings: [{ line: 20, column: 15, messageId: 'mergeChanged', severity: 'error' }],
    },
  ],
});

// data.refused (in JSON and SARIF) says who a new uniqueness rule refuses: only where there is one.
describe('compat/list-type-changed data', () => {
  const refusedOf = (base: string, head: string) =>
    reviewFiles([listTypeChanged], { 'crd.yaml': head }, { base: { 'crd.yaml': base } }).map((f) => [
      f.data?.refused !== undefined,
      f.message.split(';')[0],
    ]);

  it('a map made atomic brings no uniqueness rule, and says none', () => {
    expect(refusedOf(labels('maxProperties: 9'), labels('x-kubernetes-map-type: atomic'))).toEqual([
      [false, 'x-kubernetes-map-type of spec.labels in v1 changed from none (granular) to "atomic"'],
    ]);
  });

  // VictoriaMetrics/helm-charts 0f6a51d1 made its CRDs' specs schemaless: the status conditions of
  // the PVC templates they embed lost their list type.
  it("a template's status conditions made atomic: a warning that says no client applies them", () => {
    const template = (listType: string) =>
      widgetCrd(
        specSchema(
          [
            'volumeClaimTemplate:',
            '  type: object',
            '  properties:',
            '    status:',
            '      type: object',
            '      properties:',
            '        accessModes: {type: array, items: {type: string}}',
            '        capacity: {type: object}',
            '        conditions:',
            '          type: array',
            '          items:',
            '            description: PersistentVolumeClaimCondition contains details about state of pvc',
            '            type: object',
            '            properties: {type: {type: string}, status: {type: string}, lastProbeTime: {type: string}, lastTransitionTime: {type: string}}',
            ...(listType === '' ? [] : [`          ${listType}`]),
          ].join('\n'),
        ),
      );
    const found = reviewFiles(
      [listTypeChanged],
      { 'crd.yaml': template('') },
      { base: { 'crd.yaml': template('x-kubernetes-list-type: map\n          x-kubernetes-list-map-keys: [type]') } },
    );
    expect(found.map((f) => [f.severity, f.message.split('; ')[1]])).toEqual([
      [
        'warning',
        "spec.volumeClaimTemplate.status.conditions is Kubernetes' PersistentVolumeClaimCondition list in the status of a template the CRD embeds, which the cluster writes on the objects made from the template and no client applies in the custom resource, so owning it whole under server-side apply changes nothing anyone merges: a warning",
      ],
    ]);
  });

  // kubevirt/hostpath-provisioner-operator 1dec71ee: conditions made a set of objects, which
  // kube-apiserver refuses where the stored CRD had no such set (crd/list-type says so).
  it('a list made a set of objects that are not atomic changes nothing: the update is refused', () => {
    expect(refusedOf(ports(''), ports('x-kubernetes-list-type: set'))).toEqual([]);
  });

  it('a list made a set does, and says whom it refuses', () => {
    expect(refusedOf(atomicPorts(''), atomicPorts('x-kubernetes-list-type: set'))).toEqual([
      [true, 'x-kubernetes-list-type of spec.ports in v1 changed from none (atomic) to "set"'],
    ]);
  });
});

// cluster-api e760f4ad1b made `status.controlPlane.versions` atomic: an apply of a Cluster never owns its status.
describe('compat/list-type-changed of status under the status subresource', () => {
  const versions = (listType: string, subresource: boolean) =>
    widgetCrd(
      [
        'type: object',
        'properties:',
        '  status:',
        '    type: object',
        '    properties:',
        '      versions:',
        '        type: array',
        `        ${listType}`,
        '        items: {type: object, required: [name], properties: {name: {type: string}}}',
      ].join('\n'),
      subresource ? '    subresources: {status: {}}' : '',
    );
  const MAP = 'x-kubernetes-list-type: map\n        x-kubernetes-list-map-keys: [name]';
  const changed = (subresource: boolean) =>
    reviewFiles(
      [listTypeChanged],
      { 'crd.yaml': versions('x-kubernetes-list-type: atomic', subresource) },
      {
        base: { 'crd.yaml': versions(MAP, subresource) },
      },
    ).map((f) => `${f.line} ${f.severity} ${f.message}`);

  it('says that only writers of /status meet a list made atomic', () => {
    expect(changed(true)).toEqual([
      '22 warning x-kubernetes-list-type of status.versions in v1 changed from "map" to "atomic"; server-side apply no longer merges status.versions but owns it whole; it is status, which an apply of the resource itself leaves alone (the status subresource resets it), so only writers of /status meet it: a controller that applies it there conflicts with the managers of the items or keys it leaves out, and removes them where it forces the apply; make sure one manager writes status.versions, or keep the type',
    ]);
  });

  it('speaks of every apply where status is written with the resource', () => {
    expect(changed(false)).toEqual([
      expect.stringMatching(
        /^22 error x-kubernetes-list-type of status\.versions .*where it forces the apply \(Flux does\)/,
      ),
    ]);
  });
});
