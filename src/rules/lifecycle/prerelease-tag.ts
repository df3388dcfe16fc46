import { posix } from 'node:path';
import { defineRule, type RuleReport } from '../../engine/rule.js';
import type { Severity } from '../../engine/finding.js';
import { tagOfComment } from '../../parse/go/gengo-tag.js';
import type { GoFile, GoStruct } from '../../parse/go/go-file.js';
import { lifecycleFacts, type LifecycleFacts } from './lifecycle-facts.js';
import { lifecycleGoFiles } from './go-files-needed.js';
import { isReviewedGoFile } from './repository-go-files.js';
import { compareVersions, type MinorVersion } from './minor-version.js';

// spec/go-lifecycle.md §2.3, §7.6: the type-level `+k8s:prerelease-lifecycle-gen:*` tags.
// Malformed tags are errors wherever they stand; ordering and a missing `introduced` follow the
// change (§5). All are warnings in a package the generator does not write for (GENERATED_METHOD). The generator serves top-level kinds, the types that embed TypeMeta.
const PREFIX = 'k8s:prerelease-lifecycle-gen:';
const VERSION_KEYS = ['introduced', 'deprecated', 'removed'] as const;
const MAJOR_MINOR = /^([1-9][0-9]*)\.(0|[1-9][0-9]*)$/;
const PRERELEASE_VERSION = /^v[0-9]+(alpha|beta)[0-9]+$/;
/**
 * The method prerelease-lifecycle-gen writes for every type it serves. A package without it has
 * tags no generator reads (cluster-autoscaler and the VPA copy upstream's tags onto their own
 * release numbers, `introduced=0.4.0`): a malformed one there breaks nothing yet, and is a warning
 * that says so.
 */
const GENERATED_METHOD = 'APILifecycleIntroduced';
const UNREAD =
  '; no prerelease-lifecycle-gen output (APILifecycleIntroduced) is in this package, so nothing reads these tags yet';

type MessageId = 'badVersion' | 'badReplacement' | 'unknownKey' | 'order' | 'missingIntroduced';

export const prereleaseTag = defineRule({
  id: 'lifecycle/prerelease-tag',
  meta: {
    severity: 'error',
    description: 'a +k8s:prerelease-lifecycle-gen: tag is malformed, out of order, or missing on an alpha or beta kind',
    messages: {
      badVersion: '{{type}}: {{key}}={{value}} is not a version MAJOR.MINOR such as 1.20{{unread}}',
      badReplacement: '{{type}}: replacement={{value}} must be group,version,Kind{{unread}}',
      unknownKey: '{{type}}: unknown tag +{{tag}}; the keys are introduced, deprecated, removed, replacement{{unread}}',
      order: '{{type}}: {{key}}={{value}} comes before {{earlierKey}}={{earlierValue}}{{unread}}',
      missingIntroduced:
        '{{type}} is in {{version}}, whose doc.go enables prerelease-lifecycle-gen, but has no +k8s:prerelease-lifecycle-gen:introduced tag{{unread}}',
    },
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const out: RuleReport<MessageId>[] = [];
    const goFiles = lifecycleGoFiles(ctx.head, ctx.config, ctx.base);
    const enabledDirs = new Set(
      goFiles
        .filter(
          (f) =>
            posix.basename(f.path) === 'doc.go' &&
            f.packageComments.some((c) => /^\s*\+k8s:prerelease-lifecycle-gen=true\s*$/.test(c.text)),
        )
        .map((f) => posix.dirname(f.path)),
    );
    // The packages the generator writes for: its output defines APILifecycleIntroduced.
    const generatedDirs = new Set(
      goFiles.filter((f) => f.isGenerated && f.text.includes(GENERATED_METHOD)).map((f) => posix.dirname(f.path)),
    );
    for (const file of goFiles) {
      if (file.error || !isReviewedGoFile(file.path)) continue;
      const read = generatedDirs.has(posix.dirname(file.path));
      for (const struct of file.structs) out.push(...checkStruct(facts, file, struct, enabledDirs, read));
    }
    return out;
  },
});

