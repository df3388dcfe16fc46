import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeText } from '../../src/parse/decode-text.js';
import { parseManifestFile } from '../../src/parse/manifest-file.js';

// go-yaml v2 reads UTF-16 in either byte order when the text starts with its byte order mark
// (readerc.go yaml_parser_determine_encoding); PowerShell's `>` writes such files.
const manifest = 'kind: Namespace\r\napiVersion: v1\r\nmetadata:\r\n  name: linkerd\r\n';
const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(manifest, 'utf16le')]);
const utf16be = Buffer.from(utf16le.map((_, i) => utf16le[i ^ 1] ?? 0));

describe('decodeText', () => {
  it.each([
    ['UTF-16LE', utf16le],
    ['UTF-16BE', utf16be],
  ])('reads %s with a byte order mark, the mark dropped as a UTF-8 one is', (_name, bytes) => {
    expect(decodeText(bytes)).toEqual({ text: manifest });
  });

  it('reads a UTF-16 manifest into its object', () => {
    const file = parseManifestFile('ns.yaml', utf16le);
    expect(file.problems).toEqual([]);
    expect(file.objects.map((o) => [o.kind, o.name, o.source.docLine])).toEqual([['Namespace', 'linkerd', 1]]);
  });

  it('UTF-16 without a byte order mark is not read (nor by go-yaml: its NUL bytes are control characters)', () => {
    expect(decodeText(Buffer.from(manifest, 'utf16le'))).toMatchObject({ problem: { code: 'not-text' } });
  });
});

// decodeText checks UTF-8 with isUtf8 and decodes with Buffer#toString (simdutf): on every input,
// it must read what a fatal TextDecoder reads, byte order mark dropped, and refuse what it refuses.
describe('decodeText of UTF-8', () => {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const expected = (bytes: Uint8Array): string | 'refused' => {
    try {
      return decoder.decode(bytes);
    } catch {
      return 'refused';
    }
  };
  const outcome = (bytes: Uint8Array): string | 'refused' => {
    const decoded = decodeText(bytes);
    return 'text' in decoded ? decoded.text : 'refused';
  };
  const withoutNul = (bytes: Uint8Array) =>
    !bytes.includes(0) && !(bytes[0] === 0xff && bytes[1] === 0xfe) && !(bytes[0] === 0xfe && bytes[1] === 0xff);

  it('reads what TextDecoder reads and refuses what it refuses, on any bytes', () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 30 }).map((s) => new Uint8Array(Buffer.from(`\ufeff${s}`))),
      fc.string({ unit: 'binary', maxLength: 30 }).map((s) => new Uint8Array(Buffer.from(s))),
    );
    fc.assert(
      fc.property(bytes, fc.boolean(), (raw, shared) => {
        fc.pre(withoutNul(raw));
        // A worker's view of shared memory, or a Buffer of its own.
        const view = shared ? new Uint8Array(new SharedArrayBuffer(raw.length + 3), 3, raw.length) : Buffer.from(raw);
        view.set(raw);
        expect(outcome(view)).toBe(expected(raw));
      }),
      { numRuns: 3000, seed: 78 },
    );
  });

  it('drops one byte order mark, as TextDecoder does, and keeps a second', () => {
    expect(decodeText(Buffer.from('\ufeff\ufeffkind: A\n'))).toEqual({ text: '\ufeffkind: A\n' });
  });

  it('names the first byte that is not UTF-8', () => {
    expect(decodeText(Buffer.from([0x61, 0x0a, 0x62, 0xed, 0xa0, 0x80]))).toEqual({
      problem: { code: 'not-text', message: 'the file is not valid UTF-8 (byte 0xed) at byte 3', line: 2, column: 2 },
    });
  });
});
