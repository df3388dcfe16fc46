import type { RuleContext } from '../../engine/rule.js';
import type { KubeObject } from '../../parse/kube-object.js';
import { servedVersionNames } from '../crd/schema/hoisting.js';
import { goTypesOf } from './compat-report.js';
import { ROOT_PROPERTY } from './property-path.js';
import { stillListedBy } from './unlisted-crd.js';

/**
 * The kustomization that still lists a CRD file the change removed, where the repository's Go types
 * still define the CRD's kind in its group (a kubebuilder project that stopped committing what
 * controller-gen writes: coherence-operator 88fa9385 deleted config/crd/bases/…_coherence.yaml,
 * which its kustomization lists and its Makefile generates). Undefined otherwise.
 */
export function generatedFromGoTypes(ctx: RuleContext, file: string, stored: KubeObject): string | undefined {
  const kustomization = stillListedBy(ctx, file);
  if (kustomization === undefined) return undefined;
  const goType = goTypesOf(ctx, stored, ctx.whole?.head ?? ctx.head);
  return servedVersionNames(stored).some((v) => goType(v)(ROOT_PROPERTY) === 'struct') ? kustomization : undefined;
}
