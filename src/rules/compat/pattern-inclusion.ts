import { re2js } from '../../engine/lazy-packages.js';
import { caseVariants } from './case-fold-runes.js';
import { hasBaseAsAlternative } from './pattern-alternatives.js';

// Whether a changed `pattern` still accepts every string the old one accepted. The apiserver
// checks a pattern as kube-openapi's validator does, with Go's regexp.MatchString: unanchored (a
// match anywhere in the value), RE2 syntax. RE2 patterns are regular (no backreferences, no
// lookaround), so the question is decidable: walk the two compiled programs side by side over
// every input, as sets of threads (a subset construction of each), and look for an input the
// old pattern matches and the new one does not. Real CRDs rewrite patterns into equivalent
// spellings (prometheus-operator v0.90 turned `^http(s)?://.+$` into `^https?://.+$` and
// `^http(s)?:\/\/.+$` into the same), which are no tightening at all.
//
// The walk reads re2js's compiled program (RE2JS#re2Input.prog), the Pike VM instructions of Go's
// regexp/syntax. It decides only what it models exactly: begin- and end-of-text assertions (`^`,
// `$`, `\A`, `\z` without the m flag), and case-folded literals (`(?i)`, whose runes re2js
// matches as Go does; case-fold-runes.ts finds where their classes of runes begin and end). Line
// and word-boundary assertions and programs past the work limit decide nothing (undefined), so
// the finding stays.

/** re2js instruction opcodes (Inst.js, from Go's regexp/syntax InstOp). */
const OP = {
  ALT: 1,
  ALT_MATCH: 2,
  CAPTURE: 3,
  EMPTY_WIDTH: 4,
  FAIL: 5,
  MATCH: 6,
  NOP: 7,
  RUNE: 8,
  RUNE1: 9,
  RUNE_ANY: 10,
  RUNE_ANY_NOT_NL: 11,
} as const;
/** EMPTY_WIDTH conditions (Utils.js, Go's syntax.EmptyOp). */
const BEGIN_TEXT = 4;
const END_TEXT = 8;
const FOLD_CASE = 1;
const MAX_RUNE = 0x10ffff;
/**
 * Instructions the walk may visit before it gives up (undefined): a hundred milliseconds or so. A
 * pattern whose subset automaton blows up (`(a|b)*a(a|b){16}`) is left undecided; a long one of
 * counted repeats is not (gateway-api's CA certificate reference, `{0,61}`, took just over 100,000).
 */
const WORK_LIMIT = 400_000;

interface Inst {
  readonly op: number;
  readonly out: number;
  readonly arg: number;
  readonly runes: ArrayLike<number>;
  matchRune(r: number): boolean;
}
interface Program {
  readonly inst: readonly Inst[];
  readonly start: number;
}

class Undecided extends Error {}

/** A compiled RE2 pattern (re2js's RE2JS), or undefined when RE2 rejects the pattern. */
export type Re2Compiler = (pattern: string) => object | undefined;

const compileHere: Re2Compiler = (pattern) => {
  const { RE2JS } = re2js();
  try {
    return RE2JS.compile(pattern);
  } catch {
    return undefined;
  }
};

/**
 * True when every string `base` matches somewhere, `head` matches too (so changing `base` into
 * `head` rejects nothing that was valid); false when some string is matched by `base` only;
 * undefined when it cannot be decided here (a pattern RE2 rejects, or one outside the model).
 * `compile` lets a review reuse the patterns it compiled already (RE2 compiles `\\p{L}` slowly).
 * `within`: only the strings this pattern matches too count (what a Go type decodes at all).
 */
export function patternAdmitsAllOf(
  base: string,
  head: string,
  compile: Re2Compiler = compileHere,
  within?: string,
): boolean | undefined {
  if (base === head || hasBaseAsAlternative(base, head)) return true;
  const b = program(compile(base));
  const h = program(compile(head));
  const w = within === undefined ? undefined : program(compile(within));
  if (!b || !h || (within !== undefined && !w)) return undefined;
  try {
    return !findOnlyBaseMatches(b, h, w);
  } catch (error) {
    if (error instanceof Undecided) return undefined;
    throw error;
  }
}

function program(compiled: object | undefined): Program | undefined {
  const prog = (compiled as { re2Input?: { prog?: Program } } | undefined)?.re2Input?.prog;
  if (!prog || !Array.isArray(prog.inst)) return undefined;
  for (const inst of prog.inst) {
    if (inst.op === OP.EMPTY_WIDTH && (inst.arg & ~(BEGIN_TEXT | END_TEXT)) !== 0) return undefined;
    if (inst.op > OP.RUNE_ANY_NOT_NL) return undefined; // lookbehind instructions: not Go's syntax
  }
  return prog;
}

