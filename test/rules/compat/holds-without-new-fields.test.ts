import { Environment } from '@marcbachmann/cel-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CelCompiler } from '../../../src/rules/crd/cel/cel-compiler.js';
import { holdsWithoutFields, type OldObjectFacts } from '../../../src/rules/compat/holds-without-new-fields.js';
import { celLogicOver } from '../../support/cel-logic.js';

// Which rules are proven true for objects that set none of the new fields `a` and `b`.
const compiler = new CelCompiler();
const holds = (rule: string): boolean => {
  const ast = compiler.ast(rule);
  if (!ast) throw new Error(`does not parse: ${rule}`);
  return holdsWithoutFields(ast, { absent: new Set(['a', 'b']) });
};

describe('holdsWithoutFields', () => {
  it.each([
    '!has(self.a)',
    '!has(self.a) || self.old > 1',
    'self.old > 1 || !has(self.b)',
    '!(has(self.a) && has(self.b))',
    '!(has(self.a) && self.old > 1)',
    'has(self.a) ? self.a > 1 : true',
    '!has(self.a) ? true : self.a > 1',
    '(!has(self.a) || self.a > 0) && (!has(self.b) || self.b > 0)',
    'true',
    // A has() compared with a bool literal, either order (strimzi's rack rule).
    'has(self.a) == false || self.a != ""',
    'false == has(self.a) || self.a > 0',
    'has(self.a) != true',
    '!(has(self.a) == true && self.a > 0)',
    '(has(self.a) != false) ? self.a > 1 : true',
    // The optional syntax on a new field (openshift/hypershift b1446d9add): none on old objects.
    'self.?a.orValue("").size() > 0 ? self.a != "x" : true',
    '!self.?a.hasValue()',
    'self.?a.orValue(0) == 0',
    'size(self.?a.orValue("")) < 1',
    "self.?a.orValue('\\uFF61') < '\\U0001F600'",
    // A condition that cannot fail, with both branches holding, whichever way it goes.
    '(size(self.?old.orValue("")) > 0) ? !has(self.a) : true',
    '(has(self.old) && self.?old.orValue("") != "") ? !has(self.b) : !has(self.a)',
  ])('%s holds', (rule) => {
    expect(holds(rule)).toBe(true);
  });

  it.each([
    'has(self.a)',
    'self.a > 0',
    '!has(self.a.c)',
    '!has(self.old)',
    'has(self.a) ? true : self.old > 1',
    '!has(self.a) && self.old > 1',
    '!has(oldSelf.a)',
    'has(self.a) || self.old > 1',
    'false',
    'has(self.a) == true',
    'has(self.a) != false || self.old > 1',
    'has(self.old) == false',
    'has(self.a) == self.old',
    'self.?a.orValue("").size() > 0',
    // cel-go orders strings by code point: U+FF61 comes before U+1F600 (JavaScript's < says after).
    "self.?a.orValue('\\uFF61') > '\\U0001F600'",
    'self.?old.orValue("") == ""',
    'self.?a.hasValue()',
    // self.old may be unset: selecting it fails, and so does the rule.
    '(size(self.old) > 0) ? !has(self.a) : true',
    '(size(self.?old.orValue("")) > 0) ? self.a == "x" : true',
  ])('%s is not proven', (rule) => {
    expect(holds(rule)).toBe(false);
  });

  // cluster-api-provider-vsphere 304d454e1 added `provider` with this rule on its parent: every
  // update of an object stored before holds it, as the stored object (oldSelf) lacks the field.
  it('reads oldSelf of a transition rule as an old object, unless oldSelf is optional', () => {
    const immutable = compiler.ast('!has(oldSelf.a) || self.a == oldSelf.a');
    if (!immutable) throw new Error('does not parse');
    expect(holdsWithoutFields(immutable, { absent: new Set(['a']) }, undefined, true)).toBe(true);
    expect(holdsWithoutFields(immutable, { absent: new Set(['a']) }, undefined, false)).toBe(false);
    // hypershift f50bc40c3e: a new field made immutable, read with its default on both sides.
    const defaulted = compiler.ast("(has(self.a) ? self.a : 'D') == (has(oldSelf.a) ? oldSelf.a : 'D')");
    if (!defaulted) throw new Error('does not parse');
    expect(holdsWithoutFields(defaulted, { absent: new Set(['a']) }, undefined, true)).toBe(true);
    const otherDefault = compiler.ast("(has(self.a) ? self.a : 'D') == (has(oldSelf.a) ? oldSelf.a : 'E')");
    if (!otherDefault) throw new Error('does not parse');
    expect(holdsWithoutFields(otherDefault, { absent: new Set(['a']) }, undefined, true)).toBe(false);
    const readsOldValue = compiler.ast('!has(oldSelf.old) || self.old == oldSelf.old');
    if (!readsOldValue) throw new Error('does not parse');
    expect(holdsWithoutFields(readsOldValue, { absent: new Set(['a']) }, undefined, true)).toBe(false);
  });
});

