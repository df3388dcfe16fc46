import { describe, expect, it } from 'vitest';
import { parseBatchOutput } from '../../src/sources/cat-file-batch.js';
import { mapConcurrent } from '../../src/sources/map-concurrent.js';
import { parseRawDiff } from '../../src/sources/raw-diff.js';

const OID_A = 'a'.repeat(40);
const OID_B = 'b'.repeat(40);
const ZERO = '0'.repeat(40);

describe('parseRawDiff', () => {
  it('reads modified, added, removed, renamed and copied entries', () => {
    const fields = [
      `:100644 100644 ${OID_A} ${ZERO} M`,
      'm.yaml',
      `:100644 100644 ${OID_A} ${OID_B} M`,
      'sparse.yaml',
      `:000000 100644 ${ZERO} ${ZERO} A`,
      'a.yaml',
      `:100644 000000 ${OID_A} ${ZERO} D`,
      'd.yaml',
      `:100644 100644 ${OID_A} ${ZERO} R086`,
      'old.yaml',
      'new.yaml',
      `:100755 100644 ${OID_A} ${ZERO} C100`,
      'src.yaml',
      'copy.yaml',
    ];
    expect(parseRawDiff(fields)).toEqual([
      { status: 'M', baseMode: '100644', headMode: '100644', baseOid: OID_A, headOid: ZERO, path: 'm.yaml' },
      // A file the index holds as it is in the working tree, or a sparse checkout left out: its blob.
      { status: 'M', baseMode: '100644', headMode: '100644', baseOid: OID_A, headOid: OID_B, path: 'sparse.yaml' },
      { status: 'A', baseMode: '000000', headMode: '100644', baseOid: ZERO, headOid: ZERO, path: 'a.yaml' },
      { status: 'D', baseMode: '100644', headMode: '000000', baseOid: OID_A, headOid: ZERO, path: 'd.yaml' },
      {
        status: 'R',
        baseMode: '100644',
        headMode: '100644',
        baseOid: OID_A,
        headOid: ZERO,
        path: 'new.yaml',
        previousPath: 'old.yaml',
      },
      {
        status: 'C',
        baseMode: '100755',
        headMode: '100644',
        baseOid: OID_A,
        headOid: ZERO,
        path: 'copy.yaml',
        previousPath: 'src.yaml',
      },
    ]);
  });

  it.each([
    { name: 'a header without a status', fields: [`:100644 100644 ${OID_A}`, 'x.yaml'] },
    { name: 'a header without its path', fields: [`:100644 100644 ${OID_A} ${ZERO} M`] },
    { name: 'a rename without its new path', fields: [`:100644 100644 ${OID_A} ${ZERO} R100`, 'old.yaml'] },
  ])('throws on $name: git output we do not understand is our bug', ({ fields }) => {
    expect(() => parseRawDiff(fields)).toThrow(/git diff --raw/);
  });
});

describe('parseBatchOutput', () => {
  it('returns each object, line breaks inside it included, and undefined for a missing one', () => {
    const output = Buffer.from(`${OID_A} blob 6\na\nb\nc\n\nHEAD:nope missing\n${OID_A} blob 0\n\n`);
    expect(parseBatchOutput(output, [OID_A, 'HEAD:nope', OID_A])).toEqual([
      Buffer.from('a\nb\nc\n'),
      undefined,
      Buffer.from(''),
    ]);
  });

  it('throws when git stopped early', () => {
    expect(() => parseBatchOutput(Buffer.from(`${OID_A} blob 10\nabc`), [OID_A])).toThrow(/cut .* short/);
    expect(() => parseBatchOutput(Buffer.from(''), [OID_A])).toThrow(/ended before answering/);
  });
});

describe('mapConcurrent', () => {
  it('keeps the order of its input and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const result = await mapConcurrent(
      Array.from({ length: 20 }, (_, i) => i),
      async (i) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, (i * 7) % 5));
        running--;
        return i * 2;
      },
      3,
    );
    expect(result).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
    expect(most).toBe(3);
  });
});
