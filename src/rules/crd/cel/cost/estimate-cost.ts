import type { ASTNode } from '@marcbachmann/cel-js';
import type { DeclType } from './decl-type.js';
import { MAP_KEY } from './decl-type.js';
import { isKeywordFieldName } from '../escape-cel-name.js';
import {
  add,
  byFactor,
  fixed,
  LIST_CREATE_BASE_COST,
  MAP_CREATE_BASE_COST,
  multiply,
  REGEX_STRING_LENGTH_COST_FACTOR,
  SELECT_AND_IDENT_COST,
  STRING_TRAVERSAL_COST_FACTOR,
  union,
  UNKNOWN,
  ZERO,
  type Range,
} from './cost-range.js';
import { CEL_MACROS } from '../macros.js';

// cel-go's static cost estimator (checker/cost.go, coster) as the apiserver runs it on a CRD
// rule (apiextensions compilation.go compileRule: env.EstimateCost with library.CostEstimator
// over a sizeEstimator of the rule's DeclType; has() costs nothing, base.go
// PresenceTestHasCost(false)). It walks the library's AST the way the coster walks cel-go's
// checked AST, with cel-go's macro expansions (parser/macro.go) costed in closed form.
//
// Only what is implemented exactly gets a number: literals, self/oldSelf, field selection,
// index, has(), size(), ==, !=, ordering, arithmetic, in, !, &&, ||, ?:, list and map literals,
// matches/startsWith/endsWith/contains on strings, conversions, dyn(), cel.bind and the
// all/exists/exists_one/map/filter macros. Anything else (library and extension functions,
// optionals, two-variable comprehensions, dyn operands of overloaded operators, whose cost is a
// union over overloads the checker picks) makes the whole estimate uncertain: `undefined`.

/** The checked type of an expression, as far as cost needs it. */
type Type =
  | { readonly k: 'bool' | 'int' | 'uint' | 'double' | 'string' | 'bytes' | 'null' | 'dyn' | 'duration' | 'timestamp' }
  | { readonly k: 'struct'; readonly decl: DeclType }
  | { readonly k: 'list'; readonly elem: Type }
  | { readonly k: 'map'; readonly key: Type; readonly val: Type };

const T = {
  bool: { k: 'bool' },
  int: { k: 'int' },
  uint: { k: 'uint' },
  double: { k: 'double' },
  string: { k: 'string' },
  bytes: { k: 'bytes' },
  null: { k: 'null' },
  dyn: { k: 'dyn' },
  duration: { k: 'duration' },
  timestamp: { k: 'timestamp' },
} as const satisfies Record<string, Type>;

function typeOfDecl(d: DeclType): Type {
  switch (d.kind) {
    case 'object':
      return { k: 'struct', decl: d };
    case 'list':
      return { k: 'list', elem: d.elem ? typeOfDecl(d.elem) : T.dyn };
    case 'map':
      return { k: 'map', key: T.string, val: d.elem ? typeOfDecl(d.elem) : T.dyn };
    default:
      return T[d.kind];
  }
}

/** isScalar (checker/cost.go computeTypeSize): values of constant size 1. */
const isScalar = (t: Type): boolean =>
  t.k === 'bool' || t.k === 'double' || t.k === 'duration' || t.k === 'int' || t.k === 'timestamp' || t.k === 'uint';
const isNumeric = (t: Type): boolean => t.k === 'int' || t.k === 'uint' || t.k === 'double';

function sameType(a: Type, b: Type): boolean {
  if (a.k !== b.k) return false;
  if (a.k === 'struct' && b.k === 'struct') return a.decl === b.decl;
  if (a.k === 'list' && b.k === 'list') return sameType(a.elem, b.elem);
  if (a.k === 'map' && b.k === 'map') return sameType(a.key, b.key) && sameType(a.val, b.val);
  return true;
}

