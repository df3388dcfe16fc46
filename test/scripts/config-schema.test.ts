import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, parseDocument, stringify, visit } from 'yaml';
import { parseConfig } from '../../src/engine/config.js';
import { RULES, RULE_IDS } from '../../src/rules/index.js';
import { configSchema } from '../../scripts/config-schema.js';

// docs/config.schema.json (issue 21 item 7) is what editors check the configuration with; the
// readers in src/engine/config*.ts are what the tool checks it with. A schema that refuses a file
// the tool reads puts a false error in every user's editor, and one that accepts a file the tool
// refuses hides a mistake until CI: so every case below asks both and wants the same answer.
const ROOT = resolve(import.meta.dirname, '../..');
const FILE = '.github/kube-api-review.yaml';
const committed: Record<string, unknown> = JSON.parse(readFileSync(join(ROOT, 'docs/config.schema.json'), 'utf8'));
const validate = new Ajv({ strict: true, allowUnionTypes: true, allErrors: true }).compile(committed);

const readerAccepts = (text: string): boolean => 'config' in parseConfig(text, FILE, RULE_IDS);
// The YAML as an editor's schema check sees it: the document's value (YAML 1.2, as the reader).
const schemaAccepts = (text: string): boolean => validate(parseDocument(text).toJS() ?? null);
const verdicts = (text: string) => ({ reader: readerAccepts(text), schema: schemaAccepts(text) });

/** The keys the reader allows where `yaml` puts an unknown key, from its error message. */
function readerKeys(yamlWithUnknownKey: string): string[] {
  const result = parseConfig(yamlWithUnknownKey, FILE, RULE_IDS);
  if (!('errors' in result)) throw new Error(`the reader accepted ${JSON.stringify(yamlWithUnknownKey)}`);
  const listed = result.errors.map((e) => /allowed keys: (.*)$/.exec(e.message)?.[1]).find((k) => k !== undefined);
  if (listed === undefined) throw new Error(`no list of allowed keys in ${JSON.stringify(result.errors)}`);
  return listed.split(', ').sort();
}

type SchemaNode = { properties?: Record<string, SchemaNode>; items?: SchemaNode; additionalProperties?: boolean };
const at = (...keys: string[]): SchemaNode =>
  keys.reduce<SchemaNode>(
    (node, key) => (key === '[]' ? node?.items : node?.properties?.[key]) as SchemaNode,
    committed as SchemaNode,
  );
const schemaKeys = (node: SchemaNode): string[] => Object.keys(node.properties ?? {}).sort();

describe('docs/config.schema.json', () => {
  it('is what scripts/config-schema.ts writes for the current rules (npm run docs)', () => {
    expect(committed).toEqual(JSON.parse(JSON.stringify(configSchema(RULES))));
  });

  it('lists exactly the rule ids of the registry under rules', () => {
    expect(schemaKeys(at('rules'))).toEqual([...RULE_IDS].sort());
    expect(at('rules').additionalProperties).toBe(false);
  });

  // Found from the reader's own "allowed keys" message, so a section added to config.ts without
  // the schema fails here, and so does a key added to a section.
  it('has exactly the top-level keys the reader allows', () => {
    expect(schemaKeys(at())).toEqual(readerKeys('no-such-key: 1\n'));
  });

  it.each(readerKeys('no-such-key: 1\n').filter((key) => at(key)?.properties !== undefined && key !== 'rules'))(
    'has exactly the keys the reader allows in %s:',
    (key) => {
      expect(schemaKeys(at(key))).toEqual(readerKeys(`${key}: {no-such-key: 1}\n`));
      expect(at(key).additionalProperties).toBe(false);
    },
  );

  it.each([
    [
      'refgrant.resources[]',
      ['refgrant', 'resources', '[]'],
      'refgrant: {resources: [{group: "", kind: Service, resource: services, no-such-key: 1}]}\n',
    ],
    [
      'refgrant.referenceFields[]',
      ['refgrant', 'referenceFields', '[]'],
      'refgrant: {referenceFields: [{group: "", kind: Service, path: spec.x, no-such-key: 1}]}\n',
    ],
    [
      'compat.exceptions[]',
      ['compat', 'exceptions', '[]'],
      'compat: {exceptions: [{rule: compat/field-removed, crd: a.b, reason: x, no-such-key: 1}]}\n',
    ],
  ])('has exactly the keys the reader allows in %s', (_name, path, text) => {
    expect(schemaKeys(at(...path))).toEqual(readerKeys(text));
  });

  it('has exactly the keys the reader allows in a rule setting', () => {
    const longForm = (committed.definitions as Record<string, { anyOf: SchemaNode[] }>).ruleSetting!.anyOf[1]!;
    expect(schemaKeys(longForm)).toEqual(readerKeys('rules: {crd/structural: {severity: off, no-such-key: 1}}\n'));
  });
});

