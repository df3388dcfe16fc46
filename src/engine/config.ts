import { readFile } from '../fs-async.js';
import { resolve } from 'node:path';
import { LineCounter, isAlias, isMap, isScalar, parseDocument } from 'yaml';
import type { Pair, Scalar } from 'yaml';
import {
  aliasError,
  describe,
  errorAt,
  isEmpty,
  offsetOf,
  readBoolean,
  readEntries,
  readGlobs,
  unknownKey,
  type ConfigError,
  type Read,
  type Source,
} from './config-reader.js';
import { decodeText } from '../parse/decode-text.js';
import { closestRuleId } from './config-closest-rule-id.js';
import { canonicalRuleId } from './rule-aliases.js';
import { readCrConfig, type CrConfig } from '../rules/cr/cr-config.js';
import { readCrdConfig, type CrdConfig } from '../rules/crd/crd-config.js';
import { readCompatConfig, type CompatConfig } from '../rules/compat/compat-config.js';
import { compatExceptionOf } from '../rules/compat/compat-exceptions.js';
import type { ConfiguredException } from './configured-exception.js';
import { readLifecycleConfig, type LifecycleConfig } from '../rules/lifecycle/lifecycle-config.js';
import { readRefgrantConfig, type RefgrantConfig } from '../rules/refgrant/refgrant-config.js';
import { renderValue } from './field-error.js';
import { FieldPath } from './field-path.js';
import type { Severity } from './finding.js';

// The repository's configuration (.github/kube-api-review.yaml, DESIGN §8).

export type RuleSetting = Severity | 'off';

export interface Config {
  /** Severity per rule id, or off; rules not named keep their default. */
  readonly rules: ReadonlyMap<string, RuleSetting>;
  /** Globs of repository-relative paths to read; empty means everything reviewable. */
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  /**
   * Review vendored trees too (`vendor/`, `_vendor/`, `third_party/`, `third-party/`, `kodata/`,
   * sources/file-selection.ts); off when absent.
   */
  readonly vendored?: boolean;
  /** Review `testdata/` trees too (sources/file-selection.ts); off when absent. */
  readonly testdata?: boolean;
  /** The file it was read from, when there was one. */
  readonly file?: string;
  /** The `refgrant:` section (rules/refgrant/refgrant-config.ts). */
  readonly refgrant?: RefgrantConfig;
  /** The `lifecycle:` section (rules/lifecycle/lifecycle-config.ts). */
  readonly lifecycle?: LifecycleConfig;
  /** The `crd:` section (rules/crd/crd-config.ts). */
  readonly crd?: CrdConfig;
  /** The `compat:` section (rules/compat/compat-config.ts). */
  readonly compat?: CompatConfig;
  /** The `cr:` section (rules/cr/cr-config.ts). */
  readonly cr?: CrConfig;
}

export const DEFAULT_CONFIG: Config = { rules: new Map(), include: [], exclude: [] };

/** The suppressions written in the configuration file, as the engine applies them (configured-exception.ts). */
export function configuredExceptions(config: Config): readonly ConfiguredException[] {
  return (config.compat?.exceptions ?? []).map(compatExceptionOf);
}

/** Where the configuration is read from when none is named. */
export const DEFAULT_CONFIG_FILE = '.github/kube-api-review.yaml';

export type { ConfigError } from './config-reader.js';

/** `file:line:column: path: message`, leaving out the position or the path when there is none. */
export function formatConfigError(e: ConfigError): string {
  const where = e.line > 0 ? `${e.file}:${e.line}:${e.column}` : e.file;
  return e.path === '' ? `${where}: ${e.message}` : `${where}: ${e.path}: ${e.message}`;
}

export type ConfigResult = { readonly config: Config } | { readonly errors: ConfigError[] };

const SETTINGS: readonly RuleSetting[] = ['off', 'error', 'warning', 'notice'];
const TOP_LEVEL_KEYS = [
  'rules',
  'include',
  'exclude',
  'vendored',
  'testdata',
  'crd',
  'refgrant',
  'lifecycle',
  'compat',
  'cr',
] as const;
const LONG_FORM_KEYS = ['severity'] as const;

/**
 * Reads and validates a configuration. Pure: the caller supplies the text, and every problem
 * comes back as an error with its line rather than a throw, so the CLI and the action can
 * report all of them at once.
 */
