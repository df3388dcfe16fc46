import { describe, expect, it } from 'vitest';
import { celErrors, cr, resource, runCel } from './run-cel.js';

// Issue 20 item 3 and CR-CEL-009 (spec/cr-validation.md §8): where the runtime here could give
// another answer than cel-go, the rule is listed as not evaluated with the reason, never passed
// in silence and never a guessed error; where the difference cannot arise for the value at
// hand, the rule is evaluated.

const setSchema = resource({
  type: 'object',
  properties: {
    tags: {
      type: 'array',
      'x-kubernetes-list-type': 'set',
      items: { type: 'string' },
      'x-kubernetes-validations': [
        { rule: 'self == oldSelf', message: 'immutable' },
        { rule: "self == ['a', 'b']", message: 'a and b' },
      ],
    },
    labels: {
      type: 'object',
      additionalProperties: { type: 'string' },
      'x-kubernetes-validations': [
        { rule: "self.map(k, k) == ['a', 'b']", message: 'keys' },
        { rule: "self.all(k, k != 'x')", message: 'no x' },
      ],
    },
    names: {
      type: 'array',
      items: { type: 'string' },
      'x-kubernetes-validations': [{ rule: "self.map(n, n + '!')[0] == 'a!'", message: 'first is a' }],
    },
  },
});

