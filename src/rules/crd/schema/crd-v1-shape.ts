// The apiextensions.k8s.io/v1 CustomResourceDefinition type outside openAPIV3Schema, as Go's
// strict JSON decoder sees it (spec/crd-validation.md CRD-API-002/003): which fields exist and
// what JSON each takes. `schema` is the other engineers' ground (§8, §9): not described here.

export type Shape =
  | 'string'
  | 'bool'
  | 'int32'
  | 'int64'
  /** base64 text ([]byte). */
  | 'bytes'
  /** RFC 3339 time (metav1.Time): a string; null is the zero time. */
  | 'time'
  /** Anything: decoded by another type (the schema, managed fields). */
  | 'any'
  | { readonly object: Readonly<Record<string, Shape>> }
  | { readonly list: Shape }
  | { readonly map: Shape };

const names: Shape = {
  object: {
    plural: 'string',
    singular: 'string',
    shortNames: { list: 'string' },
    kind: 'string',
    listKind: 'string',
    categories: { list: 'string' },
  },
};

const version: Shape = {
  object: {
    name: 'string',
    served: 'bool',
    storage: 'bool',
    deprecated: 'bool',
    deprecationWarning: 'string',
    schema: { object: { openAPIV3Schema: 'any' } },
    subresources: {
      object: {
        status: { object: {} },
        scale: { object: { specReplicasPath: 'string', statusReplicasPath: 'string', labelSelectorPath: 'string' } },
      },
    },
    additionalPrinterColumns: {
      list: {
        object: {
          name: 'string',
          type: 'string',
          format: 'string',
          description: 'string',
          priority: 'int32',
          jsonPath: 'string',
        },
      },
    },
    selectableFields: { list: { object: { jsonPath: 'string' } } },
  },
};

const conversion: Shape = {
  object: {
    strategy: 'string',
    webhook: {
      object: {
        clientConfig: {
          object: {
            url: 'string',
            service: { object: { namespace: 'string', name: 'string', path: 'string', port: 'int32' } },
            caBundle: 'bytes',
          },
        },
        conversionReviewVersions: { list: 'string' },
      },
    },
  },
};

const objectMeta: Shape = {
  object: {
    name: 'string',
    generateName: 'string',
    namespace: 'string',
    selfLink: 'string',
    uid: 'string',
    resourceVersion: 'string',
    generation: 'int64',
    creationTimestamp: 'time',
    deletionTimestamp: 'time',
    deletionGracePeriodSeconds: 'int64',
    labels: { map: 'string' },
    annotations: { map: 'string' },
    ownerReferences: {
      list: {
        object: {
          apiVersion: 'string',
          kind: 'string',
          name: 'string',
          uid: 'string',
          controller: 'bool',
          blockOwnerDeletion: 'bool',
        },
      },
    },
    finalizers: { list: 'string' },
    managedFields: { list: 'any' },
  },
};

const condition: Shape = {
  object: {
    type: 'string',
    status: 'string',
    lastTransitionTime: 'time',
    reason: 'string',
    message: 'string',
    observedGeneration: 'int64',
  },
};

export const CRD_V1: Shape = {
  object: {
    apiVersion: 'string',
    kind: 'string',
    metadata: objectMeta,
    spec: {
      object: {
        group: 'string',
        names,
        scope: 'string',
        versions: { list: version },
        conversion,
        preserveUnknownFields: 'bool',
      },
    },
    // observedGeneration: CRDObservedGenerationTracking, beta and on by default in 1.36 (§0).
    status: {
      object: {
        conditions: { list: condition },
        acceptedNames: names,
        storedVersions: { list: 'string' },
        observedGeneration: 'int64',
      },
    },
  },
};
