import { CelGoError, NotEvaluable } from '../cel-go-error.js';
import { celCompare, celEquals } from './cel-equality.js';
import type { LibraryFunction } from './library-function.js';

// CR-CEL-009: the Kubernetes lists library (apiserver pkg/cel/library/lists.go): isSorted, sum,
// min, max, indexOf, lastIndexOf; and cel-go's ext.Sets (ext/sets.go): sets.contains,
// sets.equivalent, sets.intersects. Items compare with CEL's equality and ordering
// (cel-equality.ts). Texts of errors are lists.go's.

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

function isSorted(list: readonly unknown[]): boolean {
  for (let i = 1; i < list.length; i++) if (celCompare(list[i - 1], list[i]) === 1) return false;
  return true;
}

function sum(list: readonly unknown[]): unknown {
  // The initial value is the zero of the list's static type, which a runtime value does not tell for an empty list.
  if (list.length === 0) throw new NotEvaluable('sum() of an empty list (its zero depends on the static type)');
  if (list.every((x) => typeof x === 'bigint')) {
    let acc = 0n;
    for (const x of list as bigint[]) {
      acc += x;
      if (acc > INT64_MAX || acc < INT64_MIN) throw new CelGoError('integer overflow');
    }
    return acc;
  }
  if (list.every((x) => typeof x === 'number')) return (list as number[]).reduce((a, b) => a + b, 0);
  throw new NotEvaluable('sum() of a list that is not all ints or all doubles');
}

/** lists.go cmp: the first extreme item wins; `min called on empty list`. */
function extreme(op: 'min' | 'max', list: readonly unknown[]): unknown {
  if (list.length === 0) throw new CelGoError(`${op} called on empty list`);
  let result = list[0];
  const prefer = op === 'min' ? 1 : -1;
  for (const next of list.slice(1)) if (celCompare(result, next) === prefer) result = next;
  return result;
}

function indexOf(list: readonly unknown[], item: unknown): bigint {
  for (let i = 0; i < list.length; i++) if (celEquals(list[i], item)) return BigInt(i);
  return -1n;
}

function lastIndexOf(list: readonly unknown[], item: unknown): bigint {
  for (let i = list.length - 1; i >= 0; i--) if (celEquals(list[i], item)) return BigInt(i);
  return -1n;
}

/** ext.Lists slice(start, end) (cel-go ext/lists.go), with its error texts. */
function slice(list: readonly unknown[], start: bigint, end: bigint): unknown[] {
  if (start < 0n || end < 0n) throw new CelGoError(`cannot slice(${start}, ${end}), negative indexes not supported`);
  if (start > end)
    throw new CelGoError(`cannot slice(${start}, ${end}), start index must be less than or equal to end index`);
  if (BigInt(list.length) < end) throw new CelGoError(`cannot slice(${start}, ${end}), list is length ${list.length}`);
  return list.slice(Number(start), Number(end));
}

function flatten(list: readonly unknown[], depth: bigint): unknown[] {
  if (depth < 0n) throw new CelGoError('level must be non-negative');
  const out: unknown[] = [];
  for (const x of list) {
    if (Array.isArray(x) && depth > 0n) out.push(...flatten(x, depth - 1n));
    else out.push(x);
  }
  return out;
}

/** ext.Lists sort(): comparable items of one type (cel-go's sort.Slice is not stable, but equal scalars are alike). */
function sortList(list: readonly unknown[]): unknown[] {
  if (list.length === 0) return [];
  const kind = typeof list[0];
  if (!list.every((x) => typeof x === kind)) throw new NotEvaluable('sort() of items of different types');
  if (kind !== 'bigint' && kind !== 'number' && kind !== 'string' && kind !== 'boolean')
    throw new NotEvaluable('sort() of items the runtime does not order');
  return [...list].sort((a, b) => celCompare(a, b));
}

function distinct(list: readonly unknown[]): unknown[] {
  const out: unknown[] = [];
  for (const x of list) if (!out.some((y) => celEquals(x, y))) out.push(x);
  return out;
}

function range(n: bigint): bigint[] {
  // The cost bound counts lists.range() as a list of 1000 items (runtime-program.ts).
  if (n > 1000n) throw new NotEvaluable('lists.range() of more than 1000 items (beyond the cost bound)');
  const out: bigint[] = [];
  for (let i = 0n; i < n; i++) out.push(i);
  return out;
}

const includes = (list: readonly unknown[], x: unknown): boolean => list.some((y) => celEquals(y, x));

export const LISTS_LIBRARY: readonly LibraryFunction[] = [
  { name: 'isSorted', signatures: [['list<dyn>.k8s_isSorted(): bool', isSorted]] },
  { name: 'sum', signatures: [['list<dyn>.k8s_sum(): dyn', sum]] },
  { name: 'min', signatures: [['list<dyn>.k8s_min(): dyn', (l: unknown[]) => extreme('min', l)]] },
  { name: 'max', signatures: [['list<dyn>.k8s_max(): dyn', (l: unknown[]) => extreme('max', l)]] },
  { name: 'indexOf', signatures: [['list<dyn>.k8s_indexOf(dyn): int', indexOf]] },
  { name: 'lastIndexOf', signatures: [['list<dyn>.k8s_lastIndexOf(dyn): int', lastIndexOf]] },
  // cel-go ext.Lists version 3 (Kubernetes 1.34 and later); sortBy is a macro, not evaluated here.
  { name: 'slice', signatures: [['list<dyn>.k8s_slice(int, int): list<dyn>', slice]] },
  {
    name: 'flatten',
    signatures: [
      ['list<dyn>.k8s_flatten(): list<dyn>', (l: unknown[]) => flatten(l, 1n)],
      ['list<dyn>.k8s_flatten(int): list<dyn>', flatten],
    ],
  },
  { name: 'sort', signatures: [['list<dyn>.k8s_sort(): list<dyn>', sortList]] },
  { name: 'distinct', signatures: [['list<dyn>.k8s_distinct(): list<dyn>', distinct]] },
  { name: 'reverse', signatures: [['list<dyn>.k8s_reverse(): list<dyn>', (l: unknown[]) => [...l].reverse()]] },
  { name: 'range', namespace: 'lists', signatures: [['k8s_lists_range(int): list<int>', range]] },
];

export const SETS_LIBRARY: readonly LibraryFunction[] = [
  {
    name: 'contains',
    namespace: 'sets',
    signatures: [
      ['k8s_sets_contains(list<dyn>, list<dyn>): bool', (a: unknown[], b: unknown[]) => b.every((x) => includes(a, x))],
    ],
  },
  {
    name: 'equivalent',
    namespace: 'sets',
    signatures: [
      [
        'k8s_sets_equivalent(list<dyn>, list<dyn>): bool',
        (a: unknown[], b: unknown[]) => b.every((x) => includes(a, x)) && a.every((x) => includes(b, x)),
      ],
    ],
  },
  {
    name: 'intersects',
    namespace: 'sets',
    signatures: [
      [
        'k8s_sets_intersects(list<dyn>, list<dyn>): bool',
        (a: unknown[], b: unknown[]) => a.some((x) => includes(b, x)),
      ],
    ],
  },
];
