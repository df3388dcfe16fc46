import fc from 'fast-check';

/**
 * CEL rules made of `atom`s with `!`, `&&`, `||` and `?:`, for the property tests of the compat/
 * proofs (implied-by-rule.test.ts, holds-without-new-fields.test.ts).
 */
export function celLogicOver(atom: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.letrec<{ rule: string }>((tie) => ({
    rule: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      atom,
      tie('rule').map((r) => `!(${r})`),
      fc.tuple(tie('rule'), fc.constantFrom('&&', '||'), tie('rule')).map(([l, op, r]) => `(${l}) ${op} (${r})`),
      fc.tuple(tie('rule'), tie('rule'), tie('rule')).map(([c, t, e]) => `(${c}) ? (${t}) : (${e})`),
    ),
  })).rule;
}
