import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, parseConfig } from '../../../src/engine/config.js';
import type { Finding } from '../../../src/engine/finding.js';
import { needsGoParser } from '../../../src/engine/run.js';
import { RULES } from '../../../src/rules/index.js';
import { reviewChangeSet } from '../../../src/review-change-set.js';
import type { ChangedFile, ChangeSet } from '../../../src/sources/change-set.js';
import { at, specSchema, widgetCrd } from './widget-crd.js';

// compat/validation-tightened with the repository's Go API types (integer-type-limit.ts,
// go-property-type.ts): a bound at the limit of the Go type a property was generated from rejects
// nothing that ever decoded, which the CRD's `format` cannot tell for unsigned types. Reviewed
// through the pipeline the CLI and the action share, which loads the Go parser for it.

const DOC = '// +groupName=example.com\npackage v1\n';
const types = (size: string) => `package v1

type Widget struct {
	Spec WidgetSpec \`json:"spec"\`
}

type WidgetSpec struct {
	Size  *${size} \`json:"size,omitempty"\`
	Count int32 \`json:"count"\`
	Port  uint16 \`json:"port"\`
}
`;

const BASE_CRD = widgetCrd(
  specSchema(
    'size: {type: integer, format: int64}\ncount: {type: integer, format: int32}\nport: {type: integer, format: int32}',
  ),
);
// Lines 20-22: size, count, port, each with its new bound.
const HEAD_CRD = widgetCrd(
  specSchema(
    'size: {type: integer, format: int64, minimum: 0}\ncount: {type: integer, format: int32, minimum: 0}\nport: {type: integer, format: int32, maximum: 65535}',
  ),
);

function file(path: string, head: string | undefined, base: string | undefined): ChangedFile {
  const changed = head !== base;
  const lines = changed && head !== undefined ? [{ start: 1, end: head.split('\n').length }] : [];
  return {
    path,
    status: !changed ? 'unchanged' : base === undefined ? 'added' : head === undefined ? 'removed' : 'modified',
    ...(head === undefined ? {} : { head }),
    ...(base === undefined ? {} : { base }),
    addedLines: lines,
    hunkLines: lines,
  };
}

const change = (goBase: string | undefined, goHead: string | undefined, withDoc = true): ChangeSet => ({
  root: '/',
  hasBase: true,
  files: [
    file('config/crd/widgets.yaml', HEAD_CRD, BASE_CRD),
    ...(withDoc ? [file('api/v1/doc.go', DOC, DOC)] : []),
    ...(goBase === undefined && goHead === undefined ? [] : [file('api/v1/types.go', goHead, goBase)]),
  ],
});

const tightenedFields = async (cs: ChangeSet) =>
  (await reviewChangeSet(cs, { config: DEFAULT_CONFIG, filter: 'new' })).placed
    .map((p) => p.finding)
    .filter((f) => f.ruleId === 'compat/validation-tightened')
    .map((f) => `${f.line} ${f.fieldPath}`);

