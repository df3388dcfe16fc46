import { posix } from 'node:path';
import type { Config } from '../../engine/config.js';
import type { World } from '../../engine/world.js';
import type { GoConst, GoFile, GoMapLiteral, GoStructLiteral } from '../../parse/go/go-file.js';
import type { FeatureGate, GateSpec, StageComment } from './feature-gate.js';
import { compareVersions, parseMinorVersion, type MinorVersion } from './minor-version.js';
import { isReviewedGoFile } from './repository-go-files.js';
import { configuredFeatureFiles, isFeatureList } from './lifecycle-reads.js';
import { stageOf } from './stage.js';
import { gatesOfFeatureList } from './versioned-feature-list.js';

// The feature gates a repository defines (spec/go-lifecycle.md §3, §7.9): the generated YAML
// list first, then Go files (constants and spec maps, versioned or legacy), keyed by the gate's
// string; and the repository's current version.

export interface GateTable {
  readonly gates: ReadonlyMap<string, FeatureGate>;
  readonly currentVersion?: MinorVersion;
}

export const FEATUREGATE_IMPORT = 'k8s.io/component-base/featuregate';
const STAGE_COMMENT = /^\s*(alpha|beta|ga|deprecated)\s*:\s*v?([0-9]+\.[0-9]+)\b/i;

/** `goFiles`: the world's Go files the family reads (go-files-needed.ts). */
export function gateTable(world: World, config: Config, worldGoFiles: readonly GoFile[]): GateTable {
  const configured = configuredFeatureFiles(config);
  // Configured files are what the user named; discovered ones are the repository's own (never vendor/).
  const goFiles = worldGoFiles.filter((f) =>
    configured ? configured(f.path) : isFeatureFile(f) && isReviewedGoFile(f.path),
  );
  const lists = world.filesAt((path) => (configured ? configured(path) : isFeatureList(path)));

  const gates = new Map<string, FeatureGate>();
  for (const list of lists)
    for (const gate of gatesOfFeatureList(list.text)) if (!gates.has(gate.name)) gates.set(gate.name, gate);

  const constants = new ConstantIndex(goFiles);
  for (const file of goFiles) {
    for (const map of file.specMaps) {
      for (const entry of map.entries) {
        const constant = constants.resolve(file, entry.key);
        const name = constant?.stringValue ?? entry.key.slice(entry.key.lastIndexOf('.') + 1);
        const stageComments = constant ? stageCommentsOf(constant.file.path, constant.decl) : [];
        const known = gates.get(name);
        if (known) {
          // The YAML list or an identical definition elsewhere won; the comments still belong to the constant.
          if (known.stageComments.length === 0 && stageComments.length > 0)
            gates.set(name, { ...known, stageComments });
          continue;
        }
        gates.set(name, { name, specs: specsOf(map, entry.values), isLegacy: isLegacyMap(map), stageComments });
      }
    }
  }
  // A constant without a spec still names a gate (its spec may sit in a file outside the review).
  for (const c of constants.all()) {
    const name = c.stringValue ?? c.decl.name;
    if (!gates.has(name))
      gates.set(name, { name, specs: [], isLegacy: false, stageComments: stageCommentsOf(c.file.path, c.decl) });
  }
  const configuredVersion = config.lifecycle?.currentVersion;
  const currentVersion = configuredVersion === undefined ? highestVersion(gates) : parseMinorVersion(configuredVersion);
  return { gates, ...(currentVersion ? { currentVersion } : {}) };
}

/** §3: files that import component-base/featuregate, or hold a spec map (client-go has its own types). */
const isFeatureFile = (f: GoFile): boolean =>
  f.specMaps.length > 0 || f.imports.some((i) => i.path === FEATUREGATE_IMPORT);

const isLegacyMap = (map: GoMapLiteral): boolean => map.valueType.endsWith('FeatureSpec');

