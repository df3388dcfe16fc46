import type { Environment } from '@marcbachmann/cel-js';
import { isJsonObject, type JsonObject } from '../../../parse/kube-object.js';
import type { SchemaNode } from '../schema/schema-node.js';
import { escapeCelName, isKeywordFieldName } from './escape-cel-name.js';

// The CEL type of a schema node, as the apiserver declares `self` (apiserver's
// common.SchemaDeclType): objects are types whose fields are the escaped property names,
// additionalProperties schemas are maps, arrays are lists, scalars their CEL scalar.
//
// Only "no such field" and "not a bool" are reported from these types (compile-rule.ts), so
// wherever the mapping is not certain the type is `dyn`, which type-checks anything: int-or-string
// (dyn upstream too), preserve-unknown-fields nodes, objects without properties, nodes without a
// type, and strings whose format makes them bytes, durations or timestamps upstream.
//
// A property whose name is a reserved word (`namespace`) is declared twice: under its escape
// (`__namespace__`) and under its own name, which the apiserver's DeclTypeProvider resolves to the
// escape from compatibility version 1.31 (FindStructFieldType, recognizeKeywordAsFieldName). This
// is the newest environment; typed-selects.ts finds the selects that older ones reject.
//
// A type is built for the names an expression can select (`Selectable`): an object type keeps
// only the properties whose names the expression mentions. A field the expression never names
// cannot change its type check, and the whole type of a root `self` is thousands of fields, each
// object among them a type the library registers at a cost that grows with every type before it.

/** The field names an expression selects (escaped, as written in CEL); `all`: every field. */
export type Selectable = ReadonlySet<string> | 'all';

export interface CelObjectType {
  readonly name: string;
  readonly fields: Readonly<Record<string, string>>;
}

const BYTES_OR_TIME_FORMATS: ReadonlySet<string> = new Set(['byte', 'duration', 'date', 'date-time']);

/** The object types of one schema, interned by shape so equal subtrees share one type. */
export class CelTypes {
  private readonly byShape = new Map<string, string>();
  /** Per set of selectable names (its key), the type of each raw node, as a resource root or not. */
  private readonly caches = new Map<
    string,
    { readonly plain: Map<SchemaNode['raw'], string>; readonly root: Map<SchemaNode['raw'], string> }
  >();
  private readonly escapes = new Map<string, string | undefined>();
  readonly objects: CelObjectType[] = [];
  private readonly byName = new Map<string, CelObjectType>();

  /**
   * The CEL type name of `node` (`isResourceRoot`: the schema root or an embedded resource), as
   * far as an expression that selects only `names` can tell.
   */
  typeOf(node: SchemaNode | undefined, isResourceRoot: boolean, names: Selectable = 'all'): string {
    if (!node) return 'dyn';
    const key = names === 'all' ? '' : [...names].sort().join(' ');
    let caches = this.caches.get(key);
    if (!caches) this.caches.set(key, (caches = { plain: new Map(), root: new Map() }));
    return this.typeOfRaw(node.raw, isResourceRoot, names, caches);
  }

  // Typing reads the parsed JSON directly, as SchemaNode's getters would, without a view per
  // node: a root rule types its whole schema, and the corpus types 50,000 nodes a run.
  private typeOfRaw(
    raw: JsonObject,
    isResourceRoot: boolean,
    names: Selectable,
    caches: { readonly plain: Map<JsonObject, string>; readonly root: Map<JsonObject, string> },
  ): string {
    const cache = isResourceRoot ? caches.root : caches.plain;
    const cached = cache.get(raw);
    if (cached !== undefined) return cached;
    const type = this.compute(
      raw,
      isResourceRoot,
      (child, childIsRoot) => this.typeOfRaw(child, childIsRoot, names, caches),
      names,
    );
    cache.set(raw, type);
    return type;
  }

  private escaped(name: string): string | undefined {
    if (this.escapes.has(name)) return this.escapes.get(name);
    const escaped = escapeCelName(name);
    this.escapes.set(name, escaped);
    return escaped;
  }

  /**
   * Registers the object types `type` refers to that `registered` lacks, children first. No
   * equality overload per type: the library scans operator overloads linearly, and a thousand of
   * them made every `==` slow; `self == oldSelf` on an object is left "uncertain" instead.
   */
  registerClosure(env: Environment, type: string, registered: Set<string>): void {
    const wanted = new Set<string>();
    const visit = (t: string): void => {
      for (const name of t.match(/kubernetes\.object\d+/g) ?? []) {
        if (wanted.has(name) || registered.has(name)) continue;
        wanted.add(name);
        const o = this.byName.get(name);
        if (o) for (const f of Object.values(o.fields)) visit(f);
      }
    };
    visit(type);
    for (const o of this.objects) {
      if (!wanted.has(o.name)) continue;
      registered.add(o.name);
      env.registerType(o.name, { fields: o.fields });
    }
  }

