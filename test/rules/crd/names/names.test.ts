import { describe, expect, it } from 'vitest';
import { parseManifestFile } from '../../../../src/parse/manifest-file.js';
import { names } from '../../../../src/rules/crd/names/names.js';
import type { ReleasedCrds } from '../../../../src/rules/released-crds.js';
import { reviewFiles } from '../../../support/review-files.js';
import { changedFile, unchangedFile } from '../../../support/changed-file.js';
import { review } from '../../../../src/engine/run.js';
import { DEFAULT_CONFIG } from '../../../../src/engine/config.js';
import { ruleTester } from '../../../support/rule-tester.js';
import { CA_INJECTION_PATCH, ONE_VERSION, widgetCrd } from '../schema/widget-crd.js';
import { ownerCsv } from '../../../support/olm-csv.js';

// spec/crd-validation.md §5: CRD-GROUP-001..004, CRD-SCOPE-001..002, CRD-NAMES-001..008, with
// the apiserver's (path, type, detail) and the line the user edits.

const DNS1035 =
  "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')";
const SUBDOMAIN =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";

// 255 bytes (at most 253 allowed), the last label uppercase.
const LONG_GROUP = `${'g'.repeat(63)}.${'g'.repeat(63)}.${'g'.repeat(63)}.${'G'.repeat(63)}`;

// group, names and scope are on lines 6 to 8, `status` (empty or not) on line 11.
const crd = ({
  group = 'example.com',
  scope = 'Namespaced',
  names = '{kind: Widget, plural: widgets}',
  status = '',
} = {}) => widgetCrd({ group, names, scope, versions: ONE_VERSION, after: status });

// A CRD as v1beta1 took it before 1.22: no scope, which its defaulting made Namespaced.
const LEGACY_WITHOUT_SCOPE = [
  'apiVersion: apiextensions.k8s.io/v1beta1',
  'kind: CustomResourceDefinition',
  'metadata:',
  '  name: widgets.example.com',
  'spec:',
  '  group: example.com',
  '  names: {kind: Widget, plural: widgets}',
  '  version: v1',
  '',
].join('\n');

