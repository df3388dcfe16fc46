import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/engine/finding.js';
import { applySuppressions, findSuppressions } from '../../src/engine/suppressions.js';
import type { Suppression } from '../../src/engine/suppressions.js';

const KNOWN = new Set(['crd/structural', 'crd/no-defaults', 'approval/unapproved']);

/** Suppressions without the file, which every case shares. */
const found = (file: string, text: string) => {
  const { suppressions, problems } = findSuppressions(file, text, KNOWN);
  return {
    suppressions: suppressions.map(({ line, column, ruleId, reason, covers, coversFrom }) => ({
      line,
      column,
      ruleId,
      reason,
      covers,
      ...(coversFrom === undefined ? {} : { coversFrom }),
    })),
    problems: problems.map(({ line, column, message }) => ({ line, column, message })),
  };
};

describe('findSuppressions: YAML', () => {
  it.each([
    {
      name: 'a trailing marker covers its own line',
      text: 'a: 1 # kube-api-review:ignore crd/structural kept for v1beta1 clients\nb: 2\n',
      suppressions: [{ line: 1, column: 6, ruleId: 'crd/structural', reason: 'kept for v1beta1 clients', covers: 1 }],
    },
    {
      name: 'a marker on its own line covers the next line',
      text: 'x: 0\n# kube-api-review:ignore crd/structural legacy\na: 1\n',
      suppressions: [{ line: 2, column: 1, ruleId: 'crd/structural', reason: 'legacy', covers: 3 }],
    },
    {
      name: 'a block of comments and blank lines covers the first line after it',
      text: 'spec:\n  # kube-api-review:ignore crd/no-defaults set by the webhook\n  # (the webhook predates defaults)\n\n  names: {}\n',
      suppressions: [
        { line: 2, column: 3, ruleId: 'crd/no-defaults', reason: 'set by the webhook', covers: 5, coversFrom: 3 },
      ],
    },
    {
      name: 'stacked markers cover the same line',
      text: '# kube-api-review:ignore crd/structural one\n# kube-api-review:ignore approval/unapproved two\nkind: X\n',
      suppressions: [
        { line: 1, column: 1, ruleId: 'crd/structural', reason: 'one', covers: 3, coversFrom: 2 },
        { line: 2, column: 1, ruleId: 'approval/unapproved', reason: 'two', covers: 3 },
      ],
    },
    {
      name: 'no space after #, tabs between words',
      text: 'a: 1\t#kube-api-review:ignore\tcrd/structural\tsee  KEP-1111 \n',
      suppressions: [{ line: 1, column: 6, ruleId: 'crd/structural', reason: 'see  KEP-1111', covers: 1 }],
    },
    {
      name: 'CRLF line ends stay out of the reason',
      text: 'a: 1 # kube-api-review:ignore crd/structural legacy\r\nb: 2\r\n',
      suppressions: [{ line: 1, column: 6, ruleId: 'crd/structural', reason: 'legacy', covers: 1 }],
    },
    {
      name: 'a marker later in a comment line is still on a comment line',
      text: '# see below # kube-api-review:ignore crd/structural legacy\na: 1\n',
      suppressions: [{ line: 1, column: 13, ruleId: 'crd/structural', reason: 'legacy', covers: 2, coversFrom: 1 }],
    },
    {
      name: 'a marker in a list item trails the item',
      text: 'items:\n- a # kube-api-review:ignore crd/structural legacy\n',
      suppressions: [{ line: 2, column: 5, ruleId: 'crd/structural', reason: 'legacy', covers: 2 }],
    },
    {
      // The pragmatic rule (see suppressions.ts): quotes are not tracked, so this counts.
      name: 'a marker inside a quoted string after a space is taken for a comment',
      text: 'a: "x # kube-api-review:ignore crd/structural r"\n',
      suppressions: [{ line: 1, column: 7, ruleId: 'crd/structural', reason: 'r"', covers: 1 }],
    },
    {
      name: 'the marker must open the comment',
      text: 'a: 1 # see kube-api-review:ignore crd/structural r\n',
      suppressions: [],
    },
    {
      name: 'a # glued to a value is not a comment',
      text: 'a: b#kube-api-review:ignore crd/structural r\n',
      suppressions: [],
    },
    { name: 'the marker outside a comment', text: 'a: kube-api-review:ignore crd/structural r\n', suppressions: [] },
    { name: 'a Go comment in YAML', text: 'a: 1 // kube-api-review:ignore crd/structural r\n', suppressions: [] },
  ])('$name', ({ text, suppressions }) => {
    expect(found('crd.yaml', text)).toEqual({ suppressions, problems: [] });
  });
});

