import { isJsonObject, objectIdentity, type KubeObject } from '../parse/kube-object.js';

// A finding's identity across runs and commits: the rule, what it is about (the object's
// identity, or the file for a finding that is not about an object), the field path, and a
// discriminator such as a reference target. Never the line, so a moved line is not "new".
export function fingerprint(
  ruleId: string,
  subject: { readonly object?: KubeObject; readonly file?: string },
  fieldPath: string | undefined,
  discriminator: string | undefined,
): string {
  const about = subject.object ? objectSubject(subject.object) : `file:${subject.file ?? ''}`;
  // crypto.hash is createHash's digest in one call, without a Hash object a finding. Looked up
  // here, not imported: node:crypto costs every start milliseconds, and a clean review needs none
  // (issue 17 item 4).
  // Looked up once, not once a finding.
  crypto ??= process.getBuiltinModule('node:crypto');
  return crypto
    .hash('sha256', JSON.stringify([ruleId, about, fieldPath ?? '', discriminator ?? '']), 'hex')
    .slice(0, 32);
}

let crypto: typeof import('node:crypto') | undefined;

// Made once an object: the findings about one object (tens of thousands in a broken CRD) share it.
const OBJECT_SUBJECTS = new WeakMap<KubeObject, string>();

function objectSubject(o: KubeObject): string {
  let about = OBJECT_SUBJECTS.get(o);
  if (about === undefined) {
    // An object named by generateName alone is another object wherever it stands (the apiserver
    // names each at create): its prefix tells two of one kind apart, so that a finding about a new
    // one is not taken for the base's about another (tektoncd/results' PipelineRuns).
    const generated = o.name === '' && isJsonObject(o.value.metadata) ? o.value.metadata.generateName : undefined;
    about =
      typeof generated === 'string' && generated !== ''
        ? `object:${objectIdentity(o)} generateName:${generated}`
        : `object:${objectIdentity(o)}`;
    OBJECT_SUBJECTS.set(o, about);
  }
  return about;
}
