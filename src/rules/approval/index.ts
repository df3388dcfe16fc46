import type { Rule } from '../../engine/rule.js';
import { invalid } from './invalid.js';
import { missing } from './missing.js';
import { notAPullRequest } from './not-a-pull-request.js';
import { outsideProtectedGroup } from './outside-protected-group.js';
import { placeholderUrl } from './placeholder-url.js';
import { unapproved } from './unapproved.js';

// The offline approval rules (spec/approval.md §2). The verified ones (approval/pr-*,
// untrusted-repo, unverified) need the GitHub verifier service and are not here yet.
export const approvalRules: readonly Rule[] = [missing, invalid, unapproved, outsideProtectedGroup, placeholderUrl, notAPullRequest];
