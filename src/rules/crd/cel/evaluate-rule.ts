import type { ASTNode, Environment } from '@marcbachmann/cel-js';
import type { CacheKey } from '../../../engine/review-cache.js';
import { kubernetesEnvironment } from './kubernetes-library.js';
import { withoutLeadingDots } from './leading-dot.js';
import { CEL_MACROS } from './macros.js';

// Evaluating x-kubernetes-validations expressions on a value, for SCHEMA-DEF-007 (a default must
// satisfy the rules of its node and below). The library is not cel-go, so an expression is
// evaluated only inside a subset whose meaning is the same in both: literals (no bytes, no
// unsigned ints), field selection, has(), size(), comparisons, logic, arithmetic, `in`,
// indexing, list and map literals, the one-variable macros, startsWith/endsWith/contains on
// strings, and optional values (`.?`, `[?]`, hasValue, value, orValue, or, optional.of/none).
// Anything else (regular expressions, conversions, timestamps, Kubernetes library functions,
// whose handlers in kubernetes-library.ts throw) is "uncertain", and so is an evaluation error:
// only a certain true or false counts. The environment is the compiler's (kubernetes-library.ts)
// with `self` and `oldSelf` dynamic: the values carry their own CEL types (int as bigint, double
// as number), as the apiserver's conversion gives them (defaults/validate-default-cel.ts).
//
// Where the two still differ on values the subset admits, the caller decides from the facts this
// module reports about an expression (ExpressionInfo): the order in which a map is iterated
// (random in Go: `map`/`filter` over a map), the equality and `+` of set and map lists (order-
// insensitive, merging), string ordering beyond the Basic Multilingual Plane (UTF-8 bytes in Go,
// UTF-16 units here), and property names that CEL spells escaped.

export type Evaluation = 'true' | 'false' | 'uncertain';

/** What the caller needs to know about an expression in the subset. */
export interface ExpressionInfo {
  readonly usesOldSelf: boolean;
  /** `map` or `filter` macros: a list whose order follows iteration (random over Go maps). */
  readonly listMacros: boolean;
  /** `==`, `!=`, `in` or `+`: set and map lists compare and add differently in the apiserver. */
  readonly equalityOrAdd: boolean;
  /** `<`, `<=`, `>`, `>=`: strings compare by UTF-8 bytes in Go. */
  readonly ordering: boolean;
  /** Indexing or `in`: a property name can be looked up unescaped in the apiserver. */
  readonly lookup: boolean;
  /** A string literal with a character at or above U+D800 (surrogates, private use, specials). */
  readonly highLiteral: boolean;
  /** Nodes of the expression and the deepest nesting of macros (for a bound on its cost). */
  readonly nodes: number;
  readonly macroDepth: number;
}

/** The variables: `oldSelf` absent when unbound; an optional one is made with optionalOf/optionalNone. */
export interface Activation {
  readonly self: unknown;
  readonly oldSelf?: unknown;
}

/** Operators whose meaning in the cel-js library is cel-go's (cr/cel's runtime uses the same list). */
export const CEL_GO_OPERATORS: ReadonlySet<string> = new Set([
  '?:',
  '||',
  '&&',
  '!_',
  '-_',
  'in',
  '[]',
  '[?]',
  'list',
  'map',
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  '+',
  '-',
  '*',
  '/',
  '%',
  '.',
  '.?',
]);
const CALLS: ReadonlySet<string> = new Set(['size', 'has']);
const METHODS: ReadonlySet<string> = new Set([
  ...CEL_MACROS,
  'size',
  'startsWith',
  'endsWith',
  'contains',
  'hasValue',
  'value',
  'orValue',
  'or',
]);
/** `optional.of(x)` and `optional.none()`: receiver calls on the `optional` namespace. */
const OPTIONAL_FUNCTIONS: ReadonlySet<string> = new Set(['of', 'none']);

/** One environment for the review: expressions are parsed and classified once each. */
export class RuleEvaluator {
  // Built on first use: most reviews evaluate no default against a CEL rule, and the environment
  // costs a one-file review's start (issue 17 item 4).
  private environment: Environment | undefined;
  private get env(): Environment {
    return (this.environment ??= kubernetesEnvironment()
      .registerVariable('self', 'dyn')
      .registerVariable('oldSelf', 'dyn'));
  }
  private readonly infos = new Map<string, ExpressionInfo | null>();
  /** The parse of each expression in the subset, evaluated as often as there are defaults to check. */
  private readonly programs = new Map<string, ReturnType<Environment['parse']>>();
  private noneValue: unknown;
  private get none(): unknown {
    return (this.noneValue ??= this.env.evaluate('optional.none()'));
  }

  /** The facts about `expression`, or undefined when it is outside the subset (or does not parse). */
  info(expression: string): ExpressionInfo | undefined {
    let known = this.infos.get(expression);
    if (known === undefined) {
      try {
        const program = this.env.parse(withoutLeadingDots(expression));
        known = classify(program.ast) ?? null;
        if (known) this.programs.set(expression, program);
      } catch {
        known = null;
      }
      this.infos.set(expression, known);
    }
    return known ?? undefined;
  }

