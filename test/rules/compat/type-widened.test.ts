import { typeWidened } from '../../../src/rules/compat/type-widened.js';
import { ruleTester } from '../../support/rule-tester.js';
import { at, specSchema, widgetCrd } from './widget-crd.js';

// compat/type-widened (spec/crd-compatibility.md §5.2).
const size = (body: string) => widgetCrd(specSchema(`size:\n${body.replace(/^/gm, '  ')}`));

ruleTester(typeWidened, {
  valid: [
    { name: 'the same type', base: size('type: number'), head: size('type: number') },
    { name: 'number to integer narrows (type-changed)', base: size('type: number'), head: size('type: integer') },
    { name: 'integer to string (type-changed)', base: size('type: integer'), head: size('type: string') },
    {
      // clickhouse-operator d280c9dd9: the apiserver refuses `type: objects`, so no cluster held the base.
      name: 'a type that is no OpenAPI type fixed: the base was refused, nothing compared',
      base: size('type: numbr'),
      head: size('type: number'),
    },
  ],
  invalid: [
    {
      name: 'integer to number',
      base: size('type: integer'),
      head: size('type: number'),
      findings: [
        {
          line: 21,
          column: 23,
          fieldPath: `${at('size')}.type`,
          severity: 'warning',
          message:
            'the type of spec.size in v1 widened from "integer" to "number"; stored values stay valid, but clients that decode it as "integer" break on the first value of the new kind; make sure every client decodes "number", or add a new field',
          data: { compat: { version: 'v1', property: '^.spec.size', check: 'type', base: 'integer', head: 'number' } },
        },
      ],
    },
    {
      name: 'integer to int-or-string, at the node (head has no type)',
      base: size('type: integer'),
      head: size('x-kubernetes-int-or-string: true'),
      findings: [
        { line: 20, column: 15, fieldPath: at('size'), data: { compat: { base: 'integer', head: 'int-or-string' } } },
      ],
    },
    {
      name: 'a type to none (preserve-unknown-fields accepts anything)',
      base: size('type: object'),
      head: size('x-kubernetes-preserve-unknown-fields: true'),
      findings: [{ line: 20, column: 15, data: { compat: { base: 'object', head: null } } }],
    },
  ],
});
