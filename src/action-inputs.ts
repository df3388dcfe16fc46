import * as core from '@actions/core';
import { FILTER_MODES, type FilterMode } from './engine/filter.js';
import { DEFAULT_APPROVAL_REPOS } from './github/approval-verifier.js';
import { parseApproverNames } from './github/approver-names.js';
import { FAIL_ON_LEVELS, type FailOn } from './local-review.js';
import { UsageError } from './usage-error.js';

// The action's inputs (action.yml, DESIGN §7), read and checked once; a bad value names its input.
export interface ActionInputs {
  readonly paths: readonly string[];
  readonly config?: string;
  readonly failOn: FailOn;
  readonly filter?: FilterMode;
  readonly verifyApprovals: boolean;
  /** The workflow token by default (action.yml); masked in the log as soon as it is read. */
  readonly githubToken: string;
  readonly reporters: ReadonlySet<ReporterChoice>;
  /** Owners (`kubernetes`, `kubernetes/*`) or `owner/repo`, trusted to hold approval pull requests. */
  readonly approvalRepos: readonly string[];
  /** For github.com approval URLs when the action runs on GitHub Enterprise. */
  readonly approvalToken?: string;
  /** Logins and OWNERS_ALIASES alias names whose approval alone counts; empty: any approval counts. */
  readonly approvalApprovers: readonly string[];
}

export type ReporterChoice = 'review' | 'check' | 'summary';
export const REPORTER_CHOICES: readonly ReporterChoice[] = ['review', 'check', 'summary'];

export function readInputs(): ActionInputs {
  const failOn = choice('fail-on', core.getInput('fail-on') || 'error', FAIL_ON_LEVELS);
  const filterInput = core.getInput('filter');
  const filter = filterInput === '' ? undefined : choice('filter', filterInput, FILTER_MODES);
  const verify = core.getInput('verify-approvals');
  if (verify !== '' && verify !== 'true' && verify !== 'false') {
    throw new UsageError(`input verify-approvals must be true or false, not "${verify}"`);
  }
  const paths = list(core.getInput('paths'));
  const config = core.getInput('config');
  const githubToken = core.getInput('github-token');
  const approvalToken = core.getInput('approval-token');
  // Masked before anything could print them (a token never reaches the log).
  if (githubToken) core.setSecret(githubToken);
  if (approvalToken) core.setSecret(approvalToken);
  const reporterList = list(core.getInput('reporters') || REPORTER_CHOICES.join(','));
  const reporters = new Set(reporterList.map((r) => choice('reporters', r, REPORTER_CHOICES)));
  const approvalRepos = list(core.getInput('approval-repos'));
  for (const r of approvalRepos) {
    if (!/^[A-Za-z0-9][A-Za-z0-9-]*(?:\/(?:\*|[A-Za-z0-9._-]+))?$/.test(r)) {
      throw new UsageError(
        `input approval-repos takes owners or owner/repo (owner/* for every repository of an owner), not "${r}"`,
      );
    }
  }
  const approvers = parseApproverNames(core.getInput('approval-approvers'));
  if ('invalid' in approvers) {
    throw new UsageError(
      `input approval-approvers takes GitHub logins or OWNERS_ALIASES alias names, not "${approvers.invalid}"`,
    );
  }
  return {
    paths,
    ...(config === '' ? {} : { config }),
    failOn,
    ...(filter === undefined ? {} : { filter }),
    verifyApprovals: verify === 'true',
    githubToken,
    reporters,
    approvalRepos: approvalRepos.length > 0 ? approvalRepos : DEFAULT_APPROVAL_REPOS,
    ...(approvalToken === '' ? {} : { approvalToken }),
    approvalApprovers: approvers.names,
  };
}

function choice<T extends string>(input: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`input ${input} must be one of ${allowed.join(', ')}, not "${value}"`);
}

/** One per line or comma-separated, as action.yml documents. */
const list = (value: string): string[] =>
  value
    .split(/[\n,]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
