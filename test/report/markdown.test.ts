import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/report/markdown.js';
import { finding, renderInput } from './make-input.js';

const URL_A = 'https://github.com/kube-api-review/kube-api-review/blob/main/docs/rules/approval/placeholder-url.md';

describe('renderMarkdown', () => {
  it('writes a heading, the counts, and a table per file with rules linked to their pages', () => {
    const findings = [
      finding({ file: 'z/last.yaml', line: 3, severity: 'notice', message: 'consider a description', fieldPath: 'spec.names' }),
      finding(),
      finding({ line: 2, severity: 'warning', ruleId: 'crd/x', docsUrl: 'https://example.test/crd/x.md', message: 'x' }),
    ];
    expect(renderMarkdown(renderInput(findings))).toBe(
      [
        '## kube-api-review',
        '',
        '1 error, 1 warning, 1 notice in 3 files (5 objects) in 12ms',
        '',
        '### config/crd.yaml',
        '',
        '| Line | Severity | Rule | Message |',
        '| ---: | --- | --- | --- |',
        '| 2 | warning | [crd/x](https://example.test/crd/x.md) | x |',
        `| 6 | error | [approval/placeholder-url](${URL_A}) | https://github.com/kubernetes/enhancements/pull/1111 is an example from KEP-1111 |`,
        '',
        '### z/last.yaml',
        '',
        '| Line | Severity | Rule | Message |',
        '| ---: | --- | --- | --- |',
        `| 3 | notice | [approval/placeholder-url](${URL_A}) | consider a description (at spec.names) |`,
        '',
      ].join('\n'),
    );
  });

  it('says when there is nothing to report', () => {
    expect(renderMarkdown(renderInput([]))).toBe('## kube-api-review\n\nno findings in 3 files (5 objects)\n');
  });

  it('escapes what the files under review control', () => {
    const hostile = finding({
      file: 'a|b/<img src=x>.yaml',
      message: 'ping @octocat about #12 | `x` **y**\n| injected | row |',
      fieldPath: 'metadata.annotations[a_b*c]',
    });
    expect(renderMarkdown(renderInput([hostile])).split('\n').slice(4)).toEqual([
      '### a\\|b/&lt;img src=x&gt;.yaml',
      '',
      '| Line | Severity | Rule | Message |',
      '| ---: | --- | --- | --- |',
      `| 6 | error | [approval/placeholder-url](${URL_A}) | ping \\@&#8203;octocat about \\#&#8203;12 \\| \\\`x\\\` \\*\\*y\\*\\* \\| injected \\| row \\| (at metadata.annotations\\[a\\_b\\*c\\]) |`,
      '',
    ]);
  });

  it.each([
    ['a script URL is not linked', 'javascript:alert(1)', 'approval/placeholder-url'],
    ['an unparsable URL is not linked', 'not a url', 'approval/placeholder-url'],
    ['characters that end a link or a cell are encoded', 'https://x.test/a(b)|c d', '[approval/placeholder-url](https://x.test/a%28b%29%7Cc%20d)'],
  ])('%s', (_name, docsUrl, rule) => {
    const [row] = renderMarkdown(renderInput([finding({ docsUrl, message: 'm' })])).split('\n').filter((l) => l.startsWith('| 6 '));
    expect(row).toBe(`| 6 | error | ${rule} | m |`);
  });

  it('stops before maxLength and says how many findings it left out', () => {
    const findings = Array.from({ length: 50 }, (_, i) => finding({ line: i + 1, endLine: i + 1, message: `finding ${i + 1}` }));
    const full = renderMarkdown(renderInput(findings));
    const limited = renderMarkdown(renderInput(findings), { maxLength: 2000 });
    expect(limited.length).toBeLessThanOrEqual(2000);
    const rows = limited.split('\n').filter((l) => /^\| \d/.test(l));
    expect(limited).toBe(`${full.slice(0, full.indexOf(`| ${rows.length + 1} |`))}\n**${50 - rows.length} more findings are not shown here.**\n`);
    expect(renderMarkdown(renderInput(findings), { maxLength: full.length })).toBe(full);
  });
});
