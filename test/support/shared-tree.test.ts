import { describe, expect, it } from 'vitest';
import { SHARED, isCi, sharedPath, sharedTreeMode } from './shared-tree.js';

describe('sharedTreeMode', () => {
  const absent = sharedPath('corpus', 'no such folder');

  it('runs a suite whose tree is there, under CI or not', () => {
    expect(sharedTreeMode(import.meta.dirname, {})).toBe('run');
    expect(sharedTreeMode(import.meta.dirname, { CI: 'true' })).toBe('run');
  });

  it('skips a suite whose tree is absent on a developer checkout', () => {
    expect(sharedTreeMode(absent, {})).toBe('skip');
    expect(sharedTreeMode(absent, { CI: 'false' })).toBe('skip');
    expect(sharedTreeMode(absent, { CI: '' })).toBe('skip');
  });

  it('fails it under CI, which always has ../shared beside the clone', () => {
    expect(sharedTreeMode(absent, { CI: 'true' })).toBe('fail');
    expect(sharedTreeMode(absent, { CI: '1' })).toBe('fail');
    expect(isCi({ CI: 'true' })).toBe(true);
    expect(isCi({})).toBe(false);
  });

  it('names paths beside the clone', () => {
    expect(sharedPath('spec', 'crd-validation.md')).toBe(`${SHARED}/spec/crd-validation.md`);
    expect(SHARED.endsWith('/shared')).toBe(true);
  });
});
