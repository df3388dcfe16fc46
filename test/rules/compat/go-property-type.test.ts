import { describe, expect, it } from 'vitest';
import { defineRule, type Rule } from '../../../src/engine/rule.js';
import { World, type GoSources } from '../../../src/engine/world.js';
import { goPropertyTypes } from '../../../src/rules/compat/go-property-type.js';
import { parsePropertyPath } from '../../../src/rules/compat/property-path.js';
import { goParser } from '../../parse/go/go-parser-instance.js';
import { wholeReviewOfGo } from '../../support/whole-review-of-go.js';

// The Go type a CRD property was generated from, as controller-gen maps Go API types to a CRD.

const DOC = (pkg: string, group: string, extra = '') => `// Package ${pkg} holds the API.
${extra}// +groupName=${group}
package ${pkg}
`;

const TYPES = `package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	common "example.com/op/api/common"
	corev1 "k8s.io/api/core/v1"
	"github.com/prometheus/common/model"
)

// +kubebuilder:object:root=true
type Scraper struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
	Spec ScraperSpec \`json:"spec"\`
}

type Port uint16

// Ports is a list of ports.
type Ports []Port

type (
	Weight = common.Weight
	Flags  = *uint32
	Opaque metav1.Duration
	Period = metav1.Duration
)

// Window is written as text ("5m"): JSON holds it as a string.
type Window int64

func (w Window) MarshalText() ([]byte, error) { return nil, nil }
func (w *Window) UnmarshalText(b []byte) error { return nil }

// Later is defined as a Window, and has none of its methods.
type Later Window

// Stamp is a struct a string decodes into.
type Stamp struct{ at int64 }

func (s *Stamp) UnmarshalText(b []byte) error { return nil }

type ScraperSpec struct {
	Limits          \`json:",inline"\`
	Window          Window             \`json:"window"\`
	Later           Later              \`json:"later"\`
	Stamp           *Stamp             \`json:"stamp,omitempty"\`
	Evaluation      model.Duration     \`json:"evaluation"\`
	SampleLimit     *uint64            \`json:"sampleLimit,omitempty"\`
	Replicas        int32              \`json:"replicas"\`
	Ports           []Endpoint         \`json:"ports,omitempty"\`
	Quotas          map[string]*uint32 \`json:"quotas,omitempty"\`
	Matrix          [][]uint8          \`json:"matrix,omitempty"\`
	Named           Port               \`json:"named"\`
	NamedList       Ports              \`json:"namedList,omitempty"\`
	Weighted        *Weight            \`json:"weighted,omitempty"\`
	Flags           Flags              \`json:"flags,omitempty"\`
	Opaque          Opaque             \`json:"opaque,omitempty"\`
	Interval        *metav1.Duration   \`json:"interval,omitempty"\`
	Period          Period             \`json:"period"\`
	Shared          *common.Shared     \`json:"shared,omitempty"\`
	Resources       corev1.ResourceRequirements \`json:"resources,omitempty"\`
	Credentials     *corev1.SecretReference \`json:"credentials,omitempty"\`
	NoTag           uint16
	Skipped         uint16             \`json:"-"\`
}

type Limits struct {
	TargetLimit uint32 \`json:"targetLimit,omitempty"\`
}

type Endpoint struct {
	Number uint16 \`json:"number"\`
}
`;

const COMMON = `package common

type Shared struct {
	Weight uint8 \`json:"weight"\`
}

type Weight int16
`;

const VENDORED = `package v1

type ResourceRequirements struct {
	Count uint32 \`json:"count"\`
}
`;

const TREE: Record<string, string> = {
  'api/v1/doc.go': DOC('v1', 'monitoring.example.com'),
  'api/v1/types.go': TYPES,
  'api/v1/types_test.go': 'package v1\n\ntype Scraper struct {\n\tSpec int `json:"spec"`\n}\n',
  'api/common/shared.go': COMMON,
  'vendor/k8s.io/api/core/v1/types.go': VENDORED,
};

const worldOf = (files: Record<string, string>) =>
  new World(
    [],
    Object.entries(files).map(([path, text]) => goParser.parse(path, text)),
  );

const typeOf = (files: Record<string, string>, property: string, group = 'monitoring.example.com', version = 'v1') =>
  goPropertyTypes(worldOf(files))(group, version, 'Scraper', parsePropertyPath(property) ?? []);

