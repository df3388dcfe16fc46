import type { CacheKey } from '../../engine/review-cache.js';
import type { RuleContext, RuleReport } from '../../engine/rule.js';
import type { Severity } from '../../engine/finding.js';
import { ChangeIndex } from './change-index.js';
import { fieldTagsOf, type FieldTags } from './field-tags.js';
import { gateTable, type GateTable } from './gate-table.js';
import { KUBERNETES, type LifecycleTag } from './lifecycle-tag.js';

// What every lifecycle rule starts from: the gates, the tags on fields of files that parsed,
// and what the base held. Recomputed per rule, which costs little next to parsing.

export interface LifecycleFacts {
  readonly table: GateTable;
  readonly fields: readonly FieldTags[];
  readonly changes: ChangeIndex;
}

// The engine hands every rule of one pass (head, or base) the same context object, so the facts
// are computed once per context, in a table that lives as long as the review (its cache).
const PER_CONTEXT: CacheKey<WeakMap<RuleContext, LifecycleFacts>> = { name: 'lifecycle facts', create: () => new WeakMap() };

export function lifecycleFacts(ctx: RuleContext): LifecycleFacts {
  const computed = ctx.cache.get(PER_CONTEXT);
  let facts = computed.get(ctx);
  if (!facts) {
    const files = ctx.head.goFiles.filter((f) => f.error === undefined && isReviewedGoFile(f.path));
    facts = { table: gateTable(ctx.head, ctx.config), fields: files.flatMap(fieldTagsOf), changes: new ChangeIndex(ctx.base) };
    computed.set(ctx, facts);
  }
  return facts;
}

/**
 * Tests define neither API types nor gates, and they are where new Go syntax shows up first
 * (`new("x")`, Go 1.26) that the grammar cannot read yet: they are left out of this family.
 */
export const isReviewedGoFile = (path: string): boolean => !path.endsWith('_test.go');

/** A well-formed `+lifecycle:kubernetes:` tag and its values (§7.1: malformed ones get no further checks). */
export interface KubernetesTag {
  readonly at: FieldTags;
  readonly tag: LifecycleTag;
  readonly minVersion: string;
  readonly status: string;
  readonly featureGate: string;
}

export function kubernetesTags(fields: readonly FieldTags[]): KubernetesTag[] {
  return fields.flatMap((at) => {
    const first = at.lifecycle.find((t) => t.component === KUBERNETES);
    if (!first || first.problems.length > 0) return [];
    const minVersion = first.values.get('minVersion') ?? '';
    const status = first.values.get('status') ?? '';
    const featureGate = first.values.get('featureGate') ?? '';
    return [{ at, tag: first, minVersion, status, featureGate }];
  });
}

/**
 * A report on a tag line that spans down to its field, so a suppression above the field covers
 * it; on a tag the change did not touch it is at most a warning (§5).
 */
export function tagReport<M extends string>(
  facts: LifecycleFacts,
  at: FieldTags,
  tag: { readonly raw: string; readonly line: number; readonly column: number },
  messageId: M,
  data: Readonly<Record<string, unknown>>,
  options: { readonly diffAware: boolean } = { diffAware: true },
): RuleReport<M> {
  const touched = facts.changes.isTouchedFieldTag(at.file, at.struct, at.field, `+${tag.raw}`);
  const severity: Severity | undefined = options.diffAware && !touched ? 'warning' : undefined;
  return {
    messageId,
    file: at.file.path,
    line: tag.line,
    column: tag.column,
    endLine: at.field.line,
    data: { field: at.label, ...data },
    discriminator: `${at.label} ${tag.raw}`,
    ...(severity ? { severity } : {}),
  };
}
