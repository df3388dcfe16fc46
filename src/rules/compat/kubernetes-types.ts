import type { Shape } from './kubernetes-map-lists.js';

// How a schema node of a CRD is known to be one of Kubernetes' own types, embedded from
// k8s.io/api: by the description k8s.io/api writes for the type or, in a CRD generated without
// descriptions (controller-gen's `crd:maxDescLen=0`), by properties the type has, with their types
// (and, for a small type, by having no other property). Read by kubernetes-map-lists.ts and
// kubernetes-required-fields.ts.

export interface KubernetesType {
  readonly description: RegExp;
  readonly shape: Shape;
  /** Every property the type has (in any Kubernetes version): a schema with another is the CRD's own. */
  readonly only?: readonly string[];
}

export const CONTAINER: KubernetesType = {
  description: /^A single application container that you want to run within a pod\./,
  // Properties every generated Container schema has: a type of the CRD's own with a few of their
  // names (`{name, image, command, args}`) is not Kubernetes'.
  shape: {
    name: 'string',
    image: 'string',
    command: 'array',
    args: 'array',
    env: 'array',
    ports: 'array',
    resources: 'object',
    volumeMounts: 'array',
    imagePullPolicy: 'string',
    terminationMessagePolicy: 'string',
    securityContext: 'object',
  },
  // core/v1 Container's fields as of Kubernetes 1.34.
  only: [
    'name',
    'image',
    'command',
    'args',
    'workingDir',
    'ports',
    'envFrom',
    'env',
    'resources',
    'resizePolicy',
    'restartPolicy',
    'restartPolicyRules',
    'volumeMounts',
    'volumeDevices',
    'livenessProbe',
    'readinessProbe',
    'startupProbe',
    'lifecycle',
    'terminationMessagePath',
    'terminationMessagePolicy',
    'imagePullPolicy',
    'securityContext',
    'stdin',
    'stdinOnce',
    'tty',
  ],
};

export const ENV_VAR: KubernetesType = {
  description: /^EnvVar represents an environment variable present in a Container\./,
  shape: { name: 'string', value: 'string', valueFrom: 'object' },
  only: ['name', 'value', 'valueFrom'],
};

/** A requirement of a selector, the items of its matchExpressions: a key, an operator and values. */
const requirement = (selector: 'label' | 'node'): KubernetesType => ({
  description: new RegExp(
    `^A ${selector} selector requirement is a selector that contains values, a key, and an operator\\b`,
  ),
  shape: { key: 'string', operator: 'string', values: 'array' },
  only: ['key', 'operator', 'values'],
});

/** metav1.LabelSelectorRequirement. */
export const VOLUME_MOUNT: KubernetesType = {
  description: /^VolumeMount describes a mounting of a Volume within a container\./,
  shape: { name: 'string', mountPath: 'string', subPath: 'string' },
  only: ['name', 'mountPath', 'readOnly', 'recursiveReadOnly', 'subPath', 'mountPropagation', 'subPathExpr'],
};

export const VOLUME: KubernetesType = {
  description: /^Volume represents a named volume in a pod that may be accessed by any container in the pod\./,
  shape: { name: 'string', hostPath: 'object', emptyDir: 'object', secret: 'object', configMap: 'object' },
  only: [
    'name',
    'hostPath',
    'emptyDir',
    'gcePersistentDisk',
    'awsElasticBlockStore',
    'gitRepo',
    'secret',
    'nfs',
    'iscsi',
    'glusterfs',
    'persistentVolumeClaim',
    'rbd',
    'flexVolume',
    'cinder',
    'cephfs',
    'flocker',
    'downwardAPI',
    'fc',
    'azureFile',
    'configMap',
    'vsphereVolume',
    'quobyte',
    'azureDisk',
    'photonPersistentDisk',
    'projected',
    'portworxVolume',
    'scaleIO',
    'storageos',
    'csi',
    'ephemeral',
    'image',
  ],
};

export const LABEL_SELECTOR_REQUIREMENT: KubernetesType = requirement('label');

/** core/v1 NodeSelectorRequirement (a node affinity's, a node selector term's). */
export const NODE_SELECTOR_REQUIREMENT: KubernetesType = requirement('node');