// On a list whose items gain `name` (Gateway API v1.2's HTTPRoute rules[].name), nothing at self.
describe('holdsWithoutFields on a list whose items gain fields', () => {
  const holdsOnList = (rule: string): boolean => {
    const ast = compiler.ast(rule);
    if (!ast) throw new Error(`does not parse: ${rule}`);
    return holdsWithoutFields(ast, { absent: new Set() }, { absent: new Set(['name']) });
  };

  it.each([
    'self.all(l1, !has(l1.name) || self.exists_one(l2, has(l2.name) && l1.name == l2.name))',
    'self.all(r, has(r.name) ? r.name != "" : true)',
    'self.all(r, !has(r.name)) && self.all(r, !(has(r.name) && r.name == ""))',
    'self.size() < 10 || self.all(l1, !has(l1.name))',
  ])('%s holds', (rule) => {
    expect(holdsOnList(rule)).toBe(true);
  });

  it.each([
    ['self.exists(l1, !has(l1.name))', 'exists is false on an empty list'],
    ['self.all(l1, !has(l1.other) || l1.other > 0)', 'another field of the items'],
    ['self.all(l1, !has(self.name))', 'the list itself has no such field'],
    ['self.all(l1, self.all(l1, has(l1.name)))', 'the inner loop variable is an item too, and needs the field'],
    ['self.map(l1, l1).all(l1, !has(l1.name))', 'all over another list'],
  ])('%s is not proven (%s)', (rule) => {
    expect(holdsOnList(rule)).toBe(false);
  });
});

// A spec whose optional list `logs` has items that gain `ref`, with the rule on the spec
// (nginx-gateway-fabric cc4374f20: securityLogs[].logRef, ruled from the spec), and whose required
// list `rules` has items that gain `name`.
describe('holdsWithoutFields on a list field whose items gain fields', () => {
  const gained = { absent: new Set(['ref', 'name']) };
  const spec = {
    absent: new Set<string>(),
    present: new Set(['rules']),
    itemsOf: (field: string) => (field === 'logs' || field === 'rules' ? gained : undefined),
  };
  const holdsOnSpec = (rule: string): boolean => {
    const ast = compiler.ast(rule);
    if (!ast) throw new Error(`does not parse: ${rule}`);
    return holdsWithoutFields(ast, spec);
  };

  it.each([
    '!has(self.logs) || self.logs.all(l, !has(l.ref))',
    'has(self.logs) ? self.logs.all(l, !has(l.ref) || l.ref != "") : true',
    'self.rules.all(r, !has(r.name))',
    '!self.rules.exists(r, has(r.name))',
  ])('%s holds', (rule) => {
    expect(holdsOnSpec(rule)).toBe(true);
  });

  it.each([
    ['self.logs.all(l, !has(l.ref))', 'an optional list: no such key where it is unset'],
    ['!self.logs.exists(l, has(l.ref))', 'the same under a !'],
    ['!has(self.logs) || self.logs.all(l, has(l.ref))', 'the items lack the field'],
    ['!has(self.logs) || self.logs.all(l, !has(l.other))', 'another field of the items'],
    ['!has(self.other) || self.other.all(l, !has(l.ref))', 'a list nothing is known of'],
  ])('%s is not proven (%s)', (rule) => {
    expect(holdsOnSpec(rule)).toBe(false);
  });
});

