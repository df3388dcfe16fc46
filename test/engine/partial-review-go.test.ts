import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/engine/config.js';
import { placeFindings } from '../../src/engine/filter.js';
import { review } from '../../src/engine/run.js';
import type { GoParser } from '../../src/parse/go/go-parser.js';
import { RULES } from '../../src/rules/index.js';
import type { ChangedFile, ChangeSet } from '../../src/sources/change-set.js';
import { goParser } from '../parse/go/go-parser-instance.js';

// The review of a change to Go API types parses the Go files the lifecycle rules can need
// (src/rules/lifecycle/go-files-needed.ts: the changed packages, the gate definitions, the files
// with gate tags), not every Go file of the repository (issue 17: a one-line change to
// kubevirt's types.go parsed 2,400 files), and shows what the review of the whole tree shows.

const lifecycleRules = RULES.filter((r) => r.id.startsWith('lifecycle/'));

const GATES = [
  'package features',
  '',
  'import "k8s.io/component-base/featuregate"',
  '',
  'const (',
  '\t// alpha: v1.30',
  '\tFrobs featuregate.Feature = "Frobs"',
  ')',
  '',
  'var defaultFeatureGates = map[featuregate.Feature]featuregate.FeatureSpec{',
  '\tFrobs: {Default: false, PreRelease: featuregate.Alpha},',
  '}',
  '',
].join('\n');

const types = (...fields: string[]): string =>
  [
    '// +groupName=example.com',
    'package v1',
    '',
    'type Widget struct {',
    '\tName string `json:"name"`',
    ...fields.map((f) => `\t${f}`),
    '}',
    '',
  ].join('\n');

/** Plain code: no gate tag, no gate definition, in a package the change leaves alone. */
const CONTROLLER = [
  'package controller',
  '',
  '// Reconcile brings the widget to its desired state.',
  'func Reconcile() error { return nil }',
  '',
].join('\n');

const unchanged = (path: string, text: string): ChangedFile => ({
  path,
  status: 'unchanged',
  head: text,
  base: text,
  addedLines: [],
  hunkLines: [],
});
const modified = (path: string, head: string, base: string): ChangedFile => {
  const lines = [{ start: 1, end: head.split('\n').length }];
  return { path, status: 'modified', head, base, addedLines: lines, hunkLines: lines };
};

/** The Go parser, recording the path of each file it parses. */
function recordingParser(): { parser: GoParser; parsed: string[] } {
  const parsed: string[] = [];
  return { parsed, parser: { parse: (path, content) => (parsed.push(path), goParser.parse(path, content)) } };
}

/** The findings the `new` filter shows, as `file:line rule message`. */
function shown(files: ChangedFile[], unchangedFiles: boolean, parser: GoParser = goParser): string[] {
  const changeSet: ChangeSet = { root: '/', hasBase: true, files };
  const result = review(changeSet, {
    rules: lifecycleRules,
    config: DEFAULT_CONFIG,
    withBaseFindings: true,
    unchangedFiles,
    goParser: parser,
  });
  expect(result.internalErrors).toEqual([]);
  return placeFindings(result.findings, changeSet, 'new', result.baseFingerprints)
    .filter((p) => p.shown)
    .map(({ finding: f }) => `${f.file}:${f.line}:${f.column} ${f.ruleId} ${f.message}`);
}

