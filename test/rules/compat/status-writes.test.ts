import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../src/engine/finding.js';
import { celRuleAddedOrChanged } from '../../../src/rules/compat/cel-rule-added-or-changed.js';
import { enumNarrowed } from '../../../src/rules/compat/enum-narrowed.js';
import { fieldRemoved } from '../../../src/rules/compat/field-removed.js';
import { listTypeChanged } from '../../../src/rules/compat/list-type-changed.js';
import { nullableChanged } from '../../../src/rules/compat/nullable-changed.js';
import { requiredAdded } from '../../../src/rules/compat/required-added.js';
import { typeChanged } from '../../../src/rules/compat/type-changed.js';
import { validationTightened } from '../../../src/rules/compat/validation-tightened.js';
import { reviewFiles } from '../../support/review-files.js';
import { widgetCrd } from './widget-crd.js';

// A tightening under `status` of a version with the status subresource: creates drop status and
// updates of the resource keep the stored one (apiextensions' customResourceStrategy), so the
// message speaks of status writes, not of creates and re-applies (status-writes.ts).

const RULES = [
  celRuleAddedOrChanged,
  enumNarrowed,
  listTypeChanged,
  nullableChanged,
  requiredAdded,
  validationTightened,
];
const STATUS_SUBRESOURCE = '    subresources: {status: {}}';

/** A CRD whose schema has `status` with these properties (flow YAML) and keys. */
const crd = (status: string, subresource: boolean) =>
  widgetCrd(
    `type: object\nproperties:\n  spec: {type: object}\n  status: ${status}`,
    subresource ? STATUS_SUBRESOURCE : '',
  );

const BASE =
  '{type: object, properties: {phase: {type: string}, size: {type: integer}, note: {type: string, nullable: true}, ips: {type: array, items: {type: string}}}}';
const HEAD =
  '{type: object, required: [phase], x-kubernetes-validations: [{rule: "self.size >= 0"}], properties: {phase: {type: string, enum: [Ready]}, size: {type: integer, maximum: 5}, note: {type: string}, ips: {type: array, x-kubernetes-list-type: set, items: {type: string}}}}';

const review = (subresource: boolean): string[] =>
  reviewFiles(RULES, { 'crd.yaml': crd(HEAD, subresource) }, { base: { 'crd.yaml': crd(BASE, subresource) } }).map(
    (f: Finding) => `${f.ruleId} ${f.severity} ${f.message}`,
  );

const STATUS =
  'status is dropped on create and kept from the stored object on updates of the resource, so creates and re-applies are not affected: only writes to the /status subresource are checked (and, on clusters before Kubernetes 1.30, which do not ratchet validation, every update of the resource, until its stored status meets the change)';
const OLDER = '(a controller of an older release, during an upgrade)';

