import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readManifestDocuments } from '../../src/parse/manifest-file.js';
import {
  cancelIfIdle,
  claimFromBack,
  claimFromFront,
  newReadQueue,
  readMessage,
  startWorking,
} from '../../src/parse/read-queue.js';

// The queue shared by the parse workers (front: the large files) and the main thread (back: the
// small ones). Whatever the order the two sides claim in, every file is claimed exactly once,
// each side's claims are contiguous from its end, and neither claims past the other.

describe('the read queue', () => {
  it('hands every file out once, in any interleaving of the two ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.array(fc.boolean(), { maxLength: 100 }), (files, sides) => {
        const q = newReadQueue(files, 1);
        const front: number[] = [];
        const back: number[] = [];
        for (const fromFront of [...sides, ...Array.from({ length: files + 2 }, (_, i) => i % 2 === 0)]) {
          const i = fromFront ? claimFromFront(q) : claimFromBack(q);
          if (i !== -1) (fromFront ? front : back).push(i);
        }
        expect(front).toEqual(Array.from({ length: front.length }, (_, i) => i));
        expect(back).toEqual(Array.from({ length: back.length }, (_, i) => files - 1 - i));
        expect(front.length + back.length).toBe(files);
        expect(claimFromFront(q)).toBe(-1);
        expect(claimFromBack(q)).toBe(-1);
      }),
    );
  });

  it('lets the main thread cancel a worker only before it starts', () => {
    const q = newReadQueue(3, 2);
    expect(startWorking(q.counters, 0)).toBe(true);
    expect(cancelIfIdle(q.counters, 0)).toBe(false);
    expect(cancelIfIdle(q.counters, 1)).toBe(true);
    expect(startWorking(q.counters, 1)).toBe(false);
  });
});

// A worker sends what it read without the text, which the main thread holds as the file's content.
describe('readMessage', () => {
  it('leaves the text out of a read that has one, and says so', () => {
    const read = readManifestDocuments('a.yaml', Buffer.from('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n'));
    const sent = readMessage(3, read);
    expect(sent).toEqual({ index: 3, read: { ...read, text: '', mayHoldPatchDocuments: false }, textOmitted: true });
    expect(read.text).toContain('ConfigMap');
    // Whether it may hold patch directives goes with it, as every file is asked.
    const patch = readManifestDocuments(
      'p.yaml',
      Buffer.from('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a, $patch: delete}\n'),
    );
    expect(readMessage(0, patch).read.mayHoldPatchDocuments).toBe(true);
  });

  it('sends the text of a read whose text is not the content: a chart-wrapped CRD read as rendered', () => {
    const content =
      '{{- if .Values.crds }}\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: widgets.example.com}\nspec: {group: example.com}\n{{- end }}\n';
    const read = readManifestDocuments('crd.yaml', Buffer.from(content));
    expect([read.rendered, read.text === content, read.text.length === content.length]).toEqual([true, false, true]);
    expect(readMessage(1, read)).toEqual({ index: 1, read });
  });

  it('sends a read without text (a file that is not text) as it is', () => {
    const read = readManifestDocuments('b.yaml', Buffer.from([0x61, 0x00]));
    expect(read.text).toBe('');
    expect(readMessage(0, read)).toEqual({ index: 0, read });
  });
});
