import type { Rule } from '../../engine/rule.js';
import { invalid } from './invalid.js';
import { missing } from './missing.js';
import { notAPullRequest } from './not-a-pull-request.js';
import { outsideProtectedGroup } from './outside-protected-group.js';
import { placeholderUrl } from './placeholder-url.js';
import { prNotApproved } from './pr-not-approved.js';
import { prNotFound } from './pr-not-found.js';
import { prNotMerged } from './pr-not-merged.js';
import { unapproved } from './unapproved.js';
import { untrustedRepo } from './untrusted-repo.js';
import { unverified } from './unverified.js';

// The approval rules (spec/approval.md §2). The offline ones judge the annotation; the verified
// ones (approval/pr-*, untrusted-repo, unverified) report what the GitHub verifier found, handed
// in as a service, and report nothing when verification was not asked for.
export const approvalRules: readonly Rule[] = [
  missing,
  invalid,
  unapproved,
  outsideProtectedGroup,
  placeholderUrl,
  notAPullRequest,
  prNotFound,
  prNotMerged,
  prNotApproved,
  untrustedRepo,
  unverified,
];
