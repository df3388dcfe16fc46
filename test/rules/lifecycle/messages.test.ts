import { describe, expect, it } from 'vitest';
import type { Rule } from '../../../src/engine/rule.js';
import { lifecycleRules } from '../../../src/rules/lifecycle/index.js';
import { commentDivergence } from '../../../src/rules/lifecycle/comment-divergence.js';
import { gateMismatch } from '../../../src/rules/lifecycle/gate-mismatch.js';
import { gatesNotFound } from '../../../src/rules/lifecycle/gates-not-found.js';
import { inconsistentTags } from '../../../src/rules/lifecycle/inconsistent-tags.js';
import { parseError } from '../../../src/rules/lifecycle/parse-error.js';
import { prereleaseTag } from '../../../src/rules/lifecycle/prerelease-tag.js';
import { statusMismatch } from '../../../src/rules/lifecycle/status-mismatch.js';
import { tagAfterGa } from '../../../src/rules/lifecycle/tag-after-ga.js';
import { tagSyntax } from '../../../src/rules/lifecycle/tag-syntax.js';
import { ungatedField } from '../../../src/rules/lifecycle/ungated-field.js';
import { unknownGate } from '../../../src/rules/lifecycle/unknown-gate.js';
import { versionMismatch } from '../../../src/rules/lifecycle/version-mismatch.js';
import { suppressionRules } from './suppression-rules.js';
import { configOf, reviewTrees } from './go-fixture.js';

// Each rule's finding exactly: message, position (the tag line down to its field, so a
// suppression above the field covers it), severity and fingerprint.

const FEATURES = [
  'package features',
  '',
  'import (',
  '\t"k8s.io/apimachinery/pkg/util/version"',
  '\t"k8s.io/component-base/featuregate"',
  ')',
  '',
  'const (',
  '\t// alpha: v1.19',
  '\tFrobber2D featuregate.Feature = "Frobber2D"',
  '\tDone featuregate.Feature = "Done"',
  ')',
  '',
  'var gates = map[featuregate.Feature]featuregate.VersionedSpecs{',
  '\tFrobber2D: {',
  '\t\t{Version: version.MustParse("1.20"), Default: false, PreRelease: featuregate.Alpha},',
  '\t\t{Version: version.MustParse("1.22"), Default: true, PreRelease: featuregate.Beta},',
  '\t},',
  '\tDone: {{Version: version.MustParse("1.10"), Default: true, PreRelease: featuregate.GA}},',
  '}',
  '',
].join('\n');

const types = (pkg: string, ...body: string[]) =>
  [`package ${pkg}`, '', 'type FrobSpec struct {', ...body, '}', ''].join('\n');

const run = (rule: Rule, typesText: string, extra: Record<string, string> = {}) =>
  reviewTrees(
    [rule],
    new Map(
      Object.entries({ 'pkg/features/kube_features.go': FEATURES, 'api/frobs/v1beta1/types.go': typesText, ...extra }),
    ),
  ).map((f) => ({
    line: f.line,
    column: f.column,
    endLine: f.endLine,
    severity: f.severity,
    message: f.message,
    file: f.file,
  }));

const file = 'api/frobs/v1beta1/types.go';

