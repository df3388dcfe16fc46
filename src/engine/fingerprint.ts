import { hash } from 'node:crypto';
import { objectIdentity, type KubeObject } from '../parse/kube-object.js';

// A finding's identity across runs and commits: the rule, what it is about (the object's
// identity, or the file for a finding that is not about an object), the field path, and a
// discriminator such as a reference target. Never the line, so a moved line is not "new".
export function fingerprint(
  ruleId: string,
  subject: { readonly object?: KubeObject; readonly file?: string },
  fieldPath: string | undefined,
  discriminator: string | undefined,
): string {
  const about = subject.object ? `object:${objectIdentity(subject.object)}` : `file:${subject.file ?? ''}`;
  // crypto.hash is createHash's digest in one call, without a Hash object a finding.
  return hash('sha256', JSON.stringify([ruleId, about, fieldPath ?? '', discriminator ?? '']), 'hex').slice(0, 32);
}
