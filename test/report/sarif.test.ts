import { Ajv } from 'ajv';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Sarif from 'sarif';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/engine/finding.js';
import { MAX_RESULTS_PER_RUN, renderSarif } from '../../src/report/sarif.js';
import { finding, renderInput, RULES } from './make-input.js';

// The SARIF 2.1.0 schema that @microsoft/jest-sarif ships is written in draft-04, which Ajv 8
// does not load; the keywords it uses mean the same in draft-07, so only the draft-04
// identifiers are dropped. Formats are not checked (no ajv-formats); URIs are tested on their own.
// One `language` pattern in it is not valid under the `u` flag, so patterns compile without it.
const schemaPath = createRequire(import.meta.url).resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');
const {
  $schema: _draft,
  id: _id,
  ...sarifSchema
} = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>;
const validate = new Ajv({ strict: false, allErrors: true, validateFormats: false, unicodeRegExp: false }).compile(
  sarifSchema,
);

function parse(text: string): Sarif.Log {
  return JSON.parse(text) as Sarif.Log;
}

function onlyRun(log: Sarif.Log): Sarif.Run {
  const [run, ...others] = log.runs;
  if (!run || others.length > 0) throw new Error(`expected one run, got ${log.runs.length}`);
  return run;
}

/**
 * What GitHub code scanning needs beyond the schema (docs: "SARIF support for code scanning"),
 * as a list of problems, so that 25,000 results cost one assertion.
 */
function codeScanningProblems(log: Sarif.Log): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string): void => {
    if (!ok) problems.push(problem);
  };
  check(log.$schema === 'https://json.schemastore.org/sarif-2.1.0.json', '$schema');
  check(log.version === '2.1.0', 'version');
  check(log.runs.length === 1, 'one run');
  const rules = log.runs[0]?.tool.driver.rules ?? [];
  for (const [i, rule] of rules.entries()) {
    check(!!rule.shortDescription?.text && rule.shortDescription.text.length <= 1024, `rules[${i}].shortDescription`);
    check(!!rule.fullDescription?.text && rule.fullDescription.text.length <= 1024, `rules[${i}].fullDescription`);
    check(!!rule.help?.text, `rules[${i}].help.text`);
    check((rule.name ?? '').length <= 255, `rules[${i}].name`);
  }
  const results = log.runs[0]?.results ?? [];
  check(results.length <= MAX_RESULTS_PER_RUN, 'results per run');
  for (const [i, result] of results.entries()) {
    check(!!result.ruleId && rules[result.ruleIndex ?? -1]?.id === result.ruleId, `results[${i}].ruleId/ruleIndex`);
    check(['error', 'warning', 'note'].includes(result.level ?? ''), `results[${i}].level`);
    check(!!result.message.text, `results[${i}].message.text`);
    const location = result.locations?.[0]?.physicalLocation;
    check(!!location?.artifactLocation?.uri, `results[${i}] uri`);
    const r = location?.region;
    const ordered =
      !!r &&
      (r.startLine ?? 0) >= 1 &&
      (r.startColumn ?? 0) >= 1 &&
      (r.endLine ?? 0) >= (r.startLine ?? 0) &&
      (r.endLine !== r.startLine || (r.endColumn ?? 0) >= (r.startColumn ?? 0));
    check(ordered, `results[${i}] region ${JSON.stringify(r)}`);
  }
  return problems;
}

function expectValid(text: string): Sarif.Log {
  const log = parse(text);
  expect(validate(log), JSON.stringify(validate.errors, null, 2)).toBe(true);
  expect(codeScanningProblems(log)).toEqual([]);
  return log;
}

const withEverything = finding({
  ruleId: 'crd/structural-schema',
  severity: 'warning',
  message: 'type is required',
  file: 'config/crd #1.yaml',
  line: 10,
  column: 7,
  endLine: 10,
  endColumn: 11,
  object: { apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', name: 'widgets.example.com' },
  fieldPath: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].type',
  data: {
    apiserver: {
      path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].type',
      type: 'FieldValueRequired',
      detail: 'must not be empty',
    },
  },
  fingerprint:
    'crd/structural-schema|widgets.example.com|spec.versions[0].schema.openAPIV3Schema.properties[spec].type',
  docsUrl: 'https://example.test/crd/structural-schema.md',
});