describe('not evaluated, with the reason', () => {
  it('a function the runtime does not implement', () => {
    const s = resource({
      type: 'object',
      properties: { v: { type: 'string', 'x-kubernetes-validations': [{ rule: 'strings.quote(self) == \'"x"\'' }] } },
    });
    expect(runCel(s, cr({ v: 'x' }))).toEqual({
      errors: [],
      notEvaluated: [
        {
          path: 'spec.v',
          rule: 'strings.quote(self) == \'"x"\'',
          reason: 'strings.quote() is not evaluated by this runtime',
        },
      ],
    });
  });

  it('a set list compared with a literal list (cel-go ignores order)', () => {
    const out = runCel(setSchema, cr({ tags: ['b', 'a'] }));
    expect(out.errors).toEqual([]);
    expect(out.notEvaluated.map((n) => [n.path, n.rule])).toEqual([['spec.tags', "self == ['a', 'b']"]]);
  });

  it('self == oldSelf on a set list, evaluated when both runtimes agree and listed when they do not', () => {
    const changed = runCel(setSchema, cr({ tags: ['a', 'c'] }), cr({ tags: ['a', 'b'] }));
    expect(changed.errors.map((e) => e.detail)).toEqual(['immutable']);
    expect(changed.notEvaluated.map((n) => n.rule)).toEqual(["self == ['a', 'b']"]);
    // Reordered: equal for cel-go, unequal for an ordered comparison.
    expect(
      runCel(setSchema, cr({ tags: ['c', 'a'] }), cr({ tags: ['a', 'c'] })).notEvaluated.map((n) => n.rule),
    ).toEqual(['self == oldSelf', "self == ['a', 'b']"]);
  });

  // Kong's DataPlane rule `self.spec != oldSelf.spec && …` on a sample the change left as it was.
  it('a field of self compared with the same of oldSelf, evaluated where nothing changed and listed where the set reorders', () => {
    const rule = 'self.spec.tags != oldSelf.spec.tags ? size(self.spec.tags) < 2 : true';
    const schema = resource(
      {
        type: 'object',
        properties: { tags: { type: 'array', 'x-kubernetes-list-type': 'set', items: { type: 'string' } } },
      },
      [{ rule, message: 'few' }],
    );
    const unchanged = runCel(schema, cr({ tags: ['a', 'c'] }), cr({ tags: ['a', 'c'] }));
    expect([unchanged.errors, unchanged.notEvaluated]).toEqual([[], []]);
    expect(runCel(schema, cr({ tags: ['c', 'a'] }), cr({ tags: ['a', 'c'] })).notEvaluated.map((n) => n.rule)).toEqual([
      rule,
    ]);
  });

  it('map() over a map with two keys (Go iterates in random order), but not over a list', () => {
    const out = runCel(setSchema, cr({ labels: { a: '1', b: '2' }, names: ['b'] }));
    expect(out.errors).toEqual([{ path: 'spec.names', type: 'Invalid value', detail: 'first is a' }]);
    expect(out.notEvaluated.map((n) => [n.path, n.reason])).toEqual([
      ['spec.labels', 'map() or filter() over a map follows Go’s random iteration order'],
    ]);
  });

  it('map() over a map with one key has one order', () => {
    expect(celErrors(setSchema, cr({ labels: { a: '1' } }))).toEqual([
      { path: 'spec.labels', type: 'Invalid value', detail: 'keys' },
    ]);
  });

  it('ordering of strings outside ASCII (Go compares UTF-8 bytes)', () => {
    const s = resource({
      type: 'object',
      properties: { v: { type: 'string', 'x-kubernetes-validations': [{ rule: "self < 'z'" }] } },
    });
    expect(runCel(s, cr({ v: '\uff61' })).notEvaluated.map((n) => n.reason)).toEqual([
      'strings outside ASCII order by UTF-8 bytes in Go',
    ]);
    expect(celErrors(s, cr({ v: 'a' }))).toEqual([]);
  });

  it('strings of format date-time are timestamps: compared as instants in RFC 3339 form, else not evaluated', () => {
    const s = resource({
      type: 'object',
      properties: { at: { type: 'string', format: 'date-time' }, other: { type: 'string', format: 'date-time' } },
      'x-kubernetes-validations': [
        { rule: 'self.at == self.other' },
        { rule: 'self.at < self.other', message: 'at before other' },
      ],
    });
    expect(celErrors(s, cr({ at: '2024-01-01T01:00:00+01:00', other: '2024-01-01T00:00:00Z' }))).toEqual([
      { path: 'spec', type: 'Invalid value', detail: 'at before other' },
    ]);
    // A spelling strfmt reads but this runtime does not (no seconds): compared only when the strings are equal.
    const loose = runCel(s, cr({ at: '2024-01-01T00:00Z', other: '2024-01-01T00:00:00Z' }));
    expect(loose.errors).toEqual([]);
    expect(loose.notEvaluated.map((n) => [n.rule, n.reason])).toEqual([
      [
        'self.at == self.other',
        'a comparison whose operands may hold lists of type set or map, strings CEL gets as timestamps or durations, or fields CEL does not see, which compare differently in the apiserver',
      ],
      [
        'self.at < self.other',
        'the CEL library\'s error "no such overload: dyn<kubernetes.Unrepresentable> < dyn<kubernetes.Timestamp>" has no known cel-go text',
      ],
    ]);
    // Equal spellings are the same instant, compared whole too.
    const same = resource({
      type: 'object',
      properties: { at: { type: 'string', format: 'date-time' } },
      'x-kubernetes-validations': [{ rule: 'self == oldSelf', message: 'immutable' }],
    });
    expect(celErrors(same, cr({ at: '2024-01-01T00:00Z' }), cr({ at: '2024-01-01T00:00Z' }))).toEqual([]);
  });

  it('a property name CEL escapes, looked up by a key', () => {
    const s = resource({
      type: 'object',
      properties: { 'x-y': { type: 'string' } },
      'x-kubernetes-validations': [{ rule: "'x-y' in self" }, { rule: 'has(self.x__dash__y)' }],
    });
    const out = runCel(s, cr({ 'x-y': 'v' }));
    expect(out.errors).toEqual([]);
    expect(out.notEvaluated.map((n) => n.rule)).toEqual(["'x-y' in self"]);
  });

  it('an error of the library whose cel-go text is not known', () => {
    const s = resource({
      type: 'object',
      properties: {
        v: { 'x-kubernetes-int-or-string': true, 'x-kubernetes-validations': [{ rule: "self.startsWith('a')" }] },
      },
    });
    expect(runCel(s, cr({ v: 3 })).notEvaluated.map((n) => n.reason)).toEqual([
      "the CEL library's error \"found no matching overload for 'int.startsWith(string)'\" has no known cel-go text",
    ]);
  });

  it('size() of an object with fields kept by x-kubernetes-preserve-unknown-fields (cel-go counts them)', () => {
    const s = resource({
      type: 'object',
      'x-kubernetes-preserve-unknown-fields': true,
      properties: { a: { type: 'string' } },
      'x-kubernetes-validations': [{ rule: 'size(self) <= 1' }, { rule: "self.a == 'x'" }],
    });
    const out = runCel(s, cr({ a: 'x', extra: 1 }));
    expect(out.errors).toEqual([]);
    expect(out.notEvaluated.map((n) => n.rule)).toEqual(['size(self) <= 1']);
  });

  it('rules under allOf, however deep (when the schema has rules elsewhere: hasXValidations does not look into allOf)', () => {
    const alone = resource({
      type: 'object',
      properties: { a: { type: 'string' } },
      allOf: [{ 'x-kubernetes-validations': [{ rule: 'has(self.a)' }] }],
    });
    expect(runCel(alone, cr({ a: 'x' }))).toEqual({ errors: [], notEvaluated: [] });
    const s = resource({
      type: 'object',
      'x-kubernetes-validations': [{ rule: 'true' }],
      properties: { a: { type: 'string' } },
      allOf: [
        {
          'x-kubernetes-validations': [{ rule: 'has(self.a)' }],
          properties: { a: { 'x-kubernetes-validations': [{ rule: "self != ''" }] } },
        },
      ],
    });
    expect(runCel(s, cr({ a: 'x' })).notEvaluated).toEqual([
      { path: 'spec', rule: 'has(self.a)', reason: 'rules inside allOf are not evaluated by this runtime' },
      { path: 'spec', rule: "self != ''", reason: 'rules inside allOf are not evaluated by this runtime' },
    ]);
  });

  it('rules under an allOf, and rules, below branches that have none of their own (the walk goes down to them)', () => {
    const s = resource({
      type: 'object',
      'x-kubernetes-validations': [{ rule: 'true' }],
      properties: {
        outer: {
          type: 'object',
          properties: {
            inner: {
              type: 'object',
              properties: { a: { type: 'string' } },
              allOf: [{ 'x-kubernetes-validations': [{ rule: 'has(self.a)' }] }],
            },
            list: {
              type: 'array',
              items: {
                type: 'object',
                properties: { b: { type: 'string', 'x-kubernetes-validations': [{ rule: "self != 'bad'" }] } },
              },
            },
          },
        },
      },
    });
    expect(runCel(s, cr({ outer: { inner: { a: 'x' }, list: [{ b: 'ok' }, { b: 'bad' }] } }))).toEqual({
      errors: [
        { path: 'spec.outer.list[1].b', type: 'Invalid value', value: 'bad', detail: "failed rule: self != 'bad'" },
      ],
      notEvaluated: [
        {
          path: 'spec.outer.inner',
          rule: 'has(self.a)',
          reason: 'rules inside allOf are not evaluated by this runtime',
        },
      ],
    });
  });

  it('metadata of an object named by generateName (the apiserver generates its name first)', () => {
    const s = resource({ type: 'object' }, [
      { rule: "self.metadata.name.startsWith('web')" },
      { rule: "self.kind == 'Widget'" },
    ]);
    const value = { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { generateName: 'web-' }, spec: {} };
    expect(runCel(s, value)).toEqual({
      errors: [],
      notEvaluated: [
        {
          path: '<nil>',
          rule: "self.metadata.name.startsWith('web')",
          reason: 'the object is named by generateName: the apiserver generates metadata.name before validating',
        },
      ],
    });
  });
});

