import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileTree } from '../support/file-tree.js';
import { dependencyGateFiles } from '../../src/sources/dependency-gate-files.js';

// Where the gates of the modules a Go file's module requires are read from: vendor/ beside any
// go.mod above the file, a replace directive's directory, the module cache.

const tree = (files: Record<string, string>): string => fileTree('kar-dependency-gates-', files);
const FEATURES = 'package features\n';
const read = (root: string, goFile: string, env: NodeJS.ProcessEnv = {}) =>
  dependencyGateFiles(root, { GOMODCACHE: join(root, 'no-cache'), ...env })
    .read(goFile)
    .map((f) => relative(root, f.path));

describe('dependencyGateFiles', () => {
  it('reads the features packages of vendored modules, for a module nested in the vendoring one', () => {
    const root = tree({
      'go.mod':
        'module example.com/edge\n\nrequire (\n\tk8s.io/kubernetes v1.32.10\n\tk8s.io/client-go v0.32.10\n\tk8s.io/utils v0.0.0\n)\n',
      'staging/src/example.com/api/go.mod': 'module example.com/api\n\nrequire k8s.io/kubernetes v1.32.10\n',
      'vendor/k8s.io/kubernetes/pkg/features/kube_features.go': FEATURES,
      'vendor/k8s.io/kubernetes/pkg/features/kube_features_test.go': FEATURES,
      'vendor/k8s.io/kubernetes/pkg/features/OWNERS': 'approvers: []\n',
      'vendor/k8s.io/client-go/features/known_features.go': FEATURES,
      'vendor/k8s.io/utils/clock/clock.go': 'package clock\n',
    });
    expect(read(root, 'staging/src/example.com/api/v1/types.go')).toEqual([
      'vendor/k8s.io/kubernetes/pkg/features/kube_features.go',
      'vendor/k8s.io/client-go/features/known_features.go',
    ]);
    expect(read(root, 'pkg/apis/v1/types.go')).toEqual([
      'vendor/k8s.io/kubernetes/pkg/features/kube_features.go',
      'vendor/k8s.io/client-go/features/known_features.go',
    ]);
  });

  it('reads a module from the module cache, by its replacement, with upper-case letters escaped', () => {
    const root = tree({
      'repo/go.mod':
        'module example.com/op\n\nrequire k8s.io/kubernetes v1.32.10\nrequire github.com/Example/Gates v1.0.0\n\nreplace k8s.io/kubernetes => github.com/example/kubernetes v1.32.10-edge1\n',
      'cache/github.com/example/kubernetes@v1.32.10-edge1/pkg/features/kube_features.go': FEATURES,
      'cache/k8s.io/kubernetes@v1.32.10/pkg/features/kube_features.go': FEATURES,
      'cache/github.com/!example/!gates@v1.0.0/features/features.go': FEATURES,
    });
    const files = dependencyGateFiles(join(root, 'repo'), { GOMODCACHE: join(root, 'cache') })
      .read('api/v1/types.go')
      .map((f) => relative(root, f.path));
    expect(files).toEqual([
      'cache/github.com/example/kubernetes@v1.32.10-edge1/pkg/features/kube_features.go',
      'cache/github.com/!example/!gates@v1.0.0/features/features.go',
    ]);
  });

  it('finds the module cache under GOPATH, and a replacement directory beside the go.mod', () => {
    const root = tree({
      'repo/go.mod':
        'module m\nrequire (\n\tk8s.io/apiserver v0.32.0\n\tk8s.io/component-base v0.32.0\n)\nreplace k8s.io/apiserver => ./staging/apiserver\n',
      'repo/staging/apiserver/pkg/features/kube_features.go': FEATURES,
      'gopath/pkg/mod/k8s.io/component-base@v0.32.0/features/features.go': FEATURES,
    });
    const files = dependencyGateFiles(join(root, 'repo'), { GOPATH: join(root, 'gopath') })
      .read('api/types.go')
      .map((f) => relative(root, f.path));
    expect(files).toEqual([
      'repo/staging/apiserver/pkg/features/kube_features.go',
      'gopath/pkg/mod/k8s.io/component-base@v0.32.0/features/features.go',
    ]);
  });

  it('reads nothing where there is no go.mod, and looks no higher than the root', () => {
    const root = tree({
      'go.mod': 'module outer\nrequire k8s.io/kubernetes v1.0.0\n',
      'vendor/k8s.io/kubernetes/pkg/features/kube_features.go': FEATURES,
      'inner/api/types.go': 'package api\n',
    });
    expect(read(join(root, 'inner'), 'api/types.go')).toEqual([]);
    expect(read(root, 'inner/api/types.go')).toEqual(['vendor/k8s.io/kubernetes/pkg/features/kube_features.go']);
  });
});