// A spec whose required `repoName` can never be empty (a pattern or minLength), and which gains
// `snapshotName` (percona-postgresql-operator 1ec30a181).
describe('holdsWithoutFields with strings that cannot be empty', () => {
  const facts = (present: string[]) => ({
    absent: new Set(['snapshotName']),
    present: new Set(present),
    nonEmpty: new Set(['repoName']),
  });
  const holdsWith = (rule: string, present = ['repoName']): boolean => {
    const ast = compiler.ast(rule);
    if (!ast) throw new Error(`does not parse: ${rule}`);
    return holdsWithoutFields(ast, facts(present));
  };

  it.each([
    '(has(self.repoName) && self.repoName != "") || (has(self.snapshotName) && self.snapshotName != "")',
    'self.repoName != ""',
    '!(self.repoName == "")',
    '"" != self.repoName',
  ])('%s holds', (rule) => {
    expect(holdsWith(rule)).toBe(true);
  });

  it('proves nothing where the field may be unset, or of a string that may be empty', () => {
    expect(holdsWith('self.repoName != ""', [])).toBe(false);
    expect(holdsWith('self.other != ""', ['repoName', 'other'])).toBe(false);
    expect(holdsWith('self.repoName != "repo1"')).toBe(false);
  });
});

// A filter whose required `type` could be only Header or Mirror, and which gains `cors` (Gateway API v1.3's CORS filter).
describe('holdsWithoutFields with the values an old field can hold', () => {
  const holdsForFilter = (rule: string): boolean => {
    const ast = compiler.ast(rule);
    if (!ast) throw new Error(`does not parse: ${rule}`);
    return holdsWithoutFields(ast, {
      absent: new Set(['cors']),
      values: new Map([['type', new Set(['Header', 'Mirror'])]]),
    });
  };

  it.each([
    "!(!has(self.cors) && self.type == 'CORS')",
    "!(has(self.cors) && self.type != 'CORS')",
    "self.type != 'CORS'",
    "'CORS' != self.type",
    "self.type == 'CORS' ? has(self.cors) : true",
  ])('%s holds', (rule) => {
    expect(holdsForFilter(rule)).toBe(true);
  });

  it.each([
    ["!(!has(self.cors) && self.type == 'Header')", 'a value the field could hold'],
    ["self.kind != 'CORS'", 'a field nothing is known of'],
    ['self.type != 1', 'not a string literal'],
    ["self.type == 'CORS'", 'false, not true'],
  ])('%s is not proven (%s)', (rule) => {
    expect(holdsForFilter(rule)).toBe(false);
  });
});

// A spec that gains `default` with `default: false` and `mode` with `default: Auto`: defaulting sets
// both on every old object (gpu-operator's NVIDIADriver, 53770fc2b).
describe('holdsWithoutFields with the values of new defaulted fields', () => {
  const holdsForSpec = (rule: string): boolean => {
    const ast = compiler.ast(rule);
    if (!ast) throw new Error(`does not parse: ${rule}`);
    return holdsWithoutFields(ast, {
      absent: new Set(),
      present: new Set(['default', 'mode']),
      values: new Map([['mode', new Set(['Auto'])]]),
      booleans: new Map([['default', false]]),
    });
  };

  it.each([
    'has(self.default) && self.default ? !has(self.nodeSelector) || size(self.nodeSelector) == 0 : true',
    '!self.default || size(self.nodeSelector) == 0',
    'self.default == false',
    "self.mode == 'Auto' || self.size > 1",
    "self.mode != 'Manual'",
  ])('%s holds', (rule) => {
    expect(holdsForSpec(rule)).toBe(true);
  });

  it.each([
    ['self.default ? true : size(self.nodeSelector) == 0', 'the false branch reads an old field'],
    ['self.default', 'false on every old object'],
    ["self.mode == 'Manual'", 'a value the field does not hold'],
    ['self.other || true == false', 'a field nothing is known of'],
  ])('%s is not proven (%s)', (rule) => {
    expect(holdsForSpec(rule)).toBe(false);
  });
});

