import { FieldPath } from '../../engine/field-path.js';
import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { defineRule, type RuleReport } from '../../engine/rule.js';
import type { World } from '../../engine/world.js';
import { Locator } from '../../parse/locate.js';
import { crReport, CR_MESSAGES, type CrMessageId } from './cr-report.js';
import { customResourceReview } from './custom-resource-review.js';

// cr/metadata: root metadata (CR-META-001) and embedded resources with their metadata (spec/cr-validation.md §6). Every finding is one error kube-apiserver returns on
// create (or update, against the base object) of a custom resource whose CRD is in the
// repository, in the server's words (spec/cr-validation.md §4.2, §6, §11). A resource without
// a name is not validated (custom-resource-review.ts isNameless): a notice says so.
export const metadata = defineRule({
  id: 'cr/metadata',
  meta: {
    severity: 'error',
    description:
      "a custom resource whose metadata, or an embedded resource's apiVersion, kind or metadata, the apiserver rejects",
    messages: {
      ...CR_MESSAGES,
      misplacedName:
        '{{kind}} has neither metadata.name nor metadata.generateName, but {{where}} holds `{{key}}: {{value}}`, likely indented one level too deep: kubectl refuses the object ("resource name may not be empty"); move `{{key}}` up to metadata',
      nameless:
        '{{kind}} has neither metadata.name nor metadata.generateName, so kubectl cannot apply it as it is: taken for data a program reads or a skeleton a tool completes, it was not validated against {{crd}}',
    },
  },
  check: (ctx) => {
    const review = customResourceReview(ctx);
    const nameless = review.nameless.map(({ object, crd }): RuleReport<CrMessageId | 'nameless' | 'misplacedName'> => {
      const misplaced = misplacedName(object);
      // A name swallowed by a block scalar is placed on its own line, where the fix is.
      const swallowed =
        misplaced?.swallowedBy === undefined
          ? undefined
          : lineOfSwallowedName(ctx.head, object, misplaced.swallowedBy, misplaced.key);
      return misplaced
        ? {
            messageId: 'misplacedName',
            severity: 'warning',
            object,
            path: misplaced.path,
            placement: 'key',
            ...(swallowed ?? {}),
            data: { kind: object.kind, where: misplaced.where, key: misplaced.key, value: misplaced.value },
          }
        : {
            messageId: 'nameless',
            severity: 'notice',
            object,
            path: METADATA,
            placement: 'key',
            data: { kind: object.kind, crd },
          };
    });
    return [
      ...review.reviewed.flatMap((r) =>
        r.errors.filter((e) => e.ruleId === 'cr/metadata').map((e) => crReport(r, e.error)),
      ),
      ...nameless,
    ];
  },
});

const METADATA = FieldPath.of('metadata');

const NAME_KEYS = ['name', 'generateName'] as const;

/**
 * A name or generateName written one level too deep, in metadata's labels or annotations (argo-
 * workflows' examples/fun-with-gifs.yaml indents `generateName` under `labels`), or swallowed as
 * the last line of an annotation's block scalar (examples/k8s-jobs.yaml): a broken manifest, not
 * data a program reads.
 */
function misplacedName(o: KubeObject):
  | {
      readonly path: FieldPath;
      readonly where: string;
      readonly key: string;
      readonly value: string;
      /** The annotation whose block scalar holds the name. */
      readonly swallowedBy?: string;
    }
  | undefined {
  const metadata = isJsonObject(o.value.metadata) ? o.value.metadata : {};
  for (const holder of ['labels', 'annotations'] as const) {
    const map = metadata[holder];
    if (!isJsonObject(map)) continue;
    for (const key of NAME_KEYS) {
      const value = map[key];
      if (typeof value === 'string' && value !== '')
        return { path: METADATA.child(holder).key(key), where: `metadata.${holder}`, key, value };
    }
    if (holder !== 'annotations') continue;
    for (const [annotation, value] of Object.entries(map)) {
      const swallowed = typeof value === 'string' ? SWALLOWED.exec(value) : null;
      if (swallowed)
        return {
          path: METADATA.child(holder).key(annotation),
          where: `the last line of metadata.annotations[${annotation}]`,
          swallowedBy: annotation,
          key: swallowed[1] as string,
          value: swallowed[2] as string,
        };
    }
  }
  return undefined;
}

/** A block scalar's last line that reads as a name: `name: k8s-jobs`. */
const SWALLOWED = /\n[ \t]*(name|generateName):[ \t]*([A-Za-z0-9][-A-Za-z0-9.]*)\s*$/;

/**
 * The line and column of `key:` in the block scalar of the annotation, its last line of that key
 * (argo-workflows' examples/k8s-jobs.yaml: `name: k8s-jobs` indented under a multi-line
 * annotation); undefined where the file's text is not at hand.
 */
function lineOfSwallowedName(
  world: World,
  object: KubeObject,
  annotation: string,
  key: string,
): { readonly line: number; readonly column: number } | undefined {
  const file = object.source.file;
  const text = world.filesAt((p) => p === file)[0]?.text;
  if (text === undefined) return undefined;
  const range = new Locator((f) => (f === file ? text : undefined)).locate(object.source, [
    'metadata',
    'annotations',
    annotation,
  ]);
  const lines = text.split(/\r?\n/);
  for (let line = range.endLine; line > range.line; line--) {
    const column = (lines[line - 1] ?? '').search(new RegExp(`\\b${key}:`));
    if (column >= 0) return { line, column: column + 1 };
  }
  return undefined;
}
