import { FieldPath } from '../../engine/field-path.js';
import type { RuleContext, RuleReport } from '../../engine/rule.js';
import { isCrd, type KubeObject } from '../../parse/kube-object.js';
import { compatCrd, crdNames } from './compat-crd.js';
import { softening } from './compat-report.js';
import { kustomizationOf } from '../../parse/kustomize-patches.js';
import { delistedFiles, isEmptyKustomization, takenInAtHead } from './unlisted-crd.js';

// A CRD taken out of what the repository installs without its file being removed: a kustomization
// the change edits stops listing the file, and none lists it after the change (unlisted-crd.ts
// delistedFiles). Building the kustomization no longer applies the CRD, and applying the build
// with pruning deletes it and every object of it, as removing the file would; network-policy-api
// 8c1c5fa535 did so to two released CRDs, and the change that deleted their files next was the
// one that got the errors. The finding stands on the kustomization, the file the change edits.
// Only where no other file that a kustomization of the head takes in holds a CRD of that name.

export type DelistedMessage = 'delistedByKustomization' | 'delistedEmptyKustomization';

export function delistedCrds(ctx: RuleContext): RuleReport<DelistedMessage>[] {
  const delistings = delistedFiles(ctx);
  if (delistings.length === 0) return [];
  const base = ctx.whole?.base ?? ctx.base;
  const head = ctx.whole?.head ?? ctx.head;
  const delisted = new Set(delistings.map((d) => d.file));
  // A CRD of the same name in a file that stays taken in (moved into a file listed instead) is still installed.
  const stillListed = (stored: KubeObject): boolean =>
    head
      .crdsDefining(new Set([crdNames(stored).kind ?? '']))
      .some((o) => o.name === stored.name && !delisted.has(o.source.file) && takenInAtHead(ctx, o.source.file));
  return delistings.flatMap(({ file, kustomization, line }) =>
    (base?.filesAt((p) => p === file)[0]?.objects ?? [])
      .filter((stored) => isCrd(stored) && compatCrd(stored) && stored.name !== '')
      .filter((stored) => head.counterpart(stored) !== undefined && !stillListed(stored))
      .map((stored) => report(ctx, stored, file, kustomization, line)),
  );
}

function report(
  ctx: RuleContext,
  stored: KubeObject,
  file: string,
  kustomization: string,
  line: number,
): RuleReport<DelistedMessage> {
  const names = crdNames(stored);
  // Nothing left in it (pravega-operator 74333affef commented out its only resource): kustomize
  // refuses to build it, "kustomization.yaml is empty", and every kustomization taking it in fails.
  const text = (ctx.whole?.head ?? ctx.head).filesAt((p) => p === kustomization)[0]?.text;
  const empty = text !== undefined && isEmptyKustomization(kustomizationOf(text));
  return {
    messageId: empty ? 'delistedEmptyKustomization' : 'delistedByKustomization',
    object: stored,
    path: FieldPath.of(''),
    file: kustomization,
    line,
    column: 1,
    endLine: line,
    data: {
      name: stored.name,
      kind: names.kind ?? 'custom',
      plural: names.plural ?? stored.name,
      file,
      kustomization,
      compat: { version: '', property: '', check: 'crd', base: stored.name, head: null },
    },
    identity: JSON.stringify(['', '', 'crd']),
    ...softening(ctx, stored),
  };
}
