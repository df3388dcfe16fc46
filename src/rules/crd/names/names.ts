import { FieldPath } from '../../../engine/field-path.js';
import { defineRule, type RuleContext, type RuleReport } from '../../../engine/rule.js';
import {
  doOrDoes,
  heldByNoRelease,
  listedReleases,
  precedesFirstRelease,
  prereleasesPromise,
  unreleasedRejection,
} from '../../released-crds.js';
import { otherInstalledCopies } from '../../other-installed-copies.js';
import { isTestTreeCrd, testTreeRejection } from '../../test-tree-rejection.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { crdOptions, type CrdOptions } from '../schema/crd-options.js';
import { rejectionReport } from '../schema/crd-report.js';
import { goObject, goString } from '../schema/go-decoded.js';
import { nameConflicts } from './name-conflicts.js';
import { isPatchFragment, servedCrds } from '../schema/served-crds.js';
import {
  defaultedNames,
  IMMUTABLE,
  readNames,
  validateGroup,
  validateImmutableNames,
  validateNames,
  validateRequiredNames,
  validateScope,
  type CrdNames,
} from './validate-names.js';
import type { FieldError } from '../../../engine/field-error.js';

// spec/crd-validation.md §5: spec.group, spec.scope and spec.names (CRD-GROUP-*, CRD-SCOPE-*,
// CRD-NAMES-*), with the update rules decided from the stored object (§12). Name conflicts with
// other CRDs are not validation errors (CRD-NAMES-009): the write succeeds, and the naming
// controller refuses the names afterwards, which name-conflicts.ts reports among CRDs installed together.

const messages = {
  rejected: 'the apiserver rejects {{name}}: {{error}}; {{fix}}',
  immutable: 'the apiserver rejects this update of {{name}}: {{error}} (it was {{stored}}); {{fix}}',
  nameConflict:
    '{{names}} of {{name}} {{isOrAre}} a name {{other}} ({{otherFile}}) of the same group holds: the apiserver accepts both CRDs, but sets NamesAccepted False ({{reasons}}) on the one it names second, which is never established and serves no resources; {{name}} is that one here, as {{second}}; give each CRD its own names, or remove one',
} as const;

const SPEC = FieldPath.of('spec');

export const names = defineRule({
  id: 'crd/names',
  scope: 'object',
  meta: {
    severity: 'error',
    description:
      'spec.group, spec.scope or spec.names of a CRD is rejected by kube-apiserver, or changes where it is immutable',
    messages,
  },
  // Another CRD of the group in the CRD's directory may hold its names (name-conflicts.ts).
  consultsOtherFiles: true,
  check: (ctx) =>
    servedCrds(ctx.head)
      .filter((crd) => !isPatchFragment(crd))
      .flatMap((crd) => [
        ...check(
          crd,
          crdOptions(ctx.baseOf(crd)),
          (error, stored) => otherCopyNote(ctx, crd, error) ?? unreleasedNote(ctx, crd, error, stored),
        ),
        ...nameConflicts(ctx, crd),
      ]),
});

/**
 * Why an immutability report is at most a warning, where the base defined the CRD in another file
 * too, already with the value the change writes: the repository held two definitions that disagree,
 * and a cluster holds the one it applied, so only a cluster that applied this file's copy refuses
 * the change (security-profiles-operator 604255a02 made a stray Namespaced copy in
 * deploy/base-crds/crd.yaml cluster-scoped, as the copies every install applies had long been).
 * A copy in a test tree, or among examples, samples or documentation, does not count: no user
 * applies it. Undefined otherwise.
 */
function otherCopyNote(ctx: RuleContext, crd: KubeObject, error: FieldError): string | undefined {
  const stored = ctx.baseOf(crd);
  if (stored === undefined) return undefined;
  const written = JSON.stringify(error.value ?? '');
  const agreeing = otherInstalledCopies(ctx, stored).find((copy) => storedValue(error, crdOptions(copy)) === written);
  return agreeing === undefined
    ? undefined
    : `the base also defines it in ${agreeing.source.file}, already with ${written}, so only clusters that applied this file's copy refuse the change`;
}

/**
 * Why an immutability report is at most a warning, when no release had the stored value, or only
 * prereleases did: only clusters that applied a build made since (or those prereleases) hold the
 * CRD so (logging-operator 9d10352a made its NodeAgent cluster-scoped the week it was added, before
 * any release); undefined otherwise.
 */
