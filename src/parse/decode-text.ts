import { isUtf8 } from 'node:buffer';
import { LIMITS, type ParseProblem } from './parse-problem.js';

// Bytes to text, or the reason they are not text. Kubernetes' YAML reader (go-yaml v2,
// readerc.go yaml_parser_determine_encoding) reads UTF-8, and UTF-16 in either byte order when the
// text starts with its byte order mark (Windows tools write those: argo-cd tests such a
// manifest); anything else that is not valid UTF-8 (or holds NUL bytes, as binaries do) cannot be
// a manifest.
export type Decoded = { readonly text: string } | { readonly problem: ParseProblem };

// Kept for firstInvalidUtf8 only: valid UTF-8 is checked with isUtf8 and decoded with
// Buffer#toString, over the bytes as they are (a worker's view of shared memory included); on a
// quiet machine both decode the corpus (53 MB) in the same time, most of it the new strings' memory.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
// The byte order mark is dropped, as a UTF-8 one is.
const strictUtf16le = new TextDecoder('utf-16le', { fatal: true, ignoreBOM: false });
const strictUtf16be = new TextDecoder('utf-16be', { fatal: true, ignoreBOM: false });

export function decodeText(bytes: Uint8Array): Decoded {
  const utf16 =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? strictUtf16le
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? strictUtf16be
        : undefined;
  if (utf16 && bytes.length % 2 === 0) {
    try {
      const text = utf16.decode(bytes);
      if (!text.includes('\u0000')) return { text };
    } catch {
      // not UTF-16 after all: judged as UTF-8 below
    }
  }
  // A Buffer's indexOf is memchr; a plain Uint8Array's (a parse worker's view of shared memory)
  // compares byte by byte in JavaScript: 17 to 31 ms against 2 over the corpus.
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const nul = buffer.indexOf(0);
  if (nul !== -1) {
    return { problem: notText(bytes, nul, 'contains a NUL byte: this is a binary file, not YAML or JSON') };
  }
  if (isUtf8(buffer)) {
    // The byte order mark dropped, as TextDecoder drops it.
    const bom = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf;
    return { text: buffer.toString('utf8', bom ? 3 : 0) };
  }
  const bad = firstInvalidUtf8(bytes);
  return {
    problem: notText(bytes, bad, `is not valid UTF-8 (byte 0x${(bytes[bad] ?? 0).toString(16).padStart(2, '0')})`),
  };
}

/**
 * The text of a file that is only consulted (a kustomization for the patches it lists, a test
 * for the files it asserts with), or undefined when it is larger than LIMITS.maxFileBytes or
 * not text: such a file lists nothing, and as a manifest it gets its own finding.
 */
export function consultedText(content: Uint8Array | string): string | undefined {
  const size = typeof content === 'string' ? content.length : content.byteLength;
  if (size > LIMITS.maxFileBytes) return undefined;
  if (typeof content === 'string') return content;
  const decoded = decodeText(content);
  return 'problem' in decoded ? undefined : decoded.text;
}

function notText(bytes: Uint8Array, offset: number, what: string): ParseProblem {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  return { code: 'not-text', message: `the file ${what} at byte ${offset}`, line, column: offset - lineStart + 1 };
}

/** Offset of the first byte that does not start or continue a valid UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    const len = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (len === 0 || i + len > bytes.length) return i;
    const probe = bytes.subarray(i, i + len);
    try {
      strictUtf8.decode(probe);
    } catch {
      return i;
    }
    i += len;
  }
  return i;
}
