import type { ASTNode, Environment } from '@marcbachmann/cel-js';
import { celJs } from '../../../engine/lazy-packages.js';
import type { CacheKey } from '../../../engine/review-cache.js';
import { CEL_GO_OPERATORS } from '../../crd/cel/evaluate-rule.js';
import { skipBlank } from '../../crd/cel/skip-blank.js';
import { CelGoError, NotEvaluable } from './cel-go-error.js';
import { withFirstLogicalError } from './logical-errors.js';
import type { CelValueHazards } from './cel-value.js';
import { runtimeName } from './library/library-function.js';
import { RegexCache } from './library/regex-library.js';
import { libraryKey, runtimeLibrary, type RuntimeLibrary } from './runtime-environment.js';
import {
  containerShape,
  EMPTY_SCOPE,
  itemOf,
  operandShape,
  riskyComparison,
  riskyIteration,
  riskyLookup,
  riskySize,
  sizedShape,
  withVariable,
  type Comparison,
  type OperandShape,
  type Scope,
} from './operand-shapes.js';
import type { SchemaNode } from '../../crd/schema/schema-node.js';
import { withoutLeadingDots } from '../../crd/cel/leading-dot.js';
import { CEL_MACROS } from '../../crd/cel/macros.js';
import { chainOf } from '../../compat/cel-ast.js';

// CR-CEL-006/007/009 (spec/cr-validation.md §8): one expression made ready to run, and one run.
//
// An expression is parsed once, and walked once to learn (ExpressionFacts) whether everything it
// calls is implemented the way cel-go implements it: the library's operators, macros, optionals
// and a few standard functions, plus the functions of library/, to which its calls are rewritten
// (runtime-environment.ts). A call of anything else makes the expression "not evaluated", with
// the function's name as the reason. What the expression does that could meet a value on which
// the two runtimes disagree is kept as facts, checked against the value's hazards
// (cel-value.ts) on each run.
//
// A run gives a value, a runtime error with cel-go's text (CR-CEL-006), or "not evaluated": an
// error whose cel-go text is not known here, or a hazard.

export interface ExpressionFacts {
  readonly usesOldSelf: boolean;
  /** A library function compares values (indexOf, sets.*, min...). */
  readonly opaqueEquality: boolean;
  /**
   * `<`, `<=`, `>`, `>=` of operands that may be strings (strings compare by UTF-8 bytes in Go), or
   * a library function that orders values. `size(self.name) <= 63` orders integers.
   */
  readonly ordering: boolean;
  /** A select of a field named `metadata`. */
  readonly readsMetadata: boolean;
  /** What `size()` is taken of: an object's count of fields includes those CEL does not see. */
  readonly sized: readonly OperandShape[];
  /** A string literal outside ASCII. */
  readonly nonAsciiLiteral: boolean;
  /** For the cost bound (cost-bound.ts). */
  readonly nodes: number;
  readonly macroDepth: number;
  /** `matches`, `find`, `findAll`: regex cost factors. */
  readonly regex: boolean;
  /**
   * The longest regular expression those calls are given, in bytes, where each is a string
   * literal; Infinity where one is not (a pattern read from the value may be as long as its strings).
   */
  readonly longestRegex: number;
  /** Longest string literal, in bytes. */
  readonly longestLiteral: number;
  /** Items of the longest list literal (a macro may range over it). */
  readonly longestListLiteral: number;
  /** split() or findAll(): lists as long as a string. */
  readonly splits: boolean;
  /** Calls of library functions that walk lists (isSorted, sum, indexOf, sets.*, join...). */
  readonly listFunctions: number;
  /** The containers indexed or searched with `in` (operand-shapes.ts). */
  readonly lookups: readonly OperandShape[];
  /** The ranges of map() and filter(). */
  readonly iterated: readonly OperandShape[];
  /** Each `==`/`!=`, `in` and `+`, with what is known of its operands (operand-shapes.ts). */
  readonly comparisons: readonly Comparison[];
  /**
   * Each select chain from `self` or `oldSelf` (or a macro variable bound to one), as far as it
   * goes: the values the expression can read, so that a hazard elsewhere in the object does not
   * count (reached-hazards.ts). A bare `self`, or a chain a macro ranges over, reaches all below it.
   */
  readonly reached: readonly OperandShape[];
}