/** What the coster knows of one visited expression. */
interface Visited {
  readonly cost: Range;
  readonly type: Type;
  /** exprPaths: the field path from a variable, or undefined (nil) for computed values. */
  readonly path: readonly string[] | undefined;
  /** computeSize: undefined when the coster has none (sizeOrUnknown then takes UNKNOWN). */
  readonly size: Range | undefined;
  /** The coster may hold an entry size for it (literals, concatenations, ?:, comprehensions): indexing it is not modelled. */
  readonly entrySized?: boolean;
}

interface LocalVar {
  readonly path: readonly string[];
  readonly size: Range | undefined;
  readonly type: Type;
  readonly entrySized: boolean;
}

// Thrown where the estimate cannot be certain, and caught in estimateMaxCost. One instance, not
// an Error: a fifth of the corpus's expressions end this way, and each Error records a stack.
class Uncertain {}
const UNCERTAIN = new Uncertain();
const uncertain = (): never => {
  throw UNCERTAIN;
};

/**
 * The estimated maximum cost of `ast` (the parse of `source`) with `self` (and `oldSelf`, unless
 * optional) of declaration `root`, or undefined when the estimate is not certain. `result` is the
 * type the expression must have (bool for a rule, string for a messageExpression).
 */
export function estimateMaxCost(
  ast: ASTNode,
  source: string,
  root: DeclType,
  optionalOldSelf: boolean,
  result: 'bool' | 'string',
): number | undefined {
  try {
    const v = new Coster(source, root, optionalOldSelf).visit(ast);
    return v.type.k === result ? v.cost.max : undefined;
  } catch (e) {
    if (e instanceof Uncertain) return undefined;
    throw e;
  }
}

class Coster {
  private readonly locals = new Map<string, LocalVar[]>();
  private readonly rootType: Type;

  constructor(
    private readonly source: string,
    private readonly root: DeclType,
    private readonly optionalOldSelf: boolean,
  ) {
    this.rootType = typeOfDecl(root);
  }

  visit(n: ASTNode): Visited {
    const args = n.args as unknown;
    switch (n.op) {
      case 'value':
        return this.literal(args);
      case 'id':
        return this.ident(typeof args === 'string' ? args : uncertain());
      case '.':
        return this.select(...(args as [ASTNode, string]));
      case '[]':
        return this.index(...(args as [ASTNode, ASTNode]));
      case 'list':
        return this.list(args as ASTNode[]);
      case 'map':
        return this.map(args as [ASTNode, ASTNode][]);
      case '&&':
      case '||':
        return this.logical(...(args as [ASTNode, ASTNode]));
      case '!_':
        return this.not(args as ASTNode);
      case '-_':
        return this.negate(n, args as ASTNode);
      case '?:':
        return this.conditional(...(args as [ASTNode, ASTNode, ASTNode]));
      case '==':
      case '!=':
        return this.equality(...(args as [ASTNode, ASTNode]));
      case '<':
      case '<=':
      case '>':
      case '>=':
        return this.ordering(...(args as [ASTNode, ASTNode]));
      case '+':
        return this.plus(...(args as [ASTNode, ASTNode]));
      case '-':
      case '*':
      case '/':
      case '%':
        return this.arithmetic(...(args as [ASTNode, ASTNode]));
      case 'in':
        return this.membership(...(args as [ASTNode, ASTNode]));
      case 'call': {
        const [name, callArgs] = args as [string, ASTNode[]];
        return this.call(name, callArgs);
      }
      case 'rcall': {
        const [name, target, callArgs] = args as [string, ASTNode, ASTNode[]];
        return this.memberCall(name, target, callArgs);
      }
      default:
        return uncertain();
    }
  }

