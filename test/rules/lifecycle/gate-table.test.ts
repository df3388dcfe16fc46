import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import { World } from '../../../src/engine/world.js';
import { gateTable } from '../../../src/rules/lifecycle/gate-table.js';
import { goParser } from '../../parse/go/go-parser-instance.js';

// Where gates are defined (spec/go-lifecycle.md §3, §7.9): keys resolved through imports, one
// gate for identical definitions, and the current version.

const features = (pkg: string, consts: string, entries: string, imports = '') =>
  [
    `package ${pkg}`,
    '',
    'import (',
    '\t"k8s.io/apimachinery/pkg/util/version"',
    '\t"k8s.io/component-base/featuregate"',
    imports,
    ')',
    '',
    `const (\n${consts}\n)`,
    '',
    `var specs = map[featuregate.Feature]featuregate.VersionedSpecs{\n${entries}\n}`,
    '',
  ].join('\n');

const table = (files: Record<string, string>) => {
  const world = new World(
    [],
    Object.entries(files).map(([p, t]) => goParser.parse(p, t)),
  );
  return gateTable(world, DEFAULT_CONFIG, world.goFiles);
};
const summary = (files: Record<string, string>) =>
  Object.fromEntries(
    [...table(files).gates.values()].map((g) => [
      g.name,
      g.specs.map(
        (s) =>
          `${s.version ? `${s.version.major}.${s.version.minor}` : '-'} ${s.stage ?? '?'}${s.lockToDefault ? ' locked' : ''}`,
      ),
    ]),
  );

describe('gateTable', () => {
  it('resolves an imported key to the constant of the package its alias names', () => {
    const files = {
      'staging/src/k8s.io/apiserver/pkg/features/kube_features.go': features(
        'features',
        '\tShared featuregate.Feature = "APIServerShared"',
        '',
      ),
      'staging/src/k8s.io/other/pkg/features/kube_features.go': features(
        'features',
        '\tShared featuregate.Feature = "OtherShared"',
        '',
      ),
      'pkg/features/kube_features.go': features(
        'features',
        '\tLocal featuregate.Feature = "Local"',
        '\tLocal: {{Version: version.MustParse("1.30"), PreRelease: featuregate.Alpha}},\n\tgenericfeatures.Shared: {{Version: version.MajorMinor(1, 31), PreRelease: featuregate.Beta, LockToDefault: true}},',
        '\tgenericfeatures "k8s.io/apiserver/pkg/features"',
      ),
    };
    expect(summary(files)).toEqual({ Local: ['1.30 Alpha'], APIServerShared: ['1.31 Beta locked'], OtherShared: [] });
    expect(table(files).currentVersion).toEqual({ major: 1, minor: 31 });
  });

  it('counts the same gate declared in two packages once', () => {
    const entry =
      '\tA: {{Version: version.MustParse("1.20"), PreRelease: featuregate.Alpha}, {Version: version.MustParse("1.22"), PreRelease: featuregate.Beta}},';
    const files = {
      'a/features.go': features('a', '\tA featuregate.Feature = "A"', entry),
      'b/features.go': features('b', '\tA featuregate.Feature = "A"', entry),
    };
    expect(summary(files)).toEqual({ A: ['1.20 Alpha', '1.22 Beta'] });
  });

  it('orders specs by version whatever the order in the file', () => {
    const files = {
      'a/features.go': features(
        'a',
        '\tA featuregate.Feature = "A"',
        '\tA: {{Version: version.MustParse("1.22"), PreRelease: featuregate.GA}, {Version: version.MustParse("v1.9"), PreRelease: featuregate.Alpha}},',
      ),
    };
    expect(summary(files)).toEqual({ A: ['1.9 Alpha', '1.22 GA'] });
  });

  it('ignores files that neither import featuregate nor hold a spec map, and test files', () => {
    const files = {
      'api/v1/types.go': 'package v1\n\nconst Phase = "Pending"\n',
      'a/features_test.go': features('a', '\tT featuregate.Feature = "T"', ''),
    };
    expect(summary(files)).toEqual({});
  });
});