describe('renderSarif', () => {
  it('describes the tool, every registered rule and each result', () => {
    const text = renderSarif(renderInput([withEverything, finding({ severity: 'notice' })]));
    expect(text.endsWith('}\n')).toBe(true);
    expect(parse(text)).toEqual({
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: 'kube-api-review',
              version: '0.1.0',
              semanticVersion: '0.1.0',
              informationUri: 'https://github.com/kube-api-review/kube-api-review',
              rules: [
                {
                  id: 'approval/placeholder-url',
                  name: 'ApprovalPlaceholderUrl',
                  shortDescription: {
                    text: 'api-approved.kubernetes.io links an example URL, not the approval of this API',
                  },
                  fullDescription: {
                    text: 'api-approved.kubernetes.io links an example URL, not the approval of this API',
                  },
                  helpUri: RULES[0]?.docsUrl,
                  help: {
                    text: `api-approved.kubernetes.io links an example URL, not the approval of this API\n\nDocumentation: ${RULES[0]?.docsUrl}`,
                    markdown: `api-approved.kubernetes.io links an example URL, not the approval of this API\n\n[Documentation](${RULES[0]?.docsUrl})`,
                  },
                  defaultConfiguration: { level: 'error' },
                  properties: { tags: ['approval'], 'problem.severity': 'error' },
                },
                {
                  id: 'crd/structural-schema',
                  name: 'CrdStructuralSchema',
                  shortDescription: { text: 'The schema is not structural' },
                  fullDescription: { text: 'The schema is not structural' },
                  helpUri: RULES[1]?.docsUrl,
                  help: {
                    text: `The schema is not structural\n\nDocumentation: ${RULES[1]?.docsUrl}`,
                    markdown: `The schema is not structural\n\n[Documentation](${RULES[1]?.docsUrl})`,
                  },
                  defaultConfiguration: { level: 'warning' },
                  properties: { tags: ['crd'], 'problem.severity': 'warning' },
                },
              ],
            },
          },
          originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The root of the repository under review.' } } },
          columnKind: 'utf16CodeUnits',
          results: [
            {
              ruleId: 'crd/structural-schema',
              ruleIndex: 1,
              level: 'warning',
              message: { text: 'type is required' },
              locations: [
                {
                  physicalLocation: {
                    artifactLocation: { uri: 'config/crd%20%231.yaml', uriBaseId: '%SRCROOT%' },
                    region: { startLine: 10, startColumn: 7, endLine: 10, endColumn: 11 },
                  },
                  logicalLocations: [
                    { fullyQualifiedName: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].type' },
                  ],
                },
              ],
              partialFingerprints: {
                'kubeApiReview/v1':
                  'crd/structural-schema|widgets.example.com|spec.versions[0].schema.openAPIV3Schema.properties[spec].type',
              },
              properties: {
                object: {
                  apiVersion: 'apiextensions.k8s.io/v1',
                  kind: 'CustomResourceDefinition',
                  name: 'widgets.example.com',
                },
                fieldPath: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].type',
                data: withEverything.data,
              },
            },
            {
              ruleId: 'approval/placeholder-url',
              ruleIndex: 0,
              level: 'note',
              message: { text: 'https://github.com/kubernetes/enhancements/pull/1111 is an example from KEP-1111' },
              locations: [
                {
                  physicalLocation: {
                    artifactLocation: { uri: 'config/crd.yaml', uriBaseId: '%SRCROOT%' },
                    region: { startLine: 6, startColumn: 33, endLine: 6, endColumn: 85 },
                  },
                },
              ],
              partialFingerprints: {
                'kubeApiReview/v1':
                  'approval/placeholder-url|gateways.gateway.networking.k8s.io|metadata.annotations[api-approved.kubernetes.io]',
              },
            },
          ],
        },
      ],
    });
    expectValid(text);
  });

  it('lists every registered rule even when nothing fired', () => {
    const log = expectValid(renderSarif(renderInput([])));
    const run = onlyRun(log);
    expect(run.tool.driver.rules?.map((r) => r.id)).toEqual(['approval/placeholder-url', 'crd/structural-schema']);
    expect(run.results).toEqual([]);
  });

  it('gives a finding of an unregistered rule a descriptor of its own', () => {
    const internal = finding({
      ruleId: 'parse/yaml-syntax',
      severity: 'error',
      message: 'bad indentation',
      docsUrl: 'https://example.test/parse.md',
    });
    const run = onlyRun(expectValid(renderSarif(renderInput([internal]))));
    expect(run.tool.driver.rules?.[2]).toMatchObject({
      id: 'parse/yaml-syntax',
      name: 'ParseYamlSyntax',
      properties: { tags: ['parse'] },
    });
    expect(run.results?.[0]).toMatchObject({ ruleId: 'parse/yaml-syntax', ruleIndex: 2, level: 'error' });
  });

  it('clamps a region code scanning would reject', () => {
    const fileLevel = finding({ line: 0, column: 0, endLine: 0, endColumn: 0 });
    const backwards = finding({ line: 5, column: 9, endLine: 5, endColumn: 3 });
    const run = onlyRun(expectValid(renderSarif(renderInput([fileLevel, backwards]))));
    expect(run.results?.map((r) => r.locations?.[0]?.physicalLocation?.region)).toEqual([
      { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 },
      { startLine: 5, startColumn: 9, endLine: 5, endColumn: 9 },
    ]);
  });

  it('never writes an empty message, which code scanning refuses', () => {
    const run = onlyRun(expectValid(renderSarif(renderInput([finding({ message: '' })]))));
    expect(run.results?.[0]?.message.text).toBe('approval/placeholder-url');
  });

  it('keeps the most severe results within the per-run limit and says what it left out', () => {
    const notices = Array.from({ length: MAX_RESULTS_PER_RUN }, (_, i) =>
      finding({ severity: 'notice', line: i + 1, endLine: i + 1, fingerprint: `n${i}` }),
    );
    const error = finding({ severity: 'error', file: 'z.yaml', fingerprint: 'the error' });
    const run = onlyRun(expectValid(renderSarif(renderInput([...notices, error]))));
    expect(run.results).toHaveLength(MAX_RESULTS_PER_RUN);
    expect(run.results?.[0]?.partialFingerprints).toEqual({ 'kubeApiReview/v1': 'the error' });
    expect(run.results?.at(-1)?.partialFingerprints).toEqual({ 'kubeApiReview/v1': 'n24998' });
    expect(run.invocations).toEqual([
      {
        executionSuccessful: true,
        toolExecutionNotifications: [
          {
            level: 'warning',
            message: {
              text: '1 of 25001 results were left out: GitHub code scanning accepts at most 25000 results per run. The most severe were kept.',
            },
          },
        ],
      },
    ]);
  });

  it('writes no invocation note when nothing was left out', () => {
    expect(onlyRun(parse(renderSarif(renderInput([finding()])))).invocations).toBeUndefined();
  });

  it('leaves out semanticVersion when the version is not one', () => {
    const driver = onlyRun(parse(renderSarif({ ...renderInput([]), toolVersion: 'main-abc123' }))).tool.driver;
    expect(driver.version).toBe('main-abc123');
    expect(driver.semanticVersion).toBeUndefined();
  });

  it('is valid SARIF that code scanning takes, whatever the findings hold', () => {
    const text = fc.string({ unit: 'binary', maxLength: 30 });
    const anyFinding: fc.Arbitrary<Finding> = fc.record(
      {
        ruleId: fc.constantFrom('approval/placeholder-url', 'crd/structural-schema', 'x/unregistered', 'bare'),
        severity: fc.constantFrom('error', 'warning', 'notice') as fc.Arbitrary<Finding['severity']>,
        message: text,
        file: text.filter((s) => s !== ''),
        line: fc.integer({ min: -2, max: 1000 }),
        column: fc.integer({ min: -2, max: 300 }),
        endLine: fc.integer({ min: -2, max: 1000 }),
        endColumn: fc.integer({ min: -2, max: 300 }),
        object: fc.record(
          { apiVersion: text, kind: text, namespace: text, name: text },
          { requiredKeys: ['apiVersion', 'kind', 'name'] },
        ),
        fieldPath: text,
        data: fc.dictionary(text, fc.jsonValue({ maxDepth: 2 })),
        suggestion: text,
        docsUrl: fc.oneof(fc.webUrl(), text),
        fingerprint: text,
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
      fc.property(fc.array(anyFinding, { maxLength: 8 }), (findings) => {
        const run = onlyRun(expectValid(renderSarif(renderInput(findings))));
        expect(run.results).toHaveLength(findings.length);
      }),
      { numRuns: 60 },
    );
  });
});