  /** computeSize after the computed sizes: the schema's size at the path, else 1 for scalars. */
  private sizeAt(path: readonly string[] | undefined, type: Type): Range | undefined {
    if (path && path.length > 0) {
      // compilation.go sizeEstimator.EstimateSize: the first element is the variable (self, or
      // whatever the path starts with) and is skipped; every walk starts at the rule's node.
      let d: DeclType | undefined = this.root;
      for (let i = 1; i < path.length && d; i++) {
        const step = path[i];
        if (step === '@items' || step === '@values') d = d.elem;
        else if (step === '@keys') d = d.kind === 'map' ? MAP_KEY : undefined;
        else d = d.field?.(step as string);
      }
      if (d) return { min: 0, max: d.maxElements };
    }
    return isScalar(type) ? fixed(1) : undefined;
  }

  private generic(cost: Range, type: Type, path: readonly string[] | undefined): Visited {
    return { cost, type, path, size: this.sizeAt(path, type) };
  }

  private literal(value: unknown): Visited {
    const lit = (type: Type, size: number): Visited => ({ cost: ZERO, type, path: undefined, size: fixed(size) });
    if (typeof value === 'bigint') return lit(T.int, 1);
    if (typeof value === 'number') return lit(T.double, 1);
    if (typeof value === 'boolean') return lit(T.bool, 1);
    if (value === null) return lit(T.null, 1);
    // Size in code points, as cel-go counts runes.
    if (typeof value === 'string') return lit(T.string, [...value].length);
    if (value instanceof Uint8Array) return lit(T.bytes, value.length);
    return uncertain();
  }

  private ident(name: string): Visited {
    const local = this.locals.get(name)?.at(-1);
    if (local) {
      const size = this.sizeAt(local.path, local.type) ?? local.size;
      return {
        cost: fixed(SELECT_AND_IDENT_COST),
        type: local.type,
        path: local.path,
        size,
        entrySized: local.entrySized,
      };
    }
    if (name !== 'self' && !(name === 'oldSelf' && !this.optionalOldSelf)) return uncertain();
    return this.generic(fixed(SELECT_AND_IDENT_COST), this.rootType, [name]);
  }

  private select(operand: ASTNode, field: string): Visited {
    const o = this.visit(operand);
    let type: Type;
    let cost = o.cost;
    if (o.type.k === 'struct') {
      // FindStructFieldType resolves a reserved word to its escape (1.31+, typed-selects.ts), but
      // the sizeEstimator walks the path by the name as written and finds no size there.
      const f =
        o.type.decl.field?.(field) ?? (isKeywordFieldName(field) ? o.type.decl.field?.(`__${field}__`) : undefined);
      type = f ? typeOfDecl(f) : uncertain();
      cost = add(cost, fixed(SELECT_AND_IDENT_COST));
    } else if (o.type.k === 'map') {
      type = o.type.val;
      cost = add(cost, fixed(SELECT_AND_IDENT_COST));
    } else if (o.type.k === 'dyn') {
      // costSelect charges the select only on maps, structs and type parameters.
      type = T.dyn;
    } else {
      return uncertain();
    }
    return this.generic(cost, type, [...(o.path ?? []), field]);
  }

  private index(operand: ASTNode, key: ASTNode): Visited {
    const o = this.visit(operand);
    const k = this.visit(key);
    // IndexList / IndexMap take the entry size of a literal or computed container first.
    if (o.entrySized) return uncertain();
    const cost = add(add(o.cost, k.cost), fixed(1));
    if (o.type.k === 'list' && k.type.k === 'int')
      return this.generic(cost, o.type.elem, [...(o.path ?? []), '@items']);
    if (o.type.k === 'map' && sameType(k.type, o.type.key))
      return this.generic(cost, o.type.val, [...(o.path ?? []), '@values']);
    return uncertain();
  }

  private list(elements: readonly ASTNode[]): Visited {
    let cost = ZERO;
    let elem: Type | undefined;
    for (const e of elements) {
      const v = this.visit(e);
      cost = add(cost, v.cost);
      // HomogeneousAggregateLiterals: mixed element types do not compile.
      if (elem && !sameType(elem, v.type)) return uncertain();
      elem = v.type;
    }
    return {
      cost: add(cost, fixed(LIST_CREATE_BASE_COST)),
      type: { k: 'list', elem: elem ?? T.dyn },
      path: undefined,
      size: fixed(elements.length),
      entrySized: true,
    };
  }

