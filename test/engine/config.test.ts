import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closestRuleId, editDistance } from '../../src/engine/config-closest-rule-id.js';
import { DEFAULT_CONFIG, formatConfigError, loadConfig, parseConfig } from '../../src/engine/config.js';
import type { ConfigError, ConfigResult } from '../../src/engine/config.js';

const KNOWN = new Set([
  'approval/unapproved',
  'approval/outside-protected-group',
  'approval/placeholder-url',
  'crd/structural',
  'crd/no-defaults',
]);
const FILE = '.github/kube-api-review.yaml';

const parse = (text: string): ConfigResult => parseConfig(text, FILE, KNOWN);

/** Errors as `line:column: path: message`, which pins all four at once and reads like the CLI. */
const errorsOf = (text: string): string[] => {
  const result = parse(text);
  if (!('errors' in result)) throw new Error(`expected errors, got ${JSON.stringify([...result.config.rules])}`);
  return result.errors.map((e) => formatConfigError(e).slice(FILE.length + 1));
};

const configOf = (text: string) => {
  const result = parse(text);
  if ('errors' in result) throw new Error(`unexpected errors:\n${result.errors.map(formatConfigError).join('\n')}`);
  const { rules, include, exclude, file } = result.config;
  return { rules: [...rules], include, exclude, file };
};

describe('parseConfig: valid files', () => {
  it.each([
    { name: 'an empty file is the default', text: '', rules: [], include: [], exclude: [] },
    { name: 'a file of comments is the default', text: '# nothing yet\n\n', rules: [], include: [], exclude: [] },
    { name: 'an empty document is the default', text: '---\n', rules: [], include: [], exclude: [] },
    {
      name: 'shorthand settings, in file order',
      text: 'rules:\n  crd/structural: warning\n  approval/unapproved: off\n  crd/no-defaults: notice\n  approval/placeholder-url: error\n',
      rules: [
        ['crd/structural', 'warning'],
        ['approval/unapproved', 'off'],
        ['crd/no-defaults', 'notice'],
        ['approval/placeholder-url', 'error'],
      ],
      include: [],
      exclude: [],
    },
    {
      name: 'the long form',
      text: 'rules:\n  approval/outside-protected-group:\n    severity: warning\n  crd/structural: {severity: off}\n',
      rules: [
        ['approval/outside-protected-group', 'warning'],
        ['crd/structural', 'off'],
      ],
      include: [],
      exclude: [],
    },
    {
      name: 'quoted values mean the same',
      text: 'rules: {"crd/structural": "off"}\ninclude: [\'config/crd/**\']\n',
      rules: [['crd/structural', 'off']],
      include: ['config/crd/**'],
      exclude: [],
    },
    {
      name: 'glob lists',
      text: 'include:\n  - config/crd/**\n  - "apis/**/*.go"\nexclude: ["**/testdata/**"]\n',
      rules: [],
      include: ['config/crd/**', 'apis/**/*.go'],
      exclude: ['**/testdata/**'],
    },
    {
      name: 'a single glob is a list of one',
      text: 'include: config/crd/**\nexclude: "**/testdata/**"\n',
      rules: [],
      include: ['config/crd/**'],
      exclude: ['**/testdata/**'],
    },
    {
      name: 'keys with every entry commented out are empty',
      text: 'rules:\n  # crd/structural: off\ninclude:\nexclude: ~\n',
      rules: [],
      include: [],
      exclude: [],
    },
    {
      name: 'CRLF line ends',
      text: 'rules:\r\n  crd/structural: off\r\ninclude: [a/**]\r\n',
      rules: [['crd/structural', 'off']],
      include: ['a/**'],
      exclude: [],
    },
  ])('$name', ({ text, rules, include, exclude }) => {
    expect(configOf(text)).toEqual({ rules, include, exclude, file: FILE });
  });

  it.each([
    { text: 'include: [a/**]\n', vendored: undefined },
    { text: 'vendored: true\n', vendored: true },
    { text: 'vendored: false\n', vendored: false },
    { text: 'vendored: ~\n', vendored: undefined },
  ])('vendored in $text', ({ text, vendored }) => {
    const result = parse(text);
    if ('errors' in result) throw new Error(result.errors.map(formatConfigError).join('\n'));
    expect(result.config.vendored).toBe(vendored);
  });

  it.each([
    { text: 'vendored: true\n', testdata: undefined },
    { text: 'testdata: true\n', testdata: true },
    { text: 'testdata: false\n', testdata: false },
  ])('testdata in $text', ({ text, testdata }) => {
    const result = parse(text);
    if ('errors' in result) throw new Error(result.errors.map(formatConfigError).join('\n'));
    expect(result.config.testdata).toBe(testdata);
  });
});

