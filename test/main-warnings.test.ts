import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@actions/core');
const core = await import('@actions/core');
const { run } = await import('../src/main.js');

// The action's review of a workspace (no pull request) says what the CLI says on stderr
// (issue 21 item 4) as workflow warnings: a `paths` glob that matches nothing reviews nothing.

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});

describe('run() without a pull request', () => {
  it('warns of a paths glob that matches no file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kar-action-warn-'));
    mkdirSync(dirname(join(dir, 'crds/w.yaml')), { recursive: true });
    writeFileSync(join(dir, 'crds/w.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n');
    vi.mocked(core.getInput).mockImplementation((name) => (name === 'paths' ? 'crd/**' : ''));
    await run({
      workspace: dir,
      tempDir: dir,
      eventName: 'push',
      apiUrl: 'https://api.github.test',
      serverUrl: 'https://github.com',
    });
    expect(vi.mocked(core.warning).mock.calls.map((c) => c[0])).toEqual([
      'the include glob "crd/**" matches no file to review, nor any other file here',
      `.: no file to review: kube-api-review reads .yaml, .yml, .json and .go files, and none is here that the configuration selects`,
    ]);
    expect(vi.mocked(core.setFailed)).not.toHaveBeenCalled();
  });
});
