import { constructFromEvents, getScalarValue, parseEvents, YAMLException, type Event, type ScalarEvent } from 'js-yaml';
import { KubeYamlError, firstForbiddenCharacter } from './kube-yaml/scanner.js';
import { Parser, type ParseEvent } from './kube-yaml/parser.js';
import { COLLECTION_KEY_ERROR, documentValue, KUBE_YAML_SCHEMA, NULL_KEY_ERROR } from './kube-yaml/schema.js';

// YAML text to values, reading what Kubernetes reads: kubectl and the apiserver read manifests
// with sigs.k8s.io/yaml, that is go-yaml v2 (go.yaml.in/yaml/v2), a port of libyaml. js-yaml
// reads nearly all of it, several times faster than the port below, so it reads first; where
// it refuses a document, the document is read again by kube-yaml/, a port of go-yaml v2's own
// scanner and parser: what go-yaml accepts is read, and what it refuses keeps js-yaml's error.
// Both build values with one schema (kube-yaml/schema.ts), go-yaml's YAML 1.1 scalars and merges.
//
// Where the two grammars differ, compared rule by rule (go-yaml v2.4.2 scannerc.go, parserc.go,
// resolve.go, decode.go; js-yaml 5.5.0's parser), and what is done:
//
//  class                                        js-yaml        go-yaml v2   here
//  -------------------------------------------  -------------  -----------  ------------------------
//  indentation inside a flow collection ({ [):  "deficient     none at all  go-yaml (fallback)
//    a `}` or item at or left of the parent's    indentation"
//    indentation, tab-indented lines
//  tabs between tokens in a flow collection     refused*       allowed      go-yaml (fallback)
//  continuation lines of a quoted scalar less   "deficient     allowed      go-yaml (fallback)
//    indented than its key, or tab-indented      indentation"
//  multi-line plain scalar in a flow collection refused*       allowed      go-yaml (fallback)
//  unknown tags (!!python/name:..., !Ref, !foo) "unknown tag"  string       go-yaml (schema)
//  standard tags on the other node kind         refused        ignored      go-yaml (schema)
//  !!binary, !!timestamp, !!int "0777"          (core schema)  decoded      go-yaml (schema)
//  YAML 1.1 booleans y/n/yes/no/on/off          strings        booleans     go-yaml (schema)
//  octal 0777, 0b101, 1_000, +0x1F              decimal/str    integers     go-yaml (schema)
//  merge key <<                                 a key "<<"     merged       go-yaml (schema)
//  null, mapping or sequence as a mapping key   "null" / str   refused      go-yaml (schema)
//  text after a complete first document        read on        ignored      go-yaml (fallback); a
//    (kubectl hands go-yaml one chunk)                                        JSON stream read on
//  a block scalar ending the text without a      adds "\n"      no "\n"      go-yaml (event fixed)
//    final line break
//  UTF-16 with a byte order mark                 (decode-text.ts)  read       go-yaml
//  sexagesimal 1:20, `=`, timestamps            strings        strings      same
//  %YAML 1.1                                    accepted       accepted     same
//  %YAML 1.2, unknown directives (%FOO)         accepted       refused      js-yaml (not reported)
//  escapes `\/` in double quotes                accepted       refused      js-yaml (not reported)
//  anchors with characters other than           accepted       refused      js-yaml (not reported)
//    [0-9A-Za-z_-]
//  a tab after `-` or `?` before a node         accepted       refused      go-yaml (tab check)
//  `.inf`, `.nan` values (JSON cannot hold them) numbers        refused      js-yaml (not reported)
//  a line of blanks or a comment led by a tab   accepted       refused      go-yaml (tab check)
//    among block entries; a tab-led line in a
//    block scalar
//  a nested mapping on the line of an anchor     accepted       refused      js-yaml (not reported)
//    (`a: &x b: c`); implicit keys over 1024
//    characters
//  float keys (`1e10:`), uint64 keys            JS text        Go %g/refused js-yaml text (not reported)
//  a top-level block scalar at column 0         its text       ''           js-yaml (never an object)
//  repeated keys                                refused        last wins**  refused (parse/duplicate-key)
//  tabs indenting block structure, block         refused        refused      the finding stays
//    scalars with tab indentation, a document
//    marker inside a quoted scalar
//
//  * js-yaml counts a tab anywhere on the line as indentation inside flow collections.
//  ** `kubectl apply -f` converts with the non-strict YAMLToJSON and sends JSON, so the last
//     value wins silently (kubernetes/kubernetes#125885); YAMLToJSONStrict (the apiserver's YAML
//     bodies under fieldValidation=Strict) and kustomize refuse them: the project keeps
//     reporting them.
//
// Where js-yaml is the more lenient reader (rows marked "not reported"), documents kubectl refuses
// are read; reporting those would need the port to read every file, which the time budget
// (review ≤ 1.5 × a bare js-yaml load) does not allow. Tabs are the exception (tab check): a text
// with a line whose indentation holds a tab is rare (no file of the corpus has one) and read by the
// port too, which decides, as go-yaml would, whether kubectl can read it.

