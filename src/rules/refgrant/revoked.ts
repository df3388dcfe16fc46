import { FieldPath } from '../../engine/field-path.js';
import { defineRule, type RuleReport } from '../../engine/rule.js';
import { analysisOf, type WorldAnalysis } from './analyze-world.js';
import type { FoundReference } from './extract-references.js';
import { GrantPairing } from './grant-pairing.js';
import type { SourcedGrant } from './grant-set.js';
import { refusalSeverity, targetDiscriminator } from './not-permitted.js';
import type { Grant } from './grant.js';
import { kindText, objectText } from './object-text.js';
import { permittingGrants } from './permitting-grants.js';

// Rule (c) (spec/referencegrant.md §6): the change takes away access a remaining reference
// still uses. Both worlds are evaluated the same way and compared as normalised grants, so
// rewriting a grant in another form or version is no change (§5 item 6), and a reference that
// another head grant still covers is no loss (§6 item 4, KEP-3766 "partially overlapping").
// Each head grant is compared with the base grant it was (grant-pairing.ts), never with
// another grant of the same name in another file. Permitted means what refgrant/not-permitted
// means (permitting-grants.ts: where a namespace is not stated, permitted wherever it may go),
// and a loss is as sure as the refusal it leaves (refusalSeverity).

const messages = {
  narrowed:
    'this change narrows ReferenceGrant {{grant}} ({{changes}}); no reference in the repository is affected, but referrers outside it cannot be checked',
  revoked:
    'this change revokes the access {{referrerText}} has to {{targetText}}: {{changes}}; controllers remove what a revoked grant enabled (a route loses this backend, a listener becomes invalid, new PVC provisioning fails): keep the grant or remove the reference',
} as const;

export const revoked = defineRule({
  id: 'refgrant/revoked',
  meta: {
    severity: 'error',
    description: 'a change removes or narrows a ReferenceGrant that a reference in the repository still relies on',
    messages,
  },
  check: (ctx) => {
    if (!ctx.base) return [];
    const head = analysisOf(ctx, ctx.head);
    const base = analysisOf(ctx, ctx.base);
    const pairing = new GrantPairing(head.grants, base.grants, (o) => ctx.baseOf(o));
    const out: RuleReport<keyof typeof messages>[] = [];
    for (const r of head.references) {
      // Never permitted now (ungrantable), or still permitted: nothing was taken away.
      if (!r.grantable || permittingGrants(r, head.grants).length > 0) continue;
      const before = permittingGrants(r, base.grants);
      if (before.length === 0) continue; // not permitted before either: refgrant/not-permitted's
      // Sure only when the refusal is (refusalSeverity), and a grant that permitted it stood
      // where the repository says.
      const severity =
        refusalSeverity(r) === 'error' && before.some((g) => g.namespace !== undefined) ? 'error' : 'warning';
      out.push({
        messageId: 'revoked',
        object: r.object,
        path: r.path,
        ...(severity === 'error' ? {} : { severity }),
        data: {
          referrerText: objectText(r.from),
          referrer: {
            kind: r.from.kind,
            ...(r.from.namespace === undefined ? {} : { namespace: r.from.namespace }),
            name: r.from.name,
          },
          targetText: objectText(r.to),
          target: { group: r.to.group, kind: r.to.kind, namespace: r.to.namespace, name: r.to.name },
          grants: before.map(grantName),
          changes: before.map((g) => `ReferenceGrant ${grantName(g)} ${whatChanged(g, r, head, pairing)}`).join('; '),
        },
        discriminator: targetDiscriminator(r),
      });
    }
    // §6 item 6: a narrowing nobody in the repository depended on is worth a note, not an error.
    const named = new Set(out.flatMap((o) => (Array.isArray(o.data?.grants) ? (o.data.grants as string[]) : [])));
    for (const now of head.grants.grants) {
      const stored = pairing.storedOf(now.object)?.object;
      const was = stored && base.grants.grants.find((b) => b.object === stored);
      const changes = was ? narrowing(was, now) : [];
      if (changes.length === 0 || named.has(grantName(now))) continue;
      out.push({
        messageId: 'narrowed',
        object: now.object,
        path: FieldPath.of('spec'),
        severity: 'notice',
        data: { grant: grantName(now), changes: changes.join('; ') },
      });
    }
    return out;
  },
});

/** `namespace/name`, or the name alone where the repository states no namespace. */
const grantName = (g: SourcedGrant): string => (g.namespace === undefined ? g.name : `${g.namespace}/${g.name}`);

/** The base entries the head grant no longer covers, as phrases; empty when it covers them all. */
function narrowing(was: Pick<Grant, 'from' | 'to'>, now: Pick<Grant, 'from' | 'to'>): string[] {
  const lostFrom = was.from.filter(
    (f) => !now.from.some((h) => h.group === f.group && h.kind === f.kind && h.namespace === f.namespace),
  );
  const lostTo = was.to.filter(
    (t) => !now.to.some((h) => h.group === t.group && h.kind === t.kind && (h.name === undefined || h.name === t.name)),
  );
  return [
    ...lostFrom.map((f) => `from ${kindText(f.group, f.kind)} in ${f.namespace} removed`),
    ...lostTo.map(
      (t) => `to ${kindText(t.group, t.kind)}${t.name === undefined ? '' : ` ${t.name}`} no longer covered`,
    ),
  ];
}

/** What became of a base grant that permitted `r` (§6 item 2), as a phrase. */
function whatChanged(g: SourcedGrant, r: FoundReference, head: WorldAnalysis, pairing: GrantPairing): string {
  const here = pairing.successorOf(g.object);
  if (!here) {
    // A new grant of the name and form in another namespace: the grant moved there.
    const moved = head.grants.examined.find(
      (e) =>
        e.object.name === g.name && e.namespace !== g.namespace && e.form === g.form && !pairing.storedOf(e.object),
    );
    return moved
      ? `moved to ${moved.namespace === undefined ? 'no stated namespace' : `namespace ${moved.namespace}`}`
      : 'was deleted';
  }
  if (here.rejection) return 'became invalid (see refgrant/invalid-grant), so it grants nothing';
  const now = head.grants.grants.find((h) => h.object === here.object);
  if (!now) return 'became invalid';
  // The same object, moved by the kustomization that builds it (its namespace set over metadata.namespace).
  if (now.namespace !== g.namespace)
    return `moved to ${now.namespace === undefined ? 'no stated namespace' : `namespace ${now.namespace}`}`;
  const { from, to } = r;
  if (
    !now.from.some(
      (f) =>
        f.group === from.group &&
        f.kind === from.kind &&
        (from.namespace === undefined || f.namespace === from.namespace),
    )
  ) {
    const unmapped = head.grants.unmapped.some((u) => u.object === here.object);
    return unmapped
      ? 'has a resource that can no longer be mapped to a kind (see refgrant/unmapped-resource)'
      : `no longer has a from entry for ${from.kind} (group "${from.group}") in ${from.namespace === undefined ? 'any namespace' : `namespace ${from.namespace}`}`;
  }
  const sameKind = now.to.filter((t) => t.group === to.group && t.kind === to.kind);
  if (sameKind.length > 0)
    return `now only admits the ${to.kind} name${sameKind.length > 1 ? 's' : ''} ${sameKind.map((t) => t.name ?? '').join(', ')}, not ${to.name}`;
  return `no longer has a to entry for ${to.kind} (group "${to.group}")`;
}
