import type { Environment } from '@marcbachmann/cel-js';
import { isJsonObject } from '../../../parse/kube-object.js';
import { SchemaNode } from '../schema/schema-node.js';
import { escapeCelName } from './escape-cel-name.js';

// The CEL type of a schema node, as the apiserver declares `self` (apiserver's
// common.SchemaDeclType): objects are types whose fields are the escaped property names,
// additionalProperties schemas are maps, arrays are lists, scalars their CEL scalar.
//
// Only "no such field" and "not a bool" are reported from these types (compile-rule.ts), so
// wherever the mapping is not certain the type is `dyn`, which type-checks anything: int-or-string
// (dyn upstream too), preserve-unknown-fields nodes, objects without properties, nodes without a
// type, and strings whose format makes them bytes, durations or timestamps upstream.

export interface CelObjectType {
  readonly name: string;
  readonly fields: Readonly<Record<string, string>>;
}

/** The object types of one schema, interned by shape so equal subtrees share one type. */
export class CelTypes {
  private readonly byShape = new Map<string, string>();
  private readonly cache = new Map<SchemaNode['raw'], string>();
  private readonly rootCache = new Map<SchemaNode['raw'], string>();
  readonly objects: CelObjectType[] = [];
  private readonly byName = new Map<string, CelObjectType>();

  /** The CEL type name of `node` (`isResourceRoot`: the schema root or an embedded resource). */
  typeOf(node: SchemaNode | undefined, isResourceRoot: boolean): string {
    if (!node) return 'dyn';
    const cache = isResourceRoot ? this.rootCache : this.cache;
    const cached = cache.get(node.raw);
    if (cached !== undefined) return cached;
    const type = this.compute(node, isResourceRoot);
    cache.set(node.raw, type);
    return type;
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

  private compute(node: SchemaNode, isResourceRoot: boolean): string {
    if (node.intOrString || node.preserveUnknownFields === true) return 'dyn';
    switch (node.type) {
      case 'array': {
        const items = node.items;
        return items ? `list<${this.typeOf(items, items.embeddedResource)}>` : 'dyn';
      }
      case 'object': {
        const additional = node.additionalProperties;
        if (additional instanceof SchemaNode) return `map<string, ${this.typeOf(additional, additional.embeddedResource)}>`;
        const fields: Record<string, string> = {};
        const props = isJsonObject(node.raw.properties) ? node.raw.properties : {};
        for (const name of Object.keys(props)) {
          const prop = SchemaNode.of(props[name]);
          const escaped = escapeCelName(name);
          if (prop && escaped !== undefined) fields[escaped] = this.typeOf(prop, prop.embeddedResource);
        }
        if (isResourceRoot) {
          // WithTypeAndObjectMeta: apiVersion, kind and metadata.name/generateName are always
          // accessible at a resource root, and replace whatever the schema says about them.
          fields.apiVersion = 'string';
          fields.kind = 'string';
          fields.metadata = this.intern({ name: 'string', generateName: 'string' });
        }
        if (Object.keys(fields).length === 0) return 'dyn';
        return this.intern(fields);
      }
      case 'string':
        return ['byte', 'duration', 'date', 'date-time'].includes(node.format) ? 'dyn' : 'string';
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
    const shape = JSON.stringify(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
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