export interface LoadOptions {
  readonly maxDepth: number;
  readonly maxAliases: number;
  /**
   * A repeated key keeps its last value instead of refusing the document, as kubectl's
   * non-strict YAMLToJSON does: only to read a document whose repeats all have one value.
   */
  readonly lastOfRepeatedKeys?: boolean;
}

/**
 * The values of the YAML documents in `text`. Throws js-yaml's YAMLException (with the mark in
 * `text`) when go-yaml would refuse the text too, or when it breaks a limit.
 */
export function loadYaml(text: string, options: LoadOptions): unknown[] {
  let events: Event[];
  try {
    events = parseEvents(text, { maxDepth: options.maxDepth });
  } catch (error) {
    if (!(error instanceof YAMLException) || /maxDepth/.test(error.reason)) throw error;
    return loadAsGoYaml(text, error, options);
  }
  const refusal = text.includes('\t') && TAB_IN_INDENTATION.test(text) ? goYamlRefusal(text) : undefined;
  if (refusal) throw refusal;
  if (readsColonAsIndicator(text, events)) {
    // Both grammars read it, with different values: go-yaml's are the ones kubectl sends. Where
    // the port refuses what js-yaml read, js-yaml's reading stands (not reported, as above).
    const refused = new YAMLException('js-yaml and go-yaml differ');
    try {
      return loadAsGoYaml(text, refused, options);
    } catch (error) {
      if (error !== refused) throw error;
    }
  }
  const source = withFinalBlockScalarFixed(text, events);
  try {
    return constructFromEvents(events, {
      source,
      schema: KUBE_YAML_SCHEMA,
      maxAliases: options.maxAliases,
      json: options.lastOfRepeatedKeys === true,
    }).map(documentValue);
  } catch (error) {
    throw withEmptyKeyPlaced(error, text);
  }
}

// A tab in a line's indentation, or after a `-` or `?` that opens it (after blanks and `-` only):
// where go-yaml refuses tabs js-yaml reads past (scannerc.go: "found a tab character that violates
// indentation" on a blank or comment line led by a tab among block entries, "found a tab character
// where an indentation space is expected" in a block scalar, "found character that cannot start
// any token" after `- `). The gate only selects texts for the port, which decides.
const TAB_IN_INDENTATION = /^[ ?-]*\t/m;

/**
 * The error go-yaml gives reading the first document of `text` (what Unmarshal reads), placed
 * where the port places it; undefined where it reads that document.
 */
function goYamlRefusal(text: string): YAMLException | undefined {
  try {
    const parser = new Parser(text);
    for (let e = parser.next(); e; e = parser.next()) if (e.type === 'document-end') return undefined;
    return undefined;
  } catch (error) {
    if (!(error instanceof KubeYamlError)) throw error;
    return goYamlError(text, error.mark.index, error);
  }
}

/** go-yaml's error where it is about a tab in a line's indentation (TAB_IN_INDENTATION on its line). */
function tabRefusal(whole: string, base: number, error: KubeYamlError): YAMLException | undefined {
  const at = base + error.mark.index;
  const lineStart = whole.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = whole.indexOf('\n', at);
  const line = whole.slice(lineStart, lineEnd === -1 ? whole.length : lineEnd);
  return TAB_IN_INDENTATION.test(line) ? goYamlError(whole, at, error) : undefined;
}

/**
 * go-yaml's error, where js-yaml's is one of indentation go-yaml does not have (inside a flow
 * collection, a quoted scalar's continuation: the table above) and go-yaml's stands on a later
 * line: what js-yaml refused there, go-yaml read.
 */
function readFurther(
  whole: string,
  base: number,
  error: KubeYamlError,
  jsYamlError: YAMLException,
): YAMLException | undefined {
  const at = base + error.mark.index;
  const jsYamlAt = jsYamlError.mark?.position;
  if (jsYamlAt === undefined || !/deficient indentation/.test(jsYamlError.reason)) return undefined;
  return lineOf(whole, at) > lineOf(whole, jsYamlAt) ? goYamlError(whole, at, error) : undefined;
}

