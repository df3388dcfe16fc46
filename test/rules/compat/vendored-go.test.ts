import { describe, expect, it } from 'vitest';
import type { RuleContext } from '../../../src/engine/rule.js';
import { World } from '../../../src/engine/world.js';
import { vendoredPackageFiles, type VendoredGoPackages } from '../../../src/rules/compat/vendored-go.js';
import { goParser } from '../../parse/go/go-parser-instance.js';

// Which world's lookups read which side of the vendored packages, parsed by the review's parser
// (vendored-go.ts); Kubernetes' own API modules are never read.

const parseGo = (path: string, text: string) => goParser.parse(path, text);

describe('vendoredPackageFiles', () => {
  const asked: string[] = [];
  const vendoredGo: VendoredGoPackages = {
    read: (importPath, importingFile, side) => {
      asked.push(`${side} ${importPath} from ${importingFile}`);
      return [{ path: `vendor/${importPath}/types.go`, text: `package ${side}\n\ntype Tuning struct{}\n` }];
    },
  };
  const head = new World([], [], { parseGo });
  const base = new World([], [], { parseGo });
  const ctx = { head, base, services: { vendoredGo } } as unknown as RuleContext;

  it('reads the head side for the head world, the base side for the base world, and none for another', () => {
    const packageOf = (world: World) =>
      vendoredPackageFiles(ctx, world)?.('example.com/knobs', 'api/v1/types.go')?.map(
        (f) => `${f.path} ${f.packageName}`,
      );
    expect(packageOf(head)).toEqual(['vendor/example.com/knobs/types.go head']);
    expect(packageOf(base)).toEqual(['vendor/example.com/knobs/types.go base']);
    expect(vendoredPackageFiles(ctx, new World([], [], { parseGo }))).toBeUndefined();
    expect(vendoredPackageFiles({ ...ctx, services: {} }, head)).toBeUndefined();
    expect(asked).toEqual([
      'head example.com/knobs from api/v1/types.go',
      'base example.com/knobs from api/v1/types.go',
    ]);
  });

  it('does not read the packages of k8s.io/api and k8s.io/apimachinery, nor parse without the review’s parser', () => {
    asked.length = 0;
    const files = vendoredPackageFiles(ctx, head);
    expect(files?.('k8s.io/api/core/v1', 'api/v1/types.go')).toBeUndefined();
    expect(files?.('k8s.io/apimachinery/pkg/apis/meta/v1', 'api/v1/types.go')).toBeUndefined();
    expect(files?.('k8s.io/utils/ptr', 'api/v1/types.go')?.length).toBe(1);
    expect(asked).toEqual(['head k8s.io/utils/ptr from api/v1/types.go']);
    const unparsed = new World([], []);
    expect(vendoredPackageFiles({ ...ctx, head: unparsed }, unparsed)?.('example.com/knobs', 'a.go')).toBeUndefined();
  });
});
