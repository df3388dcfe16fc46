import { describe, expect, it } from 'vitest';
import { objectIdentity, toKubeObject } from '../../src/parse/kube-object.js';

// The apiserver clears metadata.namespace on an object of a cluster-scoped kind before anything
// else, so the namespace a file writes on one is no part of what the review knows of it.
const source = { file: 'a.yaml', docOffset: 0, docLine: 1, prefix: [] };
const objectOf = (apiVersion: string, kind: string) =>
  toKubeObject({ apiVersion, kind, metadata: { name: 'x', namespace: 'stray' } }, source);

describe('the namespace of an object', () => {
  it.each([
    ['apiextensions.k8s.io/v1', 'CustomResourceDefinition'],
    ['rbac.authorization.k8s.io/v1', 'ClusterRole'],
    ['v1', 'Namespace'],
    ['storage.k8s.io/v1', 'StorageClass'],
    ['admissionregistration.k8s.io/v1', 'ValidatingWebhookConfiguration'],
    ['gateway.networking.k8s.io/v1', 'GatewayClass'],
  ])('is none on %s %s, whatever the file says', (apiVersion, kind) => {
    const o = objectOf(apiVersion, kind);
    expect(o?.namespace).toBeUndefined();
    const group = apiVersion.includes('/') ? apiVersion.slice(0, apiVersion.indexOf('/')) : '';
    expect(o && objectIdentity(o)).toBe(`${group}/${kind}//x`);
  });

  it.each([
    ['v1', 'ConfigMap'],
    ['rbac.authorization.k8s.io/v1', 'Role'],
    ['gateway.networking.k8s.io/v1', 'Gateway'],
    // A custom resource: whether its CRD is cluster-scoped is not known when a file is read.
    ['example.com/v1', 'Widget'],
  ])('is the one written on %s %s', (apiVersion, kind) => {
    expect(objectOf(apiVersion, kind)?.namespace).toBe('stray');
  });
});
