import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prune } from '../../../../src/rules/crd/pruning/prune.js';
import { SchemaNode } from '../../../../src/rules/crd/schema/schema-node.js';

// spec/crd-validation.md §11: the pruning algorithm as a pure function.

const s = (raw: Record<string, unknown>): SchemaNode => new SchemaNode(raw);

describe('prune', () => {
  it('PRUNE-001: at a resource root, apiVersion, kind and metadata are kept; a nil schema drops the rest', () => {
    const r = prune(
      { apiVersion: 'v1', kind: 'K', metadata: { name: 'x', bogus: 1 }, spec: { a: 1 } },
      undefined,
      true,
    );
    expect(r.value).toEqual({ apiVersion: 'v1', kind: 'K', metadata: { name: 'x', bogus: 1 } });
    expect(r.pruned).toEqual([['spec']]);
    expect(r.metadata).toEqual([{ path: ['metadata'], place: 'metadata' }]);
  });

  it('PRUNE-001: not at a resource root, apiVersion and kind are ordinary keys', () => {
    const r = prune({ apiVersion: 'v1', a: 1 }, s({ type: 'object', properties: { a: { type: 'integer' } } }), false);
    expect(r.pruned).toEqual([['apiVersion']]);
  });

  it('PRUNE-002: unknown keys go, declared ones are recursed into, arrays use items', () => {
    const schema = s({
      type: 'object',
      properties: { list: { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } } } },
    });
    const r = prune({ list: [{ a: 'x', b: 'y' }, 'scalar'], other: true }, schema, false);
    expect(r.value).toEqual({ list: [{ a: 'x' }, 'scalar'] });
    expect(r.pruned).toEqual([['list', 0, 'b'], ['other']]);
  });

  it('PRUNE-002 (c): additionalProperties false keeps the keys but empties object values', () => {
    const r = prune({ k: { x: 1 }, j: [{ y: 2 }] }, s({ type: 'object', additionalProperties: false }), false);
    expect(r.value).toEqual({ k: {}, j: [{}] });
    expect(r.pruned).toEqual([
      ['k', 'x'],
      ['j', 0, 'y'],
    ]);
  });

  it('PRUNE-003: preserve-unknown-fields is not inherited through properties', () => {
    const schema = s({
      type: 'object',
      'x-kubernetes-preserve-unknown-fields': true,
      properties: { p: { type: 'object', properties: {} } },
    });
    const r = prune({ free: { any: 1 }, p: { gone: 1 } }, schema, false);
    expect(r.value).toEqual({ free: { any: 1 }, p: {} });
    expect(r.pruned).toEqual([['p', 'gone']]);
  });

  it('PRUNE-004: skip mode extends into array items; items without a schema are kept whole', () => {
    const schema = s({
      type: 'object',
      properties: {
        l: {
          type: 'array',
          'x-kubernetes-preserve-unknown-fields': true,
          items: { type: 'object', properties: { k: { type: 'object', properties: {} } } },
        },
        m: { type: 'array', 'x-kubernetes-preserve-unknown-fields': true },
      },
    });
    const r = prune({ l: [{ u: 1, k: { v: 2 } }], m: [{ any: 1 }] }, schema, false);
    expect(r.value).toEqual({ l: [{ u: 1, k: {} }], m: [{ any: 1 }] });
    expect(r.pruned).toEqual([['l', 0, 'k', 'v']]);
  });

  it('each drop names the place of the object that held it: list items as [*], additionalProperties values as {*} (as compat/ writes them)', () => {
    const schema = s({
      type: 'object',
      properties: {
        list: { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } } },
        map: { type: 'object', additionalProperties: { type: 'object', properties: { a: { type: 'string' } } } },
        'dotted.name': { type: 'object', properties: {} },
        open: { type: 'object', additionalProperties: true },
      },
    });
    const r = prune(
      {
        list: [{ b: 1 }, { c: 1 }],
        map: { k1: { b: 1 }, k2: { b: 1 } },
        'dotted.name': { d: 1 },
        open: { k: { e: 1 } },
        top: 1,
      },
      schema,
      false,
    );
    expect(
      r.drops.map((d) => [
        d.path,
        d.holder,
        d.holderSchema === undefined ? 'no schema' : [...d.holderSchema.properties.keys()].join(),
      ]),
    ).toEqual([
      [['list', 0, 'b'], 'list[*]', 'a'],
      [['list', 1, 'c'], 'list[*]', 'a'],
      [['map', 'k1', 'b'], 'map{*}', 'a'],
      [['map', 'k2', 'b'], 'map{*}', 'a'],
      [['dotted.name', 'd'], '[dotted.name]', ''],
      [['open', 'k', 'e'], 'open{*}', 'no schema'],
      [['top'], '', 'list,map,dotted.name,open'],
    ]);
    expect(r.pruned).toEqual(r.drops.map((d) => d.path));
  });

  it('places in skip mode, and the metadata of embedded resources in a list', () => {
    const schema = s({
      type: 'object',
      properties: {
        jobs: {
          type: 'array',
          'x-kubernetes-preserve-unknown-fields': true,
          items: { type: 'object', properties: { limits: { type: 'object', properties: {} } } },
        },
        objects: { type: 'array', items: { type: 'object', 'x-kubernetes-embedded-resource': true, properties: {} } },
      },
    });
    const r = prune(
      { jobs: [{ free: 1, limits: { cpu: 1 } }], objects: [{ kind: 'K', metadata: { x: 1 }, spec: {} }] },
      schema,
      false,
    );
    expect(r.drops.map((d) => [d.path, d.holder])).toEqual([
      [['jobs', 0, 'limits', 'cpu'], 'jobs[*].limits'],
      [['objects', 0, 'spec'], 'objects[*]'],
    ]);
    expect(r.metadata).toEqual([{ path: ['objects', 0, 'metadata'], place: 'objects[*].metadata' }]);
  });

  it('never mutates its input, and a __proto__ key stays a key', () => {
    const input = JSON.parse('{"__proto__": {"x": 1}, "a": {"b": 1}}') as unknown;
    const before = JSON.stringify(input);
    const r = prune(input, s({ type: 'object', 'x-kubernetes-preserve-unknown-fields': true }), false);
    expect(JSON.stringify(input)).toBe(before);
    expect(JSON.stringify(r.value)).toBe(before);
  });
});