describe('compat/validation-tightened and the Go type of a field', () => {
  it('does not report minimum 0 on a uint64 field, nor the uint16 maximum, when the Go types are unchanged', async () => {
    expect(await tightenedFields(change(types('uint64'), types('uint64')))).toEqual([`21 ${at('count')}.minimum`]);
  });

  it('does not report them either when the change writes the Go types too', async () => {
    expect(await tightenedFields(change(types('uint64'), types('uint64').replace('Count', 'Count ')))).toEqual([
      `21 ${at('count')}.minimum`,
    ]);
  });

  it('reads a declared type through to what it is declared as (`type Port uint16`), in another file of the package', async () => {
    const named = (t: string) => t.replace('Port  uint16', 'Port  Port');
    const withPort = (cs: ChangeSet): ChangeSet => ({
      ...cs,
      files: [
        ...cs.files,
        file('api/v1/port.go', 'package v1\n\ntype Port uint16\n', 'package v1\n\ntype Port uint16\n'),
      ],
    });
    expect(named(types('uint64'))).toContain('Port  Port');
    expect(await tightenedFields(withPort(change(named(types('uint64')), named(types('uint64')))))).toEqual([
      `21 ${at('count')}.minimum`,
    ]);
    // Without its declaration the type is unknown, and the bound is reported.
    expect(await tightenedFields(change(named(types('uint64')), named(types('uint64'))))).toEqual([
      `21 ${at('count')}.minimum`,
      `22 ${at('port')}.maximum`,
    ]);
  });

  // ytsaurus-k8s-operator 67188c890e: `maximum: 61440` on an int16 cell tag.
  it('does not report a bound beyond the Go type’s limit either, and reports one within it', async () => {
    const portMaximum = async (maximum: number, minimum: number) => {
      const head = HEAD_CRD.replace('maximum: 65535', `maximum: ${maximum}, minimum: ${minimum}`);
      const cs = change(types('uint64'), types('uint64'));
      return tightenedFields({
        ...cs,
        files: cs.files.map((f) => (f.path === 'config/crd/widgets.yaml' ? file(f.path, head, BASE_CRD) : f)),
      });
    };
    expect(await portMaximum(70000, -1)).toEqual([`21 ${at('count')}.minimum`]);
    expect(await portMaximum(60000, 1)).toEqual([
      `21 ${at('count')}.minimum`,
      `22 ${at('port')}.maximum`,
      `22 ${at('port')}.minimum`,
    ]);
  });

  it('reports minimum 0 when the field was signed at base: stored negative values decoded then', async () => {
    expect(await tightenedFields(change(types('int64'), types('uint64')))).toEqual([
      `20 ${at('size')}.minimum`,
      `21 ${at('count')}.minimum`,
    ]);
  });

  it('reports every new bound when the Go types cannot be tied to the CRD', async () => {
    const all = [`20 ${at('size')}.minimum`, `21 ${at('count')}.minimum`, `22 ${at('port')}.maximum`];
    expect(await tightenedFields(change(undefined, undefined))).toEqual(all);
    expect(await tightenedFields(change(types('uint64'), types('uint64'), false))).toEqual(all); // no +groupName
    expect(await tightenedFields(change(undefined, types('uint64')))).toEqual(all); // no types at base
  });
});

describe('compat/default-changed and the Go type of a field', () => {
  // security-profiles-operator 25fcafc: `bool` fields became `*bool` with `default: false`.
  const flags = (enabled: string) =>
    `package v1\n\ntype Widget struct {\n\tSpec WidgetSpec \`json:"spec"\`\n}\n\ntype WidgetSpec struct {\n\tEnabled ${enabled} \`json:"enabled,omitempty"\`\n\tMode string \`json:"mode,omitempty"\`\n}\n`;
  const crd = (defaults: boolean) =>
    widgetCrd(
      specSchema(
        defaults
          ? 'enabled: {type: boolean, default: false}\nmode: {type: string, default: fast}'
          : 'enabled: {type: boolean}\nmode: {type: string}',
      ),
    );
  const defaults = async (goBase: string, added = true) =>
    (
      await reviewChangeSet(
        {
          root: '/',
          hasBase: true,
          files: [
            file('config/crd/widgets.yaml', crd(added), crd(!added)),
            file('api/v1/doc.go', DOC, DOC),
            file('api/v1/types.go', flags('*bool'), goBase),
          ],
        },
        { config: DEFAULT_CONFIG, filter: 'new' },
      )
    ).placed
      .map((p) => p.finding)
      .filter((f) => f.ruleId === 'compat/default-changed')
      .map((f) => `${f.severity} ${f.fieldPath}`);

  it('notes a default that is the zero value the base field, no pointer, was read as when absent', async () => {
    expect(await defaults(flags('bool'))).toEqual([`notice ${at('enabled')}.default`, `warning ${at('mode')}.default`]);
  });

  // Mellanox/network-operator 0a276543 removed `default: false` from a Go bool.
  it('notes the removal of such a default, and warns of it where the field is a pointer', async () => {
    expect(await defaults(flags('bool'), false)).toEqual([`notice ${at('enabled')}`, `warning ${at('mode')}`]);
    expect(await defaults(flags('*bool'), false)).toEqual([`warning ${at('enabled')}`, `warning ${at('mode')}`]);
  });

  it('warns of it where the base field was a pointer, nil when absent', async () => {
    expect(await defaults(flags('*bool'))).toEqual([
      `warning ${at('enabled')}.default`,
      `warning ${at('mode')}.default`,
    ]);
  });
});

