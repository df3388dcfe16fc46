import { readFile } from './fs-async.js';
import path from 'node:path';
import { statSync } from 'node:fs';
import { formatConfigError, loadConfig, type Config } from './engine/config.js';
import { placeFindings, type Placed } from './engine/filter.js';
import type { Rule } from './engine/rule.js';
import { reviewPipelined } from './engine/pipelined-review.js';
import type { Review } from './engine/run.js';
import { isCrd } from './parse/kube-object.js';
import { parseManifestFile, type ManifestFile } from './parse/manifest-file.js';
import { countFailing, type FailOn } from './local-review.js';
import { render, type Format } from './report/index.js';
import { renderText } from './report/text.js';
import { RULE_IDS } from './rules/index.js';
import type { ChangeSet, ChangedFile } from './sources/change-set.js';
import { repositoryRoot } from './sources/repository-root.js';
import { UsageError } from './usage-error.js';
import { VERSION } from './version.js';
import { wholeFile } from './sources/line-diff.js';
import { compatRules } from './rules/compat/index.js';
import { names } from './rules/crd/names/names.js';
import { versions } from './rules/crd/versions/versions.js';
import { compatCrd } from './rules/compat/compat-crd.js';
import { isRefusedCrd } from './rules/compat/refused-crd.js';
import { isUnapprovedCrd } from './rules/compat/unapproved-crd.js';
import { ruleInfoOf } from './rules-table.js';

// `kube-api-review compat OLD NEW` (issue 19 item 2, spec/crd-compatibility.md): the compat/
// family over two CRD files that do not share a git history, such as what a cluster serves
// (`kubectl get crd NAME -o yaml | kube-api-review compat - config/crd/x.yaml`) and the manifest
// about to replace it. OLD is the base world and NEW the head world of one change in which OLD
// is removed and NEW added: CRDs are matched by identity (§2) whatever the files hold, findings
// land in NEW, and a CRD that only OLD holds is reported in OLD (compat/crd-removed).

/** The name `-` (standard input) is shown under; a manifest extension so the engine reads it. */
export const STDIN_PATH = '<stdin>.yaml';

export interface CompatRequest {
  /** The two files as the user named them; `-` is standard input. */
  readonly old: string;
  readonly new: string;
  readonly cwd: string;
  readonly configFile?: string;
  /** Standard input, read whole, when one of the files is `-` (the CLI's CliIo.stdin). */
  readonly stdin?: () => Promise<Uint8Array>;
}

/** What the command needs of the CLI's io (cli.ts CliIo). */
export interface CompatIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly cwd: string;
  readonly stdin?: () => Promise<Uint8Array>;
}

export interface CompatResult {
  readonly review: Review;
  readonly placed: readonly Placed[];
  readonly config: Config;
  /** The compat/ rules that ran, for the renderers. */
  readonly rules: readonly Rule[];
  /** The text of either file: a removed CRD is reported in OLD, and its line is shown too. */
  readonly textOf: (file: string) => string | undefined;
  /**
   * The CRDs of OLD that NEW holds too but that were compared with nothing: kube-apiserver refuses
   * them (refused-crd.ts, unapproved-crd.ts), so no cluster holds them, and "no findings" alone
   * would read as "nothing breaks" (nutanix 2183f8fe's `uniqueItems` in every OLD file).
   */
  readonly refusedOld: readonly string[];
  /** The CRDs of OLD that are apiextensions.k8s.io/v1beta1 and NEW holds as v1: only what the move to v1 changes was compared. */
  readonly v1beta1Old: readonly string[];
}

export interface CompatOptions {
  readonly format: Format;
  /** Colour the text report (cli.ts decides, as for the lint command). */
  readonly colour?: boolean;
  readonly failOn: FailOn;
  readonly configFile?: string;
}

