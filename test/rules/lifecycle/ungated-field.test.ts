import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ungatedField } from '../../../src/rules/lifecycle/ungated-field.js';
import { reviewTrees } from './go-fixture.js';

// lifecycle/ungated-field asks whether the change adds a field to the API: a JSON name the
// struct's serialized form did not have at base, with inlined embedded structs expanded as
// encoding/json does. Found on kubernetes-sigs/karpenter c81e6ace4, which replaced
// `v1.NodeSelectorRequirement` inlined with explicit `key`, `operator`, `values` (three fields
// reported "added", the schema unchanged).

const FILE = 'apis/v1/types.go';

/** A v1 API package whose repository gates fields with tags (the rule applies only there). */
const pkg = (...decls: string[]): string =>
  [
    '// +groupName=example.com',
    'package v1',
    '',
    'import (',
    '\tcorev1 "k8s.io/api/core/v1"',
    '\tmetav1 "k8s.io/apimachinery/pkg/apis/meta/v1"',
    ')',
    '',
    'type Gated struct {',
    '\t// +featureGate=Frobs',
    '\tFrob int `json:"frob"`',
    '}',
    '',
    ...decls,
    '',
    // A second tagged declaration: without a gate table, one gate tag makes no convention (ungated-field.ts).
    'type AlsoGated struct {',
    '\t// +featureGate=Blobs',
    '\tBlob int `json:"blob"`',
    '}',
    '',
  ].join('\n');

const struct = (name: string, ...fields: string[]): string =>
  [`type ${name} struct {`, ...fields.map((f) => `\t${f}`), '}', ''].join('\n');

const run = (head: string, base: string) =>
  reviewTrees([ungatedField], new Map([[FILE, head]]), new Map([[FILE, base]])).map((f) => ({
    rule: f.ruleId,
    line: f.line,
    column: f.column,
    message: f.message,
  }));

const ungated = (line: number, field: string, json: string) => ({
  rule: 'lifecycle/ungated-field',
  line,
  column: 2,
  message: `${field} (${json}) is added to the stable API v1 without a +featureGate= or +lifecycle: tag; new fields in stable APIs are normally added behind a feature gate`,
});

const LOCAL_REQUIREMENT = struct(
  'NodeSelectorRequirement',
  'Key string `json:"key"`',
  'Operator string `json:"operator"`',
  'Values []string `json:"values,omitempty"`',
);

