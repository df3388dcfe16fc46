import { describe, expect, it } from 'vitest';
import { goFloat } from '../../../../src/rules/crd/defaults/go-float.js';

// Go's %v for float64, as the openapi bound messages print it (SCHEMA-DEF-005).
describe('goFloat', () => {
  it.each([
    [0, '0'],
    [100, '100'],
    [100000, '100000'],
    [1000000, '1e+06'],
    [1234567, '1.234567e+06'],
    [0.5, '0.5'],
    [0.0001, '0.0001'],
    [0.00001, '1e-05'],
    [-2.5, '-2.5'],
  ])('%d prints %s', (f, text) => {
    expect(goFloat(f)).toBe(text);
  });
});