/** The findings of one compat/ rule on a change of the CRD beside unchanged Go API types (api/v1). */
const withGoTypes = async (head: string, base: string, go: string, ruleId: string) =>
  (
    await reviewChangeSet(
      {
        root: '/',
        hasBase: true,
        files: [
          file('config/crd/widgets.yaml', head, base),
          file('api/v1/doc.go', DOC, DOC),
          file('api/v1/types.go', go, go),
        ],
      },
      { config: DEFAULT_CONFIG, filter: 'new' },
    )
  ).placed
    .map((p) => p.finding)
    .filter((f) => f.ruleId === ruleId);

// osp-director-operator b3fef5894b: a controller-gen bump wrote `default: {}` on structs.
describe('compat/default-changed of `{}` on a Go struct', () => {
  const go = `package v1\n\ntype Widget struct {\n\tSpec WidgetSpec \`json:"spec"\`\n}\n\ntype Attachment struct {\n\tName string \`json:"name,omitempty"\`\n}\n\ntype WidgetSpec struct {\n\tNet Attachment \`json:"net"\`\n\tTuned Attachment \`json:"tuned"\`\n\tLink *Attachment \`json:"link,omitempty"\`\n}\n`;
  const crd = (defaults: string) =>
    widgetCrd(
      specSchema(
        `net: {type: object, ${defaults}properties: {name: {type: string}}}\ntuned: {type: object, ${defaults}properties: {name: {type: string, default: eth0}}}\nlink: {type: object, ${defaults}properties: {name: {type: string}}}`,
      ),
    );
  it('notes it where the struct is no pointer and no field of it has a default; warns of it elsewhere', async () => {
    const found = (await withGoTypes(crd('default: {}, '), crd(''), go, 'compat/default-changed')).map(
      (f) => `${f.severity} ${f.fieldPath}`,
    );
    expect(found).toEqual([
      `notice ${at('net')}.default`,
      `warning ${at('tuned')}.default`,
      `warning ${at('link')}.default`,
    ]);
  });
});

// DopplerHQ/kubernetes-operator 12c3596bde: `+kubebuilder:default={}` on a map, written by a newer controller-gen.
describe('compat/default-changed of `{}` on a Go map and `[]` on a slice', () => {
  const go = `package v1\n\ntype Widget struct {\n\tSpec WidgetSpec \`json:"spec"\`\n}\n\ntype Processors map[string]*Processor\n\ntype Processor struct {\n\tName string \`json:"name,omitempty"\`\n}\n\ntype WidgetSpec struct {\n\tProcessors Processors \`json:"processors,omitempty"\`\n\tLabels *map[string]string \`json:"labels,omitempty"\`\n\tHosts []string \`json:"hosts,omitempty"\`\n\tPorts map[string]int32 \`json:"ports,omitempty"\`\n}\n`;
  const crd = (base: boolean) =>
    widgetCrd(
      specSchema(
        [
          `processors: {type: object, ${base ? '' : 'default: {}, '}additionalProperties: {type: object, properties: {name: {type: string}}}}`,
          `labels: {type: object, ${base ? '' : 'default: {}, '}additionalProperties: {type: string}}`,
          `hosts: {type: array, ${base ? '' : 'default: [], '}items: {type: string}}`,
          `ports: {type: object, ${base ? '' : 'default: {a: 1}, '}additionalProperties: {type: integer}}`,
        ].join('\n'),
      ),
    );
  it('notes the empty value of a map or slice that is no pointer; warns of a pointer, or of entries', async () => {
    const found = (await withGoTypes(crd(false), crd(true), go, 'compat/default-changed')).map(
      (f) => `${f.severity} ${f.fieldPath}`,
    );
    expect(found).toEqual([
      `notice ${at('processors')}.default`,
      `warning ${at('labels')}.default`,
      `notice ${at('hosts')}.default`,
      `warning ${at('ports')}.default`,
    ]);
  });
});

