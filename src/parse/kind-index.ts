// Which kinds (and names) a manifest may hold, read from its text without parsing it: the index
// that lets a review of a change parse only the unchanged files a rule asks for (engine/world.ts).
// It must never miss: a kind it leaves out is an object no rule sees. So it reads only the plain
// form (a block mapping at the left margin per document, `kind: Name`, `metadata:` with a plain
// `name:`), and any file it cannot read so is 'any': parsed whenever a rule asks for anything.

import { isUtf8 } from 'node:buffer';
import { resolvePlain } from './kube-yaml/resolve.js';

export interface KindIndex {
  /** The kinds of the file's objects (a superset), or 'any' when the text does not say. */
  readonly objects: ReadonlySet<string> | 'any';
  /**
   * Every value written after a nested `kind` key (a CRD's `spec.names.kind`, a reference's
   * target): a superset of what the file names as a kind below its roots, or 'any'.
   */
  readonly mentioned: ReadonlySet<string> | 'any';
  /** The `metadata.name` of each root (a superset; '' for a root without one), or 'any'. */
  readonly names: ReadonlySet<string> | 'any';
}

const ANY: KindIndex = { objects: 'any', mentioned: 'any', names: 'any' };
const NONE: KindIndex = { objects: new Set(), mentioned: new Set(), names: new Set() };

// Escapes can spell a kind or a name the text does not hold literally (`\x4b` is K, an escaped
// line break joins two lines): a file with one that gives a letter, a digit or `_.-` is read
// whole rather than guessed at. Others (`\x60`, Go's JSON encoder's `\u003c`) spell nothing a
// kind or a name can hold.
const TOKEN_CHAR_HEX = '(?:3[0-9]|4[1-9A-Fa-f]|5[0-9Aa]|6[1-9A-Fa-f]|7[0-9Aa]|2[dDeE]|5[fF])';
const ESCAPE = new RegExp(`\\\\(?:x${TOKEN_CHAR_HEX}|u00${TOKEN_CHAR_HEX}|U000000${TOKEN_CHAR_HEX}|\\r?\\n)`, 'y');
/**
 * A `kind` key (YAML or JSON, quoted or not) and the plain word after it, across a line break;
 * what stands before it is checked apart (MENTION_AFTER), so the search starts from a literal.
 */
