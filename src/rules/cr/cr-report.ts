import { detailWithValue, renderValue, type ApiserverError } from '../../engine/field-error.js';
import { FieldPath } from '../../engine/field-path.js';
import type { RuleReport } from '../../engine/rule.js';
import { isInTestTree } from '../../parse/test-trees.js';
import { isInReadingTree } from '../../parse/reading-trees.js';
import { printedPath, type CrFieldError } from './cr-error.js';
import type { ReviewedResource } from './custom-resource-review.js';
import { asArchivedNotice } from './archived-resource.js';
import { asTestTreeWarning, IN_TEST_TREE } from './test-tree.js';

// One finding per server error (spec/cr-validation.md §11): the message is the line the server
// prints, data.apiserver its (path, type, detail), with the CRD, version and operation. The
// finding stands at the node of the error path; a Required value at the parent object; a nil
// path at the document's kind line; a value that defaulting or pruning made stands at its
// nearest existing ancestor (the locator's rule for a path the manifest does not hold). In a
// repository's test trees the answer is a warning (test-tree.ts).

export type CrMessageId =
  | 'apiserver'
  | 'requiredWrittenNull'
  | 'statusRequired'
  | 'inTestTree'
  | 'transition'
  | 'transitionInTestTree'
  | 'transitionInReadingTree';

// A transition rule runs on an update alone: in the review of a change the resource is judged as
// an update of itself at the base (what applying the changed file over the one applied before
// does), and the message says so, as a create of the same file passes (grafana-operator
// 86b4d647: `spec.editable is immutable` on an example that gained `editable: true`).
const AS_UPDATE =
  'a transition rule, judged as an update of this resource at the base: applying the change over it is refused';

export const CR_MESSAGES = {
  apiserver: '{{line}}',
  requiredWrittenNull:
    '{{line}} (written with no value, a null, which the apiserver drops before it validates: the field is not nullable and has no default)',
  statusRequired:
    '{{line}} (its CRD enables the status subresource, so the apiserver drops the status of every create, and its schema requires status at the root: no {{kind}} can be created until the CRD stops requiring it; controller-gen requires status where the Status field lacks `omitempty`)',
  inTestTree: `{{line}} (${IN_TEST_TREE})`,
  transition: `{{line}} (${AS_UPDATE}, though a create of it passes)`,
  transitionInTestTree: `{{line}} (${AS_UPDATE}; in a manifest of the repository's tests, which a test may apply afresh, where the rule does not run)`,
  transitionInReadingTree: `{{line}} (${AS_UPDATE}; in an example, sample or documentation, which a user applies afresh to try the API, where the rule does not run, so only a copy applied before and applied again meets it: a warning)`,
} as const;

/** `<path>: <Type>[: <value>][: <detail>]` (CR-PATH-003). */
function renderCrError(e: CrFieldError): string {
  const parts = [printedPath(e), e.type];
  if (e.hasValue) parts.push(renderValue(e.value));
  if (e.detail) parts.push(e.detail);
  return parts.join(': ');
}

export function crReport(r: ReviewedResource, e: CrFieldError): RuleReport<CrMessageId> {
  const report = apiserverReport(r, e);
  if (isInTestTree(r.object.source.file))
    return asTestTreeWarning(report, e.transition ? 'transitionInTestTree' : 'inTestTree');
  if (r.archivedIn !== undefined) return asArchivedNotice(report, r.archivedIn);
  if (r.patchedBy !== undefined) {
    const { apiserver: _asWritten, ...rest } = report;
    return {
      ...rest,
      atMost: 'warning',
      note: `as written in a kustomize base, which ${r.patchedBy} patches before it applies the resource: what it renders may have what this lacks`,
    };
  }
  if (r.scaffoldPlaceholder !== undefined)
    return {
      ...report,
      atMost: 'warning',
      note: `in kubebuilder's scaffolded sample of ${r.object.kind}, its spec still the placeholder ${r.scaffoldPlaceholder}: fill it in, or remove the sample`,
    };
  const variant = r.renderedVariant;
  if (variant !== undefined && e.type === 'Unsupported value' && variant.values.includes(e.value as string)) {
    const { apiserver: _asRendered, ...rest } = report;
    return {
      ...rest,
      atMost: 'warning',
      note: `judged by ${variant.rendered}, which Helm rendered from ${variant.template} with one set of the chart's values; its templates write ${JSON.stringify(e.value)} where this rendering does not, so a cluster installed with other values may accept it`,
    };
  }
  // An example's or sample's value changed under a transition rule (nsx-operator 7568ee57: a
  // sample's immutable `ipv4SubnetSize` 64 became 16): nothing stored or deployed meets the change.
  if (e.transition && isInReadingTree(r.object.source.file))
    return { ...report, messageId: 'transitionInReadingTree', atMost: 'warning' };
  return e.transition ? { ...report, messageId: 'transition' } : report;
}

