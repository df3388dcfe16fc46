// Reading a whole repository with one promise per file runs out of file descriptors (EMFILE) on
// large trees; a fixed number of workers keeps the reads in flight without that.
export const READ_CONCURRENCY = 64;

/** Like `Promise.all(items.map(fn))`, with at most `limit` calls of `fn` pending at once. */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  fn: (item: T) => Promise<R>,
  limit: number = READ_CONCURRENCY,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
