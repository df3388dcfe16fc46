import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/report/markdown.js';
import { DOCS, finding, renderInput } from './make-input.js';

const URL_A = 'https://github.com/kube-api-review/kube-api-review/blob/main/docs/rules/approval/placeholder-url.md';
const BLOB = 'https://github.com/o/r/blob/2222222222222222222222222222222222222222';
const HEADER = ['| Severity | Location | Rule | Finding |', '| --- | --- | --- | --- |'];

describe('renderMarkdown', () => {
  it('writes a heading, the counts and one table, most severe first, with rules linked to their pages', () => {
    const findings = [
      finding({
        file: 'z/last.yaml',
        line: 3,
        severity: 'notice',
        message: 'consider a description',
        fieldPath: 'spec.names',
      }),
      finding(),
      finding({
        line: 2,
        severity: 'warning',
        ruleId: 'crd/x',
        docsUrl: 'https://example.test/crd/x.md',
        message: 'x',
      }),
    ];
    expect(renderMarkdown(renderInput(findings))).toBe(
      [
        '## kube-api-review',
        '',
        '1 error, 1 warning, 1 notice in 3 files (5 objects) in 12ms',
        '',
        ...HEADER,
        `| ❌ **error** | config/crd.yaml:6 | [approval/placeholder-url](${URL_A}) | \`https://github.com/kubernetes/enhancements/pull/1111\` is an example from KEP-1111 |`,
        '| ⚠️ **warning** | config/crd.yaml:2 | [crd/x](https://example.test/crd/x.md) | x |',
        `| ℹ️ notice | z/last.yaml:3 | [approval/placeholder-url](${URL_A}) | consider a description<br>at \`spec.names\` |`,
        '',
      ].join('\n'),
    );
  });

  it('links each location to its lines at the reviewed commit, and a whole-file finding to the file', () => {
    const findings = [
      finding({ file: 'crds/a b#1.yaml', line: 4, endLine: 6, message: 'm' }),
      finding({ file: 'crds/x.yaml', line: 0, endLine: 0, column: 0, message: 'not YAML' }),
      finding({ file: '../outside.yaml', message: 'o' }),
    ];
    const rows = renderMarkdown(renderInput(findings), { blobUrl: BLOB })
      .split('\n')
      .filter((l) => l.startsWith('| ❌'));
    expect(rows.map((r) => r.split(' | ')[1])).toEqual([
      '../outside.yaml:6', // not in the repository: nothing to link to
      `[crds/a b\\#&#8203;1.yaml:4](${BLOB}/crds/a%20b%231.yaml#L4-L6)`,
      `[crds/x.yaml](${BLOB}/crds/x.yaml)`,
    ]);
  });

  it("shows the apiserver's answer, one code span a line, without Go's HTML escapes", () => {
    const rejection = finding({
      message: 'remove `nullable: true` from openAPIV3Schema',
      fieldPath: 'spec.versions[0].schema.openAPIV3Schema.nullable',
      data: {
        apiserver: {
          path: 'spec.validation.openAPIV3Schema.nullable',
          type: 'Forbidden',
          detail: 'a \\u003e b\n  | x\n  ^',
        },
      },
    });
    const row = renderMarkdown(renderInput([rejection]))
      .split('\n')
      .find((l) => l.startsWith('| ❌'));
    expect(row?.split(' | ')[3]).toBe(
      'remove `nullable: true` from openAPIV3Schema<br>at `spec.versions[0].schema.openAPIV3Schema.nullable`<br>' +
        'kube-apiserver: `spec.validation.openAPIV3Schema.nullable: Forbidden: a > b`<br>&#32; \\| x<br>`   ^ ` |',
    );
  });

  it('puts the notes under the counts, escaped', () => {
    const text = renderMarkdown(renderInput([]), { notes: ['config <b>changed</b>', 'Not delivered: the review'] });
    expect(text).toBe(
      '## kube-api-review\n\nno findings in 3 files (5 objects)\n\n> config &lt;b&gt;changed&lt;/b&gt;\n\n> Not delivered: the review\n',
    );
  });

  it('escapes what the files under review control', () => {
    const hostile = finding({
      file: 'a|b/<img src=x>.yaml',
      message: 'ping @octocat about #12 | `x` **y**\n| injected | row |',
      fieldPath: 'metadata.annotations[a|b*c]',
    });
    expect(
      renderMarkdown(renderInput([hostile]))
        .split('\n')
        .slice(4),
    ).toEqual([
      ...HEADER,
      `| ❌ **error** | a\\|b/&lt;img src=x&gt;.yaml:6 | [approval/placeholder-url](${URL_A}) | ping \\@&#8203;octocat about \\#&#8203;12 \\| \`x\` \\*\\*y\\*\\* \\| injected \\| row \\|<br>at metadata.annotations\\[a\\|b\\*c\\] |`,
      '',
    ]);
  });

  it.each([
    ['a script URL is not linked', 'javascript:alert(1)', 'approval/placeholder-url'],
    ['an unparsable URL is not linked', 'not a url', 'approval/placeholder-url'],
    [
      'characters that end a link or a cell are encoded',
      'https://x.test/a(b)|c d',
      '[approval/placeholder-url](https://x.test/a%28b%29%7Cc%20d)',
    ],
  ])('%s', (_name, docsUrl, rule) => {
    const [row] = renderMarkdown(renderInput([finding({ docsUrl, message: 'm' })]))
      .split('\n')
      .filter((l) => l.startsWith('| ❌'));
    expect(row).toBe(`| ❌ **error** | config/crd.yaml:6 | ${rule} | m |`);
  });

  it('stops before maxLength, keeping the most severe, and says how many findings it left out', () => {
    const findings = Array.from({ length: 50 }, (_, i) =>
      finding({
        line: i + 1,
        endLine: i + 1,
        severity: i % 2 === 0 ? 'warning' : 'error',
        message: `finding ${i + 1}`,
      }),
    );
    const full = renderMarkdown(renderInput(findings));
    const limited = renderMarkdown(renderInput(findings), { maxLength: 2000 });
    expect(limited.length).toBeLessThanOrEqual(2000);
    const rows = limited.split('\n').filter((l) => l.startsWith('| ❌') || l.startsWith('| ⚠️'));
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((r) => r.startsWith('| ❌'))).toBe(true);
    expect(limited).toBe(
      `${full
        .split('\n')
        .slice(0, 6 + rows.length)
        .join('\n')}\n\n**${50 - rows.length} more findings are not shown here.**\n`,
    );
    expect(renderMarkdown(renderInput(findings), { maxLength: full.length })).toBe(full);
  });

  it('gives a copy of a finding in another file a row that names the row saying it in full', () => {
    const [a, b] = [finding({ file: 'a.yaml' }), finding({ file: 'b.yaml', line: 9 })];
    const text = renderMarkdown(renderInput([a, b]));
    expect(text.split('\n').filter((l) => l.startsWith('| ❌'))).toEqual([
      `| ❌ **error** | a.yaml:6 | [approval/placeholder-url](${DOCS}/approval/placeholder-url.md) | \`https://github.com/kubernetes/enhancements/pull/1111\` is an example from KEP-1111 |`,
      `| ❌ **error** | b.yaml:9 | [approval/placeholder-url](${DOCS}/approval/placeholder-url.md) | The same as at a.yaml:6. |`,
    ]);
  });
});
