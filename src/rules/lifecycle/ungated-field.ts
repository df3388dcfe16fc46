import { posix } from 'node:path';
import { defineRule, type RuleReport } from '../../engine/rule.js';
import { apiPackages } from './api-packages.js';
import type { GoFile } from '../../parse/go/go-file.js';
import { fieldTagsOf, type DeclarationTags, type FieldTags } from './declaration-tags.js';
import { baseTypeName, gatedTypes, isGated, typeKey } from './gated-types.js';
import { goFilesUsing, lifecycleGoFiles } from './go-files-needed.js';
import { isReviewedGoFile } from './repository-go-files.js';
import { lifecycleFacts, type LifecycleFacts } from './lifecycle-facts.js';
import { GoPackages, isSerialized } from './serialized-form.js';

// spec/go-lifecycle.md §5, §7.8, §7.10: a field the change adds to a struct of a stable API
// version carries no gate tag. The rule judges a change: without a base it reports nothing
// (§7.8: a review of k8s.io/api as it stands must not warn on every field of every stable type).
// It enforces a convention, so only where the repository follows it: some declaration of its own
// Go carries a gate tag (`+featureGate=`, `+lifecycle:`, `+k8s:ifEnabled/ifDisabled`). Operators
// that gate in code or not at all (Karpenter, LeaderWorkerSet, Argo Rollouts, Kubeflow Trainer
// tag no field) would otherwise hear "add a gate tag" on every field they add.
// Only API packages count (api-packages.ts: evidence, never vendor/), and their directory is the
// version (`…/v1`). A field is added when its JSON name is new to the struct's serialized form
// (change-index.ts, serialized-form.ts): a Go rename that keeps `json:"name"`, or explicit fields
// replacing an inlined struct that held the same names, add nothing to the API; a new JSON name
// is a new field. A struct the change adds is a new type whose gate sits on the field that uses
// it. A gate elsewhere can cover a field (gated-types.ts): a type reachable only through gated
// fields, and a new type gated inside. Only what encoding/json serializes is an API field: not
// unexported fields, not `json:"-"`, and not an embedded struct without a JSON name (its fields
// are inlined, and judged in their own type); an embedded struct with its own JSON name
// (`metav1.ObjectMeta` as `metadata`) is a field like any other.
export const ungatedField = defineRule({
  id: 'lifecycle/ungated-field',
  meta: {
    severity: 'warning',
    description: 'a field the change adds to a stable API version has no +featureGate= or +lifecycle: tag',
    messages: {
      ungated:
        '{{field}} ({{json}}) is added to the stable API {{version}} without a +featureGate= or +lifecycle: tag; new fields in stable APIs are normally added behind a feature gate',
    },
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    if (!facts.changes.hasBase || !followsConvention(facts)) return [];
    const goFiles = lifecycleGoFiles(ctx.head, ctx.config, ctx.base);
    const api = apiPackages(goFiles.filter((f) => f.error === undefined));
    const packages = new GoPackages(goFiles);
    const candidates: {
      readonly at: FieldTags;
      readonly dir: string;
      readonly version: string;
      readonly added: readonly string[];
    }[] = [];
    for (const at of facts.fields) {
      const dir = posix.dirname(at.file.path);
      const version = posix.basename(dir);
      if (!STABLE_VERSION.test(version) || !api.has(dir) || isGenerated(at.file.path) || !isSerialized(at.field))
        continue;
      if (isGated(at) || facts.changes.isAddedStruct(at.file, at.struct)) continue;
      const added = facts.changes.addedJsonNames(packages, at.file, at.struct, at.field);
      if (added.length > 0) candidates.push({ at, dir, version, added });
    }
    if (candidates.length === 0) return [];
    // Whether a type is used only through gated fields asks about its uses anywhere in the
    // repository: in the review of a change, the files that may use the candidates' structs
    // (and the structs using those, ...) are parsed for it (go-files-needed.ts goFilesUsing).
    const more = everyField(
      goFilesUsing(
        ctx.head,
        ctx.config,
        candidates.map((c) => c.at.struct.name),
      ),
    );
    const gated = gatedTypes([...facts.fields, ...more], facts.changes);
    const out: RuleReport<'ungated'>[] = [];
    for (const { at, dir, version, added } of candidates) {
      if (
        gated.behindGate.has(typeKey(dir, at.struct.name)) ||
        gated.gatedInside.has(typeKey(dir, baseTypeName(at.field.type)))
      )
        continue;
      out.push({
        messageId: 'ungated',
        file: at.file.path,
        line: at.field.line,
        column: at.field.column,
        data: {
          field: at.label,
          version,
          json: `JSON ${added.length === 1 ? 'name' : 'names'} ${added.map((n) => `"${n}"`).join(', ')}`,
        },
        discriminator: at.label,
      });
    }
    return out;
  },
});

/** The fields of these Go files of the repository's own, as lifecycle-facts.ts reads them. */
const everyField = (files: readonly GoFile[]): FieldTags[] =>
  files.filter((f) => f.error === undefined && isReviewedGoFile(f.path)).flatMap((f) => fieldTagsOf(f));

const hasGateTag = (at: DeclarationTags): boolean =>
  at.lifecycle.length > 0 || at.featureGates.length > 0 || at.gateConditions.length > 0;

/**
 * Whether the repository gates its fields with tags: a gate tag where it defines gates; where it
 * defines none that the review finds (k8s.io/api is published without its gates), a `+lifecycle:`
 * tag or tags naming more than one gate. One gate tag on a type copied from Kubernetes is
 * Kubernetes' convention, not the repository's (crossplane's copy of CustomResourceDefinitionSpec
 * keeps `+featureGate=CustomResourceFieldSelectors`, and crossplane gates with flags in code:
 * c8f3ed061 was told to tag a status field).
 */
function followsConvention(facts: LifecycleFacts): boolean {
  const tagged = facts.declarations.filter(hasGateTag);
  if (facts.table.gates.size > 0) return tagged.length > 0;
  if (tagged.some((at) => at.lifecycle.length > 0)) return true;
  // Two copies of one Kubernetes type carry one gate twice: distinct gates count, not tags.
  const gates = new Set(
    tagged.flatMap((at) => [...at.featureGates.flatMap((t) => t.gates), ...at.gateConditions.map((t) => t.gate)]),
  );
  return gates.size > 1;
}

/** A stable API version package: `v1`, `v2`; never `v1alpha1`, `v2beta3`. */
const STABLE_VERSION = /^v[0-9]+$/;

const isGenerated = (path: string): boolean => {
  const base = posix.basename(path);
  return (
    base.startsWith('zz_generated') ||
    base.startsWith('generated.') ||
    base.endsWith('_test.go') ||
    base.endsWith('.pb.go')
  );
};