  /** The fields of an object type this instance interned (`kubernetes.objectN`), by CEL name. */
  fieldsOf(typeName: string): Readonly<Record<string, string>> | undefined {
    return this.byName.get(typeName)?.fields;
  }

  private compute(
    raw: JsonObject,
    isResourceRoot: boolean,
    typeOfChild: (child: JsonObject, isResourceRoot: boolean) => string,
    names: Selectable,
  ): string {
    if (raw['x-kubernetes-int-or-string'] === true || raw['x-kubernetes-preserve-unknown-fields'] === true)
      return 'dyn';
    switch (raw.type) {
      case 'array': {
        const items = raw.items;
        return isJsonObject(items)
          ? `list<${typeOfChild(items, items['x-kubernetes-embedded-resource'] === true)}>`
          : 'dyn';
      }
      case 'object': {
        const additional = raw.additionalProperties;
        if (isJsonObject(additional))
          return `map<string, ${typeOfChild(additional, additional['x-kubernetes-embedded-resource'] === true)}>`;
        const fields: Record<string, string> = {};
        const props = raw.properties;
        // An object with properties stays an object type when the expression names none of them:
        // selecting a field it lacks must still be "undefined field", as it is upstream.
        let declared = false;
        if (isJsonObject(props)) {
          for (const name of Object.keys(props)) {
            const prop = props[name];
            const escaped = this.escaped(name);
            if (!isJsonObject(prop) || escaped === undefined) continue;
            declared = true;
            const byKeyword = escaped !== name && isKeywordFieldName(name) && (names === 'all' || names.has(name));
            if (names === 'all' || names.has(escaped) || byKeyword) {
              const type = typeOfChild(prop, prop['x-kubernetes-embedded-resource'] === true);
              if (names === 'all' || names.has(escaped)) fields[escaped] = type;
              if (byKeyword) fields[name] = type;
            }
          }
        }
        if (isResourceRoot && !declaresTypeAndObjectMeta(props)) {
          // WithTypeAndObjectMeta: apiVersion, kind and metadata.name/generateName are always
          // accessible at a resource root, and replace whatever the schema says about them,
          // unless it declares all five as strings already (then it is left as written).
          declared = true;
          fields.apiVersion = 'string';
          fields.kind = 'string';
          fields.metadata = this.intern({ name: 'string', generateName: 'string' });
        }
        return declared ? this.intern(fields) : 'dyn';
      }
      case 'string':
        return typeof raw.format === 'string' && BYTES_OR_TIME_FORMATS.has(raw.format) ? 'dyn' : 'string';
      case 'boolean':
        return 'bool';
      case 'number':
        return 'double';
      case 'integer':
        return 'int';
      default:
        return 'dyn';
    }
  }

  private intern(fields: Record<string, string>): string {
    // The fields sorted by name (code units, as `<` compares). Field names are escaped CEL names
    // and type names hold neither ':' nor ';', so the shape is unambiguous without JSON.
    let shape = '';
    for (const name of Object.keys(fields).sort()) shape += `${name}:${fields[name]};`;
    const known = this.byShape.get(shape);
    if (known !== undefined) return known;
    const name = `kubernetes.object${this.objects.length}`;
    this.byShape.set(shape, name);
    const o = { name, fields };
    this.objects.push(o);
    this.byName.set(name, o);
    return name;
  }
}

/** model.WithTypeAndObjectMeta's test: kind, apiVersion, metadata.name and metadata.generateName all declared, as strings. */
function declaresTypeAndObjectMeta(props: unknown): boolean {
  if (!isJsonObject(props)) return false;
  const typeOf = (s: unknown): unknown => (isJsonObject(s) ? s.type : undefined);
  const metadata = props.metadata;
  const meta = isJsonObject(metadata) && isJsonObject(metadata.properties) ? metadata.properties : undefined;
  return (
    typeOf(props.kind) === 'string' &&
    typeOf(props.apiVersion) === 'string' &&
    typeOf(metadata) === 'object' &&
    meta !== undefined &&
    typeOf(meta.name) === 'string' &&
    typeOf(meta.generateName) === 'string'
  );
}