// Example configurations the project shows users: every ```yaml block of the README and the rule
// pages that holds only configuration keys, and any configuration file in the repository.
function exampleConfigs(): { where: string; text: string }[] {
  const topLevel = new Set(readerKeys('no-such-key: 1\n'));
  const markdown = execFileSync('git', ['ls-files', 'README.md', 'docs/*.md', 'docs/**/*.md'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const blocks = markdown.flatMap((file) =>
    [...readFileSync(join(ROOT, file), 'utf8').matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].map((m) => ({
      where: file,
      text: m[1]!,
    })),
  );
  const isConfig = (text: string) => {
    let value: unknown;
    try {
      value = parseDocument(text).toJS();
    } catch {
      return false; // the alias bomb of parse/alias-limit's page, among others: not configuration
    }
    return (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.keys(value).length > 0 &&
      Object.keys(value).every((k) => topLevel.has(k))
    );
  };
  const files = execFileSync('git', ['ls-files', '*kube-api-review.yaml', '*kube-api-review.yml'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
    .map((file) => ({ where: file, text: readFileSync(join(ROOT, file), 'utf8') }));
  return [...blocks.filter((b) => isConfig(b.text)), ...files];
}

// Every configuration the project's tests write as a string literal (the readers' own tests, the
// CLI's and the action's), found by parsing the test files: what a test wrote as a setting.
function testConfigs(): { where: string; text: string }[] {
  const topLevel = new Set(readerKeys('no-such-key: 1\n'));
  const files = execFileSync('git', ['ls-files', 'test/*.ts', 'test/**/*.ts'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && !file.endsWith('config-schema.test.ts'));
  const found: { where: string; text: string }[] = [];
  for (const file of files) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    if (![...topLevel].some((key) => source.includes(`${key}:`))) continue;
    const visitNode = (node: ts.Node): void => {
      if (
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
        looksLikeConfig(node.text, topLevel)
      )
        found.push({ where: file, text: node.text });
      ts.forEachChild(node, visitNode);
    };
    visitNode(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false));
  }
  return found;
}

function looksLikeConfig(text: string, topLevel: ReadonlySet<string>): boolean {
  let value: unknown;
  try {
    value = parseDocument(text).toJS();
  } catch {
    return false;
  }
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length > 0 &&
    Object.keys(value).every((k) => topLevel.has(k))
  );
}

/**
 * What the reader refuses in the YAML itself, below any schema: a second document, a tag, a
 * repeated key, an alias. A JSON Schema sees only the value, so these are the reader's alone
 * (and editors' YAML parsers flag most of them on their own).
 */
function hasYamlLevelProblem(text: string): boolean {
  const docs = parseAllDocuments(text, { uniqueKeys: true });
  if (!Array.isArray(docs) || docs.length !== 1) return true;
  const doc = docs[0]!;
  let hasAlias = false;
  visit(doc, { Alias: () => void (hasAlias = true) });
  return hasAlias || doc.errors.length > 0 || doc.warnings.length > 0; // warnings: an unknown tag
}

describe('the schema and the reader agree', () => {
  const examples = exampleConfigs();
  it('on the README configuration example and the rule pages', () => {
    // The README's full example and the snippets of crd/cel and lifecycle/gates-not-found at least.
    expect(examples.filter((e) => e.where === 'README.md').length).toBeGreaterThanOrEqual(1);
    expect(examples.length).toBeGreaterThanOrEqual(3);
  });
  it.each(examples.map((e, i) => [`${e.where} #${i}`, e.text]))('%s is valid for both', (_where, text) => {
    expect(verdicts(text)).toEqual({ reader: true, schema: true });
  });

  const written = testConfigs();
  it('on the configurations the tests write', () => {
    // config.test.ts, crd-config, lifecycle-config, refgrant-config and compat-config.test.ts and the CLI's tests hold well over a hundred.
    expect(written.length).toBeGreaterThanOrEqual(100);
    const disagreements = written
      .map(({ where, text }) => ({ where, text, ...verdicts(text) }))
      .filter(({ text, reader, schema }) => reader !== schema && !(reader === false && hasYamlLevelProblem(text)));
    expect(disagreements).toEqual([]);
  });

  const accepted = [
    ['an empty file', ''],
    ['comments only', '# nothing yet\n'],
    ['empty sections', 'rules:\ninclude:\nexclude:\nvendored:\ntestdata:\ncrd:\nrefgrant:\nlifecycle:\n'],
    [
      'every setting',
      'rules: {crd/structural: off, approval/missing: error, approval/unapproved: warning, parse/template: notice}\n',
    ],
    ['the long form', 'rules:\n  crd/structural:\n    severity: warning\n'],
    ['one glob', 'include: "config/**"\nexclude: charts/*/templates/**\n'],
    ['a list of globs', 'include: ["a/**", "b/*.yaml", "."]\n'],
    ['booleans', 'vendored: true\ntestdata: false\n'],
    [
      'versions',
      'crd: {minKubernetesVersion: "1.30"}\nlifecycle: {currentVersion: "v1.36", featureFiles: pkg/features/*.go}\n',
    ],
    ['a later major', 'crd: {minKubernetesVersion: "2.0"}\n'],
    ['a three-digit minor', 'crd: {minKubernetesVersion: "1.100"}\n'],
    ['lifecycle with an old version', 'lifecycle: {currentVersion: "1.0"}\n'],
    [
      'refgrant',
      'refgrant:\n  defaultNamespace: apps\n  meshRouteExemption: false\n  resources: [{group: "", kind: Service, resource: services}]\n  referenceFields: [{group: example.com, kind: Widget, path: "spec.targets[*].ref", defaultGroup: "", defaultKind: ""}]\n',
    ],
    ['a reference field without defaults', 'refgrant: {referenceFields: [{group: a.b, kind: W-1, path: spec}]}\n'],
    ['empty refgrant lists', 'refgrant: {resources: , referenceFields: }\n'],
    [
      'compat choices',
      'compat: {patternRemoval: Disallow, nullableAddition: Allow, servedVersionConversion: Check, exceptions: }\n',
    ],
    [
      'compat exceptions',
      'compat:\n  exceptions:\n    - {rule: compat/field-removed, crd: widgets.example.com, version: v1alpha1, property: ^.spec.legacyMode, reason: "removed in 2.0"}\n    - {rule: compat/type-changed, crd: a.b, version: "v1beta1 -> v1", property: \'^.spec.ports[*].name{*}["a.b"]\', reason: x}\n    - {rule: compat/version-removed, crd: a.b.c, reason: y, property: ^}\n',
    ],
  ] as const;
  it.each(accepted)('%s: both accept', (_name, text) => {
    expect(verdicts(text)).toEqual({ reader: true, schema: true });
  });

  const refused = [
    ['a list at the top', '- rules\n'],
    ['a string at the top', 'rules\n'],
    ['an unknown key', 'rule: {}\n'],
    ['an unknown rule id', 'rules: {crd/structral: off}\n'],
    ['a severity in capitals', 'rules: {crd/structural: Error}\n'],
    ['an empty setting', 'rules: {crd/structural: }\n'],
    ['a number as setting', 'rules: {crd/structural: 1}\n'],
    ['a long form without severity', 'rules: {crd/structural: {}}\n'],
    ['a long form with another key', 'rules: {crd/structural: {severity: off, reason: x}}\n'],
    ['rules as a list', 'rules: [crd/structural]\n'],
    ['a glob from ./', 'include: ./config/**\n'],
    ['an absolute glob', 'exclude: [/config/**]\n'],
    ['an empty glob', 'include: [""]\n'],
    ['a null glob in a list', 'include:\n  - a\n  -\n'],
    ['a number as glob', 'include: 5\n'],
    ['a mapping as globs', 'include: {a: b}\n'],
    ['yes is not a boolean in YAML 1.2', 'vendored: yes\n'],
    ['an unquoted version', 'crd: {minKubernetesVersion: 1.30}\n'],
    ['a version before 1.30', 'crd: {minKubernetesVersion: "1.29"}\n'],
    ['a version with a patch', 'lifecycle: {currentVersion: "1.36.1"}\n'],
    ['a minor with a leading zero', 'lifecycle: {currentVersion: "1.036"}\n'],
    ['a major of zero', 'crd: {minKubernetesVersion: "0.31"}\n'],
    ['an empty version', 'crd: {minKubernetesVersion: }\n'],
    ['crd as a string', 'crd: "1.31"\n'],
    ['an unknown crd key', 'crd: {minVersion: "1.31"}\n'],
    ['an unknown lifecycle key', 'lifecycle: {featureFile: x.go}\n'],
    ['a namespace in capitals', 'refgrant: {defaultNamespace: Apps}\n'],
    ['an empty namespace', 'refgrant: {defaultNamespace: }\n'],
    ['an empty mesh exemption', 'refgrant: {meshRouteExemption: }\n'],
    ['a resource without a kind', 'refgrant: {resources: [{group: "", resource: services}]}\n'],
    ['a group with a version', 'refgrant: {resources: [{group: apps/v1, kind: Deployment, resource: deployments}]}\n'],
    ['a kind starting with a digit', 'refgrant: {resources: [{group: "", kind: 1Service, resource: services}]}\n'],
    ['a plural in capitals', 'refgrant: {resources: [{group: "", kind: Service, resource: Services}]}\n'],
    ['a null resource', 'refgrant: {resources: [null]}\n'],
    [
      'a reference path with an index',
      'refgrant: {referenceFields: [{group: "", kind: Pod, path: "spec.volumes[0]"}]}\n',
    ],
    ['a reference path with an empty step', 'refgrant: {referenceFields: [{group: "", kind: Pod, path: "spec..x"}]}\n'],
    [
      'a default kind ending in -',
      'refgrant: {referenceFields: [{group: "", kind: Pod, path: spec, defaultKind: "Svc-"}]}\n',
    ],
    ['resources as a mapping', 'refgrant: {resources: {group: ""}}\n'],
    ['a compat choice in lower case', 'compat: {patternRemoval: allow}\n'],
    ['an empty compat choice', 'compat: {nullableAddition: }\n'],
    ['a choice of another setting', 'compat: {servedVersionConversion: Allow}\n'],
    ['an exception without a reason', 'compat: {exceptions: [{rule: compat/field-removed, crd: a.b}]}\n'],
    [
      'an exception with a blank reason',
      'compat: {exceptions: [{rule: compat/field-removed, crd: a.b, reason: "  "}]}\n',
    ],
    [
      'an exception for a rule of another family',
      'compat: {exceptions: [{rule: crd/structural, crd: a.b, reason: x}]}\n',
    ],
    [
      'an exception for a CRD name without a group',
      'compat: {exceptions: [{rule: compat/field-removed, crd: widgets, reason: x}]}\n',
    ],
    [
      'an exception with a version in capitals',
      'compat: {exceptions: [{rule: compat/field-removed, crd: a.b, version: V1, reason: x}]}\n',
    ],
    [
      'an exception with a property not from ^',
      'compat: {exceptions: [{rule: compat/field-removed, crd: a.b, property: spec.x, reason: x}]}\n',
    ],
    [
      'an exception with an index in its property',
      'compat: {exceptions: [{rule: compat/field-removed, crd: a.b, property: "^.spec[0]", reason: x}]}\n',
    ],
    ['an exception as a string', 'compat: {exceptions: [compat/field-removed]}\n'],
  ] as const;
  it.each(refused)('%s: both refuse', (_name, text) => {
    expect(verdicts(text)).toEqual({ reader: false, schema: false });
  });

  // Random configurations, each key given a valid or a near-miss value, written out by `yaml` as
  // a user would write them: the two must give the same verdict on every one.
  it('on random configurations', () => {
    const ids = [...RULE_IDS];
    const severity = fc.constantFrom<unknown>(
      'off',
      'error',
      'warning',
      'notice',
      'Error',
      'fatal',
      'info',
      '',
      null,
      0,
      true,
    );
    const setting = fc.oneof(
      severity,
      severity.map((s) => ({ severity: s })),
      fc.constant({}),
      severity.map((s) => ({ severity: s, note: 'x' })),
    );
    const ruleId = fc.oneof(fc.constantFrom(...ids), fc.constantFrom('crd/no-such-rule', 'approval', ''));
    const glob = fc.oneof(
      fc.constantFrom<unknown>('config/**', '*.yaml', '.', 'a/./b', './x', '/x', '', null, 3, false),
      fc.string({ maxLength: 6 }),
    );
    const globs = fc.oneof(glob, fc.array(glob, { maxLength: 3 }), fc.constant({ a: 'b' }));
    const boolean = fc.constantFrom<unknown>(true, false, null, 'yes', 'true', 1);
    const version = fc.oneof(
      fc.constantFrom<unknown>(
        '1.30',
        '1.29',
        'v1.31',
        '2.0',
        '1.3',
        '01.30',
        '1.030',
        '1.300',
        '10.5',
        '1.30.1',
        '',
        'v',
        1.3,
        null,
      ),
      fc
        .tuple(fc.constantFrom('', 'v', 'V'), fc.nat({ max: 12 }), fc.nat({ max: 120 }))
        .map(([v, major, minor]) => `${v}${major}.${minor}`),
    );
    const name = fc.oneof(
      fc.constantFrom<unknown>('apps', 'Apps', '-a', 'a-', '', 'a.b', 'a1', null, 7),
      fc.stringMatching(/^[a-z0-9.-]{0,5}$/),
    );
    const group = fc.constantFrom<unknown>(
      '',
      'example.com',
      'Example.com',
      'a..b',
      'apps/v1',
      'gateway.networking.k8s.io',
      null,
      1,
    );
    const kind = fc.constantFrom<unknown>('Widget', 'widget', '1Widget', 'Wid-get', 'Wid-', '', null);
    const path = fc.constantFrom<unknown>(
      'spec.targets[*].ref',
      'spec',
      'spec..a',
      'spec[*]',
      '[*]',
      'a.b[0]',
      'a[*][*]',
      '',
      null,
    );
    const resource = fc.record({ group, kind, resource: name }, { requiredKeys: [] });
    const referenceField = fc.record(
      { group, kind, path, defaultGroup: group, defaultKind: kind },
      { requiredKeys: [] },
    );
    // Property paths where the two agree: the reader's one-spelling rule for quoted names is looser
    // in the schema by design (config-schema.ts), so such names are left out here.
    const exception = fc.record(
      {
        rule: fc.constantFrom<unknown>(
          ...ids.filter((id) => id.startsWith('compat/')),
          'crd/structural',
          'compat/no-such-rule',
          '',
          null,
        ),
        crd: fc.constantFrom<unknown>('widgets.example.com', 'a.b', 'widgets', 'Widgets.example.com', 'a..b', '', null),
        version: fc.constantFrom<unknown>('v1', 'v1alpha1', 'v1beta1 -> v1', 'v1->v2', 'V1', '1', '', null),
        property: fc.constantFrom<unknown>(
          '^',
          '^.spec',
          '^.spec.ports[*].name',
          '^.spec.labels{*}',
          '^.metadata["a.b"]',
          'spec',
          '^.',
          '^.spec[0]',
          '^["unterminated',
          '',
          null,
        ),
        reason: fc.constantFrom<unknown>('removed in 2.0', ' x ', '', '  ', null, 3),
      },
      { requiredKeys: [] },
    );
    const list = <T>(item: fc.Arbitrary<T>) =>
      fc.oneof(
        fc.array(fc.oneof(item, fc.constant(null), fc.constant('x')), { maxLength: 2 }),
        fc.constant(null),
        fc.constant({}),
      );
    const config = fc.record(
      {
        rules: fc.oneof(
          fc.dictionary(ruleId, setting, { maxKeys: 3 }),
          fc.constant(null),
          fc.constant(['crd/structural']),
        ),
        include: globs,
        exclude: globs,
        vendored: boolean,
        testdata: boolean,
        crd: fc.oneof(
          fc.record({ minKubernetesVersion: version }, { requiredKeys: [] }),
          fc.constant(null),
          fc.constant({ other: 1 }),
        ),
        lifecycle: fc.oneof(
          fc.record({ featureFiles: globs, currentVersion: version }, { requiredKeys: [] }),
          fc.constant(null),
          fc.constant('x'),
        ),
        refgrant: fc.oneof(
          fc.record(
            {
              defaultNamespace: name,
              meshRouteExemption: boolean,
              resources: list(resource),
              referenceFields: list(referenceField),
            },
            { requiredKeys: [] },
          ),
          fc.constant(null),
        ),
        compat: fc.oneof(
          fc.record(
            {
              patternRemoval: fc.constantFrom<unknown>('Allow', 'Disallow', 'allow', 'Ignore', null, true),
              nullableAddition: fc.constantFrom<unknown>('Allow', 'Disallow', 'Check', '', null),
              servedVersionConversion: fc.constantFrom<unknown>('Ignore', 'Check', 'Allow', 'check', null),
              exceptions: list(exception),
            },
            { requiredKeys: [] },
          ),
          fc.constant(null),
        ),
        unknown: fc.constant(1),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(config, (value) => {
        const text = stringify(value);
        const { reader, schema } = verdicts(text);
        if (reader !== schema)
          throw new Error(
            `reader ${reader ? 'accepts' : 'refuses'}, schema ${schema ? 'accepts' : 'refuses'}:\n${text}`,
          );
      }),
      { numRuns: 600 },
    );
  });
});
