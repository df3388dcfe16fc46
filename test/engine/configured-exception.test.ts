import { describe, expect, it } from 'vitest';
import { configuredExceptions, DEFAULT_CONFIG } from '../../src/engine/config.js';
import { applyConfiguredExceptions } from '../../src/engine/configured-exception.js';
import type { Finding } from '../../src/engine/finding.js';
import { DEFAULT_COMPAT_CONFIG } from '../../src/rules/compat/compat-config.js';

const crdFinding = (ruleId: string, crd: string, version: string, property: string): Finding => ({
  ruleId,
  severity: 'error',
  message: `${ruleId} ${crd} ${version} ${property}`,
  file: 'crd.yaml',
  line: 1,
  column: 1,
  endLine: 1,
  endColumn: 2,
  object: { apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', name: crd },
  data: { compat: { version, property } },
  docsUrl: 'https://example.com',
  fingerprint: `${ruleId} ${crd} ${version} ${property}`,
});

const config = {
  ...DEFAULT_CONFIG,
  compat: {
    ...DEFAULT_COMPAT_CONFIG,
    exceptions: [
      {
        rule: 'compat/field-removed',
        crd: 'widgets.example.com',
        version: 'v1',
        property: '^.spec.a',
        reason: 'r',
        line: 4,
        column: 7,
      },
      {
        rule: 'compat/field-removed',
        crd: 'widgets.example.com',
        reason: 'every version and field',
        line: 5,
        column: 7,
      },
      { rule: 'compat/crd-removed', crd: 'gadgets.example.com', reason: 'r', line: 6, column: 7 },
    ],
  },
};

describe('configured exceptions (compat.exceptions applied by the engine)', () => {
  it('suppresses what an entry matches and keeps the rest', () => {
    const a = crdFinding('compat/field-removed', 'widgets.example.com', 'v1', '^.spec.a');
    const b = crdFinding('compat/field-removed', 'widgets.example.com', 'v2', '^.spec.b');
    const other = crdFinding('compat/field-removed', 'others.example.com', 'v1', '^.spec.a');
    const { kept, unused } = applyConfiguredExceptions([a, b, other], configuredExceptions(config));
    expect(kept).toEqual([other]);
    expect(unused.map((e) => [e.line, e.subject, e.data, e.discriminator])).toEqual([
      [
        6,
        { kind: 'CustomResourceDefinition', name: 'gadgets.example.com' },
        { ruleId: 'compat/crd-removed', crd: 'gadgets.example.com' },
        'compat/crd-removed gadgets.example.com  ',
      ],
    ]);
  });

  it('matches version and property only when the entry names them', () => {
    const elsewhere = crdFinding('compat/field-removed', 'widgets.example.com', 'v2', '^.spec.a');
    const [first] = configuredExceptions(config);
    expect(first?.matches(elsewhere)).toBe(false);
    expect(configuredExceptions(config)[1]?.matches(elsewhere)).toBe(true);
  });

  it('is nothing without a compat section', () => {
    expect(configuredExceptions(DEFAULT_CONFIG)).toEqual([]);
  });
});