describe('compat/ tightenings under status', () => {
  // They break no user of the API, only a controller of an older release: at most warnings
  // (approver-policy bae7253 made metav1.Condition's fields required under status).
  it('speak of status writes, as warnings, when the version serves the status subresource', () => {
    expect(review(true).sort()).toEqual(
      [
        `compat/cel-rule-added-or-changed warning validation rule added or changed on status in v1: "self.size >= 0"; ${STATUS}, and a status write that fails the rule is rejected ${OLDER}; make sure every running controller writes status that satisfies it`,
        // Only the controllers that write status merge the list differently (kube-ovn 31fc9817e).
        'compat/list-type-changed warning x-kubernetes-list-type of status.ips in v1 changed from none (atomic) to "set"; server-side apply now merges status.ips and assigns its ownership differently, so field managers that apply it conflict or overwrite each other, and a write to /status whose values break the new uniqueness rule is refused where the stored status met it (status is dropped on create); keep the list type, or serve the change in a new version',
        `compat/enum-narrowed warning status.phase in v1 now only accepts ["Ready"]; ${STATUS}, and a status write of such a value is rejected ${OLDER}; make sure every running controller writes values the enum accepts`,
        // An optional field: a null is dropped, not rejected (compare-schemas.ts compareNullable).
        'compat/nullable-changed warning status.note in v1 no longer keeps null: the apiserver drops a null there (or sets the default in its place) instead of storing it, so clients that read null as meaningful find the field unset or defaulted; keep nullable: true',
        `compat/required-added warning status.phase is now required in v1; ${STATUS}, and a status write that leaves it out of status is rejected ${OLDER}; give it a default, or make sure every running controller sets it`,
        `compat/validation-tightened warning maximum 5 was added to status.size in v1; ${STATUS}, and a status write that fails it is rejected ${OLDER}; make sure every running controller writes values it accepts, or serve the change in a new version`,
      ].sort(),
    );
  });

  it('keep their words about creates without the status subresource (status is then written like spec)', () => {
    const messages = review(false);
    expect(messages).toHaveLength(6);
    for (const m of messages) expect(m).not.toContain('/status subresource');
    // All but nullable-changed's, whose null is dropped rather than rejected (a warning).
    expect(messages.filter((m) => m.includes('a GitOps re-apply, a restore'))).toHaveLength(4);
    expect(messages.filter((m) => / error /.test(m))).toHaveLength(5);
  });

  it('keep them for status itself: every create is rejected, as status is dropped from each', () => {
    const root = (required: string) =>
      widgetCrd(
        `type: object\n${required}properties:\n  spec: {type: object}\n  status: {type: object}`,
        STATUS_SUBRESOURCE,
      );
    const found = reviewFiles(
      [requiredAdded],
      { 'crd.yaml': root('required: [status]\n') },
      { base: { 'crd.yaml': root('') } },
    );
    expect(found.map((f) => `${f.severity} ${f.message}`)).toEqual([
      'error status is now required in v1, which has the status subresource: the apiserver drops status from every create before it validates, so no object of v1 can be created at all, and a default does not help (it is dropped with it); controller-gen requires status where the Status field lacks omitempty: give it omitempty or +optional',
    ]);
  });
});

// k3k and cluster-api-operator's status fields: only the controller writes status.
describe('compat/field-removed under status', () => {
  const removed = (subresource: boolean) =>
    reviewFiles(
      [fieldRemoved],
      { 'crd.yaml': crd('{type: object, properties: {phase: {type: string}}}', subresource) },
      { base: { 'crd.yaml': crd(BASE, subresource) } },
    ).map((f) => `${f.severity} ${f.message.slice(0, f.message.indexOf(';', f.message.indexOf(';') + 1))}`);

  it('speaks of the controller that writes it and the clients that read it, with the status subresource', () => {
    expect(removed(true)).toEqual([
      'error status.size was removed from v1; it is status, which the controller writes through the status subresource and clients read: readers of it break, and a controller of an older release that still writes it sees its values pruned',
      'error status.note was removed from v1; it is status, which the controller writes through the status subresource and clients read: readers of it break, and a controller of an older release that still writes it sees its values pruned',
      'error status.ips was removed from v1; it is status, which the controller writes through the status subresource and clients read: readers of it break, and a controller of an older release that still writes it sees its values pruned',
    ]);
    expect(removed(false)[0]).toMatch(/^error status\.size was removed from v1; clients that set or read it break/);
  });
});