export type Prepared =
  | { readonly kind: 'ready'; readonly facts: ExpressionFacts; readonly program: ReturnType<Environment['parse']> }
  /** `facts` when the expression parsed (its cost is still bounded: cel-go runs it). */
  | {
      readonly kind: 'not evaluated';
      readonly reason: string;
      readonly usesOldSelf: boolean;
      readonly facts?: ExpressionFacts;
    };

export type RunResult =
  | { readonly kind: 'value'; readonly value: unknown }
  | { readonly kind: 'error'; readonly text: string }
  | { readonly kind: 'not evaluated'; readonly reason: string };

/** Standard global functions the library implements as cel-go does (for the types a schema gives). */
const STANDARD_CALLS: ReadonlySet<string> = new Set(['size', 'has', 'dyn', 'type']);
/** Standard member functions likewise. */
const STANDARD_METHODS: ReadonlySet<string> = new Set([
  'size',
  'startsWith',
  'endsWith',
  'contains',
  'hasValue',
  'value',
  'orValue',
  'or',
]);
const OPTIONAL_FUNCTIONS: ReadonlySet<string> = new Set(['of', 'none']);
/** Namespaces of namespaced functions: an identifier with these names calling a function is not a variable. */
const NAMESPACES: ReadonlySet<string> = new Set(['format', 'sets', 'lists', 'strings', 'ip', 'optional']);
/** Library functions that compare values (equality hazards). */
const COMPARING: ReadonlySet<string> = new Set([
  'indexOf',
  'lastIndexOf',
  'sets.contains',
  'sets.equivalent',
  'sets.intersects',
  'isSorted',
  'min',
  'max',
  'sort',
  'distinct',
]);
const REGEX: ReadonlySet<string> = new Set(['matches', 'find', 'findAll']);
/** Scalar types with cel-go's Comparer trait, as the library names them. */
const COMPARERS: ReadonlySet<string> = new Set(['int', 'double', 'string', 'bool', 'bytes']);

export class CelRuntime {
  private readonly libraries: [RuntimeLibrary | undefined, RuntimeLibrary | undefined] = [undefined, undefined];
  private readonly regexes = new RegexCache();
  private readonly prepared = [new Map<string, Prepared>(), new Map<string, Prepared>()] as const;

  /** The library, with oldSelf an optional where the rule sets optionalOldSelf (runtimeLibrary). */
  private libraryFor(optionalOldSelf: boolean): RuntimeLibrary {
    const i = optionalOldSelf ? 1 : 0;
    return (this.libraries[i] ??= runtimeLibrary(this.regexes, optionalOldSelf));
  }

  prepare(expression: string, optionalOldSelf = false): Prepared {
    const prepared = this.prepared[optionalOldSelf ? 1 : 0];
    let known = prepared.get(expression);
    if (!known) {
      known = this.prepareNew(expression, optionalOldSelf);
      prepared.set(expression, known);
    }
    return known;
  }

  private prepareNew(expression: string, optionalOldSelf: boolean): Prepared {
    const library = this.libraryFor(optionalOldSelf);
    const env = library.env;
    const text = withoutLeadingDots(expression);
    let ast: ASTNode;
    try {
      ast = env.parse(text).ast;
    } catch {
      return {
        kind: 'not evaluated',
        reason: 'the expression does not parse in the CEL library used here',
        usesOldSelf: /\boldSelf\b/.test(expression),
      };
    }
    const walked = walk(ast, text, library);
    if (walked.unsupported !== undefined)
      return {
        kind: 'not evaluated',
        reason: walked.unsupported,
        usesOldSelf: walked.facts.usesOldSelf,
        facts: walked.facts,
      };
    try {
      const program = env.parse(walked.text);
      withFirstLogicalError(program.ast);
      return { kind: 'ready', facts: walked.facts, program };
    } catch {
      return {
        kind: 'not evaluated',
        reason: 'the rewritten expression does not parse',
        usesOldSelf: walked.facts.usesOldSelf,
      };
    }
  }