const MENTION = /kind["']?[ \t]*:\s*["']?([A-Za-z0-9_.-]+)/y;
const MENTION_UNFINISHED = /^kind["']?[ \t]*:\s*["']?$/;
const MENTION_AFTER = new Set(['', ' ', '\t', '\n', '\r', '\v', '\f', '{', '[', ',', '"', "'"]);
/** A key at the left margin that could be the root mapping's `kind`, in any spelling. */
const ROOT_KIND_KEY = /^(?:kind|"kind"|'kind')[ \t]*:/;
/** The one form read: `kind: Name`, optionally quoted, optionally followed by a comment. */
const PLAIN_ROOT_KIND =
  /^kind[ \t]*:[ \t]*(?:"([A-Za-z0-9_.-]+)"|'([A-Za-z0-9_.-]+)'|([A-Za-z0-9_.-]+))[ \t]*(?:#.*)?$/;
/** A key at the left margin that could be the root mapping's `metadata`, in any spelling. */
const ROOT_METADATA_KEY = /^(?:metadata|"metadata"|'metadata')[ \t]*:/;
/** `metadata:` with its mapping on the lines below. */
const BLOCK_METADATA = /^metadata[ \t]*:[ \t]*(?:#.*)?$/;
/** `metadata: {…}` on one line: its `name`, and whether the line says `name` at all. */
const FLOW_METADATA = /^metadata[ \t]*:[ \t]*\{(.*)\}[ \t]*(?:#.*)?$/;
const FLOW_NAME = /(?:^|,)[ \t]*name[ \t]*:[ \t]*([A-Za-z0-9_.:@-]+)[ \t]*(?:,|$)/;
/** A `name:` key of metadata, in any spelling, and the one form read: a plain or quoted scalar on its line. */
const NAME_KEY = /^(?:name|"name"|'name')[ \t]*:/;
const PLAIN_NAME = /^name[ \t]*:[ \t]*(?:"([^"\\]*)"|'([^']*)'|([^\s#'"&*!|>{[@`%,][^#]*?))[ \t]*(?:#.*)?$/;

export function kindIndexOf(text: string): KindIndex {
  return indexOf(stringScan(text));
}

/**
 * The index read from a file's UTF-8 bytes without decoding them whole: making a string of every
 * unchanged file of a repository (53 MB for the corpus) costs more than the rest of a pull
 * request's review of them. Only the lines the index reads are decoded. Undefined when the bytes
 * are not plain UTF-8 (UTF-16, a NUL, an invalid sequence), or a `kind` key is written in a way
 * this reader does not follow to its end: the file is then indexed from its text.
 */
export function kindIndexOfBytes(bytes: Uint8Array): KindIndex | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // UTF-16 (a byte order mark) and NUL bytes are read as decode-text.ts reads them, from the text.
  const utf16 = (buffer[0] === 0xff && buffer[1] === 0xfe) || (buffer[0] === 0xfe && buffer[1] === 0xff);
  if (utf16 || buffer.indexOf(0) !== -1 || !isUtf8(buffer)) return undefined;
  try {
    return indexOf(bytesScan(buffer));
  } catch (e) {
    if (e === UNSURE) return undefined;
    throw e;
  }
}

/** Thrown by a scan of bytes where only the whole text can tell. */
const UNSURE = Symbol('unsure');

/** What the index reads a text through: positions are code units of a string, or bytes of UTF-8. */
interface ScanText {
  readonly length: number;
  /** Where `ascii` stands at or after `from`; -1 when nowhere. */
  indexOf(ascii: string, from?: number): number;
  /** The code unit or byte at `at` (ASCII reads alike both ways); NaN past either end. */
  codeAt(at: number): number;
  /** The text from `start` to `end` (positions at line starts or ends, or at an ASCII character). */
  slice(start: number, end: number): string;
  /**
   * The match of the sticky `pattern` at `at`. `unfinished` matches a text the pattern fails on
   * only for want of more (MENTION's key and colon followed by nothing but spaces).
   */
  matchAt(pattern: RegExp, at: number, unfinished?: RegExp): RegExpExecArray | null;
  /** Whether a character YAML 1.1 reads as a line break (NEL, LS, PS) is anywhere. */
  hasOtherBreakCharacter(): boolean;
}

function stringScan(text: string): ScanText {
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  return {
    length: text.length,
    indexOf: (ascii, from) => text.indexOf(ascii, from),
    codeAt: (at) => text.charCodeAt(at),
    slice: (start, end) => text.slice(start, end),
    matchAt: (pattern, at) => {
      pattern.lastIndex = at;
      return pattern.exec(text);
    },
    hasOtherBreakCharacter: () => text.includes('\u0085') || text.includes('\u2028') || text.includes('\u2029'),
  };
}

/** How far past its start a match on bytes reads at least: whole lines from there. */
const WINDOW = 512;
/** The longest line a match on bytes reads; past it (minified JSON) the whole text is indexed. */
const LONGEST_LINE = 64 * 1024;

function bytesScan(whole: Buffer): ScanText {
  const b = whole[0] === 0xef && whole[1] === 0xbb && whole[2] === 0xbf ? whole.subarray(3) : whole;
  return {
    length: b.length,
    indexOf: (ascii, from) =>
      ascii.length === 1 ? b.indexOf(ascii.charCodeAt(0), from) : b.indexOf(ascii, from, 'latin1'),
    codeAt: (at) => (at >= 0 && at < b.length ? (b[at] ?? Number.NaN) : Number.NaN),
    slice: (start, end) => b.toString('utf8', start, end),
    matchAt: (pattern, at, unfinished) => {
      // Whole lines from `at`, so that no character is cut, at least WINDOW bytes of them.
      const newline = at + WINDOW >= b.length ? -1 : b.indexOf(LF, at + WINDOW);
      const stop = newline === -1 ? b.length : newline + 1;
      if (stop - at > LONGEST_LINE) throw UNSURE;
      const window = b.toString('utf8', at, stop);
      pattern.lastIndex = 0;
      const m = pattern.exec(window);
      // A match that runs to the window's end, or a failure where the pattern was still reading,
      // may read on in the whole text: only it can tell.
      if (stop < b.length && (m ? m.index + m[0].length === window.length : unfinished?.test(window) === true))
        throw UNSURE;
      if (m) m.index += at;
      return m;
    },
    hasOtherBreakCharacter: () =>
      b.indexOf(NEL) !== -1 || b.indexOf(LINE_SEPARATOR) !== -1 || b.indexOf(PARAGRAPH_SEPARATOR) !== -1,
  };
}

const NEL = Buffer.from('\u0085', 'utf8');
const LINE_SEPARATOR = Buffer.from('\u2028', 'utf8');
const PARAGRAPH_SEPARATOR = Buffer.from('\u2029', 'utf8');

function indexOf(src: ScanText): KindIndex {
  if (hasSpellingEscape(src) || hasOtherBreak(src)) return ANY;
  // Every object has a `kind` key (kube-object.ts), which only an escape could spell without the
  // word: a text without it holds none (a JSON payload, a data file: kserve's test images).
  if (src.indexOf('kind') === -1) return NONE;
  const roots = readRoots(src);
  if (roots === 'any') return { ...ANY, mentioned: mentionsOf(src, false) };
  return { objects: roots.kinds, names: roots.names, mentioned: mentionsOf(src, true) };
}

/**
 * Whether an escape could spell a token character. Searched from each backslash: a regex over the
 * whole text is several times slower. A backslash followed by anything but what ESCAPE reads next
 * is passed over without matching (CRDs' patterns hold thousands of `\\.` and `\\d`, and a match
 * on bytes decodes a window of lines).
 */
function hasSpellingEscape(src: ScanText): boolean {
  for (let at = src.indexOf('\\'); at !== -1; at = src.indexOf('\\', at + 1))
    if (ESCAPE_SECOND.has(src.codeAt(at + 1)) && src.matchAt(ESCAPE, at)) return true;
  return false;
}

/** What ESCAPE reads after the backslash: x, u, U, or a line break. */
const ESCAPE_SECOND = new Set([0x78, 0x75, 0x55, 0x0d, 0x0a]);

/** Line breaks other than `\n` and `\r\n`: go-yaml v2 reads YAML 1.1's NEL, LS and PS as breaks too, and a lone CR. */
function hasOtherBreak(src: ScanText): boolean {
  if (src.hasOtherBreakCharacter()) return true;
  for (let at = src.indexOf('\r'); at !== -1; at = src.indexOf('\r', at + 1))
    if (src.codeAt(at + 1) !== LF) return true;
  return false;
}

const LF = 0x0a;

/** The values after `kind` keys; with `plainRoots`, not a root's own (every CRD file says CustomResourceDefinition there). */
function mentionsOf(src: ScanText, plainRoots: boolean): Set<string> {
  const mentioned = new Set<string>();
  // Every match starts at the word `kind`: each occurrence after the last match is tried there.
  let from = 0;
  for (let at = src.indexOf('kind'); at !== -1; at = src.indexOf('kind', Math.max(at + 1, from))) {
    if (at < from || !colonFollows(src, at + 'kind'.length)) continue;
    const m = src.matchAt(MENTION, at, MENTION_UNFINISHED);
    if (m === null) continue;
    from = m.index + m[0].length;
    const before = src.codeAt(at - 1);
    if (m[1] === undefined || !(Number.isNaN(before) || MENTION_AFTER.has(String.fromCharCode(before)))) continue;
    if (plainRoots && (at === 0 || before === LF) && PLAIN_ROOT_KIND.test(lineAt(src, at))) continue;
    mentioned.add(m[1]);
  }
  return mentioned;
}

/**
 * Whether what MENTION reads after the word (an optional quote, blanks, a colon) stands at `at`:
 * most occurrences of `kind` in a CRD are words of its descriptions, which fail here without a
 * match (on bytes, each match decodes a window of lines).
 */
function colonFollows(src: ScanText, at: number): boolean {
  let c = src.codeAt(at);
  if (c === 0x22 || c === 0x27) c = src.codeAt(++at);
  while (c === 0x20 || c === 0x09) c = src.codeAt(++at);
  return c === 0x3a;
}

const lineAt = (src: ScanText, start: number): string => {
  const end = src.indexOf('\n', start);
  const line = src.slice(start, end === -1 ? src.length : end);
  return line.endsWith('\r') ? line.slice(0, -1) : line;
};

interface Roots {
  readonly kinds: Set<string>;
  readonly names: Set<string>;
}

/**
 * A plain name that Kubernetes' YAML reader does not read as a string (`N` and `on` are booleans
 * in YAML 1.1, `1e3` a number) leaves the object without a name (kube-object.ts): '' is held too.
 */
function addName(names: Set<string>, name: string, plain: boolean): void {
  names.add(name);
  if (plain && typeof resolvePlain(name) !== 'string') names.add('');
}

/**
 * The `kind` and `metadata.name` of each document's root mapping, or 'any' where a document is
 * not in the plain form. Only lines at the left margin, and the first level of a block
 * `metadata:`, are looked at: the rest of a manifest is passed over without being cut into lines.
 */
function readRoots(src: ScanText): Roots | 'any' {
  const kinds = new Set<string>();
  const names = new Set<string>();
  let documentStarted = false; // whether the current document's first content line was seen
  let named = false; // whether the current document's metadata named it
  let inMetadata = false; // on the lines of a block `metadata:`
  let metadataIndent = -1; // the indentation of its keys, once seen
  let afterName = false; // the last metadata line read was its name: a deeper line would continue it
  const endDocument = () => {
    if (documentStarted && !named) names.add('');
    documentStarted = false;
    named = false;
    inMetadata = false;
  };
  for (let start = 0; start < src.length;) {
    const newline = src.indexOf('\n', start);
    const end = newline === -1 ? src.length : newline;
    const lineStart = start;
    start = end + 1;
    const c = src.codeAt(lineStart);
    const indented = c === 0x20 || c === 0x09;
    if (indented && documentStarted && !inMetadata) continue; // nested content: the common case, not cut out
    let line = src.slice(lineStart, end);
    if (line.endsWith('\r')) line = line.slice(0, -1);
    const first = line.trimStart();
    if (first === '' || first.startsWith('#')) continue;
    if (indented) {
      if (!documentStarted) return 'any'; // an indented root
      const indent = line.length - first.length;
      if (metadataIndent === -1) metadataIndent = indent;
      if (afterName && indent > metadataIndent) return 'any'; // a plain name folded over lines
      afterName = false;
      if (indent !== metadataIndent || !NAME_KEY.test(first)) continue;
      const m = PLAIN_NAME.exec(first);
      const name = m?.[1] ?? m?.[2] ?? m?.[3];
      if (name === undefined || (m?.[2] !== undefined && name.includes("''"))) return 'any';
      addName(names, name, m?.[3] !== undefined);
      named = true;
      afterName = true;
      continue;
    }
    inMetadata = false;
    afterName = false;
    if (line.startsWith('---') || line.startsWith('...')) {
      // Content after the marker (`--- {`, `--- !tag`, `--- |`) is a root this index does not read.
      if (line.length > 3 && !/^(?:---|\.\.\.)[ \t]*(?:#.*)?$/.test(line)) return 'any';
      endDocument();
      continue;
    }
    if (line.startsWith('%')) continue; // a directive
    // The root must be a block mapping at the left margin: not a flow collection (JSON), a
    // sequence, an anchored or tagged node, an explicit key or a block scalar.
    if (!documentStarted && /^[[{\-?&!*|><]/.test(line)) return 'any';
    documentStarted = true;
    if (line.startsWith('<<') || line.startsWith('?')) return 'any';
    if (ROOT_METADATA_KEY.test(line)) {
      if (BLOCK_METADATA.test(line)) {
        inMetadata = true;
        metadataIndent = -1;
        continue;
      }
      const flow = FLOW_METADATA.exec(line);
      if (!flow) return 'any';
      const name = FLOW_NAME.exec(flow[1] ?? '');
      if (name?.[1] !== undefined) {
        addName(names, name[1], true);
        named = true;
      } else if (/name/.test(flow[1] ?? '')) return 'any';
      continue;
    }
    if (!ROOT_KIND_KEY.test(line)) continue;
    const m = PLAIN_ROOT_KIND.exec(line);
    const kind = m?.[1] ?? m?.[2] ?? m?.[3];
    // A List holds its objects under `items`, of any kind.
    if (kind === undefined || kind.endsWith('List')) return 'any';
    kinds.add(kind);
  }
  endDocument();
  return { kinds, names };
}

/** Whether a file with this index may hold an object of one of these kinds. */
export function mayHoldKind(index: KindIndex, kinds: Iterable<string>): boolean {
  if (index.objects === 'any') return true;
  for (const k of kinds) if (index.objects.has(k)) return true;
  return false;
}

/** Whether a file with this index may hold an object of this name. */
export function mayHoldName(index: KindIndex, name: string): boolean {
  return index.names === 'any' || index.names.has(name);
}

/** Whether a file with this index may name one of these kinds anywhere. */
export function mayMentionKind(index: KindIndex, kinds: Iterable<string>): boolean {
  if (index.mentioned === 'any') return true;
  for (const k of kinds) if (index.mentioned.has(k)) return true;
  return false;
}
