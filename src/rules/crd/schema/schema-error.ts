import { renderApiserverError, toApiserverError, type FieldError } from '../../../engine/field-error.js';
import { dataWith } from '../../../engine/data-with.js';
import type { FieldPath } from '../../../engine/field-path.js';
import type { RuleReport } from '../../../engine/rule.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import type { CrdSchema } from './crd-schemas.js';

// A schema validator's result: the apiserver's error (at the apiserver's, possibly hoisted,
// path) tagged with the catalogue entry it comes from, which picks the rule's message. The rule
// turns it into a report at the manifest path, where the user edits (spec "How the project
// uses this catalogue").

export interface SchemaError<M extends string = string> {
  readonly messageId: M;
  readonly error: FieldError;
  /** Placeholders of the message beyond `value` (the rendered bad value, when there is one). */
  readonly data?: Readonly<Record<string, unknown>>;
}

export const schemaError = <M extends string>(
  messageId: M,
  error: FieldError,
  data?: Readonly<Record<string, unknown>>,
): SchemaError<M> => (data === undefined ? { messageId, error } : { messageId, error, data });

/** The same steps below `to` as `path` has below `from` (apiserver root → manifest root). */
export function rebase(path: FieldPath, from: FieldPath, to: FieldPath): FieldPath {
  const steps = path.steps();
  const skip = from.steps().length;
  let out = to;
  for (let i = skip; i < steps.length; i++) {
    const s = steps[i];
    if (s === undefined) continue;
    out = 'field' in s ? out.child(s.field) : out.key(s.subscript);
  }
  return out;
}

/**
 * rebase for the many errors of one schema: their paths share parents (the schema walk builds
 * each node's path once, below `from`), so each parent is rebased once, and an error costs a
 * step or two rather than its whole depth (a broken CRD has tens of thousands: issue 17).
 */
export function rebaser(from: FieldPath, to: FieldPath): (path: FieldPath) => FieldPath {
  const rebased = new Map<FieldPath, FieldPath>([[from, to]]);
  // Up to the nearest parent rebased already, then down again, each step rebased once; a
  // recursion rather than a list of the steps between, which an error would make and drop.
  const rebasedOf = (p: FieldPath | undefined): FieldPath | undefined => {
    if (p === undefined) return undefined;
    const known = rebased.get(p);
    if (known !== undefined) return known;
    const parent = rebasedOf(p.parentPath());
    if (parent === undefined) return undefined;
    const moved = p.lastStepOn(parent);
    rebased.set(p, moved);
    return moved;
  };
  return (path) => rebasedOf(path) ?? rebase(path, from, to); // rebase: a path built apart from `from`
}

/** Reports for one schema's errors; one per apiserver error, each with its own fingerprint. */
export function schemaReports<M extends string>(
  crd: KubeObject,
  schema: CrdSchema,
  errors: readonly SchemaError<M>[],
): RuleReport<M>[] {
  const seen = new Map<string, number>();
  const toManifest = rebaser(schema.apiserverRoot, schema.manifestRoot);
  return errors.map((e) => {
    // The apiserver's error is rendered once, here: its text is both the finding's
    // `data.apiserver` and, joined as kubectl prints it, the discriminator; the data is made
    // whole here too, so that the engine need not copy it to add `apiserver` (a broken CRD has
    // tens of thousands of errors: issue 17).
    const apiserver = toApiserverError(e.error);
    const rendered = renderApiserverError(apiserver);
    const n = seen.get(rendered) ?? 0;
    seen.set(rendered, n + 1);
    return {
      messageId: e.messageId,
      object: crd,
      path: toManifest(e.error.path),
      data: dataWith(e.data, { version: schema.versionName, apiserver }),
      // Two errors at one path (two bad list-map keys) are two findings.
      discriminator: n === 0 ? rendered : `${rendered} #${n + 1}`,
    };
  });
}