function specsOf(map: GoMapLiteral, literals: readonly GoStructLiteral[]): GateSpec[] {
  const specs = literals.map((lit): GateSpec => {
    const version = isLegacyMap(map) ? undefined : versionOf(lit.fields.get('Version'));
    const stage = stageOf(lit.fields.get('PreRelease') ?? '');
    return {
      ...(version ? { version } : {}),
      ...(stage ? { stage } : {}),
      lockToDefault: lit.fields.get('LockToDefault') === 'true',
    };
  });
  // Upstream keeps them in order; sorting makes "the last spec with Version ≤ V" hold regardless.
  return specs.sort((a, b) => (a.version && b.version ? compareVersions(a.version, b.version) : 0));
}

/** `version.MustParse("1.36")`, `version.MustParse("v1.36")`, `version.MajorMinor(1, 36)`. */
function versionOf(expr: string | undefined): MinorVersion | undefined {
  if (expr === undefined) return undefined;
  const parsed =
    /MustParse\w*\(\s*"v?([0-9]+)\.([0-9]+)(?:\.[0-9]+)?"\s*\)/.exec(expr) ??
    /MajorMinor\(\s*([0-9]+)\s*,\s*([0-9]+)\s*\)/.exec(expr);
  return parsed ? { major: Number(parsed[1]), minor: Number(parsed[2]) } : undefined;
}

function stageCommentsOf(file: string, decl: GoConst): StageComment[] {
  return decl.doc.flatMap((c) => {
    const m = STAGE_COMMENT.exec(c.text);
    const version = m ? parseMinorVersion(m[2] ?? '') : undefined;
    if (!m || !version) return [];
    const column = c.column + 2 + c.text.length - c.text.trimStart().length;
    return [{ stage: (m[1] ?? '').toLowerCase(), version, file, line: c.line, column }];
  });
}

function highestVersion(gates: ReadonlyMap<string, FeatureGate>): MinorVersion | undefined {
  let best: MinorVersion | undefined;
  for (const gate of gates.values())
    for (const s of gate.specs) if (s.version && (!best || compareVersions(s.version, best) > 0)) best = s.version;
  return best;
}

interface Constant {
  readonly file: GoFile;
  readonly decl: GoConst;
  readonly stringValue?: string;
}

/**
 * Gate constants by package directory and identifier. A key `alias.Ident` is looked up in the
 * package the alias imports, matched by the import path's tail against repository directories
 * (`k8s.io/apiserver/pkg/features` is `staging/src/k8s.io/apiserver/pkg/features`).
 */
class ConstantIndex {
  private readonly byName = new Map<string, Constant[]>();

  constructor(files: readonly GoFile[]) {
    for (const file of files) {
      const definesGates = file.specMaps.length > 0 || file.imports.some((i) => i.path === FEATUREGATE_IMPORT);
      for (const decl of file.consts) {
        const typed = decl.type !== undefined && /(^|\.)Feature$/.test(decl.type);
        if (!typed && !(definesGates && decl.type === undefined && decl.stringValue !== undefined)) continue;
        const list = this.byName.get(decl.name) ?? [];
        list.push({ file, decl, ...(decl.stringValue === undefined ? {} : { stringValue: decl.stringValue }) });
        this.byName.set(decl.name, list);
      }
    }
  }

  all(): Constant[] {
    return [...this.byName.values()].flat();
  }

  resolve(from: GoFile, key: string): Constant | undefined {
    const dot = key.lastIndexOf('.');
    const ident = key.slice(dot + 1);
    const candidates = this.byName.get(ident) ?? [];
    if (candidates.length <= 1) return candidates[0];
    if (dot === -1) {
      const dir = posix.dirname(from.path);
      return candidates.find((c) => posix.dirname(c.file.path) === dir) ?? candidates[0];
    }
    const alias = key.slice(0, dot);
    const imported = from.imports.find((i) => (i.name ?? i.path.slice(i.path.lastIndexOf('/') + 1)) === alias);
    if (!imported) return candidates[0];
    const p = imported.path;
    return (
      candidates.find((c) => {
        const dir = posix.dirname(c.file.path);
        return dir === p || dir.endsWith(`/${p}`) || p.endsWith(`/${dir}`);
      }) ?? candidates[0]
    );
  }
}
