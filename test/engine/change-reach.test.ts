import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/engine/config.js';
import { placeFindings } from '../../src/engine/filter.js';
import { review } from '../../src/engine/run.js';
import { RULES } from '../../src/rules/index.js';
import type { ChangedFile, ChangeSet } from '../../src/sources/change-set.js';
import { changedFile as file, unchangedFile as unchanged } from '../support/changed-file.js';
import { widget } from '../rules/crd/schema/widget-crd.js';

// What the rules that look across files judge in the review of a change (RuleContext.change):
// only what the change can reach, with the same findings shown as when every file is reviewed,
// and the files it cannot reach left unparsed (issue 17: kserve's archive of releases was parsed
// for every pull request).

const modified = (path: string, head: string, base: string) => file(path, 'modified', head, base);
const change = (files: ChangedFile[]): ChangeSet => ({ root: '/', hasBase: true, files });

function run(cs: ChangeSet, unchangedFiles: boolean) {
  const parsed = new Set<string>();
  const r = review(cs, {
    rules: RULES,
    config: DEFAULT_CONFIG,
    withBaseFindings: true,
    unchangedFiles,
    onFileParsed: (f) => parsed.add(f.path),
  });
  const shown = placeFindings(r.findings, cs, 'new', r.baseFingerprints)
    .filter((p) => p.shown)
    .map((p) => `${p.finding.file}:${p.finding.line} ${p.finding.ruleId}`);
  return { shown, parsed };
}

/** The partial review's shown findings, checked against the review of every file, and what it parsed. */
function partial(cs: ChangeSet) {
  const result = run(cs, false);
  expect(result.shown).toEqual(run(cs, true).shown);
  return result;
}

const widgets = (size: string) =>
  widget(`type: object\nproperties:\n  spec:\n    type: object\n    properties:\n      size: {type: integer${size}}\n`);
const gadgets = widget(
  'type: object\nproperties:\n  spec:\n    type: object\n    properties:\n      size: {type: integer, maximum: 1}\n',
)
  .replace('widgets.example.com', 'gadgets.example.com')
  .replace('{kind: Widget, plural: widgets}', '{kind: Gadget, plural: gadgets}');
const resource = (kind: string, name: string, size: number) =>
  `apiVersion: example.com/v1\nkind: ${kind}\nmetadata: {name: ${name}}\nspec:\n  size: ${size}\n`;

