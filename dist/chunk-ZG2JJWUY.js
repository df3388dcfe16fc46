import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  FORMATS,
  render,
  renderText,
  ruleInfoOf,
  rulesJson,
  rulesMarkdown,
  rulesText
} from "./chunk-I6AF7SLO.js";
import {
  FILTER_MODES,
  docsUrl
} from "./chunk-GXRNJBZL.js";
import {
  VERSION
} from "./chunk-FGNHV56V.js";
import {
  editDistance
} from "./chunk-FIGZKQDV.js";
import {
  STDIN_PATH
} from "./chunk-JS2KLSUD.js";
import {
  UsageError
} from "./chunk-76TMWDUN.js";
import "./chunk-TFZ7J445.js";

// src/cli.ts
import { lstat } from "node:fs/promises";
import path from "node:path";

// src/cli-args.ts
function parseArguments(argv, req) {
  const values = {};
  const positionals = [];
  let beforeDashDash;
  const set = (name, value) => {
    const before = values[name];
    if (typeof before === "string" && before !== value) {
      throw new UsageError(`--${name} is given twice ("${before}" and "${String(value)}")`);
    }
    values[name] = value;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--") {
      beforeDashDash = positionals.length;
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === "-" || !arg.startsWith("-")) {
      positionals.push(arg);
      continue;
    }
    if (!arg.startsWith("--")) {
      const name2 = shortName(arg.slice(1), req);
      if (req.options[name2]?.type === "string") {
        const value = argv[i + 1];
        set(name2, valueOf(`-${arg.slice(1)}`, value));
        i++;
      } else set(name2, true);
      continue;
    }
    const eq = arg.indexOf("=");
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    const spec = specOf(name, req);
    if (spec.type === "boolean") {
      if (eq !== -1) throw new UsageError(`--${name} takes no value`);
      set(name, true);
    } else if (eq !== -1) {
      set(name, arg.slice(eq + 1));
    } else {
      set(name, valueOf(`--${name}`, argv[i + 1]));
      i++;
    }
  }
  return { values, positionals, beforeDashDash: beforeDashDash ?? positionals.length };
}
function specOf(name, req) {
  const spec = Object.hasOwn(req.options, name) ? req.options[name] : void 0;
  if (spec !== void 0) return spec;
  if (Object.hasOwn(req.allOptions, name)) {
    throw new UsageError(`${req.command} does not take --${name}`);
  }
  const names = Object.keys(req.allOptions).map((n) => `--${n}`);
  throw new UsageError(`unknown option --${name}${didYouMean(`--${name}`, names)}`);
}
function shortName(letters, req) {
  const entry = Object.entries(req.allOptions).find(([, spec]) => spec.short !== void 0 && spec.short === letters);
  if (entry === void 0) {
    const hint = Object.hasOwn(req.allOptions, letters) ? `; did you mean --${letters}?` : "";
    throw new UsageError(`unknown option -${letters}${hint}`);
  }
  specOf(entry[0], req);
  return entry[0];
}
function valueOf(flag, value) {
  if (value === void 0) throw new UsageError(`${flag} needs a value`);
  if (value.startsWith("-") && value !== "-")
    throw new UsageError(
      `${flag} needs a value, not the option ${value} (write ${flag}=${value} for a value that starts with -)`
    );
  return value;
}
function didYouMean(word, candidates) {
  const sorted = [...candidates].sort();
  const extended = word.replace(/^-+/, "").length >= 3 ? sorted.filter((c) => c.startsWith(word) && c !== word) : [];
  if (extended.length === 1) return `; did you mean ${extended[0]}?`;
  const limit = Math.max(1, Math.min(3, Math.floor(word.length / 3)));
  let best;
  let bestDistance = limit + 1;
  for (const candidate of sorted) {
    const d = editDistance(word, candidate, limit);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best === void 0 ? "" : `; did you mean ${best}?`;
}

// src/terminal-capabilities.ts
function colourWanted(flag, env, stdoutIsTTY) {
  if (flag !== void 0) return flag;
  const force = env.FORCE_COLOR;
  if (force !== void 0) return force !== "0" && force !== "false";
  if (env.NO_COLOR !== void 0 && env.NO_COLOR !== "") return false;
  if (env.TERM === "dumb") return false;
  return stdoutIsTTY;
}
function isCi(env) {
  const ci = env.CI;
  return ci !== void 0 && ci !== "" && ci !== "0" && ci !== "false" || env.TF_BUILD !== void 0 || env.GITHUB_ACTIONS === "true";
}

// src/progress-line.ts
var DELAY_MS = 2e3;
var INTERVAL_MS = 100;
var ERASE_LINE = "\r\x1B[K";
var plural = (n, noun) => `${n} ${noun}${n === 1 ? "" : "s"}`;
function describeProgress(progress) {
  if (progress === void 0) return "reading files\u2026";
  const read = `${plural(progress.files, "file")} read (${plural(progress.objects, "object")})`;
  return progress.rule === void 0 ? `${read}\u2026` : `${read}; checking ${progress.rule}\u2026`;
}
function progressLine(write, now = () => performance.now()) {
  const started = now();
  let drawnAt;
  let drawnRule;
  let last;
  const draw = (progress) => {
    const t = now();
    const newRule = progress?.rule !== void 0 && progress.rule !== drawnRule;
    if (t - started < DELAY_MS || drawnAt !== void 0 && t - drawnAt < INTERVAL_MS && !newRule) return;
    drawnAt = t;
    drawnRule = progress?.rule;
    write(`${ERASE_LINE}kube-api-review: ${describeProgress(progress)}`);
  };
  return {
    update(progress) {
      last = progress;
      draw(progress);
    },
    refresh() {
      draw(last);
    },
    clear() {
      if (drawnAt === void 0) return;
      drawnAt = void 0;
      write(ERASE_LINE);
    }
  };
}

// src/github/approver-names.ts
var NAME = /^[A-Za-z0-9](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?$/;
function parseApproverNames(value) {
  const names = [];
  const seen = /* @__PURE__ */ new Set();
  for (const raw of value.split(/[\n,]/)) {
    const name = raw.trim();
    if (name === "") continue;
    if (!NAME.test(name)) return { invalid: name };
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return { names };
}

// src/parse/helm-source-comments.ts
var SOURCE = /^# Source: (.+?)\s*$/;
var DOCUMENT_START = /^---(?:\s|$)/;
function helmSources(text) {
  const byLine = [void 0];
  let current;
  for (const line of text.split("\n")) {
    if (DOCUMENT_START.test(line)) current = void 0;
    const source = SOURCE.exec(line);
    if (source) current = source[1];
    byLine.push(current);
  }
  return (line) => byLine[line];
}

// src/cli.ts
var HELP = `kube-api-review ${VERSION}: review Kubernetes API definitions as kube-apiserver and an API reviewer would

Usage:
  kube-api-review [lint] [PATH...] [options]   review files or directories (default .), recursively:
                                               .yaml .yml .json and .go; - reads a YAML stream from
                                               stdin, reviewed as the file <stdin>
                                               (helm template . | kube-api-review -)
  kube-api-review rules [--format text|json|markdown]
                                               list the rules and their documentation
  kube-api-review compat OLD NEW [options]     compare two CRD files (compat/ rules only): what NEW
                                               breaks for users of OLD; - reads one from stdin
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
async function main(argv, io) {
  try {
    return await dispatch(argv, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`kube-api-review: ${error.message}
`);
      return 2;
    }
    io.stderr(
      `kube-api-review: internal error: ${error instanceof Error ? error.stack ?? error.message : String(error)}
`
    );
    return 2;
  }
}
var GLOBAL_OPTIONS = {
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" }
};
var COMMAND_OPTIONS = {
  lint: {
    ...GLOBAL_OPTIONS,
    base: { type: "string" },
    filter: { type: "string" },
    format: { type: "string" },
    config: { type: "string" },
    "fail-on": { type: "string" },
    "verify-approvals": { type: "boolean" },
    "approval-approvers": { type: "string" },
    color: { type: "boolean" },
    "no-color": { type: "boolean" }
  },
  rules: { ...GLOBAL_OPTIONS, format: { type: "string" } },
  "openapi-lifecycle": { ...GLOBAL_OPTIONS },
  compat: { ...GLOBAL_OPTIONS, format: { type: "string" }, config: { type: "string" }, "fail-on": { type: "string" } }
};
var COMMANDS = Object.keys(COMMAND_OPTIONS);
var ALL_OPTIONS = Object.assign({}, ...Object.values(COMMAND_OPTIONS));
async function dispatch(argv, io) {
  const scan = withUsageHint(
    () => parseArguments(argv, { options: ALL_OPTIONS, allOptions: ALL_OPTIONS, command: "kube-api-review" })
  );
  const first = scan.beforeDashDash > 0 ? scan.positionals[0] : void 0;
  const named = first !== void 0 && COMMANDS.includes(first) ? first : void 0;
  const command = named ?? "lint";
  const { values, positionals: operands } = withUsageHint(
    () => parseArguments(argv, { options: COMMAND_OPTIONS[command] ?? {}, allOptions: ALL_OPTIONS, command })
  );
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  if (values.version) {
    io.stdout(`${VERSION}
`);
    return 0;
  }
  const rest = named === void 0 ? operands : operands.slice(1);
  if (command === "rules") {
    if (rest.length > 0) throw new UsageError("rules takes no arguments");
    const { RULES } = await import("./chunk-W4NFLDB4.js");
    const format = stringOf(values.format) ?? "text";
    if (format === "json") io.stdout(rulesJson(RULES));
    else if (format === "markdown") io.stdout(rulesMarkdown(RULES));
    else if (format === "text") io.stdout(rulesText(RULES) + `
Each rule is documented at ${docsUrl("<rule-id>")}
`);
    else
      throw new UsageError(
        `rules --format takes text, json or markdown, not "${format}"${didYouMean(format, ["text", "json", "markdown"])}`
      );
    return 0;
  }
  if (command === "openapi-lifecycle") {
    const { openapiLifecycleCommand } = await import("./chunk-OD6SVLY7.js");
    io.stdout(await openapiLifecycleCommand(rest, io.cwd));
    return 0;
  }
  if (command === "compat") {
    const [{ compatCommand }, { FAIL_ON_LEVELS }] = await Promise.all([
      import("./chunk-IH3XFFSL.js"),
      import("./chunk-5G53QJ7C.js")
    ]);
    const configFile = stringOf(values.config);
    return compatCommand(
      rest,
      {
        format: oneOf("--format", stringOf(values.format) ?? "text", FORMATS),
        failOn: oneOf("--fail-on", stringOf(values["fail-on"]) ?? "error", FAIL_ON_LEVELS),
        ...configFile === void 0 ? {} : { configFile }
      },
      io
    );
  }
  if (named === void 0 && first !== void 0) await refuseMistypedCommand(first, io.cwd);
  return lint(rest, values, io);
}
async function lint(paths, values, io) {
  const { locateRepository } = await import("./chunk-2L7KV6ID.js");
  const repository = locateRepository(io.cwd);
  const { countFailing, FAIL_ON_LEVELS, runLocalReview } = await import("./chunk-5G53QJ7C.js");
  const format = oneOf("--format", stringOf(values.format) ?? "text", FORMATS);
  const failOn = oneOf("--fail-on", stringOf(values["fail-on"]) ?? "error", FAIL_ON_LEVELS);
  const filterFlag = stringOf(values.filter);
  const filter = filterFlag === void 0 ? void 0 : oneOf("--filter", filterFlag, FILTER_MODES);
  const base = stringOf(values.base);
  const configFile = stringOf(values.config);
  const approverList = stringOf(values["approval-approvers"]);
  const approvers = approverList === void 0 ? void 0 : parseApproverNames(approverList);
  if (approvers && "invalid" in approvers)
    throw new UsageError(
      `--approval-approvers takes GitHub logins or OWNERS_ALIASES alias names, not "${approvers.invalid}"`
    );
  if (approvers && !values["verify-approvals"]) throw new UsageError("--approval-approvers needs --verify-approvals");
  if (values.color && values["no-color"]) throw new UsageError("--color and --no-color contradict each other");
  const stdinCount = paths.filter((p) => p === "-").length;
  if (stdinCount > 1) throw new UsageError("- (the standard input) is named more than once");
  if (stdinCount > 0 && base !== void 0)
    throw new UsageError("- (the standard input) has no history: it cannot be reviewed against --base");
  if (stdinCount > 0 && io.stdin === void 0) throw new UsageError("- (the standard input) cannot be read here");
  const env = io.env ?? {};
  const colour = format === "text" && colourWanted(values.color ? true : values["no-color"] ? false : void 0, env, io.stdoutIsTTY === true);
  const progress = io.stderrIsTTY === true && !isCi(env) ? progressLine(io.stderr) : void 0;
  const logIo = progress ? {
    ...io,
    stderr: (text) => {
      progress.clear();
      io.stderr(text);
    }
  } : io;
  const verify = values["verify-approvals"] ? await verification(logIo, approvers?.names ?? []) : void 0;
  if (stdinCount > 0 && io.stdinIsTTY === true)
    io.stderr("kube-api-review: reading manifests from the terminal; end them with Ctrl-D\n");
  const stdin = stdinCount > 0 && io.stdin ? await io.stdin() : void 0;
  const ticking = progress ? setInterval(progress.refresh, INTERVAL_MS) : void 0;
  ticking?.unref();
  const result = await runLocalReview({
    paths,
    cwd: io.cwd,
    repository,
    ...verify ? { services: verify } : {},
    ...base === void 0 ? {} : { base },
    ...filter === void 0 ? {} : { filter },
    ...configFile === void 0 ? {} : { configFile },
    ...stdin === void 0 ? {} : { stdin },
    ...progress ? { progress: progress.update } : {}
  }).finally(() => {
    clearInterval(ticking);
    progress?.clear();
  });
  for (const warning of result.warnings) io.stderr(`kube-api-review: warning: ${warning}
`);
  if (format !== "text" && (values.color || values["no-color"]))
    io.stderr(`kube-api-review: warning: --${values.color ? "color" : "no-color"} applies to --format text only
`);
  const shown = result.placed.filter((p) => p.shown).map((p) => p.finding);
  const input = {
    findings: shown,
    rules: ruleInfoOf(result.rules),
    texts: result.review.textOf,
    stats: result.review.stats,
    toolVersion: VERSION
  };
  const stdinText = stdin === void 0 || format !== "text" ? void 0 : result.review.textOf(STDIN_PATH);
  const sourceOf = stdinText === void 0 ? void 0 : helmSources(stdinText);
  const origin = sourceOf && ((finding) => finding.file === STDIN_PATH ? sourceOf(finding.line) : void 0);
  io.stdout(format === "text" ? renderText(input, { colour, ...origin ? { origin } : {} }) : render(format, input));
  for (const e of result.review.internalErrors)
    io.stderr(`kube-api-review: internal error in ${e.where}: ${e.message}
`);
  if (result.review.internalErrors.length > 0) return 2;
  return countFailing(result.placed, failOn) > 0 ? 1 : 0;
}
async function refuseMistypedCommand(word, cwd) {
  if (word === "-") return;
  const hint = didYouMean(word, COMMANDS);
  if (hint === "") return;
  const exists = await lstat(path.resolve(cwd, word)).then(
    () => true,
    () => false
  );
  if (!exists)
    throw new UsageError(
      `${word}: neither a command nor a file or directory${hint.replace(/ (\S+)\?$/, " the command $1?")}`
    );
}
function withUsageHint(parse) {
  try {
    return parse();
  } catch (error) {
    if (error instanceof UsageError) throw new UsageError(`${error.message}
Run kube-api-review --help for usage.`);
    throw error;
  }
}
var stringOf = (value) => typeof value === "string" ? value : void 0;
async function verification(io, approvers) {
  const [{ DEFAULT_APPROVAL_REPOS }, { approvalServices, GITHUB_COM_API, serverHostOf }] = await Promise.all([
    import("./chunk-LUDQ4YX6.js"),
    import("./chunk-KOLWSN2Q.js")
  ]);
  const env = io.env ?? {};
  const apiUrl = (env.GITHUB_API_URL || GITHUB_COM_API).replace(/\/+$/, "");
  let serverHost;
  try {
    serverHost = env.GITHUB_SERVER_URL ? new URL(env.GITHUB_SERVER_URL).host.toLowerCase() : serverHostOf(apiUrl);
  } catch {
    throw new UsageError(`GITHUB_API_URL or GITHUB_SERVER_URL is not a URL: ${apiUrl}`);
  }
  if (!env.GITHUB_TOKEN)
    io.stderr("kube-api-review: --verify-approvals without GITHUB_TOKEN: approvals are reported as unverified\n");
  return async (changeSet) => (await approvalServices(changeSet, {
    ...env.GITHUB_TOKEN ? { token: env.GITHUB_TOKEN } : {},
    apiUrl,
    serverHost,
    trusted: DEFAULT_APPROVAL_REPOS,
    ...approvers.length > 0 ? { approvers } : {},
    ...env.KUBE_API_REVIEW_APPROVAL_TOKEN ? { gitHubComToken: env.KUBE_API_REVIEW_APPROVAL_TOKEN } : {},
    log: (m) => io.stderr(`kube-api-review: ${m}
`)
  })).services;
}
function oneOf(flag, value, allowed) {
  if (allowed.includes(value)) return value;
  throw new UsageError(`${flag} takes one of ${allowed.join(", ")}, not "${value}"${didYouMean(value, allowed)}`);
}
export {
  HELP,
  main
};
