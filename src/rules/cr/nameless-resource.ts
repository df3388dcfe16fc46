import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';

/**
 * Metadata without a name or generateName (a missing or empty one, as the apiserver reads it): an
 * object serialized from a Go struct for a program to read (eks-anywhere embeds its Release,
 * `metadata: {creationTimestamp: null}`, into its CLI and reads it with yaml.Unmarshal), or a
 * fragment another tool completes. kubectl apply refuses it before it reaches the apiserver
 * ("resource name may not be empty"), so it is no manifest applied as it is: judging its body
 * would only give errors nobody meets. cr/metadata notes it; no cr/ rule judges its body or metadata.
 */
export function isNameless(o: KubeObject): boolean {
  const metadata = isJsonObject(o.value.metadata) ? o.value.metadata : {};
  const named = (key: string) => metadata[key] !== undefined && metadata[key] !== null && metadata[key] !== '';
  return !named('name') && !named('generateName');
}