/**
 * go-yaml's error, where js-yaml's stands past the last line of the text (a multi-line key it
 * reads to the end before it refuses it: lines pasted with a diff's `+ ` before their `- `,
 * integreatly-operator 79ace9be) and go-yaml's on a line of it.
 */
function pastTheText(
  whole: string,
  base: number,
  error: KubeYamlError,
  jsYamlError: YAMLException,
): YAMLException | undefined {
  const jsYamlAt = jsYamlError.mark?.position;
  const at = base + error.mark.index;
  return jsYamlAt !== undefined && jsYamlAt >= whole.trimEnd().length && at < whole.trimEnd().length
    ? goYamlError(whole, at, error)
    : undefined;
}

function goYamlError(text: string, at: number, error: KubeYamlError): YAMLException {
  try {
    return YAMLException.throwAt(text, at, `go-yaml, which kubectl reads YAML with, refuses it: ${error.problem}`);
  } catch (placed) {
    return placed as YAMLException;
  }
}

/**
 * js-yaml places an error at its node's first character, and a key that has none of its own, an
 * empty one (`: value`, `? ` with nothing after it) or a mapping or list (`{a}: b`, whose
 * position is its closing event's, which has none), stood at the file's first line. Such an error
 * is placed at the first key of its form in the text.
 */
function withEmptyKeyPlaced(error: unknown, text: string): unknown {
  if (!(error instanceof YAMLException) || error.mark?.position !== 0) return error;
  const form =
    error.reason === NULL_KEY_ERROR ? EMPTY_KEY : error.reason === COLLECTION_KEY_ERROR ? COLLECTION_KEY : undefined;
  const found = form?.exec(text);
  if (!found) return error;
  try {
    return YAMLException.throwAt(text, found.index + (found[1]?.length ?? 0), error.reason);
  } catch (placed) {
    return placed;
  }
}