describe('cr/ in the review of a change', () => {
  it('judges the resources of a kind whose CRD changed, in every file', () => {
    // size is no longer declared: pruning drops it from the unchanged resource (not ratcheted).
    const withoutSize = widget('type: object\nproperties:\n  spec:\n    type: object\n');
    const r = partial(
      change([
        modified('crd/widgets.yaml', withoutSize, widgets('')),
        unchanged('samples/big.yaml', resource('Widget', 'big', 10)),
        unchanged('crd/gadgets.yaml', gadgets),
        unchanged('samples/gadget.yaml', resource('Gadget', 'g', 7)),
      ]),
    );
    expect(r.shown).toEqual(['crd/widgets.yaml:16 compat/field-removed', 'samples/big.yaml:5 cr/unknown-field']);
    // Nothing the change reaches is a Gadget: neither its CRD nor its resource is read.
    expect([...r.parsed].sort()).toEqual(['crd/widgets.yaml', 'samples/big.yaml']);
  });

  // percona-server-mysql-operator 819c6e0b88 added rules to its CRD; its version-service/02 step,
  // which patches the cluster step 01's script applies, was said refused on create as written.
  it('judges no create as written of a test step that patches what an earlier step applied', () => {
    // The rule fails on the step as written at base and after the change; the update passes it (ratcheting).
    const ruled = (state: string) =>
      widget(
        `type: object\nproperties:\n  spec:\n    type: object\n    x-kubernetes-validations:\n    - rule: self.size > 0\n    properties:\n      size: {type: integer}\n      state: {type: string${state}}\n`,
      );
    const r = partial(
      change([
        modified('crd/widgets.yaml', ruled(', maxLength: 10'), ruled('')),
        unchanged(
          'tests/e2e/x/01-create.yaml',
          'apiVersion: kuttl.dev/v1beta1\nkind: TestStep\ncommands:\n  - script: get_cr | kubectl apply -f -\n',
        ),
        unchanged(
          'tests/e2e/x/05-pause.yaml',
          'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec:\n  state: Paused\n',
        ),
      ]),
    );
    expect(r.shown).toEqual(['crd/widgets.yaml:22 compat/validation-tightened']);
  });

  it('judges an unchanged resource whose new violation the apiserver ratchets as a create too', () => {
    const r = partial(
      change([
        modified('crd/widgets.yaml', widgets(', maximum: 5'), widgets('')),
        unchanged('samples/big.yaml', resource('Widget', 'big', 10)),
      ]),
    );
    // The update passes; a create of the manifest does not: a warning (cr/schema refusedOnCreate).
    expect(r.shown).toEqual(['crd/widgets.yaml:19 compat/validation-tightened', 'samples/big.yaml:5 cr/schema']);
  });

  it('judges the resources of the changed files, with the CRDs of their kinds wherever they are', () => {
    const r = partial(
      change([
        unchanged('crd/widgets.yaml', widgets(', maximum: 5')),
        modified('samples/w.yaml', resource('Widget', 'w', 9), resource('Widget', 'w', 1)),
        unchanged('samples/big.yaml', resource('Widget', 'big', 10)),
        unchanged('crd/gadgets.yaml', gadgets),
        unchanged('samples/gadget.yaml', resource('Gadget', 'g', 7)),
      ]),
    );
    expect(r.shown).toEqual(['samples/w.yaml:5 cr/schema']);
    expect([...r.parsed].sort()).toEqual(['crd/widgets.yaml', 'samples/w.yaml']);
  });

  it('judges every resource when the change touches a mutating webhook, which may fill any of them', () => {
    const webhook = (name: string) =>
      `apiVersion: admissionregistration.k8s.io/v1\nkind: MutatingWebhookConfiguration\nmetadata: {name: ${name}}\nwebhooks: []\n`;
    const r = partial(
      change([
        modified('webhook.yaml', webhook('b'), webhook('a')),
        unchanged('crd/gadgets.yaml', gadgets),
        unchanged('samples/gadget.yaml', resource('Gadget', 'g', 7)),
      ]),
    );
    expect(r.shown).toEqual([]);
    expect(r.parsed).toContain('samples/gadget.yaml');
  });
});

describe('crd/api-version in the review of a change', () => {
  const v1beta1 = widgets('').replace('apiextensions.k8s.io/v1', 'apiextensions.k8s.io/v1beta1');

  it('leaves the v1beta1 copies alone when the change keeps their v1 definition', () => {
    const labelled = widgets('').replace('{name: widgets.example.com}', '{name: widgets.example.com, labels: {a: b}}');
    const r = partial(
      change([modified('crd/widgets.yaml', labelled, widgets('')), unchanged('archive/v0.1/widgets.yaml', v1beta1)]),
    );
    expect(r.shown).toEqual([]);
    expect([...r.parsed]).toEqual(['crd/widgets.yaml']);
  });

  it('judges them when the change removes their v1 definition: the copy is then the only one, and an error', () => {
    const r = partial(
      change([
        file('crd/widgets.yaml', 'removed', undefined, widgets('')),
        unchanged('archive/v0.1/widgets.yaml', v1beta1),
      ]),
    );
    expect(r.shown).toEqual(['archive/v0.1/widgets.yaml:1 crd/api-version']);
  });

  // keycloak-operator bdec28b705 added the OLM bundle of 12.0.3 beside 12.0.1's, every CRD of the
  // repository v1beta1 already: the error of the newest bundle moved to the new one.
  it('takes a new release of an archive for the one it supersedes, whose finding it carries', () => {
    const r = partial(
      change([
        unchanged('deploy/crds/widgets.yaml', v1beta1),
        unchanged('deploy/olm-catalog/op/1.0.0/widgets.yaml', v1beta1),
        file('deploy/olm-catalog/op/1.0.1/widgets.yaml', 'added', v1beta1),
      ]),
    );
    expect(r.shown).toEqual([]);
  });
});

