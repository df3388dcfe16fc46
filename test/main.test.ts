import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@actions/core');
const core = await import('@actions/core');
const { run } = await import('../src/main.js');

const crd = (annotation: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.demo.k8s.io
  annotations:
    api-approved.kubernetes.io: ${annotation}
spec:
  group: demo.k8s.io
`;

function workspace(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'kar-action-'));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  return { workspace: dir, tempDir: dir, eventName: 'pull_request' };
}

function inputs(values: Record<string, string>) {
  vi.mocked(core.getInput).mockImplementation((name) => values[name] ?? '');
}

describe('the action run()', () => {
  let stdout = '';
  beforeEach(() => {
    vi.resetAllMocks();
    stdout = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      stdout += String(chunk);
      return true;
    });
  });

  it('annotates findings, writes SARIF, sets outputs and fails on an error', async () => {
    inputs({});
    const ctx = workspace({ 'crd.yaml': crd('"pending review"') });
    await run(ctx);
    expect(stdout).toContain('::error file=crd.yaml,line=6,col=33');
    expect(core.setOutput).toHaveBeenCalledWith('errors', 1);
    expect(core.setOutput).toHaveBeenCalledWith('warnings', 0);
    expect(core.setOutput).toHaveBeenCalledWith('sarif-file', join(ctx.tempDir, 'kube-api-review.sarif'));
    expect(JSON.parse(readFileSync(join(ctx.tempDir, 'kube-api-review.sarif'), 'utf8')).runs[0].results[0].ruleId).toBe('approval/invalid');
    expect(core.setFailed).toHaveBeenCalledWith('1 finding(s) at or above error');
  });

  it('passes when nothing reaches fail-on', async () => {
    inputs({ 'fail-on': 'error' });
    await run(workspace({ 'crd.yaml': crd('"unapproved, testing"') }));
    expect(stdout).toContain('::warning file=crd.yaml,line=6,col=33');
    expect(core.setFailed).not.toHaveBeenCalled();
  });

  it('fails naming the input when fail-on is unknown', async () => {
    inputs({ 'fail-on': 'sometimes' });
    await run(workspace({}));
    expect(core.setFailed).toHaveBeenCalledWith('input fail-on must be one of error, warning, notice, never, not "sometimes"');
  });

  it('reviews only the paths given', async () => {
    inputs({ paths: 'keep/**' });
    await run(workspace({ 'crd.yaml': crd('"pending review"') }));
    expect(core.setOutput).toHaveBeenCalledWith('errors', 0);
    expect(core.setFailed).not.toHaveBeenCalled();
  });
});
