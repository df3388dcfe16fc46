import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@actions/core');
const core = await import('@actions/core');
const { run } = await import('../src/main.js');

// `.github/kube-api-review.yml` in the checkout of a pull request: the action fails as the CLI
// exits 2, rather than gate the change with the defaults in silence (misnamed-configuration.ts).

const API = 'https://api.github.test';
const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
const target = { kind: 'pull_request' as const, repo: { owner: 'o', repo: 'r' }, number: 7, baseSha: BASE, headSha: HEAD, isFork: false };

function checkoutWithYml(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kar-action-yml-'));
  mkdirSync(join(dir, '.github'));
  writeFileSync(join(dir, '.github/kube-api-review.yml'), 'rules:\n  approval/invalid: off\n');
  return dir;
}

beforeAll(() => nock.disableNetConnect());
beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  vi.mocked(core.getInput).mockImplementation((name) => ({ reporters: 'check', 'github-token': 't' })[name] ?? '');
});
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});

describe('run() on a pull request whose checkout holds .github/kube-api-review.yml', () => {
  it('fails, naming the file it reads, when the base branch has no .github/kube-api-review.yaml', async () => {
    nock(API).get(`/repos/o/r/contents/${encodeURIComponent('.github/kube-api-review.yaml')}`).query({ ref: BASE }).reply(404, '');
    const dir = checkoutWithYml();
    await run({ workspace: dir, tempDir: dir, eventName: 'pull_request', apiUrl: API, serverUrl: 'https://github.com', target });
    expect(core.setFailed).toHaveBeenCalledWith(
      '.github/kube-api-review.yml is not read: the configuration file is .github/kube-api-review.yaml; rename it, or name it with the config input',
    );
  });
});
