import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../src/engine/format-message.js';

// The templates of ESLint-style rule messages: `{{name}}` replaced from the report's data.
const byRegex = (template: string, data: Record<string, unknown> | undefined): string =>
  template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    data && name in data ? String(data[name]) : whole,
  );

describe('formatMessage', () => {
  it('replaces each placeholder from the data and leaves unknown ones as written', () => {
    expect(formatMessage('{{a}} and {{ b }} but not {{c}}', { a: 1, b: 'two' })).toBe('1 and two but not {{c}}');
    expect(formatMessage('no placeholders', undefined)).toBe('no placeholders');
    expect(formatMessage('{{x}}{{x}}', { x: '{{x}}' })).toBe('{{x}}{{x}}');
    expect(formatMessage('{{x.y}}', { 'x.y': null })).toBe('null');
  });

  it('gives what one regular-expression pass gives, for any template and data', () => {
    const name = fc.constantFrom('a', 'b', 'x.y', 'toString', '');
    const piece = fc.oneof(
      fc.string(),
      name.map((n) => `{{${n}}}`),
      name.map((n) => `{{ ${n} }}`),
      fc.constant('{{'),
      fc.constant('}}'),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 8 }).map((p) => p.join('')),
        fc.option(fc.dictionary(name, fc.oneof(fc.string(), fc.integer(), fc.constant(undefined))), { nil: undefined }),
        (template, data) => {
          expect(formatMessage(template, data)).toBe(byRegex(template, data));
          expect(formatMessage(template, data)).toBe(byRegex(template, data)); // the split is cached
        },
      ),
      { numRuns: 500 },
    );
  });
});
