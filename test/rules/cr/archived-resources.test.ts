import { describe, expect, it } from 'vitest';
import { crRules } from '../../../src/rules/cr/index.js';
import { reviewFiles } from '../../support/review-files.js';
import { widget, widgetCrd } from './cr-fixtures.js';

// A resource of an older release the repository keeps as it was (archived-resource.ts): judged
// against today's CRD, a notice that says so. volcano-sh/kthena keeps Docusaurus's frozen docs of
// v0.1.0 … v1.0.0, whose examples set fields a later release removed.
/** The Widget CRD whose spec.size is of this type. */
const sizedCrd = (type: string) =>
  widgetCrd(`type: object\nproperties: {spec: {type: object, properties: {size: {type: ${type}}}}}`);
const today = sizedCrd('string');
const older = sizedCrd('integer');
const sized = widget('spec:\n  size: 3\n  color: red');
const NOTE =
  "a copy of an older release the repository keeps as it was, judged against today's CRD, which the clusters of that release do not serve: a notice)";
const review = (files: Record<string, string>) =>
  reviewFiles(crRules, { 'config/crd/widgets.yaml': today, ...files }).map(
    (f) =>
      `${f.severity} ${f.ruleId} ${f.file}:${f.line} ${f.message.endsWith(NOTE) ? `(archived in ${/\(in (\S+), a copy/.exec(f.message)?.[1]})` : ''}${(f.data as { apiserver?: unknown } | undefined)?.apiserver ? 'apiserver' : ''}`,
  );

describe('cr/ on a resource of an archived release', () => {
  it('is a notice in the documentation Docusaurus froze for a release, the newest one too', () => {
    expect(
      review({
        'website/versioned_docs/version-0.1.0/widget.yaml': sized,
        'website/versioned_docs/version-0.2.0/widget.yaml': sized,
        'website/docs/widget.yaml': sized,
      }),
    ).toEqual([
      'error cr/schema website/docs/widget.yaml:6 apiserver',
      'warning cr/unknown-field website/docs/widget.yaml:7 ',
      'notice cr/schema website/versioned_docs/version-0.1.0/widget.yaml:6 (archived in website/versioned_docs/version-0.1.0)',
      'notice cr/unknown-field website/versioned_docs/version-0.1.0/widget.yaml:7 (archived in website/versioned_docs/version-0.1.0)',
      'notice cr/schema website/versioned_docs/version-0.2.0/widget.yaml:6 (archived in website/versioned_docs/version-0.2.0)',
      'notice cr/unknown-field website/versioned_docs/version-0.2.0/widget.yaml:7 (archived in website/versioned_docs/version-0.2.0)',
    ]);
  });

  it("is a notice in an older entry of an archive of releases without its release's CRD, not in the newest", () => {
    expect(
      review({ 'install/v0.1.0/widget.yaml': sized, 'install/v0.2.0/widget.yaml': sized }).filter((f) =>
        f.includes('cr/schema'),
      ),
    ).toEqual([
      'notice cr/schema install/v0.1.0/widget.yaml:6 (archived in install/v0.1.0)',
      'error cr/schema install/v0.2.0/widget.yaml:6 apiserver',
    ]);
  });

  it("stays as it is where the entry holds its release's CRD, which judges it", () => {
    const invalid = widget('spec:\n  size: three');
    expect(
      review({
        'install/v0.1.0/crd.yaml': older,
        'install/v0.1.0/widget.yaml': invalid,
        'install/v0.2.0/widget.yaml': widget('spec:\n  size: "3"'),
      }),
    ).toEqual(['error cr/schema install/v0.1.0/widget.yaml:6 apiserver']);
  });
});
