import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { JobSummaryReporter } from '../../src/github/job-summary-reporter.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { placed } from '../github/findings.js';
import { finding, renderInput } from './make-input.js';

// The job summary as GitHub shows it: rendered by a GFM renderer (micromark with its GFM
// extensions: tables, autolink literals, strikethrough, as cmark-gfm does), then read as HTML.
// Raw HTML is let through as GitHub lets <br> and <details> through.

const BLOB = 'https://github.com/o/r/blob/2222222222222222222222222222222222222222';
const html = (markdown: string): string =>
  micromark(markdown, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });

const findings = [
  finding({
    file: 'crds/widgets.yaml',
    line: 6,
    endLine: 6,
    severity: 'warning',
    ruleId: 'approval/not-a-pull-request',
    message:
      'https://github.com/kubernetes/enhancements/issues/1111 links an issue, not a pull request: link it (https://github.com/OWNER/REPO/pull/N)',
  }),
  finding({
    file: 'crds/widgets.yaml',
    line: 18,
    endLine: 18,
    ruleId: 'crd/schema',
    message: 'the schema root of v1 cannot be nullable: remove `nullable: true` from openAPIV3Schema',
    fieldPath: 'spec.versions[0].schema.openAPIV3Schema.nullable',
    data: {
      apiserver: {
        path: 'spec.validation.openAPIV3Schema.nullable',
        type: 'Forbidden',
        detail: 'nullable cannot be true at the root',
      },
    },
  }),
  finding({
    file: 'crds/gadgets.yaml',
    line: 3,
    endLine: 3,
    severity: 'notice',
    message: 'ping @octocat about #12 | **not bold**',
  }),
];

const rowsOf = (page: string): string[][] =>
  [...page.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
    .slice(1)
    .map((row) => [...(row[1] ?? '').matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) => c[1] ?? ''));

describe('the Markdown report as GitHub renders it', () => {
  const page = html(
    renderMarkdown(renderInput(findings), { blobUrl: BLOB, notes: ['Not delivered: the review (HTTP 500).'] }),
  );
  const rows = rowsOf(page);

  it('is one table with a row per finding, the most severe first, under the counts and the notes', () => {
    expect(page.match(/<table>/g)).toHaveLength(1);
    expect(page.indexOf('<blockquote>')).toBeLessThan(page.indexOf('<table>'));
    expect(page).toContain('<blockquote>\n<p>Not delivered: the review (HTTP 500).</p>\n</blockquote>');
    expect(rows.map((r) => r[0])).toEqual(['❌ <strong>error</strong>', '⚠️ <strong>warning</strong>', 'ℹ️ notice']);
  });

  it('links each line to the file at the reviewed commit', () => {
    expect(rows.map((r) => r[1])).toEqual([
      `<a href="${BLOB}/crds/widgets.yaml#L18">crds/widgets.yaml:18</a>`,
      `<a href="${BLOB}/crds/widgets.yaml#L6">crds/widgets.yaml:6</a>`,
      `<a href="${BLOB}/crds/gadgets.yaml#L3">crds/gadgets.yaml:3</a>`,
    ]);
  });

  it("shows the message's quoted YAML as code, the field path and the apiserver's answer", () => {
    expect(rows[0]?.[3]).toBe(
      'the schema root of v1 cannot be nullable: remove <code>nullable: true</code> from openAPIV3Schema<br>' +
        'at <code>spec.versions[0].schema.openAPIV3Schema.nullable</code><br>' +
        'kube-apiserver: <code>spec.validation.openAPIV3Schema.nullable: Forbidden: nullable cannot be true at the root</code>',
    );
    expect(page).not.toContain('`');
  });

  it('links no URL written in a message, no mention and no issue', () => {
    expect(rows[1]?.[3]).toBe(
      '<code>https://github.com/kubernetes/enhancements/issues/1111</code> links an issue, not a pull request: link it (<code>https://github.com/OWNER/REPO/pull/N</code>)',
    );
    // GitHub links @octocat and #12 after rendering unless something stands between sign and name.
    expect(rows[2]?.[3]).toBe('ping @\u200Boctocat about #\u200B12 | **not bold**');
    const links = [...page.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(
      links.every(
        (l) =>
          l.startsWith(`${BLOB}/`) ||
          l.startsWith('https://github.com/kube-api-review/kube-api-review/blob/main/docs/rules/'),
      ),
    ).toBe(true);
  });

  it('keeps the job summary to that one table of findings, and folds the count by rule', async () => {
    let written = '';
    const summary = new JobSummaryReporter({
      render: (shown, maxLength, notes) => renderMarkdown(renderInput(shown), { maxLength, notes, blobUrl: BLOB }),
      write: (text) => Promise.resolve(void (written = text)),
    });
    for (const f of findings) summary.add(placed(f));
    await summary.flush();
    const rendered = html(written);
    const [report = '', folded = ''] = rendered.split('<details>');
    expect(report.match(/<table>/g)).toHaveLength(1);
    expect(folded).toMatch(/^<summary>Findings by rule<\/summary>\n<table>/);
    expect(rowsOf(folded).map((r) => r[2])).toEqual(['1', '1', '1']);
  });
});