/** The command: its two operands, rendered as the lint command renders, with its exit status (DESIGN §5). */
export async function compatCommand(
  operands: readonly string[],
  options: CompatOptions,
  io: CompatIo,
): Promise<0 | 1 | 2> {
  if (operands.length !== 2)
    throw new UsageError(`compat takes two files, OLD and NEW (- for standard input), not ${operands.length}`);
  const [oldFile = '', newFile = ''] = operands;
  const result = await runCompat({
    old: oldFile,
    new: newFile,
    cwd: io.cwd,
    ...(options.configFile === undefined ? {} : { configFile: options.configFile }),
    ...(io.stdin ? { stdin: io.stdin } : {}),
  });
  const input = {
    findings: result.placed.filter((p) => p.shown).map((p) => p.finding),
    rules: ruleInfoOf(result.rules),
    texts: result.textOf,
    stats: result.review.stats,
    toolVersion: VERSION,
  };
  io.stdout(
    options.format === 'text' ? renderText(input, { colour: options.colour === true }) : render(options.format, input),
  );
  for (const name of result.refusedOld)
    io.stderr(
      `kube-api-review: warning: compat: OLD's ${name} is a CustomResourceDefinition kube-apiserver refuses, so no cluster holds it and NEW was not compared with it (\`kube-api-review ${oldFile}\` says why)\n`,
    );
  for (const name of result.v1beta1Old)
    io.stderr(
      `kube-api-review: note: compat: OLD's ${name} is an apiextensions.k8s.io/v1beta1 CustomResourceDefinition: only what its move to v1 changes (preserveUnknownFields) was compared, not its schema\n`,
    );
  for (const e of result.review.internalErrors)
    io.stderr(`kube-api-review: internal error in ${e.where}: ${e.message}\n`);
  if (result.review.internalErrors.length > 0) return 2;
  return countFailing(result.placed, options.failOn) > 0 ? 1 : 0;
}

export async function runCompat(req: CompatRequest): Promise<CompatResult> {
  if (req.old === '-' && req.new === '-')
    throw new UsageError('compat: standard input (-) can be only one of OLD and NEW');
  const root = await repositoryRoot(req.cwd);
  const loaded = await loadConfig(req.configFile, req.configFile === undefined ? root : req.cwd, RULE_IDS);
  if ('errors' in loaded)
    throw new UsageError(`invalid configuration:\n${loaded.errors.map(formatConfigError).join('\n')}`);
  const { config } = loaded;

  const [oldSide, newSide] = [await readSide('OLD', req.old, req, root), await readSide('NEW', req.new, req, root)];
  const files: ChangedFile[] =
    oldSide.path === newSide.path
      ? [
          {
            path: newSide.path,
            status: 'modified',
            base: oldSide.content,
            head: newSide.content,
            ...wholeFile(newSide.content),
          },
        ]
      : [
          { path: oldSide.path, status: 'removed', base: oldSide.content, addedLines: [], hunkLines: [] },
          { path: newSide.path, status: 'added', head: newSide.content, ...wholeFile(newSide.content) },
        ];
  const changeSet: ChangeSet = { root, hasBase: true, files };
  const parsed = new Map([
    [oldSide.content, oldSide.file],
    [newSide.content, newSide.file],
  ]);
  const { review: result, placed, rules } = await reviewCompat(changeSet, config, parsed);
  const textOf = (file: string): string | undefined =>
    result.textOf(file) ?? (file === oldSide.path ? oldSide.file.text : undefined);
  const inNew = new Set(newSide.file.objects.filter(isCrdV1).map((o) => o.name));
  const refusedOld = oldSide.file.objects
    .filter((o) => isCrdV1(o) && inNew.has(o.name))
    .filter((o) => {
      const crd = compatCrd(o);
      return crd !== undefined && (isRefusedCrd(crd) || isUnapprovedCrd(o));
    })
    .map((o) => o.name);
  const v1beta1Old = oldSide.file.objects
    .filter((o) => isCrd(o) && o.version === 'v1beta1' && inNew.has(o.name))
    .map((o) => o.name);
  return { review: result, placed, config, rules, textOf, refusedOld, v1beta1Old };
}

/**
 * The compat/ family over a change whose files are all read whole at both sides (the command,
 * and scripts/bench-compat.ts over a corpus), every finding shown. `parsed`: files already read, by content.
 */
