import { describe, expect, it } from 'vitest';
import { FieldPath } from '../../../../src/engine/field-path.js';
import { manifestPathOf } from '../../../../src/rules/crd/schema/manifest-path.js';

// From the apiserver's internal paths to where the user edits (CRD-PATH-001, CRD-HOIST-001).

describe('manifestPathOf', () => {
  it.each([
    [FieldPath.of('spec', 'version'), 'spec.versions[0].name'],
    [
      FieldPath.of('spec', 'subresources').child('scale.specReplicasPath'),
      'spec.versions[0].subresources.scale.specReplicasPath',
    ],
    [
      FieldPath.of('spec', 'additionalPrinterColumns').index(2).child('JSONPath'),
      'spec.versions[0].additionalPrinterColumns[2].jsonPath',
    ],
    [
      FieldPath.of('spec', 'versions').index(1).child('additionalPrinterColumns').index(0).child('JSONPath'),
      'spec.versions[1].additionalPrinterColumns[0].jsonPath',
    ],
    [FieldPath.of('spec', 'validation', 'openAPIV3Schema'), 'spec.versions[0].schema.openAPIV3Schema'],
    [
      FieldPath.of('spec', 'conversion', 'webhookClientConfig', 'service', 'namespace'),
      'spec.conversion.webhook.clientConfig.service.name',
    ],
    [
      FieldPath.of('spec', 'conversion', 'conversionReviewVersions').index(0),
      'spec.conversion.webhook.conversionReviewVersions[0]',
    ],
    [FieldPath.of('status', 'storedVersions').index(1), 'spec.versions'],
    [FieldPath.of('metadata', 'annotations').key('a.b/c'), 'metadata.annotations[a.b/c]'],
  ])('%s', (path, want) => {
    expect(manifestPathOf(path).toString()).toBe(want);
  });
});
