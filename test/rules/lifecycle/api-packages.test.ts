import { describe, expect, it } from 'vitest';
import { apiPackages } from '../../../src/rules/lifecycle/api-packages.js';
import { isOutsideRepository } from '../../../src/rules/lifecycle/repository-go-files.js';
import { goParser } from '../../parse/go/go-parser-instance.js';

// Which directories hold Kubernetes API types (issue 15): evidence in the package, never a
// vendored or tool-ignored tree.

const evidenceOf = (files: Record<string, string>): Record<string, string> =>
  Object.fromEntries(apiPackages(Object.entries(files).map(([path, text]) => goParser.parse(path, text))));

const plain = (pkg: string) => `package ${pkg}\n\ntype Options struct {\n\tSize int \`json:"size"\`\n}\n`;

describe('apiPackages', () => {
  it.each([
    [
      '+groupName= above the package clause',
      {
        'pkg/widgets/v1/doc.go': '// +groupName=widgets.example.com\npackage v1\n',
        'pkg/widgets/v1/types.go': plain('v1'),
      },
      { 'pkg/widgets/v1': 'groupName' },
    ],
    [
      '+kubebuilder:object:root on a type',
      {
        'internal/crd/v2/types.go':
          'package v2\n\n// +kubebuilder:object:root=true\ntype Widget struct {\n\tSpec int `json:"spec"`\n}\n',
      },
      { 'internal/crd/v2': 'kubebuilder:object:root' },
    ],
    [
      '+kubebuilder:object:root one blank line above the doc',
      {
        'internal/crd/v2/types.go':
          'package v2\n\n// +kubebuilder:object:root\n\n// Widget doc.\ntype Widget struct{}\n',
      },
      { 'internal/crd/v2': 'kubebuilder:object:root' },
    ],
    [
      'a struct embedding metav1.TypeMeta',
      { 'pkg/kinds/v1/types.go': 'package v1\n\ntype Cog struct {\n\tmetav1.TypeMeta `json:",inline"`\n}\n' },
      { 'pkg/kinds/v1': 'TypeMeta' },
    ],
    [
      'a struct embedding TypeMeta of its own package',
      { 'pkg/meta/v1/types.go': 'package v1\n\ntype Status struct {\n\tTypeMeta `json:",inline"`\n}\n' },
      { 'pkg/meta/v1': 'TypeMeta' },
    ],
    ['a path under api/', { 'api/v1/types.go': plain('v1') }, { 'api/v1': 'path' }],
    ['a path under apis/', { 'pkg/apis/widgets/v1/types.go': plain('v1') }, { 'pkg/apis/widgets/v1': 'path' }],
    [
      'a path under k8s.io/api',
      { 'staging/src/k8s.io/api/core/v1/types.go': plain('v1') },
      { 'staging/src/k8s.io/api/core/v1': 'path' },
    ],
    ['no evidence: a Go module major version', { 'semver/v3/version.go': plain('v3') }, {}],
    ["no evidence: another protocol's version", { 'internal/xdscache/v3/cache.go': plain('v3') }, {}],
    [
      'no evidence: a field named TypeMeta is not an embedded TypeMeta',
      { 'pkg/x/v1/x.go': 'package v1\n\ntype X struct {\n\tTypeMeta string\n}\n' },
      {},
    ],
    ['no evidence: +groupName in prose', { 'pkg/x/v1/doc.go': '// Set +groupName=x on a package.\npackage v1\n' }, {}],
    [
      'vendor/, whatever it holds',
      {
        'vendor/k8s.io/api/core/v1/doc.go': '// +groupName=\npackage v1\n',
        'vendor/k8s.io/api/core/v1/types.go':
          'package v1\n\ntype Pod struct {\n\tmetav1.TypeMeta `json:",inline"`\n}\n',
      },
      {},
    ],
    [
      'third_party/, testdata/, _output/ and hidden directories',
      {
        'third_party/forked/apis/v1/a.go': plain('v1'),
        'hack/testdata/apis/v1/a.go': plain('v1'),
        '_output/src/apis/v1/a.go': plain('v1'),
        '.build/apis/v1/a.go': plain('v1'),
      },
      {},
    ],
  ])('%s', (_name, files, expected) => {
    expect(evidenceOf(files)).toEqual(expected);
  });
});

describe('isOutsideRepository', () => {
  it.each([
    ['vendor/github.com/foo/bar/v3', true],
    ['staging/src/k8s.io/api/vendor/x', true],
    ['third_party/forked/golang/json', true],
    ['pkg/apis/testdata/v1', true],
    ['.github/x', true],
    ['_output/local', true],
    ['pkg/apis/vendored/v1', false],
    ['third-party/x', true],
    ['api/v1', false],
    // The repository's root, as posix.dirname gives it for a file there.
    ['.', false],
  ])('%s: %s', (dir, outside) => {
    expect(isOutsideRepository(dir)).toBe(outside);
  });
});
