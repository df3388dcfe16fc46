import { parseArgs } from 'node:util';
import { FILTER_MODES, type FilterMode } from './engine/filter.js';
import { docsUrl } from './engine/docs-url.js';
import type { RuleServices } from './engine/rule-services.js';
import { parseApproverNames } from './github/approver-names.js';
import type { FailOn } from './local-review.js';
import type { ChangeSet } from './sources/change-set.js';
import { FORMATS, render, type Format } from './report/index.js';
import { UsageError } from './sources/usage-error.js';
import { VERSION } from './version.js';

// The command line (DESIGN §5). main() returns the exit status and never calls process.exit,
// which would cut off output still being written. What a command does not use is not loaded:
// the rules (CEL, RE2, YAML), the Go parser and Octokit are imported by the commands that run
// them, so --help and --version start as fast as Node does (issue 17 item 4; the bundles split
// at these imports, scripts/build-bundles.mjs).

export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly cwd: string;
  /** The environment, read only for --verify-approvals (GITHUB_TOKEN, GITHUB_API_URL, GITHUB_SERVER_URL). */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

export type ExitCode = 0 | 1 | 2;

export const HELP = `kube-api-review ${VERSION}: review Kubernetes API definitions as kube-apiserver and an API reviewer would

Usage:
  kube-api-review [lint] [PATH...] [options]   review files or directories (default .), recursively:
                                               .yaml .yml .json and .go
  kube-api-review rules [--format text|json|markdown]
                                               list the rules and their documentation
  kube-api-review openapi-lifecycle [PATH...]  print the x-kubernetes-api-lifecycle extension of
                                               every +lifecycle: tagged field in Go files (KEP-2558)

Options:
  --base REF          review the change from git REF to the working tree: updates are judged
                      against the base version of each object; filter modes apply
  --filter MODE       new | added | diff_context | file | all  (default: new with --base, else all)
  --format FMT        text | json | sarif | github | markdown   (default: text)
  --config FILE       configuration (default: .github/kube-api-review.yaml when present)
  --fail-on LEVEL     error | warning | notice | never          (default: error)
  --verify-approvals  check api-approved.kubernetes.io URLs through the GitHub API
  --approval-approvers LIST
                      with --verify-approvals: only these logins or OWNERS_ALIASES aliases approve
  -h, --help          show this help
  -v, --version       print the version

Exit status: 0 no finding at or above --fail-on; 1 findings at or above it;
2 usage, configuration or internal error (with a message on stderr).
`;

