import { defineRule } from '../../engine/rule.js';
import { analysisOf } from './analyze-world.js';

// spec/referencegrant.md §5 item 3: a KEP-3766 entry names a resource, and without a mapping to
// a kind it can match no reference. The plural is never guessed (Ingress → ingresses), so the
// entry matches nothing and references that need it are reported by refgrant/not-permitted.

export const unmappedResource = defineRule({
  id: 'refgrant/unmapped-resource',
  meta: {
    severity: 'warning',
    description:
      'a ReferenceGrant entry that names a resource (the KEP-3766 form) which cannot be mapped to a kind, so it matches nothing',
    messages: {
      unmapped:
        'cannot resolve resource "{{resource}}" in group "{{group}}" to a kind (it is not in the built-in table, a CRD in the repository or refgrant.resources), so this entry matches nothing: add a mapping under refgrant.resources in the configuration',
      singular:
        '"{{resource}}" looks like a kind, not a resource: resources are plural and lowercase, so this entry matches nothing; write "{{plural}}"',
    },
  },
  check: (ctx) => {
    const { grants, kinds } = analysisOf(ctx, ctx.head);
    return grants.unmapped.map((u) => {
      const plural = kinds.singularOf(u.group, u.resource);
      return {
        messageId: plural === undefined ? ('unmapped' as const) : ('singular' as const),
        object: u.object,
        path: u.path,
        data: { group: u.group, resource: u.resource, ...(plural === undefined ? {} : { plural }) },
      };
    });
  },
});