describe('lifecycle/ungated-field compares JSON names of the serialized form', () => {
  it('a struct defined in two files under build tags serializes the fields of both: neither is added', () => {
    const linux = ['//go:build linux', '', 'package v1', '', struct('Host', 'Cgroup string `json:"cgroup"`')].join(
      '\n',
    );
    const other = ['//go:build !linux', '', 'package v1', '', struct('Host', 'Job string `json:"job"`')].join('\n');
    const base = new Map([
      [FILE, pkg()],
      ['apis/v1/host_linux.go', linux],
      ['apis/v1/host_other.go', other],
    ]);
    const head = new Map([...base, [FILE, pkg(struct('Extra', '// +featureGate=Frobs', 'Size int `json:"size"`'))]]);
    expect(reviewTrees([ungatedField], head, base).map((f) => f.message)).toEqual([]);
  });

  it('explicit fields replacing an inlined struct of the same package add nothing; a new name beside them is added', () => {
    const base = pkg(
      LOCAL_REQUIREMENT,
      struct('Requirement', 'NodeSelectorRequirement `json:",inline"`', 'MinValues *int `json:"minValues,omitempty"`'),
    );
    const head = pkg(
      LOCAL_REQUIREMENT,
      struct(
        'Requirement',
        'Key string `json:"key"`',
        'Operator string `json:"operator"`',
        'Values []string `json:"values,omitempty"`',
        'MinValues *int `json:"minValues,omitempty"`',
        'MaxValues *int `json:"maxValues,omitempty"`',
      ),
    );
    expect(run(head, base)).toEqual([ungated(25, 'Requirement.MaxValues', 'JSON name "maxValues"')]);
  });

  it('an embedded struct without a tag is inlined too, and a pointer to one', () => {
    const base = pkg(
      LOCAL_REQUIREMENT,
      struct('Requirement', '*NodeSelectorRequirement', 'MinValues *int `json:"minValues,omitempty"`'),
    );
    const head = pkg(
      LOCAL_REQUIREMENT,
      struct(
        'Requirement',
        'Key string `json:"key"`',
        'Operator string `json:"operator"`',
        'MinValues *int `json:"minValues,omitempty"`',
      ),
    );
    expect(run(head, base)).toEqual([]);
  });

  it('explicit fields replacing an inlined struct of another package add nothing (its fields are unknown; see the docs)', () => {
    const base = pkg(
      struct(
        'Requirement',
        'corev1.NodeSelectorRequirement `json:",inline"`',
        'MinValues *int `json:"minValues,omitempty"`',
      ),
    );
    const head = pkg(
      struct(
        'Requirement',
        'Key string `json:"key"`',
        'Operator corev1.NodeSelectorOperator `json:"operator"`',
        '// +optional',
        'Values []string `json:"values,omitempty"`',
        'MinValues *int `json:"minValues,omitempty"`',
      ),
    );
    expect(run(head, base)).toEqual([]);
  });

  it('while an inlined struct of another package stays, a new field beside it is added', () => {
    const base = pkg(
      struct(
        'Widget',
        'metav1.TypeMeta `json:",inline"`',
        'metav1.ObjectMeta `json:"metadata,omitempty"`',
        'Size int `json:"size"`',
      ),
    );
    const head = pkg(
      struct(
        'Widget',
        'metav1.TypeMeta `json:",inline"`',
        'metav1.ObjectMeta `json:"metadata,omitempty"`',
        'Size int `json:"size"`',
        'Color string `json:"color"`',
      ),
    );
    expect(run(head, base)).toEqual([ungated(18, 'Widget.Color', 'JSON name "color"')]);
  });

  it('the same inlined type under another import name is still the same type', () => {
    const base = pkg(struct('Widget', 'metav1.TypeMeta `json:",inline"`', 'Size int `json:"size"`'));
    const head = pkg(
      struct('Widget', 'meta.TypeMeta `json:",inline"`', 'Size int `json:"size"`', 'Color string `json:"color"`'),
    ).replace('\tmetav1 "k8s.io', '\tmeta "k8s.io');
    expect(run(head, base)).toEqual([ungated(17, 'Widget.Color', 'JSON name "color"')]);
  });

  it('a Go rename that keeps the JSON name adds nothing', () => {
    const base = pkg(struct('Widget', 'Size int `json:"size"`', '// +optional', 'Name string `json:"name,omitempty"`'));
    const head = pkg(
      struct('Widget', 'Size int `json:"size"`', '// +optional', 'DisplayName string `json:"name,omitempty"`'),
    );
    expect(run(head, base)).toEqual([]);
  });

  it('a new JSON name on an existing Go field is an added field', () => {
    const base = pkg(struct('Widget', 'Size int `json:"size"`', 'Name string `json:"name"`'));
    const head = pkg(struct('Widget', 'Size int `json:"size"`', 'Name string `json:"displayName"`'));
    expect(run(head, base)).toEqual([ungated(16, 'Widget.Name', 'JSON name "displayName"')]);
  });

  it('a field without a JSON tag is serialized under its Go name', () => {
    const base = pkg(struct('Widget', 'Size int', 'Name string `json:",omitempty"`'));
    const head = pkg(struct('Widget', 'Name string `json:",omitempty"`', 'Size int', 'Size2, Name2 int'));
    expect(run(head, base)).toEqual([ungated(17, 'Widget.Size2,Name2', 'JSON names "Size2", "Name2"')]);
  });

  it('an ordinary added field is still reported; unexported and json:"-" fields are not', () => {
    const base = pkg(struct('Widget', 'Size int `json:"size"`'));
    const head = pkg(
      struct(
        'Widget',
        'Size int `json:"size"`',
        'Color string `json:"color,omitempty"`',
        'cache string',
        'Local string `json:"-"`',
      ),
    );
    expect(run(head, base)).toEqual([ungated(16, 'Widget.Color', 'JSON name "color"')]);
  });

  it('a field moved into a struct that is inlined where it was is not added, to either', () => {
    const common = (...fields: string[]) => struct('Common', 'Owner string `json:"owner"`', ...fields);
    const base = pkg(common(), struct('Widget', 'Common `json:",inline"`', 'Size int `json:"size"`'));
    const head = pkg(common('Size int `json:"size"`'), struct('Widget', 'Common `json:",inline"`'));
    expect(run(head, base)).toEqual([]);
  });

  it('a field added to an inlined struct is added, where it is declared', () => {
    const common = (...fields: string[]) => struct('Common', 'Owner string `json:"owner"`', ...fields);
    const base = pkg(common(), struct('Widget', 'Common `json:",inline"`', 'Size int `json:"size"`'));
    const head = pkg(
      common('Team string `json:"team"`'),
      struct('Widget', 'Common `json:",inline"`', 'Size int `json:"size"`'),
    );
    expect(run(head, base)).toEqual([ungated(16, 'Common.Team', 'JSON name "team"')]);
  });

  it('an embedded unexported struct with a JSON name is serialized under it (encoding/json)', () => {
    const base = pkg(struct('limits', 'Max int `json:"max"`'), struct('Widget', 'limits `json:"limits"`'));
    const head = pkg(struct('Limits', 'Max int `json:"max"`'), struct('Widget', 'Limits Limits `json:"limits"`'));
    expect(run(head, base)).toEqual([]);
  });

  it('an embedded struct with its own JSON name is a field of that name', () => {
    const base = pkg(LOCAL_REQUIREMENT, struct('Volume', 'Size int `json:"size"`'));
    const head = pkg(
      LOCAL_REQUIREMENT,
      struct('Volume', 'Size int `json:"size"`', 'NodeSelectorRequirement `json:"requirement"`'),
    );
    expect(run(head, base)).toEqual([ungated(22, 'Volume.NodeSelectorRequirement', 'JSON name "requirement"')]);
  });
});

