import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, type Config } from '../../src/engine/config.js';
import { FieldPath } from '../../src/engine/field-path.js';
import { defineRule, type Rule } from '../../src/engine/rule.js';
import { review } from '../../src/engine/run.js';
import { RULES } from '../../src/rules/index.js';
import type { ChangedFile, ChangeSet, FileStatus } from '../../src/sources/change-set.js';
import { changedFile } from '../support/changed-file.js';
import { VERSION } from '../../src/version.js';

const configMap = (name: string, extra = '') => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n${extra}`;

// Reports every ConfigMap at metadata.name, and what it saw of the base.
const everyConfigMap = defineRule({
  id: 'test/every-config-map',
  meta: { severity: 'warning', description: 'test', messages: { seen: '{{name}} (base: {{base}})' } },
  check: (ctx) =>
    ctx.head.objects
      .filter((o) => o.kind === 'ConfigMap')
      .map((o) => ({
        messageId: 'seen' as const,
        object: o,
        path: FieldPath.of('metadata', 'name'),
        data: { name: o.name, base: ctx.baseOf(o)?.source.file ?? 'none' },
      })),
});

const throwing = defineRule({
  id: 'test/throwing',
  meta: { severity: 'error', description: 'test', messages: { never: 'never' } },
  check: () => {
    throw new Error('a bug');
  },
});

const suppressionRules = RULES.filter((r) => r.id.startsWith('suppression/'));

const file = (path: string, status: FileStatus, head?: string, base?: string, previousPath?: string): ChangedFile =>
  changedFile(path, status, head, base, previousPath === undefined ? {} : { previousPath });
const changeSet = (files: ChangedFile[], hasBase = true): ChangeSet => ({ root: '/', hasBase, files });
const run = (
  cs: ChangeSet,
  rules: Rule[] = [everyConfigMap],
  config: Config = DEFAULT_CONFIG,
  withBaseFindings = false,
) => review(cs, { rules: [...rules, ...suppressionRules], config, withBaseFindings });

describe('review', () => {
  it('positions findings, formats messages and links the docs', () => {
    const result = run(changeSet([file('a.yaml', 'added', configMap('one'))], false));
    expect(result.findings).toEqual([
      expect.objectContaining({
        ruleId: 'test/every-config-map',
        severity: 'warning',
        message: 'one (base: none)',
        file: 'a.yaml',
        line: 4,
        column: 9,
        endLine: 4,
        endColumn: 12,
        fieldPath: 'metadata.name',
        object: { apiVersion: 'v1', kind: 'ConfigMap', name: 'one' },
        docsUrl: `https://github.com/kube-api-review/kube-api-review/blob/v${VERSION}/docs/rules/test/every-config-map.md`,
      }),
    ]);
    expect(result.stats).toMatchObject({ files: 1, objects: 1 });
  });

  it('finds the stored object by identity: in the same file first, across a rename, anywhere else last', () => {
    const result = run(
      changeSet([
        file('moved.yaml', 'renamed', configMap('a'), configMap('a'), 'old.yaml'),
        file('split.yaml', 'added', configMap('b')),
        file('bundle.yaml', 'removed', undefined, `${configMap('b')}---\n${configMap('c')}`),
        file('fresh.yaml', 'added', configMap('d')),
      ]),
    );
    expect(result.findings.map((f) => `${f.file}: ${f.message}`)).toEqual([
      'fresh.yaml: d (base: none)',
      'moved.yaml: a (base: old.yaml)',
      'split.yaml: b (base: bundle.yaml)',
    ]);
  });

  it('a second definition added in another file is a create, not an update of the copy that stays', () => {
    const result = run(
      changeSet([
        file('old/crd.yaml', 'unchanged', configMap('a', 'data: {v: 1}\n'), configMap('a', 'data: {v: 1}\n')),
        file('new/crd.yaml', 'added', configMap('a', 'data: {v: 2}\n')),
        file('moved/b.yaml', 'added', configMap('b')),
        file('gone/b.yaml', 'removed', undefined, configMap('b')),
      ]),
    );
    expect(result.findings.map((f) => `${f.file}: ${f.message}`)).toEqual([
      'moved/b.yaml: b (base: gone/b.yaml)',
      'new/crd.yaml: a (base: none)',
      'old/crd.yaml: a (base: old/crd.yaml)',
    ]);
  });

  it("a copy in a file still there but unreadable at head stays that file's, not a new file's", () => {
    // percona-server-mongodb-operator 1dc514a9a: the bundle lost a `---`, and a new file beside it
    // defined the CRD the bundle held.
    const bundle = `${configMap('a', 'data: {v: 1}\n')}---\n${configMap('z')}`;
    const broken = `${configMap('a', 'data: {v: 1}\n')}${configMap('z')}`;
    const result = run(
      changeSet([
        file('deploy/bundle.yaml', 'modified', broken, bundle),
        file('config/a.yaml', 'added', configMap('a', 'data: {v: 2}\n')),
      ]),
    );
    expect(
      result.findings.filter((f) => f.ruleId === 'test/every-config-map').map((f) => `${f.file}: ${f.message}`),
    ).toEqual(['config/a.yaml: a (base: none)']);
    // The bundle removed instead: the new file takes its copy over.
    const moved = run(
      changeSet([
        file('deploy/bundle.yaml', 'removed', undefined, bundle),
        file('config/a.yaml', 'added', configMap('a', 'data: {v: 2}\n')),
      ]),
    );
    expect(moved.findings.map((f) => `${f.file}: ${f.message}`)).toEqual([
      'config/a.yaml: a (base: deploy/bundle.yaml)',
    ]);
  });

  // wildfly-operator ca80919d37 added its old releases' bundles as it stopped committing bundle/.
  it("a release's copy added to an archive of releases is no update of a copy outside it the change removes", () => {
    const result = run(
      changeSet([
        file('bundle/manifests/a.yaml', 'removed', undefined, configMap('a', 'data: {v: 3}\n')),
        file('manifests/op/0.2.0/manifests/a.yaml', 'added', configMap('a', 'data: {v: 1}\n')),
        file('manifests/op/0.3.0/manifests/a.yaml', 'added', configMap('a', 'data: {v: 2}\n')),
        file('archive/0.1.0/b.yaml', 'added', configMap('b')),
        file('archive/0.0.9/b.yaml', 'removed', undefined, configMap('b')),
      ]),
    );
    expect(result.findings.map((f) => `${f.file}: ${f.message}`)).toEqual([
      'archive/0.1.0/b.yaml: b (base: archive/0.0.9/b.yaml)',
      'manifests/op/0.2.0/manifests/a.yaml: a (base: none)',
      'manifests/op/0.3.0/manifests/a.yaml: a (base: none)',
    ]);
    // Renamed into the archive (git pairs the two files): history all the same.
    const renamed = run(
      changeSet([
        file(
          'manifests/op/0.2.0/manifests/a.yaml',
          'renamed',
          configMap('a', 'data: {v: 1}\n'),
          configMap('a', 'data: {v: 3}\n'),
          'bundle/manifests/a.yaml',
        ),
        file('manifests/op/0.3.0/manifests/a.yaml', 'added', configMap('a', 'data: {v: 2}\n')),
      ]),
    );
    expect(renamed.findings.map((f) => `${f.file}: ${f.message}`)).toEqual([
      'manifests/op/0.2.0/manifests/a.yaml: a (base: none)',
      'manifests/op/0.3.0/manifests/a.yaml: a (base: none)',
    ]);
  });

  it('keeps a fingerprint when the line moves, and changes it with the object', () => {
    const at = (text: string) => run(changeSet([file('a.yaml', 'added', text)], false)).findings[0]!;
    const before = at(configMap('one'));
    const moved = at(`# a comment\n\n${configMap('one')}`);
    expect(moved.line).toBe(before.line + 2);
    expect(moved.fingerprint).toBe(before.fingerprint);
    expect(at(configMap('two')).fingerprint).not.toBe(before.fingerprint);
  });

  it('returns base fingerprints for the new filter', () => {
    const result = run(
      changeSet([file('a.yaml', 'modified', configMap('one') + '---\n' + configMap('two'), configMap('one'))]),
      [everyConfigMap],
      DEFAULT_CONFIG,
      true,
    );
    const [one, two] = result.findings;
    expect(result.baseFingerprints?.has(one!.fingerprint)).toBe(true);
    expect(result.baseFingerprints?.has(two!.fingerprint)).toBe(false);
  });

  it('knows a lesser form of a base finding as not new, and not the reverse', () => {
    // An error about a ConfigMap with data `broken`; a warning, its lesser form, once `kept` too.
    const graded = defineRule({
      id: 'test/graded',
      meta: { severity: 'error', description: 'test', messages: { broken: 'broken', kept: 'kept' } },
      check: (ctx) =>
        ctx.head.objects
          .filter((o) => o.kind === 'ConfigMap' && JSON.stringify(o.value.data ?? {}).includes('broken'))
          .map((o) =>
            JSON.stringify(o.value.data).includes('kept')
              ? {
                  messageId: 'kept' as const,
                  severity: 'warning' as const,
                  object: o,
                  path: FieldPath.of('data'),
                  discriminator: 'kept',
                  lesserFormOf: '',
                }
              : { messageId: 'broken' as const, object: o, path: FieldPath.of('data') },
          ),
    });
    const broken = configMap('one', 'data: {a: broken}\n');
    const kept = configMap('one', 'data: {a: broken, b: kept}\n');
    const shownNew = (head: string, base: string) => {
      const result = run(changeSet([file('a.yaml', 'modified', head, base)]), [graded], DEFAULT_CONFIG, true);
      return result.findings.map((f) => [f.message, result.baseFingerprints?.has(f.fingerprint) === false]);
    };
    expect(shownNew(kept, broken)).toEqual([['kept', false]]);
    expect(shownNew(broken, kept)).toEqual([['broken', true]]);
    expect(shownNew(kept, configMap('one'))).toEqual([['kept', true]]);
  });

  it('fingerprints a base finding about a renamed file under its head path', () => {
    const everyFile = defineRule({
      id: 'test/every-file',
      meta: { severity: 'warning', description: 'test', messages: { file: 'a file' } },
      check: (ctx) => ctx.head.files.map((f) => ({ messageId: 'file' as const, file: f.path, line: 1 })),
    });
    const result = run(
      changeSet([
        file('moved.yaml', 'renamed', configMap('a'), configMap('a'), 'old.yaml'),
        file('fresh.yaml', 'added', configMap('b')),
      ]),
      [everyFile],
      DEFAULT_CONFIG,
      true,
    );
    expect(result.findings.map((f) => [f.file, result.baseFingerprints?.has(f.fingerprint)])).toEqual([
      ['fresh.yaml', false],
      ['moved.yaml', true],
    ]);
  });

  it('turns a throwing rule into an internal error and still runs the others', () => {
    const result = run(changeSet([file('a.yaml', 'added', configMap('one'))], false), [throwing, everyConfigMap]);
    expect(result.findings.map((f) => f.ruleId)).toEqual(['test/every-config-map']);
    expect(result.internalErrors.map((e) => [e.where, e.message.split('\n')[0]])).toEqual([
      ['rule test/throwing', 'Error: a bug'],
    ]);
  });

  it('applies the configuration: severity and off', () => {
    const cs = changeSet([file('a.yaml', 'added', configMap('one'))], false);
    const severity: Config = { ...DEFAULT_CONFIG, rules: new Map([['test/every-config-map', 'error']]) };
    expect(run(cs, [everyConfigMap], severity).findings.map((f) => f.severity)).toEqual(['error']);
    const off: Config = { ...DEFAULT_CONFIG, rules: new Map([['test/every-config-map', 'off']]) };
    expect(run(cs, [everyConfigMap], off).findings).toEqual([]);
  });

  it('applies inline suppressions and reports the ones that suppress nothing', () => {
    const text = `${configMap('one # kube-api-review:ignore test/every-config-map generated fixture')}---\n# kube-api-review:ignore test/every-config-map reason\n${configMap('two')}---\n${configMap('three')}`;
    // The trailing comment covers its own line; the one above covers the next line (apiVersion),
    // not the finding on metadata.name, so it suppresses nothing.
    const result = run(changeSet([file('a.yaml', 'added', text)], false));
    expect(result.findings.map((f) => [f.ruleId, f.line])).toEqual([
      ['suppression/unused', 6],
      ['test/every-config-map', 10],
      ['test/every-config-map', 15],
    ]);
    const stale = run(
      changeSet(
        [
          file(
            'b.yaml',
            'added',
            `${configMap('x')}# kube-api-review:ignore test/every-config-map left over\ndata: {}\n`,
          ),
        ],
        false,
      ),
    );
    expect(stale.findings.map((f) => [f.ruleId, f.line, f.column])).toEqual([
      ['test/every-config-map', 4, 9],
      ['suppression/unused', 5, 1],
    ]);
  });

  it('reports parse problems as findings and still reviews the other files', () => {
    const result = review(
      changeSet([file('bad.yaml', 'added', 'a: [\n'), file('good.yaml', 'added', configMap('ok'))], false),
      {
        rules: [...RULES, everyConfigMap],
        config: DEFAULT_CONFIG,
        withBaseFindings: false,
      },
    );
    expect(result.findings.map((f) => [f.file, f.ruleId, f.line])).toEqual([
      ['bad.yaml', 'parse/yaml-syntax', 2],
      ['good.yaml', 'test/every-config-map', 4],
    ]);
  });

  it('gives the head and base passes of one review one cache, and each review its own', () => {
    let created = 0;
    const seen: object[] = [];
    const key = { name: 'test', create: () => ((created += 1), { n: created }) };
    const cached = defineRule({
      id: 'test/cached',
      meta: { severity: 'notice', description: 'test', messages: { none: 'none' } },
      check: (ctx) => (seen.push(ctx.cache.get(key)), []),
    });
    const cs = changeSet([file('a.yaml', 'modified', configMap('one'), configMap('zero'))]);
    run(cs, [cached], DEFAULT_CONFIG, true);
    expect(seen).toHaveLength(2); // head pass and base pass
    expect(seen[0]).toBe(seen[1]);
    run(cs, [cached], DEFAULT_CONFIG, true);
    expect(created).toBe(2);
  });
});