  run(
    prepared: Prepared & { kind: 'ready' },
    self: unknown,
    oldSelf: { readonly value: unknown } | 'none' | undefined,
  ): RunResult {
    const activation: Record<string, unknown> = { self };
    if (oldSelf === 'none') activation.oldSelf = celJs().Optional.none();
    else if (oldSelf !== undefined) activation.oldSelf = oldSelf.value;
    try {
      return { kind: 'value', value: prepared.program(activation) };
    } catch (error) {
      return mapError(error);
    }
  }

  /** `optional.of(v)`, for optionalOldSelf rules. */
  optionalOf(value: unknown): { readonly value: unknown } {
    return { value: celJs().Optional.of(value) };
  }
}

export const CEL_RUNTIME: CacheKey<CelRuntime> = { name: 'CEL runtime (cr/)', create: () => new CelRuntime() };

/**
 * Whether the facts meet a hazard of the value: then the result is not certain, and this says why.
 * `selfEqualsOldSelfAgrees`: whether `self == oldSelf` gives the same in both runtimes for the values
 * at hand (validate-cel.ts compares them as cel-go does), and with `unchanged`, whether it is true in
 * both; such a comparison (or one of a field of both, then) is not risky.
 */
export function hazardReason(
  facts: ExpressionFacts,
  h: CelValueHazards,
  node: SchemaNode,
  isResourceRoot: boolean,
  selfEqualsOldSelfAgrees: (unchanged: boolean) => boolean = () => false,
): string | undefined {
  if (h.unrepresentable || h.setOrMapList || h.anySetOrMapList || h.trimmedMetadata || h.hiddenFields) {
    // The same field of self and oldSelf compares alike in both runtimes where the value did not
    // change at all (Kong's DataPlane rule `self.spec != oldSelf.spec && …` on an unchanged sample).
    const risky = facts.comparisons.find(
      (c) =>
        riskyComparison(c, node, isResourceRoot, h) &&
        !(c.selfWithOldSelf && selfEqualsOldSelfAgrees(false)) &&
        !(c.samePathOfSelfAndOldSelf && selfEqualsOldSelfAgrees(true)),
    );
    if (risky)
      return risky.op === 'add'
        ? 'lists of type set or map merge on + in the apiserver'
        : 'a comparison whose operands may hold lists of type set or map, strings CEL gets as timestamps or durations, or fields CEL does not see, which compare differently in the apiserver';
    if (facts.opaqueEquality && (h.unrepresentable || h.setOrMapList))
      return 'a library function compares values that are lists of type set or map, or timestamps or durations in the apiserver';
  }
  if (h.multiEntryMap && facts.iterated.some((r) => riskyIteration(r, node, isResourceRoot)))
    return 'map() or filter() over a map follows Go’s random iteration order';
  if ((h.nonAscii || facts.nonAsciiLiteral) && facts.ordering)
    return 'strings outside ASCII order by UTF-8 bytes in Go';
  if (h.escapedName && facts.lookups.some((c) => riskyLookup(c, node, isResourceRoot)))
    return 'a property name CEL escapes is looked up';
  if ((h.trimmedMetadata || h.hiddenFields) && facts.sized.some((o) => riskySize(o, node, isResourceRoot)))
    return 'an object has fields CEL does not see (metadata of a resource root, or fields kept by x-kubernetes-preserve-unknown-fields), which size() counts in the apiserver';
  if (h.generatedName && facts.readsMetadata)
    return 'the object is named by generateName: the apiserver generates metadata.name before validating';
  if (h.inexactNumber)
    return 'an integer beyond 2^53, or -2^63 (whose division by -1 overflows in cel-go only), is not handled exactly here';
  return undefined;
}

interface Walked {
  readonly text: string;
  readonly facts: ExpressionFacts;
  /** Why the expression is not evaluated: the first thing it uses that the runtime does not implement. */
  readonly unsupported?: string;
}