/** An instruction of the program; a program that points outside itself is not walked. */
function instAt(prog: Program, pc: number): Inst {
  const inst = prog.inst[pc];
  if (inst === undefined) throw new Undecided();
  return inst;
}

/** Instructions visited so far, across both programs. */
interface Budget {
  work: number;
}

/**
 * A state of one program after some input: the threads waiting on a rune or on the end of the
 * text, or MATCHED once a thread matched (a match anywhere matches the whole value, whatever
 * follows).
 */
type State = { readonly pcs: readonly number[]; readonly atBegin: boolean; readonly key: string } | 'matched';

/** Follows the empty moves from `pcs`, keeping the threads that wait on a rune or on the end. */
function closure(prog: Program, pcs: readonly number[], atBegin: boolean, budget: Budget): State {
  budget.work += prog.inst.length >> 4; // the marks, and the key below
  if (budget.work > WORK_LIMIT) throw new Undecided();
  const seen = new Uint8Array(prog.inst.length);
  const kept: number[] = [];
  const stack = [...pcs];
  while (stack.length > 0) {
    const pc = stack.pop() as number;
    if (seen[pc] === 1) continue;
    seen[pc] = 1;
    budget.work++;
    const inst = instAt(prog, pc);
    switch (inst.op) {
      case OP.MATCH:
        return 'matched';
      case OP.FAIL:
        break;
      case OP.ALT:
      case OP.ALT_MATCH:
        stack.push(inst.arg, inst.out);
        break;
      case OP.CAPTURE:
      case OP.NOP:
        stack.push(inst.out);
        break;
      case OP.EMPTY_WIDTH:
        if ((inst.arg & BEGIN_TEXT) !== 0 && !atBegin) break;
        if ((inst.arg & END_TEXT) !== 0)
          kept.push(pc); // holds only where the text ends
        else stack.push(inst.out);
        break;
      default:
        kept.push(pc);
    }
  }
  kept.sort((x, y) => x - y);
  return { pcs: kept, atBegin, key: `${atBegin ? 'B' : ''}${kept.join(',')}` };
}

/** Whether the text may end in `state` with a match. */
function acceptsAtEnd(prog: Program, state: State): boolean {
  if (state === 'matched') return true;
  const stack: number[] = [];
  for (const pc of state.pcs) if (instAt(prog, pc).op === OP.EMPTY_WIDTH) stack.push(instAt(prog, pc).out);
  const seen = new Set<number>();
  while (stack.length > 0) {
    const pc = stack.pop() as number;
    if (seen.has(pc)) continue;
    seen.add(pc);
    const inst = instAt(prog, pc);
    if (inst.op === OP.MATCH) return true;
    if (inst.op === OP.ALT || inst.op === OP.ALT_MATCH) stack.push(inst.arg, inst.out);
    else if (inst.op === OP.CAPTURE || inst.op === OP.NOP) stack.push(inst.out);
    else if (inst.op === OP.EMPTY_WIDTH && ((inst.arg & BEGIN_TEXT) === 0 || state.atBegin)) stack.push(inst.out);
  }
  return false;
}

function consumes(inst: Inst, rune: number): boolean {
  switch (inst.op) {
    case OP.RUNE_ANY:
      return true;
    case OP.RUNE_ANY_NOT_NL:
      return rune !== 0x0a;
    case OP.RUNE1:
      return inst.runes[0] === rune;
    case OP.RUNE:
      return inst.matchRune(rune);
    default:
      return false;
  }
}

/** The state after one more rune; a new thread starts at every position (an unanchored search). */
function step(prog: Program, state: State, rune: number, budget: Budget): State {
  if (state === 'matched') return state;
  const next: number[] = [];
  for (const pc of state.pcs) if (consumes(instAt(prog, pc), rune)) next.push(instAt(prog, pc).out);
  next.push(prog.start);
  return closure(prog, next, false, budget);
}

/**
 * One rune from each class of runes that no instruction of either program tells apart. The
 * boundaries of every range cut the runes into intervals; intervals that every instruction treats
 * alike (the gaps between the hundreds of ranges of `\\p{L}`) are one class.
 */
