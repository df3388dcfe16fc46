import { posix } from 'node:path';
import { load } from 'js-yaml';
import type { World } from '../../engine/world.js';
import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { LIMITS } from '../../parse/parse-problem.js';

// The namespace of an object that has no metadata.namespace (spec/referencegrant.md §2.1 item 2,
// Decision): the deployment context's, which for a repository is a kustomization.yaml
// `namespace:` in the same directory, else the configured default, else `default`.

const KUSTOMIZATION_FILE = /(^|\/)(kustomization\.ya?ml|Kustomization)$/;

export const FALLBACK_NAMESPACE = 'default';

export class NamespaceDefaults {
  private readonly byDirectory = new Map<string, string>();

  constructor(
    world: World,
    private readonly configured: string | undefined,
  ) {
    for (const file of world.files) {
      if (!KUSTOMIZATION_FILE.test(file.path) || file.problems.length > 0) continue;
      const namespace = kustomizationNamespace(file.objects, file.text);
      if (namespace !== undefined) this.byDirectory.set(posix.dirname(file.path), namespace);
    }
  }

  /** The object's namespace as the cluster would see it once deployed. */
  namespaceOf(o: Pick<KubeObject, 'namespace' | 'source'>): string {
    return o.namespace ?? this.byDirectory.get(posix.dirname(o.source.file)) ?? this.configured ?? FALLBACK_NAMESPACE;
  }

  /**
   * True when nothing in the repository says where the object goes, so `default` is a guess:
   * manifests without a namespace are often applied with `kubectl apply -n` (test fixtures,
   * samples), and then land elsewhere.
   */
  isAssumed(o: Pick<KubeObject, 'namespace' | 'source'>): boolean {
    return o.namespace === undefined && this.configured === undefined && !this.byDirectory.has(posix.dirname(o.source.file));
  }
}

// A kustomization with apiVersion and kind is an object of kind Kustomization; the many without
// them are not objects, so their text is read here (it has already parsed without problems).
function kustomizationNamespace(objects: readonly KubeObject[], text: string): string | undefined {
  const object = objects.find((o) => o.kind === 'Kustomization');
  let value: unknown = object?.value;
  if (value === undefined && objects.length === 0) {
    try {
      value = load(text, { maxDepth: LIMITS.maxDepth });
    } catch {
      return undefined; // unreadable here means no namespace to learn; parse rules report the file
    }
  }
  const namespace = isJsonObject(value) ? value.namespace : undefined;
  return typeof namespace === 'string' && namespace !== '' ? namespace : undefined;
}