export async function main(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  try {
    return await dispatch(argv, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`kube-api-review: ${error.message}\n`);
      return 2;
    }
    io.stderr(`kube-api-review: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 2;
  }
}

async function dispatch(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        base: { type: 'string' },
        filter: { type: 'string' },
        format: { type: 'string' },
        config: { type: 'string' },
        'fail-on': { type: 'string' },
        'verify-approvals': { type: 'boolean' },
        'approval-approvers': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\nRun kube-api-review --help for usage.`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  if (values.version) {
    io.stdout(`${VERSION}\n`);
    return 0;
  }
  const [command, ...rest] = positionals;
  if (command === 'rules') {
    if (rest.length > 0) throw new UsageError('rules takes no arguments');
    const [{ RULES }, { rulesJson, rulesMarkdown, rulesText }] = await Promise.all([import('./rules/index.js'), import('./rules-table.js')]);
    const format = values.format ?? 'text';
    if (format === 'json') io.stdout(rulesJson(RULES));
    else if (format === 'markdown') io.stdout(rulesMarkdown(RULES));
    else if (format === 'text') io.stdout(rulesText(RULES) + `\nEach rule is documented at ${docsUrl('<rule-id>')}\n`);
    else throw new UsageError(`rules --format takes text, json or markdown, not "${format}"`);
    return 0;
  }
  if (command === 'openapi-lifecycle') {
    const { openapiLifecycleCommand } = await import('./openapi-lifecycle-command.js');
    io.stdout(await openapiLifecycleCommand(rest, io.cwd));
    return 0;
  }
  const paths = command === 'lint' ? rest : positionals;
  const [{ countFailing, FAIL_ON_LEVELS, runLocalReview }, { RULES }] = await Promise.all([import('./local-review.js'), import('./rules/index.js')]);

  const format = oneOf<Format>('--format', values.format ?? 'text', FORMATS);
  const failOn = oneOf<FailOn>('--fail-on', values['fail-on'] ?? 'error', FAIL_ON_LEVELS);
  const filter = values.filter === undefined ? undefined : oneOf<FilterMode>('--filter', values.filter, FILTER_MODES);
  const approvers = values['approval-approvers'] === undefined ? undefined : parseApproverNames(values['approval-approvers']);
  if (approvers && 'invalid' in approvers) throw new UsageError(`--approval-approvers takes GitHub logins or OWNERS_ALIASES alias names, not "${approvers.invalid}"`);
  if (approvers && !values['verify-approvals']) throw new UsageError('--approval-approvers needs --verify-approvals');
  const verify = values['verify-approvals'] ? await verification(io, approvers?.names ?? []) : undefined;

  const result = await runLocalReview({
    paths,
    cwd: io.cwd,
    ...(verify ? { services: verify } : {}),
    ...(values.base === undefined ? {} : { base: values.base }),
    ...(filter === undefined ? {} : { filter }),
    ...(values.config === undefined ? {} : { configFile: values.config }),
  });
  const shown = result.placed.filter((p) => p.shown).map((p) => p.finding);
  io.stdout(
    render(format, {
      findings: shown,
      rules: RULES.map((r) => ({ id: r.id, severity: r.meta.severity, description: r.meta.description, docsUrl: docsUrl(r.id) })),
      texts: result.review.textOf,
      stats: result.review.stats,
      toolVersion: VERSION,
    }),
  );
  for (const e of result.review.internalErrors) io.stderr(`kube-api-review: internal error in ${e.where}: ${e.message}\n`);
  if (result.review.internalErrors.length > 0) return 2;
  return countFailing(result.placed, failOn) > 0 ? 1 : 0;
}

/** --verify-approvals: the GitHub verifier as a rule service, with the token and API root from the environment. */
async function verification(io: CliIo, approvers: readonly string[]): Promise<(changeSet: ChangeSet) => Promise<RuleServices>> {
  const [{ DEFAULT_APPROVAL_REPOS }, { approvalServices, GITHUB_COM_API, serverHostOf }] = await Promise.all([
    import('./github/approval-verifier.js'),
    import('./github/approval-services.js'),
  ]);
  const env = io.env ?? {};
  const apiUrl = (env.GITHUB_API_URL || GITHUB_COM_API).replace(/\/+$/, '');
  let serverHost: string;
  try {
    serverHost = env.GITHUB_SERVER_URL ? new URL(env.GITHUB_SERVER_URL).host.toLowerCase() : serverHostOf(apiUrl);
  } catch {
    throw new UsageError(`GITHUB_API_URL or GITHUB_SERVER_URL is not a URL: ${apiUrl}`);
  }
  // Without a token each approval becomes approval/unverified, never a silent pass.
  if (!env.GITHUB_TOKEN) io.stderr('kube-api-review: --verify-approvals without GITHUB_TOKEN: approvals are reported as unverified\n');
  return async (changeSet) =>
    (
      await approvalServices(changeSet, {
        ...(env.GITHUB_TOKEN ? { token: env.GITHUB_TOKEN } : {}),
        apiUrl,
        serverHost,
        trusted: DEFAULT_APPROVAL_REPOS,
        ...(approvers.length > 0 ? { approvers } : {}),
        ...(env.KUBE_API_REVIEW_APPROVAL_TOKEN ? { gitHubComToken: env.KUBE_API_REVIEW_APPROVAL_TOKEN } : {}),
        log: (m) => io.stderr(`kube-api-review: ${m}\n`),
      })
    ).services;
}

function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`${flag} takes one of ${allowed.join(', ')}, not "${value}"`);
}
