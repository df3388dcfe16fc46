import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancelIfIdle, claimFromBack, claimFromFront, newReadQueue, startWorking } from '../../src/parse/read-queue.js';

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
