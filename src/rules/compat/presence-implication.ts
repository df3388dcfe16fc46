import type { ASTNode } from '@marcbachmann/cel-js';
import { celJs } from '../../engine/lazy-packages.js';
import { call, chainOf, hasSelect, isNode, sizeOf } from './cel-ast.js';
import { readFromParent } from './moved-rule.js';
import type { OldObjectFacts } from './holds-without-new-fields.js';
import {
  acceptsWhatBaseAccepted,
  ANOTHER_STRING,
  combinationCount,
  combinationsOf,
  HOLDER,
  holdersOf,
  MAX_FIELD_DEPTH,
  nestedCase,
  UNSET,
} from './truth-table.js';

// Whether a changed CEL rule that reads only which fields of `self` are set accepts everything the
// rule it replaces accepted, decided by trying every combination of those fields. Such rules are
// what "exactly one / at most one of these fields" markers generate, and they are rewritten often
// without changing their meaning: kueue replaced controller-gen's
// `[has(self.universal),has(self.individual)].filter(x,x==true).size() == 1` with
// `has(self.universal) != has(self.individual)` (2be7aeed68), which is the same rule. The
// syntactic proof (implied-by-rule.ts) cannot see that; a truth table over the has() atoms can.
//
// A rule qualifies when every `self` and `oldSelf` in it is `has(self.F)` or `has(oldSelf.F)`, a
// field compared with a string literal (`self.type == 'Text'`, each field then tried unset, as
// each literal and as another string) or a boolean one (`self.noAuth == true`: unset, true, false),
// a string tested with startsWith(), endsWith() or contains() of a literal (tried with a string
// that passes), or the size of a field (`size(self.path) > 0`: strings of the lengths the rule
// compares with), at any depth down to MAX_FIELD_DEPTH (`self.tls.mode == 'Terminate'` beside
// `has(self.tls)`: gateway-api c6da05ed4 moved `has(self.tls)` from the branch of a `?:` into its
// condition, which only widens the rule): transition rules too, such as
// cluster-api-provider-vsphere's `has(self.network) == has(oldSelf.network)` relaxed to
// `!has(oldSelf.network) || has(self.network)` (304d454e1). With more than MAX_COMBINATIONS the
// table is not built (not proven).
//
// Fields the change adds are unset in every old object and every manifest written before it
// (`absent`, holds-without-new-fields.ts): antrea extended `(has(self.icmp)?1:0)+…<=1` with
// `+(has(self.icmpv6)?1:0)` for a new `icmpv6` (3d68f8f13), the same rule wherever icmpv6 is unset.
// Fields every old object has are set, and hold only what the base's enum lists (`old`).

/** The most combinations of field states tried: 2^12, controller-gen's "none of" and "at least one" lists of a dozen fields (agentgateway's), each case two evaluations. */
const MAX_COMBINATIONS = 4096;
/** Lengths a size() is compared with beyond this are not tried (not proven). */
const MAX_LENGTH = 64;
/** What a string of a length is made of: no literal of a rule holds it. */
const FILLER = '\u0001';

/** How a rule reads one field: the string literals it is compared with, and whether with a boolean literal or through size(). */
interface FieldReads {
  readonly literals: Set<string>;
  bool: boolean;
  sized: boolean;
}

const noReads = (): FieldReads => ({ literals: new Set(), bool: false, sized: false });

/**
 * The fields of `self` and `oldSelf` a rule reads, each with how it reads it (FieldReads), and the
 * integer literals of the rule (the lengths a size() is compared with); undefined when the rule
 * reads either in any other way (a value passed to a function other than size(), compared with
 * anything but a string or boolean literal, a field below a field).
 */
