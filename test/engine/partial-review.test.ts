import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/engine/config.js';
import { FieldPath } from '../../src/engine/field-path.js';
import { placeFindings } from '../../src/engine/filter.js';
import { defineRule, type Rule } from '../../src/engine/rule.js';
import { review } from '../../src/engine/run.js';
import { lazyManifest, World } from '../../src/engine/world.js';
import { manifestFileOf, parseManifestFile, readManifestDocuments } from '../../src/parse/manifest-file.js';
import { RULES } from '../../src/rules/index.js';
import type { ChangedFile, ChangeSet } from '../../src/sources/change-set.js';
import { changedFile as file, unchangedFile as unchanged } from '../support/changed-file.js';
import { widget } from '../rules/crd/schema/widget-crd.js';

// The review of a change costs what the change touches (issue 17): rules about one object run on
// the changed files, rules that look across files get the others parsed where they may hold what
// they ask for, and rules that read files none of which changed are not run.

const configMap = (name: string, extra = '') => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n${extra}`;

/** Reports every ConfigMap it is given, and the file of its stored version. */
const perObject = defineRule({
  id: 'test/per-object',
  scope: 'object',
  meta: { severity: 'warning', description: 'test', messages: { seen: '{{name}} (base: {{base}})' } },
  check: (ctx) =>
    ctx.head.ofKind('', 'ConfigMap').map((o) => ({
      messageId: 'seen' as const,
      object: o,
      path: FieldPath.of('metadata', 'name'),
      data: { name: o.name, base: ctx.baseOf(o)?.source.file ?? 'none' },
    })),
});

/** Reads Go files only: reports one finding per review when run. */
const readsGo = defineRule({
  id: 'test/reads-go',
  reads: (path) => path.endsWith('.go'),
  meta: { severity: 'warning', description: 'test', messages: { ran: 'ran' } },
  check: () => [{ messageId: 'ran' as const, file: 'x.go', line: 1 }],
});

const change = (files: ChangedFile[]): ChangeSet => ({ root: '/', hasBase: true, files });
const suppressionRules = RULES.filter((r) => r.id.startsWith('suppression/'));
const run = (cs: ChangeSet, rules: Rule[], unchangedFiles = false) =>
  review(cs, {
    rules: [...rules, ...suppressionRules],
    config: DEFAULT_CONFIG,
    withBaseFindings: true,
    unchangedFiles,
  });
const where = (r: ReturnType<typeof run>) => r.findings.map((f) => `${f.file}:${f.line} ${f.ruleId} ${f.message}`);

describe('the review of a change', () => {
  const cs = change([
    file('c.yaml', 'modified', configMap('c', 'data: {a: "2"}\n'), configMap('c', 'data: {a: "1"}\n')),
    unchanged('u.yaml', configMap('u')),
    unchanged('broken.yaml', 'a: [\n'),
  ]);

  it('runs rules about one object or one file on the changed files only', () => {
    expect(where(run(cs, [perObject, ...RULES.filter((r) => r.id === 'parse/yaml-syntax')]))).toEqual([
      'c.yaml:4 test/per-object c (base: c.yaml)',
    ]);
  });

  it('runs them on every file when the findings in unchanged files are wanted (the all filter)', () => {
    expect(where(run(cs, [perObject, ...RULES.filter((r) => r.id === 'parse/yaml-syntax')], true))).toEqual([
      expect.stringMatching(/^broken\.yaml:2 parse\/yaml-syntax /),
      'c.yaml:4 test/per-object c (base: c.yaml)',
      'u.yaml:4 test/per-object u (base: u.yaml)',
    ]);
  });

  it('counts the objects of the changed files', () => {
    expect(run(cs, [perObject]).stats.objects).toBe(1);
    expect(run(cs, [perObject], true).stats.objects).toBe(2);
  });

  it('sees the copies of an object in unchanged files, as the whole review does', () => {
    // A copy still there after the change is its own file's object: the added one is created.
    const copy = change([
      file('new.yaml', 'added', configMap('shared')),
      unchanged('old.yaml', configMap('shared')),
      unchanged('other.yaml', configMap('other')),
    ]);
    expect(where(run(copy, [perObject]))).toEqual(['new.yaml:4 test/per-object shared (base: none)']);
    // Moved out of a file the change removed: the stored version is the one removed.
    const moved = change([
      file('new.yaml', 'added', configMap('shared')),
      file('gone.yaml', 'removed', undefined, configMap('shared')),
      unchanged('other.yaml', configMap('other')),
    ]);
    expect(where(run(moved, [perObject]))).toEqual(['new.yaml:4 test/per-object shared (base: gone.yaml)']);
  });

  it('reads an unchanged file as each side does when a changed kustomization turns it into a patch', () => {
    const cs2 = change([
      file('kustomization.yaml', 'modified', 'patches:\n- path: p.yaml\n', 'resources:\n- p.yaml\n'),
      unchanged('p.yaml', configMap('x')),
      file('c.yaml', 'added', configMap('x')),
    ]);
    expect(where(run(cs2, [perObject]))).toEqual(['c.yaml:4 test/per-object x (base: p.yaml)']);
    expect(where(run(cs2, [perObject], true))).toEqual(['c.yaml:4 test/per-object x (base: p.yaml)']);
  });

  it('does not run a rule that reads files none of which changed, and runs it when one did', () => {
    expect(where(run(cs, [readsGo]))).toEqual([]);
    expect(
      where(run(change([...cs.files, file('x.go', 'modified', 'package x\n', 'package y\n')]), [readsGo])),
    ).toEqual(['x.go:1 test/reads-go ran']);
    expect(where(run(cs, [readsGo], true))).toEqual(['x.go:1 test/reads-go ran']);
  });

  it('still finds what a change in one file does to an unchanged one (cr/unknown-field), as new', () => {
    const crd = (props: string) =>
      widget(`type: object\nproperties:\n  spec:\n    type: object\n    properties: {${props}}\n`);
    const resource = 'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec:\n  size: 1\n';
    const narrowed = change([
      file('crd.yaml', 'modified', crd(''), crd('size: {type: integer}')),
      unchanged('w.yaml', resource),
      unchanged('cm.yaml', configMap('x')),
    ]);
    const rules = RULES.filter((r) => r.id === 'cr/unknown-field');
    const partial = run(narrowed, rules);
    const whole = run(narrowed, rules, true);
    const shown = (r: ReturnType<typeof run>) =>
      placeFindings(r.findings, narrowed, 'new', r.baseFingerprints)
        .filter((p) => p.shown)
        .map((p) => `${p.finding.file}:${p.finding.line} ${p.finding.ruleId}`);
    expect(shown(partial)).toEqual(['w.yaml:5 cr/unknown-field']);
    expect(shown(whole)).toEqual(shown(partial));
  });

  it('reports unused suppressions in the changed files only: the others were not reviewed whole', () => {
    const ignored = (name: string) =>
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  # kube-api-review:ignore test/per-object known\n  name: ${name}\n`;
    const withIgnores = change([
      file('c.yaml', 'modified', ignored('c2'), configMap('c')),
      unchanged('u.yaml', ignored('u')),
    ]);
    expect(where(run(withIgnores, [perObject]))).toEqual([]);
    expect(where(run(withIgnores, [perObject], true))).toEqual([]);
    const unused = change([
      file(
        'c.yaml',
        'modified',
        '# kube-api-review:ignore test/per-object none here\nkind: Nothing\n',
        'kind: Nothing\n',
      ),
      unchanged('u.yaml', '# kube-api-review:ignore test/per-object none here\nkind: Nothing\n'),
    ]);
    expect(where(run(unused, [perObject]))).toEqual([
      'c.yaml:1 suppression/unused this kube-api-review:ignore comment for test/per-object suppresses nothing; remove it',
    ]);
    expect(where(run(unused, [perObject], true))).toEqual([
      'c.yaml:1 suppression/unused this kube-api-review:ignore comment for test/per-object suppresses nothing; remove it',
      'u.yaml:1 suppression/unused this kube-api-review:ignore comment for test/per-object suppresses nothing; remove it',
    ]);
  });
});