  private map(entries: readonly (readonly [ASTNode, ASTNode])[]): Visited {
    let cost = ZERO;
    let key: Type | undefined;
    let val: Type | undefined;
    for (const [ke, ve] of entries) {
      const kv = this.visit(ke);
      const vv = this.visit(ve);
      cost = add(add(cost, kv.cost), vv.cost);
      if ((key && !sameType(key, kv.type)) || (val && !sameType(val, vv.type))) return uncertain();
      key = kv.type;
      val = vv.type;
    }
    return {
      cost: add(cost, fixed(MAP_CREATE_BASE_COST)),
      type: { k: 'map', key: key ?? T.dyn, val: val ?? T.dyn },
      path: undefined,
      size: fixed(entries.length),
      entrySized: true,
    };
  }

  /** LogicalAnd / LogicalOr: the left side, plus the right one at most (short circuit). */
  private logical(l: ASTNode, r: ASTNode): Visited {
    const lv = this.visit(l);
    const rv = this.visit(r);
    if (!isBoolish(lv.type) || !isBoolish(rv.type)) return uncertain();
    return this.generic({ min: lv.cost.min, max: add(lv.cost, rv.cost).max }, T.bool, undefined);
  }

  private not(arg: ASTNode): Visited {
    // cel-go's parser drops pairs of `!` (VisitLogicalNot); parentheses are not visible here.
    if (arg.op === '!_') return uncertain();
    const v = this.visit(arg);
    if (!isBoolish(v.type)) return uncertain();
    return this.generic(add(v.cost, fixed(1)), T.bool, undefined);
  }

  private negate(n: ASTNode, arg: ASTNode): Visited {
    if (arg.op === '-_') return uncertain();
    if (arg.op === 'value') {
      // `-1` is one literal in cel-go's grammar; `-(1)` is a call; `- 1` is not settled here.
      const start = n.range.start;
      return /[0-9.]/.test(this.source[start + 1] ?? '') && this.source[start] === '-'
        ? { ...this.literal(arg.args), cost: ZERO }
        : uncertain();
    }
    const v = this.visit(arg);
    if (v.type.k !== 'int' && v.type.k !== 'double') return uncertain();
    return this.generic(add(v.cost, fixed(1)), v.type, undefined);
  }

  private conditional(c: ASTNode, t: ASTNode, f: ASTNode): Visited {
    const cv = this.visit(c);
    const tv = this.visit(t);
    const fv = this.visit(f);
    if (!isBoolish(cv.type) || !sameType(tv.type, fv.type)) return uncertain();
    const size = union(tv.size ?? UNKNOWN, fv.size ?? UNKNOWN);
    return { cost: add(cv.cost, union(tv.cost, fv.cost)), type: tv.type, path: undefined, size, entrySized: true };
  }

  /** Equals / NotEquals: a traversal of the smaller operand (sizes unknown count as huge). */
  private equality(l: ASTNode, r: ASTNode): Visited {
    const lv = this.visit(l);
    const rv = this.visit(r);
    // Operands of different types may not compile; their cost would not count then.
    if (!compatible(lv.type, rv.type)) return uncertain();
    return this.generic(add(this.traversal(lv, rv), add(lv.cost, rv.cost)), T.bool, undefined);
  }

  private traversal(lv: Visited, rv: Visited): Range {
    const smallestMax = Math.min((lv.size ?? UNKNOWN).max, (rv.size ?? UNKNOWN).max);
    return byFactor({ min: smallestMax > 0 ? 1 : 0, max: smallestMax }, STRING_TRAVERSAL_COST_FACTOR);
  }