// gardener/machine-controller-manager 1f9b2aa9a1 took a stray XPreserveUnknownFields off a corev1.SecretReference.
describe('compat/preserve-unknown-fields-changed on a field of a Go struct', () => {
  const go = `package v1\n\ntype Widget struct {\n\tSpec WidgetSpec \`json:"spec"\`\n}\n\ntype Ref struct {\n\tName string \`json:"name,omitempty"\`\n}\n\ntype WidgetSpec struct {\n\tCredentials *Ref \`json:"credentials,omitempty"\`\n\tConfig map[string]string \`json:"config,omitempty"\`\n}\n`;
  const crd = (keep: boolean) =>
    widgetCrd(
      specSchema(
        [
          `credentials: {type: object, ${keep ? 'x-kubernetes-preserve-unknown-fields: true, ' : ''}properties: {name: {type: string}}}`,
          `config: {type: object, ${keep ? 'x-kubernetes-preserve-unknown-fields: true, ' : ''}properties: {a: {type: string}}}`,
        ].join('\n'),
      ),
    );
  it('warns where the Go type is a struct, which keeps only the fields it declares; stays an error elsewhere', async () => {
    const found = (await withGoTypes(crd(false), crd(true), go, 'compat/preserve-unknown-fields-changed')).map(
      (f) => `${f.severity} ${f.message.split(' in v1 ')[0]}`,
    );
    expect(found).toEqual(['warning spec.credentials', 'error spec.config']);
  });
});

describe('needsGoParser', () => {
  const go = file('api/v1/types.go', types('uint64'), types('uint64'));
  const options = { rules: RULES, config: DEFAULT_CONFIG, unchangedFiles: false };

  it('loads the Go parser for a change to a CRD in a repository with Go files', () => {
    expect(
      needsGoParser({ root: '/', hasBase: true, files: [go, file('crd.yaml', HEAD_CRD, BASE_CRD)] }, options),
    ).toBe(true);
  });

  it('does not when the change touches no CRD, or the rules that consult Go types are off', () => {
    const configMap = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n';
    const noCrd: ChangeSet = {
      root: '/',
      hasBase: true,
      files: [go, file('cm.yaml', configMap, `${configMap}data: {}\n`)],
    };
    expect(needsGoParser(noCrd, options)).toBe(false);
    const parsed = parseConfig(
      'rules:\n  compat/validation-tightened: off\n  compat/served-version-divergence: off\n  compat/crd-removed: off\n  compat/field-removed: off\n  compat/preserve-unknown-fields-changed: off\n',
      'config.yaml',
      new Set(RULES.map((r) => r.id)),
    );
    if (!('config' in parsed)) throw new Error('the configuration does not parse');
    const crdChange: ChangeSet = { root: '/', hasBase: true, files: [go, file('crd.yaml', HEAD_CRD, BASE_CRD)] };
    expect(needsGoParser(crdChange, { ...options, config: parsed.config })).toBe(false);
  });
});

// flagger b7194273: `number` made `integer` on fields whose Go type is an integer.
describe('compat/type-changed from number to integer and the Go type of the field', () => {
  const crd = (type: string) => widgetCrd(specSchema(`size: {type: ${type}}\ncount: {type: ${type}}`));
  const goTypes =
    'package v1\n\ntype Widget struct {\n\tSpec WidgetSpec `json:"spec"`\n}\n\ntype WidgetSpec struct {\n\tSize *int32 `json:"size,omitempty"`\n\tCount float64 `json:"count"`\n}\n';
  const changed = async (withGo: boolean) =>
    (
      await reviewChangeSet(
        {
          root: '/',
          hasBase: true,
          files: [
            file('config/crd/widgets.yaml', crd('integer'), crd('number')),
            ...(withGo ? [file('api/v1/doc.go', DOC, DOC), file('api/v1/types.go', goTypes, goTypes)] : []),
          ],
        },
        { config: DEFAULT_CONFIG, filter: 'new' },
      )
    ).placed
      .map((p) => p.finding)
      .filter((f) => f.ruleId === 'compat/type-changed')
      .map((f) => `${f.severity} ${f.fieldPath} ${f.message.slice(0, f.message.indexOf(';'))}`);

  it('is a warning on a Go integer field, which no fraction decoded into; an error on a float64 one', async () => {
    expect(await changed(true)).toEqual([
      `warning ${at('size')}.type the type of spec.size in v1 changed from "number" to "integer"`,
      `error ${at('count')}.type the type of spec.count in v1 changed from "number" to "integer"`,
    ]);
  });

  it('stays an error without the Go types', async () => {
    expect((await changed(false)).map((f) => f.slice(0, f.indexOf(' ')))).toEqual(['error', 'error']);
  });

  it('leaves a bound added with the integer type reported: 0 decoded into the int32, and minimum 1 refuses it', async () => {
    const bounded = widgetCrd(specSchema('size: {type: integer, minimum: 1}\ncount: {type: number}'));
    const findings = (
      await reviewChangeSet(
        {
          root: '/',
          hasBase: true,
          files: [
            file('config/crd/widgets.yaml', bounded, crd('number')),
            file('api/v1/doc.go', DOC, DOC),
            file('api/v1/types.go', goTypes, goTypes),
          ],
        },
        { config: DEFAULT_CONFIG, filter: 'new' },
      )
    ).placed.map((p) => `${p.finding.severity} ${p.finding.ruleId} ${p.finding.fieldPath}`);
    expect(findings).toEqual([
      `warning compat/type-changed ${at('size')}.type`,
      `error compat/validation-tightened ${at('size')}.minimum`,
    ]);
  });
});