// Reordering a struct's fields, renaming them in Go and moving them in the file changes no JSON
// name; adding one field with a new JSON name is exactly one finding, on its line.
describe('property: only a new JSON name is an added field', () => {
  const ident = fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,6}$/);
  const fields = fc.uniqueArray(ident, { minLength: 1, maxLength: 8 });
  const goName = (json: string, n: number) => `${json[0]?.toUpperCase() ?? 'X'}${json.slice(1)}${n}`;

  it('renames and reorders add nothing; one new name is one finding', () => {
    fc.assert(
      fc.property(fields, fc.integer({ min: 0, max: 1000 }), ident, (names, seed, extra) => {
        const base = pkg(struct('Widget', ...names.map((n) => `${goName(n, 0)} string \`json:"${n},omitempty"\``)));
        const shuffled = [...names].sort((a, b) => ((a.charCodeAt(0) * seed) % 7) - ((b.charCodeAt(0) * seed) % 7));
        const renamed = shuffled.map((n) => `${goName(n, 1)} string \`json:"${n},omitempty"\``);
        expect(run(pkg(struct('Widget', ...renamed)), base)).toEqual([]);
        if (names.includes(extra)) return;
        const added = run(pkg(struct('Widget', ...renamed, `Extra string \`json:"${extra}"\``)), base);
        expect(added).toEqual([ungated(14 + renamed.length + 1, 'Widget.Extra', `JSON name "${extra}"`)]);
      }),
    );
  });
});

describe('lifecycle/ungated-field: a type behind a gate is told from a type of the same name in another package', () => {
  // kubernetes/api e0a906d07: core/v1's ResourceClaim is reached only through the gated
  // ResourceRequirements.Claims; resource/v1alpha3 has a ResourceClaim of its own, listed by an
  // ungated field.
  const CORE = 'core/v1/types.go';
  const RESOURCE = 'resource/v1alpha3/types.go';
  const core = (claimFields: string) =>
    pkg(
      struct(
        'ResourceRequirements',
        '// +featureGate=DynamicResourceAllocation',
        'Claims []ResourceClaim `json:"claims,omitempty"`',
      ),
      struct('ResourceClaim', 'Name string `json:"name"`', ...(claimFields ? [claimFields] : [])),
    );
  const resource = (items: string) =>
    [
      '// +groupName=resource.example.com',
      'package v1alpha3',
      '',
      'import (',
      '\tcorev1 "k8s.io/api/core/v1"',
      '\tmetav1 "k8s.io/apimachinery/pkg/apis/meta/v1"',
      ')',
      '',
      struct('ResourceClaimList', 'metav1.TypeMeta `json:",inline"`', `Items ${items} \`json:"items"\``),
      struct('ResourceClaim', 'Spec string `json:"spec"`'),
    ].join('\n');
  const runTwo = (items: string) =>
    reviewTrees(
      [ungatedField],
      new Map([
        [CORE, core('Request string `json:"request,omitempty"`')],
        [RESOURCE, resource(items)],
      ]),
      new Map([
        [CORE, core('')],
        [RESOURCE, resource(items)],
      ]),
    ).map((f) => `${f.file}:${f.line} ${f.message.split(' (')[0]}`);

  it('a field added to a type used only by a gated field of its package needs no gate, whatever other packages name alike', () => {
    expect(runTwo('[]ResourceClaim')).toEqual([]);
  });

  it('a qualified use from another package counts: the type is reachable without the gate', () => {
    expect(runTwo('[]corev1.ResourceClaim')).toEqual(['core/v1/types.go:21 ResourceClaim.Request']);
  });
});