  private ordering(l: ASTNode, r: ASTNode): Visited {
    const lv = this.visit(l);
    const rv = this.visit(r);
    const args = add(lv.cost, rv.cost);
    if ((lv.type.k === 'string' && rv.type.k === 'string') || (lv.type.k === 'bytes' && rv.type.k === 'bytes')) {
      return this.generic(add(this.traversal(lv, rv), args), T.bool, undefined);
    }
    // CrossTypeNumericComparisons: any two numbers; the other orderings are O(1).
    const ok =
      (isNumeric(lv.type) && isNumeric(rv.type)) ||
      (lv.type.k === rv.type.k && (lv.type.k === 'bool' || lv.type.k === 'timestamp' || lv.type.k === 'duration'));
    return ok ? this.generic(add(args, fixed(1)), T.bool, undefined) : uncertain();
  }

  private plus(l: ASTNode, r: ASTNode): Visited {
    const lv = this.visit(l);
    const rv = this.visit(r);
    const args = add(lv.cost, rv.cost);
    if ((lv.type.k === 'string' || lv.type.k === 'bytes' || lv.type.k === 'list') && sameType(lv.type, rv.type)) {
      // AddString, AddBytes, AddList: the result is as long as both; only strings are traversed.
      const size = add(lv.size ?? UNKNOWN, rv.size ?? UNKNOWN);
      const cost = lv.type.k === 'list' ? add(fixed(1), args) : add(byFactor(size, STRING_TRAVERSAL_COST_FACTOR), args);
      return { cost, type: lv.type, path: undefined, size, entrySized: lv.type.k === 'list' };
    }
    return this.arithmeticOf(lv, rv);
  }

  private arithmetic(l: ASTNode, r: ASTNode): Visited {
    return this.arithmeticOf(this.visit(l), this.visit(r));
  }

  private arithmeticOf(lv: Visited, rv: Visited): Visited {
    if (!isNumeric(lv.type) || lv.type.k !== rv.type.k) return uncertain();
    return this.generic(add(add(lv.cost, rv.cost), fixed(1)), lv.type, undefined);
  }

  /** InList traverses the list; InMap is O(1). */
  private membership(l: ASTNode, r: ASTNode): Visited {
    const lv = this.visit(l);
    const rv = this.visit(r);
    const args = add(lv.cost, rv.cost);
    if (rv.type.k === 'list' && compatible(lv.type, rv.type.elem))
      return this.generic(add(byFactor(rv.size ?? UNKNOWN, 1), args), T.bool, undefined);
    if (rv.type.k === 'map' && compatible(lv.type, rv.type.key))
      return this.generic(add(fixed(1), args), T.bool, undefined);
    return uncertain();
  }

  private call(name: string, args: readonly ASTNode[]): Visited {
    if (name === 'has' && args.length === 1) return this.has(args[0] as ASTNode);
    if (args.length === 1) {
      const [a] = args as [ASTNode];
      if (name === 'dyn') {
        // maybeUnwrapDynCall: one, plus the argument, whose sizes carry over.
        const v = this.visit(a);
        return { cost: add(fixed(1), v.cost), type: T.dyn, path: undefined, size: v.size };
      }
      if (name === 'size') return this.size(this.visit(a), ZERO);
      const conversion = CONVERSIONS[name];
      if (conversion) {
        const v = this.visit(a);
        // string(bytes) and bytes(string) traverse; dyn arguments leave the overload open.
        if (v.type.k === 'dyn' || v.type.k === 'bytes' || !conversion.from.has(v.type.k)) return uncertain();
        return this.generic(add(fixed(1), v.cost), conversion.to, undefined);
      }
    }
    if (name === 'matches' && args.length === 2) {
      // The global form's overload is `matches`, not `matches_string`: O(1) in the estimator.
      const [s, re] = args.map((a) => this.visit(a)) as [Visited, Visited];
      if (s.type.k !== 'string' || re.type.k !== 'string') return uncertain();
      return this.generic(add(fixed(1), add(s.cost, re.cost)), T.bool, undefined);
    }
    return uncertain();
  }

