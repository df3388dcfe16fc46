import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changeTarget, gitHubContext } from '../../src/github/context.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40); // GITHUB_SHA: the test merge commit on pull_request
const pr = (headRepo = 'o/r') => ({
  pull_request: {
    number: 7,
    base: { sha: A, repo: { full_name: 'o/r' } },
    head: { sha: B, repo: { full_name: headRepo } },
  },
  repository: { full_name: 'o/r' },
});

describe('changeTarget', () => {
  it.each(['pull_request', 'pull_request_target'])('reads %s: the head SHA, never the merge commit', (event) => {
    expect(changeTarget(event, pr(), undefined)).toEqual({
      kind: 'pull_request',
      repo: { owner: 'o', repo: 'r' },
      number: 7,
      baseSha: A,
      headSha: B,
      isFork: false,
    });
  });

  it('knows a fork by its head repository', () => {
    expect(changeTarget('pull_request', pr('someone/r'), undefined)?.isFork).toBe(true);
  });

  it('reads merge_group, which has no pull request number', () => {
    const payload = { merge_group: { base_sha: A, head_sha: B }, repository: { full_name: 'o/r' } };
    expect(changeTarget('merge_group', payload, undefined)).toEqual({
      kind: 'merge_group',
      repo: { owner: 'o', repo: 'r' },
      baseSha: A,
      headSha: B,
      isFork: false,
    });
  });

  it.each([
    ['push', pr()],
    ['pull_request', { pull_request: { number: 7 } }],
    ['pull_request', { ...pr(), repository: undefined }],
    [
      'pull_request',
      { pull_request: { number: '7', base: { sha: A }, head: { sha: B } }, repository: { full_name: 'o/r' } },
    ],
    ['merge_group', { merge_group: { base_sha: 'main', head_sha: B }, repository: { full_name: 'o/r' } }],
    ['pull_request', null],
  ])('gives no target for %s with %j', (event, payload) => {
    expect(changeTarget(event, payload, undefined)).toBeUndefined();
  });
});

describe('gitHubContext', () => {
  it('reads the runner environment and the event file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kar-ctx-'));
    writeFileSync(join(dir, 'event.json'), JSON.stringify(pr()));
    const ctx = gitHubContext({
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: join(dir, 'event.json'),
      GITHUB_WORKSPACE: dir,
      RUNNER_TEMP: '/tmp/r',
      GITHUB_API_URL: 'https://ghe.example.com/api/v3/',
      GITHUB_SERVER_URL: 'https://ghe.example.com',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_RUN_ID: '5',
      GITHUB_SHA: C,
    });
    expect(ctx).toEqual({
      workspace: dir,
      tempDir: '/tmp/r',
      eventName: 'pull_request',
      target: {
        kind: 'pull_request',
        repo: { owner: 'o', repo: 'r' },
        number: 7,
        baseSha: A,
        headSha: B,
        isFork: false,
      },
      apiUrl: 'https://ghe.example.com/api/v3',
      serverUrl: 'https://ghe.example.com',
      runUrl: 'https://ghe.example.com/o/r/actions/runs/5',
      repository: { owner: 'o', repo: 'r' },
      sha: C,
    });
  });

  it("passes on the runner's proxy settings, and only those", () => {
    expect(gitHubContext({ HTTPS_PROXY: 'http://proxy:3128', no_proxy: 'localhost', HOME: '/root' }).proxyEnv).toEqual({
      HTTPS_PROXY: 'http://proxy:3128',
      no_proxy: 'localhost',
    });
    expect(gitHubContext({}).proxyEnv).toBeUndefined();
  });

  it('without an event file reviews the workspace (no target) against api.github.com', () => {
    const ctx = gitHubContext({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: '/nonexistent/event.json' });
    expect(ctx.target).toBeUndefined();
    expect(ctx.apiUrl).toBe('https://api.github.com');
  });
});