describe('parseConfig: errors', () => {
  it.each([
    // The file as a whole
    {
      name: 'a list at the top level',
      text: '- rules\n',
      errors: [
        '1:1: the configuration must be a mapping with the keys rules, include, exclude, vendored, testdata, crd, refgrant, lifecycle, compat, cr, not a sequence',
      ],
    },
    {
      name: 'a string at the top level',
      text: 'rules\n',
      errors: [
        '1:1: the configuration must be a mapping with the keys rules, include, exclude, vendored, testdata, crd, refgrant, lifecycle, compat, cr, not a string',
      ],
    },
    {
      name: 'a syntax error',
      text: 'rules:\n  crd/structural: [off\n',
      errors: ['3:1: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]'],
    },
    {
      name: 'a tab as indentation',
      text: 'rules:\n\tcrd/structural: off\n',
      errors: ['2:1: invalid YAML: Tabs are not allowed as indentation'],
    },
    {
      name: 'two documents',
      text: 'rules: {}\n---\ninclude: []\n',
      errors: ['2:1: invalid YAML: Source contains multiple documents; please use YAML.parseAllDocuments()'],
    },
    { name: 'an unknown tag', text: 'include: !glob a/**\n', errors: ['1:10: invalid YAML: Unresolved tag: !glob'] },

    // Keys
    {
      name: 'an unknown top-level key',
      text: 'rules: {}\nignore: [a]\n',
      errors: [
        '2:1: ignore: unknown key "ignore"; allowed keys: rules, include, exclude, vendored, testdata, crd, refgrant, lifecycle, compat, cr',
      ],
    },
    {
      name: 'a repeated top-level key',
      text: 'include: [a]\nexclude: [b]\ninclude: [c]\n',
      errors: ['3:1: include: duplicate key "include"; first given on line 1'],
    },
    {
      name: 'a repeated rule id',
      text: 'rules:\n  crd/structural: off\n  crd/structural: error\n',
      errors: ['3:3: rules[crd/structural]: duplicate key "crd/structural"; first given on line 2'],
    },
    {
      name: 'a key that is not a string',
      text: '[rules]: {}\n',
      errors: ['1:1: keys must be strings, not a sequence'],
    },
    { name: 'a missing key', text: ': x\n', errors: ['1:3: keys must be strings, not empty'] },
    {
      name: 'an anchor and alias',
      text: 'include: &g [a]\nexclude: *g\n',
      errors: ['2:10: exclude: aliases are not supported here; write the value out'],
    },

    // vendored
    {
      name: 'vendored as yes (YAML 1.1)',
      text: 'vendored: yes\n',
      errors: ['1:11: vendored: must be true or false, not a string'],
    },
    {
      name: 'vendored as a list of trees',
      text: 'vendored: [vendor]\n',
      errors: ['1:11: vendored: must be true or false, not a sequence'],
    },
    {
      name: 'vendored as a quoted boolean',
      text: 'vendored: "true"\n',
      errors: ['1:11: vendored: must be true or false, not a string'],
    },
    {
      name: 'testdata as a list of folders',
      text: 'testdata: [testdata]\n',
      errors: ['1:11: testdata: must be true or false, not a sequence'],
    },

    // rules
    {
      name: 'rules as a list',
      text: 'rules:\n  - crd/structural\n',
      errors: ['2:3: rules: must be a mapping of rule id to setting, not a sequence'],
    },
    {
      name: 'rules as a string',
      text: 'rules: off\n',
      errors: ['1:8: rules: must be a mapping of rule id to setting, not a string'],
    },
    {
      name: 'a misspelt rule id, with the nearest known id',
      text: 'rules:\n  approval/unaproved: off\n',
      errors: [
        '2:3: rules[approval/unaproved]: unknown rule id "approval/unaproved"; did you mean "approval/unapproved"?',
      ],
    },
    {
      name: 'a rule id without its family',
      text: 'rules:\n  structural: off\n',
      errors: ['2:3: rules[structural]: unknown rule id "structural"; did you mean "crd/structural"?'],
    },
    {
      name: 'an unknown rule id, nothing close',
      text: 'rules:\n  gateway/ref: off\n',
      errors: ['2:3: rules[gateway/ref]: unknown rule id "gateway/ref"'],
    },
    {
      name: 'an unknown rule id with a bad setting reports both',
      text: 'rules:\n  crd/structral: loud\n',
      errors: [
        '2:3: rules[crd/structral]: unknown rule id "crd/structral"; did you mean "crd/structural"?',
        '2:18: rules[crd/structral]: unsupported value "loud"; supported values: off, error, warning, notice',
      ],
    },
    {
      name: 'an unsupported severity',
      text: 'rules:\n  crd/structural: Error\n',
      errors: ['2:19: rules[crd/structural]: unsupported value "Error"; supported values: off, error, warning, notice'],
    },
    {
      name: 'a boolean setting',
      text: 'rules:\n  crd/structural: false\n',
      errors: ['2:19: rules[crd/structural]: must be one of off, error, warning, notice, not a boolean (false)'],
    },
    {
      name: 'a missing setting points at the key',
      text: 'rules:\n  crd/structural:\n',
      errors: [
        '2:3: rules[crd/structural]: must be one of off, error, warning, notice, or a mapping with severity; not empty',
      ],
    },
    {
      name: 'a list as a setting',
      text: 'rules:\n  crd/structural: [off]\n',
      errors: [
        '2:19: rules[crd/structural]: must be one of off, error, warning, notice, or a mapping with severity; not a sequence',
      ],
    },
    {
      name: 'an unknown key in the long form',
      text: 'rules:\n  crd/structural:\n    severity: off\n    level: 3\n',
      errors: ['4:5: rules[crd/structural].level: unknown key "level"; allowed keys: severity'],
    },
    {
      name: 'the long form without severity',
      text: 'rules:\n  crd/structural: {}\n',
      errors: ['2:19: rules[crd/structural].severity: required: one of off, error, warning, notice'],
    },
    {
      name: 'an unsupported severity in the long form',
      text: 'rules:\n  crd/structural:\n    severity: high\n',
      errors: [
        '3:15: rules[crd/structural].severity: unsupported value "high"; supported values: off, error, warning, notice',
      ],
    },
    {
      name: 'an empty severity in the long form',
      text: 'rules:\n  crd/structural:\n    severity:\n',
      errors: ['3:5: rules[crd/structural].severity: must be one of off, error, warning, notice, not empty'],
    },
    {
      name: 'a repeated severity',
      text: 'rules:\n  crd/structural: {severity: off, severity: error}\n',
      errors: ['2:35: rules[crd/structural].severity: duplicate key "severity"; first given on line 2'],
    },

    // include and exclude
    {
      name: 'globs as a mapping',
      text: 'include:\n  crd: config/crd\n',
      errors: ['2:3: include: must be a glob or a list of globs, not a mapping'],
    },
    {
      name: 'a number among the globs, by index',
      text: 'exclude:\n  - a/**\n  - b/**\n  - 3\n',
      errors: ['4:5: exclude[2]: must be a glob (a string), not a number (3)'],
    },
    {
      name: 'a nested list among the globs',
      text: 'include: [a, [b]]\n',
      errors: ['1:14: include[1]: must be a glob (a string), not a sequence'],
    },
    {
      name: 'an empty item',
      text: 'include:\n  -\n  - a\n',
      errors: ['2:3: include[0]: must be a glob (a string), not empty'],
    },
    { name: 'an empty glob', text: 'include: [""]\n', errors: ['1:11: include[0]: must not be an empty string'] },
    {
      name: 'a glob starting with ./',
      text: 'include: [./config/crd/**]\n',
      errors: [
        '1:11: include[0]: "./config/crd/**" matches nothing: paths are relative to the repository root; write "config/crd/**"',
      ],
    },
    {
      name: 'a single glob starting with /',
      text: 'exclude: /vendor/**\n',
      errors: [
        '1:10: exclude: "/vendor/**" matches nothing: paths are relative to the repository root; write "vendor/**"',
      ],
    },
    {
      name: 'a boolean as the globs',
      text: 'include: true\n',
      errors: ['1:10: include: must be a glob (a string), not a boolean (true)'],
    },

    // Several at once, in file order
    {
      name: 'every error in one run',
      text: 'rules:\n  crd/structural: loud\n  nope: off\ninclude: 7\nextra: 1\n',
      errors: [
        '2:19: rules[crd/structural]: unsupported value "loud"; supported values: off, error, warning, notice',
        '3:3: rules[nope]: unknown rule id "nope"',
        '4:10: include: must be a glob (a string), not a number (7)',
        '5:1: extra: unknown key "extra"; allowed keys: rules, include, exclude, vendored, testdata, crd, refgrant, lifecycle, compat, cr',
      ],
    },
  ])('$name', ({ text, errors }) => {
    expect(errorsOf(text)).toEqual(errors);
  });

  it('fills every field of an error', () => {
    expect(parseConfig('rules:\n  crd/structural: loud\n', 'cfg.yaml', KNOWN)).toEqual({
      errors: [
        {
          file: 'cfg.yaml',
          line: 2,
          column: 19,
          path: 'rules[crd/structural]',
          message: 'unsupported value "loud"; supported values: off, error, warning, notice',
        },
      ],
    });
  });

  it('never throws, and places every error on a line of the file', () => {
    let seen = 0;
    const yamlish = fc.stringMatching(/^[a-z/:\-[\]{}#&*!|>'", \n\t.~?0-9]*$/, { maxLength: 200 });
    const known = fc.constantFrom(...KNOWN);
    const structured = fc
      .tuple(
        fc.array(fc.tuple(fc.oneof(known, fc.string()), fc.string()), { maxLength: 4 }),
        fc.array(fc.string(), { maxLength: 3 }),
      )
      .map(
        ([rules, globs]) =>
          `rules:\n${rules.map(([k, v]) => `  ${k}: ${v}\n`).join('')}include:\n${globs.map((g) => `  - ${g}\n`).join('')}`,
      );
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), yamlish, structured), (text) => {
        const result = parse(text);
        if ('errors' in result) {
          seen += result.errors.length;
          const lineCount = text.split(/\r\n|\r|\n/).length;
          expect(result.errors.length).toBeGreaterThan(0);
          for (const e of result.errors) {
            expect(e.line).toBeGreaterThanOrEqual(1);
            expect(e.line).toBeLessThanOrEqual(lineCount);
            expect(e.column).toBeGreaterThanOrEqual(1);
          }
        }
      }),
      { numRuns: 1000 },
    );
    // Most generated files must be wrong, or the checks above prove nothing.
    expect(seen).toBeGreaterThan(500);
  });
});