describe('the stored version of an object in the review of a change', () => {
  it('is found in its own file without reading the files that hold copies of it', () => {
    const r = partial(
      change([
        modified('crd/widgets.yaml', widgets(', maximum: 5'), widgets('')),
        unchanged('archive/all.yaml', `${widgets('')}---\n${gadgets}`),
      ]),
    );
    expect(r.shown).toEqual(['crd/widgets.yaml:19 compat/validation-tightened']);
    // The copy is read for the break alone: whether the change brought this CRD in line with it
    // (other-base-copy.ts), as its identity, not a scan of every CRD, finds it.
    expect([...r.parsed].sort()).toEqual(['archive/all.yaml', 'crd/widgets.yaml']);
    const quiet = partial(
      change([
        modified(
          'crd/widgets.yaml',
          widgets('').replace('{name: widgets.example.com}', '{name: widgets.example.com, labels: {a: b}}'),
          widgets(''),
        ),
        unchanged('archive/all.yaml', `${widgets('')}---\n${gadgets}`),
      ]),
    );
    expect(quiet.shown).toEqual([]);
    expect([...quiet.parsed]).toEqual(['crd/widgets.yaml']);
  });
});

describe('the CRDs of a chart in the review of a change', () => {
  it('are read where they name the changed CRD only, to tell whether it moved to templates/', () => {
    const r = partial(
      change([
        unchanged('chart/Chart.yaml', 'apiVersion: v2\nname: widgets\nversion: 0.1.0\n'),
        modified('chart/crds/widgets.yaml', widgets(', maximum: 5'), widgets('')),
        unchanged('chart/crds/gadgets.yaml', gadgets),
      ]),
    );
    expect(r.shown).toEqual(['chart/crds/widgets.yaml:19 compat/validation-tightened']);
    expect([...r.parsed].sort()).toEqual(['chart/Chart.yaml', 'chart/crds/widgets.yaml']);
  });
});

describe('crd/names in the review of a change', () => {
  // openshift/api's payload-manifests/crds holds 138 CRDs of many groups: a change of one decoded
  // and read every file beside it that claimed one of its names.
  it('reads only the CRDs beside the changed one that are of its group', () => {
    const otherGroup = widgets('').replaceAll('example.com', 'example.org');
    const sameGroup = widgets('')
      .replace('widgets.example.com', 'gizmos.example.com')
      .replace('plural: widgets', 'plural: gizmos');
    const r = partial(
      change([
        file('crd/widgets.yaml', 'added', widgets('')),
        unchanged('crd/widgets-org.yaml', otherGroup),
        unchanged('crd/gizmos.yaml', sameGroup),
      ]),
    );
    // The one of its group claims its kind (Widget): read, and the conflict shown on the CRD added.
    expect([...r.parsed].sort()).toEqual(['crd/gizmos.yaml', 'crd/widgets.yaml']);
    expect(r.shown.filter((f) => f.includes('crd/names'))).toEqual(['crd/widgets.yaml:6 crd/names']);
  });
  // Which files beside it are read is told from their bytes and kind index (name-conflicts.ts
  // mayClaimAny): whatever names two CRDs of a group claim, explicit or defaulted, the review of the
  // change adding one shows the conflicts the review of every file shows.
  it('shows the conflicts of an added CRD with any names beside it that the whole review shows', () => {
    const word = fc.constantFrom('widget', 'widgets', 'wd', 'gadget', 'gadgets');
    const kind = fc.constantFrom('Widget', 'Gadget', 'WidgetList', 'Gizmo');
    const names = fc.record(
      {
        kind,
        plural: word,
        singular: fc.option(word, { nil: undefined }),
        listKind: fc.option(kind, { nil: undefined }),
        shortNames: fc.array(word, { maxLength: 2 }),
      },
      { requiredKeys: ['kind', 'plural', 'shortNames'] },
    );
    const crd = (n: { kind: string; plural: string; singular?: string; listKind?: string; shortNames: string[] }) =>
      widgets('')
        .replace('widgets.example.com', `${n.plural}.example.com`)
        .replace(
          '{kind: Widget, plural: widgets}',
          `{kind: ${n.kind}, plural: ${n.plural}${n.singular ? `, singular: ${n.singular}` : ''}${n.listKind ? `, listKind: ${n.listKind}` : ''}, shortNames: [${n.shortNames.join(', ')}]}`,
        );
    fc.assert(
      fc.property(names, names, (mine, theirs) => {
        if (mine.plural === theirs.plural) return; // one CRD, not two
        partial(change([file('crd/mine.yaml', 'added', crd(mine)), unchanged('crd/theirs.yaml', crd(theirs))]));
      }),
      { numRuns: 60 },
    );
  });
});