// A hazard of the value counts only where the rule can read it (reached-hazards.ts): the value at
// the end of each select chain from self, or all of self when the rule takes self whole.
describe('a hazard elsewhere in the object does not stop a rule', () => {
  const nameRule = resource({ type: 'object', properties: { s: { type: 'string' }, n: { type: 'integer' } } }, [
    { rule: 'size(self.metadata.name) <= 5', message: 'name too long' },
  ]);
  const tooLong = { path: '<nil>', type: 'Invalid value', detail: 'name too long' };

  it('size() of metadata.name, beside labels CEL does not see (size(self.metadata) would count them)', () => {
    expect(celErrors(nameRule, cr({}, 'sample-name'))).toEqual([tooLong]);
    expect(celErrors(nameRule, cr({}, 'short'))).toEqual([]);
  });

  it('an ordering of integers, beside a string outside ASCII', () => {
    expect(celErrors(nameRule, cr({ s: 'caf\u00e9' }, 'sample-name'))).toEqual([tooLong]);
  });

  it('any rule, beside an integer beyond 2^53 it does not read', () => {
    const s = resource({
      type: 'object',
      properties: { n: { type: 'integer' }, big: { type: 'integer' } },
      'x-kubernetes-validations': [
        { rule: 'self.n < 3', message: 'n below 3' },
        { rule: 'self.big > 0', message: 'big positive' },
      ],
    });
    expect(runCel(s, cr({ n: 5, big: 2 ** 60 }))).toEqual({
      errors: [{ path: 'spec', type: 'Invalid value', detail: 'n below 3' }],
      notEvaluated: [
        {
          path: 'spec',
          rule: 'self.big > 0',
          reason:
            'an integer beyond 2^53, or -2^63 (whose division by -1 overflows in cel-go only), is not handled exactly here',
        },
      ],
    });
  });

  it('size() of a string beside fields kept by x-kubernetes-preserve-unknown-fields, but not size() of their object', () => {
    const s = resource({
      type: 'object',
      'x-kubernetes-preserve-unknown-fields': true,
      properties: { a: { type: 'string' } },
      'x-kubernetes-validations': [
        { rule: 'size(self.a) <= 1', message: 'a is one character' },
        { rule: 'size(self) <= 1', message: 'one field' },
      ],
    });
    expect(runCel(s, cr({ a: 'xy', extra: 1 }))).toEqual({
      errors: [{ path: 'spec', type: 'Invalid value', detail: 'a is one character' }],
      notEvaluated: [
        {
          path: 'spec',
          rule: 'size(self) <= 1',
          reason:
            'an object has fields CEL does not see (metadata of a resource root, or fields kept by x-kubernetes-preserve-unknown-fields), which size() counts in the apiserver',
        },
      ],
    });
  });

  it('size() of a list counts its items, whatever fields CEL does not see they hold', () => {
    // kcp's APIResourceSchema: `size(self.versions) == 1 || …` over versions whose schema is kept whole.
    const s = resource({
      type: 'object',
      properties: {
        versions: {
          type: 'array',
          items: {
            type: 'object',
            'x-kubernetes-preserve-unknown-fields': true,
            properties: { name: { type: 'string' } },
          },
        },
      },
      'x-kubernetes-validations': [
        { rule: 'size(self.versions) == 1', message: 'one version' },
        { rule: 'self.versions.all(v, size(v) == 1)', message: 'one field each' },
      ],
    });
    expect(runCel(s, cr({ versions: [{ name: 'a', schema: {} }, { name: 'b' }] }))).toEqual({
      errors: [{ path: 'spec', type: 'Invalid value', detail: 'one version' }],
      notEvaluated: [
        {
          path: 'spec',
          rule: 'self.versions.all(v, size(v) == 1)',
          reason:
            'an object has fields CEL does not see (metadata of a resource root, or fields kept by x-kubernetes-preserve-unknown-fields), which size() counts in the apiserver',
        },
      ],
    });
  });

  it('size() of a list that filter() or map() makes, or of a list literal, counts its items too', () => {
    // kubeblocks' Cluster: `self.all(x, size(self.filter(c, c.name == x.name)) == 1)` over componentSpecs
    // whose items keep their resources whole.
    const s = resource({
      type: 'object',
      properties: {
        specs: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              resources: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
            },
          },
          'x-kubernetes-validations': [
            { rule: 'self.all(x, size(self.filter(c, c.name == x.name)) == 1)', message: 'duplicated component' },
            { rule: 'size(self.map(c, c.name)) <= 2', message: 'two at most' },
            { rule: 'size([self]) == 1', message: 'one list' },
            { rule: 'self.all(c, size(c.resources) <= 1)', message: 'one resource' },
          ],
        },
      },
    });
    const specs = [
      { name: 'zk', resources: { limits: { cpu: '1' }, requests: {} } },
      { name: 'zk' },
      { name: 'bk', resources: {} },
    ];
    expect(runCel(s, cr({ specs }))).toEqual({
      errors: [
        { path: 'spec.specs', type: 'Invalid value', detail: 'duplicated component' },
        { path: 'spec.specs', type: 'Invalid value', detail: 'two at most' },
      ],
      notEvaluated: [
        {
          path: 'spec.specs',
          rule: 'self.all(c, size(c.resources) <= 1)',
          reason:
            'an object has fields CEL does not see (metadata of a resource root, or fields kept by x-kubernetes-preserve-unknown-fields), which size() counts in the apiserver',
        },
      ],
    });
  });

  it('still stops a rule that reads the value: an ordering of the string, a list a macro ranges over', () => {
    const s = resource({
      type: 'object',
      properties: {
        s: { type: 'string' },
        other: { type: 'string' },
        items: {
          type: 'array',
          items: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } },
        },
      },
      'x-kubernetes-validations': [
        { rule: "self.s < 'z'", message: 's before z' },
        { rule: "self.items.all(i, i.a < 'm')", message: 'a before m' },
        { rule: 'size(self.s) < 4', message: 's short' },
      ],
    });
    const ordering = 'strings outside ASCII order by UTF-8 bytes in Go';
    // The string read is outside ASCII; so is a string of an item the macro ranges over.
    // size() orders integers: evaluated (cel-go and the library count code points alike).
    expect(runCel(s, cr({ s: 'z\u00e9\u00e9\u00e9', items: [{ a: 'x', b: '\u00e9' }] }))).toEqual({
      errors: [{ path: 'spec', type: 'Invalid value', detail: 's short' }],
      notEvaluated: [
        { path: 'spec', rule: "self.s < 'z'", reason: ordering },
        { path: 'spec', rule: "self.items.all(i, i.a < 'm')", reason: ordering },
      ],
    });
    // Outside ASCII only where neither rule reads: both evaluated.
    expect(celErrors(s, cr({ s: 'zz', other: '\u00e9', items: [{ a: 'x' }] }))).toEqual([
      { path: 'spec', type: 'Invalid value', detail: 's before z' },
      { path: 'spec', type: 'Invalid value', detail: 'a before m' },
    ]);
  });

  it('a transition rule reads the same places of oldSelf', () => {
    const s = resource({
      type: 'object',
      properties: { big: { type: 'integer' }, n: { type: 'integer' } },
      'x-kubernetes-validations': [{ rule: 'self.n >= oldSelf.n', message: 'n only grows' }],
    });
    expect(celErrors(s, cr({ n: 1, big: 2 ** 60 }), cr({ n: 2, big: 2 ** 60 }))).toEqual([
      { path: 'spec', type: 'Invalid value', detail: 'n only grows' },
    ]);
  });
});
