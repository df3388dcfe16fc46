import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runKind } from '../src/run-kind.js';

// The kind of run the CLI's arguments ask for, which names the code cache it starts from.
describe('runKind', () => {
  it.each([
    [[], 'lint'],
    [['config/crd'], 'lint'],
    [['--base', 'main', '.'], 'lint'],
    [['lint', '.'], 'lint'],
    [['lint', 'rules'], 'lint'],
    [['rules', '--format', 'json'], 'rules'],
    [['--format', 'json', 'rules'], 'rules'],
    [['compat', 'a.yaml', 'b.yaml'], 'compat'],
    [['openapi-lifecycle', 'api'], 'openapi-lifecycle'],
    [['--help'], 'help'],
    [['compat', '-h'], 'help'],
    [['--version'], 'help'],
    [['-v'], 'help'],
    [['--', 'rules'], 'lint'],
    [['--', '--help'], 'lint'],
  ])('%j is a %s run', (args, kind) => {
    expect(runKind(args)).toBe(kind);
  });

  it('names one of the kinds for any arguments, in characters a file name may hold', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (args) => {
        expect(['lint', 'rules', 'compat', 'openapi-lifecycle', 'help']).toContain(runKind(args));
      }),
    );
  });
});
