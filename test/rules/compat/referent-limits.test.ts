import { describe, expect, it } from 'vitest';
import {
  nameLimitOf,
  nonNegativeLimitOf,
  portLimitOf,
  probeLimitOf,
} from '../../../src/rules/compat/referent-limits.js';
import { validationTightened } from '../../../src/rules/compat/validation-tightened.js';
import { reviewFiles } from '../../support/review-files.js';
import { specSchema, widgetCrd } from './widget-crd.js';

// What a string field names, read from its property path and description (referent-limits.ts).
describe('nameLimitOf', () => {
  const limit = (property: string, description?: string) => nameLimitOf(property, description)?.limit;

  it.each([
    ['^.spec.secretRef.name', 253],
    ['^.spec.env[*].valueFrom.secretKeyRef.name', 253],
    ['^.spec.env[*].valueFrom.configMapKeyRef.key', 253],
    ['^.spec.imagePullSecrets[*].name', 253],
    ['^.spec.sources[*].configMap.key', 253],
    ['^.spec.target.configMap.data[*].key', 253],
    ['^.spec.secret_ref.name', 253],
    ['^.spec.ref.name', 253],
    ['^.spec.targetSecretName', 253],
    ['^.spec.volumes[*].volumeClaimName', 253],
    ['^.spec.priorityClassName', 253],
    ['^.spec.serviceAccountName', 253],
    ['^.spec.parentRef.namespace', 63],
    ['^.spec.runtimeRef.kind', 63],
    ['^.spec.runtimeRef.apiGroup', 253],
    ['^.spec.extensionRef.group', 253],
    ['^.spec.controlPlaneEndpoint.host', 253],
    ['^.spec.namespaces[*]', 63],
    ['^.spec.input.namespaces.exclude[*]', 63],
    ['^.spec.watchNamespaces[*]', 63],
  ])('%s: %d', (property, want) => {
    expect(limit(property)).toBe(want);
  });

  it.each([
    // A task, a step, a container: names of nothing in the cluster.
    '^.spec.tasks[*].name',
    '^.spec.name',
    // `href` ends in "ref" but is no reference; a kind or group outside a reference is free text.
    '^.spec.href.name',
    '^.spec.kind',
    '^.spec.template.group',
    // A key that is not a ConfigMap's or Secret's: a map's key, an encryption key.
    '^.spec.hmac.key',
    '^.spec.labels{*}',
    '^.spec.template.data[*].key',
    '^.spec.namespace',
    // A list item, the root, a path that is no property path.
    '^.spec.secrets[*]',
    '^.spec.hosts[*]',
    '^.spec.namespaces{*}',
    '^',
    'spec.secretRef.name',
  ])('%s: none', (property) => {
    expect(nameLimitOf(property, undefined)).toBeUndefined();
  });

  it("reads k8s.io/api's descriptions where the names do not say", () => {
    expect(limit('^.spec.valueFrom.name', 'Name of the referent. More info: https://kubernetes.io/docs')).toBe(253);
    expect(limit('^.spec.valueFrom.name', 'The name of the ConfigMap or Secret.')).toBe(253);
    expect(limit('^.spec.valueFrom.key', 'The key of the secret to select from.  Must be a valid secret key.')).toBe(
      253,
    );
    expect(limit('^.spec.valueFrom.key', 'The key to select.')).toBe(253);
    expect(limit('^.spec.jks.key', "key is the key of the entry in the object's `data` field to be used.")).toBe(253);
    expect(limit('^.spec.target.namespace', 'Namespace of the referent.')).toBe(63);
    expect(limit('^.spec.hmac.key', 'The secret key that signs requests.')).toBeUndefined();
    expect(limit('^.spec.step.name', 'The name of the step.')).toBeUndefined();
    expect(limit('^.spec.sources[*].secret.name', 'name is the name of the source object in the trust Namespace')).toBe(
      253,
    );
    expect(limit('^.spec.authRef.name', 'Name is the name of the resource being referenced.')).toBe(253);
    expect(limit('^.spec.parentRef.kind', 'Kind is the kind of the referent.')).toBe(63);
  });

  // kueue 5401a3b55c, volcano 1f683c271, external-secrets 1be7daedb: references described in their own words.
  it("reads a kind of the repository's CRDs named, a node, `.metadata.name of`, and a key of the referenced Secret", () => {
    const kinds = new Set(['LocalQueue', 'SecretStore', 'HyperNode']);
    const kindLimit = (property: string, description: string) =>
      nameLimitOf(property, description, (k) => kinds.has(k))?.limit;
    expect(
      kindLimit('^.spec.queueName', 'queueName is the name of the LocalQueue the Workload is associated with.'),
    ).toBe(253);
    expect(kindLimit('^.spec.storeRef.name', 'Name of the SecretStore resource')).toBe(253);
    expect(
      limit(
        '^.spec.flavors[*].name',
        'name of this flavor. The name should match the .metadata.name of a ResourceFlavor.',
      ),
    ).toBe(253);
    expect(limit('^.spec.exactMatch.name', 'Name specifies the exact name of the node to match.')).toBe(253);
    expect(limit('^.spec.remoteRef.key', 'A key in the referenced Secret.')).toBe(253);
    // Not a kind the repository does not define (a CloudWatch LogGroup's names run to 512), nor
    // another name an object has, nor a field named otherwise, nor a name that defaults to one.
    expect(kindLimit('^.spec.logGroupName', 'Name of the LogGroup.')).toBeUndefined();
    expect(limit('^.spec.storeRef.name', 'Name of the SecretStore resource')).toBeUndefined();
    expect(kindLimit('^.spec.tierName', 'TierName represents the level name of the HyperNode.')).toBeUndefined();
    expect(kindLimit('^.spec.queue', 'the name of the LocalQueue')).toBeUndefined();
    expect(limit('^.spec.displayName', 'Human-readable name. Defaults to .metadata.name.')).toBeUndefined();
    expect(limit('^.spec.repo.name', 'The name of the GitHub repository.')).toBeUndefined();
    expect(limit('^.spec.vault.key', 'A key in the Vault secret engine.')).toBeUndefined();
  });

  // fluxcd/helm-controller 3cd330c: `maxLength: 253` on valuesFrom[*].valuesKey.
  it('reads a field named `<something>Key` described as a key of the data', () => {
    const flux =
      "ValuesKey is the data key where the values.yaml or a specific value can be found at. Defaults to 'values.yaml'.";
    expect(limit('^.spec.valuesFrom[*].valuesKey', flux)).toBe(253);
    expect(limit('^.spec.source.dataKey', 'The key of the secret to select from.')).toBe(253);
    // Not without such words, nor a key of encryption, nor a field named otherwise.
    expect(limit('^.spec.valuesFrom[*].valuesKey')).toBeUndefined();
    expect(limit('^.spec.encryption.dataKey', 'The KMS data key that encrypts the volume.')).toBeUndefined();
    expect(limit('^.spec.valuesKeys', flux)).toBeUndefined();
    expect(limit('^.spec.monkey', flux)).toBeUndefined();
  });

  // operator-framework/catalogd 20acf03: `maxLength: 1000` on spec.source.image.ref.
  it('reads a container image reference', () => {
    expect(limit('^.spec.source.image.ref', 'ref allows users to define the reference to a container image.')).toBe(
      520,
    );
    expect(limit('^.spec.containers[*].image')).toBe(520);
    expect(limit('^.spec.image', 'Container image name.')).toBe(520);
    expect(limit('^.spec.sidecarImage', 'The image reference of the sidecar.')).toBe(520);
    // Not a reference below another holder, nor an image described as something else.
    expect(limit('^.spec.source.git.ref', 'the reference to a container image')).toBeUndefined();
    expect(limit('^.spec.image', 'The number of the disk image slot.')).toBeUndefined();
  });

  // stackabletech/zookeeper-operator 6c71589a: `maxLength: 253` on serverSecretClass and listenerClass.
  it('reads a field named for a class that its description names as a kind', () => {
    expect(limit('^.spec.serverSecretClass', 'The [SecretClass](https://docs) to use.')).toBe(253);
    expect(
      limit('^.spec.roleConfig.listenerClass', 'This field controls which [ListenerClass](https://docs) is used.'),
    ).toBe(253);
    // Not where the description names no such kind, or another one.
    expect(limit('^.spec.instanceClass', 'The database instance class, db.t3.micro for one.')).toBeUndefined();
    expect(limit('^.spec.listenerClass', 'The [SecretClass](https://docs) to use.')).toBeUndefined();
  });

  // Mirantis/hmc dee18a4: maxLength 253 on fields named for the kind they refer to.
  it('reads a field of any name whose description says it is a reference to an object', () => {
    const kinds = new Set(['Release']);
    const kindLimit = (property: string, description: string) =>
      nameLimitOf(property, description, (k) => kinds.has(k))?.limit;
    expect(
      limit('^.spec.template', 'Template is a reference to a Template object located in the same namespace.'),
    ).toBe(253);
    expect(limit('^.spec.release', 'Release references the Release object.')).toBe(253);
    expect(limit('^.spec.target', 'Target refers to the object to scale.')).toBe(253);
    expect(kindLimit('^.spec.release', 'Release references the Release resource.')).toBe(253);
    // Another system's resource, a reference with its namespace, or words that say no such thing.
    expect(kindLimit('^.spec.bucket', 'Bucket references the S3Bucket resource.')).toBeUndefined();
    expect(limit('^.spec.secret', 'Secret is a reference to a Secret object, as namespace/name.')).toBeUndefined();
    expect(limit('^.spec.template', 'Template is the pod template.')).toBeUndefined();
    expect(limit('^.spec.template', 'Template references a template file.')).toBeUndefined();
  });

  it('takes a description over the names of the field and its parent, where there is one', () => {
    // Key material, an environment variable, a host with its port: none is a name of an object.
    expect(limit('^.spec.webhookSecret.key', 'The HMAC secret key used to sign payloads.')).toBeUndefined();
    expect(limit('^.spec.secretEnv[*].name', 'Name of the environment variable.')).toBeUndefined();
    expect(limit('^.spec.identityRef.name', 'Name of the identity.')).toBeUndefined();
    expect(limit('^.spec.bucketRef.name', 'Name of the AWS resource.')).toBeUndefined();
    expect(limit('^.spec.server.host', 'host:port of the server')).toBeUndefined();
    expect(limit('^.spec.parentRef.kind', 'The kind of workload to create.')).toBeUndefined();
    // Without one, the names decide.
    expect(limit('^.spec.webhookSecret.key')).toBe(253);
    expect(limit('^.spec.identityRef.name')).toBe(253);
  });
});

