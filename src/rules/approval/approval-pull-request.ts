// The pull request an `api-approved.kubernetes.io` URL names, when it names one
// (spec/approval.md §3): `https://github.com/OWNER/REPO/pull/N`, also as GitHub shows it in a
// browser tab (a trailing `/`, the `/files` or `/commits` tab, a `#…` anchor, a `?…` query).
// A fact for the rules and the verifier; it reports nothing.

export interface PullRequestRef {
  /** Lowercased; `github.com` unless a GitHub Enterprise host was allowed. */
  readonly host: string;
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
  /** The canonical form, `https://<host>/<owner>/<repo>/pull/<number>`. */
  readonly url: string;
}

export const GITHUB_HOST = 'github.com';

/** Pull requests cited in KEP-1111 and its examples (spec/approval.md §2). */
const KEP_EXAMPLES = new Set(['kubernetes/enhancements#1111', 'kubernetes/kubernetes#78458']);

const isKepExample = (pr: PullRequestRef): boolean => KEP_EXAMPLES.has(`${pr.owner}/${pr.repo}#${pr.number}`);

/**
 * A URL copied from KEP-1111's examples, or pull request 0: approval/placeholder-url's finding.
 * Verifying one would only prove that some other API was approved, so the verifier skips it.
 */
export const isPlaceholderPullRequest = (pr: PullRequestRef): boolean => pr.number === 0 || isKepExample(pr);

// Owners are GitHub logins or organisations (letters, digits, dashes; at most 39); repository
// names add `.` and `_`. The scheme and host are case-insensitive in URLs; the path is not.
const PULL_PATH =
  /^\/([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]+)\/pull\/(\d+)(?:\/(?:files|commits))?\/?(?:[?#].*)?$/s;

export function approvalPullRequest(
  value: string,
  hosts: readonly string[] = [GITHUB_HOST],
): PullRequestRef | undefined {
  const scheme = 'https://';
  if (value.slice(0, scheme.length).toLowerCase() !== scheme) return undefined;
  const afterScheme = value.slice(scheme.length);
  const slash = afterScheme.indexOf('/');
  if (slash === -1) return undefined;
  // GitHub serves www.github.com as github.com; the canonical host is the one without `www.`.
  const host = afterScheme
    .slice(0, slash)
    .toLowerCase()
    .replace(/^www\./, '');
  if (!hosts.some((h) => h.toLowerCase() === host)) return undefined;
  const match = PULL_PATH.exec(afterScheme.slice(slash));
  if (!match) return undefined;
  const [, owner = '', repo = '', digits = ''] = match;
  if (repo === '.' || repo === '..') return undefined;
  const number = Number(digits);
  if (!Number.isSafeInteger(number)) return undefined;
  return { host, owner, repo, number, url: `https://${host}/${owner}/${repo}/pull/${number}` };
}