ruleTester(names, {
  valid: [
    { name: 'a kustomize patch fragment', head: CA_INJECTION_PATCH },
    {
      name: 'CRD-GROUP-001, CRD-GROUP-002, CRD-GROUP-003, CRD-SCOPE-001, CRD-NAMES-001, CRD-NAMES-002: a valid group, scope and names',
      head: crd(),
    },
    {
      name: 'CRD-NAMES-003: kind may have mixed case and dashes',
      head: crd({ names: '{kind: My-Kind, plural: widgets}' }),
    },
    {
      name: 'CRD-NAMES-006: singular and listKind default from kind, so they differ',
      head: crd({ names: '{kind: Widget, plural: widgets}' }),
    },
    {
      name: 'CRD-NAMES-004, CRD-NAMES-005: the category all and a short name',
      head: crd({ names: '{kind: Widget, plural: widgets, categories: [all], shortNames: [wd]}' }),
    },
    {
      name: 'CRD-SCOPE-002: scope changes while the stored CRD is not Established',
      head: crd({ scope: 'Cluster' }),
      base: crd({ status: 'status: {conditions: [{type: Established, status: "False"}]}' }),
    },
    {
      // kops 10e4fb499a: v1beta1 CRDs without a scope, generated again as v1 with `scope: Namespaced`.
      name: 'CRD-SCOPE-002: a v1beta1 CRD stored without a scope was defaulted to Namespaced',
      head: crd(),
      base: LEGACY_WITHOUT_SCOPE,
    },
    {
      // A v1 CRD without a scope is refused on create: nothing was stored to keep a scope of.
      name: 'CRD-SCOPE-002: a v1 base without a scope, which no cluster stored',
      head: crd({ scope: 'Cluster' }),
      base: crd({ scope: '""' }),
    },
    {
      name: 'CRD-NAMES-008: kind changes while the stored CRD is not Established',
      head: crd({ names: '{kind: Gadget, plural: widgets}' }),
      base: crd({ status: 'status: {conditions: [{type: Established, status: "False"}]}' }),
    },
    {
      name: 'CRD-NAMES-008, CRD-GROUP-004, CRD-NAMES-007: singular and shortNames are always mutable, kind group and plural kept',
      head: crd({ names: '{kind: Widget, plural: widgets, singular: wid, shortNames: [w]}' }),
      base: crd(),
    },
  ],
  invalid: [
    {
      name: 'CRD-GROUP-001: no group',
      head: crd({ group: '""' }),
      findings: [
        {
          line: 6,
          column: 10,
          fieldPath: 'spec.group',
          messageId: 'rejected',
          apiserver: { path: 'spec.group', type: 'Required value', detail: '' },
        },
      ],
    },
    {
      name: 'CRD-GROUP-003: a group without a dot',
      head: crd({ group: 'example' }),
      findings: [
        {
          line: 6,
          column: 10,
          message:
            'the apiserver rejects widgets.example.com: spec.group: Invalid value: "example": should be a domain with at least one dot; use a lowercase DNS subdomain with at least one dot, such as example.com',
          apiserver: {
            path: 'spec.group',
            type: 'Invalid value',
            detail: '"example": should be a domain with at least one dot',
          },
        },
      ],
    },
    {
      name: 'CRD-GROUP-002: an uppercase group',
      head: crd({ group: 'Example.com' }),
      findings: [
        {
          line: 6,
          column: 10,
          apiserver: { path: 'spec.group', type: 'Invalid value', detail: `"Example.com": ${SUBDOMAIN}` },
        },
      ],
    },
    {
      name: 'CRD-GROUP-002: a group too long and with uppercase: one error, its details joined with a comma',
      head: crd({ group: LONG_GROUP }),
      findings: [
        {
          line: 6,
          column: 10,
          apiserver: {
            path: 'spec.group',
            type: 'Invalid value',
            detail: `"${LONG_GROUP}": must be no more than 253 characters,${SUBDOMAIN}`,
          },
        },
      ],
    },
    {
      name: 'CRD-NAMES-002: a plural of 64 characters that ends in a dash: both details, joined with a comma',
      head: crd({ names: `{kind: Widget, plural: ${'w'.repeat(63)}-}` }),
      findings: [
        {
          line: 7,
          column: 33,
          fieldPath: 'spec.names.plural',
          apiserver: {
            path: 'spec.names.plural',
            type: 'Invalid value',
            detail: `"${'w'.repeat(63)}-": must be no more than 63 characters,${DNS1035}`,
          },
        },
      ],
    },
    {
      name: 'CRD-SCOPE-001: scope in the wrong case',
      head: crd({ scope: 'namespaced' }),
      findings: [
        {
          line: 8,
          column: 10,
          fieldPath: 'spec.scope',
          apiserver: {
            path: 'spec.scope',
            type: 'Unsupported value',
            detail: '"namespaced": supported values: "Cluster", "Namespaced"',
          },
        },
      ],
    },
    {
      name: 'CRD-SCOPE-001: no scope: v1 has no default',
      head: crd({ scope: '""' }),
      findings: [{ line: 8, column: 10, apiserver: { path: 'spec.scope', type: 'Required value', detail: '' } }],
    },
    {
      name: 'CRD-NAMES-001: no kind: singular and listKind cannot default either',
      head: crd({ names: '{plural: widgets}' }),
      findings: [
        {
          line: 7,
          column: 3,
          fieldPath: 'spec.names.singular',
          apiserver: { path: 'spec.names.singular', type: 'Required value', detail: '' },
        },
        {
          line: 7,
          column: 3,
          fieldPath: 'spec.names.kind',
          apiserver: { path: 'spec.names.kind', type: 'Required value', detail: '' },
        },
        {
          line: 7,
          column: 3,
          fieldPath: 'spec.names.listKind',
          apiserver: { path: 'spec.names.listKind', type: 'Required value', detail: '' },
        },
      ],
    },
    {
      name: 'CRD-NAMES-002: a plural that is not a DNS-1035 label',
      head: crd({ names: '{kind: Widget, plural: Widgets}' }),
      findings: [
        {
          line: 7,
          column: 33,
          fieldPath: 'spec.names.plural',
          apiserver: { path: 'spec.names.plural', type: 'Invalid value', detail: `"Widgets": ${DNS1035}` },
        },
      ],
    },
    {
      name: 'CRD-NAMES-003: a kind starting with a digit also breaks the defaulted singular and listKind',
      head: crd({ names: '{kind: 1Foo, plural: foos}' }),
      findings: [
        {
          line: 7,
          column: 3,
          fieldPath: 'spec.names.singular',
          apiserver: { path: 'spec.names.singular', type: 'Invalid value', detail: `"1foo": ${DNS1035}` },
        },
        // singular and listKind were not written: they land on spec.names, before kind's value.
        {
          line: 7,
          column: 3,
          fieldPath: 'spec.names.listKind',
          apiserver: {
            path: 'spec.names.listKind',
            type: 'Invalid value',
            detail: `"1FooList": may have mixed case, but should otherwise match: ${DNS1035}`,
          },
        },
        {
          line: 7,
          column: 17,
          fieldPath: 'spec.names.kind',
          apiserver: {
            path: 'spec.names.kind',
            type: 'Invalid value',
            detail: `"1Foo": may have mixed case, but should otherwise match: ${DNS1035}`,
          },
        },
      ],
    },
    {
      name: 'CRD-NAMES-006: kind and listKind the same',
      head: crd({ names: '{kind: Widget, listKind: Widget, plural: widgets}' }),
      findings: [
        {
          line: 7,
          column: 35,
          fieldPath: 'spec.names.listKind',
          apiserver: {
            path: 'spec.names.listKind',
            type: 'Invalid value',
            detail: '"Widget": kind and listKind may not be the same',
          },
        },
      ],
    },
    {
      name: 'CRD-NAMES-004, CRD-NAMES-005: a shortName and a category that are not labels',
      head: crd({ names: '{kind: Widget, plural: widgets, shortNames: [w_d], categories: [My-Things]}' }),
      findings: [
        {
          line: 7,
          column: 55,
          fieldPath: 'spec.names.shortNames[0]',
          apiserver: { path: 'spec.names.shortNames[0]', type: 'Invalid value', detail: `"w_d": ${DNS1035}` },
        },
        {
          line: 7,
          column: 74,
          fieldPath: 'spec.names.categories[0]',
          apiserver: { path: 'spec.names.categories[0]', type: 'Invalid value', detail: `"My-Things": ${DNS1035}` },
        },
      ],
    },
    {
      name: 'CRD-SCOPE-002: update: scope of an Established CRD is immutable',
      head: crd({ scope: 'Cluster' }),
      base: crd(),
      findings: [
        {
          line: 8,
          column: 10,
          messageId: 'immutable',
          message:
            'the apiserver rejects this update of widgets.example.com: spec.scope: Invalid value: "Cluster": field is immutable (it was "Namespaced"); keep "Namespaced"; an Established CRD cannot change it: create a new CRD (new group or plural) and migrate the objects',
          apiserver: { path: 'spec.scope', type: 'Invalid value', detail: '"Cluster": field is immutable' },
        },
      ],
    },
    {
      name: 'CRD-SCOPE-002 in a test tree (envtest installs its CRDs afresh): a notice, without data.apiserver',
      file: 'test/crds/widgets.yaml',
      head: crd({ scope: 'Cluster' }),
      base: crd(),
      findings: [
        {
          line: 8,
          column: 10,
          messageId: 'immutable',
          severity: 'notice',
          message:
            'the apiserver rejects this update of widgets.example.com: spec.scope: Invalid value: "Cluster": field is immutable (it was "Namespaced"); keep "Namespaced"; an Established CRD cannot change it: create a new CRD (new group or plural) and migrate the objects (a CRD in a test tree, which tests install, not users)',
          apiserver: null,
        },
      ],
    },
    {
      name: 'CRD-SCOPE-002: update: Cluster where a v1beta1 CRD without a scope was stored as Namespaced',
      head: crd({ scope: 'Cluster' }),
      base: LEGACY_WITHOUT_SCOPE,
      findings: [
        {
          line: 8,
          column: 10,
          messageId: 'immutable',
          message:
            'the apiserver rejects this update of widgets.example.com: spec.scope: Invalid value: "Cluster": field is immutable (it was "Namespaced"); keep "Namespaced"; an Established CRD cannot change it: create a new CRD (new group or plural) and migrate the objects',
          apiserver: { path: 'spec.scope', type: 'Invalid value', detail: '"Cluster": field is immutable' },
        },
      ],
    },
    {
      name: 'CRD-NAMES-008: update: kind of an Established CRD is immutable',
      head: crd({ names: '{kind: Gadget, plural: widgets}' }),
      base: crd(),
      findings: [
        {
          line: 7,
          column: 17,
          messageId: 'immutable',
          apiserver: { path: 'spec.names.kind', type: 'Invalid value', detail: '"Gadget": field is immutable' },
        },
      ],
    },
    {
      name: 'CRD-GROUP-004: update: the group never changes',
      head: crd({ group: 'example.org' }),
      base: crd(),
      findings: [
        {
          line: 6,
          column: 10,
          messageId: 'immutable',
          apiserver: { path: 'spec.group', type: 'Invalid value', detail: '"example.org": field is immutable' },
        },
      ],
    },
    {
      name: 'CRD-NAMES-007: update: the plural never changes',
      head: crd({ names: '{kind: Widget, plural: gadgets}' }),
      base: crd(),
      findings: [
        {
          line: 7,
          column: 33,
          messageId: 'immutable',
          apiserver: { path: 'spec.names.plural', type: 'Invalid value', detail: '"gadgets": field is immutable' },
        },
      ],
    },
  ],
});

