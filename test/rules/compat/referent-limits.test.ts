import { describe, expect, it } from 'vitest';
import { nameLimitOf, portLimitOf } from '../../../src/rules/compat/referent-limits.js';

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
