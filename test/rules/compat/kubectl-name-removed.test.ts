import { describe, expect, it } from 'vitest';
import { kubectlNameRemoved } from '../../../src/rules/compat/kubectl-name-removed.js';
import { reviewFiles } from '../../support/review-files.js';
import { ruleTester } from '../../support/rule-tester.js';
import { widgetCrd } from './widget-crd.js';

// compat/kubectl-name-removed: short names, categories and the singular, in block style from
// line 7 (`names:`): kind on line 8, plural on line 9, then `more` from line 10.
const named = (more: string) =>
  widgetCrd('type: object').replace(
    '  names: {kind: Widget, plural: widgets}',
    ['  names:', '    kind: Widget', '    plural: widgets', ...more.split('\n').filter((l) => l !== '')].join('\n'),
  );

ruleTester(kubectlNameRemoved, {
  valid: [
    {
      name: 'the same names, reordered',
      base: named('    shortNames: [wd, wdg]'),
      head: named('    shortNames: [wdg, wd]'),
    },
    { name: 'a short name added', base: named('    shortNames: [wd]'), head: named('    shortNames: [wd, wdg]') },
    { name: 'no names before', base: named(''), head: named('    categories: [all]') },
    {
      // metacontroller bb61a0b: CatSet's `cs` was always componentstatuses' to kubectl.
      name: 'a short name of a built-in resource removed, which never found the CRD',
      base: named('    shortNames: [cs, ds]'),
      head: named(''),
    },
    {
      name: 'the singular written out as the kind in lower case, which it was',
      base: named(''),
      head: named('    singular: widget'),
    },
    {
      // aws-load-balancer-controller 3174f96d3: the singular `ingressclassparams` fixed to
      // `ingressclassparam`; kubectl finds `ingressclassparams` as the plural.
      name: 'the singular that was the plural fixed, and a short name that is the singular now: still found',
      base: named('    singular: widgets\n    shortNames: [widget, wd]'),
      head: named('    singular: widget\n    shortNames: [wd]'),
    },
    {
      // pingcap/tidb-operator 171a51efc: the category `pd` of the CRD whose singular is `pd`.
      name: 'a category that is a name the CRD answers to: `kubectl get` finds its objects still',
      base: named('    singular: widget\n    categories: [widget, toys]'),
      head: named('    singular: widget\n    categories: [toys]'),
    },
  ],
  invalid: [
    {
      // openebs/dynamic-localpv-provisioner 7885f7e: a regeneration dropped a CRD's short names.
      name: "short names removed: one finding naming both (not cs, a built-in resource's), at the list left",
      base: named('    shortNames: [wd, wdg, cs, wid]'),
      head: named('    shortNames: [wd]'),
      findings: [
        {
          line: 10,
          column: 5,
          severity: 'warning',
          messageId: 'shortNames',
          fieldPath: 'spec.names.shortNames',
          message:
            'wdg, wid were removed from the short names of widgets.example.com; `kubectl get wdg` and the scripts and docs that use it no longer find the resource; keep them, unless another resource of the cluster answers to them as well (kubectl then picks one of them, and removing them is the fix)',
          data: {
            compat: { version: '', property: '', check: 'shortNames', base: ['wd', 'wdg', 'cs', 'wid'], head: ['wd'] },
          },
        },
      ],
    },
    {
      name: 'every short name and category removed: at spec.names',
      base: named('    shortNames: [wd]\n    categories: [all, toys]'),
      head: named(''),
      findings: [
        {
          line: 7,
          column: 3,
          messageId: 'shortNames',
          fieldPath: 'spec.names',
          data: { compat: { check: 'shortNames', base: ['wd'], head: null } },
        },
        {
          line: 7,
          column: 3,
          messageId: 'categories',
          message:
            'all, toys were removed from the categories of widgets.example.com; `kubectl get all` no longer lists its objects; keep them, unless leaving the category is the point',
        },
      ],
    },
    {
      name: 'the singular changed (from the kind in lower case, where none was written)',
      base: named(''),
      head: named('    singular: gadget'),
      findings: [
        {
          line: 10,
          column: 15,
          messageId: 'singular',
          fieldPath: 'spec.names.singular',
          message:
            'the singular name of widgets.example.com changed from widget to gadget; `kubectl get widget` and the scripts and docs that use it no longer find the resource; keep the singular',
          data: { compat: { check: 'singular', base: 'widget', head: 'gadget' } },
        },
      ],
    },
  ],
});

// openshift/cluster-nfd-operator 20a9750f dropped `nfr` from nodefeaturerules.nfd.openshift.io, which
// its kustomization installs beside nfd.k8s-sigs.io's NodeFeatureRule of the same short name.
describe('compat/kubectl-name-removed of a short name another CRD of the repository answers to', () => {
  const ledgers = (group: string, shortNames: string) =>
    widgetCrd('type: object', '', { name: `ledgers.${group}`, kind: 'Ledger' }).replace(
      '  names: {kind: Ledger, plural: ledgers}',
      `  names: {kind: Ledger, plural: ledgers, shortNames: ${shortNames}}`,
    );
  const removedFrom = (group: string, other: string) =>
    reviewFiles(
      [kubectlNameRemoved],
      { 'crds/a.yaml': ledgers(group, '[lg]'), 'crds/b.yaml': ledgers(other, '[ldg]') },
      { base: { 'crds/a.yaml': ledgers(group, '[lg, ldg]'), 'crds/b.yaml': ledgers(other, '[ldg]') } },
    ).map((f) => f.message.slice(0, f.message.indexOf(';')));

  it('is nothing where that CRD comes first in discovery: kubectl never found this one by it', () => {
    expect(removedFrom('zeta.example.com', 'alpha.example.com')).toEqual([]);
  });

  // osp-director-operator 6f49e11f1b: the fix of a ShortNamesConflict crd/names reported.
  it('is nothing where a CRD of the same group answers to it: one of the two was never served', () => {
    const tally = (shortNames: string) =>
      widgetCrd('type: object', '', { name: 'tallies.alpha.example.com', kind: 'Tally' }).replace(
        '  names: {kind: Tally, plural: tallies}',
        `  names: {kind: Tally, plural: tallies, shortNames: ${shortNames}}`,
      );
    const found = reviewFiles(
      [kubectlNameRemoved],
      { 'crds/a.yaml': ledgers('alpha.example.com', '[lg]'), 'crds/b.yaml': tally('[ldg]') },
      { base: { 'crds/a.yaml': ledgers('alpha.example.com', '[lg, ldg]'), 'crds/b.yaml': tally('[ldg]') } },
    );
    expect(found).toEqual([]);
  });

  it('stays where this CRD came first: the name now finds the other one', () => {
    expect(removedFrom('alpha.example.com', 'zeta.example.com')).toEqual([
      'ldg was removed from the short names of ledgers.alpha.example.com',
    ]);
  });
});
