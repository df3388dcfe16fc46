import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approvalPullRequest } from '../../../src/rules/approval/approval-pull-request.js';

// spec/approval.md §3: the forms of a pull request URL GitHub shows in a browser.

const PR = {
  host: 'github.com',
  owner: 'kubernetes-sigs',
  repo: 'gateway-api',
  number: 3328,
  url: 'https://github.com/kubernetes-sigs/gateway-api/pull/3328',
};

describe('approvalPullRequest', () => {
  it.each([
    'https://github.com/kubernetes-sigs/gateway-api/pull/3328',
    'https://github.com/kubernetes-sigs/gateway-api/pull/3328/',
    'https://github.com/kubernetes-sigs/gateway-api/pull/3328/files',
    'https://github.com/kubernetes-sigs/gateway-api/pull/3328/files/',
    'https://github.com/kubernetes-sigs/gateway-api/pull/3328/commits',
    'https://github.com/kubernetes-sigs/gateway-api/pull/3328#issuecomment-1',
    'https://github.com/kubernetes-sigs/gateway-api/pull/3328/files#diff-abc',
    'https://github.com/kubernetes-sigs/gateway-api/pull/3328?w=1',
    'https://github.com/kubernetes-sigs/gateway-api/pull/3328/?w=1#x',
    'HTTPS://GitHub.com/kubernetes-sigs/gateway-api/pull/3328',
    'https://www.github.com/kubernetes-sigs/gateway-api/pull/3328',
  ])('%s', (url) => {
    expect(approvalPullRequest(url)).toEqual(PR);
  });

  it.each([
    'http://github.com/kubernetes-sigs/gateway-api/pull/3328',
    'https://gitlab.com/kubernetes-sigs/gateway-api/pull/3328',
    'https://github.com/kubernetes-sigs/gateway-api/issues/3328',
    'https://github.com/kubernetes-sigs/gateway-api/pulls/3328',
    'https://github.com/kubernetes-sigs/gateway-api/pull/3328/commits/abc',
    'https://github.com/kubernetes-sigs/gateway-api/pull/3328x',
    'https://github.com/kubernetes-sigs/gateway-api/pull/',
    'https://github.com/kubernetes-sigs/gateway-api/tree/main/apis',
    'https://github.com/kubernetes-sigs/gateway-api/blob/main/README.md',
    'https://github.com/kubernetes-sigs/pull/3328',
    'https://github.com/-x/gateway-api/pull/3328',
    'https://github.com/kubernetes-sigs/../pull/3328',
    'https://github.com.evil.com/kubernetes-sigs/gateway-api/pull/3328',
    ' https://github.com/kubernetes-sigs/gateway-api/pull/3328',
    'https://github.com/kubernetes-sigs/gateway-api/pull/3328 ',
    'github.com/kubernetes-sigs/gateway-api/pull/3328',
    'https://github.com/kubernetes-sigs/gateway-api/pull/99999999999999999999',
    'unapproved',
    '',
  ])('not %j', (url) => {
    expect(approvalPullRequest(url)).toBeUndefined();
  });

  it('reads pull request 0000 as number 0', () => {
    expect(approvalPullRequest('https://github.com/example/api/pull/0000')).toEqual({
      host: 'github.com',
      owner: 'example',
      repo: 'api',
      number: 0,
      url: 'https://github.com/example/api/pull/0',
    });
  });

  it('accepts a GitHub Enterprise host only when given', () => {
    const url = 'https://git.example.com/api/types/pull/7';
    expect(approvalPullRequest(url)).toBeUndefined();
    expect(approvalPullRequest(url, ['github.com', 'git.example.com'])).toMatchObject({
      host: 'git.example.com',
      owner: 'api',
      repo: 'types',
      number: 7,
    });
  });

  it('never throws, and round-trips its canonical URL', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (s) => {
        const pr = approvalPullRequest(s);
        if (pr) expect(approvalPullRequest(pr.url)).toEqual(pr);
      }),
      { numRuns: 2000 },
    );
  });
});
