import { ROOT_PROPERTY } from './property-path.js';
import { defineRule } from '../../engine/rule.js';
import { isStatusOnly, OLDER_CONTROLLER, STATUS_WRITES } from './status-writes.js';
import { compatReports, fieldName, shown, unchangedName } from './compat-report.js';
import type { ASTNode } from '@marcbachmann/cel-js';
import { childProperty } from './property-path.js';
import { call, isNode } from './cel-ast.js';
import { compareOptions } from './compat-options.js';

// compat/cel-rule-added-or-changed (spec/crd-compatibility.md §5.5): a head `rule` string (trimmed)
// that the same node did not have in base; one finding per new string, fingerprinted with it (§3).
// Ratcheting (§5.6): a rule on a value is ratcheted like any validation, a transition rule (one
// that reads oldSelf) never is.
export const celRuleAddedOrChanged = defineRule({
  id: 'compat/cel-rule-added-or-changed',
  scope: 'object',
  meta: {
    severity: 'error',
    description:
      'a CEL validation rule (x-kubernetes-validations) was added to or changed on a field of a served CRD version',
    messages: {
      rule: 'validation rule added or changed on {{field}} in {{version}}: {{rule}}; stored objects that fail it stay readable and updates that leave {{unchanged}} unchanged pass (ratcheting), but creates (a GitOps re-apply, a restore) and updates that change {{unchanged}} must satisfy it; make sure every stored object and client does, or add the rule in a new version',
      root: 'validation rule added or changed on {{field}} in {{version}}: {{rule}}; ratcheting spares only updates that leave the schema root unchanged, and an update does so only where it changes nothing at all, metadata included, so every create (a GitOps re-apply, a restore) and every update of a stored object that fails it is rejected; make sure every stored object and client satisfies it, or add the rule in a new version',
      status: `validation rule added or changed on {{field}} in {{version}}: {{rule}}; ${STATUS_WRITES}, and a status write that fails the rule is rejected ${OLDER_CONTROLLER}; make sure every running controller writes status that satisfies it`,
      transition:
        'transition rule added or changed on {{field}} in {{version}}: {{rule}}; transition rules are never ratcheted, so every update that changes {{field}} must satisfy it from now on; make sure the clients that update it do, or add the rule in a new version',
      documentedImmutable:
        'transition rule added on {{field}} in {{version}}: {{rule}}; it makes {{field}} immutable, as its description said it was before ("{{stated}}"), so updates that change it, which the API did not allow, are rejected from now on where they were accepted: a warning; make sure no client changes it',
      onlyWithout:
        'validation rule added or changed on {{field}} in {{version}}: {{rule}}; on the objects the schema accepted before it holds wherever {{fields}} set, and fails (no such key) only where not: such an object, which the schema allowed, is refused on its next create (a GitOps re-apply, a restore) or update; make sure none is stored, or guard the rule with {{guard}}',
      readsAdded:
        'validation rule added or changed on {{field}} in {{version}}: {{rule}}; it reads {{added}}, which the change adds, outside has(): no object the schema accepted before has {{them}}, so on such an object the rule fails (no such key) wherever it reads {{them}}, and its next create (a GitOps re-apply, a restore) and every update of it are refused, whatever the update changes, metadata and status writes included (ratcheting spares a rule that returns false, never one that fails to evaluate); guard the read ({{guard}}), or make sure no stored object meets it',
      createOnly:
        'validation rule added or changed on {{field}} in {{version}}: {{rule}}; with optionalOldSelf it runs on creates too, where oldSelf has no value, and its `oldSelf.hasValue() ||` lets every update pass, so it refuses only creates (a GitOps re-apply to a new cluster, a restore) that fail the rest; make sure every manifest that creates such objects satisfies it, or add the rule in a new version',
      // A transition rule runs on updates alone, where the stored and the new object both hold its
      // field: moved up, it runs where one of them lacks the field too (nsx-operator 0d58deee3f moved
      // vpcName's `!has(oldSelf) || self == oldSelf` to spec as `!has(oldSelf.vpcName) || …`).
      movedUpTransition:
        'transition rule of {{from}} moved up to {{field}} in {{version}}: {{rule}}; it runs on updates alone, as before, and evaluates as before where both the stored and the new object set {{from}}, but {{from}} is not required: where one of them lacks it, the rule now runs where the old one did not, and fails (no such key) where it reads {{from}} of that one (an update that unsets {{from}}, or one that sets it on an object stored without it); guard those reads with `!has(self.{{fromKey}}) ||` or `!has(oldSelf.{{fromKey}}) ||`, unless such updates are meant to be refused',
      movedUp:
        'validation rule of {{from}} moved up to {{field}} in {{version}}: {{rule}}; it evaluates as before wherever {{from}} is set, but {{from}} is not required, and on an object without it the rule fails (no such key) where the old one did not run; make sure no stored object lacks {{from}}, or guard the rule with `!has(self.{{fromKey}}) ||`',
    },
  },
  check: (ctx) => {
    const celAst = compareOptions(ctx).celAst;
    return compatReports(ctx, 'compat/cel-rule-added-or-changed', (d, crd) => ({
      messageId:
        'movedFrom' in d && d.movedFrom !== undefined
          ? 'transition' in d && d.transition
            ? 'movedUpTransition'
            : 'movedUp'
          : 'documentedImmutable' in d && d.documentedImmutable !== undefined
            ? 'documentedImmutable'
            : 'failsOnlyWithout' in d && d.failsOnlyWithout !== undefined
              ? 'onlyWithout'
              : 'readsAddedUnguarded' in d &&
                  d.readsAddedUnguarded !== undefined &&
                  !('transition' in d && d.transition)
                ? 'readsAdded'
                : 'transition' in d && d.transition
                  ? 'optionalOldSelf' in d && d.optionalOldSelf === true && passesEveryUpdate(celAst(String(d.head)))
                    ? 'createOnly'
                    : 'transition'
                  : isStatusOnly(crd, d)
                    ? 'status'
                    : (('ratchetUnit' in d ? d.ratchetUnit : undefined) ?? d.property) === ROOT_PROPERTY
                      ? 'root'
                      : 'rule',
      data: {
        field: fieldName(d.property),
        unchanged: unchangedName(d),
        version: d.version,
        rule: shown(d.head),
        ...('failsOnlyWithout' in d && d.failsOnlyWithout !== undefined
          ? withoutData(d.property, d.failsOnlyWithout)
          : {}),
        ...('readsAddedUnguarded' in d && d.readsAddedUnguarded !== undefined
          ? readsAddedData(d.readsAddedUnguarded)
          : {}),
        ...('documentedImmutable' in d && d.documentedImmutable !== undefined
          ? { stated: d.documentedImmutable.trim() }
          : {}),
        ...('movedFrom' in d && d.movedFrom !== undefined
          ? { from: fieldName(childProperty(d.property, d.movedFrom)), fromKey: d.movedFrom }
          : {}),
      },
    }));
  },
});