describe('messages and positions', () => {
  it("lifecycle/parse-error names our parser's limit, at the point it stopped, as a notice", () => {
    expect(run(parseError, 'package v1beta1\n\nvar port = int32(9443))\n')).toEqual([
      {
        line: 3,
        column: 23,
        endLine: 3,
        severity: 'notice',
        file,
        message:
          'tree-sitter-go 0.25 (this tool\'s Go parser) cannot read the code here (unexpected ")"): Go newer than the grammar or in a form it lacks (such as a label named nil), or Go that does not compile (go build is the judge); the declarations it could read in this file were still checked',
      },
    ]);
  });

  it('lifecycle/parse-error names a merge conflict committed unresolved, at its first marker', () => {
    const conflicted = 'package v1beta1\n\n<<<<<<< HEAD\nvar a = 1\n=======\nvar a = 2\n>>>>>>> topic\n';
    expect(run(parseError, conflicted).map((f) => [f.line, f.column, f.severity, f.message])).toEqual([
      [
        3,
        1,
        'notice',
        'a merge conflict was committed unresolved here (`<<<<<<< HEAD`): the file does not compile, and the declarations between the markers were read as they stand',
      ],
    ]);
  });

  it('lifecycle/parse-error on a file that is not Go source at all', () => {
    const findings = reviewTrees([parseError], new Map([[file, Buffer.from('package v1\n\0')]]));
    expect(findings.map((f) => [f.line, f.severity, f.message])).toEqual([
      [
        2,
        'notice',
        'the file contains a NUL byte: this is a binary file, not Go source at byte 11; its lifecycle tags and feature gates were not checked',
      ],
    ]);
  });

  it('lifecycle/tag-syntax joins every problem of a tag', () => {
    expect(
      run(
        tagSyntax,
        types('v1beta1', '\t// +lifecycle:kubernetes:minVersion=1.2,status=ga,owner=x', '\tA int `json:"a"`'),
      ),
    ).toEqual([
      {
        line: 4,
        column: 5,
        endLine: 5,
        severity: 'error',
        file,
        message:
          'FrobSpec.A: unknown key owner: the keys are minVersion, status, featureGate; featureGate is missing; minVersion "1.2" is not a Kubernetes version such as v1.20; status "ga" is not one of alpha, beta, deprecated',
      },
    ]);
  });

  it('lifecycle/unknown-gate', () => {
    expect(run(unknownGate, types('v1beta1', '\t// +featureGate=Frobber2D,Nope', '\tA int `json:"a"`'))).toEqual([
      {
        line: 4,
        column: 5,
        endLine: 5,
        severity: 'error',
        file,
        message: 'FrobSpec.A: feature gate Nope is not defined in this repository',
      },
    ]);
  });

  // kubebuilder v2's layout and small modules keep Go at the repository's root: its gates count.
  it('lifecycle/unknown-gate knows the gates of a file at the repository root, and judges the tags there', () => {
    const tagged = types('v1beta1', '\t// +featureGate=Frobber2D,Nope', '\tA int `json:"a"`');
    const at = (gates: string, typesAt: string) =>
      reviewTrees(
        [unknownGate],
        new Map([
          [gates, FEATURES],
          [typesAt, tagged],
        ]),
      ).map((f) => `${f.file}:${f.line} ${f.message}`);
    expect(at('gates.go', 'api/frobs/v1beta1/types.go')).toEqual([
      'api/frobs/v1beta1/types.go:4 FrobSpec.A: feature gate Nope is not defined in this repository',
    ]);
    expect(at('pkg/features/kube_features.go', 'types.go')).toEqual([
      'types.go:4 FrobSpec.A: feature gate Nope is not defined in this repository',
    ]);
  });

  it('lifecycle/unknown-gate on an enum constant, and on the gate of a +k8s:ifEnabled() inside a chain', () => {
    const consts = [
      'package v1beta1',
      '',
      'const (',
      '\t// +featureGate=Nope',
      '\tA Mode = "A"',
      ')',
      '',
      'type FrobSpec struct {',
      '\t// +k8s:beta(since: "1.37")=+k8s:ifEnabled("Nada")=+k8s:minimum=0',
      '\tB int `json:"b"`',
      '}',
      '',
    ].join('\n');
    expect(run(unknownGate, consts)).toEqual([
      {
        line: 4,
        column: 5,
        endLine: 5,
        severity: 'error',
        file,
        message: 'A: feature gate Nope is not defined in this repository',
      },
      {
        line: 9,
        column: 30,
        endLine: 10,
        severity: 'error',
        file,
        message: 'FrobSpec.B: feature gate Nada is not defined in this repository',
      },
    ]);
  });

  it('lifecycle/gates-not-found: once for the run, on the first tag, saying how to name the feature files', () => {
    const other = 'api/frobs/v1/types.go';
    const files = new Map([
      [other, types('v1', '\t// +featureGate=Frobber2D', '\tA int `json:"a"`')],
      [
        file,
        types(
          'v1beta1',
          '\t// +k8s:ifEnabled(Frobber2D)=+k8s:optional',
          '\tB int `json:"b"`',
          '\t// +lifecycle:kubernetes:minVersion=v1.20,status=alpha,featureGate=Frobber2D',
          '\tC int `json:"c"`',
        ),
      ],
    ]);
    expect(
      reviewTrees([gatesNotFound], files).map((f) => [f.file, f.line, f.column, f.endLine, f.severity, f.message]),
    ).toEqual([
      [
        other,
        4,
        5,
        5,
        'notice',
        "3 tags in 2 files name feature gates (this one first), but this review found no feature gate definition, so gate names were not checked; set lifecycle.featureFiles in .github/kube-api-review.yaml to the files that define them (Go files with featuregate.Feature constants and their spec maps, or the generated versioned_feature_list.yaml), or turn this notice off where they are Kubernetes' own gates on types copied from k8s.io/api",
      ],
    ]);
    const config = configOf('lifecycle:\n  featureFiles: [pkg/features/*.go]\n', new Set([gatesNotFound.id]));
    expect(reviewTrees([gatesNotFound], files, undefined, config).map((f) => f.message)).toEqual([
      '3 tags in 2 files name feature gates (this one first), but lifecycle.featureFiles (pkg/features/*.go) matches no feature gate definition, so gate names were not checked',
    ]);
  });

  // kubernetes/code-generator's cmd/validation-gen/output_tests/: a generator's golden inputs,
  // whose `+k8s:ifEnabled(FeatureX)` names an option its Go tests declare, no gate.
  it("lifecycle/gates-not-found says nothing of a test tree's tags", () => {
    const inputs = new Map([
      [
        'cmd/validation-gen/output_tests/opts/doc.go',
        types('v1', '\t// +k8s:ifEnabled(FeatureX)=+k8s:optional', '\tA int `json:"a"`'),
      ],
    ]);
    expect(reviewTrees([gatesNotFound], inputs)).toEqual([]);
  });

  it('lifecycle/gates-not-found counts one tag in the singular', () => {
    const one = new Map([[file, types('v1beta1', '\t// +featureGate=Frobber2D', '\tA int `json:"a"`')]]);
    expect(reviewTrees([gatesNotFound], one).map((f) => f.message.split(' (this one first)')[0])).toEqual([
      '1 tag in 1 file names a feature gate',
    ]);
  });

  it('lifecycle/gates-not-found says nothing when gates are defined, or when no Go tag names a gate', () => {
    expect(run(gatesNotFound, types('v1beta1', '\t// +featureGate=Nope', '\tA int `json:"a"`'))).toEqual([]);
    expect(
      reviewTrees([gatesNotFound], new Map([[file, types('v1beta1', '\t// +optional', '\tA int `json:"a"`')]])),
    ).toEqual([]);
  });

  it('lifecycle/unknown-gate says nothing when the review sees no gate at all', () => {
    const findings = reviewTrees(
      [unknownGate],
      new Map([[file, types('v1beta1', '\t// +featureGate=Nope', '\tA int `json:"a"`')]]),
    );
    expect(findings).toEqual([]);
  });

  it('lifecycle/gate-mismatch', () => {
    expect(
      run(
        gateMismatch,
        types(
          'v1beta1',
          '\t// +featureGate=Done',
          '\t// +lifecycle:kubernetes:minVersion=v1.22,status=beta,featureGate=Frobber2D',
          '\tA int `json:"a"`',
        ),
      ),
    ).toEqual([
      {
        line: 5,
        column: 5,
        endLine: 6,
        severity: 'error',
        file,
        message: 'FrobSpec.A: the lifecycle tag names feature gate Frobber2D, but +featureGate= names Done',
      },
    ]);
  });

  it('lifecycle/status-mismatch', () => {
    expect(
      run(
        statusMismatch,
        types(
          'v1beta1',
          '\t// +lifecycle:kubernetes:minVersion=v1.20,status=alpha,featureGate=Frobber2D',
          '\tA int `json:"a"`',
        ),
      ),
    ).toEqual([
      {
        line: 4,
        column: 5,
        endLine: 5,
        severity: 'error',
        file,
        message: 'FrobSpec.A: the tag says status=alpha, but feature gate Frobber2D is Beta at v1.22',
      },
    ]);
  });

  it('lifecycle/tag-after-ga', () => {
    expect(
      run(
        tagAfterGa,
        types(
          'v1beta1',
          '\t// +lifecycle:kubernetes:minVersion=v1.10,status=beta,featureGate=Done',
          '\tA int `json:"a"`',
        ),
      ),
    ).toEqual([
      {
        line: 4,
        column: 5,
        endLine: 5,
        severity: 'error',
        file,
        message: 'FrobSpec.A: feature gate Done is GA; remove the +lifecycle:kubernetes: tag',
      },
    ]);
  });

  it('lifecycle/version-mismatch', () => {
    expect(
      run(
        versionMismatch,
        types(
          'v1beta1',
          '\t// +lifecycle:kubernetes:minVersion=v1.21,status=beta,featureGate=Frobber2D',
          '\tA int `json:"a"`',
        ),
      ),
    ).toEqual([
      {
        line: 4,
        column: 5,
        endLine: 5,
        severity: 'error',
        file,
        message: 'FrobSpec.A: the tag says minVersion=v1.21, but feature gate Frobber2D became beta in v1.22',
      },
    ]);
  });

  it('lifecycle/comment-divergence is on the feature file’s comment line', () => {
    expect(
      run(
        commentDivergence,
        types(
          'v1beta1',
          '\t// +lifecycle:kubernetes:minVersion=v1.20,status=alpha,featureGate=Frobber2D',
          '\tA int `json:"a"`',
        ),
      ),
    ).toEqual([
      {
        line: 9,
        column: 5,
        endLine: 9,
        severity: 'warning',
        file: 'pkg/features/kube_features.go',
        message:
          'the comment says alpha: v1.19 for feature gate Frobber2D, but FrobSpec.A is tagged minVersion=v1.20,status=alpha',
      },
    ]);
  });

  it('lifecycle/inconsistent-tags', () => {
    const body = [
      '\t// +lifecycle:kubernetes:minVersion=v1.22,status=beta,featureGate=Frobber2D',
      '\tA int `json:"a"`',
      '\t// +lifecycle:kubernetes:minVersion=v1.20,status=alpha,featureGate=Frobber2D',
      '\tB int `json:"b"`',
    ];
    expect(run(inconsistentTags, types('v1beta1', ...body))).toEqual([
      {
        line: 6,
        column: 5,
        endLine: 7,
        severity: 'error',
        file,
        message:
          'FrobSpec.B is tagged minVersion=v1.20,status=alpha for feature gate Frobber2D, but FrobSpec.A is tagged minVersion=v1.22,status=beta',
      },
    ]);
  });

  it('lifecycle/ungated-field', () => {
    const v1 = 'api/frobs/v1/types.go';
    expect(reviewTrees([ungatedField], new Map([[v1, types('v1', '\tA int `json:"a"`')]]))).toEqual([]); // no base: no change to judge
    const gated = ['\t// +featureGate=Frobber2D', '\tZ int `json:"z"`'];
    const findings = reviewTrees(
      [ungatedField],
      new Map([
        ['pkg/features/kube_features.go', FEATURES],
        [v1, types('v1', ...gated, '\tA, B int `json:"a"`')],
      ]),
      new Map([
        ['pkg/features/kube_features.go', FEATURES],
        [v1, types('v1', ...gated)],
      ]),
    );
    expect(findings.map((f) => [f.line, f.column, f.severity, f.message])).toEqual([
      [
        6,
        2,
        'warning',
        'FrobSpec.A,B (JSON name "a") is added to the stable API v1 without a +featureGate= or +lifecycle: tag; new fields in stable APIs are normally added behind a feature gate',
      ],
    ]);
  });

  // crossplane c8f3ed061: its one gate tag is Kubernetes', on a copy of CustomResourceDefinitionSpec.
  it('lifecycle/ungated-field says nothing where the repository defines no gate and tags one declaration', () => {
    const v1 = 'api/frobs/v1/types.go';
    const copied = ['\t// +featureGate=CustomResourceFieldSelectors', '\tZ int `json:"z"`'];
    const findings = (more: string[]) =>
      reviewTrees(
        [ungatedField],
        new Map([[v1, types('v1', ...copied, ...more, '\tA int `json:"a"`')]]),
        new Map([[v1, types('v1', ...copied, ...more)]]),
      ).map((f) => f.line);
    expect(findings([])).toEqual([]);
    // A second copy of the same gate makes no convention either.
    expect(findings(['\t// +featureGate=CustomResourceFieldSelectors', '\tY int `json:"y"`'])).toEqual([]);
    // Two tagged declarations without a gate table: k8s.io/api's convention, published without its gates.
    expect(findings(['\t// +featureGate=Frobber2D', '\tY int `json:"y"`'])).toEqual([8]);
  });

  it('lifecycle/ungated-field says nothing where the repository tags no declaration with a gate', () => {
    const v1 = 'api/frobs/v1/types.go';
    const findings = reviewTrees(
      [ungatedField],
      new Map([[v1, types('v1', '\tZ int `json:"z"`', '\tA int `json:"a"`')]]),
      new Map([[v1, types('v1', '\tZ int `json:"z"`')]]),
    );
    expect(findings).toEqual([]);
  });

  it('lifecycle/prerelease-tag', () => {
    const text = [
      'package v1beta1',
      '',
      '// +k8s:prerelease-lifecycle-gen:replacement=a',
      'type Frob struct {',
      '\tmetav1.TypeMeta `json:",inline"`',
      '}',
      '',
    ].join('\n');
    const generated = [
      '// Code generated by prerelease-lifecycle-gen. DO NOT EDIT.',
      '',
      'package v1beta1',
      '',
      'func (in *Frob) APILifecycleIntroduced() (major, minor int) { return 1, 20 }',
      '',
    ].join('\n');
    const doc = '// +k8s:prerelease-lifecycle-gen=true\n\npackage v1beta1\n';
    const review = (files: [string, string][]) =>
      reviewTrees([prereleaseTag], new Map(files)).map((f) => [f.line, f.column, f.severity, f.message]);
    expect(
      review([
        ['api/frobs/v1beta1/doc.go', doc],
        ['api/frobs/v1beta1/zz_generated.prerelease-lifecycle.go', generated],
        [file, text],
      ]),
    ).toEqual([
      [3, 4, 'error', 'Frob: replacement=a must be group,version,Kind'],
      [
        4,
        6,
        'error',
        'Frob is in v1beta1, whose doc.go enables prerelease-lifecycle-gen, but has no +k8s:prerelease-lifecycle-gen:introduced tag',
      ],
    ]);
    // Where the generator writes nothing, its tags are read by nothing yet (cluster-autoscaler's
    // copies of upstream's tags): warnings that say so.
    const unread =
      '; no prerelease-lifecycle-gen output (APILifecycleIntroduced) is in this package, so nothing reads these tags yet';
    expect(
      review([
        ['api/frobs/v1beta1/doc.go', doc],
        [file, text],
      ]),
    ).toEqual([
      [3, 4, 'warning', `Frob: replacement=a must be group,version,Kind${unread}`],
      [
        4,
        6,
        'warning',
        `Frob is in v1beta1, whose doc.go enables prerelease-lifecycle-gen, but has no +k8s:prerelease-lifecycle-gen:introduced tag${unread}`,
      ],
    ]);
  });
});

