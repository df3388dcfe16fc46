import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../src/engine/finding.js';
import { schema } from '../../../src/rules/cr/schema.js';
import { IN_TEST_TREE } from '../../../src/rules/cr/test-tree.js';
import { RULES } from '../../../src/rules/index.js';
import { reviewFiles } from '../../support/review-files.js';
import { widgetCrd } from './cr-fixtures.js';

// cr/schema's Required value on a resource of a test tree that writes only its identity
// (identity-only-resource.ts): end-to-end tests write the objects they look up or wait for that way.

const crd = widgetCrd(`
  type: object
  required: [spec]
  properties:
    spec:
      type: object
      required: [image]
      properties:
        image: {type: string}
        size: {type: integer, maximum: 10}
`);
const resource = (body: string) => `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n${body}`;

const shown = (f: Finding) => ({
  severity: f.severity,
  line: f.line,
  message: f.message,
  apiserver: (f.data as { apiserver?: unknown }).apiserver !== undefined,
});
const run = (path: string, text: string) => reviewFiles([schema], { 'crd.yaml': crd, [path]: text }).map(shown);

const REFERENCE =
  ': this resource of a test tree writes nothing but its identity, as end-to-end tests write the objects they look up or wait for rather than create; if this one is applied, the apiserver rejects it';

describe('a resource of a test tree that writes nothing but its identity', () => {
  it.each([
    ['test/e2e/manifests/revision.yaml', 'spec: {}\n', 5, 'spec.image: Required value'],
    ['tests/integration/revision.yaml', 'status:\n  phase: Ready\n', 2, 'spec: Required value'],
    ['e2e/revision.yaml', '', 2, 'spec: Required value'],
  ])('in %s: the missing fields are a warning without the apiserver answer', (path, body, line, error) => {
    expect(run(path, resource(body))).toEqual([
      { severity: 'warning', line, message: `${error}${REFERENCE}`, apiserver: false },
    ]);
  });

  it('is an error anywhere but a test tree (a sample), as the apiserver answers', () => {
    expect(run('config/samples/revision.yaml', resource('spec: {}\n'))).toEqual([
      { severity: 'error', line: 5, message: 'spec.image: Required value', apiserver: true },
    ]);
  });

  it('is a test-tree warning like any other error when the resource writes desired state', () => {
    expect(run('test/e2e/widget.yaml', resource('spec:\n  size: 30\n'))).toEqual([
      { severity: 'warning', line: 5, message: `spec.image: Required value (${IN_TEST_TREE})`, apiserver: false },
      {
        severity: 'warning',
        line: 6,
        message: `spec.size: Invalid value: 30: spec.size in body should be less than or equal to 10 (${IN_TEST_TREE})`,
        apiserver: false,
      },
    ]);
  });
});

// Everything the apiserver would answer for a test's manifest is a warning (test-tree.ts).
describe("a custom resource in a repository's test tree", () => {
  it.each([
    // percona's e2e-tests leave `image:` for yq to fill in before kubectl apply.
    ['e2e-tests/arbiter/conf/rs0.yml', 'spec:\n  image:\n', 6],
    ['test/kustomize/rollout/expected.yaml', 'spec:\n  size: 3\n', 5],
    ['pkg/integration-tests/widget.yaml', 'spec:\n  size: 3\n', 5],
    ['hack/testing/widget.yaml', 'spec:\n  size: 3\n', 5],
  ])('in %s: the apiserver answer is a warning that says why', (path, body, line) => {
    expect(
      run(path, resource(body)).map((f) => [f.severity, f.line, f.apiserver, f.message.endsWith(`(${IN_TEST_TREE})`)]),
    ).toEqual([['warning', line, false, true]]);
  });

  it.each(['latest/widget.yaml', 'contest/widget.yaml', 'attestation/widget.yaml', 'tests.yaml'])(
    'is an error under a directory whose name only contains a test word: %s',
    (path) => {
      expect(run(path, resource('spec:\n  size: 3\n'))).toEqual([
        { severity: 'error', line: 5, message: 'spec.image: Required value', apiserver: true },
      ]);
    },
  );

  it('makes an unserved version and a refused unknown field warnings too', () => {
    const findings = reviewFiles(RULES, {
      'crd.yaml': crd,
      'test/v2.yaml': 'apiVersion: example.com/v2\nkind: Widget\nmetadata:\n  name: w\nspec: {image: a}\n',
      'test/list.yaml': resource('spec:\n  image: a\n  size: {a: 1}\n'),
    });
    expect(
      findings.map((f) => `${f.file}:${f.line} ${f.ruleId} ${f.severity} ${f.data?.apiserver === undefined}`),
    ).toEqual(['test/list.yaml:7 cr/unknown-field warning true', 'test/v2.yaml:1 cr/unserved-version warning true']);
    expect(findings.find((f) => f.ruleId === 'cr/unserved-version')?.message).toBe(
      `no matches for kind "Widget" in version "example.com/v2": widgets.example.com (crd.yaml) serves example.com/v1 (${IN_TEST_TREE})`,
    );
  });
});
