import { posix } from 'node:path';
import type { World } from '../../engine/world.js';
import type { GoField, GoFile, GoStruct } from '../../parse/go/go-file.js';
import { tagOfComment } from '../../parse/go/gengo-tag.js';
import { importPathOf, isInlined, jsonNamesOf, typeName } from '../../parse/go/json-fields.js';
import type { PropertyStep } from './property-path.js';
import type { VendoredPackageFiles } from './vendored-go.js';

// The Go type a CRD property was generated from, read from the repository's Go API types the way
// controller-gen maps them (sigs.k8s.io/controller-tools pkg/crd): the package whose doc comment
// says `+groupName=<the CRD's group>` and whose name (or `+versionName=`) is the CRD version, the
// struct of that package named as the CRD's kind, then one field per property by its JSON name
// (json-fields.ts; embedded structs without a name are inlined), a slice's element for `items`, a
// map's value for `additionalProperties`, through pointers, into structs of the same package or of
// an imported one found in the repository (its directory is the end of the import path, or the
// import path under vendor/).
//
// A declared type is read through to the type it is declared as (`type Port uint16`, `type Ports
// []Port`, aliases), as controller-gen maps it.
//
// compat/validation-tightened asks for it when a new bound might be the limit of the field's Go
// type (integer-type-limit.ts): `minimum: 0` on a uint64 field, which controller-gen writes as
// `format: int64`; compat/default-changed, whether an absent value read as the type's zero value
// (a field that is no pointer: `bool` reads false, where `*bool` is nil), so the answer is
// `*bool` for a pointer field; compat/type-changed, whether a field is a struct (`struct`,
// `*struct`), which only an object decodes into, or whether it is a map or a slice (`map`, `slice`,
// `*map`, `*slice`), whose empty value reads as the absent one does; compat/validation-tightened again, whether a
// string is a `metav1.Duration` (duration-limits.ts). The answer must be certain, since a wrong
// one hides a break: whenever a step is not (two packages or two declarations that could be meant, a type from a
// package the repository does not hold, a property that an inlined type it cannot read may
// define), the type is unknown.

/**
 * The answer for a type that decodes from a JSON string alone: one with a text decoder of its own
 * (UnmarshalText), whatever it is declared as (`type Period int64`).
 */
export const TEXT_TYPE = 'text';

/** The answer for k8s.io/apimachinery's resource.Quantity. */
export const QUANTITY_TYPE = 'resource.Quantity';

/**
 * Whether a Go type (as goPropertyTypes answers, a pointer or not) decodes from a JSON string
 * alone: `string`, a type with a text decoder, `metav1.Duration` (its UnmarshalJSON reads a
 * string). encoding/json refuses any other JSON value for them.
 */
export const decodesStringsAlone = (goType: string): boolean =>
  ['string', TEXT_TYPE, 'metav1.Duration'].includes(goType.replace(/^\*/, ''));

export type GoPropertyTypes = ((
  group: string,
  version: string,
  kind: string,
  steps: readonly PropertyStep[],
) => string | undefined) & {
  /** Whether the kind's Go type has no field at the steps' last, where every step before it is known. */
  readonly lacks: (group: string, version: string, kind: string, steps: readonly PropertyStep[]) => boolean;
  /** The struct field at the steps' last, where one package of the version answers it. */
  readonly field: (group: string, version: string, kind: string, steps: readonly PropertyStep[]) => GoField | undefined;
  /**
   * The named string type at the steps (through pointers) and the string values of the constants
   * its package declares of it (`const ReadFlow DataFlow = "read"`), where one package of the
   * version answers it and the type is declared as a string; undefined otherwise.
   */
  readonly constants: (
    group: string,
    version: string,
    kind: string,
    steps: readonly PropertyStep[],
  ) => GoTypeConstants | undefined;
  /**
   * The struct at the steps and the JSON names of its fields (its inlined structs' included), where
   * one package of the version answers it, every inlined struct is known, and none decodes itself:
   * every key encoding/json writes of a value of it; undefined otherwise (a map, a basic type).
   */
  readonly jsonFields: (
    group: string,
    version: string,
    kind: string,
    steps: readonly PropertyStep[],
    /** The keys its values are written with: a struct that decodes itself, but not encodes, counts. */
    written?: boolean,
  ) => GoStructFields | undefined;
};

/** A named type and the values of the constants declared of it. */
export interface GoTypeConstants {
  readonly type: string;
  readonly values: readonly string[];
}

