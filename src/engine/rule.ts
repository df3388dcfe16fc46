import type { Config } from './config.js';
import type { ApiserverError, FieldError } from './field-error.js';
import type { FieldPath } from './field-path.js';
import type { Severity } from './finding.js';
import type { ReviewCache } from './review-cache.js';
import type { RuleServices } from './rule-services.js';
import type { Fix } from './suggested-change.js';
import type { Placement } from '../parse/event-positions.js';
import type { KubeObject } from '../parse/kube-object.js';
import type { World } from './world.js';

// A rule is metadata plus one check (ESLint's rule modules). The check is pure: it reads the
// worlds and returns reports; the engine adds position, severity, docs URL and fingerprint.

export interface RuleMeta<M extends string> {
  readonly severity: Severity;
  /**
   * Off unless the configuration gives it a severity: a rule few want on every change
   * (compat/description-changed, spec/crd-compatibility.md §5.7). `severity` is what it reports at once on.
   */
  readonly offByDefault?: boolean;
  /** One line, for `rules`, the README table and SARIF. */
  readonly description: string;
  /** Message templates keyed by id; `{{name}}` is replaced from the report's data. */
  readonly messages: Readonly<Record<M, string>>;
}

/** What a check returns: about an object at a path, or about a file at a line. */
export interface RuleReport<M extends string = string> {
  readonly messageId: M;
  readonly object?: KubeObject;
  readonly path?: FieldPath;
  /**
   * 'key': the finding stands at the key of the last step of `path` (a field to delete or rename),
   * not at its value; where the path ends at no key the manifest holds, as 'value' (the default).
   */
  readonly placement?: Placement;
  /**
   * For reports that are not about an object (a file that does not parse), or about an object
   * placed by the rule itself where the engine cannot (a removed CRD, at its line in the base file).
   */
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  /** Where a file report ends (a Go tag's finding spans down to its field, so a suppression above the field covers it). */
  readonly endLine?: number;
  /** Placeholders for the message, and rule-specific facts carried in the finding's `data`. */
  readonly data?: Readonly<Record<string, unknown>>;
  /** The rejection kube-apiserver would return: carried as `data.apiserver`. */
  readonly apiserver?: FieldError | ApiserverError;
  readonly suggestion?: string;
  /** A mechanical fix, offered as a suggested change when the engine can write it exactly (suggested-change.ts). */
  readonly fix?: Fix;
  /** Joins the fingerprint where one object and path can hold several findings (a target). */
  readonly discriminator?: string;
  /**
   * The discriminator ('' for none) of the finding of this rule, object and path that this one is
   * a lesser form of: a change that turns that finding into this one (an error into a warning,
   * as a v1beta1 CRD becomes a copy beside a new v1 one) introduces nothing, so the `new` filter
   * does not show it, while the reverse, with its own discriminator, is new.
   */
  readonly lesserFormOf?: string;
  /**
   * Stands for `path` in the fingerprint where the path only places the finding: several
   * occurrences reported at the first keep one identity whichever of them comes first.
   */
  readonly identity?: string;
  /** This report's severity when the configuration sets none for the rule (a lint at info level). */
  readonly severity?: Severity;
  /**
   * The highest severity this report takes when the configuration sets none for the rule: what
   * the rule says is less binding here (a CRD of Gateway API's experimental channel, which
   * promises no compatibility). `note` says why.
   */
  readonly atMost?: Severity;
  /** A clause the message ends with, in parentheses: why this finding stands apart from the rule's others. */
  readonly note?: string;
}

/** The changed files of a review (RuleContext.change). */
export interface ChangeReach {
  /** The changed files of the world this pass reviews (`head`): at head in the head pass, at base in the base pass. */
  readonly files: World;
  /**
   * The changed files at head and at base, the same in both passes: what a rule looks at to
   * decide what a change reaches (the kinds of the CRDs it touches), so that the base pass judges
   * what the head pass judges, and a finding both give is known as not new.
   */
  readonly sides: readonly World[];
}