function apiserverReport(r: ReviewedResource, e: CrFieldError): RuleReport<CrMessageId> {
  // The value in the detail, as crd/'s (field-error.ts): the text the apiserver prints after the type.
  const apiserver: ApiserverError = { path: printedPath(e), type: e.type, detail: detailWithValue(e) };
  // `template:` with nothing under it is a null: pruning drops it (PruneNonNullableNullsWithoutDefaults)
  // and the field is then missing. The finding stands at the key the author wrote, and says why.
  const writtenNull = e.type === 'Required value' && e.path !== undefined && isWrittenNull(r.object.value, e.path);
  // status required at the root, dropped from the create by the status subresource (rollouts' BatchRelease sample).
  const statusRequired = r.statusDropped === true && e.type === 'Required value' && printedPath(e) === 'status';
  return {
    messageId: writtenNull ? 'requiredWrittenNull' : statusRequired ? 'statusRequired' : 'apiserver',
    object: r.object,
    path: writtenNull && e.path ? withoutEmptyRoot(e.path) : placeOf(e),
    ...(writtenNull ? { placement: 'key' as const } : {}),
    data: {
      line: renderCrError(e),
      ...(statusRequired ? { kind: r.object.kind } : {}),
      crd: r.crd,
      version: r.version,
      operation: r.operation,
      response: responseOf(r),
    },
    apiserver,
    // Several errors can stand at one path (a pattern and a length): each is its own finding. A
    // missing field stands at its parent, beside the others missing there: its own path tells them
    // apart, or `new` would hide a field newly missing where one was already (oci-service-operator).
    discriminator:
      e.type === 'Required value' && !writtenNull
        ? `${printedPath(e)}: ${e.type} ${detailShape(e.detail)}`
        : `${e.type} ${detailShape(e.detail)}`,
    ...(e.path === undefined ? { identity: printedPath(e) } : {}),
  };
}

/**
 * What a detail says, without the bounds, patterns and values of the schema it quotes: an error
 * the base CRD gave the same resource is the same finding when the change only moved the bound
 * (cilium/tetragon widened an operator enum in 20 commits, and the "supported values" of every
 * old error in its docs changed: 91 errors said to be new). A pattern and a length at one path
 * still differ (`should match …`, `may not be more than … bytes`).
 */
function detailShape(detail: string): string {
  return detail
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`|-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/gi, '…')
    .replace(/\u2026(?:\s*,\s*\u2026)+/g, '…');
}

/**
 * The whole 422 the server answers (CR-PATH-003): `<Kind>.<group> "<name>" is invalid: <err>`, or
 * `[<err>, <err>]` with several, each once (field.ErrorList.ToAggregate), in the order found.
 */
function responseOf(r: ReviewedResource): string {
  const lines = [...new Set(r.errors.map((e) => renderCrError(e.error)))];
  const list = lines.length === 1 ? (lines[0] ?? '') : `[${lines.join(', ')}]`;
  return `${r.object.kind}.${r.object.group} ${JSON.stringify(r.object.name)} is invalid: ${list}`;
}

const KIND_LINE = FieldPath.of('kind');

/** Whether the resource as written holds the key at `path`, with a null. */
function isWrittenNull(value: unknown, path: FieldPath): boolean {
  let at: unknown = value;
  const steps = withoutEmptyRoot(path).segments();
  for (const [i, step] of steps.entries()) {
    if (at === null || typeof at !== 'object') return false;
    const container = at as Record<string, unknown>;
    if (!Object.hasOwn(container, step)) return false;
    at = container[step];
    if (i === steps.length - 1) return at === null;
  }
  return false;
}

function placeOf(e: CrFieldError): FieldPath {
  if (e.at) return e.at;
  const path = e.path;
  if (!path) return KIND_LINE;
  const placed = withoutEmptyRoot(path);
  if (e.type === 'Required value') return placed.parentPath() ?? KIND_LINE;
  return placed;
}

/**
 * A path the server prints with a leading dot (a scale jsonPath, `.spec.replicas`) or that starts
 * at a root map key: the same steps from the document's root, for placing the finding.
 */
function withoutEmptyRoot(path: FieldPath): FieldPath {
  const [first, ...rest] = path.segments();
  if (first !== '') return path;
  const [head, ...tail] = rest;
  return head === undefined ? KIND_LINE : FieldPath.of(head, ...tail);
}

/**
 * What a manifest the change to its CRD refuses only on create is told (cr/schema, cr/cel): a
 * warning, as whether the manifest is ever created again (a sample) or only re-applied (a GitOps
 * tree) is not known.
 */
export const REFUSED_ON_CREATE =
  'the change to its CRD makes the apiserver refuse this manifest on create (a new cluster, a restore, a user who applies the sample), though an update of the object stored from it passes (ratcheting leaves unchanged values as they were)';