/** The repository's releases (a rule service, read from git tags by the CLI): each with its widgets CRD, or none. */
const releases = (...entries: [string, string | null][]): { releases: ReleasedCrds } => {
  const byRelease = new Map(
    entries.map(([name, text]) => [
      name,
      text === null ? null : (parseManifestFile('release.yaml', text).objects[0] ?? null),
    ]),
  );
  return { releases: { at: (name) => (name === 'widgets.example.com' ? { byRelease } : undefined) } };
};

// An immutable field whose stored value no release had: only clusters that applied a build made
// since refuse the change (logging-operator 9d10352a made NodeAgent cluster-scoped before any release).
ruleTester(names, {
  valid: [
    {
      name: 'a scope kept, whatever the releases had',
      head: crd({ scope: 'Cluster' }),
      base: crd({ scope: 'Cluster' }),
      services: releases(['v1.0.0', crd()]),
    },
  ],
  invalid: [
    {
      name: 'a scope no release had changed: a warning that names the releases, with no apiserver error',
      head: crd({ scope: 'Cluster' }),
      base: crd(),
      services: releases(['v1.0.0', null], ['v0.9.0', crd({ scope: 'Cluster' })]),
      findings: [
        {
          line: 8,
          column: 10,
          severity: 'warning',
          message:
            'the apiserver rejects this update of widgets.example.com: spec.scope: Invalid value: "Cluster": field is immutable (it was "Namespaced"); keep "Namespaced"; an Established CRD cannot change it: create a new CRD (new group or plural) and migrate the objects (v1.0.0 and v0.9.0 do not have "Namespaced", so only clusters that applied a build made since refuse the change)',
          apiserver: null,
        },
      ],
    },
    {
      name: 'a kind a release had changed: an error, as without releases',
      head: crd({ names: '{kind: Gadget, plural: widgets}' }),
      base: crd(),
      services: releases(['v1.0.0', null], ['v0.9.0', crd()]),
      findings: [
        {
          line: 7,
          column: 17,
          severity: 'error',
          apiserver: { path: 'spec.names.kind', type: 'Invalid value', detail: '"Gadget": field is immutable' },
        },
      ],
    },
  ],
});