// linkerd2 cca3cf800: `not` typed as an array, made the object its Go type `*ResponseMatch` is.
describe('compat/type-changed to object and a Go struct field', () => {
  const crd = (type: string) =>
    widgetCrd(specSchema(`not: {type: ${type}}\ncustom: {type: ${type}}\nother: {type: ${type}}`));
  const goTypes = [
    'package v1',
    '',
    'type Widget struct {\n\tSpec WidgetSpec `json:"spec"`\n}',
    'type WidgetSpec struct {\n\tNot *Match `json:"not,omitempty"`\n\tCustom Lenient `json:"custom"`\n\tOther []Match `json:"other"`\n}',
    'type Match struct {\n\tStatus string `json:"status"`\n}',
    'type Lenient struct {\n\tItems []string `json:"items"`\n}',
    '// Lenient also takes a list.',
    'func (l *Lenient) UnmarshalJSON(b []byte) error { return nil }',
    '',
  ].join('\n');
  const changed = async () =>
    (
      await reviewChangeSet(
        {
          root: '/',
          hasBase: true,
          files: [
            file('config/crd/widgets.yaml', crd('object'), crd('array')),
            file('api/v1/doc.go', DOC, DOC),
            file('api/v1/types.go', goTypes, goTypes),
          ],
        },
        { config: DEFAULT_CONFIG, filter: 'new' },
      )
    ).placed
      .map((p) => p.finding)
      .filter((f) => f.ruleId === 'compat/type-changed')
      .map((f) => `${f.severity} ${f.fieldPath}`);

  it('is a warning where the Go type is a struct, which no array decoded into; an error where it decodes itself or is a slice', async () => {
    expect(await changed()).toEqual([
      `warning ${at('not')}.type`,
      `error ${at('custom')}.type`,
      `error ${at('other')}.type`,
    ]);
  });
});

// tektoncd/operator ec540d6ccb dropped `+kubebuilder:validation:Schemaless` from struct fields.
describe('compat/type-changed from any type to object and a Go struct field', () => {
  const crd = (typed: boolean) =>
    widgetCrd(
      specSchema(
        typed
          ? 'tuning: {type: object}\nnotes: {type: object}'
          : 'tuning: {x-kubernetes-preserve-unknown-fields: true}\nnotes: {x-kubernetes-preserve-unknown-fields: true}',
      ),
    );
  const goTypes = [
    'package v1',
    '',
    'type Widget struct {\n\tSpec WidgetSpec `json:"spec"`\n}',
    'type WidgetSpec struct {\n\tTuning *Tuning `json:"tuning,omitempty"`\n\tNotes Notes `json:"notes"`\n}',
    'type Tuning struct {\n\tLevel string `json:"level"`\n}',
    'type Notes struct{}',
    'func (n *Notes) UnmarshalJSON(b []byte) error { return nil }',
    '',
  ].join('\n');

  it('is the struct warning where the Go type is a struct, and stays the error where it decodes itself', async () => {
    const found = await typeChanges(crd(true), crd(false), goTypes);
    expect(found.map((f) => `${f.severity} ${f.fieldPath} ${f.message.split(';')[0]}`)).toEqual([
      `warning ${at('tuning')}.type the type of spec.tuning in v1 changed from any type to "object", which its Go type, a struct, is: a stored value of another type never decoded into it, so only objects its controllers could not read are refused`,
      `error ${at('notes')}.type the type of spec.notes in v1 changed from any type to "object"`,
    ]);
  });
});