describe('formatConfigError', () => {
  const base: ConfigError = {
    file: 'c.yaml',
    line: 3,
    column: 5,
    path: 'include[2]',
    message: 'must not be an empty string',
  };
  it.each([
    { name: 'position and path', error: base, text: 'c.yaml:3:5: include[2]: must not be an empty string' },
    {
      name: 'no path for the file itself',
      error: { ...base, path: '' },
      text: 'c.yaml:3:5: must not be an empty string',
    },
    {
      name: 'no position for a file-wide error',
      error: { ...base, line: 0, column: 0, path: '' },
      text: 'c.yaml: must not be an empty string',
    },
  ])('$name', ({ error, text }) => {
    expect(formatConfigError(error)).toBe(text);
  });
});

describe('closestRuleId', () => {
  it.each([
    { id: 'crd/structurl', expected: 'crd/structural' },
    { id: 'CRD/Structural', expected: undefined }, // ids are case-sensitive, and four letters differ
    { id: 'approval/unaproved', expected: 'approval/unapproved' },
    { id: 'approval/placeholder', expected: undefined },
    { id: 'unapproved', expected: 'approval/unapproved' },
    { id: 'x', expected: undefined },
  ])('$id → $expected', ({ id, expected }) => {
    expect(closestRuleId(id, KNOWN)).toBe(expected);
  });

  it('breaks ties the same way whatever the order of the known ids', () => {
    expect(closestRuleId('a/bc', new Set(['a/bd', 'a/bb']))).toBe('a/bb');
    expect(closestRuleId('a/bc', new Set(['a/bb', 'a/bd']))).toBe('a/bb');
  });

  it('suggests nothing for a bare name two families share', () => {
    expect(closestRuleId('naming', new Set(['crd/naming', 'gateway/naming']))).toBeUndefined();
  });

  it('agrees with the unbounded distance up to the limit', () => {
    const full = (a: string, b: string): number => editDistance(a, b, Math.max(a.length, b.length));
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), fc.nat(4), (a, b, limit) => {
        expect(editDistance(a, b, limit)).toBe(Math.min(full(a, b), limit + 1));
      }),
    );
    expect(full('kitten', 'sitting')).toBe(3);
  });
});