/**
 * `oldSelf.hasValue() || …`: a rule with optionalOldSelf that is true on every update, where oldSelf
 * has a value, and judges creates alone (grove's `packDomain`, 43987df7).
 */
function passesEveryUpdate(ast: ASTNode | undefined): boolean {
  if (ast === undefined || ast.op !== '||' || !Array.isArray(ast.args)) return false;
  return (ast.args as unknown[]).some((side) => {
    const c = isNode(side) ? call(side, 'hasValue') : undefined;
    return (
      c !== undefined &&
      c.args.length === 0 &&
      isNode(c.receiver) &&
      c.receiver.op === 'id' &&
      c.receiver.args === 'oldSelf'
    );
  });
}

/** The fields a rule needs, as the message names them, and the guard that spares objects without them. */
function withoutData(property: string, fields: readonly string[]): { fields: string; guard: string } {
  const names = fields.map((f) => fieldName(childProperty(property, f)));
  const said = names.length === 1 ? `${names[0]} is` : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are`;
  return { fields: said, guard: `\`${fields.map((f) => `has(self.${f})`).join(' && ')} &&\`` };
}

/** How the message names the added fields a rule reads outside has(), and the guard it advises. */
function readsAddedData(fields: readonly string[]): Record<string, string> {
  const named = fields.map((f) => `\`self.${f}\``);
  return {
    added: named.length === 1 ? (named[0] as string) : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`,
    them: fields.length === 1 ? 'it' : 'them',
    guard: fields.map((f) => `has(self.${f}) && …`).join(', '),
  };
}
