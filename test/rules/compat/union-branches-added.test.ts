import { validationTightened } from '../../../src/rules/compat/validation-tightened.js';
import { ruleTester } from '../../support/rule-tester.js';
import { widgetCrd } from './widget-crd.js';

// Branches added to an anyOf or a oneOf (union-branches-added.ts), and branch properties written
// without a schema (junctor-no-ops.ts): kubernetes-external-secrets' hand-written ExternalSecret
// union, as it gained backends (dad820a) and lost `key:` entries of no value (fa54f54).

/** spec of `backend` (an enum of `backends`) and `path`, with a junctor written below spec. */
const union = (backends: string, junctor: string, required = '') =>
  widgetCrd(
    [
      'type: object',
      'properties:',
      '  spec:',
      '    type: object',
      ...(required === '' ? [] : [`    required: [${required}]`]),
      '    properties:',
      `      backend: {type: string, enum: [${backends}]}`,
      '      path: {type: string}',
      ...junctor
        .trim()
        .split('\n')
        .map((l) => `    ${l}`),
    ].join('\n'),
  );
const branch = (backend: string) => `  - properties: {backend: {enum: [${backend}]}}`;

ruleTester(validationTightened, {
  valid: [
    {
      name: 'an anyOf that keeps every branch it had and gains one: it accepts more',
      base: union('a, b', `anyOf:\n${branch('a')}\n  - required: [path]`),
      head: union('a, b', `anyOf:\n${branch('a')}\n  - required: [path]\n${branch('b')}`),
    },
    {
      name: 'a oneOf gaining a branch for a discriminator value the base refused, required by the node',
      base: union('a, b', `oneOf:\n${branch('a')}\n${branch('b')}`, 'backend'),
      head: union('a, b, c', `oneOf:\n${branch('a')}\n${branch('b')}\n${branch('c')}`, 'backend'),
    },
    {
      // Without `required`: an object without backend met both old branches, and no oneOf took it.
      name: 'the same where every old branch holds the discriminator to an enum',
      base: union('a, b', `oneOf:\n${branch('a')}\n${branch('b')}`),
      head: union('a, b, c', `oneOf:\n${branch('a')}\n${branch('b')}\n${branch('c')}`),
    },
    {
      name: 'a oneOf branch that names a property without a schema (`key:`), as `key: {}`',
      base: union('a', 'oneOf:\n  - properties:\n      path:\n    required: [path]\n  - required: [backend]'),
      head: union('a', 'oneOf:\n  - required: [path]\n  - required: [backend]'),
    },
  ],
  invalid: [
    {
      name: 'a oneOf gaining a branch that old values meet: an object on two branches is refused',
      base: union('a, b', `oneOf:\n${branch('a')}\n${branch('b')}`, 'backend'),
      head: union('a, b', `oneOf:\n${branch('a')}\n${branch('b')}\n${branch('a, b')}`, 'backend'),
      findings: [{ line: 23, column: 13, severity: 'error', data: { compat: { check: 'oneOf' } } }],
    },
    {
      // With one old branch, an object without the discriminator met it alone, and meets the new one too.
      name: 'a oneOf of one branch gaining another, the discriminator not required',
      base: union('a, b', `oneOf:\n${branch('a')}`),
      head: union('a, b, c', `oneOf:\n${branch('a')}\n${branch('c')}`),
      findings: [{ line: 22, column: 13, severity: 'error', data: { compat: { check: 'oneOf' } } }],
    },
    {
      name: 'an anyOf that loses a branch',
      base: union('a, b', `anyOf:\n${branch('a')}\n  - required: [path]`),
      head: union('a, b', `anyOf:\n${branch('a')}`),
      findings: [{ line: 22, column: 13, severity: 'error', data: { compat: { check: 'anyOf' } } }],
    },
  ],
});