/** The compat/type-changed findings of a change of the CRD, beside Go types the change leaves alone. */
async function typeChanges(head: string, base: string, goTypes: string): Promise<Finding[]> {
  const files = [
    file('config/crd/widgets.yaml', head, base),
    file('api/v1/doc.go', DOC, DOC),
    file('api/v1/types.go', goTypes, goTypes),
  ];
  return (await reviewChangeSet({ root: '/', hasBase: true, files }, { config: DEFAULT_CONFIG, filter: 'new' })).placed
    .map((p) => p.finding)
    .filter((f) => f.ruleId === 'compat/type-changed');
}

// pyrra ae915977a: an integer `window`, made the string its Go type (prometheus' model.Duration,
// which decodes `4w` by UnmarshalText) always was.
describe('compat/type-changed to string and a Go type that decodes a string alone', () => {
  const crd = (type: string) =>
    widgetCrd(
      specSchema(
        `window: {type: ${type}}\nname: {type: ${type}}\ntimeout: {type: ${type}}\ncount: {type: ${type}}\nlater: {type: ${type}}`,
      ),
    );
  const goTypes = [
    'package v1',
    '',
    'import (\n\tmetav1 "k8s.io/apimachinery/pkg/apis/meta/v1"\n\t"github.com/prometheus/common/model"\n)',
    'type Widget struct {\n\tSpec WidgetSpec `json:"spec"`\n}',
    'type WidgetSpec struct {\n\tWindow model.Duration `json:"window"`\n\tName *string `json:"name,omitempty"`\n\tTimeout metav1.Duration `json:"timeout"`\n\tCount int64 `json:"count"`\n\tLater Period `json:"later"`\n}',
    '// Period is written as text and decoded by UnmarshalJSON too, which may take a number.',
    'type Period int64',
    'func (p *Period) UnmarshalText(b []byte) error { return nil }',
    'func (p *Period) UnmarshalJSON(b []byte) error { return nil }',
    '',
  ].join('\n');
  it('is a warning that says so; an error where the Go type is an integer, or decodes JSON itself', async () => {
    const found = (await typeChanges(crd('string'), crd('integer'), goTypes)).map(
      (f) => `${f.severity} ${f.fieldPath} ${f.message.split(':')[0]}`,
    );
    const changedFrom = (field: string) => `the type of spec.${field} in v1 changed from "integer" to "string"`;
    expect(found).toEqual([
      `warning ${at('window')}.type ${changedFrom('window')}, which its Go type, a type with a text decoder of its own (UnmarshalText), decodes alone`,
      `warning ${at('name')}.type ${changedFrom('name')}, which its Go type, a string, decodes alone`,
      `warning ${at('timeout')}.type ${changedFrom('timeout')}, which its Go type, a metav1.Duration, decodes alone`,
      `error ${at('count')}.type ${changedFrom('count')}; typed clients fail to decode stored objects, and creating one again (a GitOps re-apply, a restore) is refused, as is an update that changes the value (one that leaves it as it is passes, by ratcheting); add a new field, or serve the new type as a new version`,
      `error ${at('later')}.type ${changedFrom('later')}; typed clients fail to decode stored objects, and creating one again (a GitOps re-apply, a restore) is refused, as is an update that changes the value (one that leaves it as it is passes, by ratcheting); add a new field, or serve the new type as a new version`,
    ]);
  });
});

// carina fb42379017: a status field made the string its Go type was, under the status subresource.
describe('compat/type-changed to string on a status field whose Go type is a string', () => {
  const crd = (type: string) =>
    `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: widgets.example.com}\nspec:\n  group: example.com\n  names: {kind: Widget, plural: widgets}\n  scope: Namespaced\n  versions:\n  - name: v1\n    served: true\n    storage: true\n    subresources: {status: {}}\n    schema:\n      openAPIV3Schema:\n        type: object\n        properties:\n          status:\n            type: object\n            properties:\n              readOnly: {type: ${type}}\n`;
  const goTypes =
    'package v1\n\ntype Widget struct {\n\tStatus WidgetStatus `json:"status,omitempty"`\n}\n\ntype WidgetStatus struct {\n\tReadOnly string `json:"readOnly,omitempty"`\n}\n';
  it('says what the Go type says, as on a spec field', async () => {
    const found = (await typeChanges(crd('string'), crd('boolean'), goTypes)).map(
      (f) => `${f.severity} ${f.message.split(':')[0]}`,
    );
    expect(found).toEqual([
      'warning the type of status.readOnly in v1 changed from "boolean" to "string", which its Go type, a string, decodes alone',
    ]);
  });
});