function walk(root: ASTNode, expression: string, library: RuntimeLibrary): Walked {
  const comparisons: Comparison[] = [];
  const lookups: OperandShape[] = [];
  const iterated: OperandShape[] = [];
  const reached: OperandShape[] = [];
  const sized: OperandShape[] = [];
  const facts = {
    readsMetadata: false,
    comparisons,
    reached,
    lookups,
    iterated,
    longestListLiteral: 0,
    splits: false,
    listFunctions: 0,
    opaqueEquality: false,
    usesOldSelf: false,
    ordering: false,
    sized,
    nonAsciiLiteral: false,
    nodes: 0,
    macroDepth: 0,
    regex: false,
    longestRegex: 0,
    longestLiteral: 0,
  };
  const edits: { start: number; end: number; text: string }[] = [];
  let unsupported: string | undefined;
  interface Item {
    readonly node: ASTNode;
    readonly depth: number;
    /** Macro variables bound to the items of a known operand (operand-shapes.ts). */
    readonly scope: Scope;
    /** The receiver of a select or index: part of a longer chain, which notes what it reaches. */
    readonly inChain?: boolean;
  }
  const stack: Item[] = [{ node: root, depth: 0, scope: EMPTY_SCOPE }];
  const pushAll = (v: unknown, depth: number, scope: Scope): void => {
    if (Array.isArray(v)) for (const x of v as unknown[]) pushAll(x, depth, scope);
    else if (isNode(v)) stack.push({ node: v, depth, scope });
  };
  // The whole expression is walked even past something unsupported: its facts bound its cost.
  const unsupportedCall = (what: string): void => {
    unsupported ??= what;
    facts.listFunctions++; // an unknown function's cost: as much as a list function's
  };
  while (stack.length > 0) {
    const { node, depth, scope, inChain } = stack.pop() as Item;
    facts.nodes++;
    facts.macroDepth = Math.max(facts.macroDepth, depth);
    if (!inChain && CHAIN_OPERATORS.has(node.op)) {
      const shape = operandShape(node, scope);
      if (shape.kind === 'chain') reached.push(shape);
    }
    switch (node.op) {
      case 'id':
        if (node.args === 'oldSelf') facts.usesOldSelf = true;
        continue;
      case 'value': {
        const v = node.args;
        if (typeof v === 'string') {
          if (!/^[\x00-\x7f]*$/.test(v)) facts.nonAsciiLiteral = true;
          facts.longestLiteral = Math.max(facts.longestLiteral, Buffer.byteLength(v, 'utf8'));
        } else if (!(typeof v === 'boolean' || typeof v === 'bigint' || typeof v === 'number' || v === null))
          unsupported ??= 'bytes or unsigned int literals';
        // MinInt64 / -1 overflows in cel-go, not in the library.
        else if (v === -(2n ** 63n)) unsupported ??= 'the literal -9223372036854775808';
        continue;
      }
      case 'call': {
        const [name, args] = node.args as [string, ASTNode[]];
        if (name === 'size' && args[0]) sized.push(sizedShape(args[0], scope));
        if (name === 'has') {
          const arg = args[0];
          // The library's has() takes a select chain on an identifier only; cel-go any select:
          // `has(e.f)` is `e.?f.hasValue()` (both test presence, both fail where e does).
          if (arg && (arg.op === '.' || arg.op === '.?') && !selectsIdentifier(arg)) {
            const [receiver, field] = arg.args as [ASTNode, string];
            edits.push(
              { start: node.range.start, end: arg.range.start, text: '(' },
              { start: receiver.range.end, end: node.range.end, text: `).?${field}.hasValue()` },
            );
            stack.push({ node: receiver, depth, scope });
            continue;
          }
        }
        if (STANDARD_CALLS.has(name)) {
          pushAll(args, depth, scope);
          continue;
        }
        const f = library.functions.get(libraryKey(name));
        if (!f) {
          unsupportedCall(`${name}()`);
          pushAll(args, depth, scope);
          continue;
        }
        noteLibraryCall(name, facts);
        if (REGEX.has(name)) noteRegex(args[1], facts);
        edits.push({ start: node.range.start, end: node.range.start + name.length, text: runtimeName(name) });
        pushAll(args, depth, scope);
        continue;
      }
      case 'rcall': {
        const [name, receiver, args] = node.args as [string, ASTNode, ASTNode[]];
        const namespace =
          receiver.op === 'id' &&
          typeof receiver.args === 'string' &&
          NAMESPACES.has(receiver.args) &&
          !scope.has(receiver.args)
            ? receiver.args
            : undefined;
        if (namespace === 'optional') {
          if (!OPTIONAL_FUNCTIONS.has(name)) unsupportedCall(`optional.${name}()`);
          pushAll(args, depth, scope);
          continue;
        }
        if (namespace) {
          const f = library.functions.get(libraryKey(name, namespace));
          if (!f) {
            unsupportedCall(`${namespace}.${name}()`);
            pushAll(args, depth, scope);
            continue;
          }
          noteLibraryCall(`${namespace}.${name}`, facts);
          if (namespace === 'lists' && name === 'range')
            facts.longestListLiteral = Math.max(facts.longestListLiteral, 1000);
          // `format.dns1123Label(` becomes `k8s_format_dns1123Label(`: a global call.
          edits.push({
            start: receiver.range.start,
            end: nameEnd(expression, receiver, name),
            text: runtimeName(name, namespace),
          });
          pushAll(args, depth, scope);
          continue;
        }
        if (CEL_MACROS.has(name)) {
          // Two-variable forms (`all(k, v, ...)`) are cel-go's 1.32 extension, not the library's.
          if ((name === 'all' || name === 'exists' || name === 'exists_one') && args.length !== 2)
            unsupportedCall(`${name}() with ${args.length} arguments`);
          const range = containerShape(receiver, scope);
          // A list in iteration order: random over Go maps.
          if (name === 'map' || name === 'filter') iterated.push(range);
          const variable = args[0];
          const inner =
            variable && variable.op === 'id' && typeof variable.args === 'string'
              ? withVariable(scope, variable.args, itemOf(range))
              : scope;
          stack.push({ node: receiver, depth, scope });
          pushAll(args, depth + 1, inner);
          continue;
        }
        if (name === 'size') sized.push(sizedShape(receiver, scope));
        if (STANDARD_METHODS.has(name) && !library.functions.has(libraryKey(name))) {
          stack.push({ node: receiver, depth, scope });
          pushAll(args, depth, scope);
          continue;
        }
        const f = library.functions.get(libraryKey(name));
        if (!f) {
          unsupportedCall(`${name}()`);
          stack.push({ node: receiver, depth, scope });
          pushAll(args, depth, scope);
          continue;
        }
        noteLibraryCall(name, facts);
        if (REGEX.has(name)) noteRegex(args[0], facts);
        const end = nameEnd(expression, receiver, name);
        edits.push({ start: end - name.length, end, text: runtimeName(name) });
        stack.push({ node: receiver, depth, scope });
        pushAll(args, depth, scope);
        continue;
      }
      default:
        if ((node.op === '.' || node.op === '.?') && (node.args as [ASTNode, string])[1] === 'metadata')
          facts.readsMetadata = true;
        if (!CEL_GO_OPERATORS.has(node.op)) {
          unsupportedCall(`the operator ${node.op}`);
          pushAll(node.args, depth, scope);
          continue;
        }
        if (node.op === '<' || node.op === '<=' || node.op === '>' || node.op === '>=') {
          const [left, right] = node.args as [ASTNode, ASTNode];
          if (!isNotString(left) && !isNotString(right)) facts.ordering = true;
        }
        if (node.op === '==' || node.op === '!=' || node.op === 'in' || node.op === '+') {
          const [left, right] = node.args as [ASTNode, ASTNode];
          // `x in list` compares x with each item: only x's shape matters.
          const operands =
            node.op === 'in' ? [operandShape(left, scope)] : [operandShape(left, scope), operandShape(right, scope)];
          comparisons.push({
            op: node.op === '+' ? 'add' : node.op === 'in' ? 'in' : 'eq',
            operands,
            selfWithOldSelf: isSelfWithOldSelf(left, right),
            samePathOfSelfAndOldSelf: isSamePathOfSelfAndOldSelf(left, right),
          });
        }
        // A property is looked up by its JSON name in the apiserver, by its CEL name here.
        if (node.op === '[]' || node.op === '[?]')
          lookups.push(containerShape((node.args as [ASTNode, ASTNode])[0], scope));
        if (node.op === 'in') lookups.push(containerShape((node.args as [ASTNode, ASTNode])[1], scope));
        if (node.op === 'list' || node.op === 'map')
          facts.longestListLiteral = Math.max(facts.longestListLiteral, (node.args as unknown[]).length);
        if (CHAIN_OPERATORS.has(node.op)) {
          // The receiver continues this chain; an index is an expression of its own.
          const [receiver, index] = node.args as [ASTNode, unknown];
          stack.push({ node: receiver, depth, scope, inChain: true });
          pushAll(index, depth, scope);
          continue;
        }
        pushAll(node.args, depth, scope);
    }
  }
  if (unsupported !== undefined)
    return { text: expression, facts, unsupported: `${unsupported} is not evaluated by this runtime` };
  edits.sort((a, b) => b.start - a.start);
  let text = expression;
  for (const e of edits) text = text.slice(0, e.start) + e.text + text.slice(e.end);
  return { text, facts };
}