export function parseConfig(text: string, file: string, knownRuleIds: ReadonlySet<string>): ConfigResult {
  const lines = new LineCounter();
  // Duplicate keys are found below instead of by `uniqueKeys`, so that the error names the
  // setting and where it was first given.
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false, prettyErrors: false });
  const src: Source = { file, lines, knownRuleIds };
  // Warnings (an unknown tag, an unknown directive) count as errors: the file is read by a
  // strict schema, and a value the parser had to guess at is not one to act on. After a syntax
  // error the tree is a guess too, so its schema errors would only add noise.
  const yamlErrors = [...doc.errors, ...doc.warnings]
    .sort((a, b) => a.pos[0] - b.pos[0])
    .map((e) => errorAt(src, e.pos[0], undefined, `invalid YAML: ${e.message}`));
  if (yamlErrors.length > 0) return { errors: yamlErrors };

  const root: unknown = doc.contents;
  if (isEmpty(root)) return { config: { ...DEFAULT_CONFIG, file } };
  if (isAlias(root)) return { errors: [aliasError(src, root, undefined)] };
  if (!isMap(root)) {
    const message = `the configuration must be a mapping with the keys ${TOP_LEVEL_KEYS.join(', ')}, not ${describe(root)}`;
    return { errors: [errorAt(src, offsetOf(root), undefined, message)] };
  }

  const errors: ConfigError[] = [];
  let rules: ReadonlyMap<string, RuleSetting> = DEFAULT_CONFIG.rules;
  let include: readonly string[] = DEFAULT_CONFIG.include;
  let exclude: readonly string[] = DEFAULT_CONFIG.exclude;
  let vendored: boolean | undefined;
  let testdata: boolean | undefined;
  let refgrant: RefgrantConfig | undefined;
  let lifecycle: LifecycleConfig | undefined;
  let crd: CrdConfig | undefined;
  let compat: CompatConfig | undefined;
  let cr: CrConfig | undefined;
  for (const entry of readEntries(src, root.items, 0, undefined, (key) => FieldPath.of(key))) {
    if ('error' in entry) {
      errors.push(entry.error);
      continue;
    }
    const { path } = entry;
    switch (entry.key) {
      case 'rules': {
        const read = readRules(src, entry.value, path, entry.keyOffset);
        rules = read.value;
        errors.push(...read.errors);
        break;
      }
      case 'include':
      case 'exclude': {
        const read = readGlobs(src, entry.value, path, entry.keyOffset);
        if (entry.key === 'include') include = read.value;
        else exclude = read.value;
        errors.push(...read.errors);
        break;
      }
      case 'vendored':
      case 'testdata': {
        const read = readBoolean(src, entry.value, path, entry.keyOffset);
        if (entry.key === 'vendored') vendored = read.value;
        else testdata = read.value;
        errors.push(...read.errors);
        break;
      }
      case 'refgrant': {
        const read = readRefgrantConfig(src, entry.value, path, entry.keyOffset);
        refgrant = read.value;
        errors.push(...read.errors);
        break;
      }
      case 'lifecycle': {
        const read = readLifecycleConfig(src, entry.value, path, entry.keyOffset);
        lifecycle = read.value;
        errors.push(...read.errors);
        break;
      }
      case 'crd': {
        const read = readCrdConfig(src, entry.value, path, entry.keyOffset);
        crd = read.value;
        errors.push(...read.errors);
        break;
      }
      case 'compat': {
        const read = readCompatConfig(src, entry.value, path, entry.keyOffset);
        compat = read.value;
        errors.push(...read.errors);
        break;
      }
      case 'cr': {
        const read = readCrConfig(src, entry.value, path, entry.keyOffset);
        cr = read.value;
        errors.push(...read.errors);
        break;
      }
      default:
        errors.push(errorAt(src, entry.keyOffset, path, unknownKey(entry.key, TOP_LEVEL_KEYS)));
    }
  }
  return errors.length > 0
    ? { errors }
    : {
        config: {
          rules,
          include,
          exclude,
          ...(vendored === undefined ? {} : { vendored }),
          ...(testdata === undefined ? {} : { testdata }),
          file,
          ...(refgrant ? { refgrant } : {}),
          ...(lifecycle ? { lifecycle } : {}),
          ...(crd ? { crd } : {}),
          ...(compat ? { compat } : {}),
          ...(cr ? { cr } : {}),
        },
      };
}

/**
 * Reads the named configuration file (relative to cwd), or else `.github/kube-api-review.yaml`
 * when the repository has one; a repository without one gets the defaults, but a file the user
 * named must exist.
 */
export async function loadConfig(
  file: string | undefined,
  cwd: string,
  knownRuleIds: ReadonlySet<string>,
): Promise<ConfigResult> {
  const name = file ?? DEFAULT_CONFIG_FILE;
  let bytes: Uint8Array;
  try {
    bytes = await readFile(resolve(cwd, name));
  } catch (error) {
    const code = errorCode(error);
    if (file === undefined && (code === 'ENOENT' || code === 'ENOTDIR')) return { config: DEFAULT_CONFIG };
    return { errors: [wholeFileError(name, readFailure(code, error))] };
  }
  const decoded = decodeText(bytes);
  if ('problem' in decoded) {
    const { line, column, message } = decoded.problem;
    return { errors: [{ file: name, line, column, path: '', message }] };
  }
  return parseConfig(decoded.text, name, knownRuleIds);
}