describe('goPropertyTypes', () => {
  it.each([
    ['^.spec.sampleLimit', '*uint64'], // a pointer says so
    ['^.spec.replicas', 'int32'],
    ['^.spec.targetLimit', 'uint32'], // from the inlined embedded struct
    ['^.spec.ports[*].number', 'uint16'],
    ['^.spec.quotas{*}', '*uint32'],
    ['^.spec.matrix[*][*]', 'uint8'],
    ['^.spec.shared.weight', 'uint8'], // an imported package found by the end of its import path
    ['^.spec.resources.count', 'uint32'], // an imported package found under vendor/
    ['^.spec.NoTag', 'uint16'], // encoding/json's name for a field without a tag
    ['^.spec.named', 'uint16'], // a declared type, read through to what it is declared as
    ['^.spec.namedList[*]', 'uint16'], // a declared slice of a declared type
    ['^.spec.weighted', '*int16'], // an alias of a declared type of an imported package
    ['^.spec.flags', '*uint32'], // an alias of a pointer
    ['^.spec.interval', '*metav1.Duration'], // a type of another module known by its import path
    ['^.spec.period', 'metav1.Duration'], // an alias of it, which has its methods
    ['^.spec.window', 'text'], // a declared integer with a text decoder: a JSON string alone
    ['^.spec.stamp', '*text'], // a struct with one
    ['^.spec.later', 'int64'], // defined as such a type, without its methods
    ['^.spec.evaluation', 'text'], // prometheus/common's Duration, known by its import path
    ['^.spec.ports', 'slice'], // a slice literal, whose empty value reads as nil does
    ['^.spec.credentials', '*struct'], // a reference struct of Kubernetes' own API, known by its import path
  ])('%s is %s', (property, type) => {
    expect(typeOf(TREE, property)).toBe(type);
  });

  it.each([
    ['^.spec.opaque', 'a type defined as metav1.Duration, which has none of its methods'],
    ['^.spec.Skipped', 'json:"-"'],
    ['^.spec.missing', 'no such field'],
    ['^.spec.sampleLimit[*]', 'items of an integer'],
    ['^.metadata.name', 'a type from a package the repository does not hold'],
    ['^.kind', 'possibly a field of an inlined type it cannot read (metav1.TypeMeta)'],
  ])('%s is unknown: %s', (property) => {
    expect(typeOf(TREE, property)).toBeUndefined();
  });

  it('finds nothing for another group or version, or without a +groupName', () => {
    expect(typeOf(TREE, '^.spec.sampleLimit', 'other.example.com')).toBeUndefined();
    expect(typeOf(TREE, '^.spec.sampleLimit', 'monitoring.example.com', 'v2')).toBeUndefined();
    const { 'api/v1/doc.go': _doc, ...withoutDoc } = TREE;
    expect(typeOf(withoutDoc, '^.spec.sampleLimit')).toBeUndefined();
  });

  // zalando/postgres-operator registers its struct `Postgresql` as the kind `postgresql`.
  it("finds the kind's struct by its name in other letter case where none has the kind's name", () => {
    const lower = (property: string) =>
      goPropertyTypes(worldOf(TREE))('monitoring.example.com', 'v1', 'scraper', parsePropertyPath(property) ?? []);
    expect(lower('^.spec.replicas')).toBe('int32');
    // Two structs of that name in other letter cases: neither is known to be the kind's.
    const twice = { ...TREE, 'api/v1/other.go': 'package v1\n\ntype SCRAPER struct {\n\tSpec int `json:"spec"`\n}\n' };
    expect(
      goPropertyTypes(worldOf(twice))(
        'monitoring.example.com',
        'v1',
        'scraper',
        parsePropertyPath('^.spec.replicas') ?? [],
      ),
    ).toBeUndefined();
  });

  it('takes the version from +versionName when the package says one', () => {
    const tree = { ...TREE, 'api/v1/doc.go': DOC('v1', 'monitoring.example.com', '// +versionName=v1beta2\n') };
    expect(typeOf(tree, '^.spec.sampleLimit', 'monitoring.example.com', 'v1beta2')).toBe('*uint64');
    expect(typeOf(tree, '^.spec.sampleLimit')).toBeUndefined();
  });

  it('knows no type when two packages of the group version disagree, and the one type when they agree', () => {
    const copy = { 'hack/v1/doc.go': DOC('v1', 'monitoring.example.com'), 'hack/v1/types.go': TYPES };
    expect(typeOf({ ...TREE, ...copy }, '^.spec.sampleLimit')).toBe('*uint64');
    const signed = { ...copy, 'hack/v1/types.go': TYPES.replace('*uint64', '*int64') };
    expect(typeOf({ ...TREE, ...signed }, '^.spec.sampleLimit')).toBeUndefined();
  });

  it("reads a kind declared as another version's type through to that version's struct (gateway-api's v1beta1)", () => {
    const older = {
      'api/v1beta1/doc.go': DOC('v1beta1', 'monitoring.example.com'),
      'api/v1beta1/types.go':
        'package v1beta1\n\nimport v1 "example.com/op/api/v1"\n\n// +kubebuilder:object:root=true\ntype Scraper v1.Scraper\n',
    };
    expect(typeOf({ ...TREE, ...older }, '^.spec.sampleLimit', 'monitoring.example.com', 'v1beta1')).toBe('*uint64');
    expect(typeOf({ ...TREE, ...older }, '^.spec.named', 'monitoring.example.com', 'v1beta1')).toBe('uint16');
  });

  it('passes by packages of the group version that do not define the kind (one package per kind)', () => {
    const other = {
      'api/other/v1/doc.go': DOC('v1', 'monitoring.example.com'),
      'api/other/v1/types.go': 'package v1\n\ntype Prober struct {\n\tSpec int64 `json:"spec"`\n}\n',
    };
    expect(typeOf({ ...TREE, ...other }, '^.spec.sampleLimit')).toBe('*uint64');
  });

  it('knows no type when a declared type is declared twice in the package (build tags)', () => {
    const tree = { ...TREE, 'api/v1/other.go': 'package v1\n\ntype Port int\n' };
    expect(typeOf(tree, '^.spec.named')).toBeUndefined();
    expect(typeOf(tree, '^.spec.sampleLimit')).toBe('*uint64');
  });

  it('knows no type when a struct is defined twice in the package (build tags)', () => {
    const tree = {
      ...TREE,
      'api/v1/other.go': 'package v1\n\ntype Endpoint struct {\n\tNumber int `json:"number"`\n}\n',
    };
    expect(typeOf(tree, '^.spec.ports[*].number')).toBeUndefined();
    expect(typeOf(tree, '^.spec.sampleLimit')).toBe('*uint64');
  });

  it('knows no type when two inlined structs, or a field and an inlined struct at one depth, could hold the name', () => {
    const twice =
      TYPES.replace('Limits          `json:",inline"`', 'Limits `json:",inline"`\n\tMore `json:",inline"`') +
      '\ntype More struct {\n\tTargetLimit int64 `json:"targetLimit"`\n}\n';
    expect(twice).toContain('\tMore `json');
    expect(typeOf({ ...TREE, 'api/v1/types.go': twice }, '^.spec.targetLimit')).toBeUndefined();
    // A field of the struct itself is shallower than the inlined one: encoding/json takes it.
    const direct = TYPES.replace(
      'Replicas        int32              `json:"replicas"`',
      'TargetLimit int64 `json:"targetLimit"`',
    );
    expect(direct).toContain('TargetLimit int64');
    expect(typeOf({ ...TREE, 'api/v1/types.go': direct }, '^.spec.targetLimit')).toBe('int64');
  });

  it('does not take a vendored package as the group version, nor resolve an import to a vendored copy of the group', () => {
    const vendored = {
      'vendor/example.com/op/api/v1/doc.go': DOC('v1', 'monitoring.example.com'),
      'vendor/example.com/op/api/v1/types.go': TYPES,
      'api/common/shared.go': COMMON,
    };
    expect(typeOf(vendored, '^.spec.sampleLimit')).toBeUndefined();
  });

  it('in the review of a change, parses only the packages whose text names the group and those a question leads to', () => {
    const parsed: string[] = [];
    const sources: GoSources = {
      changedPaths: new Set(),
      sources: Object.entries({ ...TREE, 'cmd/main.go': 'package main\n\nfunc main() {}\n' }).map(([path, text]) => ({
        path,
        text,
        file: () => {
          parsed.push(path);
          return goParser.parse(path, text);
        },
      })),
    };
    const lookup = goPropertyTypes(new World([], sources));
    expect(lookup('monitoring.example.com', 'v1', 'Scraper', parsePropertyPath('^.spec.sampleLimit') ?? [])).toBe(
      '*uint64',
    );
    expect(parsed.sort()).toEqual(['api/v1/doc.go', 'api/v1/types.go']);
  });
});

