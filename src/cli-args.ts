import { editDistance } from './engine/config-closest-rule-id.js';
import { UsageError } from './usage-error.js';

// The command line's own argument parser. node:util parseArgs knows one table of options and
// says "Unknown option '--fitler'" in its own words; a linter is expected to say which command
// does not take a flag, and what a mistyped flag or command most likely meant (issue 21 item 5).
// Grammar, as getopt_long and parseArgs read it: `--name value`, `--name=value`, `-h`, `--`
// ends the options, and `-` alone is an operand (the standard input).

export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  readonly short?: string;
}

export type OptionTable = Readonly<Record<string, OptionSpec>>;

export interface ParsedArguments {
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  readonly positionals: readonly string[];
  /** How many positionals came before `--`: those after it are operands, never a command word. */
  readonly beforeDashDash: number;
}

export interface ParseRequest {
  /** The options of the command being parsed. */
  readonly options: OptionTable;
  /** Every option of every command: a known option the command does not take gets its own message. */
  readonly allOptions: OptionTable;
  /** How messages name the command: `lint`, `rules`. */
  readonly command: string;
}

/** Parses argv for one command; every mistake is a UsageError naming the argument. */
export function parseArguments(argv: readonly string[], req: ParseRequest): ParsedArguments {
  const values: Record<string, string | boolean | undefined> = {};
  const positionals: string[] = [];
  let beforeDashDash: number | undefined;
  const set = (name: string, value: string | boolean): void => {
    const before = values[name];
    // A flag given twice with two values is a mistake one of them hides: neither wins in silence.
    if (typeof before === 'string' && before !== value) {
      throw new UsageError(`--${name} is given twice ("${before}" and "${String(value)}")`);
    }
    values[name] = value;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') {
      beforeDashDash = positionals.length;
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-' || !arg.startsWith('-')) {
      positionals.push(arg);
      continue;
    }
    if (!arg.startsWith('--')) {
      const name = shortName(arg.slice(1), req);
      if (req.options[name]?.type === 'string') {
        const value = argv[i + 1];
        set(name, valueOf(`-${arg.slice(1)}`, value));
        i++;
      } else set(name, true);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    const spec = specOf(name, req);
    if (spec.type === 'boolean') {
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

function specOf(name: string, req: ParseRequest): OptionSpec {
  const spec = Object.hasOwn(req.options, name) ? req.options[name] : undefined;
  if (spec !== undefined) return spec;
  if (Object.hasOwn(req.allOptions, name)) {
    throw new UsageError(`${req.command} does not take --${name}`);
  }
  const names = Object.keys(req.allOptions).map((n) => `--${n}`);
  throw new UsageError(`unknown option --${name}${didYouMean(`--${name}`, names)}`);
}

function shortName(letters: string, req: ParseRequest): string {
  const entry = Object.entries(req.allOptions).find(([, spec]) => spec.short !== undefined && spec.short === letters);
  if (entry === undefined) {
    // `-base` is `--base` with one dash too few, the commonest slip with single-dash flags; a
    // one-letter flag has no near miss worth naming (every letter is one edit from -h).
    const hint = Object.hasOwn(req.allOptions, letters) ? `; did you mean --${letters}?` : '';
    throw new UsageError(`unknown option -${letters}${hint}`);
  }
  specOf(entry[0], req);
  return entry[0];
}

function valueOf(flag: string, value: string | undefined): string {
  if (value === undefined) throw new UsageError(`${flag} needs a value`);
  // `--base --format json` lost its ref; a value that starts with a dash is written `--base=-x`.
  if (value.startsWith('-') && value !== '-')
    throw new UsageError(
      `${flag} needs a value, not the option ${value} (write ${flag}=${value} for a value that starts with -)`,
    );
  return value;
}

/**
 * `; did you mean X?` for the candidate `word` most likely meant, or '' when none is near enough:
 * the one candidate it begins (`warn` for `warning`, `--verify` for `--verify-approvals`), else
 * the nearest within a third of its length in edits (at least one, at most three): `--fitler`
 * means `--filter`, while `--x` means nothing.
 */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const sorted = [...candidates].sort();
  const extended = word.replace(/^-+/, '').length >= 3 ? sorted.filter((c) => c.startsWith(word) && c !== word) : [];
  if (extended.length === 1) return `; did you mean ${extended[0]}?`;
  const limit = Math.max(1, Math.min(3, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of sorted) {
    const d = editDistance(word, candidate, limit);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best === undefined ? '' : `; did you mean ${best}?`;
}
