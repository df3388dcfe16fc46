import { describe, expect, it } from 'vitest';
import { type CheckoutWalk, walkCheckout } from '../../src/sources/checkout-walk.js';
import { fileTree } from '../support/file-tree.js';

// The one walk of the checkout behind the context files read late (kodata/ webhooks, Go webhook
// registrations): what it leaves out, and its bounds.

const WALK: CheckoutWalk = {
  maxDepth: 3,
  maxFileBytes: 16,
  marks: (name) => name === 'hooks',
  wanted: (name, marked) => marked && name.endsWith('.txt'),
  keep: (text) => text.startsWith('keep'),
};
const paths = (root: string, walk: CheckoutWalk = WALK): string[] => walkCheckout(root, walk).map((f) => f.path);

describe('walkCheckout', () => {
  it('reads the wanted files at or below a marked name, in name order, with forward-slash paths', () => {
    const root = fileTree('kar-walk-', {
      'b/hooks/z.txt': 'keep z',
      'b/hooks/deeper/a.txt': 'keep a',
      'a/hooks/x.txt': 'keep x',
      'a/hooks/y.md': 'keep y', // not wanted
      'a/hooks/w.txt': 'drop w', // not kept
      'a/other/v.txt': 'keep v', // not marked
    });
    expect(paths(root)).toEqual(['a/hooks/x.txt', 'b/hooks/deeper/a.txt', 'b/hooks/z.txt']);
  });

  it('walks no dependency tree, nothing deeper than the bound, and no file bigger than the bound', () => {
    const root = fileTree('kar-walk-', {
      'hooks/ok.txt': 'keep',
      'hooks/big.txt': `keep ${'x'.repeat(16)}`,
      'vendor/hooks/a.txt': 'keep',
      'node_modules/hooks/a.txt': 'keep',
      'x/testdata/hooks/a.txt': 'keep',
      '1/2/hooks/a.txt': 'keep', // depth 3: walked
      '1/2/3/hooks/a.txt': 'keep', // depth 4: beyond the bound
    });
    expect(paths(root)).toEqual(['1/2/hooks/a.txt', 'hooks/ok.txt']);
  });

  it('walks dot directories unless told not to', () => {
    const root = fileTree('kar-walk-', { '.github/hooks/a.txt': 'keep', 'hooks/b.txt': 'keep' });
    expect(paths(root)).toEqual(['.github/hooks/a.txt', 'hooks/b.txt']);
    expect(paths(root, { ...WALK, skipDotDirectories: true })).toEqual(['hooks/b.txt']);
  });
});