function runeClasses(progs: readonly Program[]): number[] {
  const cuts = new Set<number>([0]);
  const cut = (r: number): void => {
    if (r <= MAX_RUNE) cuts.add(r);
  };
  const matchers = new Map<string, Inst>();
  for (const prog of progs) {
    for (const inst of prog.inst) {
      if (inst.op < OP.RUNE) continue;
      // RUNE holds [lo, hi] pairs; RUNE1 one rune, that is [r, r]; a newline bounds RUNE_ANY_NOT_NL.
      const runes =
        inst.op === OP.RUNE_ANY_NOT_NL
          ? [0x0a, 0x0a]
          : inst.op === OP.RUNE1
            ? [inst.runes[0] ?? 0, inst.runes[0] ?? 0]
            : Array.from(inst.runes);
      // A folded literal matches every rune of its case class: each is a class of its own.
      const folded = inst.op === OP.RUNE && runes.length === 1 && (inst.arg & FOLD_CASE) !== 0;
      for (const r of folded ? caseVariants(runes[0] ?? 0) : []) {
        cut(r);
        cut(r + 1);
      }
      for (let i = 0; i + 1 < runes.length; i += 2) {
        cut(runes[i] ?? 0);
        cut((runes[i + 1] ?? 0) + 1);
      }
      matchers.set(`${inst.op}:${runes.join(',')}`, inst);
    }
  }
  const byBehaviour = new Map<string, number>();
  const sorted = [...cuts].sort((x, y) => x - y);
  sorted.forEach((rune, i) => {
    let behaviour = '';
    for (const inst of matchers.values()) behaviour += consumes(inst, rune) ? '1' : '0';
    // Each rune of a class does alike; a printable one makes a readable example (patternWitness).
    const last = (sorted[i + 1] ?? MAX_RUNE + 1) - 1;
    const printable = Math.max(rune, 0x20) <= Math.min(last, 0x7e) ? Math.max(rune, 0x20) : undefined;
    const kept = byBehaviour.get(behaviour);
    if (kept === undefined) byBehaviour.set(behaviour, printable ?? rune);
    else if (printable !== undefined && (kept < 0x20 || kept > 0x7e)) byBehaviour.set(behaviour, printable);
  });
  return [...byBehaviour.values()];
}

const key = (s: State) => (s === 'matched' ? 'M' : s.key);

/**
 * Whether some input is matched by `base` (and by `within`, when given) and not by `head`: breadth
 * first over the tuples of states.
 */
function findOnlyBaseMatches(base: Program, head: Program, within?: Program): boolean {
  return onlyBaseMatch(base, head, within) !== undefined;
}

/**
 * The shortest input (its runes) matched by `base` (and by `within`, when given) and not by
 * `head`, or undefined when there is none: breadth first over the tuples of states.
 */
function onlyBaseMatch(base: Program, head: Program, within?: Program): number[] | undefined {
  const progs = within === undefined ? [base, head] : [base, head, within];
  const classes = runeClasses(progs);
  const budget: Budget = { work: 0 };
  const first = progs.map((p) => closure(p, [p.start], true, budget));
  // Each tuple reached, with the tuple it was reached from and the rune that reached it.
  const queue: { readonly states: State[]; readonly from: number; readonly rune: number }[] = [
    { states: first, from: -1, rune: 0 },
  ];
  const seen = new Set<string>([first.map(key).join('|')]);
  for (let at = 0; at < queue.length; at++) {
    const { states } = queue[at] as (typeof queue)[number];
    const [b, h, w] = states as [State, State, State | undefined];
    if (h === 'matched') continue; // head matches every continuation
    if (acceptsAtEnd(base, b) && !acceptsAtEnd(head, h) && (within === undefined || acceptsAtEnd(within, w as State))) {
      const runes: number[] = [];
      for (let i = at; i > 0; i = (queue[i] as (typeof queue)[number]).from)
        runes.unshift((queue[i] as (typeof queue)[number]).rune);
      return runes;
    }
    for (const rune of classes) {
      const next = states.map((state, i) => step(progs[i] as Program, state, rune, budget));
      const k = next.map(key).join('|');
      if (!seen.has(k)) {
        seen.add(k);
        queue.push({ states: next, from: at, rune });
      }
    }
  }
  return undefined;
}

/**
 * A value `base` matches and `head` does not, the shortest one: what a finding on a pattern's
 * change can show (volsync's cron pattern refused two spaces between fields, and nothing else).
 * Undefined where `head` matches all `base` does, or where it cannot be decided here.
 */
export function patternWitness(base: string, head: string, compile: Re2Compiler = compileHere): string | undefined {
  if (base === head || hasBaseAsAlternative(base, head)) return undefined;
  const b = program(compile(base));
  const h = program(compile(head));
  if (!b || !h) return undefined;
  try {
    const runes = onlyBaseMatch(b, h);
    return runes && String.fromCodePoint(...runes);
  } catch (error) {
    if (error instanceof Undecided) return undefined;
    throw error;
  }
}