/** The operators of a select chain (operand-shapes.ts follows them from `self`). */
const CHAIN_OPERATORS: ReadonlySet<string> = new Set(['id', '.', '.?', '[]', '[?]']);

/** Functions whose result is a number. */
const NUMERIC_CALLS: ReadonlySet<string> = new Set(['size', 'int', 'uint', 'double']);
/** Operators whose result is a number, a duration or a bool, never a string. */
const NOT_STRING_OPERATORS: ReadonlySet<string> = new Set([
  '-',
  '*',
  '/',
  '%',
  '-_',
  '!_',
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  '&&',
  '||',
  'in',
]);

/** An operand that is certainly not a string: an ordering with it orders no strings (nor fails alike in both runtimes). */
function isNotString(node: ASTNode): boolean {
  if (node.op === 'value') return typeof node.args !== 'string' && !(node.args instanceof Uint8Array);
  if (node.op === 'call') return NUMERIC_CALLS.has((node.args as [string, ASTNode[]])[0]);
  if (node.op === 'rcall') return (node.args as [string, ASTNode, ASTNode[]])[0] === 'size';
  return NOT_STRING_OPERATORS.has(node.op);
}

/** `self.a.b` and `oldSelf.a.b`, either order: one field's value before and after. */
function isSamePathOfSelfAndOldSelf(a: ASTNode, b: ASTNode): boolean {
  const [x, y] = [chainOf(a), chainOf(b)];
  if (!x || !y || x.length < 2 || x.slice(1).join('.') !== y.slice(1).join('.')) return false;
  return (x[0] === 'self' && y[0] === 'oldSelf') || (x[0] === 'oldSelf' && y[0] === 'self');
}

