import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moduleRequirements } from '../../src/sources/go-module-requirements.js';

// go.mod's require and replace directives, one line or a block, with comments (go.dev/ref/mod).

describe('moduleRequirements', () => {
  it('reads require blocks and lines, applying replace blocks and lines', () => {
    const goMod = [
      'module github.com/example/edge',
      '',
      'go 1.23.0 // the toolchain',
      '',
      'require (',
      '\tk8s.io/api v0.32.10',
      '\tk8s.io/kubernetes v1.32.10 // indirect',
      '\tgithub.com/Example/Lib v1.0.0',
      ')',
      '',
      'require sigs.k8s.io/yaml v1.4.0',
      '',
      'replace (',
      '\tk8s.io/kubernetes => github.com/example/kubernetes v1.32.10-edge1',
      '\tgithub.com/Example/Lib v1.0.0 => ./third_party/lib',
      ')',
      '',
      'replace k8s.io/api => k8s.io/api v0.32.11',
      'exclude (',
      '\tk8s.io/client-go v0.1.0',
      ')',
    ].join('\n');
    expect(moduleRequirements(goMod)).toEqual([
      { path: 'k8s.io/api', source: { module: 'k8s.io/api', version: 'v0.32.11' } },
      { path: 'k8s.io/kubernetes', source: { module: 'github.com/example/kubernetes', version: 'v1.32.10-edge1' } },
      { path: 'github.com/Example/Lib', source: { directory: './third_party/lib' } },
      { path: 'sigs.k8s.io/yaml', source: { module: 'sigs.k8s.io/yaml', version: 'v1.4.0' } },
    ]);
  });

  it('reads no requirement from an exclude block, and takes a quoted path as the path it quotes', () => {
    const goMod = 'module m\nexclude (\n\tk8s.io/x v1.0.0\n)\nrequire "k8s.io/y" v1.2.3\n';
    expect(moduleRequirements(goMod)).toEqual([
      { path: 'k8s.io/y', source: { module: 'k8s.io/y', version: 'v1.2.3' } },
    ]);
  });

  it('takes any text without throwing, and returns only requirements with a path and a version', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        for (const r of moduleRequirements(text)) {
          expect(r.path).not.toBe('');
          expect('directory' in r.source ? r.source.directory : r.source.version).not.toBe('');
        }
      }),
    );
  });

  it('reads back every requirement of a go.mod written from them', () => {
    const segment = fc.stringMatching(/^[a-z][a-z0-9.-]{0,8}$/);
    const requirement = fc.record({
      path: fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join('/')),
      version: fc.stringMatching(/^v[0-9]{1,2}\.[0-9]{1,2}\.[0-9]{1,2}$/),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(requirement, { selector: (r) => r.path, maxLength: 8 }),
        fc.boolean(),
        (reqs, block) => {
          const lines = reqs.map((r) => `${r.path} ${r.version}`);
          const goMod = block
            ? `module m\n\nrequire (\n${lines.map((l) => `\t${l} // indirect`).join('\n')}\n)\n`
            : `module m\n${lines.map((l) => `require ${l}`).join('\n')}\n`;
          expect(moduleRequirements(goMod)).toEqual(
            reqs.map((r) => ({ path: r.path, source: { module: r.path, version: r.version } })),
          );
        },
      ),
    );
  });
});
