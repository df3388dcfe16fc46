import { decodeText } from './decode-text.js';
import type { ManifestDocuments } from './manifest-file.js';

/**
 * A worker's read with its text decoded from `content` when first asked for: most files of a
 * review are never located in, and searched only for words, which their bytes answer. Decoding
 * every file again cost the main thread a twelfth of its time on the corpus, and 53 MB of new
 * strings (issue 17). The worker decoded the same bytes, so the decoding cannot fail here.
 */
export function textOnDemand(read: ManifestDocuments, content: Uint8Array | string): ManifestDocuments {
  if (typeof content === 'string') return { ...read, text: content };
  let decoded: string | undefined;
  const text = (): string => {
    if (decoded === undefined) {
      const d = decodeText(content);
      decoded = 'text' in d ? d.text : '';
    }
    return decoded;
  };
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  // UTF-16 text (its byte order mark first) is not its bytes.
  const utf8 = !((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
  const holds = (s: string): boolean => (utf8 ? asciiInBytes(bytes, s) : undefined) ?? text().includes(s);
  const lazy = { ...read, holds };
  Object.defineProperty(lazy, 'text', { enumerable: true, get: text });
  return lazy;
}

/**
 * Whether UTF-8 bytes hold the string, where it is ASCII: it is in the text exactly where its
 * bytes are (no other character holds them); undefined for any other string.
 */
export const asciiInBytes = (bytes: Buffer, s: string): boolean | undefined =>
  ASCII.test(s) ? bytes.indexOf(s, 0, 'latin1') !== -1 : undefined;

const ASCII = /^[\x00-\x7f]*$/;
