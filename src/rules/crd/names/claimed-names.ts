import type { CrdNames } from './validate-names.js';

// Whether a file's text may hold a CRD that claims one of a CRD's names, before it is parsed
// (crd/names' conflicts between the CRDs of one directory, name-conflicts.ts): a pull request
// that changes one of openshift/api's 400 payload CRDs, or argo-cd's Application CRD beside the
// 1.4 MB ApplicationSet one, should not parse the directory. A CRD claims names under
// `spec.names`: `plural`, `singular` and `kind` (`listKind` too) after their keys, and
// `shortNames` as a list; a singular left out defaults to the lower-cased kind, and a list kind
// to the kind and `List`, so a kind in any letter case counts, and a list kind's stem.

/** The words a CRD's names claim, lower-cased: what claimedWordsIn finds of another CRD that clashes with it. */
export function wordsClaimed(names: CrdNames): ReadonlySet<string> {
  const words = new Set<string>();
  for (const w of [names.plural, names.singular, ...names.shortNames, names.kind, names.listKind]) {
    if (w === '') continue;
    words.add(w.toLowerCase());
    if (/list$/i.test(w) && w.length > 4) words.add(w.slice(0, -4).toLowerCase());
  }
  return words;
}

/** A value after a `plural`, `singular` or `kind` (`listKind` too) key, as the whole of its scalar. */
const CLAIMED_VALUE = /(?:plural|singular|kind)["']?[ \t]*:[ \t]*["']?([^"'\s,}#]+)["']?[ \t\r]*(?=$|[,}#])/gim;

/**
 * The words a text claims as CRD names, lower-cased: every value after a `plural`, `singular`,
 * `kind` or `listKind` key (and a list kind's stem), and every short name. Read once a file, it
 * tells every CRD of the directory whether the file may clash with it: a directory of 80 changed
 * CRDs (kubedb/apimachinery) scanned every file's bytes for each CRD's names (issue 17).
 */
export function claimedWordsIn(text: string): ReadonlySet<string> {
  const words = new Set<string>();
  for (const m of text.matchAll(CLAIMED_VALUE)) {
    const w = (m[1] ?? '').toLowerCase();
    words.add(w);
    if (w.endsWith('list') && w.length > 4) words.add(w.slice(0, -4));
  }
  for (const n of shortNamesIn(text)) words.add(n.toLowerCase());
  return words;
}

const SHORT_NAMES_KEY = /shortNames["']?[ \t]*:[ \t]*/g;

/**
 * Every value of every `shortNames` key of the text, read without parsing it: a flow list
 * (`[a, b]`, also over several lines, as JSON writes it) or the block list below the key.
 */
export function shortNamesIn(text: string): string[] {
  const out: string[] = [];
  for (const key of text.matchAll(SHORT_NAMES_KEY)) {
    const after = (key.index ?? 0) + key[0].length;
    if (text[after] === '[') {
      const close = text.indexOf(']', after);
      const list = text.slice(after + 1, close < 0 ? text.length : close);
      for (const item of list.split(',')) pushScalar(out, item);
      continue;
    }
    const lineEnd = text.indexOf('\n', after);
    if (lineEnd < 0 || !/^[ \t\r]*(?:#.*)?$/.test(text.slice(after, lineEnd))) continue; // a scalar, or nothing below
    // The items below the key: `- a` lines, blank lines and comments among them.
    let at = lineEnd + 1;
    while (at < text.length) {
      const end = text.indexOf('\n', at);
      const line = text.slice(at, end < 0 ? text.length : end);
      const item = /^[ \t]*-[ \t]+(.*)$/.exec(line);
      if (item) pushScalar(out, (item[1] ?? '').replace(/[ \t]+#.*$/, ''));
      else if (!/^[ \t\r]*(?:#.*)?$/.test(line)) break;
      if (end < 0) break;
      at = end + 1;
    }
  }
  return out;
}

function pushScalar(out: string[], raw: string): void {
  const value = raw.trim().replace(/^(["'])(.*)\1$/, '$2');
  if (value !== '') out.push(value);
}
