import type { FieldError } from '../../../engine/field-error.js';
import { defineRule } from '../../../engine/rule.js';
import { rejectionReport } from '../schema/crd-report.js';
import { goObject } from '../schema/go-decoded.js';
import { hoistedTargets } from '../schema/hoisted-targets.js';
import { servedCrds } from '../schema/served-crds.js';
import { validateSubresources } from './validate-subresources.js';

// spec/crd-validation.md §7, CRD-SUBRES-001..004: the scale subresource's JSON paths. Identical
// subresources in every version are validated once, at spec.subresources (CRD-HOIST-001).

const messages = { rejected: 'the apiserver rejects {{name}}: {{error}}; {{fix}}' } as const;

export const subresources = defineRule({
  id: 'crd/subresources',
  scope: 'object',
  meta: {
    severity: 'error',
    description:
      'the scale subresource of a CRD is rejected by kube-apiserver: specReplicasPath, statusReplicasPath or labelSelectorPath',
    messages,
  },
  check: (ctx) =>
    servedCrds(ctx.head).flatMap((crd) =>
      hoistedTargets(crd, 'subresources').flatMap((t) =>
        validateSubresources(goObject(t.value), t.path).map((error) =>
          rejectionReport(crd, 'rejected', { error, fix: fixFor(error) }),
        ),
      ),
    ),
});

function fixFor(e: FieldError): string {
  const field = e.path.toString().split('.').pop() ?? '';
  const under =
    field === 'specReplicasPath' ? '.spec.' : field === 'statusReplicasPath' ? '.status.' : '.spec. or .status.';
  return `set scale.${field} to a JSON path under ${under}, such as ${field === 'specReplicasPath' ? '.spec.replicas' : field === 'statusReplicasPath' ? '.status.replicas' : '.status.selector'}`;
}
