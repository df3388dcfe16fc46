// The files of a pipelined review as parse workers receive them (pipelined-review.ts). Every
// worker is sent every file, and a structured clone copies bytes: with three workers the corpus's
// 53 MB were held four times over, and serialised on the main thread for each worker (issue 17
// item 3). Views of one SharedArrayBuffer are sent without a copy; a text given as a string
// (a source that has no bytes) stays a string, and bytes already shared (a directory's files,
// read into shared memory: sources/shared-file-reads.ts) are not copied again.

/** The same contents, in order, the bytes of each a view of shared memory: one SharedArrayBuffer for those copied. */
export function sharedContents(contents: readonly (Uint8Array | string)[]): (Uint8Array | string)[] {
  const copied = (content: Uint8Array | string): content is Uint8Array =>
    typeof content !== 'string' && !(content.buffer instanceof SharedArrayBuffer);
  let total = 0;
  for (const content of contents) if (copied(content)) total += content.byteLength;
  const shared = new SharedArrayBuffer(total);
  let at = 0;
  return contents.map((content) => {
    if (!copied(content)) return content;
    const view = new Uint8Array(shared, at, content.byteLength);
    view.set(content);
    at += content.byteLength;
    return view;
  });
}