/** A struct's name and the JSON names of its fields. */
export interface GoStructFields {
  readonly struct: string;
  readonly fields: readonly string[];
}

interface GoSource {
  readonly path: string;
  readonly text: string | undefined;
  readonly file: () => GoFile;
}

/** A type expression as written in one file of one package directory. */
interface TypeAt {
  readonly dir: string;
  readonly file: GoFile;
  readonly type: string;
  /** Read from an alias's declaration (GoNamedType.alias). */
  readonly alias?: true;
  /** The struct field it is the type of, where it is one. */
  readonly field?: GoField;
}

const UNKNOWN = Symbol('unknown');
const NO_KIND = Symbol('no struct of the kind');
const NO_FIELD = Symbol('no field of the name');

/**
 * The lookup over one world's Go files; the files are parsed only when a question needs them.
 * `vendored`: the packages the checkout vendors, for imports no file of the world holds.
 */
export function goPropertyTypes(world: World, vendored?: VendoredPackageFiles): GoPropertyTypes {
  // Parsed by package when a question needs them: a whole review of kyverno parsed its 12 MB of Go
  // for the Go types of one group (4 s).
  const sources: readonly GoSource[] =
    world.wholeGoSources() ?? world.goFiles.map((f) => ({ path: f.path, text: f.text, file: () => f }));
  const byDir = new Map<string, GoSource[]>();
  for (const s of sources) {
    if (s.path.endsWith('_test.go')) continue;
    const dir = posix.dirname(s.path);
    const list = byDir.get(dir);
    if (list) list.push(s);
    else byDir.set(dir, [s]);
  }
  const parsedDirs = new Map<string, readonly GoFile[]>();
  const filesIn = (dir: string): readonly GoFile[] => {
    let files = parsedDirs.get(dir);
    if (!files) {
      files = (byDir.get(dir) ?? []).map((s) => s.file()).filter((f) => f.error === undefined && !f.isGenerated);
      parsedDirs.set(dir, files);
    }
    return files;
  };

  // Every answer once per question: a compare of one CRD asks of each property under a free-form
  // node, and compat/ compares a CRD with each of its copies and releases (numaflow keeps each of
  // its CRDs four times: a pull request's review spent 26 s scanning the Go texts again, issue 17).
  const dirsOf = new Map<string, readonly string[]>();
  const methods = new Map<string, boolean>();
  const answers = new Map<string, ReadonlySet<string | undefined | typeof NO_FIELD>>();

  /** The package directories of a group version: only files whose text names a group are parsed to find them. */
  const versionDirs = (group: string, version: string): readonly string[] => {
    const key = `${group}\u0000${version}`;
    let dirs = dirsOf.get(key);
    if (!dirs) dirsOf.set(key, (dirs = findVersionDirs(group, version)));
    return dirs;
  };
  const findVersionDirs = (group: string, version: string): string[] => {
    const dirs: string[] = [];
    for (const [dir, list] of byDir) {
      if (isVendored(dir) || !list.some((s) => s.text === undefined || s.text.includes(`groupName=${group}`))) continue;
      const files = filesIn(dir);
      const tags = files.flatMap((f) => packageTags(f));
      if (!tags.some((t) => t.name === 'groupName' && t.value === group)) continue;
      const versionName = tags.find((t) => t.name === 'versionName')?.value ?? files[0]?.packageName;
      if (versionName === version) dirs.push(dir);
    }
    return dirs;
  };

  /**
   * The directory holding an imported package: under vendor/, or the end of the import path;
   * else a package the checkout vendors (vendored-go.ts), which the review does not hold.
   */
  const dirOfImport = (importPath: string, importingFile: GoFile): string | undefined => {
    const found = [...byDir.keys()].filter(
      (dir) =>
        dir === `vendor/${importPath}` ||
        dir.endsWith(`/vendor/${importPath}`) ||
        (!isVendored(dir) && (importPath === dir || importPath.endsWith(`/${dir}`))),
    );
    if (found.length === 0) return vendoredDir(importPath, importingFile);
    const longest = Math.max(...found.map((d) => d.length));
    const at = found.filter((d) => d.length === longest);
    return at.length === 1 ? at[0] : undefined;
  };

  /** The directory of a package read from the checkout's vendor/ tree, added to those the lookup knows. */
  const vendoredDir = (importPath: string, importingFile: GoFile): string | undefined => {
    const files = vendored?.(importPath, importingFile.path);
    const dir = files?.[0] === undefined ? undefined : posix.dirname(files[0].path);
    if (files === undefined || dir === undefined || byDir.has(dir)) return undefined;
    byDir.set(
      dir,
      files.map((f) => ({ path: f.path, text: f.text, file: () => f })),
    );
    return dir;
  };

  /** The one definition of a struct in a package directory. */
  const structIn = (dir: string, name: string): { file: GoFile; struct: GoStruct } | undefined => {
    const found = filesIn(dir).flatMap((file) =>
      file.structs.filter((s) => s.name === name).map((struct) => ({ file, struct })),
    );
    return found.length === 1 ? found[0] : undefined;
  };

  /**
   * The Go type of a kind in a package directory: the type of its name, else the one struct whose
   * name is the kind's in other letter case (zalando/postgres-operator registers its struct
   * `Postgresql` as the kind `postgresql`, by AddKnownTypeWithName).
   */
  const kindTypeName = (dir: string, kind: string): string | undefined => {
    if (structIn(dir, kind) || namedIn(dir, kind)) return kind;
    const lower = kind.toLowerCase();
    const named = new Set(
      filesIn(dir)
        .flatMap((f) => f.structs.filter((s) => s.name.toLowerCase() === lower))
        .map((s) => s.name),
    );
    return named.size === 1 ? [...named][0] : undefined;
  };

  /** The one declaration of a type that is not a struct in a package directory. */
  const namedIn = (dir: string, name: string): TypeAt | undefined => {
    const found = filesIn(dir).flatMap((file) =>
      file.namedTypes
        .filter((t) => t.name === name)
        .map((t) => ({ dir, file, type: t.type, ...(t.alias ? { alias: true as const } : {}) })),
    );
    return found.length === 1 ? found[0] : undefined;
  };

  /**
   * A (pointer to a) declared type read through to what it is declared as, until a basic type, a
   * struct, or a slice, map or other type literal, and whether a pointer was on the way (`*bool`,
   * or a name declared as one); undefined when a name cannot be read.
   */
  const underlying = (at: TypeAt): (TypeAt & { readonly pointer: boolean }) | undefined => {
    let current = at;
    let pointer = false;
    // A type defined as another (`type Opaque metav1.Duration`) has none of its methods: it decodes
    // as the struct it is, not as the known type's UnmarshalJSON reads it.
    let defined = false;
    for (let depth = 0; depth < 16; depth++) {
      const bare = withoutPointers(current.type);
      pointer ||= bare !== current.type.trim();
      if (BASIC_TYPES.has(bare) || !TYPE_NAME.test(bare)) return { ...current, type: bare, pointer };
      const { qualifier, name } = typeName(bare);
      const importPath = qualifier === undefined ? undefined : importPathOf(current.file, qualifier);
      const known = importPath === undefined ? undefined : KNOWN_TYPES.get(`${importPath}.${name}`);
      if (known !== undefined) return defined ? undefined : { ...current, type: known, pointer };
      const dir = importPath === undefined ? current.dir : dirOfImport(importPath, current.file);
      if (dir === undefined) return undefined;
      if (structIn(dir, name)) return { ...current, type: bare, pointer }; // structOf reads it where it is written
      const declared = namedIn(dir, name);
      if (!declared) return undefined;
      // A type with a text decoder of its own decodes a JSON string alone (pyrra's window, a
      // prometheus Duration); one defined as it has none of its methods.
      if (!defined && declared.alias !== true && decodesTextOnly(dir, name))
        return { ...current, type: TEXT_TYPE, pointer };
      defined ||= declared.alias !== true;
      current = declared;
    }
    return undefined;
  };

  /** The struct a (pointer to a) named type stands for, where it is written. */
  const structOf = (at: TypeAt): { dir: string; file: GoFile; struct: GoStruct } | undefined => {
    const bare = withoutPointers(at.type);
    if (!TYPE_NAME.test(bare)) return undefined; // a slice, map, generic or literal type
    const { qualifier, name } = typeName(bare);
    const dir = qualifier === undefined ? at.dir : dirOfImport(importPathOf(at.file, qualifier), at.file);
    if (dir === undefined) return undefined;
    const found = structIn(dir, name);
    return found ? { dir, ...found } : undefined;
  };

  /** The field a JSON name stands for in a struct, its inlined structs included; UNKNOWN when not certain. */
  const fieldOf = (
    dir: string,
    file: GoFile,
    struct: GoStruct,
    json: string,
    depth: number,
  ): TypeAt | typeof UNKNOWN | undefined => {
    if (depth > 16) return UNKNOWN;
    const direct = struct.fields.filter((f) => jsonNamesOf(f).includes(json));
    if (direct.length > 0)
      return direct.length === 1 ? { dir, file, type: direct[0]!.type, field: direct[0] } : UNKNOWN;
    let hit: TypeAt | undefined;
    for (const field of struct.fields) {
      if (!isInlined(field)) continue;
      const inner = structOf({ dir, file, type: field.type });
      if (!inner) return UNKNOWN; // its fields are not known: the property may be one of them
      const found = fieldOf(inner.dir, inner.file, inner.struct, json, depth + 1);
      if (found === UNKNOWN || (found && hit)) return UNKNOWN;
      hit ??= found;
    }
    return hit;
  };

  /** The JSON names of a struct's fields, inlined structs' included; UNKNOWN where one decodes itself or is not known. */
  const jsonNamesIn = (
    dir: string,
    file: GoFile,
    struct: GoStruct,
    depth: number,
    written: boolean,
  ): readonly string[] | typeof UNKNOWN => {
    if (depth > 16 || (written ? encodesItself(dir, struct.name) : decodesItself(dir, struct.name))) return UNKNOWN;
    const names: string[] = [];
    for (const field of struct.fields) {
      if (!isInlined(field)) {
        names.push(...jsonNamesOf(field));
        continue;
      }
      const inner = structOf({ dir, file, type: field.type });
      const innerNames = inner ? jsonNamesIn(inner.dir, inner.file, inner.struct, depth + 1, written) : UNKNOWN;
      if (innerNames === UNKNOWN) return UNKNOWN;
      names.push(...innerNames);
    }
    return names;
  };

  /** The type (and field) where the steps end, from the kind's struct in a package directory. */
  const walk = (
    dir: string,
    kind: string,
    steps: readonly PropertyStep[],
  ): TypeAt | undefined | typeof NO_KIND | typeof NO_FIELD => {
    // The kind's struct, or a type declared as another version's (gateway-api's v1beta1 `type
    // HTTPRoute v1.HTTPRoute`), read through below.
    const name = kindTypeName(dir, kind);
    const root = name === undefined ? undefined : (structIn(dir, name)?.file ?? namedIn(dir, name)?.file);
    if (!root || name === undefined) return NO_KIND;
    let at: TypeAt = { dir, file: root, type: name };
    for (const step of steps) {
      const read = underlying(at);
      if (!read) return undefined;
      at = read;
      const bare = at.type;
      if (step === 'items') {
        const element = /^\[\d*\]/.exec(bare);
        if (!element) return undefined;
        at = { ...at, type: bare.slice(element[0].length) };
      } else if (step === 'additionalProperties') {
        const value = mapValueType(bare);
        if (value === undefined) return undefined;
        at = { ...at, type: value };
      } else {
        const struct = structOf(at);
        if (!struct) return undefined;
        const field = fieldOf(struct.dir, struct.file, struct.struct, step.property, 0);
        // The last step's field no struct of the type has, inlined ones included, where the type
        // decodes itself by no method of its own: certainly none.
        if (field === undefined && step === steps.at(-1) && !decodesItself(struct.dir, struct.struct.name))
          return NO_FIELD;
        if (field === undefined || field === UNKNOWN) return undefined;
        at = field;
      }
    }
    return at;
  };

  const typeIn = (
    dir: string,
    kind: string,
    steps: readonly PropertyStep[],
  ): string | undefined | typeof NO_KIND | typeof NO_FIELD => {
    const at = walk(dir, kind, steps);
    if (at === undefined || at === NO_KIND || at === NO_FIELD) return at;
    const read = underlying(at);
    if (read === undefined) return undefined;
    // Absent, a pointer field is nil, where a value field reads its zero value.
    if (BASIC_TYPES.has(read.type) || KNOWN_TYPE_NAMES.has(read.type) || read.type === TEXT_TYPE)
      return read.pointer ? `*${read.type}` : read.type;
    // A struct the repository declares, which only a JSON object decodes into, unless its package
    // gives it a decoder of its own (compat/type-changed: linkerd2 cca3cf800 typed `not` as the
    // object its Go type `*ResponseMatch` always was).
    // A map or slice literal: encoding/json reads `{}` (`[]`) into an empty one, and an absent value as nil.
    const literal = read.type.startsWith('map[') ? 'map' : /^\[\]/.test(read.type) ? 'slice' : undefined;
    if (literal !== undefined) return read.pointer ? `*${literal}` : literal;
    const struct = structOf(read);
    if (struct && decodesTextOnly(struct.dir, struct.struct.name)) return read.pointer ? `*${TEXT_TYPE}` : TEXT_TYPE;
    if (!struct || decodesItself(struct.dir, struct.struct.name)) return undefined;
    return read.pointer ? '*struct' : 'struct';
  };

  /** Whether a package directory declares a method of the type by this name (UnmarshalJSON, UnmarshalText). */
  const declaresMethod = (dir: string, name: string, methodName: string): boolean => {
    const key = `${dir}\u0000${name}\u0000${methodName}`;
    let declared = methods.get(key);
    if (declared === undefined) {
      const method = new RegExp(String.raw`func\s*\(\s*\w*\s*\*?\s*${name}\s*\)\s*${methodName}\b`);
      declared = (byDir.get(dir) ?? []).some((s) => s.text !== undefined && method.test(s.text));
      methods.set(key, declared);
    }
    return declared;
  };
  const textAtHand = (dir: string): boolean => (byDir.get(dir) ?? []).every((s) => s.text !== undefined);

  /** Whether a package directory declares an UnmarshalJSON method of the type; also when a file's text is not at hand. */
  const decodesItself = (dir: string, name: string): boolean =>
    !textAtHand(dir) || declaresMethod(dir, name, 'UnmarshalJSON') || declaresMethod(dir, name, 'UnmarshalText');

  /** Whether a package directory declares a MarshalJSON (or MarshalText) method of the type; also when a file's text is not at hand. */
  const encodesItself = (dir: string, name: string): boolean =>
    !textAtHand(dir) || declaresMethod(dir, name, 'MarshalJSON') || declaresMethod(dir, name, 'MarshalText');

  /**
   * Whether the type decodes from a JSON string alone: it has an UnmarshalText method and no
   * UnmarshalJSON, and encoding/json hands a TextUnmarshaler only strings (any other value is an
   * UnmarshalTypeError), whatever the type is declared as.
   */
  const decodesTextOnly = (dir: string, name: string): boolean =>
    textAtHand(dir) && declaresMethod(dir, name, 'UnmarshalText') && !declaresMethod(dir, name, 'UnmarshalJSON');

  // Packages of the group version that do not define the kind say nothing (security-profiles-operator
  // keeps each kind of its one group in a package of its own).
  const answersOf = (group: string, version: string, kind: string, steps: readonly PropertyStep[]) => {
    const key = JSON.stringify([group, version, kind, steps]);
    let found = answers.get(key);
    if (!found)
      answers.set(
        key,
        (found = new Set(
          versionDirs(group, version)
            .map((dir) => typeIn(dir, kind, steps))
            .filter((a) => a !== NO_KIND),
        )),
      );
    return found;
  };
  /** Where the steps end in the one package of the version that defines the kind; undefined where none or several do, or it is not known. */
  const walkedInOne = (
    group: string,
    version: string,
    kind: string,
    steps: readonly PropertyStep[],
  ): TypeAt | undefined => {
    const found = versionDirs(group, version)
      .map((dir) => walk(dir, kind, steps))
      .filter((a) => a !== NO_KIND);
    const [only] = found;
    return found.length === 1 && typeof only === 'object' ? only : undefined;
  };
  const lookup = (group: string, version: string, kind: string, steps: readonly PropertyStep[]) => {
    const answers = answersOf(group, version, kind, steps);
    const [only] = answers;
    return answers.size === 1 && only !== NO_FIELD ? only : undefined;
  };
  return Object.assign(lookup, {
    lacks: (group: string, version: string, kind: string, steps: readonly PropertyStep[]): boolean => {
      const answers = answersOf(group, version, kind, steps);
      return answers.size === 1 && answers.has(NO_FIELD);
    },
    field: (group: string, version: string, kind: string, steps: readonly PropertyStep[]): GoField | undefined =>
      walkedInOne(group, version, kind, steps)?.field,
    constants: (group: string, version: string, kind: string, steps: readonly PropertyStep[]) => {
      const only = walkedInOne(group, version, kind, steps);
      if (only === undefined) return undefined;
      const bare = withoutPointers(only.type);
      if (BASIC_TYPES.has(bare) || !TYPE_NAME.test(bare)) return undefined;
      const { qualifier, name } = typeName(bare);
      const dir = qualifier === undefined ? only.dir : dirOfImport(importPathOf(only.file, qualifier), only.file);
      const declared = dir === undefined ? undefined : namedIn(dir, name);
      if (dir === undefined || !declared || declared.alias === true || underlying(declared)?.type !== 'string')
        return undefined;
      const values = filesIn(dir).flatMap((f) =>
        f.consts.filter((c) => c.type === name && c.stringValue !== undefined).map((c) => c.stringValue as string),
      );
      return { type: name, values: [...new Set(values)] };
    },
    jsonFields: (group: string, version: string, kind: string, steps: readonly PropertyStep[], written = false) => {
      const only = walkedInOne(group, version, kind, steps);
      if (only === undefined) return undefined;
      const read = underlying(only);
      const struct = read === undefined ? undefined : structOf(read);
      const names = struct === undefined ? UNKNOWN : jsonNamesIn(struct.dir, struct.file, struct.struct, 0, written);
      return struct === undefined || names === UNKNOWN ? undefined : { struct: struct.struct.name, fields: names };
    },
  });
}

