import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../src/engine/finding.js';
import { schema } from '../../../src/rules/cr/schema.js';
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

  it('is an error when the resource writes desired state, and other errors stay errors', () => {
    expect(run('test/e2e/widget.yaml', resource('spec:\n  size: 30\n'))).toEqual([
      { severity: 'error', line: 5, message: 'spec.image: Required value', apiserver: true },
      {
        severity: 'error',
        line: 6,
        message: 'spec.size: Invalid value: 30: spec.size in body should be less than or equal to 10',
        apiserver: true,
      },
    ]);
    expect(run('test/e2e/widget.yaml', resource('spec: {}\ndata: {a: b}\n'))).toEqual([
      { severity: 'error', line: 5, message: 'spec.image: Required value', apiserver: true },
    ]);
  });
});
