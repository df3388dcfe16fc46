import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../src/engine/finding.js';
import { toKubeObject } from '../../../src/parse/kube-object.js';
import { fieldReferencePlaceholders } from '../../../src/rules/cr/field-reference.js';
import { crRules } from '../../../src/rules/cr/index.js';
import { reviewFiles } from '../../support/review-files.js';
import { runCr, widgetCrd } from './cr-fixtures.js';

// A custom resource generated from its CRD's schema with a placeholder for every value
// (field-reference.ts): one cr/schema notice instead of the apiserver's errors for its placeholders.

/** `spec.f0` … `spec.f{n-1}`, each an enum, and `spec.host`, an IPv4 address. */
const crd = (n: number) =>
  widgetCrd(`
    type: object
    properties:
      spec:
        type: object
        properties:
${Array.from({ length: n }, (_, i) => `          f${i}: {type: string, enum: [a, b]}`).join('\n')}
          host: {type: string, format: ipv4}
`);
/** A Widget whose first `placeholders` fields hold `placeholder` and the rest `a`, with `metadata` as given. */
const resource = (n: number, placeholders: number, placeholder: string, metadata = 'metadata: {}') =>
  [
    'apiVersion: example.com/v1',
    'kind: Widget',
    metadata,
    'spec:',
    ...Array.from({ length: n }, (_, i) => `  f${i}: ${i < placeholders ? JSON.stringify(placeholder) : 'a'}`),
  ].join('\n');

const shown = (f: Finding) => `${f.ruleId} ${f.severity} ${f.line} ${f.message}`;

describe('a field reference generated from the schema', () => {
  it('written by gen-api-docs (empty strings, a name): one notice at its kind', () => {
    const findings = runCr({ crd: crd(20), cr: resource(20, 19, '', 'metadata:\n  name: example') });
    expect(findings.map(shown)).toEqual([
      'cr/schema notice 2 19 of the 20 string values of this Widget are placeholders ("" or "string"): a field reference generated from the schema of widgets.example.com, not a resource anybody applies, so the apiserver\'s answer for its placeholders is not reported (19 errors as written)',
    ]);
  });

  it('written by crd-to-sample-yaml (`string`, metadata without a name): no cr/metadata error either', () => {
    const cr = `${resource(16, 16, 'string')}\n  host: string`;
    const findings = runCr({ crd: crd(16), cr });
    expect(findings.map((f) => [f.ruleId, f.severity, f.line, f.data])).toEqual([
      [
        'cr/schema',
        'notice',
        2,
        { placeholders: 17, strings: 17, errors: 18, kind: 'Widget', crd: 'widgets.example.com' },
      ],
    ]);
  });

  it('under docs/, with the defaults the generator knows filled in (half of its strings placeholders): one notice', () => {
    const cr = resource(20, 10, '', 'metadata:\n  name: example');
    const findings = reviewFiles(crRules, { 'crd.yaml': crd(20), 'docs/spec/widgets.yaml': cr });
    expect(findings.map((f) => [f.ruleId, f.severity, f.line, f.data])).toEqual([
      [
        'cr/schema',
        'notice',
        2,
        { placeholders: 10, strings: 20, errors: 10, kind: 'Widget', crd: 'widgets.example.com' },
      ],
    ]);
  });

  it('that the schema accepts as written: nothing to say', () => {
    expect(
      runCr({
        crd: widgetCrd(
          '{type: object, properties: {spec: {type: object, x-kubernetes-preserve-unknown-fields: true}}}',
        ),
        cr: resource(20, 20, '', 'metadata:\n  name: x'),
      }),
    ).toEqual([]);
  });
});

describe('a hand-written resource with empty strings', () => {
  it('with fewer than 16 strings: the apiserver errors stand', () => {
    const findings = runCr({ crd: crd(15), cr: resource(15, 15, '', 'metadata:\n  name: x') });
    expect(findings.map((f) => `${f.ruleId} ${f.severity} ${f.line}`)).toEqual(
      Array.from({ length: 15 }, (_, i) => `cr/schema error ${6 + i}`),
    );
  });

  it('with fewer than three in four of its strings placeholders (a sample leaving some empty): the apiserver errors stand', () => {
    // NVIDIA gpu-operator's ClusterPolicy sample leaves 12 of its 18 strings empty.
    const findings = runCr({ crd: crd(20), cr: resource(20, 14, '', 'metadata:\n  name: x') });
    expect(findings.map((f) => `${f.ruleId} ${f.severity} ${f.line}`)).toEqual(
      Array.from({ length: 14 }, (_, i) => `cr/schema error ${6 + i}`),
    );
  });

  it('under docs/, with fewer than half of its strings placeholders: the apiserver errors stand', () => {
    const cr = resource(20, 9, '', 'metadata:\n  name: x');
    const findings = reviewFiles(crRules, { 'crd.yaml': crd(20), 'docs/widgets.yaml': cr });
    expect(findings.map((f) => `${f.ruleId} ${f.severity} ${f.line}`)).toEqual(
      Array.from({ length: 9 }, (_, i) => `cr/schema error ${6 + i}`),
    );
  });
});

describe('fieldReferencePlaceholders', () => {
  const object = (value: unknown) =>
    toKubeObject(
      { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: '' }, spec: value },
      { file: 'cr.yaml', docOffset: 0, docLine: 1, prefix: [] },
    );

  it('counts every string below the resource but its apiVersion, kind and metadata', () => {
    const strings = (v: unknown): string[] =>
      typeof v === 'string' ? [v] : typeof v === 'object' && v !== null ? Object.values(v).flatMap(strings) : [];
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const o = object(value);
        if (!o) return;
        const all = strings(value);
        const placeholders = all.filter((s) => s === '' || s === 'string').length;
        const expected =
          all.length >= 16 && placeholders >= 0.75 * all.length ? { placeholders, strings: all.length } : undefined;
        expect(fieldReferencePlaceholders(o)).toEqual(expected);
      }),
    );
  });

  it('reads a resource nested deeper than the call stack', () => {
    let deep: unknown = Array.from({ length: 16 }, () => '');
    for (let i = 0; i < 200_000; i++) deep = { a: deep };
    expect(fieldReferencePlaceholders(object(deep)!)).toEqual({ placeholders: 16, strings: 16 });
  });
});
