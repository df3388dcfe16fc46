import { tagOfComment, type GengoTagError } from '../../parse/go/gengo-tag.js';
import type { GoCommentLine, GoField, GoFile, GoStruct } from '../../parse/go/go-file.js';
import { isLifecycleTag, parseLifecycleTag, type LifecycleTag } from './lifecycle-tag.js';

// The lifecycle-related tags on each field of each struct (spec/go-lifecycle.md §2.1, §2.2):
// facts only, no findings.

export interface FeatureGateTag {
  readonly gates: readonly string[];
  readonly raw: string;
  readonly line: number;
  readonly column: number;
}

export interface FieldTags {
  readonly file: GoFile;
  readonly struct: GoStruct;
  readonly field: GoField;
  /** The field's names joined (`A,B`), or its type for an embedded field: for messages and fingerprints. */
  readonly label: string;
  readonly lifecycle: readonly LifecycleTag[];
  readonly featureGates: readonly FeatureGateTag[];
  /** Malformed tags (gengo grammar) that mention lifecycle or featureGate. */
  readonly malformed: readonly GengoTagError[];
}

export function fieldLabel(struct: GoStruct, field: GoField): string {
  return `${struct.name}.${field.names.length > 0 ? field.names.join(',') : field.type}`;
}

export function fieldTagsOf(file: GoFile): FieldTags[] {
  const out: FieldTags[] = [];
  for (const struct of file.structs) {
    for (const field of struct.fields) {
      const lifecycle: LifecycleTag[] = [];
      const featureGates: FeatureGateTag[] = [];
      const malformed: GengoTagError[] = [];
      for (const comment of field.doc) collectTag(comment, lifecycle, featureGates, malformed);
      out.push({ file, struct, field, label: fieldLabel(struct, field), lifecycle, featureGates, malformed });
    }
  }
  return out;
}

function collectTag(comment: GoCommentLine, lifecycle: LifecycleTag[], featureGates: FeatureGateTag[], malformed: GengoTagError[]): void {
  const tag = tagOfComment(comment);
  if (tag === undefined) return;
  if ('message' in tag) {
    if (/^\s*\+\s*(lifecycle|featureGate)\b/.test(comment.text)) malformed.push(tag);
    return;
  }
  if (isLifecycleTag(tag)) lifecycle.push(parseLifecycleTag(tag));
  else if (tag.name === 'featureGate') {
    const gates = (tag.value ?? '').split(',').map((g) => g.trim());
    featureGates.push({ gates, raw: tag.raw, line: tag.line, column: tag.column });
  }
}