// The base defined the CRD twice, the copies disagreeing (security-profiles-operator 604255a02: a
// stray Namespaced copy, beside the cluster-scoped ones every install applied): a cluster holds the
// copy it applied, so the change refuses only a cluster that applied this file's.
describe('an immutable field another base copy already had', () => {
  const change = (other: string) =>
    reviewFiles(
      [names],
      { 'deploy/stray.yaml': crd({ scope: 'Cluster' }), [other]: crd({ scope: 'Cluster' }) },
      { base: { 'deploy/stray.yaml': crd(), [other]: crd({ scope: 'Cluster' }) } },
    );

  it('is a warning that names the other copy, without the apiserver error', () => {
    const [finding, ...rest] = change('deploy/crds/widgets.yaml');
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      file: 'deploy/stray.yaml',
      line: 8,
      severity: 'warning',
      fieldPath: 'spec.scope',
      message:
        'the apiserver rejects this update of widgets.example.com: spec.scope: Invalid value: "Cluster": field is immutable (it was "Namespaced"); keep "Namespaced"; an Established CRD cannot change it: create a new CRD (new group or plural) and migrate the objects (the base also defines it in deploy/crds/widgets.yaml, already with "Cluster", so only clusters that applied this file\'s copy refuse the change)',
    });
    expect(finding?.data?.apiserver).toBeUndefined();
  });

  it('stays an error where that copy is in a test tree, or among examples, samples or docs, which no user applies', () => {
    for (const other of ['test/crds/widgets.yaml', 'docs/crds/widgets.yaml', 'config/samples/widgets.yaml'])
      expect(
        change(other).map((f) => [f.file, f.severity, f.fieldPath]),
        other,
      ).toEqual([['deploy/stray.yaml', 'error', 'spec.scope']]);
  });

  // kepler-operator 0bfc486103: the OLM bundle, which OLM installs on every cluster of its users,
  // regenerated with the scope config/crd/bases took before.
  it('stays an error in an OLM bundle where the other copy is outside bundles', () => {
    const csv = ownerCsv();
    const found = reviewFiles(
      [names],
      {
        'bundle/manifests/widgets.yaml': crd({ scope: 'Cluster' }),
        'bundle/manifests/csv.yaml': csv,
        'config/crd/bases/widgets.yaml': crd({ scope: 'Cluster' }),
      },
      {
        base: {
          'bundle/manifests/widgets.yaml': crd(),
          'bundle/manifests/csv.yaml': csv,
          'config/crd/bases/widgets.yaml': crd({ scope: 'Cluster' }),
        },
      },
    );
    expect(found.map((f) => [f.file, f.severity, f.fieldPath])).toEqual([
      ['bundle/manifests/widgets.yaml', 'error', 'spec.scope'],
    ]);
  });
});