describe('the review of a change to Go API types', () => {
  const files = [
    modified('api/v1/types.go', types('// +featureGate=Nope', 'Extra string `json:"extra"`'), types()),
    unchanged('api/v1/doc.go', '// +k8s:prerelease-lifecycle-gen=true\npackage v1\n'),
    unchanged('pkg/features/features.go', GATES),
    unchanged('pkg/controller/reconcile.go', CONTROLLER),
    unchanged(
      'api/v2/tagged.go',
      ['package v2', '', 'type Gadget struct {', '\t// +featureGate=Frobs', '\tFrob int `json:"frob"`', '}', ''].join(
        '\n',
      ),
    ),
  ];

  it('parses the changed package, the gate definitions and the files with gate tags, and no other Go file', () => {
    const { parser, parsed } = recordingParser();
    shown(files, false, parser);
    expect([...new Set(parsed)].sort()).toEqual([
      'api/v1/doc.go',
      'api/v1/types.go',
      'api/v2/tagged.go',
      'pkg/features/features.go',
    ]);
  });

  it('does not parse the tests of the changed package, which the family does not read', () => {
    const { parser, parsed } = recordingParser();
    const withTest = [...files, unchanged('api/v1/types_test.go', 'package v1\n\nvar x = new(1)\n')];
    expect(shown(withTest, false, parser)).toEqual(shown(files, false));
    expect(parsed).not.toContain('api/v1/types_test.go');
  });

  it('finds what depends on the unchanged gate file (an unknown gate on the changed line), as the whole review does', () => {
    const partial = shown(files, false);
    expect(partial).toEqual([
      'api/v1/types.go:6:5 lifecycle/unknown-gate Widget.Extra: feature gate Nope is not defined in this repository',
    ]);
    expect(partial).toEqual(shown(files, true));
  });

  it('asks every file whether a type is used only through gated fields, before it reports a field added to it', () => {
    // Part is used only by Holder.Part in a package the change leaves alone and whose file holds
    // no gate tag; Holder is used only by a gated field: Part is behind the gate, and its new
    // field needs none of its own. Without the holder, Part would have no use and be reported.
    const part = (...fields: string[]) =>
      [
        'package v1',
        '',
        'type Part struct {',
        '\tSize int `json:"size"`',
        ...fields.map((f) => `\t${f}`),
        '}',
        '',
      ].join('\n');
    const holder = [
      'package v2',
      '',
      'import v1 "example.com/api/v1"',
      '',
      'type Holder struct {',
      '\tPart v1.Part `json:"part"`',
      '}',
      '',
    ].join('\n');
    const root = (gated: boolean) =>
      [
        'package v3',
        '',
        'import v2 "example.com/api/v2"',
        '',
        'type Root struct {',
        ...(gated ? ['\t// +featureGate=Frobs'] : []),
        '\tHolder v2.Holder `json:"holder"`',
        '\t// +featureGate=Frobs',
        '\tOther int `json:"other"`',
        '}',
        '',
      ].join('\n');
    const change = (gated: boolean): ChangedFile[] => [
      modified('api/v1/part.go', part('Color string `json:"color"`'), part()),
      unchanged('api/v2/holder.go', holder),
      unchanged('api/v3/root.go', root(gated)),
      unchanged('pkg/features/features.go', GATES),
    ];
    expect(shown(change(true), false)).toEqual([]);
    expect(shown(change(true), true)).toEqual([]);
    const reported = [
      'api/v1/part.go:5:2 lifecycle/ungated-field Part.Color (JSON name "color") is added to the stable API v1 without a +featureGate= or +lifecycle: tag; new fields in stable APIs are normally added behind a feature gate',
    ];
    expect(shown(change(false), false)).toEqual(reported);
    expect(shown(change(false), true)).toEqual(reported);
  });

  it('a changed test file whose text gains an escape does not choose its package on one side only', () => {
    // At head only, the test file holds what a gate file's import path may hold (an escape): were it
    // to pull its package in at head, the siblings' old findings (no introduced tag; a syntax
    // error) would show as new.
    const files = [
      modified('api/v1beta1/types_test.go', 'package v1beta1\n\nvar s = "\\x41"\n', 'package v1beta1\n\nvar s = "A"\n'),
      unchanged('api/v1beta1/doc.go', '// +k8s:prerelease-lifecycle-gen=true\npackage v1beta1\n'),
      unchanged(
        'api/v1beta1/types.go',
        'package v1beta1\n\ntype Widget struct {\n\tmetav1.TypeMeta `json:",inline"`\n\tName string `json:"name"`\n}\n',
      ),
      unchanged('api/v1beta1/broken.go', 'package v1beta1\n\nfunc f( {\n'),
      unchanged('pkg/x/tagged.go', 'package x\n\ntype G struct {\n\t// +featureGate=Frobs\n\tF int `json:"f"`\n}\n'),
    ];
    expect(shown(files, false)).toEqual([]);
    expect(shown(files, true)).toEqual([]);
  });

  // Found by the property below: a whole review read the base's Go only where the base held a tag
  // or a gate itself, so a struct the base declared (in a file without either) read as added.
  it("matches the head's fields with the base's structs where only the head holds a tag", () => {
    const files: ChangedFile[] = [
      unchanged('api/v1/a.go', 'package v1\n\ntype Part struct {\n}\n'),
      {
        path: 'api/v1/b.go',
        status: 'added',
        head: 'package v1\n\ntype Part struct {\n\tC int `json:"c"`\n\t// +lifecycle:kubernetes:minVersion=v1.30,status=alpha,featureGate=Frobs\n\tA int `json:"a"`\n}\n',
        addedLines: [{ start: 1, end: 8 }],
        hunkLines: [{ start: 1, end: 8 }],
      },
    ];
    const whole = shown(files, true).map((f) => f.slice(0, f.indexOf(' ', f.indexOf(' ') + 1)));
    expect(whole).toContain('api/v1/b.go:4:2 lifecycle/ungated-field');
    expect(shown(files, false)).toEqual(shown(files, true));
  });

  it('shows what the whole review shows, whatever the files hold and whichever the change touches (property)', () => {
    const TAGS = [
      '',
      '// +featureGate=Frobs',
      '// +featureGate=Nope',
      '// +lifecycle:kubernetes:minVersion=1.30,status=alpha,featureGate=Frobs',
      '// +lifecycle:kubernetes:minVersion=1.31,status=beta,featureGate=Frobs',
    ];
    const field = fc.record({
      name: fc.constantFrom('A', 'B', 'C'),
      type: fc.constantFrom('int', 'Part', 'v1.Part', 'Holder', 'v2.Holder'),
      tag: fc.constantFrom(...TAGS),
    });
    const struct = (names: readonly string[]) =>
      fc.record({
        name: fc.constantFrom(...names),
        fields: fc.uniqueArray(field, { selector: (f) => f.name, maxLength: 3 }),
      });
    // Part may be defined in both files of api/v1, as build-tag variants are.
    const NAMES: Readonly<Record<string, readonly string[]>> = {
      'api/v1/a.go': ['Part', 'Holder'],
      'api/v1/b.go': ['Root', 'Part'],
      'api/v2/c_test.go': ['Probe'],
    };
    const source = (path: string, dir: string) =>
      fc
        .uniqueArray(struct(NAMES[path] ?? ['Part', 'Holder', 'Root']), { selector: (s) => s.name, maxLength: 2 })
        .map((structs) =>
          [
            `package ${dir.slice(dir.lastIndexOf('/') + 1)}`,
            '',
            ...structs.flatMap((s) => [
              `type ${s.name} struct {`,
              ...s.fields.flatMap((f) => [
                ...(f.tag ? [`\t${f.tag}`] : []),
                `\t${f.name} ${f.type} \`json:"${f.name.toLowerCase()}"\``,
              ]),
              '}',
              '',
            ]),
          ].join('\n'),
        );
    const gates = fc.constantFrom(GATES, GATES.replace('alpha: v1.30', 'beta: v1.31'), 'package features\n');
    const PATHS = [
      'api/v1/a.go',
      'api/v1/b.go',
      'api/v2/c.go',
      'api/v2/c_test.go',
      'api/v3/d.go',
      'pkg/ctl/e.go',
      'pkg/features/features.go',
    ];
    const text = (path: string) =>
      path.startsWith('pkg/features/') ? gates : source(path, path.slice(0, path.lastIndexOf('/')));
    const entry = (path: string) =>
      fc
        .record({
          head: fc.option(text(path), { nil: undefined }),
          base: fc.option(text(path), { nil: undefined }),
          same: fc.boolean(),
        })
        .map(({ head, base, same }): ChangedFile[] => {
          if (same && head !== undefined) return [unchanged(path, head)];
          if (head !== undefined && base !== undefined)
            return [head === base ? unchanged(path, head) : modified(path, head, base)];
          const lines = [{ start: 1, end: (head ?? '').split('\n').length }];
          if (head !== undefined) return [{ path, status: 'added', head, addedLines: lines, hunkLines: lines }];
          return base === undefined ? [] : [{ path, status: 'removed', base, addedLines: [], hunkLines: [] }];
        });
    fc.assert(
      fc.property(fc.tuple(...PATHS.map(entry)), (entries) => {
        const files = entries.flat();
        expect(shown(files, false)).toEqual(shown(files, true));
      }),
      { numRuns: 300 },
    );
  });
});
