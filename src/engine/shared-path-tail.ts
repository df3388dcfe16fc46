/**
 * How many of their last path segments two paths share (`a/crd/standard/w.yaml` and
 * `b/crd/standard/w.yaml`: 3): how alike two copies of one file stand in a repository.
 */
export function sharedPathTail(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  let n = 0;
  while (n < x.length && n < y.length && x[x.length - 1 - n] === y[y.length - 1 - n]) n++;
  return n;
}
