import fc from 'fast-check';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFilesShared } from '../../src/sources/shared-file-reads.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kube-api-review-shared-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('readFilesShared', () => {
  it('reads each file, in order, into one SharedArrayBuffer without gaps, an empty file too', async () => {
    const names = ['a.yaml', 'empty.yaml', 'b.json'];
    await writeFile(path.join(dir, 'a.yaml'), 'kind: Widget\n');
    await writeFile(path.join(dir, 'empty.yaml'), '');
    await writeFile(path.join(dir, 'b.json'), '{"kind":"Gadget"}');
    const [a, empty, b] = (await readFilesShared(names.map((n) => path.join(dir, n)))) as [Buffer, Buffer, Buffer];
    expect([a.toString(), empty.toString(), b.toString()]).toEqual(['kind: Widget\n', '', '{"kind":"Gadget"}']);
    expect(a.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(b.buffer).toBe(a.buffer);
    expect(a.buffer.byteLength).toBe(13 + 17);
    expect([a.byteOffset, empty.byteOffset, b.byteOffset]).toEqual([0, 13, 13]);
  });

  it('fails as readFile does for a file that is gone, and for one it cannot read whole (a directory)', async () => {
    await mkdir(path.join(dir, 'sub.yaml'), { recursive: true });
    await expect(readFilesShared([path.join(dir, 'gone.yaml')])).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(readFilesShared([path.join(dir, 'sub.yaml')])).rejects.toMatchObject({ code: 'EISDIR' });
    // Unless the caller takes that error for the file's absence: then its entry is undefined.
    const gone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
    await writeFile(path.join(dir, 'here.yaml'), 'kind: Widget\n');
    const read = await readFilesShared([path.join(dir, 'gone.yaml'), path.join(dir, 'here.yaml')], gone);
    expect(read.map((b) => b?.toString())).toEqual([undefined, 'kind: Widget\n']);
    await expect(readFilesShared([path.join(dir, 'sub.yaml')], gone)).rejects.toMatchObject({ code: 'EISDIR' });
  });

  it('gives the bytes readFile gives, for any contents', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uint8Array({ maxLength: 300 }), { minLength: 1, maxLength: 6 }),
        async (contents) => {
          const paths = contents.map((_, i) => path.join(dir, `p${i}.yaml`));
          await Promise.all(paths.map((p, i) => writeFile(p, contents[i] as Uint8Array)));
          const read = await readFilesShared(paths);
          const expected = await Promise.all(paths.map((p) => readFile(p)));
          expect(read.map((b) => [...(b ?? [])])).toEqual(expected.map((b) => [...b]));
        },
      ),
      { numRuns: 40 },
    );
  });
});
