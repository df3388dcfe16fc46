import { FieldPath } from '../../engine/field-path.js';
import type { RuleContext, RuleReport } from '../../engine/rule.js';
import type { World } from '../../engine/world.js';
import { annotationOf, isCrd, type KubeObject } from '../../parse/kube-object.js';
import { LineIndex } from '../../parse/line-index.js';
import { LinePositions } from '../../parse/line-positions.js';
import { compatCrd, crdNames } from './compat-crd.js';
import { softening } from './compat-report.js';
import { keptByChartValues } from './helm-chart-crds.js';
import { chartOfTemplatesFile, rendersByDefault, valuesFilesOf } from '../helm-chart-values.js';

// A CRD that a Helm chart's template renders under one of its values (`{{- if
// .Values.installPolicyReportCRDs }}` around the whole document), which the change to the chart's
// values.yaml turns off: the template is still there, but a default install no longer renders
// it, and `helm upgrade` deletes a resource of the release that the chart no longer renders
// (helm.sh/docs, "Custom Resource Definitions"), with every object of the CRD. Only releases
// that set the value themselves keep it (kubewarden-controller 07e251d4 set
// `installPolicyReportCRDs: false` for the wgpolicyk8s.io report CRDs). The finding stands on the
// value in values.yaml, the line the change edits. Not where the CRD carries
// `helm.sh/resource-policy: keep` (Helm leaves it), nor where another template of the chart renders it.

export type GateMessage = 'turnedOffByChartValues';

export function crdsTurnedOffByChartValues(ctx: RuleContext): RuleReport<GateMessage>[] {
  const base = ctx.whole?.base ?? ctx.base;
  const head = ctx.whole?.head ?? ctx.head;
  if (!ctx.base || !base) return [];
  // The charts whose values the change edits (a chart's own values.yaml, or its parent's).
  const edited = ctx.head.paths().filter((p) => /(?:^|\/)values\.yaml$/.test(p) && ctx.base?.paths().includes(p));
  if (edited.length === 0) return [];
  const reports: RuleReport<GateMessage>[] = [];
  for (const file of head.filesAt((p) => {
    const chart = chartOfTemplatesFile(p);
    if (chart === undefined) return false;
    const [parent, own] = valuesFilesOf(chart);
    return edited.includes(own) || (parent !== undefined && edited.includes(parent.file));
  })) {
    const key = file.renderedUnder?.replace(/^\.Values\./, '');
    const chart = chartOfTemplatesFile(file.path);
    const before = base.filesAt((p) => p === file.path)[0];
    if (key === undefined || chart === undefined || !before || before.renderedUnder !== file.renderedUnder) continue;
    const whereUnset = file.renderedWhereUnset === true;
    if (!rendersByDefault(base, chart, key, whereUnset) || rendersByDefault(head, chart, key, whereUnset)) continue;
    const [parent, own] = valuesFilesOf(chart);
    const values =
      parent !== undefined && edited.includes(parent.file) ? parent.file : edited.includes(own) ? own : undefined;
    if (values === undefined) continue;
    const steps = values === own ? key.split('.') : [parent?.under ?? '', ...key.split('.')];
    for (const crd of file.objects) {
      if (!isCrd(crd) || !compatCrd(crd) || crd.name === '') continue;
      const stored = before.objects.find((o) => isCrd(o) && o.name === crd.name);
      if (!stored || kept(head, file.path, crd) || renderedElsewhere(head, chart, file.path, crd.name)) continue;
      const names = crdNames(stored);
      const { line, column } = keyPlace(head, values, steps);
      reports.push({
        messageId: 'turnedOffByChartValues',
        object: stored,
        path: FieldPath.of(''),
        file: values,
        line,
        column,
        endLine: line,
        data: {
          name: stored.name,
          kind: names.kind ?? 'custom',
          template: file.path,
          value: key,
          chart: chart === '' ? 'at the root' : chart,
          compat: { version: '', property: '', check: 'crd', base: stored.name, head: null },
        },
        identity: JSON.stringify(['', '', 'crd']),
        ...softening(ctx, stored),
      });
    }
  }
  return reports;
}

/** Whether the CRD is kept where Helm stops rendering it: `helm.sh/resource-policy: keep`, or that annotation under a value the chart turns on. */
const kept = (world: World, file: string, crd: KubeObject): boolean =>
  annotationOf(crd, 'helm.sh/resource-policy') === 'keep' || keptByChartValues(world, file) !== undefined;

/**
 * Whether another template of the chart, or of a subchart, holds a CRD of the name (its crds/ does
 * not count: Helm installs those on a first install only, and an upgrade still deletes the rendered one).
 */
function renderedElsewhere(world: World, chart: string, file: string, name: string): boolean {
  const within = chart === '' ? '' : `${chart}/`;
  return world
    .filesAt((p) => {
      const of = chartOfTemplatesFile(p);
      return p !== file && of !== undefined && (of === chart || of.startsWith(`${within}charts/`));
    })
    .some((f) => f.objects.some((o) => isCrd(o) && o.name === name));
}

/** Line and column of the key at `steps` in a values file; its first line where it cannot be placed. */
function keyPlace(world: World, path: string, steps: readonly string[]): { line: number; column: number } {
  const text = world.filesAt((p) => p === path)[0]?.text ?? '';
  const placed = LinePositions.read(text, 0, text.length)?.range(steps, 'key');
  return Array.isArray(placed) ? new LineIndex(text).position(placed[0] as number) : { line: 1, column: 1 };
}