describe('portLimitOf', () => {
  it.each([
    ['^.spec.port', 'max', 65535, true],
    ['^.spec.containerPort', 'max', 70000, true],
    ['^.spec.health_check_port', 'min', 0, true],
    ['^.spec.ports[*]', 'max', 65535, true],
    ['^.spec.exposedPorts[*]', 'min', -1, true],
    ['^.spec.port', 'max', 65534, false],
    ['^.spec.port', 'min', 1, false],
    ['^.spec.transport', 'max', 65535, false],
    ['^.spec.report', 'max', 65535, false],
    ['^.spec.ports', 'max', 65535, false],
    ['^.spec.port{*}', 'max', 65535, false],
    ['^', 'max', 65535, false],
  ] as const)('%s %s %d: %s', (property, bound, value, beyond) => {
    expect(portLimitOf(property, bound, value) !== undefined).toBe(beyond);
  });
});

describe('nonNegativeLimitOf', () => {
  it.each([
    ['^.spec.replicas', 'min', 0, undefined, true],
    ['^.spec.minReplicas', 'min', -1, undefined, true],
    ['^.spec.worker_replicas', 'min', 0, undefined, true],
    // kedacore/keda 9765dc925: ScaledObject's replica counts.
    ['^.spec.minReplicaCount', 'min', 0, undefined, true],
    ['^.spec.idleReplicaCount', 'min', 0, undefined, true],
    ['^.spec.replicas', 'min', 1, undefined, false],
    ['^.spec.replicas', 'max', 0, undefined, false],
    // lws 87cf4a9: maximum 1000000, past the 150,000 Pods a cluster holds at most.
    ['^.spec.replicas', 'max', 1000000, undefined, true],
    ['^.spec.maxReplicas', 'max', 150000, undefined, true],
    ['^.spec.maxReplicas', 'max', 149999, undefined, false],
    ['^.spec.replicasTotal', 'max', 1000000, undefined, false],
    ['^.spec.replicasStatus', 'min', 0, undefined, false],
    ['^.spec.replicas[*]', 'min', 0, undefined, false],
    // cluster-api-ipam-provider-in-cluster f99333d: a pool's prefix, bounded at 128.
    ['^.spec.prefix', 'min', 0, 128, true],
    ['^.spec.prefixLength', 'min', 0, 32, true],
    ['^.spec.podCIDRPrefixLen', 'min', 0, 64, true],
    ['^.spec.subnet_prefix', 'min', 0, 128, true],
    ['^.spec.prefix', 'min', 1, 128, false],
    // Without a maximum of a prefix length, a `prefix` may count anything.
    ['^.spec.prefix', 'min', 0, undefined, false],
    ['^.spec.prefix', 'min', 0, 1000, false],
    ['^.spec.prefixes', 'min', 0, 128, false],
  ] as const)('%s %s %d, maximum %s: %s', (property, bound, value, maximum, beyond) => {
    expect(
      nonNegativeLimitOf(property, bound, value, { base: undefined, exclusive: false, maximum }) !== undefined,
    ).toBe(beyond);
  });
});

