import type { RuleContext } from '../../engine/rule.js';
import type { World } from '../../engine/world.js';
import type { KubeObject } from '../../parse/kube-object.js';
import { olmBundleOf } from '../olm-bundle.js';
import { chartOfTemplatesFile } from '../helm-chart-values.js';
import { takenInBy } from '../kustomize-listing.js';
import { inChartCrdsDirectory } from './helm-chart-crds.js';

// Whether something of the repository may install a copy of a CRD, as far as its files tell: the
// CRDs that nothing installs (schema-only-crd.ts, chart-source-crd.ts) are judged so.

/** Whether something of the repository may install the file of `crd`: it holds other objects, or a kustomization, chart or bundle takes it in. */
export function installable(ctx: RuleContext, world: World, crd: KubeObject): boolean {
  const file = crd.source.file;
  return (
    !holdsCrdsAlone(world, file) ||
    takenInBy(ctx, world, file) ||
    inChartCrdsDirectory(ctx, file) ||
    chartOfTemplatesFile(file) !== undefined ||
    olmBundleOf(ctx, file, crd.name, world) !== undefined
  );
}

/** Whether the world's file at `file` holds CustomResourceDefinitions alone (a file it lacks holds nothing else either). */
export const holdsCrdsAlone = (world: World, file: string): boolean =>
  world.filesAt((p) => p === file).every((f) => f.objects.every((o) => o.kind === 'CustomResourceDefinition'));

/** Whether a file of the world that this review cannot read as objects (a Helm template, a document that does not parse) names the CRD, and so may install it. */
export const mayDefineUnread = (world: World, name: string): boolean =>
  world.filesMentioning(name).some((f) => f.problems.length > 0 || chartOfTemplatesFile(f.path) !== undefined);

/** Every copy of the CRD in the review's worlds, head's first, with the world that holds it; the CRD itself when none. */
export function copiesOf(ctx: RuleContext, crd: KubeObject): { readonly copy: KubeObject; readonly in: World }[] {
  const head = ctx.whole?.head ?? ctx.head;
  const base = ctx.whole?.base ?? ctx.base;
  const copies = [
    ...head.sameIdentity(crd).map((copy) => ({ copy, in: head })),
    ...(base ? base.sameIdentity(crd).map((copy) => ({ copy, in: base })) : []),
  ];
  return copies.length > 0 ? copies : [{ copy: crd, in: head }];
}
