// Which kinds a manifest may hold, read from its text without parsing it: the index that lets a
// review of a change parse only the unchanged files a rule asks for (engine/world.ts). It must
// never miss: a kind it leaves out is an object no rule sees. So it reads only the plain form
// (a block mapping at the left margin per document, `kind: Name`), and any file it cannot read so
// is 'any': parsed whenever a rule asks for anything.

export interface KindIndex {
  /** The kinds of the file's objects (a superset), or 'any' when the text does not say. */
  readonly objects: ReadonlySet<string> | 'any';
  /**
   * Every value written after a nested `kind` key (a CRD's `spec.names.kind`, a reference's
   * target): a superset of what the file names as a kind below its roots, or 'any'.
   */
  readonly mentioned: ReadonlySet<string> | 'any';
}

const ANY: KindIndex = { objects: 'any', mentioned: 'any' };

// Escapes can spell a kind or a name the text does not hold literally (`\x4b` is K, an escaped
// line break joins two lines): a file with one that gives a letter, a digit or `_.-` is read
// whole rather than guessed at. Others (`\x60`, Go's JSON encoder's `\u003c`) spell nothing a
// kind or a name can hold.
const TOKEN_CHAR_HEX = '(?:3[0-9]|4[1-9A-Fa-f]|5[0-9Aa]|6[1-9A-Fa-f]|7[0-9Aa]|2[dDeE]|5[fF])';
const ESCAPE = new RegExp(`\\\\(?:x${TOKEN_CHAR_HEX}|u00${TOKEN_CHAR_HEX}|U000000${TOKEN_CHAR_HEX}|\\r?\\n)`);
/** A `kind` key anywhere (YAML or JSON, quoted or not) and the plain word after it, across a line break. */
const MENTION = /(?:^|[\s{,"'])kind["']?[ \t]*:\s*["']?([A-Za-z0-9_.-]+)/gm;
/** A key at the left margin that could be the root mapping's `kind`, in any spelling. */
const ROOT_KIND_KEY = /^(?:kind|"kind"|'kind')[ \t]*:/;
/** The one form read: `kind: Name`, optionally quoted, optionally followed by a comment. */
const PLAIN_ROOT_KIND = /^kind[ \t]*:[ \t]*(?:"([A-Za-z0-9_.-]+)"|'([A-Za-z0-9_.-]+)'|([A-Za-z0-9_.-]+))[ \t]*(?:#.*)?$/;

/** Line breaks other than `\n` and `\r\n` (go-yaml v2 reads YAML 1.1's NEL, LS and PS as breaks too). */
const OTHER_BREAK = /\r(?!\n)|[\u0085\u2028\u2029]/;

export function kindIndexOf(text: string): KindIndex {
  if (ESCAPE.test(text) || OTHER_BREAK.test(text)) return ANY;
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  const objects = rootKinds(text);
  const mentioned = new Set<string>();
  for (const m of text.matchAll(MENTION)) {
    if (m[1] === undefined) continue;
    // A root's own `kind:` (at the left margin of a file read in the plain form) names the
    // object, not something it mentions: every CRD file says CustomResourceDefinition there.
    const at = m.index + (m[0].startsWith('kind') ? 0 : 1);
    if (objects !== 'any' && (at === 0 || text[at - 1] === '\n') && PLAIN_ROOT_KIND.test(lineAt(text, at))) continue;
    mentioned.add(m[1]);
  }
  return { objects, mentioned };
}

const lineAt = (text: string, start: number): string => {
  const end = text.indexOf('\n', start);
  const line = text.slice(start, end === -1 ? text.length : end);
  return line.endsWith('\r') ? line.slice(0, -1) : line;
};

/** The `kind` of each document's root mapping, or 'any' where a document is not in the plain form. */
function rootKinds(text: string): ReadonlySet<string> | 'any' {
  const kinds = new Set<string>();
  let documentStarted = false; // whether the current document's first content line was seen
  for (const raw of text.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.startsWith('---') || line.startsWith('...')) {
      // Content after the marker (`--- {`, `--- !tag`, `--- |`) is a root this index does not read.
      if (line.length > 3 && !/^(?:---|\.\.\.)[ \t]*(?:#.*)?$/.test(line)) return 'any';
      documentStarted = false;
      continue;
    }
    const first = line.trimStart();
    if (first === '' || first.startsWith('#')) continue;
    if (line.startsWith('%')) continue; // a directive
    if (!documentStarted) {
      documentStarted = true;
      // The root must be a block mapping at the left margin: not a flow collection (JSON), a
      // sequence, an anchored or tagged node, an explicit key or a block scalar.
      if (first !== line || /^[[{\-?&!*|><]/.test(line)) return 'any';
    }
    if (line.startsWith('<<') || line.startsWith('?')) return 'any';
    if (!ROOT_KIND_KEY.test(line)) continue;
    const m = PLAIN_ROOT_KIND.exec(line);
    const kind = m?.[1] ?? m?.[2] ?? m?.[3];
    // A List holds its objects under `items`, of any kind.
    if (kind === undefined || kind.endsWith('List')) return 'any';
    kinds.add(kind);
  }
  return kinds;
}

/** Whether a file with this index may hold an object of one of these kinds. */
export function mayHoldKind(index: KindIndex, kinds: Iterable<string>): boolean {
  if (index.objects === 'any') return true;
  for (const k of kinds) if (index.objects.has(k)) return true;
  return false;
}

/** Whether a file with this index may name one of these kinds anywhere. */
export function mayMentionKind(index: KindIndex, kinds: Iterable<string>): boolean {
  if (index.mentioned === 'any') return true;
  for (const k of kinds) if (index.mentioned.has(k)) return true;
  return false;
}
