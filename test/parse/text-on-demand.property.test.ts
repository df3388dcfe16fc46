import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { World } from '../../src/engine/world.js';
import { decodeText } from '../../src/parse/decode-text.js';
import { manifestFileOf, readManifestDocuments, type ManifestDocuments } from '../../src/parse/manifest-file.js';
import { readMessage } from '../../src/parse/read-queue.js';
import { textOnDemand } from '../../src/parse/text-on-demand.js';

// A parse worker's read reaches the main thread without its text (read-queue.ts), which is decoded
// there only when asked for (text-on-demand.ts): what it answers must be what the text says.
const textOf = (bytes: Uint8Array): string => {
  const decoded = decodeText(bytes);
  return 'text' in decoded ? decoded.text : '';
};

describe('textOnDemand', () => {
  const content = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }).map((s) => Buffer.from(s)),
    fc.string({ unit: 'binary', maxLength: 40 }).map((s) => Buffer.from(`\ufeff${s}`)),
    fc
      .string({ unit: 'binary', maxLength: 20 })
      .map((s) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s.replace(/\0/g, ''), 'utf16le')])),
  );
  const needle = fc.oneof(
    fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 3 }),
    fc.string({ minLength: 1, maxLength: 3 }),
  );

  it('gives the decoded text, and holds a string exactly where the text does', () => {
    fc.assert(
      fc.property(content, fc.array(needle, { maxLength: 4 }), (bytes, needles) => {
        fc.pre(!('problem' in decodeText(bytes)));
        const text = textOf(bytes);
        const read = textOnDemand({ path: 'a.yaml', text: '', documents: [], problems: [] }, bytes);
        // Substrings of the text too, so that some are held.
        const asked = [...needles, text.slice(1, 3), text.slice(0, 2)].filter((n) => n !== '');
        for (const n of asked) expect(read.holds?.(n)).toBe(text.includes(n));
        expect(read.text).toBe(text);
      }),
      { numRuns: 2000, seed: 78 },
    );
  });
});

describe('a read whose text is not decoded', () => {
  // Its text throws when read: what is asked of it below must not read it.
  const unread = (text: string): ManifestDocuments => {
    const read = readMessage(0, readManifestDocuments('a.yaml', Buffer.from(text))).read;
    const holds = (s: string) => text.includes(s);
    return Object.defineProperty({ ...read, holds }, 'text', {
      enumerable: true,
      get: () => {
        throw new Error('the text was read');
      },
    });
  };
  const crd =
    'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: widgets.example.com}\nspec: {group: example.com}\n';

  it('becomes a file of objects, and the world searches it for words, without reading its text', () => {
    const file = manifestFileOf(unread(crd));
    expect(file.objects.map((o) => o.name)).toEqual(['widgets.example.com']);
    const world = new World([file]);
    expect(world.filesMentioning('widgets').map((f) => f.path)).toEqual(['a.yaml']);
    expect(world.filesMentioning(['example.com', 'Gadget'])).toEqual([]);
    expect(world.crdsMentioning(/apiextensions\.k8s\.io(?!\/v1\b)/).map((o) => o.name)).toEqual([
      'widgets.example.com',
    ]);
    // Its text is the read's, read when asked for.
    expect(() => file.text).toThrow('the text was read');
  });

  it('says whether it may hold patch directives, which every file is asked', () => {
    const patch = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n$patch: delete\n';
    expect(manifestFileOf(unread(patch)).objects).toEqual([]);
    expect(manifestFileOf(unread(patch.replace('$patch: delete\n', ''))).objects.map((o) => o.kind)).toEqual([
      'ConfigMap',
    ]);
  });
});