  private has(arg: ASTNode): Visited {
    if (arg.op !== '.') return uncertain();
    const [operand, field] = arg.args as [ASTNode, string];
    const o = this.visit(operand);
    if (o.type.k === 'struct' ? o.type.decl.field?.(field) === undefined : o.type.k !== 'map') return uncertain();
    // A presence test costs nothing (PresenceTestHasCost(false)) beyond its operand.
    return this.generic(o.cost, T.bool, undefined);
  }

  private size(v: Visited, target: Range): Visited {
    if (!['string', 'bytes', 'list', 'map', 'dyn'].includes(v.type.k)) return uncertain();
    return this.generic(add(add(target, fixed(1)), v.cost), T.int, undefined);
  }

  private memberCall(name: string, targetNode: ASTNode, args: readonly ASTNode[]): Visited {
    if (CEL_MACROS.has(name)) return this.comprehension(name, targetNode, args);
    if (
      name === 'bind' &&
      targetNode.op === 'id' &&
      targetNode.args === 'cel' &&
      !this.locals.has('cel') &&
      args.length === 3
    )
      return this.bind(args as [ASTNode, ASTNode, ASTNode]);
    const target = this.visit(targetNode);
    if (name === 'size' && args.length === 0) return this.size(target, ZERO);
    if (args.length !== 1 || target.type.k !== 'string') return uncertain();
    const arg = this.visit(args[0] as ASTNode);
    if (arg.type.k !== 'string') return uncertain();
    const sizeOf = (v: Visited): Range => v.size ?? UNKNOWN;
    let fn: Range;
    switch (name) {
      case 'matches':
        // One more than the string's length, times a quarter of the pattern's (RE2 guess).
        fn = multiply(
          byFactor(add(sizeOf(target), fixed(1)), STRING_TRAVERSAL_COST_FACTOR),
          byFactor(sizeOf(arg), REGEX_STRING_LENGTH_COST_FACTOR),
        );
        break;
      case 'contains':
        fn = multiply(
          byFactor(sizeOf(target), STRING_TRAVERSAL_COST_FACTOR),
          byFactor(sizeOf(arg), STRING_TRAVERSAL_COST_FACTOR),
        );
        break;
      case 'startsWith':
      case 'endsWith':
        // Only the prefix or suffix is traversed.
        fn = byFactor(sizeOf(arg), STRING_TRAVERSAL_COST_FACTOR);
        break;
      default:
        return uncertain();
    }
    return this.generic(add(target.cost, add(fn, arg.cost)), T.bool, undefined);
  }