/** `self == oldSelf` (or the other way round): the comparison cel-value.ts can decide as cel-go does. */
function isSelfWithOldSelf(a: ASTNode, b: ASTNode): boolean {
  const name = (n: ASTNode): unknown => (n.op === 'id' ? n.args : undefined);
  return (name(a) === 'self' && name(b) === 'oldSelf') || (name(a) === 'oldSelf' && name(b) === 'self');
}

/** Whether a select chain ends at an identifier (what the library's has() accepts). */
function selectsIdentifier(node: ASTNode): boolean {
  let n = node;
  while (n.op === '.' || n.op === '.?') n = (n.args as [ASTNode, string])[0];
  return n.op === 'id';
}

const SPLITS: ReadonlySet<string> = new Set(['split', 'findAll']);
const LIST_FUNCTIONS: ReadonlySet<string> = new Set([
  'isSorted',
  'sum',
  'min',
  'max',
  'indexOf',
  'lastIndexOf',
  'join',
  'sets.contains',
  'sets.equivalent',
  'sets.intersects',
  'slice',
  'flatten',
  'sort',
  'distinct',
  'reverse',
  'lists.range',
]);

function noteLibraryCall(
  key: string,
  facts: { opaqueEquality: boolean; regex: boolean; ordering: boolean; splits: boolean; listFunctions: number },
): void {
  if (SPLITS.has(key)) facts.splits = true;
  if (LIST_FUNCTIONS.has(key)) facts.listFunctions++;
  // Library functions compare items whose shapes are not followed here.
  if (COMPARING.has(key)) facts.opaqueEquality = true;
  if (key === 'isSorted' || key === 'min' || key === 'max') facts.ordering = true;
  if (REGEX.has(key)) facts.regex = true;
}

