import { afterEach, describe, expect, it, vi } from 'vitest';
import { docsUrl, REPOSITORY_URL } from '../../src/engine/docs-url.js';
import { VERSION } from '../../src/version.js';

// A finding links the page of the release that produced it (issue 21 item 6): the tag
// `v<package version>`, where the page describes the rule as that release runs it.

const CONFIG_MAP =
  'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings  # kube-api-review:ignore approval/missing not a CRD\n';

/** A review by the release `version`: the modules are loaded afresh with VERSION replaced. */
async function reviewAs(version: string) {
  vi.resetModules();
  vi.doMock('../../src/version.js', () => ({ VERSION: version }));
  const { review } = await import('../../src/engine/run.js');
  const { RULES } = await import('../../src/rules/index.js');
  const { DEFAULT_CONFIG } = await import('../../src/engine/config.js');
  const everything = [{ start: 1, end: 4 }];
  return review(
    {
      root: '/',
      hasBase: false,
      files: [{ path: 'cm.yaml', status: 'added', head: CONFIG_MAP, addedLines: everything, hunkLines: everything }],
    },
    { rules: RULES, config: DEFAULT_CONFIG, withBaseFindings: false },
  ).findings;
}

describe('docsUrl', () => {
  afterEach(() => {
    vi.doUnmock('../../src/version.js');
    vi.resetModules();
  });

  it("points at the rule's page in the tag of this package's version", () => {
    expect(docsUrl('crd/structural')).toBe(
      `https://github.com/kube-api-review/kube-api-review/blob/v${VERSION}/docs/rules/crd/structural.md`,
    );
    expect(docsUrl('crd/structural').startsWith(`${REPOSITORY_URL}/blob/`)).toBe(true);
  });

  it.each([
    [
      'a release',
      '1.4.2',
      'https://github.com/kube-api-review/kube-api-review/blob/v1.4.2/docs/rules/refgrant/not-permitted.md',
    ],
    [
      'a prerelease',
      '2.0.0-rc.1',
      'https://github.com/kube-api-review/kube-api-review/blob/v2.0.0-rc.1/docs/rules/refgrant/not-permitted.md',
    ],
  ])('names the tag of %s', (_name, version, url) => {
    expect(docsUrl('refgrant/not-permitted', version)).toBe(url);
  });

  it('is what the findings of a review carry, and a release changes the link but not the fingerprint', async () => {
    const older = await reviewAs('0.9.0');
    const newer = await reviewAs('1.0.0');
    expect(older.map((f) => [f.ruleId, f.line, f.docsUrl])).toEqual([
      [
        'suppression/unused',
        4,
        'https://github.com/kube-api-review/kube-api-review/blob/v0.9.0/docs/rules/suppression/unused.md',
      ],
    ]);
    expect(newer.map((f) => [f.ruleId, f.line, f.docsUrl])).toEqual([
      [
        'suppression/unused',
        4,
        'https://github.com/kube-api-review/kube-api-review/blob/v1.0.0/docs/rules/suppression/unused.md',
      ],
    ]);
    expect(newer.map((f) => f.fingerprint)).toEqual(older.map((f) => f.fingerprint));
  });
});
