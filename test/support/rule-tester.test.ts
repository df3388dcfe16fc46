import { describe, expect, it } from 'vitest';
import { defineRule } from '../../src/engine/rule.js';
import { FieldPath } from '../../src/engine/field-path.js';
import { changeSetOf, ruleTester, runRule, yaml } from './rule-tester.js';

// The harness is code every rule test trusts, so it has tests of its own.

const everyConfigMap = defineRule({
  id: 'test/every-config-map',
  meta: { severity: 'warning', description: 'flags every ConfigMap', messages: { found: 'found {{name}}' } },
  check: (ctx) =>
    ctx.head.objects
      .filter((o) => o.kind === 'ConfigMap')
      .map((o) => ({
        messageId: 'found' as const,
        object: o,
        path: FieldPath.of('metadata', 'name'),
        data: { name: o.name },
      })),
});

describe('yaml', () => {
  it('drops the first empty line and the common indentation', () => {
    const text = yaml`
      a:
        b: 1
      c: 2
    `;
    expect(text).toBe('a:\n  b: 1\nc: 2\n');
  });

  it('inserts values after removing the indentation, verbatim', () => {
    const block = 'x: 1\ny: 2';
    expect(yaml`
      top: ${'  spaced'}
      ${block}
    `).toBe('top:   spaced\nx: 1\ny: 2\n');
  });

  it('keeps blank lines inside, emptied', () => {
    expect(yaml`
      a: 1
   
      b: 2
    `).toBe('a: 1\n\nb: 2\n');
  });
});

describe('ruleTester refuses cases that cannot fail', () => {
  it('duplicate names', () => {
    expect(() =>
      ruleTester(everyConfigMap, {
        valid: [{ name: 'same', head: '' }],
        invalid: [{ name: 'same', head: '', findings: [{ line: 1, column: 1 }] }],
      }),
    ).toThrow(/duplicate case name "same"/);
  });
  it('invalid cases without findings', () => {
    expect(() =>
      ruleTester(everyConfigMap, { valid: [], invalid: [{ name: 'none', head: '', findings: [] }] }),
    ).toThrow(/expects no findings/);
  });
});

describe('runRule and changeSetOf', () => {
  const cm = yaml`
    apiVersion: v1
    kind: ConfigMap
    metadata:
      name: settings
  `;

  it('positions findings through the real locator and reports the message id', () => {
    const [got, ...rest] = runRule(everyConfigMap, { name: 'x', head: cm });
    expect(rest).toEqual([]);
    expect(got?.messageId).toBe('found');
    expect(got?.finding).toMatchObject({
      ruleId: 'test/every-config-map',
      file: 'crd.yaml',
      line: 4,
      column: 9,
      message: 'found settings',
      fieldPath: 'metadata.name',
    });
  });

  it('a create has no base', () => {
    expect(changeSetOf({ name: 'x', head: cm })).toMatchObject({
      hasBase: false,
      files: [{ path: 'crd.yaml', status: 'added', addedLines: [{ start: 1, end: 4 }] }],
    });
  });

  it('an update has the base in the same file', () => {
    expect(changeSetOf({ name: 'x', head: cm, base: cm, file: 'a.yaml' })).toMatchObject({
      hasBase: true,
      files: [{ path: 'a.yaml', status: 'modified', base: cm, head: cm }],
    });
  });

  it('a move has the base in a removed file', () => {
    const set = changeSetOf({ name: 'x', head: cm, base: cm, file: 'new.yaml', baseFile: 'old.yaml' });
    expect(set.hasBase).toBe(true);
    expect(set.files.map((f) => [f.path, f.status, f.base !== undefined, f.head !== undefined])).toEqual([
      ['new.yaml', 'added', false, true],
      ['old.yaml', 'removed', true, false],
    ]);
  });
});

// The harness run on itself: exact position, message id and data pass; the wrong ones would not.
ruleTester(everyConfigMap, {
  valid: [{ name: 'no ConfigMap', head: 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: s\n' }],
  invalid: [
    {
      name: 'a ConfigMap',
      head: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: s\n',
      findings: [{ line: 4, column: 9, messageId: 'found', message: 'found s', data: { name: 's' }, apiserver: null }],
    },
  ],
});