function readRules(
  src: Source,
  node: unknown,
  path: FieldPath,
  keyOffset: number,
): Read<ReadonlyMap<string, RuleSetting>> {
  const rules = new Map<string, RuleSetting>();
  // `rules:` with every entry commented out is left empty; that means "no overrides".
  if (isEmpty(node)) return { value: rules, errors: [] };
  if (isAlias(node)) return { value: rules, errors: [aliasError(src, node, path)] };
  if (!isMap(node)) {
    const message = `must be a mapping of rule id to setting, not ${describe(node)}`;
    return { value: rules, errors: [errorAt(src, offsetOf(node, keyOffset), path, message)] };
  }
  const errors: ConfigError[] = [];
  for (const entry of readEntries(src, node.items, offsetOf(node, keyOffset), path, (key) => path.key(key))) {
    if ('error' in entry) {
      errors.push(entry.error);
      continue;
    }
    const rulePath = entry.path;
    if (!src.knownRuleIds.has(entry.key)) {
      errors.push(errorAt(src, entry.keyOffset, rulePath, unknownRuleId(entry.key, src.knownRuleIds)));
    }
    // The setting is checked even for an unknown id, so one run reports every mistake.
    const setting = readSetting(src, entry.value, rulePath, entry.keyOffset);
    errors.push(...setting.errors);
    // A renamed rule's old id sets the rule it became (rule-aliases.ts).
    if (setting.value !== undefined) rules.set(canonicalRuleId(entry.key), setting.value);
  }
  return { value: rules, errors };
}

const SETTING_LIST = SETTINGS.join(', ');

function readSetting(src: Source, node: unknown, path: FieldPath, keyOffset: number): Read<RuleSetting | undefined> {
  if (isAlias(node)) return { value: undefined, errors: [aliasError(src, node, path)] };
  if (isMap(node)) return readLongForm(src, node.items, path, offsetOf(node, keyOffset));
  if (isScalar(node) && !isEmpty(node)) return readSeverity(src, node, path);
  const message = `must be one of ${SETTING_LIST}, or a mapping with severity; not ${describe(node)}`;
  return { value: undefined, errors: [errorAt(src, offsetOf(node, keyOffset), path, message)] };
}

function readLongForm(
  src: Source,
  items: readonly Pair<unknown, unknown>[],
  path: FieldPath,
  mapOffset: number,
): Read<RuleSetting | undefined> {
  const errors: ConfigError[] = [];
  let severity: RuleSetting | undefined;
  let sawSeverity = false;
  for (const entry of readEntries(src, items, mapOffset, path, (key) => path.child(key))) {
    if ('error' in entry) {
      errors.push(entry.error);
      continue;
    }
    const keyPath = entry.path;
    if (entry.key !== 'severity') {
      errors.push(errorAt(src, entry.keyOffset, keyPath, unknownKey(entry.key, LONG_FORM_KEYS)));
      continue;
    }
    sawSeverity = true;
    const node = entry.value;
    if (isAlias(node)) errors.push(aliasError(src, node, keyPath));
    else if (isScalar(node) && !isEmpty(node)) {
      const read = readSeverity(src, node, keyPath);
      severity = read.value;
      errors.push(...read.errors);
    } else {
      errors.push(
        errorAt(src, offsetOf(node, entry.keyOffset), keyPath, `must be one of ${SETTING_LIST}, not ${describe(node)}`),
      );
    }
  }
  if (!sawSeverity) errors.push(errorAt(src, mapOffset, path.child('severity'), `required: one of ${SETTING_LIST}`));
  return { value: severity, errors };
}

function readSeverity(src: Source, node: Scalar, path: FieldPath): Read<RuleSetting | undefined> {
  const value: unknown = node.value;
  const setting = SETTINGS.find((s) => s === value);
  if (setting !== undefined) return { value: setting, errors: [] };
  const message =
    typeof value === 'string'
      ? `unsupported value ${renderValue(value)}; supported values: ${SETTING_LIST}`
      : `must be one of ${SETTING_LIST}, not ${describe(node)}`;
  return { value: undefined, errors: [errorAt(src, offsetOf(node), path, message)] };
}

function unknownRuleId(id: string, knownRuleIds: ReadonlySet<string>): string {
  const suggestion = closestRuleId(id, knownRuleIds);
  return suggestion === undefined
    ? `unknown rule id ${renderValue(id)}`
    : `unknown rule id ${renderValue(id)}; did you mean ${renderValue(suggestion)}?`;
}

function wholeFileError(file: string, message: string): ConfigError {
  return { file, line: 0, column: 0, path: '', message };
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

function readFailure(code: string | undefined, error: unknown): string {
  if (code === 'ENOENT' || code === 'ENOTDIR') return 'the configuration file does not exist';
  if (code === 'EISDIR') return 'the configuration file is a directory';
  return `cannot read the configuration file: ${error instanceof Error ? error.message : String(error)}`;
}