describe('probeLimitOf', () => {
  it.each([
    ['^.spec.livenessProbe.initialDelaySeconds', 'min', 0, false, true],
    ['^.spec.readinessProbe.timeoutSeconds', 'min', 0, false, true],
    ['^.spec.containers[*].startupProbe.failureThreshold', 'min', -1, false, true],
    ['^.spec.targetAllocator.livenessProbe.periodSeconds', 'min', 0, false, true],
    ['^.spec.livenessProbe.terminationGracePeriodSeconds', 'min', 1, false, true],
    ['^.spec.livenessProbe.terminationGracePeriodSeconds', 'min', 0, true, true],
    // 0 is what a Pod defaults (a period of 0 becomes 10): refusing it refuses probes that ran.
    ['^.spec.livenessProbe.periodSeconds', 'min', 1, false, false],
    ['^.spec.livenessProbe.initialDelaySeconds', 'min', 0, true, false],
    ['^.spec.livenessProbe.terminationGracePeriodSeconds', 'min', 2, false, false],
    ['^.spec.livenessProbe.initialDelaySeconds', 'max', 0, false, false],
    ['^.spec.health.initialDelaySeconds', 'min', 0, false, false],
    ['^.spec.livenessProbe.port', 'min', 0, false, false],
  ] as const)('%s %s %d, exclusive %s: %s', (property, bound, value, exclusive, beyond) => {
    expect(probeLimitOf(property, bound, value, { base: undefined, exclusive }) !== undefined).toBe(beyond);
  });

  it('says nothing where the base had a bound', () => {
    expect(probeLimitOf('^.spec.livenessProbe.initialDelaySeconds', 'min', 0, { base: -5, exclusive: false })).toBe(
      undefined,
    );
  });
});

