// Deep equality of two parsed JSON values, key order aside. A loop, not recursion: documents are
// as deep as the parser allows (DESIGN §9).
export function sameJson(a: unknown, b: unknown): boolean {
  const pending: [unknown, unknown][] = [[a, b]];
  for (let pair = pending.pop(); pair; pair = pending.pop()) {
    const [x, y] = pair;
    if (x === y) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
    if (Array.isArray(x) !== Array.isArray(y)) return false;
    const kx = Object.keys(x);
    if (kx.length !== Object.keys(y).length) return false;
    for (const k of kx) {
      if (!Object.hasOwn(y, k)) return false;
      pending.push([(x as Readonly<Record<string, unknown>>)[k], (y as Readonly<Record<string, unknown>>)[k]]);
    }
  }
  return true;
}
