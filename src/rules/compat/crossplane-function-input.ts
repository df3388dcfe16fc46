import type { RuleContext } from '../../engine/rule.js';
import type { KubeObject } from '../../parse/kube-object.js';

// A Crossplane function's input, a CRD that no apiserver installs: function-patch-and-transform's
// package/input/pt.fn.crossplane.io_resources.yaml describes what a Composition passes the
// function (its Go comment: "we never install its CRD"). Crossplane packages it beside
// package/crossplane.yaml (`kind: Function`, meta.pkg.crossplane.io), and reads it only to describe
// the input; the function decodes the input itself. So nothing is stored, pruned or ratcheted,
// and a change breaks only Compositions whose input the function then refuses: at most a warning.

export const FUNCTION_INPUT = {
  atMost: 'warning',
  note: 'the input of a Crossplane function, a CRD that no apiserver installs: no object is stored under it, and what breaks is a Composition whose input the function refuses',
} as const;

/** Whether the CRD is a function's input: its file below the directory of a package's crossplane.yaml of `kind: Function`. */
export function isFunctionInput(ctx: RuleContext, crd: KubeObject): boolean {
  const dirs = crd.source.file.split('/').slice(0, -1);
  for (let i = dirs.length; i >= 0; i--) {
    const manifest = [...dirs.slice(0, i), 'crossplane.yaml'].join('/');
    for (const world of [ctx.whole?.head ?? ctx.head, ctx.whole?.base ?? ctx.base])
      for (const file of world?.filesAt((p) => p === manifest) ?? [])
        if (file.objects.some((o) => o.kind === 'Function' && o.group === 'meta.pkg.crossplane.io')) return true;
  }
  return false;
}