function checkStruct(
  facts: LifecycleFacts,
  file: GoFile,
  struct: GoStruct,
  enabledDirs: ReadonlySet<string>,
  generatorRuns: boolean,
): RuleReport<MessageId>[] {
  const unread = generatorRuns ? '' : UNREAD;
  const out: RuleReport<MessageId>[] = [];
  const versions = new Map<
    string,
    { version: MinorVersion; value: string; line: number; column: number; raw: string }
  >();
  const report = (
    messageId: MessageId,
    line: number,
    column: number,
    raw: string,
    data: Record<string, unknown>,
    diffAware: boolean,
  ): void => {
    const severity: Severity | undefined =
      !generatorRuns || (diffAware && !facts.changes.isTouchedStructTag(file, struct, `+${raw}`))
        ? 'warning'
        : undefined;
    out.push({
      messageId,
      file: file.path,
      line,
      column,
      data: { type: struct.name, unread, ...data },
      discriminator: `${struct.name} ${raw}`,
      ...(severity ? { severity } : {}),
    });
  };
  const seenKeys = new Set<string>(); // a malformed introduced is reported as such, not as missing
  for (const comment of [...struct.secondDoc, ...struct.doc]) {
    const tag = tagOfComment(comment);
    if (!tag || 'message' in tag || !tag.name.startsWith(PREFIX)) continue;
    const key = tag.name.slice(PREFIX.length);
    seenKeys.add(key);
    const value = (tag.value ?? '').trim();
    if ((VERSION_KEYS as readonly string[]).includes(key)) {
      const m = MAJOR_MINOR.exec(value);
      if (!m) report('badVersion', tag.line, tag.column, tag.raw, { key, value }, false);
      else
        versions.set(key, {
          version: { major: Number(m[1]), minor: Number(m[2]) },
          value,
          line: tag.line,
          column: tag.column,
          raw: tag.raw,
        });
    } else if (key === 'replacement') {
      const parts = value.split(',');
      if (parts.length !== 3 || parts[1] === '' || parts[2] === '')
        report('badReplacement', tag.line, tag.column, tag.raw, { value }, false);
    } else report('unknownKey', tag.line, tag.column, tag.raw, { tag: tag.raw }, false);
  }
  // deprecated ≥ introduced; removed ≥ deprecated (or ≥ introduced without deprecated).
  const pairs: readonly (readonly [string, string])[] = [
    ['introduced', 'deprecated'],
    ['deprecated', 'removed'],
    ...(versions.has('deprecated') ? [] : [['introduced', 'removed'] as const]),
  ];
  for (const [earlierKey, laterKey] of pairs) {
    const earlier = versions.get(earlierKey);
    const later = versions.get(laterKey);
    if (earlier && later && compareVersions(later.version, earlier.version) < 0) {
      report(
        'order',
        later.line,
        later.column,
        later.raw,
        { key: laterKey, value: later.value, earlierKey, earlierValue: earlier.value },
        true,
      );
    }
  }
  const dir = posix.dirname(file.path);
  const version = posix.basename(dir);
  const isKind = struct.fields.some((f) => f.names.length === 0 && /(^|\.)TypeMeta$/.test(f.type));
  if (isKind && !seenKeys.has('introduced') && PRERELEASE_VERSION.test(version) && enabledDirs.has(dir)) {
    const severity: Severity | undefined =
      generatorRuns && facts.changes.isAddedStruct(file, struct) ? undefined : 'warning';
    out.push({
      messageId: 'missingIntroduced',
      file: file.path,
      line: struct.line,
      column: struct.column,
      data: { type: struct.name, version, unread },
      discriminator: `${struct.name} introduced`,
      ...(severity ? { severity } : {}),
    });
  }
  return out;
}
