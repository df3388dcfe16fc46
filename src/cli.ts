import { lstat } from './fs-async.js';
import path from 'node:path';
import { didYouMean, parseArguments, type OptionTable, type ParsedArguments } from './cli-args.js';
import { colourWanted, isCi } from './terminal-capabilities.js';
import { INTERVAL_MS, progressLine } from './progress-line.js';
import { FILTER_MODES, type FilterMode } from './engine/filter.js';
import { docsUrl } from './engine/docs-url.js';
import type { RuleServices } from './engine/rule-services.js';
import { parseApproverNames } from './github/approver-names.js';
import type { FailOn } from './local-review.js';
import type { ChangeSet } from './sources/change-set.js';
import { FORMATS, render, type Format } from './report/index.js';
import { renderText } from './report/text.js';
import type { Finding } from './engine/finding.js';
import { helmSources } from './parse/helm-source-comments.js';
import { STDIN_PATH } from './parse/stdin-path.js';
import { UsageError } from './usage-error.js';
import { VERSION } from './version.js';
import { ruleInfoOf, rulesJson, rulesMarkdown, rulesText } from './rules-table.js';

// The command line (DESIGN §5). main() returns the exit status and never calls process.exit,
// which would cut off output still being written. What a command does not use is not loaded:
// the rules (CEL, RE2, YAML), the Go parser and Octokit are imported by the commands that run
// them, so --help and --version start as fast as Node does (issue 17 item 4; the bundles split
// at these imports, scripts/build-bundles.mjs).

export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly cwd: string;
  /**
   * The environment: GITHUB_TOKEN, GITHUB_API_URL, GITHUB_SERVER_URL for --verify-approvals;
   * NO_COLOR, FORCE_COLOR, TERM and CI for colour and progress.
   */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The standard input, read whole, for the PATH `-`; absent where there is none to read. */
  readonly stdin?: () => Promise<Uint8Array>;
  /** Whether stdin is a terminal: `-` then waits for what the user types. */
  readonly stdinIsTTY?: boolean;
  /** Whether stdout is a terminal: the text report is coloured there (absent: it is not). */
  readonly stdoutIsTTY?: boolean;
  /** Whether stderr is a terminal: a long review shows its progress there (absent: it is not). */
  readonly stderrIsTTY?: boolean;
}

export type ExitCode = 0 | 1 | 2;

export const HELP = `kube-api-review ${VERSION}: review Kubernetes API definitions as kube-apiserver and an API reviewer would

Usage:
  kube-api-review [lint] [PATH...] [options]   review files or directories (default .), recursively:
                                               .yaml .yml .json and .go; - reads a YAML stream from
                                               stdin, reviewed as the file <stdin>
                                               (helm template . | kube-api-review -)
  kube-api-review rules [--format text|json|markdown]
                                               list the rules and their documentation
  kube-api-review compat OLD NEW [options]     compare two CRD files: what NEW breaks for users of
                                               OLD, and what kube-apiserver refuses of it as an
                                               update of OLD; - reads one from stdin
                                               (kubectl get crd NAME -o yaml | kube-api-review compat - NEW)
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
  --color, --no-color
                      colour the text report, or not (default: on a terminal; NO_COLOR turns it
                      off, FORCE_COLOR on)
  -h, --help          show this help
  -v, --version       print the version

What the review could not do as asked (a PATH it does not read, an include glob that matches
nothing, --filter without --base) is a warning on stderr. A run over two seconds on a terminal
shows its progress on stderr (not in CI).

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
    io.stderr(
      `kube-api-review: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return 2;
  }
}

const GLOBAL_OPTIONS: OptionTable = {
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
};

/** Each command's options: a command refuses the flags of another (issue 21 item 5). */
const COMMAND_OPTIONS: Readonly<Record<string, OptionTable>> = {
  lint: {
    ...GLOBAL_OPTIONS,
    base: { type: 'string' },
    filter: { type: 'string' },
    format: { type: 'string' },
    config: { type: 'string' },
    'fail-on': { type: 'string' },
    'verify-approvals': { type: 'boolean' },
    'approval-approvers': { type: 'string' },
    color: { type: 'boolean' },
    'no-color': { type: 'boolean' },
  },
  rules: { ...GLOBAL_OPTIONS, format: { type: 'string' } },
  'openapi-lifecycle': { ...GLOBAL_OPTIONS },
  compat: {
    ...GLOBAL_OPTIONS,
    format: { type: 'string' },
    config: { type: 'string' },
    'fail-on': { type: 'string' },
    color: { type: 'boolean' },
    'no-color': { type: 'boolean' },
  },
};
const COMMANDS = Object.keys(COMMAND_OPTIONS);
const ALL_OPTIONS: OptionTable = Object.assign({}, ...Object.values(COMMAND_OPTIONS)) as OptionTable;

