import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Environment } from '@marcbachmann/cel-js';
import { CelCompiler } from '../../../src/rules/crd/cel/cel-compiler.js';
import { ENVIRONMENT_OPTIONS } from '../../../src/rules/crd/cel/kubernetes-library.js';
import { SchemaNode } from '../../../src/rules/crd/schema/schema-node.js';
import { requiredByRules } from '../../../src/rules/compat/required-by-rule.js';

// requiredByRules says a field was required by rules when every object lacking it fails one of
// them. Checked against cel-js's own evaluation, which absorbs errors in `||` and `&&` as cel-go
// does: over random rules of spec and of the root, every object whose spec lacks a field the
// proof names must fail some rule (false, or an error such as "no such key").

const FIELDS = ['a', 'b', 'c'] as const;
const compiler = new CelCompiler();
const celAst = (e: string) => compiler.ast(e);
const env = new Environment({ ...ENVIRONMENT_OPTIONS, unlistedVariablesAreDyn: true });

/** A boolean expression over `self` fields at `prefix` (`self.` for spec's, `self.spec.` for the root's). */
function expression(prefix: string): fc.Arbitrary<string> {
  const field = fc.constantFrom(...FIELDS).map((f) => `${prefix}${f}`);
  const leaf = fc.oneof(
    field.map((f) => `has(${f})`),
    field.map((f) => `${f} == "v"`),
    field.map((f) => `${f} != "v"`),
    field.map((f) => `size(${f}) > 0`),
    field.map((f) => `[1].all(i, ${f} == "v")`),
    field.map((f) => `${f.replace(/\.(\w+)$/, '.?$1')}.orValue("v") == "v"`),
    fc.constantFrom('true', 'false'),
    ...(prefix === 'self.' ? [] : [fc.constant('has(self.spec)')]),
  );
  const { tree } = fc.letrec<{ tree: string }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.tuple(tie('tree'), tie('tree')).map(([x, y]) => `(${x} || ${y})`),
      fc.tuple(tie('tree'), tie('tree')).map(([x, y]) => `(${x} && ${y})`),
      tie('tree').map((x) => `!(${x})`),
      fc.tuple(tie('tree'), tie('tree'), tie('tree')).map(([c, x, y]) => `(${c} ? ${x} : ${y})`),
    ),
  }));
  return tree;
}

/** spec's object: each field absent, "v" or "w". */
const specValues = fc.tuple(...FIELDS.map(() => fc.constantFrom(undefined, 'v', 'w')));

const passes = (rule: string, self: unknown): boolean => {
  try {
    return env.evaluate(rule, { self }) === true;
  } catch {
    return false;
  }
};

describe('requiredByRules', () => {
  it('names only fields without which some rule fails, as cel-js evaluates the rules', () => {
    fc.assert(
      fc.property(
        fc.array(expression('self.'), { maxLength: 2 }),
        fc.array(expression('self.spec.'), { maxLength: 2 }),
        fc.array(specValues, { minLength: 8, maxLength: 8 }),
        (specRules, rootRules, objects) => {
          const node = (rules: string[], extra: object) =>
            ({ ...extra, 'x-kubernetes-validations': rules.map((rule) => ({ rule })) }) as const;
          const spec = node(specRules, {
            type: 'object',
            properties: Object.fromEntries(FIELDS.map((f) => [f, { type: 'string' }])),
          });
          const root = SchemaNode.of(node(rootRules, { type: 'object', properties: { spec } }));
          const specNode = root?.properties.get('spec');
          if (!root || !specNode) throw new Error('no schema');
          const required = requiredByRules(specNode, celAst, [{ node: root, path: ['spec'] }]);
          for (const name of required)
            for (const values of objects) {
              const object = Object.fromEntries(
                FIELDS.flatMap((f, i) => (f === name || values[i] === undefined ? [] : [[f, values[i]]])),
              );
              const refused =
                specRules.some((r) => !passes(r, object)) || rootRules.some((r) => !passes(r, { spec: object }));
              expect({ name, object, refused }).toEqual({ name, object, refused: true });
            }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('names a field read outside has() on both sides of ||, and not one an absorbing side may spare', () => {
    const spec = (rules: string[]) =>
      SchemaNode.of({
        type: 'object',
        properties: { a: { type: 'string' }, b: { type: 'string' } },
        'x-kubernetes-validations': rules.map((rule) => ({ rule })),
      }) as SchemaNode;
    expect([...requiredByRules(spec(['self.a == "v" || self.a == "w"']), celAst)]).toEqual(['a']);
    expect([...requiredByRules(spec(['self.a == "v" || has(self.b)']), celAst)]).toEqual([]);
    expect([
      ...requiredByRules(spec(['self.a == "v" || has(self.b)', 'self.a == "w" || !has(self.b)']), celAst),
    ]).toEqual(['a']);
    expect([...requiredByRules(spec(['has(self.a) ? self.b == "v" : self.b == "w"']), celAst)]).toEqual(['b']);
  });
});