// kueue 5401a3b55c: queueName described as "the name of the LocalQueue", a kind its CRDs define.
describe('compat/validation-tightened on a name of a kind the repository defines', () => {
  const workload = (bound: string) =>
    widgetCrd(specSchema(`queueName: {type: string, description: queueName is the name of the LocalQueue.${bound}}`));
  const localQueues = widgetCrd('type: object', '', { name: 'localqueues.example.com', kind: 'LocalQueue' });
  const severities = (files: Record<string, string>) =>
    reviewFiles(
      [validationTightened],
      { ...files, 'crd.yaml': workload(', maxLength: 253') },
      {
        base: { ...files, 'crd.yaml': workload('') },
      },
    ).map((f) => f.severity);

  it('is a warning where a CRD of the repository defines the kind, an error where none does', () => {
    expect(severities({ 'queues.yaml': localQueues })).toEqual(['warning']);
    expect(severities({})).toEqual(['error']);
  });
});

// fluxcd/helm-controller 3cd330c gave valuesFrom[*].valuesKey `maxLength: 253` and IsConfigMapKey's pattern.
describe('compat/validation-tightened on a key of the data a Secret or ConfigMap holds', () => {
  const described = 'the data key where the values.yaml can be found at.';
  const crd = (bounds: string) =>
    widgetCrd(specSchema(`valuesKey: {type: string, description: '${described}'${bounds}}`));
  const found = (bounds: string, base = '') =>
    reviewFiles([validationTightened], { 'crd.yaml': crd(bounds) }, { base: { 'crd.yaml': crd(base) } }).map(
      (f) => `${f.severity} ${f.message.split(';')[0]}`,
    );

  it('a maxLength of 253 is a warning; a pattern of every key, an error while "" was accepted', () => {
    expect(found(', maxLength: 253')).toEqual(['warning maxLength 253 was added to spec.valuesKey in v1']);
    expect(found(", pattern: '^[\\-._a-zA-Z0-9]+$'")).toEqual([
      'error pattern "^[\\-._a-zA-Z0-9]+$" was added to spec.valuesKey (it refuses "" and " ", for two) in v1',
    ]);
    expect(found(", minLength: 1, pattern: '^[\\-._a-zA-Z0-9]+$'", ', minLength: 1')).toEqual([
      'warning pattern "^[\\-._a-zA-Z0-9]+$" was added to spec.valuesKey (it refuses " ", for one) in v1',
    ]);
    // A tighter pattern or length stays an error.
    expect(found(', maxLength: 63')).toEqual(['error maxLength 63 was added to spec.valuesKey in v1']);
    expect(found(", minLength: 1, pattern: '^[a-z]+$'", ', minLength: 1')).toEqual([
      'error pattern "^[a-z]+$" was added to spec.valuesKey (it refuses " ", for one) in v1',
    ]);
  });
});
