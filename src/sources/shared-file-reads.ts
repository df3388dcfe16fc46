import { close, open, read, readFile, stat } from '../fs-async.js';
import { mapConcurrent } from './map-concurrent.js';

// A whole tree's files read into one SharedArrayBuffer, each file a Buffer over its part. A
// large review sends every file to its parse workers as a view of shared memory
// (engine/shared-contents.ts); read file by file, the bytes had to be copied there first, and
// the copy's cost is not the copying but the first touch of 53 MB of new memory: 150 to 200 ms
// of the main thread for the corpus, a tenth of its whole review (issue 17 item 5). Read here,
// the bytes are touched once, by the read itself.

/**
 * Past this many bytes in all, the files are read one by one: an allocation that large may fail,
 * and a review that size is bounded by its reading anyway.
 */
const MAX_SHARED_BYTES = 1024 * 1024 * 1024;

/**
 * Each file's bytes, in order, read into one SharedArrayBuffer. A file whose size changes while
 * it is read, or that cannot be read so, is read again on its own: what readFile gives, or the
 * error it throws (undefined where `isGone` takes that error for the file's absence).
 */
export async function readFilesShared(
  paths: readonly string[],
  /** Errors of readFile that say the file is not there to read: its entry is then undefined. */
  isGone: (error: unknown) => boolean = () => false,
): Promise<(Buffer | undefined)[]> {
  const readAlone = (p: string): Promise<Buffer | undefined> =>
    readFile(p).catch((error: unknown) => {
      if (isGone(error)) return undefined;
      throw error;
    });
  const sizes = await mapConcurrent(paths, async (p) => (await stat(p).catch(() => undefined))?.size);
  const total = sizes.reduce<number>((n, size) => n + (size ?? 0), 0);
  const shared = total <= MAX_SHARED_BYTES ? allocate(total) : undefined;
  if (shared === undefined) return mapConcurrent(paths, readAlone);
  const offsets: number[] = [];
  let at = 0;
  for (const size of sizes) {
    offsets.push(at);
    at += size ?? 0;
  }
  return mapConcurrent(
    paths.map((p, i) => i),
    async (i) => {
      const p = paths[i] as string;
      const size = sizes[i];
      const whole =
        size === undefined
          ? undefined
          : await readInto(p, Buffer.from(shared, offsets[i], size)).catch(() => undefined);
      return whole ?? readAlone(p);
    },
  );
}

function allocate(bytes: number): SharedArrayBuffer | undefined {
  try {
    return new SharedArrayBuffer(bytes);
  } catch {
    return undefined; // out of memory for one block: file by file
  }
}

/** The file read into `into`, or undefined when it is no longer `into`'s size. */
async function readInto(p: string, into: Buffer): Promise<Buffer | undefined> {
  const fd = await open(p, 'r');
  try {
    let filled = 0;
    while (filled < into.length) {
      const { bytesRead } = await read(fd, into, filled, into.length - filled, null);
      if (bytesRead === 0) return undefined; // shorter than it was
      filled += bytesRead;
    }
    const { bytesRead } = await read(fd, Buffer.alloc(1), 0, 1, null);
    return bytesRead === 0 ? into : undefined; // longer than it was
  } finally {
    await close(fd);
  }
}
