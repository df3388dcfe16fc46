import { FieldPath } from '../../engine/field-path.js';
import { defineRule, type RuleContext, type RuleReport } from '../../engine/rule.js';
import { Locator } from '../../parse/locate.js';
import type { KubeObject } from '../../parse/kube-object.js';
import { compatCrd } from './compat-crd.js';
import { softenedFor } from './compat-report.js';

// compat/crd-removed (spec/crd-compatibility.md §2, §5.1): a v1 CRD of the base whose identity no
// head file holds. Deleting a CRD from a cluster deletes every stored object of it, and a
// repository that installs it usually does exactly that.
//
// Object-scoped: in the review of a change, `ctx.base` holds the base side of the files the change
// removed or modified, so a CRD in a file the change (or a path filter) left alone is never
// taken for removed; whether the identity survives anywhere is asked of the whole head
// (`ctx.whole.head`), so a CRD moved to, or kept in, another file is not removed. The finding is in
// the base file at the base line of metadata.name (§3.2): the head may not have the file at all.
// Where the file is still there, that line number means other text at head (where a review
// comment or an annotation would land), so the finding stands on the file's first line and the
// message says where the CRD stood.
export const crdRemoved = defineRule({
  id: 'compat/crd-removed',
  scope: 'object',
  meta: {
    severity: 'error',
    description: 'a CustomResourceDefinition was removed',
    messages: {
      removed:
        'CustomResourceDefinition {{name}} was removed; applying this deletes every stored {{kind}} object with it, and every client, controller and manifest that uses {{plural}} fails; keep the CRD (stop serving its versions first), or suppress this finding with the reason if the API is retired',
      removedFromChartCrds:
        "CustomResourceDefinition {{name}} is no longer in the Helm chart's crds/ directory; Helm installs the CRDs there on a first install only and never upgrades or deletes them, so clusters keep it and every stored {{kind}} object, but new installs of the chart no longer get it; tell the chart's users where to install it from",
      removedFromFile:
        'CustomResourceDefinition {{name}} was removed from this file (it stood at line {{baseLine}} before the change); applying this deletes every stored {{kind}} object with it, and every client, controller and manifest that uses {{plural}} fails; keep the CRD (stop serving its versions first), or suppress this finding with the reason if the API is retired',
    },
  },
  check: (ctx) => (ctx.base ? ctx.base.crds().flatMap((stored) => removal(ctx, stored)) : []),
});

const WHOLE_OBJECT = FieldPath.of('');

function removal(
  ctx: RuleContext,
  stored: KubeObject,
): RuleReport<'removed' | 'removedFromFile' | 'removedFromChartCrds'>[] {
  const crd = compatCrd(stored);
  if (!crd || stored.name === '') return [];
  const survivor = (ctx.whole?.head ?? ctx.head).counterpart(stored);
  if (survivor || mayStillHold(ctx, stored)) return [];
  const file = stored.source.file;
  const text = ctx.base?.filesAt((p) => p === file)[0]?.text;
  const at = new Locator((f) => (f === file ? text : undefined)).locate(stored.source, ['metadata', 'name']);
  const spec = stored.value.spec as { readonly names?: { readonly kind?: unknown; readonly plural?: unknown } };
  const kind = typeof spec.names?.kind === 'string' ? spec.names.kind : 'custom';
  const plural = typeof spec.names?.plural === 'string' ? spec.names.plural : stored.name;
  const stillThere = ctx.head.filesAt((p) => p === file).length > 0;
  const chartCrds = inChartCrdsDirectory(ctx, file);
  return [
    {
      messageId: chartCrds ? 'removedFromChartCrds' : stillThere ? 'removedFromFile' : 'removed',
      ...(chartCrds ? { severity: 'warning' as const } : {}),
      object: stored,
      // §3.2: about the whole CRD, so fieldPath "" (placed by the line below, never followed).
      path: WHOLE_OBJECT,
      file,
      line: stillThere ? 1 : at.line,
      column: stillThere ? 1 : at.column,
      endLine: stillThere ? 1 : at.endLine,
      data: {
        name: stored.name,
        kind,
        plural,
        ...(stillThere ? { baseLine: at.line } : {}),
        compat: { version: '', property: '', check: 'crd', base: stored.name, head: null },
      },
      identity: JSON.stringify(['', '', 'crd']),
      ...softenedFor(stored),
    },
  ];
}

/**
 * A file under a Helm chart's crds/ directory (`<chart>/crds/…` beside `<chart>/Chart.yaml`, at
 * base or at head). Helm applies those CRDs on a first install only and never upgrades or deletes
 * them (helm.sh/docs, "Custom Resource Definitions"), so a chart that stops shipping one deletes
 * nothing: traefik-helm-chart ab7dbb15 dropped Gateway API's CRDs for their upstream install
 * (8 errors that said every stored Gateway would be deleted). A CRD in templates/ is another
 * matter: Helm deletes a resource the chart no longer renders.
 */
function inChartCrdsDirectory(ctx: RuleContext, file: string): boolean {
  const dirs = file.split('/').slice(0, -1);
  const worlds = [ctx.base, ctx.whole?.head ?? ctx.head, ctx.whole?.base];
  return dirs.some((dir, i) => {
    if (dir !== 'crds') return false;
    const chart = [...dirs.slice(0, i), 'Chart.yaml'].join('/');
    return worlds.some((w) => w?.paths().includes(chart) === true);
  });
}

/**
 * Whether a head file that could not be read whole may still hold the CRD: one with parse
 * problems (a Helm template, broken YAML, not text) or read as something other than objects (a
 * kustomize patch), at the CRD's base path or naming it. Only a removed file, or one that reads
 * and lacks the CRD, proves a removal; parse/ says why the others could not be read.
 */
function mayStillHold(ctx: RuleContext, stored: KubeObject): boolean {
  return ctx.head.files.some(
    (f) =>
      (f.problems.length > 0 || f.nonObject !== undefined) &&
      (f.path === stored.source.file || f.text === '' || f.text.includes(stored.name)),
  );
}