function fieldsRead(
  ast: ASTNode,
): { readonly fields: Map<string, FieldReads>; readonly ints: Set<number> } | undefined {
  const fields = new Map<string, FieldReads>();
  const ints = new Set<number>();
  const field = (node: unknown): string | undefined => {
    const chain = isNode(node) && node.op === '.' ? chainOf(node) : undefined;
    return chain !== undefined &&
      chain.length >= 2 &&
      chain.length <= MAX_FIELD_DEPTH + 1 &&
      (chain[0] === 'self' || chain[0] === 'oldSelf')
      ? chain.join('.')
      : undefined;
  };
  // What a value's test reads: a field, or `self` (`oldSelf`) itself, the value of a rule on a
  // string (`self.startsWith('abc')` widened to `self.startsWith('ab')`).
  const value = (node: unknown): string | undefined =>
    isNode(node) && node.op === 'id' && (node.args === 'self' || node.args === 'oldSelf')
      ? (node.args as string)
      : field(node);
  const reads = (name: string): FieldReads => {
    let r = fields.get(name);
    if (!r) fields.set(name, (r = noReads()));
    return r;
  };
  const walk = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.every(walk);
    if (!isNode(node)) return true;
    if (node.op === 'id') return node.args !== 'self' && node.args !== 'oldSelf';
    if (node.op === 'value' && (typeof node.args === 'number' || typeof node.args === 'bigint'))
      ints.add(Number(node.args));
    const select = hasSelect(node);
    if (select) {
      const name = field(select);
      if (name !== undefined) reads(name);
      return name !== undefined;
    }
    // `self.url.startsWith('s3://')`, and endsWith() and contains(): tried with a string that
    // starts with (ends with, holds) it (kubeai's model URLs by scheme, b12f811).
    const tested = stringTest(node);
    const testedName = tested === undefined ? undefined : value(tested.subject);
    if (tested !== undefined && testedName !== undefined) {
      const r = reads(testedName);
      r.literals.add(tested.literal);
      r.literals.add(tested.example);
      return true;
    }
    // `size(self.f)`, `self.f.size()`: its length (ovn-kubernetes' and telemetry-manager's
    // "set and not empty", `has(self.path) && size(self.path) > 0`).
    const measured = sizeOf(node);
    const sizedName = measured === undefined ? undefined : value(measured);
    if (sizedName !== undefined) {
      reads(sizedName).sized = true;
      return true;
    }
    if ((node.op === '==' || node.op === '!=') && Array.isArray(node.args) && node.args.length === 2) {
      const [a, b] = node.args as unknown[];
      const [name, literal] = value(a) !== undefined ? [value(a), b] : [value(b), a];
      if (name !== undefined) {
        if (!isNode(literal) || literal.op !== 'value') return false;
        if (typeof literal.args === 'string') reads(name).literals.add(literal.args);
        else if (typeof literal.args === 'boolean') reads(name).bool = true;
        else return false;
        return true;
      }
    }
    return walk(node.args);
  };
  return walk(ast) ? { fields, ints } : undefined;
}

/** `v.startsWith('p')`, `v.endsWith('s')`, `v.contains('c')`: v, the literal, and a longer string that passes the test. */
function stringTest(
  node: ASTNode,
): { readonly subject: unknown; readonly literal: string; readonly example: string } | undefined {
  for (const [name, example] of [
    ['startsWith', (l: string) => l + FILLER],
    ['endsWith', (l: string) => FILLER + l],
    ['contains', (l: string) => FILLER + l + FILLER],
  ] as const) {
    const c = call(node, name);
    const literal = c?.args.length === 1 ? c.args[0] : undefined;
    if (c && isNode(literal) && literal.op === 'value' && typeof literal.args === 'string')
      return { subject: c.receiver, literal: literal.args, example: example(literal.args) };
  }
  return undefined;
}

/**
 * True when both rules read fields of self and oldSelf only through has() and comparisons with
 * string literals, and head is true wherever base is, among objects that set none of `absent`. A
 * base rule that reads a field an object does not set fails on it (CEL's "no such key"), so such an
 * object was never accepted: `self.type == 'Text' ? has(self.text) : !has(self.text)` becoming
 * `has(self.type) && self.type == 'Text' ? has(self.text) : true` (envoyproxy/gateway) accepts
 * all it did.
 */