/** A type name, perhaps qualified by a package (`Port`, `corev1.Protocol`). */
const TYPE_NAME = /^[A-Za-z_]\w*(\.[A-Za-z_]\w*)?$/;

/**
 * Go's predeclared types a question is asked of: the integers (whose limits a bound may be at),
 * and with the floats, bool and string, the types whose zero value a default may be (and which
 * encoding/json's `omitempty` leaves out when zero: webhook-written-field.ts).
 */
export const BASIC_TYPES: ReadonlySet<string> = new Set([
  'int',
  'int8',
  'int16',
  'int32',
  'int64',
  'uint',
  'uint8',
  'uint16',
  'uint32',
  'uint64',
  'uintptr',
  'byte',
  'rune',
  'float32',
  'float64',
  'bool',
  'string',
]);

/**
 * Types of other modules a question is asked of, by import path and name, answered by the name
 * given here whether or not the repository holds (or vendors) the module: `metav1.Duration`,
 * which decodes a string with time.ParseDuration (duration-limits.ts).
 */
const KNOWN_TYPES: ReadonlyMap<string, string> = new Map([
  ['k8s.io/apimachinery/pkg/apis/meta/v1.Duration', 'metav1.Duration'],
  // Decoded from a JSON string alone (UnmarshalText, and since v0.26 an UnmarshalJSON of a string):
  // prometheus/common's `5m`, `1w` durations.
  ['github.com/prometheus/common/model.Duration', TEXT_TYPE],
  // Structs of Kubernetes' own API that CRDs hold as references, which a repository seldom vendors
  // (machine-controller-manager's `CredentialsSecretRef *corev1.SecretReference`): each decodes
  // only the fields it declares.
  ...[
    'SecretReference',
    'LocalObjectReference',
    'ObjectReference',
    'TypedLocalObjectReference',
    'SecretKeySelector',
    'ConfigMapKeySelector',
  ].map((name) => [`k8s.io/api/core/v1.${name}`, 'struct'] as const),
  ['k8s.io/apimachinery/pkg/apis/meta/v1.LabelSelector', 'struct'],
  // A struct that encodes itself as a string, "0" when zero: encoding/json writes it whatever
  // `omitempty` says (a struct is never empty to it).
  ['k8s.io/apimachinery/pkg/api/resource.Quantity', QUANTITY_TYPE],
]);
const KNOWN_TYPE_NAMES: ReadonlySet<string> = new Set(KNOWN_TYPES.values());

const withoutPointers = (type: string): string => type.replace(/^\s*\*+\s*/, '').trim();

/** `map[K]V` → `V`, brackets in K counted. */
function mapValueType(type: string): string | undefined {
  if (!type.startsWith('map[')) return undefined;
  let depth = 0;
  for (let i = 3; i < type.length; i++) {
    if (type[i] === '[') depth++;
    else if (type[i] === ']' && --depth === 0) return type.slice(i + 1).trim();
  }
  return undefined;
}

/** Whether a package directory is vendored code (vendor/ at the root or below). */
export const isVendored = (dir: string): boolean =>
  dir === 'vendor' || dir.startsWith('vendor/') || dir.includes('/vendor/');

/** The gengo tags of a file's package doc comment (`+groupName=`, `+versionName=`). */
function packageTags(file: GoFile): { readonly name: string; readonly value: string | undefined }[] {
  return file.packageComments.flatMap((c) => {
    const tag = tagOfComment(c);
    return tag && 'name' in tag ? [{ name: tag.name, value: tag.value }] : [];
  });
}
