import { FieldPath } from '../../engine/field-path.js';
import { defineRule, type RuleReport } from '../../engine/rule.js';
import { isInTestTree } from '../../parse/test-trees.js';
import { crdVersions } from '../crd/schema/hoisting.js';
import { customResourceReview } from './custom-resource-review.js';
import { IN_TEST_TREE } from './test-tree.js';

// CR-MATCH-002 (spec/cr-validation.md §3): the resource's apiVersion names a version that no CRD
// of the repository defining its group and kind serves. The server answers 404 ("no matches for
// kind ... in version ..."), before any validation; nothing else is checked. No data.apiserver:
// it is not a field error. In a repository's test trees, a warning (test-tree.ts).
export const unservedVersion = defineRule({
  id: 'cr/unserved-version',
  meta: {
    severity: 'error',
    description: 'a custom resource whose apiVersion names a version its CRD does not serve',
    messages: {
      unserved: 'no matches for kind "{{kind}}" in version "{{apiVersion}}": {{crd}} serves {{served}}',
      unservedInTestTree: `no matches for kind "{{kind}}" in version "{{apiVersion}}": {{crd}} serves {{served}} (${IN_TEST_TREE})`,
    },
  },
  check: (ctx) =>
    customResourceReview(ctx).unserved.map((u): RuleReport<'unserved' | 'unservedInTestTree'> => {
      const inTestTree = isInTestTree(u.object.source.file);
      const served = [
        ...new Set(
          u.crds.flatMap((crd) =>
            crdVersions(crd)
              .filter((v) => v.served === true)
              .map((v) => String(v.name)),
          ),
        ),
      ];
      return {
        messageId: inTestTree ? 'unservedInTestTree' : 'unserved',
        ...(inTestTree ? { severity: 'warning' as const } : {}),
        object: u.object,
        path: API_VERSION,
        data: {
          kind: u.object.kind,
          apiVersion: u.object.apiVersion,
          crd: [...new Set(u.crds.map((c) => c.name))].join(', '),
          served: served.length === 0 ? 'no version' : served.map((v) => `${u.object.group}/${v}`).join(', '),
        },
      };
    }),
});

const API_VERSION = FieldPath.of('apiVersion');