// Random schemas over a small vocabulary of keys, so that values and schemas meet.
const KEYS = ['a', 'b', 'apiVersion', 'kind', 'metadata'] as const;
const { schema: schemaArb } = fc.letrec<{ schema: Record<string, unknown> }>((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ type: fc.constantFrom('string', 'integer', 'boolean') }),
    fc.record(
      {
        type: fc.constant('object'),
        properties: fc.dictionary(fc.constantFrom(...KEYS), tie('schema'), { maxKeys: 3 }),
        additionalProperties: fc.oneof(fc.boolean(), tie('schema')),
        'x-kubernetes-preserve-unknown-fields': fc.constant(true),
        'x-kubernetes-embedded-resource': fc.boolean(),
      },
      { requiredKeys: ['type'] },
    ),
    fc.record(
      { type: fc.constant('array'), items: tie('schema'), 'x-kubernetes-preserve-unknown-fields': fc.constant(true) },
      { requiredKeys: ['type'] },
    ),
  ),
}));
const { value: valueArb } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...KEYS, 'c'), tie('value'), { maxKeys: 4 }),
  ),
}));

/** Every key path of a JSON value. */
function keyPaths(v: unknown, prefix = ''): string[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => keyPaths(x, `${prefix}[${i}]`));
  if (typeof v === 'object' && v !== null)
    return Object.entries(v).flatMap(([k, x]) => [`${prefix}.${k}`, ...keyPaths(x, `${prefix}.${k}`)]);
  return [];
}

/** Every way a parent path can be a schema place: an index is `[*]`, a key is itself or `[*]` (a map's). */
function renderings(path: readonly (string | number)[]): string[] {
  let out = [''];
  for (const step of path) {
    const asKey = (p: string) => (p === '' ? String(step) : `${p}.${String(step)}`);
    out = typeof step === 'number' ? out.map((p) => `${p}[*]`) : out.flatMap((p) => [asKey(p), `${p}{*}`]);
  }
  return out;
}

/** The same schema with preserve-unknown-fields on every node and no bool additionalProperties. */
function preservingEverywhere(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw, 'x-kubernetes-preserve-unknown-fields': true };
  if (typeof raw.additionalProperties === 'boolean') delete out.additionalProperties;
  else if (raw.additionalProperties)
    out.additionalProperties = preservingEverywhere(raw.additionalProperties as Record<string, unknown>);
  if (raw.items) out.items = preservingEverywhere(raw.items as Record<string, unknown>);
  if (raw.properties)
    out.properties = Object.fromEntries(
      Object.entries(raw.properties as Record<string, Record<string, unknown>>).map(([k, p]) => [
        k,
        preservingEverywhere(p),
      ]),
    );
  return out;
}

describe('prune: properties', () => {
  // Half the generated objects drop the preserve flag, so both modes are exercised.
  const mixed = fc
    .tuple(schemaArb, fc.boolean())
    .map(([raw, keep]) => (keep ? raw : { ...raw, 'x-kubernetes-preserve-unknown-fields': undefined }));

  it('is idempotent', () => {
    fc.assert(
      fc.property(valueArb, mixed, fc.boolean(), (value, raw, root) => {
        const once = prune(value, new SchemaNode(raw), root);
        const twice = prune(once.value, new SchemaNode(raw), root);
        expect(twice.value).toEqual(once.value);
        expect(twice.pruned).toEqual([]);
      }),
    );
  });

  it('never adds a field, and drops exactly the paths it reports', () => {
    fc.assert(
      fc.property(valueArb, mixed, fc.boolean(), (value, raw, root) => {
        const r = prune(value, new SchemaNode(raw), root);
        const before = new Set(keyPaths(value));
        const after = keyPaths(r.value);
        for (const p of after) expect(before.has(p)).toBe(true);
        for (const p of r.pruned) {
          const rendered = p.map((x) => (typeof x === 'number' ? `[${x}]` : `.${x}`)).join('');
          expect(before.has(rendered)).toBe(true);
          expect(after).not.toContain(rendered);
        }
      }),
    );
  });

  it('places a drop at its parent path, with every index as [*] and some keys as {*}', () => {
    fc.assert(
      fc.property(valueArb, mixed, fc.boolean(), (value, raw, root) => {
        const r = prune(value, new SchemaNode(raw), root);
        expect(r.pruned).toEqual(r.drops.map((d) => d.path));
        for (const d of r.drops) expect(renderings(d.path.slice(0, -1))).toContain(d.holder);
      }),
    );
  });

  it('never prunes anything under a schema with preserve-unknown-fields everywhere', () => {
    fc.assert(
      fc.property(valueArb, schemaArb, fc.boolean(), (value, raw, root) => {
        const r = prune(value, new SchemaNode(preservingEverywhere(raw)), root);
        expect(r.pruned).toEqual([]);
        expect(r.value).toEqual(value);
      }),
    );
  });
});
