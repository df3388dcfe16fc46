// An alias bomb ("billion laughs") is small as text and as parsed value, since the parser
// shares aliased nodes, but every walk over it expands the sharing. Counting the expanded size
// with memoisation costs one pass over the distinct nodes and tells the two apart.

export function expandedSize(root: unknown, limit: number): number {
  const memo = new Map<object, number>();
  const size = (v: unknown): number => {
    if (typeof v !== 'object' || v === null) return 1;
    const known = memo.get(v);
    if (known !== undefined) return known;
    let n = 1;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      n += size(child);
      if (n > limit) break; // the answer is already "too big"
    }
    memo.set(v, n);
    return n;
  };
  return size(root);
}
