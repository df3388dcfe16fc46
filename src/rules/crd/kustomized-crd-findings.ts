import type { Finding } from '../../engine/finding.js';
import { reportFingerprint } from '../../engine/resolve-finding.js';
import type { Rule, RuleContext } from '../../engine/rule.js';
import { World } from '../../engine/world.js';
import { isCrd, type KubeObject } from '../../parse/kube-object.js';
import { isKustomizationPath } from '../../parse/kustomize-patches.js';
import { withKustomizedVariants } from '../kustomized-crds.js';

// A CRD file that kustomizations render with JSON6902 patches is applied as they render it:
// coherence-operator's config/crd/kustomization.yaml patches the list-map keys of its generated
// CRD with the defaults the apiserver asks for, and `kustomize build config/crd`, the only way the
// repository installs it, gives a CRD the apiserver accepts. What crd/ rules refuse in the file as
// written, and in no rendering, is a notice: the file alone is refused only by `kubectl apply -f`
// of it. The rules judge a file by itself (file by file, in a pipelined review), so this is
// decided over the whole head world, once every finding is made.

/** The findings, those of crd/ rules that every kustomized rendering of their CRD mends made notices. */
export function withKustomizedCrdsRejudged(
  findings: readonly Finding[],
  rules: readonly Rule[],
  head: World,
  context: Omit<RuleContext, 'head' | 'whole' | 'change'>,
): Finding[] {
  // Most trees have no kustomization: nothing renders a CRD otherwise (and a broken CRD's tens of
  // thousands of findings are not looked at one by one).
  if (!head.paths().some(isKustomizationPath)) return [...findings];
  const fingerprints = new Map<string, ReadonlySet<string> | undefined>();
  const crdsOfFile = new Map<string, readonly KubeObject[]>();
  /** The fingerprints a rule reports on any rendering of a CRD, or undefined where none renders it otherwise. */
  const renderedFingerprints = (rule: Rule, crd: KubeObject): ReadonlySet<string> | undefined => {
    const key = `${rule.id}\0${crd.source.file}\0${crd.name}`;
    if (fingerprints.has(key)) return fingerprints.get(key);
    const variants = withKustomizedVariants(head, [crd]).slice(0, -1);
    const any = variants.length === 0 ? undefined : new Set<string>();
    for (const variant of variants) {
      const world = new World([{ path: crd.source.file, text: '', objects: [variant], problems: [] }]);
      for (const r of rule.check?.({ ...context, head: world }) ?? []) any?.add(reportFingerprint(rule, r));
    }
    fingerprints.set(key, any);
    return any;
  };
  return findings.map((f) => {
    if (f.severity !== 'error' || !f.ruleId.startsWith('crd/') || f.object === undefined) return f;
    const rule = rules.find((r) => r.id === f.ruleId);
    if (rule?.scope !== 'object') return f;
    let crds = crdsOfFile.get(f.file);
    if (crds === undefined)
      crdsOfFile.set(f.file, (crds = head.filesAt((p) => p === f.file)[0]?.objects.filter(isCrd) ?? []));
    const crd = crds.find((o) => o.name === f.object?.name && o.apiVersion === f.object.apiVersion);
    const rendered = crd === undefined ? undefined : renderedFingerprints(rule, crd);
    if (rendered === undefined || rendered.has(f.fingerprint)) return f;
    return {
      ...f,
      severity: 'notice' as const,
      message: `${f.message} (as written: every kustomization that renders this file patches it, JSON6902, into a CRD without it)`,
    };
  });
}
