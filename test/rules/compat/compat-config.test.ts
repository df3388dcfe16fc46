import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatConfigError, parseConfig } from '../../../src/engine/config.js';
import { DEFAULT_COMPAT_CONFIG } from '../../../src/rules/compat/compat-config.js';

// The `compat:` section of .github/kube-api-review.yaml (spec/crd-compatibility.md §6).
const FILE = '.github/kube-api-review.yaml';
const KNOWN = new Set(['compat/field-removed', 'compat/served-version-divergence', 'crd/schema']);
const parse = (text: string) => parseConfig(text, FILE, KNOWN);
const compatOf = (text: string) => {
  const result = parse(text);
  if ('errors' in result) throw new Error(result.errors.map(formatConfigError).join('\n'));
  return result.config.compat;
};
const errorsOf = (text: string): string[] => {
  const result = parse(text);
  if (!('errors' in result)) throw new Error('expected errors');
  return result.errors.map((e) => formatConfigError(e).slice(FILE.length + 1));
};

describe('compat: valid sections', () => {
  it('absent or empty: the defaults', () => {
    expect(compatOf('rules: {}\n')).toBeUndefined();
    expect(compatOf('compat:\n')).toEqual(DEFAULT_COMPAT_CONFIG);
    expect(DEFAULT_COMPAT_CONFIG).toEqual({
      patternRemoval: 'Allow',
      nullableAddition: 'Disallow',
      servedVersionConversion: 'Ignore',
      exceptions: [],
    });
  });

  it("every key, as the spec's example writes it", () => {
    const text = [
      'rules:',
      '  compat/field-removed: warning',
      'compat:',
      '  patternRemoval: Disallow',
      '  nullableAddition: Allow',
      '  servedVersionConversion: Check',
      '  exceptions:',
      '    - rule: compat/field-removed',
      '      crd: widgets.example.com',
      '      version: v1alpha1',
      '      property: ^.spec.legacyMode',
      '      reason: field unused since 0.3, announced in the 0.4 release notes',
      '    - {rule: compat/served-version-divergence, crd: widgets.example.com, version: v1alpha1 -> v1, reason: converted by hand}',
    ].join('\n');
    expect(compatOf(text)).toEqual({
      patternRemoval: 'Disallow',
      nullableAddition: 'Allow',
      servedVersionConversion: 'Check',
      exceptions: [
        {
          rule: 'compat/field-removed',
          crd: 'widgets.example.com',
          version: 'v1alpha1',
          property: '^.spec.legacyMode',
          reason: 'field unused since 0.3, announced in the 0.4 release notes',
          line: 8,
          column: 7,
        },
        {
          rule: 'compat/served-version-divergence',
          crd: 'widgets.example.com',
          version: 'v1alpha1 -> v1',
          reason: 'converted by hand',
          line: 13,
          column: 7,
        },
      ],
    });
  });
});

describe('compat: errors at their lines', () => {
  it.each([
    [
      'compat: [a]',
      [
        '1:9: compat: must be a mapping with the keys patternRemoval, nullableAddition, servedVersionConversion, exceptions, not a sequence',
      ],
    ],
    [
      'compat:\n  patternRemovel: Allow',
      [
        '2:3: compat.patternRemovel: unknown key "patternRemovel"; allowed keys: patternRemoval, nullableAddition, servedVersionConversion, exceptions',
      ],
    ],
    [
      'compat:\n  patternRemoval: allow',
      ['2:19: compat.patternRemoval: unsupported value "allow"; supported values: Allow, Disallow'],
    ],
    [
      'compat:\n  servedVersionConversion: true',
      ['2:28: compat.servedVersionConversion: must be one of Ignore, Check, not a boolean (true)'],
    ],
    [
      'compat:\n  exceptions: {rule: x}',
      [
        '2:15: compat.exceptions: must be a list of mappings with the keys rule, crd, version, property, reason, not a mapping',
      ],
    ],
    [
      'compat:\n  exceptions:\n  - rule: crd/schema\n    crd: Widgets\n    reason: ""\n    owner: me',
      [
        '3:11: compat.exceptions[0].rule: unknown compat/ rule id "crd/schema"; write a compat/ rule id, such as compat/field-removed',
        '4:10: compat.exceptions[0].crd: "Widgets" is not a CRD name; write the CRD\'s metadata.name, such as widgets.example.com',
        '5:13: compat.exceptions[0].reason: must say why this break is accepted',
        '6:5: compat.exceptions[0].owner: unknown key "owner"; allowed keys: rule, crd, version, property, reason',
      ],
    ],
    [
      'compat:\n  exceptions:\n  - {rule: compat/field-removed, crd: a.b}',
      ['3:5: compat.exceptions[0].reason: required: why this break is accepted'],
    ],
    [
      'compat:\n  exceptions:\n  - {rule: compat/field-removed, crd: a.b, reason: r, property: spec.mode, version: V1}',
      [
        '3:65: compat.exceptions[0].property: "spec.mode" is not a property path such as ^.spec.legacyMode or ^.spec.ports[*].name',
        '3:85: compat.exceptions[0].version: "V1" is not a version name such as v1alpha1, or a pair such as "v1alpha1 -> v1"',
      ],
    ],
  ])('%j', (text, errors) => {
    expect(errorsOf(text)).toEqual(errors);
  });

  it('never throws, whatever the section holds', () => {
    const scalar = fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null));
    const value = fc.oneof(
      scalar,
      fc.array(scalar, { maxLength: 3 }),
      fc.dictionary(fc.constantFrom('rule', 'crd', 'reason', 'version', 'x'), scalar, { maxKeys: 4 }),
    );
    const section = fc.dictionary(
      fc.constantFrom('patternRemoval', 'nullableAddition', 'servedVersionConversion', 'exceptions', 'other'),
      fc.oneof(value, fc.array(value, { maxLength: 3 })),
      { maxKeys: 4 },
    );
    fc.assert(
      fc.property(section, (s) => {
        const result = parse(JSON.stringify({ compat: s }));
        if ('errors' in result) for (const e of result.errors) expect(e.line).toBeGreaterThan(0);
      }),
    );
  });
});