// A list of filters whose required `type` could be only Header or Mirror, which gains CORS with a
// limit on how many CORS filters there are (Gateway API v1.5, taken into kserve's llmisvc CRDs in d9ab63469).
describe('holdsWithoutFields with what every old item of a list holds', () => {
  const holdsForFilters = (rule: string): boolean => {
    const ast = compiler.ast(rule);
    if (!ast) throw new Error(`does not parse: ${rule}`);
    return holdsWithoutFields(
      ast,
      { absent: new Set() },
      { absent: new Set(['cors']), values: new Map([['type', new Set(['Header', 'Mirror'])]]) },
    );
  };

  it.each([
    "self.filter(f, f.type == 'CORS').size() <= 1",
    "size(self.filter(f, f.type == 'CORS')) == 0",
    "1 >= self.filter(f, f.type == 'CORS').size()",
    "self.filter(f, f.type == 'CORS' && has(f.cors)).size() < 2",
    "!self.exists(f, f.type == 'CORS')",
    "!self.exists_one(f, f.type == 'CORS')",
    "self.all(f, f.type != 'CORS')",
  ])('%s holds', (rule) => {
    expect(holdsForFilters(rule)).toBe(true);
  });

  it.each([
    ["self.filter(f, f.type == 'Header').size() <= 1", 'a value old items hold'],
    ["self.filter(f, f.type == 'CORS').size() >= 1", 'true of no old list'],
    ["self.filter(f, f.type == 'CORS').size() <= self.size()", 'a count compared with no literal'],
    ["self.map(f, f).filter(f, f.type == 'CORS').size() <= 1", 'a filter of another list'],
    ["self.exists(f, f.type != 'CORS')", 'true only of a list with items'],
  ])('%s is not proven (%s)', (rule) => {
    expect(holdsForFilters(rule)).toBe(false);
  });
});

// JWT providers that required remoteJWKS and gain localJWKS (contour b656cfd6a).
// oracle-database-operator 9dd3c670 added `self.instDetails != null` beside `required: [instDetails]`.
describe('holdsWithoutFields with a field every old object has compared with null', () => {
  const proven = (rule: string): boolean => {
    const ast = compiler.ast(rule);
    if (!ast) throw new Error(`does not parse: ${rule}`);
    return holdsWithoutFields(ast, { absent: new Set(), present: new Set(['inst']) });
  };
  it.each(['self.inst != null', 'null != self.inst', '!(self.inst == null)', 'self.inst == null ? false : true'])(
    '%s holds',
    (rule) => expect(proven(rule)).toBe(true),
  );
  it.each(['self.other != null', 'self.inst == null', 'self.inst != 0'])('%s is not proven', (rule) =>
    expect(proven(rule)).toBe(false),
  );
});

describe('holdsWithoutFields with the fields every old object has', () => {
  const holdsForProvider = (rule: string): boolean => {
    const ast = compiler.ast(rule);
    if (!ast) throw new Error(`does not parse: ${rule}`);
    return holdsWithoutFields(ast, { absent: new Set(['localJWKS']), present: new Set(['remoteJWKS']) });
  };

  it.each([
    '(has(self.remoteJWKS) && !has(self.localJWKS)) || (!has(self.remoteJWKS) && has(self.localJWKS))',
    'has(self.remoteJWKS) != has(self.localJWKS) || has(self.remoteJWKS)',
    'has(self.remoteJWKS)',
  ])('%s holds', (rule) => {
    expect(holdsForProvider(rule)).toBe(true);
  });

  it.each([
    ['!has(self.remoteJWKS)', 'the field is there'],
    ['has(self.remoteJWKS.uri)', 'below the field nothing is known'],
    ['has(self.other) || !has(self.remoteJWKS)', 'another field'],
  ])('%s is not proven (%s)', (rule) => {
    expect(holdsForProvider(rule)).toBe(false);
  });
});