// kubevela b5ce5df9c removed status.resourceTracker, described "Deprecated …": still status.
describe('compat/field-removed of a deprecated status field', () => {
  const removed = (subresource: boolean) =>
    reviewFiles(
      [fieldRemoved],
      { 'crd.yaml': crd('{type: object, properties: {phase: {type: string}}}', subresource) },
      {
        base: {
          'crd.yaml': crd(
            '{type: object, properties: {phase: {type: string}, tracker: {type: string, description: "Deprecated: the tracker moved."}}}',
            subresource,
          ),
        },
      },
    ).map((f) => `${f.severity} ${f.message}`);

  it('speaks of status and of the deprecation, with the status subresource', () => {
    expect(removed(true)).toEqual([
      'error status.tracker was removed from v1, where its description said it was deprecated; it is status, which the controller writes through the status subresource and clients read: readers that still read it break, and a controller of an older release that still writes it sees its values pruned; a served version keeps its deprecated fields (Kubernetes drops a field with the version that has it), so serve the removal as a new version',
    ]);
  });

  it('of the deprecation alone without it (status is then written like spec)', () => {
    expect(removed(false)).toEqual([
      'error status.tracker was removed from v1, where its description said it was deprecated; clients that still set or read it break and stored values are pruned from every read at once and from etcd on the next write; a served version keeps its deprecated fields (Kubernetes drops a field with the version that has it), so serve the removal as a new version',
    ]);
  });
});

// rabbitmq/cluster-operator 4f13b9a9 removed status.clusterStatus, described "Unused.", which no controller wrote.
describe('compat/field-removed of a status field its description said was unused', () => {
  const removed = (description: string, subresource = true) =>
    reviewFiles(
      [fieldRemoved],
      { 'crd.yaml': crd('{type: object, properties: {phase: {type: string}}}', subresource) },
      {
        base: {
          'crd.yaml': crd(
            `{type: object, properties: {phase: {type: string}, clusterStatus: {type: string, description: "${description}"}}}`,
            subresource,
          ),
        },
      },
    ).map((f) => `${f.severity} ${f.message}`);

  it('is a warning that says so', () => {
    expect(removed('Unused.')).toEqual([
      'warning status.clusterStatus was removed from v1, where its description said it was unused; it is status, which only the controller writes: values an old controller left there are pruned from every read at once and from etcd on the next write, and a reader that still reads it finds it unset, as it was: a warning',
    ]);
    expect(removed('This field is no longer used.').map((f) => f.slice(0, f.indexOf(' ')))).toEqual(['warning']);
  });

  it('stays an error where the description says something else, or status is written like spec', () => {
    expect(removed('Used by the dashboard.').map((f) => f.slice(0, f.indexOf(' ')))).toEqual(['error']);
    expect(removed('Unused.', false).map((f) => f.slice(0, f.indexOf(' ')))).toEqual(['error']);
  });
});

// zalando/postgres-operator a585b177: status, a map of strings, became a struct.
describe('compat/field-removed of the values of a status map', () => {
  it('speaks of status, and of the properties beside which a schema of additionalProperties is refused', () => {
    const found = reviewFiles(
      [fieldRemoved],
      { 'crd.yaml': crd('{type: object, properties: {phase: {type: string}}}', true) },
      { base: { 'crd.yaml': crd('{type: object, additionalProperties: {type: string}}', true) } },
    );
    expect(found.map((f) => `${f.severity} ${f.message}`)).toEqual([
      'error the values of the map status were removed from v1 (additionalProperties is gone or false); it is status, which the controller writes through the status subresource and clients read: readers of its entries break, and a controller of an older release that still writes them sees them pruned; the apiserver refuses a schema of additionalProperties beside properties (it accepts only `true` there, which keeps no value of a mapping): serve the change as a new version, or declare every key clients use',
    ]);
  });

  // flink-kubernetes-operator 73894818: status.lastReconciledSpec made a string; creates drop status.
  it('a type changed under status says which writes fail, and stays an error: typed clients fail to decode', () => {
    const typed = (t: string) => crd(`{type: object, properties: {spec: {${t}}}}`, true);
    const [finding] = reviewFiles(
      [typeChanged],
      { 'crd.yaml': typed('type: string') },
      { base: { 'crd.yaml': typed('type: object') } },
    );
    expect(`${finding?.severity} ${finding?.message}`).toBe(
      `error the type of status.spec in v1 changed from "object" to "string"; typed clients fail to decode stored objects; ${STATUS}, and a status write of another type is rejected ${OLDER}; add a new field, or serve the new type as a new version`,
    );
  });
});