export function isImpliedByPresence(
  base: { readonly text: string; readonly ast: ASTNode },
  head: { readonly text: string; readonly ast: ASTNode },
  absent: ReadonlySet<string> = new Set(),
  old: Pick<OldObjectFacts, 'present' | 'values' | 'valuesWhereSet' | 'nested'> = {},
  baseField?: string,
): boolean {
  // A base rule of the field `baseField`, beside a head rule of the object that holds it, reads
  // what the head rule reads below that field: its `self` is the head's `self.url`, its
  // `self.value` the head's `self.user.value` (moved-rule.ts).
  const [b, h] = [
    fieldsRead(baseField === undefined ? base.ast : readFromParent(base.ast, baseField)),
    fieldsRead(head.ast),
  ];
  if (!b || !h) return false;
  // Each field an old object may set, with how either rule reads it, and the fields above a field
  // read below them (`self.tls` of `self.tls.mode`), which hold an object.
  const readsOf = new Map<string, FieldReads>();
  for (const [name, r] of [...b.fields, ...h.fields]) {
    // A field no old object has, or one below a field (`fetchConfig.oci`) that no old value of it has.
    const path = name.split('.').slice(1);
    if (absent.has(path[0] ?? '') || (path.length > 1 && (absent.has(path.join('.')) || absentBelow(old, path))))
      continue;
    const was = readsOf.get(name);
    readsOf.set(name, {
      literals: new Set([...(was?.literals ?? []), ...r.literals]),
      bool: (was?.bool ?? false) || r.bool,
      sized: (was?.sized ?? false) || r.sized,
    });
  }
  // A rule that reads `self` both as a value and as an object holding fields is not tried.
  for (const root of ['self', 'oldSelf'])
    if (readsOf.has(root) && [...readsOf.keys()].some((n) => n.startsWith(`${root}.`))) return false;
  // `self` and `oldSelf` themselves hold too, but are no state.
  const holders = new Set([...holdersOf(readsOf.keys())].filter((x) => x.includes('.')));
  for (const holder of holders) if (!readsOf.has(holder)) readsOf.set(holder, noReads());
  // The lengths a size() is tried at: empty, one, and each integer either rule compares with and one more.
  const lengths = new Set([0, 1]);
  const sized = [...readsOf.values()].some((r) => r.sized);
  for (const n of [...b.ints, ...h.ints]) {
    if (n < 0) continue; // no length is below it
    // A length beyond those tried (`size(self.a) <= 200`) could tell the rules apart: not proven.
    if (!Number.isInteger(n) || n >= MAX_LENGTH) {
      if (sized) return false;
      continue;
    }
    lengths.add(n).add(n + 1);
  }
  // The states a field can be in: unset, set (has() only), an object (a holder), true or false (a
  // boolean), each literal and one other string, strings of each length tried (a size() read).
  // What old objects hold of a field of self itself: a field every one has (required, or
  // defaulted before the rules run: karpenter-provider-azure's imageFamily, 6957e32d) is never
  // unset, and one whose strings the base's enum lists takes only those (the value that change
  // added to the enum and the rule, Ubuntu2404, is in no old object).
  const own = (name: string) => (name.split('.').length === 2 ? (name.split('.')[1] ?? '') : undefined);
  const unset = (name: string) => {
    const field = own(name);
    // `self` and `oldSelf` are always there when the rule runs.
    if (!name.includes('.')) return [];
    return field !== undefined && old.present?.has(field) ? [] : [UNSET];
  };
  const strings = (name: string, r: FieldReads): unknown[] => {
    const field = own(name);
    const known = field === undefined ? undefined : (old.values?.get(field) ?? old.valuesWhereSet?.get(field));
    if (known) return [...known];
    const sized = r.sized ? [...lengths].map((n) => FILLER.repeat(n)) : [];
    return [...new Set([...r.literals, ...(r.literals.size > 0 ? [ANOTHER_STRING] : []), ...sized])];
  };
  const states = new Map<string, unknown[]>();
  for (const [name, r] of readsOf) {
    const isHolder = holders.has(name);
    // A field read as two kinds of value (a boolean and a string, an object and a length) is not tried.
    if ([isHolder, r.bool, r.literals.size > 0 || r.sized].filter(Boolean).length > 1) return false;
    states.set(
      name,
      isHolder
        ? [...unset(name), HOLDER]
        : r.bool
          ? [...unset(name), true, false]
          : r.literals.size === 0 && !r.sized
            ? [...unset(name), true]
            : [...unset(name), ...strings(name, r)],
    );
  }
  if (combinationCount(states) > MAX_COMBINATIONS) return false;
  // Each case as the rules read it: `self.type` set is `{self: {type}}`, `self.tls.mode` set is
  // `{self: {tls: {mode}}}`. A field set below one left unset is no case.
  const cases = combinationsOf(states).flatMap((fields) => {
    const objects = nestedCase({ self: HOLDER, oldSelf: HOLDER, ...fields });
    return objects ? [objects as Record<'self' | 'oldSelf', Record<string, unknown>>] : [];
  });
  const below = (o: unknown): unknown =>
    typeof o === 'object' && o !== null && baseField !== undefined
      ? (o as Record<string, unknown>)[baseField]
      : undefined;
  return acceptsWhatBaseAccepted(
    base.text,
    head.text,
    cases,
    baseField === undefined
      ? undefined
      : (v) => {
          // The base rule ran on objects that set the field: `self` is its value (and `oldSelf` the old one's, for a transition rule).
          const self = below(v.self);
          if (self === undefined) return undefined;
          const oldSelf = below(v.oldSelf);
          return oldSelf === undefined ? { self } : { self, oldSelf };
        },
  );
}