// A rule on `spec.replication` about fields its old child `sync` gains (CloudNativePG 6b8139c5a:
// `zoneKeys` and `hostKeys` added to `synchronous`, with the rule one level up). `sync` is set on
// some old objects and not on others; `level` is a child every old `sync` has.
describe('holdsWithoutFields with fields gained below an old field', () => {
  const sync = { absent: new Set(['zoneKeys', 'hostKeys']), present: new Set(['level']) };
  const self = (syncRequired = false) => ({
    absent: new Set<string>(),
    ...(syncRequired ? { present: new Set(['sync']) } : {}),
    nested: (field: string) => (field === 'sync' ? sync : undefined),
  });
  const holdsForReplication = (rule: string, syncRequired = false): boolean => {
    const ast = compiler.ast(rule);
    if (!ast) throw new Error(`does not parse: ${rule}`);
    return holdsWithoutFields(ast, self(syncRequired));
  };

  it.each([
    // has(self.sync.zoneKeys) errors where sync is unset, but has(self.sync) is false there.
    '!(self.on && has(self.sync) && ((has(self.sync.zoneKeys) && self.sync.zoneKeys.size() > 0) || (has(self.sync.hostKeys) && self.sync.hostKeys.size() > 0)))',
    '!has(self.sync) || !has(self.sync.zoneKeys)',
    'has(self.sync) ? !has(self.sync.hostKeys) : true',
    '!(has(self.sync) && has(self.sync.zoneKeys) && has(self.sync.hostKeys))',
    '!has(self.sync) || has(self.sync.level)',
  ])('%s holds', (rule) => {
    expect(holdsForReplication(rule)).toBe(true);
  });

  it.each([
    ['!has(self.sync.zoneKeys)', 'an error where sync is unset'],
    ['!(has(self.sync.zoneKeys) && self.on)', 'an error where sync is unset, unless self.on is false'],
    ['!has(self.sync) || has(self.sync.zoneKeys)', 'needs the new field'],
    ['!has(self.sync) || !has(self.sync.mode)', 'an old field of sync, set or not'],
    ['!has(self.other) || !has(self.other.zoneKeys)', 'nothing is known below other'],
    ['has(self.sync)', 'sync may be unset'],
  ])('%s is not proven (%s)', (rule) => {
    expect(holdsForReplication(rule)).toBe(false);
  });

  it('takes only the set case where every old object sets the field', () => {
    const ast = compiler.ast('!has(self.sync.zoneKeys)');
    if (!ast) throw new Error('does not parse');
    expect(holdsWithoutFields(ast, self(true))).toBe(true);
  });
});

// Soundness on every old object: where the proof says a rule holds, the CEL runtime (with the
// optional syntax Kubernetes enables) finds it true, without an error, on every object that lacks
// the new fields `a` and `b`, whatever it holds in `old` (a string, or nothing).
describe('holdsWithoutFields is sound', () => {
  const runtime = new Environment({ enableOptionalTypes: true, unlistedVariablesAreDyn: true });
  const term = fc.constantFrom(
    'self.?a.orValue("")',
    'self.?old.orValue("")',
    'self.old',
    'self.a',
    '""',
    '"x"',
    '(has(self.a) ? self.a : "x")',
    '(has(self.old) ? self.old : "")',
  );
  const count = term.map((t) => `size(${t})`);
  const rule = celLogicOver(
    fc.oneof(
      fc.constantFrom('has(self.a)', 'has(self.old)', 'self.?a.hasValue()', 'self.?old.hasValue()', 'true', 'false'),
      fc.tuple(term, fc.constantFrom('==', '!='), term).map(([l, op, r]) => `${l} ${op} ${r}`),
      fc
        .tuple(count, fc.constantFrom('<', '<=', '>', '>=', '=='), fc.integer({ min: 0, max: 2 }))
        .map(([l, op, r]) => `${l} ${op} ${r}`),
    ),
  );
  const oldObject = fc.record({ old: fc.constantFrom('', 'x', 'yy') }, { requiredKeys: [] });

  it('a rule it proves is true on every old object', () => {
    let proven = 0;
    fc.assert(
      fc.property(rule, oldObject, (text, self) => {
        const ast = compiler.ast(text);
        if (!ast || !holdsWithoutFields(ast, { absent: new Set(['a', 'b']) })) return;
        proven++;
        expect(runtime.evaluate(text, { self })).toBe(true);
      }),
      { numRuns: 2000, seed: 17 },
    );
    // Not vacuous: a good share of the rules drawn is proven.
    expect(proven).toBeGreaterThan(200);
  });
});

