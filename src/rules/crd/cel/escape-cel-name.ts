// How a property name is spelled in CEL (apiserver's cel.Escape; spec/crd-validation.md
// SCHEMA-CEL-007): CEL reserved words become `__word__`; `__`, `.`, `-` and `/` become
// `__underscores__`, `__dot__`, `__dash__` and `__slash__`. A name with any other character, or
// starting with a digit, cannot be written in CEL at all: undefined.

const RESERVED: ReadonlySet<string> = new Set([
  'true',
  'false',
  'null',
  'in',
  'as',
  'break',
  'const',
  'continue',
  'else',
  'for',
  'function',
  'if',
  'import',
  'let',
  'loop',
  'package',
  'namespace',
  'return',
  'var',
  'void',
  'while',
]);

const ESCAPABLE = /^[a-zA-Z_./-][a-zA-Z0-9_./-]*$/;

/** Reserved words that are tokens of their own in cel-go's grammar (CEL.g4), so never a field after a dot. */
const TOKENS: ReadonlySet<string> = new Set(['true', 'false', 'null', 'in']);

/**
 * Whether `self.<name>` can select the property `name` by its unescaped spelling: a reserved word
 * the lexer reads as an IDENTIFIER (`namespace`, `if`, ...). From compatibility version 1.31 the
 * apiserver's DeclTypeProvider falls back to `__name__` for such a select (apiserver
 * pkg/cel/types.go FindStructFieldType, recognizeKeywordAsFieldName, set in
 * pkg/cel/environment/environment.go filterAndBuildOpts when compatVer >= 1.31).
 */
export function isKeywordFieldName(name: string): boolean {
  return RESERVED.has(name) && !TOKENS.has(name);
}

/** A name with nothing to escape but possibly reserved: letters and digits, a letter first (nearly every property). */
const PLAIN = /^[a-zA-Z][a-zA-Z0-9]*$/;

export function escapeCelName(name: string): string | undefined {
  if (RESERVED.has(name)) return `__${name}__`;
  if (PLAIN.test(name)) return name;
  if (!ESCAPABLE.test(name)) return undefined;
  return name.replace(
    /__|[./-]/g,
    (m) => ({ __: '__underscores__', '.': '__dot__', '-': '__dash__', '/': '__slash__' })[m] ?? m,
  );
}

const UNESCAPES: Readonly<Record<string, string>> = { underscores: '__', dot: '.', dash: '-', slash: '/' };

/**
 * The property name a CEL name spells, when it is an escape: `__word__` for a reserved word, and
 * each `__underscores__`, `__dot__`, `__dash__` and `__slash__` back to its character. Not every
 * string is an escape: check `escapeCelName(result) === celName` before trusting the result.
 */
export function unescapeCelName(celName: string): string {
  const word = /^__([a-z]+)__$/.exec(celName)?.[1];
  if (word !== undefined && RESERVED.has(word)) return word;
  return celName.replace(/__(underscores|dot|dash|slash)__/g, (_, w: string) => UNESCAPES[w] ?? _);
}