describe('World over files read when asked', () => {
  const texts: Record<string, string> = {
    'svc.yaml': 'apiVersion: v1\nkind: Service\nmetadata: {name: web, namespace: a}\n',
    'route.yaml':
      'apiVersion: gateway.networking.k8s.io/v1\nkind: HTTPRoute\nmetadata: {name: r, namespace: a}\nspec:\n  rules:\n  - backendRefs:\n    - {kind: Service, name: web}\n',
    'crd.yaml':
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: widgets.example.com}\nspec:\n  group: example.com\n  names: {kind: Widget, plural: widgets}\n',
    'cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: web}\n',
  };
  const lazyWorld = () => {
    const parsed: string[] = [];
    const world = new World(
      Object.entries(texts).map(([path, text]) =>
        lazyManifest(path, text, () => (parsed.push(path), parseManifestFile(path, text))),
      ),
    );
    return { world, parsed };
  };

  it('parses only the files that may hold the kinds asked for', () => {
    const { world, parsed } = lazyWorld();
    expect(world.ofKind('', 'Service').map((o) => o.name)).toEqual(['web']);
    expect(parsed).toEqual(['svc.yaml']);
    expect(world.crdsDefining(new Set(['Widget'])).map((o) => o.name)).toEqual(['widgets.example.com']);
    expect(world.crdsNaming(new Set(['widgets'])).map((o) => o.name)).toEqual(['widgets.example.com']);
    expect(world.crdsDefining(new Set(['Service']))).toEqual([]);
    expect(parsed).toEqual(['svc.yaml', 'crd.yaml']);
    expect([...world.objectKinds()].sort()).toEqual(['ConfigMap', 'CustomResourceDefinition', 'HTTPRoute', 'Service']);
    expect(parsed).toEqual(['svc.yaml', 'crd.yaml']);
  });

  it('finds the copies of an identity in the files that hold its kind and name', () => {
    const { world, parsed } = lazyWorld();
    const probe = parseManifestFile('p.yaml', texts['cm.yaml'] ?? '').objects[0];
    if (!probe) throw new Error('no object');
    expect(world.sameIdentity(probe).map((o) => o.source.file)).toEqual(['cm.yaml']);
    expect(parsed).toEqual(['cm.yaml']);
  });

  it('parses, of the files mentioning a word, only those read as what is asked for (a kustomize patch), known before parsing', () => {
    const patch =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: widgets.example.com}\nspec:\n  conversion: {strategy: Webhook}\n';
    const crd = `${texts['crd.yaml'] ?? ''}  conversion: {strategy: Webhook}\n`;
    const parsed: string[] = [];
    const lazy = (path: string, text: string, nonObject?: 'kustomize-patch') =>
      lazyManifest(
        path,
        text,
        () => (
          parsed.push(path),
          manifestFileOf(readManifestDocuments(path, text), nonObject === undefined ? {} : { nonObject })
        ),
        nonObject,
      );
    const world = new World([lazy('crd.yaml', crd), lazy('patches/webhook_in_widgets.yaml', patch, 'kustomize-patch')]);
    expect(world.filesMentioning('Webhook', 'kustomize-patch').map((f) => f.path)).toEqual([
      'patches/webhook_in_widgets.yaml',
    ]);
    expect(parsed).toEqual(['patches/webhook_in_widgets.yaml']);
    expect(world.filesMentioning('Webhook').map((f) => f.path)).toEqual([
      'crd.yaml',
      'patches/webhook_in_widgets.yaml',
    ]);
  });

  it('finds the CRDs of a name in the files whose index holds that name and whose text the pattern matches, parsing no other', () => {
    const v1beta1 = (texts['crd.yaml'] ?? '').replace('apiextensions.k8s.io/v1', 'apiextensions.k8s.io/v1beta1');
    const parsed: string[] = [];
    const lazy = (path: string, text: string) =>
      lazyManifest(path, text, () => (parsed.push(path), parseManifestFile(path, text)));
    const world = new World([
      lazy('v1.yaml', texts['crd.yaml'] ?? ''),
      lazy('old/v1beta1.yaml', v1beta1),
      // Says the name, but as a ConfigMap's data, not as a CRD's metadata.name.
      lazy(
        'cm.yaml',
        'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: notes}\ndata: {crd: widgets.example.com, api: apiextensions.k8s.io/v1beta1}\n',
      ),
      lazy('other.yaml', v1beta1.replaceAll('widgets', 'gadgets').replace('Widget', 'Gadget')),
    ]);
    const notV1 = /apiextensions\.k8s\.io(?!\/v1(?![\w.-]))/;
    expect(world.crdsNamed('widgets.example.com', notV1).map((o) => `${o.source.file} ${o.apiVersion}`)).toEqual([
      'old/v1beta1.yaml apiextensions.k8s.io/v1beta1',
    ]);
    expect(parsed).toEqual(['old/v1beta1.yaml']);
    expect(world.crdsNamed('widgets.example.com', 'apiextensions').map((o) => o.source.file)).toEqual([
      'v1.yaml',
      'old/v1beta1.yaml',
    ]);
    expect(parsed).toEqual(['old/v1beta1.yaml', 'v1.yaml']);
  });

  it('parses, of the files asked for by several words, only those that hold every one', () => {
    const { world, parsed } = lazyWorld();
    expect(world.filesMentioning(['web', /^kind: Service/m]).map((f) => f.path)).toEqual(['svc.yaml']);
    expect(parsed).toEqual(['svc.yaml']);
    expect(world.filesMentioning(['web', 'widgets'])).toEqual([]);
    expect(parsed).toEqual(['svc.yaml']);
  });

  it('gives the copies of an identity in file order, parsed and lazy files alike, parsing only the lazy files that may hold it', () => {
    const cm = texts['cm.yaml'] ?? '';
    const parsed: string[] = [];
    const lazy = (path: string, text: string) =>
      lazyManifest(path, text, () => (parsed.push(path), parseManifestFile(path, text)));
    // a.json: JSON, which the kind index cannot read, so it may hold anything.
    const world = new World([
      lazy('a.json', '{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "web"}}'),
      parseManifestFile('b.yaml', cm),
      lazy('c.yaml', cm),
      lazy('svc.yaml', texts['svc.yaml'] ?? ''),
    ]);
    const probe = parseManifestFile('p.yaml', cm).objects[0];
    if (!probe) throw new Error('no object');
    expect(world.sameIdentity(probe).map((o) => o.source.file)).toEqual(['a.json', 'b.yaml', 'c.yaml']);
    expect(parsed).toEqual(['a.json', 'c.yaml']);
  });

  it('parses everything for objects and files, each file once', () => {
    const { world, parsed } = lazyWorld();
    world.ofKind('', 'Service');
    expect(world.objects.map((o) => o.kind)).toEqual(['Service', 'HTTPRoute', 'CustomResourceDefinition', 'ConfigMap']);
    expect(world.files.map((f) => f.path)).toEqual(['svc.yaml', 'route.yaml', 'crd.yaml', 'cm.yaml']);
    expect(parsed).toEqual(['svc.yaml', 'route.yaml', 'crd.yaml', 'cm.yaml']);
  });
});
