import { unapproved } from '../../../src/rules/approval/unapproved.js';
import { ruleTester, yaml } from '../../support/rule-tester.js';
import { yamlQuote } from '../../support/yaml-quote.js';

// spec/approval.md §2: state Bypassed in a protected group; accepted, so a warning without `apiserver`.

const crd = (value: string, group = 'gateway.networking.k8s.io') => yaml`
  apiVersion: apiextensions.k8s.io/v1
  kind: CustomResourceDefinition
  metadata:
    name: things.${group}
    annotations:
      api-approved.kubernetes.io: ${yamlQuote(value)}
  spec:
    group: ${group}
`;
const at = {
  line: 6,
  column: 33,
  fieldPath: 'metadata.annotations[api-approved.kubernetes.io]',
  severity: 'warning',
  apiserver: null,
  messageId: 'unapproved',
} as const;

ruleTester(unapproved, {
  valid: [
    { name: 'an approval URL', head: crd('https://github.com/kubernetes-sigs/gateway-api/pull/3328') },
    { name: 'the prefix is case-sensitive: Invalid, not Bypassed', head: crd('Unapproved, experimental') },
    { name: 'a leading space: Invalid, not Bypassed', head: crd(' unapproved') },
    { name: 'outside the protected groups the annotation means nothing', head: crd('unapproved', 'cluster.x-k8s.io') },
    {
      name: 'v1beta1 CRDs are crd/api-version business',
      head: crd('unapproved').replace('apiextensions.k8s.io/v1', 'apiextensions.k8s.io/v1beta1'),
    },
  ],
  invalid: [
    {
      name: 'a bypass, with the condition the controller will set',
      head: crd('unapproved, experimental-only'),
      findings: [
        {
          ...at,
          message:
            'things.gateway.networking.k8s.io is in the protected group gateway.networking.k8s.io and marked "unapproved, experimental-only": the apiserver accepts it but sets KubernetesAPIApprovalPolicyConformant=False; get the API approved and link the approving pull request',
          data: {
            condition: {
              type: 'KubernetesAPIApprovalPolicyConformant',
              status: 'False',
              reason: 'UnapprovedAnnotation',
              message: 'not approved: "unapproved, experimental-only"',
            },
          },
        },
      ],
    },
    { name: 'the bare word', head: crd('unapproved'), findings: [at] },
    { name: 'anything after the prefix', head: crd('unapprovedhttps://x'), findings: [at] },
    {
      name: 'a control character after the prefix is still a bypass',
      head: crd('unapproved\n'),
      findings: [{ ...at, data: { condition: { message: 'not approved: "unapproved\\n"' } } }],
    },
    { name: 'in k8s.io', head: crd('unapproved', 'k8s.io'), findings: [at] },
    {
      name: 'also on an update that keeps it (the filter decides what is new)',
      head: crd('unapproved, b'),
      base: crd('unapproved, a'),
      findings: [at],
    },
  ],
});
