import { describe, expect, it } from 'vitest';
import { enumNarrowed } from '../../../src/rules/compat/enum-narrowed.js';
import { servedVersionDivergence } from '../../../src/rules/compat/served-version-divergence.js';
import { reviewFiles, type Files } from '../../support/review-files.js';
import { specSchema, widgetCrd } from './widget-crd.js';

// A CRD of the directory a Helm chart's CRDs are made from, which the chart leaves out
// (chart-source-crd.ts): cert-manager/trust-manager's deploy/crds/ holds the source of its chart's
// Bundle CRD, and its ClusterBundle CRD, which the chart leaves out.

const widgets = (values: string) => widgetCrd(specSchema(`mode: {type: string, enum: [${values}]}`));
const gadgets = widgetCrd(specSchema('size: {type: integer}'), '', { name: 'gadgets.example.com', kind: 'Gadget' });
const CHART: Files = { 'deploy/charts/app/Chart.yaml': 'apiVersion: v2\nname: app\nversion: 1.0.0\n' };
const NOTE =
  '(a CRD that no install of the repository holds: deploy/crds/ is the source of the Helm chart deploy/charts/app (every other CRD there is in the chart), which leaves this one out, and nothing else of the repository applies it; what breaks is only what applies deploy/crds/ itself)';

/** compat/enum-narrowed on deploy/crds/widgets.yaml beside `more`, the same at base and head. */
function narrowed(more: Files): string[] {
  return reviewFiles(
    [enumNarrowed],
    { ...more, 'deploy/crds/widgets.yaml': widgets('A') },
    {
      base: { ...more, 'deploy/crds/widgets.yaml': widgets('A, B') },
    },
  ).map((f) => `${f.file} ${f.severity}${f.message.endsWith(NOTE) ? ' (left out of the chart)' : ''}`);
}

describe("compat/ on a CRD its directory's chart leaves out", () => {
  const sourced = {
    ...CHART,
    'deploy/crds/gadgets.yaml': gadgets,
    'deploy/charts/app/templates/crd-gadgets.yaml': gadgets,
  };

  it('is at most a warning that says so', () => {
    expect(narrowed(sourced)).toEqual(['deploy/crds/widgets.yaml warning (left out of the chart)']);
  });

  it('is at most a warning for a divergence of served versions too', () => {
    const twoVersions = (v1Fields: string) =>
      widgetCrd(
        specSchema(`size: {type: integer}${v1Fields}`),
        '  - name: v2\n    served: true\n    storage: false\n    schema:\n      openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {size: {type: integer}}}}}',
      );
    const found = reviewFiles(
      [servedVersionDivergence],
      { ...sourced, 'deploy/crds/widgets.yaml': twoVersions('\nworkDir: {type: string}') },
      {
        base: { ...sourced, 'deploy/crds/widgets.yaml': twoVersions('') },
      },
    );
    expect(found.map((f) => `${f.severity} ${f.message.endsWith(NOTE)}`)).toEqual(['warning true']);
  });

  it("is the error it was where the directory is no chart's source, or something installs the CRD", () => {
    // No other CRD of the directory in the chart: `kubectl apply -f deploy/crds/` may be the install.
    expect(narrowed({ ...CHART, 'deploy/crds/gadgets.yaml': gadgets })).toEqual(['deploy/crds/widgets.yaml error']);
    // A kustomization takes it in.
    expect(narrowed({ ...sourced, 'deploy/crds/kustomization.yaml': 'resources:\n- widgets.yaml\n' })).toEqual([
      'deploy/crds/widgets.yaml error',
    ]);
    // The chart holds it too: that copy is installed (how the copies are reported is other-base-copy.ts's).
    expect(
      narrowed({ ...sourced, 'deploy/charts/app/crds/widgets.yaml': widgets('A') }).some((f) =>
        f.endsWith('(left out of the chart)'),
      ),
    ).toBe(false);
    // A template of a chart names it, which this review reads as no object.
    expect(
      narrowed({ ...sourced, 'deploy/charts/app/templates/crds.yaml': '{{ .Files.Get "widgets.example.com" }}\n' }),
    ).toEqual(['deploy/crds/widgets.yaml error']);
  });

  // kuma generates each policy's CRD in pkg/plugins/policies/<policy>/k8s/crd/ and copies all but
  // its scaffold DoNothingPolicy's into its chart's crds/.
  it('takes the directories of its shape that differ in one step for the source where its own holds no other CRD', () => {
    const sprockets = widgetCrd(specSchema('size: {type: integer}'), '', {
      name: 'sprockets.example.com',
      kind: 'Sprocket',
    });
    const policies = (more: Files) =>
      reviewFiles(
        [enumNarrowed],
        { ...more, 'pkg/policies/widget/crd/widgets.yaml': widgets('A') },
        { base: { ...more, 'pkg/policies/widget/crd/widgets.yaml': widgets('A, B') } },
      ).map((f) => `${f.severity} ${f.message.slice(f.message.indexOf('(a CRD'))}`);
    const siblings = {
      ...CHART,
      'pkg/policies/gadget/crd/gadgets.yaml': gadgets,
      'pkg/policies/sprocket/crd/sprockets.yaml': sprockets,
      'deploy/charts/app/crds/gadgets.yaml': gadgets,
      'deploy/charts/app/crds/sprockets.yaml': sprockets,
    };
    expect(policies(siblings)).toEqual([
      'warning (a CRD that no install of the repository holds: pkg/policies/*/crd/ is the source of the Helm chart deploy/charts/app (every other CRD there is in the chart), which leaves this one out, and nothing else of the repository applies it; what breaks is only what applies pkg/policies/*/crd/ itself)',
    ]);
    // One such directory is no pattern; one whose CRD the chart does not take makes none the source.
    const { 'pkg/policies/sprocket/crd/sprockets.yaml': _, ...one } = siblings;
    expect(policies(one).map((f) => f.split(' ')[0])).toEqual(['error']);
    const { 'deploy/charts/app/crds/sprockets.yaml': __, ...notCharted } = siblings;
    expect(policies(notCharted).map((f) => f.split(' ')[0])).toEqual(['error']);
  });
});
