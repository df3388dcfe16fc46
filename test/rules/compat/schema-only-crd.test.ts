import { describe, expect, it } from 'vitest';
import { crdRemoved } from '../../../src/rules/compat/crd-removed.js';
import { enumNarrowed } from '../../../src/rules/compat/enum-narrowed.js';
import { servedVersionDivergence } from '../../../src/rules/compat/served-version-divergence.js';
import type { Rule } from '../../../src/engine/rule.js';
import { goParser } from '../../parse/go/go-parser-instance.js';
import { reviewFiles, type Files } from '../../support/review-files.js';
import { specSchema, widgetCrd } from './widget-crd.js';

// A CRD the repository's Go embeds only for kubectl-validate (schema-only-crd.ts): kyverno/chainsaw
// generates its Test CRD into .crds/, copies it to pkg/data/crds/, which pkg/data embeds, and
// pkg/loaders hands that to openapiclient.NewLocalCRDFiles to read test files; no apiserver holds it.

const GO: Files = {
  'pkg/apis/v1/doc.go': '// +groupName=example.com\npackage v1\n',
  'pkg/data/data.go': 'package data\n\nimport "embed"\n\n//go:embed crds\nvar crdsFs embed.FS\n',
  'pkg/loaders/default.go':
    'package loaders\n\nimport (\n\t"example.com/tool/pkg/data"\n\t"sigs.k8s.io/kubectl-validate/pkg/openapiclient"\n)\n\nfunc Load() { _ = openapiclient.NewLocalCRDFiles(data.Crds()) }\n',
};
const COPIES = ['.crds/widgets.yaml', 'pkg/data/crds/widgets.yaml'];
const NOTE =
  "(a CRD that no apiserver installs: pkg/data/data.go embeds it, and pkg/loaders/default.go hands it to kubectl-validate's openapiclient.NewLocalCRDFiles to validate files on disk; nothing of the repository applies it, so no object is stored under it, and what breaks is a file that loader then refuses)";

// v1 (stored) beside v2, both served; `v1Fields` adds properties to v1 alone.
const twoVersions = (v1Fields: string) =>
  widgetCrd(
    specSchema(`size: {type: integer}${v1Fields}`),
    '  - name: v2\n    served: true\n    storage: false\n    schema:\n      openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {size: {type: integer}}}}}',
  );
const withEnum = (values: string) => widgetCrd(specSchema(`mode: {type: string, enum: [${values}]}`));

function review(rule: Rule, base: string, head: string, go: Files = GO, more: Files = {}): string[] {
  const crds = (text: string) => Object.fromEntries(COPIES.map((f) => [f, text]));
  return reviewFiles(
    [rule],
    { ...go, ...more, ...crds(head) },
    { base: { ...go, ...more, ...crds(base) }, goParser },
  ).map((f) => `${f.file} ${f.severity}${f.message.endsWith(NOTE) ? ' (schema only)' : ''}`);
}

const divergence = (go?: Files, more?: Files) =>
  review(servedVersionDivergence, twoVersions(''), twoVersions('\nworkDir: {type: string}'), go, more);

describe('compat/ on a CRD the repository reads only with kubectl-validate', () => {
  it('is at most a warning that says so, on every copy, for a divergence of served versions', () => {
    expect(divergence()).toEqual([
      '.crds/widgets.yaml warning (schema only)',
      'pkg/data/crds/widgets.yaml warning (schema only)',
    ]);
  });

  it('is at most a warning for a break of one version (compat-report.ts softening)', () => {
    expect(review(enumNarrowed, withEnum('A, B'), withEnum('A'))).toEqual([
      '.crds/widgets.yaml warning (schema only)',
      'pkg/data/crds/widgets.yaml warning (schema only)',
    ]);
  });

  it('stays an error where Go of the repository could write a CRD to a cluster', () => {
    const installer =
      'package install\n\nfunc Install() { c.ApiextensionsV1().CustomResourceDefinitions().Create(ctx, crd, opts) }\n';
    expect(divergence({ ...GO, 'pkg/install/install.go': installer })).toEqual([
      '.crds/widgets.yaml error',
      'pkg/data/crds/widgets.yaml error',
    ]);
    // A test's installer (envtest) reaches no cluster of a user's.
    expect(divergence({ ...GO, 'pkg/install/install_test.go': installer })).toEqual([
      '.crds/widgets.yaml warning (schema only)',
      'pkg/data/crds/widgets.yaml warning (schema only)',
    ]);
  });

  it('stays an error where a copy of it is installed', () => {
    expect(divergence(GO, { '.crds/kustomization.yaml': 'resources: [widgets.yaml]\n' })).toEqual([
      '.crds/widgets.yaml error',
      'pkg/data/crds/widgets.yaml error',
    ]);
  });

  it('stays an error where the loader is no evidence: a test, or a package that does not take in the embedding one', () => {
    const loader = GO['pkg/loaders/default.go'] as string;
    const without = { ...GO, 'pkg/loaders/default.go': 'package loaders\n' };
    expect(divergence({ ...without, 'pkg/loaders/default_test.go': loader })).toEqual([
      '.crds/widgets.yaml error',
      'pkg/data/crds/widgets.yaml error',
    ]);
    expect(divergence({ ...GO, 'pkg/loaders/default.go': loader.replace('pkg/data', 'pkg/other') })).toEqual([
      '.crds/widgets.yaml error',
      'pkg/data/crds/widgets.yaml error',
    ]);
  });
});

describe('compat/crd-removed of a CRD the repository reads only with kubectl-validate', () => {
  // kyverno-envoy-plugin 8ca363253e removed its CRD from .crds/, pkg/data/crds/ and its chart at once.
  it('says nothing of kubectl-validate where a chart installed a copy before the change', () => {
    const chart = { 'charts/c/Chart.yaml': 'apiVersion: v2\nname: c\nversion: 1.0.0\n' };
    const crd = withEnum('A');
    const found = (base: Files) =>
      reviewFiles([crdRemoved], { ...GO, ...chart }, { base: { ...GO, ...chart, ...base }, goParser }).map(
        (f) => `${f.file} ${f.message.includes('kubectl-validate')}`,
      );
    const copies = Object.fromEntries(COPIES.map((f) => [f, crd]));
    expect(found({ ...copies, 'charts/c/templates/crds.yaml': crd })).not.toContain('pkg/data/crds/widgets.yaml true');
    expect(found(copies)).toContain('pkg/data/crds/widgets.yaml true');
    // A template that does not read as YAML, which names it, may hold it too.
    expect(
      found({
        ...copies,
        'charts/c/templates/crds.yaml': `{{- if .Values.crds }}\nname: widgets.example.com\n  bad: [\n{{- end }}\n`,
      }),
    ).not.toContain('pkg/data/crds/widgets.yaml true');
  });
});
