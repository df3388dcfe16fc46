import { expect, it } from 'vitest';
import type { ApprovalVerification } from '../../../src/rules/approval/approval-verification.js';
import { approvalPullRequests } from '../../../src/github/approval-targets.js';
import { prNotApproved } from '../../../src/rules/approval/pr-not-approved.js';
import { prNotFound } from '../../../src/rules/approval/pr-not-found.js';
import { prNotMerged } from '../../../src/rules/approval/pr-not-merged.js';
import { untrustedRepo } from '../../../src/rules/approval/untrusted-repo.js';
import { unverified } from '../../../src/rules/approval/unverified.js';
import { CORPUS, corpusFindings, corpusReview, reviewCorpusAgain } from '../../support/corpus-review.js';
import { describeWithShared } from '../../support/shared-tree.js';
import { servicesWith } from './verification-fixture.js';

// The verified approval rules over the corpus of real CRDs (../shared/corpus): offline they report
// nothing; with every looked-up pull request approved they report nothing either, which shows the
// pre-scan finds every URL the rules look up (a missed one would be approval/unverified). Offline
// is the review all corpus tests share (support/corpus-review.ts); verified is a review of its own.
const rules = [prNotFound, prNotMerged, prNotApproved, untrustedRepo, unverified];

describeWithShared(CORPUS, 'the verified approval rules on the corpus', () => {
  it('find nothing offline, and nothing when every approval verifies', async () => {
    expect(await corpusFindings(rules)).toEqual([]);
    const { changeSet } = await corpusReview();

    const prs = approvalPullRequests(changeSet, ['github.com']);
    // Distinct approval pull requests in the corpus: one lookup each, however many CRDs share one
    // (Gateway API's CRDs share three URLs, for example).
    expect(prs.length).toBe(DISTINCT_APPROVAL_PRS);
    const approved: ApprovalVerification = {
      outcome: 'approved',
      evidence: { level: 'approved-review', merged: true, approvers: ['x'], approvedLabelAtMerge: false },
    };
    const services = servicesWith(Object.fromEntries(prs.map((p) => [p.url, approved])));
    const verified = await reviewCorpusAgain(rules, { services });
    expect(verified.internalErrors).toEqual([]);
    expect(verified.findings).toEqual([]);
  });
});

// 16 distinct pull requests behind 95 annotation values: Gateway API's 4530 (46 values), 3328 (16)
// and 2466 (13), external-snapshotter's three, four kubernetes/enhancements KEP PRs, and one each
// for the rest (counted with grep over the corpus). The scan does not tell protected groups from
// others: a URL found only outside them would cost a lookup the rules never read.
const DISTINCT_APPROVAL_PRS = 16;
