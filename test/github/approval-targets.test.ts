import { describe, expect, it } from 'vitest';
import { approvalPullRequests } from '../../src/github/approval-targets.js';
import type { ChangeSet } from '../../src/sources/change-set.js';

const changeSet = (files: Record<string, string>): ChangeSet => ({
  root: '/',
  hasBase: false,
  files: Object.entries(files).map(([path, head]) => ({
    path,
    status: 'added',
    head: Buffer.from(head),
    addedLines: [],
    hunkLines: [],
  })),
});

describe('approvalPullRequests', () => {
  it('finds each distinct pull request on annotation lines, in YAML and JSON, quoted or not', () => {
    const prs = approvalPullRequests(
      changeSet({
        'a.yaml':
          'metadata:\n  annotations:\n    api-approved.kubernetes.io: https://github.com/kubernetes/kubernetes/pull/1/files\n  description: see https://github.com/x/y/pull/9\n',
        'b.yaml': '    api-approved.kubernetes.io: "https://github.com/kubernetes/kubernetes/pull/1"\n',
        'c.json':
          '{"metadata": {"annotations": {"api-approved.kubernetes.io": "https://ghe.example.com/platform/api/pull/5"}}}',
        'd.go': '// api-approved.kubernetes.io: https://github.com/kubernetes/kubernetes/pull/2',
        'e.yaml': '    api-approved.kubernetes.io: unapproved, see https://github.com/kubernetes/kubernetes/issues/3\n',
      }),
      ['github.com', 'ghe.example.com'],
    );
    expect(prs.map((p) => p.url)).toEqual([
      'https://github.com/kubernetes/kubernetes/pull/1',
      'https://ghe.example.com/platform/api/pull/5',
    ]);
  });
});
