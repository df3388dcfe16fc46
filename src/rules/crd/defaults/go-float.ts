// Go's %v for a float64 (strconv 'g' with the shortest precision): exponent form when the
// decimal exponent is below -4 or at least 6 (fmt.Println(1e6) prints 1e+06), else plain. The
// openapi validation messages print schema bounds (float64) this way.
export function goFloat(f: number): string {
  if (!Number.isFinite(f)) return f > 0 ? '+Inf' : f < 0 ? '-Inf' : 'NaN';
  if (f === 0) return Object.is(f, -0) ? '-0' : '0';
  const [mantissa = '', e = '0'] = f.toExponential().split('e');
  const exp = Number(e);
  if (exp < -4 || exp >= 6) return `${mantissa}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  return String(f);
}
