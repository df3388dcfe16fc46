import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { didYouMean, parseArguments, type OptionTable } from '../src/cli-args.js';
import { main } from '../src/cli.js';
import { UsageError } from '../src/usage-error.js';

const lint: OptionTable = {
  help: { type: 'boolean', short: 'h' },
  base: { type: 'string' },
  format: { type: 'string' },
  'no-color': { type: 'boolean' },
};
const all: OptionTable = { ...lint, approvers: { type: 'string' } };
const parse = (argv: string[]) => parseArguments(argv, { options: lint, allOptions: all, command: 'lint' });
const failure = (argv: string[]): string => {
  try {
    parse(argv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`parsed: ${JSON.stringify(argv)}`);
};

describe('parseArguments', () => {
  it('reads --name value, --name=value, booleans, short flags, - and --', () => {
    expect(parse(['a', '--base', 'main', '--format=json', '-h', '--no-color', '-', '--', '--base', '-x'])).toEqual({
      values: { base: 'main', format: 'json', help: true, 'no-color': true },
      positionals: ['a', '-', '--base', '-x'],
      beforeDashDash: 2,
    });
    expect(parse(['a', 'b']).beforeDashDash).toBe(2);
  });

  it('takes a value that starts with a dash only after =', () => {
    expect(parse(['--base=-weird']).values.base).toBe('-weird');
    expect(failure(['--base', '--format', 'json'])).toBe(
      '--base needs a value, not the option --format (write --base=--format for a value that starts with -)',
    );
  });

  it.each([
    [['--fitler', 'new'], 'unknown option --fitler'],
    [['--bse', 'HEAD'], 'unknown option --bse; did you mean --base?'],
    [['--formt', 'json'], 'unknown option --formt; did you mean --format?'],
    [['--x'], 'unknown option --x'],
    [['-base', 'HEAD'], 'unknown option -base; did you mean --base?'],
    [['-q'], 'unknown option -q'],
    [['--approvers', 'a'], 'lint does not take --approvers'],
    [['--base'], '--base needs a value'],
    [['--help=yes'], '--help takes no value'],
    [['--base', 'a', '--base', 'b'], '--base is given twice ("a" and "b")'],
    [['--constructor'], 'unknown option --constructor'],
  ])('refuses %j: %s', (argv, message) => {
    expect(failure(argv)).toBe(message);
  });

  it('allows a flag repeated with the same value', () => {
    expect(parse(['--base', 'a', '--base=a']).values.base).toBe('a');
  });
});

describe('didYouMean', () => {
  it('suggests the nearest candidate within a third of the word in edits', () => {
    expect(didYouMean('rule', ['lint', 'rules', 'compat'])).toBe('; did you mean rules?');
    expect(didYouMean('openapi-lifecyle', ['openapi-lifecycle', 'rules'])).toBe('; did you mean openapi-lifecycle?');
    expect(didYouMean('crds', ['lint', 'rules', 'compat'])).toBe('');
  });

  it('suggests the one candidate a word of three or more characters begins', () => {
    expect(didYouMean('warn', ['error', 'warning', 'notice', 'never'])).toBe('; did you mean warning?');
    expect(didYouMean('--verify', ['--verify-approvals', '--base'])).toBe('; did you mean --verify-approvals?');
    expect(didYouMean('no', ['notice', 'never'])).toBe('');
    expect(didYouMean('--no', ['--no-color', '--notes'])).toBe('');
  });
});

describe('the command line never crashes on its arguments', () => {
  const words = fc.oneof(
    fc.constantFrom(
      '--base',
      '--filter',
      '--format',
      '--config',
      '--fail-on',
      '--color',
      '--no-color',
      '--verify-approvals',
      '--approval-approvers',
      '-',
      '--',
      '-h',
      '-v',
      '--help',
      'rules',
      'lint',
      'compat',
      'openapi-lifecycle',
      'json',
      'new',
      '--format=',
      '--base=',
      '=',
      '-x',
      '--__proto__',
      '--toString',
    ),
    fc.string({ maxLength: 12 }),
  );

  it('parses any argv to values or a UsageError', () => {
    fc.assert(
      fc.property(fc.array(words, { maxLength: 8 }), (argv) => {
        try {
          const parsed = parse(argv);
          expect(Array.isArray(parsed.positionals)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(UsageError);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('main answers argv that never reaches a review with exit 0 or 2 and at most a message', async () => {
    // --help or an unknown option ends every argv before a review or a command reads files.
    const ending = fc.constantFrom(['--help'], ['--bogus-flag'], ['--base'], ['--format', 'xml', '--fail-on', 'x']);
    await fc.assert(
      fc.asyncProperty(fc.array(words, { maxLength: 6 }), ending, async (argv, end) => {
        let stderr = '';
        const code = await main([...argv.filter((w) => !w.startsWith('--') || w.length > 2), ...end], {
          stdout: () => {},
          stderr: (t) => (stderr += t),
          cwd: '/nonexistent-kar',
        });
        expect([0, 2]).toContain(code);
        expect(stderr).not.toContain('internal error');
      }),
      { numRuns: 200 },
    );
  });
});
