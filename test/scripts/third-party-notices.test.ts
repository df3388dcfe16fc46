import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageDirOf, thirdPartyNotices } from '../../scripts/third-party-notices.mjs';

// A node_modules tree of made-up packages, each with a package.json and the files given.
function tree(packages: Record<string, { version: string; license?: string; files?: Record<string, string> }>): string {
  const root = mkdtempSync(join(tmpdir(), 'kar-notices-'));
  for (const [dir, p] of Object.entries(packages)) {
    mkdirSync(join(root, dir), { recursive: true });
    const name = dir.slice(dir.lastIndexOf('node_modules/') + 'node_modules/'.length);
    writeFileSync(join(root, dir, 'package.json'), JSON.stringify({ name, version: p.version, license: p.license }));
    for (const [file, text] of Object.entries(p.files ?? {})) writeFileSync(join(root, dir, file), text);
  }
  return root;
}

describe('packageDirOf', () => {
  it.each([
    ['node_modules/yaml/dist/index.js', 'node_modules/yaml'],
    ['node_modules/@octokit/core/dist-src/index.js', 'node_modules/@octokit/core'],
    ['node_modules/a/node_modules/b/lib/x.js', 'node_modules/a/node_modules/b'],
    ['node_modules/a/node_modules/@s/c/x.js', 'node_modules/a/node_modules/@s/c'],
    ['node_modules\\win\\x.js', 'node_modules/win'],
    ['src/cli.ts', undefined],
    ['without-undici:undici', undefined],
    ['node_modules/@scope', undefined],
  ])('%s belongs to %s', (path, dir) => {
    expect(packageDirOf(path)).toBe(dir);
  });
});

describe('thirdPartyNotices', () => {
  it('lists each shipped package once, sorted, with every licence file it carries', () => {
    const root = tree({
      'node_modules/zeta': { version: '1.0.0', license: 'MIT', files: { LICENSE: 'zeta licence\r\n' } },
      'node_modules/@s/alpha': {
        version: '2.1.0',
        license: 'ISC',
        files: { 'LICENCE.md': 'alpha licence', 'COPYING-extra': 'alpha extra', 'README.md': 'not a licence' },
      },
      'node_modules/unused': { version: '3.0.0', license: 'GPL-3.0', files: { LICENSE: 'never shipped' } },
    });
    const text = thirdPartyNotices(root, {
      bundled: ['src/cli.ts', 'node_modules/zeta/a.js', 'node_modules/zeta/b.js', 'node_modules/@s/alpha/index.js'],
      copied: ['node_modules/zeta/zeta.wasm'],
    });
    expect(text).toContain('- @s/alpha@2.1.0 (ISC)\n- zeta@1.0.0 (MIT)\n\n');
    expect(text).toContain(
      '@s/alpha@2.1.0\nLicense: ISC\n\nCOPYING-extra:\n\nalpha extra\n\nLICENCE.md:\n\nalpha licence\n\n',
    );
    expect(text.endsWith('zeta@1.0.0\nLicense: MIT\n\nLICENSE:\n\nzeta licence\n')).toBe(true);
    expect(text).not.toContain('unused');
    expect(text).not.toContain('README');
    expect(text.match(/^zeta@1\.0\.0$/gm)).toHaveLength(1);
  });

  it('refuses to ship a package without a licence file', () => {
    const root = tree({ 'node_modules/bare': { version: '0.1.0', license: 'MIT' } });
    expect(() => thirdPartyNotices(root, { bundled: ['node_modules/bare/x.js'], copied: [] })).toThrow(
      'no licence file in bare@0.1.0: add its notice by hand before shipping it',
    );
  });
});