  /**
   * The one-variable macros, costed as costComprehension costs their expansion: range and
   * accumulator init, the result, and per element the loop condition and step.
   */
  private comprehension(name: string, rangeNode: ASTNode, args: readonly ASTNode[]): Visited {
    const withFilter = name === 'map' && args.length === 3;
    if (args.length !== 2 && !withFilter) return uncertain();
    const iterVar = args[0] as ASTNode;
    if (iterVar.op !== 'id' || typeof iterVar.args !== 'string') return uncertain();
    const range = this.visit(rangeNode);
    let elemType: Type;
    let step: string;
    if (range.type.k === 'list') [elemType, step] = [range.type.elem, '@items'];
    else if (range.type.k === 'map') [elemType, step] = [range.type.key, '@keys'];
    else return uncertain();
    // pushIterSingle: the range's path (nil for computed values) plus @items or @keys.
    const bodies = this.scoped(
      iterVar.args,
      { path: [...(range.path ?? []), step], size: undefined, type: elemType, entrySized: false },
      () => args.slice(1).map((a) => this.visit(a)),
    );
    const n = range.size ?? UNKNOWN;
    const one = fixed(1);
    let init: Range;
    let result: Range;
    let perElement: Range;
    let type: Type;
    let size: Range;
    const p = bodies[0] as Visited;
    switch (name) {
      case 'all':
      case 'exists': {
        if (!isBoolish(p.type)) return uncertain();
        // init: a bool literal; condition @not_strictly_false(accu) (2), or of !accu (3); step
        // accu && P or accu || P, at most 1 + P; result: the accumulator (1).
        const condition = fixed(name === 'all' ? 2 : 3);
        [init, result, type, size] = [ZERO, one, T.bool, one];
        perElement = add({ min: 1, max: add(one, p.cost).max }, condition);
        break;
      }
      case 'exists_one': {
        if (!isBoolish(p.type)) return uncertain();
        // step: P ? accu + 1 : accu (P + 2 at most); result: accu == 1, an int equality (2).
        [init, result, type, size] = [ZERO, fixed(2), T.bool, one];
        perElement = add(p.cost, { min: 1, max: 2 });
        break;
      }
      case 'map': {
        // init []: 10; step accu + [f] (1 + 1 + 10 + f), under P ? … : accu for the filter form.
        const f = bodies.at(-1) as Visited;
        const append = add(fixed(12), f.cost);
        if (withFilter && !isBoolish(p.type)) return uncertain();
        perElement = withFilter ? add(p.cost, union(append, one)) : append;
        [init, result, type, size] = [fixed(LIST_CREATE_BASE_COST), one, { k: 'list', elem: f.type }, n];
        break;
      }
      default: {
        // filter: P ? accu + [x] : accu; the list append costs 13.
        if (!isBoolish(p.type)) return uncertain();
        perElement = add(p.cost, union(fixed(13), one));
        [init, result, type, size] = [fixed(LIST_CREATE_BASE_COST), one, { k: 'list', elem: elemType }, n];
      }
    }
    const cost = add(add(add(range.cost, init), result), multiply(n, perElement));
    return { cost, type, path: undefined, size, entrySized: type.k === 'list' };
  }

  /** cel.bind(v, init, body): an empty-list range (10), the init and the body (costBind). */
  private bind([variable, initNode, body]: readonly [ASTNode, ASTNode, ASTNode]): Visited {
    if (variable.op !== 'id' || typeof variable.args !== 'string') return uncertain();
    const init = this.visit(initNode);
    const local: LocalVar = {
      path: init.path ?? [],
      size: init.size,
      type: init.type,
      entrySized: init.entrySized === true,
    };
    const b = this.scoped(variable.args, local, () => this.visit(body));
    return {
      cost: add(add(fixed(LIST_CREATE_BASE_COST), init.cost), b.cost),
      type: b.type,
      path: undefined,
      size: b.size,
      entrySized: b.entrySized,
    };
  }

  private scoped<R>(name: string, local: LocalVar, run: () => R): R {
    let stack = this.locals.get(name);
    if (!stack) this.locals.set(name, (stack = []));
    stack.push(local);
    try {
      return run();
    } finally {
      stack.pop();
      if (stack.length === 0) this.locals.delete(name);
    }
  }
}

const isBoolish = (t: Type): boolean => t.k === 'bool' || t.k === 'dyn';
const compatible = (a: Type, b: Type): boolean => a.k === 'dyn' || b.k === 'dyn' || sameType(a, b);

/** Type conversions whose overloads are all O(1) for these argument types. */
const CONVERSIONS: Readonly<Record<string, { readonly to: Type; readonly from: ReadonlySet<string> }>> = {
  int: { to: T.int, from: new Set(['int', 'uint', 'double', 'string', 'timestamp', 'duration']) },
  uint: { to: T.uint, from: new Set(['int', 'uint', 'double', 'string']) },
  double: { to: T.double, from: new Set(['int', 'uint', 'double', 'string']) },
  string: { to: T.string, from: new Set(['int', 'uint', 'double', 'string', 'bool', 'timestamp', 'duration']) },
  duration: { to: T.duration, from: new Set(['string', 'duration']) },
  timestamp: { to: T.timestamp, from: new Set(['string', 'timestamp', 'int']) },
};