/**
 * isImpliedByPresence with base rules of a node together for the base (each held on every stored
 * object, so their conjunction did). flux-operator 789f64fb fixed `!has(self.secretRef) ||
 * !(self.url == 'Static' || …)` to compare `type`: a sibling rule forbade a url on Static sources,
 * where the old rule then failed (no such key), and another required one on the rest, so the two
 * agreed on every object the base accepted; neither sibling alone says so. For each base rule that
 * reads a field the head rule reads (the one it may replace), the siblings taken are those that
 * read nothing else: no other field, no other literal, so that the truth table stays small (the
 * node's other rules, of URL prefixes and other fields, made flux's 308 cases).
 */
export function isImpliedByPresenceOfAll(
  bases: readonly ASTNode[],
  head: { readonly text: string; readonly ast: ASTNode },
  absent: ReadonlySet<string> = new Set(),
  old: Pick<OldObjectFacts, 'present' | 'values' | 'valuesWhereSet' | 'nested'> = {},
): boolean {
  const headReads = fieldsRead(head.ast);
  if (!headReads) return false;
  const readable = bases.flatMap((ast) => {
    const reads = fieldsRead(ast);
    return reads ? [{ ast, reads }] : [];
  });
  return readable.some((replaced) => {
    if (![...replaced.reads.fields.keys()].some((f) => headReads.fields.has(f))) return false;
    const within = (reads: NonNullable<ReturnType<typeof fieldsRead>>) =>
      [...reads.fields].every(([name, r]) => {
        const allowed = [headReads.fields.get(name), replaced.reads.fields.get(name)];
        return (
          allowed.some((a) => a !== undefined) &&
          !r.sized &&
          [...r.literals].every((l) => allowed.some((a) => a?.literals.has(l))) &&
          (!r.bool || allowed.some((a) => a?.bool))
        );
      });
    const siblings = readable.filter((b) => b !== replaced && within(b.reads)).map((b) => b.ast);
    if (siblings.length === 0) return false;
    const all = [replaced.ast, ...siblings].reduce((a, b) => ({ op: '&&', args: [a, b] }) as ASTNode);
    return isImpliedByPresence({ text: celJs().serialize(all), ast: all }, head, absent, old);
  });
}

/** Whether no old value of the fields above the last of `path` has it (a field the change adds below a field: `fetchConfig.oci`). */
function absentBelow(old: Pick<OldObjectFacts, 'nested'>, path: readonly string[]): boolean {
  let facts: Pick<OldObjectFacts, 'nested' | 'absent'> | undefined = { absent: new Set(), ...old };
  for (const step of path.slice(0, -1)) facts = facts?.nested?.(step);
  return facts?.absent.has(path.at(-1) as string) === true;
}