// cert-manager/google-cas-issuer 2ae3760: `Spec GoogleCASIssuerSpec` lost its omitempty (kube-api-linter's
// omitzero rule), and controller-gen required spec at the root.
describe('compat/required-added of the root spec and the Go type that holds it', () => {
  const crd = (required: string) =>
    widgetCrd(
      `type: object\n${required}properties:\n  spec:\n    type: object\n    properties: {size: {type: integer}}`,
    );
  const goTypes = (spec: string) =>
    `package v1\n\ntype Widget struct {\n\tSpec ${spec} \`json:"spec"\`\n}\n\ntype WidgetSpec struct {\n\tSize int32 \`json:"size,omitempty"\`\n}\n`;
  const required = async (go: string | undefined) =>
    (
      await reviewChangeSet(
        {
          root: '/',
          hasBase: true,
          files: [
            file('config/crd/widgets.yaml', crd('required: [spec]\n'), crd('')),
            ...(go === undefined ? [] : [file('api/v1/doc.go', DOC, DOC), file('api/v1/types.go', go, go)]),
          ],
        },
        { config: DEFAULT_CONFIG, filter: 'new' },
      )
    ).placed
      .map((p) => p.finding)
      .filter((f) => f.ruleId === 'compat/required-added')
      .map((f) => `${f.severity} ${f.line} ${f.message}`);

  it('is a warning where the Go type holds spec as a struct, which every Go client sent', async () => {
    expect(await required(goTypes('WidgetSpec'))).toEqual([
      'warning 16 spec is now required in v1; every create without it (a GitOps re-apply, a restore) and every update of the object that leaves it out is rejected, but the Go type the CRD was generated from holds spec as a struct, which encoding/json writes even when empty, so only a manifest or an unstructured client that leaves spec out meets the refusal, never a Go client: a warning',
    ]);
  });

  it('stays an error where spec is a pointer, which a Go client leaves out as nil, or the Go types are not there', async () => {
    expect((await required(goTypes('*WidgetSpec'))).map((f) => f.slice(0, f.indexOf(' ')))).toEqual(['error']);
    expect((await required(undefined)).map((f) => f.slice(0, f.indexOf(' ')))).toEqual(['error']);
  });

  // vault-config-operator 3107f993ec required `authentication`, a struct, which manifests written
  // by hand leave out where they set nothing in it: below spec, a struct is no reason for a warning.
  it('stays an error for a struct field below the root, as for a pointer there', async () => {
    const nested = (required: string) =>
      widgetCrd(
        `type: object\nproperties:\n  spec:\n    type: object\n    properties:\n      template:\n        type: object\n${required}        properties:\n          spec: {type: object, properties: {size: {type: integer}}}`,
      );
    const go = (inner: string) =>
      `package v1\n\ntype Widget struct {\n\tSpec WidgetSpec \`json:"spec"\`\n}\n\ntype WidgetSpec struct {\n\tTemplate Template \`json:"template,omitempty"\`\n}\n\ntype Template struct {\n\tSpec ${inner} \`json:"spec,omitempty"\`\n}\n\ntype JobSpec struct {\n\tSize int32 \`json:"size,omitempty"\`\n}\n`;
    const found = async (inner: string) =>
      (
        await reviewChangeSet(
          {
            root: '/',
            hasBase: true,
            files: [
              file('config/crd/widgets.yaml', nested('        required: [spec]\n'), nested('')),
              file('api/v1/doc.go', DOC, DOC),
              file('api/v1/types.go', go(inner), go(inner)),
            ],
          },
          { config: DEFAULT_CONFIG, filter: 'new' },
        )
      ).placed
        .map((p) => p.finding)
        .filter((f) => f.ruleId === 'compat/required-added')
        .map((f) => `${f.severity} ${f.message.slice(0, f.message.indexOf(';'))}`);
    expect(await found('JobSpec')).toEqual(['error spec.template.spec is now required in v1']);
    expect(await found('*JobSpec')).toEqual(['error spec.template.spec is now required in v1']);
  });
});