  /** A rule: certain true or false, else uncertain. */
  evaluate(rule: string, activation: Activation): Evaluation {
    const result = this.run(rule, activation);
    return result === true ? 'true' : result === false ? 'false' : 'uncertain';
  }

  /** A messageExpression: its string result, or undefined when not certain. */
  message(expression: string, activation: Activation): string | undefined {
    const result = this.run(expression, activation);
    return typeof result === 'string' ? result : undefined;
  }

  /** cel-go's optional.of(v) and optional.none() as the library represents them. */
  optionalOf(value: unknown): unknown {
    const ctor = (this.none as { constructor: { of(v: unknown): unknown } }).constructor;
    return ctor.of(value);
  }

  optionalNone(): unknown {
    return this.none;
  }

  private run(expression: string, activation: Activation): unknown {
    const info = this.info(expression);
    const program = this.programs.get(expression);
    if (!info || !program) return undefined;
    if (usesOldSelfUnbound(info, activation)) return undefined;
    try {
      return program(
        activation.oldSelf === undefined
          ? { self: activation.self }
          : { self: activation.self, oldSelf: activation.oldSelf },
      );
    } catch {
      return undefined;
    }
  }
}

function usesOldSelfUnbound(info: ExpressionInfo | null | undefined, activation: Activation): boolean {
  return info?.usesOldSelf === true && activation.oldSelf === undefined;
}

function classify(root: ASTNode): ExpressionInfo | undefined {
  const facts = {
    usesOldSelf: false,
    listMacros: false,
    equalityOrAdd: false,
    ordering: false,
    lookup: false,
    highLiteral: false,
    nodes: 0,
    macroDepth: 0,
  };
  const stack: { n: unknown; depth: number }[] = [{ n: root, depth: 0 }];
  while (stack.length > 0) {
    const { n, depth } = stack.pop() as { n: unknown; depth: number };
    if (Array.isArray(n)) {
      for (const c of n as unknown[]) stack.push({ n: c, depth });
      continue;
    }
    if (typeof n !== 'object' || n === null || !('op' in n)) continue;
    facts.nodes++;
    facts.macroDepth = Math.max(facts.macroDepth, depth);
    const { op, args } = n as ASTNode;
    switch (op) {
      case 'id':
        if (args === 'oldSelf') facts.usesOldSelf = true;
        continue;
      case 'value':
        // Strings, bools, null, ints and doubles; not bytes or unsigned ints, whose types differ.
        if (typeof args === 'string') {
          if (/[\uD800-\uFFFF]/.test(args)) facts.highLiteral = true;
        } else if (!(
          typeof args === 'boolean' ||
          typeof args === 'bigint' ||
          typeof args === 'number' ||
          args === null
        ))
          return undefined;
        continue;
      case 'call': {
        const [name, callArgs] = args as unknown as [string, unknown];
        if (!CALLS.has(name)) return undefined;
        stack.push({ n: callArgs, depth });
        continue;
      }
      case 'rcall': {
        const [name, receiver, callArgs] = args as unknown as [string, ASTNode, unknown];
        const onOptional = receiver.op === 'id' && receiver.args === 'optional';
        if (onOptional ? !OPTIONAL_FUNCTIONS.has(name) : !METHODS.has(name)) return undefined;
        if (name === 'map' || name === 'filter') facts.listMacros = true;
        if (!onOptional) stack.push({ n: receiver, depth });
        stack.push({ n: callArgs, depth: CEL_MACROS.has(name) ? depth + 1 : depth });
        continue;
      }
      default:
        if (!CEL_GO_OPERATORS.has(op)) return undefined;
        if (op === '==' || op === '!=' || op === 'in' || op === '+') facts.equalityOrAdd = true;
        if (op === '<' || op === '<=' || op === '>' || op === '>=') facts.ordering = true;
        if (op === '[]' || op === '[?]' || op === 'in') facts.lookup = true;
        stack.push({ n: args, depth });
    }
  }
  return facts;
}

/**
 * An upper bound on cel-go's runtime cost of one evaluation. A range holds at most `range`
 * members (the JSON nodes of the value, or the expression's nodes for a literal list), so each
 * node runs at most range^depth times, where depth is the nesting of macros; one run of a node
 * costs at most 1 + a tenth of the bytes of the strings it compares (cel-go's factor for string
 * functions) + the members of a list it scans or copies. Times four, for the nodes a macro
 * expands into. `elements` counts the JSON nodes of the value, `bytes` its string bytes.
 */
export function costBound(info: ExpressionInfo, elements: number, bytes: number): number {
  const range = Math.max(elements, info.nodes);
  return 4 * info.nodes * range ** info.macroDepth * (1 + Math.ceil(bytes / 10) + range);
}

/** The review's evaluator (parses and classifications are kept per expression). */
export const RULE_EVALUATOR: CacheKey<RuleEvaluator> = {
  name: 'CEL rule evaluator',
  create: () => new RuleEvaluator(),
};
