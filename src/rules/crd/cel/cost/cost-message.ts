// validation.go getCostErrorMessage: the factor by which a cost exceeds its limit, as Go's fmt
// prints it: "more than 100x", `%f` below 1.5 (six decimals) and `%.1f` otherwise. Go rounds
// the exact binary value half to even; JavaScript's toFixed rounds exact ties up, so the
// rounding is done here on the exact value.

export function costErrorMessage(costName: string, cost: number, limit: number): string {
  const factor = cost / limit;
  let text: string;
  if (factor > 100) text = 'more than 100x';
  else if (factor < 1.5) text = `${goFixed(factor, 6)}x`;
  else text = `${goFixed(factor, 1)}x`;
  return `${costName} exceeds budget by factor of ${text} (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)`;
}

/** Go's strconv.FormatFloat(x, 'f', decimals, 64) for a finite non-negative x. */
export function goFixed(x: number, decimals: number): string {
  const bits = new DataView(new ArrayBuffer(8));
  bits.setFloat64(0, x);
  const hi = bits.getUint32(0);
  const lo = bits.getUint32(4);
  const exponent = (hi >>> 20) & 0x7ff;
  let mantissa = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let e: number;
  if (exponent === 0) e = -1074;
  else {
    mantissa |= 1n << 52n;
    e = exponent - 1075;
  }
  // x = mantissa * 2^e exactly; scale by 10^decimals and round half to even.
  let num = mantissa * 10n ** BigInt(decimals);
  let den = 1n;
  if (e >= 0) num <<= BigInt(e);
  else den <<= BigInt(-e);
  let q = num / den;
  const twice = (num % den) * 2n;
  if (twice > den || (twice === den && q % 2n === 1n)) q += 1n;
  const digits = q.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