// kubevault/operator d70535b5 put `gcprole` (singular `gcproles`) beside `gcproles`, both of kind
// GCPRole, in config/crd/: the naming controller sets NamesAccepted False on the one it names
// second (apiextensions-apiserver pkg/controller/status/naming_controller.go), never established.
describe('crd/names: CRDs installed together that claim the same names', () => {
  const widgets = widgetCrd({ versions: ONE_VERSION, names: '{kind: Widget, plural: widgets, shortNames: [wd]}' });
  const widget = widgetCrd({
    name: 'widget.example.com',
    versions: ONE_VERSION,
    names: '{kind: Widget, plural: widget, singular: widgets}',
  });
  const shown = (findings: readonly { file: string; line: number; message: string }[]) =>
    findings.map((f) => `${f.file}:${f.line} ${f.message}`);

  it('is an error on the CRD a change adds beside the other, at its first name in conflict', () => {
    const head = { 'config/crd/widgets.yaml': widgets, 'config/crd/widget.yaml': widget };
    expect(shown(reviewFiles([names], head, { base: { 'config/crd/widgets.yaml': widgets } }))).toEqual([
      'config/crd/widget.yaml:7 plural "widget", singular "widgets", kind "Widget", listKind "WidgetList" of widget.example.com are each a name widgets.example.com (config/crd/widgets.yaml) of the same group holds: the apiserver accepts both CRDs, but sets NamesAccepted False (PluralConflict, SingularConflict, KindConflict, ListKindConflict) on the one it names second, which is never established and serves no resources; widget.example.com is that one here, as the change adds it beside the other; give each CRD its own names, or remove one',
    ]);
  });

  it('is on the file kubectl applies later in a review of the whole tree', () => {
    const findings = reviewFiles([names], { 'config/crd/a-widgets.yaml': widgets, 'config/crd/b-widget.yaml': widget });
    expect(
      findings.map(
        (f) =>
          `${f.file}:${f.line} ${f.message.includes("its file sorts after the other's, as `kubectl apply -f config/crd` applies them")}`,
      ),
    ).toEqual(['config/crd/b-widget.yaml:7 true']);
    // A short name taken by another CRD's plural is one conflict too.
    const gadgets = widgetCrd({
      name: 'gadgets.example.com',
      versions: ONE_VERSION,
      names: '{kind: Gadget, plural: gadgets, shortNames: [widgets]}',
    });
    expect(
      shown(reviewFiles([names], { 'crds/a.yaml': widgets, 'crds/b.yaml': gadgets })).map(
        (s) => s.split(': the apiserver')[0],
      ),
    ).toEqual([
      'crds/b.yaml:7 shortNames "widgets" of gadgets.example.com is a name widgets.example.com (crds/a.yaml) of the same group holds',
    ]);
  });

  it('is nothing between directories, groups, test trees, or copies of one CRD', () => {
    expect(reviewFiles([names], { 'bundle/0.1/widgets.yaml': widgets, 'bundle/0.2/widget.yaml': widget })).toEqual([]);
    const otherGroup = widget
      .replace('group: example.com', 'group: other.example.com')
      .replace('widget.example.com', 'widget.other.example.com');
    expect(reviewFiles([names], { 'crds/a.yaml': widgets, 'crds/b.yaml': otherGroup })).toEqual([]);
    expect(reviewFiles([names], { 'test/crds/a.yaml': widgets, 'test/crds/b.yaml': widget })).toEqual([]);
    expect(reviewFiles([names], { 'crds/a.yaml': widgets, 'crds/b.yaml': widgets })).toEqual([]);
  });

  // In the review of a change, an unchanged file beside the CRD is parsed only where its text says
  // one of the names the CRD claims as a value (issue 17): in each way a CRD may claim it.
  it('finds the conflict with an unchanged file beside it, however that file writes or defaults the name', () => {
    const added = (names: string) =>
      widgetCrd({
        name: 'gizmos.example.com',
        versions: ONE_VERSION,
        names: `{kind: Gizmo, plural: gizmos, ${names}}`,
      });
    const conflicts = (other: string, mine: string, otherPath = 'config/crd/other.yaml') =>
      review(
        {
          root: '/',
          hasBase: true,
          files: [unchangedFile(otherPath, other), changedFile('config/crd/new.yaml', 'added', mine)],
        },
        { rules: [names], config: DEFAULT_CONFIG, withBaseFindings: false },
      )
        .findings.filter((f) => f.message.includes('NamesAccepted False'))
        .map((f) => `${f.fieldPath} ${f.message.slice(f.message.indexOf('(') + 1, f.message.indexOf(')'))}`);
    // A JSON file, its short names one to a line.
    const json = JSON.stringify(
      {
        apiVersion: 'apiextensions.k8s.io/v1',
        kind: 'CustomResourceDefinition',
        metadata: { name: 'widgets.example.com' },
        spec: {
          group: 'example.com',
          names: { kind: 'Widget', plural: 'widgets', shortNames: ['wd', 'wdg'] },
          scope: 'Namespaced',
          versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object' } } }],
        },
      },
      null,
      2,
    );
    expect(conflicts(json, added('shortNames: [wdg]'), 'config/crd/other.json')).toEqual([
      'spec.names.shortNames config/crd/other.json',
    ]);
    // Block style, quoted.
    const block = widgetCrd({
      versions: ONE_VERSION,
      names: '\n    kind: "Widget"\n    plural: widgets\n    shortNames:\n    - "wdg"',
    });
    expect(conflicts(block, added('shortNames: [wdg]'))).toEqual(['spec.names.shortNames config/crd/other.yaml']);
    // A singular defaulted from the kind (`widget`), and a list kind defaulted from it (`WidgetList`).
    expect(conflicts(widgets, added('singular: widget'))).toEqual(['spec.names.singular config/crd/other.yaml']);
    expect(
      conflicts(
        widgets,
        widgetCrd({
          name: 'widgetlists.example.com',
          versions: ONE_VERSION,
          names: '{kind: WidgetList, plural: widgetlists}',
        }),
      ),
    ).toEqual(['spec.names.kind config/crd/other.yaml']);
  });

  // simplyblock-operator's design CRDs: six of kind Rackup, each refused for its version name `25.11.1`.
  it('is nothing where either CRD is refused for its names or versions: it is never stored', () => {
    const badVersion = (crd: string) => crd.replace('{name: v1,', '{name: 1.0.0,');
    expect(badVersion(widget)).not.toEqual(widget);
    expect(reviewFiles([names], { 'crds/a.yaml': widgets, 'crds/b.yaml': badVersion(widget) })).toEqual([]);
    expect(reviewFiles([names], { 'crds/a.yaml': badVersion(widgets), 'crds/b.yaml': widget })).toEqual([]);
    // Its names alike: a plural that is no DNS-1035 label, and a CRD named other than <plural>.<group>.
    const badPlural = widget.replace('plural: widget,', 'plural: Widget_,');
    expect(badPlural).not.toEqual(widget);
    const conflicts = (files: Record<string, string>) =>
      reviewFiles([names], files).filter((f) => f.message.includes('NamesAccepted False'));
    expect(conflicts({ 'crds/a.yaml': widgets, 'crds/b.yaml': badPlural })).toEqual([]);
    expect(conflicts({ 'crds/a.yaml': widgets, 'crds/b.yaml': widget })).toHaveLength(1);
  });
});
