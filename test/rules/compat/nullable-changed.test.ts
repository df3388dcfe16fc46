import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import { DEFAULT_COMPAT_CONFIG } from '../../../src/rules/compat/compat-config.js';
import { nullableChanged } from '../../../src/rules/compat/nullable-changed.js';
import { ruleTester } from '../../support/rule-tester.js';
import { at, specSchema, widgetCrd } from './widget-crd.js';

// compat/nullable-changed (spec/crd-compatibility.md §5.4, §6 nullableAddition), after crdify's
// nullable validation.
const size = (more: string, specMore = '') =>
  widgetCrd(specSchema(`size:\n  type: integer\n${more.replace(/^/gm, '  ')}`, specMore));
/** spec requires size: a null there is dropped, then refused as a missing required field. */
const requiredSize = (more: string) => size(more, 'required: [size]');
const allow = { ...DEFAULT_CONFIG, compat: { ...DEFAULT_COMPAT_CONFIG, nullableAddition: 'Allow' as const } };
const asError = { ...DEFAULT_CONFIG, rules: new Map([['compat/nullable-changed', 'notice' as const]]) };

ruleTester(nullableChanged, {
  valid: [
    { name: 'nullable kept', base: size('nullable: true'), head: size('nullable: true') },
    { name: 'false and absent are the same', base: size('nullable: false'), head: size('maximum: 3') },
    {
      name: 'nullable added with nullableAddition: Allow',
      base: size('maximum: 3'),
      head: size('nullable: true'),
      config: allow,
    },
  ],
  invalid: [
    {
      // zookeeper-operator 6c71589a: a config map went from nullable to `default: {}`.
      name: 'nullable removed from a field neither required nor without default: a null is dropped, a warning',
      base: size('nullable: true'),
      head: size('maximum: 3'),
      findings: [
        {
          line: 20,
          column: 15,
          messageId: 'dropped',
          severity: 'warning',
          message:
            'spec.size in v1 no longer keeps null: the apiserver drops a null there (or sets the default in its place) instead of storing it, so clients that read null as meaningful find the field unset or defaulted; keep nullable: true',
        },
      ],
    },
    {
      name: 'nullable removed from a required field with a default: a null is defaulted, a warning',
      base: size('nullable: true', 'required: [size]'),
      head: size('default: 1', 'required: [size]'),
      findings: [{ line: 21, column: 15, messageId: 'dropped', severity: 'warning' }],
    },
    {
      name: 'nullable removed, at the node, of a required field without default',
      base: requiredSize('nullable: true'),
      head: requiredSize('maximum: 3'),
      findings: [
        {
          line: 21,
          column: 15,
          fieldPath: at('size'),
          messageId: 'removed',
          severity: 'error',
          message:
            'spec.size in v1 no longer accepts null; stored objects with null stay readable and may be updated while spec.size stays null (ratcheting), but creating objects with null (a GitOps re-apply, a restore) and setting spec.size to null is rejected; keep nullable: true',
          data: { compat: { version: 'v1', property: '^.spec.size', check: 'nullable', base: true, head: null } },
        },
      ],
    },
    {
      name: 'nullable set false',
      base: requiredSize('nullable: true'),
      head: requiredSize('nullable: false'),
      findings: [
        {
          line: 23,
          column: 27,
          fieldPath: `${at('size')}.nullable`,
          messageId: 'removed',
          data: { compat: { head: false } },
        },
      ],
    },
    {
      // zalando's postgres-operator 618ac156: `users: {foo_user: null}` (a user without roles) is lost.
      name: "nullable removed from a map's values: the entry is dropped with its null, an error",
      base: widgetCrd(specSchema('users: {type: object, additionalProperties: {type: array, nullable: true}}')),
      head: widgetCrd(specSchema('users: {type: object, additionalProperties: {type: array}}')),
      findings: [
        {
          line: 20,
          column: 37,
          messageId: 'entryDropped',
          severity: 'error',
          message:
            'spec.users{*} in v1 no longer keeps null: the apiserver drops an entry whose value is null instead of storing it, so the key is lost from new objects (a GitOps re-apply, a restore) and from stored objects, from every read at once and from etcd on their next write; keep nullable: true',
        },
      ],
    },
    {
      name: 'nullable added: a warning',
      base: size('maximum: 3'),
      head: size('nullable: true'),
      findings: [{ line: 22, column: 27, messageId: 'added', severity: 'warning' }],
    },
    {
      name: 'a configured severity replaces both',
      base: size('maximum: 3'),
      head: size('nullable: true'),
      config: asError,
      findings: [{ line: 22, column: 27, severity: 'notice' }],
    },
  ],
});