function unreleasedNote(ctx: RuleContext, crd: KubeObject, error: FieldError, stored: string): string | undefined {
  const held = heldByNoRelease(ctx, crd, (release) => storedValue(error, crdOptions(release)) === stored);
  if (held === undefined) return undefined;
  if ('releases' in held)
    return held.first !== undefined
      ? `${precedesFirstRelease(held.first)}, so only clusters that applied a build made before it refuse the change`
      : `${listedReleases(held.releases)} ${doOrDoes(held.releases)} not have ${stored}, so only clusters that applied a build made since refuse the change`;
  // kgateway's HttpListenerPolicy, renamed HTTPListenerPolicy, was in its v2.0.0-main prerelease only.
  return `${held.newest}, the newest release, does not have ${stored}, and ${prereleasesPromise(held.prereleases)} no compatibility, so only clusters that applied ${held.prereleases.length === 1 ? 'that prerelease' : 'one of them'} or a build made since refuse the change`;
}

function check(
  crd: KubeObject,
  opts: CrdOptions,
  unreleased: (error: FieldError, stored: string) => string | undefined,
): RuleReport<keyof typeof messages>[] {
  const spec = goObject(crd.value.spec) ?? {};
  const group = goString(spec.group);
  const scope = goString(spec.scope);
  const written = readNames(spec);
  const n = defaultedNames(written);
  const errors = [
    ...validateGroup(group, SPEC.child('group')),
    ...validateScope(scope, SPEC.child('scope')),
    ...validateRequiredNames(n, SPEC.child('names')),
    ...validateNames(n, SPEC.child('names')),
  ];
  const reports: RuleReport<keyof typeof messages>[] = errors.map((error) =>
    rejectionReport(crd, 'rejected', { error, fix: fixFor(error, written) }),
  );
  for (const error of validateImmutableNames({ group, scope, names: n }, opts, SPEC)) {
    const stored = storedValue(error, opts);
    const report = rejectionReport(
      crd,
      'immutable',
      { error, fix: `keep ${stored}; ${immutableFix(error)}` },
      { stored },
    );
    if (isTestTreeCrd(crd)) {
      reports.push(testTreeRejection(report));
      continue;
    }
    const note = unreleased(error, stored);
    reports.push(note === undefined ? report : unreleasedRejection(report, note));
  }
  return reports;
}

function storedValue(e: FieldError, opts: CrdOptions): string {
  const s = opts.stored;
  const path = e.path.toString();
  const value =
    path === 'spec.scope'
      ? s?.scope
      : path === 'spec.names.kind'
        ? s?.kind
        : path === 'spec.group'
          ? s?.group
          : s?.plural;
  return JSON.stringify(value ?? '');
}

function immutableFix(e: FieldError): string {
  return e.path.toString() === 'spec.scope' || e.path.toString() === 'spec.names.kind'
    ? 'an Established CRD cannot change it: create a new CRD (new group or plural) and migrate the objects'
    : 'it is part of the resource name: create a new CRD and migrate the objects';
}

function fixFor(e: FieldError, written: CrdNames): string {
  const path = e.path.toString();
  if (e.detail === IMMUTABLE) return immutableFix(e);
  if (path === 'spec.group') {
    if (e.type === 'Required value') return 'set spec.group to a DNS subdomain you own, such as example.com';
    return 'use a lowercase DNS subdomain with at least one dot, such as example.com';
  }
  if (path === 'spec.scope') return 'set spec.scope to Cluster or Namespaced (case-sensitive; v1 has no default)';
  if (e.type === 'Required value') return `set ${path}`;
  if (e.detail === 'kind and listKind may not be the same') return `set spec.names.listKind to ${written.kind}List`;
  if (path === 'spec.names.singular' && written.singular === '') {
    return 'singular defaults to the lowercased kind, which is not a DNS-1035 label: set spec.names.singular explicitly';
  }
  if (path === 'spec.names.kind' || path === 'spec.names.listKind')
    return 'use letters, digits and "-" only, starting with a letter (case may be mixed)';
  return 'use a lowercase DNS-1035 label: letters, digits and "-", starting with a letter, at most 63 characters';
}
