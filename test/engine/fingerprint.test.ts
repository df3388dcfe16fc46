import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../src/engine/fingerprint.js';
import { toKubeObject } from '../../src/parse/kube-object.js';

// A fingerprint is a finding's identity across releases: the action matches the comments of
// earlier runs by it, and the `new` filter compares head with base by it. The values below were
// made by the first release's algorithm (sha256 of the JSON array, first 32 hex digits); a change
// here changes every finding's identity.

const source = { file: 'crd.yaml', docOffset: 0, docLine: 1, prefix: [] };
const crd = toKubeObject(
  {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'widgets.example.com' },
  },
  source,
);
const route = toKubeObject(
  { apiVersion: 'gateway.networking.k8s.io/v1', kind: 'HTTPRoute', metadata: { name: 'web', namespace: 'apps' } },
  source,
);

describe('fingerprint', () => {
  it.each([
    [
      'an object, a path and a discriminator',
      () =>
        fingerprint(
          'crd/schema-type',
          { object: crd },
          'spec.versions[0].schema.openAPIV3Schema.properties[spec].type',
          'spec.type: Unsupported value: "strin"',
        ),
      '0a1392bb749be4eb87e07ca1ea9aad98',
    ],
    [
      'a file with a name beyond ASCII, without path or discriminator',
      () => fingerprint('parse/yaml-syntax', { file: 'deploy/é.yaml' }, undefined, undefined),
      'b8ebf2d1cb1180d40edb0c4ac22a059a',
    ],
    [
      'a namespaced object',
      () => fingerprint('refgrant/not-permitted', { object: route }, 'spec.parentRefs[0]', undefined),
      'f7a3d1aa111622430618397bd0e78a31',
    ],
  ])('stays what it was for %s', (_name, make, expected) => {
    expect(make()).toBe(expected);
  });
});
