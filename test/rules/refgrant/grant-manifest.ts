import { yaml } from '../../support/rule-tester.js';

// ReferenceGrants for the refgrant rule tests, in the two layouts the tests count lines in.

/** The Gateway API's grant from an HTTPRoute in apps to the Services of the grant's namespace. */
export const FROM_ROUTE = '{group: gateway.networking.k8s.io, kind: HTTPRoute, namespace: apps}';
export const TO_SERVICE = '{group: "", kind: Service}';

/** backends/allow with one `from` entry (line 6) and one `to` entry (line 8), in block style. */
export const blockGrant = (from: string, to: string, apiVersion = 'gateway.networking.k8s.io/v1') => yaml`
  apiVersion: ${apiVersion}
  kind: ReferenceGrant
  metadata: {name: allow, namespace: backends}
  spec:
    from:
    - ${from}
    to:
    - ${to}
`;

export interface FlowGrantParts {
  readonly from?: string;
  readonly to?: string;
  readonly namespace?: string;
  readonly name?: string;
  readonly apiVersion?: string;
}

/**
 * A document of its own (it starts with `---`, so it can follow another in one file) with `from`
 * and `to` as flow lists on lines 6 and 7: backends/allow, v1, FROM_ROUTE to TO_SERVICE unless
 * `parts` says otherwise.
 */
export const flowGrant = (parts: FlowGrantParts = {}) => yaml`
  ---
  apiVersion: ${parts.apiVersion ?? 'gateway.networking.k8s.io/v1'}
  kind: ReferenceGrant
  metadata: {name: ${parts.name ?? 'allow'}, namespace: ${parts.namespace ?? 'backends'}}
  spec:
    from: [${parts.from ?? FROM_ROUTE}]
    to: [${parts.to ?? TO_SERVICE}]
`;

/**
 * A CRD of the grant (as a Gateway API bundle holds it: ReferenceGrant, or ReferencePolicy before
 * v0.6) with these versions, served or not.
 */
export const grantCrd = (versions: readonly (readonly [string, boolean])[], kind = 'ReferenceGrant') => {
  const plural = kind === 'ReferencePolicy' ? 'referencepolicies' : 'referencegrants';
  return yaml`
    apiVersion: apiextensions.k8s.io/v1
    kind: CustomResourceDefinition
    metadata: {name: ${plural}.gateway.networking.k8s.io}
    spec:
      group: gateway.networking.k8s.io
      names: {kind: ${kind}, plural: ${plural}}
      scope: Namespaced
      versions: [${versions.map(([name, served], i) => `{name: ${name}, served: ${served}, storage: ${i === versions.length - 1}, schema: {openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}}}`).join(', ')}]
  `;
};