export interface RuleContext {
  readonly head: World;
  /** The world before the change; undefined when there is none (a directory, or a create). */
  readonly base?: World;
  /** The stored version of a head object (update semantics), matched by identity. */
  baseOf(o: KubeObject): KubeObject | undefined;
  /**
   * The whole worlds where `head` and `base` are the changed files alone (scope 'object' in the
   * review of a change), for what an object's own file does not say: the kustomize patch that
   * gives a CRD its conversion webhook (compat/served-version-divergence). Absent in contexts
   * built by hand, where `head` and `base` are whole.
   */
  readonly whole?: { readonly head: World; readonly base?: World };
  /**
   * In the review of a change that shows only what the change can bring (every filter but `all`):
   * the changed files. A rule that looks across files (scope 'repository') reports the same at
   * head and at base about whatever depends on nothing the change touched, and no filter shows
   * that; it may judge only what depends on these files, and look the rest up in `head`. Absent
   * when the review covers every file (no base, `all`, contexts built by hand).
   */
  readonly change?: ChangeReach;
  /**
   * Set in the review of a change's base that the `new` filter compares with (run.ts): a rule may
   * judge the base as the clusters of its day served it (cr/ reads an apiextensions.k8s.io/v1beta1
   * CRD, which serves nothing at head, as the v1 CRD it was served as: v1beta1-as-served.ts).
   */
  readonly judgesBase?: boolean;
  /** The repository's configuration, for rule families with settings of their own. */
  readonly config: Config;
  /** Facts gathered outside the repository before the run (approval verification). */
  readonly services?: RuleServices;
  /** Work shared by the rules for the length of one review, head and base passes alike. */
  readonly cache: ReviewCache;
}

/**
 * What a rule's reports about an object depend on. 'object': that object alone (and its stored
 * version), as kube-apiserver validates one object per request, so the engine may run the rule
 * file by file while later files are still being read (pipelined-review.ts); 'repository' (the
 * default): anything in the worlds, such as the grants that permit a reference in another file.
 */
export type RuleScope = 'object' | 'repository';

export interface Rule<M extends string = string> {
  readonly id: string;
  readonly meta: RuleMeta<M>;
  readonly scope?: RuleScope;
  /**
   * For a rule that reads files rather than objects (Go sources, feature-gate lists): whether it
   * reads the file at this path. In the review of a change that touches none of them, its inputs
   * are what they were at base, and so are its findings: it is not run (run.ts).
   */
  readonly reads?: (path: string, config: Config) => boolean;
  /**
   * For a rule that compares CRDs and may consult the repository's Go API types on the way (the Go
   * type a property was generated from: compat/go-property-type.ts; conversion code that tells of
   * a conversion webhook: compat/go-conversion.ts), parsing only the files a
   * question needs: the review of a change that holds Go files and changes a CRD loads the Go
   * parser for it. Unlike `reads`, the rule runs whatever files the change touches.
   */
  readonly consultsGoTypes?: boolean;
  /**
   * For an object-scoped rule whose judgement of an object also depends on other files (approval/:
   * the kustomizations that render its file, whose commonAnnotations may set
   * api-approved.kubernetes.io; crd/versions: a copy of a CRD without schemas that has them, as
   * controller-gen's schemapatch writes it): it reads them in the whole worlds (`whole`), so a
   * pipelined review runs it over the whole repository once every file is read, not file by
   * file as each is read.
   */
  readonly consultsOtherFiles?: boolean;
  /**
   * Absent for rules whose findings the engine itself produces (suppression bookkeeping); they
   * are registered so that configuration, docs and SARIF know them.
   */
  readonly check?: (ctx: RuleContext) => readonly RuleReport<M>[];
}

/** Typed so that a report's messageId must be one of the rule's messages. */
export function defineRule<M extends string>(rule: {
  readonly id: string;
  readonly meta: RuleMeta<M>;
  readonly scope?: RuleScope;
  readonly reads?: (path: string, config: Config) => boolean;
  readonly consultsGoTypes?: boolean;
  readonly consultsOtherFiles?: boolean;
  readonly check?: (ctx: RuleContext) => readonly RuleReport<NoInfer<M>>[];
}): Rule<M> {
  return rule;
}

export const familyOf = (ruleId: string): string => ruleId.slice(0, ruleId.indexOf('/'));
