import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/engine/finding.js';
import { renderJson } from '../../src/report/json.js';
import { finding, renderInput } from './make-input.js';

const full = finding({
  ruleId: 'refgrant/not-permitted',
  severity: 'warning',
  message: 'no ReferenceGrant in namespace infra permits this reference',
  file: 'routes/web.yaml',
  line: 12,
  column: 9,
  endLine: 14,
  endColumn: 20,
  object: { apiVersion: 'gateway.networking.k8s.io/v1', kind: 'HTTPRoute', namespace: 'web', name: 'site' },
  fieldPath: 'spec.rules[0].backendRefs[1]',
  data: { target: { group: '', kind: 'Service', namespace: 'infra', name: 'api' } },
  suggestion: '        namespace: web\n',
  docsUrl: 'https://example.test/refgrant/not-permitted.md',
  fingerprint: 'refgrant/not-permitted|HTTPRoute/web/site|spec.rules[0].backendRefs[1]|Service/infra/api',
});

describe('renderJson', () => {
  it('writes version 1 with every key in its order', () => {
    expect(renderJson(renderInput([full]))).toBe(`{
  "version": 1,
  "findings": [
    {
      "ruleId": "refgrant/not-permitted",
      "severity": "warning",
      "message": "no ReferenceGrant in namespace infra permits this reference",
      "file": "routes/web.yaml",
      "line": 12,
      "column": 9,
      "endLine": 14,
      "endColumn": 20,
      "object": {
        "apiVersion": "gateway.networking.k8s.io/v1",
        "kind": "HTTPRoute",
        "namespace": "web",
        "name": "site"
      },
      "fieldPath": "spec.rules[0].backendRefs[1]",
      "data": {
        "target": {
          "group": "",
          "kind": "Service",
          "namespace": "infra",
          "name": "api"
        }
      },
      "suggestion": "        namespace: web\\n",
      "fingerprint": "refgrant/not-permitted|HTTPRoute/web/site|spec.rules[0].backendRefs[1]|Service/infra/api",
      "docsUrl": "https://example.test/refgrant/not-permitted.md"
    }
  ],
  "stats": {
    "files": 3,
    "objects": 5,
    "durationMs": 12.4
  }
}
`);
  });

  it('leaves out what a finding does not have, rather than writing null', () => {
    const bare = finding({ object: { apiVersion: 'v1', kind: 'ConfigMap', name: 'c' } });
    const [written] = (JSON.parse(renderJson(renderInput([bare]))) as { findings: Record<string, unknown>[] }).findings;
    expect(Object.keys(written ?? {})).toEqual([
      'ruleId',
      'severity',
      'message',
      'file',
      'line',
      'column',
      'endLine',
      'endColumn',
      'object',
      'fingerprint',
      'docsUrl',
    ]);
    expect(written?.object).toEqual({ apiVersion: 'v1', kind: 'ConfigMap', name: 'c' });
  });

  it('writes no findings as an empty list', () => {
    expect(JSON.parse(renderJson(renderInput([])))).toEqual({
      version: 1,
      findings: [],
      stats: { files: 3, objects: 5, durationMs: 12.4 },
    });
  });

  it('orders findings by file, line and column', () => {
    const findings = [
      finding({ file: 'b.yaml', line: 1 }),
      finding({ file: 'a.yaml', line: 9 }),
      finding({ file: 'a.yaml', line: 2 }),
    ];
    const written = JSON.parse(renderJson(renderInput(findings))) as { findings: Finding[] };
    expect(written.findings.map((f) => `${f.file}:${f.line}`)).toEqual(['a.yaml:2', 'a.yaml:9', 'b.yaml:1']);
  });

  it('survives data that JSON.stringify would throw on', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const odd = finding({
      data: { big: 10n ** 20n, cyclic, nan: Number.NaN, skip: undefined, fn: () => 1, when: new Date(0) },
    });
    const written = JSON.parse(renderJson(renderInput([odd]))) as { findings: Finding[] };
    expect(written.findings[0]?.data).toEqual({
      big: '100000000000000000000',
      cyclic: { name: 'loop', self: '[Circular]' },
      nan: null,
      when: '1970-01-01T00:00:00.000Z',
    });
  });

  it('round-trips any findings: one entry each, fields intact', () => {
    const severity = fc.constantFrom('error', 'warning', 'notice') as fc.Arbitrary<Finding['severity']>;
    const anyFinding: fc.Arbitrary<Finding> = fc.record(
      {
        ruleId: fc.string(),
        severity,
        message: fc.string({ unit: 'binary' }),
        file: fc.string({ unit: 'binary' }),
        line: fc.nat(),
        column: fc.nat(),
        endLine: fc.nat(),
        endColumn: fc.nat(),
        object: fc.record(
          { apiVersion: fc.string(), kind: fc.string(), namespace: fc.string(), name: fc.string() },
          { requiredKeys: ['apiVersion', 'kind', 'name'] },
        ),
        fieldPath: fc.string(),
        data: fc.dictionary(fc.string(), fc.jsonValue()),
        suggestion: fc.string(),
        docsUrl: fc.webUrl(),
        fingerprint: fc.string(),
      },
      {
        requiredKeys: [
          'ruleId',
          'severity',
          'message',
          'file',
          'line',
          'column',
          'endLine',
          'endColumn',
          'docsUrl',
          'fingerprint',
        ],
      },
    );
    fc.assert(
      fc.property(fc.array(anyFinding, { maxLength: 20 }), (findings) => {
        const written = JSON.parse(renderJson(renderInput(findings))) as { findings: Finding[] };
        expect(written.findings).toHaveLength(findings.length);
        const key = (f: Finding): string => JSON.stringify([f.file, f.line, f.column, f.message, f.fingerprint]);
        expect(written.findings.map(key).sort()).toEqual(findings.map(key).sort());
      }),
    );
  });
});
