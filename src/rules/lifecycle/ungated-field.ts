import { posix } from 'node:path';
import { defineRule, type RuleReport } from '../../engine/rule.js';
import { parseStructTag } from '../../parse/go/struct-tag.js';
import { lifecycleFacts } from './lifecycle-facts.js';

// spec/go-lifecycle.md §5, §7.10: a field the change adds to a struct of a stable API version
// (a package directory `vN`) carries no gate tag. Fields are matched with the base by package,
// struct and field name; without a base every field counts as added (§7.8), but a struct the
// change adds is a new type whose gate sits on the field that uses it. Embedded fields (TypeMeta,
// ObjectMeta inline) and fields serialization skips (`json:"-"`) are not API fields.
export const ungatedField = defineRule({
  id: 'lifecycle/ungated-field',
  meta: {
    severity: 'warning',
    description: 'A field added to a stable API version has no +featureGate= or +lifecycle: tag',
    messages: {
      ungated: '{{field}} is added to the stable API {{version}} without a +featureGate= or +lifecycle: tag; new fields in stable APIs are normally added behind a feature gate',
    },
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const out: RuleReport<'ungated'>[] = [];
    for (const at of facts.fields) {
      const version = stableVersionOf(at.file.path);
      if (version === undefined || isGenerated(at.file.path) || at.field.names.length === 0) continue;
      if (at.lifecycle.length > 0 || at.featureGates.length > 0 || at.malformed.length > 0) continue;
      if (at.field.tag !== undefined && parseStructTag(at.field.tag).get('json') === '-') continue;
      if (facts.changes.hasBase && facts.changes.isAddedStruct(at.file, at.struct)) continue;
      if (!facts.changes.isAddedField(at.file, at.struct, at.field)) continue;
      out.push({
        messageId: 'ungated',
        file: at.file.path,
        line: at.field.line,
        column: at.field.column,
        data: { field: at.label, version },
        discriminator: at.label,
      });
    }
    return out;
  },
});

/** The `vN` segment of the package directory; undefined for internal and alpha/beta packages. */
function stableVersionOf(path: string): string | undefined {
  const segments = posix.dirname(path).split('/');
  if (segments.some((s) => /^v[0-9]+(alpha|beta)[0-9]*$/.test(s))) return undefined;
  return segments.findLast((s) => /^v[0-9]+$/.test(s));
}

const isGenerated = (path: string): boolean => {
  const base = posix.basename(path);
  return base.startsWith('zz_generated') || base.startsWith('generated.') || base.endsWith('_test.go') || base.endsWith('.pb.go');
};
