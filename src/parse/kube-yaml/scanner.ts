// The scanner of go-yaml v2 (go.yaml.in/yaml/v2 v2.4.2, scannerc.go: itself a port of libyaml),
// ported function by function: the tokens Kubernetes' YAML reader (sigs.k8s.io/yaml) sees. It
// runs only for documents that js-yaml refuses (yaml-load.ts), so it is written to be faithful
// rather than fast; names follow scannerc.go so the two can be read side by side.
//
// Where libyaml is more lenient than js-yaml, this is why (yaml-load.ts lists the classes):
// indentation is not checked at all inside flow collections (yaml_parser_roll_indent and
// unroll_indent return at once when flow_level > 0), quoted scalars never check the indentation
// of their continuation lines (yaml_parser_scan_flow_scalar), and tabs separate tokens anywhere
// inside a flow collection (yaml_parser_scan_to_next_token).

export interface Mark {
  /** Offset in the text (UTF-16 code units, as everywhere in this project). */
  readonly index: number;
  /** 0-based, as in libyaml. */
  readonly line: number;
  /** 0-based, in characters (code points), as libyaml counts them. */
  readonly column: number;
}

export type TokenType =
  | 'stream-start'
  | 'stream-end'
  | 'version-directive'
  | 'tag-directive'
  | 'document-start'
  | 'document-end'
  | 'block-sequence-start'
  | 'block-mapping-start'
  | 'block-end'
  | 'flow-sequence-start'
  | 'flow-sequence-end'
  | 'flow-mapping-start'
  | 'flow-mapping-end'
  | 'block-entry'
  | 'flow-entry'
  | 'key'
  | 'value'
  | 'alias'
  | 'anchor'
  | 'tag'
  | 'scalar';

export type ScalarStyle = 'plain' | 'single-quoted' | 'double-quoted' | 'literal' | 'folded';

export interface Token {
  readonly type: TokenType;
  readonly start: Mark;
  readonly end: Mark;
  /** Scalar text, anchor or alias name, tag handle, %TAG handle. */
  readonly value?: string;
  /** Tag suffix, %TAG prefix. */
  readonly suffix?: string;
  readonly style?: ScalarStyle;
  readonly major?: number;
  readonly minor?: number;
}

/** A scanner or parser error, with libyaml's message and the mark it points at. */
export class KubeYamlError extends Error {
  constructor(
    readonly problem: string,
    readonly mark: Mark,
    readonly context = '',
    /** Where what the context names starts (a quoted scalar's opening quote), as libyaml's context_mark. */
    readonly contextMark?: Mark,
  ) {
    super(context ? `${context}: ${problem}` : problem);
    this.name = 'KubeYamlError';
  }
}

interface SimpleKey {
  possible: boolean;
  required: boolean;
  tokenNumber: number;
  mark: Mark;
}

// Limits of scannerc.go.
const MAX_FLOW_LEVEL = 10000;
const MAX_INDENTS = 10000;

