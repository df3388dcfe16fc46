// A field whose description says it is deprecated (`Deprecated: use x`, `DEPRECATED. Ignored.`),
// as controller-gen writes a Go doc comment's `Deprecated:` paragraph into it, or in a sentence
// (kyverno's "This is DEPRECATED, use `Resources` instead.", "This field is deprecated", spiderpool's
// "NOTE: This field is considered deprecated in the future."), or in
// brackets among the tags that open it (kedacore/http-add-on's "(optional) (deprecated) The host
// to route"); not in brackets later on, where it speaks of another field ("Replaces oldField (deprecated).").
// Go's `Deprecated:` marker counts anywhere but in brackets: controller-gen joins a doc comment's
// lines into one, and without a blank line before it the marker follows a sentence (spiderpool's
// "…for the pod Deprecated: gateway detection is now done by IPAM"); in brackets it speaks of
// another field ("Replaces foo (foo Deprecated: since v2)."). A sentence that sends readers to
// another field says so too: VictoriaMetrics' "use storage instead of persistentVolume". So does a
// dash that sets it after the sentence, ending a clause (argo-workflows' "Mutex holds the Mutex
// lock details - deprecated, use mutexes instead"). So does one that disowns it, as package-operator's
// `status.phase` did before its removal (af4bdc2c: "This field is not part of any API contract / it
// will go away as soon as kubectl can print conditions! When evaluating object state in code, use
// .Conditions instead."), or retires it, as kubermatic's Cluster `address` did before its removal
// (1489f936fe: "This field is optional and replaced by the identical struct in the ClusterStatus. No
// code should rely on these fields anymore.").

/**
 * Whether a description says, at the start of a sentence or line, after "is", in a bracketed tag
 * it opens with, or with Go's `Deprecated:` marker, that its field is deprecated.
 */
export const saysDeprecated = (description: unknown): boolean =>
  typeof description === 'string' &&
  (/(?:^|[\n.]\s*|\b(?:is|are|now)\s+(?:considered\s+)?)deprecated\b/i.test(description) ||
    /\s[-\u2013\u2014]\s+deprecated\s*(?:[,.;:]|$)/im.test(description) ||
    goMarkerOutsideBrackets(description) ||
    /(?:^|[\n.,;]\s*)use [`'"]?[\w.-]+[`'"]? instead\b/i.test(description) ||
    /\bnot part of (?:any|the) API contract\b|\b(?:this field|it) will (?:go away|be removed)\b/i.test(description) ||
    /\bno code should rely on (?:it|this|these)\b|\b(?:this field|it) should (?:no longer|not) be used\b|\bdo not use this field\b/i.test(
      description,
    ) ||
    /\b(?:this field|it)\s+(?:is|was|has been)\s+(?:\w+\s+and\s+)?(?:replaced|superseded)\s+by\b/i.test(description) ||
    /^\s*(?:[([][^)\]]*[)\]]\s*)*[([]\s*deprecated\b/i.test(description));

/** Go's `Deprecated:` marker, not inside brackets. */
function goMarkerOutsideBrackets(description: string): boolean {
  for (const m of description.matchAll(/\b(?:Deprecated|DEPRECATED):/g)) {
    const before = description.slice(0, m.index);
    const open = (before.match(/[([]/g) ?? []).length - (before.match(/[)\]]/g) ?? []).length;
    if (open <= 0) return true;
  }
  return false;
}

/**
 * Whether a description says, at the start of a sentence or after "is", that its field is not
 * used (rabbitmq/cluster-operator's `status.clusterStatus`, "Unused.", which no controller had
 * written for a year when it was removed: 4f13b9a9), or is ignored, as a whole sentence
 * (kubevirt/ssp-operator's "Deprecated: This field is ignored."; not "is ignored when …").
 */
export const saysUnused = (description: unknown): boolean =>
  typeof description === 'string' &&
  /(?:^|[\n.]\s*|\b(?:is|are)\s+)(?:unused|not\s+used|ignored(?=\s*(?:[.;]|$))|no\s+longer\s+(?:used|in\s+use|set|written))\b/i.test(
    description,
  );
