// The shapes the evaluation works on (spec/referencegrant.md §5 item 1): every grant, whichever
// form it was written in (Gateway API kinds or KEP-3766 resources), is normalised to kinds, so
// one matcher serves both and "moving a grant between forms" compares equal (§5 item 6).

/** An object as a reference names it: API group ('' is core), kind, namespace and name. */
export interface ObjectKey {
  readonly group: string;
  readonly kind: string;
  readonly namespace: string;
  readonly name: string;
}

/** A reference from one object to another, after field defaults (§2.2 items 4 and 5). */
export interface Reference {
  readonly from: ObjectKey;
  readonly to: ObjectKey;
}

/** `spec.from[i]`: who may refer. */
export interface GrantFrom {
  readonly group: string;
  readonly kind: string;
  readonly namespace: string;
}

/** `spec.to[i]`: what may be referred to, in the grant's own namespace; no name means all. */
export interface GrantTo {
  readonly group: string;
  readonly kind: string;
  readonly name?: string;
}

/** A valid grant, normalised (§2.1 item 3: invalid grants never become one). */
export interface Grant {
  /** The grant's own namespace: the only namespace it opens (§2.4 item 11). */
  readonly namespace: string;
  readonly name: string;
  readonly from: readonly GrantFrom[];
  readonly to: readonly GrantTo[];
}
