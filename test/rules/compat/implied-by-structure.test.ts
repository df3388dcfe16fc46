import { describe, expect, it } from 'vitest';
import { SchemaNode } from '../../../src/rules/crd/schema/schema-node.js';
import { CelCompiler } from '../../../src/rules/crd/cel/cel-compiler.js';
import { impliedByBaseStructure } from '../../../src/rules/compat/implied-by-structure.js';

// A presence rule against the presence keywords of the base node it replaces.
const compiler = new CelCompiler();
const implied = (rule: string, base: Record<string, unknown>, absent: readonly string[] = []): boolean => {
  const ast = compiler.ast(rule);
  if (!ast) throw new Error(`does not parse: ${rule}`);
  return impliedByBaseStructure(rule, ast, SchemaNode.of(base) as SchemaNode, new Set(absent));
};
const obj = (extra: Record<string, unknown> = {}) => ({ type: 'object', ...extra });
// antrea's PacketCapture spec before 236272be4.
const packetCapture = obj({
  required: ['source', 'destination'],
  anyOf: [{ properties: { source: { required: ['pod'] } } }, { properties: { destination: { required: ['pod'] } } }],
  properties: {
    source: obj({
      oneOf: [{ required: ['pod'] }, { required: ['ip'] }],
      properties: { pod: obj(), ip: { type: 'string' } },
    }),
    destination: obj({ properties: { pod: obj(), ip: { type: 'string' } } }),
  },
});

describe('impliedByBaseStructure', () => {
  it.each([
    [
      'has(self.source.pod) || has(self.destination.pod)',
      packetCapture,
      'anyOf over the properties of required fields',
    ],
    ['has(self.source) && has(self.destination)', packetCapture, 'required fields'],
    [
      '!(has(self.pod) && has(self.ip))',
      obj({ oneOf: [{ required: ['pod'] }, { required: ['ip'] }] }),
      'oneOf as at most one',
    ],
    [
      'has(self.pod) != has(self.ip)',
      obj({ oneOf: [{ required: ['pod'] }, { required: ['ip'] }] }),
      'oneOf as exactly one',
    ],
    [
      'has(self.a) != has(self.b)',
      obj({
        oneOf: [
          { properties: { a: {} }, required: ['a'] },
          { properties: { b: {} }, required: ['b'] },
        ],
      }),
      "oneOf whose branches name their fields with the empty schema (authorino's, ee2c21e3)",
    ],
    ['has(self.a) || has(self.b)', obj({ anyOf: [{ required: ['a'] }, { required: ['b'] }] }), 'anyOf'],
    ['!has(self.a)', obj({ not: { required: ['a'] } }), 'not'],
    ['!has(self.c)', obj({}), 'a field the change adds', ['c']],
    [
      'has(self.a) || has(self.c)',
      obj({ required: ['a'], anyOf: [{ required: ['b'], description: 'x' }] }),
      'required beside other junctors',
    ],
  ])('%s is implied by %j (%s)', (rule, base, _why, absent = []) => {
    expect(implied(rule, base, absent)).toBe(true);
  });

  it.each([
    ['has(self.source.pod) && has(self.destination.pod)', packetCapture, 'both, where the base asks one'],
    ['has(self.source.ip)', packetCapture, 'the other branch'],
    ['has(self.a) || has(self.b)', obj({}), 'no keyword'],
    [
      'has(self.a) != has(self.b)',
      obj({ anyOf: [{ properties: { a: {} }, required: ['a'] }, { properties: { b: {} } }] }),
      'a branch of the empty schema alone accepts both',
    ],
    [
      'has(self.a)',
      obj({ anyOf: [{ required: ['a'] }, { required: ['b'], type: 'object' }] }),
      'a junctor with a branch that is not only presence is left out',
    ],
    ['has(self.a) && self.a > 0', obj({ required: ['a'] }), 'the rule reads a value'],
    ['has(self.a.b.c)', obj({ required: ['a'] }), 'three levels down'],
    ['has(self.a) == has(oldSelf.a)', obj({ required: ['a'] }), 'oldSelf'],
    [
      'has(self.a)',
      obj({ required: ['a'], properties: { a: obj({ nullable: true }) } }),
      'a nullable field may be null',
    ],
    [
      'has(self.a) || has(self.b)',
      obj({ anyOf: [{ required: ['a'] }, { required: ['b'] }], properties: { a: obj({ nullable: true }) } }),
      'a branch that requires a nullable field',
    ],
  ])('%s is not implied by %j (%s)', (rule, base) => {
    expect(implied(rule, base)).toBe(false);
  });
});
