import { describe, expect, it } from 'vitest';
import { immutabilityStated } from '../../../src/rules/compat/documented-immutability.js';

describe('immutabilityStated', () => {
  it('the sentence that says the field cannot change, wrapped as controller-gen wraps it', () => {
    expect(immutabilityStated('VolumeSize in GiB.\nImmutable after creation.')).toBe('Immutable after creation.');
    expect(immutabilityStated('The pool. This field is\nimmutable.')).toBe('This field is immutable.');
    expect(immutabilityStated('The region. It cannot be updated once set.')).toBe('It cannot be updated once set.');
    expect(immutabilityStated("The zone. Can't be changed.")).toBe("Can't be changed.");
  });

  it('none where no sentence says so, says it in some case only, or says the opposite', () => {
    expect(immutabilityStated(undefined)).toBeUndefined();
    expect(immutabilityStated('The size. It may be changed at any time.')).toBeUndefined();
    expect(immutabilityStated('The size. Immutable when the widget is running.')).toBeUndefined();
    expect(immutabilityStated('The labels. This field is not immutable.')).toBeUndefined();
    expect(immutabilityStated('The labels of the mutable copy.')).toBeUndefined();
  });
});
