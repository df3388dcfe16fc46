import { describe, expect, it } from 'vitest';
import { celErrors, cr, resource } from './run-cel.js';

// CR-CEL-002 (type by reason, value for scalars only, detail), CR-CEL-003 (fieldPath) and
// CR-CEL-004 (messageExpression) of spec/cr-validation.md §8; cases after apiextensions-apiserver
// schema/cel/validation_test.go TestReasonAndFldPath and TestMessageExpression.

const spec = (rules: object[], extra: object = {}): object =>
  resource({
    type: 'object',
    'x-kubernetes-validations': rules,
    properties: {
      replicas: { type: 'integer' },
      name: { type: 'string' },
      limits: { type: 'object', additionalProperties: { type: 'string' } },
      ...extra,
    },
  });

const scalar = (rules: object[]): object =>
  resource({ type: 'object', properties: { name: { type: 'string', 'x-kubernetes-validations': rules } } });

describe('CR-CEL-002 failure error', () => {
  it.each([
    ['no reason', {}, { type: 'Invalid value', value: 'web', detail: 'failed rule: self == "api"' }],
    [
      'FieldValueInvalid',
      { reason: 'FieldValueInvalid' },
      { type: 'Invalid value', value: 'web', detail: 'failed rule: self == "api"' },
    ],
    [
      'FieldValueForbidden',
      { reason: 'FieldValueForbidden' },
      { type: 'Forbidden', detail: 'failed rule: self == "api"' },
    ],
    [
      'FieldValueRequired',
      { reason: 'FieldValueRequired' },
      { type: 'Required value', detail: 'failed rule: self == "api"' },
    ],
    ['FieldValueDuplicate', { reason: 'FieldValueDuplicate' }, { type: 'Duplicate value', value: 'web', detail: '' }],
  ])('%s: the type follows the reason', (_name, reason, expected) => {
    expect(celErrors(scalar([{ rule: 'self == "api"', ...reason }]), cr({ name: 'web' }))).toEqual([
      { path: 'spec.name', ...expected },
    ]);
  });

  it('prints no value for an object node, and the trimmed message as the detail', () => {
    expect(
      celErrors(spec([{ rule: 'self.replicas < 3', message: '  too many replicas  ' }]), cr({ replicas: 5 })),
    ).toEqual([{ path: 'spec', type: 'Invalid value', detail: 'too many replicas' }]);
  });

  it('uses `failed rule:` with the trimmed rule when there is no message', () => {
    expect(celErrors(spec([{ rule: '  self.replicas < 3 ' }]), cr({ replicas: 5 }))).toEqual([
      { path: 'spec', type: 'Invalid value', detail: 'failed rule: self.replicas < 3' },
    ]);
  });

  it('reports nothing when the rule holds', () => {
    expect(celErrors(spec([{ rule: 'self.replicas < 3' }]), cr({ replicas: 2 }))).toEqual([]);
  });
});

describe('CR-CEL-003 fieldPath', () => {
  it('appends the fieldPath to the node path, keeping the type and omitting the value', () => {
    expect(
      celErrors(
        spec([{ rule: 'self.replicas < 3', fieldPath: '.replicas', reason: 'FieldValueForbidden' }]),
        cr({ replicas: 5 }),
      ),
    ).toEqual([{ path: 'spec.replicas', type: 'Forbidden', detail: 'failed rule: self.replicas < 3' }]);
  });

  it('writes a quoted key as a subscript', () => {
    expect(
      celErrors(
        spec([{ rule: "self.limits['a.b'] == 'x'", fieldPath: ".limits['a.b']" }]),
        cr({ limits: { 'a.b': 'y' } }),
      ),
    ).toEqual([{ path: 'spec.limits[a.b]', type: 'Invalid value', detail: "failed rule: self.limits['a.b'] == 'x'" }]);
  });

  it('starts at the field itself for a root rule', () => {
    const schema = resource({ type: 'object', properties: { replicas: { type: 'integer' } } }, [
      { rule: 'self.spec.replicas < 3', fieldPath: '.spec.replicas' },
    ]);
    expect(celErrors(schema, cr({ replicas: 5 }))).toEqual([
      { path: 'spec.replicas', type: 'Invalid value', detail: 'failed rule: self.spec.replicas < 3' },
    ]);
  });
});

describe('CR-CEL-004 messageExpression', () => {
  const withMessage = (messageExpression: string, message?: string): object =>
    scalar([{ rule: 'false', messageExpression, ...(message === undefined ? {} : { message }) }]);

  it('takes precedence over message, evaluated with self', () => {
    expect(celErrors(withMessage('"name " + self + " is taken"', 'invisible'), cr({ name: 'web' }))).toEqual([
      { path: 'spec.name', type: 'Invalid value', value: 'web', detail: 'name web is taken' },
    ]);
  });

  it('is trimmed', () => {
    expect(celErrors(withMessage('"  padded  "'), cr({ name: 'web' }))[0]?.detail).toBe('padded');
  });

  it.each([
    ['a line break', '"two\\nlines"'],
    ['an empty string', 'string("")'],
    ['only spaces', '"     "'],
    ['a string over 5120 bytes', `"${'a'.repeat(5121)}"`],
    ['a value that is not a string', 'true'],
    ['a runtime error', '"x " + ["a", "b"][4]'],
  ])('falls back to the message for %s', (_name, expression) => {
    expect(celErrors(withMessage(expression, 'the message'), cr({ name: 'web' }))).toEqual([
      { path: 'spec.name', type: 'Invalid value', value: 'web', detail: 'the message' },
    ]);
  });

  it('falls back to `failed rule:` without a message', () => {
    expect(celErrors(withMessage('string("")'), cr({ name: 'web' }))[0]?.detail).toBe('failed rule: false');
  });

  it('accepts exactly 5120 bytes', () => {
    expect(celErrors(withMessage(`"${'a'.repeat(5120)}"`), cr({ name: 'web' }))[0]?.detail).toHaveLength(5120);
  });
});
