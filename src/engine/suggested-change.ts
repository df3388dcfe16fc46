import type { SourceRange } from '../parse/locate.js';

// A suggested change (GitHub's ```suggestion block, spec/github.md §2.1) replaces exactly the lines
// a review comment is on, so it must be right to the character or not be offered at all. A rule
// says what it would change (a Fix, in terms of values); this turns it into the replacement text
// for the finding's lines, from the file's own text, and gives up on any shape it cannot be sure
// of (a flow mapping, a value spread over lines, a comment where the text would go, CRLF).

export type Fix =
  /** The scalar the finding is on becomes `value`; `was` is what the rule read there, checked against the text. */
  | { readonly kind: 'set-scalar'; readonly was: string; readonly value: string }
  /**
   * Under the block mapping whose key, `under`, the finding is on (a missing value's nearest
   * present parent), `keys` are added as nested mappings, the last one holding the string `value`.
   */
  | { readonly kind: 'add-entry'; readonly under: string; readonly keys: readonly string[]; readonly value: string };

/** The text that replaces lines range.line..range.endLine, or undefined when it cannot be exact. */
export function suggestedChange(fix: Fix, range: SourceRange, text: string | undefined): string | undefined {
  if (text === undefined || range.endLine !== range.line || range.line < 1) return undefined;
  const lines = text.split('\n');
  const line = lines[range.line - 1];
  if (line === undefined || line.endsWith('\r')) return undefined;
  return fix.kind === 'set-scalar' ? setScalar(fix, line, range) : addEntry(fix, lines, range.line - 1);
}

function setScalar(fix: Extract<Fix, { kind: 'set-scalar' }>, line: string, range: SourceRange): string | undefined {
  const start = range.column - 1;
  const end = range.endColumn - 1;
  if (start < 0 || end < start || end > line.length) return undefined;
  const written = line.slice(start, end);
  const style = writtenAs(written, fix.was);
  if (style === undefined) return undefined;
  return `${line.slice(0, start)}${scalar(fix.value, style)}${line.slice(end)}`;
}

type ScalarStyle = 'plain' | 'double' | 'single';

/** How `written` spells `was`, if it is one of the spellings that cannot mean anything else. */
function writtenAs(written: string, was: string): ScalarStyle | undefined {
  if (written === JSON.stringify(was)) return 'double';
  if (written === `'${was.replace(/'/g, "''")}'`) return 'single';
  if (written === was && was !== '' && isPlainSafe(was)) return 'plain';
  return undefined;
}

// A plain scalar that YAML reads back as this very string: no indicator first, no `: ` or ` #`
// inside, nothing that would read as another type. Anything else is written double-quoted.
const PLAIN = /^[A-Za-z0-9_./-](?:[^:#\s]|:(?!\s)|\s(?!#)|#)*$/;
const NOT_A_STRING =
  /^(?:true|false|yes|no|on|off|y|n|null|~|[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|0x[0-9a-fA-F]+|0o[0-7]+|\.inf|\.nan)$/i;
const isPlainSafe = (s: string): boolean => PLAIN.test(s) && !/\s$/.test(s) && !NOT_A_STRING.test(s);

function scalar(value: string, style: ScalarStyle): string {
  if (style === 'single') return `'${value.replace(/'/g, "''")}'`;
  if (style === 'plain' && isPlainSafe(value)) return value;
  return JSON.stringify(value); // a JSON string is a YAML double-quoted scalar
}

// `  metadata:` or `  annotations:  # comment`: a key whose value is a block below it (or nothing).
const BLOCK_KEY = /^( *)([A-Za-z0-9_./-]+|"[^"\\]*"|'[^']*'):[ \t]*(?:#.*)?$/;

function addEntry(
  fix: Extract<Fix, { kind: 'add-entry' }>,
  lines: readonly string[],
  index: number,
): string | undefined {
  const line = lines[index] ?? '';
  const key = BLOCK_KEY.exec(line);
  if (!key || fix.keys.length === 0 || (key[2] ?? '').replace(/^(["'])(.*)\1$/, '$2') !== fix.under) return undefined;
  const indent = key[1]?.length ?? 0;
  // The children's indentation is the block's own; a key with no children yet gets two spaces more.
  const next = lines.slice(index + 1).find((l) => l.trim() !== '' && !l.trimStart().startsWith('#'));
  const nextIndent = next === undefined ? 0 : next.length - next.trimStart().length;
  const hasChildren = next !== undefined && nextIndent > indent;
  if (hasChildren && next.trimStart().startsWith('- ')) return undefined; // a sequence, not a mapping
  const step = hasChildren ? nextIndent - indent : 2;
  const added = fix.keys.map((k, depth) => {
    const name = isPlainSafe(k) ? k : JSON.stringify(k);
    const isLast = depth === fix.keys.length - 1;
    return `${' '.repeat(indent + step * (depth + 1))}${name}:${isLast ? ` ${scalar(fix.value, 'plain')}` : ''}`;
  });
  return [line, ...added].join('\n');
}
