import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { git, runCli, tree as scratchTree } from './support/cli-harness.js';

// Issue 18 item 7: run from a subdirectory (a workflow's `working-directory:`, a developer in
// `config/crd`), SARIF and workflow commands still name files from the repository root, where code
// scanning and the runner look for them, and the configuration at the root applies.

const crd = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.demo.k8s.io
spec:
  group: demo.k8s.io
  names: {plural: widgets, kind: Widget}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]
`;

const tree = (files: Record<string, string>): string => scratchTree(files, 'kar-root-');

const cli = (argv: string[], cwd: string) => runCli(argv, { cwd, env: {} });

/** A repository whose configuration lowers approval/missing to a warning, with the CRD two levels down. */
function repository(): string {
  const repo = tree({
    '.github/kube-api-review.yaml': 'rules:\n  approval/missing: warning\n',
    'deploy/crds/widget.yaml': crd,
  });
  git(repo, 'init', '-q');
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'base');
  return repo;
}

const sarifUris = (stdout: string): unknown[] =>
  (
    JSON.parse(stdout) as {
      runs: { results: { locations: { physicalLocation: { artifactLocation: unknown } }[] }[] }[];
    }
  ).runs[0]?.results.map((r) => r.locations[0]?.physicalLocation.artifactLocation) ?? [];

describe('the CLI from a subdirectory of a repository', () => {
  it('names files from the repository root in SARIF, and applies the configuration at the root', async () => {
    const repo = repository();
    const result = await cli(['--format', 'sarif', '.'], join(repo, 'deploy'));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0); // a warning by the root's configuration, under --fail-on error
    expect(sarifUris(result.stdout)).toEqual([{ uri: 'deploy/crds/widget.yaml', uriBaseId: '%SRCROOT%' }]);
    expect(JSON.parse(result.stdout).runs[0].results[0]).toMatchObject({
      ruleId: 'approval/missing',
      level: 'warning',
    });
  });

  it('names files from the repository root in workflow commands, a PATH given from the subdirectory', async () => {
    const repo = repository();
    const result = await cli(['--format', 'github', 'widget.yaml'], join(repo, 'deploy/crds'));
    expect(result.stdout).toMatch(/^::warning file=deploy\/crds\/widget\.yaml,line=3,/);
  });

  it('does the same with --base', async () => {
    const repo = repository();
    writeFileSync(join(repo, 'deploy/crds/gadget.yaml'), crd.replace(/widget/g, 'gadget').replace('Widget', 'Gadget'));
    const result = await cli(['--base', 'HEAD', '--format', 'github', '.'], join(repo, 'deploy'));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^::warning file=deploy\/crds\/gadget\.yaml,line=3,.*title=approval\/missing::/);
  });

  it('outside a repository, names files from the working directory as before', async () => {
    const dir = tree({ 'crds/widget.yaml': crd });
    const result = await cli(['--format', 'github', '.'], join(dir, 'crds'));
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^::error file=widget\.yaml,line=3,/);
  });

  it('reads a --config named from the subdirectory relative to it', async () => {
    const repo = repository();
    writeFileSync(join(repo, 'deploy/strict.yaml'), 'rules:\n  approval/missing: error\n');
    const result = await cli(['--config', 'strict.yaml', '--format', 'github', '.'], join(repo, 'deploy'));
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^::error file=deploy\/crds\/widget\.yaml,line=3,/);
  });
});