// openshift/api's rules chain optional selects down to a field the change adds, or compare an old
// field with an enum value the change adds (machine-config-operator db0397122, 6ac4e33bf).
describe('holdsWithoutFields on chains of optional selects', () => {
  const driverConfig: OldObjectFacts = {
    absent: new Set(['secretsStore']),
    present: new Set(['driverType']),
    values: new Map([['driverType', new Set(['', 'AWS'])]]),
  };
  const facts: OldObjectFacts = {
    absent: new Set(),
    present: new Set(['spec']),
    nested: (field) =>
      field === 'status'
        ? { absent: new Set(['skew']) }
        : field === 'spec'
          ? { absent: new Set(), nested: (f) => (f === 'driverConfig' ? driverConfig : undefined) }
          : undefined,
  };
  const proven = (rule: string, oldSelf = false): boolean => {
    const ast = compiler.ast(rule);
    if (!ast) throw new Error(`does not parse: ${rule}`);
    return holdsWithoutFields(ast, facts, undefined, oldSelf);
  };

  it.each([
    ["self.?status.skew.mode.orValue('') == 'Automatic' ? self.?spec.managers.hasValue() : true", false],
    [
      "oldSelf.spec.?driverConfig.?secretsStore.?type.orValue('') != 'Managed' || self.spec.?driverConfig.?secretsStore.?type.orValue('') == 'Managed'",
      true,
    ],
    ['!oldSelf.spec.?driverConfig.?secretsStore.hasValue() || self.x == 1', true],
    ["self.spec.?driverConfig.driverType.orValue('') == 'SecretsStore' ? self.x == 1 : true", false],
    ["self.spec.?driverConfig.driverType.orValue('') != 'SecretsStore'", false],
  ] as const)('%s holds', (rule, oldSelf) => {
    expect(proven(rule, oldSelf)).toBe(true);
  });

  it.each([
    // AWS is a value old objects may hold.
    "self.spec.?driverConfig.driverType.orValue('') == 'AWS' ? self.x == 1 : true",
    // status may be unset: selecting it plainly fails.
    "self.status.skew.mode == 'A' ? self.x == 1 : true",
    // nothing is known of status.other.
    "self.?status.other.orValue('') == 'A' ? self.x == 1 : true",
    // driverConfig may be unset, and the fallback is a value the rule asks for.
    "self.spec.?driverConfig.driverType.orValue('SecretsStore') == 'SecretsStore' ? self.x == 1 : true",
  ])('%s is not proven', (rule) => {
    expect(proven(rule)).toBe(false);
  });

  // Soundness against the CEL runtime on old objects: `o` unset, or with `k` one of A and B and
  // without `n`, which the change adds.
  it('a rule it proves is true on every old object', () => {
    const runtime = new Environment({ enableOptionalTypes: true, unlistedVariablesAreDyn: true });
    const o: OldObjectFacts = {
      absent: new Set(['n']),
      present: new Set(['k']),
      values: new Map([['k', new Set(['A', 'B'])]]),
    };
    const scope: OldObjectFacts = { absent: new Set(['a']), nested: (f) => (f === 'o' ? o : undefined) };
    const term = fc.constantFrom(
      'self.?o.k.orValue("")',
      'self.?o.n.orValue("")',
      'self.?o.?n.orValue("x")',
      'self.?o.n.m.orValue("A")',
      'self.o.k',
      '"A"',
      '"C"',
      '""',
    );
    const atom = fc.oneof(
      fc.tuple(term, fc.constantFrom('==', '!='), term).map(([l, op, r]) => `${l} ${op} ${r}`),
      fc.constantFrom('self.?o.n.hasValue()', 'self.?o.hasValue()', 'has(self.o)', 'true', 'false'),
    );
    const rule = celLogicOver(atom);
    const oldObject = fc.oneof(
      fc.constant({}),
      fc.constantFrom('A', 'B').map((k) => ({ o: { k } })),
    );
    let proven = 0;
    fc.assert(
      fc.property(rule, oldObject, (text, self) => {
        const ast = compiler.ast(text);
        if (!ast || !holdsWithoutFields(ast, scope)) return;
        proven++;
        expect(runtime.evaluate(text, { self })).toBe(true);
      }),
      { numRuns: 2000, seed: 54 },
    );
    expect(proven).toBeGreaterThan(200);
  });
});