describe('suppressions', () => {
  it('a marker above the field suppresses a finding on its tag line', () => {
    const text = types(
      'v1beta1',
      '\t// +lifecycle:kubernetes:minVersion=v1.20,status=alpha,featureGate=Frobber2D',
      '\t// kube-api-review:ignore lifecycle/status-mismatch the gate is promoted in this release',
      '\tA int `json:"a"`',
    );
    const findings = reviewTrees(
      [statusMismatch, ...suppressionRules],
      new Map([
        ['pkg/features/kube_features.go', FEATURES],
        [file, text],
      ]),
    );
    expect(findings.map((f) => f.ruleId)).toEqual([]);
  });
});

describe('change awareness', () => {
  const base = types('v1', '\t// +featureGate=Nope', '\tA int `json:"a"`');
  it('an untouched tag is a warning, and a field moved to another line is not added', () => {
    const head = types(
      'v1',
      '\tB int `json:"b"` // +featureGate=Frobber2D',
      '',
      '\t// +featureGate=Nope',
      '\tA int `json:"a"`',
    );
    const findings = reviewTrees(
      lifecycleRules,
      new Map([
        ['pkg/features/kube_features.go', FEATURES],
        ['api/frobs/v1/types.go', head],
      ]),
      new Map([
        ['pkg/features/kube_features.go', FEATURES],
        ['api/frobs/v1/types.go', base],
      ]),
    );
    expect(findings.map((f) => [f.ruleId, f.line, f.severity])).toEqual([
      ['lifecycle/ungated-field', 4, 'warning'],
      ['lifecycle/unknown-gate', 6, 'warning'],
    ]);
  });

  it('a tag on a field renamed in Go, its JSON name kept, is untouched', () => {
    const head = types('v1', '\t// +featureGate=Nope', '\tRenamed int `json:"a"`');
    const findings = reviewTrees(
      lifecycleRules,
      new Map([
        ['pkg/features/kube_features.go', FEATURES],
        ['api/frobs/v1/types.go', head],
      ]),
      new Map([
        ['pkg/features/kube_features.go', FEATURES],
        ['api/frobs/v1/types.go', base],
      ]),
    );
    expect(findings.map((f) => [f.ruleId, f.line, f.severity])).toEqual([['lifecycle/unknown-gate', 4, 'warning']]);
  });

  it('a finding keeps its fingerprint when its lines move', () => {
    const one = reviewTrees(
      [unknownGate],
      new Map([
        ['pkg/features/kube_features.go', FEATURES],
        [file, types('v1beta1', '\t// +featureGate=Nope', '\tA int `json:"a"`')],
      ]),
    );
    const two = reviewTrees(
      [unknownGate],
      new Map([
        ['pkg/features/kube_features.go', FEATURES],
        [file, types('v1beta1', '', '', '\t// +featureGate=Nope', '\tA int `json:"a"`')],
      ]),
    );
    expect(one.map((f) => f.line)).toEqual([4]);
    expect(two.map((f) => f.line)).toEqual([6]);
    expect(two.map((f) => f.fingerprint)).toEqual(one.map((f) => f.fingerprint));
  });
});
