import { describe, expect, it } from 'vitest';
import { renderText } from '../../src/report/text.js';
import { finding, renderInput } from './make-input.js';

const CRD = [
  'apiVersion: apiextensions.k8s.io/v1',
  'kind: CustomResourceDefinition',
  'metadata:',
  '  name: gateways.gateway.networking.k8s.io',
  '  annotations:',
  '    api-approved.kubernetes.io: https://github.com/kubernetes/enhancements/pull/1111',
  'spec:',
  '  group: gateway.networking.k8s.io',
  '',
].join('\n');

/** Renders one finding on `source` (as line 1 of a.yaml) and returns its code frame. */
function frame(source: string, at: { column: number; endColumn: number; endLine?: number }): string {
  const f = finding({ file: 'a.yaml', line: 1, endLine: at.endLine ?? 1, column: at.column, endColumn: at.endColumn });
  return renderText(renderInput([f], { 'a.yaml': source }))
    .split('\n')
    .slice(2, 4)
    .join('\n');
}

describe('renderText', () => {
  // bitnami/charts' whole tree printed 3,013 parse/template notices, one per chart template.
  it('says once a directory where five files or more are templates and nothing else', () => {
    const template = (file: string) =>
      finding({
        file,
        line: 1,
        column: 1,
        endLine: 1,
        endColumn: 1,
        severity: 'notice',
        ruleId: 'parse/template',
        message:
          'looks like a template: Helm or Go template `{{- /*`; it is YAML only once rendered, so it was not reviewed',
      });
    const names = ['a', 'b', 'c', 'd', 'e'].map((n) => `chart/templates/${n}.yaml`);
    const other = finding({ file: 'chart/templates/z.yaml', line: 1, column: 1, endLine: 1, endColumn: 2 });
    const texts = Object.fromEntries([...names, 'chart/templates/z.yaml'].map((n) => [n, '{{- /*\n']));
    expect(
      renderText(renderInput([...names.map(template), other], texts))
        .split('\n')
        .slice(0, 4),
    ).toEqual([
      'chart/templates/',
      '  notice  5 files here look like templates (Helm or Go template `{{- /*`, …): YAML only once rendered, so they were not reviewed; --format json lists each  [parse/template]',
      '',
      'chart/templates/z.yaml',
    ]);
    // Four are said file by file.
    const four = renderText(renderInput(names.slice(1).map(template), texts));
    expect(four.split('\n').filter((l) => l.startsWith('chart/'))).toEqual(names.slice(1));
  });

  it('groups by file in path order, orders by line, and shows each source line with carets', () => {
    const findings = [
      finding({
        file: 'config/crd.yaml',
        line: 8,
        column: 10,
        endLine: 8,
        endColumn: 35,
        severity: 'warning',
        ruleId: 'crd/group',
        message: 'group is not DNS-1123',
      }),
      finding({
        file: 'b/other.yaml',
        line: 2,
        column: 1,
        endLine: 2,
        endColumn: 5,
        severity: 'notice',
        ruleId: 'crd/kind',
        message: 'kind is odd',
      }),
      finding({ file: 'config/crd.yaml' }),
    ];
    expect(renderText(renderInput(findings, { 'config/crd.yaml': CRD, 'b/other.yaml': 'a: 1\nkind: X\n' }))).toBe(
      [
        'b/other.yaml',
        '  2:1  notice  kind is odd  [crd/kind]',
        '    2 | kind: X',
        '      | ^^^^',
        '',
        'config/crd.yaml',
        '  6:33  error  https://github.com/kubernetes/enhancements/pull/1111 is an example from KEP-1111  [approval/placeholder-url]',
        '    6 |     api-approved.kubernetes.io: https://github.com/kubernetes/enhancements/pull/1111',
        '      |                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
        '  8:10  warning  group is not DNS-1123  [crd/group]',
        '    8 |   group: gateway.networking.k8s.io',
        '      |          ^^^^^^^^^^^^^^^^^^^^^^^^^',
        '',
        '1 error, 1 warning, 1 notice in 3 files (5 objects) in 12ms',
        '',
      ].join('\n'),
    );
  });

  it('quotes the rejection kube-apiserver would print', () => {
    const rejected = finding({
      file: 'a.yaml',
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 9,
      ruleId: 'approval/missing',
      message: 'add the annotation',
      data: {
        apiserver: {
          path: 'metadata.annotations[api-approved.kubernetes.io]',
          type: 'Required value',
          detail: 'protected groups must have approval annotation',
        },
      },
    });
    expect(
      renderText(renderInput([rejected], { 'a.yaml': 'metadata:\n' }))
        .split('\n')
        .slice(1, 3),
    ).toEqual([
      '  1:1  error  add the annotation  [approval/missing]',
      '    kube-apiserver: metadata.annotations[api-approved.kubernetes.io]: Required value: protected groups must have approval annotation',
    ]);
  });

  it('keeps the lines of a multi-line rejection, indented, each made harmless to the terminal', () => {
    const rejected = finding({
      file: 'a.yaml',
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 9,
      ruleId: 'crd/cel',
      message: "x-kubernetes-validations[0].rule does not compile: undefined field 'nope'",
      data: {
        apiserver: {
          path: 'x',
          type: 'Invalid value',
          detail: `"self.nope \u003e 1": compilation failed: ERROR: <input>:1:5: undefined field 'nope'\n | self.nope > 1 \u001B\u0007\n | ....^`,
        },
      },
    });
    expect(
      renderText(renderInput([rejected], { 'a.yaml': 'rule: x\n' }))
        .split('\n')
        .slice(1, 5),
    ).toEqual([
      "  1:1  error  x-kubernetes-validations[0].rule does not compile: undefined field 'nope'  [crd/cel]",
      `    kube-apiserver: x: Invalid value: "self.nope > 1": compilation failed: ERROR: <input>:1:5: undefined field 'nope'`,
      '       | self.nope > 1 \u241B\u2407',
      '       | ....^',
    ]);
  });

  it("shows Go's HTML-safe JSON escapes as the characters they stand for, in the message and the rejection", () => {
    const f = finding({
      message: 'default {"a":"\\u003cb\\u003e \\u0026 c \\\\u003e"} is invalid',
      data: {
        apiserver: { path: 'p', type: 'Invalid value', detail: '{"Rule":"a \\u003c b \\u0026\\u0026 c \\u003E d"}: x' },
      },
    });
    expect(
      renderText(renderInput([f]))
        .split('\n')
        .slice(1, 3),
    ).toEqual([
      // An escaped backslash before `u003e` is a backslash, not an escape: it stays.
      '  6:33  error  default {"a":"<b> & c \\\\u003e"} is invalid  [approval/placeholder-url]',
      '    kube-apiserver: p: Invalid value: {"Rule":"a < b && c > d"}: x',
    ]);
  });

  // oracle/cluster-api-provider-oci: two storage versions, and the apiserver prints all of spec.versions.
  it('quotes the start of a rejection the apiserver prints a whole CRD in, and says where the rest is', () => {
    const detail = `[${'{"name":"v1beta1"}, '.repeat(500)}]: must have exactly one version marked as storage version`;
    const f = finding({ data: { apiserver: { path: 'spec.versions', type: 'Invalid value', detail } } });
    const line = renderText(renderInput([f]))
      .split('\n')
      .find((l) => l.startsWith('    kube-apiserver: '));
    const whole = `spec.versions: Invalid value: ${detail}`;
    expect(line).toBe(
      `    kube-apiserver: ${whole.slice(0, 400)}… (${whole.length} characters in all: --format json holds them in data.apiserver)`,
    );
  });

  it('says when there is nothing to report', () => {
    expect(renderText(renderInput([]))).toBe('no findings in 3 files (5 objects)\n');
  });

  it('counts in the singular', () => {
    const input = { ...renderInput([finding()]), stats: { files: 1, objects: 1, durationMs: 0.4 } };
    expect(renderText(input).split('\n').at(-2)).toBe('1 error, 0 warnings, 0 notices in 1 file (1 object) in 0ms');
  });

  it('shows no source line when the text is not at hand', () => {
    expect(renderText(renderInput([finding()]))).toBe(
      [
        'config/crd.yaml',
        '  6:33  error  https://github.com/kubernetes/enhancements/pull/1111 is an example from KEP-1111  [approval/placeholder-url]',
        '',
        '1 error, 0 warnings, 0 notices in 3 files (5 objects) in 12ms',
        '',
      ].join('\n'),
    );
  });

  it('shows no source line for a finding about the whole file (line 0)', () => {
    const f = finding({ file: 'a.yaml', line: 0, column: 0, endLine: 0, endColumn: 0, message: 'not UTF-8' });
    expect(
      renderText(renderInput([f], { 'a.yaml': 'x\n' }))
        .split('\n')
        .slice(0, 3),
    ).toEqual(['a.yaml', '  1:1  error  not UTF-8  [approval/placeholder-url]', '']);
  });

  it.each([
    ['one caret for an empty range', 'key: value', { column: 6, endColumn: 6 }, ['1 | key: value', '  |      ^']],
    [
      'one caret at the start of a range over several lines',
      'key: |',
      { column: 6, endColumn: 3, endLine: 3 },
      ['1 | key: |', '  |      ^'],
    ],
    ['a caret after the end of the line', 'key:', { column: 5, endColumn: 5 }, ['1 | key:', '  |     ^']],
    ['a caret past the end of the line', 'key:', { column: 40, endColumn: 41 }, ['1 | key:', '  |     ^']],
    ['a range clipped at the end of the line', 'key: v', { column: 6, endColumn: 30 }, ['1 | key: v', '  |      ^']],
    ['an empty line', '', { column: 1, endColumn: 1 }, ['1 |', '  | ^']],
    // Tabs expand to stops of 4 in both lines, so a caret can stand under a tab too.
    [
      'tabs before the column',
      '\tname:\tvalue',
      { column: 8, endColumn: 13 },
      ['1 |     name:   value', `  | ${' '.repeat(12)}^^^^^`],
    ],
    ['a range over a tab', 'a\tb', { column: 2, endColumn: 3 }, ['1 | a   b', '  |  ^^^']],
    // Wide characters take two cells; combining marks none; astral characters are one column pair.
    [
      'wide characters before the column',
      'name: "日本" x',
      { column: 12, endColumn: 13 },
      ['1 | name: "日本" x', `  | ${' '.repeat(13)}^`],
    ],
    ['a range over wide characters', 'k: 日本', { column: 4, endColumn: 6 }, ['1 | k: 日本', '  |    ^^^^']],
    ['combining marks', 'e\u0301e\u0301 x', { column: 6, endColumn: 7 }, ['1 | e\u0301e\u0301 x', '  |    ^']],
    ['an emoji (two UTF-16 units)', '😀 x', { column: 4, endColumn: 5 }, ['1 | 😀 x', '  |    ^']],
    // Escape sequences and bidi overrides from the file are shown, not obeyed; columns still hold.
    ['control characters', 'a\u001B[31mb c', { column: 9, endColumn: 10 }, ['1 | a\u241B[31mb c', '  |         ^']],
    ['a bidi override', '\u202Eab c', { column: 5, endColumn: 6 }, ['1 | \uFFFDab c', '  |     ^']],
  ])('%s', (_name, source, at, expected) => {
    expect(frame(source, at)).toBe(expected.map((l) => `    ${l}`).join('\n'));
  });

  it('drops the carriage return of a CRLF file', () => {
    const f = finding({ file: 'a.yaml', line: 2, endLine: 2, column: 1, endColumn: 4 });
    expect(
      renderText(renderInput([f], { 'a.yaml': 'a: 1\r\nkey: v\r\n' }))
        .split('\n')
        .slice(2, 4),
    ).toEqual(['    2 | key: v', '      | ^^^']);
  });

  it('trims a long line around the column', () => {
    const source = `${'a'.repeat(250)}BAD${'z'.repeat(250)}`;
    const shown = `…${'a'.repeat(80)}BAD${'z'.repeat(117)}…`;
    expect(frame(source, { column: 251, endColumn: 254 })).toBe(
      [`    1 | ${shown}`, `      | ${' '.repeat(81)}^^^`].join('\n'),
    );
  });

  it('trims a long line only at the end when the column is near its start', () => {
    const source = `key: ${'v'.repeat(300)}`;
    expect(frame(source, { column: 6, endColumn: 306 })).toBe(
      [`    1 | key: ${'v'.repeat(195)}…`, `      |      ${'^'.repeat(195)}`].join('\n'),
    );
  });

  it('trims a long line only at the start when the column is near its end', () => {
    const source = `${'k'.repeat(300)}: x`;
    expect(frame(source, { column: 303, endColumn: 304 })).toBe(
      [`    1 | …${'k'.repeat(197)}: x`, `      | ${' '.repeat(200)}^`].join('\n'),
    );
  });

  it('makes a message and a file name harmless to the terminal', () => {
    const f = finding({ file: 'a\u001B]0;x\u0007.yaml', message: 'two\nlines \u001B[2J' });
    expect(
      renderText(renderInput([f]))
        .split('\n')
        .slice(0, 2),
    ).toEqual(['a\u241B]0;x\u2407.yaml', '  6:33  error  two\u240Alines \u241B[2J  [approval/placeholder-url]']);
  });

  it('says a finding in full once and names it at its copies in other files (one CRD generated into several)', () => {
    const copy = (file: string, line: number) => finding({ file, line, endLine: line, column: 3, endColumn: 7 });
    const text = renderText(
      renderInput([copy('config/crd/bases/gw.yaml', 6), copy('charts/gw/crds/gw.yaml', 9), copy('all.yaml', 6)]),
    );
    expect(text.split('\n')).toEqual([
      'all.yaml',
      '  6:3  error  https://github.com/kubernetes/enhancements/pull/1111 is an example from KEP-1111  [approval/placeholder-url]',
      '',
      'charts/gw/crds/gw.yaml',
      '  9:3  error  the same as all.yaml:6:3  [approval/placeholder-url]',
      '',
      'config/crd/bases/gw.yaml',
      '  6:3  error  the same as all.yaml:6:3  [approval/placeholder-url]',
      '',
      '3 errors, 0 warnings, 0 notices in 3 files (5 objects) in 12ms',
      '',
    ]);
    // Another message (or another fingerprint) is another finding.
    const other = renderText(renderInput([copy('a.yaml', 6), { ...copy('b.yaml', 6), message: 'another' }]));
    expect(other).not.toContain('the same as');
  });
});
