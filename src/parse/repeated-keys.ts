import { getScalarValue, parseEvents, type Event } from 'js-yaml';

// A document with a repeated key fails to read at the first repeat, which may be a harmless one
// (loki's hack/large-rules-infra.yaml repeats `tenantID: "infrastructure"` as it was), while a
// later key repeated with another value (`groups`) is the one whose first value kubectl apply
// loses. Read again only for such a message, from js-yaml's events, which keep every pair (the
// parse workers bundle js-yaml alone).

/** Where the document repeats keys of one mapping: each key, and whether its values differ. */
export interface RepeatedKey {
  readonly key: string;
  readonly valuesDiffer: boolean;
  /** How many times it is written again, in every mapping of the document. */
  readonly repeats: number;
}

/** Larger documents are not read again for a message. */
const MAX_TEXT = 256 * 1024;
/** Nor deeper ones (each level is a call). */
const MAX_DEPTH = 200;

// js-yaml's event ids (its EVENT_ID).
const SEQUENCE = 2;
const MAPPING = 3;
const SCALAR = 4;
const ALIAS = 5;
const POP = 6;

/** The keys the document's mappings repeat, inner mappings first; empty where it does not read. */
export function repeatedKeys(text: string): RepeatedKey[] {
  if (text.length > MAX_TEXT) return [];
  const out: Repeats = new Map();
  try {
    const events = parseEvents(text, { maxDepth: MAX_DEPTH });
    for (let i = 0; i < events.length;) {
      // A document event, its node, and its pop.
      if (events[i]?.type !== 1) return [];
      i = signature(events, i + 1, text, out, 0)[1] + 1;
    }
  } catch {
    return []; // text js-yaml's grammar cannot read: the message names the first key alone
  }
  return [...out].map(([key, { valuesDiffer, repeats }]) => ({ key, valuesDiffer, repeats }));
}

/** By key: whether a repeat's value differs from the first, and how many repeats there are. */
type Repeats = Map<string, { valuesDiffer: boolean; repeats: number }>;

/** The node's value as a comparable string, and the index after it; repeated keys recorded in `out`. */
function signature(events: readonly Event[], i: number, text: string, out: Repeats, depth: number): [string, number] {
  const e = events[i];
  if (e === undefined || depth > MAX_DEPTH) throw new Error('unreadable');
  if (e.type === SCALAR) return [JSON.stringify(getScalarValue(text, e)), i + 1];
  if (e.type === ALIAS) return [`*${text.slice(e.anchorStart, e.anchorEnd)}`, i + 1];
  if (e.type !== SEQUENCE && e.type !== MAPPING) throw new Error('unreadable');
  const parts: string[] = [];
  const values = new Map<string, string>();
  let j = i + 1;
  while (events[j]?.type !== POP) {
    if (events[j] === undefined) throw new Error('unreadable');
    if (e.type === SEQUENCE) {
      const [item, next] = signature(events, j, text, out, depth + 1);
      parts.push(item);
      j = next;
      continue;
    }
    const keyEvent = events[j] as Event;
    const [key, afterKey] = signature(events, j, text, out, depth + 1);
    const [value, next] = signature(events, afterKey, text, out, depth + 1);
    parts.push(`${key}:${value}`);
    if (keyEvent.type === SCALAR) {
      const name = getScalarValue(text, keyEvent);
      const before = values.get(name);
      if (before === undefined) values.set(name, value);
      else {
        const known = out.get(name);
        out.set(name, {
          valuesDiffer: (known?.valuesDiffer ?? false) || before !== value,
          repeats: (known?.repeats ?? 0) + 1,
        });
      }
    }
    j = next;
  }
  return [e.type === SEQUENCE ? `[${parts.join(',')}]` : `{${parts.join(',')}}`, j + 1];
}
