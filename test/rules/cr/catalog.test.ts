import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli.js';
import { widget, widgetCrd } from './cr-fixtures.js';
import { tree as scratchTree } from '../../support/cli-harness.js';

// CR-MATCH-003 (spec/cr-validation.md §3): cr.catalog names a directory of CRDs that resources
// are matched against, read whatever the vendored setting says and never reported on.

const crd = widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      properties:
        size: {type: integer, maximum: 3}
`);
// A CRD in the catalog that crd/unknown-format would warn about if it were reviewed.
const catalogCrd = crd.replace(
  'size: {type: integer, maximum: 3}',
  'size: {type: integer, maximum: 3}\n                name: {type: string, format: not-a-format}',
);

const tree = (files: Record<string, string>): string => scratchTree(files, 'kar-cr-catalog-');

async function lint(dir: string) {
  let stdout = '';
  let stderr = '';
  const code = await main(['--format', 'json', '.'], {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd: dir,
  });
  const findings = (JSON.parse(stdout) as { findings: { ruleId: string; file: string; line: number }[] }).findings.map(
    (f) => `${f.ruleId} ${f.file}:${f.line}`,
  );
  return { code, findings, stderr };
}

describe('cr.catalog', () => {
  it('matches a resource against a CRD of the catalog, which is itself never reviewed', async () => {
    const dir = tree({
      '.github/kube-api-review.yaml': 'cr:\n  catalog: vendor/crds\n',
      'vendor/crds/widgets.yaml': catalogCrd,
      'samples/widget.yaml': widget('spec: {size: 5}'),
    });
    const { code, findings, stderr } = await lint(dir);
    expect(stderr).toBe('');
    expect(findings).toEqual(['cr/schema samples/widget.yaml:5']);
    expect(code).toBe(1);
  });

  it('a catalog outside vendored trees is not reviewed either (no crd/unknown-format for its CRD)', async () => {
    const dir = tree({
      '.github/kube-api-review.yaml': 'cr:\n  catalog: upstream-crds\n',
      'upstream-crds/widgets.yaml': catalogCrd,
      'samples/widget.yaml': widget('spec: {size: 5}'),
    });
    expect((await lint(dir)).findings).toEqual(['cr/schema samples/widget.yaml:5']);
  });

  it('the same CRD in the repository is reviewed (the control)', async () => {
    const dir = tree({ 'upstream-crds/widgets.yaml': catalogCrd, 'samples/widget.yaml': widget('spec: {size: 5}') });
    expect((await lint(dir)).findings).toEqual([
      'cr/schema samples/widget.yaml:5',
      'crd/unknown-format upstream-crds/widgets.yaml:21',
    ]);
  });

  it('without the catalog, the resource has no CRD and is skipped quietly', async () => {
    const dir = tree({ 'vendor/crds/widgets.yaml': catalogCrd, 'samples/widget.yaml': widget('spec: {size: 5}') });
    expect((await lint(dir)).findings).toEqual([]);
  });

  it('a catalog that is not there is a warning, and the run goes on', async () => {
    const dir = tree({
      '.github/kube-api-review.yaml': 'cr:\n  catalog: vendor/crds\n',
      'samples/widget.yaml': widget('spec: {size: 5}'),
    });
    const { findings, stderr } = await lint(dir);
    expect(findings).toEqual([]);
    expect(stderr).toContain('cr.catalog: vendor/crds is not a directory that can be read');
  });

  it('the repository’s own CRD of a kind wins over the catalog’s', async () => {
    const dir = tree({
      '.github/kube-api-review.yaml': 'cr:\n  catalog: vendor/crds\n',
      'vendor/crds/widgets.yaml': crd,
      'config/crd/widgets.yaml': crd.replace('maximum: 3', 'maximum: 10'),
      'samples/widget.yaml': widget('spec: {size: 5}'),
    });
    expect((await lint(dir)).findings).toEqual([]);
  });
});