async function dispatch(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  // The command word is the first operand, wherever it stands (`--format json rules`); which
  // arguments are operands depends on which options take values, known from all of them.
  const scan = withUsageHint(() =>
    parseArguments(argv, { options: ALL_OPTIONS, allOptions: ALL_OPTIONS, command: 'kube-api-review' }),
  );
  // After `--` a word is a PATH, even one spelt like a command.
  const first = scan.beforeDashDash > 0 ? scan.positionals[0] : undefined;
  const named = first !== undefined && COMMANDS.includes(first) ? first : undefined;
  const command = named ?? 'lint';
  const { values, positionals: operands } = withUsageHint(() =>
    parseArguments(argv, { options: COMMAND_OPTIONS[command] ?? {}, allOptions: ALL_OPTIONS, command }),
  );
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  if (values.version) {
    io.stdout(`${VERSION}\n`);
    return 0;
  }
  const rest = named === undefined ? operands : operands.slice(1);
  if (command === 'rules') {
    if (rest.length > 0) throw new UsageError('rules takes no arguments');
    // rules-table.js is the CLI's own (above): an import() of it would be one more chunk every command loads.
    const { RULES } = await import('./rules/index.js');
    const format = stringOf(values.format) ?? 'text';
    if (format === 'json') io.stdout(rulesJson(RULES));
    else if (format === 'markdown') io.stdout(rulesMarkdown(RULES));
    else if (format === 'text') io.stdout(rulesText(RULES) + `\nEach rule is documented at ${docsUrl('<rule-id>')}\n`);
    else
      throw new UsageError(
        `rules --format takes text, json or markdown, not "${format}"${didYouMean(format, ['text', 'json', 'markdown'])}`,
      );
    return 0;
  }
  if (command === 'openapi-lifecycle') {
    const { openapiLifecycleCommand } = await import('./openapi-lifecycle-command.js');
    io.stdout(await openapiLifecycleCommand(rest, io.cwd));
    return 0;
  }
  if (command === 'compat') {
    const [{ compatCommand }, { FAIL_ON_LEVELS }] = await Promise.all([
      import('./compat-command.js'),
      import('./local-review.js'),
    ]);
    const configFile = stringOf(values.config);
    const format = oneOf<Format>('--format', stringOf(values.format) ?? 'text', FORMATS);
    const colour = colourOf(values, format, io);
    colourFlagIgnored(values, format, io);
    return compatCommand(
      rest,
      {
        format,
        colour,
        failOn: oneOf<FailOn>('--fail-on', stringOf(values['fail-on']) ?? 'error', FAIL_ON_LEVELS),
        ...(configFile === undefined ? {} : { configFile }),
      },
      io,
    );
  }
  if (named === undefined && first !== undefined) await refuseMistypedCommand(first, io.cwd);
  return lint(rest, values, io);
}

/** Whether the text report is coloured: --color, --no-color, else the terminal and the environment. */
function colourOf(values: ParsedArguments['values'], format: Format, io: CliIo): boolean {
  if (values.color && values['no-color']) throw new UsageError('--color and --no-color contradict each other');
  const flag = values.color ? true : values['no-color'] ? false : undefined;
  return format === 'text' && colourWanted(flag, io.env ?? {}, io.stdoutIsTTY === true);
}

/** A colour flag with another format says it did nothing (after the review's own warnings). */
function colourFlagIgnored(values: ParsedArguments['values'], format: Format, io: CliIo): void {
  if (format !== 'text' && (values.color || values['no-color']))
    io.stderr(`kube-api-review: warning: --${values.color ? 'color' : 'no-color'} applies to --format text only\n`);
}

