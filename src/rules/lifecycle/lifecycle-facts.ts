import type { CacheKey } from '../../engine/review-cache.js';
import type { RuleContext, RuleReport } from '../../engine/rule.js';
import type { Severity } from '../../engine/finding.js';
import { ChangeIndex } from './change-index.js';
import { declarationTagsOf, fieldTagsOf, type DeclarationTags, type FieldTags } from './declaration-tags.js';
import { gateTable, type GateTable } from './gate-table.js';
import { KUBERNETES, type LifecycleTag } from './lifecycle-tag.js';
import { lifecycleGoFiles } from './go-files-needed.js';
import { isReviewedGoFile } from './repository-go-files.js';

// What every lifecycle rule starts from: the gates, the tags on the declarations of the Go files
// it could read, and what the base held.

export interface LifecycleFacts {
  readonly table: GateTable;
  /** Struct fields: what `+lifecycle:` tags, the OpenAPI extension and ungated-field are about. */
  readonly fields: readonly FieldTags[];
  /** Fields, struct types and constants: where gate names are checked. */
  readonly declarations: readonly DeclarationTags[];
  /** The well-formed `+lifecycle:kubernetes:` tags of fields, which most rules of the family judge. */
  readonly kubernetesTags: readonly KubernetesTag[];
  readonly changes: ChangeIndex;
}

// The engine hands every rule of one pass (head, or base) the same context object, so the facts
// are computed once per context, in a table that lives as long as the review (its cache).
const PER_CONTEXT: CacheKey<WeakMap<RuleContext, LifecycleFacts>> = {
  name: 'lifecycle facts',
  create: () => new WeakMap(),
};

export function lifecycleFacts(ctx: RuleContext): LifecycleFacts {
  const computed = ctx.cache.get(PER_CONTEXT);
  let facts = computed.get(ctx);
  if (!facts) {
    const headGo = lifecycleGoFiles(ctx.head, ctx.config, ctx.base);
    const files = headGo.filter((f) => f.error === undefined && isReviewedGoFile(f.path));
    const fields: FieldTags[] = [];
    const declarations: DeclarationTags[] = [];
    for (const file of files) {
      const inFile = fieldTagsOf(file);
      fields.push(...inFile);
      declarations.push(...declarationTagsOf(file, inFile));
    }
    facts = {
      table: gateTable(ctx.head, ctx.config, headGo),
      fields,
      declarations,
      kubernetesTags: kubernetesTags(fields),
      changes: new ChangeIndex(ctx.base && lifecycleGoFiles(ctx.base, ctx.config, ctx.head)),
    };
    computed.set(ctx, facts);
  }
  return facts;
}

/** A well-formed `+lifecycle:kubernetes:` tag and its values (§7.1: malformed ones get no further checks). */
export interface KubernetesTag {
  readonly at: FieldTags;
  readonly tag: LifecycleTag;
  readonly minVersion: string;
  readonly status: string;
  readonly featureGate: string;
}

function kubernetesTags(fields: readonly FieldTags[]): KubernetesTag[] {
  const out: KubernetesTag[] = [];
  for (const at of fields) {
    if (at.lifecycle.length === 0) continue;
    const first = at.lifecycle.find((t) => t.component === KUBERNETES);
    if (!first || first.problems.length > 0) continue;
    const minVersion = first.values.get('minVersion') ?? '';
    const status = first.values.get('status') ?? '';
    const featureGate = first.values.get('featureGate') ?? '';
    out.push({ at, tag: first, minVersion, status, featureGate });
  }
  return out;
}

/**
 * A report on a tag line that spans down to its declaration, so a suppression above the
 * declaration covers it; on a tag the change did not touch it is at most a warning (§5).
 */
export function tagReport<M extends string>(
  facts: LifecycleFacts,
  at: DeclarationTags,
  tag: { readonly raw: string; readonly line: number; readonly column: number },
  messageId: M,
  data: Readonly<Record<string, unknown>>,
  options: { readonly diffAware: boolean } = { diffAware: true },
): RuleReport<M> {
  const touched = facts.changes.isTouchedTag(at, `+${tag.raw}`);
  const severity: Severity | undefined = options.diffAware && !touched ? 'warning' : undefined;
  return {
    messageId,
    file: at.file.path,
    line: tag.line,
    column: tag.column,
    endLine: at.line,
    data: { field: at.label, ...data },
    discriminator: `${at.label} ${tag.raw}`,
    ...(severity ? { severity } : {}),
  };
}
