import { tagChain, tagOfComment, type GengoTag, type GengoTagError } from '../../parse/go/gengo-tag.js';
import type { GoCommentLine, GoConst, GoField, GoFile, GoStruct } from '../../parse/go/go-file.js';
import { isLifecycleTag, parseLifecycleTag, type LifecycleTag } from './lifecycle-tag.js';

// The lifecycle-related tags on each declaration that can carry them (spec/go-lifecycle.md
// §2.1, §2.2, and issue 15 for what Kubernetes' own API types hold): struct fields, struct
// types, and constants (enum values: apps/v1 gates `RecreateStatefulSetStrategyType` with
// `+featureGate=`). Besides `+lifecycle:` and `+featureGate=`, the gate names of validation-gen's
// `+k8s:ifEnabled(Gate)` / `+k8s:ifDisabled(Gate)`, wherever they stand in a chain of tags
// (`+k8s:beta(since: "1.37")=+k8s:ifEnabled(HPAScaleToZero)=+k8s:minimum=0`); validation-gen
// accepts them on types, fields and constants. Facts only, no findings.

export interface FeatureGateTag {
  readonly gates: readonly string[];
  /** The whole tag line after its `+` (what the change index compares with the base). */
  readonly raw: string;
  readonly line: number;
  readonly column: number;
}

/** `+k8s:ifEnabled(Gate)` or `+k8s:ifDisabled(Gate)`, possibly inside a chain of tags. */
export interface GateConditionTag {
  readonly condition: 'ifEnabled' | 'ifDisabled';
  /** The argument, unquoted; empty when there is none. */
  readonly gate: string;
  /** The whole tag line after its first `+`. */
  readonly raw: string;
  /** Position of this tag's own `+`. */
  readonly line: number;
  readonly column: number;
}

export type TagOwner =
  | { readonly kind: 'field'; readonly struct: GoStruct; readonly field: GoField }
  | { readonly kind: 'type'; readonly struct: GoStruct }
  | { readonly kind: 'const'; readonly decl: GoConst };

export interface DeclarationTags {
  readonly file: GoFile;
  readonly owner: TagOwner;
  /** `Struct.Field` (`Struct.A,B`, or the type of an embedded field), `Struct`, or the constant's name. */
  readonly label: string;
  /** The declaration's line: a report on one of its tags spans down to it. */
  readonly line: number;
  readonly lifecycle: readonly LifecycleTag[];
  readonly featureGates: readonly FeatureGateTag[];
  readonly gateConditions: readonly GateConditionTag[];
  /** Malformed tags (gengo grammar) that mention lifecycle or featureGate. */
  readonly malformed: readonly GengoTagError[];
}

export interface FieldTags extends DeclarationTags {
  readonly struct: GoStruct;
  readonly field: GoField;
}

function fieldLabel(struct: GoStruct, field: GoField): string {
  return `${struct.name}.${field.names.length > 0 ? field.names.join(',') : field.type}`;
}

export function fieldTagsOf(file: GoFile): FieldTags[] {
  const out: FieldTags[] = [];
  for (const struct of file.structs) {
    for (const field of struct.fields) {
      const { lifecycle, featureGates, gateConditions, malformed } = tagsOf(field.doc);
      const owner = { kind: 'field', struct, field } as const;
      out.push({
        file,
        owner,
        label: fieldLabel(struct, field),
        line: field.line,
        lifecycle,
        featureGates,
        gateConditions,
        malformed,
        struct,
        field,
      });
    }
  }
  return out;
}

/** Fields, struct types and constants, in that order. */
export function declarationTagsOf(file: GoFile, fields: readonly FieldTags[] = fieldTagsOf(file)): DeclarationTags[] {
  const types = file.structs.map((struct): DeclarationTags => ({
    ...tagsOf(struct.doc),
    file,
    owner: { kind: 'type', struct },
    label: struct.name,
    line: struct.line,
  }));
  const consts = file.consts.map((decl): DeclarationTags => ({
    ...tagsOf(decl.doc),
    file,
    owner: { kind: 'const', decl },
    label: decl.name,
    line: decl.line,
  }));
  return [...fields, ...types, ...consts];
}

type Tags = Pick<DeclarationTags, 'lifecycle' | 'featureGates' | 'gateConditions' | 'malformed'>;

/** Most declarations carry no gate tag: they share one empty value. */
const NO_TAGS: Tags = Object.freeze({ lifecycle: [], featureGates: [], gateConditions: [], malformed: [] });

function tagsOf(doc: readonly GoCommentLine[]): Tags {
  let out:
    | {
        lifecycle: LifecycleTag[];
        featureGates: FeatureGateTag[];
        gateConditions: GateConditionTag[];
        malformed: GengoTagError[];
      }
    | undefined;
  for (const comment of doc) {
    if (!comment.text.includes('+')) continue;
    out ??= { lifecycle: [], featureGates: [], gateConditions: [], malformed: [] };
    collectTag(comment, out);
  }
  if (!out) return NO_TAGS;
  return out.lifecycle.length + out.featureGates.length + out.gateConditions.length + out.malformed.length === 0
    ? NO_TAGS
    : out;
}

function collectTag(
  comment: GoCommentLine,
  out: {
    lifecycle: LifecycleTag[];
    featureGates: FeatureGateTag[];
    gateConditions: GateConditionTag[];
    malformed: GengoTagError[];
  },
): void {
  const tag = tagOfComment(comment);
  if (tag === undefined) return;
  if ('message' in tag) {
    if (/^\s*\+\s*(lifecycle|featureGate)\b/.test(comment.text)) out.malformed.push(tag);
    return;
  }
  if (isLifecycleTag(tag)) out.lifecycle.push(parseLifecycleTag(tag));
  else if (tag.name === 'featureGate') {
    const gates = (tag.value ?? '').split(',').map((g) => g.trim());
    out.featureGates.push({ gates, raw: tag.raw, line: tag.line, column: tag.column });
  } else {
    for (const inner of tagChain(tag)) {
      if ('message' in inner) continue;
      const condition = conditionOf(inner);
      if (condition)
        out.gateConditions.push({
          condition,
          gate: unquote(inner.args[0] ?? ''),
          raw: tag.raw,
          line: inner.line,
          column: inner.column,
        });
    }
  }
}

const conditionOf = (tag: GengoTag): GateConditionTag['condition'] | undefined =>
  tag.name === 'k8s:ifEnabled' ? 'ifEnabled' : tag.name === 'k8s:ifDisabled' ? 'ifDisabled' : undefined;

/** A gengo string argument: `Gate`, `"Gate"` or `` `Gate` ``. */
function unquote(arg: string): string {
  const v = arg.trim();
  if (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith('`') && v.endsWith('`'))))
    return v.slice(1, -1);
  return v;
}