async function lint(paths: readonly string[], values: ParsedArguments['values'], io: CliIo): Promise<ExitCode> {
  // Where the repository is, found while the rules load, not after them (issue 17 item 4): where
  // only git can say (repository-root.ts), git is started before they are imported.
  const { locateRepository } = await import('./sources/repository-root.js');
  const repository = locateRepository(io.cwd);
  const { countFailing, FAIL_ON_LEVELS, runLocalReview } = await import('./local-review.js');

  const format = oneOf<Format>('--format', stringOf(values.format) ?? 'text', FORMATS);
  const failOn = oneOf<FailOn>('--fail-on', stringOf(values['fail-on']) ?? 'error', FAIL_ON_LEVELS);
  const filterFlag = stringOf(values.filter);
  const filter = filterFlag === undefined ? undefined : oneOf<FilterMode>('--filter', filterFlag, FILTER_MODES);
  const base = stringOf(values.base);
  const configFile = stringOf(values.config);
  const approverList = stringOf(values['approval-approvers']);
  const approvers = approverList === undefined ? undefined : parseApproverNames(approverList);
  if (approvers && 'invalid' in approvers)
    throw new UsageError(
      `--approval-approvers takes GitHub logins or OWNERS_ALIASES alias names, not "${approvers.invalid}"`,
    );
  if (approvers && !values['verify-approvals']) throw new UsageError('--approval-approvers needs --verify-approvals');
  const colour = colourOf(values, format, io);
  const stdinCount = paths.filter((p) => p === '-').length;
  if (stdinCount > 1) throw new UsageError('- (the standard input) is named more than once');
  if (stdinCount > 0 && base !== undefined)
    throw new UsageError('- (the standard input) has no history: it cannot be reviewed against --base');
  if (stdinCount > 0 && io.stdin === undefined) throw new UsageError('- (the standard input) cannot be read here');
  const env = io.env ?? {};
  const progress = io.stderrIsTTY === true && !isCi(env) ? progressLine(io.stderr) : undefined;
  // What is logged during the review (approval look-ups) erases the progress line first, so it
  // starts its own line; the progress is drawn again below it.
  const logIo: CliIo = progress
    ? {
        ...io,
        stderr: (text) => {
          progress.clear();
          io.stderr(text);
        },
      }
    : io;
  const verify = values['verify-approvals'] ? await verification(logIo, approvers?.names ?? []) : undefined;
  // `kube-api-review -` typed at a prompt waits for input, as cat does: say what it waits for.
  if (stdinCount > 0 && io.stdinIsTTY === true)
    io.stderr('kube-api-review: reading manifests from the terminal; end them with Ctrl-D\n');
  const stdin = stdinCount > 0 && io.stdin ? await io.stdin() : undefined;
  // Fires while files are read; the rules run without yielding, and report through update.
  const ticking = progress ? setInterval(progress.refresh, INTERVAL_MS) : undefined;
  ticking?.unref();

  const result = await runLocalReview({
    paths,
    cwd: io.cwd,
    repository,
    ...(verify ? { services: verify } : {}),
    ...(base === undefined ? {} : { base }),
    ...(filter === undefined ? {} : { filter }),
    ...(configFile === undefined ? {} : { configFile }),
    ...(stdin === undefined ? {} : { stdin }),
    ...(progress ? { progress: progress.update } : {}),
  }).finally(() => {
    clearInterval(ticking);
    progress?.clear();
  });
  for (const warning of result.warnings) io.stderr(`kube-api-review: warning: ${warning}\n`);
  colourFlagIgnored(values, format, io);
  const shown = result.placed.filter((p) => p.shown).map((p) => p.finding);
  const input = {
    findings: shown,
    rules: ruleInfoOf(result.rules),
    texts: result.review.textOf,
    stats: result.review.stats,
    toolVersion: VERSION,
  };
  // A finding in a `helm template` stream names the chart template its document came from.
  const stdinText = stdin === undefined || format !== 'text' ? undefined : result.review.textOf(STDIN_PATH);
  const sourceOf = stdinText === undefined ? undefined : helmSources(stdinText);
  const origin = sourceOf && ((finding: Finding) => (finding.file === STDIN_PATH ? sourceOf(finding.line) : undefined));
  io.stdout(format === 'text' ? renderText(input, { colour, ...(origin ? { origin } : {}) }) : render(format, input));
  for (const e of result.review.internalErrors)
    io.stderr(`kube-api-review: internal error in ${e.where}: ${e.message}\n`);
  if (result.review.internalErrors.length > 0) return 2;
  return countFailing(result.placed, failOn) > 0 ? 1 : 0;
}

/**
 * `kube-api-review rule` reviews a PATH named `rule`; when there is none, the user most likely
 * mistyped a command, and "no such file" would not tell them which.
 */
async function refuseMistypedCommand(word: string, cwd: string): Promise<void> {
  if (word === '-') return;
  const hint = didYouMean(word, COMMANDS);
  if (hint === '') return;
  const exists = await lstat(path.resolve(cwd, word)).then(
    () => true,
    () => false,
  );
  if (!exists)
    throw new UsageError(
      `${word}: neither a command nor a file or directory${hint.replace(/ (\S+)\?$/, ' the command $1?')}`,
    );
}

function withUsageHint<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof UsageError) throw new UsageError(`${error.message}\nRun kube-api-review --help for usage.`);
    throw error;
  }
}

const stringOf = (value: string | boolean | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** --verify-approvals: the GitHub verifier as a rule service, with the token and API root from the environment. */
async function verification(
  io: CliIo,
  approvers: readonly string[],
): Promise<(changeSet: ChangeSet) => Promise<RuleServices>> {
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
  if (!env.GITHUB_TOKEN)
    io.stderr('kube-api-review: --verify-approvals without GITHUB_TOKEN: approvals are reported as unverified\n');
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
  throw new UsageError(`${flag} takes one of ${allowed.join(', ')}, not "${value}"${didYouMean(value, allowed)}`);
}
