import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/engine/config.js';

// The `lifecycle:` section (src/rules/lifecycle/lifecycle-config.ts; spec/go-lifecycle.md §3).

const read = (text: string) => parseConfig(text, '.github/kube-api-review.yaml', new Set(['lifecycle/unknown-gate']));

describe('lifecycle:', () => {
  it('reads feature files and the current version', () => {
    const r = read(
      'lifecycle:\n  featureFiles:\n    - pkg/features/*.go\n    - test/compatibility_lifecycle/reference/versioned_feature_list.yaml\n  currentVersion: "v1.36"\n',
    );
    expect('config' in r && r.config.lifecycle).toEqual({
      featureFiles: ['pkg/features/*.go', 'test/compatibility_lifecycle/reference/versioned_feature_list.yaml'],
      currentVersion: '1.36',
    });
  });

  it('is absent when not given, and empty when given empty', () => {
    const absent = read('rules: {}\n');
    expect('config' in absent && absent.config.lifecycle).toBeUndefined();
    const empty = read('lifecycle:\n');
    expect('config' in empty && empty.config.lifecycle).toEqual({ featureFiles: [] });
  });

  it.each([
    [
      'lifecycle:\n  currentVersion: 1.30\n',
      2,
      19,
      'lifecycle.currentVersion',
      'must be a quoted string such as "1.36": 1.30 reads as a number',
    ],
    [
      'lifecycle:\n  currentVersion: "1.x"\n',
      2,
      19,
      'lifecycle.currentVersion',
      '"1.x" is not a version MAJOR.MINOR such as "1.36"',
    ],
    [
      'lifecycle:\n  currentVersion: [1]\n',
      2,
      19,
      'lifecycle.currentVersion',
      'must be a version such as "1.36", not a sequence',
    ],
    ['lifecycle:\n  featureFile: x.go\n', 2, 3, 'lifecycle.featureFile', 'unknown key "featureFile"'],
    [
      'lifecycle:\n  featureFiles: ./pkg/features/*.go\n',
      2,
      17,
      'lifecycle.featureFiles',
      '"./pkg/features/*.go" matches nothing',
    ],
    [
      'lifecycle: [a]\n',
      1,
      12,
      'lifecycle',
      'must be a mapping with the keys featureFiles, currentVersion, not a sequence',
    ],
  ])('rejects %j', (text, line, column, path, message) => {
    const r = read(text);
    if (!('errors' in r)) throw new Error('expected errors');
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatchObject({ line, column, path });
    expect(r.errors[0]?.message.startsWith(message)).toBe(true);
  });
});