describe('findSuppressions: Go', () => {
  it.each([
    {
      name: 'above a field, through its kubebuilder markers',
      text: 'type Spec struct {\n\t// kube-api-review:ignore crd/structural validated by the webhook\n\t// +kubebuilder:validation:Optional\n\tFoo string `json:"foo"`\n}\n',
      suppressions: [
        { line: 2, column: 2, ruleId: 'crd/structural', reason: 'validated by the webhook', covers: 4, coversFrom: 3 },
      ],
    },
    {
      name: 'trailing a tag line, from that line through the field',
      text: '\t// +featureGate=Foo // kube-api-review:ignore crd/structural gate defined upstream\n\tFoo string `json:"foo"`\n',
      suppressions: [
        { line: 1, column: 22, ruleId: 'crd/structural', reason: 'gate defined upstream', covers: 2, coversFrom: 1 },
      ],
    },
    {
      name: 'trailing a field',
      text: '\tFoo string `json:"foo"` // kube-api-review:ignore crd/no-defaults set in code\n',
      suppressions: [{ line: 1, column: 26, ruleId: 'crd/no-defaults', reason: 'set in code', covers: 1 }],
    },
    {
      name: 'directive style, without a space',
      text: '//kube-api-review:ignore crd/structural legacy\ntype A struct{}\n',
      suppressions: [{ line: 1, column: 1, ruleId: 'crd/structural', reason: 'legacy', covers: 2 }],
    },
    {
      name: 'a URL in a string is not a comment',
      text: 'x := "http://kube-api-review:ignore crd/structural r"\n',
      suppressions: [],
    },
    {
      name: 'a YAML comment in Go',
      text: '# kube-api-review:ignore crd/structural r\ntype A struct{}\n',
      suppressions: [],
    },
  ])('$name', ({ text, suppressions }) => {
    expect(found('api/v1/types.go', text)).toEqual({ suppressions, problems: [] });
  });
});

describe('findSuppressions: problems', () => {
  it.each([
    {
      name: 'no rule id',
      file: 'crd.yaml',
      text: 'a: 1 # kube-api-review:ignore  \n',
      problem: {
        line: 1,
        column: 6,
        message: 'suppression without a rule id; write "# kube-api-review:ignore <rule-id> <reason>"',
      },
    },
    {
      name: 'no rule id, in Go',
      file: 'types.go',
      text: '\t// kube-api-review:ignore\n\tFoo string\n',
      problem: {
        line: 1,
        column: 2,
        message: 'suppression without a rule id; write "// kube-api-review:ignore <rule-id> <reason>"',
      },
    },
    {
      name: 'an unknown rule id, at the id, with the nearest known one',
      file: 'crd.yaml',
      text: '# kube-api-review:ignore crd/structurl legacy\na: 1\n',
      problem: {
        line: 1,
        column: 26,
        message: 'unknown rule id "crd/structurl" in suppression; did you mean "crd/structural"?',
      },
    },
    {
      name: 'an unknown rule id, nothing close',
      file: 'crd.yaml',
      text: 'a: 1 # kube-api-review:ignore all because\n',
      problem: { line: 1, column: 31, message: 'unknown rule id "all" in suppression' },
    },
    {
      name: 'no reason',
      file: 'crd.yaml',
      text: 'a: 1 # kube-api-review:ignore crd/structural \n',
      problem: {
        line: 1,
        column: 6,
        message:
          'suppression of crd/structural without a reason; say why the rule does not apply here: "# kube-api-review:ignore crd/structural <reason>"',
      },
    },
    {
      name: 'a misspelt marker',
      file: 'crd.yaml',
      text: 'a: 1 # kube-api-review:ignored crd/structural legacy\n',
      problem: {
        line: 1,
        column: 6,
        message:
          'malformed suppression: expected a space after kube-api-review:ignore; write "# kube-api-review:ignore <rule-id> <reason>"',
      },
    },
    {
      name: 'a marker with nothing after it to cover',
      file: 'crd.yaml',
      text: 'a: 1\n# kube-api-review:ignore crd/structural legacy\n\n# the end\n',
      problem: { line: 2, column: 1, message: 'suppression of crd/structural covers nothing: no line follows it' },
    },
  ])('$name', ({ file, text, problem }) => {
    // A malformed marker suppresses nothing, so the finding it meant to hide still shows.
    expect(found(file, text)).toEqual({ suppressions: [], problems: [problem] });
  });

  it('reports each bad marker and keeps the good ones', () => {
    const text =
      '# kube-api-review:ignore crd/structural\na: 1 # kube-api-review:ignore crd/no-defaults webhook sets it\n';
    const result = findSuppressions('f.yaml', text, KNOWN);
    expect(result.suppressions).toEqual([
      { file: 'f.yaml', line: 2, column: 6, ruleId: 'crd/no-defaults', reason: 'webhook sets it', covers: 2 },
    ]);
    expect(result.problems.map((p) => [p.file, p.line, p.column])).toEqual([['f.yaml', 1, 1]]);
  });

  it('returns nothing for a file without the marker', () => {
    expect(findSuppressions('f.yaml', 'a: 1 # kube-api-review ignore crd/structural x\n', KNOWN)).toEqual({
      suppressions: [],
      problems: [],
    });
  });
});

