import { DEFAULT_CONFIG, DEFAULT_CONFIG_FILE, formatConfigError, parseConfig, type Config } from '../engine/config.js';
import { decodeText } from '../parse/decode-text.js';
import { UsageError } from '../usage-error.js';
import type { ChangeTarget } from './context.js';
import type { GitHubClient } from './octokit.js';

// The configuration that gates a change is the one on the base branch (DESIGN §7, spec/github.md
// §3.4): read at the base SHA through the API, never from the workspace, which on pull_request holds
// the test merge commit, PR edits included. A PR cannot relax its own rules; its edit applies
// after merge, and the caller says so.

export interface BaseConfig {
  readonly config: Config;
  /** The file's path in the repository, whether or not it exists. */
  readonly file: string;
  readonly foundAtBase: boolean;
  /** The file's bytes at base, for the change set (the file is not fetched twice). */
  readonly bytes?: Uint8Array;
}

export async function loadBaseConfig(
  client: GitHubClient,
  target: ChangeTarget,
  named: string | undefined,
  knownRuleIds: ReadonlySet<string>,
): Promise<BaseConfig> {
  const file = (named ?? DEFAULT_CONFIG_FILE).replace(/^\.\//, '');
  let bytes: Uint8Array;
  try {
    const response = await client.request('GET /repos/{owner}/{repo}/contents/{path}', {
      owner: target.repo.owner,
      repo: target.repo.repo,
      path: file,
      ref: target.baseSha,
      headers: { accept: 'application/vnd.github.raw' },
      request: { parseSuccessResponseBody: false },
    });
    const body: unknown = response.data;
    bytes = body
      ? new Uint8Array(await new Response(body as ReadableStream<Uint8Array>).arrayBuffer())
      : new Uint8Array();
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'status' in error && error.status === 404) {
      // Without a file at base the defaults gate; a named file that only the PR adds is not yet in force.
      return { config: DEFAULT_CONFIG, file, foundAtBase: false };
    }
    throw error;
  }
  const decoded = decodeText(bytes);
  if ('problem' in decoded) throw new UsageError(`${file} at the base commit: ${decoded.problem.message}`);
  const parsed = parseConfig(decoded.text, file, knownRuleIds);
  if ('errors' in parsed) {
    throw new UsageError(
      `invalid configuration at the base commit ${target.baseSha.slice(0, 12)}:\n${parsed.errors.map(formatConfigError).join('\n')}`,
    );
  }
  return { config: parsed.config, file, foundAtBase: true, bytes };
}