export async function reviewCompat(
  changeSet: ChangeSet,
  config: Config,
  parsed: ReadonlyMap<Uint8Array | string, ManifestFile> = new Map(),
): Promise<{ review: Review; placed: Placed[]; rules: readonly Rule[] }> {
  // The compat/ rules, and crd/names and crd/versions for what kube-apiserver refuses of NEW as
  // an update of OLD (an immutable scope or kind changed, a stored version removed): compat/
  // leaves those to them (crdify's scopechanged test data gave no finding). Suppression
  // bookkeeping is left out on purpose: a suppression in NEW was written for the change that
  // introduced it, and that it matches nothing in a comparison with some other OLD (a cluster's
  // copy, say) does not make it stale.
  const rules = [...compatRules, names, versions];
  // Large inputs (a corpus, a cluster's every CRD) are read by the parse workers, both sides at once.
  const result = await reviewPipelined(changeSet, {
    rules,
    config,
    // Both sides are read whole: the family matches CRDs across files by identity (§2), and
    // comparing base with base would find nothing, so there is no base pass.
    withBaseFindings: false,
    unchangedFiles: true,
    ...(parsed.size > 0 ? { manifests: parsed } : {}),
  });
  return { review: result, placed: placeFindings(result.findings, changeSet, 'all', undefined), rules };
}

interface Side {
  readonly path: string;
  readonly content: Uint8Array;
  readonly file: ManifestFile;
}

async function readSide(role: 'OLD' | 'NEW', named: string, req: CompatRequest, root: string): Promise<Side> {
  let content: Uint8Array;
  let shown: string;
  if (named === '-') {
    if (!req.stdin) throw new UsageError(`compat: ${role} is standard input (-), but there is none`);
    content = await req.stdin();
    shown = STDIN_PATH;
  } else {
    const absolute = path.resolve(req.cwd, named);
    try {
      content = await readFile(absolute);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const why =
        code === 'ENOENT'
          ? 'no such file'
          : code === 'EISDIR'
            ? 'a directory, not a file'
            : code === 'EACCES'
              ? 'permission denied'
              : String(code ?? error);
      throw new UsageError(`compat: cannot read ${role} ${named}: ${why}`);
    }
    // Repository paths, as the rest of the CLI reports them (SARIF, annotations); outside the
    // repository, the path as the system spells it.
    const relative = path.relative(root, absolute);
    shown =
      relative.startsWith('..') || path.isAbsolute(relative)
        ? absolute.split(path.sep).join('/')
        : relative.split(path.sep).join('/');
    // A pipe is read as the standard input is, whatever its name: `compat <(git show BASE:crd.yaml) crd.yaml`
    // names /dev/fd/63, shown as `</dev/fd/63>.yaml` as the standard input is `<stdin>.yaml`.
    if (!/\.(ya?ml|json)$/i.test(shown)) {
      if (isRegularFile(absolute)) throw new UsageError(`compat: ${role} ${named} is not a .yaml, .yml or .json file`);
      shown = `<${named}>.yaml`;
    }
  }
  const file = parseManifestFile(shown, content);
  // OLD may be a v1beta1 CRD (a file of the history before the move to v1): what the move changes
  // is compared (compat/preserve-unknown-fields-changed), as a review with --base does.
  if (!file.objects.some(role === 'OLD' ? isCrd : isCrdV1)) {
    const problem = file.problems[0];
    const why = problem
      ? `: it does not read as YAML (${problem.message})`
      : file.objects.some(isCrd)
        ? ': only CustomResourceDefinitions of apiextensions.k8s.io/v1 are compared (v1beta1 is no longer served)'
        : '';
    throw new UsageError(
      `compat: ${role} ${named === '-' ? 'from standard input' : named} holds no apiextensions.k8s.io/v1 CustomResourceDefinition${why}`,
    );
  }
  return { path: shown, content, file };
}

const isCrdV1 = (o: { group: string; kind: string; version: string }): boolean => isCrd(o) && o.version === 'v1';

/** Whether the path is a plain file, not a pipe or a device (a shell's process substitution). */
function isRegularFile(absolute: string): boolean {
  try {
    return statSync(absolute).isFile();
  } catch {
    return true; // read a moment ago: as a file
  }
}
