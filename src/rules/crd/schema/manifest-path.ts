import { FieldPath, type PathStep } from '../../../engine/field-path.js';

// The apiserver reports errors at internal-type paths (spec/crd-validation.md §1, CRD-PATH-001,
// CRD-HOIST-001); a finding points where the user edits the v1 manifest. This maps the first
// onto the second for the fields outside openAPIV3Schema. A hoisted field stands in every
// version alike, so the first version's copy is where to edit it.

const FIRST_VERSION: readonly PathStep[] = [{ field: 'versions' }, { subscript: '0' }];

/** Where in the v1 manifest the user edits what the apiserver reports at `apiserver`. */
export function manifestPathOf(apiserver: FieldPath): FieldPath {
  const steps = apiserver
    .steps()
    .flatMap((s): PathStep[] => ('field' in s ? s.field.split('.').map((field) => ({ field })) : [s]));
  return build(rewrite(steps));
}

function rewrite(steps: PathStep[]): PathStep[] {
  const [root, second, ...rest] = steps;
  if (!root || !second || !('field' in root) || !('field' in second)) return steps;
  if (root.field === 'status' && second.field === 'storedVersions') {
    // status is the server's: a create discards it, an update copies the stored one. What the
    // user changes is the list of versions (CRD-STORED-001..003).
    return [{ field: 'spec' }, { field: 'versions' }];
  }
  if (root.field !== 'spec') return steps;
  switch (second.field) {
    case 'version': // the internal copy of versions[0].name (CRD-VERS-001)
      return [root, ...FIRST_VERSION, { field: 'name' }];
    case 'validation':
      return [root, ...FIRST_VERSION, { field: 'schema' }, ...rest];
    case 'subresources':
    case 'selectableFields':
      return [root, ...FIRST_VERSION, second, ...rest];
    case 'additionalPrinterColumns':
      return columnPath([root, ...FIRST_VERSION, second, ...rest]);
    case 'versions':
      return columnPath(steps);
    case 'conversion':
      return [root, second, ...conversionPath(rest)];
    default:
      return steps;
  }
}

// Printer columns carry `JSONPath` internally and `jsonPath` in v1 (CRD-COLS-004).
const columnPath = (steps: PathStep[]): PathStep[] =>
  steps.map((s) => ('field' in s && s.field === 'JSONPath' ? { field: 'jsonPath' } : s));

// webhookClientConfig and conversionReviewVersions live under `webhook` in v1 (CRD-CONV-008).
// The apiserver reports a missing service name at `service.namespace` and a missing namespace
// at `service.name` (it passes them swapped, CRD-CONV-005); the user edits the missing one.
function conversionPath(rest: PathStep[]): PathStep[] {
  const [first, ...more] = rest;
  if (!first || !('field' in first)) return rest;
  if (first.field === 'conversionReviewVersions') return [{ field: 'webhook' }, first, ...more];
  if (first.field !== 'webhookClientConfig') return rest;
  const swapped = more.map((s, i) =>
    i === 1 &&
    'field' in s &&
    more[0] &&
    'field' in more[0] &&
    more[0].field === 'service' &&
    (s.field === 'name' || s.field === 'namespace')
      ? { field: s.field === 'name' ? 'namespace' : 'name' }
      : s,
  );
  return [{ field: 'webhook' }, { field: 'clientConfig' }, ...swapped];
}

function build(steps: readonly PathStep[]): FieldPath {
  const [first, ...rest] = steps;
  let path = FieldPath.of(first && 'field' in first ? first.field : '');
  for (const s of rest) path = 'field' in s ? path.child(s.field) : path.key(s.subscript);
  return path;
}
