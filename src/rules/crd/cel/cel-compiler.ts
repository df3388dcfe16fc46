import type { ASTNode, Environment } from '@marcbachmann/cel-js';
import type { SchemaNode } from '../schema/schema-node.js';
import type { CacheKey } from '../../../engine/review-cache.js';
import { astNodes } from './ast-nodes.js';
import { selectedNames } from './selected-names.js';
import { CelTypes, type Selectable } from './cel-types.js';
import { compileExpression, type CompileOutcome, type ExpressionKind } from './compile-rule.js';
import { kubernetesEnvironment } from './kubernetes-library.js';
import { withoutLeadingDots } from './leading-dot.js';

// One per review: every expression is compiled once per type of `self` (the corpus repeats the
// same rules across versions and channels of a CRD), all in one environment. The library ties a
// variable to one type per environment, and building an environment per type of `self` cost
// most of the review's CEL time; so each (type, optionalOldSelf) gets its own pair of variable
// names, exactly as long as `self` and `oldSelf` (`_Qxy`, `_Oxyzab`), and the expression is
// type-checked with its `self`/`oldSelf` references renamed in place: offsets, and with them
// cel-go's error columns, stay the same.

const NAME_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const MAX_VARIABLES = NAME_CHARS.length ** 2;

/** The review's compiler: the head and base passes compile the same expressions. */
export const CEL_COMPILER: CacheKey<CelCompiler> = { name: 'CEL compiler', create: () => new CelCompiler() };

export class CelCompiler {
  private readonly types = new CelTypes();
  // Built on first use: most reviews hold no CEL rule, and the environment costs a one-file review's
  // start (issue 17 item 4).
  private environment: Environment | undefined;
  private get env(): Environment {
    return (this.environment ??= kubernetesEnvironment());
  }
  private readonly registeredTypes = new Set<string>();
  private readonly variables = new Map<string, { readonly self: string; readonly oldSelf: string }>();
  private readonly outcomes = new Map<string, Map<string, CompileOutcome>>();
  private readonly parses = new Map<
    string,
    { readonly parsed: ReturnType<Environment['parse']> } | { readonly error: unknown }
  >();
  private readonly selections = new Map<string, Selectable>();

  /** The CEL type name of `self` at `node`, as far as `expressions` (all that use it) can tell. */
  selfType(node: SchemaNode, isResourceRoot: boolean, expressions: readonly string[]): string {
    return this.types.typeOf(node, isResourceRoot, this.selectable(expressions));
  }

  /** What the expressions select (selected-names.ts); 'all' when one does not parse (its error does not depend on the type of `self`). */
  private selectable(expressions: readonly string[]): Selectable {
    if (expressions.length === 1) return this.selectedBy(expressions[0] as string);
    const names = new Set<string>();
    for (const expression of expressions) {
      const selected = this.selectedBy(expression);
      if (selected === 'all') return 'all';
      for (const name of selected) names.add(name);
    }
    return names;
  }

  /** What one expression selects, once per expression: the corpus repeats its rules across CRDs. */
  selectedBy(expression: string): Selectable {
    let known = this.selections.get(expression);
    if (known) return known;
    const ast = this.ast(expression);
    known = ast === undefined ? 'all' : selectedNames(ast);
    this.selections.set(expression, known);
    return known;
  }

  /** Compiles `expression` with `self` (and `oldSelf`, optional when optionalOldSelf) of `selfType`. */
  compile(expression: string, kind: ExpressionKind, selfType: string, optionalOldSelf: boolean): CompileOutcome {
    // Keyed by the type first and the expression second: no long key string built per call.
    const typeKey = `${kind === 'rule' ? 'r' : 'm'}${optionalOldSelf ? 1 : 0}${selfType}`;
    let byExpression = this.outcomes.get(typeKey);
    if (!byExpression) this.outcomes.set(typeKey, (byExpression = new Map()));
    const known = byExpression.get(expression);
    if (known) return known;
    const names = this.variablesFor(selfType, optionalOldSelf);
    // The text the library reads (leading-dot.ts): renamed from the same text it parsed.
    const text = withoutLeadingDots(expression);
    const outcome = names
      ? compileExpression(
          this.env,
          text,
          kind,
          (ast) => renamed(text, ast, names),
          (name) => this.types.fieldsOf(name),
          (e) => this.parse(e),
        )
      : { kind: 'uncertain' as const, usesOldSelf: /\boldSelf\b/.test(expression) };
    byExpression.set(expression, outcome);
    return outcome;
  }

  /** The parsed expression (cost/estimate-cost.ts walks it), or undefined when it does not parse. */
  ast(expression: string): ASTNode | undefined {
    try {
      return this.parse(expression).ast;
    } catch {
      return undefined;
    }
  }

  /** The library's parse of `expression`, once per expression; a syntax error is thrown again each time. */
  private parse(expression: string): ReturnType<Environment['parse']> {
    let known = this.parses.get(expression);
    if (!known) {
      try {
        known = { parsed: this.env.parse(withoutLeadingDots(expression)) };
      } catch (error) {
        known = { error };
      }
      this.parses.set(expression, known);
    }
    if ('error' in known) throw known.error;
    return known.parsed;
  }

  private variablesFor(selfType: string, optionalOldSelf: boolean): { self: string; oldSelf: string } | undefined {
    const key = `${selfType}\u0000${optionalOldSelf}`;
    const known = this.variables.get(key);
    if (known) return known;
    const n = this.variables.size;
    if (n >= MAX_VARIABLES) return undefined;
    const suffix = `${NAME_CHARS[Math.floor(n / NAME_CHARS.length)]}${NAME_CHARS[n % NAME_CHARS.length]}`;
    const names = { self: `_Q${suffix}`, oldSelf: `_Oxyz${suffix}` };
    this.types.registerClosure(this.env, selfType, this.registeredTypes);
    this.env.registerVariable(names.self, selfType);
    this.env.registerVariable(names.oldSelf, optionalOldSelf ? `optional<${selfType}>` : selfType);
    this.variables.set(key, names);
    return names;
  }
}

/** The expression with each reference to `self` and `oldSelf` replaced by a name of the same length. */
function renamed(expression: string, ast: ASTNode, names: { readonly self: string; readonly oldSelf: string }): string {
  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of astNodes(ast)) {
    if (node.op === 'id' && (node.args === 'self' || node.args === 'oldSelf')) {
      const text = node.args === 'self' ? names.self : names.oldSelf;
      if (expression.slice(node.range.start, node.range.end) === node.args)
        edits.push({ start: node.range.start, end: node.range.end, text });
    }
  }
  edits.sort((a, b) => b.start - a.start);
  let out = expression;
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}