describe('goPropertyTypes in a whole review', () => {
  // kyverno's whole review parsed all 12 MB of its Go for the types of one group (4 s).
  it('parses only the packages whose text names the group and those a question leads to, as in the review of a change', () => {
    let answer: unknown;
    const asking: Rule = defineRule({
      id: 'compat/test-go-types',
      scope: 'repository',
      meta: { severity: 'notice', description: 'asks the Go types', messages: { m: 'm' } },
      check: (ctx) => {
        answer = goPropertyTypes(ctx.head)(
          'monitoring.example.com',
          'v1',
          'Scraper',
          parsePropertyPath('^.spec.sampleLimit') ?? [],
        );
        return [];
      },
    });
    const { parsed } = wholeReviewOfGo([asking], { ...TREE, 'cmd/main.go': 'package main\n\nfunc main() {}\n' });
    expect(answer).toBe('*uint64');
    expect(parsed).toEqual(['api/v1/doc.go', 'api/v1/types.go']);
  });
});

describe('goPropertyTypes with the packages the checkout vendors', () => {
  const GADGET = `package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"example.com/knobs/pkg/knobs"
)

type Gadget struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
	Spec GadgetSpec \`json:"spec"\`
}

type GadgetSpec struct {
	Tuning *knobs.Tuning \`json:"tuning,omitempty"\`
}
`;
  const VENDORED: Record<string, string> = {
    'vendor/example.com/knobs/pkg/knobs/knobs.go':
      'package knobs\n\nimport "example.com/dials"\n\ntype Tuning struct {\n\tLevel *int32 `json:"level,omitempty"`\n\tDial dials.Dial `json:"dial"`\n}\n',
    'vendor/example.com/dials/dials.go': 'package dials\n\ntype Dial struct {\n\tTurns uint8 `json:"turns"`\n}\n',
  };
  const world = worldOf({ 'api/v1/doc.go': DOC('v1', 'gadgets.example.com'), 'api/v1/types.go': GADGET });
  const gadget = (lookup: ReturnType<typeof goPropertyTypes>, property: string) =>
    lookup('gadgets.example.com', 'v1', 'Gadget', parsePropertyPath(property) ?? []);

  it('reads a package no file of the world holds from the vendored files, once, importing file by importing file', () => {
    const asked: string[] = [];
    const lookup = goPropertyTypes(world, (importPath, importingFile) => {
      asked.push(`${importPath} from ${importingFile}`);
      const files = Object.entries(VENDORED).filter(([path]) => path.startsWith(`vendor/${importPath}/`));
      return files.length === 0 ? undefined : files.map(([path, text]) => goParser.parse(path, text));
    });
    expect(gadget(lookup, '^.spec.tuning')).toBe('*struct');
    expect(gadget(lookup, '^.spec.tuning.level')).toBe('*int32');
    expect(gadget(lookup, '^.spec.tuning.dial.turns')).toBe('uint8');
    expect(gadget(lookup, '^.spec.tuning.missing')).toBeUndefined();
    expect(lookup.lacks('gadgets.example.com', 'v1', 'Gadget', parsePropertyPath('^.spec.tuning.missing') ?? [])).toBe(
      true,
    );
    expect(asked).toEqual([
      'example.com/knobs/pkg/knobs from api/v1/types.go',
      'example.com/dials from vendor/example.com/knobs/pkg/knobs/knobs.go',
    ]);
  });

  it('knows no type of a package neither the world nor the vendored files hold', () => {
    expect(gadget(goPropertyTypes(world), '^.spec.tuning')).toBeUndefined();
    expect(
      gadget(
        goPropertyTypes(world, () => undefined),
        '^.spec.tuning',
      ),
    ).toBeUndefined();
  });
});
