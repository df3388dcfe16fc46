import { describe, expect, it } from 'vitest';
import { sharedContents } from '../../src/engine/shared-contents.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('sharedContents', () => {
  it('keeps each file, in order, and a string as the string it is', () => {
    const larger = bytes('xxkind: Widget\nyy');
    const view = larger.subarray(2, 15); // a view of a larger buffer, as git and API reads give
    const shared = sharedContents([bytes('a: 1\n'), 'b: 2\n', view, new Uint8Array(0)]);
    expect(shared.map((c) => (typeof c === 'string' ? c : new TextDecoder().decode(c)))).toEqual([
      'a: 1\n',
      'b: 2\n',
      'kind: Widget\n',
      '',
    ]);
  });

  it('puts the bytes of every file in one SharedArrayBuffer, without gaps', () => {
    const shared = sharedContents([bytes('a: 1\n'), 'b: 2\n', bytes('c: 3\n')]);
    const [first, , third] = shared as [Uint8Array, string, Uint8Array];
    expect(first.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(third.buffer).toBe(first.buffer);
    expect(first.buffer.byteLength).toBe(10);
    expect([first.byteOffset, third.byteOffset]).toEqual([0, 5]);
  });

  it('is sent to a worker without a copy: a clone sees the same bytes change', () => {
    const [view] = sharedContents([bytes('a: 1\n')]) as [Uint8Array];
    const clone = structuredClone(view);
    view[0] = 0x62; // 'b'
    expect(new TextDecoder().decode(clone)).toBe('b: 1\n');
  });

  it('passes bytes already in shared memory (a directory read) as they are, and copies the others', () => {
    const alreadyShared = new Uint8Array(new SharedArrayBuffer(5));
    alreadyShared.set(bytes('a: 1\n'));
    const [first, second] = sharedContents([alreadyShared, bytes('c: 3\n')]) as [Uint8Array, Uint8Array];
    expect(first).toBe(alreadyShared);
    expect(second.buffer).not.toBe(alreadyShared.buffer);
    expect(second.buffer.byteLength).toBe(5);
  });
});