const isBreakCode = (c: number): boolean => c === 0x0a || c === 0x0d || c === 0x85 || c === 0x2028 || c === 0x2029;
const isBlankCode = (c: number): boolean => c === 0x20 || c === 0x09;
const isAlphaCode = (c: number): boolean =>
  (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f || c === 0x2d;
const isHexCode = (c: number): boolean =>
  (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const hexValue = (c: number): number => (c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x61 + 10);
/** Characters a tag URI may hold (yaml_parser_scan_tag_uri), besides alphanumerics, `_` and `-`. */
const URI_CHARS = new Set(";/?:@&=+$,.!~*'()[]%".split('').map((c) => c.charCodeAt(0)));

/**
 * libyaml's reader refuses control characters anywhere in the input (readerc.go,
 * yaml_parser_update_buffer): only tab, line breaks, printable ASCII, NEL and the
 * non-surrogate, non-special planes are allowed.
 */
export function firstForbiddenCharacter(text: string): number {
  const re =
    /[^\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\ud800-\udfff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
  const m = re.exec(text);
  return m ? m.index : -1;
}

export class Scanner {
  private pos = 0;
  private line = 0;
  private column = 0;

  private readonly tokens: Token[] = [];
  private tokensHead = 0;
  private tokensParsed = 0;
  private tokenAvailable = false;
  private streamStartProduced = false;
  private streamEndProduced = false;

  private indent = -1;
  private readonly indents: number[] = [];
  private simpleKeyAllowed = false;
  private readonly simpleKeys: SimpleKey[] = [];
  private readonly simpleKeysByTok = new Map<number, number>();
  private flowLevel = 0;

  constructor(private readonly src: string) {}

  /** The next token, left in place (peek_token). */
  peek(): Token {
    if (!this.tokenAvailable) this.fetchMoreTokens();
    const token = this.tokens[this.tokensHead];
    if (!token) throw new KubeYamlError('no more tokens', this.mark());
    return token;
  }

  /** Consumes the token peek() returned (skip_token). */
  skip(): void {
    this.tokenAvailable = false;
    this.tokensParsed++;
    this.streamEndProduced = this.tokens[this.tokensHead]?.type === 'stream-end';
    this.tokensHead++;
    // Consumed tokens are dropped now and then, so that inserting a key stays cheap.
    if (this.tokensHead > 1024) {
      this.tokens.splice(0, this.tokensHead);
      this.tokensHead = 0;
    }
  }

  get atStreamEnd(): boolean {
    return this.streamEndProduced;
  }

  // ---- characters ----------------------------------------------------------------------------

  private mark(): Mark {
    return { index: this.pos, line: this.line, column: this.column };
  }

  private code(k = 0): number {
    const c = this.src.charCodeAt(this.pos + k);
    return Number.isNaN(c) ? -1 : c;
  }

  /** The UTF-16 offset of the k-th character from pos (surrogate pairs count as one). */
  private offsetOf(k: number): number {
    let p = this.pos;
    for (let i = 0; i < k && p < this.src.length; i++) p += this.widthAt(p);
    return p;
  }

  private widthAt(p: number): number {
    const c = this.src.charCodeAt(p);
    return c >= 0xd800 && c <= 0xdbff && p + 1 < this.src.length ? 2 : 1;
  }

  private isZ(k = 0): boolean {
    return this.offsetOf(k) >= this.src.length;
  }
  private isBreak(k = 0): boolean {
    return isBreakCode(this.charCode(k));
  }
  private isBlank(k = 0): boolean {
    return isBlankCode(this.charCode(k));
  }
  private isBlankz(k = 0): boolean {
    return this.isBlank(k) || this.isBreak(k) || this.isZ(k);
  }
  private isBreakz(k = 0): boolean {
    return this.isBreak(k) || this.isZ(k);
  }
  private charCode(k: number): number {
    if (k === 0) return this.code(0);
    const c = this.src.charCodeAt(this.offsetOf(k));
    return Number.isNaN(c) ? -1 : c;
  }
  private isCrlf(): boolean {
    return this.code(0) === 0x0d && this.code(1) === 0x0a;
  }

  private skipChar(): void {
    this.pos += this.widthAt(this.pos);
    this.column++;
  }

  private skipLine(): void {
    if (this.isCrlf()) {
      this.pos += 2;
      this.column = 0;
      this.line++;
    } else if (this.isBreak()) {
      this.pos += 1;
      this.column = 0;
      this.line++;
    }
  }

  private read(s: string[]): void {
    const w = this.widthAt(this.pos);
    s.push(this.src.slice(this.pos, this.pos + w));
    this.pos += w;
    this.column++;
  }

  /** Reads a line break into s, normalised as libyaml does (CR, LF, CRLF, NEL: `\n`; LS, PS kept). */
  private readLine(s: string[]): void {
    const c = this.code(0);
    if (c === 0x0d && this.code(1) === 0x0a) {
      s.push('\n');
      this.pos += 2;
    } else if (c === 0x0d || c === 0x0a || c === 0x85) {
      s.push('\n');
      this.pos += 1;
    } else if (c === 0x2028 || c === 0x2029) {
      s.push(String.fromCharCode(c));
      this.pos += 1;
    } else return;
    this.column = 0;
    this.line++;
  }

  private error(context: string, contextMark: Mark, problem: string): never {
    throw new KubeYamlError(problem, this.mark(), context, contextMark);
  }

  // ---- token queue -----------------------------------------------------------------------------

  private insertToken(at: number, token: Token): void {
    if (at < 0) this.tokens.push(token);
    else this.tokens.splice(this.tokensHead + at, 0, token);
  }

  private fetchMoreTokens(): void {
    for (;;) {
      if (this.tokensHead !== this.tokens.length) {
        const idx = this.simpleKeysByTok.get(this.tokensParsed);
        if (idx === undefined) break;
        const key = this.simpleKeys[idx];
        if (!key || !this.simpleKeyIsValid(key)) break;
      }
      this.fetchNextToken();
    }
    this.tokenAvailable = true;
  }

  private fetchNextToken(): void {
    if (!this.streamStartProduced) return this.fetchStreamStart();
    this.scanToNextToken();
    this.unrollIndent(this.column);
    if (this.isZ()) return this.fetchStreamEnd();
    const c = this.code();
    if (this.column === 0 && c === 0x25 /* % */) return this.fetchDirective();
    if (this.column === 0 && c === 0x2d && this.code(1) === 0x2d && this.code(2) === 0x2d && this.isBlankz(3)) {
      return this.fetchDocumentIndicator('document-start');
    }
    if (this.column === 0 && c === 0x2e && this.code(1) === 0x2e && this.code(2) === 0x2e && this.isBlankz(3)) {
      return this.fetchDocumentIndicator('document-end');
    }
    if (c === 0x5b) return this.fetchFlowCollectionStart('flow-sequence-start');
    if (c === 0x7b) return this.fetchFlowCollectionStart('flow-mapping-start');
    if (c === 0x5d) return this.fetchFlowCollectionEnd('flow-sequence-end');
    if (c === 0x7d) return this.fetchFlowCollectionEnd('flow-mapping-end');
    if (c === 0x2c) return this.fetchFlowEntry();
    if (c === 0x2d && this.isBlankz(1)) return this.fetchBlockEntry();
    if (c === 0x3f && (this.flowLevel > 0 || this.isBlankz(1))) return this.fetchKey();
    if (c === 0x3a && (this.flowLevel > 0 || this.isBlankz(1))) return this.fetchValue();
    if (c === 0x2a) return this.fetchAnchor('alias');
    if (c === 0x26) return this.fetchAnchor('anchor');
    if (c === 0x21) return this.fetchTag();
    if (c === 0x7c && this.flowLevel === 0) return this.fetchBlockScalar(true);
    if (c === 0x3e && this.flowLevel === 0) return this.fetchBlockScalar(false);
    if (c === 0x27) return this.fetchFlowScalar(true);
    if (c === 0x22) return this.fetchFlowScalar(false);
    // A plain scalar may not start with an indicator, except `-`, `?`, `:` followed by a
    // non-blank (`-` in flow context too; `?` and `:` only in block context).
    const indicator = this.isBlankz() || '-?:,[]{}#&*!|>\'"%@`'.includes(String.fromCharCode(c));
    if (
      !indicator ||
      (c === 0x2d && !this.isBlank(1)) ||
      (this.flowLevel === 0 && (c === 0x3f || c === 0x3a) && !this.isBlankz(1))
    ) {
      return this.fetchPlainScalar();
    }
    this.error('while scanning for the next token', this.mark(), 'found character that cannot start any token');
  }

  private simpleKeyIsValid(key: SimpleKey): boolean {
    if (!key.possible) return false;
    // An implicit key is one line, and its `:` at most 1024 characters from its start.
    if (key.mark.line < this.line || key.mark.index + 1024 < this.pos) {
      if (key.required) this.error('while scanning a simple key', key.mark, "could not find expected ':'");
      key.possible = false;
      return false;
    }
    return true;
  }

  private saveSimpleKey(): void {
    const required = this.flowLevel === 0 && this.indent === this.column;
    if (this.simpleKeyAllowed) {
      const key: SimpleKey = {
        possible: true,
        required,
        tokenNumber: this.tokensParsed + (this.tokens.length - this.tokensHead),
        mark: this.mark(),
      };
      this.removeSimpleKey();
      this.simpleKeys[this.simpleKeys.length - 1] = key;
      this.simpleKeysByTok.set(key.tokenNumber, this.simpleKeys.length - 1);
    }
  }

  private removeSimpleKey(): void {
    const key = this.simpleKeys[this.simpleKeys.length - 1];
    if (key?.possible) {
      if (key.required) this.error('while scanning a simple key', key.mark, "could not find expected ':'");
      key.possible = false;
      this.simpleKeysByTok.delete(key.tokenNumber);
    }
  }

  private increaseFlowLevel(): void {
    this.simpleKeys.push({
      possible: false,
      required: false,
      tokenNumber: this.tokensParsed + (this.tokens.length - this.tokensHead),
      mark: this.mark(),
    });
    this.flowLevel++;
    if (this.flowLevel > MAX_FLOW_LEVEL) {
      this.error('while increasing flow level', this.mark(), `exceeded max depth of ${MAX_FLOW_LEVEL}`);
    }
  }

  private decreaseFlowLevel(): void {
    if (this.flowLevel > 0) {
      this.flowLevel--;
      const last = this.simpleKeys.pop();
      if (last) this.simpleKeysByTok.delete(last.tokenNumber);
    }
  }

  private rollIndent(column: number, number: number, type: TokenType, mark: Mark): void {
    if (this.flowLevel > 0) return; // no indentation in flow context
    if (this.indent < column) {
      this.indents.push(this.indent);
      this.indent = column;
      if (this.indents.length > MAX_INDENTS) {
        this.error('while increasing indent level', mark, `exceeded max depth of ${MAX_INDENTS}`);
      }
      this.insertToken(number > -1 ? number - this.tokensParsed : -1, { type, start: mark, end: mark });
    }
  }

  private unrollIndent(column: number): void {
    if (this.flowLevel > 0) return; // no indentation in flow context
    while (this.indent > column) {
      const mark = this.mark();
      this.insertToken(-1, { type: 'block-end', start: mark, end: mark });
      this.indent = this.indents.pop() ?? -1;
    }
  }

  private fetchStreamStart(): void {
    this.indent = -1;
    this.simpleKeys.push({ possible: false, required: false, tokenNumber: 0, mark: this.mark() });
    this.simpleKeyAllowed = true;
    this.streamStartProduced = true;
    const mark = this.mark();
    this.insertToken(-1, { type: 'stream-start', start: mark, end: mark });
  }

  private fetchStreamEnd(): void {
    if (this.column !== 0) {
      this.column = 0;
      this.line++;
    }
    this.unrollIndent(-1);
    this.removeSimpleKey();
    this.simpleKeyAllowed = false;
    const mark = this.mark();
    this.insertToken(-1, { type: 'stream-end', start: mark, end: mark });
  }

  private fetchDirective(): void {
    this.unrollIndent(-1);
    this.removeSimpleKey();
    this.simpleKeyAllowed = false;
    this.insertToken(-1, this.scanDirective());
  }

  private fetchDocumentIndicator(type: 'document-start' | 'document-end'): void {
    this.unrollIndent(-1);
    this.removeSimpleKey();
    this.simpleKeyAllowed = false;
    const start = this.mark();
    this.skipChar();
    this.skipChar();
    this.skipChar();
    this.insertToken(-1, { type, start, end: this.mark() });
  }

  private fetchFlowCollectionStart(type: 'flow-sequence-start' | 'flow-mapping-start'): void {
    this.saveSimpleKey();
    this.increaseFlowLevel();
    this.simpleKeyAllowed = true;
    const start = this.mark();
    this.skipChar();
    this.insertToken(-1, { type, start, end: this.mark() });
  }

  private fetchFlowCollectionEnd(type: 'flow-sequence-end' | 'flow-mapping-end'): void {
    this.removeSimpleKey();
    this.decreaseFlowLevel();
    this.simpleKeyAllowed = false;
    const start = this.mark();
    this.skipChar();
    this.insertToken(-1, { type, start, end: this.mark() });
  }

  private fetchFlowEntry(): void {
    this.removeSimpleKey();
    this.simpleKeyAllowed = true;
    const start = this.mark();
    this.skipChar();
    this.insertToken(-1, { type: 'flow-entry', start, end: this.mark() });
  }

  private fetchBlockEntry(): void {
    if (this.flowLevel === 0) {
      if (!this.simpleKeyAllowed) this.error('', this.mark(), 'block sequence entries are not allowed in this context');
      this.rollIndent(this.column, -1, 'block-sequence-start', this.mark());
    }
    // In flow context a `-` entry is the parser's error to report.
    this.removeSimpleKey();
    this.simpleKeyAllowed = true;
    const start = this.mark();
    this.skipChar();
    this.insertToken(-1, { type: 'block-entry', start, end: this.mark() });
  }

  private fetchKey(): void {
    if (this.flowLevel === 0) {
      if (!this.simpleKeyAllowed) this.error('', this.mark(), 'mapping keys are not allowed in this context');
      this.rollIndent(this.column, -1, 'block-mapping-start', this.mark());
    }
    this.removeSimpleKey();
    this.simpleKeyAllowed = this.flowLevel === 0;
    const start = this.mark();
    this.skipChar();
    this.insertToken(-1, { type: 'key', start, end: this.mark() });
  }

  private fetchValue(): void {
    const key = this.simpleKeys[this.simpleKeys.length - 1];
    if (key && this.simpleKeyIsValid(key)) {
      this.insertToken(key.tokenNumber - this.tokensParsed, { type: 'key', start: key.mark, end: key.mark });
      this.rollIndent(key.mark.column, key.tokenNumber, 'block-mapping-start', key.mark);
      key.possible = false;
      this.simpleKeysByTok.delete(key.tokenNumber);
      this.simpleKeyAllowed = false;
    } else {
      if (this.flowLevel === 0) {
        if (!this.simpleKeyAllowed) this.error('', this.mark(), 'mapping values are not allowed in this context');
        this.rollIndent(this.column, -1, 'block-mapping-start', this.mark());
      }
      this.simpleKeyAllowed = this.flowLevel === 0;
    }
    const start = this.mark();
    this.skipChar();
    this.insertToken(-1, { type: 'value', start, end: this.mark() });
  }

  private fetchAnchor(type: 'alias' | 'anchor'): void {
    this.saveSimpleKey();
    this.simpleKeyAllowed = false;
    this.insertToken(-1, this.scanAnchor(type));
  }

  private fetchTag(): void {
    this.saveSimpleKey();
    this.simpleKeyAllowed = false;
    this.insertToken(-1, this.scanTag());
  }

  private fetchBlockScalar(literal: boolean): void {
    this.removeSimpleKey();
    this.simpleKeyAllowed = true;
    this.insertToken(-1, this.scanBlockScalar(literal));
  }

  private fetchFlowScalar(single: boolean): void {
    this.saveSimpleKey();
    this.simpleKeyAllowed = false;
    this.insertToken(-1, this.scanFlowScalar(single));
  }

  private fetchPlainScalar(): void {
    this.saveSimpleKey();
    this.simpleKeyAllowed = false;
    this.insertToken(-1, this.scanPlainScalar());
  }

  private scanToNextToken(): void {
    for (;;) {
      if (this.column === 0 && this.code() === 0xfeff) this.skipChar();
      // Tabs separate tokens in flow context, and in block context where no simple key may start.
      while (this.code() === 0x20 || ((this.flowLevel > 0 || !this.simpleKeyAllowed) && this.code() === 0x09))
        this.skipChar();
      if (this.code() === 0x23) while (!this.isBreakz()) this.skipChar();
      if (this.isBreak()) {
        this.skipLine();
        if (this.flowLevel === 0) this.simpleKeyAllowed = true;
      } else break;
    }
  }

  // ---- directives, anchors, tags -------------------------------------------------------------

  private scanDirective(): Token {
    const start = this.mark();
    this.skipChar();
    const name: string[] = [];
    while (isAlphaCode(this.code())) this.read(name);
    if (name.length === 0) this.error('while scanning a directive', start, 'could not find expected directive name');
    if (!this.isBlankz())
      this.error('while scanning a directive', start, 'found unexpected non-alphabetical character');
    let token: Token;
    const directive = name.join('');
    if (directive === 'YAML') {
      while (this.isBlank()) this.skipChar();
      const major = this.scanVersionNumber(start);
      if (this.code() !== 0x2e)
        this.error('while scanning a %YAML directive', start, "did not find expected digit or '.' character");
      this.skipChar();
      const minor = this.scanVersionNumber(start);
      token = { type: 'version-directive', start, end: this.mark(), major, minor };
    } else if (directive === 'TAG') {
      while (this.isBlank()) this.skipChar();
      const handle = this.scanTagHandle(true, start);
      if (!this.isBlank()) this.error('while scanning a %TAG directive', start, 'did not find expected whitespace');
      while (this.isBlank()) this.skipChar();
      const prefix = this.scanTagUri(true, '', start);
      if (!this.isBlankz())
        this.error('while scanning a %TAG directive', start, 'did not find expected whitespace or line break');
      token = { type: 'tag-directive', start, end: this.mark(), value: handle, suffix: prefix };
    } else {
      this.error('while scanning a directive', start, 'found unknown directive name');
    }
    while (this.isBlank()) this.skipChar();
    if (this.code() === 0x23) while (!this.isBreakz()) this.skipChar();
    if (!this.isBreakz())
      this.error('while scanning a directive', start, 'did not find expected comment or line break');
    if (this.isBreak()) this.skipLine();
    return token;
  }

  private scanVersionNumber(start: Mark): number {
    let value = 0;
    let length = 0;
    while (this.code() >= 0x30 && this.code() <= 0x39) {
      if (++length > 2) this.error('while scanning a %YAML directive', start, 'found extremely long version number');
      value = value * 10 + (this.code() - 0x30);
      this.skipChar();
    }
    if (length === 0) this.error('while scanning a %YAML directive', start, 'did not find expected version number');
    return value;
  }

  private scanAnchor(type: 'alias' | 'anchor'): Token {
    const start = this.mark();
    this.skipChar();
    const s: string[] = [];
    // Anchor names are alphanumerics, `_` and `-` only in libyaml.
    while (isAlphaCode(this.code())) this.read(s);
    const end = this.mark();
    if (s.length === 0 || !(this.isBlankz() || '?:,]}%@`'.includes(String.fromCharCode(this.code())))) {
      this.error(
        type === 'anchor' ? 'while scanning an anchor' : 'while scanning an alias',
        start,
        'did not find expected alphabetic or numeric character',
      );
    }
    return { type, start, end, value: s.join('') };
  }

  private scanTag(): Token {
    const start = this.mark();
    let handle: string;
    let suffix: string;
    if (this.code(1) === 0x3c) {
      handle = '';
      this.skipChar();
      this.skipChar();
      suffix = this.scanTagUri(false, '', start);
      if (this.code() !== 0x3e) this.error('while scanning a tag', start, "did not find the expected '>'");
      this.skipChar();
    } else {
      handle = this.scanTagHandle(false, start);
      if (handle.length > 1 && handle.startsWith('!') && handle.endsWith('!')) {
        suffix = this.scanTagUri(false, '', start);
      } else {
        suffix = this.scanTagUri(false, handle, start);
        handle = '!';
        if (suffix.length === 0) [handle, suffix] = ['', '!'];
      }
    }
    if (!this.isBlankz()) this.error('while scanning a tag', start, 'did not find expected whitespace or line break');
    return { type: 'tag', start, end: this.mark(), value: handle, suffix };
  }

  private scanTagHandle(directive: boolean, start: Mark): string {
    const context = directive ? 'while parsing a %TAG directive' : 'while parsing a tag';
    if (this.code() !== 0x21) this.error(context, start, "did not find expected '!'");
    const s: string[] = [];
    this.read(s);
    while (isAlphaCode(this.code())) this.read(s);
    if (this.code() === 0x21) this.read(s);
    else if (directive && s.join('') !== '!') this.error(context, start, "did not find expected '!'");
    return s.join('');
  }

  /** The URI of a tag; `head` (a handle that turned out not to be one) is its start, less the `!`. */
  private scanTagUri(directive: boolean, head: string, start: Mark): string {
    const context = directive ? 'while parsing a %TAG directive' : 'while parsing a tag';
    let hasTag = head.length > 0;
    let s = head.length > 1 ? head.slice(1) : '';
    for (let c = this.code(); isAlphaCode(c) || URI_CHARS.has(c); c = this.code()) {
      if (c === 0x25) s += this.scanUriEscapes(context, start);
      else {
        const chars: string[] = [];
        this.read(chars);
        s += chars.join('');
      }
      hasTag = true;
    }
    if (!hasTag) this.error(context, start, 'did not find expected tag URI');
    return s;
  }

  /** `%XX` escapes of one UTF-8 character, decoded. */
  private scanUriEscapes(context: string, start: Mark): string {
    const bytes: number[] = [];
    let width = 0;
    do {
      if (!(this.code() === 0x25 && isHexCode(this.code(1)) && isHexCode(this.code(2)))) {
        this.error(context, start, 'did not find URI escaped octet');
      }
      const octet = (hexValue(this.code(1)) << 4) + hexValue(this.code(2));
      if (bytes.length === 0) {
        width =
          (octet & 0x80) === 0
            ? 1
            : (octet & 0xe0) === 0xc0
              ? 2
              : (octet & 0xf0) === 0xe0
                ? 3
                : (octet & 0xf8) === 0xf0
                  ? 4
                  : 0;
        if (width === 0) this.error(context, start, 'found an incorrect leading UTF-8 octet');
      } else if ((octet & 0xc0) !== 0x80) {
        this.error(context, start, 'found an incorrect trailing UTF-8 octet');
      }
      bytes.push(octet);
      this.skipChar();
      this.skipChar();
      this.skipChar();
    } while (bytes.length < width);
    return new TextDecoder().decode(new Uint8Array(bytes));
  }

  // ---- scalars -------------------------------------------------------------------------------

  private scanBlockScalar(literal: boolean): Token {
    const start = this.mark();
    this.skipChar();
    let chomping = 0;
    let increment = 0;
    const isDigit = (): boolean => this.code() >= 0x30 && this.code() <= 0x39;
    if (this.code() === 0x2b || this.code() === 0x2d) {
      chomping = this.code() === 0x2b ? 1 : -1;
      this.skipChar();
      if (isDigit()) {
        if (this.code() === 0x30)
          this.error('while scanning a block scalar', start, 'found an indentation indicator equal to 0');
        increment = this.code() - 0x30;
        this.skipChar();
      }
    } else if (isDigit()) {
      if (this.code() === 0x30)
        this.error('while scanning a block scalar', start, 'found an indentation indicator equal to 0');
      increment = this.code() - 0x30;
      this.skipChar();
      if (this.code() === 0x2b || this.code() === 0x2d) {
        chomping = this.code() === 0x2b ? 1 : -1;
        this.skipChar();
      }
    }
    while (this.isBlank()) this.skipChar();
    if (this.code() === 0x23) while (!this.isBreakz()) this.skipChar();
    if (!this.isBreakz())
      this.error('while scanning a block scalar', start, 'did not find expected comment or line break');
    if (this.isBreak()) this.skipLine();

    let indent = increment > 0 ? (this.indent >= 0 ? this.indent + increment : increment) : 0;
    const s: string[] = [];
    let leadingBreak: string[] = [];
    let trailingBreaks: string[] = [];
    let end: Mark;
    ({ indent, end } = this.scanBlockScalarBreaks(indent, trailingBreaks, start));

    let leadingBlank = false;
    while (this.column === indent && !this.isZ()) {
      const trailingBlank = this.isBlank();
      if (!literal && !leadingBlank && !trailingBlank && leadingBreak[0] === '\n') {
        if (trailingBreaks.length === 0) s.push(' ');
      } else s.push(...leadingBreak);
      leadingBreak = [];
      s.push(...trailingBreaks);
      trailingBreaks = [];
      leadingBlank = this.isBlank();
      while (!this.isBreakz()) this.read(s);
      this.readLine(leadingBreak);
      ({ indent, end } = this.scanBlockScalarBreaks(indent, trailingBreaks, start));
    }
    if (chomping !== -1) s.push(...leadingBreak);
    if (chomping === 1) s.push(...trailingBreaks);
    return { type: 'scalar', start, end, value: s.join(''), style: literal ? 'literal' : 'folded' };
  }

  private scanBlockScalarBreaks(indentIn: number, breaks: string[], start: Mark): { indent: number; end: Mark } {
    let indent = indentIn;
    let end = this.mark();
    let maxIndent = 0;
    for (;;) {
      while ((indent === 0 || this.column < indent) && this.code() === 0x20) this.skipChar();
      if (this.column > maxIndent) maxIndent = this.column;
      if ((indent === 0 || this.column < indent) && this.code() === 0x09) {
        this.error(
          'while scanning a block scalar',
          start,
          'found a tab character where an indentation space is expected',
        );
      }
      if (!this.isBreak()) break;
      this.readLine(breaks);
      end = this.mark();
    }
    if (indent === 0) indent = Math.max(maxIndent, this.indent + 1, 1);
    return { indent, end };
  }

  private scanFlowScalar(single: boolean): Token {
    const start = this.mark();
    this.skipChar();
    const s: string[] = [];
    let leadingBreak: string[] = [];
    let trailingBreaks: string[] = [];
    let whitespaces: string[] = [];
    for (;;) {
      // A document marker at the start of a line ends nothing: it is an error inside a quote.
      if (
        this.column === 0 &&
        ((this.code() === 0x2d && this.code(1) === 0x2d && this.code(2) === 0x2d) ||
          (this.code() === 0x2e && this.code(1) === 0x2e && this.code(2) === 0x2e)) &&
        this.isBlankz(3)
      ) {
        this.error('while scanning a quoted scalar', start, 'found unexpected document indicator');
      }
      if (this.isZ()) this.error('while scanning a quoted scalar', start, 'found unexpected end of stream');
      let leadingBlanks = false;
      while (!this.isBlankz()) {
        const c = this.code();
        if (single && c === 0x27 && this.code(1) === 0x27) {
          s.push("'");
          this.skipChar();
          this.skipChar();
        } else if (single && c === 0x27) break;
        else if (!single && c === 0x22) break;
        else if (!single && c === 0x5c && this.isBreak(1)) {
          this.skipChar();
          this.skipLine();
          leadingBlanks = true;
          break;
        } else if (!single && c === 0x5c) {
          s.push(this.scanEscape(start));
        } else this.read(s);
      }
      if (single ? this.code() === 0x27 : this.code() === 0x22) break;
      while (this.isBlank() || this.isBreak()) {
        if (this.isBlank()) {
          if (!leadingBlanks) this.read(whitespaces);
          else this.skipChar();
        } else if (!leadingBlanks) {
          whitespaces = [];
          this.readLine(leadingBreak);
          leadingBlanks = true;
        } else this.readLine(trailingBreaks);
      }
      if (leadingBlanks) {
        if (leadingBreak[0] === '\n') {
          if (trailingBreaks.length === 0) s.push(' ');
          else s.push(...trailingBreaks);
        } else {
          s.push(...leadingBreak, ...trailingBreaks);
        }
        trailingBreaks = [];
        leadingBreak = [];
      } else {
        s.push(...whitespaces);
        whitespaces = [];
      }
    }
    this.skipChar();
    return {
      type: 'scalar',
      start,
      end: this.mark(),
      value: s.join(''),
      style: single ? 'single-quoted' : 'double-quoted',
    };
  }

  /** One escape sequence of a double-quoted scalar; go-yaml v2 knows no `\/`. */
  private scanEscape(start: Mark): string {
    const simple: Record<string, string> = {
      '0': '\0',
      a: '\x07',
      b: '\b',
      t: '\t',
      '\t': '\t',
      n: '\n',
      v: '\v',
      f: '\f',
      r: '\r',
      e: '\x1b',
      ' ': ' ',
      '"': '"',
      "'": "'",
      '\\': '\\',
      N: '\x85',
      _: '\xa0',
      L: '\u2028',
      P: '\u2029',
    };
    const escaped = String.fromCharCode(this.code(1));
    const codeLength = escaped === 'x' ? 2 : escaped === 'u' ? 4 : escaped === 'U' ? 8 : 0;
    const plain = simple[escaped];
    if (plain === undefined && codeLength === 0)
      this.error('while parsing a quoted scalar', start, 'found unknown escape character');
    this.skipChar();
    this.skipChar();
    if (codeLength === 0) return plain ?? '';
    let value = 0;
    for (let k = 0; k < codeLength; k++) {
      if (!isHexCode(this.code(k)))
        this.error('while parsing a quoted scalar', start, 'did not find expected hexdecimal number');
      value = value * 16 + hexValue(this.code(k));
    }
    if ((value >= 0xd800 && value <= 0xdfff) || value > 0x10ffff) {
      this.error('while parsing a quoted scalar', start, 'found invalid Unicode character escape code');
    }
    for (let k = 0; k < codeLength; k++) this.skipChar();
    return String.fromCodePoint(value);
  }

  private scanPlainScalar(): Token {
    const s: string[] = [];
    let leadingBreak: string[] = [];
    let trailingBreaks: string[] = [];
    let whitespaces: string[] = [];
    let leadingBlanks = false;
    const indent = this.indent + 1;
    const start = this.mark();
    let end = this.mark();
    for (;;) {
      if (
        this.column === 0 &&
        ((this.code() === 0x2d && this.code(1) === 0x2d && this.code(2) === 0x2d) ||
          (this.code() === 0x2e && this.code(1) === 0x2e && this.code(2) === 0x2e)) &&
        this.isBlankz(3)
      ) {
        break;
      }
      if (this.code() === 0x23) break;
      while (!this.isBlankz()) {
        const c = this.code();
        if (
          (c === 0x3a && this.isBlankz(1)) ||
          (this.flowLevel > 0 && (c === 0x2c || c === 0x3f || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d))
        ) {
          break;
        }
        if (leadingBlanks || whitespaces.length > 0) {
          if (leadingBlanks) {
            if (leadingBreak[0] === '\n') {
              if (trailingBreaks.length === 0) s.push(' ');
              else s.push(...trailingBreaks);
            } else s.push(...leadingBreak, ...trailingBreaks);
            trailingBreaks = [];
            leadingBreak = [];
            leadingBlanks = false;
          } else {
            s.push(...whitespaces);
            whitespaces = [];
          }
        }
        this.read(s);
        end = this.mark();
      }
      if (!(this.isBlank() || this.isBreak())) break;
      while (this.isBlank() || this.isBreak()) {
        if (this.isBlank()) {
          if (leadingBlanks && this.column < indent && this.code() === 0x09) {
            this.error('while scanning a plain scalar', start, 'found a tab character that violates indentation');
          }
          if (!leadingBlanks) this.read(whitespaces);
          else this.skipChar();
        } else if (!leadingBlanks) {
          whitespaces = [];
          this.readLine(leadingBreak);
          leadingBlanks = true;
        } else this.readLine(trailingBreaks);
      }
      if (this.flowLevel === 0 && this.column < indent) break;
    }
    if (leadingBlanks) this.simpleKeyAllowed = true;
    return { type: 'scalar', start, end, value: s.join(''), style: 'plain' };
  }
}
