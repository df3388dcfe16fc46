import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/engine/config.js';

// The `crd:` section (src/rules/crd/crd-config.ts): the oldest cluster the CRDs must install on.

const read = (text: string) => parseConfig(text, '.github/kube-api-review.yaml', new Set(['crd/cel']));

describe('crd:', () => {
  it('reads the oldest Kubernetes version, with or without a v', () => {
    const r = read('crd:\n  minKubernetesVersion: "v1.31"\n');
    expect('config' in r && r.config.crd).toEqual({ minKubernetesVersion: '1.31' });
    const newest = read('crd:\n  minKubernetesVersion: "1.40"\n');
    expect('config' in newest && newest.config.crd).toEqual({ minKubernetesVersion: '1.40' });
  });

  it('is absent when not given, and empty when given empty', () => {
    const absent = read('rules: {}\n');
    expect('config' in absent && absent.config.crd).toBeUndefined();
    const empty = read('crd:\n');
    expect('config' in empty && empty.config.crd).toEqual({});
  });

  it.each([
    [
      'crd:\n  minKubernetesVersion: 1.30\n',
      2,
      25,
      'crd.minKubernetesVersion',
      'must be a quoted string such as "1.36": 1.30 reads as a number',
    ],
    [
      'crd:\n  minKubernetesVersion: "1.29"\n',
      2,
      25,
      'crd.minKubernetesVersion',
      '"1.29" is older than 1.30, the oldest Kubernetes version whose CEL environments kube-api-review models',
    ],
    [
      'crd:\n  minKubernetesVersion: "latest"\n',
      2,
      25,
      'crd.minKubernetesVersion',
      '"latest" is not a version MAJOR.MINOR such as "1.36"',
    ],
    [
      'crd:\n  kubernetesVersion: "1.31"\n',
      2,
      3,
      'crd.kubernetesVersion',
      'unknown key "kubernetesVersion"; allowed keys: minKubernetesVersion',
    ],
    ['crd: "1.31"\n', 1, 6, 'crd', 'must be a mapping with the keys minKubernetesVersion, not a string'],
  ])('rejects %j', (text, line, column, path, message) => {
    const r = read(text);
    if (!('errors' in r)) throw new Error('expected errors');
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatchObject({ line, column, path, message });
  });
});