/** A regular expression a regex function is given: its length when it is a string literal (cost-bound.ts). */
function noteRegex(pattern: ASTNode | undefined, facts: { longestRegex: number }): void {
  const literal = pattern?.op === 'value' && typeof pattern.args === 'string' ? pattern.args : undefined;
  facts.longestRegex = Math.max(
    facts.longestRegex,
    literal === undefined ? Infinity : Buffer.byteLength(literal, 'utf8'),
  );
}

/** The offset just past a member call's name: after the receiver, a dot and the name (blanks and comments allowed between). */
function nameEnd(expression: string, receiver: ASTNode, name: string): number {
  const dot = skipBlank(expression, receiver.range.end);
  const start = skipBlank(expression, dot + 1);
  return start + name.length;
}

function isNode(v: unknown): v is ASTNode {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && 'op' in v && 'args' in v;
}

interface ErrorLike {
  readonly name?: string;
  readonly code?: string;
  readonly summary?: string;
  readonly message?: string;
  readonly node?: unknown;
}

/** cel-go's text for a runtime error of the library, where it is known (CR-CEL-006). */
function mapError(error: unknown): RunResult {
  if (error instanceof CelGoError) return { kind: 'error', text: error.celGoText };
  if (error instanceof NotEvaluable) return { kind: 'not evaluated', reason: error.reason };
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const summary = e.summary ?? e.message ?? String(error);
  switch (e.code) {
    case 'no_such_key': {
      // `no such key: <key>` (valuesunstructured.go unstructuredMap.Get, cel-go's map Get).
      const key = /^No such key: (.*)$/s.exec(summary)?.[1];
      if (key !== undefined) return { kind: 'error', text: `no such key: ${key}` };
      break;
    }
    case 'index_out_of_bounds': {
      // cel-go indexes through attribute qualifiers (interpreter/attributes.go refQualify):
      // `index out of bounds: <i>` for every list, the object's or the expression's.
      const index = /index (-?\d+)/.exec(summary)?.[1];
      if (index !== undefined) return { kind: 'error', text: `index out of bounds: ${index}` };
      break;
    }
    case 'division_by_zero':
      return { kind: 'error', text: 'division by zero' };
    case 'modulo_by_zero':
      return { kind: 'error', text: 'modulus by zero' };
    case 'numeric_overflow':
      if (summary.startsWith('integer overflow')) return { kind: 'error', text: 'integer overflow' };
      break;
    case 'optional_value_missing':
      return { kind: 'error', text: 'optional.none() dereference' };
    case 'no_such_overload': {
      // An ordering of scalars of types that do not compare (an int-or-string value): cel-go's
      // `<`, `<=`, `>`, `>=` call the left operand's Compare, which answers a bare
      // "no such overload" (common/types: MaybeNoSuchOverloadErr) for another type.
      const m = /^no such overload: (?:dyn<)?(\w+)>? (?:<|<=|>|>=) (?:dyn<)?(\w+)>?$/.exec(summary);
      if (m && COMPARERS.has(m[1] as string) && COMPARERS.has(m[2] as string))
        return { kind: 'error', text: 'no such overload' };
      break;
    }
  }
  return {
    kind: 'not evaluated',
    reason: `the CEL library's error "${summary.split('\n')[0]}" has no known cel-go text`,
  };
}