describe('loadConfig', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kube-api-review-config-'));
    await mkdir(join(dir, 'repo/.github'), { recursive: true });
    await writeFile(join(dir, 'repo/.github/kube-api-review.yaml'), 'rules:\n  crd/structural: off\n');
    await writeFile(join(dir, 'custom.yaml'), 'include: x/**\n');
    await writeFile(join(dir, 'broken.yaml'), 'rules: loud\n');
    await writeFile(join(dir, 'binary.yaml'), new Uint8Array([0x61, 0x3a, 0x0a, 0x00]));
    await mkdir(join(dir, 'empty'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads .github/kube-api-review.yaml when no file is named', async () => {
    const result = await loadConfig(undefined, join(dir, 'repo'), KNOWN);
    expect(result).toEqual({
      config: { rules: new Map([['crd/structural', 'off']]), include: [], exclude: [], file: FILE },
    });
  });

  it('uses the defaults when the repository has no configuration', async () => {
    expect(await loadConfig(undefined, join(dir, 'empty'), KNOWN)).toEqual({ config: DEFAULT_CONFIG });
  });

  it('reads a named file relative to cwd', async () => {
    const result = await loadConfig('../custom.yaml', join(dir, 'repo'), KNOWN);
    expect(result).toEqual({ config: { rules: new Map(), include: ['x/**'], exclude: [], file: '../custom.yaml' } });
  });

  it.each([
    {
      name: 'a named file that does not exist',
      file: 'missing.yaml',
      errors: ['missing.yaml: the configuration file does not exist'],
    },
    { name: 'a named directory', file: 'empty', errors: ['empty: the configuration file is a directory'] },
    {
      name: 'a named file with errors',
      file: 'broken.yaml',
      errors: ['broken.yaml:1:8: rules: must be a mapping of rule id to setting, not a string'],
    },
    {
      name: 'a binary file',
      file: 'binary.yaml',
      errors: ['binary.yaml:2:1: the file contains a NUL byte: this is a binary file, not YAML or JSON at byte 3'],
    },
  ])('reports $name', async ({ file, errors }) => {
    const result = await loadConfig(file, dir, KNOWN);
    expect('errors' in result ? result.errors.map(formatConfigError) : result).toEqual(errors);
  });
});
