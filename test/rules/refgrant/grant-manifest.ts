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