describe('findSuppressions: properties', () => {
  // Lines near the grammar (markers well and badly formed, in both comment styles, before and
  // after code) reach the interesting paths far more often than random strings.
  const markerLine = fc
    .tuple(
      fc.constantFrom('', '  ', 'a: 1 ', 'x#', '"'),
      fc.constantFrom('#', '//', ''),
      fc.constantFrom('', ' ', '\t'),
      fc.constantFrom('kube-api-review:ignore', 'kube-api-review:ignored'),
      fc.constantFrom('', ' ', ' crd/structural', ' crd/structurl', '\tapproval/unapproved'),
      fc.constantFrom('', ' ', ' reason', ' two  words ', '\r'),
    )
    .map((parts) => parts.join(''));
  const otherLine = fc.constantFrom(
    'a: 1',
    '  b: "x # y"',
    '\tFoo string',
    '',
    '  ',
    '- x',
    '# note',
    '// +optional',
    '\r',
  );
  const line = fc.oneof(markerLine, otherLine, fc.string({ maxLength: 6 }));
  const text = fc.oneof(
    { weight: 4, arbitrary: fc.array(line, { maxLength: 12 }).map((lines) => lines.join('\n')) },
    { weight: 1, arbitrary: fc.string() },
  );
  const file = fc.constantFrom('a.yaml', 'b.go', 'c.json');

  it('never throws; each suppression covers a code line at or after it, and each position is on a line', () => {
    let seen = 0;
    fc.assert(
      fc.property(file, text, (name, t) => {
        const { suppressions, problems } = findSuppressions(name, t, KNOWN);
        seen += suppressions.length;
        const lines = t.split('\n');
        const token = name.endsWith('.go') ? '//' : '#';
        for (const s of suppressions) {
          expect(s.covers).toBeGreaterThanOrEqual(s.line);
          expect(s.covers).toBeLessThanOrEqual(lines.length);
          const target = (lines[s.covers - 1] ?? '').trim();
          expect(target).not.toBe('');
          if (s.covers !== s.line) expect(target.startsWith(token)).toBe(false);
          expect((lines[s.line - 1] ?? '').startsWith(token, s.column - 1)).toBe(true);
          expect(KNOWN.has(s.ruleId)).toBe(true);
          expect(s.reason).not.toBe('');
        }
        for (const p of problems) {
          expect(p.line).toBeGreaterThanOrEqual(1);
          expect(p.line).toBeLessThanOrEqual(lines.length);
          expect(p.column).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 2000 },
    );
    // The generator must reach real suppressions, or the checks above prove nothing. 2,000 runs
    // reach 20 to 60 of them (a bound of 20 failed CI once): any at all proves the paths are run.
    expect(seen).toBeGreaterThan(5);
  });
});

describe('applySuppressions', () => {
  const finding = (ruleId: string, line: number, endLine = line, file = 'crd.yaml'): Finding => ({
    ruleId,
    severity: 'error',
    message: 'm',
    file,
    line,
    column: 1,
    endLine,
    endColumn: 2,
    docsUrl: 'https://example.invalid',
    fingerprint: `${ruleId}:${line}`,
  });
  const suppression = (ruleId: string, covers: number, file = 'crd.yaml'): Suppression => ({
    file,
    line: covers,
    column: 1,
    ruleId,
    reason: 'r',
    covers,
  });

  it.each([
    {
      name: 'the rule on the covered line',
      findings: [finding('crd/structural', 4)],
      s: [suppression('crd/structural', 4)],
      kept: [],
      unused: [],
    },
    {
      name: 'a finding over several lines, covered on its last',
      findings: [finding('crd/structural', 4, 9)],
      s: [suppression('crd/structural', 9)],
      kept: [],
      unused: [],
    },
    {
      name: 'another rule on the covered line',
      findings: [finding('crd/no-defaults', 4)],
      s: [suppression('crd/structural', 4)],
      kept: [0],
      unused: [0],
    },
    {
      name: 'the rule on another line',
      findings: [finding('crd/structural', 5)],
      s: [suppression('crd/structural', 4)],
      kept: [0],
      unused: [0],
    },
    {
      name: 'the rule on the covered line of another file',
      findings: [finding('crd/structural', 4, 4, 'other.yaml')],
      s: [suppression('crd/structural', 4)],
      kept: [0],
      unused: [0],
    },
    {
      name: 'two suppressions of one finding are both used',
      findings: [finding('crd/structural', 4, 6)],
      s: [suppression('crd/structural', 4), suppression('crd/structural', 6)],
      kept: [],
      unused: [],
    },
    {
      name: 'one suppression covers every finding of its rule on the line',
      findings: [finding('crd/structural', 4), finding('crd/structural', 3, 5), finding('crd/structural', 7)],
      s: [suppression('crd/structural', 4)],
      kept: [2],
      unused: [],
    },
    {
      name: 'kept findings keep their order',
      findings: [finding('crd/no-defaults', 1), finding('crd/structural', 2), finding('approval/unapproved', 3)],
      s: [suppression('crd/structural', 2), suppression('approval/unapproved', 9)],
      kept: [0, 2],
      unused: [1],
    },
  ])('$name', ({ findings, s, kept, unused }) => {
    const result = applySuppressions(findings, s);
    expect(result.kept).toEqual(kept.map((i) => findings[i]));
    expect(result.unused).toEqual(unused.map((i) => s[i]));
  });

  it('reads the markers it finds', () => {
    const text =
      'spec:\n  # kube-api-review:ignore crd/structural kept for old clients\n  x-preserve: true\n  y: 1 # kube-api-review:ignore crd/no-defaults stale\n';
    const { suppressions } = findSuppressions('crd.yaml', text, KNOWN);
    const findings = [finding('crd/structural', 3), finding('crd/structural', 4)];
    const result = applySuppressions(findings, suppressions);
    expect(result.kept).toEqual([findings[1]]);
    expect(result.unused.map((s) => [s.line, s.ruleId])).toEqual([[4, 'crd/no-defaults']]);
  });

  it('covers Go tag and doc comment lines below a marker, not the ones above it', () => {
    // A lifecycle/ finding sits on the tag line (5) or the field (6); one above the marker (2) stays.
    const text = [
      'type Spec struct {',
      '\t// +featureGate=Other',
      '\t// Foo is a field.',
      '\t// kube-api-review:ignore crd/structural the gate is defined upstream',
      '\t// +featureGate=Foo',
      '\tFoo string `json:"foo"`',
      '}',
    ].join('\n');
    const { suppressions } = findSuppressions('api/v1/types.go', text, KNOWN);
    const findings = [
      finding('crd/structural', 2, 2, 'api/v1/types.go'),
      finding('crd/structural', 5, 5, 'api/v1/types.go'),
      finding('crd/structural', 6, 6, 'api/v1/types.go'),
    ];
    const result = applySuppressions(findings, suppressions);
    expect(result.kept).toEqual([findings[0]]);
    expect(result.unused).toEqual([]);
  });
});
