import { describe, expect, it } from 'vitest';
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