/** An implicit key left empty (`: v` after indentation, `- ` or `{`/`,` in a flow mapping) or an explicit `?` with nothing after it. */
const EMPTY_KEY = /((?:^[ \t]*(?:-[ \t]+)*)|[{,][ \t]*)(?::(?=[ \t\r\n,}\]]|$)|\?(?=[ \t]*(?:#.*)?(?:\r?\n|$)))/m;

/** A flow mapping or list as an implicit key (`{label_name}: v`, after indentation or `- `), or an explicit `?` key that opens one. */
const COLLECTION_KEY = /(^[ \t]*(?:-[ \t]+)*)(?:[{[][^\n]*?[}\]][ \t]*:(?=[ \t\r\n]|$)|\?[ \t]+[{[])/m;

// In a flow collection go-yaml reads `fe80::` before `,`, `]` or `}` as the plain scalar
// "fe80::" (scannerc.go, yaml_parser_scan_plain_scalar: a `:` followed by a flow indicator does
// not end a plain scalar in flow context), where js-yaml ends the scalar at the `:` and reads a
// one-key mapping {"fe80:": null}: istio's `addresses: [1.2.3.4, 2001:db8::]`. Such a text is
// read by the port, which is exact. The text test is only a cheap gate (CRD patterns such as
// '[A-Za-z0-9_,:]' pass it in half the corpus); js-yaml's own events decide: a plain scalar
// that ends right before `:` and a flow indicator.
const PLAIN_SCALAR_COLON = /[^\s"']:[,\]}]/;
function readsColonAsIndicator(text: string, events: readonly Event[]): boolean {
  if (!PLAIN_SCALAR_COLON.test(text)) return false;
  for (const event of events) {
    if (event.type !== SCALAR || event.style !== PLAIN || event.valueEnd < 0) continue;
    if (text.charCodeAt(event.valueEnd) !== 0x3a) continue; // ':'
    const next = text.charCodeAt(event.valueEnd + 1);
    if (next === 0x2c || next === 0x5d || next === 0x7d) return true; // ',' ']' '}'
  }
  return false;
}

/**
 * A block scalar (`|`, `>`) whose last line ends the text without a line break: js-yaml adds the
 * line break anyway; libyaml keeps only the breaks that are there (scan_block_scalar), so `|`
 * at the very end of a file without a final newline is "x", not "x\n". The event is pointed at
 * its corrected value, appended to the source. Returns the source to construct from.
 */
function withFinalBlockScalarFixed(text: string, events: Event[]): string {
  const last = text.charCodeAt(text.length - 1);
  if (text.length === 0 || last === 0x0a || last === 0x0d) return text;
  let i = events.length - 1;
  while (i >= 0 && events[i]?.type === POP) i--;
  const event = events[i];
  if (event?.type !== SCALAR || (event.style !== LITERAL && event.style !== FOLDED) || event.valueEnd !== text.length)
    return text;
  const value = getScalarValue(text, event);
  if (!value.endsWith('\n')) return text;
  const fixed: ScalarEvent = {
    ...event,
    valueStart: text.length,
    valueEnd: text.length + value.length - 1,
    style: SINGLE_QUOTED,
    fast: true,
  };
  events[i] = fixed;
  return text + value.slice(0, -1);
}

/**
 * js-yaml's events of `text` when its grammar reads the text as go-yaml does; undefined when it
 * does not, and positions come from go-yaml's (locate.ts).
 */
export function strictEvents(text: string): Event[] | undefined {
  try {
    const events = parseEvents(text, { maxDepth: Number.MAX_SAFE_INTEGER });
    return readsColonAsIndicator(text, events) ? undefined : events;
  } catch {
    return undefined;
  }
}

// js-yaml's event ids and styles (its EVENT_ID, SCALAR_STYLE and COLLECTION_STYLE).
const DOCUMENT = 1;
const SEQUENCE = 2;
const MAPPING = 3;
const SCALAR = 4;
const ALIAS = 5;
const POP = 6;
const PLAIN = 1;
const SINGLE_QUOTED = 2;
const LITERAL = 4;
const FOLDED = 5;
const CLIP = 1;
const NO_RANGE = -1;

/**
 * Reads `text` with the go-yaml port and builds its values with js-yaml's constructor: the port's
 * events are written as js-yaml events over a made-up source that holds each scalar's decoded
 * text, tag (verbatim) and anchor, one event after another, so the one schema decides values.
 *
 * go-yaml's Unmarshal reads the first document of what kubectl hands it and never looks further:
 * what follows a complete first document cannot make it fail. When what follows is not a
 * document, it is left unread here too, except in a JSON stream (text starting with `{`), which
 * kubectl decodes value after value (apimachinery's YAMLOrJSONDecoder): the next value is read on.
 */
function loadAsGoYaml(whole: string, jsYamlError: YAMLException, options: LoadOptions, base = 0): unknown[] {
  const text = base === 0 ? whole : whole.slice(base);
  if (firstForbiddenCharacter(text) !== -1) throw jsYamlError;
  const parts: string[] = [];
  let length = 0;
  const eventStarts: number[] = []; // in the made-up source
  const eventOffsets: number[] = []; // in text
  const events: Event[] = [];
  const append = (s: string): readonly [number, number] => {
    parts.push(s);
    length += s.length;
    return [length - s.length, length];
  };
  let depth = 0;
  let complete = 0; // events up to the end of the last complete document
  let rest: number | undefined; // where a JSON stream's next value starts
  try {
    const parser = new Parser(text);
    for (let e = parser.next(); e; e = parser.next()) {
      append('\n'); // every event starts at its own offset, for errors' positions
      eventStarts.push(length);
      eventOffsets.push(base + e.start.index);
      const event = toJsYamlEvent(e, append);
      if (!event) continue;
      if (event.type === SEQUENCE || event.type === MAPPING) {
        if (++depth > options.maxDepth)
          YAMLException.throwAt(whole, base + e.start.index, `nesting exceeded maxDepth (${options.maxDepth})`);
      } else if (event.type === POP && e.type !== 'document-end') depth--;
      events.push(event);
      if (e.type === 'document-end') complete = events.length;
    }
  } catch (error) {
    if (!(error instanceof KubeYamlError)) throw error;
    // go-yaml refuses it too: js-yaml's error, unless go-yaml's is a tab's, which js-yaml places
    // elsewhere for another reason (a tab-only line in a block scalar: "bad indentation" below it),
    // or js-yaml's is an indentation go-yaml does not have and go-yaml read past it (gke-networking-recipes:
    // js-yaml's "deficient indentation" at a flow sequence's `]`, go-yaml's refusal of the
    // dedented entry three lines below, the document's real fault).
    if (complete === 0)
      throw (
        unclosedQuote(whole, base, error, jsYamlError) ??
        tabRefusal(whole, base, error) ??
        readFurther(whole, base, error, jsYamlError) ??
        pastTheText(whole, base, error, jsYamlError) ??
        jsYamlError
      );
    events.length = complete;
    if (error.problem === 'did not find expected <document start>' && /^\s*\{/.test(text))
      rest = base + error.mark.index;
  }
  const source = parts.join('');
  let values: unknown[];
  try {
    values = constructFromEvents(events, {
      source,
      schema: KUBE_YAML_SCHEMA,
      maxAliases: options.maxAliases,
      json: options.lastOfRepeatedKeys === true,
    }).map(documentValue);
  } catch (error) {
    if (!(error instanceof YAMLException) || !error.mark) throw error;
    // Back from the made-up source to the text: the last event that starts at or before the mark.
    let lo = 0;
    let hi = eventStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((eventStarts[mid] ?? 0) <= error.mark.position) lo = mid;
      else hi = mid - 1;
    }
    return YAMLException.throwAt(whole, eventOffsets[lo] ?? base, error.reason);
  }
  if (rest === undefined) return values;
  try {
    return [...values, ...loadAsGoYaml(whole, jsYamlError, options, rest)];
  } catch (error) {
    if (error === jsYamlError) return values; // a JSON stream ends where its next value does not read
    throw error;
  }
}

/**
 * A quoted scalar that is never closed, which go-yaml reads to the end of its document and js-yaml
 * to the first line it finds wrongly indented ("deficient indentation", a line or more below, where
 * nothing is wrong): the error is placed at the opening quote, where the fix is (kueue's KEP
 * files).
 */
function unclosedQuote(
  whole: string,
  base: number,
  error: KubeYamlError,
  jsYamlError: YAMLException,
): YAMLException | undefined {
  const start = error.contextMark;
  // A document marker inside the string ends it as well: that error stays at the marker, as
  // kubectl splits documents at such lines before reading them, and the string is then unclosed.
  if (error.problem !== 'found unexpected end of stream' || error.context !== 'while scanning a quoted scalar')
    return undefined;
  if (!start) return undefined;
  const at = base + start.index;
  if ((jsYamlError.mark?.position ?? 0) < at) return undefined; // js-yaml stopped before it
  const quote = whole[at] === "'" ? 'single' : 'double';
  const end = lineOf(whole, base + error.mark.index);
  const reason = `the ${quote}-quoted string that starts here is not closed (go-yaml, kubectl's reader, finds no closing quote before line ${end}, the end of the document)`;
  try {
    return YAMLException.throwAt(whole, at, reason);
  } catch (placed) {
    return placed as YAMLException;
  }
}

/** The 1-based line of an offset (an error's, once: not on any path that reads a valid file). */
const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;

function toJsYamlEvent(e: ParseEvent, append: (s: string) => readonly [number, number]): Event | undefined {
  const props = (): { anchorStart: number; anchorEnd: number; tagStart: number; tagEnd: number } => {
    const [anchorStart, anchorEnd] = e.anchor === undefined ? [NO_RANGE, NO_RANGE] : append(e.anchor);
    // A tag in js-yaml's verbatim form, resolved by the port; `!` alone is the non-specific tag.
    const tag = e.tag ?? '';
    const [tagStart, tagEnd] =
      tag === '' ? [NO_RANGE, NO_RANGE] : append(tag === '!' ? '!' : `!<${tag.replaceAll('%', '%25')}>`);
    return { anchorStart, anchorEnd, tagStart, tagEnd };
  };
  switch (e.type) {
    case 'document-start':
      return { type: DOCUMENT, explicitStart: false, explicitEnd: false, directives: [] };
    case 'document-end':
    case 'sequence-end':
    case 'mapping-end':
      return { type: POP };
    case 'sequence-start':
    case 'mapping-start': {
      const p = props();
      const [start] = append('');
      return { type: e.type === 'sequence-start' ? SEQUENCE : MAPPING, start, ...p, style: e.style === 'flow' ? 2 : 1 };
    }
    case 'scalar': {
      const p = props();
      const [valueStart, valueEnd] = append(e.value ?? '');
      // Only a plain scalar without a tag has its type resolved; quoted and block ones are strings.
      const style = e.implicit && e.tag !== '!' ? PLAIN : SINGLE_QUOTED;
      return { type: SCALAR, valueStart, valueEnd, ...p, style, chomping: CLIP, indent: -1, fast: true };
    }
    case 'alias': {
      const [anchorStart, anchorEnd] = append(e.anchor ?? '');
      return { type: ALIAS, anchorStart, anchorEnd };
    }
    default:
      return undefined; // stream start and end
  }
}
