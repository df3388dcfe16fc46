import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/engine/config.js';
import { RULE_IDS } from '../../../src/rules/index.js';

// The `cr:` section of the configuration (rules/cr/cr-config.ts).

const parse = (text: string) => parseConfig(text, 'c.yaml', RULE_IDS);
const errorsOf = (text: string) => {
  const r = parse(text);
  return 'errors' in r && r.errors ? r.errors.map((e) => `${e.line}:${e.column}: ${e.message}`) : [];
};

describe('cr: configuration', () => {
  it('reads fieldValidation and catalog', () => {
    const r = parse('cr:\n  fieldValidation: Strict\n  catalog: vendor/crds/\n');
    expect('config' in r ? r.config?.cr : undefined).toEqual({ fieldValidation: 'Strict', catalog: 'vendor/crds' });
  });

  it('an empty section is no setting', () => {
    const r = parse('cr:\n');
    expect('config' in r ? r.config?.cr : undefined).toEqual({});
  });

  it.each([
    [
      'a lower-case fieldValidation (the apiserver is case-sensitive)',
      'cr:\n  fieldValidation: strict\n',
      '2:20: must be one of Strict, Warn, Ignore, not "strict"',
    ],
    [
      'a catalog outside the repository',
      'cr:\n  catalog: ../crds\n',
      '2:12: must be a directory of the repository, relative to its root (no "..", not absolute), not "../crds"',
    ],
    ['an unknown key', 'cr:\n  strict: true\n', '2:3: unknown key "strict"; allowed keys: fieldValidation, catalog'],
  ])('refuses %s', (_name, text, error) => {
    expect(errorsOf(text)).toEqual([error]);
  });
});
