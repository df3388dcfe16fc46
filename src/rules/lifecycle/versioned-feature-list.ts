import { parse } from 'yaml';
import type { FeatureGate, GateSpec } from './feature-gate.js';
import { parseMinorVersion } from './minor-version.js';
import { stageOf } from './stage.js';

// test/compatibility_lifecycle/reference/versioned_feature_list.yaml, the list Kubernetes
// generates from its gates (spec/go-lifecycle.md §3): read first, it wins over Go files.

export const VERSIONED_FEATURE_LIST = 'versioned_feature_list.yaml';

export function gatesOfFeatureList(text: string): FeatureGate[] {
  let doc: unknown;
  try {
    doc = parse(text, { maxAliasCount: 100 });
  } catch {
    return []; // not YAML: the parse/ rules report the file itself
  }
  if (!Array.isArray(doc)) return [];
  const gates: FeatureGate[] = [];
  for (const item of doc as unknown[]) {
    if (!isRecord(item) || typeof item.name !== 'string' || !Array.isArray(item.versionedSpecs)) continue;
    const specs: GateSpec[] = [];
    for (const s of item.versionedSpecs as unknown[]) {
      if (!isRecord(s)) continue;
      // Quoted upstream ("1.30"); an unquoted 1.30 would have lost its zero already.
      const version =
        typeof s.version === 'string' || typeof s.version === 'number'
          ? parseMinorVersion(String(s.version))
          : undefined;
      const stage = typeof s.preRelease === 'string' ? stageOf(s.preRelease) : undefined;
      if (!version) continue;
      specs.push({ version, ...(stage ? { stage } : {}), lockToDefault: s.lockToDefault === true });
    }
    gates.push({ name: item.name, specs, isLegacy: false, stageComments: [] });
  }
  return gates;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
