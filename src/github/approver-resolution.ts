import { decodeText } from '../parse/decode-text.js';
import type { PullRequestRef } from '../rules/approval/approval-pull-request.js';
import type { GitHubClient } from './octokit.js';
import { describeFailure, statusOf } from './octokit.js';
import { parseOwnersAliases, type OwnersAliases } from './owners-aliases.js';

// Who counts as an approver under `approval-approvers` (spec/approval.md §3, evidence item 3),
// for one pull request's repository. A configured name is an alias when the repository's
// OWNERS_ALIASES defines it, else it must be a GitHub login; a name that is neither makes the
// approval unverified, never a silent pass, and so does any failure to read. OWNERS_ALIASES is
// read at the pull request's merge commit, so the aliases are the ones that stood when it merged
// (spec/github.md §1.9), and from the default branch when GitHub gives no merge commit. Each is
// read once per commit per run and each login looked up once per host per run, however many pull
// requests share them.

export const OWNERS_ALIASES_FILE = 'OWNERS_ALIASES';

/** Login (lower case) → the configured name that made it an approver: the login itself or an alias. */
export type Approvers = ReadonlyMap<string, string>;

export type ApproverResolution = { readonly approvers: Approvers } | { readonly reason: string };

export interface ApproverResolver {
  /** The configured names as given, for findings. */
  readonly names: readonly string[];
  /** `mergeCommit`: the pull request's merge_commit_sha, where its OWNERS_ALIASES is read. */
  resolve(gh: GitHubClient, pr: PullRequestRef, mergeCommit?: string): Promise<ApproverResolution>;
}

type AliasFile = { readonly aliases: OwnersAliases; readonly found: boolean } | { readonly reason: string };
type LoginLookup = { readonly exists: boolean } | { readonly reason: string };

/** One resolver per run: its caches live as long as the run. */
export function approverResolver(names: readonly string[]): ApproverResolver {
  const aliasFiles = new Map<string, Promise<AliasFile>>();
  const logins = new Map<string, Promise<LoginLookup>>();
  const once = <T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> => {
    const cached = cache.get(key);
    if (cached) return cached;
    const loading = load();
    cache.set(key, loading);
    return loading;
  };
  return {
    names,
    async resolve(gh, pr, mergeCommit) {
      const repoName = `${pr.owner}/${pr.repo}`;
      const file = await once(aliasFiles, `${pr.host}/${repoName}@${mergeCommit ?? ''}`.toLowerCase(), () =>
        readAliases(gh, pr, mergeCommit),
      );
      if ('reason' in file) return file;
      const approvers = new Map<string, string>();
      const unknown: string[] = [];
      for (const name of names) {
        const members = file.aliases.get(name.toLowerCase());
        if (members) {
          for (const login of members) if (!approvers.has(login)) approvers.set(login, name);
          continue;
        }
        const lookup = await once(logins, `${pr.host} ${name.toLowerCase()}`, () => lookUpLogin(gh, name));
        if ('reason' in lookup) return lookup;
        if (lookup.exists) approvers.set(name.toLowerCase(), name);
        else unknown.push(`"${name}"`);
      }
      if (unknown.length === 0) return { approvers };
      const which = unknown.length === 1 ? `${unknown[0]}, which is` : `${unknown.join(', ')}, which are`;
      return {
        reason: file.found
          ? `approval-approvers names ${which} neither a GitHub login nor an alias in ${OWNERS_ALIASES_FILE} of ${repoName}`
          : `approval-approvers names ${which} not a GitHub login, and ${repoName} has no ${OWNERS_ALIASES_FILE} ${mergeCommit ? `at its merge commit ${mergeCommit.slice(0, 12)}` : 'on its default branch'} to define an alias`,
      };
    },
  };
}

async function readAliases(gh: GitHubClient, pr: PullRequestRef, ref: string | undefined): Promise<AliasFile> {
  const where = `${OWNERS_ALIASES_FILE} of ${pr.owner}/${pr.repo}${ref ? ` at ${ref.slice(0, 12)}` : ''}`;
  let text: unknown;
  try {
    // Without a ref, the default branch.
    ({ data: text } = await gh.rest.repos.getContent({
      owner: pr.owner,
      repo: pr.repo,
      path: OWNERS_ALIASES_FILE,
      ...(ref ? { ref } : {}),
      mediaType: { format: 'raw' },
    }));
  } catch (error) {
    // Missing is not a failure by itself: every configured name may be a login.
    if (statusOf(error) === 404) return { aliases: new Map(), found: false };
    return { reason: `reading ${where}: ${describeFailure(error)}` };
  }
  // Octokit gives text when GitHub labels the raw body utf-8, else bytes.
  const decoded =
    typeof text === 'string' ? { text } : text instanceof ArrayBuffer ? decodeText(new Uint8Array(text)) : undefined;
  if (!decoded) return { reason: `${where}: not a file` };
  if ('problem' in decoded) return { reason: `${where}: ${decoded.problem.message}` };
  const parsed = parseOwnersAliases(decoded.text);
  return 'problem' in parsed ? { reason: `${where}: ${parsed.problem}` } : { aliases: parsed.aliases, found: true };
}

async function lookUpLogin(gh: GitHubClient, login: string): Promise<LoginLookup> {
  try {
    await gh.rest.users.getByUsername({ username: login });
    return { exists: true };
  } catch (error) {
    if (statusOf(error) === 404) return { exists: false };
    return { reason: `looking up the GitHub login ${login}: ${describeFailure(error)}` };
  }
}
