import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  APPROVAL_ANNOTATION,
  approvalReason,
  approvalState,
  goQuote,
  isProtectedGroup,
  parseRequestUri
} from "./chunk-HVPFDHDC.js";
import {
  GITHUB_HOST,
  approvalPullRequest,
  isPlaceholderPullRequest,
  require_dist
} from "./chunk-S3VC73O3.js";
import {
  closestRuleId,
  defineRule
} from "./chunk-FIGZKQDV.js";
import {
  GO_GRAMMAR,
  KUBERNETES,
  celJs,
  declarationTagsOf,
  fieldTagsOf,
  jsonTagOf,
  picomatch,
  re2js,
  tagOfComment
} from "./chunk-LOOCCIWC.js";
import {
  COLLECTION_STYLE,
  EVENT_ID,
  KUSTOMIZATION_FILE_NAMES,
  LineIndex,
  Parser,
  SCALAR_STYLE,
  getScalarValue,
  isJsonObject,
  isKustomizationPath,
  loadYaml,
  placeholderIn,
  plainKeyString,
  strictEvents
} from "./chunk-X2T3KDBM.js";
import {
  LIMITS,
  decodeText
} from "./chunk-PWSXMDQL.js";
import {
  __toESM
} from "./chunk-2GJ4KYHM.js";

// src/engine/rule-aliases.ts
var RULE_ALIASES = /* @__PURE__ */ new Map([
  // spec/cr-validation.md §1: pruning of custom resources moved from the crd/ family to cr/.
  ["crd/pruned-field", "cr/unknown-field"]
]);
var canonicalRuleId = (id) => RULE_ALIASES.get(id) ?? id;

// src/engine/field-path.ts
var FieldPath = class _FieldPath {
  constructor(parent, step2) {
    this.parent = parent;
    this.step = step2;
  }
  parent;
  step;
  // What toString() and segments() made, so that each is made once a path (the path itself
  // never changes).
  text;
  segmentsMade;
  static of(name, ...more) {
    return new _FieldPath(null, { field: name }).child(...more);
  }
  /** `child('a', 'b')` appends `.a.b`; a dotted name renders the same as nested children. */
  child(...names3) {
    let p = this;
    for (const field2 of names3) p = new _FieldPath(p, { field: field2 });
    return p;
  }
  index(i) {
    return new _FieldPath(this, { subscript: String(i) });
  }
  key(k) {
    return new _FieldPath(this, { subscript: k });
  }
  /** This path's last step below `parent` instead of its own parent: `a.b[c]` on `x` is `x[c]`. */
  lastStepOn(parent) {
    return new _FieldPath(parent, this.step);
  }
  /** The path one step shorter, or undefined at the root. */
  parentPath() {
    return this.parent ?? void 0;
  }
  steps() {
    const out = [];
    for (let p = this; p; p = p.parent) out.push(p.step);
    return out.reverse();
  }
  /**
   * Steps as the keys and indexes to follow in the parsed value. A dotted field given as one
   * child (`openAPIV3Schema.type`) is split, as the apiserver renders it the same as two.
   */
  segments() {
    if (this.segmentsMade) return this.segmentsMade;
    const out = [];
    for (const s of this.steps()) {
      if (!("field" in s)) out.push(s.subscript);
      else if (s.field.includes(".")) out.push(...s.field.split("."));
      else out.push(s.field);
    }
    this.segmentsMade = out;
    return out;
  }
  toString() {
    if (this.text !== void 0) return this.text;
    const unmade = [];
    let made = this;
    for (; made !== null && made.text === void 0; made = made.parent) unmade.push(made);
    let text = made?.text ?? "";
    for (let i = unmade.length - 1; i >= 0; i--) {
      const p = unmade[i];
      const s = p.step;
      if ("subscript" in s) text = [text, "[", s.subscript, "]"].join("");
      else text = text === "" ? s.field : [text, ".", s.field].join("");
      p.text = text;
    }
    return text;
  }
};

// src/rules/approval/approval-subject.ts
var APPROVAL_PATH = FieldPath.of("metadata", "annotations").key(APPROVAL_ANNOTATION);
var isServedCrd = (o) => o.version === "v1";
function approvalSubjects(world) {
  return world.crds().filter(isServedCrd).map(approvalSubjectOf);
}
function approvalSubjectOf(crd) {
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  const group = typeof spec.group === "string" && spec.group !== "" ? spec.group : void 0;
  const annotations = annotationsOf(crd);
  const annotation = readAnnotation(annotations);
  const value2 = annotation.kind === "string" ? annotation.value : "";
  const caseVariantKey = Object.keys(annotations).find(
    (k) => k !== APPROVAL_ANNOTATION && k.toLowerCase() === APPROVAL_ANNOTATION
  );
  return {
    crd,
    group,
    isProtected: group !== void 0 && isProtectedGroup(group),
    annotation,
    value: value2,
    state: approvalState(value2),
    ...caseVariantKey === void 0 ? {} : { caseVariantKey }
  };
}
function storedApprovalState(stored) {
  if (!stored) return void 0;
  const annotation = readAnnotation(annotationsOf(stored));
  if (annotation.kind === "not-a-string") return void 0;
  return approvalState(annotation.kind === "string" ? annotation.value : "");
}
function annotationsOf(o) {
  const metadata4 = isJsonObject(o.value.metadata) ? o.value.metadata : {};
  return isJsonObject(metadata4.annotations) ? metadata4.annotations : {};
}
function readAnnotation(annotations) {
  if (!Object.hasOwn(annotations, APPROVAL_ANNOTATION)) return { kind: "absent" };
  const value2 = annotations[APPROVAL_ANNOTATION];
  if (value2 === null || value2 === void 0) return { kind: "string", value: "" };
  if (typeof value2 === "string") return { kind: "string", value: value2 };
  return { kind: "not-a-string", value: value2 };
}

// src/engine/field-error.ts
var requestError = (type, detail) => ({ path: "", type, detail });
var required = (path, detail) => ({
  type: "Required value",
  path,
  detail,
  hasValue: false
});
var forbidden = (path, detail) => ({
  type: "Forbidden",
  path,
  detail,
  hasValue: false
});
var invalid = (path, value2, detail) => ({
  type: "Invalid value",
  path,
  value: value2,
  detail,
  hasValue: true
});
var notSupported = (path, value2, supported) => ({
  type: "Unsupported value",
  path,
  value: value2,
  detail: supportedValues(supported),
  hasValue: true
});
var lastList = [];
var lastListText = "";
function supportedValues(supported) {
  if (!sameMembers(supported, lastList)) {
    lastList = [...supported];
    lastListText = supported.length > 0 ? `supported values: ${supported.map(goQuote).join(", ")}` : "";
  }
  return lastListText;
}
function sameMembers(a, b) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
var duplicate = (path, value2) => ({
  type: "Duplicate value",
  path,
  value: value2,
  detail: "",
  hasValue: true
});
var tooMany = (path, actual, max) => ({
  type: "Too many",
  path,
  value: actual,
  detail: `must have at most ${max} ${max === 1 ? "item" : "items"}`,
  hasValue: true
});
var tooLong = (path, maxBytes) => ({
  type: "Too long",
  path,
  detail: `may not be more than ${maxBytes} ${maxBytes === 1 ? "byte" : "bytes"}`,
  hasValue: false
});
function renderValue(value2) {
  if (typeof value2 === "string") return goQuote(value2);
  if (typeof value2 === "number" || typeof value2 === "boolean") return String(value2);
  return (JSON.stringify(value2) ?? "null").replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`
  );
}
function renderFieldError(e) {
  const parts = [e.path.toString(), e.type];
  if (e.hasValue) parts.push(renderValue(e.value));
  if (e.detail) parts.push(e.detail);
  return parts.join(": ");
}
function toApiserverError(e) {
  return {
    path: e.path.toString(),
    type: e.type,
    // A Duplicate has a value and no detail: no dangling separator.
    detail: e.hasValue ? e.detail ? `${renderValue(e.value)}: ${e.detail}` : renderValue(e.value) : e.detail
  };
}

// src/rules/approval/validate-api-approval.ts
function validateApiApproval(subject, storedState) {
  if (!subject.isProtected) return [];
  if (subject.annotation.kind === "not-a-string") return [];
  if (storedState !== void 0 && storedState === subject.state) return [];
  const reason = approvalReason(subject.state, subject.value);
  switch (subject.state) {
    case "Missing":
      return [required(APPROVAL_PATH, reason)];
    case "Invalid":
      return [invalid(APPROVAL_PATH, subject.value, reason)];
    case "Approved":
    case "Bypassed":
      return [];
  }
}

// src/rules/approval/invalid.ts
var FIX = 'set it to the URL of the pull request that approved this API, or to "unapproved, <reason>" until it is approved';
var messages = {
  invalid: `api-approved.kubernetes.io is {{quoted}}, which is neither a URL with a scheme and host nor a reason starting with "unapproved" ({{because}}), so the apiserver rejects {{name}}: ${FIX}`,
  becameInvalid: `this change makes api-approved.kubernetes.io {{quoted}}, which is neither a URL with a scheme and host nor a reason starting with "unapproved" ({{because}}); it was {{storedState}} before, so the apiserver rejects the update: ${FIX}`,
  notAString: "api-approved.kubernetes.io is a {{type}}, but annotation values are strings, so the apiserver cannot decode {{name}} at all: write the value in quotes"
};
var invalid2 = defineRule({
  id: "approval/invalid",
  scope: "object",
  meta: {
    severity: "error",
    description: 'api-approved.kubernetes.io on a CRD in a protected group is neither a URL nor a reason starting with "unapproved", so kube-apiserver rejects it',
    messages
  },
  check: (ctx) => approvalSubjects(ctx.head).flatMap((s) => checkSubject(s, storedApprovalState(ctx.baseOf(s.crd))))
});
function checkSubject(subject, storedState) {
  const base = { object: subject.crd, path: APPROVAL_PATH };
  if (subject.isProtected && subject.annotation.kind === "not-a-string") {
    const type = Array.isArray(subject.annotation.value) ? "list" : typeof subject.annotation.value === "object" ? "map" : typeof subject.annotation.value;
    return [{ ...base, messageId: "notAString", data: { name: subject.crd.name, type } }];
  }
  const rejection2 = validateApiApproval(subject, storedState).find((e) => e.type === "Invalid value");
  if (!rejection2) return [];
  const data = {
    name: subject.crd.name,
    group: subject.group ?? "",
    value: subject.value,
    quoted: goQuote(subject.value),
    because: invalidBecause(subject.value),
    ...storedState === void 0 ? {} : { storedState }
  };
  return [{ ...base, messageId: storedState === void 0 ? "invalid" : "becameInvalid", data, apiserver: rejection2 }];
}
function invalidBecause(value2) {
  if (value2.trimStart() !== value2 && approvalState(value2.trimStart()) !== "Invalid") return "it has leading whitespace";
  if (value2.trimEnd() !== value2 && approvalState(value2.trimEnd()) !== "Invalid") return "it has trailing whitespace";
  if (/^unapproved/i.test(value2)) return '"unapproved" must be lowercase';
  const parsed = parseRequestUri(value2);
  if (!parsed.ok) {
    return parsed.reason === "invalid URI for request" ? "it has no scheme such as https://" : `Go's url.ParseRequestURI fails: ${parsed.reason}`;
  }
  if (parsed.uri.scheme === "") return "it has no scheme such as https://";
  if (parsed.uri.opaque !== "") return `it has no host: "${parsed.uri.scheme}:" is not followed by "//"`;
  return "it has no host";
}

// src/rules/approval/missing.ts
var APPROVAL_PLACEHOLDER = "unapproved, replace with the URL of the pull request that approved this API";
var FIX2 = 'set it to the URL of the pull request that approved this API, or to "unapproved, <reason>" until it is approved';
var messages2 = {
  missing: `{{name}} is in the protected group {{group}} but has no api-approved.kubernetes.io annotation, so the apiserver rejects it: ${FIX2}`,
  empty: `api-approved.kubernetes.io is empty, which the apiserver treats as missing, so it rejects {{name}} (protected group {{group}}): ${FIX2}`,
  wrongCase: `{{name}} is in the protected group {{group}}, and annotation keys are case-sensitive: {{key}} is not api-approved.kubernetes.io, so the apiserver rejects it for a missing approval annotation: rename the key`,
  removed: `this change leaves {{name}} (protected group {{group}}) without api-approved.kubernetes.io, which was {{storedState}} before, so the apiserver rejects the update: restore the annotation`
};
var missing = defineRule({
  id: "approval/missing",
  scope: "object",
  meta: {
    severity: "error",
    description: "a CRD in a protected group (*.k8s.io, *.kubernetes.io) has no api-approved.kubernetes.io annotation, so kube-apiserver rejects it",
    messages: messages2
  },
  check: (ctx) => approvalSubjects(ctx.head).flatMap((s) => {
    const stored = ctx.baseOf(s.crd);
    return checkSubject2(s, storedApprovalState(stored), stored ? approvalSubjectOf(stored).annotation : void 0);
  })
});
function checkSubject2(subject, storedState, storedAnnotation) {
  const rejection2 = validateApiApproval(subject, storedState).find((e) => e.type === "Required value");
  if (!rejection2) return [];
  const data = {
    name: subject.crd.name,
    group: subject.group ?? "",
    ...storedState === void 0 ? {} : { storedState },
    ...subject.caseVariantKey === void 0 ? {} : { key: subject.caseVariantKey }
  };
  const messageId = subject.caseVariantKey !== void 0 ? "wrongCase" : storedState !== void 0 ? "removed" : subject.annotation.kind === "absent" ? "missing" : "empty";
  const value2 = messageId === "removed" && storedAnnotation?.kind === "string" ? storedAnnotation.value : APPROVAL_PLACEHOLDER;
  const fix = messageId === "wrongCase" || messageId === "removed" && storedAnnotation?.kind !== "string" ? void 0 : fixOf(subject, value2);
  return [{ messageId, object: subject.crd, path: APPROVAL_PATH, data, apiserver: rejection2, ...fix ? { fix } : {} }];
}
function fixOf(subject, value2) {
  if (subject.annotation.kind === "string") return { kind: "set-scalar", was: subject.annotation.value, value: value2 };
  const metadata4 = subject.crd.value.metadata;
  if (!isJsonObject(metadata4)) return void 0;
  const annotations = metadata4.annotations;
  if (annotations === void 0)
    return { kind: "add-entry", under: "metadata", keys: ["annotations", APPROVAL_ANNOTATION], value: value2 };
  if (annotations === null || isJsonObject(annotations))
    return { kind: "add-entry", under: "annotations", keys: [APPROVAL_ANNOTATION], value: value2 };
  return void 0;
}

// src/rules/approval/not-a-pull-request.ts
var messages3 = {
  http: "{{value}} uses http: write it as https://\u2026 so that it is a pull request URL a reviewer can verify",
  issue: "{{value}} links an issue, not a pull request: APIs are approved on the pull request that adds them; link it (https://github.com/OWNER/REPO/pull/N)",
  "github-page": "{{value}} is not a pull request URL: link the pull request that approved this API (https://github.com/OWNER/REPO/pull/N)",
  "other-host": "{{value}} is not a GitHub pull request URL: APIs in protected groups are approved on GitHub; link the approving pull request (https://github.com/OWNER/REPO/pull/N)"
};
var notAPullRequest = defineRule({
  id: "approval/not-a-pull-request",
  scope: "object",
  meta: {
    severity: "warning",
    description: "api-approved.kubernetes.io is a URL the apiserver accepts, but not a pull request URL",
    messages: messages3
  },
  check: (ctx) => approvalSubjects(ctx.head).flatMap((s) => {
    if (!s.isProtected || s.state !== "Approved" || approvalPullRequest(s.value, ctx.services?.approvals?.hosts))
      return [];
    const kind = kindOf(s.value);
    return [{ messageId: kind, object: s.crd, path: APPROVAL_PATH, data: { value: s.value, kind } }];
  })
});
function kindOf(value2) {
  const parsed = parseRequestUri(value2);
  if (!parsed.ok) return "other-host";
  const host = parsed.uri.host.toLowerCase().replace(/:\d*$/, "");
  if (host !== GITHUB_HOST && host !== `www.${GITHUB_HOST}`) return "other-host";
  if (parsed.uri.scheme === "http" && approvalPullRequest(`https${value2.slice(value2.indexOf(":"))}`)) return "http";
  return /^\/[^/]+\/[^/]+\/issues\/\d+/.test(parsed.uri.path) ? "issue" : "github-page";
}

// src/rules/approval/outside-protected-group.ts
var outsideProtectedGroup = defineRule({
  id: "approval/outside-protected-group",
  scope: "object",
  meta: {
    severity: "notice",
    description: "api-approved.kubernetes.io on a CRD outside the protected groups, where it has no effect",
    messages: {
      outside: "{{group}} is not a protected group (only k8s.io, kubernetes.io and groups ending in .k8s.io or .kubernetes.io are), so the apiserver ignores api-approved.kubernetes.io on {{name}}: remove it, unless the API is meant to move into a protected group"
    }
  },
  check: (ctx) => approvalSubjects(ctx.head).filter((s) => s.group !== void 0 && !s.isProtected && s.annotation.kind !== "absent").map((s) => ({
    messageId: "outside",
    object: s.crd,
    path: APPROVAL_PATH,
    data: { name: s.crd.name, group: s.group ?? "" }
  }))
});

// src/rules/approval/placeholder-url.ts
var placeholderUrl = defineRule({
  id: "approval/placeholder-url",
  scope: "object",
  meta: {
    severity: "error",
    description: "api-approved.kubernetes.io links an example URL, not the approval of this API",
    messages: {
      kepExample: "{{url}} is an example from KEP-1111, not the approval of {{name}}: link the pull request that approved this API",
      numberZero: "{{url}} is a placeholder (pull request 0), not the approval of {{name}}: link the pull request that approved this API"
    }
  },
  check: (ctx) => approvalSubjects(ctx.head).flatMap((s) => {
    const pr = s.isProtected && s.state === "Approved" ? approvalPullRequest(s.value) : void 0;
    if (!pr || !isPlaceholderPullRequest(pr)) return [];
    return [
      {
        messageId: pr.number === 0 ? "numberZero" : "kepExample",
        object: s.crd,
        path: APPROVAL_PATH,
        data: { name: s.crd.name, url: pr.url, pullRequest: { owner: pr.owner, repo: pr.repo, number: pr.number } }
      }
    ];
  })
});

// src/rules/approval/verified-approval.ts
function approvalsToVerify(world, hosts = [GITHUB_HOST]) {
  return approvalSubjects(world).flatMap((subject) => {
    if (!subject.isProtected || subject.state !== "Approved") return [];
    const pr = approvalPullRequest(subject.value, hosts);
    return pr && !isPlaceholderPullRequest(pr) ? [{ subject, pr }] : [];
  });
}
var NOT_LOOKED_UP = {
  outcome: "unverified",
  reason: "the verifier did not find this URL on the annotation's line (write the value on one line, without escapes)"
};
function verifiedApprovals(ctx, outcome) {
  const approvals = ctx.services?.approvals;
  if (!approvals) return [];
  return approvalsToVerify(ctx.head, approvals.hosts).flatMap((a) => {
    const result = approvals.results.get(a.pr.url) ?? NOT_LOOKED_UP;
    return result.outcome === outcome ? [{ ...a, result }] : [];
  });
}
var pullRequestData = (pr) => ({
  host: pr.host,
  owner: pr.owner,
  repo: pr.repo,
  number: pr.number,
  url: pr.url
});

// src/rules/approval/pr-not-approved.ts
var prNotApproved = defineRule({
  id: "approval/pr-not-approved",
  scope: "object",
  meta: {
    severity: "error",
    description: "the pull request that api-approved.kubernetes.io links merged without any approval on record",
    messages: {
      notApproved: '{{url}} merged without an approving review or the "approved" label, so nothing shows that the API of {{name}} was approved: link the pull request where it was',
      noConfiguredApprover: "{{url}} merged without an approving review or a standing /approve from any of approval-approvers ({{approvalApprovers}}), so nothing shows that an API approver approved {{name}}: link the pull request where one did"
    }
  },
  check: (ctx) => verifiedApprovals(ctx, "not-approved").map(({ subject, pr, result }) => {
    const required2 = result.evidence.requiredApprovers;
    return {
      messageId: required2 ? "noConfiguredApprover" : "notApproved",
      object: subject.crd,
      path: APPROVAL_PATH,
      data: {
        name: subject.crd.name,
        url: pr.url,
        evidence: result.evidence,
        pullRequest: pullRequestData(pr),
        ...required2 ? { approvalApprovers: required2.join(", ") } : {}
      },
      discriminator: pr.url
    };
  })
});

// src/rules/approval/pr-not-found.ts
var prNotFound = defineRule({
  id: "approval/pr-not-found",
  scope: "object",
  meta: {
    severity: "error",
    description: "the pull request that api-approved.kubernetes.io links does not exist (or is not visible)",
    messages: {
      notFound: "{{url}} does not exist or is not visible to this token, so it cannot be the approval of {{name}}: link the pull request that approved this API"
    }
  },
  check: (ctx) => verifiedApprovals(ctx, "not-found").map(({ subject, pr }) => ({
    messageId: "notFound",
    object: subject.crd,
    path: APPROVAL_PATH,
    data: { name: subject.crd.name, url: pr.url, pullRequest: pullRequestData(pr) },
    discriminator: pr.url
  }))
});

// src/rules/approval/pr-not-merged.ts
var prNotMerged = defineRule({
  id: "approval/pr-not-merged",
  scope: "object",
  meta: {
    severity: "error",
    description: "the pull request that api-approved.kubernetes.io links is open, or was closed without merging",
    messages: {
      open: '{{url}} is still open, so the API of {{name}} is not approved yet: link it once it has merged, or write "unapproved, <reason>" until then',
      closed: "{{url}} was closed without merging, so it did not approve the API of {{name}}: link the pull request that did"
    }
  },
  check: (ctx) => verifiedApprovals(ctx, "not-merged").map(({ subject, pr, result }) => ({
    messageId: result.state,
    object: subject.crd,
    path: APPROVAL_PATH,
    data: { name: subject.crd.name, url: pr.url, state: result.state, pullRequest: pullRequestData(pr) },
    discriminator: pr.url
  }))
});

// src/rules/approval/unapproved.ts
var CONFORMANT_CONDITION = "KubernetesAPIApprovalPolicyConformant";
var unapproved = defineRule({
  id: "approval/unapproved",
  scope: "object",
  meta: {
    severity: "warning",
    description: 'a CRD in a protected group is marked "unapproved": it installs, but its API has not been approved',
    messages: {
      unapproved: `{{name}} is in the protected group {{group}} and marked {{quoted}}: the apiserver accepts it but sets ${CONFORMANT_CONDITION}=False; get the API approved and link the approving pull request`
    }
  },
  check: (ctx) => approvalSubjects(ctx.head).filter((s) => s.isProtected && s.state === "Bypassed").map((s) => ({
    messageId: "unapproved",
    object: s.crd,
    path: APPROVAL_PATH,
    data: {
      name: s.crd.name,
      group: s.group ?? "",
      quoted: goQuote(s.value),
      // The condition the controller sets (CRD-APPROVAL-007, COND-003), so a reader sees what the cluster will say.
      condition: {
        type: CONFORMANT_CONDITION,
        status: "False",
        reason: "UnapprovedAnnotation",
        message: approvalReason("Bypassed", s.value)
      }
    }
  }))
});

// src/rules/approval/untrusted-repo.ts
var untrustedRepo = defineRule({
  id: "approval/untrusted-repo",
  scope: "object",
  meta: {
    severity: "error",
    description: "the pull request that api-approved.kubernetes.io links is outside the repositories trusted to approve APIs",
    messages: {
      untrusted: "{{url}} is in {{repository}}, which is not among the repositories trusted to approve APIs ({{trusted}}): link the approving pull request in one of them, or add the repository to approval-repos"
    }
  },
  check: (ctx) => verifiedApprovals(ctx, "untrusted-repo").map(({ subject, pr, result }) => ({
    messageId: "untrusted",
    object: subject.crd,
    path: APPROVAL_PATH,
    data: {
      name: subject.crd.name,
      url: pr.url,
      repository: `${pr.owner}/${pr.repo}`,
      trusted: result.trusted.join(", "),
      pullRequest: pullRequestData(pr)
    },
    discriminator: pr.url
  }))
});

// src/rules/approval/unverified.ts
var unverified = defineRule({
  id: "approval/unverified",
  scope: "object",
  meta: {
    severity: "warning",
    description: "the approval pull request could not be verified through the GitHub API",
    messages: {
      unverified: "could not verify {{url}} as the approval of {{name}}: {{reason}}"
    }
  },
  check: (ctx) => verifiedApprovals(ctx, "unverified").map(({ subject, pr, result }) => ({
    messageId: "unverified",
    object: subject.crd,
    path: APPROVAL_PATH,
    data: { name: subject.crd.name, url: pr.url, reason: result.reason, pullRequest: pullRequestData(pr) },
    discriminator: pr.url
  }))
});

// src/rules/approval/index.ts
var approvalRules = [
  missing,
  invalid2,
  unapproved,
  outsideProtectedGroup,
  placeholderUrl,
  notAPullRequest,
  prNotFound,
  prNotMerged,
  prNotApproved,
  untrustedRepo,
  unverified
];

// src/rules/crd/cel/ast-nodes.ts
function astNodes(root) {
  const out = [];
  const stack = [root];
  while (stack.length > 0) {
    const n = stack.pop();
    if (Array.isArray(n)) {
      for (const child of n) stack.push(child);
      continue;
    }
    if (typeof n !== "object" || n === null || !("op" in n) || !("args" in n)) continue;
    const node2 = n;
    out.push(node2);
    stack.push(node2.args);
  }
  return out;
}

// src/rules/crd/cel/selected-names.ts
function selectedNames(ast) {
  const names3 = /* @__PURE__ */ new Set();
  for (const { op, args } of astNodes(ast)) {
    if ((op === "." || op === ".?") && Array.isArray(args) && typeof args[1] === "string") names3.add(args[1]);
    if (op === "value" && typeof args === "string") names3.add(args);
  }
  return names3;
}

// src/rules/crd/cel/escape-cel-name.ts
var RESERVED = /* @__PURE__ */ new Set([
  "true",
  "false",
  "null",
  "in",
  "as",
  "break",
  "const",
  "continue",
  "else",
  "for",
  "function",
  "if",
  "import",
  "let",
  "loop",
  "package",
  "namespace",
  "return",
  "var",
  "void",
  "while"
]);
var ESCAPABLE = /^[a-zA-Z_./-][a-zA-Z0-9_./-]*$/;
var TOKENS = /* @__PURE__ */ new Set(["true", "false", "null", "in"]);
function isKeywordFieldName(name) {
  return RESERVED.has(name) && !TOKENS.has(name);
}
function escapeCelName(name) {
  if (RESERVED.has(name)) return `__${name}__`;
  if (!ESCAPABLE.test(name)) return void 0;
  return name.replace(
    /__|[./-]/g,
    (m) => ({ __: "__underscores__", ".": "__dot__", "-": "__dash__", "/": "__slash__" })[m] ?? m
  );
}
var UNESCAPES = { underscores: "__", dot: ".", dash: "-", slash: "/" };
function unescapeCelName(celName) {
  const word = /^__([a-z]+)__$/.exec(celName)?.[1];
  if (word !== void 0 && RESERVED.has(word)) return word;
  return celName.replace(/__(underscores|dot|dash|slash)__/g, (_, w) => UNESCAPES[w] ?? _);
}

// src/rules/crd/cel/cel-types.ts
var BYTES_OR_TIME_FORMATS = /* @__PURE__ */ new Set(["byte", "duration", "date", "date-time"]);
var CelTypes = class {
  byShape = /* @__PURE__ */ new Map();
  /** Per set of selectable names (its key), the type of each raw node, as a resource root or not. */
  caches = /* @__PURE__ */ new Map();
  escapes = /* @__PURE__ */ new Map();
  objects = [];
  byName = /* @__PURE__ */ new Map();
  /**
   * The CEL type name of `node` (`isResourceRoot`: the schema root or an embedded resource), as
   * far as an expression that selects only `names` can tell.
   */
  typeOf(node2, isResourceRoot, names3 = "all") {
    if (!node2) return "dyn";
    const key3 = names3 === "all" ? "" : [...names3].sort().join(" ");
    let caches = this.caches.get(key3);
    if (!caches) this.caches.set(key3, caches = { plain: /* @__PURE__ */ new Map(), root: /* @__PURE__ */ new Map() });
    return this.typeOfRaw(node2.raw, isResourceRoot, names3, caches);
  }
  // Typing reads the parsed JSON directly, as SchemaNode's getters would, without a view per
  // node: a root rule types its whole schema, and the corpus types 50,000 nodes a run.
  typeOfRaw(raw, isResourceRoot, names3, caches) {
    const cache = isResourceRoot ? caches.root : caches.plain;
    const cached = cache.get(raw);
    if (cached !== void 0) return cached;
    const type = this.compute(
      raw,
      isResourceRoot,
      (child, childIsRoot) => this.typeOfRaw(child, childIsRoot, names3, caches),
      names3
    );
    cache.set(raw, type);
    return type;
  }
  escaped(name) {
    if (this.escapes.has(name)) return this.escapes.get(name);
    const escaped = escapeCelName(name);
    this.escapes.set(name, escaped);
    return escaped;
  }
  /**
   * Registers the object types `type` refers to that `registered` lacks, children first. No
   * equality overload per type: the library scans operator overloads linearly, and a thousand of
   * them made every `==` slow; `self == oldSelf` on an object is left "uncertain" instead.
   */
  registerClosure(env, type, registered) {
    const wanted = /* @__PURE__ */ new Set();
    const visit2 = (t) => {
      for (const name of t.match(/kubernetes\.object\d+/g) ?? []) {
        if (wanted.has(name) || registered.has(name)) continue;
        wanted.add(name);
        const o = this.byName.get(name);
        if (o) for (const f of Object.values(o.fields)) visit2(f);
      }
    };
    visit2(type);
    for (const o of this.objects) {
      if (!wanted.has(o.name)) continue;
      registered.add(o.name);
      env.registerType(o.name, { fields: o.fields });
    }
  }
  /** The fields of an object type this instance interned (`kubernetes.objectN`), by CEL name. */
  fieldsOf(typeName5) {
    return this.byName.get(typeName5)?.fields;
  }
  compute(raw, isResourceRoot, typeOfChild, names3) {
    if (raw["x-kubernetes-int-or-string"] === true || raw["x-kubernetes-preserve-unknown-fields"] === true)
      return "dyn";
    switch (raw.type) {
      case "array": {
        const items = raw.items;
        return isJsonObject(items) ? `list<${typeOfChild(items, items["x-kubernetes-embedded-resource"] === true)}>` : "dyn";
      }
      case "object": {
        const additional2 = raw.additionalProperties;
        if (isJsonObject(additional2))
          return `map<string, ${typeOfChild(additional2, additional2["x-kubernetes-embedded-resource"] === true)}>`;
        const fields = {};
        const props = raw.properties;
        let declared = false;
        if (isJsonObject(props)) {
          for (const name of Object.keys(props)) {
            const prop = props[name];
            const escaped = this.escaped(name);
            if (!isJsonObject(prop) || escaped === void 0) continue;
            declared = true;
            const byKeyword = escaped !== name && isKeywordFieldName(name) && (names3 === "all" || names3.has(name));
            if (names3 === "all" || names3.has(escaped) || byKeyword) {
              const type = typeOfChild(prop, prop["x-kubernetes-embedded-resource"] === true);
              if (names3 === "all" || names3.has(escaped)) fields[escaped] = type;
              if (byKeyword) fields[name] = type;
            }
          }
        }
        if (isResourceRoot && !declaresTypeAndObjectMeta(props)) {
          declared = true;
          fields.apiVersion = "string";
          fields.kind = "string";
          fields.metadata = this.intern({ name: "string", generateName: "string" });
        }
        return declared ? this.intern(fields) : "dyn";
      }
      case "string":
        return typeof raw.format === "string" && BYTES_OR_TIME_FORMATS.has(raw.format) ? "dyn" : "string";
      case "boolean":
        return "bool";
      case "number":
        return "double";
      case "integer":
        return "int";
      default:
        return "dyn";
    }
  }
  intern(fields) {
    let shape = "";
    for (const name2 of Object.keys(fields).sort()) shape += `${name2}:${fields[name2]};`;
    const known = this.byShape.get(shape);
    if (known !== void 0) return known;
    const name = `kubernetes.object${this.objects.length}`;
    this.byShape.set(shape, name);
    const o = { name, fields };
    this.objects.push(o);
    this.byName.set(name, o);
    return name;
  }
};
function declaresTypeAndObjectMeta(props) {
  if (!isJsonObject(props)) return false;
  const typeOf = (s) => isJsonObject(s) ? s.type : void 0;
  const metadata4 = props.metadata;
  const meta = isJsonObject(metadata4) && isJsonObject(metadata4.properties) ? metadata4.properties : void 0;
  return typeOf(props.kind) === "string" && typeOf(props.apiVersion) === "string" && typeOf(metadata4) === "object" && meta !== void 0 && typeOf(meta.name) === "string" && typeOf(meta.generateName) === "string";
}

// src/rules/crd/cel/skip-blank.ts
function skipBlank(expression, from) {
  let i = from;
  while (i < expression.length) {
    const c = expression[i];
    if (c === " " || c === "	" || c === "\n" || c === "\r" || c === "\f") i++;
    else if (c === "/" && expression[i + 1] === "/") {
      const end = expression.indexOf("\n", i);
      i = end === -1 ? expression.length : end + 1;
    } else break;
  }
  return i;
}

// src/rules/crd/cel/typed-selects.ts
var KEYWORD_FIELDS_SINCE = 31;
function selectIssues(ast, expression, fieldsOf) {
  const nodes = astNodes(ast);
  const issues = [];
  const presence = /* @__PURE__ */ new Set();
  for (const node2 of nodes) {
    if (node2.op !== "call" || !Array.isArray(node2.args) || node2.args[0] !== "has") continue;
    const [, args] = node2.args;
    if (!Array.isArray(args) || args.length !== 1) continue;
    const found = hasIssues(
      args[0],
      skipBlank(expression, node2.range.start + "has".length),
      expression,
      fieldsOf,
      presence
    );
    if (found === "uncertain") return "uncertain";
    issues.push(...found);
  }
  for (const node2 of nodes) {
    if (node2.op !== "." && node2.op !== ".?" || !Array.isArray(node2.args) || presence.has(node2)) continue;
    const [receiver, field2] = node2.args;
    const receiverType = typeName(receiver);
    if (receiverType === void 0 || typeof field2 !== "string") continue;
    if (lookup(receiverType, field2, fieldsOf).kind === "keyword")
      issues.push(keywordIssue(field2, dotAfter(expression, receiver.range.end)));
  }
  return issues.sort((a, b) => a.offset - b.offset);
}
var typeName = (node2) => node2.checkedType?.name;
function hasIssues(argument, paren, expression, fieldsOf, presence) {
  const chain2 = [];
  let node2 = argument;
  while ((node2.op === "." || node2.op === ".?") && Array.isArray(node2.args)) {
    chain2.push(node2);
    presence.add(node2);
    node2 = node2.args[0];
  }
  const rootType = typeName(node2);
  if (node2.op !== "id" || rootType === void 0 || chain2.length === 0) return [];
  const issues = [];
  let type = rootType;
  for (let i = chain2.length - 1; i >= 0; i--) {
    const select = chain2[i];
    const [receiver, field2] = select.args;
    if (typeof field2 !== "string") return "uncertain";
    const offset = i === 0 ? paren : dotAfter(expression, receiver.range.end);
    const found = lookup(type, field2, fieldsOf);
    switch (found.kind) {
      case "unknown":
        return "uncertain";
      case "undefined":
        issues.push({ offset, message: undefinedField(field2) });
        type = "dyn";
        break;
      case "keyword":
        issues.push(keywordIssue(field2, offset));
        type = found.type;
        break;
      default:
        type = found.type;
    }
  }
  return issues;
}
function lookup(type, field2, fieldsOf) {
  if (type === "dyn") return { kind: "field", type: "dyn" };
  const optional = /^optional<(.*)>$/.exec(type);
  if (optional) return lookup(optional[1], field2, fieldsOf);
  const map = /^map<(.*)>$/.exec(type);
  if (map) {
    const value2 = mapValueType(map[1]);
    return value2 === void 0 ? { kind: "unknown" } : { kind: "field", type: value2 };
  }
  const fields = fieldsOf(type);
  if (!fields) return { kind: "unknown" };
  if (!Object.hasOwn(fields, field2)) return { kind: "undefined" };
  const fieldType = fields[field2];
  return { kind: isKeywordFieldName(field2) ? "keyword" : "field", type: fieldType };
}
function mapValueType(params) {
  let depth = 0;
  for (let i = 0; i < params.length; i++) {
    const c = params[i];
    if (c === "<") depth++;
    else if (c === ">") depth--;
    else if (c === "," && depth === 0) return params.slice(i + 1).trim();
  }
  return void 0;
}
var undefinedField = (field2) => `undefined field '${field2}'`;
var keywordIssue = (field2, offset) => ({
  offset,
  message: undefinedField(field2),
  fixedIn: KEYWORD_FIELDS_SINCE
});
function dotAfter(expression, receiverEnd) {
  const at = skipBlank(expression, receiverEnd);
  return expression[at] === "." ? at : receiverEnd;
}

// src/rules/crd/cel/unsupported-calls.ts
var MACROS = /* @__PURE__ */ new Set(["all", "exists", "exists_one", "map", "filter"]);
var BYTES_FUNCTIONS = /* @__PURE__ */ new Set(["json", "hex", "base64", "at"]);
var undeclared = (name, offset) => ({
  offset,
  message: `undeclared reference to '${name}' (in container '')`
});
function unsupportedIssues(ast, expression) {
  const issues = [];
  const stack = [{ value: ast, scope: void 0 }];
  while (stack.length > 0) {
    const { value: value2, scope } = stack.pop();
    if (Array.isArray(value2)) {
      for (const v of value2) stack.push({ value: v, scope });
      continue;
    }
    if (!isNode(value2)) continue;
    const node2 = value2;
    if (node2.op === "id" && typeof node2.args === "string") {
      if (bindingOf(scope, node2.args)?.byBind) issues.push(undeclared(node2.args, node2.range.start));
      continue;
    }
    if (node2.op !== "rcall" || !Array.isArray(node2.args)) {
      stack.push({ value: node2.args, scope });
      continue;
    }
    const [name, receiver, args] = node2.args;
    const list2 = Array.isArray(args) ? args : [];
    const paren = () => skipBlank(expression, skipBlank(expression, skipBlank(expression, receiver.range.end) + 1) + name.length);
    const variable = list2[0];
    if (name === "bind" && receiver.op === "id" && receiver.args === "cel" && list2.length === 3 && isNode(variable) && variable.op === "id" && typeof variable.args === "string") {
      const bound2 = bindingOf(scope, variable.args);
      if (bound2 && !bound2.byBind) return "uncertain";
      issues.push(
        undeclared("cel", receiver.range.start),
        undeclared("bind", paren()),
        undeclared(variable.args, variable.range.start)
      );
      stack.push(
        { value: list2[1], scope },
        { value: list2[2], scope: { name: variable.args, byBind: true, parent: scope } }
      );
      continue;
    }
    if (BYTES_FUNCTIONS.has(name)) issues.push(undeclared(name, paren()));
    else if (name === "string" && list2.length === 0) return "uncertain";
    stack.push({ value: receiver, scope });
    if (MACROS.has(name) && (list2.length === 2 || list2.length === 3) && isNode(variable) && variable.op === "id" && typeof variable.args === "string") {
      const inner = { name: variable.args, byBind: false, parent: scope };
      for (const a of list2.slice(1)) stack.push({ value: a, scope: inner });
    } else stack.push({ value: list2, scope });
  }
  return issues.sort((a, b) => a.offset - b.offset);
}
function bindingOf(scope, name) {
  for (let s = scope; s; s = s.parent) if (s.name === name) return s;
  return void 0;
}
function isNode(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v) && "op" in v && "args" in v;
}

// src/rules/crd/cel/compile-rule.ts
var WANTED = { rule: "bool", messageExpression: "string" };
var isUncertainType = (type) => type === "dyn" || /\bdyn\b|\b[A-Z]\b/.test(type);
function compileExpression(env, expression, kind, typed, fieldsOf, parse3 = (e) => env.parse(e)) {
  let parsed;
  try {
    parsed = parse3(expression);
  } catch (error) {
    const issue = syntaxIssue(error);
    return issue === void 0 ? { kind: "uncertain", usesOldSelf: /\boldSelf\b/.test(expression) } : { kind: "error", detail: failed(kind, expression, [issue]), usesOldSelf: false };
  }
  const names3 = boundNames(parsed.ast);
  const usesOldSelf = names3.referenced.has("oldSelf");
  const checked = env.parse(typed(parsed.ast));
  const result = checked.check();
  if (!result.valid) {
    const issue = typeIssue(expression, result.error, names3);
    if (issue === void 0) return { kind: "uncertain", usesOldSelf };
    const before = selectIssues(checked.ast, expression, fieldsOf);
    const more = before === "uncertain" ? [] : before.filter((i) => i.fixedIn === void 0 && i.offset !== issue.offset);
    return { kind: "error", detail: failed(kind, expression, [issue, ...more]), usesOldSelf: false };
  }
  const selects = selectIssues(checked.ast, expression, fieldsOf);
  const unsupported2 = unsupportedIssues(checked.ast, expression);
  if (selects === "uncertain" || unsupported2 === "uncertain") return { kind: "uncertain", usesOldSelf };
  const now = [...selects.filter((i) => i.fixedIn === void 0), ...unsupported2];
  if (now.length > 0) return { kind: "error", detail: failed(kind, expression, now), usesOldSelf: false };
  const type = result.type ?? "dyn";
  if (type !== WANTED[kind] && !isUncertainType(type)) {
    return {
      kind: "error",
      detail: kind === "rule" ? "cel expression must evaluate to a bool" : "messageExpression must evaluate to a string",
      usesOldSelf: false
    };
  }
  return { kind: "ok", usesOldSelf, gated: selects };
}
var compilationFailed = (kind, detail) => `${kind === "rule" ? "compilation failed" : "messageExpression compilation failed"}: ${detail}`;
var failed = (kind, expression, issues) => compilationFailed(
  kind,
  [...issues].sort((a, b) => a.offset - b.offset).map((i) => celIssue(expression, i.offset, i.message)).join("\n")
);
var asErrorLike = (e) => typeof e === "object" && e !== null ? e : {};
function syntaxIssue(error) {
  const e = asErrorLike(error);
  if (e.name !== "ParseError" || e.code === "limit_exceeded") return void 0;
  const summary = (e.message ?? "").split("\n")[0] ?? "";
  const offset = e.node?.pos ?? e.node?.range?.start ?? 0;
  if (e.code === "reserved_identifier") {
    const word = /^Reserved identifier: (.*)$/.exec(summary)?.[1];
    if (word === void 0 || word === "__proto__" || word === "prototype") return void 0;
    return { offset, message: `reserved identifier: ${word}` };
  }
  return { offset, message: `Syntax error: ${summary}` };
}
function typeIssue(expression, error, names3) {
  const e = asErrorLike(error);
  if (e.name === "ParseError") return syntaxIssue(error);
  const node2 = e.node;
  if (e.code === "no_such_key" && node2 && (node2.op === "." || node2.op === ".?") && Array.isArray(node2.args)) {
    const [receiver, field2] = node2.args;
    if (typeof field2 !== "string") return void 0;
    return { offset: dotAfter(expression, receiver.range.end), message: `undefined field '${field2}'` };
  }
  if (e.code === "unknown_variable" && node2 && typeof node2.args === "string") {
    if (names3.uncertain.has(node2.args)) return void 0;
    return {
      offset: node2.range?.start ?? node2.pos ?? 0,
      message: `undeclared reference to '${node2.args}' (in container '')`
    };
  }
  return void 0;
}
function celIssue(expression, offset, message) {
  const before = expression.slice(0, offset);
  const line = before.split("\n").length;
  const lineStart = before.lastIndexOf("\n") + 1;
  const column = [...expression.slice(lineStart, offset)].length + 1;
  const text = expression.split("\n")[line - 1] ?? "";
  return `ERROR: <input>:${line}:${column}: ${message}
 | ${text}
 | ${".".repeat(column - 1)}^`;
}
function boundNames(root) {
  const referenced = /* @__PURE__ */ new Set();
  const uncertain2 = /* @__PURE__ */ new Set();
  for (const n of astNodes(root)) {
    if (n.op === "id" && typeof n.args === "string") referenced.add(n.args);
    if (n.op === "rcall" && Array.isArray(n.args)) {
      const [, receiver, args] = n.args;
      if (isNode2(receiver) && receiver.op === "id" && typeof receiver.args === "string") uncertain2.add(receiver.args);
      if (Array.isArray(args)) {
        for (const a of args)
          if (isNode2(a) && a.op === "id" && typeof a.args === "string") uncertain2.add(a.args);
      }
    }
    if (n.op === "call" && Array.isArray(n.args)) {
      const [, args] = n.args;
      if (Array.isArray(args)) {
        for (const a of args)
          if (isNode2(a) && a.op === "id" && typeof a.args === "string") uncertain2.add(a.args);
      }
    }
  }
  return { referenced, uncertain: uncertain2 };
}
function isNode2(v) {
  return typeof v === "object" && v !== null && "op" in v && "args" in v && !Array.isArray(v);
}

// src/rules/crd/cel/kubernetes-library.ts
var notEvaluated = () => {
  throw new Error("CEL rules are type-checked, not evaluated");
};
var OPAQUE_TYPES = [
  "kubernetes.URL",
  "kubernetes.Quantity",
  "kubernetes.Semver",
  "net.IP",
  "net.CIDR",
  "kubernetes.NamedFormat"
];
var NAMESPACES = {
  format: "kubernetes.FormatNamespace",
  sets: "kubernetes.SetsNamespace",
  lists: "kubernetes.ListsNamespace",
  strings: "kubernetes.StringsNamespace",
  ip: "kubernetes.IPNamespace"
};
var FORMAT_NAMES = [
  "dns1123Label",
  "dns1123Subdomain",
  "dns1035Label",
  "qualifiedName",
  "dns1123LabelPrefix",
  "dns1123SubdomainPrefix",
  "dns1035LabelPrefix",
  "labelValue",
  "uri",
  "uuid",
  "byte",
  "date",
  "datetime"
];
var FUNCTIONS = [
  // ext.Strings (cel-go), the versions Kubernetes enables.
  "string.charAt(int): string",
  "string.indexOf(string): int",
  "string.indexOf(string, int): int",
  "string.lastIndexOf(string): int",
  "string.lastIndexOf(string, int): int",
  "string.lowerAscii(): string",
  "string.upperAscii(): string",
  "string.replace(string, string): string",
  "string.replace(string, string, int): string",
  "string.split(string): list<string>",
  "string.split(string, int): list<string>",
  "string.substring(int): string",
  "string.substring(int, int): string",
  "string.trim(): string",
  "string.format(list<dyn>): string",
  "list<string>.join(): string",
  "list<string>.join(string): string",
  "kubernetes.StringsNamespace.quote(string): string",
  // ext.Sets
  "kubernetes.SetsNamespace.contains(list<A>, list<A>): bool",
  "kubernetes.SetsNamespace.equivalent(list<A>, list<A>): bool",
  "kubernetes.SetsNamespace.intersects(list<A>, list<A>): bool",
  // ext.Lists v3 (sort is declared for comparable items only upstream, flatten for lists of lists)
  "kubernetes.ListsNamespace.range(int): list<int>",
  "list<A>.slice(int, int): list<A>",
  "list<dyn>.flatten(): list<dyn>",
  "list<dyn>.flatten(int): list<dyn>",
  "list<A>.sort(): list<A>",
  "list<A>.reverse(): list<A>",
  "list<A>.distinct(): list<A>",
  // library.Regex
  "string.find(string): string",
  "string.findAll(string): list<string>",
  "string.findAll(string, int): list<string>",
  // library.Lists
  "list<A>.isSorted(): bool",
  "list<A>.sum(): A",
  "list<A>.min(): A",
  "list<A>.max(): A",
  "list<A>.indexOf(A): int",
  "list<A>.lastIndexOf(A): int",
  // library.URLs
  "url(string): kubernetes.URL",
  "isURL(string): bool",
  "kubernetes.URL.getScheme(): string",
  "kubernetes.URL.getHost(): string",
  "kubernetes.URL.getHostname(): string",
  "kubernetes.URL.getPort(): string",
  "kubernetes.URL.getEscapedPath(): string",
  "kubernetes.URL.getQuery(): map<string, list<string>>",
  // library.Quantity
  "quantity(string): kubernetes.Quantity",
  "isQuantity(string): bool",
  "kubernetes.Quantity.isInteger(): bool",
  "kubernetes.Quantity.asInteger(): int",
  "kubernetes.Quantity.asApproximateFloat(): double",
  "kubernetes.Quantity.sign(): int",
  "kubernetes.Quantity.add(kubernetes.Quantity): kubernetes.Quantity",
  "kubernetes.Quantity.add(int): kubernetes.Quantity",
  "kubernetes.Quantity.sub(kubernetes.Quantity): kubernetes.Quantity",
  "kubernetes.Quantity.sub(int): kubernetes.Quantity",
  "kubernetes.Quantity.isGreaterThan(kubernetes.Quantity): bool",
  "kubernetes.Quantity.isLessThan(kubernetes.Quantity): bool",
  "kubernetes.Quantity.compareTo(kubernetes.Quantity): int",
  // library.IP and library.CIDR
  "ip(string): net.IP",
  "isIP(string): bool",
  "kubernetes.IPNamespace.isCanonical(string): bool",
  "net.IP.family(): int",
  "net.IP.isUnspecified(): bool",
  "net.IP.isLoopback(): bool",
  "net.IP.isLinkLocalMulticast(): bool",
  "net.IP.isLinkLocalUnicast(): bool",
  "net.IP.isGlobalUnicast(): bool",
  "string(net.IP): string",
  "cidr(string): net.CIDR",
  "isCIDR(string): bool",
  "net.CIDR.containsIP(string): bool",
  "net.CIDR.containsIP(net.IP): bool",
  "net.CIDR.containsCIDR(string): bool",
  "net.CIDR.containsCIDR(net.CIDR): bool",
  "net.CIDR.ip(): net.IP",
  "net.CIDR.masked(): net.CIDR",
  "net.CIDR.prefixLength(): int",
  "string(net.CIDR): string",
  // library.Semver
  "semver(string): kubernetes.Semver",
  "semver(string, bool): kubernetes.Semver",
  "isSemver(string): bool",
  "isSemver(string, bool): bool",
  "kubernetes.Semver.major(): int",
  "kubernetes.Semver.minor(): int",
  "kubernetes.Semver.patch(): int",
  "kubernetes.Semver.isGreaterThan(kubernetes.Semver): bool",
  "kubernetes.Semver.isLessThan(kubernetes.Semver): bool",
  "kubernetes.Semver.compareTo(kubernetes.Semver): int",
  // library.Format
  ...FORMAT_NAMES.map((name) => `kubernetes.FormatNamespace.${name}(): kubernetes.NamedFormat`),
  "kubernetes.FormatNamespace.named(string): optional<kubernetes.NamedFormat>",
  "kubernetes.NamedFormat.validate(string): optional<list<string>>"
];
var ENVIRONMENT_OPTIONS = {
  unlistedVariablesAreDyn: false,
  enableOptionalTypes: true,
  homogeneousAggregateLiterals: false,
  // cel-go's parser limits as Kubernetes configures them are far above the spec's minimums the
  // library defaults to; a rule the apiserver accepts must not fail on a smaller limit here.
  limits: {
    maxAstNodes: 1e6,
    maxDepth: 250,
    maxListElements: 1e5,
    maxMapEntries: 1e5,
    maxCallArguments: 1e3
  }
};
function kubernetesEnvironment() {
  const env = new (celJs()).Environment(ENVIRONMENT_OPTIONS);
  const ctors = /* @__PURE__ */ new Map();
  for (const name of [...OPAQUE_TYPES, ...Object.values(NAMESPACES)]) {
    const ctor = { [name]: class {
    } }[name];
    if (ctor) {
      env.registerType(name, ctor);
      ctors.set(name, ctor);
    }
  }
  for (const [constant, type] of Object.entries(NAMESPACES)) {
    const ctor = ctors.get(type);
    if (ctor) env.registerConstant(constant, type, new ctor());
  }
  for (const signature of FUNCTIONS) {
    try {
      env.registerFunction(signature, notEvaluated);
    } catch {
    }
  }
  return env;
}

// src/rules/crd/cel/cel-compiler.ts
var NAME_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
var MAX_VARIABLES = NAME_CHARS.length ** 2;
var CEL_COMPILER = { name: "CEL compiler", create: () => new CelCompiler() };
var CelCompiler = class {
  types = new CelTypes();
  // Built on first use: most reviews hold no CEL rule, and the environment costs a one-file review's
  // start (issue 17 item 4).
  environment;
  get env() {
    return this.environment ??= kubernetesEnvironment();
  }
  registeredTypes = /* @__PURE__ */ new Set();
  variables = /* @__PURE__ */ new Map();
  outcomes = /* @__PURE__ */ new Map();
  parses = /* @__PURE__ */ new Map();
  selections = /* @__PURE__ */ new Map();
  /** The CEL type name of `self` at `node`, as far as `expressions` (all that use it) can tell. */
  selfType(node2, isResourceRoot, expressions) {
    return this.types.typeOf(node2, isResourceRoot, this.selectable(expressions));
  }
  /** What the expressions select (selected-names.ts); 'all' when one does not parse (its error does not depend on the type of `self`). */
  selectable(expressions) {
    if (expressions.length === 1) return this.selectedBy(expressions[0]);
    const names3 = /* @__PURE__ */ new Set();
    for (const expression of expressions) {
      const selected = this.selectedBy(expression);
      if (selected === "all") return "all";
      for (const name of selected) names3.add(name);
    }
    return names3;
  }
  /** What one expression selects, once per expression: the corpus repeats its rules across CRDs. */
  selectedBy(expression) {
    let known = this.selections.get(expression);
    if (known) return known;
    const ast = this.ast(expression);
    known = ast === void 0 ? "all" : selectedNames(ast);
    this.selections.set(expression, known);
    return known;
  }
  /** Compiles `expression` with `self` (and `oldSelf`, optional when optionalOldSelf) of `selfType`. */
  compile(expression, kind, selfType, optionalOldSelf) {
    const typeKey2 = `${kind === "rule" ? "r" : "m"}${optionalOldSelf ? 1 : 0}${selfType}`;
    let byExpression = this.outcomes.get(typeKey2);
    if (!byExpression) this.outcomes.set(typeKey2, byExpression = /* @__PURE__ */ new Map());
    const known = byExpression.get(expression);
    if (known) return known;
    const names3 = this.variablesFor(selfType, optionalOldSelf);
    const outcome = names3 ? compileExpression(
      this.env,
      expression,
      kind,
      (ast) => renamed(expression, ast, names3),
      (name) => this.types.fieldsOf(name),
      (e) => this.parse(e)
    ) : { kind: "uncertain", usesOldSelf: /\boldSelf\b/.test(expression) };
    byExpression.set(expression, outcome);
    return outcome;
  }
  /** The parsed expression (cost/estimate-cost.ts walks it), or undefined when it does not parse. */
  ast(expression) {
    try {
      return this.parse(expression).ast;
    } catch {
      return void 0;
    }
  }
  /** The library's parse of `expression`, once per expression; a syntax error is thrown again each time. */
  parse(expression) {
    let known = this.parses.get(expression);
    if (!known) {
      try {
        known = { parsed: this.env.parse(expression) };
      } catch (error) {
        known = { error };
      }
      this.parses.set(expression, known);
    }
    if ("error" in known) throw known.error;
    return known.parsed;
  }
  variablesFor(selfType, optionalOldSelf) {
    const key3 = `${selfType}\0${optionalOldSelf}`;
    const known = this.variables.get(key3);
    if (known) return known;
    const n = this.variables.size;
    if (n >= MAX_VARIABLES) return void 0;
    const suffix = `${NAME_CHARS[Math.floor(n / NAME_CHARS.length)]}${NAME_CHARS[n % NAME_CHARS.length]}`;
    const names3 = { self: `_Q${suffix}`, oldSelf: `_Oxyz${suffix}` };
    this.types.registerClosure(this.env, selfType, this.registeredTypes);
    this.env.registerVariable(names3.self, selfType);
    this.env.registerVariable(names3.oldSelf, optionalOldSelf ? `optional<${selfType}>` : selfType);
    this.variables.set(key3, names3);
    return names3;
  }
};
function renamed(expression, ast, names3) {
  const edits = [];
  for (const node2 of astNodes(ast)) {
    if (node2.op === "id" && (node2.args === "self" || node2.args === "oldSelf")) {
      const text = node2.args === "self" ? names3.self : names3.oldSelf;
      if (expression.slice(node2.range.start, node2.range.end) === node2.args)
        edits.push({ start: node2.range.start, end: node2.range.end, text });
    }
  }
  edits.sort((a, b) => b.start - a.start);
  let out = expression;
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

// src/rules/crd/defaults/pattern-cache.ts
var PatternCache = class {
  compiled = /* @__PURE__ */ new Map();
  verdicts = /* @__PURE__ */ new Map();
  /** Why RE2 rejects `pattern` (Go's error text); undefined when it compiles. */
  problem(pattern) {
    const known = this.verdicts.get(pattern);
    if (known !== void 0 || this.verdicts.has(pattern)) return known;
    const compiled = isPlainlyValid(pattern) ? void 0 : this.compile(pattern);
    const problem = compiled === void 0 || !("problem" in compiled) ? void 0 : compiled.problem;
    this.verdicts.set(pattern, problem);
    return problem;
  }
  /** Whether `value` matches `pattern` somewhere (go-openapi's pattern check); true when the pattern does not compile. */
  matches(pattern, value2) {
    const re = this.compile(pattern);
    return "problem" in re || re.matcher(value2).find();
  }
  /** The compiled pattern, undefined when RE2 rejects it (compat/ walks its program, pattern-inclusion.ts). */
  program(pattern) {
    const re = this.compile(pattern);
    return "problem" in re ? void 0 : re;
  }
  compile(pattern) {
    let re = this.compiled.get(pattern);
    if (re === void 0) {
      re = compileRe2(pattern);
      this.compiled.set(pattern, re);
    }
    return re;
  }
};
var COMPILED_PATTERNS = {
  name: "compiled RE2 patterns",
  create: () => new PatternCache()
};
function isPlainlyValid(pattern) {
  if (pattern.length > 500 || /\(\?(?!:)/.test(pattern) || pattern.includes("[:") || pattern.includes("[]") || pattern.includes("[^]"))
    return false;
  if (pattern.includes("\\") && pattern.replace(PLAIN_ESCAPES, "").includes("\\")) return false;
  let product = 1;
  for (const m of pattern.matchAll(/\{(\d*)(?:,(\d*))?\}/g))
    product *= Math.max(1, Number(m[1] || 0), Number(m[2] || 0));
  if (product > 1e3) return false;
  try {
    new RegExp(pattern, "u");
    return true;
  } catch {
    return false;
  }
}
var GENERAL_CATEGORIES = "C|Cc|Cf|Co|Cs|L|Ll|Lm|Lo|Lt|Lu|M|Mc|Me|Mn|N|Nd|Nl|No|P|Pc|Pd|Pe|Pf|Pi|Po|Ps|S|Sc|Sk|Sm|So|Z|Zl|Zp|Zs";
var PLAIN_ESCAPES = new RegExp(
  `\\\\(?:[dwsDWSrntfv.\\-/\\\\^$*+?()[\\]{}|]|x[0-9A-Fa-f]{2}|[pP]\\{(?:${GENERAL_CATEGORIES})\\})`,
  "g"
);
function compileRe2(pattern) {
  const { RE2JS } = re2js();
  try {
    return RE2JS.compile(pattern);
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

// src/rules/compat/compat-config.ts
var import_yaml2 = __toESM(require_dist(), 1);

// src/engine/config-reader.ts
var import_yaml = __toESM(require_dist(), 1);
function readGlobs(src, node2, path, keyOffset) {
  if (isEmpty(node2)) return { value: [], errors: [] };
  if ((0, import_yaml.isAlias)(node2)) return { value: [], errors: [aliasError(src, node2, path)] };
  if ((0, import_yaml.isScalar)(node2)) {
    const read = readGlob(src, node2, path, keyOffset);
    return { value: read.value === void 0 ? [] : [read.value], errors: read.errors };
  }
  if (!(0, import_yaml.isSeq)(node2)) {
    const message = `must be a glob or a list of globs, not ${describe(node2)}`;
    return { value: [], errors: [errorAt(src, offsetOf(node2, keyOffset), path, message)] };
  }
  const globs = [];
  const errors = [];
  node2.items.forEach((item, i) => {
    const read = readGlob(src, item, path.index(i), offsetOf(node2, keyOffset));
    if (read.value !== void 0) globs.push(read.value);
    errors.push(...read.errors);
  });
  return { value: globs, errors };
}
function readGlob(src, node2, path, fallbackOffset) {
  const fail2 = (message) => ({
    value: void 0,
    errors: [errorAt(src, offsetOf(node2, fallbackOffset), path, message)]
  });
  if ((0, import_yaml.isAlias)(node2)) return { value: void 0, errors: [aliasError(src, node2, path)] };
  const value2 = (0, import_yaml.isScalar)(node2) ? node2.value : void 0;
  if (typeof value2 !== "string" || isEmpty(node2)) return fail2(`must be a glob (a string), not ${describe(node2)}`);
  if (value2 === "") return fail2("must not be an empty string");
  const relative = value2.replace(/^(\.\/|\/)+/, "");
  if (relative !== value2) {
    return fail2(
      `${renderValue(value2)} matches nothing: paths are relative to the repository root; write ${renderValue(relative)}`
    );
  }
  return { value: value2, errors: [] };
}
function readEntries(src, items, mapOffset, parent, pathOf2) {
  const seen = /* @__PURE__ */ new Map();
  const entries = [];
  for (const pair2 of items) {
    const keyNode = pair2.key;
    const keyOffset = offsetOf(keyNode, offsetOf(pair2.value, mapOffset));
    if ((0, import_yaml.isAlias)(keyNode)) {
      entries.push({ error: aliasError(src, keyNode, parent) });
      continue;
    }
    if (!(0, import_yaml.isScalar)(keyNode) || isEmpty(keyNode)) {
      entries.push({ error: errorAt(src, keyOffset, parent, `keys must be strings, not ${describe(keyNode)}`) });
      continue;
    }
    const key3 = typeof keyNode.value === "string" ? keyNode.value : String(keyNode.value);
    const path = pathOf2(key3);
    const first = seen.get(key3);
    if (first !== void 0) {
      const message = `duplicate key ${renderValue(key3)}; first given on line ${src.lines.linePos(first).line}`;
      entries.push({ error: errorAt(src, keyOffset, path, message) });
      continue;
    }
    seen.set(key3, keyOffset);
    entries.push({ key: key3, path, keyOffset, value: pair2.value });
  }
  return entries;
}
function unknownKey(key3, allowed) {
  return `unknown key ${renderValue(key3)}; allowed keys: ${allowed.join(", ")}`;
}
function aliasError(src, node2, path) {
  return errorAt(src, offsetOf(node2), path, "aliases are not supported here; write the value out");
}
function isEmpty(node2) {
  return node2 === null || node2 === void 0 || (0, import_yaml.isScalar)(node2) && node2.value === null;
}
function describe(node2) {
  if ((0, import_yaml.isMap)(node2)) return "a mapping";
  if ((0, import_yaml.isSeq)(node2)) return "a sequence";
  if (isEmpty(node2)) return "empty";
  const value2 = (0, import_yaml.isScalar)(node2) ? node2.value : node2;
  if (typeof value2 === "string") return "a string";
  if (typeof value2 === "number" || typeof value2 === "bigint") return `a number (${String(value2)})`;
  if (typeof value2 === "boolean") return `a boolean (${String(value2)})`;
  return "an unsupported value";
}
function offsetOf(node2, fallback = 0) {
  if (!(0, import_yaml.isNode)(node2) || (0, import_yaml.isScalar)(node2) && node2.value === null && node2.source === "") return fallback;
  return node2.range?.[0] ?? fallback;
}
function errorAt(src, offset, path, message) {
  const { line, col } = src.lines.linePos(offset);
  return { file: src.file, line: Math.max(line, 1), column: Math.max(col, 1), path: path?.toString() ?? "", message };
}
var MAJOR_MINOR = /^v?([1-9][0-9]*)\.(0|[1-9][0-9]*)$/;
function readMajorMinor(src, node2, path, keyOffset) {
  const fail2 = (message) => ({
    value: void 0,
    errors: [errorAt(src, offsetOf(node2, keyOffset), path, message)]
  });
  if ((0, import_yaml.isAlias)(node2)) return { value: void 0, errors: [aliasError(src, node2, path)] };
  const value2 = (0, import_yaml.isScalar)(node2) ? node2.value : void 0;
  if (typeof value2 === "number")
    return fail2(
      `must be a quoted string such as "1.36": ${node2 && (0, import_yaml.isScalar)(node2) ? String(node2.source) : String(value2)} reads as a number`
    );
  if (typeof value2 !== "string") return fail2(`must be a version such as "1.36", not ${describe(node2)}`);
  const m = MAJOR_MINOR.exec(value2);
  if (!m) return fail2(`${renderValue(value2)} is not a version MAJOR.MINOR such as "1.36"`);
  return { value: `${m[1]}.${m[2]}`, errors: [] };
}
function readBoolean(src, node2, path, keyOffset) {
  if (isEmpty(node2)) return { value: void 0, errors: [] };
  if ((0, import_yaml.isAlias)(node2)) return { value: void 0, errors: [aliasError(src, node2, path)] };
  const value2 = (0, import_yaml.isScalar)(node2) ? node2.value : void 0;
  if (typeof value2 === "boolean") return { value: value2, errors: [] };
  return {
    value: void 0,
    errors: [errorAt(src, offsetOf(node2, keyOffset), path, `must be true or false, not ${describe(node2)}`)]
  };
}

// src/rules/compat/property-path.ts
var ROOT_PROPERTY = "^";
var IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;
function propertyStepText(step2) {
  if (step2 === "items") return "[*]";
  if (step2 === "additionalProperties") return "{*}";
  return IDENTIFIER.test(step2.property) ? `.${step2.property}` : `[${JSON.stringify(step2.property)}]`;
}
var childProperty = (parent, name) => parent + propertyStepText({ property: name });
var itemsProperty = (parent) => `${parent}[*]`;
var additionalPropertiesProperty = (parent) => `${parent}{*}`;
function formatPropertyPath(steps) {
  return ROOT_PROPERTY + steps.map(propertyStepText).join("");
}
function parsePropertyPath(text) {
  if (!text.startsWith(ROOT_PROPERTY)) return void 0;
  const steps = [];
  let i = 1;
  while (i < text.length) {
    if (text.startsWith("[*]", i)) {
      steps.push("items");
      i += 3;
    } else if (text.startsWith("{*}", i)) {
      steps.push("additionalProperties");
      i += 3;
    } else if (text[i] === ".") {
      const m = /^[A-Za-z_$][A-Za-z0-9_$-]*/.exec(text.slice(i + 1));
      if (!m) return void 0;
      steps.push({ property: m[0] });
      i += 1 + m[0].length;
    } else if (text.startsWith('["', i)) {
      const end = endOfJsonString(text, i + 1);
      if (end === void 0 || text[end] !== "]") return void 0;
      let name;
      try {
        name = JSON.parse(text.slice(i + 1, end));
      } catch {
        return void 0;
      }
      if (typeof name !== "string" || IDENTIFIER.test(name) || JSON.stringify(name) !== text.slice(i + 1, end))
        return void 0;
      steps.push({ property: name });
      i = end + 1;
    } else {
      return void 0;
    }
  }
  return steps;
}
function endOfJsonString(text, start) {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === '"') return i + 1;
  }
  return void 0;
}

// src/rules/compat/compat-config.ts
var DEFAULT_COMPAT_CONFIG = {
  patternRemoval: "Allow",
  nullableAddition: "Disallow",
  servedVersionConversion: "Ignore",
  exceptions: []
};
var SECTION_KEYS = ["patternRemoval", "nullableAddition", "servedVersionConversion", "exceptions"];
var EXCEPTION_KEYS = ["rule", "crd", "version", "property", "reason"];
var CRD_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)+$/;
var VERSION = /^[a-z]([-a-z0-9]*[a-z0-9])?( -> [a-z]([-a-z0-9]*[a-z0-9])?)?$/;
function readCompatConfig(src, node2, path, keyOffset) {
  if (isEmpty(node2)) return { value: DEFAULT_COMPAT_CONFIG, errors: [] };
  if ((0, import_yaml2.isAlias)(node2)) return { value: DEFAULT_COMPAT_CONFIG, errors: [aliasError(src, node2, path)] };
  if (!(0, import_yaml2.isMap)(node2)) {
    return {
      value: DEFAULT_COMPAT_CONFIG,
      errors: [
        errorAt(
          src,
          offsetOf(node2, keyOffset),
          path,
          `must be a mapping with the keys ${SECTION_KEYS.join(", ")}, not ${describe(node2)}`
        )
      ]
    };
  }
  const errors = [];
  let config = DEFAULT_COMPAT_CONFIG;
  for (const entry of readEntries(src, node2.items, offsetOf(node2, keyOffset), path, (key3) => path.child(key3))) {
    if ("error" in entry) {
      errors.push(entry.error);
      continue;
    }
    switch (entry.key) {
      case "patternRemoval":
      case "nullableAddition": {
        const read = readChoice(src, entry.value, entry.path, entry.keyOffset, ["Allow", "Disallow"]);
        if (read.value !== void 0) config = { ...config, [entry.key]: read.value };
        errors.push(...read.errors);
        break;
      }
      case "servedVersionConversion": {
        const read = readChoice(src, entry.value, entry.path, entry.keyOffset, ["Ignore", "Check"]);
        if (read.value !== void 0) config = { ...config, servedVersionConversion: read.value };
        errors.push(...read.errors);
        break;
      }
      case "exceptions": {
        const read = readExceptions(src, entry.value, entry.path, entry.keyOffset);
        config = { ...config, exceptions: read.value };
        errors.push(...read.errors);
        break;
      }
      default:
        errors.push(errorAt(src, entry.keyOffset, entry.path, unknownKey(entry.key, SECTION_KEYS)));
    }
  }
  return { value: config, errors };
}
function readChoice(src, node2, path, keyOffset, choices) {
  if ((0, import_yaml2.isAlias)(node2)) return { value: void 0, errors: [aliasError(src, node2, path)] };
  const value2 = (0, import_yaml2.isScalar)(node2) ? node2.value : void 0;
  const choice = choices.find((c) => c === value2);
  if (choice !== void 0) return { value: choice, errors: [] };
  const message = typeof value2 === "string" ? `unsupported value ${renderValue(value2)}; supported values: ${choices.join(", ")}` : `must be one of ${choices.join(", ")}, not ${describe(node2)}`;
  return { value: void 0, errors: [errorAt(src, offsetOf(node2, keyOffset), path, message)] };
}
function readExceptions(src, node2, path, keyOffset) {
  if (isEmpty(node2)) return { value: [], errors: [] };
  if ((0, import_yaml2.isAlias)(node2)) return { value: [], errors: [aliasError(src, node2, path)] };
  if (!(0, import_yaml2.isSeq)(node2))
    return {
      value: [],
      errors: [
        errorAt(
          src,
          offsetOf(node2, keyOffset),
          path,
          `must be a list of mappings with the keys ${EXCEPTION_KEYS.join(", ")}, not ${describe(node2)}`
        )
      ]
    };
  const out = [];
  const errors = [];
  node2.items.forEach((item, i) => {
    const itemPath = path.index(i);
    const itemOffset = offsetOf(item, offsetOf(node2, keyOffset));
    if ((0, import_yaml2.isAlias)(item)) return void errors.push(aliasError(src, item, itemPath));
    if (!(0, import_yaml2.isMap)(item))
      return void errors.push(errorAt(src, itemOffset, itemPath, `must be a mapping, not ${describe(item)}`));
    const fields = /* @__PURE__ */ new Map();
    const before = errors.length;
    for (const entry of readEntries(src, item.items, itemOffset, itemPath, (key3) => itemPath.child(key3))) {
      if ("error" in entry) {
        errors.push(entry.error);
        continue;
      }
      if (!EXCEPTION_KEYS.includes(entry.key)) {
        errors.push(errorAt(src, entry.keyOffset, entry.path, unknownKey(entry.key, EXCEPTION_KEYS)));
        continue;
      }
      const at = offsetOf(entry.value, entry.keyOffset);
      if ((0, import_yaml2.isAlias)(entry.value)) {
        errors.push(aliasError(src, entry.value, entry.path));
        continue;
      }
      const value2 = (0, import_yaml2.isScalar)(entry.value) ? entry.value.value : void 0;
      if (typeof value2 !== "string") {
        errors.push(errorAt(src, at, entry.path, `must be a string, not ${describe(entry.value)}`));
        continue;
      }
      const problem = problemOf(entry.key, value2, src.knownRuleIds);
      if (problem) errors.push(errorAt(src, at, entry.path, problem));
      else fields.set(entry.key, value2);
    }
    for (const key3 of ["rule", "crd", "reason"]) {
      if (!fields.has(key3) && !item.items.some((p) => (0, import_yaml2.isScalar)(p.key) && p.key.value === key3))
        errors.push(errorAt(src, itemOffset, itemPath.child(key3), `required: ${WHAT[key3]}`));
    }
    const rule = fields.get("rule");
    const crd = fields.get("crd");
    const reason = fields.get("reason");
    if (errors.length > before || rule === void 0 || crd === void 0 || reason === void 0) return;
    const version2 = fields.get("version");
    const property = fields.get("property");
    const { line, col } = src.lines.linePos(itemOffset);
    out.push({
      rule,
      crd,
      ...version2 === void 0 ? {} : { version: version2 },
      ...property === void 0 ? {} : { property },
      reason,
      line,
      column: col
    });
  });
  return { value: out, errors };
}
var WHAT = {
  rule: "a compat/ rule id, such as compat/field-removed",
  crd: "the CRD's metadata.name, such as widgets.example.com",
  reason: "why this break is accepted"
};
function problemOf(key3, value2, knownRuleIds) {
  switch (key3) {
    case "rule":
      return value2.startsWith("compat/") && knownRuleIds.has(value2) ? void 0 : `unknown compat/ rule id ${renderValue(value2)}; write ${WHAT.rule}`;
    case "crd":
      return CRD_NAME.test(value2) ? void 0 : `${renderValue(value2)} is not a CRD name; write ${WHAT.crd}`;
    case "version":
      return VERSION.test(value2) ? void 0 : `${renderValue(value2)} is not a version name such as v1alpha1, or a pair such as "v1alpha1 -> v1"`;
    case "property":
      return parsePropertyPath(value2) ? void 0 : `${renderValue(value2)} is not a property path such as ^.spec.legacyMode or ^.spec.ports[*].name`;
    case "reason":
      return value2.trim() === "" ? "must say why this break is accepted" : void 0;
    default:
      return void 0;
  }
}

// src/rules/compat/compat-crd.ts
var CRD_API_VERSION = "apiextensions.k8s.io/v1";
function compatCrd(object2) {
  if (object2.apiVersion !== CRD_API_VERSION || object2.kind !== "CustomResourceDefinition") return void 0;
  const spec = object2.value.spec;
  if (!isJsonObject(spec)) return void 0;
  const list2 = Array.isArray(spec.versions) ? spec.versions : [];
  const versions2 = list2.flatMap((v, index) => {
    if (!isJsonObject(v) || typeof v.name !== "string" || v.name === "") return [];
    const schema4 = isJsonObject(v.schema) && isJsonObject(v.schema.openAPIV3Schema) ? v.schema.openAPIV3Schema : void 0;
    return [
      {
        index,
        name: v.name,
        served: v.served === true,
        hasServed: v.served !== void 0 && v.served !== null,
        storage: v.storage === true,
        schema: schema4,
        subresources: isJsonObject(v.subresources) ? v.subresources : void 0
      }
    ];
  });
  const status = isJsonObject(object2.value.status) ? object2.value.status : {};
  const listed = Array.isArray(status.storedVersions) ? status.storedVersions.filter((v) => typeof v === "string" && v !== "") : [];
  const storage = versions2.find((v) => v.storage);
  const conversion3 = isJsonObject(spec.conversion) ? spec.conversion : void 0;
  return {
    object: object2,
    scope: typeof spec.scope === "string" ? spec.scope : void 0,
    versions: versions2,
    storedVersions: new Set(listed.length > 0 ? listed : storage ? [storage.name] : []),
    conversionStrategy: typeof conversion3?.strategy === "string" ? conversion3.strategy : void 0
  };
}
var versionNamed = (crd, name) => crd.versions.find((v) => v.name === name);

// src/rules/crd/schema/schema-node.ts
var EMPTY = /* @__PURE__ */ new Map();
var SchemaNode = class _SchemaNode {
  constructor(raw) {
    this.raw = raw;
  }
  raw;
  /**
   * The node when `value` is a JSON object, else undefined. One node per object: a custom
   * resource review walks the same schema for every resource (cr/), and the node keeps what it
   * has read of its children (the parsed JSON is never changed once read).
   */
  static of(value2) {
    if (!isJsonObject(value2)) return void 0;
    let node2 = NODES.get(value2);
    if (node2 === void 0) {
      node2 = new _SchemaNode(value2);
      NODES.set(value2, node2);
    }
    return node2;
  }
  propertiesRead;
  /** True when the key is present with a non-null value (JSON null decodes to the zero value or nil). */
  has(key3) {
    const v = this.raw[key3];
    return v !== void 0 && v !== null;
  }
  str(key3) {
    const v = this.raw[key3];
    return typeof v === "string" ? v : void 0;
  }
  bool(key3) {
    return this.raw[key3] === true;
  }
  num(key3) {
    const v = this.raw[key3];
    return typeof v === "number" ? v : void 0;
  }
  strings(key3) {
    const v = this.raw[key3];
    return Array.isArray(v) && v.every((x) => typeof x === "string") ? v : void 0;
  }
  schemaList(key3) {
    const v = this.raw[key3];
    return Array.isArray(v) ? v.flatMap((x) => isJsonObject(x) ? [new _SchemaNode(x)] : []) : void 0;
  }
  schemaMap(key3) {
    const v = this.raw[key3];
    if (!isJsonObject(v)) return void 0;
    const out = /* @__PURE__ */ new Map();
    for (const k of Object.keys(v)) {
      const child = _SchemaNode.of(v[k]);
      if (child) out.set(k, child);
    }
    return out;
  }
  /** `type` ('' when absent: Go's zero value, which the structural rules call "empty"). */
  get type() {
    return this.str("type") ?? "";
  }
  get format() {
    return this.str("format") ?? "";
  }
  get id() {
    return this.str("id") ?? "";
  }
  get $schema() {
    return this.str("$schema") ?? "";
  }
  /** `$ref` is a pointer: `""` is present (SCHEMA-KW-003). */
  get ref() {
    return this.str("$ref");
  }
  get description() {
    return this.str("description") ?? "";
  }
  get title() {
    return this.str("title") ?? "";
  }
  get pattern() {
    return this.str("pattern") ?? "";
  }
  get nullable() {
    return this.bool("nullable");
  }
  get uniqueItems() {
    return this.bool("uniqueItems");
  }
  get exclusiveMaximum() {
    return this.bool("exclusiveMaximum");
  }
  get exclusiveMinimum() {
    return this.bool("exclusiveMinimum");
  }
  get maximum() {
    return this.num("maximum");
  }
  get minimum() {
    return this.num("minimum");
  }
  get multipleOf() {
    return this.num("multipleOf");
  }
  get maxLength() {
    return this.num("maxLength");
  }
  get minLength() {
    return this.num("minLength");
  }
  get maxItems() {
    return this.num("maxItems");
  }
  get minItems() {
    return this.num("minItems");
  }
  get maxProperties() {
    return this.num("maxProperties");
  }
  get minProperties() {
    return this.num("minProperties");
  }
  get required() {
    return this.strings("required") ?? [];
  }
  /** `enum` values as written (JSON); undefined when absent. */
  get enum() {
    const v = this.raw.enum;
    return Array.isArray(v) ? v : void 0;
  }
  /** True when a default is set: `default: null` decodes to "no default" (SCHEMA-DEF-008). */
  get hasDefault() {
    return this.has("default");
  }
  get default() {
    return this.raw.default ?? void 0;
  }
  get example() {
    return this.raw.example ?? void 0;
  }
  /** `properties` in document order (an empty map when absent). */
  get properties() {
    this.propertiesRead ??= this.schemaMap("properties") ?? EMPTY;
    return this.propertiesRead;
  }
  /** A single items schema; undefined when absent or given as a list (see `itemsList`). */
  get items() {
    return _SchemaNode.of(this.raw.items);
  }
  /** Items given as a list of schemas (SCHEMA-KW-008); undefined otherwise. */
  get itemsList() {
    return this.schemaList("items");
  }
  get additionalProperties() {
    const v = this.raw.additionalProperties;
    return typeof v === "boolean" ? v : _SchemaNode.of(v);
  }
  get allOf() {
    return this.schemaList("allOf") ?? [];
  }
  get anyOf() {
    return this.schemaList("anyOf") ?? [];
  }
  get oneOf() {
    return this.schemaList("oneOf") ?? [];
  }
  get not() {
    return _SchemaNode.of(this.raw.not);
  }
  /** `x-kubernetes-preserve-unknown-fields`: a *bool, so false is present (SCHEMA-X-001). */
  get preserveUnknownFields() {
    const v = this.raw["x-kubernetes-preserve-unknown-fields"];
    return typeof v === "boolean" ? v : void 0;
  }
  get embeddedResource() {
    return this.bool("x-kubernetes-embedded-resource");
  }
  get intOrString() {
    return this.bool("x-kubernetes-int-or-string");
  }
  /** `x-kubernetes-list-type`: a *string, so `""` is present. */
  get listType() {
    return this.str("x-kubernetes-list-type");
  }
  get listMapKeys() {
    return this.strings("x-kubernetes-list-map-keys") ?? [];
  }
  /** `x-kubernetes-map-type`: a *string, so `""` is present. */
  get mapType() {
    return this.str("x-kubernetes-map-type");
  }
  /** `x-kubernetes-validations` entries that are objects, with their index in the list. */
  get validations() {
    const v = this.raw["x-kubernetes-validations"];
    if (!Array.isArray(v)) return [];
    return v.flatMap((rule, index) => isJsonObject(rule) ? [{ index, rule }] : []);
  }
};
var NODES = /* @__PURE__ */ new WeakMap();

// src/rules/compat/enum-satisfies.ts
function enumSatisfies(keyword, head, values, matches2) {
  const test = TESTS[keyword];
  if (!test) return false;
  const passes = test(head, matches2);
  return passes !== void 0 && values.every(passes);
}
var numbers = (check7) => (v) => typeof v !== "number" || check7(v);
var strings = (check7) => (v) => typeof v !== "string" || check7(v);
var runes = (s) => [...s].length;
var TESTS = {
  maximum: (h) => bound(h.maximum, (n, max) => h.exclusiveMaximum ? n < max : n <= max),
  exclusiveMaximum: (h) => bound(h.maximum, (n, max) => n < max),
  minimum: (h) => bound(h.minimum, (n, min) => h.exclusiveMinimum ? n > min : n >= min),
  exclusiveMinimum: (h) => bound(h.minimum, (n, min) => n > min),
  multipleOf: (h) => bound(h.multipleOf, (n, m) => Number.isInteger(n / m)),
  maxLength: (h) => h.maxLength === void 0 ? void 0 : strings((s) => runes(s) <= (h.maxLength ?? 0)),
  minLength: (h) => h.minLength === void 0 ? void 0 : strings((s) => runes(s) >= (h.minLength ?? 0)),
  maxItems: (h) => h.maxItems === void 0 ? void 0 : (v) => !Array.isArray(v) || v.length <= (h.maxItems ?? 0),
  minItems: (h) => h.minItems === void 0 ? void 0 : (v) => !Array.isArray(v) || v.length >= (h.minItems ?? 0),
  pattern: (h, matches2) => {
    if (!matches2) return void 0;
    const pattern = h.pattern;
    return (v) => typeof v !== "string" || matches2(pattern, v) === true;
  }
};
function bound(limit, check7) {
  return limit === void 0 ? void 0 : numbers((n) => check7(n, limit));
}

// src/rules/compat/cel-ast.ts
var isNode4 = (x) => typeof x === "object" && x !== null && !Array.isArray(x) && "op" in x && "args" in x;
function hasSelect(node2) {
  const args = node2.args;
  if (node2.op !== "call" || !Array.isArray(args) || args[0] !== "has" || !Array.isArray(args[1]) || args[1].length !== 1)
    return void 0;
  const select = args[1][0];
  return isNode4(select) && select.op === "." ? select : void 0;
}
function hasOfIdentifier(node2) {
  const select = hasSelect(node2);
  if (!select || !Array.isArray(select.args)) return void 0;
  const [receiver, field2] = select.args;
  return isNode4(receiver) && receiver.op === "id" && typeof receiver.args === "string" && typeof field2 === "string" ? { name: receiver.args, field: field2 } : void 0;
}

// src/rules/compat/holds-without-new-fields.ts
function holdsWithoutFields(ast, self, absentInItems = /* @__PURE__ */ new Set()) {
  return holds(ast, /* @__PURE__ */ new Map([["self", self]]), absentInItems);
}
function holds(n, absent, items) {
  const args = n.args;
  switch (n.op) {
    case "value":
      return args === true;
    case "||":
      return pair(args).some((x) => holds(x, absent, items));
    case "&&":
      return pair(args).length === 2 && pair(args).every((x) => holds(x, absent, items));
    case "!_":
      return isNode4(args) && isFalse(args, absent, items);
    case "?:": {
      const [cond, then, otherwise] = Array.isArray(args) ? args : [];
      if (!isNode4(cond) || !isNode4(then) || !isNode4(otherwise)) return false;
      if (isFalse(cond, absent, items)) return holds(otherwise, absent, items);
      if (holds(cond, absent, items)) return holds(then, absent, items);
      return false;
    }
    case "rcall":
      return holdsForEveryItem(args, absent, items);
    case "call":
      return hasOfField(n, absent, "present");
    case "!=":
      return comparesWithImpossibleValue(args, absent);
    default:
      return false;
  }
}
function holdsForEveryItem(args, absent, items) {
  if (items.size === 0 || !Array.isArray(args) || args[0] !== "all") return false;
  const [, receiver, macroArgs] = args;
  if (!isNode4(receiver) || receiver.op !== "id" || receiver.args !== "self" || !Array.isArray(macroArgs) || macroArgs.length !== 2)
    return false;
  const [variable, body] = macroArgs;
  if (!isNode4(variable) || variable.op !== "id" || typeof variable.args !== "string" || variable.args === "self" || !isNode4(body))
    return false;
  return holds(body, new Map([...absent, [variable.args, { absent: items }]]), /* @__PURE__ */ new Set());
}
function isFalse(n, absent, items) {
  const args = n.args;
  switch (n.op) {
    case "value":
      return args === false;
    case "&&":
      return pair(args).some((x) => isFalse(x, absent, items));
    case "||":
      return pair(args).length === 2 && pair(args).every((x) => isFalse(x, absent, items));
    case "!_":
      return isNode4(args) && holds(args, absent, items);
    case "call":
      return hasOfField(n, absent, "absent");
    case "==":
      return comparesWithImpossibleValue(args, absent);
    default:
      return false;
  }
}
function comparesWithImpossibleValue(args, scope) {
  const [left, right] = pair(args);
  if (!left || !right) return false;
  const [select, literal] = left.op === "value" ? [right, left] : [left, right];
  if (literal.op !== "value" || typeof literal.args !== "string" || select.op !== "." || !Array.isArray(select.args))
    return false;
  const [receiver, field2] = select.args;
  if (!isNode4(receiver) || receiver.op !== "id" || typeof receiver.args !== "string" || typeof field2 !== "string")
    return false;
  const possible = scope.get(receiver.args)?.values?.get(field2);
  return possible !== void 0 && !possible.has(literal.args);
}
function hasOfField(node2, absent, known) {
  const has = hasOfIdentifier(node2);
  return has !== void 0 && absent.get(has.name)?.[known]?.has(has.field) === true;
}
var pair = (args) => Array.isArray(args) && args.length === 2 && args.every(isNode4) ? args : [];

// src/rules/compat/implied-by-rule.ts
function isImpliedBy(base, head) {
  const budget = { steps: MAX_STEPS };
  return implies(base, head, budget);
}
var MAX_STEPS = 1e4;
function implies(base, head, budget) {
  if (--budget.steps < 0) return false;
  if (sameTree(base, head) || boundImplies(base, head) || guardNarrowed(base, head) || isUnchanged(base) && alwaysTrue(head, /* @__PURE__ */ new Set()))
    return true;
  if (head.op === "||" && sides(head).some((side) => implies(base, side, budget))) return true;
  if (head.op === "&&" && sides(head).length === 2 && sides(head).every((side) => implies(base, side, budget)))
    return true;
  if (base.op === "&&" && sides(base).some((side) => implies(side, head, budget))) return true;
  return base.op === "||" && sides(base).length === 2 && sides(base).every((side) => implies(side, head, budget));
}
var FLIPPED = { "<": ">", "<=": ">=", ">": "<", ">=": "<=" };
function boundImplies(base, head) {
  const b = comparison(base);
  const h = comparison(head);
  if (!b || !h || !sameTree(b.subject, h.subject)) return false;
  const upper = (op) => op === "<" || op === "<=";
  if (upper(b.op) !== upper(h.op)) return false;
  const equalAllowed = b.op.length === 1 || h.op.length === 2;
  if (b.bound === h.bound) return equalAllowed;
  return upper(b.op) ? b.bound < h.bound : b.bound > h.bound;
}
function comparison(node2) {
  if (node2.op !== "<" && node2.op !== "<=" && node2.op !== ">" && node2.op !== ">=") return void 0;
  const [left, right] = sides(node2);
  if (!left || !right) return void 0;
  if (isNumber(right)) return { subject: left, op: node2.op, bound: right.args };
  if (isNumber(left)) return { subject: right, op: FLIPPED[node2.op], bound: left.args };
  return void 0;
}
var isNumber = (n) => n.op === "value" && (typeof n.args === "number" && Number.isFinite(n.args) || typeof n.args === "bigint");
function guardNarrowed(base, head) {
  const b = otherwiseTrue(base);
  const h = otherwiseTrue(head);
  if (!b || !h || !sameTree(b.then, h.then)) return false;
  const before = conjuncts(b.condition);
  const after = conjuncts(h.condition);
  if (!before.every((c) => after.some((a) => sameTree(a, c)))) return false;
  const read = /* @__PURE__ */ new Set();
  for (const n of [...before, b.then]) readWhenTrue(n, read);
  return after.every((a) => before.some((c) => sameTree(a, c)) || hasCannotFail(a, read));
}
function otherwiseTrue(node2) {
  const args = node2.args;
  if (node2.op !== "?:" || !Array.isArray(args) || args.length !== 3 || !args.every(isNode4)) return void 0;
  const [condition2, then, otherwise] = args;
  return otherwise.op === "value" && otherwise.args === true ? { condition: condition2, then } : void 0;
}
function conjuncts(node2) {
  return node2.op === "&&" && sides(node2).length === 2 ? sides(node2).flatMap(conjuncts) : [node2];
}
function hasCannotFail(node2, read) {
  const field2 = hasSelect(node2);
  if (!field2) return false;
  const [receiver] = field2.args;
  return isNode4(receiver) && (receiver.op === "id" && (receiver.args === "self" || receiver.args === "oldSelf") || read.has(readKey(receiver)));
}
var readKey = (node2) => JSON.stringify(stripped(node2), (_, v) => typeof v === "bigint" ? `${v}n` : v);
var COMPARISONS = /* @__PURE__ */ new Set(["==", "!=", "<", "<=", ">", ">="]);
function readWhenTrue(node2, read) {
  const field2 = hasSelect(node2);
  if (field2) return addSelect(field2, read);
  if (node2.op === "&&") for (const side of sides(node2)) readWhenTrue(side, read);
  else readWhenEvaluated(node2, read);
}
function readWhenEvaluated(node2, read) {
  const args = node2.args;
  const field2 = hasSelect(node2);
  if (field2) {
    const [receiver] = field2.args;
    if (isNode4(receiver)) readWhenEvaluated(receiver, read);
    return;
  }
  if (node2.op === ".") return addSelect(node2, read);
  if (COMPARISONS.has(node2.op)) for (const side of sides(node2)) readWhenEvaluated(side, read);
  else if (node2.op === "rcall" && Array.isArray(args) && isNode4(args[1])) readWhenEvaluated(args[1], read);
}
function addSelect(node2, read) {
  for (let n = node2; isNode4(n) && n.op === "." && Array.isArray(n.args); n = n.args[0])
    read.add(readKey(n));
}
function isUnchanged(node2) {
  const [left, right] = node2.op === "==" ? sides(node2) : [];
  if (!left || !right) return false;
  const names3 = [left.args, right.args].sort();
  return left.op === "id" && right.op === "id" && names3[0] === "oldSelf" && names3[1] === "self";
}
function alwaysTrue(node2, known) {
  const [left, right] = sides(node2);
  switch (node2.op) {
    case "&&":
      return left !== void 0 && right !== void 0 && alwaysTrue(left, known) && alwaysTrue(right, known);
    case "||": {
      if (!left || !right) return false;
      if (alwaysTrue(left, known) || alwaysTrue(right, known)) return true;
      const guarded = (guard, rest) => {
        const unset = notHasField(guard);
        return unset !== void 0 && alwaysTrue(rest, /* @__PURE__ */ new Set([...known, fieldKey(unset)]));
      };
      return guarded(left, right) || guarded(right, left);
    }
    case "==":
      return left !== void 0 && right !== void 0 && sameTree(asSelf(left), asSelf(right)) && cannotFail(left, known);
    case "call": {
      const field2 = hasSelect(node2);
      return field2 !== void 0 && known.has(fieldKey(field2));
    }
    default:
      return false;
  }
}
function notHasField(node2) {
  return node2.op === "!_" && isNode4(node2.args) ? hasSelect(node2.args) : void 0;
}
function cannotFail(node2, known) {
  if (node2.op === "id") return node2.args === "self" || node2.args === "oldSelf";
  const field2 = hasSelect(node2);
  if (field2 !== void 0) {
    const [receiver2] = field2.args;
    return isNode4(receiver2) && cannotFail(receiver2, known);
  }
  if (node2.op !== "." || !Array.isArray(node2.args)) return false;
  const [receiver] = node2.args;
  return isNode4(receiver) && cannotFail(receiver, known) && known.has(fieldKey(node2));
}
var fieldKey = (select) => JSON.stringify(stripped(asSelf(select)), (_, v) => typeof v === "bigint" ? `${v}n` : v);
function asSelf(node2) {
  if (Array.isArray(node2)) return node2.map(asSelf);
  if (!isNode4(node2)) return node2;
  if (node2.op === "id" && node2.args === "oldSelf") return { op: "id", args: "self" };
  return { op: node2.op, args: asSelf(node2.args) };
}
function stripped(node2) {
  if (Array.isArray(node2)) return node2.map(stripped);
  return isNode4(node2) ? { op: node2.op, args: stripped(node2.args) } : node2;
}
function sides(node2) {
  const args = node2.args;
  return Array.isArray(args) && args.length === 2 && args.every(isNode4) ? args : [];
}
function sameTree(a, b) {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameTree(x, b[i]));
  if (isNode4(a)) return isNode4(b) && a.op === b.op && sameTree(a.args, b.args);
  return false;
}

// src/rules/compat/presence-implication.ts
var MAX_FIELDS = 6;
function isImpliedByPresence(base, head) {
  const fields = /* @__PURE__ */ new Set();
  if (!readsOnlyPresence(base.ast, fields) || !readsOnlyPresence(head.ast, fields) || fields.size > MAX_FIELDS)
    return false;
  const names3 = [...fields];
  const baseHolds = holds2(base.text);
  const headHolds = holds2(head.text);
  for (let mask2 = 0; mask2 < 1 << names3.length; mask2++) {
    const self = Object.fromEntries(names3.filter((_, i) => mask2 >> i & 1).map((name) => [name, true]));
    const b = baseHolds(self);
    if (b === void 0 || b && headHolds(self) !== true) return false;
  }
  return true;
}
function holds2(text) {
  const { parse: parse3 } = celJs();
  let run;
  try {
    run = parse3(text);
  } catch {
    return () => void 0;
  }
  return (self) => {
    try {
      const value2 = run({ self });
      return typeof value2 === "boolean" ? value2 : void 0;
    } catch {
      return void 0;
    }
  };
}
function readsOnlyPresence(node2, fields) {
  if (Array.isArray(node2)) return node2.every((x) => readsOnlyPresence(x, fields));
  if (!isNode4(node2)) return true;
  if (node2.op === "id") return node2.args !== "self" && node2.args !== "oldSelf";
  const field2 = hasOfSelfField(node2);
  if (field2 !== void 0) {
    fields.add(field2);
    return true;
  }
  return readsOnlyPresence(node2.args, fields);
}
function hasOfSelfField(node2) {
  const has = hasOfIdentifier(node2);
  return has?.name === "self" ? has.field : void 0;
}

// src/rules/compat/integer-type-limit.ts
var INT32_MAX = 2 ** 31 - 1;
var INT32_MIN = -(2 ** 31);
var UINT32_MAX = 2 ** 32 - 1;
var WIDE_MAXIMA = [Number(2n ** 63n - 1n), Number(2n ** 64n - 1n)];
var WIDE_MINIMA = [Number(-(2n ** 63n))];
var LIMITS2 = {
  int32: { maximum: /* @__PURE__ */ new Set([INT32_MAX, UINT32_MAX, ...WIDE_MAXIMA]), minimum: /* @__PURE__ */ new Set([INT32_MIN, ...WIDE_MINIMA]) },
  int64: { maximum: new Set(WIDE_MAXIMA), minimum: new Set(WIDE_MINIMA) },
  none: { maximum: /* @__PURE__ */ new Set([UINT32_MAX, ...WIDE_MAXIMA]), minimum: new Set(WIDE_MINIMA) }
};
function isIntegerTypeLimit(key3, value2, format) {
  const limits = format === "int32" ? LIMITS2.int32 : format === "int64" ? LIMITS2.int64 : LIMITS2.none;
  return limits[key3].has(value2);
}

// src/rules/compat/junctors-without-new-fields.ts
var JUNCTORS = ["allOf", "anyOf", "oneOf", "not"];
function junctorWithoutNewFields(key3, value2, absent) {
  if (absent.size === 0) return value2;
  if (key3 === "not") {
    const inner = schemaWithoutNewFields(value2, absent);
    return isRecord(inner) && Object.keys(inner).length === 0 ? value2 : inner;
  }
  if (!Array.isArray(value2)) return value2;
  const branches = value2.map((branch) => schemaWithoutNewFields(branch, absent));
  if (key3 === "allOf") {
    const kept = branches.filter((branch) => !isAlwaysTrue(branch));
    return kept.length === 0 ? void 0 : kept;
  }
  const possible = branches.filter((branch) => !requiresAbsentField(branch, absent));
  if (key3 === "anyOf" && possible.some(isAlwaysTrue)) return void 0;
  if (key3 === "oneOf" && possible.length === 1 && isAlwaysTrue(possible[0])) return void 0;
  return possible;
}
function schemaWithoutNewFields(schema4, absent) {
  if (!isRecord(schema4)) return schema4;
  let out;
  for (const key3 of JUNCTORS) {
    if (!(key3 in schema4)) continue;
    const rewritten = junctorWithoutNewFields(key3, schema4[key3], absent);
    if (rewritten === schema4[key3]) continue;
    out ??= { ...schema4 };
    if (rewritten === void 0) delete out[key3];
    else out[key3] = rewritten;
  }
  return out ?? schema4;
}
function isAlwaysTrue(schema4) {
  if (!isRecord(schema4)) return false;
  const keys = Object.keys(schema4).filter((k) => k !== "description");
  if (keys.length === 0) return true;
  if (keys.length !== 1 || keys[0] !== "not" || !isRecord(schema4.not)) return false;
  const inner = schema4.not;
  const innerKeys = Object.keys(inner).filter((k) => k !== "description");
  return innerKeys.length === 1 && innerKeys[0] === "anyOf" && Array.isArray(inner.anyOf) && inner.anyOf.length === 0;
}
function requiresAbsentField(branch, absent) {
  if (!isRecord(branch) || !Array.isArray(branch.required)) return false;
  if (Object.keys(branch).some((k) => k !== "required" && k !== "description")) return false;
  return branch.required.some((name) => typeof name === "string" && absent.has(name));
}
var isRecord = (x) => typeof x === "object" && x !== null && !Array.isArray(x);

// src/rules/compat/json-equality.ts
function sameJson(a, b) {
  return jsonKey(a ?? null) === jsonKey(b ?? null);
}
function jsonKey(value2) {
  if (value2 === void 0 || value2 === null) return "null";
  if (Array.isArray(value2)) return `[${value2.map(jsonKey).join(",")}]`;
  if (value2 instanceof Date) return JSON.stringify(value2.toISOString());
  if (typeof value2 === "object") {
    const o = value2;
    return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${jsonKey(o[k])}`).join(",")}}`;
  }
  return JSON.stringify(value2) ?? "null";
}
var asJson = (value2) => value2 === void 0 ? null : value2;

// src/rules/crd/schema/recognized-formats.ts
var RECOGNIZED = /* @__PURE__ */ new Set([
  "bsonobjectid",
  "uri",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "cidr",
  "mac",
  "uuid",
  "uuid3",
  "uuid4",
  "uuid5",
  "isbn",
  "isbn10",
  "isbn13",
  "creditcard",
  "ssn",
  "hexcolor",
  "rgbcolor",
  "byte",
  "password",
  "date",
  "duration",
  "datetime",
  // since 1.34
  "k8sshortname",
  "k8slongname"
]);
function unrecognizedFormat(type, format) {
  if (format === "" || type !== "string") return void 0;
  return RECOGNIZED.has(format.replaceAll("-", "")) ? void 0 : format;
}
var isRecognizedFormat = (format) => RECOGNIZED.has(format.replaceAll("-", ""));

// src/rules/compat/compare-schemas.ts
function compareSchemas(base, head, headPath, options = {}) {
  const out = [];
  const emit = options.only ? (d) => void (options.only?.has(d.ruleId) && out.push(d)) : (d) => void out.push(d);
  compareNode(base, head, headPath, ROOT_PROPERTY, void 0, options, emit);
  return out;
}
function compareNode(base, head, path, property, unit, options, report3) {
  if (admitsNoValue(base)) return;
  const emit = unit === void 0 ? report3 : (d) => report3({ ...d, ratchetUnit: unit });
  const types = compareTypes(base, head);
  if (types !== "same") {
    const d = {
      check: "type",
      property,
      base: typeName2(base),
      head: typeName2(head),
      path: head.has("type") ? path.child("type") : path
    };
    if (types === "changed") {
      emit({ ruleId: "compat/type-changed", ...d });
      return;
    }
    emit({ ruleId: "compat/type-widened", ...d });
  }
  const at = (key3) => head.has(key3) ? path.child(key3) : path;
  compareEnum(base, head, property, at("enum"), emit);
  compareRequired(base, head, path, property, emit);
  compareNullable(base, head, property, at("nullable"), options, emit);
  compareBounds(base, head, property, at, options, emit);
  compareValidations(base, head, path, property, options, emit);
  compareExtensions(base, head, property, at, emit);
  compareChildren(base, head, path, property, unit, options, report3);
}
function compareChildren(base, head, path, property, unit, options, report3) {
  const emit = unit === void 0 ? report3 : (d) => report3({ ...d, ratchetUnit: unit });
  const headProperties = head.properties;
  for (const [name, b] of base.properties) {
    const h = headProperties.get(name);
    const childPath2 = path.child("properties").key(name);
    const child = childProperty(property, name);
    if (h) compareNode(b, h, childPath2, child, unit, options, report3);
    else if (head.preserveUnknownFields !== true)
      emit({
        ruleId: "compat/field-removed",
        check: "field",
        property: child,
        base: b.raw,
        head: null,
        path: head.has("properties") ? path.child("properties") : path
      });
  }
  const bi = base.items;
  const hi = head.items;
  if (bi && hi)
    compareNode(
      bi,
      hi,
      path.child("items"),
      itemsProperty(property),
      unit ?? (head.listType === "map" ? void 0 : property),
      options,
      report3
    );
  const ba = base.additionalProperties;
  const ha = head.additionalProperties;
  if (ba instanceof SchemaNode && ha instanceof SchemaNode) {
    compareNode(
      ba,
      ha,
      path.child("additionalProperties"),
      additionalPropertiesProperty(property),
      unit,
      options,
      report3
    );
  } else if ((ba instanceof SchemaNode || ba === true) && (ha === void 0 || ha === false) && head.preserveUnknownFields !== true) {
    const removedAt = head.has("additionalProperties") ? path.child("additionalProperties") : path;
    emit({
      ruleId: "compat/field-removed",
      check: "field",
      property: additionalPropertiesProperty(property),
      base: ba instanceof SchemaNode ? ba.raw : ba,
      head: asJson(head.raw.additionalProperties),
      path: removedAt
    });
  }
}
var ALL = ["object", "array", "string", "integer", "fraction", "boolean"];
function acceptedKinds(node2) {
  const type = node2.type;
  if (type === "number") return /* @__PURE__ */ new Set(["integer", "fraction"]);
  if (type === "object" || type === "array" || type === "string" || type === "integer" || type === "boolean")
    return /* @__PURE__ */ new Set([type]);
  if (type !== "") return /* @__PURE__ */ new Set();
  if (node2.intOrString) return /* @__PURE__ */ new Set(["integer", "string"]);
  return new Set(ALL);
}
function admitsNoValue(node2) {
  const values = node2.enum;
  if (values === void 0 || values.length === 0) return false;
  const kinds = acceptedKinds(node2);
  return !values.some((v) => jsonKinds(v).some((k) => kinds.has(k)));
}
function jsonKinds(value2) {
  if (typeof value2 === "string") return ["string"];
  if (typeof value2 === "boolean") return ["boolean"];
  if (typeof value2 === "number" || typeof value2 === "bigint") return ["integer", "fraction"];
  if (Array.isArray(value2)) return ["array"];
  if (value2 !== null && typeof value2 === "object") return ["object"];
  return [];
}
function compareTypes(base, head) {
  if (typeName2(base) === typeName2(head)) return "same";
  const b = acceptedKinds(base);
  const h = acceptedKinds(head);
  const bInH = [...b].every((k) => h.has(k));
  const hInB = [...h].every((k) => b.has(k));
  if (bInH && hInB) return "same";
  return bInH ? "widened" : "changed";
}
function typeName2(node2) {
  if (node2.type !== "") return node2.type;
  return node2.intOrString ? "int-or-string" : null;
}
function compareEnum(base, head, property, path, emit) {
  const b = base.enum;
  const h = head.enum;
  if (b === void 0 && h === void 0) return;
  const d = { check: "enum", property, base: asJson(b), head: asJson(h), path };
  if (b === void 0) return emit({ ruleId: "compat/enum-narrowed", ...d });
  if (h === void 0) return emit({ ruleId: "compat/enum-widened", ...d });
  const hk = new Set(h.map(jsonKey));
  const bk = new Set(b.map(jsonKey));
  if (b.some((v) => !hk.has(jsonKey(v)))) emit({ ruleId: "compat/enum-narrowed", ...d });
  else if (h.some((v) => !bk.has(jsonKey(v)))) emit({ ruleId: "compat/enum-widened", ...d });
}
function compareRequired(base, head, path, property, emit) {
  const was = new Set(base.required);
  const seen = /* @__PURE__ */ new Set();
  head.required.forEach((name, k) => {
    if (was.has(name) || seen.has(name)) return;
    seen.add(name);
    if (head.properties.get(name)?.hasDefault) return;
    emit({
      ruleId: "compat/required-added",
      check: "required",
      property: childProperty(property, name),
      base: asJson(base.raw.required),
      head: asJson(head.raw.required),
      path: path.child("required").index(k)
    });
  });
}
function compareNullable(base, head, property, path, options, emit) {
  if (base.nullable === head.nullable) return;
  const d = {
    ruleId: "compat/nullable-changed",
    check: "nullable",
    property,
    base: asJson(base.raw.nullable),
    head: asJson(head.raw.nullable),
    path
  };
  if (base.nullable) emit(d);
  else if (options.nullableAddition !== "Allow") emit({ ...d, severity: "warning" });
}
var MAXIMA = ["maxLength", "maxItems", "maxProperties"];
var MINIMA = ["minLength", "minItems", "minProperties"];
function compareBounds(base, head, property, at, options, emit) {
  const allowed = base.enum;
  const tightened = (check7, b, h) => {
    if (allowed && allowed.length > 0 && enumSatisfies(check7, head, allowed, options.patternMatches)) return;
    emit({ ruleId: "compat/validation-tightened", check: check7, property, base: asJson(b), head: asJson(h), path: at(check7) });
  };
  const bound2 = (key3, kind, zeroIsNothing) => {
    const b = base[key3];
    const h = head[key3];
    if (h === void 0) return;
    if (b === void 0 && (key3 === "maximum" || key3 === "minimum") && head.type === "integer" && isIntegerTypeLimit(key3, h, head.format))
      return;
    if (b === void 0 ? !(zeroIsNothing && h <= 0) : kind === "max" ? h < b : h > b) tightened(key3, b, h);
  };
  bound2("maximum", "max", false);
  if (head.exclusiveMaximum && !base.exclusiveMaximum && base.maximum !== void 0 && base.maximum === head.maximum)
    tightened("exclusiveMaximum", base.raw.exclusiveMaximum, true);
  bound2("minimum", "min", false);
  if (head.exclusiveMinimum && !base.exclusiveMinimum && base.minimum !== void 0 && base.minimum === head.minimum)
    tightened("exclusiveMinimum", base.raw.exclusiveMinimum, true);
  for (const key3 of MAXIMA) bound2(key3, "max", false);
  for (const key3 of MINIMA) bound2(key3, "min", true);
  const bm = base.multipleOf;
  const hm = head.multipleOf;
  if (hm !== void 0 && (bm === void 0 || !Number.isInteger(bm / hm))) tightened("multipleOf", bm, hm);
  const bp = base.pattern;
  const hp = head.pattern;
  if (hp !== "" && hp !== bp && !(bp !== "" && options.patternAdmitsAllOf?.(bp, hp) === true))
    tightened("pattern", base.raw.pattern, hp);
  else if (hp === "" && bp !== "" && options.patternRemoval === "Disallow") tightened("pattern", bp, head.raw.pattern);
  const hf = head.format.replaceAll("-", "");
  if (head.type === "string" && hf !== "" && hf !== base.format.replaceAll("-", "") && isRecognizedFormat(hf))
    tightened("format", base.raw.format, head.format);
  const absent = fieldsOldObjectsLack(base, head, property);
  for (const key3 of ["allOf", "anyOf", "oneOf", "not"]) {
    const h = head.raw[key3];
    if (h === void 0 || h === null || Array.isArray(h) && h.length === 0) continue;
    if (key3 === "anyOf" && isIntOrStringSpelling(head)) continue;
    if (sameJson(base.raw[key3], h)) continue;
    const written = base.raw[key3];
    const seen = junctorWithoutNewFields(key3, h, absent);
    if (seen === void 0 || sameJson(Array.isArray(written) && written.length === 0 ? void 0 : written, seen))
      continue;
    tightened(key3, base.raw[key3], h);
  }
}
function fieldsOldObjectsLack(base, head, property) {
  if (base.preserveUnknownFields === true) return /* @__PURE__ */ new Set();
  const before = base.properties;
  const kept = property === ROOT_PROPERTY || base.embeddedResource ? OBJECT_ROOT_FIELDS : /* @__PURE__ */ new Set();
  return new Set(
    [...head.properties].filter(([name, node2]) => !before.has(name) && !node2.hasDefault && !kept.has(name)).map(([name]) => name)
  );
}
var OBJECT_ROOT_FIELDS = /* @__PURE__ */ new Set(["apiVersion", "kind", "metadata"]);
function isIntOrStringSpelling(node2) {
  const branches = node2.anyOf;
  return node2.intOrString && Array.isArray(node2.raw.anyOf) && branches.length === node2.raw.anyOf.length && branches.every((b) => Object.keys(b.raw).length === 1 && (b.type === "integer" || b.type === "string"));
}
function compareValidations(base, head, path, property, options, emit) {
  if (head.validations.length === 0) return;
  const baseRules = base.validations.flatMap(
    ({ rule }) => typeof rule.rule === "string" ? [{ text: rule.rule.trim(), optionalOldSelf: rule.optionalOldSelf === true }] : []
  );
  const reported = /* @__PURE__ */ new Set();
  for (const { index, rule } of head.validations) {
    if (typeof rule.rule !== "string") continue;
    const text = rule.rule.trim();
    if (reported.has(text)) continue;
    const known = baseRules.some((b) => b.text === text && (rule.optionalOldSelf === true || !b.optionalOldSelf));
    if (known || holdsForOldObjects(text, base, head, property, options) || relaxesABaseRule(text, rule.optionalOldSelf === true, baseRules, options))
      continue;
    reported.add(text);
    emit({
      ruleId: "compat/cel-rule-added-or-changed",
      check: "x-kubernetes-validations",
      property,
      base: baseRules.map((b) => b.text),
      head: text,
      path: path.child("x-kubernetes-validations").index(index).child("rule"),
      rule: text,
      transition: /\boldSelf\b/.test(text)
      // the message's wording only
    });
  }
}
function holdsForOldObjects(text, base, head, property, options) {
  if (!options.celAst) return false;
  const added = fieldsOldObjectsLack(base, head, property);
  const addedInItems = base.items && head.items ? fieldsOldObjectsLack(base.items, head.items, itemsProperty(property)) : /* @__PURE__ */ new Set();
  if (added.size === 0 && addedInItems.size === 0 && !gainsEnumValues(base, head)) return false;
  const ast = options.celAst(text);
  return ast !== void 0 && holdsWithoutFields(
    ast,
    { absent: added, present: fieldsOldObjectsHave(base), values: enumValuesOldObjectsHold(base) },
    addedInItems
  );
}
function fieldsOldObjectsHave(base) {
  const required2 = new Set(Array.isArray(base.raw.required) ? base.raw.required : []);
  return new Set(
    [...base.properties].filter(([name, node2]) => (required2.has(name) || node2.hasDefault) && !node2.nullable).map(([name]) => name)
  );
}
function gainsEnumValues(base, head) {
  return [...head.properties].some(([name, node2]) => {
    const before = base.properties.get(name)?.enum;
    return before !== void 0 && node2.enum !== void 0 && node2.enum.some((v) => !before.some((b) => sameJson(b, v)));
  });
}
function enumValuesOldObjectsHold(base) {
  const required2 = new Set(Array.isArray(base.raw.required) ? base.raw.required : []);
  const out = /* @__PURE__ */ new Map();
  for (const [name, node2] of base.properties) {
    const values = node2.enum;
    if (!(required2.has(name) || node2.hasDefault) || values === void 0 || !values.every((v) => typeof v === "string"))
      continue;
    out.set(name, new Set(values));
  }
  return out;
}
function relaxesABaseRule(text, optionalOldSelf, baseRules, options) {
  if (!options.celAst) return false;
  const ast = options.celAst(text);
  if (ast === void 0) return false;
  const isTransition = readsOldSelf(ast);
  const headOnCreate = !isTransition || optionalOldSelf;
  return baseRules.some((b) => {
    const baseAst = options.celAst?.(b.text);
    if (baseAst === void 0) return false;
    const baseIsTransition = readsOldSelf(baseAst);
    if (headOnCreate && baseIsTransition && !b.optionalOldSelf) return false;
    if (baseIsTransition && (!isTransition || b.optionalOldSelf !== optionalOldSelf)) return false;
    return isImpliedBy(baseAst, ast) || isImpliedByPresence({ text: b.text, ast: baseAst }, { text, ast });
  });
}
var readsOldSelf = (ast) => astNodes(ast).some((n) => n.op === "id" && n.args === "oldSelf");
function compareExtensions(base, head, property, at, emit) {
  const change = (ruleId, key3, check7 = key3) => emit({
    ruleId,
    check: check7,
    property,
    base: asJson(base.raw[key3] ?? void 0),
    head: asJson(head.raw[key3] ?? void 0),
    path: at(key3)
  });
  if (!sameJson(base.default, head.default)) change("compat/default-changed", "default");
  if ((base.listType ?? "atomic") !== (head.listType ?? "atomic"))
    change("compat/list-type-changed", "x-kubernetes-list-type");
  if (!sameSet(base.listMapKeys, head.listMapKeys)) change("compat/list-type-changed", "x-kubernetes-list-map-keys");
  if ((base.mapType ?? "granular") !== (head.mapType ?? "granular"))
    change("compat/list-type-changed", "x-kubernetes-map-type");
  if (base.preserveUnknownFields === true && head.preserveUnknownFields !== true)
    change("compat/preserve-unknown-fields-changed", "x-kubernetes-preserve-unknown-fields");
  if (base.description !== head.description) change("compat/description-changed", "description");
}
function sameSet(a, b) {
  const sa = new Set(a);
  const sb = new Set(b);
  return sa.size === sb.size && [...sa].every((x) => sb.has(x));
}

// src/rules/compat/compare-crds.ts
var SPEC = FieldPath.of("spec");
var versionPath = (i) => SPEC.child("versions").index(i);
function compareCrds(base, head, options = {}) {
  const out = [];
  if (isScope(base.scope) && isScope(head.scope) && base.scope !== head.scope) {
    out.push({
      ruleId: "compat/scope-changed",
      version: "",
      property: "",
      check: "scope",
      base: base.scope,
      head: head.scope,
      path: SPEC.child("scope")
    });
  }
  for (const b of base.versions) {
    if (versionNamed(base, b.name) !== b) continue;
    const h = versionNamed(head, b.name);
    if (!h) {
      if (b.served && !base.storedVersions.has(b.name)) {
        out.push({
          ruleId: "compat/version-removed",
          version: b.name,
          property: "",
          check: "version",
          base: b.name,
          head: null,
          path: SPEC.child("versions")
        });
      }
      continue;
    }
    if (b.served && !h.served) {
      out.push({
        ruleId: "compat/version-unserved",
        version: b.name,
        property: "",
        check: "served",
        base: true,
        head: h.hasServed ? false : null,
        path: h.hasServed ? versionPath(h.index).child("served") : versionPath(h.index)
      });
    }
    if (!b.served && !b.storage) continue;
    for (const check7 of ["status", "scale"]) {
      const was = b.subresources?.[check7];
      const now = h.subresources?.[check7];
      if (was !== void 0 && was !== null && (now === void 0 || now === null)) {
        out.push({
          ruleId: "compat/subresource-removed",
          version: b.name,
          property: "",
          check: check7,
          base: was,
          head: null,
          path: h.subresources ? versionPath(h.index).child("subresources") : versionPath(h.index)
        });
      }
    }
    if (b.schema && h.schema) {
      const root = versionPath(h.index).child("schema", "openAPIV3Schema");
      for (const d of compareSchemas(new SchemaNode(b.schema), new SchemaNode(h.schema), root, options))
        out.push({ ...d, version: b.name });
    }
  }
  const bs = base.versions.find((v) => v.storage);
  const hs = head.versions.find((v) => v.storage);
  if (bs && hs && bs.name !== hs.name) {
    out.push({
      ruleId: "compat/storage-version-changed",
      version: hs.name,
      property: "",
      check: "storage",
      base: bs.name,
      head: hs.name,
      path: versionPath(hs.index).child("storage")
    });
  }
  return out;
}
var isScope = (s) => s === "Namespaced" || s === "Cluster";

// src/rules/compat/pattern-inclusion.ts
var OP = {
  ALT: 1,
  ALT_MATCH: 2,
  CAPTURE: 3,
  EMPTY_WIDTH: 4,
  FAIL: 5,
  MATCH: 6,
  NOP: 7,
  RUNE: 8,
  RUNE1: 9,
  RUNE_ANY: 10,
  RUNE_ANY_NOT_NL: 11
};
var BEGIN_TEXT = 4;
var END_TEXT = 8;
var FOLD_CASE = 1;
var MAX_RUNE = 1114111;
var WORK_LIMIT = 1e5;
var Undecided = class extends Error {
};
var compileHere = (pattern) => {
  const { RE2JS } = re2js();
  try {
    return RE2JS.compile(pattern);
  } catch {
    return void 0;
  }
};
function patternAdmitsAllOf(base, head, compile = compileHere) {
  if (base === head) return true;
  const b = program(compile(base));
  const h = program(compile(head));
  if (!b || !h) return void 0;
  try {
    return !findOnlyBaseMatches(b, h);
  } catch (error) {
    if (error instanceof Undecided) return void 0;
    throw error;
  }
}
function program(compiled) {
  const prog = compiled?.re2Input?.prog;
  if (!prog || !Array.isArray(prog.inst)) return void 0;
  for (const inst of prog.inst) {
    if (inst.op === OP.EMPTY_WIDTH && (inst.arg & ~(BEGIN_TEXT | END_TEXT)) !== 0) return void 0;
    if (inst.op === OP.RUNE && inst.runes.length === 1 && (inst.arg & FOLD_CASE) !== 0) return void 0;
    if (inst.op > OP.RUNE_ANY_NOT_NL) return void 0;
  }
  return prog;
}
function instAt(prog, pc) {
  const inst = prog.inst[pc];
  if (inst === void 0) throw new Undecided();
  return inst;
}
function closure(prog, pcs, atBegin, budget) {
  budget.work += prog.inst.length >> 4;
  if (budget.work > WORK_LIMIT) throw new Undecided();
  const seen = new Uint8Array(prog.inst.length);
  const kept = [];
  const stack = [...pcs];
  while (stack.length > 0) {
    const pc = stack.pop();
    if (seen[pc] === 1) continue;
    seen[pc] = 1;
    budget.work++;
    const inst = instAt(prog, pc);
    switch (inst.op) {
      case OP.MATCH:
        return "matched";
      case OP.FAIL:
        break;
      case OP.ALT:
      case OP.ALT_MATCH:
        stack.push(inst.arg, inst.out);
        break;
      case OP.CAPTURE:
      case OP.NOP:
        stack.push(inst.out);
        break;
      case OP.EMPTY_WIDTH:
        if ((inst.arg & BEGIN_TEXT) !== 0 && !atBegin) break;
        if ((inst.arg & END_TEXT) !== 0)
          kept.push(pc);
        else stack.push(inst.out);
        break;
      default:
        kept.push(pc);
    }
  }
  kept.sort((x, y) => x - y);
  return { pcs: kept, atBegin, key: `${atBegin ? "B" : ""}${kept.join(",")}` };
}
function acceptsAtEnd(prog, state) {
  if (state === "matched") return true;
  const stack = [];
  for (const pc of state.pcs) if (instAt(prog, pc).op === OP.EMPTY_WIDTH) stack.push(instAt(prog, pc).out);
  const seen = /* @__PURE__ */ new Set();
  while (stack.length > 0) {
    const pc = stack.pop();
    if (seen.has(pc)) continue;
    seen.add(pc);
    const inst = instAt(prog, pc);
    if (inst.op === OP.MATCH) return true;
    if (inst.op === OP.ALT || inst.op === OP.ALT_MATCH) stack.push(inst.arg, inst.out);
    else if (inst.op === OP.CAPTURE || inst.op === OP.NOP) stack.push(inst.out);
    else if (inst.op === OP.EMPTY_WIDTH && ((inst.arg & BEGIN_TEXT) === 0 || state.atBegin)) stack.push(inst.out);
  }
  return false;
}
function consumes(inst, rune) {
  switch (inst.op) {
    case OP.RUNE_ANY:
      return true;
    case OP.RUNE_ANY_NOT_NL:
      return rune !== 10;
    case OP.RUNE1:
      return inst.runes[0] === rune;
    case OP.RUNE:
      return inst.matchRune(rune);
    default:
      return false;
  }
}
function step(prog, state, rune, budget) {
  if (state === "matched") return state;
  const next = [];
  for (const pc of state.pcs) if (consumes(instAt(prog, pc), rune)) next.push(instAt(prog, pc).out);
  next.push(prog.start);
  return closure(prog, next, false, budget);
}
function runeClasses(progs) {
  const cuts = /* @__PURE__ */ new Set([0]);
  const cut = (r) => {
    if (r <= MAX_RUNE) cuts.add(r);
  };
  const matchers = /* @__PURE__ */ new Map();
  for (const prog of progs) {
    for (const inst of prog.inst) {
      if (inst.op < OP.RUNE) continue;
      const runes3 = inst.op === OP.RUNE_ANY_NOT_NL ? [10, 10] : inst.op === OP.RUNE1 ? [inst.runes[0] ?? 0, inst.runes[0] ?? 0] : Array.from(inst.runes);
      for (let i = 0; i + 1 < runes3.length; i += 2) {
        cut(runes3[i] ?? 0);
        cut((runes3[i + 1] ?? 0) + 1);
      }
      matchers.set(`${inst.op}:${runes3.join(",")}`, inst);
    }
  }
  const byBehaviour = /* @__PURE__ */ new Map();
  for (const rune of [...cuts].sort((x, y) => x - y)) {
    let behaviour = "";
    for (const inst of matchers.values()) behaviour += consumes(inst, rune) ? "1" : "0";
    if (!byBehaviour.has(behaviour)) byBehaviour.set(behaviour, rune);
  }
  return [...byBehaviour.values()];
}
var key = (s) => s === "matched" ? "M" : s.key;
function findOnlyBaseMatches(base, head) {
  const classes = runeClasses([base, head]);
  const budget = { work: 0 };
  const first = [closure(base, [base.start], true, budget), closure(head, [head.start], true, budget)];
  const queue = [first];
  const seen = /* @__PURE__ */ new Set([`${key(first[0])}|${key(first[1])}`]);
  for (const [b, h] of queue) {
    if (h === "matched") continue;
    if (acceptsAtEnd(base, b) && !acceptsAtEnd(head, h)) return true;
    for (const rune of classes) {
      const pair2 = [step(base, b, rune, budget), step(head, h, rune, budget)];
      const k = `${key(pair2[0])}|${key(pair2[1])}`;
      if (!seen.has(k)) {
        seen.add(k);
        queue.push(pair2);
      }
    }
  }
  return false;
}

// src/rules/compat/compat-report.ts
var COMPARED = { name: "compat differences", create: () => /* @__PURE__ */ new WeakMap() };
function differencesOf(ctx, ruleId) {
  if (!ctx.base) return [];
  const memo = ctx.cache.get(COMPARED);
  return ctx.head.crds().flatMap((object2) => {
    const stored = ctx.baseOf(object2);
    if (!stored) return [];
    let compared = memo.get(object2);
    if (compared?.base !== stored) {
      const head = compatCrd(object2);
      const base = compatCrd(stored);
      const byRule = /* @__PURE__ */ new Map();
      for (const d of head && base ? compareCrds(base, head, compareOptions(ctx)) : []) {
        let list2 = byRule.get(d.ruleId);
        if (!list2) byRule.set(d.ruleId, list2 = []);
        list2.push(d);
      }
      compared = { base: stored, byRule };
      memo.set(object2, compared);
    }
    return (compared.byRule.get(ruleId) ?? []).map((difference) => ({ crd: object2, difference }));
  });
}
function compareOptions(ctx) {
  const compiler = ctx.cache.get(CEL_COMPILER);
  const patterns = ctx.cache.get(COMPILED_PATTERNS);
  return {
    ...ctx.config.compat ?? DEFAULT_COMPAT_CONFIG,
    celAst: (expression) => compiler.ast(expression),
    patternMatches: (pattern, value2) => patterns.problem(pattern) === void 0 ? patterns.matches(pattern, value2) : void 0,
    patternAdmitsAllOf: (base, head) => patternAdmitsAllOf(base, head, (pattern) => patterns.program(pattern))
  };
}
function compatReports(ctx, ruleId, describe2) {
  return differencesOf(ctx, ruleId).map(({ crd, difference: d }) => {
    const { messageId, data } = describe2(d, crd);
    const rule = "rule" in d ? d.rule : void 0;
    const severity = "severity" in d ? d.severity : void 0;
    return {
      messageId,
      object: crd,
      path: d.path,
      data: {
        ...data,
        compat: { version: d.version, property: d.property, check: d.check, base: d.base, head: d.head }
      },
      identity: JSON.stringify([d.version, d.property, d.check]),
      ...rule === void 0 ? {} : { discriminator: rule },
      ...severity === void 0 ? {} : { severity }
    };
  });
}
function fieldName(property) {
  if (property === ROOT_PROPERTY) return "the schema root";
  return property.startsWith(`${ROOT_PROPERTY}.`) ? property.slice(2) : property.slice(1);
}
var unchangedName = (d) => fieldName(("ratchetUnit" in d ? d.ratchetUnit : void 0) ?? d.property);
var shown = (value2) => value2 === null || value2 === void 0 ? "none" : JSON.stringify(value2);
var typeText = (t) => t === null ? "any type" : shown(t);

// src/rules/compat/cel-rule-added-or-changed.ts
var celRuleAddedOrChanged = defineRule({
  id: "compat/cel-rule-added-or-changed",
  scope: "object",
  meta: {
    severity: "error",
    description: "a CEL validation rule (x-kubernetes-validations) was added to or changed on a field of a served CRD version",
    messages: {
      rule: "new validation rule on {{field}} in {{version}}: {{rule}}; stored objects that fail it stay readable and updates that leave {{unchanged}} unchanged pass (ratcheting), but creates (a GitOps re-apply, a restore) and updates that change {{unchanged}} must satisfy it; make sure every stored object and client does, or add the rule in a new version",
      transition: "new transition rule on {{field}} in {{version}}: {{rule}}; transition rules are never ratcheted, so every update that changes {{field}} must satisfy it from now on; make sure the clients that update it do, or add the rule in a new version"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/cel-rule-added-or-changed", (d) => ({
    messageId: "transition" in d && d.transition ? "transition" : "rule",
    data: { field: fieldName(d.property), unchanged: unchangedName(d), version: d.version, rule: shown(d.head) }
  }))
});

// src/parse/cst-positions.ts
var import_yaml3 = __toESM(require_dist(), 1);
var CstPositions = class _CstPositions {
  constructor(root, offset) {
    this.root = root;
    this.offset = offset;
  }
  root;
  offset;
  cleanEnd;
  /**
   * The entries of each mapping walked through, by key, indexed on the first walk through it, so
   * a walk into a mapping of thousands of keys costs one lookup a step, not a scan.
   */
  entries = /* @__PURE__ */ new WeakMap();
  /** The first document of text[start, end) of a file's text. */
  static parse(text, start, end) {
    for (const token of new import_yaml3.Parser().parse(text.slice(start, end))) {
      if (token.type === "document") return new _CstPositions(token.value, start);
    }
    return new _CstPositions(void 0, start);
  }
  /** Whether the document holds a value at all. */
  get hasValue() {
    return this.root !== void 0;
  }
  /**
   * Whether the parsed text ends at a clean boundary. What a cut splits is open at the very end
   * of the text, so only the chain of last entries needs a look: a flow collection there must be
   * closed (which closes everything inside it) and a quoted scalar terminated.
   */
  get endsCleanly() {
    this.cleanEnd ??= endsCleanly(this.root);
    return this.cleanEnd;
  }
  /**
   * The offsets in the file's text (`text`) of the value at `steps`: a scalar spans its value,
   * quotes included; a key or item that holds a mapping or sequence, its first line; an empty
   * value (`key:` with nothing after it) stands where its text would go. Undefined when the walk
   * reaches nothing to place.
   */
  range(text, steps) {
    const { node: node2, anchor, emptyAt } = walk(this.root, steps, this.entries);
    if (emptyAt !== void 0) return [this.offset + emptyAt, this.offset + emptyAt];
    const target = isScalarToken(node2) && anchor !== node2 ? node2 : anchor;
    if (!target) return void 0;
    const scalar = isScalarToken(target) ? resolveScalar(target) : null;
    const start = this.offset + (scalar ? scalar.range[0] : target.offset);
    const end = scalar ? this.offset + scalar.range[1] : firstLineEnd(text, start);
    return [start, Math.max(end, start)];
  }
};
function walk(root, steps, entries) {
  let node2 = root;
  let anchor;
  let emptyAt;
  for (const step2 of steps) {
    const item = node2 ? childItem(node2, step2, entries) : void 0;
    if (!item) return { node: node2, anchor, ...node2 || emptyAt === void 0 ? {} : { emptyAt } };
    if (item.key) anchor = isScalarToken(item.key) ? item.key : anchor;
    else anchor = item.value && (isScalarToken(item.value) || import_yaml3.CST.isCollection(item.value)) ? item.value : anchor;
    node2 = item.value;
    emptyAt = node2 ? void 0 : emptyValueOffset(item);
  }
  return { node: node2, anchor, ...emptyAt === void 0 ? {} : { emptyAt } };
}
function emptyValueOffset(item) {
  const before = item.sep ?? item.start;
  let i = before.length - 1;
  while (i >= 0 && ["space", "comment", "newline"].includes(before[i]?.type ?? "")) i--;
  const last = before[i];
  if (!last) return void 0;
  let offset = last.offset + last.source.length;
  for (let t = before[++i]; t?.type === "space"; t = before[++i]) offset += t.source.length;
  return offset;
}
function childItem(node2, step2, entries) {
  if (node2.type === "block-map" || node2.type === "flow-collection" && node2.start.source === "{") {
    return entriesOf(node2, entries).get(step2);
  }
  if ((node2.type === "block-seq" || node2.type === "flow-collection" && node2.start.source === "[") && /^\d+$/.test(step2)) {
    return node2.items[Number(step2)];
  }
  return void 0;
}
function entriesOf(node2, index) {
  let entries = index.get(node2);
  if (!entries) {
    const map = /* @__PURE__ */ new Map();
    for (const item of node2.items) {
      if (!isScalarToken(item.key)) continue;
      const key3 = keyOf(item.key);
      if (key3 !== void 0 && !map.has(key3)) map.set(key3, item);
    }
    index.set(node2, map);
    entries = map;
  }
  return entries;
}
function endsCleanly(root) {
  for (let node2 = root; node2; ) {
    if (isScalarToken(node2)) {
      let broken = false;
      resolveScalar(node2, () => broken = true);
      return !broken;
    }
    if (node2.type === "flow-collection")
      return node2.end.some((t) => t.type === "flow-map-end" || t.type === "flow-seq-end");
    if (node2.type !== "block-map" && node2.type !== "block-seq") return node2.type !== "error";
    const last = node2.items[node2.items.length - 1];
    node2 = last?.value ?? last?.key ?? void 0;
  }
  return true;
}
function keyOf(token) {
  const { value: value2 } = resolveScalar(token);
  return token.type === "scalar" ? plainKeyString(value2) : value2;
}
function resolveScalar(token, onError = () => void 0) {
  return import_yaml3.CST.resolveAsScalar(token, false, onError);
}
function isScalarToken(token) {
  return import_yaml3.CST.isScalar(token) && token.type !== "alias";
}
function firstLineEnd(text, offset) {
  const nl = text.indexOf("\n", offset);
  return nl === -1 ? text.length : nl;
}

// src/parse/event-positions.ts
var { DOCUMENT, SEQUENCE, MAPPING, SCALAR, POP } = EVENT_ID;
var NONE = -1;
var EventPositions = class {
  /**
   * `events` are those of text[offset, …) of a file's text `text` (js-yaml's offsets are in the
   * parsed piece); only the first document is read.
   */
  constructor(text, offset, events) {
    this.text = text;
    this.offset = offset;
    this.events = events;
    this.after = new Int32Array(events.length);
    const open = [];
    for (let i = 0; i < events.length; i++) {
      const type = events[i].type;
      if (type === DOCUMENT || type === SEQUENCE || type === MAPPING) open.push(i);
      else if (type === POP) this.after[open.pop() ?? 0] = i + 1;
      else this.after[i] = i + 1;
    }
    this.root = events[0]?.type === DOCUMENT && events[1] !== void 0 && events[1].type !== POP ? 1 : NONE;
  }
  text;
  offset;
  events;
  /** For each event that starts a node, the index of the event after that node. */
  after;
  root;
  /** Each mapping's entries by key and each sequence's items, indexed on the first walk through it. */
  children = /* @__PURE__ */ new Map();
  /** Where the value at `steps` stands, placed as CstPositions.range places it. */
  range(steps) {
    let node2 = this.root;
    let anchor = NONE;
    let emptyAt;
    for (const step2 of steps) {
      if (node2 === NONE) break;
      const child = this.child(node2, step2);
      if (child === "undecided") return child;
      if (child === void 0) break;
      const value2 = this.event(child.value);
      const isEmpty2 = value2.type === SCALAR && value2.valueStart === NONE;
      if (child.key !== NONE) anchor = child.key;
      else if (isEmpty2)
        return "undecided";
      else if (value2.type !== EVENT_ID.ALIAS) anchor = child.value;
      if (isEmpty2) {
        const at = this.emptyValueOffset(node2, child);
        if (at === void 0) return "undecided";
        node2 = NONE;
        emptyAt = at;
      } else {
        node2 = child.value;
        emptyAt = void 0;
      }
    }
    if (node2 === NONE && emptyAt !== void 0) return [emptyAt, emptyAt];
    const target = node2 !== NONE && this.event(node2).type === SCALAR ? node2 : anchor;
    if (target === NONE) return "nothing";
    const event = this.event(target);
    if (event.type === SCALAR) return this.scalarRange(event);
    return this.collectionRange(target);
  }
  event(i) {
    return this.events[i];
  }
  child(node2, step2) {
    const type = this.event(node2).type;
    if (type === MAPPING) {
      const entries = this.entriesOf(node2);
      return entries === "undecided" ? entries : entries.get(step2);
    }
    if (type === SEQUENCE && /^\d+$/.test(step2)) {
      const items = this.itemsOf(node2);
      return items === "undecided" ? items : items[Number(step2)];
    }
    return void 0;
  }
  /** A mapping's entries by key: a plain key as Kubernetes' reader resolves it, any other its text; the first of a repeated key. */
  entriesOf(mapping) {
    let entries = this.children.get(mapping);
    if (entries === void 0) {
      const map = /* @__PURE__ */ new Map();
      for (let k = mapping + 1; this.event(k).type !== POP; ) {
        const value2 = this.after[k];
        const key3 = this.event(k);
        if (key3.type === SCALAR && !(key3.valueStart === NONE && key3.style === SCALAR_STYLE.PLAIN)) {
          const raw = getScalarValue(this.text, this.inText(key3));
          const name = key3.style === SCALAR_STYLE.PLAIN ? plainKeyString(raw) : raw;
          if (name !== void 0 && !map.has(name)) map.set(name, { key: k, value: value2 });
        }
        k = this.after[value2];
      }
      entries = map;
      this.children.set(mapping, entries);
    }
    return entries;
  }
  itemsOf(sequence) {
    let items = this.children.get(sequence);
    if (items === void 0) {
      const list2 = [];
      const isFlow = this.event(sequence).style === COLLECTION_STYLE.FLOW;
      let undecided = false;
      for (let i = sequence + 1; this.event(i).type !== POP; i = this.after[i]) {
        const item = this.event(i);
        if (isFlow && item.type === MAPPING && this.text[this.offset + item.start] !== "{") undecided = true;
        list2.push({ key: NONE, value: i });
      }
      items = undecided ? "undecided" : list2;
      this.children.set(sequence, items);
    }
    return items;
  }
  /** A scalar event with its offsets in the file's text rather than in the parsed piece. */
  inText(event) {
    return this.offset === 0 ? event : { ...event, valueStart: event.valueStart + this.offset, valueEnd: event.valueEnd + this.offset };
  }
  /**
   * Where the syntax tree places an empty value: after its key's `:` and the spaces that follow
   * on its line. Only for a block mapping's key followed by spaces and `:`; flow mappings, tags,
   * anchors and explicit keys (`? k`) are left to the tree.
   */
  emptyValueOffset(mapping, child) {
    const map = this.event(mapping);
    const key3 = this.event(child.key);
    const value2 = this.event(child.value);
    if (map.style !== COLLECTION_STYLE.BLOCK || key3.type !== SCALAR || hasProperties(value2) || hasProperties(key3))
      return void 0;
    const keyRange = this.scalarRange(key3);
    if (keyRange === "undecided" || keyRange === "nothing") return void 0;
    const { text } = this;
    let at = keyRange[1];
    while (text[at] === " ") at++;
    if (text[at] !== ":") return void 0;
    at++;
    while (text[at] === " ") at++;
    return text[at] === "	" ? void 0 : at;
  }
  /** A scalar's range as the syntax tree gives it: the value, quotes included; a block scalar from its header. */
  scalarRange(event) {
    if (hasProperties(event) || event.valueStart === NONE) return "undecided";
    const { text } = this;
    const start = this.offset + event.valueStart;
    const end = this.offset + event.valueEnd;
    switch (event.style) {
      case SCALAR_STYLE.PLAIN:
        return [start, end];
      case SCALAR_STYLE.SINGLE_QUOTED:
      case SCALAR_STYLE.DOUBLE_QUOTED: {
        const quote = event.style === SCALAR_STYLE.SINGLE_QUOTED ? "'" : '"';
        return text[start - 1] === quote && text[end] === quote ? [start - 1, end + 1] : "undecided";
      }
      default:
        return "undecided";
    }
  }
  /** A sequence item that is a mapping or sequence: its first line, from where the tree starts it. */
  collectionRange(collection) {
    const event = this.event(collection);
    if (hasProperties(event)) return "undecided";
    const start = this.offset + event.start;
    const first = this.text[start];
    const isBlock = event.style === COLLECTION_STYLE.BLOCK;
    let placed;
    if (!isBlock) placed = first === (event.type === MAPPING ? "{" : "[");
    else if (event.type === SEQUENCE) placed = first === "-";
    else {
      const key3 = this.event(collection + 1);
      const keyRange = key3.type === SCALAR ? this.scalarRange(key3) : "undecided";
      placed = typeof keyRange !== "string" && keyRange[0] === start;
    }
    if (!placed) return "undecided";
    const nl = this.text.indexOf("\n", start);
    return [start, nl === -1 ? this.text.length : nl];
  }
};
function hasProperties(event) {
  return (event.anchorStart ?? NONE) !== NONE || (event.tagStart ?? NONE) !== NONE;
}

// src/parse/line-positions.ts
var OPAQUE = { kind: "opaque" };
var LinePositions = class _LinePositions {
  constructor(text, root) {
    this.text = text;
    this.root = root;
  }
  text;
  root;
  /** The document text[start, end) of a file's text, or undefined when a line is not one this reader knows. */
  static read(text, start, end) {
    const root = new LineReader(text, start, end).read();
    return root === void 0 ? void 0 : new _LinePositions(text, root);
  }
  /** Where the value at `steps` stands, placed as CstPositions.range places it. */
  range(steps) {
    let node2 = this.root;
    let anchor;
    let emptyAt;
    for (const step2 of steps) {
      if (node2 === void 0) break;
      if (node2.kind === "opaque") return "undecided";
      let entry;
      if (node2.kind === "map") {
        entry = node2.entries.get(step2);
        if (entry === void 0 && node2.hasUnnamedKeys) return "undecided";
      } else if (node2.kind === "seq" && /^\d+$/.test(step2)) entry = node2.items[Number(step2)];
      if (entry === void 0) break;
      if (entry.keyStart !== -1) anchor = entry;
      else if (entry.value === void 0 || entry.value.kind === "opaque") return "undecided";
      else anchor = entry.value;
      node2 = entry.value;
      emptyAt = entry.emptyAt;
    }
    if (node2 === void 0 && emptyAt !== void 0) return [emptyAt, emptyAt];
    if (node2?.kind === "opaque") return "undecided";
    const target = node2?.kind === "scalar" ? node2 : anchor;
    if (target === void 0) return "nothing";
    if ("kind" in target) {
      if (target.kind === "scalar") return [target.start, target.end];
      if (target.kind === "opaque") return "undecided";
      const nl = this.text.indexOf("\n", target.start);
      return [target.start, nl === -1 ? this.text.length : nl];
    }
    return [target.keyStart, target.keyEnd];
  }
};
var LineReader = class {
  constructor(text, start, end) {
    this.text = text;
    this.start = start;
    this.end = end;
  }
  text;
  start;
  end;
  stack = [];
  root;
  /** A key or `-` with nothing after it on its line: its value is on the lines below, or it has none. */
  pending;
  /** After a value, lines indented more than this column (and blank lines) belong to it. */
  skip;
  /**
   * The line continues() stopped at, read once: where it starts, ends, and its first character
   * that is not a space. The next line read is nearly always that one.
   */
  peekedAt = -1;
  peekedEnd = 0;
  peekedFirst = 0;
  read() {
    const { text, end } = this;
    if (text.charCodeAt(this.start) === 65279 || text.slice(this.start, end).includes("\r")) return void 0;
    let first = true;
    for (let at = this.start; at < end; ) {
      let lineEnd;
      let i;
      if (at === this.peekedAt) {
        lineEnd = this.peekedEnd;
        i = this.peekedFirst;
      } else {
        const nl = text.indexOf("\n", at);
        lineEnd = nl === -1 || nl >= end ? end : nl;
        i = at;
        while (i < lineEnd && text.charCodeAt(i) === 32) i++;
      }
      const indent = i - at;
      const ch = text[i];
      const next = lineEnd + 1;
      if (this.skip !== void 0) {
        if (i === lineEnd || indent > this.skip) {
          at = next;
          continue;
        }
        this.skip = void 0;
      }
      if (i === lineEnd || ch === "#") {
        at = next;
        continue;
      }
      if (ch === "	") return void 0;
      if (first && text.startsWith("---", i) && indent === 0) {
        first = false;
        if (/^---[ ]*(?:#.*)?$/.test(text.slice(i, lineEnd))) {
          at = next;
          continue;
        }
        return void 0;
      }
      first = false;
      const consumed = this.line(i, indent, lineEnd);
      if (consumed === void 0) return void 0;
      at = consumed;
    }
    this.closePending();
    return this.root;
  }
  /** One line of structure at text[i] (after `indent` spaces); returns where the next line starts. */
  line(i, indent, lineEnd) {
    const { text } = this;
    const isDash = text[i] === "-" && (i + 1 === lineEnd || text[i + 1] === " ");
    if (this.pending) {
      const { entry, indent: parent, isItem } = this.pending;
      this.pending = void 0;
      if (isDash && (indent > parent || indent === parent && !isItem)) {
        const seq = this.open({ kind: "seq", indent, start: i, items: [] }, entry);
        return this.item(seq, i, lineEnd);
      }
      if (indent > parent) {
        if (!isKeyLine(text, i, lineEnd)) {
          entry.value = OPAQUE;
          const q = text[i];
          if (q === '"' || q === "'") {
            const close = closingQuote(text, i, this.end);
            return close === void 0 ? void 0 : this.afterQuote(close, parent);
          }
          if ((q === "[" || q === "{") && !closesOnLine(text, i, lineEnd)) return void 0;
          this.skip = parent;
          return lineEnd + 1;
        }
        const map = this.open({ kind: "map", indent, start: i, entries: /* @__PURE__ */ new Map(), hasUnnamedKeys: false }, entry);
        return this.entry(map, i, lineEnd);
      }
      if (isItem) entry.value = OPAQUE;
    }
    let top = this.stack[this.stack.length - 1];
    while (top && (top.indent > indent || top.kind === "seq" && top.indent === indent && !isDash)) {
      this.stack.pop();
      top = this.stack[this.stack.length - 1];
    }
    if (!top) {
      if (this.root !== void 0 || indent !== 0) return void 0;
      if (isDash) return this.item(this.open({ kind: "seq", indent, start: i, items: [] }), i, lineEnd);
      if (!isKeyLine(text, i, lineEnd)) return void 0;
      return this.entry(
        this.open({ kind: "map", indent, start: i, entries: /* @__PURE__ */ new Map(), hasUnnamedKeys: false }),
        i,
        lineEnd
      );
    }
    if (top.indent !== indent) return void 0;
    if (top.kind === "seq") return isDash ? this.item(top, i, lineEnd) : void 0;
    return isDash ? void 0 : this.entry(top, i, lineEnd);
  }
  open(collection, holder) {
    if (holder) holder.value = collection;
    else this.root = collection;
    this.stack.push(collection);
    return collection;
  }
  /** `key: value` at text[i]; the map's indentation is i's column. */
  entry(map, i, lineEnd) {
    const { text } = this;
    let keyEnd;
    let name;
    const q = text[i];
    if (q === '"' || q === "'") {
      const close = closingQuote(text, i, lineEnd);
      if (close === void 0) return void 0;
      keyEnd = close + 1;
      const inner = text.slice(i + 1, close);
      name = (q === '"' ? inner.includes("\\") : inner.includes("''")) ? void 0 : inner;
    } else {
      const colon = keyColon(text, i, lineEnd);
      if (colon === void 0) return void 0;
      keyEnd = colon;
      while (text[keyEnd - 1] === " ") keyEnd--;
      name = plainKeyString(text.slice(i, keyEnd));
    }
    let at = keyEnd;
    while (text[at] === " ") at++;
    if (text[at] !== ":" || !(at + 1 === lineEnd || text[at + 1] === " ")) return void 0;
    at++;
    const entry = { keyStart: i, keyEnd, value: void 0 };
    if (name === void 0) map.hasUnnamedKeys = true;
    else if (!map.entries.has(name)) map.entries.set(name, entry);
    return this.value(entry, at, lineEnd, map.indent, false);
  }
  /** `- value` at text[i]. */
  item(seq, i, lineEnd) {
    const entry = { keyStart: -1, keyEnd: -1, value: void 0 };
    seq.items.push(entry);
    let at = i + 1;
    while (this.text[at] === " ") at++;
    if (at < lineEnd && isKeyLine(this.text, at, lineEnd)) {
      const map = this.open(
        { kind: "map", indent: at - this.lineStart(i), start: at, entries: /* @__PURE__ */ new Map(), hasUnnamedKeys: false },
        entry
      );
      return this.entry(map, at, lineEnd);
    }
    return this.value(entry, i + 1, lineEnd, seq.indent, true);
  }
  /** The value after a key's `:` or an item's `-` (text[from, lineEnd)); `parent` is the column of the key or `-`. */
  value(entry, from, lineEnd, parent, isItem) {
    const { text } = this;
    let at = from;
    while (text[at] === " ") at++;
    const next = lineEnd + 1;
    if (at === lineEnd || text[at] === "#") {
      if (!isItem) entry.emptyAt = at;
      this.pending = { entry, indent: parent, isItem };
      return next;
    }
    const ch = text[at];
    if (ch === '"' || ch === "'") {
      const close = closingQuote(text, at, this.end);
      if (close === void 0) return void 0;
      entry.value = { kind: "scalar", start: at, end: close + 1 };
      if (close > lineEnd) return this.afterQuote(close, parent);
      if (!endsLine(text, close + 1, lineEnd)) return void 0;
    } else if (ch === "{" || ch === "[") {
      const closed = text.slice(at, lineEnd).replace(/\s+#.*$/, "").trimEnd();
      if (closed === "{}" || closed === "[]") entry.value = { kind: "empty-flow", start: at };
      else if (!isClosedFlow(closed)) return void 0;
      else entry.value = OPAQUE;
    } else if ("|>&*!".includes(ch)) {
      entry.value = OPAQUE;
    } else if ("@`%,]}".includes(ch) || "-?:".includes(ch) && (at + 1 === lineEnd || text[at + 1] === " ")) {
      return void 0;
    } else {
      const valueEnd = commentStart(text, at, lineEnd);
      if (!isPlainValue(text, at, valueEnd)) return void 0;
      entry.value = { kind: "scalar", start: at, end: valueEnd };
    }
    this.skip = parent;
    if (this.continues(next, parent)) entry.value = OPAQUE;
    return next;
  }
  /** Where the next line starts after a quoted scalar that closes at text[close] on a later line than it opens. */
  afterQuote(close, parent) {
    const nl = this.text.indexOf("\n", close);
    const lineEnd = nl === -1 || nl >= this.end ? this.end : nl;
    if (!endsLine(this.text, close + 1, lineEnd)) return void 0;
    if (this.continues(lineEnd + 1, parent)) return void 0;
    return lineEnd + 1;
  }
  /** Whether a line indented more than `parent` (a comment too) comes before the next one that is not. */
  continues(next, parent) {
    const { text, end } = this;
    for (let at = next; at < end; ) {
      const nl = text.indexOf("\n", at);
      const lineEnd = nl === -1 || nl >= end ? end : nl;
      let i = at;
      while (i < lineEnd && text.charCodeAt(i) === 32) i++;
      if (i < lineEnd) {
        this.peekedAt = at;
        this.peekedEnd = lineEnd;
        this.peekedFirst = i;
        return i - at > parent;
      }
      at = lineEnd + 1;
    }
    return false;
  }
  closePending() {
    if (this.pending?.isItem) this.pending.entry.value = OPAQUE;
    this.pending = void 0;
  }
  lineStart(i) {
    return this.text.lastIndexOf("\n", i - 1) + 1;
  }
};
function isKeyLine(text, i, lineEnd) {
  const q = text[i];
  if (q === '"' || q === "'") {
    const close = closingQuote(text, i, lineEnd);
    if (close === void 0) return false;
    let at = close + 1;
    while (text[at] === " ") at++;
    return text[at] === ":" && (at + 1 === lineEnd || text[at + 1] === " ");
  }
  return keyColon(text, i, lineEnd) !== void 0;
}
function keyColon(text, i, lineEnd) {
  const first = text[i];
  if ("-?:,[]{}#&*!|>'\"%@`".includes(first)) return void 0;
  for (let at = i; at < lineEnd; at++) {
    const c = text.charCodeAt(at);
    if (c === 58 && (at + 1 === lineEnd || text.charCodeAt(at + 1) === 32)) return at;
    if (c === 35 && text.charCodeAt(at - 1) === 32) return void 0;
    if (c === 9) return void 0;
  }
  return void 0;
}
function closingQuote(text, i, lineEnd) {
  const q = text.charCodeAt(i);
  for (let at = i + 1; at < lineEnd; at++) {
    const c = text.charCodeAt(at);
    if (q === 34 && c === 92)
      at++;
    else if (c === q) {
      if (q === 39 && text.charCodeAt(at + 1) === 39)
        at++;
      else return at;
    }
  }
  return void 0;
}
function isPlainValue(text, at, end) {
  for (let i = at; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 9) return false;
    if (c === 58 && (i + 1 === end || text.charCodeAt(i + 1) === 32)) return false;
  }
  return true;
}
function commentStart(text, at, lineEnd) {
  let stop = lineEnd;
  for (let i = at + 1; i < lineEnd; i++) {
    if (text.charCodeAt(i) === 35 && text.charCodeAt(i - 1) === 32) {
      stop = i;
      break;
    }
  }
  while (text.charCodeAt(stop - 1) === 32) stop--;
  return stop;
}
function closesOnLine(text, i, lineEnd) {
  const q = text[i];
  if (q === '"' || q === "'") return closingQuote(text, i, lineEnd) !== void 0;
  return isClosedFlow(
    text.slice(i, lineEnd).replace(/\s+#.*$/, "").trimEnd()
  );
}
function endsLine(text, at, lineEnd) {
  let i = at;
  while (text[i] === " ") i++;
  return i === lineEnd || text[i] === "#" && i > at;
}
function isClosedFlow(s) {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '"' || c === "'") {
      const close = closingQuote(s, i, s.length);
      if (close === void 0) return false;
      i = close;
    } else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) return i === s.length - 1;
    }
  }
  return false;
}

// src/parse/kube-yaml/positions.ts
function positionTree(text) {
  const parser = new Parser(text);
  const stack = [];
  let root;
  const add3 = (node2, emptyAt) => {
    const top = stack[stack.length - 1];
    if (!top) {
      root ??= node2;
      return;
    }
    if (top.node.kind === "sequence")
      top.node.items.push({ value: node2, ...emptyAt === void 0 ? {} : { emptyAt } });
    else if (top.key === void 0) top.key = node2;
    else {
      const item = { key: top.key, value: node2, ...emptyAt === void 0 ? {} : { emptyAt } };
      top.node.items.push(item);
      if (top.key.kind === "scalar" && top.key.key !== void 0 && !top.node.byKey.has(top.key.key))
        top.node.byKey.set(top.key.key, item);
      delete top.key;
    }
  };
  try {
    for (let e = parser.next(); e; e = parser.next()) {
      if (e.type === "document-end") break;
      if (e.type === "scalar") {
        const empty = e.valueStart === void 0;
        let at = e.start.index;
        if (e.afterIndicator) while (text[at] === " " || text[at] === "	") at++;
        const start = e.valueStart?.index ?? at;
        const key3 = e.implicit && e.tag !== "!" ? plainKeyString(e.value ?? "") : e.value ?? "";
        add3(
          { kind: "scalar", start, end: e.valueEnd?.index ?? start, key: key3 },
          empty && e.afterIndicator ? at : void 0
        );
      } else if (e.type === "alias") add3({ kind: "alias", start: e.start.index });
      else if (e.type === "mapping-start" || e.type === "sequence-start") {
        const start = e.start.index;
        const node2 = e.type === "mapping-start" ? { kind: "mapping", start, items: [], byKey: /* @__PURE__ */ new Map() } : { kind: "sequence", start, items: [] };
        add3(node2);
        stack.push({ node: node2 });
      } else if (e.type === "mapping-end" || e.type === "sequence-end") stack.pop();
    }
  } catch {
    return void 0;
  }
  return root;
}
function walkPositions(root, steps) {
  let node2 = root;
  let anchor;
  let emptyAt;
  for (const step2 of steps) {
    const item = node2 ? childItem2(node2, step2) : void 0;
    if (!item) return { node: node2, anchor, ...node2 || emptyAt === void 0 ? {} : { emptyAt } };
    if (item.key) anchor = item.key.kind === "scalar" ? item.key : anchor;
    else anchor = item.value.kind !== "alias" && item.emptyAt === void 0 ? item.value : anchor;
    node2 = item.emptyAt === void 0 ? item.value : void 0;
    emptyAt = item.emptyAt;
  }
  return { node: node2, anchor, ...emptyAt === void 0 ? {} : { emptyAt } };
}
function childItem2(node2, step2) {
  if (node2.kind === "mapping") return node2.byKey.get(step2);
  if (node2.kind === "sequence" && /^\d+$/.test(step2)) return node2.items[Number(step2)];
  return void 0;
}
function rangeInTree(root, steps, text, offset = 0, end = text.length) {
  const { node: node2, anchor, emptyAt } = walkPositions(root, steps);
  if (emptyAt !== void 0) return [offset + emptyAt, offset + emptyAt];
  const target = node2?.kind === "scalar" && anchor !== node2 ? node2 : anchor;
  if (!target) return void 0;
  const start = offset + target.start;
  if (target.kind === "scalar") return [start, offset + Math.max(target.end, target.start)];
  const nl = text.indexOf("\n", start);
  return [start, nl === -1 || nl >= end ? end : nl];
}

// src/parse/locate.ts
var Locator = class {
  /** textOf: the text of a file of the review (suggested changes are written from it too). */
  constructor(textOf) {
    this.textOf = textOf;
  }
  textOf;
  lines = /* @__PURE__ */ new Map();
  /** By file, start and end of the piece read. */
  readings = /* @__PURE__ */ new Map();
  trees = /* @__PURE__ */ new Map();
  /**
   * By file and document offset, and by the source of each object placed (the objects of a
   * List share one document). Locating many values in one document (a broken regeneration of a
   * big CRD gives tens of thousands of findings) is then one scan and one read of its text, and
   * a few lookups a value.
   */
  documents = /* @__PURE__ */ new Map();
  documentOfSource = /* @__PURE__ */ new WeakMap();
  /**
   * The range of the value at `segments` below the object, or of the nearest present parent
   * when the value is missing. A scalar is located at its value; a mapping or sequence at its
   * key, which is where a reader looks for it.
   */
  locate(source, segments) {
    const doc = this.documentOf(source);
    const section = this.sectionOf(source, doc, source.prefix.length === 0 ? segments[0] : void 0);
    const steps = source.prefix.length === 0 ? segments : [...source.prefix.map(String), ...segments];
    const offsets = this.offsets(source, doc, section, steps);
    if (!offsets) return this.lineRange(doc.lines, source.docLine);
    const [start, stop] = offsets;
    const from = doc.lines.position(start);
    const to = doc.lines.position(Math.max(stop, start));
    return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
  }
  /**
   * The offsets in the file's text of the value at `steps`, undefined when there is nothing to
   * place, from the section's reading, or from `yaml`'s syntax tree where that cannot say.
   */
  offsets(source, doc, section, steps) {
    if (section.lines) {
      const placed = section.lines.range(steps);
      if (placed === "nothing") return void 0;
      if (placed !== "undecided") return placed;
    }
    const reading = section.reading ??= this.sectionReading(source, doc, section.cut);
    if (reading instanceof EventPositions) {
      const placed = reading.range(steps);
      if (placed === "nothing") return void 0;
      if (placed !== "undecided") return placed;
    } else if (reading !== "unreadable") {
      return rangeInTree(reading, steps, doc.text, source.docOffset, doc.end);
    }
    return this.treeRange(source, doc.text, steps, doc.end, section.cut);
  }
  documentOf(source) {
    let doc = this.documentOfSource.get(source);
    if (!doc) {
      const id = `${source.file}\0${source.docOffset}`;
      doc = this.documents.get(id);
      if (!doc) {
        const text = this.textOf(source.file) ?? "";
        doc = {
          text,
          lines: this.lineIndex(source.file, text),
          end: nextDocumentStart(text, source.docOffset),
          sections: /* @__PURE__ */ new Map(),
          linesUpTo: /* @__PURE__ */ new Map()
        };
        this.documents.set(id, doc);
      }
      this.documentOfSource.set(source, doc);
    }
    return doc;
  }
  /**
   * Where the text a walk below the top-level key `topKey` depends on ends (the end of that
   * key's section; the document's end without a key), and its lines. When the value sought
   * lies below one top-level key, only the text up to the end of that key's section is read
   * first: YAML reads forwards (an alias refers back to its anchor), so the nodes before a
   * top-level key are the same with or without what follows, and findings (approval
   * annotations, mostly) sit near the top of CRDs that run to megabytes.
   */
  sectionOf(source, doc, topKey) {
    let section = doc.sections.get(topKey);
    if (!section) {
      const cut = topKey === void 0 ? doc.end : sectionEnd(doc.text, source.docOffset, doc.end, topKey);
      let lines = doc.linesUpTo.get(cut);
      if (lines === void 0) {
        lines = LinePositions.read(doc.text, source.docOffset, cut) ?? "unread";
        doc.linesUpTo.set(cut, lines);
      }
      section = { cut, ...lines === "unread" ? {} : { lines } };
      doc.sections.set(topKey, section);
    }
    return section;
  }
  /** How the section's text reads when its lines cannot say (Reading). */
  sectionReading(source, doc, cut) {
    const partial = cut < doc.end ? this.reading(source.file, doc.text, source.docOffset, cut) : void 0;
    return partial instanceof EventPositions ? partial : this.reading(source.file, doc.text, source.docOffset, doc.end);
  }
  /** How text[start, end) reads (Reading); read once. */
  reading(file, text, start, end) {
    const key3 = `${file}\0${start}\0${end}`;
    let reading = this.readings.get(key3);
    if (reading === void 0) {
      const doc = text.slice(start, end);
      const events = strictEvents(doc);
      reading = events ? new EventPositions(text, start, events) : positionTree(doc) ?? "unreadable";
      this.readings.set(key3, reading);
    }
    return reading;
  }
  /**
   * The walk along `steps` in `yaml`'s syntax tree of the document of `source`, or of its text
   * up to `cut` when that text ends cleanly. A cut that is not a clean boundary (a quoted scalar
   * or flow collection still open at the cut) falls back to the whole document.
   */
  treeRange(source, text, steps, end, cut) {
    if (cut < end) {
      const section = this.tree(source.file, text, source.docOffset, cut);
      if (section.endsCleanly) return section.range(text, steps);
    }
    return this.tree(source.file, text, source.docOffset, end).range(text, steps);
  }
  tree(file, text, start, end) {
    const key3 = `${file}\0${start}\0${end}`;
    let tree = this.trees.get(key3);
    if (!tree) {
      tree = CstPositions.parse(text, start, end);
      this.trees.set(key3, tree);
    }
    return tree;
  }
  /** The whole of one line, for findings that are about a line rather than a value. */
  lineRange(lines, line) {
    return { line, column: 1, endLine: line, endColumn: 1 };
  }
  lineIndex(file, text = this.textOf(file) ?? "") {
    let index = this.lines.get(file);
    if (!index) {
      index = new LineIndex(text);
      this.lines.set(file, index);
    }
    return index;
  }
};
function sectionEnd(text, start, end, key3) {
  let inSection = false;
  for (let at = start; at < end; ) {
    const nl = text.indexOf("\n", at);
    const next = nl === -1 || nl >= end ? end : nl + 1;
    if (inSection) {
      if (STARTS_KEY.test(text[at] ?? "")) return at;
    } else if (text.startsWith(key3, at) && /^[ \t]*:(?:[ \t\r\n]|$)/.test(text.slice(at + key3.length, next))) {
      inSection = true;
    }
    at = next;
  }
  return end;
}
var STARTS_KEY = /^[A-Za-z0-9_"']$/;
function nextDocumentStart(text, from) {
  const re = /^---(?=[ \t\r\n]|$)/gm;
  re.lastIndex = from + 1;
  for (let m = re.exec(text); m; m = re.exec(text)) if (m.index > from) return m.index;
  return text.length;
}

// src/rules/compat/crd-removed.ts
var crdRemoved = defineRule({
  id: "compat/crd-removed",
  scope: "object",
  meta: {
    severity: "error",
    description: "a CustomResourceDefinition was removed",
    messages: {
      removed: "CustomResourceDefinition {{name}} was removed; applying this deletes every stored {{kind}} object with it, and every client, controller and manifest that uses {{plural}} fails; keep the CRD (stop serving its versions first), or suppress this finding with the reason if the API is retired",
      removedFromFile: "CustomResourceDefinition {{name}} was removed from this file (it stood at line {{baseLine}} before the change); applying this deletes every stored {{kind}} object with it, and every client, controller and manifest that uses {{plural}} fails; keep the CRD (stop serving its versions first), or suppress this finding with the reason if the API is retired"
    }
  },
  check: (ctx) => ctx.base ? ctx.base.crds().flatMap((stored) => removal(ctx, stored)) : []
});
var WHOLE_OBJECT = FieldPath.of("");
function removal(ctx, stored) {
  const crd = compatCrd(stored);
  if (!crd || stored.name === "") return [];
  const survivor = (ctx.whole?.head ?? ctx.head).counterpart(stored);
  if (survivor || mayStillHold(ctx, stored)) return [];
  const file = stored.source.file;
  const text = ctx.base?.filesAt((p) => p === file)[0]?.text;
  const at = new Locator((f) => f === file ? text : void 0).locate(stored.source, ["metadata", "name"]);
  const spec = stored.value.spec;
  const kind = typeof spec.names?.kind === "string" ? spec.names.kind : "custom";
  const plural = typeof spec.names?.plural === "string" ? spec.names.plural : stored.name;
  const stillThere = ctx.head.filesAt((p) => p === file).length > 0;
  return [
    {
      messageId: stillThere ? "removedFromFile" : "removed",
      object: stored,
      // §3.2: about the whole CRD, so fieldPath "" (placed by the line below, never followed).
      path: WHOLE_OBJECT,
      file,
      line: stillThere ? 1 : at.line,
      column: stillThere ? 1 : at.column,
      endLine: stillThere ? 1 : at.endLine,
      data: {
        name: stored.name,
        kind,
        plural,
        ...stillThere ? { baseLine: at.line } : {},
        compat: { version: "", property: "", check: "crd", base: stored.name, head: null }
      },
      identity: JSON.stringify(["", "", "crd"])
    }
  ];
}
function mayStillHold(ctx, stored) {
  return ctx.head.files.some(
    (f) => (f.problems.length > 0 || f.nonObject !== void 0) && (f.path === stored.source.file || f.text === "" || f.text.includes(stored.name))
  );
}

// src/rules/compat/default-changed.ts
var defaultChanged = defineRule({
  id: "compat/default-changed",
  scope: "object",
  meta: {
    severity: "warning",
    description: "the default of a field of a served CRD version was added, changed or removed",
    messages: {
      added: "{{field}} in {{version}} now defaults to {{to}}; stored objects that never set it read {{to}} from now on without anyone writing them, and controllers act on it; make sure that is what those objects mean",
      changed: "the default of {{field}} in {{version}} changed from {{from}} to {{to}}; stored objects that never set it read {{to}} from now on without anyone writing them, and controllers act on it; keep the old default, or make sure every such object means {{to}}",
      removed: "the default of {{field}} in {{version}} ({{from}}) was removed; new objects are created without a value that controllers and clients may assume; keep the default"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/default-changed", (d) => ({
    messageId: d.base === null ? "added" : d.head === null ? "removed" : "changed",
    data: { field: fieldName(d.property), version: d.version, from: shown(d.base), to: shown(d.head) }
  }))
});

// src/rules/compat/description-changed.ts
var descriptionChanged = defineRule({
  id: "compat/description-changed",
  scope: "object",
  meta: {
    severity: "notice",
    offByDefault: true,
    description: "the description of a field of a served CRD version changed (off by default)",
    messages: {
      changed: "the description of {{field}} in {{version}} changed; kubectl explain and generated client docs show the new text; make sure it still describes what stored objects mean"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/description-changed", (d) => ({
    messageId: "changed",
    data: { field: fieldName(d.property), version: d.version }
  }))
});

// src/rules/compat/enum-narrowed.ts
var enumNarrowed = defineRule({
  id: "compat/enum-narrowed",
  scope: "object",
  meta: {
    severity: "error",
    description: "a field of a served CRD version accepts fewer enum values than before",
    messages: {
      removed: "{{field}} in {{version}} no longer accepts {{values}} (enum {{from}} became {{to}}); stored objects with those values stay readable and may be updated while {{unchanged}} stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing {{field}} to those values is rejected; keep the values in the enum",
      added: "{{field}} in {{version}} now only accepts {{to}} where any value was valid; stored objects with other values stay readable and may be updated while {{unchanged}} stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing {{field}} to another value is rejected; add the enum in a new version, or make sure no client writes other values"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/enum-narrowed", (d) => {
    const field2 = fieldName(d.property);
    const unchanged = unchangedName(d);
    if (!Array.isArray(d.base))
      return { messageId: "added", data: { field: field2, unchanged, version: d.version, to: shown(d.head) } };
    const now = new Set((Array.isArray(d.head) ? d.head : []).map(jsonKey));
    const values = d.base.filter((v) => !now.has(jsonKey(v))).map(shown).join(", ");
    return {
      messageId: "removed",
      data: { field: field2, unchanged, version: d.version, values, from: shown(d.base), to: shown(d.head) }
    };
  })
});

// src/rules/compat/enum-widened.ts
var enumWidened = defineRule({
  id: "compat/enum-widened",
  scope: "object",
  meta: {
    severity: "warning",
    description: "a field of a served CRD version accepts more enum values than before",
    messages: {
      added: "{{field}} in {{version}} now also accepts {{values}} (enum {{from}} became {{to}}); clients and controllers that switch over the old values meet values they do not know; make sure they handle them, or turn this rule off if adding values is your policy",
      removed: "the enum of {{field}} in {{version}} was removed (it was {{from}}); clients and controllers that switch over those values meet values they do not know; make sure they handle any value"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/enum-widened", (d) => {
    const field2 = fieldName(d.property);
    if (!Array.isArray(d.head))
      return { messageId: "removed", data: { field: field2, version: d.version, from: shown(d.base) } };
    const was = new Set((Array.isArray(d.base) ? d.base : []).map(jsonKey));
    const values = d.head.filter((v) => !was.has(jsonKey(v))).map(shown).join(", ");
    return {
      messageId: "added",
      data: { field: field2, version: d.version, values, from: shown(d.base), to: shown(d.head) }
    };
  })
});

// src/rules/compat/field-removed.ts
var fieldRemoved = defineRule({
  id: "compat/field-removed",
  scope: "object",
  meta: {
    severity: "error",
    description: "a field of a served CRD version was removed from its schema",
    messages: {
      field: "{{field}} was removed from {{version}}; clients that set or read it break and stored values are pruned on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version",
      mapValues: "the values of the map {{parent}} were removed from {{version}} (additionalProperties is gone or false); clients that set its keys break and stored entries are pruned on the next write; keep additionalProperties or serve the change as a new version"
    }
  },
  check: (ctx) => compatReports(
    ctx,
    "compat/field-removed",
    (d) => d.property.endsWith("{*}") ? { messageId: "mapValues", data: { parent: fieldName(d.property.slice(0, -3)), version: d.version } } : { messageId: "field", data: { field: fieldName(d.property), version: d.version } }
  )
});

// src/rules/compat/list-type-changed.ts
var listTypeChanged = defineRule({
  id: "compat/list-type-changed",
  scope: "object",
  meta: {
    severity: "error",
    description: "the list or map type (x-kubernetes-list-type, -list-map-keys, -map-type) of a field of a served CRD version changed",
    messages: {
      changed: "{{check}} of {{field}} in {{version}} changed from {{from}} to {{to}}; server-side apply now merges {{field}} and assigns its ownership differently, so field managers that apply it conflict or overwrite each other, and stored values that break new uniqueness rules are rejected on their next change; keep the list type, or serve the change in a new version"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/list-type-changed", (d) => ({
    messageId: "changed",
    data: {
      check: d.check,
      field: fieldName(d.property),
      version: d.version,
      from: valueText(d.check, d.base),
      to: valueText(d.check, d.head)
    }
  }))
});
function valueText(check7, value2) {
  if (value2 !== null) return shown(value2);
  return check7 === "x-kubernetes-list-type" ? "none (atomic)" : check7 === "x-kubernetes-map-type" ? "none (granular)" : "none";
}

// src/rules/compat/nullable-changed.ts
var nullableChanged = defineRule({
  id: "compat/nullable-changed",
  scope: "object",
  meta: {
    severity: "error",
    description: "a field of a served CRD version stopped (or started) accepting null",
    messages: {
      removed: "{{field}} in {{version}} no longer accepts null; stored objects with null stay readable and may be updated while {{kept}} (ratcheting), but creating objects with null (a GitOps re-apply, a restore) and setting {{field}} to null is rejected; keep nullable: true",
      added: "{{field}} in {{version}} now accepts null; clients and controllers that assume a value meet null; make sure they handle it, or set nullableAddition: Allow under compat: in the configuration"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/nullable-changed", (d) => {
    const field2 = fieldName(d.property);
    const unit = "ratchetUnit" in d ? d.ratchetUnit : void 0;
    const kept = unit === void 0 ? `${field2} stays null` : `${fieldName(unit)} stays unchanged`;
    return { messageId: d.base === true ? "removed" : "added", data: { field: field2, kept, version: d.version } };
  })
});

// src/rules/compat/preserve-unknown-fields-changed.ts
var preserveUnknownFieldsChanged = defineRule({
  id: "compat/preserve-unknown-fields-changed",
  scope: "object",
  meta: {
    severity: "error",
    description: "x-kubernetes-preserve-unknown-fields was turned off on a field of a served CRD version",
    messages: {
      pruned: "{{field}} in {{version}} no longer preserves unknown fields; fields that stored objects carry there and the schema does not list are pruned on their next write (data loss), and clients that set them see them dropped; keep x-kubernetes-preserve-unknown-fields: true, or list every field that objects use"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/preserve-unknown-fields-changed", (d) => ({
    messageId: "pruned",
    data: { field: fieldName(d.property), version: d.version }
  }))
});

// src/rules/compat/required-added.ts
var requiredAdded = defineRule({
  id: "compat/required-added",
  scope: "object",
  meta: {
    severity: "error",
    description: "a field of a served CRD version became required",
    messages: {
      required: "{{field}} is now required in {{version}}; every create without it (a GitOps re-apply, a restore) and every update of {{parent}} that leaves it out is rejected; give it a default or keep it optional"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/required-added", (d) => {
    const field2 = fieldName(d.property);
    const parent = formatPropertyPath((parsePropertyPath(d.property) ?? []).slice(0, -1));
    const unit = "ratchetUnit" in d ? d.ratchetUnit : void 0;
    return {
      messageId: "required",
      data: {
        field: field2,
        version: d.version,
        parent: unit !== void 0 ? fieldName(unit) : parent === "^" ? "the object" : fieldName(parent)
      }
    };
  })
});

// src/rules/compat/scope-changed.ts
var scopeChanged = defineRule({
  id: "compat/scope-changed",
  scope: "object",
  meta: {
    severity: "error",
    description: "a CRD's spec.scope changed between Namespaced and Cluster",
    messages: {
      scope: "spec.scope changed from {{from}} to {{to}}; every object changes its URL and identity, existing objects become unreachable and every client and manifest that names them breaks; keep the scope and define a new CRD for the other scope"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/scope-changed", (d) => ({
    messageId: "scope",
    data: { from: shown(d.base), to: shown(d.head) }
  }))
});

// src/rules/compat/version-priority.ts
var KUBE_VERSION = /^v(\d+)(?:(alpha|beta)(\d+))?$/;
var STABILITY = { alpha: 0, beta: 1, ga: 2 };
var INT64_MAX = 2n ** 63n - 1n;
function parseKubeVersion(name) {
  const m = KUBE_VERSION.exec(name);
  if (!m) return void 0;
  const major = BigInt(m[1] ?? "");
  const minor = m[3] === void 0 ? 0n : BigInt(m[3]);
  if (major > INT64_MAX || minor > INT64_MAX) return void 0;
  return {
    stability: m[2] === "alpha" ? STABILITY.alpha : m[2] === "beta" ? STABILITY.beta : STABILITY.ga,
    major,
    minor
  };
}
var sign = (n) => n > 0n ? 1 : n < 0n ? -1 : 0;
function compareVersionPriority(a, b) {
  if (a === b) return 0;
  const va = parseKubeVersion(a);
  const vb = parseKubeVersion(b);
  if (!va && !vb) return b < a ? -1 : b > a ? 1 : 0;
  if (!va) return -1;
  if (!vb) return 1;
  if (va.stability !== vb.stability) return va.stability - vb.stability;
  if (va.major !== vb.major) return sign(va.major - vb.major);
  return sign(va.minor - vb.minor);
}
function byVersionPriority(names3) {
  return [...names3].sort((a, b) => compareVersionPriority(a, b) || (a < b ? -1 : a > b ? 1 : 0));
}

// src/rules/compat/served-version-divergence.ts
var DIVERGENCE_CHECKS = /* @__PURE__ */ new Set([
  "compat/field-removed",
  "compat/type-changed",
  "compat/required-added",
  "compat/enum-narrowed",
  "compat/nullable-changed",
  "compat/validation-tightened",
  "compat/cel-rule-added-or-changed",
  "compat/list-type-changed",
  "compat/preserve-unknown-fields-changed"
]);
function isCompared(strategy, options) {
  if (strategy === void 0 || strategy === "None") return true;
  return strategy === "Webhook" && options.servedVersionConversion === "Check";
}
var WEBHOOK_STRATEGY = /^[ \t]*strategy:[ \t]*["']?Webhook["']?[ \t]*(?:#.*)?$/m;
function servedConversion(crd, patches) {
  if (crd.conversionStrategy !== void 0) return crd.conversionStrategy;
  if (crd.versions.filter((v) => v.served).length < 2) return void 0;
  return patches().some((f) => f.text.includes(crd.object.name)) ? "Webhook" : void 0;
}
var WEBHOOK_PATCHES = {
  name: "kustomize conversion webhook patches",
  create: () => /* @__PURE__ */ new WeakMap()
};
function webhookPatches(world, cache) {
  return () => {
    const memo = cache.get(WEBHOOK_PATCHES);
    let found = memo.get(world);
    if (!found) {
      found = world.filesMentioning("Webhook", "kustomize-patch").filter((f) => WEBHOOK_STRATEGY.test(f.text));
      memo.set(world, found);
    }
    return found;
  };
}
function servedVersionDivergences(crd, options = {}, strategy = crd.conversionStrategy) {
  if (!isCompared(strategy, options)) return [];
  const served = crd.versions.filter((v) => v.served && v.schema !== void 0 && versionNamed(crd, v.name) === v);
  const ordered = byVersionPriority(served.map((v) => v.name)).flatMap((name) => served.filter((v) => v.name === name));
  const compare = {
    only: DIVERGENCE_CHECKS,
    nullableAddition: "Allow",
    ...options.patternRemoval === void 0 ? {} : { patternRemoval: options.patternRemoval },
    ...options.celAst === void 0 ? {} : { celAst: options.celAst },
    ...options.patternAdmitsAllOf === void 0 ? {} : { patternAdmitsAllOf: options.patternAdmitsAllOf }
  };
  const out = [];
  ordered.forEach((lower, i) => {
    for (const higher of ordered.slice(i + 1)) {
      if (!lower.schema || !higher.schema) continue;
      const root = FieldPath.of("spec").child("versions").index(higher.index).child("schema", "openAPIV3Schema");
      const pair2 = `${lower.name} -> ${higher.name}`;
      for (const difference of compareSchemas(
        new SchemaNode(lower.schema),
        new SchemaNode(higher.schema),
        root,
        compare
      )) {
        const rule = difference.ruleId.slice("compat/".length);
        const check7 = difference.ruleId === "compat/validation-tightened" ? `${rule}:${difference.check}` : rule;
        const identity = JSON.stringify([pair2, difference.property, check7]);
        out.push({
          lower,
          higher,
          pair: pair2,
          check: check7,
          difference,
          identity,
          key: difference.rule === void 0 ? identity : `${identity} ${difference.rule}`
        });
      }
    }
  });
  return out;
}
var messages4 = {
  removed: "{{property}} is in served version {{lower}} but not in {{higher}}, and {{conversion}}: a value set through {{lower}} is pruned when the object is written through {{higher}}; add the field to {{higher}}, or convert with a webhook that carries it",
  pruned: "{{property}} keeps unknown fields in served version {{lower}} but prunes them in {{higher}}, and {{conversion}}: fields set through {{lower}} are pruned when the object is written through {{higher}}; keep x-kubernetes-preserve-unknown-fields in {{higher}}, or convert with a webhook",
  required: "{{property}} is required in served version {{higher}} but not in {{lower}}, and {{conversion}}: an object created through {{lower}} without it is rejected when updated through {{higher}} unless the update sets it; give it a default in {{higher}} or keep it optional",
  typeChanged: "{{property}} is {{base}} in served version {{lower}} but {{head}} in {{higher}}, and {{conversion}}: a value written through {{lower}} has the wrong type for clients of {{higher}} and fails its validation; keep one type in both versions, or convert with a webhook",
  stricter: "{{what}} of {{property}} is stricter in served version {{higher}} than in {{lower}} ({{base}} \u2192 {{head}}), and {{conversion}}: an object written through {{lower}} can be rejected when it is updated through {{higher}}; accept the same values in both versions, or convert with a webhook"
};
var WHAT2 = {
  "enum-narrowed": "the enum",
  "nullable-changed": "nullable",
  "cel-rule-added-or-changed": "an x-kubernetes-validations rule",
  "list-type-changed": "the list or map type"
};
function messageIdOf(d) {
  switch (d.ruleId) {
    case "compat/field-removed":
      return "removed";
    case "compat/preserve-unknown-fields-changed":
      return "pruned";
    case "compat/required-added":
      return "required";
    case "compat/type-changed":
      return "typeChanged";
    default:
      return "stricter";
  }
}
var servedVersionDivergence = defineRule({
  id: "compat/served-version-divergence",
  // The CRD and its stored version alone.
  scope: "object",
  meta: {
    severity: "error",
    description: "two served versions of a CRD without a conversion webhook no longer accept the same objects (a field missing, a value rejected)",
    messages: messages4
  },
  check: (ctx) => {
    if (!ctx.base) return [];
    const options = compareOptions(ctx);
    return ctx.head.crds().flatMap((object2) => {
      const head = compatCrd(object2);
      const stored = ctx.baseOf(object2);
      const base = stored ? compatCrd(stored) : void 0;
      if (!head || !base || !ctx.base) return [];
      const baseStrategy = servedConversion(base, webhookPatches(ctx.whole?.base ?? ctx.base, ctx.cache));
      const headStrategy = servedConversion(head, webhookPatches(ctx.whole?.head ?? ctx.head, ctx.cache)) ?? (baseStrategy === "Webhook" ? "Webhook" : void 0);
      const known = new Set(servedVersionDivergences(base, options, baseStrategy).map((d) => d.key));
      const conversion3 = headStrategy === "Webhook" ? "the conversion webhook must translate it (servedVersionConversion: Check)" : "conversion strategy None only rewrites apiVersion";
      return servedVersionDivergences(head, options, headStrategy).flatMap((d) => {
        if (known.has(d.key)) return [];
        const { difference } = d;
        const data = {
          compat: {
            version: d.pair,
            property: difference.property,
            check: d.check,
            base: difference.base ?? null,
            head: difference.head ?? null
          },
          property: fieldName(difference.property),
          lower: d.lower.name,
          higher: d.higher.name,
          conversion: conversion3,
          what: difference.ruleId === "compat/validation-tightened" ? difference.check : WHAT2[d.check] ?? d.check,
          base: shown(difference.base),
          head: shown(difference.head)
        };
        return [
          {
            messageId: messageIdOf(difference),
            object: object2,
            path: difference.path,
            data,
            identity: d.identity,
            ...difference.rule === void 0 ? {} : { discriminator: difference.rule }
          }
        ];
      });
    });
  }
});

// src/rules/compat/storage-version-changed.ts
var storageVersionChanged = defineRule({
  id: "compat/storage-version-changed",
  scope: "object",
  meta: {
    severity: "warning",
    description: "the storage version of a CRD changed",
    messages: {
      storage: "the storage version changed from {{from}} to {{to}}; objects stay stored as {{from}} until a storage migration rewrites them, so keep {{from}} in spec.versions until then and make sure {{from}} and {{to}} convert into each other without loss"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/storage-version-changed", (d) => ({
    messageId: "storage",
    data: { from: shown(d.base), to: shown(d.head) }
  }))
});

// src/rules/compat/subresource-removed.ts
var subresourceRemoved = defineRule({
  id: "compat/subresource-removed",
  scope: "object",
  meta: {
    severity: "error",
    description: "the status or scale subresource of a served CRD version was removed",
    messages: {
      status: "the status subresource of {{version}} was removed; controllers that write /status now get 404 Not Found, and status becomes writable through the main resource, where spec writers overwrite it; keep subresources.status",
      scale: "the scale subresource of {{version}} was removed; kubectl scale, HorizontalPodAutoscalers and other clients of /scale now get 404 Not Found; keep subresources.scale"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/subresource-removed", (d) => ({
    messageId: d.check === "scale" ? "scale" : "status",
    data: { version: d.version }
  }))
});

// src/rules/compat/type-changed.ts
var typeChanged = defineRule({
  id: "compat/type-changed",
  scope: "object",
  meta: {
    severity: "error",
    description: "the type of a field of a served CRD version changed",
    messages: {
      type: "the type of {{field}} in {{version}} changed from {{from}} to {{to}}; stored objects no longer validate and typed clients fail to decode them (ratcheting does not help); add a new field, or serve the new type as a new version"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/type-changed", (d) => ({
    messageId: "type",
    data: { field: fieldName(d.property), version: d.version, from: typeText(d.base), to: typeText(d.head) }
  }))
});

// src/rules/compat/type-widened.ts
var typeWidened = defineRule({
  id: "compat/type-widened",
  scope: "object",
  meta: {
    severity: "warning",
    description: "a field of a served CRD version accepts more types than before",
    messages: {
      type: "the type of {{field}} in {{version}} widened from {{from}} to {{to}}; stored values stay valid, but clients that decode it as {{from}} break on the first value of the new kind; make sure every client decodes {{to}}, or add a new field"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/type-widened", (d) => ({
    messageId: "type",
    data: { field: fieldName(d.property), version: d.version, from: typeText(d.base), to: typeText(d.head) }
  }))
});

// src/rules/compat/validation-tightened.ts
var validationTightened = defineRule({
  id: "compat/validation-tightened",
  scope: "object",
  meta: {
    severity: "error",
    description: "a field of a served CRD version accepts fewer values than before (bounds, pattern, format, multipleOf, allOf/anyOf/oneOf/not)",
    messages: {
      value: "{{change}} in {{version}}; stored objects with values it rejects stay readable and may be updated while {{unchanged}} stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing {{field}} to such values is rejected; keep the old validation, or serve the tighter one in a new version",
      whole: "{{change}} in {{version}}; stored objects that violate it stay readable, but creating such objects (a GitOps re-apply, a restore) and any update that changes {{unchanged}} (any item or key of it) is rejected; keep the old bound, or serve the tighter one in a new version",
      notRatcheted: "{{change}} in {{version}}; {{check}} is not ratcheted, so every create (a GitOps re-apply, a restore) and every update of a stored object that fails it is rejected; keep the old schema, or serve the change in a new version"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/validation-tightened", (d) => {
    const field2 = fieldName(d.property);
    const data = {
      change: changeText(d, field2),
      version: d.version,
      field: field2,
      unchanged: unchangedName(d),
      check: d.check
    };
    if (COMBINATORS.has(d.check)) return { messageId: "notRatcheted", data };
    return { messageId: COUNTS.has(d.check) ? "whole" : "value", data };
  })
});
var COMBINATORS = /* @__PURE__ */ new Set(["allOf", "anyOf", "oneOf", "not"]);
var COUNTS = /* @__PURE__ */ new Set(["minItems", "maxItems", "minProperties", "maxProperties"]);
function changeText(d, field2) {
  const k = d.check;
  if (k === "exclusiveMaximum" || k === "exclusiveMinimum")
    return `${k} was set on ${field2}, so its ${k === "exclusiveMaximum" ? "maximum" : "minimum"} itself is no longer valid`;
  if (COMBINATORS.has(k)) return d.base === null ? `${k} was added to ${field2}` : `${k} of ${field2} changed`;
  if (d.head === null) return `${k} ${shown(d.base)} was removed from ${field2}, and compat.patternRemoval is Disallow`;
  if (d.base === null) return `${k} ${shown(d.head)} was added to ${field2}`;
  if (typeof d.base === "number" && typeof d.head === "number" && k !== "multipleOf")
    return `${k} of ${field2} ${d.head < d.base ? "lowered" : "raised"} from ${d.base} to ${d.head}`;
  return `${k} of ${field2} changed from ${shown(d.base)} to ${shown(d.head)}`;
}

// src/rules/compat/version-removed.ts
var versionRemoved = defineRule({
  id: "compat/version-removed",
  scope: "object",
  meta: {
    severity: "error",
    description: "a served version of a CRD was removed from spec.versions",
    messages: {
      removed: "served version {{version}} was removed from spec.versions; every client, kubectl command and manifest that uses {{version}} now gets 404 Not Found; keep serving it until its users have moved, stop serving it (served: false) for a release, then remove it"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/version-removed", (d) => ({ messageId: "removed", data: { version: d.version } }))
});

// src/rules/compat/version-unserved.ts
var versionUnserved = defineRule({
  id: "compat/version-unserved",
  scope: "object",
  meta: {
    severity: "error",
    description: "a served version of a CRD is no longer served",
    messages: {
      unserved: "version {{version}} is no longer served; every client, kubectl command and manifest that uses {{version}} now gets 404 Not Found although its objects stay stored; keep serving it until its users have moved (when this ends a deprecation, suppress this finding with the reason)"
    }
  },
  check: (ctx) => compatReports(ctx, "compat/version-unserved", (d) => ({ messageId: "unserved", data: { version: d.version } }))
});

// src/rules/compat/index.ts
var compatRules = [
  crdRemoved,
  scopeChanged,
  fieldRemoved,
  typeChanged,
  typeWidened,
  versionRemoved,
  versionUnserved,
  storageVersionChanged,
  subresourceRemoved,
  enumNarrowed,
  enumWidened,
  requiredAdded,
  nullableChanged,
  validationTightened,
  celRuleAddedOrChanged,
  defaultChanged,
  listTypeChanged,
  preserveUnknownFieldsChanged,
  descriptionChanged,
  servedVersionDivergence
];

// src/rules/cr/cr-error.ts
var printedPath = (e) => e.renderedPath ?? e.path?.toString() ?? "<nil>";

// src/rules/cr/cr-report.ts
var CR_MESSAGES = { apiserver: "{{line}}" };
function renderCrError(e) {
  const parts = [printedPath(e), e.type];
  if (e.hasValue) parts.push(renderValue(e.value));
  if (e.detail) parts.push(e.detail);
  return parts.join(": ");
}
function crReport(r, e) {
  const apiserver = { path: printedPath(e), type: e.type, detail: e.detail };
  return {
    messageId: "apiserver",
    object: r.object,
    path: placeOf(e),
    data: { line: renderCrError(e), crd: r.crd, version: r.version, operation: r.operation, response: responseOf(r) },
    apiserver,
    // Several errors can stand at one path (a pattern and a length): each is its own finding.
    discriminator: `${e.type} ${e.detail}`,
    ...e.path === void 0 ? { identity: printedPath(e) } : {}
  };
}
function responseOf(r) {
  const lines = [...new Set(r.errors.map((e) => renderCrError(e.error)))];
  const list2 = lines.length === 1 ? lines[0] ?? "" : `[${lines.join(", ")}]`;
  return `${r.object.kind}.${r.object.group} ${JSON.stringify(r.object.name)} is invalid: ${list2}`;
}
var KIND_LINE = FieldPath.of("kind");
function placeOf(e) {
  const path = e.path;
  if (!path) return KIND_LINE;
  const placed = withoutEmptyRoot(path);
  if (e.type === "Required value") return placed.parentPath() ?? KIND_LINE;
  return placed;
}
function withoutEmptyRoot(path) {
  const [first, ...rest] = path.segments();
  if (first !== "") return path;
  const [head, ...tail] = rest;
  return head === void 0 ? KIND_LINE : FieldPath.of(head, ...tail);
}

// src/rules/crd/schema/hoisting.ts
function crdVersions(crd) {
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  const versions2 = Array.isArray(spec.versions) ? spec.versions : [];
  return versions2.map((v) => isJsonObject(v) ? v : {});
}
var HOISTING = { name: "CRD hoisting" };
function hoisting(crd) {
  return crd.facts.get(HOISTING, () => Object.freeze(computeHoisting(crd)));
}
function computeHoisting(crd) {
  const versions2 = crdVersions(crd);
  const hoisted = (field2) => {
    if (versions2.length === 0) return false;
    const first = versions2[0]?.[field2];
    return versions2.every((v) => semanticallyEqual(first, v[field2], field2 === "schema" || field2 === "subresources"));
  };
  return {
    schema: hoisted("schema"),
    subresources: hoisted("subresources"),
    additionalPrinterColumns: hoisted("additionalPrinterColumns"),
    selectableFields: hoisted("selectableFields")
  };
}
function manifestPath(field2, versionIndex) {
  return FieldPath.of("spec", "versions").index(versionIndex).child(field2);
}
function apiserverPath(h, field2, versionIndex) {
  if (!h[field2]) return manifestPath(field2, versionIndex);
  return field2 === "schema" ? FieldPath.of("spec", "validation") : FieldPath.of("spec", field2);
}
function semanticallyEqual(a, b, isPointer = false) {
  if (a === b) return true;
  if (a === void 0 || a === null || b === void 0 || b === null) {
    const other = a === void 0 || a === null ? b : a;
    if (other === void 0 || other === null) return true;
    if (Array.isArray(other)) return other.length === 0;
    if (isJsonObject(other)) return !isPointer && Object.keys(other).length === 0;
    return false;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!semanticallyEqual(a[i], b[i], true)) return false;
    return true;
  }
  if (isJsonObject(a) && isJsonObject(b)) {
    let shared = 0;
    for (const key3 in a) {
      const y = Object.hasOwn(b, key3) ? b[key3] : void 0;
      if (y !== void 0) shared++;
      if (!fieldsEqual(key3, a[key3], y)) return false;
    }
    let count = 0;
    for (const _ in b) count++;
    if (count === shared) return true;
    for (const key3 in b) if (!Object.hasOwn(a, key3) && !fieldsEqual(key3, void 0, b[key3])) return false;
    return true;
  }
  return a === b;
}
function fieldsEqual(key3, x, y) {
  if (x === y) return true;
  if (VALUE_FIELDS.has(key3) && isZero(x) && isZero(y)) return true;
  return semanticallyEqual(x, y, !MAP_FIELDS.has(key3));
}
var MAP_FIELDS = /* @__PURE__ */ new Set(["properties", "patternProperties", "definitions", "dependencies"]);
var VALUE_FIELDS = /* @__PURE__ */ new Set([
  "id",
  "$schema",
  "description",
  "type",
  "format",
  "title",
  "pattern",
  "exclusiveMaximum",
  "exclusiveMinimum",
  "uniqueItems",
  "nullable",
  "x-kubernetes-embedded-resource",
  "x-kubernetes-int-or-string",
  "name",
  "jsonPath",
  "priority",
  "specReplicasPath",
  "statusReplicasPath"
]);
var isZero = (v) => v === void 0 || v === null || v === "" || v === false || v === 0;

// src/rules/crd/pruning/prune.ts
var RESOURCE_META_KEYS = /* @__PURE__ */ new Set(["apiVersion", "kind", "metadata"]);
function prune(value2, schema4, isResourceRoot, visit2) {
  const acc = { drops: [], metadata: [], visit: visit2 };
  const root = isResourceRoot ? new SchemaNode({ ...schema4?.raw ?? {}, "x-kubernetes-embedded-resource": true }) : schema4;
  const out = pruneValue(value2, root, [], "", acc);
  return { value: out, pruned: acc.drops.map((d) => d.path), drops: acc.drops, metadata: acc.metadata };
}
function pruneValue(x, s, path, place, acc) {
  if (s?.preserveUnknownFields === true) return skipPrune(x, s, path, place, acc);
  if (s && acc.visit && typeof x === "object" && x !== null) acc.visit(x, s, path);
  if (Array.isArray(x)) return x.map((v, i) => pruneValue(v, s?.items, [...path, i], `${place}[*]`, acc));
  if (!isJsonObject(x)) return x;
  const out = {};
  for (const k of Object.keys(x)) {
    const v = x[k];
    if (s === void 0) {
      acc.drops.push({ path: [...path, k], holder: place, holderSchema: void 0 });
      continue;
    }
    if (s.embeddedResource && RESOURCE_META_KEYS.has(k)) {
      if (k === "metadata") acc.metadata.push({ path: [...path, k], place: propertyPlace(place, k) });
      setOwn(out, k, v);
      continue;
    }
    const prop = propertyOf(s, k);
    const additional2 = s.additionalProperties;
    if (prop) setOwn(out, k, pruneValue(v, prop, [...path, k], propertyPlace(place, k), acc));
    else if (additional2 !== void 0)
      setOwn(
        out,
        k,
        pruneValue(v, additional2 instanceof SchemaNode ? additional2 : void 0, [...path, k], `${place}[*]`, acc)
      );
    else acc.drops.push({ path: [...path, k], holder: place, holderSchema: s });
  }
  return out;
}
function skipPrune(x, s, path, place, acc) {
  if (s === void 0) return x;
  if (acc.visit && typeof x === "object" && x !== null) acc.visit(x, s, path);
  if (Array.isArray(x)) return x.map((v, i) => skipPrune(v, s.items, [...path, i], `${place}[*]`, acc));
  if (!isJsonObject(x)) return x;
  const out = {};
  for (const k of Object.keys(x)) {
    const v = x[k];
    if (s.embeddedResource && RESOURCE_META_KEYS.has(k)) {
      if (k === "metadata") acc.metadata.push({ path: [...path, k], place: propertyPlace(place, k) });
      setOwn(out, k, v);
      continue;
    }
    const prop = propertyOf(s, k);
    const additional2 = s.additionalProperties;
    if (prop) setOwn(out, k, pruneValue(v, prop, [...path, k], propertyPlace(place, k), acc));
    else if (additional2 !== void 0)
      setOwn(
        out,
        k,
        pruneValue(v, additional2 instanceof SchemaNode ? additional2 : void 0, [...path, k], `${place}[*]`, acc)
      );
    else setOwn(out, k, v);
  }
  return out;
}
function propertyPlace(place, name) {
  if (name.includes(".")) return `${place}[${name}]`;
  return place === "" ? name : `${place}.${name}`;
}
function propertyOf(s, key3) {
  const props = s.raw.properties;
  if (!isJsonObject(props) || !Object.hasOwn(props, key3)) return void 0;
  return SchemaNode.of(props[key3]);
}
function setOwn(o, k, v) {
  if (k === "__proto__")
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}

// src/rules/crd/schema/crd-schemas.ts
var NOT_HOISTED = {
  schema: false,
  subresources: false,
  additionalPrinterColumns: false,
  selectableFields: false
};
var hasStatus = (version2) => {
  const sub = version2.subresources;
  return isJsonObject(sub) && sub.status !== void 0 && sub.status !== null;
};
var SCHEMAS = { name: "CRD schemas" };
function crdSchemas(crd) {
  return crd.facts.get(SCHEMAS, () => Object.freeze(computeSchemas(crd)));
}
function computeSchemas(crd) {
  const versions2 = crdVersions(crd);
  const h = { ...NOT_HOISTED, schema: hoisting(crd).schema };
  const out = [];
  for (let i = 0; i < versions2.length; i++) {
    const version2 = versions2[i] ?? {};
    const schema4 = version2.schema;
    const root = isJsonObject(schema4) ? schema4.openAPIV3Schema : void 0;
    if (!isJsonObject(root)) continue;
    out.push({
      versionIndex: i,
      versionName: typeof version2.name === "string" ? version2.name : "",
      hoisted: h.schema,
      root,
      manifestRoot: manifestPath("schema", i).child("openAPIV3Schema"),
      apiserverRoot: apiserverPath(h, "schema", i).child("openAPIV3Schema"),
      statusEnabled: h.schema ? versions2.some(hasStatus) : hasStatus(version2),
      memo: {}
    });
    if (h.schema) break;
  }
  return out;
}

// src/rules/crd/schema/schema-keywords.ts
var KEYWORD = {
  properties: 1 << 0,
  additionalProperties: 1 << 1,
  items: 1 << 2,
  allOf: 1 << 3,
  anyOf: 1 << 4,
  oneOf: 1 << 5,
  not: 1 << 6,
  definitions: 1 << 7,
  dependencies: 1 << 8,
  patternProperties: 1 << 9,
  additionalItems: 1 << 10,
  default: 1 << 11,
  format: 1 << 12,
  "x-kubernetes-list-type": 1 << 13,
  "x-kubernetes-list-map-keys": 1 << 14,
  "x-kubernetes-validations": 1 << 15,
  id: 1 << 16,
  $ref: 1 << 17,
  uniqueItems: 1 << 18,
  "x-kubernetes-preserve-unknown-fields": 1 << 19,
  "x-kubernetes-map-type": 1 << 20,
  $schema: 1 << 21,
  "x-kubernetes-embedded-resource": 1 << 22,
  "x-kubernetes-int-or-string": 1 << 23,
  pattern: 1 << 24
};
var BITS = new Map(Object.entries(KEYWORD));
function keywordsOf(raw) {
  let mask2 = 0;
  for (const key3 in raw) mask2 |= BITS.get(key3) ?? 0;
  return mask2;
}

// src/rules/crd/schema/walk-schema.ts
var SchemaLocation = class extends SchemaNode {
  constructor(schema4, parent, relation, key3, raw, depth, inJunctor, unvalidated) {
    super(raw);
    this.schema = schema4;
    this.parent = parent;
    this.relation = relation;
    this.key = key3;
    this.depth = depth;
    this.inJunctor = inJunctor;
    this.unvalidated = unvalidated;
    this.keywords = keywordsOf(raw);
  }
  schema;
  parent;
  relation;
  key;
  depth;
  inJunctor;
  unvalidated;
  /** The node's view (the location is one: no second object per node, as the walk makes 130,000 of them). */
  get node() {
    return this;
  }
  /** The keywords the node holds (schema-keywords.ts): test a bit before reading the raw value. */
  keywords;
  /**
   * Some entry of a schema map or list here (properties, definitions, patternProperties, allOf,
   * anyOf, oneOf, items as a list) is neither a schema nor null: the walk passes over it, and
   * decoding rejects it (decode-schema.ts looks at the entries only where this is set).
   */
  holdsNonSchema = false;
  /** Its place in the schema's pre-order (set once, by flatSchema). */
  preorder = -1;
  get isRoot() {
    return this.parent === void 0;
  }
  /** Where the user edits: under `spec.versions[i].schema.openAPIV3Schema`. */
  manifestPath() {
    return this.pathFrom(this.schema.manifestRoot);
  }
  /** Where the apiserver reports: under `spec.validation.openAPIV3Schema` when hoisted. */
  apiserverPath() {
    if (this.apiserverPathMemo) return this.apiserverPathMemo;
    const chain2 = [];
    let l = this;
    for (; l && !l.apiserverPathMemo; l = l.parent) chain2.push(l);
    let p = l?.apiserverPathMemo ?? this.schema.apiserverRoot;
    for (let i = chain2.length - 1; i >= 0; i--) {
      const c = chain2[i];
      if (c.parent) p = c.stepFrom(p);
      c.apiserverPathMemo = p;
    }
    return p;
  }
  apiserverPathMemo;
  /** This node's path below `root` (the schema root's path). */
  pathFrom(root) {
    const chain2 = [];
    for (let l = this; l?.parent; l = l.parent) chain2.push(l);
    let p = root;
    for (let i = chain2.length - 1; i >= 0; i--) p = chain2[i].stepFrom(p);
    return p;
  }
  /** `parentPath` followed by the step to this node. */
  stepFrom(parentPath) {
    const p = parentPath.child(this.relation);
    return typeof this.key === "number" ? p.index(this.key) : this.key !== void 0 ? p.key(this.key) : p;
  }
};
var SPARSE = ["default", "format", "x-kubernetes-list-type", "x-kubernetes-validations"];
var SPARSE_BITS = SPARSE.reduce((bits, k) => bits | KEYWORD[k], 0);
var hasValue = (v) => v !== void 0 && v !== null;
function flatSchema(schema4) {
  let flat = schema4.memo.flat;
  if (flat) return flat;
  const nodes = [];
  const stack = [
    new SchemaLocation(schema4, void 0, "root", void 0, schema4.root, 0, false, false)
  ];
  const children = [];
  const byKeyword = new Map(SPARSE.map((k) => [k, []]));
  while (stack.length > 0) {
    const at = stack.pop();
    at.preorder = nodes.length;
    nodes.push(at);
    if (at.keywords & SPARSE_BITS) {
      for (const k of SPARSE) if (at.keywords & KEYWORD[k] && hasValue(at.node.raw[k])) byKeyword.get(k)?.push(at);
    }
    children.length = 0;
    childrenOf(at, children);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  const subtree = new Int32Array(nodes.length);
  for (let i = nodes.length - 1; i >= 0; i--) {
    const at = nodes[i];
    subtree[i] = (subtree[i] ?? 0) + 1;
    if (at.parent) {
      const p = at.parent.preorder;
      subtree[p] = (subtree[p] ?? 0) + (subtree[i] ?? 0);
    }
  }
  flat = { nodes, subtree, byKeyword };
  schema4.memo.flat = flat;
  return flat;
}
function walkSchema(schema4, visit2) {
  visitRange(flatSchema(schema4), 0, visit2);
}
function nodesWith(schema4, keyword) {
  return flatSchema(schema4).byKeyword.get(keyword) ?? [];
}
function visitRange(flat, from, visit2) {
  const { nodes, subtree } = flat;
  const end = from + (subtree[from] ?? 1);
  for (let i = from; i < end; ) {
    const at = nodes[i];
    i += visit2(at) === "skip" ? subtree[i] ?? 1 : 1;
  }
}
var CHILD_KEYWORDS = KEYWORD.properties | KEYWORD.additionalProperties | KEYWORD.items | KEYWORD.allOf | KEYWORD.anyOf | KEYWORD.oneOf | KEYWORD.not | KEYWORD.definitions | KEYWORD.dependencies | KEYWORD.patternProperties | KEYWORD.additionalItems;
function childrenOf(at, out) {
  const has = at.keywords;
  if ((has & CHILD_KEYWORDS) === 0) return;
  const raw = at.node.raw;
  if (has & KEYWORD.properties) addMap(at, out, "properties", raw.properties);
  if (has & KEYWORD.additionalProperties) addOne(at, out, "additionalProperties", void 0, raw.additionalProperties);
  if (has & KEYWORD.items) {
    const items = raw.items;
    if (Array.isArray(items)) addList(at, out, "items", items);
    else addOne(at, out, "items", void 0, items);
  }
  if (has & KEYWORD.allOf) addList(at, out, "allOf", raw.allOf);
  if (has & KEYWORD.anyOf) addList(at, out, "anyOf", raw.anyOf);
  if (has & KEYWORD.oneOf) addList(at, out, "oneOf", raw.oneOf);
  if (has & KEYWORD.not) addOne(at, out, "not", void 0, raw.not);
  if (has & KEYWORD.definitions) addMap(at, out, "definitions", raw.definitions);
  if (has & KEYWORD.dependencies) addMap(at, out, "dependencies", raw.dependencies);
  if (has & KEYWORD.patternProperties) addMap(at, out, "patternProperties", raw.patternProperties);
  if (has & KEYWORD.additionalItems) addOne(at, out, "additionalItems", void 0, raw.additionalItems);
}
function addOne(at, out, relation, key3, value2) {
  if (!isJsonObject(value2)) return;
  const unvalidated = at.unvalidated || relation === "patternProperties" || relation === "additionalItems";
  const inJunctor = at.inJunctor || relation === "allOf" || relation === "anyOf" || relation === "oneOf" || relation === "not";
  out.push(new SchemaLocation(at.schema, at, relation, key3, value2, at.depth + 1, inJunctor, unvalidated));
}
function addMap(at, out, relation, value2) {
  if (!isJsonObject(value2)) return;
  for (const k in value2) {
    const entry = value2[k];
    if (relation !== "dependencies" && isNotSchema(entry)) at.holdsNonSchema = true;
    addOne(at, out, relation, k, entry);
  }
}
function addList(at, out, relation, value2) {
  if (!Array.isArray(value2)) return;
  for (let i = 0; i < value2.length; i++) {
    const entry = value2[i];
    if (isNotSchema(entry)) at.holdsNonSchema = true;
    addOne(at, out, relation, i, entry);
  }
}
var isNotSchema = (v) => v !== null && (!isJsonObject(v) || v instanceof Date);

// src/rules/crd/schema/rules-below.ts
function hasRulesAtOrBelow(at) {
  const withRules = nodesWith(at.schema, "x-kubernetes-validations");
  const from = at.preorder;
  const to = from + (flatSchema(at.schema).subtree[from] ?? 1);
  let lo = 0;
  let hi = withRules.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (withRules[mid].preorder < from) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < withRules.length && withRules[i].preorder < to; i++) {
    const v = withRules[i].raw["x-kubernetes-validations"];
    if (Array.isArray(v) && v.length > 0) return true;
  }
  return false;
}

// src/rules/crd/schema/go-map-object.ts
function goMapObject(keys, valueOf) {
  const sorted = [...keys].sort(compareUtf8);
  const out = {};
  for (const k of sorted)
    Object.defineProperty(out, k, { value: valueOf(k), enumerable: true, writable: true, configurable: true });
  return sorted.some(isArrayIndex) ? new Proxy(out, { ownKeys: () => [...sorted] }) : out;
}
function compareUtf8(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}
var codePointRank = (unit) => unit < 55296 ? unit : unit >= 57344 ? unit - 2048 : unit + 8192;
var isArrayIndex = (k) => /^(?:0|[1-9]\d{0,9})$/.test(k) && Number(k) < 4294967295;

// src/rules/crd/defaults/go-json-value.ts
function goJsonValue(v) {
  if (Array.isArray(v)) return v.map(goJsonValue);
  if (!isJsonObject(v)) return v;
  return goMapObject(Object.keys(v), (k) => goJsonValue(v[k]));
}

// src/rules/crd/defaults/cel-budget.ts
var RUNTIME_COST_BUDGET = 1e7;
var PER_CALL_LIMIT = 1e6;
var CelBudget = class {
  spent = 0;
  produced = /* @__PURE__ */ new Set();
  /** (default, rule) pairs: evaluated with a certain result, certainly not run (transition rules), or not decided. */
  certain = 0;
  notRun = 0;
  uncertain = 0;
  get exceeded() {
    return this.spent > RUNTIME_COST_BUDGET;
  }
};
var CelStats = class {
  certain = 0;
  notRun = 0;
  uncertain = 0;
  reported = 0;
  overBudget = 0;
  add(b) {
    this.notRun += b.notRun;
    if (b.exceeded) {
      this.overBudget++;
      this.uncertain += b.certain + b.uncertain;
      return;
    }
    this.certain += b.certain;
    this.uncertain += b.uncertain;
    this.reported += b.produced.size;
  }
};
var DEFAULT_CEL_STATS = { name: "SCHEMA-DEF-007 tally", create: () => new CelStats() };

// src/rules/crd/cel/cel-visible.ts
function isCelVisible(node2) {
  for (let n = node2; n; ) {
    if (n.intOrString) return true;
    switch (n.type) {
      case "string":
      case "integer":
      case "number":
      case "boolean":
        return true;
      case "array":
        n = n.items;
        continue;
      case "object": {
        const additional2 = n.additionalProperties;
        if (!(additional2 instanceof SchemaNode) || n.properties.size > 0) return true;
        n = additional2;
        continue;
      }
      default:
        return false;
    }
  }
  return false;
}

// src/rules/crd/cel/evaluate-rule.ts
var CEL_GO_OPERATORS = /* @__PURE__ */ new Set([
  "?:",
  "||",
  "&&",
  "!_",
  "-_",
  "in",
  "[]",
  "[?]",
  "list",
  "map",
  "==",
  "!=",
  "<",
  "<=",
  ">",
  ">=",
  "+",
  "-",
  "*",
  "/",
  "%",
  ".",
  ".?"
]);
var CALLS = /* @__PURE__ */ new Set(["size", "has"]);
var MACROS2 = /* @__PURE__ */ new Set(["all", "exists", "exists_one", "map", "filter"]);
var METHODS = /* @__PURE__ */ new Set([
  ...MACROS2,
  "size",
  "startsWith",
  "endsWith",
  "contains",
  "hasValue",
  "value",
  "orValue",
  "or"
]);
var OPTIONAL_FUNCTIONS = /* @__PURE__ */ new Set(["of", "none"]);
var RuleEvaluator = class {
  // Built on first use: most reviews evaluate no default against a CEL rule, and the environment
  // costs a one-file review's start (issue 17 item 4).
  environment;
  get env() {
    return this.environment ??= kubernetesEnvironment().registerVariable("self", "dyn").registerVariable("oldSelf", "dyn");
  }
  infos = /* @__PURE__ */ new Map();
  /** The parse of each expression in the subset, evaluated as often as there are defaults to check. */
  programs = /* @__PURE__ */ new Map();
  noneValue;
  get none() {
    return this.noneValue ??= this.env.evaluate("optional.none()");
  }
  /** The facts about `expression`, or undefined when it is outside the subset (or does not parse). */
  info(expression) {
    let known = this.infos.get(expression);
    if (known === void 0) {
      try {
        const program2 = this.env.parse(expression);
        known = classify(program2.ast) ?? null;
        if (known) this.programs.set(expression, program2);
      } catch {
        known = null;
      }
      this.infos.set(expression, known);
    }
    return known ?? void 0;
  }
  /** A rule: certain true or false, else uncertain. */
  evaluate(rule, activation) {
    const result = this.run(rule, activation);
    return result === true ? "true" : result === false ? "false" : "uncertain";
  }
  /** A messageExpression: its string result, or undefined when not certain. */
  message(expression, activation) {
    const result = this.run(expression, activation);
    return typeof result === "string" ? result : void 0;
  }
  /** cel-go's optional.of(v) and optional.none() as the library represents them. */
  optionalOf(value2) {
    const ctor = this.none.constructor;
    return ctor.of(value2);
  }
  optionalNone() {
    return this.none;
  }
  run(expression, activation) {
    const info = this.info(expression);
    const program2 = this.programs.get(expression);
    if (!info || !program2) return void 0;
    if (usesOldSelfUnbound(info, activation)) return void 0;
    try {
      return program2(
        activation.oldSelf === void 0 ? { self: activation.self } : { self: activation.self, oldSelf: activation.oldSelf }
      );
    } catch {
      return void 0;
    }
  }
};
function usesOldSelfUnbound(info, activation) {
  return info?.usesOldSelf === true && activation.oldSelf === void 0;
}
function classify(root) {
  const facts = {
    usesOldSelf: false,
    listMacros: false,
    equalityOrAdd: false,
    ordering: false,
    lookup: false,
    highLiteral: false,
    nodes: 0,
    macroDepth: 0
  };
  const stack = [{ n: root, depth: 0 }];
  while (stack.length > 0) {
    const { n, depth } = stack.pop();
    if (Array.isArray(n)) {
      for (const c of n) stack.push({ n: c, depth });
      continue;
    }
    if (typeof n !== "object" || n === null || !("op" in n)) continue;
    facts.nodes++;
    facts.macroDepth = Math.max(facts.macroDepth, depth);
    const { op, args } = n;
    switch (op) {
      case "id":
        if (args === "oldSelf") facts.usesOldSelf = true;
        continue;
      case "value":
        if (typeof args === "string") {
          if (/[\uD800-\uFFFF]/.test(args)) facts.highLiteral = true;
        } else if (!(typeof args === "boolean" || typeof args === "bigint" || typeof args === "number" || args === null))
          return void 0;
        continue;
      case "call": {
        const [name, callArgs] = args;
        if (!CALLS.has(name)) return void 0;
        stack.push({ n: callArgs, depth });
        continue;
      }
      case "rcall": {
        const [name, receiver, callArgs] = args;
        const onOptional = receiver.op === "id" && receiver.args === "optional";
        if (onOptional ? !OPTIONAL_FUNCTIONS.has(name) : !METHODS.has(name)) return void 0;
        if (name === "map" || name === "filter") facts.listMacros = true;
        if (!onOptional) stack.push({ n: receiver, depth });
        stack.push({ n: callArgs, depth: MACROS2.has(name) ? depth + 1 : depth });
        continue;
      }
      default:
        if (!CEL_GO_OPERATORS.has(op)) return void 0;
        if (op === "==" || op === "!=" || op === "in" || op === "+") facts.equalityOrAdd = true;
        if (op === "<" || op === "<=" || op === ">" || op === ">=") facts.ordering = true;
        if (op === "[]" || op === "[?]" || op === "in") facts.lookup = true;
        stack.push({ n: args, depth });
    }
  }
  return facts;
}
function costBound(info, elements, bytes2) {
  const range2 = Math.max(elements, info.nodes);
  return 4 * info.nodes * range2 ** info.macroDepth * (1 + Math.ceil(bytes2 / 10) + range2);
}
var RULE_EVALUATOR = {
  name: "CEL rule evaluator",
  create: () => new RuleEvaluator()
};

// src/rules/crd/cel/valid-field-path.ts
function validFieldPath(jsonPath, root) {
  return walkFieldPath(jsonPath, root, false);
}
function isValidFieldPath(path, node2) {
  return fieldPathSteps(path, node2) !== void 0;
}
function fieldPathSteps(path, node2) {
  const result = walkFieldPath(path, node2.raw, true);
  return result.ok ? [...result.steps] : void 0;
}
function walkFieldPath(jsonPath, root, allowArrayNotation) {
  const tokens = tokenize(jsonPath);
  const steps = [];
  let schema4 = root;
  let path = "";
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i] ?? "";
    let name;
    if (tok === ".") {
      name = tokens[++i];
      if (name === void 0) return { ok: false, error: "unexpected end of JSON path" };
    } else if (tok === "[") {
      if (!allowArrayNotation) return { ok: false, error: "array notation is not allowed" };
      const quoted = tokens[++i];
      if (quoted === void 0) return { ok: false, error: "unexpected end of JSON path" };
      if (quoted.length < 2 || !quoted.startsWith("'") || !quoted.endsWith("'"))
        return { ok: false, error: `expected single quoted string but got ${quoted}` };
      name = unescapeSingleQuoted(quoted.slice(1, -1));
      if (name === void 0) return { ok: false, error: "invalid string literal: invalid escape" };
      const close = tokens[++i];
      if (close === void 0) return { ok: false, error: "unexpected end of JSON path" };
      if (close !== "]") return { ok: false, error: `expected ] but got ${close}` };
    } else return { ok: false, error: `expected [ or . but got: ${tok}` };
    const properties = schema4 && isJsonObject(schema4.properties) && Object.keys(schema4.properties).length > 0 ? schema4.properties : void 0;
    const additional2 = schema4?.additionalProperties;
    if (properties) {
      const next = Object.hasOwn(properties, name) ? properties[name] : void 0;
      if (!isJsonObject(next)) return { ok: false, error: "does not refer to a valid field" };
      path += path === "" ? name : `.${name}`;
      schema4 = next;
    } else if (typeof additional2 === "boolean" || isJsonObject(additional2)) {
      path += `[${name}]`;
      schema4 = isJsonObject(additional2) ? additional2 : void 0;
    } else return { ok: false, error: "does not refer to a valid field" };
    steps.push({ name, property: properties !== void 0 });
  }
  return { ok: true, root: steps[0]?.name ?? "", path, schema: schema4, steps };
}
function tokenize(s) {
  const out = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i] ?? "";
    if (c === "." || c === "[" || c === "]") {
      out.push(c);
      i++;
    } else if (c === "'") {
      let j = i + 1;
      while (j < s.length && !(s[j] === "'" && s[j - 1] !== "\\")) j++;
      out.push(s.slice(i, Math.min(j + 1, s.length)));
      i = j + 1;
    } else {
      let j = i;
      while (j < s.length && !".[]".includes(s[j] ?? "")) j++;
      out.push(s.slice(i, j));
      i = j;
    }
  }
  return out;
}
function unescapeSingleQuoted(s) {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c !== "\\") {
      out += c;
      continue;
    }
    const next = s[++i];
    if (next !== "'" && next !== "\\") return void 0;
    out += next;
  }
  return out;
}

// src/rules/crd/schema/go-decoded.ts
var goString = (v) => typeof v === "string" ? v : "";
var YAML11_TRUE = /* @__PURE__ */ new Set(["y", "Y", "yes", "Yes", "YES", "on", "On", "ON"]);
var goBool = (v) => v === true || typeof v === "string" && YAML11_TRUE.has(v);
var goObject = (v) => isJsonObject(v) ? v : void 0;
var goList = (v) => Array.isArray(v) ? v : [];
var goStrings = (v) => goList(v).map(goString);
var isSet = (v) => v !== void 0 && v !== null;
function utf8Length(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 128) n += 1;
    else if (c < 2048) n += 2;
    else if (c >= 55296 && c <= 56319) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

// src/rules/crd/cel/validate-rule-fields.ts
function decodeValidationRule(raw) {
  const r = isJsonObject(raw) ? raw : {};
  return {
    rule: goString(r.rule),
    message: goString(r.message),
    messageExpression: goString(r.messageExpression),
    reason: typeof r.reason === "string" ? r.reason : void 0,
    fieldPath: goString(r.fieldPath),
    optionalOldSelf: typeof r.optionalOldSelf === "boolean" ? r.optionalOldSelf : void 0
  };
}
function goRuleValue(r) {
  return {
    Rule: r.rule,
    Message: r.message,
    MessageExpression: r.messageExpression,
    Reason: r.reason ?? null,
    FieldPath: r.fieldPath,
    OptionalOldSelf: r.optionalOldSelf ?? null
  };
}
var SUPPORTED_REASONS = ["FieldValueDuplicate", "FieldValueForbidden", "FieldValueInvalid", "FieldValueRequired"];
var trim = (s) => s.replace(/^[\s\u0085\u00a0]+|[\s\u0085\u00a0]+$/gu, "");
var hasNewlines = (s) => /[\n\r]/.test(s);
function validateRuleFields(r, node2, x) {
  const errs = [];
  const trimmedRule = trim(r.rule);
  const trimmedMsg = trim(r.message);
  if (trimmedRule.length === 0) errs.push(required(x().child("rule"), "rule is not specified"));
  else if (r.message.length > 0 && trimmedMsg.length === 0)
    errs.push(invalid(x().child("message"), r.message, "message must be non-empty if specified"));
  else if (hasNewlines(trimmedMsg))
    errs.push(invalid(x().child("message"), r.message, "message must not contain line breaks"));
  else if (hasNewlines(trimmedRule) && trimmedMsg.length === 0)
    errs.push(required(x().child("message"), "message must be specified if rule contains line breaks"));
  if (r.messageExpression.length > 0 && trim(r.messageExpression).length === 0) {
    errs.push(required(x().child("messageExpression"), "messageExpression must be non-empty if specified"));
  }
  if (r.reason !== void 0 && !SUPPORTED_REASONS.includes(r.reason))
    errs.push(notSupported(x().child("reason"), r.reason, SUPPORTED_REASONS));
  if (r.fieldPath.length > 0 && trim(r.fieldPath).length === 0)
    errs.push(invalid(x().child("fieldPath"), r.fieldPath, "fieldPath must be non-empty if specified"));
  if (hasNewlines(r.fieldPath))
    errs.push(invalid(x().child("fieldPath"), r.fieldPath, "fieldPath must not contain line breaks"));
  if (r.fieldPath.length > 0 && !isValidFieldPath(r.fieldPath, node2))
    errs.push(invalid(x().child("fieldPath"), r.fieldPath, "fieldPath must be a valid path"));
  return errs;
}

// src/rules/crd/defaults/go-float.ts
function goFloat(f) {
  if (!Number.isFinite(f)) return f > 0 ? "+Inf" : f < 0 ? "-Inf" : "NaN";
  if (f === 0) return Object.is(f, -0) ? "-0" : "0";
  const [mantissa = "", e = "0"] = f.toExponential().split("e");
  const exp = Number(e);
  if (exp < -4 || exp >= 6) return `${mantissa}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  return String(f);
}

// src/rules/crd/defaults/unstructured-to-cel.ts
var CEL_UNSAFE_FORMATS = /* @__PURE__ */ new Set(["byte", "date", "date-time", "duration"]);
var INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };
function hasHazard(c, info) {
  return c.unorderedMap && info.listMacros || c.setOrMapList && info.equalityOrAdd || (c.highString || info.highLiteral) && info.ordering || c.escapedName && info.lookup;
}
function unstructuredToCel(value2, node2) {
  const flags = {
    elements: 0,
    bytes: 0,
    unorderedMap: false,
    setOrMapList: false,
    highString: false,
    escapedName: false
  };
  const out = convertInto(value2, node2, flags);
  return out ? { value: out.value, ...flags } : void 0;
}
function convertInto(value2, node2, flags) {
  flags.elements++;
  if (value2 === null || node2.embeddedResource) return void 0;
  if (node2.intOrString) return typeof value2 === "string" ? str(value2, flags) : int(value2);
  switch (node2.type) {
    case "integer":
      return int(value2);
    case "number":
      return typeof value2 === "number" ? { value: value2 } : void 0;
    case "boolean":
      return typeof value2 === "boolean" ? { value: value2 } : void 0;
    case "string":
      return typeof value2 === "string" && !CEL_UNSAFE_FORMATS.has(node2.format) ? str(value2, flags) : void 0;
    case "array": {
      const items = node2.items;
      if (!Array.isArray(value2) || !items) return void 0;
      if (value2.length > 0 && (node2.listType === "set" || node2.listType === "map")) flags.setOrMapList = true;
      const out = [];
      for (const v of value2) {
        const c = convertInto(v, items, flags);
        if (!c) return void 0;
        out.push(c.value);
      }
      return { value: out };
    }
    case "object": {
      if (!isJsonObject(value2)) return void 0;
      const entries = Object.entries(value2);
      if (entries.length > 1) flags.unorderedMap = true;
      const props = node2.properties;
      const additional2 = node2.additionalProperties;
      const out = {};
      for (const [k, v] of entries) {
        let child;
        let name = k;
        if (props.size > 0) {
          child = props.get(k);
          name = escapeCelName(k);
          if (name !== k) flags.escapedName = true;
        } else if (additional2 instanceof SchemaNode) child = additional2;
        if (!child || name === void 0) return void 0;
        flags.bytes += k.length;
        const c = convertInto(v, child, flags);
        if (!c) return void 0;
        out[name] = c.value;
        if (name !== k && isKeywordFieldName(k)) out[k] = c.value;
      }
      return { value: out };
    }
    default:
      return void 0;
  }
}
function str(value2, flags) {
  flags.bytes += Buffer.byteLength(value2, "utf8");
  if (/[\uD800-\uFFFF]/.test(value2)) flags.highString = true;
  return { value: value2 };
}
function int(value2) {
  if (typeof value2 !== "number" || !Number.isSafeInteger(value2)) return void 0;
  const n = BigInt(value2);
  return n > INT64.min && n <= INT64.max ? { value: n } : void 0;
}

// src/rules/crd/defaults/validate-default-cel.ts
var MAX_MESSAGE_BYTES = 5 * 1024;
function validateDefaultCel(value2, s, isResourceRoot, path, ctx) {
  const budget = ctx.budget;
  if (!budget) return [];
  const first = { errs: [], allTrue: true };
  walk2({ value: value2, node: s, path, isRoot: isResourceRoot, old: "same" }, "update", first, ctx, budget);
  if (first.errs.length > 0 || !first.allTrue) return record(first.errs, budget);
  const second = { errs: [], allTrue: true };
  walk2({ value: value2, node: s, path, isRoot: isResourceRoot, old: "nil" }, "from-nil", second, ctx, budget);
  return record(second.errs, budget);
}
function record(errs, budget) {
  for (const e of errs) budget.produced.add(e);
  return errs;
}
function walk2(start, run, state, ctx, budget) {
  const stack = [start];
  while (stack.length > 0) {
    const at = stack.pop();
    if (at.value === null) continue;
    if (!isCelVisible(at.node)) {
      if (hasRules(at.node)) state.allTrue = false;
      continue;
    }
    if (!at.isRoot) rulesAt(at, run, state, ctx, budget);
    else if (at.node.validations.length > 0) {
      budget.uncertain += at.node.validations.length;
      state.allTrue = false;
    }
    const children = [];
    if (Array.isArray(at.value)) {
      const items = at.node.items;
      const old = itemsOld(at);
      if (items)
        at.value.forEach(
          (v, i) => children.push({ value: v, node: items, path: at.path.index(i), isRoot: items.embeddedResource, old })
        );
    } else if (isJsonObject(at.value)) {
      const props = at.node.properties;
      const additional2 = at.node.additionalProperties;
      for (const [k, v] of Object.entries(at.value)) {
        if (at.isRoot && (k === "metadata" || k === "apiVersion" || k === "kind")) {
          state.allTrue = false;
          continue;
        }
        const prop = props.get(k);
        if (prop)
          children.push({ value: v, node: prop, path: at.path.child(k), isRoot: prop.embeddedResource, old: at.old });
        else if (props.size === 0 && additional2 instanceof SchemaNode)
          children.push({
            value: v,
            node: additional2,
            path: at.path.key(k),
            isRoot: additional2.embeddedResource,
            old: at.old
          });
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}
function itemsOld(at) {
  if (at.old !== "same" || at.node.listType !== "map")
    return at.old === "unknown" && at.node.listType === "map" ? "unknown" : "nil";
  const keys = at.node.listMapKeys;
  const seen = /* @__PURE__ */ new Set();
  for (const item of at.value) {
    const k = JSON.stringify(keys.map((key3) => isJsonObject(item) ? item[key3] ?? null : null));
    if (seen.has(k)) return "unknown";
    seen.add(k);
  }
  return "same";
}
function rulesAt(at, run, state, ctx, budget) {
  const rules = at.node.validations;
  if (rules.length === 0) return;
  let converted = null;
  for (const { rule: raw } of rules) {
    const rule = decodeValidationRule(raw);
    if (rule.rule.trim() === "") continue;
    const decided = decide(
      at,
      rule,
      run,
      ctx,
      budget,
      () => converted === null ? converted = unstructuredToCel(at.value, at.node) : converted
    );
    if (run === "from-nil" && decided === "not run") continue;
    if (decided === "uncertain") {
      budget.uncertain++;
      state.allTrue = false;
      continue;
    }
    if (decided === "not run") {
      budget.notRun++;
      continue;
    }
    budget.certain++;
    if (decided === "false") state.allTrue = false;
    else if (decided !== "true") state.errs.push(decided);
  }
}
function decide(at, rule, run, ctx, budget, self) {
  const info = ctx.evaluator.info(rule.rule);
  if (!ctx.compiles(at.node, at.isRoot, rule) || !info) return "uncertain";
  const optional = rule.optionalOldSelf === true;
  if (info.usesOldSelf) {
    if (at.old === "unknown") return "uncertain";
    if (at.old === "nil" && !optional) return "not run";
  }
  if (run === "from-nil" && !(info.usesOldSelf && optional)) return "not run";
  const converted = self();
  if (!converted || hasHazard(converted, info)) return "uncertain";
  const cost = costBound(info, converted.elements, converted.bytes);
  if (cost > PER_CALL_LIMIT) return "uncertain";
  budget.spent += cost;
  const activation = activationFor(at, converted.value, info.usesOldSelf, optional, ctx.evaluator);
  const result = ctx.evaluator.evaluate(rule.rule, activation);
  if (result !== "false") return result;
  const detail = messageOf(at, rule, info.usesOldSelf, converted, ctx, budget);
  if (detail === void 0) return "false";
  return failure(errorPath(at, rule), at.node, at.value, rule, detail) ?? "false";
}
function activationFor(at, self, usesOldSelf, optional, evaluator) {
  if (!usesOldSelf) return { self };
  if (optional) return { self, oldSelf: at.old === "same" ? evaluator.optionalOf(self) : evaluator.optionalNone() };
  return { self, oldSelf: self };
}
function messageOf(at, rule, ruleUsesOldSelf, converted, ctx, budget) {
  const fallback = rule.message !== "" ? rule.message.trim() : `failed rule: ${rule.rule.trim()}`;
  if (rule.messageExpression === "") return fallback;
  const info = ctx.evaluator.info(rule.messageExpression);
  if (!info || hasHazard(converted, info)) return void 0;
  const cost = costBound(info, converted.elements, converted.bytes);
  if (cost > PER_CALL_LIMIT) return void 0;
  budget.spent += cost;
  const usesOld = info.usesOldSelf;
  if (usesOld && (at.old !== "same" || !ruleUsesOldSelf)) return void 0;
  const text = ctx.evaluator.message(
    rule.messageExpression,
    usesOld ? { self: converted.value, oldSelf: converted.value } : { self: converted.value }
  );
  if (text === void 0) return void 0;
  const trimmed = goTrimSpace(text);
  if (trimmed === "" || trimmed.includes("\n") || Buffer.byteLength(trimmed, "utf8") > MAX_MESSAGE_BYTES)
    return fallback;
  return trimmed;
}
function goTrimSpace(s) {
  return s.replace(/^[\s\u0085]+|[\s\u0085]+$/gu, "");
}
function errorPath(at, rule) {
  if (rule.fieldPath === "") return at.path;
  const steps = fieldPathSteps(rule.fieldPath, at.node) ?? [];
  const [first] = steps;
  if (!first) return at.path;
  let p = first.property ? at.path.child(first.name) : at.path.child(`[${first.name}]`);
  for (const step2 of steps.slice(1)) p = step2.property ? p.child(step2.name) : p.key(step2.name);
  return p;
}
function failure(path, node2, value2, rule, detail) {
  if (rule.reason === "FieldValueForbidden") return forbidden(path, detail);
  if (rule.reason === "FieldValueRequired") return required(path, detail);
  const omitted = node2.type === "object" || node2.type === "array";
  const shown2 = omitted ? void 0 : printable(value2);
  if (!omitted && shown2 === void 0) return void 0;
  if (rule.reason === "FieldValueDuplicate")
    return shown2 === void 0 ? { type: "Duplicate value", path, detail: "", hasValue: false } : duplicate(path, shown2.value);
  return shown2 === void 0 ? { type: "Invalid value", path, detail, hasValue: false } : invalid(path, shown2.value, detail);
}
function printable(value2) {
  if (typeof value2 === "string" || typeof value2 === "boolean") return { value: value2 };
  if (typeof value2 === "number")
    return Number.isInteger(value2) || goFloat(value2) === String(value2) ? { value: value2 } : void 0;
  return void 0;
}
function hasRules(node2) {
  const stack = [node2];
  while (stack.length > 0) {
    const n = stack.pop();
    if (n.validations.length > 0) return true;
    if (n.items) stack.push(n.items);
    stack.push(...n.properties.values());
    if (n.additionalProperties instanceof SchemaNode) stack.push(n.additionalProperties);
  }
  return false;
}

// src/rules/crd/schema/same-value.ts
function sameValue(a, b) {
  const pending = [[a, b]];
  for (let pair2 = pending.pop(); pair2; pair2 = pending.pop()) {
    const [x, y] = pair2;
    if (x === y) continue;
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length) return false;
      x.forEach((item, i) => pending.push([item, y[i]]));
      continue;
    }
    if (!isJsonObject(x) || !isJsonObject(y)) return false;
    const kx = Object.keys(x);
    if (kx.length !== Object.keys(y).length) return false;
    for (const k of kx) {
      if (!Object.hasOwn(y, k)) return false;
      pending.push([x[k], y[k]]);
    }
  }
  return true;
}

// src/rules/crd/defaults/validate-default-value.ts
function validateDefaultValue(value2, s, at, patterns) {
  const errs = [];
  check(value2, s, "", { at, patterns, errs });
  return errs;
}
function check(v, s, name, w) {
  const { at, errs } = w;
  const path = name === "" ? at : at.child(name);
  const kind = kindOf2(v);
  if (kind === "null") {
    if (!s.nullable && KNOWN_TYPES.has(s.type) && !s.intOrString) errs.push(typeError(path, name, s.type, "null"));
    return;
  }
  if (KNOWN_TYPES.has(s.type) && !s.intOrString && !typeMatches(s.type, kind))
    errs.push(typeError(path, name, s.type, kind));
  const enumValues = s.enum;
  if (enumValues && enumValues.length > 0 && !enumValues.some((e) => sameValue(e, v))) {
    errs.push(
      notSupported(
        path,
        goJsonValue(v),
        enumValues.map((e) => typeof e === "string" ? e : JSON.stringify(goJsonValue(e)))
      )
    );
  }
  if (typeof v === "string") checkString(v, s, name, path, w);
  else if (typeof v === "number") checkNumber(v, s, name, path, errs);
  else if (Array.isArray(v)) {
    if (s.maxItems !== void 0 && v.length > s.maxItems) errs.push(tooMany(path, v.length, s.maxItems));
    if (s.minItems !== void 0 && v.length < s.minItems)
      errs.push(invalid(path, goJsonValue(v), `${name} in body should have at least ${s.minItems} items`));
    const items = s.items;
    if (items) v.forEach((item, i) => check(item, items, join(name, String(i)), w));
  } else if (isJsonObject(v)) checkObject(v, s, name, path, w);
}
function checkString(v, s, name, path, { errs, patterns }) {
  const length = [...v].length;
  if (s.maxLength !== void 0 && length > s.maxLength) errs.push(tooLong(path, s.maxLength));
  if (s.minLength !== void 0 && length < s.minLength)
    errs.push(invalid(path, v, `${name} in body should be at least ${s.minLength} chars long`));
  if (s.pattern !== "" && !patterns.matches(s.pattern, v))
    errs.push(invalid(path, v, `${name} in body should match '${s.pattern}'`));
}
function checkNumber(v, s, name, path, errs) {
  const max = s.maximum;
  if (max !== void 0 && (s.exclusiveMaximum ? v >= max : v > max)) {
    errs.push(
      invalid(
        path,
        v,
        `${name} in body should be less than ${s.exclusiveMaximum ? "" : "or equal to "}${goFloat(max)}`
      )
    );
  }
  const min = s.minimum;
  if (min !== void 0 && (s.exclusiveMinimum ? v <= min : v < min)) {
    errs.push(
      invalid(
        path,
        v,
        `${name} in body should be greater than ${s.exclusiveMinimum ? "" : "or equal to "}${goFloat(min)}`
      )
    );
  }
  const m = s.multipleOf;
  if (m !== void 0 && m > 0 && !Number.isInteger(v / m))
    errs.push(invalid(path, v, `${name} in body should be a multiple of ${goFloat(m)}`));
}
function checkObject(v, s, name, path, w) {
  const { at, errs } = w;
  const count = Object.keys(v).length;
  if (s.maxProperties !== void 0 && count > s.maxProperties) errs.push(tooMany(path, count, s.maxProperties));
  if (s.minProperties !== void 0 && count < s.minProperties)
    errs.push(invalid(path, goJsonValue(v), `${name} in body should have at least ${s.minProperties} properties`));
  for (const r of s.required) if (!Object.hasOwn(v, r)) errs.push(required(at.child(join(name, r)), ""));
  const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
  const additional2 = s.additionalProperties;
  for (const k of Object.keys(v)) {
    const prop = Object.hasOwn(props, k) ? SchemaNode.of(props[k]) : void 0;
    const child = prop ?? (additional2 instanceof SchemaNode ? additional2 : void 0);
    if (child) check(v[k], child, join(name, k), w);
  }
}
var KNOWN_TYPES = /* @__PURE__ */ new Set(["array", "boolean", "integer", "number", "object", "string"]);
var join = (name, k) => name === "" ? k : `${name}.${k}`;
function kindOf2(v) {
  if (v === null || v === void 0) return "null";
  if (typeof v === "boolean") return "boolean";
  if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
  if (typeof v === "string") return "string";
  return Array.isArray(v) ? "array" : "object";
}
function typeMatches(type, kind) {
  if (type === "number") return kind === "number" || kind === "integer";
  return type === kind;
}
var typeError = (path, name, type, received) => invalid(path, received, `${name} in body must be of type ${type}: ${JSON.stringify(received)}`);

// src/rules/crd/schema/dns-names.ts
var DNS1123_LABEL = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
var DNS1123_SUBDOMAIN = `${DNS1123_LABEL}(\\.${DNS1123_LABEL})*`;
var DNS1035_LABEL = "[a-z]([-a-z0-9]*[a-z0-9])?";
var LABEL_KEY = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
var LABEL_VALUE = `(${LABEL_KEY})?`;
var anchored = (re) => new RegExp(`^${re}$`);
var SUBDOMAIN_RE = anchored(DNS1123_SUBDOMAIN);
var DNS1035_RE = anchored(DNS1035_LABEL);
var LABEL_KEY_RE = anchored(LABEL_KEY);
var LABEL_VALUE_RE = anchored(LABEL_VALUE);
function regexError(msg, re, ...examples) {
  if (examples.length === 0) return `${msg} (regex used for validation is '${re}')`;
  const listed = examples.map((x, i) => `${i > 0 ? " or " : ""}'${x}', `).join("");
  return `${msg} (e.g. ${listed}regex used for validation is '${re}')`;
}
var SUBDOMAIN_DETAIL = regexError(
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character",
  DNS1123_SUBDOMAIN,
  "example.com"
);
var DNS1035_DETAIL = regexError(
  "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character",
  DNS1035_LABEL,
  "my-name",
  "abc-123"
);
var LABEL_RE = anchored(DNS1123_LABEL);
var LABEL_DETAIL = regexError(
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character",
  DNS1123_LABEL,
  "my-name",
  "123-abc"
);
function isDns1123Label(value2) {
  const errs = [];
  if (utf8Length(value2) > 63) errs.push("must be no more than 63 characters");
  if (!LABEL_RE.test(value2)) errs.push(SUBDOMAIN_RE.test(value2) ? "must not contain dots" : LABEL_DETAIL);
  return errs;
}
function isPathSegment(value2, prefix) {
  if (!prefix && (value2 === "." || value2 === "..")) return [`may not be '${value2}'`];
  return ["/", "%"].filter((c) => value2.includes(c)).map((c) => `may not contain '${c}'`);
}
function isDns1123Subdomain(value2, lengthUnit = "characters") {
  const errs = [];
  if (utf8Length(value2) > 253) errs.push(`must be no more than 253 ${lengthUnit}`);
  if (!SUBDOMAIN_RE.test(value2)) errs.push(SUBDOMAIN_DETAIL);
  return errs;
}
function isDns1035Label(value2) {
  const errs = [];
  if (utf8Length(value2) > 63) errs.push("must be no more than 63 characters");
  if (!DNS1035_RE.test(value2)) errs.push(DNS1035_DETAIL);
  return errs;
}
var LABEL_KEY_MSG = "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
function isQualifiedName(value2) {
  const errs = [];
  const parts = value2.split("/");
  let name;
  if (parts.length === 1) name = parts[0] ?? "";
  else if (parts.length === 2) {
    const prefix = parts[0] ?? "";
    name = parts[1] ?? "";
    if (prefix === "") errs.push("prefix part must be non-empty");
    else errs.push(...isDns1123Subdomain(prefix, "bytes").map((m) => `prefix part ${m}`));
  } else {
    return [
      `a valid label key ${regexError(LABEL_KEY_MSG, LABEL_KEY, "MyName", "my.name", "123-abc")} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`
    ];
  }
  if (name === "") errs.push("name part must be non-empty");
  else if (utf8Length(name) > 63) errs.push("name part must be no more than 63 bytes");
  if (!LABEL_KEY_RE.test(name))
    errs.push(`name part ${regexError(LABEL_KEY_MSG, LABEL_KEY, "MyName", "my.name", "123-abc")}`);
  return errs;
}
function isLabelValue(value2) {
  const errs = [];
  if (utf8Length(value2) > 63) errs.push("must be no more than 63 bytes");
  if (!LABEL_VALUE_RE.test(value2)) {
    errs.push(
      regexError(
        "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
        LABEL_VALUE,
        "MyValue",
        "my_value",
        "12345"
      )
    );
  }
  return errs;
}

// src/rules/crd/metadata/validate-metadata.ts
var METADATA = FieldPath.of("metadata");
var TOTAL_ANNOTATION_SIZE_LIMIT = 256 * 1024;
function validateCrdName(name, plural, group, generateName = "") {
  const out = [];
  const wanted = `${plural}.${group}`;
  const generateNamePath = METADATA.child("generateName");
  if (generateName !== "") {
    for (const d of crdNameDetails(maskTrailingDash(generateName), generateName, wanted))
      out.push({ error: invalid(generateNamePath, generateName, d), at: generateNamePath });
  }
  const path = METADATA.child("name");
  if (name === "" && generateName !== "") {
    const prefix = goBytePrefix(generateName, MAX_GENERATED_NAME_PREFIX);
    const details = isDns1123Subdomain(`${prefix}bbbbb`);
    details.push(WRONG_NAME);
    for (const d of details) out.push({ error: invalid(path, `${prefix}${RANDOM_SUFFIX}`, d), at: generateNamePath });
    return out;
  }
  if (name === "") {
    out.push({ error: required(path, "name or generateName is required"), at: path });
    return out;
  }
  for (const d of crdNameDetails(name, name, wanted)) out.push({ error: invalid(path, name, d), at: path });
  return out;
}
var WRONG_NAME = 'must be spec.names.plural+"."+spec.group';
var MAX_GENERATED_NAME_PREFIX = 58;
var RANDOM_SUFFIX = "?????";
function crdNameDetails(checked, name, wanted) {
  const details = isDns1123Subdomain(checked);
  if (name !== wanted) details.push(WRONG_NAME);
  return details;
}
var maskTrailingDash = (prefix) => utf8Length(prefix) > 1 && prefix.endsWith("-") ? `${prefix.slice(0, -2)}a` : prefix;
function goBytePrefix(s, n) {
  if (utf8Length(s) <= n) return s;
  const bytes2 = Buffer.from(s, "utf8").subarray(0, n);
  return bytes2.toString("utf8");
}
function validateGenericMeta(metadata4) {
  return validateCommonMeta(metadata4, METADATA);
}
function validateEmbeddedMeta(metadata4, path) {
  const errs = [];
  const generateName = goString(metadata4.generateName);
  if (generateName !== "")
    for (const d of isPathSegment(generateName, true)) errs.push(invalid(path.child("generateName"), generateName, d));
  const name = goString(metadata4.name);
  for (const d of isPathSegment(name === "" ? "fakename" : name, false))
    errs.push(invalid(path.child("name"), name, d));
  const namespace = goString(metadata4.namespace);
  if (namespace !== "")
    for (const d of isDns1123Label(namespace)) errs.push(invalid(path.child("namespace"), namespace, d));
  if (typeof metadata4.generation === "number" && metadata4.generation < 0) {
    errs.push(invalid(path.child("generation"), metadata4.generation, "must be greater than or equal to 0"));
  }
  return [...errs, ...validateCommonMeta(metadata4, path).map((e) => e.error)];
}
function validateCommonMeta(metadata4, meta) {
  const out = [];
  const labels = meta.child("labels");
  for (const [k, v] of Object.entries(goObject(metadata4.labels) ?? {})) {
    for (const d of isQualifiedName(k)) out.push({ error: invalid(labels, k, d), at: labels.key(k) });
    for (const d of isLabelValue(goString(v))) out.push({ error: invalid(labels, goString(v), d), at: labels.key(k) });
  }
  const annotations = meta.child("annotations");
  let size = 0;
  for (const [k, v] of Object.entries(goObject(metadata4.annotations) ?? {})) {
    for (const d of isQualifiedName(k.toLowerCase()))
      out.push({ error: invalid(annotations, k, d), at: annotations.key(k) });
    size += utf8Length(k) + utf8Length(goString(v));
  }
  if (size > TOTAL_ANNOTATION_SIZE_LIMIT)
    out.push({ error: tooLong(annotations, TOTAL_ANNOTATION_SIZE_LIMIT), at: annotations });
  out.push(...validateOwnerReferences(goList(metadata4.ownerReferences), meta.child("ownerReferences")));
  const finalizers = meta.child("finalizers");
  const names3 = goStrings(metadata4.finalizers);
  names3.forEach((f, i) => {
    for (const d of isQualifiedName(f)) out.push({ error: invalid(finalizers, f, d), at: finalizers.index(i) });
  });
  if (names3.includes(ORPHAN) && names3.includes(FOREGROUND)) {
    out.push({
      error: invalid(finalizers, names3, `finalizer ${ORPHAN} and ${FOREGROUND} cannot be both set`),
      at: finalizers
    });
  }
  return out;
}
var ORPHAN = "orphan";
var FOREGROUND = "foregroundDeletion";
function validateOwnerReferences(refs, path) {
  const out = [];
  const printed = refs.map(printedOwnerReference);
  let firstController;
  refs.forEach((raw, i) => {
    const ref = goObject(raw) ?? {};
    const at = path.index(i);
    const apiVersion2 = goString(ref.apiVersion);
    if (apiVersion2 === "")
      out.push({ error: required(at.child("apiVersion"), "must not be empty"), at: at.child("apiVersion") });
    else if (!isGroupVersion(apiVersion2))
      out.push({
        error: invalid(at.child("apiVersion"), apiVersion2, "must be <group>/<version> or <version>"),
        at: at.child("apiVersion")
      });
    for (const field2 of ["kind", "name", "uid"]) {
      if (goString(ref[field2]) === "")
        out.push({ error: required(at.child(field2), "must not be empty"), at: at.child(field2) });
    }
    const gv = parseGroupVersion(apiVersion2);
    if (gv && gv.group === "" && gv.version === "v1" && goString(ref.kind) === "Event") {
      out.push({ error: invalid(at, printed[i], "/v1, Kind=Event is disallowed from being an owner"), at });
    }
    if (ref.controller !== true) return;
    const controller = `${goString(ref.kind)}/${goString(ref.name)}`;
    if (firstController === void 0) firstController = controller;
    else {
      const detail = `Only one reference can have Controller set to true. Found "true" in references for ${firstController} and ${controller}`;
      out.push({ error: invalid(path, printed, detail), at });
    }
  });
  return out;
}
function isGroupVersion(gv) {
  return (parseGroupVersion(gv)?.version ?? "") !== "";
}
function parseGroupVersion(gv) {
  if (gv === "" || gv === "/") return { group: "", version: "" };
  const parts = gv.split("/");
  if (parts.length > 2) return void 0;
  return parts.length === 1 ? { group: "", version: gv } : { group: parts[0] ?? "", version: parts[1] ?? "" };
}
function printedOwnerReference(raw) {
  const ref = goObject(raw) ?? {};
  return {
    apiVersion: goString(ref.apiVersion),
    kind: goString(ref.kind),
    name: goString(ref.name),
    uid: goString(ref.uid),
    ...typeof ref.controller === "boolean" ? { controller: ref.controller } : {},
    ...typeof ref.blockOwnerDeletion === "boolean" ? { blockOwnerDeletion: ref.blockOwnerDeletion } : {}
  };
}
function validateEmbeddedTypeMeta(x, path) {
  const errs = [];
  if (!Object.hasOwn(x, "apiVersion")) errs.push(required(path.child("apiVersion"), ""));
  if (!Object.hasOwn(x, "kind")) errs.push(required(path.child("kind"), ""));
  if (Object.hasOwn(x, "apiVersion")) {
    const v = x.apiVersion;
    if (typeof v !== "string") errs.push(invalid(path.child("apiVersion"), v, "must be a string"));
    else if (v === "") errs.push(invalid(path.child("apiVersion"), v, "must not be empty"));
    else if (v.split("/").length > 2)
      errs.push(invalid(path.child("apiVersion"), v, `unexpected GroupVersion string: ${v}`));
  }
  if (Object.hasOwn(x, "kind")) {
    const v = x.kind;
    if (typeof v !== "string") errs.push(invalid(path.child("kind"), v, "must be a string"));
    else if (v === "") errs.push(invalid(path.child("kind"), v, "must not be empty"));
    else {
      const problems = isDns1035Label(v.toLowerCase());
      if (problems.length > 0)
        errs.push(
          invalid(path.child("kind"), v, `may have mixed case, but should otherwise match: ${problems.join(",")}`)
        );
    }
  }
  return errs;
}

// src/rules/crd/defaults/validate-embedded-default.ts
function validateEmbeddedDefault(value2, s, path, isResourceRoot) {
  const root = isResourceRoot ? asResource(s) : s;
  const coerced = coerce(value2, root, path);
  if (coerced) return [coerced];
  const errs = [];
  walk3(value2, root, path, errs);
  return errs;
}
function validateMetaDefault(value2, at, path) {
  let resource = at;
  let surrounding = value2;
  for (; resource.parent && !resource.node.embeddedResource; resource = resource.parent) {
    surrounding = resource.relation === "items" ? [surrounding] : { [String(resource.key)]: surrounding };
  }
  if (!isJsonObject(surrounding)) return [];
  const obj = { ...surrounding };
  if (!Object.hasOwn(obj, "kind")) obj.kind = "Validation";
  if (!Object.hasOwn(obj, "apiVersion")) obj.apiVersion = "validation/v1";
  const errs = validateEmbeddedDefault(obj, resource.node, NIL_PATH, true);
  if (errs.length === 0) return [];
  return [invalid(path, goJsonValue(value2), `must result in valid metadata: ${aggregate(errs)}`)];
}
var NIL_PATH = FieldPath.of("");
function aggregate(errs) {
  const messages18 = [...new Set(errs.map(renderFieldError))];
  return messages18.length === 1 ? messages18[0] ?? "" : `[${messages18.join(", ")}]`;
}
var asResource = (s) => s.embeddedResource ? s : new SchemaNode({ ...s.raw, "x-kubernetes-embedded-resource": true });
function coerce(x, s, path) {
  if (!s) return void 0;
  if (Array.isArray(x)) {
    for (const [i, v] of x.entries()) {
      const e = coerce(v, s.items, path.index(i));
      if (e) return e;
    }
    return void 0;
  }
  if (!isJsonObject(x)) return void 0;
  const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
  const additional2 = s.additionalProperties;
  for (const [k, v] of Object.entries(x)) {
    if (s.embeddedResource && (k === "apiVersion" || k === "kind") && typeof v !== "string")
      return invalid(path.child(k), v, "must be a string");
    const e = Object.hasOwn(props, k) ? coerce(v, SchemaNode.of(props[k]), path.child(k)) : additional2 !== void 0 ? coerce(v, additional2 instanceof SchemaNode ? additional2 : void 0, path.key(k)) : void 0;
    if (e) return e;
  }
  return void 0;
}
function walk3(x, s, path, errs) {
  if (!s) return;
  if (Array.isArray(x)) {
    x.forEach((v, i) => walk3(v, s.items, path.index(i), errs));
    return;
  }
  if (!isJsonObject(x)) return;
  if (s.embeddedResource) errs.push(...embeddedResource(x, path));
  const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
  const additional2 = s.additionalProperties;
  for (const k of Object.keys(x)) {
    if (Object.hasOwn(props, k)) walk3(x[k], SchemaNode.of(props[k]), path.child(k), errs);
    else if (additional2 !== void 0)
      walk3(x[k], additional2 instanceof SchemaNode ? additional2 : void 0, path.key(k), errs);
  }
}
function embeddedResource(x, path) {
  const errs = validateEmbeddedTypeMeta(x, path);
  const metadata4 = x.metadata;
  if (isJsonObject(metadata4) && decodesAsObjectMeta(metadata4))
    errs.push(...validateEmbeddedMeta(metadata4, path.child("metadata")));
  return errs;
}
var STRING_FIELDS = ["name", "generateName", "namespace", "uid", "resourceVersion", "selfLink"];
var STRING_MAPS = ["labels", "annotations"];
function decodesAsObjectMeta(m) {
  const isNullOr = (v, ok) => v === void 0 || v === null || ok(v);
  if (!STRING_FIELDS.every((k) => isNullOr(m[k], (v) => typeof v === "string"))) return false;
  if (!isNullOr(m.generation, (v) => typeof v === "number" && Number.isInteger(v))) return false;
  if (!STRING_MAPS.every(
    (k) => isNullOr(m[k], (v) => isJsonObject(v) && Object.values(v).every((s) => s === null || typeof s === "string"))
  ))
    return false;
  if (!isNullOr(m.finalizers, (v) => Array.isArray(v) && v.every((s) => s === null || typeof s === "string")))
    return false;
  return isNullOr(
    m.ownerReferences,
    (v) => Array.isArray(v) && v.every(
      (r) => r === null || isJsonObject(r) && ["apiVersion", "kind", "name", "uid"].every((k) => isNullOr(r[k], (s) => typeof s === "string")) && ["controller", "blockOwnerDeletion"].every((k) => isNullOr(r[k], (b) => typeof b === "boolean"))
    )
  );
}

// src/rules/crd/defaults/validate-defaults.ts
var META_FIELDS = /* @__PURE__ */ new Set(["metadata", "apiVersion", "kind"]);
function isValidatedDefault(at) {
  for (let l = at; l?.parent; l = l.parent) {
    if (l.relation !== "properties" && l.relation !== "items") return false;
    if (l.relation === "items" && typeof l.key === "number") return false;
  }
  return true;
}
function validateDefault(at, opts) {
  const errs = [];
  const value2 = at.node.default;
  const path = at.apiserverPath().child("default");
  const isResourceRoot = at.isRoot || at.node.embeddedResource;
  const inMeta = insideMeta(at);
  if (!inMeta && opts.requirePrunedDefaults && prune(value2, at.node, isResourceRoot).pruned.length > 0) {
    errs.push(invalid(path, goJsonValue(value2), "must not have unknown fields"));
  }
  const embedded = inMeta ? validateMetaDefault(value2, at, path) : validateEmbeddedDefault(value2, at.node, path, isResourceRoot);
  if (embedded.length > 0) return [...errs, ...embedded];
  const schemaErrs = validateDefaultValue(value2, at.node, path, opts.patterns);
  if (schemaErrs.length > 0 || !opts.cel || !hasRulesAtOrBelow(at)) return [...errs, ...schemaErrs];
  return [...errs, ...validateDefaultCel(value2, at.node, isResourceRoot, path, opts.cel)];
}
function insideMeta(at) {
  for (let l = at; l?.parent; l = l.parent) {
    if (l.node.embeddedResource) return false;
    if (l.relation === "properties" && typeof l.key === "string" && META_FIELDS.has(l.key) && (l.parent.isRoot || l.parent.node.embeddedResource))
      return true;
  }
  return false;
}
function validatedDefaultErrors(schema4, opts) {
  const known = schema4.memo.defaultErrors;
  if (known && known.requirePrunedDefaults === opts.requirePrunedDefaults) return known.errors;
  let errors = [];
  const budget = opts.cel ? new CelBudget() : void 0;
  const perSchema = opts.cel && budget ? { ...opts, cel: { ...opts.cel, budget } } : opts;
  for (const at of nodesWith(schema4, "default")) {
    if (!at.unvalidated && isValidatedDefault(at)) errors.push(...validateDefault(at, perSchema));
  }
  if (budget?.exceeded) errors = errors.filter((e) => !budget.produced.has(e));
  if (budget) opts.cel?.stats?.add(budget);
  schema4.memo.defaultErrors = { requirePrunedDefaults: opts.requirePrunedDefaults, errors };
  return errors;
}
function requirePrunedDefaults(base) {
  return !base || !crdSchemas(base).some(hasUnprunedDefault);
}
function hasUnprunedDefault(schema4) {
  return nodesWith(schema4, "default").some(
    (at) => isValidatedDefault(at) && !insideMeta(at) && prune(at.node.default, at.node, at.isRoot || at.node.embeddedResource).pruned.length > 0
  );
}

// src/rules/crd/defaults/forbidden-defaults.ts
var META_FIELDS2 = /* @__PURE__ */ new Set(["metadata", "apiVersion", "kind"]);
function forbiddenDefault(at) {
  if (!at.node.hasDefault) return [];
  const reason = forbiddenReason(at);
  return reason === void 0 ? [] : [forbidden(at.apiserverPath().child("default"), `must not be set ${reason}`)];
}
function forbiddenReason(at) {
  const chain2 = [];
  for (let l = at; l; l = l.parent) chain2.push(l);
  let reason;
  let insideMeta2 = false;
  for (let i = chain2.length - 2; i >= 0; i--) {
    const l = chain2[i];
    const parent = l.parent;
    if (!parent) continue;
    if (l.relation === "properties" && typeof l.key === "string" && META_FIELDS2.has(l.key) && (parent.isRoot || parent.node.embeddedResource)) {
      insideMeta2 = true;
      if (parent.isRoot) reason = `in top-level ${l.key}`;
    }
    if (l.relation === "additionalProperties" && insideMeta2)
      reason = "inside additionalProperties applying to object metadata";
  }
  return reason;
}

// src/rules/crd/schema/internal-schema-props.ts
function internalSchemaProps(raw) {
  const root = {};
  fillAll([{ raw, depth: 0, into: root }]);
  return root;
}
function internalSchemaPropsOrArray(raw) {
  const pending = [];
  const out = propsOrArray(raw, -1, pending);
  fillAll(pending);
  return out;
}
var MAX_DEPTH = 2 * LIMITS.maxDepth;
var TOO_DEEP = `(nested more than ${MAX_DEPTH} levels deep: not shown)`;
function fillAll(pending) {
  for (let slot = pending.pop(); slot !== void 0; slot = pending.pop()) {
    Object.assign(slot.into, schemaFields(slot.raw, slot.depth, pending));
  }
}
function schema(raw, depth, pending) {
  if (depth > MAX_DEPTH) return TOO_DEEP;
  const into = {};
  pending.push({ raw, depth, into });
  return into;
}
var schemaPointer = (raw, depth, pending) => isJsonObject(raw) ? schema(raw, depth, pending) : null;
function schemaFields(raw, depth, pending) {
  const s = isJsonObject(raw) ? raw : {};
  return {
    ID: goString(s.id),
    Schema: goString(s.$schema),
    Ref: stringPointer(s.$ref),
    Description: goString(s.description),
    Type: goString(s.type),
    Nullable: goBool(s.nullable),
    Format: goString(s.format),
    Title: goString(s.title),
    Default: jsonPointer(s.default),
    Maximum: floatPointer(s.maximum),
    ExclusiveMaximum: goBool(s.exclusiveMaximum),
    Minimum: floatPointer(s.minimum),
    ExclusiveMinimum: goBool(s.exclusiveMinimum),
    MaxLength: intPointer(s.maxLength),
    MinLength: intPointer(s.minLength),
    Pattern: goString(s.pattern),
    MaxItems: intPointer(s.maxItems),
    MinItems: intPointer(s.minItems),
    UniqueItems: goBool(s.uniqueItems),
    MultipleOf: floatPointer(s.multipleOf),
    Enum: Array.isArray(s.enum) ? s.enum.map((v) => goJsonValue(v)) : null,
    MaxProperties: intPointer(s.maxProperties),
    MinProperties: intPointer(s.minProperties),
    Required: stringSlice(s.required),
    Items: propsOrArray(s.items, depth, pending),
    AllOf: schemaSlice(s.allOf, depth, pending),
    OneOf: schemaSlice(s.oneOf, depth, pending),
    AnyOf: schemaSlice(s.anyOf, depth, pending),
    Not: schemaPointer(s.not, depth + 1, pending),
    Properties: schemaMap(s.properties, depth, pending),
    AdditionalProperties: propsOrBool(s.additionalProperties, depth, pending),
    PatternProperties: schemaMap(s.patternProperties, depth, pending),
    Dependencies: dependencies(s.dependencies, depth, pending),
    AdditionalItems: propsOrBool(s.additionalItems, depth, pending),
    Definitions: schemaMap(s.definitions, depth, pending),
    ExternalDocs: isJsonObject(s.externalDocs) ? { Description: goString(s.externalDocs.description), URL: goString(s.externalDocs.url) } : null,
    Example: jsonPointer(s.example),
    XPreserveUnknownFields: boolPointer(s["x-kubernetes-preserve-unknown-fields"]),
    XEmbeddedResource: goBool(s["x-kubernetes-embedded-resource"]),
    XIntOrString: goBool(s["x-kubernetes-int-or-string"]),
    XListMapKeys: stringSlice(s["x-kubernetes-list-map-keys"]),
    XListType: stringPointer(s["x-kubernetes-list-type"]),
    XMapType: stringPointer(s["x-kubernetes-map-type"]),
    XValidations: Array.isArray(s["x-kubernetes-validations"]) ? s["x-kubernetes-validations"].map((r) => goRuleValue(decodeValidationRule(r))) : null
  };
}
function propsOrArray(raw, depth, pending) {
  if (!isSet(raw)) return null;
  return {
    Schema: isJsonObject(raw) ? schema(raw, depth + 2, pending) : null,
    JSONSchemas: Array.isArray(raw) ? raw.map((v) => schema(v, depth + 3, pending)) : null
  };
}
function propsOrBool(raw, depth, pending) {
  if (typeof raw === "boolean") return { Allows: raw, Schema: null };
  return isJsonObject(raw) ? { Allows: true, Schema: schema(raw, depth + 2, pending) } : null;
}
function schemaSlice(raw, depth, pending) {
  return Array.isArray(raw) ? raw.map((v) => schema(v, depth + 2, pending)) : null;
}
function schemaMap(raw, depth, pending) {
  return isJsonObject(raw) ? goMapObject(Object.keys(raw), (k) => schema(raw[k], depth + 2, pending)) : null;
}
function dependencies(raw, depth, pending) {
  if (!isJsonObject(raw)) return null;
  return goMapObject(Object.keys(raw), (k) => {
    const v = raw[k];
    return {
      Schema: isJsonObject(v) ? schema(v, depth + 3, pending) : null,
      Property: Array.isArray(v) ? v.map(goString) : null
    };
  });
}
var jsonPointer = (v) => v === void 0 ? null : goJsonValue(v);
var stringPointer = (v) => isSet(v) ? goString(v) : null;
var boolPointer = (v) => isSet(v) ? goBool(v) : null;
var floatPointer = (v) => typeof v === "number" ? v : null;
var intPointer = (v) => Number.isInteger(v) ? v : null;
var stringSlice = (v) => Array.isArray(v) ? v.map(goString) : null;

// src/rules/crd/schema/schema-error.ts
var schemaError = (messageId, error, data) => data === void 0 ? { messageId, error } : { messageId, error, data };
function rebase(path, from, to) {
  const steps = path.steps();
  const skip = from.steps().length;
  let out = to;
  for (let i = skip; i < steps.length; i++) {
    const s = steps[i];
    if (s === void 0) continue;
    out = "field" in s ? out.child(s.field) : out.key(s.subscript);
  }
  return out;
}
function rebaser(from, to) {
  const rebased = /* @__PURE__ */ new Map([[from, to]]);
  return (path) => {
    const chain2 = [];
    let base;
    for (let p = path; p && (base = rebased.get(p)) === void 0; p = p.parentPath())
      chain2.push(p);
    if (base === void 0) return rebase(path, from, to);
    for (let i = chain2.length - 1; i >= 0; i--) {
      const p = chain2[i];
      base = p.lastStepOn(base);
      rebased.set(p, base);
    }
    return base;
  };
}
function schemaReports(crd, schema4, errors) {
  const seen = /* @__PURE__ */ new Map();
  const toManifest = rebaser(schema4.apiserverRoot, schema4.manifestRoot);
  return errors.map((e) => {
    const rendered = renderFieldError(e.error);
    const n = seen.get(rendered) ?? 0;
    seen.set(rendered, n + 1);
    return {
      messageId: e.messageId,
      object: crd,
      path: toManifest(e.error.path),
      data: { ...e.data, version: schema4.versionName },
      apiserver: e.error,
      // Two errors at one path (two bad list-map keys) are two findings.
      discriminator: n === 0 ? rendered : `${rendered} #${n + 1}`
    };
  });
}

// src/rules/crd/schema/keyword-validation.ts
var OPENAPI_V3_TYPES = ["array", "boolean", "integer", "number", "object", "string"];
var TYPES = new Set(OPENAPI_V3_TYPES);
var isInvalidType = (type) => type !== "" && !TYPES.has(type);
var ROOT_FIELDS = [
  ["ID", "id", false],
  ["Schema", "$schema", false],
  ["Ref", "$ref", false],
  ["Description", "description", true],
  ["Type", "type", true],
  ["Nullable", "nullable", false],
  ["Format", "format", true],
  ["Title", "title", true],
  ["Default", "default", false],
  ["Maximum", "maximum", true],
  ["ExclusiveMaximum", "exclusiveMaximum", true],
  ["Minimum", "minimum", true],
  ["ExclusiveMinimum", "exclusiveMinimum", true],
  ["MaxLength", "maxLength", true],
  ["MinLength", "minLength", true],
  ["Pattern", "pattern", true],
  ["MaxItems", "maxItems", true],
  ["MinItems", "minItems", true],
  ["UniqueItems", "uniqueItems", true],
  ["MultipleOf", "multipleOf", true],
  ["Enum", "enum", false],
  ["MaxProperties", "maxProperties", false],
  ["MinProperties", "minProperties", false],
  ["Required", "required", true],
  ["Items", "items", true],
  ["AllOf", "allOf", false],
  ["OneOf", "oneOf", false],
  ["AnyOf", "anyOf", false],
  ["Not", "not", false],
  ["Properties", "properties", true],
  ["AdditionalProperties", "additionalProperties", false],
  ["PatternProperties", "patternProperties", false],
  ["Dependencies", "dependencies", false],
  ["AdditionalItems", "additionalItems", false],
  ["Definitions", "definitions", false],
  ["ExternalDocs", "externalDocs", true],
  ["Example", "example", true],
  ["XPreserveUnknownFields", "x-kubernetes-preserve-unknown-fields", true],
  ["XEmbeddedResource", "x-kubernetes-embedded-resource", false],
  ["XIntOrString", "x-kubernetes-int-or-string", false],
  ["XListMapKeys", "x-kubernetes-list-map-keys", false],
  ["XListType", "x-kubernetes-list-type", false],
  ["XMapType", "x-kubernetes-map-type", false],
  ["XValidations", "x-kubernetes-validations", true]
];
var ALLOWED_AT_ROOT = ROOT_FIELDS.filter(([, , allowed]) => allowed).map(([goName]) => goName);
var VALUE_FIELDS2 = /* @__PURE__ */ new Set([
  "id",
  "$schema",
  "description",
  "type",
  "format",
  "title",
  "pattern",
  "exclusiveMaximum",
  "exclusiveMinimum",
  "uniqueItems",
  "nullable",
  "x-kubernetes-embedded-resource",
  "x-kubernetes-int-or-string"
]);
function isZeroField(raw, key3) {
  const v = raw[key3];
  if (v === void 0 || v === null) return true;
  return VALUE_FIELDS2.has(key3) && (v === "" || v === false || v === 0);
}
function validateRoot(schema4, root) {
  const errs = [];
  const raw = root.node.raw;
  if (schema4.statusEnabled) {
    for (const [goName, key3, allowed] of ROOT_FIELDS) {
      if (isZeroField(raw, key3)) continue;
      if (goName === "Type") {
        if (root.node.type !== "object") {
          const detail = 'only "object" is allowed as the type at the root of the schema if the status subresource is enabled';
          errs.push(schemaError("rootType", invalid(root.apiserverPath().child("type"), root.node.type, detail)));
          break;
        }
        continue;
      }
      if (!allowed) {
        const detail = `only [${ALLOWED_AT_ROOT.join(" ")}] fields are allowed at the root of the schema if the status subresource is enabled`;
        errs.push(
          schemaError("rootFields", invalid(root.apiserverPath(), internalSchemaProps(raw), detail), { field: key3 })
        );
        break;
      }
    }
  }
  if (root.node.nullable)
    errs.push(
      schemaError(
        "rootNullable",
        forbidden(root.apiserverPath().child("nullable"), "nullable cannot be true at the root")
      )
    );
  return errs;
}
function validateKeywords(at, opts) {
  const raw = at.node.raw;
  const has = at.keywords;
  const type = typeof raw.type === "string" ? raw.type : "";
  const invalidType = opts.requireValidPropertyType && isInvalidType(type);
  if (!invalidType && type !== "null" && (has & RARE) === 0 && ((has & KEYWORD.items) === 0 || !Array.isArray(raw.items)) && ((has & KEYWORD.additionalProperties) === 0 || raw.additionalProperties === null || raw.additionalProperties === true)) {
    return NONE2;
  }
  const id = raw.id;
  const additionalItems = raw.additionalItems;
  const dependencies3 = raw.dependencies;
  const ref = raw.$ref;
  const items = raw.items;
  const ap = raw.additionalProperties;
  const preserve = raw["x-kubernetes-preserve-unknown-fields"];
  const mapType = raw["x-kubernetes-map-type"];
  const errs = [];
  if (invalidType)
    errs.push(
      schemaError("unknownType", notSupported(at.apiserverPath().child("type"), type, OPENAPI_V3_TYPES), { type })
    );
  if (typeof id === "string" && id !== "")
    errs.push(schemaError("id", forbidden(at.apiserverPath().child("id"), "id is not supported")));
  if (additionalItems !== void 0 && additionalItems !== null)
    errs.push(
      schemaError(
        "additionalItems",
        forbidden(at.apiserverPath().child("additionalItems"), "additionalItems is not supported")
      )
    );
  if (isNonEmptyMap(raw.patternProperties))
    errs.push(
      schemaError(
        "patternProperties",
        forbidden(at.apiserverPath().child("patternProperties"), "patternProperties is not supported")
      )
    );
  if (isNonEmptyMap(raw.definitions))
    errs.push(
      schemaError("definitions", forbidden(at.apiserverPath().child("definitions"), "definitions is not supported"))
    );
  if (dependencies3 !== void 0 && dependencies3 !== null)
    errs.push(
      schemaError("dependencies", forbidden(at.apiserverPath().child("dependencies"), "dependencies is not supported"))
    );
  if (typeof ref === "string")
    errs.push(schemaError("ref", forbidden(at.apiserverPath().child("$ref"), "$ref is not supported")));
  if (type === "null")
    errs.push(
      schemaError(
        "nullType",
        forbidden(at.apiserverPath().child("type"), "type cannot be set to null, use nullable as an alternative")
      )
    );
  if (Array.isArray(items) && items.length > 0)
    errs.push(
      schemaError(
        "itemsArray",
        forbidden(at.apiserverPath().child("items"), "items must be a schema object and not an array")
      )
    );
  if (raw.uniqueItems === true) {
    errs.push(
      schemaError(
        "uniqueItems",
        forbidden(
          at.apiserverPath().child("uniqueItems"),
          "uniqueItems cannot be set to true since the runtime complexity becomes quadratic"
        )
      )
    );
  }
  if ((ap === false || isJsonObject(ap)) && isNonEmptyMap(raw.properties)) {
    errs.push(
      schemaError(
        "additionalPropertiesWithProperties",
        forbidden(
          at.apiserverPath().child("additionalProperties"),
          "additionalProperties and properties are mutual exclusive"
        )
      )
    );
  }
  if (preserve === false) {
    errs.push(
      schemaError(
        "preserveFalse",
        invalid(at.apiserverPath().child("x-kubernetes-preserve-unknown-fields"), false, "must be true or undefined")
      )
    );
  }
  if (typeof mapType === "string") {
    if (type === "")
      errs.push(
        schemaError(
          "mapTypeNeedsObject",
          required(at.apiserverPath().child("type"), "must be object if x-kubernetes-map-type is specified")
        )
      );
    else if (type !== "object")
      errs.push(
        schemaError(
          "mapTypeNeedsObject",
          invalid(at.apiserverPath().child("type"), type, "must be object if x-kubernetes-map-type is specified")
        )
      );
    if (mapType !== "atomic" && mapType !== "granular") {
      errs.push(
        schemaError(
          "mapTypeValue",
          notSupported(at.apiserverPath().child("x-kubernetes-map-type"), mapType, ["atomic", "granular"]),
          { mapType }
        )
      );
    }
  }
  return errs;
}
var NONE2 = Object.freeze([]);
var RARE = KEYWORD.id | KEYWORD.additionalItems | KEYWORD.patternProperties | KEYWORD.definitions | KEYWORD.dependencies | KEYWORD.$ref | KEYWORD.uniqueItems | KEYWORD["x-kubernetes-preserve-unknown-fields"] | KEYWORD["x-kubernetes-map-type"];
function isNonEmptyMap(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  for (const _ in v) return true;
  return false;
}

// src/rules/crd/schema/list-validation.ts
var NONE3 = Object.freeze([]);
function validateListType(at, opts) {
  const n = at.node;
  if ((at.keywords & (KEYWORD["x-kubernetes-list-type"] | KEYWORD["x-kubernetes-list-map-keys"])) === 0) return NONE3;
  const listType3 = n.listType;
  const keys = n.listMapKeys;
  if (listType3 === void 0 && keys.length === 0) return NONE3;
  const errs = [];
  const type = n.type;
  const items = n.items;
  const itemsRaw = n.raw.items;
  if (listType3 !== void 0 && type !== "array") {
    const detail = "must be array if x-kubernetes-list-type is specified";
    errs.push(
      schemaError(
        "listTypeNeedsArray",
        type === "" ? required(at.apiserverPath().child("type"), detail) : invalid(at.apiserverPath().child("type"), type, detail)
      )
    );
  } else if (opts.requireAtomicSetType && listType3 === "set" && items) {
    if (items.type === "array" && items.listType !== void 0 && items.listType !== "atomic") {
      errs.push(
        schemaError(
          "setItemsAtomic",
          invalid(
            at.apiserverPath().child("items", "x-kubernetes-list-type"),
            items.listType,
            "must be atomic as item of a list with x-kubernetes-list-type=set"
          ),
          { key: "x-kubernetes-list-type" }
        )
      );
    } else if (items.type === "object" && items.mapType !== "atomic") {
      errs.push(
        schemaError(
          "setItemsAtomic",
          invalid(
            at.apiserverPath().child("items", "x-kubernetes-map-type"),
            items.mapType ?? "null",
            "must be atomic as item of a list with x-kubernetes-list-type=set"
          ),
          { key: "x-kubernetes-map-type" }
        )
      );
    }
  }
  if (listType3 !== void 0 && listType3 !== "atomic" && listType3 !== "set" && listType3 !== "map") {
    errs.push(
      schemaError(
        "listTypeValue",
        notSupported(at.apiserverPath().child("x-kubernetes-list-type"), listType3, ["atomic", "set", "map"]),
        { listType: listType3 }
      )
    );
  }
  if (keys.length > 0) {
    if (listType3 === void 0)
      errs.push(
        schemaError(
          "mapKeysNeedMapType",
          required(
            at.apiserverPath().child("x-kubernetes-list-type"),
            "must be map if x-kubernetes-list-map-keys is non-empty"
          )
        )
      );
    else if (listType3 !== "map")
      errs.push(
        schemaError(
          "mapKeysNeedMapType",
          invalid(
            at.apiserverPath().child("x-kubernetes-list-type"),
            listType3,
            "must be map if x-kubernetes-list-map-keys is non-empty"
          )
        )
      );
  }
  if (listType3 === "map") {
    if (keys.length === 0)
      errs.push(
        schemaError(
          "mapKeysRequired",
          required(
            at.apiserverPath().child("x-kubernetes-list-map-keys"),
            "must not be empty if x-kubernetes-list-type is map"
          )
        )
      );
    if (itemsRaw === void 0 || itemsRaw === null) {
      errs.push(
        schemaError(
          "mapItemsRequired",
          required(at.apiserverPath().child("items"), "must have a schema if x-kubernetes-list-type is map")
        )
      );
    } else if (!items) {
      errs.push(
        schemaError(
          "mapItemsTuple",
          invalid(
            at.apiserverPath().child("items"),
            internalSchemaPropsOrArray(itemsRaw),
            "must only have a single schema if x-kubernetes-list-type is map"
          )
        )
      );
    }
    if (items && items.type !== "object") {
      errs.push(
        schemaError(
          "mapItemsObject",
          invalid(
            at.apiserverPath().child("items", "type"),
            items.type,
            "must be object if parent array's x-kubernetes-list-type is map"
          )
        )
      );
    }
    if (items && items.type === "object") {
      const properties = items.properties;
      const seen = /* @__PURE__ */ new Set();
      for (const k of keys) {
        const p = properties.get(k);
        if (p) {
          if (p.type === "array" || p.type === "object") {
            errs.push(
              schemaError(
                "mapKeyScalar",
                invalid(
                  at.apiserverPath().child("items", "properties").key(k).child("type"),
                  items.type,
                  "must be a scalar type if parent array's x-kubernetes-list-type is map"
                ),
                { key: k }
              )
            );
          }
        } else {
          errs.push(
            schemaError(
              "mapKeyNotProperty",
              invalid(
                at.apiserverPath().child("x-kubernetes-list-map-keys"),
                keys,
                "entries must all be names of item properties"
              ),
              { key: k }
            )
          );
        }
        if (seen.has(k))
          errs.push(
            schemaError(
              "mapKeyDuplicate",
              invalid(
                at.apiserverPath().child("x-kubernetes-list-map-keys"),
                keys,
                "must not contain duplicate entries"
              ),
              { key: k }
            )
          );
        seen.add(k);
      }
    }
  }
  if (opts.requireMapListKeysMapSetValidation) errs.push(...validateMapListKeysMapSet(at));
  return errs;
}
function validateMapListKeysMapSet(at) {
  const n = at.node;
  const items = n.items;
  const listType3 = n.listType;
  if (!items || listType3 !== "set" && listType3 !== "map") return [];
  const errs = [];
  if (items.nullable) {
    errs.push(
      schemaError(
        "itemsNullable",
        forbidden(
          at.apiserverPath().child("items", "nullable"),
          `cannot be nullable when x-kubernetes-list-type is ${listType3}`
        ),
        { listType: listType3 }
      )
    );
  }
  if (listType3 === "map") {
    const isRequired = new Set(items.required);
    const properties = items.properties;
    for (const k of n.listMapKeys) {
      const p = properties.get(k);
      if (!p) continue;
      if (!isRequired.has(k) && !p.hasDefault) {
        errs.push(
          schemaError(
            "mapKeyDefaultOrRequired",
            required(
              at.apiserverPath().child("items", "properties").key(k).child("default"),
              "this property is in x-kubernetes-list-map-keys, so it must have a default or be a required property"
            ),
            { key: k }
          )
        );
      }
      if (p.nullable) {
        errs.push(
          schemaError(
            "mapKeyNullable",
            forbidden(
              at.apiserverPath().child("items", "properties").key(k).child("nullable"),
              "this property is in x-kubernetes-list-map-keys, so it cannot be nullable"
            ),
            { key: k }
          )
        );
      }
    }
  }
  return errs;
}

// src/rules/crd/schema/pattern-errors.ts
function patternErrors(n, at, patterns, errs) {
  const pattern = n.pattern;
  if (pattern === "") return;
  const problem = patterns.problem(pattern);
  if (problem !== void 0)
    errs.push(
      schemaError(
        "pattern",
        invalid(
          at.apiserverPath().child("pattern"),
          pattern,
          `must be a valid regular expression, but isn't: ${problem}`
        ),
        { problem }
      )
    );
}

// src/rules/crd/schema/structural-validation.ts
var META_FIELDS3 = /* @__PURE__ */ new Set(["metadata", "apiVersion", "kind"]);
var UNCONVERTIBLE = KEYWORD.id | KEYWORD.$schema | KEYWORD.$ref | KEYWORD.patternProperties | KEYWORD.dependencies | KEYWORD.additionalItems | KEYWORD.definitions | KEYWORD["x-kubernetes-preserve-unknown-fields"];
function unsupported(at) {
  const n = at.node;
  const raw = n.raw;
  if ((at.keywords & UNCONVERTIBLE) === 0 && ((at.keywords & KEYWORD.items) === 0 || !Array.isArray(raw.items)))
    return void 0;
  if (n.id !== "") return "OpenAPIV3Schema 'id' is not supported";
  if (n.$schema !== "") return "OpenAPIV3Schema 'schema' is not supported";
  if (n.ref !== void 0 && n.ref !== "") return "OpenAPIV3Schema '$ref' is not supported";
  if (isNonEmptyMap2(raw.patternProperties)) return "OpenAPIV3Schema 'patternProperties' is not supported";
  if (isNonEmptyMap2(raw.dependencies)) return "OpenAPIV3Schema 'dependencies' is not supported";
  if (n.has("additionalItems")) return "OpenAPIV3Schema 'additionalItems' is not supported";
  if (isNonEmptyMap2(raw.definitions)) return "OpenAPIV3Schema 'definitions' is not supported";
  if (Array.isArray(raw.items) && raw.items.length > 0) return "items must be a schema object and not an array";
  if (n.preserveUnknownFields === false) return "internal error: found x-kubernetes-preserve-unknown-fields: false";
  return void 0;
}
var conversionFieldError = (schema4, message) => schemaError("conversion", invalid(schema4.apiserverRoot, "", message), { reason: message });
function validateEmbeddedInsideMeta(at, out) {
  if ((at.keywords & KEYWORD["x-kubernetes-embedded-resource"]) === 0 || at.unvalidated) return;
  if (at.node.raw["x-kubernetes-embedded-resource"] !== true || !isInsideResourceMeta(at)) return;
  out.push(
    schemaError(
      "embeddedInsideMeta",
      forbidden(at.apiserverPath().child("x-kubernetes-embedded-resource"), "must not be used inside of resource meta")
    )
  );
}
function isInsideResourceMeta(at) {
  for (let l = at; l?.parent; l = l.parent) {
    if (l.relation === "properties" && typeof l.key === "string" && META_FIELDS3.has(l.key) && (l.parent.isRoot || l.parent.node.embeddedResource))
      return true;
  }
  return false;
}
function checkStructural(schema4, requireStructural, patterns) {
  if (requireStructural) return schema4.memo.structural ??= computeStructural(schema4, true, patterns);
  return computeStructural(schema4, false, patterns);
}
function computeStructural(schema4, requireStructural, patterns) {
  const emb = [];
  const structural2 = [];
  let conversion3;
  walkSchema(schema4, (at) => {
    validateEmbeddedInsideMeta(at, emb);
    if (!requireStructural) return at.unvalidated ? "skip" : void 0;
    if (conversion3 === void 0) conversion3 = unsupported(at);
    if (at.unvalidated || conversion3 !== void 0) return void 0;
    if (!at.inJunctor) {
      structuralInvariants(at, patterns, structural2);
      return void 0;
    }
    if (at.relation === "additionalProperties" || isSkippedIntOrStringAnyOf(at)) return "skip";
    nestedValueValidation(at, patterns, structural2);
    return void 0;
  });
  if (!requireStructural || conversion3 !== void 0) return { conversion: conversion3, errors: emb };
  completeness(schema4, new SchemaNode(schema4.root), structural2);
  return { conversion: conversion3, errors: [...emb, ...structural2] };
}
var levelOf = (at) => at.isRoot ? "root" : at.relation === "items" ? "item" : "field";
function structuralInvariants(at, patterns, errs) {
  const s = at.node;
  const raw = s.raw;
  const lvl = levelOf(at);
  const has = at.keywords;
  const type = typeof raw.type === "string" ? raw.type : "";
  const intOrString = (has & KEYWORD["x-kubernetes-int-or-string"]) !== 0 && raw["x-kubernetes-int-or-string"] === true;
  const preserves = (has & KEYWORD["x-kubernetes-preserve-unknown-fields"]) !== 0 && raw["x-kubernetes-preserve-unknown-fields"] === true;
  const embedded = (has & KEYWORD["x-kubernetes-embedded-resource"]) !== 0 && raw["x-kubernetes-embedded-resource"] === true;
  const hasAdditionalProperties = (has & KEYWORD.additionalProperties) !== 0 && (typeof raw.additionalProperties === "boolean" || isJsonObject(raw.additionalProperties));
  if (type === "array" && !isJsonObject(raw.items))
    errs.push(schemaError("itemsRequired", required(at.apiserverPath().child("items"), "must be specified")));
  if (hasAdditionalProperties && lvl === "root") {
    errs.push(
      schemaError(
        "rootAdditionalProperties",
        forbidden(at.apiserverPath().child("additionalProperties"), "must not be used at the root")
      )
    );
  }
  if (intOrString && preserves) {
    errs.push(
      schemaError(
        "intOrStringPreserve",
        invalid(
          at.apiserverPath().child("x-kubernetes-preserve-unknown-fields"),
          true,
          "must be false if x-kubernetes-int-or-string is true"
        )
      )
    );
  }
  if (intOrString && embedded) {
    errs.push(
      schemaError(
        "intOrStringEmbedded",
        invalid(
          at.apiserverPath().child("x-kubernetes-embedded-resource"),
          true,
          "must be false if x-kubernetes-int-or-string is true"
        )
      )
    );
  }
  if ((has & KEYWORD.pattern) !== 0 && typeof raw.pattern === "string" && raw.pattern !== "")
    patternErrors(s, at, patterns, errs);
  if (embedded && type !== "object") {
    const detail = "must be object if x-kubernetes-embedded-resource is true";
    errs.push(
      schemaError(
        "embeddedType",
        type === "" ? required(at.apiserverPath().child("type"), detail) : invalid(at.apiserverPath().child("type"), type, detail)
      )
    );
  } else if (type === "" && !intOrString && !preserves) {
    const detail = lvl === "root" ? "must not be empty at the root" : lvl === "item" ? "must not be empty for specified array items" : "must not be empty for specified object fields";
    errs.push(schemaError("typeRequired", required(at.apiserverPath().child("type"), detail)));
  } else if (lvl === "root" && type !== "" && type !== "object") {
    errs.push(schemaError("rootType", invalid(at.apiserverPath().child("type"), type, "must be object at the root")));
  }
  if (embedded) {
    if (!preserves && s.properties.size === 0) {
      errs.push(
        schemaError(
          "embeddedProperties",
          required(
            at.apiserverPath().child("properties"),
            "must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields"
          )
        )
      );
    }
    if (hasAdditionalProperties) {
      errs.push(
        schemaError(
          "embeddedAdditionalProperties",
          forbidden(
            at.apiserverPath().child("additionalProperties"),
            "must not be used if x-kubernetes-embedded-resource is set"
          )
        )
      );
    }
  }
  if (lvl === "root" || embedded) {
    const props = s.properties;
    const metadata4 = props.get("metadata");
    if (metadata4) {
      if (metadata4.type !== "object")
        errs.push(
          schemaError(
            "metadataType",
            invalid(
              at.apiserverPath().child("properties").key("metadata").child("type"),
              metadata4.type,
              "must be object"
            ),
            { property: "metadata" }
          )
        );
      if (lvl === "root" && !isNameAndGenerateNameOnly(metadata4)) {
        errs.push(
          schemaError(
            "metadataFields",
            forbidden(
              at.apiserverPath().child("properties").key("metadata"),
              "must not specify anything other than name and generateName, but metadata is implicitly specified"
            )
          )
        );
      }
    }
    for (const key3 of ["kind", "apiVersion"]) {
      const p = props.get(key3);
      if (p && p.type !== "string")
        errs.push(
          schemaError(
            "metaStringType",
            invalid(at.apiserverPath().child("properties").key(key3).child("type"), p.type, "must be string"),
            { property: key3 }
          )
        );
    }
  }
}
var DROPPED = /* @__PURE__ */ new Set(["example", "externalDocs"]);
function isNameAndGenerateNameOnly(metadata4) {
  const raw = metadata4.raw;
  for (const key3 of Object.keys(raw)) {
    if (key3 === "type" || key3 === "default" || DROPPED.has(key3) || isZeroValue(raw, key3)) continue;
    if (key3 === "properties") {
      const names3 = [...metadata4.properties.keys()].sort().join(",");
      if (names3 === "" || names3 === "name" || names3 === "generateName" || names3 === "generateName,name") continue;
    }
    return false;
  }
  return true;
}
var isZeroValue = (raw, key3) => {
  const v = raw[key3];
  return v === void 0 || v === null || v === "" || v === false || key3 === "properties" && isEmptyMap(v);
};
function nestedValueValidation(at, patterns, errs) {
  const v = at.node;
  const raw = v.raw;
  const junctorField = (key3, detail) => errs.push(schemaError("junctorField", forbidden(at.apiserverPath().child(key3), detail), { field: key3 }));
  patternErrors(v, at, patterns, errs);
  if (v.type !== "") junctorField("type", "must be empty to be structural");
  if (v.hasDefault) junctorField("default", "must be undefined to be structural");
  if (v.title !== "") junctorField("title", "must be empty to be structural");
  if (v.description !== "") junctorField("description", "must be empty to be structural");
  if (v.nullable) junctorField("nullable", "must be false to be structural");
  if (v.preserveUnknownFields === true)
    junctorField("x-kubernetes-preserve-unknown-fields", "must be false to be structural");
  if (v.embeddedResource) junctorField("x-kubernetes-embedded-resource", "must be false to be structural");
  if (v.intOrString) junctorField("x-kubernetes-int-or-string", "must be false to be structural");
  if (v.listMapKeys.length > 0) junctorField("x-kubernetes-list-map-keys", "must be empty to be structural");
  if (v.listType !== void 0) junctorField("x-kubernetes-list-type", "must be undefined to be structural");
  if (v.mapType !== void 0) junctorField("x-kubernetes-map-type", "must be undefined to be structural");
  if (v.has("additionalProperties")) junctorField("additionalProperties", "must be undefined to be structural");
  if (Array.isArray(raw["x-kubernetes-validations"]) && raw["x-kubernetes-validations"].length > 0) {
    junctorField("x-kubernetes-validations", "must be empty to be structural");
  }
  if (v.properties.has("metadata")) {
    errs.push(
      schemaError(
        "junctorMetadata",
        forbidden(at.apiserverPath().child("properties").key("metadata"), "must not be specified in a nested context")
      )
    );
  }
}
function isSkippedIntOrStringAnyOf(at) {
  if (at.relation !== "anyOf" || !at.parent) return false;
  const holder = at.parent;
  if (!holder.inJunctor) return isIntOrStringAnyOf(holder.node.raw.anyOf);
  const structural2 = holder.parent;
  return holder.relation === "allOf" && holder.key === 0 && structural2 !== void 0 && !structural2.inJunctor && isIntOrStringAnyOf(holder.node.raw.anyOf);
}
function isIntOrStringAnyOf(anyOf) {
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return false;
  return isOnlyType(anyOf[0], "integer") && isOnlyType(anyOf[1], "string");
}
function isOnlyType(value2, type) {
  const node2 = SchemaNode.of(value2);
  if (!node2 || node2.type !== type) return false;
  return Object.keys(node2.raw).every((k) => k === "type" || DROPPED.has(k) || isZeroValue(node2.raw, k));
}
function completeness(schema4, root, errs) {
  const rootPath = schema4.apiserverRoot;
  const stack = [];
  const pushJunctors = (v, s, sPath, vPath) => {
    const nested2 = [];
    const not = v.not;
    if (not) nested2.push({ v: not, s, sPath, vPath: vPath.child("not") });
    for (const key3 of ["allOf", "anyOf", "oneOf"]) {
      const list2 = v.raw[key3];
      if (!Array.isArray(list2)) continue;
      list2.forEach((x, i) => {
        const node2 = SchemaNode.of(x);
        if (node2) nested2.push({ v: node2, s, sPath, vPath: vPath.child(key3).index(i) });
      });
    }
    for (let i = nested2.length - 1; i >= 0; i--) stack.push(nested2[i]);
  };
  const incomplete = (sPath, vPath) => required(sPath, `because it is defined in ${vPath.toString()}`);
  pushJunctors(root, root, rootPath, rootPath);
  while (stack.length > 0) {
    const { v, s, sPath, vPath } = stack.pop();
    if (!s) {
      errs.push(schemaError("incomplete", incomplete(sPath, vPath), { definedIn: vPath.toString() }));
      continue;
    }
    pushJunctors(v, s, sPath, vPath);
    const items = v.items;
    if (items) stack.push({ v: items, s: s.items, sPath: sPath.child("items"), vPath: vPath.child("items") });
    const sProps = s.properties;
    for (const [k, vProp] of v.properties) {
      stack.push({
        v: vProp,
        s: sProps.get(k),
        sPath: sPath.child("properties").key(k),
        vPath: vPath.child("properties").key(k)
      });
    }
  }
}
function isNonEmptyMap2(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  for (const _ in v) return true;
  return false;
}
var isEmptyMap = (v) => typeof v === "object" && v !== null && !Array.isArray(v) && Object.keys(v).length === 0;

// src/rules/crd/schema/schema-options.ts
function crdSchemaHas(crd, test) {
  let found = false;
  for (const schema4 of crdSchemas(crd)) {
    walkSchema(schema4, (at) => {
      if (found) return "skip";
      found = test(at.node);
      return void 0;
    });
    if (found) return true;
  }
  return found;
}
var requireValidPropertyType = (base) => !base || !crdSchemaHas(base, (n) => isInvalidType(n.type));
var requireAtomicSetType = (base) => !base || !crdSchemaHas(base, hasNonAtomicSet);
function requireMapListKeysMapSetValidation(base) {
  if (!base) return true;
  for (const schema4 of crdSchemas(base)) {
    let violated = false;
    walkSchema(schema4, (at) => {
      if (violated || at.unvalidated) return "skip";
      violated = validateMapListKeysMapSet(at).length > 0;
      return void 0;
    });
    if (violated) return false;
  }
  return true;
}
function isStructural(crd) {
  const patterns = new PatternCache();
  return crdSchemas(crd).every((s) => {
    const result = checkStructural(s, true, patterns);
    return result.conversion === void 0 && result.errors.length === 0;
  });
}
function requireStructuralSchema(head, base) {
  if (!base) return true;
  const spec = isJsonObject(head.value.spec) ? head.value.spec : {};
  if (spec.preserveUnknownFields !== true) return true;
  if (crdSchemaHas(head, (n) => n.hasDefault || usesExtensions(n))) return true;
  return isStructural(base);
}
var usesExtensions = (n) => n.embeddedResource || n.preserveUnknownFields !== void 0 || n.intOrString || n.listMapKeys.length > 0 || n.listType !== void 0 || n.validations.length > 0;
function hasNonAtomicSet(n) {
  const items = n.items;
  if (n.listType !== "set" || !items) return false;
  return items.type === "array" && items.listType !== void 0 && items.listType !== "atomic" || items.type === "object" && items.mapType !== "atomic";
}

// src/rules/crd/schema/node-errors.ts
function keywordErrors(schema4, base) {
  const opts = { requireValidPropertyType: requireValidPropertyType(base) };
  const key3 = JSON.stringify(opts);
  const known = schema4.memo.keywordErrors;
  if (known?.key === key3) return known.errors;
  const errors = [];
  walkSchema(schema4, (at) => {
    if (at.unvalidated) return "skip";
    if (at.isRoot) errors.push(...validateRoot(schema4, at));
    const found = validateKeywords(at, opts);
    if (found.length > 0) errors.push(...found);
    return void 0;
  });
  schema4.memo.keywordErrors = { key: key3, errors };
  return errors;
}
function listTypeErrors(schema4, base) {
  const opts = {
    requireAtomicSetType: requireAtomicSetType(base),
    requireMapListKeysMapSetValidation: requireMapListKeysMapSetValidation(base)
  };
  const key3 = JSON.stringify(opts);
  const known = schema4.memo.listTypeErrors;
  if (known?.key === key3) return known.errors;
  const errors = [];
  walkSchema(schema4, (at) => {
    if (at.unvalidated) return "skip";
    const found = validateListType(at, opts);
    if (found.length > 0) errors.push(...found);
    return void 0;
  });
  schema4.memo.listTypeErrors = { key: key3, errors };
  return errors;
}

// src/rules/crd/schema/validation-gates.ts
function defaultsAreValidated(schema4, requireStructural, patterns) {
  if (!requireStructural) return false;
  const { conversion: conversion3, errors } = checkStructural(schema4, true, patterns);
  return conversion3 === void 0 && errors.every((e) => e.messageId === "embeddedInsideMeta");
}
function celRulesCompile(schema4, requireStructural, patterns, defaults2) {
  return defaultsAreValidated(schema4, requireStructural, patterns) && validatedDefaultErrors(schema4, defaults2).length === 0;
}
function schemaErrorPaths(schema4, base, patterns) {
  const paths = [...keywordErrors(schema4, base), ...listTypeErrors(schema4, base)].map((e) => e.error.path);
  for (const e of checkStructural(schema4, true, patterns).errors)
    if (e.messageId === "embeddedInsideMeta") paths.push(e.error.path);
  for (const at of nodesWith(schema4, "default"))
    if (!at.unvalidated) for (const e of forbiddenDefault(at)) paths.push(e.path);
  return paths;
}
function isAtOrBelow(errorPath3, node2) {
  return errorPath3.startsWith(node2) && (errorPath3.length === node2.length || errorPath3[node2.length] === "." || errorPath3[node2.length] === "[");
}

// src/rules/crd/schema/served-crds.ts
var servedCrds = (world) => world.crds().filter((o) => o.version === "v1");
function isPatchFragment(crd) {
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  return spec.group === void 0 && spec.names === void 0 && spec.versions === void 0;
}

// src/rules/cr/cel-rules-present.ts
var KNOWN = /* @__PURE__ */ new WeakMap();
function hasCelRules(schema4) {
  if (!schema4) return false;
  let known = KNOWN.get(schema4);
  if (known === void 0) {
    known = findRules(schema4);
    KNOWN.set(schema4, known);
  }
  return known;
}
function findRules(schema4) {
  const pending = [schema4];
  for (let n = pending.pop(); n; n = pending.pop()) {
    if (n.validations.length > 0) return true;
    if (n.items) pending.push(n.items);
    pending.push(...n.properties.values());
    const additional2 = n.additionalProperties;
    if (additional2 instanceof SchemaNode) pending.push(additional2);
  }
  return false;
}

// src/rules/cr/match/serving-crds.ts
var INDEXES = {
  name: "cr/ CRDs by kind, by world",
  create: () => /* @__PURE__ */ new WeakMap()
};
function crdIndex(ctx, world) {
  const byWorld = ctx.cache.get(INDEXES);
  let index = byWorld.get(world);
  if (index === void 0) {
    index = crdsByKind(world, ctx.cache.get(COMPILED_PATTERNS), ctx.services?.crdCatalog);
    byWorld.set(world, index);
  }
  return index;
}
function crdsByKind(world, patterns, catalog) {
  const index = indexOf(world.crdsDefining(world.objectKinds()), patterns);
  if (!catalog) return index;
  const kinds = world.objectKinds();
  for (const [key3, crds] of indexOf(
    catalog.crds.filter((c) => kinds.has(kindOf3(c))),
    patterns
  ))
    if (!index.has(key3)) index.set(key3, [...crds]);
  return index;
}
var kindOf3 = (crd) => {
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  const names3 = isJsonObject(spec.names) ? spec.names : {};
  return typeof names3.kind === "string" ? names3.kind : "";
};
function indexOf(crds, patterns) {
  const index = /* @__PURE__ */ new Map();
  for (const crd of crds) {
    if (crd.version !== "v1" || isPatchFragment(crd)) continue;
    const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
    const names3 = isJsonObject(spec.names) ? spec.names : {};
    if (typeof spec.group !== "string" || typeof names3.kind !== "string" || spec.preserveUnknownFields === true)
      continue;
    if (!schemasAccepted(crd, patterns)) continue;
    const key3 = `${spec.group}/${names3.kind}`;
    const list2 = index.get(key3);
    if (list2) list2.push(crd);
    else index.set(key3, [crd]);
  }
  return index;
}
function schemasAccepted(crd, patterns) {
  const versions2 = crdVersions(crd);
  const everyVersionHasSchema = versions2.every((v) => isJsonObject(v.schema) && isJsonObject(v.schema.openAPIV3Schema));
  const oneStorageVersion = versions2.filter((v) => v.storage === true).length === 1;
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  const names3 = isJsonObject(spec.names) ? spec.names : {};
  const namedRight = crd.name === `${String(names3.plural)}.${String(spec.group)}`;
  return everyVersionHasSchema && oneStorageVersion && namedRight && crdSchemas(crd).every(
    (schema4) => defaultsAreValidated(schema4, true, patterns) && validatedDefaultErrors(schema4, { requirePrunedDefaults: true, patterns }).length === 0 && schemaErrorPaths(schema4, void 0, patterns).length === 0
  );
}
function candidates(world, index) {
  const kinds = new Set([...index.keys()].map((k) => k.slice(k.lastIndexOf("/") + 1)));
  return world.ofKinds(kinds).filter((o) => o.group !== "apiextensions.k8s.io" && index.has(`${o.group}/${o.kind}`));
}
var MATCHES = /* @__PURE__ */ new WeakMap();
function match(index, o) {
  let known = MATCHES.get(index);
  if (!known) {
    known = /* @__PURE__ */ new Map();
    MATCHES.set(index, known);
  }
  const key3 = `${o.group}/${o.kind}/${o.version}`;
  let found = known.get(key3);
  if (!found) {
    found = matchOf(index, o);
    known.set(key3, found);
  }
  return found;
}
function matchOf(index, o) {
  const crds = index.get(`${o.group}/${o.kind}`);
  if (!crds || crds.length === 0) return { kind: "none" };
  const versions2 = crds.flatMap((crd) => {
    const v = servedVersion(crd, o.version);
    return v ? [v] : [];
  });
  return versions2.length > 0 ? { kind: "served", versions: versions2, crdNames: [...new Set(versions2.map((v) => v.crdName))].join(", ") } : { kind: "unserved", crds };
}
var SERVED = { name: "cr/ served versions" };
function servedVersion(crd, version2) {
  const known = crd.facts.get(SERVED, () => /* @__PURE__ */ new Map());
  if (!known.has(version2)) known.set(version2, readServedVersion(crd, version2));
  return known.get(version2);
}
function readServedVersion(crd, version2) {
  const v = crdVersions(crd).find((x) => x.name === version2);
  if (!v || v.served !== true) return void 0;
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  const names3 = isJsonObject(spec.names) ? spec.names : {};
  const sub = isJsonObject(v.subresources) ? v.subresources : {};
  const conversion3 = isJsonObject(spec.conversion) && typeof spec.conversion.strategy === "string" ? spec.conversion.strategy : "None";
  const schema4 = isJsonObject(v.schema) ? SchemaNode.of(v.schema.openAPIV3Schema) : void 0;
  return {
    crd,
    crdName: crd.name,
    group: String(spec.group),
    kind: String(names3.kind),
    version: version2,
    schema: schema4,
    statusSubresource: isJsonObject(sub.status),
    scale: scaleOf(sub.scale),
    conversion: conversion3,
    hasCelRules: hasCelRules(schema4)
  };
}
function scaleOf(scale3) {
  if (!isJsonObject(scale3)) return void 0;
  const s = scale3;
  return {
    specReplicasPath: typeof s.specReplicasPath === "string" ? s.specReplicasPath : "",
    statusReplicasPath: typeof s.statusReplicasPath === "string" ? s.statusReplicasPath : "",
    labelSelectorPath: typeof s.labelSelectorPath === "string" ? s.labelSelectorPath : void 0
  };
}

// src/rules/crd/pruning/object-meta.ts
var OBJECT_META_FIELDS = /* @__PURE__ */ new Set([
  "name",
  "generateName",
  "namespace",
  "selfLink",
  "uid",
  "resourceVersion",
  "generation",
  "creationTimestamp",
  "deletionTimestamp",
  "deletionGracePeriodSeconds",
  "labels",
  "annotations",
  "ownerReferences",
  "finalizers",
  "managedFields"
]);
function unknownObjectMetaKeys(metadata4) {
  if (!isJsonObject(metadata4)) return [];
  return Object.keys(metadata4).filter((k) => !OBJECT_META_FIELDS.has(k));
}

// src/rules/cr/content-key.ts
var KEYS = {
  name: "cr/ content keys by manifest",
  create: () => /* @__PURE__ */ new WeakMap()
};
function contentKey(cache, raw) {
  const keys = cache.get(KEYS);
  let key3 = keys.get(raw);
  if (key3 === void 0) {
    key3 = keyOf2(raw);
    keys.set(raw, key3);
  }
  return key3 ?? void 0;
}
function rootName(raw) {
  const metadata4 = raw.metadata;
  if (!isJsonObject(metadata4)) return void 0;
  const name = metadata4.name;
  return typeof name === "string" && name !== "" ? name : void 0;
}
function keyOf2(raw) {
  const metadata4 = raw.metadata;
  if (rootName(raw) === void 0 || !isJsonObject(metadata4) || !isPlainData(raw)) return null;
  let body = "";
  for (const k in raw)
    if (k !== "metadata") body += `${body === "" ? "{" : ","}${JSON.stringify(k)}:${JSON.stringify(raw[k])}`;
  const rest = {};
  for (const k in metadata4) if (k !== "name") setOwn(rest, k, metadata4[k]);
  return { body: body === "" ? "{}" : `${body}}`, metadata: JSON.stringify(rest) };
}
function isPlainData(v) {
  if (typeof v === "string" || typeof v === "boolean") return true;
  if (typeof v === "number") return Number.isFinite(v) && (v !== 0 || 1 / v > 0);
  if (typeof v !== "object") return false;
  if (v === null) return true;
  if (Array.isArray(v)) {
    for (const item of v) if (!isPlainData(item)) return false;
    return true;
  }
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return false;
  const o = v;
  for (const k in o) if (!isPlainData(o[k])) return false;
  return true;
}

// src/rules/cr/metadata/validate-resource-metadata.ts
var METADATA2 = FieldPath.of("metadata");
function validateRootMetadata(obj, operation) {
  const metadata4 = isJsonObject(obj.metadata) ? obj.metadata : {};
  const errs = [];
  if (operation === "create") {
    const name = typeof metadata4.name === "string" ? metadata4.name : "";
    const generateName = typeof metadata4.generateName === "string" ? metadata4.generateName : "";
    if (generateName !== "")
      for (const d of isDns1123Subdomain(maskTrailingDash2(generateName)))
        errs.push(invalid(METADATA2.child("generateName"), generateName, d));
    if (name === "" && generateName === "")
      errs.push(required(METADATA2.child("name"), "name or generateName is required"));
    else if (name !== "") for (const d of isDns1123Subdomain(name)) errs.push(invalid(METADATA2.child("name"), name, d));
  }
  errs.push(...validateGenericMeta(metadata4).map((e) => e.error));
  return errs;
}
var maskTrailingDash2 = (prefix) => prefix.length > 1 && prefix.endsWith("-") ? `${prefix.slice(0, -2)}a` : prefix;
function validateEmbeddedResources(obj, schema4) {
  const errs = [];
  walk4(obj, schema4, void 0, errs);
  return errs;
}
var childOf = (p, k) => p ? p.child(k) : FieldPath.of(k);
var keyOf3 = (p, k) => p ? p.key(k) : FieldPath.of("").key(k);
function walk4(x, s, path, errs) {
  if (!s) return;
  if (Array.isArray(x)) {
    x.forEach((v, i) => walk4(v, s.items, (path ?? FieldPath.of("")).index(i), errs));
    return;
  }
  if (!isJsonObject(x)) return;
  if (s.embeddedResource && path) errs.push(...embeddedResource2(x, path));
  const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
  const additional2 = s.additionalProperties;
  for (const k of Object.keys(x)) {
    if (Object.hasOwn(props, k)) walk4(x[k], SchemaNode.of(props[k]), childOf(path, k), errs);
    else if (additional2 instanceof SchemaNode) walk4(x[k], additional2, keyOf3(path, k), errs);
  }
}
function embeddedResource2(x, path) {
  const errs = validateEmbeddedTypeMeta(x, path);
  if (isJsonObject(x.metadata)) errs.push(...validateEmbeddedMeta(x.metadata, path.child("metadata")));
  return errs;
}

// src/rules/cr/cel/cel-go-error.ts
var CelGoError = class extends Error {
  constructor(celGoText) {
    super(celGoText);
    this.celGoText = celGoText;
    this.name = "CelGoError";
  }
  celGoText;
};
var NotEvaluable = class extends Error {
  constructor(reason) {
    super(reason);
    this.reason = reason;
    this.name = "NotEvaluable";
  }
  reason;
};

// src/rules/cr/cel/library/timestamp-library.ts
var K8sTimestamp = class {
  /** Nanoseconds since the Unix epoch, UTC. */
  constructor(nanos) {
    this.nanos = nanos;
  }
  nanos;
  /** string(timestamp) (conversion-library.ts). */
  celString() {
    return formatTimestamp(this);
  }
};
var TIMESTAMP_TYPES = [{ name: "kubernetes.Timestamp", ctor: K8sTimestamp }];
var RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/;
var BILLION = 1000000000n;
var daysInMonth = (y, m) => new Date(Date.UTC(y, m, 0)).getUTCDate();
function parseRfc3339(s) {
  const m = RFC3339.exec(s);
  if (!m) return void 0;
  const [, y, mo, d, h, mi, se, frac = "", zone = "Z"] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return void 0;
  if (Number(h) > 23 || Number(mi) > 59 || Number(se) > 59) return void 0;
  let offset = 0;
  if (zone !== "Z") {
    const zh = Number(zone.slice(1, 3));
    const zm = Number(zone.slice(4, 6));
    if (zh > 23 || zm > 59) return void 0;
    offset = (zone.startsWith("-") ? -1 : 1) * (zh * 60 + zm) * 60;
  }
  const date = /* @__PURE__ */ new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(Number(h), Number(mi), Number(se), 0);
  const seconds = BigInt(Math.floor(date.getTime() / 1e3)) - BigInt(offset);
  return new K8sTimestamp(seconds * BILLION + BigInt(frac.padEnd(9, "0") || "0"));
}
function parseDate(s) {
  return /^\d{4}-\d{2}-\d{2}$/.test(s) ? parseRfc3339(`${s}T00:00:00Z`) : void 0;
}
function toTimestamp(s) {
  const t = parseRfc3339(s);
  if (!t) throw new NotEvaluable(`timestamp(${JSON.stringify(s)}) is not the strict RFC 3339 form read here`);
  return t;
}
function formatTimestamp(t) {
  const seconds = t.nanos >= 0n ? t.nanos / BILLION : -((-t.nanos + BILLION - 1n) / BILLION);
  const frac = t.nanos - seconds * BILLION;
  const iso = new Date(Number(seconds) * 1e3).toISOString().slice(0, 19);
  const fraction = frac === 0n ? "" : `.${frac.toString().padStart(9, "0").replace(/0+$/, "")}`;
  return `${iso}${fraction}Z`;
}
var utc = (t) => new Date(Number(t.nanos / 1000000n));
function getter(name, f) {
  return {
    name,
    signatures: [
      [`kubernetes.Timestamp.k8s_${name}(): int`, (t) => BigInt(f(utc(t), t))],
      [
        `kubernetes.Timestamp.k8s_${name}(string): int`,
        () => {
          throw new NotEvaluable(`${name}() in a time zone`);
        }
      ]
    ]
  };
}
var dayOfYear = (d) => Math.floor(
  (Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - Date.UTC(d.getUTCFullYear(), 0, 1)) / 864e5
);
var TIMESTAMP_LIBRARY = [
  { name: "timestamp", signatures: [["k8s_timestamp(string): kubernetes.Timestamp", toTimestamp]] },
  getter("getFullYear", (d) => d.getUTCFullYear()),
  getter("getMonth", (d) => d.getUTCMonth()),
  getter("getDate", (d) => d.getUTCDate()),
  getter("getDayOfMonth", (d) => d.getUTCDate() - 1),
  getter("getDayOfWeek", (d) => d.getUTCDay()),
  getter("getDayOfYear", dayOfYear),
  getter("getHours", (d) => d.getUTCHours()),
  getter("getMinutes", (d) => d.getUTCMinutes()),
  getter("getSeconds", (d) => d.getUTCSeconds()),
  getter("getMilliseconds", (_d, t) => Number((t.nanos % BILLION + BILLION) % BILLION / 1000000n))
];
var durationNanos = (d) => d.seconds * BILLION + BigInt(d.nanos);
function timestampOperators(makeDuration) {
  const cmp2 = (a, b) => a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0;
  return [
    ["kubernetes.Timestamp == kubernetes.Timestamp", (a, b) => cmp2(a, b) === 0],
    ["kubernetes.Timestamp < kubernetes.Timestamp", (a, b) => cmp2(a, b) < 0],
    ["kubernetes.Timestamp <= kubernetes.Timestamp", (a, b) => cmp2(a, b) <= 0],
    ["kubernetes.Timestamp > kubernetes.Timestamp", (a, b) => cmp2(a, b) > 0],
    ["kubernetes.Timestamp >= kubernetes.Timestamp", (a, b) => cmp2(a, b) >= 0],
    [
      "kubernetes.Timestamp - kubernetes.Timestamp: google.protobuf.Duration",
      (a, b) => makeDuration(a.nanos - b.nanos)
    ],
    [
      "kubernetes.Timestamp + google.protobuf.Duration: kubernetes.Timestamp",
      (a, d) => new K8sTimestamp(a.nanos + durationNanos(d))
    ],
    [
      "kubernetes.Timestamp - google.protobuf.Duration: kubernetes.Timestamp",
      (a, d) => new K8sTimestamp(a.nanos - durationNanos(d))
    ]
  ];
}

// src/rules/cr/cel/cel-value.ts
var Unrepresentable = class {
  constructor(why, text) {
    this.why = why;
    this.text = text;
  }
  why;
  text;
};
var SPECIAL_FORMATS = /* @__PURE__ */ new Set(["date", "date-time", "datetime", "duration"]);
var TIMESTAMP_FORMATS = /* @__PURE__ */ new Set(["date-time", "datetime"]);
function toCelValue(value2, node2, isResourceRoot) {
  const hazards = {
    setOrMapList: false,
    anySetOrMapList: false,
    multiEntryMap: false,
    nonAscii: false,
    escapedName: false,
    unrepresentable: false,
    trimmedMetadata: false,
    hiddenFields: false,
    generatedName: false,
    inexactNumber: false
  };
  const measure = { nodes: 0, largestCollection: 0, longestString: 0, totalBytes: 0 };
  const out = convert(value2, node2, isResourceRoot, hazards, measure);
  return { value: out, hazards, measure };
}
function convert(value2, node2, isResourceRoot, h, m) {
  m.nodes++;
  if (value2 === null || value2 === void 0) {
    if (node2.nullable) return null;
    h.unrepresentable = true;
    return new Unrepresentable("null for a schema with nullable=false");
  }
  if (node2.intOrString) {
    if (typeof value2 === "string") return str2(value2, h, m);
    return int2(value2, h);
  }
  switch (node2.type) {
    case "integer":
      return int2(value2, h);
    case "number":
      if (typeof value2 !== "number") return unrepresentable(h, "not a number");
      return value2;
    case "boolean":
      return typeof value2 === "boolean" ? value2 : unrepresentable(h, "not a boolean");
    case "string":
      if (typeof value2 !== "string") return unrepresentable(h, "not a string");
      if (SPECIAL_FORMATS.has(node2.format)) {
        const t = TIMESTAMP_FORMATS.has(node2.format) ? parseRfc3339(value2) : node2.format === "date" ? parseDate(value2) : void 0;
        return t ?? unrepresentable(h, `format ${node2.format}`, value2);
      }
      if (node2.format === "byte") return bytes(value2, h, m);
      return str2(value2, h, m);
    case "array": {
      const items = node2.items;
      if (!Array.isArray(value2) || !items) return unrepresentable(h, "not a list");
      if (node2.listType === "set" || node2.listType === "map") {
        if (value2.length > 0) h.anySetOrMapList = true;
        if (value2.length > 1) h.setOrMapList = true;
      }
      m.largestCollection = Math.max(m.largestCollection, value2.length);
      return value2.map((v) => convert(v, items, items.embeddedResource, h, m));
    }
    case "object":
      return object(value2, node2, isResourceRoot, h, m);
    default:
      return unrepresentable(h, "no type");
  }
}
function object(value2, node2, isResourceRoot, h, m) {
  if (!isJsonObject(value2)) return unrepresentable(h, "not an object");
  const keys = Object.keys(value2);
  const props = node2.properties;
  const additional2 = node2.additionalProperties;
  const out = {};
  const isStruct = props.size > 0 || isResourceRoot;
  let entries = 0;
  for (const k of keys) {
    const v = value2[k];
    if (v === void 0) continue;
    if (isResourceRoot && (k === "apiVersion" || k === "kind")) {
      entries++;
      out[k] = typeof v === "string" ? str2(v, h, m) : unrepresentable(h, `${k} not a string`);
      continue;
    }
    if (isResourceRoot && k === "metadata") {
      entries++;
      out[k] = metadata(v, h, m);
      continue;
    }
    let child;
    let name = k;
    if (isStruct) {
      child = props.get(k);
      name = escapeCelName(k);
      if (name !== k) h.escapedName = true;
    } else if (additional2 instanceof SchemaNode) child = additional2;
    if (!child || name === void 0) {
      h.hiddenFields = true;
      continue;
    }
    entries++;
    keyBytes(k, h, m);
    const c = convert(v, child, child.embeddedResource, h, m);
    out[name] = c;
    if (name !== k && isKeywordFieldName(k)) out[k] = c;
  }
  if (entries > 1) h.multiEntryMap = true;
  if (!isStruct) m.largestCollection = Math.max(m.largestCollection, entries);
  return out;
}
function metadata(v, h, m) {
  if (!isJsonObject(v)) return unrepresentable(h, "metadata not an object");
  const out = {};
  if (v.name === void 0 && typeof v.generateName === "string") h.generatedName = true;
  for (const [k, x] of Object.entries(v)) {
    if (k === "name" || k === "generateName")
      out[k] = typeof x === "string" ? str2(x, h, m) : unrepresentable(h, `metadata.${k} not a string`);
    else h.trimmedMetadata = true;
  }
  return out;
}
function bytes(value2, h, m) {
  const text = value2.replace(/[\r\n]/g, "");
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text))
    return unrepresentable(h, "bytes that do not decode");
  const decoded = new Uint8Array(Buffer.from(text, "base64"));
  m.totalBytes += decoded.length;
  m.longestString = Math.max(m.longestString, decoded.length);
  return decoded;
}
function unrepresentable(h, why, text) {
  h.unrepresentable = true;
  return new Unrepresentable(why, text);
}
function str2(value2, h, m) {
  keyBytes(value2, h, m);
  return value2;
}
function keyBytes(s, h, m) {
  const ascii = /^[\x00-\x7f]*$/.test(s);
  if (!ascii) h.nonAscii = true;
  const bytes2 = ascii ? s.length : Buffer.byteLength(s, "utf8");
  m.totalBytes += bytes2;
  if (bytes2 > m.longestString) m.longestString = bytes2;
}
var INT642 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };
function int2(value2, h) {
  if (typeof value2 === "bigint") {
    if (value2 === INT642.min) h.inexactNumber = true;
    return value2 >= INT642.min && value2 <= INT642.max ? value2 : unrepresentable(h, "integer beyond int64");
  }
  if (typeof value2 !== "number" || !Number.isInteger(value2)) return unrepresentable(h, "not an integer");
  if (!Number.isSafeInteger(value2)) h.inexactNumber = true;
  const n = BigInt(value2);
  if (n === INT642.min) h.inexactNumber = true;
  return n >= INT642.min && n <= INT642.max ? n : unrepresentable(h, "integer beyond int64");
}

// src/rules/cr/cel/correlation.ts
function oldMapListItem(node2, oldList, item) {
  if (node2.listType !== "map" || !Array.isArray(oldList) || !isJsonObject(item)) return void 0;
  const key3 = compositeKey(node2.listMapKeys, item);
  if (key3 === void 0) return void 0;
  for (const old of oldList) if (isJsonObject(old) && compositeKey(node2.listMapKeys, old) === key3) return old;
  return void 0;
}
function compositeKey(keys, item) {
  const parts = [];
  for (const k of keys) {
    if (!Object.hasOwn(item, k)) return void 0;
    const v = item[k];
    if (typeof v !== "string" && typeof v !== "number" && typeof v !== "boolean") return void 0;
    parts.push(`${typeof v}:${String(v)}`);
  }
  return JSON.stringify(parts);
}
var Correlated = class _Correlated {
  constructor(value2, old, node2) {
    this.value = value2;
    this.old = old;
    this.node = node2;
  }
  value;
  old;
  node;
  equalKnown;
  children = /* @__PURE__ */ new Map();
  /** The correlated property or map value `field`; undefined when either side lacks it or no schema covers it. */
  key(field2) {
    const known = `k${field2}`;
    if (this.children.has(known)) return this.children.get(known);
    let child;
    if (isJsonObject(this.value) && isJsonObject(this.old) && Object.hasOwn(this.value, field2) && Object.hasOwn(this.old, field2)) {
      const additional2 = this.node.additionalProperties;
      const schema4 = this.node.properties.get(field2) ?? (additional2 instanceof SchemaNode ? additional2 : void 0);
      if (schema4) child = new _Correlated(this.value[field2], this.old[field2], schema4);
    }
    this.children.set(known, child);
    return child;
  }
  /** The correlated item `i`: only in map lists. */
  index(i) {
    const known = `i${i}`;
    if (this.children.has(known)) return this.children.get(known);
    let child;
    const items = this.node.items;
    if (Array.isArray(this.value) && i < this.value.length && items && this.node.listType === "map") {
      const old = oldMapListItem(this.node, this.old, this.value[i]);
      if (old !== void 0) child = new _Correlated(this.value[i], old, items);
    }
    this.children.set(known, child);
    return child;
  }
  /** CachedDeepEqual: unchanged from the old value, map-list items compared by key. */
  deepEqual() {
    if (this.equalKnown !== void 0) return this.equalKnown;
    this.equalKnown = this.compare();
    return this.equalKnown;
  }
  compare() {
    const { value: value2, old } = this;
    if (value2 === null || value2 === void 0 || old === null || old === void 0)
      return (value2 ?? null) === (old ?? null);
    if (Array.isArray(value2) !== Array.isArray(old) || isJsonObject(value2) !== isJsonObject(old)) return false;
    if (Array.isArray(value2) && Array.isArray(old)) {
      if (value2.length !== old.length) return false;
      if (this.node.listType !== "map") return sameValue(value2, old);
      for (let i = 0; i < value2.length; i++) {
        const child = this.index(i);
        if (!child || !child.deepEqual()) return false;
      }
      return true;
    }
    if (isJsonObject(value2) && isJsonObject(old)) {
      const keys = Object.keys(value2);
      if (keys.length !== Object.keys(old).length) return false;
      return keys.every((k) => {
        const child = this.key(k);
        return child !== void 0 && child.deepEqual();
      });
    }
    return value2 === old;
  }
};
function ratchetKey(r, field2) {
  if (!r.current) return r;
  if (!r.nearestParent && (field2 === "apiVersion" || field2 === "kind")) return {};
  return { current: r.current.key(field2), nearestParent: r.current };
}
function ratchetIndex(r, i) {
  if (!r.current) return r;
  return { current: r.current.index(i), nearestParent: r.current };
}
function shouldRatchet(r) {
  if (r.current) return r.current.deepEqual();
  return r.nearestParent?.deepEqual() ?? false;
}
var FORMATS_NOT_STRINGS = /* @__PURE__ */ new Set(["byte", "date", "date-time", "datetime", "duration"]);
function celGoEqual(a, b, node2) {
  if (a === null || b === null || a === void 0 || b === void 0) return (a ?? null) === (b ?? null);
  if (node2.intOrString) return a === b;
  switch (node2.type) {
    case "string":
      return FORMATS_NOT_STRINGS.has(node2.format) ? a === b ? true : void 0 : a === b;
    case "integer":
    case "number":
    case "boolean":
      return a === b;
    case "array": {
      const items = node2.items;
      if (!Array.isArray(a) || !Array.isArray(b) || !items) return void 0;
      if (a.length !== b.length) return false;
      if (node2.listType === "set") return every(a, (x) => some(b, (y) => celGoEqual(x, y, items)));
      if (node2.listType === "map")
        return every(a, (x) => {
          const y = oldMapListItem(node2, b, x);
          return y === void 0 ? false : celGoEqual(x, y, items);
        });
      return every(a, (x, i) => celGoEqual(x, b[i], items));
    }
    case "object": {
      if (!isJsonObject(a) || !isJsonObject(b)) return void 0;
      const keys = Object.keys(a);
      if (keys.length !== Object.keys(b).length) return false;
      const additional2 = node2.additionalProperties;
      return every(keys, (k) => {
        if (!Object.hasOwn(b, k)) return false;
        const child = node2.properties.get(k) ?? (additional2 instanceof SchemaNode ? additional2 : void 0);
        return child ? celGoEqual(a[k], b[k], child) : sameValue(a[k], b[k]);
      });
    }
    default:
      return void 0;
  }
}
function every(xs, f) {
  let unknown = false;
  for (const [i, x] of xs.entries()) {
    const r = f(x, i);
    if (r === false) return false;
    if (r === void 0) unknown = true;
  }
  return unknown ? void 0 : true;
}
function some(xs, f) {
  let unknown = false;
  for (const x of xs) {
    const r = f(x);
    if (r === true) return true;
    if (r === void 0) unknown = true;
  }
  return unknown ? void 0 : false;
}

// src/rules/cr/cel/cost-bound.ts
var PER_CALL_LIMIT2 = 1e6;
var RUNTIME_COST_BUDGET2 = 1e7;
function costBound2(facts, measure) {
  const longest = Math.max(measure.longestString, facts.longestLiteral);
  const stringCost = 0.1 * longest + 1;
  const regexCost = facts.regex ? stringCost * (0.25 * longest + 1) : 0;
  const collection = Math.max(measure.largestCollection, facts.splits ? longest + 1 : 0);
  const perNode = 2 + stringCost + regexCost;
  const traversal = measure.nodes + measure.totalBytes * 0.1 + collection + 1;
  const listWork = (collection + 1) ** 2;
  const range2 = Math.max(collection, facts.longestListLiteral) + 1;
  const comparisons = facts.comparisons.reduce(
    (sum2, c) => sum2 + (c.op === "in" ? traversal : c.operands.some((o) => o.kind === "safe") ? stringCost : traversal),
    0
  );
  const once = facts.nodes * perNode + comparisons + facts.listFunctions * listWork;
  return Math.ceil(4 * range2 ** facts.macroDepth * once);
}

// src/rules/cr/cel/library/strings-library.ts
var runes2 = (s) => Array.from(s);
var indexOutOfRange = (i) => new CelGoError(`index out of range: ${i}`);
function charAt(s, i) {
  const r = runes2(s);
  if (i < 0n || i > BigInt(r.length)) throw indexOutOfRange(i);
  return i === BigInt(r.length) ? "" : r[Number(i)];
}
function indexOfOffset(s, sub, offset) {
  if (offset < 0n) throw indexOutOfRange(offset);
  const r = runes2(s);
  if (sub === "") return offset > BigInt(r.length) ? BigInt(r.length) : offset;
  const subR = runes2(sub);
  if (offset >= BigInt(r.length)) return -1n;
  for (let i = Number(offset); i < r.length - (subR.length - 1); i++) {
    if (subR.every((c, j) => r[i + j] === c)) return BigInt(i);
  }
  return -1n;
}
function lastIndexOf(s, sub) {
  const r = runes2(s);
  if (sub === "") return BigInt(r.length);
  if (Buffer.byteLength(s) < Buffer.byteLength(sub)) return -1n;
  return lastIndexOfOffset(s, sub, BigInt(r.length - 1));
}
function lastIndexOfOffset(s, sub, offset) {
  if (offset < 0n) throw indexOutOfRange(offset);
  const r = runes2(s);
  if (sub === "") return offset > BigInt(r.length) ? BigInt(r.length) : offset;
  const subR = runes2(sub);
  if (offset >= BigInt(r.length)) return -1n;
  let off = Number(offset);
  if (off > r.length - subR.length) off = r.length - subR.length;
  for (let i = off; i >= 0; i--) {
    if (subR.every((c, j) => r[i + j] === c)) return BigInt(i);
  }
  return -1n;
}
var lowerAscii = (s) => s.replace(/[A-Z]+/g, (m) => m.toLowerCase());
var upperAscii = (s) => s.replace(/[a-z]+/g, (m) => m.toUpperCase());
var GO_SPACE = "\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
var TRIM = new RegExp(`^[${GO_SPACE}]+|[${GO_SPACE}]+$`, "gu");
var goTrimSpace2 = (s) => s.replace(TRIM, "");
function replaceN(s, old, replacement, n) {
  if (n === 0n || old === replacement) return s;
  if (old === "") {
    const r = runes2(s);
    let out2 = "";
    let done2 = 0n;
    for (let i = 0; i <= r.length; i++) {
      if (n < 0n || done2 < n) {
        out2 += replacement;
        done2++;
      }
      if (i < r.length) out2 += r[i];
    }
    return out2;
  }
  let out = "";
  let rest = s;
  let done = 0n;
  for (; ; ) {
    const at = rest.indexOf(old);
    if (at < 0 || n >= 0n && done >= n) break;
    out += rest.slice(0, at) + replacement;
    rest = rest.slice(at + old.length);
    done++;
  }
  return out + rest;
}
function splitN(s, sep, n) {
  if (n === 0n) return [];
  if (sep === "") {
    const r = runes2(s);
    if (n < 0n || n >= BigInt(r.length)) return r;
    const k2 = Number(n);
    return [...r.slice(0, k2 - 1), r.slice(k2 - 1).join("")];
  }
  const parts = s.split(sep);
  if (n < 0n || BigInt(parts.length) <= n) return parts;
  const k = Number(n);
  return [...parts.slice(0, k - 1), parts.slice(k - 1).join(sep)];
}
function substring(s, start, end) {
  const r = runes2(s);
  const l = BigInt(r.length);
  if (end === void 0) {
    if (start < 0n || start > l) throw indexOutOfRange(start);
    return r.slice(Number(start)).join("");
  }
  if (start > end) throw new CelGoError(`invalid substring range. start: ${start}, end: ${end}`);
  if (start < 0n || start > l) throw indexOutOfRange(start);
  if (end < 0n || end > l) throw indexOutOfRange(end);
  return r.slice(Number(start), Number(end)).join("");
}
function join2(list2, sep = "") {
  return list2.map((x) => typeof x === "string" ? x : notAString(x)).join(sep);
}
var notAString = (x) => {
  throw new CelGoError(`join: invalid input: ${String(x)}`);
};
var STRINGS_LIBRARY = [
  { name: "charAt", signatures: [["string.k8s_charAt(int): string", charAt]] },
  {
    name: "indexOf",
    signatures: [
      ["string.k8s_indexOf(string): int", (s, sub) => indexOfOffset(s, sub, 0n)],
      ["string.k8s_indexOf(string, int): int", indexOfOffset]
    ]
  },
  {
    name: "lastIndexOf",
    signatures: [
      ["string.k8s_lastIndexOf(string): int", lastIndexOf],
      ["string.k8s_lastIndexOf(string, int): int", lastIndexOfOffset]
    ]
  },
  { name: "lowerAscii", signatures: [["string.k8s_lowerAscii(): string", lowerAscii]] },
  { name: "upperAscii", signatures: [["string.k8s_upperAscii(): string", upperAscii]] },
  {
    name: "replace",
    signatures: [
      ["string.k8s_replace(string, string): string", (s, o, r) => replaceN(s, o, r, -1n)],
      ["string.k8s_replace(string, string, int): string", replaceN]
    ]
  },
  {
    name: "split",
    signatures: [
      ["string.k8s_split(string): list<string>", (s, sep) => splitN(s, sep, -1n)],
      ["string.k8s_split(string, int): list<string>", splitN]
    ]
  },
  {
    name: "substring",
    signatures: [
      ["string.k8s_substring(int): string", (s, a) => substring(s, a)],
      ["string.k8s_substring(int, int): string", substring]
    ]
  },
  { name: "trim", signatures: [["string.k8s_trim(): string", goTrimSpace2]] },
  {
    name: "join",
    signatures: [
      ["list<dyn>.k8s_join(): string", (l) => join2(l)],
      ["list<dyn>.k8s_join(string): string", join2]
    ]
  }
];

// src/rules/crd/cel/cost/decl-type.ts
var MAX_REQUEST_SIZE_BYTES = 3 * 1024 * 1024;
var MIN_STRING_SIZE = 2;
var MIN_BOOL_SIZE = 4;
var MIN_NUMBER_SIZE = 1;
var MAX_DURATION_SIZE_JSON = 32;
var MIN_DURATION_SIZE_JSON = 3;
var JSON_DATE_SIZE = 12;
var MAX_DATETIME_SIZE_JSON = 32;
var MIN_DATETIME_SIZE_JSON = 21;
var NAME_MAX_LENGTH = 253;
var simple = (kind, minSerializedSize, maxElements2 = 0) => ({
  kind,
  maxElements: maxElements2,
  minSerializedSize
});
var BOOL = simple("bool", MIN_BOOL_SIZE);
var INT = simple("int", MIN_NUMBER_SIZE);
var DOUBLE = simple("double", MIN_NUMBER_SIZE);
var MAP_KEY = simple("string", MIN_STRING_SIZE);
var zeroIfNegative = (n) => n < 0 ? 0 : n;
var num = (v) => typeof v === "number" && Number.isFinite(v) ? Math.trunc(v) : void 0;
var utf8Length2 = (s) => Buffer.byteLength(s, "utf8");
function declTypeOf(raw, isResourceRoot, cache) {
  const known = memoOf(raw, isResourceRoot, cache);
  if (known !== void 0) return known ?? void 0;
  const stack = [{ raw, root: isResourceRoot }];
  const pending = /* @__PURE__ */ new Set();
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    if (memoOf(top.raw, top.root, cache) !== void 0) {
      stack.pop();
      continue;
    }
    const missing2 = pending.has(top.raw) ? [] : dependencies2(top.raw, top.root).filter((d) => memoOf(d, isEmbedded(d), cache) === void 0 && !pending.has(d));
    if (missing2.length > 0) {
      pending.add(top.raw);
      for (const d of missing2) stack.push({ raw: d, root: isEmbedded(d) });
      continue;
    }
    setMemo(top.raw, top.root, cache, build(top.raw, top.root, cache) ?? null);
    pending.delete(top.raw);
    stack.pop();
  }
  return memoOf(raw, isResourceRoot, cache) ?? void 0;
}
function memoOf(raw, isResourceRoot, cache) {
  const entry = cache.get(raw);
  return isResourceRoot ? entry?.root : entry?.plain;
}
function setMemo(raw, isResourceRoot, cache, decl) {
  let entry = cache.get(raw);
  if (!entry) cache.set(raw, entry = {});
  if (isResourceRoot) entry.root = decl;
  else entry.plain = decl;
}
var isEmbedded = (s) => s["x-kubernetes-embedded-resource"] === true;
function dependencies2(raw, isResourceRoot) {
  if (raw["x-kubernetes-int-or-string"] === true) return [];
  if (raw.type === "array") return isJsonObject(raw.items) ? [raw.items] : [];
  if (raw.type !== "object") return [];
  if (isJsonObject(raw.additionalProperties)) return [raw.additionalProperties];
  return [...requiredSized(raw, isResourceRoot)].map(([, prop]) => prop);
}
function requiredSized(raw, isResourceRoot) {
  const out = /* @__PURE__ */ new Map();
  const props = isJsonObject(raw.properties) ? raw.properties : void 0;
  if (!props || !Array.isArray(raw.required)) return out;
  const overrides = isResourceRoot ? typeAndObjectMeta(propertiesOf(raw)) : void 0;
  for (const name of raw.required) {
    if (typeof name !== "string" || !Object.hasOwn(props, name) || overrides?.has(name)) continue;
    const prop = props[name];
    if (isJsonObject(prop) && (prop.default === void 0 || prop.default === null)) out.set(name, prop);
  }
  return out;
}
function propertiesOf(raw) {
  const entries = /* @__PURE__ */ new Map();
  const props = isJsonObject(raw.properties) ? raw.properties : void 0;
  if (props) {
    for (const [name, prop] of Object.entries(props)) if (isJsonObject(prop)) entries.set(name, prop);
  }
  return entries;
}
function build(raw, isResourceRoot, cache) {
  const maxLength = num(raw.maxLength);
  if (raw["x-kubernetes-int-or-string"] === true) {
    return simple("dyn", 1, maxLength !== void 0 ? zeroIfNegative(maxLength) * 4 : MAX_REQUEST_SIZE_BYTES - 2);
  }
  const declared = (s) => memoOf(s, isEmbedded(s), cache) ?? void 0;
  switch (raw.type) {
    case "array": {
      const items = isJsonObject(raw.items) ? declared(raw.items) : void 0;
      if (!items) return void 0;
      const maxItems = num(raw.maxItems);
      const max = maxItems !== void 0 ? zeroIfNegative(maxItems) : Math.floor((MAX_REQUEST_SIZE_BYTES - 2) / (items.minSerializedSize + 1));
      return { kind: "list", maxElements: max, minSerializedSize: 2, elem: items };
    }
    case "object": {
      if (isJsonObject(raw.additionalProperties)) {
        const values = declared(raw.additionalProperties);
        if (!values) return void 0;
        const maxProperties = num(raw.maxProperties);
        const max = maxProperties !== void 0 ? zeroIfNegative(maxProperties) : Math.floor((MAX_REQUEST_SIZE_BYTES - 2) / (values.minSerializedSize + 6));
        return { kind: "map", maxElements: max, minSerializedSize: 2, elem: values };
      }
      return objectDecl(raw, isResourceRoot, cache);
    }
    case "string":
      switch (raw.format) {
        case "byte":
          return simple(
            "bytes",
            MIN_STRING_SIZE,
            maxLength !== void 0 ? zeroIfNegative(maxLength) : MAX_REQUEST_SIZE_BYTES - 2
          );
        case "duration":
          return simple("duration", MIN_DURATION_SIZE_JSON, MAX_DURATION_SIZE_JSON);
        case "date":
          return simple("timestamp", JSON_DATE_SIZE, JSON_DATE_SIZE);
        case "date-time":
          return simple("timestamp", MIN_DATETIME_SIZE_JSON, MAX_DATETIME_SIZE_JSON);
      }
      if (maxLength !== void 0) return simple("string", MIN_STRING_SIZE, zeroIfNegative(maxLength) * 4);
      if (Array.isArray(raw.enum) && raw.enum.length > 0) {
        let longest = 0;
        for (const v of raw.enum) if (typeof v === "string") longest = Math.max(longest, utf8Length2(v));
        return simple("string", MIN_STRING_SIZE, longest);
      }
      return simple("string", MIN_STRING_SIZE, MAX_REQUEST_SIZE_BYTES - 2);
    case "boolean":
      return BOOL;
    case "number":
      return DOUBLE;
    case "integer":
      return INT;
    default:
      return void 0;
  }
}
function objectDecl(raw, isResourceRoot, cache) {
  const overrides = isResourceRoot ? typeAndObjectMeta(propertiesOf(raw)) : void 0;
  const required2 = new Set(
    Array.isArray(raw.required) ? raw.required.filter((r) => typeof r === "string") : []
  );
  let minSize = 2;
  for (const [name, prop] of requiredSized(raw, isResourceRoot)) {
    const type = memoOf(prop, isEmbedded(prop), cache);
    if (type) minSize += utf8Length2(name) + type.minSerializedSize + 4;
  }
  if (overrides) {
    for (const [name, type] of overrides)
      if (required2.has(name)) minSize += utf8Length2(name) + type.minSerializedSize + 4;
  }
  const props = isJsonObject(raw.properties) ? raw.properties : void 0;
  const looked = /* @__PURE__ */ new Map();
  return {
    kind: "object",
    maxElements: 0,
    minSerializedSize: minSize,
    field(name) {
      if (looked.has(name)) return looked.get(name);
      let type = overrides?.get(name);
      if (!type && props) {
        const property = propertyNamed(name, props);
        const prop = property === void 0 ? void 0 : props[property];
        if (isJsonObject(prop)) type = declTypeOf(prop, isEmbedded(prop), cache);
      }
      looked.set(name, type);
      return type;
    }
  };
}
function propertyNamed(celName, props) {
  const name = celName.includes("__") ? unescapeCelName(celName) : celName;
  return Object.hasOwn(props, name) && escapeCelName(name) === celName ? name : void 0;
}
function typeAndObjectMeta(props) {
  const metadata4 = props.get("metadata");
  const metaProps = isJsonObject(metadata4?.properties) ? metadata4.properties : void 0;
  const typeOf = (s) => isJsonObject(s) ? s.type : void 0;
  if (typeOf(props.get("kind")) === "string" && typeOf(props.get("apiVersion")) === "string" && typeOf(metadata4) === "object" && metaProps && typeOf(metaProps.name) === "string" && typeOf(metaProps.generateName) === "string") {
    return void 0;
  }
  const capped = (s, cap) => {
    const own = isJsonObject(s) ? num(s.maxLength) : void 0;
    const max = own !== void 0 && own < cap ? own : cap;
    return simple("string", MIN_STRING_SIZE, zeroIfNegative(max) * 4);
  };
  const plainString = simple("string", MIN_STRING_SIZE, MAX_REQUEST_SIZE_BYTES - 2);
  const metaFields = /* @__PURE__ */ new Map([
    ["name", capped(metaProps?.name, NAME_MAX_LENGTH)],
    ["generateName", capped(metaProps?.generateName, NAME_MAX_LENGTH - 1)]
  ]);
  const meta = {
    kind: "object",
    maxElements: 0,
    minSerializedSize: 2,
    field: (name) => metaFields.get(name)
  };
  return /* @__PURE__ */ new Map([
    ["kind", plainString],
    ["apiVersion", plainString],
    ["metadata", meta]
  ]);
}

// src/rules/crd/cel/cost/cost-range.ts
var MAX = 2 ** 64;
var UNKNOWN = { min: 0, max: MAX };
var ZERO = { min: 0, max: 0 };
var fixed = (n) => ({ min: n, max: n });
var sat = (n) => n >= MAX ? MAX : n;
var add = (a, b) => ({ min: sat(a.min + b.min), max: sat(a.max + b.max) });
var multiply = (a, b) => ({ min: sat(a.min * b.min), max: sat(a.max * b.max) });
var union = (a, b) => ({ min: Math.min(a.min, b.min), max: Math.max(a.max, b.max) });
var byFactor = (a, factor) => ({ min: scale(a.min, factor), max: scale(a.max, factor) });
function scale(x, factor) {
  if (x > 0 && factor > 0 && x > MAX / factor) return MAX;
  return sat(Math.ceil(x * factor));
}
var SELECT_AND_IDENT_COST = 1;
var LIST_CREATE_BASE_COST = 10;
var MAP_CREATE_BASE_COST = 30;
var STRING_TRAVERSAL_COST_FACTOR = 0.1;
var REGEX_STRING_LENGTH_COST_FACTOR = 0.25;

// src/rules/crd/cel/cost/estimate-cost.ts
var T = {
  bool: { k: "bool" },
  int: { k: "int" },
  uint: { k: "uint" },
  double: { k: "double" },
  string: { k: "string" },
  bytes: { k: "bytes" },
  null: { k: "null" },
  dyn: { k: "dyn" },
  duration: { k: "duration" },
  timestamp: { k: "timestamp" }
};
function typeOfDecl(d) {
  switch (d.kind) {
    case "object":
      return { k: "struct", decl: d };
    case "list":
      return { k: "list", elem: d.elem ? typeOfDecl(d.elem) : T.dyn };
    case "map":
      return { k: "map", key: T.string, val: d.elem ? typeOfDecl(d.elem) : T.dyn };
    default:
      return T[d.kind];
  }
}
var isScalar3 = (t) => t.k === "bool" || t.k === "double" || t.k === "duration" || t.k === "int" || t.k === "timestamp" || t.k === "uint";
var isNumeric = (t) => t.k === "int" || t.k === "uint" || t.k === "double";
function sameType(a, b) {
  if (a.k !== b.k) return false;
  if (a.k === "struct" && b.k === "struct") return a.decl === b.decl;
  if (a.k === "list" && b.k === "list") return sameType(a.elem, b.elem);
  if (a.k === "map" && b.k === "map") return sameType(a.key, b.key) && sameType(a.val, b.val);
  return true;
}
var Uncertain = class {
};
var UNCERTAIN = new Uncertain();
var uncertain = () => {
  throw UNCERTAIN;
};
var COMPREHENSIONS = /* @__PURE__ */ new Set(["all", "exists", "exists_one", "map", "filter"]);
function estimateMaxCost(ast, source, root, optionalOldSelf, result) {
  try {
    const v = new Coster(source, root, optionalOldSelf).visit(ast);
    return v.type.k === result ? v.cost.max : void 0;
  } catch (e) {
    if (e instanceof Uncertain) return void 0;
    throw e;
  }
}
var Coster = class {
  constructor(source, root, optionalOldSelf) {
    this.source = source;
    this.root = root;
    this.optionalOldSelf = optionalOldSelf;
    this.rootType = typeOfDecl(root);
  }
  source;
  root;
  optionalOldSelf;
  locals = /* @__PURE__ */ new Map();
  rootType;
  visit(n) {
    const args = n.args;
    switch (n.op) {
      case "value":
        return this.literal(args);
      case "id":
        return this.ident(typeof args === "string" ? args : uncertain());
      case ".":
        return this.select(...args);
      case "[]":
        return this.index(...args);
      case "list":
        return this.list(args);
      case "map":
        return this.map(args);
      case "&&":
      case "||":
        return this.logical(...args);
      case "!_":
        return this.not(args);
      case "-_":
        return this.negate(n, args);
      case "?:":
        return this.conditional(...args);
      case "==":
      case "!=":
        return this.equality(...args);
      case "<":
      case "<=":
      case ">":
      case ">=":
        return this.ordering(...args);
      case "+":
        return this.plus(...args);
      case "-":
      case "*":
      case "/":
      case "%":
        return this.arithmetic(...args);
      case "in":
        return this.membership(...args);
      case "call": {
        const [name, callArgs] = args;
        return this.call(name, callArgs);
      }
      case "rcall": {
        const [name, target, callArgs] = args;
        return this.memberCall(name, target, callArgs);
      }
      default:
        return uncertain();
    }
  }
  /** computeSize after the computed sizes: the schema's size at the path, else 1 for scalars. */
  sizeAt(path, type) {
    if (path && path.length > 0) {
      let d = this.root;
      for (let i = 1; i < path.length && d; i++) {
        const step2 = path[i];
        if (step2 === "@items" || step2 === "@values") d = d.elem;
        else if (step2 === "@keys") d = d.kind === "map" ? MAP_KEY : void 0;
        else d = d.field?.(step2);
      }
      if (d) return { min: 0, max: d.maxElements };
    }
    return isScalar3(type) ? fixed(1) : void 0;
  }
  generic(cost, type, path) {
    return { cost, type, path, size: this.sizeAt(path, type) };
  }
  literal(value2) {
    const lit = (type, size) => ({ cost: ZERO, type, path: void 0, size: fixed(size) });
    if (typeof value2 === "bigint") return lit(T.int, 1);
    if (typeof value2 === "number") return lit(T.double, 1);
    if (typeof value2 === "boolean") return lit(T.bool, 1);
    if (value2 === null) return lit(T.null, 1);
    if (typeof value2 === "string") return lit(T.string, [...value2].length);
    if (value2 instanceof Uint8Array) return lit(T.bytes, value2.length);
    return uncertain();
  }
  ident(name) {
    const local = this.locals.get(name)?.at(-1);
    if (local) {
      const size = this.sizeAt(local.path, local.type) ?? local.size;
      return {
        cost: fixed(SELECT_AND_IDENT_COST),
        type: local.type,
        path: local.path,
        size,
        entrySized: local.entrySized
      };
    }
    if (name !== "self" && !(name === "oldSelf" && !this.optionalOldSelf)) return uncertain();
    return this.generic(fixed(SELECT_AND_IDENT_COST), this.rootType, [name]);
  }
  select(operand, field2) {
    const o = this.visit(operand);
    let type;
    let cost = o.cost;
    if (o.type.k === "struct") {
      const f = o.type.decl.field?.(field2) ?? (isKeywordFieldName(field2) ? o.type.decl.field?.(`__${field2}__`) : void 0);
      type = f ? typeOfDecl(f) : uncertain();
      cost = add(cost, fixed(SELECT_AND_IDENT_COST));
    } else if (o.type.k === "map") {
      type = o.type.val;
      cost = add(cost, fixed(SELECT_AND_IDENT_COST));
    } else if (o.type.k === "dyn") {
      type = T.dyn;
    } else {
      return uncertain();
    }
    return this.generic(cost, type, [...o.path ?? [], field2]);
  }
  index(operand, key3) {
    const o = this.visit(operand);
    const k = this.visit(key3);
    if (o.entrySized) return uncertain();
    const cost = add(add(o.cost, k.cost), fixed(1));
    if (o.type.k === "list" && k.type.k === "int")
      return this.generic(cost, o.type.elem, [...o.path ?? [], "@items"]);
    if (o.type.k === "map" && sameType(k.type, o.type.key))
      return this.generic(cost, o.type.val, [...o.path ?? [], "@values"]);
    return uncertain();
  }
  list(elements) {
    let cost = ZERO;
    let elem;
    for (const e of elements) {
      const v = this.visit(e);
      cost = add(cost, v.cost);
      if (elem && !sameType(elem, v.type)) return uncertain();
      elem = v.type;
    }
    return {
      cost: add(cost, fixed(LIST_CREATE_BASE_COST)),
      type: { k: "list", elem: elem ?? T.dyn },
      path: void 0,
      size: fixed(elements.length),
      entrySized: true
    };
  }
  map(entries) {
    let cost = ZERO;
    let key3;
    let val;
    for (const [ke, ve] of entries) {
      const kv = this.visit(ke);
      const vv = this.visit(ve);
      cost = add(add(cost, kv.cost), vv.cost);
      if (key3 && !sameType(key3, kv.type) || val && !sameType(val, vv.type)) return uncertain();
      key3 = kv.type;
      val = vv.type;
    }
    return {
      cost: add(cost, fixed(MAP_CREATE_BASE_COST)),
      type: { k: "map", key: key3 ?? T.dyn, val: val ?? T.dyn },
      path: void 0,
      size: fixed(entries.length),
      entrySized: true
    };
  }
  /** LogicalAnd / LogicalOr: the left side, plus the right one at most (short circuit). */
  logical(l, r) {
    const lv = this.visit(l);
    const rv = this.visit(r);
    if (!isBoolish(lv.type) || !isBoolish(rv.type)) return uncertain();
    return this.generic({ min: lv.cost.min, max: add(lv.cost, rv.cost).max }, T.bool, void 0);
  }
  not(arg) {
    if (arg.op === "!_") return uncertain();
    const v = this.visit(arg);
    if (!isBoolish(v.type)) return uncertain();
    return this.generic(add(v.cost, fixed(1)), T.bool, void 0);
  }
  negate(n, arg) {
    if (arg.op === "-_") return uncertain();
    if (arg.op === "value") {
      const start = n.range.start;
      return /[0-9.]/.test(this.source[start + 1] ?? "") && this.source[start] === "-" ? { ...this.literal(arg.args), cost: ZERO } : uncertain();
    }
    const v = this.visit(arg);
    if (v.type.k !== "int" && v.type.k !== "double") return uncertain();
    return this.generic(add(v.cost, fixed(1)), v.type, void 0);
  }
  conditional(c, t, f) {
    const cv = this.visit(c);
    const tv = this.visit(t);
    const fv = this.visit(f);
    if (!isBoolish(cv.type) || !sameType(tv.type, fv.type)) return uncertain();
    const size = union(tv.size ?? UNKNOWN, fv.size ?? UNKNOWN);
    return { cost: add(cv.cost, union(tv.cost, fv.cost)), type: tv.type, path: void 0, size, entrySized: true };
  }
  /** Equals / NotEquals: a traversal of the smaller operand (sizes unknown count as huge). */
  equality(l, r) {
    const lv = this.visit(l);
    const rv = this.visit(r);
    if (!compatible(lv.type, rv.type)) return uncertain();
    return this.generic(add(this.traversal(lv, rv), add(lv.cost, rv.cost)), T.bool, void 0);
  }
  traversal(lv, rv) {
    const smallestMax = Math.min((lv.size ?? UNKNOWN).max, (rv.size ?? UNKNOWN).max);
    return byFactor({ min: smallestMax > 0 ? 1 : 0, max: smallestMax }, STRING_TRAVERSAL_COST_FACTOR);
  }
  ordering(l, r) {
    const lv = this.visit(l);
    const rv = this.visit(r);
    const args = add(lv.cost, rv.cost);
    if (lv.type.k === "string" && rv.type.k === "string" || lv.type.k === "bytes" && rv.type.k === "bytes") {
      return this.generic(add(this.traversal(lv, rv), args), T.bool, void 0);
    }
    const ok = isNumeric(lv.type) && isNumeric(rv.type) || lv.type.k === rv.type.k && (lv.type.k === "bool" || lv.type.k === "timestamp" || lv.type.k === "duration");
    return ok ? this.generic(add(args, fixed(1)), T.bool, void 0) : uncertain();
  }
  plus(l, r) {
    const lv = this.visit(l);
    const rv = this.visit(r);
    const args = add(lv.cost, rv.cost);
    if ((lv.type.k === "string" || lv.type.k === "bytes" || lv.type.k === "list") && sameType(lv.type, rv.type)) {
      const size = add(lv.size ?? UNKNOWN, rv.size ?? UNKNOWN);
      const cost = lv.type.k === "list" ? add(fixed(1), args) : add(byFactor(size, STRING_TRAVERSAL_COST_FACTOR), args);
      return { cost, type: lv.type, path: void 0, size, entrySized: lv.type.k === "list" };
    }
    return this.arithmeticOf(lv, rv);
  }
  arithmetic(l, r) {
    return this.arithmeticOf(this.visit(l), this.visit(r));
  }
  arithmeticOf(lv, rv) {
    if (!isNumeric(lv.type) || lv.type.k !== rv.type.k) return uncertain();
    return this.generic(add(add(lv.cost, rv.cost), fixed(1)), lv.type, void 0);
  }
  /** InList traverses the list; InMap is O(1). */
  membership(l, r) {
    const lv = this.visit(l);
    const rv = this.visit(r);
    const args = add(lv.cost, rv.cost);
    if (rv.type.k === "list" && compatible(lv.type, rv.type.elem))
      return this.generic(add(byFactor(rv.size ?? UNKNOWN, 1), args), T.bool, void 0);
    if (rv.type.k === "map" && compatible(lv.type, rv.type.key))
      return this.generic(add(fixed(1), args), T.bool, void 0);
    return uncertain();
  }
  call(name, args) {
    if (name === "has" && args.length === 1) return this.has(args[0]);
    if (args.length === 1) {
      const [a] = args;
      if (name === "dyn") {
        const v = this.visit(a);
        return { cost: add(fixed(1), v.cost), type: T.dyn, path: void 0, size: v.size };
      }
      if (name === "size") return this.size(this.visit(a), ZERO);
      const conversion3 = CONVERSIONS[name];
      if (conversion3) {
        const v = this.visit(a);
        if (v.type.k === "dyn" || v.type.k === "bytes" || !conversion3.from.has(v.type.k)) return uncertain();
        return this.generic(add(fixed(1), v.cost), conversion3.to, void 0);
      }
    }
    if (name === "matches" && args.length === 2) {
      const [s, re] = args.map((a) => this.visit(a));
      if (s.type.k !== "string" || re.type.k !== "string") return uncertain();
      return this.generic(add(fixed(1), add(s.cost, re.cost)), T.bool, void 0);
    }
    return uncertain();
  }
  has(arg) {
    if (arg.op !== ".") return uncertain();
    const [operand, field2] = arg.args;
    const o = this.visit(operand);
    if (o.type.k === "struct" ? o.type.decl.field?.(field2) === void 0 : o.type.k !== "map") return uncertain();
    return this.generic(o.cost, T.bool, void 0);
  }
  size(v, target) {
    if (!["string", "bytes", "list", "map", "dyn"].includes(v.type.k)) return uncertain();
    return this.generic(add(add(target, fixed(1)), v.cost), T.int, void 0);
  }
  memberCall(name, targetNode, args) {
    if (COMPREHENSIONS.has(name)) return this.comprehension(name, targetNode, args);
    if (name === "bind" && targetNode.op === "id" && targetNode.args === "cel" && !this.locals.has("cel") && args.length === 3)
      return this.bind(args);
    const target = this.visit(targetNode);
    if (name === "size" && args.length === 0) return this.size(target, ZERO);
    if (args.length !== 1 || target.type.k !== "string") return uncertain();
    const arg = this.visit(args[0]);
    if (arg.type.k !== "string") return uncertain();
    const sizeOf = (v) => v.size ?? UNKNOWN;
    let fn;
    switch (name) {
      case "matches":
        fn = multiply(
          byFactor(add(sizeOf(target), fixed(1)), STRING_TRAVERSAL_COST_FACTOR),
          byFactor(sizeOf(arg), REGEX_STRING_LENGTH_COST_FACTOR)
        );
        break;
      case "contains":
        fn = multiply(
          byFactor(sizeOf(target), STRING_TRAVERSAL_COST_FACTOR),
          byFactor(sizeOf(arg), STRING_TRAVERSAL_COST_FACTOR)
        );
        break;
      case "startsWith":
      case "endsWith":
        fn = byFactor(sizeOf(arg), STRING_TRAVERSAL_COST_FACTOR);
        break;
      default:
        return uncertain();
    }
    return this.generic(add(target.cost, add(fn, arg.cost)), T.bool, void 0);
  }
  /**
   * The one-variable macros, costed as costComprehension costs their expansion: range and
   * accumulator init, the result, and per element the loop condition and step.
   */
  comprehension(name, rangeNode, args) {
    const withFilter = name === "map" && args.length === 3;
    if (args.length !== 2 && !withFilter) return uncertain();
    const iterVar = args[0];
    if (iterVar.op !== "id" || typeof iterVar.args !== "string") return uncertain();
    const range2 = this.visit(rangeNode);
    let elemType;
    let step2;
    if (range2.type.k === "list") [elemType, step2] = [range2.type.elem, "@items"];
    else if (range2.type.k === "map") [elemType, step2] = [range2.type.key, "@keys"];
    else return uncertain();
    const bodies = this.scoped(
      iterVar.args,
      { path: [...range2.path ?? [], step2], size: void 0, type: elemType, entrySized: false },
      () => args.slice(1).map((a) => this.visit(a))
    );
    const n = range2.size ?? UNKNOWN;
    const one = fixed(1);
    let init;
    let result;
    let perElement;
    let type;
    let size;
    const p = bodies[0];
    switch (name) {
      case "all":
      case "exists": {
        if (!isBoolish(p.type)) return uncertain();
        const condition2 = fixed(name === "all" ? 2 : 3);
        [init, result, type, size] = [ZERO, one, T.bool, one];
        perElement = add({ min: 1, max: add(one, p.cost).max }, condition2);
        break;
      }
      case "exists_one": {
        if (!isBoolish(p.type)) return uncertain();
        [init, result, type, size] = [ZERO, fixed(2), T.bool, one];
        perElement = add(p.cost, { min: 1, max: 2 });
        break;
      }
      case "map": {
        const f = bodies.at(-1);
        const append = add(fixed(12), f.cost);
        if (withFilter && !isBoolish(p.type)) return uncertain();
        perElement = withFilter ? add(p.cost, union(append, one)) : append;
        [init, result, type, size] = [fixed(LIST_CREATE_BASE_COST), one, { k: "list", elem: f.type }, n];
        break;
      }
      default: {
        if (!isBoolish(p.type)) return uncertain();
        perElement = add(p.cost, union(fixed(13), one));
        [init, result, type, size] = [fixed(LIST_CREATE_BASE_COST), one, { k: "list", elem: elemType }, n];
      }
    }
    const cost = add(add(add(range2.cost, init), result), multiply(n, perElement));
    return { cost, type, path: void 0, size, entrySized: type.k === "list" };
  }
  /** cel.bind(v, init, body): an empty-list range (10), the init and the body (costBind). */
  bind([variable, initNode, body]) {
    if (variable.op !== "id" || typeof variable.args !== "string") return uncertain();
    const init = this.visit(initNode);
    const local = {
      path: init.path ?? [],
      size: init.size,
      type: init.type,
      entrySized: init.entrySized === true
    };
    const b = this.scoped(variable.args, local, () => this.visit(body));
    return {
      cost: add(add(fixed(LIST_CREATE_BASE_COST), init.cost), b.cost),
      type: b.type,
      path: void 0,
      size: b.size,
      entrySized: b.entrySized
    };
  }
  scoped(name, local, run) {
    let stack = this.locals.get(name);
    if (!stack) this.locals.set(name, stack = []);
    stack.push(local);
    try {
      return run();
    } finally {
      stack.pop();
      if (stack.length === 0) this.locals.delete(name);
    }
  }
};
var isBoolish = (t) => t.k === "bool" || t.k === "dyn";
var compatible = (a, b) => a.k === "dyn" || b.k === "dyn" || sameType(a, b);
var CONVERSIONS = {
  int: { to: T.int, from: /* @__PURE__ */ new Set(["int", "uint", "double", "string", "timestamp", "duration"]) },
  uint: { to: T.uint, from: /* @__PURE__ */ new Set(["int", "uint", "double", "string"]) },
  double: { to: T.double, from: /* @__PURE__ */ new Set(["int", "uint", "double", "string"]) },
  string: { to: T.string, from: /* @__PURE__ */ new Set(["int", "uint", "double", "string", "bool", "timestamp", "duration"]) },
  duration: { to: T.duration, from: /* @__PURE__ */ new Set(["string", "duration"]) },
  timestamp: { to: T.timestamp, from: /* @__PURE__ */ new Set(["string", "timestamp", "int"]) }
};

// src/rules/crd/cel/cost/rule-costs.ts
var CEL_COSTS = { name: "CEL cost estimates", create: () => new RuleCosts() };
var RuleCosts = class {
  decls = /* @__PURE__ */ new WeakMap();
  estimates = /* @__PURE__ */ new Map();
  /** SchemaDeclType of a node (isResourceRoot: the schema root or an embedded resource). */
  declType(raw, isResourceRoot) {
    return declTypeOf(raw, isResourceRoot, this.decls);
  }
  /**
   * The estimated maximum cost of a compiled expression, or undefined when not certain.
   * `selected`: the names the expression selects (selected-names.ts), the only fields it can read.
   */
  maxCost(ast, expression, self, optionalOldSelf, result, selected) {
    const signature = accessSignature(self, selected);
    if (signature === void 0) return estimateMaxCost(ast, expression, self, optionalOldSelf, result);
    const key3 = `${result}${optionalOldSelf ? 1 : 0}${signature}\0${expression}`;
    if (this.estimates.has(key3)) return this.estimates.get(key3);
    const cost = estimateMaxCost(ast, expression, self, optionalOldSelf, result);
    this.estimates.set(key3, cost);
    return cost;
  }
};
var MAX_SIGNATURE_DEPTH = 64;
function accessSignature(self, selected) {
  const numbers2 = /* @__PURE__ */ new Map();
  const names3 = [...selected].sort();
  let out = "";
  const visit2 = (d, depth) => {
    if (depth > MAX_SIGNATURE_DEPTH) return false;
    const seen = numbers2.get(d);
    if (seen !== void 0) {
      out += `#${seen}`;
      return true;
    }
    if (d.kind === "object") numbers2.set(d, numbers2.size);
    out += `(${d.kind} ${d.maxElements} ${d.minSerializedSize}`;
    if (d.elem) {
      out += " *";
      if (!visit2(d.elem, depth + 1)) return false;
    }
    if (d.field) {
      for (const name of names3) {
        const f = d.field(name);
        if (!f) continue;
        out += ` ${name}:`;
        if (!visit2(f, depth + 1)) return false;
      }
    }
    out += ")";
    return true;
  };
  return visit2(self, 0) ? out : void 0;
}

// src/rules/cr/cel/library/library-function.ts
var runtimeName = (name, namespace) => namespace ? `k8s_${namespace}_${name}` : `k8s_${name}`;

// src/rules/cr/cel/library/regex-library.ts
var RegexCache = class {
  compiled = /* @__PURE__ */ new Map();
  get(pattern) {
    let re = this.compiled.get(pattern);
    if (re === void 0) {
      const { RE2JS } = re2js();
      try {
        re = RE2JS.compile(pattern);
      } catch {
        throw new NotEvaluable(`the regular expression ${JSON.stringify(pattern)} does not compile`);
      }
      this.compiled.set(pattern, re);
    }
    return re;
  }
};
function findAll(re, s, n) {
  const out = [];
  if (n === 0n) return out;
  const m = re.matcher(s);
  let prevEnd = -1;
  while (m.find()) {
    const start = m.start();
    const end = m.end();
    if (!(start === end && start === prevEnd)) out.push(m.group() ?? "");
    prevEnd = end;
    if (n > 0n && BigInt(out.length) >= n) break;
  }
  return out;
}
function regexLibrary(cache) {
  const matches2 = (s, p) => cache.get(p).matcher(s).find();
  const find = (s, p) => {
    const m = cache.get(p).matcher(s);
    return m.find() ? m.group() ?? "" : "";
  };
  return [
    {
      name: "matches",
      signatures: [
        ["string.k8s_matches(string): bool", matches2],
        ["k8s_matches(string, string): bool", matches2]
      ]
    },
    { name: "find", signatures: [["string.k8s_find(string): string", find]] },
    {
      name: "findAll",
      signatures: [
        ["string.k8s_findAll(string): list<string>", (s, p) => findAll(cache.get(p), s, -1n)],
        [
          "string.k8s_findAll(string, int): list<string>",
          (s, p, n) => findAll(cache.get(p), s, n)
        ]
      ]
    }
  ];
}

// src/rules/cr/cel/library/cel-equality.ts
function celEquals(a, b) {
  if (isNumeric2(a) && isNumeric2(b)) return compareNumbers(a, b) === 0;
  if (typeof a === "string" || typeof a === "boolean" || a === null) return a === b;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => celEquals(x, b[i]));
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false;
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => Object.hasOwn(b, k) && celEquals(a[k], b[k]));
  }
  if (isNumeric2(a) || typeof b === "string" || typeof b === "boolean" || b === null || Array.isArray(b) || isPlainObject(b))
    return false;
  throw new NotEvaluable("a comparison of values of types the runtime does not compare");
}
function celCompare(a, b) {
  if (isNumeric2(a) && isNumeric2(b)) return compareNumbers(a, b);
  if (typeof a === "string" && typeof b === "string")
    return Math.sign(Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8")));
  if (typeof a === "boolean" && typeof b === "boolean") return a === b ? 0 : a ? 1 : -1;
  throw new NotEvaluable("an ordering of values the runtime does not order");
}
var isNumeric2 = (v) => typeof v === "bigint" || typeof v === "number";
function compareNumbers(a, b) {
  if (typeof a === "bigint" && typeof b === "bigint") return a < b ? -1 : a > b ? 1 : 0;
  const x = Number(a);
  const y = Number(b);
  if (Number.isNaN(x) || Number.isNaN(y)) throw new NotEvaluable("a comparison with NaN");
  if (typeof a === "bigint" && !Number.isSafeInteger(x) || typeof b === "bigint" && !Number.isSafeInteger(y))
    throw new NotEvaluable("a comparison of a large int with a double");
  return x < y ? -1 : x > y ? 1 : 0;
}
var isPlainObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

// src/rules/cr/cel/library/lists-library.ts
var INT64_MAX2 = 2n ** 63n - 1n;
var INT64_MIN = -(2n ** 63n);
function isSorted(list2) {
  for (let i = 1; i < list2.length; i++) if (celCompare(list2[i - 1], list2[i]) === 1) return false;
  return true;
}
function sum(list2) {
  if (list2.length === 0) throw new NotEvaluable("sum() of an empty list (its zero depends on the static type)");
  if (list2.every((x) => typeof x === "bigint")) {
    let acc = 0n;
    for (const x of list2) {
      acc += x;
      if (acc > INT64_MAX2 || acc < INT64_MIN) throw new CelGoError("integer overflow");
    }
    return acc;
  }
  if (list2.every((x) => typeof x === "number")) return list2.reduce((a, b) => a + b, 0);
  throw new NotEvaluable("sum() of a list that is not all ints or all doubles");
}
function extreme(op, list2) {
  if (list2.length === 0) throw new CelGoError(`${op} called on empty list`);
  let result = list2[0];
  const prefer = op === "min" ? 1 : -1;
  for (const next of list2.slice(1)) if (celCompare(result, next) === prefer) result = next;
  return result;
}
function indexOf2(list2, item) {
  for (let i = 0; i < list2.length; i++) if (celEquals(list2[i], item)) return BigInt(i);
  return -1n;
}
function lastIndexOf2(list2, item) {
  for (let i = list2.length - 1; i >= 0; i--) if (celEquals(list2[i], item)) return BigInt(i);
  return -1n;
}
function slice(list2, start, end) {
  if (start < 0n || end < 0n) throw new CelGoError(`cannot slice(${start}, ${end}), negative indexes not supported`);
  if (start > end)
    throw new CelGoError(`cannot slice(${start}, ${end}), start index must be less than or equal to end index`);
  if (BigInt(list2.length) < end) throw new CelGoError(`cannot slice(${start}, ${end}), list is length ${list2.length}`);
  return list2.slice(Number(start), Number(end));
}
function flatten(list2, depth) {
  if (depth < 0n) throw new CelGoError("level must be non-negative");
  const out = [];
  for (const x of list2) {
    if (Array.isArray(x) && depth > 0n) out.push(...flatten(x, depth - 1n));
    else out.push(x);
  }
  return out;
}
function sortList(list2) {
  if (list2.length === 0) return [];
  const kind = typeof list2[0];
  if (!list2.every((x) => typeof x === kind)) throw new NotEvaluable("sort() of items of different types");
  if (kind !== "bigint" && kind !== "number" && kind !== "string" && kind !== "boolean")
    throw new NotEvaluable("sort() of items the runtime does not order");
  return [...list2].sort((a, b) => celCompare(a, b));
}
function distinct(list2) {
  const out = [];
  for (const x of list2) if (!out.some((y) => celEquals(x, y))) out.push(x);
  return out;
}
function range(n) {
  if (n > 1000n) throw new NotEvaluable("lists.range() of more than 1000 items (beyond the cost bound)");
  const out = [];
  for (let i = 0n; i < n; i++) out.push(i);
  return out;
}
var includes = (list2, x) => list2.some((y) => celEquals(y, x));
var LISTS_LIBRARY = [
  { name: "isSorted", signatures: [["list<dyn>.k8s_isSorted(): bool", isSorted]] },
  { name: "sum", signatures: [["list<dyn>.k8s_sum(): dyn", sum]] },
  { name: "min", signatures: [["list<dyn>.k8s_min(): dyn", (l) => extreme("min", l)]] },
  { name: "max", signatures: [["list<dyn>.k8s_max(): dyn", (l) => extreme("max", l)]] },
  { name: "indexOf", signatures: [["list<dyn>.k8s_indexOf(dyn): int", indexOf2]] },
  { name: "lastIndexOf", signatures: [["list<dyn>.k8s_lastIndexOf(dyn): int", lastIndexOf2]] },
  // cel-go ext.Lists version 3 (Kubernetes 1.34 and later); sortBy is a macro, not evaluated here.
  { name: "slice", signatures: [["list<dyn>.k8s_slice(int, int): list<dyn>", slice]] },
  {
    name: "flatten",
    signatures: [
      ["list<dyn>.k8s_flatten(): list<dyn>", (l) => flatten(l, 1n)],
      ["list<dyn>.k8s_flatten(int): list<dyn>", flatten]
    ]
  },
  { name: "sort", signatures: [["list<dyn>.k8s_sort(): list<dyn>", sortList]] },
  { name: "distinct", signatures: [["list<dyn>.k8s_distinct(): list<dyn>", distinct]] },
  { name: "reverse", signatures: [["list<dyn>.k8s_reverse(): list<dyn>", (l) => [...l].reverse()]] },
  { name: "range", namespace: "lists", signatures: [["k8s_lists_range(int): list<int>", range]] }
];
var SETS_LIBRARY = [
  {
    name: "contains",
    namespace: "sets",
    signatures: [
      ["k8s_sets_contains(list<dyn>, list<dyn>): bool", (a, b) => b.every((x) => includes(a, x))]
    ]
  },
  {
    name: "equivalent",
    namespace: "sets",
    signatures: [
      [
        "k8s_sets_equivalent(list<dyn>, list<dyn>): bool",
        (a, b) => b.every((x) => includes(a, x)) && a.every((x) => includes(b, x))
      ]
    ]
  },
  {
    name: "intersects",
    namespace: "sets",
    signatures: [
      [
        "k8s_sets_intersects(list<dyn>, list<dyn>): bool",
        (a, b) => a.some((x) => includes(b, x))
      ]
    ]
  }
];

// src/rules/cr/cel/library/conversion-library.ts
var INT64_MAX3 = 2n ** 63n - 1n;
var INT64_MIN2 = -(2n ** 63n);
function toInt(v) {
  if (typeof v === "bigint") return v;
  if (typeof v === "number") {
    if (!Number.isFinite(v) || v <= -(2 ** 63) || v >= 2 ** 63)
      throw new NotEvaluable("int() of a double out of the int range");
    return BigInt(Math.trunc(v));
  }
  if (typeof v === "string") {
    if (!/^[+-]?[0-9]+$/.test(v)) throw conversionError("int");
    const n = BigInt(v);
    if (n > INT64_MAX3 || n < INT64_MIN2) throw conversionError("int");
    return n;
  }
  throw new NotEvaluable("int() of a value of another type");
}
function toDouble(v) {
  if (typeof v === "number") return v;
  if (typeof v === "bigint") return Number(v);
  if (typeof v === "string" && /^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$/.test(v)) return Number(v);
  throw new NotEvaluable("double() of a value Go may read differently");
}
function toStringValue(v) {
  if (typeof v === "string") return v;
  if (typeof v === "bigint") return v.toString();
  if (typeof v === "boolean") return v ? "true" : "false";
  if (v instanceof Uint8Array) {
    try {
      return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(v);
    } catch {
      throw new CelGoError("invalid UTF-8 in bytes, cannot convert to string");
    }
  }
  if (typeof v === "object" && v !== null && "celString" in v && typeof v.celString === "function") {
    return v.celString();
  }
  throw new NotEvaluable("string() of a value Go prints differently");
}
var conversionError = (to) => new CelGoError(`type conversion error from 'string' to '${to}'`);
var UNIT_NANOS = {
  ns: 1n,
  us: 1000n,
  \u00B5s: 1000n,
  \u03BCs: 1000n,
  ms: 1000000n,
  s: 1000000000n,
  m: 60000000000n,
  h: 3600000000000n
};
var DURATION = /^([0-9]*)(?:\.([0-9]*))?(ns|us|µs|μs|ms|s|m|h)/;
function goParseDuration(text) {
  let s = text;
  let negative = false;
  if (s.startsWith("-") || s.startsWith("+")) {
    negative = s.startsWith("-");
    s = s.slice(1);
  }
  if (s === "0") return 0n;
  if (s === "") return void 0;
  const LIMIT = 2n ** 63n;
  let total = 0n;
  while (s !== "") {
    const m = DURATION.exec(s);
    if (!m) return void 0;
    const [whole, int3 = "", frac, unit = "s"] = m;
    if (int3 === "" && (frac === void 0 || frac === "")) return void 0;
    const scaleOfUnit = UNIT_NANOS[unit];
    const v = BigInt(int3 === "" ? "0" : int3);
    if (v > LIMIT / scaleOfUnit) return void 0;
    let nanos = v * scaleOfUnit;
    if (frac) {
      let f = 0n;
      let scale3 = 1;
      let overflow = false;
      for (const d of frac) {
        if (overflow) continue;
        if (f > (LIMIT - 1n) / 10n) {
          overflow = true;
          continue;
        }
        f = f * 10n + BigInt(d);
        scale3 *= 10;
      }
      nanos += BigInt(Math.trunc(Number(f) * (Number(scaleOfUnit) / scale3)));
      if (nanos > LIMIT) return void 0;
    }
    total += nanos;
    if (total > LIMIT) return void 0;
    s = s.slice(whole.length);
  }
  if (!negative && total > INT64_MAX3) return void 0;
  return negative ? -total : total;
}
function conversionLibrary(env) {
  const DurationCtor = env.evaluate('duration("0s")').constructor;
  const toDuration = (v) => {
    if (typeof v !== "string") throw new NotEvaluable("duration() of a non-string");
    const nanos = goParseDuration(v);
    if (nanos === void 0) throw conversionError("google.protobuf.Duration");
    const billion = 1000000000n;
    return new DurationCtor(nanos / billion, Number(nanos % billion));
  };
  return [
    { name: "int", signatures: [["k8s_int(dyn): int", toInt]] },
    { name: "double", signatures: [["k8s_double(dyn): double", toDouble]] },
    { name: "string", signatures: [["k8s_string(dyn): string", toStringValue]] },
    { name: "duration", signatures: [["k8s_duration(dyn): google.protobuf.Duration", toDuration]] }
  ];
}

// src/rules/cr/cel/library/format-library.ts
var NamedFormat = class {
  constructor(name, check7) {
    this.name = name;
    this.check = check7;
  }
  name;
  check;
};
var prefixed = (check7) => (s) => check7(s.length > 1 && s.endsWith("-") ? `${s.slice(0, -2)}a` : s);
var FORMATS = [
  new NamedFormat("dns1123Label", isDns1123Label),
  new NamedFormat("dns1123Subdomain", (s) => isDns1123Subdomain(s)),
  new NamedFormat("dns1035Label", isDns1035Label),
  new NamedFormat("qualifiedName", isQualifiedName),
  new NamedFormat("dns1123LabelPrefix", prefixed(isDns1123Label)),
  new NamedFormat(
    "dns1123SubdomainPrefix",
    prefixed((s) => isDns1123Subdomain(s))
  ),
  new NamedFormat("dns1035LabelPrefix", prefixed(isDns1035Label)),
  new NamedFormat("labelValue", isLabelValue),
  new NamedFormat("uri", void 0),
  new NamedFormat("uuid", void 0),
  new NamedFormat("byte", void 0),
  new NamedFormat("date", void 0),
  new NamedFormat("datetime", void 0)
];
var FORMAT_TYPES = [{ name: "kubernetes.NamedFormat", ctor: NamedFormat }];
function formatLibrary(none, of) {
  const validate = (f, s) => {
    if (!f.check) throw new NotEvaluable(`format.${f.name}() is not evaluated here`);
    const errs = f.check(s);
    return errs.length === 0 ? none() : of(errs);
  };
  return [
    ...FORMATS.map((f) => ({
      name: f.name,
      namespace: "format",
      signatures: [[`k8s_format_${f.name}(): kubernetes.NamedFormat`, () => f]]
    })),
    {
      name: "named",
      namespace: "format",
      signatures: [
        [
          "k8s_format_named(string): optional<kubernetes.NamedFormat>",
          (n) => {
            const f = FORMATS.find((x) => x.name === n);
            return f ? of(f) : none();
          }
        ]
      ]
    },
    {
      name: "validate",
      signatures: [["kubernetes.NamedFormat.k8s_validate(string): optional<list<string>>", validate]]
    }
  ];
}

// src/rules/cr/cel/library/overload-guard.ts
function celTypeName(v) {
  if (typeof v === "bigint") return "int";
  if (typeof v === "number") return "double";
  if (typeof v === "string") return "string";
  if (typeof v === "boolean") return "bool";
  if (v === null) return "null_type";
  if (v instanceof Uint8Array) return "bytes";
  if (Array.isArray(v)) return "list";
  throw new NotEvaluable("a call with an argument of a type whose cel-go name is not known here");
}
function stringArgument(name, f) {
  return (v) => {
    if (typeof v === "string") return f(v);
    throw new CelGoError(`no such overload: ${name}(${celTypeName(v)})`);
  };
}

// src/rules/cr/cel/library/network-library.ts
var K8sIP = class {
  constructor(bytes2) {
    this.bytes = bytes2;
  }
  bytes;
  get family() {
    return this.bytes.length === 4 ? 4 : 6;
  }
  celString() {
    return formatAddr(this.bytes);
  }
};
var K8sCIDR = class _K8sCIDR {
  constructor(addr, bits) {
    this.addr = addr;
    this.bits = bits;
  }
  addr;
  bits;
  celString() {
    return `${this.addr.celString()}/${this.bits}`;
  }
  masked() {
    return new _K8sCIDR(new K8sIP(mask(this.addr.bytes, this.bits)), this.bits);
  }
};
var NETWORK_TYPES = [
  { name: "net.IP", ctor: K8sIP },
  { name: "net.CIDR", ctor: K8sCIDR }
];
function parseAddr(s) {
  if (s.includes(":")) return parseIPv6(s);
  if (s.includes(".")) return parseIPv4(s);
  return void 0;
}
function parseIPv4(s) {
  const fields = s.split(".");
  if (fields.length !== 4) return void 0;
  const out = new Uint8Array(4);
  for (let i = 0; i < 4; i++) {
    const f = fields[i];
    if (!/^[0-9]{1,3}$/.test(f) || f.length > 1 && f.startsWith("0")) return void 0;
    const n = Number(f);
    if (n > 255) return void 0;
    out[i] = n;
  }
  return out;
}
function parseIPv6(s) {
  if (s.includes("%")) return void 0;
  const halves = s.split("::");
  if (halves.length > 2) return void 0;
  const groupsOf = (part, allowV4) => {
    if (part === "") return [];
    const groups2 = part.split(":");
    const out2 = [];
    for (let i = 0; i < groups2.length; i++) {
      const g = groups2[i];
      if (g.includes(".")) {
        if (!allowV4 || i !== groups2.length - 1) return void 0;
        const v4 = parseIPv4(g);
        if (!v4) return void 0;
        out2.push(v4[0] << 8 | v4[1], v4[2] << 8 | v4[3]);
        continue;
      }
      if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return void 0;
      out2.push(parseInt(g, 16));
    }
    return out2;
  };
  let groups;
  if (halves.length === 2) {
    const head = groupsOf(halves[0], false);
    const tail = groupsOf(halves[1], true);
    if (!head || !tail) return void 0;
    const missing2 = 8 - head.length - tail.length;
    if (missing2 < 1) return void 0;
    groups = [...head, ...new Array(missing2).fill(0), ...tail];
  } else {
    const all = groupsOf(s, true);
    if (!all || all.length !== 8) return void 0;
    groups = all;
  }
  const out = new Uint8Array(16);
  groups.forEach((g, i) => {
    out[2 * i] = g >> 8;
    out[2 * i + 1] = g & 255;
  });
  return out;
}
var isV4In6 = (b) => b.length === 16 && b.slice(0, 10).every((x) => x === 0) && b[10] === 255 && b[11] === 255;
function formatAddr(b) {
  if (b.length === 4) return Array.from(b).join(".");
  const groups = [];
  for (let i = 0; i < 8; i++) groups.push(b[2 * i] << 8 | b[2 * i + 1]);
  let bestStart = -1;
  let bestLen = 0;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen && j - i >= 2) {
      bestStart = i;
      bestLen = j - i;
    }
    i = j;
  }
  if (bestStart < 0) return groups.map((g) => g.toString(16)).join(":");
  const head = groups.slice(0, bestStart).map((g) => g.toString(16)).join(":");
  const tail = groups.slice(bestStart + bestLen).map((g) => g.toString(16)).join(":");
  return `${head}::${tail}`;
}
function mask(b, bits) {
  const out = new Uint8Array(b.length);
  for (let i = 0; i < b.length; i++) {
    const keep = Math.max(0, Math.min(8, bits - 8 * i));
    out[i] = b[i] & (255 << 8 - keep & 255);
  }
  return out;
}
function libraryAddr(s) {
  const b = parseAddr(s);
  return b && !isV4In6(b) ? new K8sIP(b) : void 0;
}
function libraryPrefix(s) {
  const slash = s.lastIndexOf("/");
  if (slash < 0) return void 0;
  const addr = parseAddr(s.slice(0, slash));
  const bitsText = s.slice(slash + 1);
  if (!addr) return void 0;
  if (!/^(0|[1-9][0-9]{0,2})$/.test(bitsText)) {
    if (/^[+-]?[0-9]+$/.test(bitsText))
      throw new NotEvaluable(`the prefix length ${JSON.stringify(bitsText)} is read differently by Go releases`);
    return void 0;
  }
  const bits = Number(bitsText);
  if (bits > addr.length * 8) return void 0;
  if (isV4In6(addr)) return void 0;
  return new K8sCIDR(new K8sIP(addr), bits);
}
var toIP = (s) => libraryAddr(s) ?? notParsed("ip", s);
var toCIDR = (s) => libraryPrefix(s) ?? notParsed("cidr", s);
function notParsed(kind, s) {
  throw new NotEvaluable(`${kind}(${JSON.stringify(s)}) fails with Go's parser message, not reproduced here`);
}
function isUnspecified(ip) {
  return ip.bytes.every((x) => x === 0);
}
function isLoopback(ip) {
  const b = ip.bytes;
  return ip.family === 4 ? b[0] === 127 : b.slice(0, 15).every((x) => x === 0) && b[15] === 1;
}
function isMulticast(ip) {
  return ip.family === 4 ? (ip.bytes[0] & 240) === 224 : ip.bytes[0] === 255;
}
function isLinkLocalMulticast(ip) {
  const b = ip.bytes;
  return ip.family === 4 ? b[0] === 224 && b[1] === 0 && b[2] === 0 : b[0] === 255 && (b[1] & 15) === 2;
}
function isLinkLocalUnicast(ip) {
  const b = ip.bytes;
  return ip.family === 4 ? b[0] === 169 && b[1] === 254 : b[0] === 254 && (b[1] & 192) === 128;
}
function isGlobalUnicast(ip) {
  if (ip.family === 4 && ip.bytes.every((x) => x === 255)) return false;
  return !isUnspecified(ip) && !isLoopback(ip) && !isMulticast(ip) && !isLinkLocalUnicast(ip);
}
var sameBytes = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
function containsIP(c, ip) {
  return c.addr.family === ip.family && sameBytes(mask(c.addr.bytes, c.bits), mask(ip.bytes, c.bits));
}
function containsCIDR(c, other) {
  if (c.addr.family !== other.addr.family) return false;
  const bits = Math.min(c.bits, other.bits);
  return sameBytes(mask(c.addr.bytes, bits), mask(other.addr.bytes, bits)) && c.bits <= other.bits;
}
var NETWORK_LIBRARY = [
  {
    name: "ip",
    signatures: [
      ["k8s_ip(dyn): net.IP", stringArgument("ip", toIP)],
      ["net.CIDR.k8s_ip(): net.IP", (c) => c.addr]
    ]
  },
  { name: "isIP", signatures: [["k8s_isIP(dyn): bool", stringArgument("isIP", (s) => libraryAddr(s) !== void 0)]] },
  {
    name: "isCanonical",
    namespace: "ip",
    signatures: [["k8s_ip_isCanonical(string): bool", (s) => toIP(s).celString() === s]]
  },
  { name: "family", signatures: [["net.IP.k8s_family(): int", (ip) => BigInt(ip.family)]] },
  { name: "isUnspecified", signatures: [["net.IP.k8s_isUnspecified(): bool", isUnspecified]] },
  { name: "isLoopback", signatures: [["net.IP.k8s_isLoopback(): bool", isLoopback]] },
  { name: "isLinkLocalMulticast", signatures: [["net.IP.k8s_isLinkLocalMulticast(): bool", isLinkLocalMulticast]] },
  { name: "isLinkLocalUnicast", signatures: [["net.IP.k8s_isLinkLocalUnicast(): bool", isLinkLocalUnicast]] },
  { name: "isGlobalUnicast", signatures: [["net.IP.k8s_isGlobalUnicast(): bool", isGlobalUnicast]] },
  { name: "cidr", signatures: [["k8s_cidr(dyn): net.CIDR", stringArgument("cidr", toCIDR)]] },
  {
    name: "isCIDR",
    signatures: [["k8s_isCIDR(dyn): bool", stringArgument("isCIDR", (s) => libraryPrefix(s) !== void 0)]]
  },
  {
    name: "containsIP",
    signatures: [
      ["net.CIDR.k8s_containsIP(string): bool", (c, s) => containsIP(c, toIP(s))],
      ["net.CIDR.k8s_containsIP(net.IP): bool", containsIP]
    ]
  },
  {
    name: "containsCIDR",
    signatures: [
      ["net.CIDR.k8s_containsCIDR(string): bool", (c, s) => containsCIDR(c, toCIDR(s))],
      ["net.CIDR.k8s_containsCIDR(net.CIDR): bool", containsCIDR]
    ]
  },
  { name: "masked", signatures: [["net.CIDR.k8s_masked(): net.CIDR", (c) => c.masked()]] },
  { name: "prefixLength", signatures: [["net.CIDR.k8s_prefixLength(): int", (c) => BigInt(c.bits)]] }
];
var NETWORK_EQUALITY = [
  ["net.IP == net.IP", (a, b) => sameBytes(a.bytes, b.bytes)],
  ["net.CIDR == net.CIDR", (a, b) => a.bits === b.bits && sameBytes(a.addr.bytes, b.addr.bytes)]
];

// src/rules/cr/cel/library/url-library.ts
var K8sURL = class {
  constructor(scheme, host, path, rawQuery) {
    this.scheme = scheme;
    this.host = host;
    this.path = path;
    this.rawQuery = rawQuery;
  }
  scheme;
  host;
  path;
  rawQuery;
};
var URL_TYPES = [{ name: "kubernetes.URL", ctor: K8sURL }];
var invalid3 = (reason) => ({ invalid: true, reason });
var HOST_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:[\]<>"]*$/;
var PLAIN_PATH = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/;
function unsure(what) {
  throw new NotEvaluable(`the URL ${what} is not parsed here as Go does`);
}
function parseRequestUri2(s) {
  if (/[\u0000-\u001f\u007f]/.test(s)) return invalid3("net/url: invalid control character in URL");
  if (s === "") return invalid3("empty url");
  if (s.includes("#")) unsure("with a fragment");
  if (s === "*") return new K8sURL("", "", "*", "");
  let scheme = "";
  let rest = s;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (/[A-Za-z]/.test(c)) continue;
    if (/[0-9+.-]/.test(c)) {
      if (i === 0) break;
      continue;
    }
    if (c === ":") {
      if (i === 0) return invalid3("missing protocol scheme");
      scheme = s.slice(0, i).toLowerCase();
      rest = s.slice(i + 1);
    }
    break;
  }
  let rawQuery = "";
  const q = rest.indexOf("?");
  if (q >= 0) {
    rawQuery = rest.slice(q + 1);
    rest = rest.slice(0, q);
  }
  if (!rest.startsWith("/")) {
    if (scheme !== "") return new K8sURL(scheme, "", "", rawQuery);
    return invalid3("invalid URI for request");
  }
  let host = "";
  if (scheme !== "" && rest.startsWith("//")) {
    const authorityEnd = rest.indexOf("/", 2);
    const authority = authorityEnd < 0 ? rest.slice(2) : rest.slice(2, authorityEnd);
    rest = authorityEnd < 0 ? "" : rest.slice(authorityEnd);
    if (authority.includes("@")) unsure("with user information");
    if (authority.startsWith("[")) unsure("with an IPv6 host");
    if (authority.includes("%")) unsure("with an escaped host");
    const colon = authority.lastIndexOf(":");
    if (colon >= 0 && !/^[0-9]*$/.test(authority.slice(colon + 1)))
      return invalid3(`invalid port ${goQuote(authority.slice(colon))} after host`);
    if (!HOST_CHARS.test(authority)) {
      const bad = /[\u0000-\u007f]/.exec(authority.replace(/[A-Za-z0-9\-._~!$&'()*+,;=:[\]<>"]/g, ""))?.[0];
      if (bad !== void 0) return invalid3(`invalid character ${goQuote(bad)} in host name`);
      unsure("with a host outside ASCII");
    }
    host = authority;
  }
  if (rest.includes("%")) unsure("with an escaped path");
  return new K8sURL(scheme, host, rest, rawQuery);
}
var toURL = (s) => {
  const u = parseRequestUri2(s);
  if ("invalid" in u)
    throw new CelGoError(`URL parse error during conversion from string: parse ${goQuote(s)}: ${u.reason}`);
  return u;
};
function hostname(u) {
  const colon = u.host.lastIndexOf(":");
  return colon < 0 ? u.host : u.host.slice(0, colon);
}
function port(u) {
  const colon = u.host.lastIndexOf(":");
  return colon < 0 ? "" : u.host.slice(colon + 1);
}
function escapedPath(u) {
  if (!PLAIN_PATH.test(u.path)) unsure("path with characters Go escapes");
  return u.path;
}
function query(u) {
  if (u.rawQuery.includes("%")) unsure("query with escapes");
  const out = /* @__PURE__ */ new Map();
  for (const pair2 of u.rawQuery.split("&")) {
    if (pair2 === "" || pair2.includes(";")) continue;
    const eq = pair2.indexOf("=");
    const key3 = (eq < 0 ? pair2 : pair2.slice(0, eq)).replace(/\+/g, " ");
    const value2 = (eq < 0 ? "" : pair2.slice(eq + 1)).replace(/\+/g, " ");
    const list2 = out.get(key3);
    if (list2) list2.push(value2);
    else out.set(key3, [value2]);
  }
  return out;
}
var URL_LIBRARY = [
  { name: "url", signatures: [["k8s_url(dyn): kubernetes.URL", stringArgument("url", toURL)]] },
  {
    name: "isURL",
    signatures: [["k8s_isURL(dyn): bool", stringArgument("isURL", (s) => !("invalid" in parseRequestUri2(s)))]]
  },
  { name: "getScheme", signatures: [["kubernetes.URL.k8s_getScheme(): string", (u) => u.scheme]] },
  { name: "getHost", signatures: [["kubernetes.URL.k8s_getHost(): string", (u) => u.host]] },
  { name: "getHostname", signatures: [["kubernetes.URL.k8s_getHostname(): string", hostname]] },
  { name: "getPort", signatures: [["kubernetes.URL.k8s_getPort(): string", port]] },
  { name: "getEscapedPath", signatures: [["kubernetes.URL.k8s_getEscapedPath(): string", escapedPath]] },
  {
    name: "getQuery",
    signatures: [
      ["kubernetes.URL.k8s_getQuery(): map<string, list<string>>", (u) => Object.fromEntries(query(u))]
    ]
  }
];

// src/rules/cr/cel/library/quantity-library.ts
var K8sQuantity = class {
  /** num / den, den > 0. */
  constructor(num2, den) {
    this.num = num2;
    this.den = den;
  }
  num;
  den;
};
var QUANTITY_TYPES = [{ name: "kubernetes.Quantity", ctor: K8sQuantity }];
var BINARY = {
  Ki: 2n ** 10n,
  Mi: 2n ** 20n,
  Gi: 2n ** 30n,
  Ti: 2n ** 40n,
  Pi: 2n ** 50n,
  Ei: 2n ** 60n
};
var DECIMAL = { n: -9, u: -6, m: -3, "": 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
var ERR_FORMAT_WRONG = "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";
var ERR_SUFFIX = "unable to parse quantity's suffix";
function scan(str3) {
  let pos = 0;
  let sign3 = "";
  if (str3[0] === "-" || str3[0] === "+") {
    sign3 = str3[0];
    pos++;
  }
  const digits = (from) => {
    let i = from;
    while (i < str3.length && str3[i] !== void 0 && str3[i] >= "0" && str3[i] <= "9") i++;
    return i;
  };
  const intEnd = digits(pos);
  const int3 = str3.slice(pos, intEnd);
  pos = intEnd;
  let frac;
  if (str3[pos] === ".") {
    const fracEnd = digits(pos + 1);
    frac = str3.slice(pos + 1, fracEnd);
    pos = fracEnd;
  }
  const suffixStart = pos;
  while (pos < str3.length && "eEinumkKMGTP".includes(str3[pos])) pos++;
  if (str3[pos] === "-" || str3[pos] === "+") pos++;
  pos = digits(pos);
  if (pos < str3.length) return false;
  return { sign: sign3, int: int3, frac, suffix: str3.slice(suffixStart) };
}
function parseQuantityOrError(s) {
  if (s === "") return { error: ERR_FORMAT_WRONG };
  if (s === "0") return new K8sQuantity(0n, 1n);
  const scanned = scan(s);
  if (!scanned) return { error: ERR_FORMAT_WRONG };
  const { sign: sign3, int: int3, frac, suffix } = scanned;
  let exp10;
  let binary;
  if (Object.hasOwn(BINARY, suffix)) binary = BINARY[suffix];
  else if (Object.hasOwn(DECIMAL, suffix)) exp10 = DECIMAL[suffix];
  else {
    const e = /^[eE]([+-]?[0-9]+)$/.exec(suffix);
    if (!e) return { error: ERR_SUFFIX };
    exp10 = Number(e[1]);
    if (Math.abs(exp10) > 100) throw new NotEvaluable("a quantity with an exponent beyond what is modelled");
  }
  if (int3 === "" && (frac === void 0 || frac === ""))
    throw new NotEvaluable(`the quantity ${JSON.stringify(s)} has no digits`);
  if (frac === "") throw new NotEvaluable(`the quantity ${JSON.stringify(s)} ends its number with a dot`);
  let num2 = BigInt(`${int3 || "0"}${frac ?? ""}`);
  let den = 10n ** BigInt((frac ?? "").length);
  if (sign3 === "-") num2 = -num2;
  if (binary !== void 0) num2 *= binary;
  else [num2, den] = scale2(num2, den, exp10);
  if (num2 * 1000000000n % den !== 0n)
    throw new NotEvaluable(`the quantity ${JSON.stringify(s)} is finer than 1n, which apimachinery rounds`);
  return reduce(num2, den);
}
function parseQuantity(s) {
  const q = parseQuantityOrError(s);
  return q instanceof K8sQuantity ? q : void 0;
}
function scale2(num2, den, exp) {
  return exp >= 0 ? [num2 * 10n ** BigInt(exp), den] : [num2, den * 10n ** BigInt(-exp)];
}
function gcd(a, b) {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}
function reduce(num2, den) {
  const g = gcd(num2, den);
  return new K8sQuantity(num2 / g, den / g);
}
var cmp = (a, b) => {
  const d = a.num * b.den - b.num * a.den;
  return d > 0n ? 1n : d < 0n ? -1n : 0n;
};
var add2 = (a, b, sign3) => reduce(a.num * b.den + sign3 * b.num * a.den, a.den * b.den);
var INT64_MAX4 = 2n ** 63n - 1n;
var INT64_MIN3 = -(2n ** 63n);
function asInt64(q) {
  if (q.den !== 1n || q.num > INT64_MAX4 || q.num < INT64_MIN3) return void 0;
  return q.num;
}
function approximateFloat(q) {
  const big = 2n ** 53n;
  if (q.den === 1n && q.num <= big && q.num >= -big) return Number(q.num);
  throw new NotEvaluable("asApproximateFloat() of a quantity whose float apimachinery may round differently");
}
function toQuantity(s) {
  const q = parseQuantityOrError(s);
  if (!(q instanceof K8sQuantity)) throw new CelGoError(q.error);
  return q;
}
function isQuantity(s) {
  return parseQuantity(s) !== void 0;
}
var QUANTITY_LIBRARY = [
  {
    name: "quantity",
    signatures: [["k8s_quantity(dyn): kubernetes.Quantity", stringArgument("quantity", toQuantity)]]
  },
  { name: "isQuantity", signatures: [["k8s_isQuantity(dyn): bool", stringArgument("isQuantity", isQuantity)]] },
  {
    name: "isInteger",
    signatures: [["kubernetes.Quantity.k8s_isInteger(): bool", (q) => asInt64(q) !== void 0]]
  },
  {
    name: "asInteger",
    signatures: [
      [
        "kubernetes.Quantity.k8s_asInteger(): int",
        (q) => asInt64(q) ?? fail("cannot convert value to integer")
      ]
    ]
  },
  {
    name: "asApproximateFloat",
    signatures: [["kubernetes.Quantity.k8s_asApproximateFloat(): double", approximateFloat]]
  },
  {
    name: "sign",
    signatures: [
      ["kubernetes.Quantity.k8s_sign(): int", (q) => q.num > 0n ? 1n : q.num < 0n ? -1n : 0n]
    ]
  },
  {
    name: "add",
    signatures: [
      [
        "kubernetes.Quantity.k8s_add(kubernetes.Quantity): kubernetes.Quantity",
        (a, b) => add2(a, b, 1n)
      ],
      [
        "kubernetes.Quantity.k8s_add(int): kubernetes.Quantity",
        (a, b) => add2(a, new K8sQuantity(b, 1n), 1n)
      ]
    ]
  },
  {
    name: "sub",
    signatures: [
      [
        "kubernetes.Quantity.k8s_sub(kubernetes.Quantity): kubernetes.Quantity",
        (a, b) => add2(a, b, -1n)
      ],
      [
        "kubernetes.Quantity.k8s_sub(int): kubernetes.Quantity",
        (a, b) => add2(a, new K8sQuantity(b, 1n), -1n)
      ]
    ]
  },
  {
    name: "isGreaterThan",
    signatures: [
      [
        "kubernetes.Quantity.k8s_isGreaterThan(kubernetes.Quantity): bool",
        (a, b) => cmp(a, b) === 1n
      ]
    ]
  },
  {
    name: "isLessThan",
    signatures: [
      [
        "kubernetes.Quantity.k8s_isLessThan(kubernetes.Quantity): bool",
        (a, b) => cmp(a, b) === -1n
      ]
    ]
  },
  { name: "compareTo", signatures: [["kubernetes.Quantity.k8s_compareTo(kubernetes.Quantity): int", cmp]] }
];
var QUANTITY_EQUALITY = [
  "kubernetes.Quantity == kubernetes.Quantity",
  (a, b) => cmp(a, b) === 0n
];
function fail(text) {
  throw new CelGoError(text);
}

// src/rules/cr/cel/library/semver-library.ts
var K8sSemver = class {
  constructor(major, minor, patch, pre) {
    this.major = major;
    this.minor = minor;
    this.patch = patch;
    this.pre = pre;
  }
  major;
  minor;
  patch;
  pre;
};
var SEMVER_TYPES = [{ name: "kubernetes.Semver", ctor: K8sSemver }];
var UINT64_MAX = 2n ** 64n - 1n;
var NUMBER = /^[0-9]+$/;
var ALPHANUM = /^[0-9A-Za-z-]+$/;
function number(s) {
  if (!NUMBER.test(s) || s.length > 1 && s.startsWith("0")) return void 0;
  const n = BigInt(s);
  return n > UINT64_MAX ? void 0 : n;
}
function parseSemver(s) {
  if (s === "") return void 0;
  const parts = splitN2(s, ".", 3);
  if (parts.length !== 3) return void 0;
  const major = number(parts[0]);
  const minor = number(parts[1]);
  if (major === void 0 || minor === void 0) return void 0;
  let patchText = parts[2];
  let build3 = [];
  let pre = [];
  const plus = patchText.indexOf("+");
  if (plus >= 0) {
    build3 = patchText.slice(plus + 1).split(".");
    patchText = patchText.slice(0, plus);
  }
  const dash = patchText.indexOf("-");
  if (dash >= 0) {
    pre = patchText.slice(dash + 1).split(".");
    patchText = patchText.slice(0, dash);
  }
  const patch = number(patchText);
  if (patch === void 0) return void 0;
  for (const p of pre) {
    if (p === "") return void 0;
    if (NUMBER.test(p) ? number(p) === void 0 : !ALPHANUM.test(p)) return void 0;
  }
  for (const b of build3) if (b === "" || !ALPHANUM.test(b)) return void 0;
  return new K8sSemver(major, minor, patch, pre);
}
function splitN2(s, sep, n) {
  const all = s.split(sep);
  return all.length <= n ? all : [...all.slice(0, n - 1), all.slice(n - 1).join(sep)];
}
function normalizeAndParse(text) {
  const s = text.startsWith("v") ? text.slice(1) : text;
  const parts = splitN2(s, ".", 3).map((p) => {
    if (p.length <= 1) return p;
    const trimmed = p.replace(/^0+/, "");
    return trimmed === "" || !/^[0-9]/.test(trimmed) ? `0${trimmed}` : trimmed;
  });
  if (parts.length < 3) {
    if (/[+-]/.test(parts[parts.length - 1])) return void 0;
    while (parts.length < 3) parts.push("0");
  }
  return parseSemver(parts.join("."));
}
var sign2 = (a, b) => a < b ? -1n : a > b ? 1n : 0n;
function comparePre(a, b) {
  const an = NUMBER.test(a);
  const bn = NUMBER.test(b);
  if (an && bn) return sign2(BigInt(a), BigInt(b));
  if (an) return -1n;
  if (bn) return 1n;
  return a === b ? 0n : Buffer.compare(Buffer.from(a), Buffer.from(b)) < 0 ? -1n : 1n;
}
function compareSemver(a, b) {
  for (const [x, y] of [
    [a.major, b.major],
    [a.minor, b.minor],
    [a.patch, b.patch]
  ]) {
    if (x !== y) return sign2(x, y);
  }
  if (a.pre.length === 0 && b.pre.length === 0) return 0n;
  if (a.pre.length === 0) return 1n;
  if (b.pre.length === 0) return -1n;
  for (let i = 0; i < Math.min(a.pre.length, b.pre.length); i++) {
    const c = comparePre(a.pre[i], b.pre[i]);
    if (c !== 0n) return c;
  }
  return sign2(BigInt(a.pre.length), BigInt(b.pre.length));
}
function toSemver(s, normalize = false) {
  const v = normalize ? normalizeAndParse(s) : parseSemver(s);
  if (!v) throw new NotEvaluable(`semver(${JSON.stringify(s)}) fails with blang/semver's message, not reproduced here`);
  return v;
}
function asInt(n) {
  if (n > 2n ** 63n - 1n) throw new NotEvaluable("a semver number beyond int64");
  return n;
}
var SEMVER_LIBRARY = [
  {
    name: "semver",
    signatures: [
      ["k8s_semver(string): kubernetes.Semver", (s) => toSemver(s)],
      ["k8s_semver(string, bool): kubernetes.Semver", toSemver]
    ]
  },
  {
    name: "isSemver",
    signatures: [
      ["k8s_isSemver(string): bool", (s) => parseSemver(s) !== void 0],
      [
        "k8s_isSemver(string, bool): bool",
        (s, n) => (n ? normalizeAndParse(s) : parseSemver(s)) !== void 0
      ]
    ]
  },
  { name: "major", signatures: [["kubernetes.Semver.k8s_major(): int", (v) => asInt(v.major)]] },
  { name: "minor", signatures: [["kubernetes.Semver.k8s_minor(): int", (v) => asInt(v.minor)]] },
  { name: "patch", signatures: [["kubernetes.Semver.k8s_patch(): int", (v) => asInt(v.patch)]] },
  {
    name: "isGreaterThan",
    signatures: [
      [
        "kubernetes.Semver.k8s_isGreaterThan(kubernetes.Semver): bool",
        (a, b) => compareSemver(a, b) === 1n
      ]
    ]
  },
  {
    name: "isLessThan",
    signatures: [
      [
        "kubernetes.Semver.k8s_isLessThan(kubernetes.Semver): bool",
        (a, b) => compareSemver(a, b) === -1n
      ]
    ]
  },
  { name: "compareTo", signatures: [["kubernetes.Semver.k8s_compareTo(kubernetes.Semver): int", compareSemver]] }
];
var SEMVER_EQUALITY = [
  "kubernetes.Semver == kubernetes.Semver",
  (a, b) => compareSemver(a, b) === 0n
];

// src/rules/cr/cel/runtime-environment.ts
var libraryKey = (name, namespace) => namespace ? `${namespace}.${name}` : name;
function runtimeLibrary(regexes) {
  const { Environment, Optional } = celJs();
  const env = new Environment(ENVIRONMENT_OPTIONS).registerVariable("self", "dyn").registerVariable("oldSelf", "dyn");
  for (const t of [
    ...NETWORK_TYPES,
    ...URL_TYPES,
    ...QUANTITY_TYPES,
    ...SEMVER_TYPES,
    ...TIMESTAMP_TYPES,
    ...FORMAT_TYPES
  ])
    env.registerType(t.name, t.ctor);
  env.registerType("kubernetes.Unrepresentable", Unrepresentable);
  env.registerOperator(
    "kubernetes.Unrepresentable == kubernetes.Unrepresentable",
    (a, b) => {
      if (a.text !== void 0 && a.why === b.why && a.text === b.text) return true;
      throw new NotEvaluable(
        `values CEL gets as ${a.why === b.why ? a.why.replace("format ", "") : "other types"} are compared`
      );
    }
  );
  const all = [
    ...STRINGS_LIBRARY,
    ...LISTS_LIBRARY,
    ...SETS_LIBRARY,
    ...regexLibrary(regexes),
    ...conversionLibrary(env),
    ...formatLibrary(
      () => Optional.none(),
      (v) => Optional.of(v)
    ),
    ...NETWORK_LIBRARY,
    ...URL_LIBRARY,
    ...QUANTITY_LIBRARY,
    ...SEMVER_LIBRARY,
    ...TIMESTAMP_LIBRARY
  ];
  const functions = /* @__PURE__ */ new Map();
  for (const f of all) {
    const key3 = libraryKey(f.name, f.namespace);
    const known = functions.get(key3);
    functions.set(key3, known ? { ...known, signatures: [...known.signatures, ...f.signatures] } : f);
    for (const [signature, handler] of f.signatures) env.registerFunction(signature, handler);
  }
  for (const [signature, handler] of [...NETWORK_EQUALITY, QUANTITY_EQUALITY, SEMVER_EQUALITY])
    env.registerOperator(signature, handler);
  const DurationCtor = env.evaluate('duration("0s")').constructor;
  const makeDuration = (nanos) => new DurationCtor(nanos / 1000000000n, Number(nanos % 1000000000n));
  for (const [signature, handler] of timestampOperators(makeDuration))
    env.registerOperator(signature, handler);
  return { env, functions };
}

// src/rules/cr/cel/operand-shapes.ts
var EMPTY_SCOPE = /* @__PURE__ */ new Map();
function withVariable(scope, name, shape) {
  const out = new Map(scope);
  out.set(name, shape);
  return out;
}
function itemOf(range2) {
  return range2.kind === "chain" ? { ...range2, steps: [...range2.steps, { item: true }] } : UNKNOWN2;
}
function containerShape(node2, scope) {
  if (node2.op === "list" || node2.op === "map") return SAFE;
  if (node2.op === "rcall" && ["split", "findAll"].includes(node2.args[0])) return SAFE;
  const shape = operandShape(node2, scope);
  return shape.kind === "safe" ? UNKNOWN2 : shape;
}
var SAFE = { kind: "safe" };
var UNKNOWN2 = { kind: "unknown" };
var SCALAR_OPERATORS = /* @__PURE__ */ new Set([
  "==",
  "!=",
  "<",
  "<=",
  ">",
  ">=",
  "&&",
  "||",
  "!_",
  "-_",
  "-",
  "*",
  "/",
  "%",
  "in"
]);
var SCALAR_METHODS = /* @__PURE__ */ new Set([
  "size",
  "startsWith",
  "endsWith",
  "contains",
  "matches",
  "find",
  "findAll",
  "charAt",
  "indexOf",
  "lastIndexOf",
  "lowerAscii",
  "upperAscii",
  "replace",
  "substring",
  "trim",
  "join",
  "split",
  "isSorted",
  "all",
  "exists",
  "exists_one",
  "hasValue"
]);
function operandShape(node2, scope = EMPTY_SCOPE) {
  switch (node2.op) {
    case "value":
      return SAFE;
    case "list":
    case "map":
      return node2.args.length === 0 ? SAFE : UNKNOWN2;
    case "call": {
      const [name, args] = node2.args;
      if (name === "dyn" && args[0]) return operandShape(args[0], scope);
      return SAFE;
    }
    case "rcall": {
      const [name, receiver, args] = node2.args;
      if (SCALAR_METHODS.has(name)) return SAFE;
      if (name === "value" && args.length === 0) return operandShape(receiver, scope);
      if (name === "orValue" && args[0]) return either(operandShape(receiver, scope), operandShape(args[0], scope));
      return UNKNOWN2;
    }
    case "?:": {
      const [, a, b] = node2.args;
      return either(operandShape(a, scope), operandShape(b, scope));
    }
    case "+": {
      const [a, b] = node2.args;
      return operandShape(a, scope).kind === "safe" && operandShape(b, scope).kind === "safe" ? SAFE : UNKNOWN2;
    }
    case "id":
    case ".":
    case ".?":
    case "[]":
    case "[?]":
      return chain(node2, scope);
    default:
      return SCALAR_OPERATORS.has(node2.op) ? SAFE : UNKNOWN2;
  }
}
function either(a, b) {
  if (a.kind === "safe") return b;
  if (b.kind === "safe") return a;
  return UNKNOWN2;
}
function chain(node2, scope) {
  const steps = [];
  let n = node2;
  for (; ; ) {
    if (n.op === "id") {
      const bound2 = typeof n.args === "string" ? scope.get(n.args) : void 0;
      if (bound2) {
        if (bound2.kind !== "chain") return bound2.kind === "safe" && steps.length === 0 ? bound2 : UNKNOWN2;
        return { kind: "chain", root: bound2.root, steps: [...bound2.steps, ...steps.reverse()] };
      }
      if (n.args !== "self" && n.args !== "oldSelf") return UNKNOWN2;
      return { kind: "chain", root: n.args, steps: steps.reverse() };
    }
    if (n.op === "." || n.op === ".?") {
      const [receiver, field2] = n.args;
      steps.push({ field: field2 });
      n = receiver;
    } else if (n.op === "[]" || n.op === "[?]") {
      const [receiver, index] = n.args;
      steps.push(index.op === "value" && typeof index.args === "string" ? { field: index.args } : { index: true });
      n = receiver;
    } else return UNKNOWN2;
  }
}
function riskyComparison(c, node2, isResourceRoot, h) {
  if (c.operands.some((o) => o.kind === "safe")) return false;
  return c.operands.some((o) => {
    if (o.kind === "safe") return false;
    if (o.kind === "unknown") return true;
    const target = resolve(node2, isResourceRoot, o.steps);
    if (target === void 0) return true;
    if (target === "scalar") return false;
    if (target === "metadata") return h.trimmedMetadata;
    if (o.steps.length === 0 && isResourceRoot && h.trimmedMetadata) return true;
    return c.op === "add" ? (target.listType === "set" || target.listType === "map") && h.anySetOrMapList : holdsRiskyValues(target, h);
  });
}
function resolve(node2, isResourceRoot, steps) {
  let n = node2;
  let root = isResourceRoot;
  for (const [i, step2] of steps.entries()) {
    if ("field" in step2 && root && (step2.field === "apiVersion" || step2.field === "kind")) return "scalar";
    if ("field" in step2 && root && step2.field === "metadata") return i === steps.length - 1 ? "metadata" : "scalar";
    let next;
    if ("item" in step2) {
      if (n.items) next = n.items;
      else return n.type === "object" ? "scalar" : void 0;
    } else if ("index" in step2) next = n.items ?? additional(n);
    else
      next = n.properties.get(unescapeCelName(step2.field)) ?? n.properties.get(step2.field) ?? (n.properties.size === 0 ? additional(n) : void 0);
    if (!next) return void 0;
    n = next;
    root = n.embeddedResource;
    if (root) return void 0;
  }
  return n;
}
var additional = (n) => {
  const a = n.additionalProperties;
  return a instanceof SchemaNode ? a : void 0;
};
var RISKY_FORMATS = /* @__PURE__ */ new Set(["date", "date-time", "datetime", "duration"]);
function holdsRiskyValues(node2, h) {
  const stack = [node2];
  let seen = 0;
  while (stack.length > 0) {
    const n = stack.pop();
    if (++seen > 1e4) return true;
    if (n.listType === "set" || n.listType === "map" || n.preserveUnknownFields === true) return true;
    if (h.unrepresentable && n.type === "string" && RISKY_FORMATS.has(n.format)) return true;
    if (n.type === "" && !n.intOrString) return true;
    if (n.items) stack.push(n.items);
    stack.push(...n.properties.values());
    const a = additional(n);
    if (a) stack.push(a);
  }
  return false;
}
function riskyIteration(range2, node2, isResourceRoot) {
  if (range2.kind === "safe") return false;
  if (range2.kind === "unknown") return true;
  const target = resolve(node2, isResourceRoot, range2.steps);
  if (target === void 0 || target === "metadata") return true;
  return target !== "scalar" && target.type !== "array";
}
function riskyLookup(container, node2, isResourceRoot) {
  if (container.kind === "safe") return false;
  if (container.kind === "unknown") return true;
  const target = resolve(node2, isResourceRoot, container.steps);
  if (target === void 0) return true;
  if (target === "scalar" || target === "metadata") return false;
  return [...target.properties.keys()].some((k) => escapeCelName(k) !== k);
}

// src/rules/cr/cel/runtime-program.ts
var MACROS3 = /* @__PURE__ */ new Set(["all", "exists", "exists_one", "map", "filter"]);
var STANDARD_CALLS = /* @__PURE__ */ new Set(["size", "has", "dyn", "type"]);
var STANDARD_METHODS = /* @__PURE__ */ new Set([
  "size",
  "startsWith",
  "endsWith",
  "contains",
  "hasValue",
  "value",
  "orValue",
  "or"
]);
var OPTIONAL_FUNCTIONS2 = /* @__PURE__ */ new Set(["of", "none"]);
var NAMESPACES2 = /* @__PURE__ */ new Set(["format", "sets", "lists", "strings", "ip", "optional"]);
var COMPARING = /* @__PURE__ */ new Set([
  "indexOf",
  "lastIndexOf",
  "sets.contains",
  "sets.equivalent",
  "sets.intersects",
  "isSorted",
  "min",
  "max",
  "sort",
  "distinct"
]);
var REGEX = /* @__PURE__ */ new Set(["matches", "find", "findAll"]);
var COMPARERS = /* @__PURE__ */ new Set(["int", "double", "string", "bool", "bytes"]);
var CelRuntime = class {
  libraryMade;
  regexes = new RegexCache();
  prepared = /* @__PURE__ */ new Map();
  get library() {
    return this.libraryMade ??= runtimeLibrary(this.regexes);
  }
  prepare(expression) {
    let known = this.prepared.get(expression);
    if (!known) {
      known = this.prepareNew(expression);
      this.prepared.set(expression, known);
    }
    return known;
  }
  prepareNew(expression) {
    const env = this.library.env;
    let ast;
    try {
      ast = env.parse(expression).ast;
    } catch {
      return {
        kind: "not evaluated",
        reason: "the expression does not parse in the CEL library used here",
        usesOldSelf: /\boldSelf\b/.test(expression)
      };
    }
    const walked = walk5(ast, expression, this.library);
    if (walked.unsupported !== void 0)
      return {
        kind: "not evaluated",
        reason: walked.unsupported,
        usesOldSelf: walked.facts.usesOldSelf,
        facts: walked.facts
      };
    try {
      return { kind: "ready", facts: walked.facts, program: env.parse(walked.text) };
    } catch {
      return {
        kind: "not evaluated",
        reason: "the rewritten expression does not parse",
        usesOldSelf: walked.facts.usesOldSelf
      };
    }
  }
  run(prepared, self, oldSelf) {
    const activation = { self };
    if (oldSelf === "none") activation.oldSelf = celJs().Optional.none();
    else if (oldSelf !== void 0) activation.oldSelf = oldSelf.value;
    try {
      return { kind: "value", value: prepared.program(activation) };
    } catch (error) {
      return mapError(error);
    }
  }
  /** `optional.of(v)`, for optionalOldSelf rules. */
  optionalOf(value2) {
    return { value: celJs().Optional.of(value2) };
  }
};
var CEL_RUNTIME = { name: "CEL runtime (cr/)", create: () => new CelRuntime() };
function hazardReason(facts, h, node2, isResourceRoot, selfEqualsOldSelfAgrees = () => false) {
  if (h.unrepresentable || h.setOrMapList || h.anySetOrMapList || h.trimmedMetadata || h.hiddenFields) {
    const risky = facts.comparisons.find(
      (c) => riskyComparison(c, node2, isResourceRoot, h) && !(c.selfWithOldSelf && selfEqualsOldSelfAgrees())
    );
    if (risky)
      return risky.op === "add" ? "lists of type set or map merge on + in the apiserver" : "a comparison whose operands may hold lists of type set or map, strings CEL gets as timestamps or durations, or fields CEL does not see, which compare differently in the apiserver";
    if (facts.opaqueEquality && (h.unrepresentable || h.setOrMapList))
      return "a library function compares values that are lists of type set or map, or timestamps or durations in the apiserver";
  }
  if (h.multiEntryMap && facts.iterated.some((r) => riskyIteration(r, node2, isResourceRoot)))
    return "map() or filter() over a map follows Go\u2019s random iteration order";
  if ((h.nonAscii || facts.nonAsciiLiteral) && facts.ordering)
    return "strings outside ASCII order by UTF-8 bytes in Go";
  if (h.escapedName && facts.lookups.some((c) => riskyLookup(c, node2, isResourceRoot)))
    return "a property name CEL escapes is looked up";
  if ((h.trimmedMetadata || h.hiddenFields) && facts.size)
    return "an object has fields CEL does not see (metadata of a resource root, or fields kept by x-kubernetes-preserve-unknown-fields), which size() counts in the apiserver";
  if (h.generatedName && facts.readsMetadata)
    return "the object is named by generateName: the apiserver generates metadata.name before validating";
  if (h.inexactNumber)
    return "an integer beyond 2^53, or -2^63 (whose division by -1 overflows in cel-go only), is not handled exactly here";
  return void 0;
}
function walk5(root, expression, library) {
  const comparisons = [];
  const lookups = [];
  const iterated = [];
  const facts = {
    readsMetadata: false,
    comparisons,
    lookups,
    iterated,
    longestListLiteral: 0,
    splits: false,
    listFunctions: 0,
    opaqueEquality: false,
    usesOldSelf: false,
    ordering: false,
    size: false,
    nonAsciiLiteral: false,
    nodes: 0,
    macroDepth: 0,
    regex: false,
    longestLiteral: 0
  };
  const edits = [];
  let unsupported2;
  const stack = [{ node: root, depth: 0, scope: EMPTY_SCOPE }];
  const pushAll = (v, depth, scope) => {
    if (Array.isArray(v)) for (const x of v) pushAll(x, depth, scope);
    else if (isNode5(v)) stack.push({ node: v, depth, scope });
  };
  const unsupportedCall = (what) => {
    unsupported2 ??= what;
    facts.listFunctions++;
  };
  while (stack.length > 0) {
    const { node: node2, depth, scope } = stack.pop();
    facts.nodes++;
    facts.macroDepth = Math.max(facts.macroDepth, depth);
    switch (node2.op) {
      case "id":
        if (node2.args === "oldSelf") facts.usesOldSelf = true;
        continue;
      case "value": {
        const v = node2.args;
        if (typeof v === "string") {
          if (!/^[\x00-\x7f]*$/.test(v)) facts.nonAsciiLiteral = true;
          facts.longestLiteral = Math.max(facts.longestLiteral, Buffer.byteLength(v, "utf8"));
        } else if (!(typeof v === "boolean" || typeof v === "bigint" || typeof v === "number" || v === null))
          unsupported2 ??= "bytes or unsigned int literals";
        else if (v === -(2n ** 63n)) unsupported2 ??= "the literal -9223372036854775808";
        continue;
      }
      case "call": {
        const [name, args] = node2.args;
        if (name === "size") facts.size = true;
        if (name === "has") {
          const arg = args[0];
          if (arg && (arg.op === "." || arg.op === ".?") && !selectsIdentifier(arg)) {
            const [receiver, field2] = arg.args;
            edits.push(
              { start: node2.range.start, end: arg.range.start, text: "(" },
              { start: receiver.range.end, end: node2.range.end, text: `).?${field2}.hasValue()` }
            );
            stack.push({ node: receiver, depth, scope });
            continue;
          }
        }
        if (STANDARD_CALLS.has(name)) {
          pushAll(args, depth, scope);
          continue;
        }
        const f = library.functions.get(libraryKey(name));
        if (!f) {
          unsupportedCall(`${name}()`);
          pushAll(args, depth, scope);
          continue;
        }
        noteLibraryCall(name, facts);
        edits.push({ start: node2.range.start, end: node2.range.start + name.length, text: runtimeName(name) });
        pushAll(args, depth, scope);
        continue;
      }
      case "rcall": {
        const [name, receiver, args] = node2.args;
        const namespace = receiver.op === "id" && typeof receiver.args === "string" && NAMESPACES2.has(receiver.args) && !scope.has(receiver.args) ? receiver.args : void 0;
        if (namespace === "optional") {
          if (!OPTIONAL_FUNCTIONS2.has(name)) unsupportedCall(`optional.${name}()`);
          pushAll(args, depth, scope);
          continue;
        }
        if (namespace) {
          const f2 = library.functions.get(libraryKey(name, namespace));
          if (!f2) {
            unsupportedCall(`${namespace}.${name}()`);
            pushAll(args, depth, scope);
            continue;
          }
          noteLibraryCall(`${namespace}.${name}`, facts);
          if (namespace === "lists" && name === "range")
            facts.longestListLiteral = Math.max(facts.longestListLiteral, 1e3);
          edits.push({
            start: receiver.range.start,
            end: nameEnd(expression, receiver, name),
            text: runtimeName(name, namespace)
          });
          pushAll(args, depth, scope);
          continue;
        }
        if (MACROS3.has(name)) {
          if ((name === "all" || name === "exists" || name === "exists_one") && args.length !== 2)
            unsupportedCall(`${name}() with ${args.length} arguments`);
          const range2 = containerShape(receiver, scope);
          if (name === "map" || name === "filter") iterated.push(range2);
          const variable = args[0];
          const inner = variable && variable.op === "id" && typeof variable.args === "string" ? withVariable(scope, variable.args, itemOf(range2)) : scope;
          stack.push({ node: receiver, depth, scope });
          pushAll(args, depth + 1, inner);
          continue;
        }
        if (name === "size") facts.size = true;
        if (STANDARD_METHODS.has(name) && !library.functions.has(libraryKey(name))) {
          stack.push({ node: receiver, depth, scope });
          pushAll(args, depth, scope);
          continue;
        }
        const f = library.functions.get(libraryKey(name));
        if (!f) {
          unsupportedCall(`${name}()`);
          stack.push({ node: receiver, depth, scope });
          pushAll(args, depth, scope);
          continue;
        }
        noteLibraryCall(name, facts);
        const end = nameEnd(expression, receiver, name);
        edits.push({ start: end - name.length, end, text: runtimeName(name) });
        stack.push({ node: receiver, depth, scope });
        pushAll(args, depth, scope);
        continue;
      }
      default:
        if ((node2.op === "." || node2.op === ".?") && node2.args[1] === "metadata")
          facts.readsMetadata = true;
        if (!CEL_GO_OPERATORS.has(node2.op)) {
          unsupportedCall(`the operator ${node2.op}`);
          pushAll(node2.args, depth, scope);
          continue;
        }
        if (node2.op === "<" || node2.op === "<=" || node2.op === ">" || node2.op === ">=") facts.ordering = true;
        if (node2.op === "==" || node2.op === "!=" || node2.op === "in" || node2.op === "+") {
          const [left, right] = node2.args;
          const operands = node2.op === "in" ? [operandShape(left, scope)] : [operandShape(left, scope), operandShape(right, scope)];
          comparisons.push({
            op: node2.op === "+" ? "add" : node2.op === "in" ? "in" : "eq",
            operands,
            selfWithOldSelf: isSelfWithOldSelf(left, right)
          });
        }
        if (node2.op === "[]" || node2.op === "[?]")
          lookups.push(containerShape(node2.args[0], scope));
        if (node2.op === "in") lookups.push(containerShape(node2.args[1], scope));
        if (node2.op === "list" || node2.op === "map")
          facts.longestListLiteral = Math.max(facts.longestListLiteral, node2.args.length);
        pushAll(node2.args, depth, scope);
    }
  }
  if (unsupported2 !== void 0)
    return { text: expression, facts, unsupported: `${unsupported2} is not evaluated by this runtime` };
  edits.sort((a, b) => b.start - a.start);
  let text = expression;
  for (const e of edits) text = text.slice(0, e.start) + e.text + text.slice(e.end);
  return { text, facts };
}
function isSelfWithOldSelf(a, b) {
  const name = (n) => n.op === "id" ? n.args : void 0;
  return name(a) === "self" && name(b) === "oldSelf" || name(a) === "oldSelf" && name(b) === "self";
}
function selectsIdentifier(node2) {
  let n = node2;
  while (n.op === "." || n.op === ".?") n = n.args[0];
  return n.op === "id";
}
var SPLITS = /* @__PURE__ */ new Set(["split", "findAll"]);
var LIST_FUNCTIONS = /* @__PURE__ */ new Set([
  "isSorted",
  "sum",
  "min",
  "max",
  "indexOf",
  "lastIndexOf",
  "join",
  "sets.contains",
  "sets.equivalent",
  "sets.intersects",
  "slice",
  "flatten",
  "sort",
  "distinct",
  "reverse",
  "lists.range"
]);
function noteLibraryCall(key3, facts) {
  if (SPLITS.has(key3)) facts.splits = true;
  if (LIST_FUNCTIONS.has(key3)) facts.listFunctions++;
  if (COMPARING.has(key3)) facts.opaqueEquality = true;
  if (key3 === "isSorted" || key3 === "min" || key3 === "max") facts.ordering = true;
  if (REGEX.has(key3)) facts.regex = true;
}
function nameEnd(expression, receiver, name) {
  const dot = skipBlank(expression, receiver.range.end);
  const start = skipBlank(expression, dot + 1);
  return start + name.length;
}
function isNode5(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v) && "op" in v && "args" in v;
}
function mapError(error) {
  if (error instanceof CelGoError) return { kind: "error", text: error.celGoText };
  if (error instanceof NotEvaluable) return { kind: "not evaluated", reason: error.reason };
  const e = typeof error === "object" && error !== null ? error : {};
  const summary = e.summary ?? e.message ?? String(error);
  switch (e.code) {
    case "no_such_key": {
      const key3 = /^No such key: (.*)$/s.exec(summary)?.[1];
      if (key3 !== void 0) return { kind: "error", text: `no such key: ${key3}` };
      break;
    }
    case "index_out_of_bounds": {
      const index = /index (-?\d+)/.exec(summary)?.[1];
      if (index !== void 0) return { kind: "error", text: `index out of bounds: ${index}` };
      break;
    }
    case "division_by_zero":
      return { kind: "error", text: "division by zero" };
    case "modulo_by_zero":
      return { kind: "error", text: "modulus by zero" };
    case "numeric_overflow":
      if (summary.startsWith("integer overflow")) return { kind: "error", text: "integer overflow" };
      break;
    case "optional_value_missing":
      return { kind: "error", text: "optional.none() dereference" };
    case "no_such_overload": {
      const m = /^no such overload: (?:dyn<)?(\w+)>? (?:<|<=|>|>=) (?:dyn<)?(\w+)>?$/.exec(summary);
      if (m && COMPARERS.has(m[1]) && COMPARERS.has(m[2]))
        return { kind: "error", text: "no such overload" };
      break;
    }
  }
  return {
    kind: "not evaluated",
    reason: `the CEL library's error "${summary.split("\n")[0]}" has no known cel-go text`
  };
}

// src/rules/cr/cel/validate-cel.ts
var MAX_MESSAGE_BYTES2 = 5 * 1024;
function validateCelRules(run) {
  const state = {
    cache: run.cache,
    runtime: run.cache.get(CEL_RUNTIME),
    errors: [],
    notEvaluated: [],
    spent: 0,
    costUnknown: void 0,
    evaluated: 0,
    stopped: false
  };
  if (!hasCelRules(run.schema)) return { errors: [], notEvaluated: [], evaluated: 0 };
  const root = run.oldValue !== void 0 && run.oldValue !== null ? new Correlated(run.value, run.oldValue, run.schema) : void 0;
  visit(
    {
      node: run.schema,
      value: run.value,
      old: run.oldValue ?? void 0,
      path: void 0,
      isResourceRoot: true,
      ratchet: { current: root }
    },
    state
  );
  return { errors: state.errors, notEvaluated: state.notEvaluated, evaluated: state.evaluated };
}
function visit(at, state) {
  if (at.value === null || at.value === void 0 || state.stopped) return;
  if (!isCelVisible(at.node)) return;
  try {
    rulesAt2(at, state);
  } catch (error) {
    for (const { rule } of at.node.validations) {
      state.notEvaluated.push({
        path: at.path,
        rule: decodeValidationRule(rule).rule,
        reason: `the evaluation failed here (${error instanceof Error ? error.message : String(error)})`
      });
    }
  }
  for (const nested2 of at.node.allOf) {
    for (const rule of rulesBelow(nested2))
      state.notEvaluated.push({ path: at.path, rule, reason: "rules inside allOf are not evaluated by this runtime" });
  }
  if (Array.isArray(at.value)) {
    const items = at.node.items;
    if (!items) return;
    at.value.forEach((item, i) => {
      const old = at.old === void 0 ? void 0 : oldMapListItem(at.node, at.old, item);
      visit(
        {
          node: items,
          value: item,
          old,
          path: indexPath(at.path, i),
          isResourceRoot: items.embeddedResource,
          ratchet: ratchetIndex(at.ratchet, i)
        },
        state
      );
    });
    return;
  }
  if (!isJsonObject(at.value)) return;
  const value2 = at.value;
  const props = at.node.properties;
  const additional2 = at.node.additionalProperties;
  const oldObject = isJsonObject(at.old) ? at.old : void 0;
  for (const k of Object.keys(value2).sort()) {
    const prop = props.get(k);
    const child = prop ?? (props.size === 0 && additional2 instanceof SchemaNode ? additional2 : void 0);
    if (!child) continue;
    const path = prop ? childPath(at.path, k) : keyPath(at.path, k);
    const old = oldObject && Object.hasOwn(oldObject, k) ? oldObject[k] ?? void 0 : void 0;
    visit(
      {
        node: child,
        value: value2[k],
        old,
        path,
        isResourceRoot: child.embeddedResource,
        ratchet: ratchetKey(at.ratchet, k)
      },
      state
    );
  }
}
function rulesBelow(schema4) {
  const out = [];
  const stack = [schema4];
  while (stack.length > 0) {
    const n = stack.pop();
    for (const { rule } of n.validations) out.push(decodeValidationRule(rule).rule);
    if (n.items) stack.push(n.items);
    stack.push(...n.properties.values(), ...n.allOf);
    const additional2 = n.additionalProperties;
    if (additional2 instanceof SchemaNode) stack.push(additional2);
  }
  return out;
}
var childPath = (p, name) => p ? p.child(name) : FieldPath.of(name);
var keyPath = (p, key3) => p ? p.key(key3) : FieldPath.of("").key(key3);
var indexPath = (p, i) => p ? p.index(i) : FieldPath.of("").index(i);
function rulesAt2(at, state) {
  const raws = at.node.validations;
  if (raws.length === 0) return;
  const rules = raws.map(({ rule }) => decodeValidationRule(rule));
  const prepared = rules.map((r) => r.rule.trim() === "" ? void 0 : state.runtime.prepare(r.rule));
  const usesOld = (p) => p.kind === "ready" ? p.facts.usesOldSelf : p.usesOldSelf;
  const nodeUsesOldSelf = prepared.some((p) => p !== void 0 && usesOld(p));
  const values = new ValuesAt(at);
  rules.forEach((rule, i) => {
    const p = prepared[i];
    if (!p || state.stopped) return;
    const optionalOldSelf = rule.optionalOldSelf === true;
    if (usesOld(p) && at.old === void 0 && !optionalOldSelf) return;
    const skip = (reason) => {
      state.notEvaluated.push({ path: at.path, rule: rule.rule, reason });
    };
    if (state.costUnknown) return skip(state.costUnknown);
    const self = values.self();
    const old = usesOld(p) && at.old !== void 0 ? values.old() : void 0;
    const facts = p.facts;
    if (!facts || !spend(
      state,
      Math.min(costBound2(facts, largest(self, old)), estimatedCost(state, at, rule.rule, optionalOldSelf, "bool"))
    ))
      return skip(state.costUnknown ?? (p.kind === "ready" ? "" : p.reason));
    if (p.kind !== "ready") return skip(p.reason);
    const agrees = () => old !== void 0 && !self.hazards.trimmedMetadata && !self.hazards.hiddenFields && !old.hazards.trimmedMetadata && !old.hazards.hiddenFields && celGoEqual(at.value, at.old, at.node) === sameValue(at.value, at.old);
    const hazard = hazardReason(p.facts, self.hazards, at.node, at.isResourceRoot, agrees) ?? (old ? hazardReason(p.facts, old.hazards, at.node, at.isResourceRoot, agrees) : void 0);
    if (hazard) return skip(hazard);
    const oldSelf = optionalOldSelf ? old ? state.runtime.optionalOf(old.value) : "none" : old ? { value: old.value } : void 0;
    const result = state.runtime.run(p, self.value, oldSelf);
    if (result.kind === "not evaluated") return skip(result.reason);
    if (result.kind === "error") {
      state.evaluated++;
      const detail2 = result.text.startsWith("no such overload") ? `'${result.text}': call arguments did not match a supported operator, function or macro signature for rule: ${ruleErrorString(rule)}` : `${result.text} evaluating rule: ${ruleErrorString(rule)}`;
      state.errors.push({ type: "Invalid value", path: at.path, value: at.node.type, hasValue: true, detail: detail2 });
      return;
    }
    if (result.value === true) {
      state.evaluated++;
      return;
    }
    if (result.value !== false) return skip("the rule did not evaluate to a bool here");
    const detail = messageOf2(at, rule, nodeUsesOldSelf, values, state);
    if (detail.kind === "not evaluated") return skip(detail.reason);
    state.evaluated++;
    if (!usesOld(p) && shouldRatchet(at.ratchet)) return;
    const path = errorPath2(at, rule);
    if (path === null) return skip("the rule\u2019s fieldPath does not resolve in the schema");
    state.errors.push(failure2(path, at, rule, detail.text));
  });
}
var ValuesAt = class {
  constructor(at) {
    this.at = at;
  }
  at;
  selfMade;
  oldMade;
  self() {
    return this.selfMade ??= toCelValue(this.at.value, this.at.node, this.at.isResourceRoot);
  }
  old() {
    return this.oldMade ??= toCelValue(this.at.old, this.at.node, this.at.isResourceRoot);
  }
};
function largest(a, b) {
  if (!b) return a.measure;
  return {
    nodes: Math.max(a.measure.nodes, b.measure.nodes) * 2,
    largestCollection: Math.max(a.measure.largestCollection, b.measure.largestCollection),
    longestString: Math.max(a.measure.longestString, b.measure.longestString),
    totalBytes: a.measure.totalBytes + b.measure.totalBytes
  };
}
function estimatedCost(state, at, expression, optionalOldSelf, result) {
  let known = ESTIMATES.get(at.node.raw);
  if (known === void 0) ESTIMATES.set(at.node.raw, known = /* @__PURE__ */ new Map());
  const key3 = `${at.isResourceRoot ? 1 : 0}${optionalOldSelf ? 1 : 0}${result}\0${expression}`;
  let cost = known.get(key3);
  if (cost === void 0) known.set(key3, cost = estimateCost(state, at, expression, optionalOldSelf, result));
  return cost;
}
var ESTIMATES = /* @__PURE__ */ new WeakMap();
function estimateCost(state, at, expression, optionalOldSelf, result) {
  const compiler = state.cache.get(CEL_COMPILER);
  const costs = state.cache.get(CEL_COSTS);
  const ast = compiler.ast(expression);
  const selected = compiler.selectedBy(expression);
  const self = costs.declType(at.node.raw, at.isResourceRoot);
  if (!ast || !self || selected === "all") return Infinity;
  try {
    return costs.maxCost(ast, expression, self, optionalOldSelf, result, selected) ?? Infinity;
  } catch {
    return Infinity;
  }
}
function spend(state, bound2) {
  if (bound2 > PER_CALL_LIMIT2) {
    state.costUnknown = "the runtime cost of this or an earlier rule could exceed the per-call limit of 1,000,000 (cel-go would stop all rules there): not bounded exactly here";
    return false;
  }
  state.spent += bound2;
  if (state.spent > RUNTIME_COST_BUDGET2) {
    state.costUnknown = "the rules of this object could exceed the cost budget of 10,000,000 (cel-go would stop there): not bounded exactly here";
    return false;
  }
  return true;
}
function messageOf2(at, rule, nodeUsesOldSelf, values, state) {
  const fallback = { kind: "text", text: ruleMessageOrDefault(rule) };
  if (rule.messageExpression === "") return fallback;
  const p = state.runtime.prepare(rule.messageExpression);
  const oldBound = nodeUsesOldSelf && at.old !== void 0;
  const self = values.self();
  const old = oldBound ? values.old() : void 0;
  if (!p.facts || !spend(
    state,
    Math.min(
      costBound2(p.facts, largest(self, old)),
      estimatedCost(state, at, rule.messageExpression, false, "string")
    )
  ))
    return {
      kind: "not evaluated",
      reason: state.costUnknown ?? (p.kind === "ready" ? "" : `messageExpression: ${p.reason}`)
    };
  if (p.kind !== "ready") return { kind: "not evaluated", reason: `messageExpression: ${p.reason}` };
  if (p.facts.usesOldSelf && !oldBound) return fallback;
  const hazard = hazardReason(p.facts, self.hazards, at.node, at.isResourceRoot) ?? (old && p.facts.usesOldSelf ? hazardReason(p.facts, old.hazards, at.node, at.isResourceRoot) : void 0);
  if (hazard) return { kind: "not evaluated", reason: `messageExpression: ${hazard}` };
  const result = state.runtime.run(p, self.value, old ? { value: old.value } : void 0);
  if (result.kind === "not evaluated") return { kind: "not evaluated", reason: `messageExpression: ${result.reason}` };
  if (result.kind === "error" || typeof result.value !== "string") return fallback;
  const trimmed = goTrimSpace2(result.value);
  if (trimmed === "" || /\n/.test(trimmed) || Buffer.byteLength(trimmed, "utf8") > MAX_MESSAGE_BYTES2) return fallback;
  return { kind: "text", text: trimmed };
}
var ruleMessageOrDefault = (rule) => rule.message.length === 0 ? `failed rule: ${ruleErrorString(rule)}` : goTrimSpace2(rule.message);
var ruleErrorString = (rule) => goTrimSpace2(rule.message.length > 0 ? rule.message : rule.rule);
function errorPath2(at, rule) {
  if (rule.fieldPath === "") return at.path;
  const steps = fieldPathSteps(rule.fieldPath, at.node);
  if (!steps) return null;
  const [first, ...rest] = steps;
  if (!first) return at.path;
  const head = first.property ? first.name : `[${first.name}]`;
  let p = at.path ? at.path.child(head) : FieldPath.of(head);
  for (const step2 of rest) p = step2.property ? p.child(step2.name) : p.key(step2.name);
  return p;
}
function failure2(path, at, rule, detail) {
  const omitted = at.node.type === "object" || at.node.type === "array";
  switch (rule.reason) {
    case "FieldValueForbidden":
      return { type: "Forbidden", path, hasValue: false, detail };
    case "FieldValueRequired":
      return { type: "Required value", path, hasValue: false, detail };
    case "FieldValueDuplicate":
      return omitted ? { type: "Duplicate value", path, hasValue: false, detail: "" } : { type: "Duplicate value", path, value: at.value, hasValue: true, detail: "" };
    default:
      return omitted ? { type: "Invalid value", path, hasValue: false, detail } : { type: "Invalid value", path, value: at.value, hasValue: true, detail };
  }
}

// src/rules/cr/list-type/validate-list-types.ts
function validateListTypes(obj, s) {
  const errs = [];
  if (s && isJsonObject(obj)) objectLists(obj, s, void 0, errs);
  return errs;
}
function objectLists(obj, s, path, errs) {
  const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
  const additional2 = s.additionalProperties;
  for (const k of Object.keys(obj)) {
    if (additional2 instanceof SchemaNode && !Object.hasOwn(props, k))
      value(obj[k], additional2, path ? path.key(k) : FieldPath.of("").key(k), errs);
  }
  for (const k of Object.keys(obj)) {
    const sub = Object.hasOwn(props, k) ? SchemaNode.of(props[k]) : void 0;
    if (sub) value(obj[k], sub, path ? path.child(k) : FieldPath.of(k), errs);
  }
}
function value(x, s, path, errs) {
  if (Array.isArray(x)) list(x, s, path, errs);
  else if (isJsonObject(x)) objectLists(x, s, path, errs);
}
function list(x, s, path, errs) {
  if (s.listType === "set") for (const i of repeats(x.map(encode))) errs.push(duplicate(path.index(i), x[i]));
  else if (s.listType === "map") errs.push(...mapErrors(x, s, path));
  const items = s.items;
  if (items) x.forEach((item, i) => value(item, items, path.index(i), errs));
}
function mapErrors(x, s, path) {
  for (const [i, item] of x.entries()) {
    if (item !== null && !isJsonObject(item))
      return [invalid(path.index(i), item, "must be an object for an array of list-type map")];
  }
  const keys = s.listMapKeys;
  const keyOf4 = (item) => {
    const key3 = {};
    if (isJsonObject(item)) {
      for (const k of keys) if (Object.hasOwn(item, k)) key3[k] = item[k];
    }
    return key3;
  };
  return repeats(x.map((item) => encode(keyOf4(item)))).map((i) => duplicate(path.index(i), keyOf4(x[i])));
}
function repeats(encoded) {
  const times = /* @__PURE__ */ new Map();
  const out = [];
  encoded.forEach((e, i) => {
    const n = times.get(e) ?? 0;
    if (n === 1) out.push(i);
    times.set(e, n + 1);
  });
  return out;
}
function encode(v) {
  if (Array.isArray(v)) return `[${v.map(encode).join(",")}]`;
  if (isJsonObject(v))
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${encode(v[k])}`).join(",")}}`;
  return JSON.stringify(v ?? null);
}

// src/rules/cr/prepare/apply-defaults.ts
function applyDefaults(x, s) {
  const filled = [];
  return { value: defaultValue(x, s, [], filled), filled };
}
var isNonNullableNull = (v, s) => v === null && s !== void 0 && !s.nullable && s.hasDefault;
function defaultValue(x, s, at, filled) {
  if (!s) return x;
  if (Array.isArray(x)) {
    const items = s.items;
    return x.map((v, i) => {
      let item = v;
      if (isNonNullableNull(v, items)) {
        item = structuredClone(items.default);
        filled.push([...at, i]);
      }
      return defaultValue(item, items, [...at, i], filled);
    });
  }
  if (!isJsonObject(x)) return x;
  const out = {};
  for (const k of Object.keys(x)) setOwn(out, k, x[k]);
  const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
  for (const k of Object.keys(props)) {
    const prop = SchemaNode.of(props[k]);
    if (!prop?.hasDefault) continue;
    if (!Object.hasOwn(out, k) || out[k] === null && !prop.nullable) {
      setOwn(out, k, structuredClone(prop.default));
      filled.push([...at, k]);
    }
  }
  const additional2 = s.additionalProperties;
  for (const k of Object.keys(out)) {
    const prop = Object.hasOwn(props, k) ? SchemaNode.of(props[k]) : void 0;
    if (prop) setOwn(out, k, defaultValue(out[k], prop, [...at, k], filled));
    else if (additional2 instanceof SchemaNode) {
      if (isNonNullableNull(out[k], additional2)) {
        setOwn(out, k, structuredClone(additional2.default));
        filled.push([...at, k]);
      }
      setOwn(out, k, defaultValue(out[k], additional2, [...at, k], filled));
    }
  }
  return out;
}

// src/rules/cr/prepare/drop-nulls.ts
function dropNulls(x, s) {
  if (Array.isArray(x)) return x.map((v) => dropNulls(v, s?.items));
  if (!isJsonObject(x)) return x;
  const out = {};
  for (const k of Object.keys(x)) {
    const v = x[k];
    const schema4 = schemaForField(k, s);
    if (v === null && schema4 !== void 0 && !schema4.nullable && !schema4.hasDefault) continue;
    setOwn(out, k, dropNulls(v, schema4));
  }
  return out;
}
function schemaForField(k, s) {
  if (!s) return void 0;
  const props = s.raw.properties;
  if (isJsonObject(props) && Object.hasOwn(props, k)) return SchemaNode.of(props[k]);
  const additional2 = s.additionalProperties;
  return additional2 instanceof SchemaNode ? additional2 : void 0;
}

// src/rules/cr/prepare/prepare-object.ts
function prepareObject(raw, schema4) {
  const pruned = prune(raw, schema4, true);
  let value2 = pruned.value;
  const dropped = [...pruned.pruned];
  for (const m of pruned.metadata) {
    const unknown = unknownObjectMetaKeys(valueAt(value2, m.path));
    if (unknown.length === 0) continue;
    value2 = withoutKeys(value2, m.path, new Set(unknown));
    for (const k of unknown) dropped.push([...m.path, k]);
  }
  value2 = dropNulls(value2, schema4);
  const defaulted = applyDefaults(value2, schema4);
  return { value: isJsonObject(defaulted.value) ? defaulted.value : {}, dropped, defaulted: defaulted.filled };
}
function valueAt(root, path) {
  let v = root;
  for (const step2 of path) {
    if (typeof step2 === "number") v = Array.isArray(v) ? v[step2] : void 0;
    else v = isJsonObject(v) && Object.hasOwn(v, step2) ? v[step2] : void 0;
  }
  return v;
}
function withoutKeys(root, path, keys) {
  const [head, ...rest] = path;
  if (head === void 0) {
    if (!isJsonObject(root)) return root;
    const out2 = {};
    for (const k of Object.keys(root)) if (!keys.has(k)) setOwn(out2, k, root[k]);
    return out2;
  }
  if (typeof head === "number")
    return Array.isArray(root) ? root.map((v, i) => i === head ? withoutKeys(v, rest, keys) : v) : root;
  if (!isJsonObject(root)) return root;
  const out = {};
  for (const k of Object.keys(root)) setOwn(out, k, k === head ? withoutKeys(root[k], rest, keys) : root[k]);
  return out;
}

// src/rules/cr/schema/validate-scale.ts
var MAX_INT32 = 2147483647;
function validateScale(obj, scale3) {
  if (!scale3) return [];
  const errs = [];
  for (const p of [scale3.specReplicasPath, scale3.statusReplicasPath]) {
    const path = FieldPath.of(p);
    const read = nested(obj, p, "int64");
    if (read.error !== void 0) errs.push(invalid(path, 0, read.error));
    else if (typeof read.value === "number" && read.value < 0)
      errs.push(invalid(path, read.value, "should be a non-negative integer"));
    else if (typeof read.value === "number" && read.value > MAX_INT32)
      errs.push(invalid(path, read.value, `should be less than or equal to ${MAX_INT32}`));
  }
  if (scale3.labelSelectorPath !== void 0) {
    const read = nested(obj, scale3.labelSelectorPath, "string");
    if (read.error !== void 0) errs.push(invalid(FieldPath.of(scale3.labelSelectorPath), "", read.error));
  }
  return errs;
}
function nested(obj, jsonPath, want) {
  const fields = jsonPath.replace(/^\./, "").split(".");
  let v = obj;
  for (const [i, f] of fields.entries()) {
    if (!isJsonObject(v)) {
      return { error: `value cannot be found at .${fields.slice(0, i).join(".")}: ${goTypeName(v)} is not a map` };
    }
    if (!Object.hasOwn(v, f)) return {};
    v = v[f];
  }
  if (want === "int64" ? typeof v === "number" && Number.isInteger(v) : typeof v === "string") return { value: v };
  return {
    error: `.${fields.join(".")} accessor error: ${goValue(v)} is of the type ${goTypeName(v)}, expected ${want}`
  };
}
function goTypeName(v) {
  if (v === null || v === void 0) return "<nil>";
  if (typeof v === "string") return "string";
  if (typeof v === "boolean") return "bool";
  if (typeof v === "number") return Number.isInteger(v) ? "int64" : "float64";
  return Array.isArray(v) ? "[]interface {}" : "map[string]interface {}";
}
function goValue(v) {
  if (v === null || v === void 0) return "<nil>";
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
}

// src/rules/cr/schema/string-formats.ts
function checkFormat(format, value2) {
  const check7 = CHECKS.get(format.replaceAll("-", "").replaceAll("_", "").toLowerCase());
  return check7 ? check7(value2) : void 0;
}
var UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
var UUID3 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?3[0-9a-f]{3}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
var UUID4 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i;
var UUID5 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?5[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i;
var HOSTNAME = /^([a-zA-Z0-9\p{S}\p{L}]((-?[a-zA-Z0-9\p{S}\p{L}]{0,62})?)|([a-zA-Z0-9\p{S}\p{L}](([a-zA-Z0-9-\p{S}\p{L}]{0,61}[a-zA-Z0-9\p{S}\p{L}])?)(\.)){1,}([a-zA-Z\p{L}]){2,63})$/u;
var HEXCOLOR = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
var BSON = /^[0-9a-fA-F]{24}$/;
var MAC = /^([0-9a-fA-F]{2}[:-]){5}[0-9a-fA-F]{2}$|^([0-9a-fA-F]{2}[:-]){7}[0-9a-fA-F]{2}$|^([0-9a-fA-F]{4}\.){2}[0-9a-fA-F]{4}$|^([0-9a-fA-F]{4}\.){3}[0-9a-fA-F]{4}$/;
var DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
var DATETIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?([Zz]|[+-]\d{2}:?\d{2})?$/;
var RFC1123_HOSTNAME = /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
var BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
var CHECKS = /* @__PURE__ */ new Map([
  ["uuid", (v) => UUID.test(v)],
  ["uuid3", (v) => UUID3.test(v)],
  ["uuid4", (v) => UUID4.test(v)],
  ["uuid5", (v) => UUID5.test(v)],
  ["ipv4", (v) => v.includes(".") && isIP(v)],
  ["ipv6", (v) => v.includes(":") && isIP(v)],
  ["cidr", isCidr],
  ["mac", (v) => MAC.test(v)],
  // Reported only where a plain RFC 1123 name fails too: which copy of strfmt's pattern the
  // apiserver runs is not pinned here, and a false error is worse than a missed one.
  ["hostname", (v) => v.length <= 255 && HOSTNAME.test(v) || RFC1123_HOSTNAME.test(v)],
  ["hexcolor", (v) => HEXCOLOR.test(v)],
  ["bsonobjectid", (v) => BSON.test(v)],
  // encoding/base64 ignores line breaks.
  ["byte", (v) => BASE64.test(v.replace(/[\r\n]/g, ""))],
  ["password", () => true],
  ["date", isDate],
  ["datetime", isDateTime],
  // since 1.34: apimachinery's DNS-1123 label and subdomain
  ["k8sshortname", (v) => isDns1123Label(v).length === 0],
  ["k8slongname", (v) => isDns1123Subdomain(v).length === 0]
]);
function isDate(v) {
  const m = DATE.exec(v);
  return m !== null && validDay(Number(m[1]), Number(m[2]), Number(m[3]));
}
function isDateTime(v) {
  const m = DATETIME.exec(v);
  if (!m) return false;
  return validDay(Number(m[1]), Number(m[2]), Number(m[3])) && Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6] ?? 0) < 60;
}
function validDay(y, mo, d) {
  if (mo < 1 || mo > 12 || d < 1) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= (days[mo - 1] ?? 0);
}
function isIPv4(v) {
  const parts = v.split(".");
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
}
function isIP(v) {
  if (isIPv4(v)) return true;
  if (!/^[0-9a-fA-F:.]+$/.test(v)) return false;
  const halves = v.split("::");
  if (halves.length > 2) return false;
  const groups = (s) => s === "" ? [] : s.split(":");
  const head = groups(halves[0] ?? "");
  const tail = halves.length === 2 ? groups(halves[1] ?? "") : [];
  if (!head || !tail) return false;
  const all = [...head, ...tail];
  let count = 0;
  for (const [i, g] of all.entries()) {
    if (i === all.length - 1 && g.includes(".")) {
      if (!isIPv4(g)) return false;
      count += 2;
    } else if (/^[0-9a-fA-F]{1,4}$/.test(g)) count += 1;
    else return false;
  }
  return halves.length === 2 ? count < 8 : count === 8;
}
function isCidr(v) {
  const slash = v.indexOf("/");
  if (slash < 0) return false;
  const ip = v.slice(0, slash);
  const bits = v.slice(slash + 1);
  if (!/^\d{1,3}$/.test(bits) || !isIP(ip)) return false;
  return Number(bits) <= (isIPv4(ip) ? 32 : 128);
}

// src/rules/cr/schema/validate-value.ts
function validateValue(value2, schema4, opts) {
  return node(
    value2,
    schema4,
    { dotted: "", path: void 0 },
    opts.old,
    { patterns: opts.patterns, k8sNameFormats: opts.k8sNameFormats ?? true },
    true
  );
}
function node(v, s, at, old, checks, isRoot = false) {
  const errs = validateNode(v, s, at, old, checks, isRoot);
  if (errs.length > 0 && old !== void 0 && sameValue(v, old.value)) return [];
  return errs;
}
function validateNode(v, s, at, old, checks, isRoot) {
  const errs = [];
  if (v === null || v === void 0) {
    const t2 = typeError2(v, s, at);
    if (t2) errs.push(t2);
    const e2 = enumError(v, s, at);
    if (e2) errs.push(e2);
    return errs;
  }
  const t = typeError2(v, s, at);
  if (t) errs.push(t);
  errs.push(...junctors(v, s, at, checks));
  if (typeof v === "string") errs.push(...stringErrors(v, s, at, checks));
  else if (typeof v === "number") errs.push(...numberErrors(v, s, at));
  else if (Array.isArray(v)) errs.push(...sliceErrors(v, s, at, old, checks));
  const e = enumError(v, s, at);
  if (e) errs.push(e);
  if (isJsonObject(v)) errs.push(...objectErrors(v, s, at, old, checks, isRoot));
  return errs;
}
var err = (type, at, detail, value2, typeInvalid = false) => ({
  type,
  path: at.path,
  ...at.path?.toString() === at.dotted ? {} : { renderedPath: at.dotted === "" ? "<nil>" : at.dotted },
  ...value2 ? { value: value2.v } : {},
  hasValue: value2 !== void 0,
  detail,
  ...typeInvalid ? { typeInvalid } : {}
});
function typesOf(s) {
  if (s.intOrString) return ["integer", "string"];
  return s.type === "" ? [] : [s.type];
}
function infoOf(v) {
  if (typeof v === "boolean") return { type: "boolean", format: "" };
  if (typeof v === "string") return { type: "string", format: "" };
  if (typeof v === "number")
    return Number.isInteger(v) ? { type: "integer", format: "int64" } : { type: "number", format: "float64" };
  if (Array.isArray(v)) return { type: "array", format: "" };
  return { type: "object", format: "" };
}
function typeError2(v, s, at) {
  const types = typesOf(s);
  const format = s.format;
  if (types.length === 0) return void 0;
  const message = (expected, got) => err("Invalid value", at, `${at.dotted} in body must be of type ${expected}: ${goQuote(got)}`, { v: got }, true);
  if (v === null || v === void 0) return s.nullable ? void 0 : message(types.join(","), "null");
  const info = infoOf(v);
  const isString = info.type === "string";
  const isSlice = info.type === "array";
  const isFloatInt = info.type === "number" && Number.isInteger(v) && types.includes("integer");
  const isIntFloat = info.type === "integer" && types.includes("number");
  const isLowerInt = format === "int64" && info.format === "int32";
  if (!isString && !isSlice && format !== "" && !(types.includes(info.type) || info.format === format || isFloatInt || isIntFloat || isLowerInt)) {
    return message(format, info.format);
  }
  if (!(types.includes("number") || types.includes("integer")) && format !== "" && (isString || isSlice))
    return void 0;
  if (!(types.includes(info.type) || isFloatInt || isIntFloat)) return message(types.join(","), info.type);
  return void 0;
}
function junctors(v, s, at, checks) {
  const errs = [];
  const own = (detail) => ({
    type: "Invalid value",
    path: void 0,
    value: "",
    hasValue: true,
    detail,
    judged: at.path?.segments() ?? []
  });
  const anyOf = s.anyOf;
  if (anyOf.length > 0) {
    const results = anyOf.map((b) => validateNode(v, b, at, void 0, checks, false));
    if (!results.some((r) => r.length === 0)) {
      errs.push(own(`${goQuote(at.dotted)} must validate at least one schema (anyOf)`));
      errs.push(...fewest(results));
    }
  }
  const oneOf = s.oneOf;
  if (oneOf.length > 0) {
    const results = oneOf.map((b) => validateNode(v, b, at, void 0, checks, false));
    const valid = results.filter((r) => r.length === 0).length;
    if (valid !== 1) {
      errs.push(
        own(
          `${goQuote(at.dotted)} must validate one and only one schema (oneOf). ${valid === 0 ? "Found none valid" : `Found ${valid} valid alternatives`}`
        )
      );
      if (valid === 0) errs.push(...fewest(results));
    }
  }
  const allOf = s.allOf;
  if (allOf.length > 0) {
    const results = allOf.map((b) => validateNode(v, b, at, void 0, checks, false));
    const valid = results.filter((r) => r.length === 0).length;
    for (const r of results) errs.push(...r);
    if (valid !== allOf.length)
      errs.push(
        own(`${goQuote(at.dotted)} must validate all the schemas (allOf)${valid === 0 ? ". None validated" : ""}`)
      );
  }
  const not = s.not;
  if (not && validateNode(v, not, at, void 0, checks, false).length === 0)
    errs.push(own(`${goQuote(at.dotted)} must not validate the schema (not)`));
  return errs;
}
function fewest(results) {
  let best;
  for (const r of results) if (!best || r.length < best.length) best = r;
  return best ?? [];
}
function stringErrors(v, s, at, checks) {
  const errs = [];
  const length = [...v].length;
  if (s.maxLength !== void 0 && length > s.maxLength)
    errs.push(err("Too long", at, `may not be more than ${s.maxLength} bytes`));
  if (s.minLength !== void 0 && length < s.minLength)
    errs.push(err("Invalid value", at, `${at.dotted} in body should be at least ${s.minLength} chars long`, { v }));
  if (s.pattern !== "" && !checks.patterns.matches(s.pattern, v))
    errs.push(err("Invalid value", at, `${at.dotted} in body should match '${s.pattern}'`, { v }));
  if (s.format !== "" && isCheckedFormat(s.format, checks) && checkFormat(s.format, v) === false)
    errs.push(err("Invalid value", at, `${at.dotted} in body must be of type ${s.format}: ${goQuote(v)}`, { v }, true));
  return errs;
}
var isCheckedFormat = (format, checks) => checks.k8sNameFormats || !/^k8s-?(short|long)-?name$/i.test(format.replaceAll("_", ""));
function numberErrors(v, s, at) {
  const errs = [];
  const range2 = rangeError(v, s, at);
  if (range2) errs.push(range2);
  const m = s.multipleOf;
  if (m !== void 0 && m > 0) {
    const mult = m < 1 ? 1 / m * v : v / m;
    if (!Number.isInteger(mult))
      errs.push(err("Invalid value", at, `${at.dotted} in body should be a multiple of ${goFloat(m)}`, { v }));
  }
  const max = s.maximum;
  if (max !== void 0 && (s.exclusiveMaximum ? v >= max : v > max)) {
    errs.push(
      err(
        "Invalid value",
        at,
        `${at.dotted} in body should be less than ${s.exclusiveMaximum ? "" : "or equal to "}${goFloat(max)}`,
        { v }
      )
    );
  }
  const min = s.minimum;
  if (min !== void 0 && (s.exclusiveMinimum ? v <= min : v < min)) {
    errs.push(
      err(
        "Invalid value",
        at,
        `${at.dotted} in body should be greater than ${s.exclusiveMinimum ? "" : "or equal to "}${goFloat(min)}`,
        { v }
      )
    );
  }
  return errs;
}
var MAX_FLOAT32 = 34028234663852886e22;
var INT_RANGES = {
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  // int64's and uint64's maxima as float64 reads them (2^63 and 2^64), which themselves do not fit.
  int64: [-(2 ** 63), 2 ** 63],
  uint64: [0, 2 ** 64]
};
function rangeError(v, s, at) {
  const type = s.intOrString ? "" : s.type;
  const format = s.format;
  let fits = true;
  if (type === "integer") {
    const [min, max] = INT_RANGES[format] ?? INT_RANGES.int64;
    fits = Number.isInteger(v) && v >= min && (max === INT_RANGES.int64?.[1] || max === INT_RANGES.uint64?.[1] ? v < max : v <= max);
  } else if (type === "number" && (format === "float" || format === "float32")) fits = Math.abs(v) <= MAX_FLOAT32;
  if (fits) return void 0;
  const detail = format !== "" && (type !== "number" || format === "float" || format === "float32") && (type !== "integer" || INT_RANGES[format]) ? `Checked value must be of type ${type} with format ${format} in ${at.dotted}` : `Checked value must be of type ${type} (default format) in ${at.dotted}`;
  return { type: "Invalid value", path: void 0, value: "", hasValue: true, detail };
}
function sliceErrors(v, s, at, old, checks) {
  const errs = [];
  const items = s.items;
  if (items) {
    v.forEach((item, i) => {
      const place = { dotted: `${at.dotted}[${i}]`, path: (at.path ?? FieldPath.of("")).index(i) };
      errs.push(...node(item, items, place, correlatedItem(item, s, old), checks));
    });
  }
  if (s.minItems !== void 0 && v.length < s.minItems)
    errs.push(
      err("Invalid value", at, `${at.dotted} in body should have at least ${s.minItems} items`, { v: v.length })
    );
  if (s.maxItems !== void 0 && v.length > s.maxItems) errs.push(tooMany2(at, v.length, s.maxItems));
  return errs;
}
function correlatedItem(item, s, old) {
  if (!old) return void 0;
  const match2 = oldMapListItem(s, old.value, item);
  return match2 === void 0 ? void 0 : { value: match2 };
}
var tooMany2 = (at, actual, max) => err("Too many", at, `must have at most ${max} ${max === 1 ? "item" : "items"}`, { v: actual });
function enumError(v, s, at) {
  const values = s.enum;
  if (!values || values.length === 0) return void 0;
  if (v !== null && v !== void 0 && values.some((e) => e !== null && sameValue(e, v))) return void 0;
  const supported = values.map((e) => typeof e === "string" ? e : JSON.stringify(goJsonValue(e)));
  return {
    type: "Unsupported value",
    path: at.path,
    ...at.path?.toString() === at.dotted ? {} : { renderedPath: at.dotted === "" ? "<nil>" : at.dotted },
    value: v ?? null,
    hasValue: true,
    detail: `supported values: ${supported.map(goQuote).join(", ")}`
  };
}
function objectErrors(v, s, at, old, checks, isRoot) {
  const count = Object.keys(v).length;
  if (s.minProperties !== void 0 && count < s.minProperties)
    return [
      err("Invalid value", at, `${at.dotted} in body should have at least ${s.minProperties} properties`, { v: count })
    ];
  if (s.maxProperties !== void 0 && count > s.maxProperties) return [tooMany2(at, count, s.maxProperties)];
  const errs = [];
  const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
  const additional2 = s.additionalProperties;
  const oldObject = old && isJsonObject(old.value) ? old.value : void 0;
  const child = (k, dotted) => ({
    dotted: at.dotted === "" ? k : `${at.dotted}.${k}`,
    // A key with dots (a map key, or an odd property name) is one step of the structured path.
    path: at.path === void 0 ? dotted || k.includes(".") ? FieldPath.of("").key(k) : FieldPath.of(k) : dotted || k.includes(".") ? at.path.key(k) : at.path.child(k)
  });
  const childOld = (k) => oldObject && Object.hasOwn(oldObject, k) && !(isRoot && (k === "apiVersion" || k === "kind")) ? { value: oldObject[k] } : void 0;
  if (additional2 === false) {
    for (const k of Object.keys(v)) {
      if (!Object.hasOwn(props, k))
        errs.push(
          err("Invalid value", at, `${at.dotted === "" ? "" : at.dotted}.${k} in body is a forbidden property`, {
            v: k
          })
        );
    }
  } else if (additional2 instanceof SchemaNode) {
    for (const k of Object.keys(v))
      if (!Object.hasOwn(props, k)) errs.push(...node(v[k], additional2, child(k, true), childOld(k), checks));
  }
  for (const k of Object.keys(props)) {
    const ps = SchemaNode.of(props[k]);
    if (ps && Object.hasOwn(v, k)) errs.push(...node(v[k], ps, child(k, false), childOld(k), checks));
  }
  for (const r of s.required) {
    if (!Object.hasOwn(v, r)) errs.push({ ...err("Required value", child(r, false), ""), hasValue: false });
  }
  return errs;
}

// src/rules/cr/validate-custom-resource.ts
function validateCustomResource(raw, served, cache, oldObject, cluster = { k8sNameFormats: true }) {
  const patterns = cache.get(COMPILED_PATTERNS);
  const prepared = prepareObject(raw, served.schema);
  let value2 = prepared.value;
  let old;
  if (oldObject && oldObject !== "not converted") {
    const stored = oldObject.stored ? prepareObject(oldObject.raw, oldObject.stored.schema).value : oldObject.raw;
    old = prepareObject({ ...stored, apiVersion: raw.apiVersion }, served.schema).value;
  }
  if (served.statusSubresource) value2 = withStatusOf(value2, old);
  const operation = oldObject ? "update" : "create";
  const errors = [];
  const add3 = (ruleId, errs) => {
    for (const e of errs) errors.push({ ruleId, error: e });
  };
  add3("cr/metadata", validateRootMetadata(value2, operation));
  if (served.schema) {
    const found = validateValue(value2, served.schema, {
      patterns,
      k8sNameFormats: cluster.k8sNameFormats,
      ...old ? { old: { value: old } } : {}
    });
    const covered = rejectionsOfDropped(found, raw, prepared.dropped);
    for (const e of found)
      errors.push({
        ruleId: "cr/schema",
        error: e,
        ...covered.has(e) ? { reportedByUnknownField: true } : {}
      });
  }
  add3("cr/schema", validateScale(value2, served.scale));
  add3("cr/metadata", validateEmbeddedResources(value2, served.schema));
  if (!old || validateListTypes(old, served.schema).length === 0)
    add3("cr/list-type", validateListTypes(value2, served.schema));
  const celNotEvaluated = [];
  const templated = holdsPlaceholder(raw);
  if (templated) {
    const onPlaceholder = (e) => e.error.path !== void 0 && restsOnPlaceholder(raw, e.error.path.segments()) || e.error.judged !== void 0 && judgesPlaceholder(raw, e.error.judged);
    errors.splice(0, errors.length, ...errors.filter((e) => !onPlaceholder(e)));
  }
  if (served.schema && served.hasCelRules) {
    if (errors.some((e) => isBlocking(e.error))) errors.push({ ruleId: "cr/cel", error: NOT_CHECKED });
    else {
      const outcome = validateCelRules({ schema: served.schema, value: value2, ...old ? { oldValue: old } : {}, cache });
      for (const e of outcome.errors) {
        if (templated && judgesPlaceholder(raw, e.path?.segments() ?? [])) {
          celNotEvaluated.push({
            path: e.path,
            rule: "*",
            reason: "the value it judges holds template placeholders, whose rendered values are not known"
          });
        } else errors.push({ ruleId: "cr/cel", error: e });
      }
      celNotEvaluated.push(...outcome.notEvaluated);
    }
  }
  return { operation, errors, celNotEvaluated, dropped: prepared.dropped };
}
function rejectionsOfDropped(found, raw, dropped) {
  const covered = /* @__PURE__ */ new Set();
  if (dropped.length === 0) return covered;
  const holders = [];
  for (const e of found) {
    if (!e.path) continue;
    const at = e.path.segments();
    if (e.typeInvalid && typeof valueAt2(raw, at) === "object" && valueAt2(raw, at) !== null)
      holders.push({ error: e, at });
    else if (e.type === "Invalid value" && typeof e.value === "string" && e.detail.endsWith(" in body is a forbidden property"))
      holders.push({ error: e, at: [...at, e.value] });
  }
  const isPrefix2 = (p, d) => p.length < d.length && p.every((s, i) => s === d[i]);
  for (const d of dropped) {
    const steps = d.map(String);
    let innermost;
    for (const h of holders)
      if (isPrefix2(h.at, steps) && (!innermost || h.at.length > innermost.at.length)) innermost = h;
    if (innermost) covered.add(innermost.error);
  }
  return covered;
}
function valueAt2(root, steps) {
  let v = root;
  for (const s of steps) {
    if (Array.isArray(v)) v = v[Number(s)];
    else if (isJsonObject(v) && Object.hasOwn(v, s)) v = v[s];
    else return void 0;
  }
  return v;
}
function holdsPlaceholder(raw) {
  for (const k in raw) if (k !== "metadata" && anyPlaceholder(raw[k])) return true;
  return false;
}
function anyPlaceholder(root) {
  const pending = [root];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === "string" && placeholderIn(v) !== void 0) return true;
    if (Array.isArray(v)) pending.push(...v);
    else if (isJsonObject(v)) pending.push(...Object.keys(v), ...Object.values(v));
  }
  return false;
}
function judgesPlaceholder(raw, steps) {
  let v = raw;
  for (const s of steps) {
    const next = Array.isArray(v) ? v[Number(s)] : isJsonObject(v) && Object.hasOwn(v, s) ? v[s] : void 0;
    if (next === void 0) break;
    v = next;
  }
  return v === raw ? holdsPlaceholder(raw) : anyPlaceholder(v);
}
function restsOnPlaceholder(raw, steps) {
  const v = valueAt2(raw, steps);
  if (typeof v === "string") return placeholderIn(v) !== void 0;
  const members = Array.isArray(v) ? v : isJsonObject(v) ? Object.values(v) : [];
  return members.some((m) => typeof m === "string" && placeholderIn(m) !== void 0);
}
function withStatusOf(value2, old) {
  const out = {};
  for (const k of Object.keys(value2)) if (k !== "status") out[k] = value2[k];
  if (old && isJsonObject(old) && Object.hasOwn(old, "status")) out.status = old.status;
  return out;
}
function isBlocking(e) {
  return e.type === "Required value" || e.type === "Unsupported value" || e.type === "Too long" || e.type === "Too many" || e.typeInvalid === true;
}
var NOT_CHECKED = {
  type: "Invalid value",
  path: void 0,
  value: null,
  hasValue: true,
  detail: "some validation rules were not checked because the object was invalid; correct the existing errors to complete validation"
};

// src/rules/cr/outcome-memo.ts
var BODIES = {
  name: "cr/ create outcomes by served version and body",
  create: () => /* @__PURE__ */ new WeakMap()
};
var STAND_IN_METADATA = { name: "a" };
function createOutcome(raw, served, cache, cluster) {
  const key3 = bodyKey(raw, served, cache);
  const metadata4 = raw.metadata;
  if (key3 === void 0 || !isJsonObject(metadata4))
    return validateCustomResource(raw, served, cache, void 0, cluster);
  const byServed = cache.get(BODIES);
  let bodies = byServed.get(served);
  if (!bodies) {
    bodies = /* @__PURE__ */ new Map();
    byServed.set(served, bodies);
  }
  let body = bodies.get(key3);
  if (body === void 0) {
    body = bodyOutcome(raw, served, cache, cluster);
    bodies.set(key3, body);
  } else if (body.k8sNameFormats !== cluster.k8sNameFormats) body = bodyOutcome(raw, served, cache, cluster);
  let metaErrors = validateRootMetadata(raw, "create");
  if (body.templated) metaErrors = metaErrors.filter((e) => !restsOnPlaceholder(raw, e.path.segments()));
  const unknown = unknownObjectMetaKeys(metadata4);
  if (metaErrors.length === 0 && unknown.length === 0) return body.outcome;
  const meta = metaErrors.map((error) => ({ ruleId: "cr/metadata", error }));
  const dropped = unknown.length === 0 ? body.outcome.dropped : [...body.outcome.dropped, ...unknown.map((k) => ["metadata", k])];
  if (body.celRan && metaErrors.some(isBlocking)) {
    const errors = [
      ...meta,
      ...body.outcome.errors.filter((e) => e.ruleId !== "cr/cel"),
      { ruleId: "cr/cel", error: NOT_CHECKED }
    ];
    return { ...body.outcome, errors, celNotEvaluated: [], dropped };
  }
  return { ...body.outcome, errors: [...meta, ...body.outcome.errors], dropped };
}
function judgedByBody(raw, versions2, cache) {
  return versions2.every((v) => bodyKey(raw, v, cache) !== void 0);
}
function bodyKey(raw, served, cache) {
  return readsRootMetadata(served.schema) ? void 0 : contentKey(cache, raw)?.body;
}
var isRootMetadataError = (e) => e.ruleId === "cr/metadata" && e.error.path?.segments()[0] === "metadata";
function bodyOutcome(raw, served, cache, cluster) {
  const standIn = { ...raw, metadata: STAND_IN_METADATA };
  const outcome = validateCustomResource(standIn, served, cache, void 0, cluster);
  const celRan = served.schema !== void 0 && served.hasCelRules && !outcome.errors.some((e) => e.error === NOT_CHECKED);
  return { outcome, templated: holdsPlaceholder(raw), celRan, k8sNameFormats: cluster.k8sNameFormats };
}
var ROOT_KEYS = /* @__PURE__ */ new Set(["type", "description", "title", "properties", "required"]);
var METADATA_KEYS = /* @__PURE__ */ new Set(["type", "description", "title"]);
var READS_METADATA = /* @__PURE__ */ new WeakMap();
function readsRootMetadata(schema4) {
  if (!schema4) return false;
  let reads = READS_METADATA.get(schema4);
  if (reads === void 0) {
    const properties = isJsonObject(schema4.raw.properties) ? schema4.raw.properties : {};
    const metadata4 = Object.hasOwn(properties, "metadata") ? properties.metadata : void 0;
    reads = Object.keys(schema4.raw).some((k) => !ROOT_KEYS.has(k)) || metadata4 !== void 0 && (!isJsonObject(metadata4) || Object.keys(metadata4).some((k) => !METADATA_KEYS.has(k)));
    READS_METADATA.set(schema4, reads);
  }
  return reads;
}

// src/rules/cr/custom-resource-review.ts
var REVIEWS = {
  name: "cr/ reviews by world",
  create: () => /* @__PURE__ */ new WeakMap()
};
function madeCustomResourceReview(ctx) {
  return ctx.cache.get(REVIEWS).get(ctx.head);
}
function customResourceReview(ctx) {
  const byWorld = ctx.cache.get(REVIEWS);
  let review = byWorld.get(ctx.head);
  if (!review) {
    review = reviewWorld(ctx);
    byWorld.set(ctx.head, review);
  }
  return review;
}
function reviewWorld(ctx) {
  const index = crdIndex(ctx, ctx.head);
  if (index.size === 0) return { reviewed: [], unserved: [], undropped: /* @__PURE__ */ new Set() };
  const baseIndex = ctx.base ? crdIndex(ctx, ctx.base) : void 0;
  const strict = ctx.config.cr?.fieldValidation === "Strict";
  const [major = 99, minor = 99] = (ctx.config.crd?.minKubernetesVersion ?? "99.99").split(".").map(Number);
  const cluster = { k8sNameFormats: major > 1 || major === 1 && minor >= 34 };
  const reviewed = [];
  const unserved = [];
  const undropped = /* @__PURE__ */ new Set();
  for (const o of candidates(ctx.head, index)) {
    if (!isJsonObject(o.value.metadata)) continue;
    const m = match(index, o);
    if (m.kind === "unserved") unserved.push({ object: o, crds: m.crds });
    if (m.kind !== "served") continue;
    const base = ctx.baseOf(o);
    const viaWebhook = (served) => base !== void 0 && base.version !== o.version && served.conversion === "Webhook";
    let first;
    let common = [];
    let allDrop = true;
    for (const served of m.versions) {
      const outcome = base ? validateCustomResource(
        o.value,
        served,
        ctx.cache,
        viaWebhook(served) ? "not converted" : oldObjectOf(base, baseIndex),
        cluster
      ) : createOutcome(o.value, served, ctx.cache, cluster);
      common = first === void 0 ? [...outcome.errors] : commonErrors(common, outcome.errors);
      if (first === void 0 && outcome.dropped.length === 0) undropped.add(o);
      first ??= outcome;
      allDrop &&= outcome.dropped.length > 0;
      if (common.length === 0 && !(strict && allDrop)) break;
      if (!base && !strict && common.every(isRootMetadataError) && judgedByBody(o.value, m.versions, ctx.cache)) break;
    }
    const firstServed = m.versions[0];
    if (!first || !firstServed) continue;
    const refusedAtDecoding = strict && allDrop;
    reviewed.push({
      object: o,
      crd: m.crdNames,
      version: firstServed.version,
      operation: first.operation,
      errors: refusedAtDecoding ? [] : common,
      celNotEvaluated: refusedAtDecoding ? [] : first.celNotEvaluated,
      ...base && m.versions.some(viaWebhook) ? { notConverted: base.apiVersion } : {}
    });
  }
  return { reviewed, unserved, undropped };
}
function oldObjectOf(base, baseIndex) {
  const baseCrds = baseIndex?.get(`${base.group}/${base.kind}`) ?? [];
  const stored = baseCrds.map((crd) => servedVersion(crd, base.version)).find((v) => v !== void 0);
  return { raw: base.value, stored };
}
function commonErrors(kept, other) {
  const keyOf4 = (e) => `${e.ruleId} ${printedPath(e.error)} ${e.error.type}`;
  const returned = new Set(other.map(keyOf4));
  return kept.filter((e) => returned.has(keyOf4(e)));
}

// src/rules/cr/mutating-webhooks.ts
var GROUP = "admissionregistration.k8s.io";
var KIND = "MutatingWebhookConfiguration";
var WEBHOOKS = {
  name: "cr/ mutating webhooks by world",
  create: () => /* @__PURE__ */ new WeakMap()
};
function mutatingWebhooks(ctx) {
  const byWorld = ctx.cache.get(WEBHOOKS);
  let found = byWorld.get(ctx.head);
  if (!found) {
    found = ctx.head.ofKind(GROUP, KIND).flatMap(webhooksOf);
    byWorld.set(ctx.head, found);
  }
  return found;
}
function webhooksOf(configuration) {
  const webhooks = configuration.value.webhooks;
  if (!Array.isArray(webhooks)) return [];
  return webhooks.filter(isJsonObject).flatMap((w) => {
    const name = typeof w.name === "string" && w.name !== "" ? w.name : configuration.name;
    if (Array.isArray(w.rules)) {
      return [
        {
          name,
          rules: w.rules.filter(isJsonObject).map((r) => ({
            operations: strings2(r.operations),
            apiGroups: strings2(r.apiGroups),
            apiVersions: strings2(r.apiVersions),
            resources: strings2(r.resources)
          }))
        }
      ];
    }
    return isJsonObject(w.clientConfig) ? [{ name }] : [];
  });
}
var strings2 = (v) => Array.isArray(v) ? v.filter((s) => typeof s === "string") : [];
function webhookMutating(webhooks, request) {
  const operation = request.operation === "create" ? "CREATE" : "UPDATE";
  const names3 = (list2, value2) => list2.includes("*") || list2.includes(value2);
  return webhooks.find(
    (w) => w.rules === void 0 || w.rules.some(
      (r) => names3(r.operations, operation) && names3(r.apiGroups, request.group) && names3(r.apiVersions, request.version) && (r.resources.includes("*/*") || names3(r.resources, request.resource))
    )
  );
}
function webhookFilling(webhooks, r, e) {
  if (webhooks.length === 0 || e.ruleId !== "cr/schema" || e.error.type !== "Required value") return void 0;
  const resource = r.crd.split(".")[0] ?? "";
  return webhookMutating(webhooks, {
    group: r.object.group,
    version: r.object.version,
    resource,
    operation: r.operation
  });
}

// src/rules/cr/cel.ts
var cel = defineRule({
  id: "cr/cel",
  meta: {
    severity: "error",
    description: "a custom resource that fails an x-kubernetes-validations rule of its CRD, or whose rules the apiserver would not check because of other errors",
    messages: {
      ...CR_MESSAGES,
      notEvaluated: "the x-kubernetes-validations rule {{rule}} (at {{at}}) of {{crd}} version {{version}} was not evaluated offline: {{reason}}; the apiserver may still reject this resource",
      notEvaluatedAll: "the x-kubernetes-validations rules of {{crd}} version {{version}} were not evaluated offline: {{reason}}; the apiserver may still reject this resource",
      notEvaluatedMany: "{{count}} x-kubernetes-validations rules of {{crd}} version {{version}} were not evaluated offline ({{rules}}): {{reason}}; the apiserver may still reject this resource",
      notCheckedUnlessWebhook: "the x-kubernetes-validations rules of {{crd}} were not checked, because of required fields the mutating webhook {{webhook}} may set first (see the cr/schema warnings); if it does not, the apiserver rejects the resource with: {{line}}"
    }
  },
  check: (ctx) => {
    const webhooks = mutatingWebhooks(ctx);
    return customResourceReview(ctx).reviewed.flatMap((r) => {
      const reports = r.errors.filter((e) => e.ruleId === "cr/cel").map((e) => reportOf(r, e, webhooks));
      const byReason = /* @__PURE__ */ new Map();
      for (const n of r.celNotEvaluated) byReason.set(n.reason, [...byReason.get(n.reason) ?? [], n]);
      for (const [reason, list2] of byReason) {
        const first = list2[0];
        if (!first) continue;
        const where = (n) => n.path?.toString() ?? "<nil>";
        reports.push({
          // '*': every rule of the resource (cr/validate-custom-resource.ts, a templated manifest).
          messageId: first.rule === "*" ? "notEvaluatedAll" : list2.length === 1 ? "notEvaluated" : "notEvaluatedMany",
          object: r.object,
          path: list2.length === 1 ? first.path ?? KIND_LINE2 : KIND_LINE2,
          severity: "notice",
          data: {
            rule: JSON.stringify(first.rule),
            at: where(first),
            count: list2.length,
            rules: listText(list2.map((n) => `${JSON.stringify(n.rule)} at ${where(n)}`)),
            crd: r.crd,
            version: r.version,
            reason,
            operation: r.operation,
            notEvaluated: list2.map((n) => ({ path: where(n), rule: n.rule }))
          },
          discriminator: reason,
          identity: "not evaluated"
        });
      }
      return reports;
    });
  }
});
function reportOf(r, e, webhooks) {
  const report3 = crReport(r, e.error);
  if (e.error !== NOT_CHECKED || webhooks.length === 0) return report3;
  const blocking = r.errors.filter((b) => isBlocking(b.error));
  const filling = blocking.map((b) => webhookFilling(webhooks, r, b));
  const webhook = filling[0];
  if (webhook === void 0 || filling.some((w) => w === void 0)) return report3;
  const { apiserver: _unknown, ...rest } = report3;
  return {
    ...rest,
    messageId: "notCheckedUnlessWebhook",
    severity: "warning",
    data: { ...report3.data, webhook: webhook.name }
  };
}
var KIND_LINE2 = FieldPath.of("kind");
var listText = (items) => items.length <= 3 ? items.join(", ") : `${items.slice(0, 3).join(", ")} and ${items.length - 3} more`;

// src/rules/cr/crd-not-found.ts
var BUILT_IN_GROUPS = /* @__PURE__ */ new Set([
  "",
  "admissionregistration.k8s.io",
  "apiextensions.k8s.io",
  "apiregistration.k8s.io",
  "apps",
  "authentication.k8s.io",
  "authorization.k8s.io",
  "autoscaling",
  "batch",
  "certificates.k8s.io",
  "coordination.k8s.io",
  "discovery.k8s.io",
  "events.k8s.io",
  "extensions",
  "flowcontrol.apiserver.k8s.io",
  "internal.apiserver.k8s.io",
  "networking.k8s.io",
  "node.k8s.io",
  "policy",
  "rbac.authorization.k8s.io",
  "resource.k8s.io",
  "scheduling.k8s.io",
  "storage.k8s.io",
  "storagemigration.k8s.io",
  "metrics.k8s.io",
  "custom.metrics.k8s.io",
  "external.metrics.k8s.io"
]);
var isToolConfigGroup = (group) => group.endsWith(".config.k8s.io") || group === "kubeadm.k8s.io" || group === "kind.x-k8s.io" || group === "config.kubernetes.io";
var crdNotFound = defineRule({
  id: "cr/crd-not-found",
  meta: {
    severity: "notice",
    offByDefault: true,
    description: "a custom resource whose group and kind no CRD of the repository defines, so it could not be validated",
    messages: {
      notFound: "no CRD in the repository{{catalogText}} defines kind {{kind}} in group {{group}}: this resource was not validated against a schema"
    }
  },
  check: (ctx) => {
    const candidates2 = ctx.head.objects.filter((o) => !BUILT_IN_GROUPS.has(o.group) && !isToolConfigGroup(o.group));
    if (candidates2.length === 0) return [];
    const kinds = new Set(candidates2.map((o) => o.kind));
    const defined = new Set(
      [...ctx.head.crdsDefining(kinds), ...ctx.services?.crdCatalog?.crds ?? []].map(groupKindOf)
    );
    const catalogText = ctx.services?.crdCatalog ? " or its cr.catalog" : "";
    return candidates2.filter((o) => !defined.has(`${o.group}/${o.kind}`)).map((o) => ({
      messageId: "notFound",
      object: o,
      path: KIND2,
      data: { kind: o.kind, group: o.group, catalogText }
    }));
  }
});
var KIND2 = FieldPath.of("kind");
function groupKindOf(crd) {
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  const names3 = isJsonObject(spec.names) ? spec.names : {};
  return `${String(spec.group)}/${String(names3.kind)}`;
}

// src/rules/cr/list-type.ts
var listType = defineRule({
  id: "cr/list-type",
  meta: {
    severity: "error",
    description: "a custom resource with duplicate items in an x-kubernetes-list-type set or map list",
    messages: CR_MESSAGES
  },
  check: (ctx) => customResourceReview(ctx).reviewed.flatMap(
    (r) => r.errors.filter((e) => e.ruleId === "cr/list-type").map((e) => crReport(r, e.error))
  )
});

// src/rules/cr/metadata.ts
var metadata2 = defineRule({
  id: "cr/metadata",
  meta: {
    severity: "error",
    description: "a custom resource whose metadata, or an embedded resource's apiVersion, kind or metadata, the apiserver rejects",
    messages: CR_MESSAGES
  },
  check: (ctx) => customResourceReview(ctx).reviewed.flatMap(
    (r) => r.errors.filter((e) => e.ruleId === "cr/metadata").map((e) => crReport(r, e.error))
  )
});

// src/rules/cr/schema.ts
var schema2 = defineRule({
  id: "cr/schema",
  meta: {
    severity: "error",
    description: "a custom resource that the apiserver's OpenAPI validation of its CRD's schema rejects (types, formats, enums, required fields, bounds, patterns, scale replicas)",
    messages: {
      ...CR_MESSAGES,
      requiredUnlessWebhook: "{{line}}, unless the mutating webhook {{webhook}} sets it: webhooks run before schema validation, and those built on controller-runtime or knative add every field their Go type declares without omitempty (the fields controller-gen marks required)",
      notConverted: "the stored object is {{stored}}, which only the conversion webhook of {{crd}} converts to {{version}}: this update was validated without it (no ratcheting, no transition rules), so an unchanged invalid value the apiserver would accept may be reported"
    }
  },
  check: (ctx) => {
    const webhooks = mutatingWebhooks(ctx);
    return customResourceReview(ctx).reviewed.flatMap((r) => {
      const reports = r.errors.filter((e) => e.ruleId === "cr/schema" && !e.reportedByUnknownField).map((e) => reportOf2(r, e, webhooks));
      if (r.notConverted)
        reports.push({
          messageId: "notConverted",
          object: r.object,
          path: API_VERSION,
          severity: "notice",
          data: { stored: r.notConverted, crd: r.crd, version: r.object.apiVersion }
        });
      return reports;
    });
  }
});
function reportOf2(r, e, webhooks) {
  const report3 = crReport(r, e.error);
  const webhook = webhookFilling(webhooks, r, e);
  if (!webhook) return report3;
  const { apiserver: _unknown, ...rest } = report3;
  return {
    ...rest,
    messageId: "requiredUnlessWebhook",
    severity: "warning",
    data: { ...report3.data, webhook: webhook.name }
  };
}
var API_VERSION = FieldPath.of("apiVersion");

// src/rules/crd/pruning/drop-groups.ts
function groupDrops(drops) {
  const byHolder = /* @__PURE__ */ new Map();
  for (const d of drops) {
    const list2 = byHolder.get(d.holder);
    if (list2) list2.push(d);
    else byHolder.set(d.holder, [d]);
  }
  return [...byHolder].map(([holder, list2]) => ({
    holder,
    first: list2[0],
    drops: list2,
    places: new Set(list2.map((d) => JSON.stringify(d.path.slice(0, -1)))).size,
    names: [...new Set(list2.map((d) => String(d.path[d.path.length - 1])))]
  }));
}

// src/rules/crd/pruning/rejections.ts
function rejectionsOf(value2, schema4, path) {
  const actual = Array.isArray(value2) ? "array" : isJsonObject(value2) ? "object" : void 0;
  if (!actual) return [];
  const out = [];
  const type = typeRejection(schema4, actual, path);
  if (type) out.push(type);
  if (actual === "object" && isJsonObject(value2) && schema4.additionalProperties === false) {
    const props = isJsonObject(schema4.raw.properties) ? schema4.raw.properties : {};
    const parent = openapiPath(path);
    for (const key3 of Object.keys(value2)) {
      if (Object.hasOwn(props, key3)) continue;
      out.push({
        path: [...path, key3],
        reason: "forbidden",
        declared: "object",
        actual,
        error: invalid(FieldPath.of(parent), key3, `${parent}.${key3} in body is a forbidden property`)
      });
    }
  }
  return out;
}
function typeRejection(s, actual, path) {
  const types = s.intOrString ? ["integer", "string"] : s.type === "" ? [] : [s.type];
  const format = keptFormat(types, s.format);
  if (types.length === 0 && format === "") return void 0;
  const name = openapiPath(path);
  const declared = types.join(",");
  if (actual === "object" && format !== "" && !types.includes("object")) {
    return {
      path,
      reason: "type",
      declared: declared || format,
      actual,
      error: invalid(FieldPath.of(name), "", `${name} in body must be of type ${format}: ""`)
    };
  }
  if (actual === "array" && format !== "" && !types.includes("number") && !types.includes("integer")) return void 0;
  if (types.includes(actual)) return void 0;
  return {
    path,
    reason: "type",
    declared,
    actual,
    error: invalid(FieldPath.of(name), actual, `${name} in body must be of type ${declared}: "${actual}"`)
  };
}
function keptFormat(types, format) {
  if (format === "") return "";
  const only = types.length === 1 ? types[0] : "";
  switch (only) {
    case "":
    case "string":
      return unrecognizedFormat("string", format) === void 0 ? format : "";
    case "integer":
      return format === "int32" || format === "int64" ? format : "";
    case "number":
      return format === "float" || format === "double" ? format : "";
    default:
      return "";
  }
}
function openapiPath(path) {
  let out = "";
  for (const step2 of path) out += typeof step2 === "number" ? `[${step2}]` : out === "" ? step2 : `.${step2}`;
  return out;
}

// src/rules/cr/unknown-field.ts
var messages5 = {
  pruned: "{{field}} is not declared in the schema of {{crd}} version {{version}}: the apiserver drops it (or refuses the object, under the strict field validation kubectl apply uses by default), so it is never stored",
  metadata: "{{field}} is not a field of ObjectMeta: the apiserver drops it (or refuses the object, under the strict field validation kubectl apply uses by default), so it is never stored",
  prunedMany: "{{holderText}} does not declare {{namesText}} in the schema of {{crd}} version {{version}}: the apiserver drops {{count}} fields{{placesText}} (or refuses the object, under the strict field validation kubectl apply uses by default), so they are never stored ({{dropped}})",
  prunedAll: "{{holderText}} is an object with no properties in the schema of {{crd}} version {{version}}, so the apiserver drops all {{count}} fields set under it{{placesText}} ({{namesText}}), or refuses the object, under the strict field validation kubectl apply uses by default; declare them in the CRD, or mark it x-kubernetes-preserve-unknown-fields if it holds arbitrary data",
  metadataMany: "ObjectMeta has no field {{namesText}}: the apiserver drops {{count}} fields of {{holderText}}{{placesText}} (or refuses the object, under the strict field validation kubectl apply uses by default), so they are never stored ({{dropped}})",
  wrongType: "{{field}} is {{actualText}} where the schema of {{crd}} version {{version}} declares {{declaredText}}: the apiserver prunes {{dropped}} from it and then rejects the resource ({{error}})",
  braces: '{{field}} is {{mapping}}, which YAML reads as a mapping, where the schema of {{crd}} version {{version}} declares {{declaredText}}: the apiserver prunes its keys and then rejects the resource ({{error}}); write "{{mapping}}" in quotes if a string is meant',
  strict: "{{field}} is not declared in the schema of {{crd}} version {{version}}: under strict field validation (cr.fieldValidation: Strict, what kubectl apply asks for) the apiserver refuses the object: {{error}}",
  forbidden: "{{field}} is not allowed, as the schema of {{crd}} version {{version}} sets additionalProperties: false above it: the apiserver prunes {{dropped}} from its value and then rejects the resource ({{error}})"
};
var unknownField = defineRule({
  id: "cr/unknown-field",
  meta: {
    severity: "warning",
    description: "a custom resource sets a field its CRD schema does not declare, which the apiserver prunes (or, under strict field validation, refuses)",
    messages: messages5
  },
  check: (ctx) => {
    const index = crdIndex(ctx, ctx.head);
    if (index.size === 0) return [];
    const fieldValidation = ctx.config.cr?.fieldValidation ?? "Warn";
    const undropped = madeCustomResourceReview(ctx)?.undropped;
    return candidates(ctx.head, index).flatMap((o) => {
      if (undropped?.has(o)) return [];
      const m = match(index, o);
      return m.kind === "served" ? prunedFieldsOf(o, m.versions, m.crdNames, fieldValidation, ctx.cache) : [];
    });
  }
});
function prunedFieldsOf(o, serving, crd, fieldValidation, cache) {
  const first = serving[0];
  if (!first) return [];
  let common;
  for (const s of serving) {
    const outcome = memoizedOutcomeOf(o, s, cache);
    common = common ? {
      pruned: intersect(common.pruned, outcome.pruned, declaringHolder),
      metadata: intersect(common.metadata, outcome.metadata),
      rejected: intersect(common.rejected, outcome.rejected)
    } : outcome;
    if (common.pruned.size === 0 && common.metadata.size === 0 && common.rejected.size === 0) return [];
  }
  if (!common) return [];
  const version2 = first.version;
  if (fieldValidation === "Strict") return strictReports(o, common, crd, version2);
  const rejected = [...common.rejected.values()].map(({ rejection: rejection2, dropped }) => {
    const path = toFieldPath(rejection2.path);
    const mapping = rejection2.reason === "type" ? bracesText(valueAt3(o.value, rejection2.path), rejection2.declared) : void 0;
    return {
      messageId: rejection2.reason === "forbidden" ? "forbidden" : mapping ? "braces" : "wrongType",
      object: o,
      path,
      severity: "error",
      apiserver: rejection2.error,
      data: {
        field: path.toString(),
        crd,
        version: version2,
        actualText: rejection2.actual === "object" ? "a mapping" : "a list",
        declaredText: typeText2(rejection2.declared),
        dropped: droppedText(dropped),
        droppedFields: dropped.map((p) => toFieldPath(p).toString()),
        error: renderFieldError(rejection2.error),
        ...mapping ? { mapping } : {}
      }
    };
  });
  if (fieldValidation === "Ignore") return rejected;
  const quiet = (kind, drops) => groupDrops(drops.values()).map((g) => quietReport(o, kind, g, crd, version2));
  return [...quiet("pruned", common.pruned), ...quiet("metadata", common.metadata), ...rejected];
}
function strictReports(o, common, crd, version2) {
  const paths = [...common.pruned.values(), ...common.metadata.values()].map((d) => d.path);
  for (const { dropped } of common.rejected.values()) paths.push(...dropped);
  return paths.map((p) => {
    const path = toFieldPath(p);
    const dotted = p.map((s, i) => typeof s === "number" ? `[${s}]` : i === 0 ? s : `.${s}`).join("");
    const detail = `strict decoding error: unknown field "${dotted}"`;
    return {
      messageId: "strict",
      object: o,
      path,
      severity: "error",
      apiserver: { path: dotted, type: "unknown field", detail },
      data: { field: path.toString(), crd, version: version2, error: detail }
    };
  });
}
function quietReport(o, kind, group, crd, version2) {
  const path = toFieldPath(group.first.path);
  if (group.drops.length === 1)
    return { messageId: kind, object: o, path, data: { field: path.toString(), crd, version: version2 } };
  const messageId = kind === "metadata" ? "metadataMany" : group.drops.every((d) => hasNoProperties(d.holderSchema)) ? "prunedAll" : "prunedMany";
  return {
    messageId,
    object: o,
    path,
    // The resource and the node, not the first key: the finding stays the same finding when
    // items are added, removed or reordered.
    identity: `${kind} under ${group.holder}`,
    data: {
      holder: group.holder,
      // In one place, the object itself (spec.resources[0]); in several, the schema's place.
      holderText: group.places === 1 ? objectText(group.first.path.slice(0, -1)) : placeText(group.holder),
      crd,
      version: version2,
      count: group.drops.length,
      places: group.places,
      placesText: group.places === 1 ? "" : ` in ${group.places} places of this object`,
      names: group.names,
      namesText: listText2(group.names, messageId === "prunedAll" ? "and" : "or"),
      dropped: droppedText(group.drops.map((d) => d.path)),
      droppedFields: group.drops.map((d) => toFieldPath(d.path).toString())
    }
  };
}
var OUTCOMES = {
  name: "cr/unknown-field outcomes by served version and content",
  create: () => /* @__PURE__ */ new WeakMap()
};
function memoizedOutcomeOf(o, s, cache) {
  const content = contentKey(cache, o.value);
  if (content === void 0) return outcomeOf(o.value, s);
  const byServed = cache.get(OUTCOMES);
  let bodies = byServed.get(s);
  if (!bodies) {
    bodies = /* @__PURE__ */ new Map();
    byServed.set(s, bodies);
  }
  let byMetadata = bodies.get(content.body);
  if (!byMetadata) {
    byMetadata = /* @__PURE__ */ new Map();
    bodies.set(content.body, byMetadata);
  }
  let outcome = byMetadata.get(content.metadata);
  if (!outcome) {
    outcome = outcomeOf(o.value, s);
    byMetadata.set(content.metadata, outcome);
  }
  return outcome;
}
function outcomeOf(value2, s) {
  const rejections = [];
  const result = prune(
    value2,
    s.schema,
    true,
    (value3, schema4, path) => rejections.push(...rejectionsOf(value3, schema4, path))
  );
  const outcome = { pruned: /* @__PURE__ */ new Map(), metadata: /* @__PURE__ */ new Map(), rejected: /* @__PURE__ */ new Map() };
  const place = (d, quiet) => {
    const p = d.path;
    let holder;
    for (const r of rejections)
      if (r.path.length < p.length && isPrefix(r.path, p) && (!holder || r.path.length > holder.path.length))
        holder = r;
    if (!holder) {
      quiet.set(JSON.stringify(p), d);
      return;
    }
    const key3 = `${JSON.stringify(holder.path)} ${holder.error.type} ${holder.error.path.toString()}`;
    const entry = outcome.rejected.get(key3);
    if (entry) entry.dropped.push(p);
    else outcome.rejected.set(key3, { rejection: holder, dropped: [p] });
  };
  for (const d of result.drops) place(d, outcome.pruned);
  for (const m of result.metadata) {
    for (const k of unknownObjectMetaKeys(valueAt3(value2, m.path)))
      place({ path: [...m.path, k], holder: m.place, holderSchema: void 0 }, outcome.metadata);
  }
  return outcome;
}
var isPrefix = (prefix, p) => prefix.every((step2, i) => p[i] === step2);
var TYPE_TEXT = {
  string: "a string",
  integer: "an integer",
  number: "a number",
  boolean: "a boolean",
  array: "a list",
  object: "an object",
  "integer,string": "an integer or a string"
};
var typeText2 = (declared) => TYPE_TEXT[declared] ?? `type ${declared}`;
var hasNoProperties = (s) => s === void 0 || s.properties.size === 0;
var placeText = (place) => place === "" ? "the top level" : place;
var objectText = (p) => p.length === 0 ? "the top level" : toFieldPath(p).toString();
function listText2(names3, conjunction) {
  if (names3.length > 5)
    return `${names3.slice(0, 5).join(", ")} ${conjunction} ${names3.length - 5} ${conjunction === "or" ? "others" : "more"}`;
  return names3.length === 1 ? String(names3[0]) : `${names3.slice(0, -1).join(", ")} ${conjunction} ${names3[names3.length - 1]}`;
}
function droppedText(dropped) {
  const names3 = dropped.map((p) => toFieldPath(p).toString());
  return names3.length <= 3 ? names3.join(", ") : `${names3.slice(0, 3).join(", ")} and ${names3.length - 3} more`;
}
function bracesText(value2, declared) {
  if (!isJsonObject(value2) || declared !== "string" && declared !== "integer,string") return void 0;
  const keys = Object.keys(value2);
  if (keys.length === 0 || keys.some((k) => value2[k] !== null)) return void 0;
  return `{${keys.join(", ")}}`;
}
function intersect(a, b, pick = (x) => x) {
  const out = /* @__PURE__ */ new Map();
  for (const [k, x] of a) {
    const y = b.get(k);
    if (y !== void 0) out.set(k, pick(x, y));
  }
  return out;
}
var declaringHolder = (x, y) => hasNoProperties(x.holderSchema) ? y : x;
function valueAt3(root, path) {
  let v = root;
  for (const step2 of path) {
    if (typeof step2 === "number") v = Array.isArray(v) ? v[step2] : void 0;
    else
      v = typeof v === "object" && v !== null && !Array.isArray(v) && Object.hasOwn(v, step2) ? v[step2] : void 0;
  }
  return v;
}
function toFieldPath(p) {
  const [head, ...rest] = p;
  let path = FieldPath.of(String(head));
  for (const step2 of rest) {
    if (typeof step2 === "number") path = path.index(step2);
    else path = step2.includes(".") ? path.key(step2) : path.child(step2);
  }
  return path;
}

// src/rules/cr/unserved-version.ts
var unservedVersion = defineRule({
  id: "cr/unserved-version",
  meta: {
    severity: "error",
    description: "a custom resource whose apiVersion names a version its CRD does not serve",
    messages: {
      unserved: 'no matches for kind "{{kind}}" in version "{{apiVersion}}": {{crd}} serves {{served}}'
    }
  },
  check: (ctx) => customResourceReview(ctx).unserved.map((u) => {
    const served = [
      ...new Set(
        u.crds.flatMap(
          (crd) => crdVersions(crd).filter((v) => v.served === true).map((v) => String(v.name))
        )
      )
    ];
    return {
      messageId: "unserved",
      object: u.object,
      path: API_VERSION2,
      data: {
        kind: u.object.kind,
        apiVersion: u.object.apiVersion,
        crd: [...new Set(u.crds.map((c) => c.name))].join(", "),
        served: served.length === 0 ? "no version" : served.map((v) => `${u.object.group}/${v}`).join(", ")
      }
    };
  })
});
var API_VERSION2 = FieldPath.of("apiVersion");

// src/rules/cr/index.ts
var crRules = [schema2, metadata2, listType, cel, unknownField, unservedVersion, crdNotFound];

// src/rules/crd/api-version/api-version.ts
var SERVED_VERSION = "v1";
var SERVED_API_VERSION = "apiextensions.k8s.io/v1";
var V1BETA1_ONLY = ["version", "validation", "subresources", "additionalPrinterColumns"];
function isRenameToV1(crd) {
  const spec = crd.value.spec;
  if (!isJsonObject(spec) || V1BETA1_ONLY.some((k) => Object.hasOwn(spec, k)) || spec.preserveUnknownFields === true)
    return false;
  const conversion3 = spec.conversion;
  if (isJsonObject(conversion3) && (Object.hasOwn(conversion3, "webhookClientConfig") || Object.hasOwn(conversion3, "conversionReviewVersions")))
    return false;
  const versions2 = spec.versions;
  return Array.isArray(versions2) && versions2.length > 0 && versions2.every(
    (v) => isJsonObject(v) && isJsonObject(v.schema) && (v.additionalPrinterColumns === void 0 || Array.isArray(v.additionalPrinterColumns) && v.additionalPrinterColumns.every((c) => isJsonObject(c) && !Object.hasOwn(c, "JSONPath")))
  );
}
var notServedDetail = (apiVersion2) => `no matches for kind "CustomResourceDefinition" in version ${goQuote(apiVersion2)}`;
var apiVersion = defineRule({
  id: "crd/api-version",
  scope: "object",
  meta: {
    severity: "error",
    description: "a CustomResourceDefinition is not apiextensions.k8s.io/v1, the only version served since Kubernetes 1.22",
    messages: {
      v1beta1: "{{apiVersion}} CustomResourceDefinitions are not served since Kubernetes 1.22, so the apiserver answers 404 NotFound: convert {{name}} to apiextensions.k8s.io/v1 (versions[].schema, served and storage per version)",
      unknown: "{{apiVersion}} is not a version of CustomResourceDefinition, so the apiserver answers 404 NotFound: use apiextensions.k8s.io/v1"
    }
  },
  check: (ctx) => ctx.head.crds().filter((crd) => crd.version !== SERVED_VERSION).map((crd) => ({
    messageId: crd.version === "v1beta1" ? "v1beta1" : "unknown",
    object: crd,
    path: FieldPath.of("apiVersion"),
    data: { apiVersion: crd.apiVersion, name: crd.name },
    // A 404 for the whole request: it has no field path.
    apiserver: requestError("NotFound", notServedDetail(crd.apiVersion)),
    // Offered where the version is all that is wrong: a version that does not exist (the message
    // names its replacement), or a v1beta1 manifest already written as v1.
    ...crd.version !== "v1beta1" || isRenameToV1(crd) ? { fix: { kind: "set-scalar", was: crd.apiVersion, value: SERVED_API_VERSION } } : {}
  }))
});

// src/rules/crd/list-type/list-type.ts
var listType2 = defineRule({
  id: "crd/list-type",
  scope: "object",
  meta: {
    severity: "error",
    description: "x-kubernetes-list-type or x-kubernetes-list-map-keys is used in a way kube-apiserver rejects",
    messages: {
      listTypeNeedsArray: "`x-kubernetes-list-type` needs `type: array` on the same schema",
      listTypeValue: "`x-kubernetes-list-type: {{listType}}` is not supported: use atomic, set or map",
      mapKeysNeedMapType: "`x-kubernetes-list-map-keys` needs `x-kubernetes-list-type: map` on the same schema",
      mapKeysRequired: "a list with `x-kubernetes-list-type: map` needs `x-kubernetes-list-map-keys`: name the item properties that identify an entry",
      mapItemsRequired: "a list with `x-kubernetes-list-type: map` needs an `items` schema",
      mapItemsTuple: "a list with `x-kubernetes-list-type: map` needs one `items` schema, not a list of schemas",
      mapItemsObject: "the items of a list with `x-kubernetes-list-type: map` must be `type: object`",
      mapKeyNotProperty: "list map key {{key}} is not a property of the items: add it to items.properties or remove it from x-kubernetes-list-map-keys",
      mapKeyScalar: "list map key {{key}} must be a scalar (string, integer, number or boolean), not an object or array",
      mapKeyDuplicate: "list map key {{key}} is listed twice in x-kubernetes-list-map-keys: remove the duplicate",
      mapKeyDefaultOrRequired: "list map key {{key}} must always have a value: add it to the items' `required`, or give it a `default`",
      mapKeyNullable: "list map key {{key}} cannot be nullable: remove `nullable: true`",
      itemsNullable: "the items of a list with `x-kubernetes-list-type: {{listType}}` cannot be nullable: remove `nullable: true`",
      setItemsAtomic: "the items of a list with `x-kubernetes-list-type: set` must be atomic: set `{{key}}: atomic` on the items (or use a map list with keys)"
    }
  },
  check: (ctx) => servedCrds(ctx.head).flatMap((crd) => {
    const base = ctx.baseOf(crd);
    return crdSchemas(crd).flatMap((s) => schemaReports(crd, s, listTypeErrors(s, base)));
  })
});

// src/rules/crd/defaults/defaults-options.ts
function defaultsOptions(cache, base) {
  const compiler = cache.get(CEL_COMPILER);
  return {
    requirePrunedDefaults: requirePrunedDefaults(base),
    patterns: cache.get(COMPILED_PATTERNS),
    cel: {
      evaluator: cache.get(RULE_EVALUATOR),
      // A rule that does not compile is crd/cel's finding; the apiserver would not evaluate it.
      compiles: (node2, isResourceRoot, rule) => {
        const expressions = rule.messageExpression === "" ? [rule.rule] : [rule.rule, rule.messageExpression];
        const selfType = compiler.selfType(node2, isResourceRoot, expressions);
        const optional = rule.optionalOldSelf === true;
        return compiler.compile(rule.rule, "rule", selfType, optional).kind === "ok" && (rule.messageExpression === "" || compiler.compile(rule.messageExpression, "messageExpression", selfType, optional).kind === "ok");
      },
      stats: cache.get(DEFAULT_CEL_STATS)
    }
  };
}

// src/rules/crd/cel/environment-versions.ts
var VERSIONED_LIBRARIES = [
  // library.IP and library.CIDR; `ip` is both the constructor and net.CIDR's ip().
  {
    introduced: 30,
    functions: /* @__PURE__ */ new Set([
      "ip",
      "isIP",
      "family",
      "isUnspecified",
      "isLoopback",
      "isLinkLocalMulticast",
      "isLinkLocalUnicast",
      "isGlobalUnicast",
      "cidr",
      "isCIDR",
      "containsIP",
      "containsCIDR",
      "masked",
      "prefixLength"
    ]),
    namespace: { name: "ip", functions: /* @__PURE__ */ new Set(["isCanonical"]) }
  },
  // library.Format: `format.<name>()`, `format.named(name)`, and NamedFormat's validate().
  {
    introduced: 31,
    functions: /* @__PURE__ */ new Set(["validate"]),
    namespace: { name: "format", functions: /* @__PURE__ */ new Set([...FORMAT_NAMES, "named"]) }
  },
  // library.SemverLib(SemverVersion(1)); isGreaterThan, isLessThan and compareTo are Quantity's (1.28) too.
  { introduced: 33, functions: /* @__PURE__ */ new Set(["semver", "isSemver", "major", "minor", "patch"]) },
  // ext.Lists(ext.ListsVersion(3)); sortBy is a macro the compiler does not declare.
  {
    introduced: 34,
    functions: /* @__PURE__ */ new Set(["slice", "flatten", "sort", "reverse", "distinct"]),
    namespace: { name: "lists", functions: /* @__PURE__ */ new Set(["range"]) }
  }
];
var MAX_ISSUES = 100;
function minorOf(version2) {
  const [, minor = "0"] = version2.split(".");
  return Number(minor);
}
var CelEnvironments = class {
  /** `minKubernetesVersion` from the configuration; `preexisting`, the expressions of the stored CRD on update. */
  constructor(minKubernetesVersion, preexisting) {
    this.minKubernetesVersion = minKubernetesVersion;
    this.preexisting = preexisting;
    this.storedMinor = minorOf(minKubernetesVersion);
  }
  minKubernetesVersion;
  preexisting;
  storedMinor;
  /** Whether the stored CRD has `expression`, so that it compiles in the stored environment. */
  isStored(expression, kind) {
    return kind === "rule" ? this.preexisting.rules.has(expression) : this.preexisting.messageExpressions.has(expression);
  }
  /** The compatibility version a new expression must compile for: the oldest cluster's minor less one. */
  get newExpressionsVersion() {
    return `1.${this.storedMinor - 1}`;
  }
  /**
   * The detail of the compilation error of an expression that compiles in the newest environment
   * (crd/cel's "ok"), in the environment the cluster picks for it; undefined when it compiles
   * there too, or when its issues are more than cel-go would list. `gated`: the outcome's issues
   * that only older environments report (typed-selects.ts).
   */
  issues(ast, expression, kind, gated) {
    const minor = this.isStored(expression, kind) ? this.storedMinor : this.storedMinor - 1;
    const missing2 = VERSIONED_LIBRARIES.filter((l) => l.introduced > minor);
    const found = missing2.length === 0 ? [] : undeclaredCalls(ast, expression, missing2).map((c) => ({
      offset: c.offset,
      message: `undeclared reference to '${c.name}' (in container '')`
    }));
    for (const issue of gated) if (issue.fixedIn !== void 0 && issue.fixedIn > minor) found.push(issue);
    if (found.length === 0 || found.length > MAX_ISSUES) return void 0;
    const lines = found.sort((a, b) => a.offset - b.offset).map((i) => celIssue(expression, i.offset, i.message));
    return compilationFailed(kind, lines.join("\n"));
  }
};
function versionIssues(compiler, environments, expression, kind, outcome) {
  if (!environments) return void 0;
  const ast = compiler.ast(expression);
  return ast ? environments.issues(ast, expression, kind, outcome.gated) : void 0;
}
var NO_PREEXISTING_EXPRESSIONS = { rules: /* @__PURE__ */ new Set(), messageExpressions: /* @__PURE__ */ new Set() };
function preexistingExpressions(base) {
  if (!base) return NO_PREEXISTING_EXPRESSIONS;
  const rules = /* @__PURE__ */ new Set();
  const messageExpressions = /* @__PURE__ */ new Set();
  for (const schema4 of crdSchemas(base)) {
    for (const at of nodesWith(schema4, "x-kubernetes-validations")) {
      for (const { rule: raw } of at.node.validations) {
        const rule = decodeValidationRule(raw);
        rules.add(rule.rule);
        if (rule.messageExpression !== "") messageExpressions.add(rule.messageExpression);
      }
    }
  }
  return { rules, messageExpressions };
}
function undeclaredCalls(root, expression, missing2) {
  const functions = new Set(missing2.flatMap((l) => [...l.functions]));
  const namespaced = new Map(
    missing2.flatMap((l) => l.namespace ? [[l.namespace.name, l.namespace.functions]] : [])
  );
  const out = [];
  for (const node2 of astNodes(root)) {
    if (node2.op === "call") {
      const [name] = node2.args;
      if (functions.has(name)) out.push({ name, offset: openParen(expression, node2.range.start + name.length) });
    } else if (node2.op === "rcall") {
      const [name, receiver] = node2.args;
      const paren = () => openParen(expression, skipBlank(expression, skipBlank(expression, receiver.range.end) + 1) + name.length);
      const namespace = receiver.op === "id" && typeof receiver.args === "string" ? namespaced.get(receiver.args) : void 0;
      if (namespace?.has(name)) {
        out.push({ name: receiver.args, offset: receiver.range.start }, { name, offset: paren() });
      } else if (functions.has(name)) out.push({ name, offset: paren() });
    }
  }
  return out;
}
function openParen(expression, from) {
  return skipBlank(expression, from);
}

// src/rules/crd/cel/cost/cardinality.ts
function maxCardinality(at, minSerializedSize) {
  let product = 1;
  for (let l = at.parent; l; l = l.parent) {
    const factor = maxElements(l.node.raw);
    if (factor === void 0) return Math.floor(MAX_REQUEST_SIZE_BYTES / (minSerializedSize + 1));
    product = multiplyWithOverflowGuard(product, factor);
  }
  return product;
}
function maxElements(raw) {
  const limit = (v) => typeof v === "number" && Number.isFinite(v) ? Math.max(0, Math.trunc(v)) : void 0;
  if (raw.type === "object")
    return raw.additionalProperties !== void 0 && raw.additionalProperties !== null ? limit(raw.maxProperties) : 1;
  if (raw.type === "array") return limit(raw.maxItems);
  return 1;
}
function multiplyWithOverflowGuard(cost, cardinality) {
  if (cost === 0) return 0;
  const product = cost * cardinality;
  return product >= MAX ? MAX : product;
}

// src/rules/crd/cel/cost/cost-message.ts
function costErrorMessage(costName, cost, limit) {
  const factor = cost / limit;
  let text;
  if (factor > 100) text = "more than 100x";
  else if (factor < 1.5) text = `${goFixed(factor, 6)}x`;
  else text = `${goFixed(factor, 1)}x`;
  return `${costName} exceeds budget by factor of ${text} (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)`;
}
function goFixed(x, decimals) {
  const bits = new DataView(new ArrayBuffer(8));
  bits.setFloat64(0, x);
  const hi = bits.getUint32(0);
  const lo = bits.getUint32(4);
  const exponent = hi >>> 20 & 2047;
  let mantissa = BigInt(hi & 1048575) << 32n | BigInt(lo);
  let e;
  if (exponent === 0) e = -1074;
  else {
    mantissa |= 1n << 52n;
    e = exponent - 1075;
  }
  let num2 = mantissa * 10n ** BigInt(decimals);
  let den = 1n;
  if (e >= 0) num2 <<= BigInt(e);
  else den <<= BigInt(-e);
  let q = num2 / den;
  const twice = num2 % den * 2n;
  if (twice > den || twice === den && q % 2n === 1n) q += 1n;
  const digits = q.toString().padStart(decimals + 1, "0");
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

// src/rules/crd/cel/cost/cost-limits.ts
var STATIC_ESTIMATED_COST_LIMIT = 1e7;
var STATIC_ESTIMATED_CRD_COST_LIMIT = 1e8;
var MOST_EXPENSIVE = 4;
var pathOf = (o) => o.at.apiserverPath().child("x-kubernetes-validations").index(o.index).child(o.field);
function costLimitErrors(compiler, costs, nodes, schemaPath, suppressPerExpressionCost, environments) {
  const errs = [];
  const observed = [];
  let totalKnown = true;
  for (const node2 of nodes) {
    const self = selfDeclaration(costs, node2.at);
    const cardinality = self ? maxCardinality(node2.at, self.minSerializedSize) : 0;
    const at = node2.at;
    for (const { index, rule } of node2.rules) {
      const optional = rule.optionalOldSelf === true;
      let ruleCost = 0;
      let messageCost = null;
      if (rule.rule.trim() !== "") {
        const outcome = compiler.compile(rule.rule, "rule", node2.selfType, optional);
        if (outcome.kind === "uncertain") ruleCost = void 0;
        else if (outcome.kind === "ok" && versionIssues(compiler, environments, rule.rule, "rule", outcome) === void 0) {
          ruleCost = estimate(compiler, costs, rule.rule, self, optional, "bool");
          if (rule.messageExpression !== "") {
            const m = compiler.compile(rule.messageExpression, "messageExpression", node2.selfType, optional);
            const fails = m.kind === "error" || m.kind === "ok" && versionIssues(compiler, environments, rule.messageExpression, "messageExpression", m) !== void 0;
            messageCost = fails ? null : m.kind === "ok" ? estimate(compiler, costs, rule.messageExpression, self, optional, "string") : void 0;
          }
        }
      }
      const ruleTotal = ruleCost === void 0 ? void 0 : multiplyWithOverflowGuard(ruleCost, cardinality);
      if (ruleTotal === void 0) totalKnown = false;
      else {
        if (!suppressPerExpressionCost && ruleTotal > STATIC_ESTIMATED_COST_LIMIT) {
          errs.push(
            forbidden(
              pathOf({ at, index, field: "rule" }),
              costErrorMessage("estimated rule cost", ruleTotal, STATIC_ESTIMATED_COST_LIMIT)
            )
          );
        }
        observed.push({ at, index, field: "rule", cost: ruleTotal });
      }
      if (messageCost === void 0) totalKnown = false;
      else if (messageCost !== null) {
        if (!suppressPerExpressionCost && messageCost > STATIC_ESTIMATED_COST_LIMIT) {
          errs.push(
            forbidden(
              pathOf({ at, index, field: "messageExpression" }),
              costErrorMessage("estimated messageExpression cost", messageCost, STATIC_ESTIMATED_COST_LIMIT)
            )
          );
        }
        observed.push({ at, index, field: "messageExpression", cost: messageCost });
      }
    }
  }
  if (totalKnown) errs.push(...totalCostErrors(observed, schemaPath));
  return errs;
}
function estimate(compiler, costs, expression, self, optional, result) {
  const ast = compiler.ast(expression);
  const selected = compiler.selectedBy(expression);
  return ast && self && selected !== "all" ? costs.maxCost(ast, expression, self, optional, result, selected) : void 0;
}
function selfDeclaration(costs, at) {
  const parent = at.parent;
  if (parent && at.relation === "properties" && (parent.isRoot || parent.node.embeddedResource) && (at.key === "kind" || at.key === "apiVersion" || at.key === "metadata"))
    return void 0;
  return costs.declType(at.node.raw, at.isRoot || at.node.embeddedResource);
}
function totalCostErrors(observed, schemaPath) {
  let total = 0;
  for (const o of observed) total = Math.min(MAX, total + o.cost);
  if (total <= STATIC_ESTIMATED_CRD_COST_LIMIT) return [];
  const candidates2 = observed.filter((o) => o.cost >= STATIC_ESTIMATED_CRD_COST_LIMIT / 100).sort((a, b) => b.cost - a.cost);
  let kept = candidates2.slice(0, MOST_EXPENSIVE);
  const next = candidates2[MOST_EXPENSIVE];
  if (next) kept = kept.filter((o) => o.cost > next.cost);
  return [
    ...kept.map(
      (o) => forbidden(pathOf(o), "contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema")
    ),
    forbidden(
      schemaPath,
      costErrorMessage(
        "x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema",
        total,
        STATIC_ESTIMATED_CRD_COST_LIMIT
      )
    )
  ];
}

// src/rules/crd/cel/cel.ts
var cel2 = defineRule({
  id: "crd/cel",
  scope: "object",
  meta: {
    severity: "error",
    description: "an x-kubernetes-validations rule that kube-apiserver rejects: missing or multi-line message, bad reason or fieldPath, a rule that does not compile (also on the oldest configured cluster) or is over its cost budget, oldSelf where it cannot be correlated",
    messages: {
      rejected: "kube-apiserver rejects this CRD: {{error}}",
      compile: "{{where}} does not compile: {{issue}}{{more}}",
      compileOnVersion: "{{where}} does not compile on Kubernetes {{version}} (crd.minKubernetesVersion){{environment}}: {{issue}}{{more}}",
      result: "{{where}}: {{detail}}"
    }
  },
  check: (ctx) => {
    const compiler = ctx.cache.get(CEL_COMPILER);
    const verdicts = ctx.cache.get(COMPILED_PATTERNS);
    const costs = ctx.cache.get(CEL_COSTS);
    const minVersion = ctx.config.crd?.minKubernetesVersion;
    const jobs = servedCrds(ctx.head).flatMap((crd) => {
      const base = ctx.baseOf(crd);
      const environments = minVersion === void 0 ? void 0 : new CelEnvironments(minVersion, preexistingExpressions(base));
      const stage = {
        base,
        requireStructural: requireStructuralSchema(crd, base),
        verdicts,
        defaults: defaultsOptions(ctx.cache, base),
        costs,
        environments
      };
      return crdSchemas(crd).flatMap((schema4) => collect(crd, schema4, compiler, stage));
    });
    return jobs.flatMap((job) => job.errors(compiler).map((e) => report(job.crd, job.schema, e)));
  }
});
var rejection = (error) => ({ error });
function collect(crd, schema4, compiler, stage) {
  const jobs = [];
  const tainted = /* @__PURE__ */ new Set();
  const pending = [];
  for (const at of nodesWith(schema4, "x-kubernetes-validations")) {
    if (at.unvalidated) continue;
    const validations = at.node.validations;
    if (validations.length === 0) continue;
    const fieldErrors = [];
    const rules = validations.map(({ index, rule }) => {
      const decoded = decodeValidationRule(rule);
      fieldErrors.push(
        ...validateRuleFields(
          decoded,
          at.node,
          () => at.apiserverPath().child("x-kubernetes-validations").index(index)
        )
      );
      return { index, rule: decoded };
    });
    if (fieldErrors.length > 0)
      for (let l = at; l && !tainted.has(l); l = l.parent) tainted.add(l);
    jobs.push({ crd, schema: schema4, errors: () => fieldErrors.map(rejection) });
    pending.push({ at, rules });
  }
  if (pending.length === 0 || !celRulesCompile(schema4, stage.requireStructural, stage.verdicts, stage.defaults))
    return jobs;
  const errorPaths = schemaErrorPaths(schema4, stage.base, stage.verdicts).map((p) => p.toString());
  const compiled = [];
  for (const { at, rules } of pending) {
    if (at.inJunctor || tainted.has(at)) continue;
    if (errorPaths.length > 0) {
      const node2 = at.apiserverPath().toString();
      if (errorPaths.some((p) => isAtOrBelow(p, node2))) continue;
    }
    const expressions = rules.flatMap(({ rule }) => [rule.rule, rule.messageExpression].filter((e) => e.trim() !== ""));
    const selfType = compiler.selfType(at.node, at.isRoot || at.node.embeddedResource, expressions);
    jobs.push({
      crd,
      schema: schema4,
      errors: (c) => rules.flatMap(
        ({ index, rule }) => compileErrors(
          c,
          stage.environments,
          at,
          rule,
          selfType,
          () => at.apiserverPath().child("x-kubernetes-validations").index(index)
        )
      )
    });
    compiled.push({ at, rules, selfType });
  }
  const suppress = schemaUnchanged(schema4, stage.base);
  if (compiled.length > 0)
    jobs.push({
      crd,
      schema: schema4,
      errors: (c) => costLimitErrors(c, stage.costs, compiled, schema4.apiserverRoot, suppress, stage.environments).map(rejection)
    });
  return jobs;
}
function schemaUnchanged(schema4, base) {
  if (!base) return false;
  const stored = crdVersions(base).find((v) => v.name === schema4.versionName)?.schema;
  const storedSchema = typeof stored === "object" && stored !== null && !Array.isArray(stored) ? stored.openAPIV3Schema : void 0;
  return storedSchema !== void 0 && semanticallyEqual(schema4.root, storedSchema, true);
}
function compileErrors(compiler, environments, at, r, selfType, x) {
  const errs = [];
  const optional = r.optionalOldSelf === true;
  const outcome = compiler.compile(r.rule, "rule", selfType, optional);
  const ruleError = outcome.kind === "error" ? outcome.detail : outcome.kind === "ok" ? versionIssues(compiler, environments, r.rule, "rule", outcome) : void 0;
  if (ruleError !== void 0)
    errs.push(
      compileRejection(
        invalid(x().child("rule"), goRuleValue(r), ruleError),
        outcome.kind === "ok" ? environments : void 0,
        r.rule,
        "rule"
      )
    );
  if (outcome.kind === "ok" && ruleError === void 0 && r.messageExpression.trim() !== "") {
    const m = compiler.compile(r.messageExpression, "messageExpression", selfType, optional);
    const messageError = m.kind === "error" ? m.detail : m.kind === "ok" ? versionIssues(compiler, environments, r.messageExpression, "messageExpression", m) : void 0;
    if (messageError !== void 0)
      errs.push(
        compileRejection(
          invalid(x().child("messageExpression"), goRuleValue(r), messageError),
          m.kind === "ok" ? environments : void 0,
          r.messageExpression,
          "messageExpression"
        )
      );
  }
  if (outcome.usesOldSelf && ruleError === void 0) {
    const uncorrelatable = uncorrelatablePath(at);
    if (uncorrelatable)
      errs.push(
        rejection(
          invalid(
            x().child("rule"),
            r.rule,
            `oldSelf cannot be used on the uncorrelatable portion of the schema within ${uncorrelatable.toString()}`
          )
        )
      );
  } else if (r.optionalOldSelf !== void 0) {
    errs.push(
      rejection(
        invalid(x().child("optionalOldSelf"), r.optionalOldSelf, "may not be set if oldSelf is not used in rule")
      )
    );
  }
  return errs;
}
function compileRejection(error, environments, expression, kind) {
  if (!environments) return { error };
  const version2 = environments.minKubernetesVersion;
  return {
    error,
    on: environments.isStored(expression, kind) ? { version: version2 } : { version: version2, newExpressionsVersion: environments.newExpressionsVersion }
  };
}
function uncorrelatablePath(at) {
  let highest;
  for (let l = at; l?.parent; l = l.parent) {
    const parent = l.parent;
    if (l.relation === "items" && parent.node.listType !== "map") highest = parent;
    if (l.relation === "additionalProperties") {
      const mapType = parent.node.mapType;
      if (mapType !== void 0 && mapType !== "granular" && mapType !== "atomic") highest = parent;
    }
  }
  return highest?.apiserverPath();
}
function report(crd, schema4, r) {
  const e = r.error;
  const base = {
    object: crd,
    path: rebase(e.path, schema4.apiserverRoot, schema4.manifestRoot),
    apiserver: e,
    discriminator: `${e.type}: ${e.detail}`
  };
  const where = fromValidations(e.path);
  const compiled = /^(?:messageExpression )?compilation failed: ([\s\S]*)$/.exec(e.detail);
  if (compiled) {
    const issues = [...compiled[1].matchAll(/^ERROR: <input>:\d+:\d+: (.*)$/gm)].map((m) => m[1]);
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
    const issue = issues[0] ?? compiled[1];
    if (!r.on) return { ...base, messageId: "compile", data: { where, issue, more } };
    const environment = r.on.newExpressionsVersion === void 0 ? "" : `, where a new expression must also compile for ${r.on.newExpressionsVersion}`;
    return { ...base, messageId: "compileOnVersion", data: { where, issue, more, version: r.on.version, environment } };
  }
  if (e.detail === "cel expression must evaluate to a bool" || e.detail === "messageExpression must evaluate to a string") {
    return { ...base, messageId: "result", data: { where, detail: e.detail } };
  }
  return { ...base, messageId: "rejected", data: { error: renderFieldError(e) } };
}
function fromValidations(path) {
  const steps = path.steps();
  let at = steps.length;
  while (at > 0 && !isValidationsStep(steps[at - 1])) at--;
  if (at === 0) return path.toString();
  let out = FieldPath.of("x-kubernetes-validations");
  for (const s of steps.slice(at)) out = "field" in s ? out.child(s.field) : out.key(s.subscript);
  return out.toString();
}
var isValidationsStep = (s) => s !== void 0 && "field" in s && s.field === "x-kubernetes-validations";

// src/rules/crd/defaults/defaults.ts
var defaults = defineRule({
  id: "crd/defaults",
  scope: "object",
  meta: {
    severity: "error",
    description: "a schema default that kube-apiserver rejects: inside metadata, with unknown fields, or not valid against its own schema",
    messages: {
      rejected: "kube-apiserver rejects this CRD: {{error}}"
    }
  },
  check: (ctx) => {
    const verdicts = ctx.cache.get(COMPILED_PATTERNS);
    return servedCrds(ctx.head).flatMap((crd) => {
      const base = ctx.baseOf(crd);
      const opts = defaultsOptions(ctx.cache, base);
      const requireStructural = requireStructuralSchema(crd, base);
      return crdSchemas(crd).flatMap((schema4) => {
        const validated = defaultsAreValidated(schema4, requireStructural, verdicts);
        return schemaErrors(schema4, validated, opts).map((e) => report2(crd, schema4, e));
      });
    });
  }
});
function schemaErrors(schema4, validated, opts) {
  const errs = [];
  for (const at of nodesWith(schema4, "default")) if (!at.unvalidated) errs.push(...forbiddenDefault(at));
  return validated ? [...errs, ...validatedDefaultErrors(schema4, opts)] : errs;
}
function report2(crd, schema4, e) {
  return {
    messageId: "rejected",
    object: crd,
    path: rebase(e.path, schema4.apiserverRoot, schema4.manifestRoot),
    data: { error: renderFieldError(e) },
    apiserver: e,
    discriminator: `${e.type}: ${e.detail}`
  };
}

// src/rules/crd/schema/decode-schema.ts
var KEYWORDS = {
  id: "string",
  $schema: "string",
  $ref: "string",
  description: "string",
  type: "string",
  format: "string",
  title: "string",
  default: "any",
  maximum: "float64",
  exclusiveMaximum: "bool",
  minimum: "float64",
  exclusiveMinimum: "bool",
  maxLength: "int64",
  minLength: "int64",
  pattern: "string",
  maxItems: "int64",
  minItems: "int64",
  uniqueItems: "bool",
  multipleOf: "float64",
  enum: "anyList",
  maxProperties: "int64",
  minProperties: "int64",
  required: "stringList",
  items: "schemaOrArray",
  allOf: "schemaList",
  oneOf: "schemaList",
  anyOf: "schemaList",
  not: "schema",
  properties: "schemaMap",
  additionalProperties: "schemaOrBool",
  patternProperties: "schemaMap",
  dependencies: "dependencies",
  additionalItems: "schemaOrBool",
  definitions: "schemaMap",
  externalDocs: "externalDocs",
  example: "any",
  nullable: "bool",
  "x-kubernetes-preserve-unknown-fields": "bool",
  "x-kubernetes-embedded-resource": "bool",
  "x-kubernetes-int-or-string": "bool",
  "x-kubernetes-list-map-keys": "stringList",
  "x-kubernetes-list-type": "string",
  "x-kubernetes-map-type": "string",
  "x-kubernetes-validations": "validations"
};
var VALIDATION_RULE_FIELDS = {
  rule: "string",
  message: "string",
  messageExpression: "string",
  reason: "string",
  fieldPath: "string",
  optionalOldSelf: "bool"
};
var EXTERNAL_DOCS_FIELDS = { description: "string", url: "string" };
var GO_TYPES = {
  string: "string",
  bool: "bool",
  float64: "float64",
  int64: "int64",
  any: "v1.JSON",
  anyList: "[]v1.JSON",
  stringList: "[]string",
  schema: "v1.JSONSchemaProps",
  schemaList: "[]v1.JSONSchemaProps",
  schemaMap: "map[string]v1.JSONSchemaProps",
  schemaOrArray: "v1.JSONSchemaPropsOrArray",
  schemaOrBool: "v1.JSONSchemaPropsOrBool",
  dependencies: "v1.JSONSchemaDependencies",
  externalDocs: "v1.ExternalDocumentation",
  validations: "v1.ValidationRules"
};
var CUSTOM_DECODED = /* @__PURE__ */ new Set(["items", "additionalProperties", "additionalItems", "dependencies"]);
function decodeSchemas(crd) {
  const out = [];
  crdVersions(crd).forEach((v, i) => {
    const schema4 = v.schema;
    const root = isJsonObject(schema4) ? schema4.openAPIV3Schema : void 0;
    if (root === void 0 || root === null || isJsonObject(root) && !(root instanceof Date)) return;
    const jsonPath = `spec.versions[${i}].schema.openAPIV3Schema`;
    out.push({
      kind: "type",
      path: manifestPath("schema", i).child("openAPIV3Schema"),
      field: "openAPIV3Schema",
      jsonPath,
      got: jsonType(root),
      want: GO_TYPES.schema
    });
  });
  for (const schema4 of crdSchemas(crd)) {
    walkSchema(schema4, (at) => {
      checkObject2(at.node.raw, KEYWORDS, at, void 0, out);
    });
  }
  return out;
}
var NO_STEPS = [];
var nodeOf = (place) => place instanceof SchemaLocation ? place : place.at;
var stepsOf = (place) => place instanceof SchemaLocation ? NO_STEPS : place.below;
var under = (place, ...steps) => ({ at: nodeOf(place), below: [...stepsOf(place), ...steps] });
function problemAt(place) {
  const at = nodeOf(place);
  let path = at.manifestPath();
  let jsonPath = jsonPathOf(at);
  for (const s of stepsOf(place)) {
    if ("field" in s) {
      path = path.child(s.field);
      jsonPath += `.${s.field}`;
    } else if ("key" in s) {
      path = path.key(s.key);
      jsonPath += `.${s.key}`;
    } else {
      path = path.index(s.index);
      jsonPath += `[${s.index}]`;
    }
  }
  return { path, jsonPath };
}
function checkObject2(raw, fields, place, lenient, out) {
  for (const key3 in raw) {
    const kind = fields[key3];
    if (kind === void 0) {
      out.push({
        kind: lenient ?? isBelowCustomDecoder(nodeOf(place)) ? "dropped" : "unknown",
        field: key3,
        ...problemAt(under(place, { field: key3 }))
      });
      continue;
    }
    const value2 = raw[key3];
    if (value2 === null || kind === "any") continue;
    if (kind === "string" ? typeof value2 === "string" : kind === "bool" ? typeof value2 === "boolean" : kind === "float64" ? typeof value2 === "number" : false)
      continue;
    checkValue(value2, kind, place, key3, CUSTOM_DECODED.has(key3) || lenient, out);
  }
}
function checkValue(value2, kind, place, field2, lenient, out, inner = NO_STEPS) {
  if (value2 === null || value2 === void 0 || kind === "any") return;
  switch (kind) {
    case "string":
      if (typeof value2 !== "string" && !(value2 instanceof Date))
        mismatch(out, value2, GO_TYPES[kind], place, field2, inner);
      return;
    case "bool":
      if (typeof value2 !== "boolean") mismatch(out, value2, GO_TYPES[kind], place, field2, inner);
      return;
    case "float64":
      if (typeof value2 !== "number") mismatch(out, value2, GO_TYPES[kind], place, field2, inner);
      return;
    case "int64":
      if (typeof value2 !== "number" || !Number.isInteger(value2))
        mismatch(out, value2, GO_TYPES[kind], place, field2, inner);
      return;
    case "anyList":
      if (!Array.isArray(value2)) mismatch(out, value2, GO_TYPES[kind], place, field2, inner);
      return;
    case "stringList":
      if (!Array.isArray(value2)) return mismatch(out, value2, GO_TYPES[kind], place, field2, inner);
      for (let i = 0; i < value2.length; i++) {
        const x = value2[i];
        if (x !== null && typeof x !== "string" && !(x instanceof Date))
          checkValue(x, "string", place, field2, lenient, out, [...inner, { index: i }]);
      }
      return;
    case "schema":
      if (!isJsonObject(value2) || value2 instanceof Date) mismatch(out, value2, GO_TYPES[kind], place, field2, inner);
      return;
    // the schema itself is visited by the walk
    case "schemaMap":
      if (!isJsonObject(value2) || value2 instanceof Date)
        return mismatch(out, value2, GO_TYPES[kind], place, field2, inner);
      if (entriesAreSchemas(place, inner)) return;
      for (const k in value2) {
        const x = value2[k];
        if (x !== null && !isJsonObject(x)) checkValue(x, "schema", place, field2, lenient, out, [...inner, { key: k }]);
      }
      return;
    case "schemaList":
      if (!Array.isArray(value2)) return mismatch(out, value2, GO_TYPES[kind], place, field2, inner);
      if (entriesAreSchemas(place, inner)) return;
      for (let i = 0; i < value2.length; i++) {
        const x = value2[i];
        if (x !== null && !isJsonObject(x))
          checkValue(x, "schema", place, field2, lenient, out, [...inner, { index: i }]);
      }
      return;
    case "schemaOrArray":
      if (Array.isArray(value2)) checkValue(value2, "schemaList", place, field2, lenient, out, inner);
      else if (!isJsonObject(value2) || value2 instanceof Date) mismatch(out, value2, GO_TYPES[kind], place, field2, inner);
      return;
    case "schemaOrBool":
      if (typeof value2 !== "boolean" && (!isJsonObject(value2) || value2 instanceof Date))
        mismatch(out, value2, "boolean or JSON schema", place, field2, inner);
      return;
    case "dependencies":
      if (!isJsonObject(value2) || value2 instanceof Date)
        return mismatch(out, value2, GO_TYPES[kind], place, field2, inner);
      for (const k in value2) {
        const d = value2[k];
        if (Array.isArray(d)) checkValue(d, "stringList", place, field2, lenient, out, [...inner, { key: k }]);
        else if (d !== null && !isJsonObject(d))
          checkValue(d, "schema", place, field2, lenient, out, [...inner, { key: k }]);
      }
      return;
    case "externalDocs":
      if (!isJsonObject(value2) || value2 instanceof Date)
        return mismatch(out, value2, GO_TYPES[kind], place, field2, inner);
      checkObject2(value2, EXTERNAL_DOCS_FIELDS, under(place, { field: field2 }, ...inner), lenient, out);
      return;
    case "validations":
      if (!Array.isArray(value2)) return mismatch(out, value2, GO_TYPES[kind], place, field2, inner);
      for (let i = 0; i < value2.length; i++) {
        const x = value2[i];
        if (x === null) continue;
        if (!isJsonObject(x) || x instanceof Date)
          checkValue(x, "schema", place, field2, lenient, out, [...inner, { index: i }]);
        else checkObject2(x, VALIDATION_RULE_FIELDS, under(place, { field: field2 }, ...inner, { index: i }), lenient, out);
      }
      return;
  }
}
var entriesAreSchemas = (place, inner) => inner.length === 0 && place instanceof SchemaLocation && !place.holdsNonSchema;
function mismatch(out, value2, want, place, field2, inner) {
  out.push({ kind: "type", field: field2, got: jsonType(value2), want, ...problemAt(under(place, { field: field2 }, ...inner)) });
}
function isBelowCustomDecoder(at) {
  for (let l = at; l?.parent; l = l.parent) if (CUSTOM_DECODED.has(l.relation)) return true;
  return false;
}
function jsonPathOf(at) {
  const chain2 = [];
  for (let l = at; l?.parent; l = l.parent) chain2.push(l);
  let out = `spec.versions[${at.schema.versionIndex}].schema.openAPIV3Schema`;
  for (let i = chain2.length - 1; i >= 0; i--) {
    const l = chain2[i];
    out += `.${l.relation}`;
    if (typeof l.key === "number") out += `[${l.key}]`;
    else if (l.key !== void 0) out += `.${l.key}`;
  }
  return out;
}
function jsonType(v) {
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return Number.isInteger(v) ? "number" : `number ${v}`;
  if (typeof v === "boolean") return "bool";
  if (typeof v === "string" || v instanceof Date) return "string";
  return "object";
}

// src/rules/crd/schema/schema.ts
var HINTS = {
  const: "; use `enum: [<value>]`",
  examples: "; use `example` (one value)",
  propertyNames: "; use an x-kubernetes-validations rule on the map",
  if: "; use an x-kubernetes-validations rule",
  contains: "; use an x-kubernetes-validations rule such as `self.exists(x, ...)`",
  readOnly: "; immutability is an x-kubernetes-validations rule `self == oldSelf`",
  $defs: "; inline each definition where it is used",
  "x-kubernetes-list-merge-key": "; use `x-kubernetes-list-map-keys`",
  "x-kubernetes-patch-merge-key": "; use `x-kubernetes-list-map-keys` with `x-kubernetes-list-type: map`",
  "x-kubernetes-patch-strategy": "; use `x-kubernetes-list-type`"
};
var TYPE_HINTS = {
  type: ' (one type name; for "or null" add `nullable: true`)',
  exclusiveMinimum: " (in OpenAPI v3 it is a boolean beside `minimum`)",
  exclusiveMaximum: " (in OpenAPI v3 it is a boolean beside `maximum`)",
  required: " (a list of property names)",
  "x-kubernetes-list-map-keys": " (a list of property names)"
};
var schema3 = defineRule({
  id: "crd/schema",
  scope: "object",
  meta: {
    severity: "error",
    description: "an openAPIV3Schema uses a keyword or value kube-apiserver rejects in CRD schemas",
    messages: {
      rootNullable: "the schema root of {{version}} cannot be nullable: remove `nullable: true` from openAPIV3Schema",
      rootType: "with the status subresource enabled, the schema root of {{version}} must be `type: object`",
      rootFields: "with the status subresource enabled, the schema root of {{version}} may not use `{{field}}`: move it into a property (spec or status) or remove it",
      id: "`id` is not supported in CRD schemas: remove it",
      ref: "`$ref` is not supported in CRD schemas: inline the referenced schema",
      patternProperties: "`patternProperties` is not supported in CRD schemas: use `additionalProperties` with a schema, or list the properties",
      definitions: "`definitions` is not supported in CRD schemas: inline each definition where it is used",
      dependencies: "`dependencies` is not supported in CRD schemas: express the dependency as an x-kubernetes-validations rule",
      additionalItems: "`additionalItems` is not supported in CRD schemas: remove it and give `items` one schema",
      itemsArray: "`items` is a list of schemas (a tuple), which CRD schemas do not support: give one schema for every item",
      uniqueItems: "`uniqueItems: true` is forbidden (quadratic to validate): use `x-kubernetes-list-type: set` instead",
      nullType: '`type: "null"` is not allowed: give the real type and add `nullable: true`',
      unknownType: "`type: {{type}}` is not an OpenAPI v3 type: use array, boolean, integer, number, object or string",
      additionalPropertiesWithProperties: "`additionalProperties` cannot be combined with `properties`: keep `properties` for a struct, or `additionalProperties` for a map",
      preserveFalse: "`x-kubernetes-preserve-unknown-fields: false` is invalid: remove it (only true is allowed; without it unknown fields are pruned)",
      mapTypeNeedsObject: "`x-kubernetes-map-type` needs `type: object` on the same schema",
      mapTypeValue: "`x-kubernetes-map-type: {{mapType}}` is not supported: use atomic or granular",
      unknownKeyword: "`{{field}}` is not a keyword of CRD schemas, so `kubectl apply` fails with {{detail}} (clients without strict validation drop it in silence): remove it{{hint}}",
      droppedKeyword: "`{{field}}` is not a keyword of CRD schemas; below items, additionalProperties or dependencies the apiserver drops it in silence, so it validates nothing: remove it{{hint}}",
      keywordType: "`{{field}}` must be {{want}}{{hint}} but is {{got}}, so the apiserver cannot decode the CRD (400 BadRequest)"
    }
  },
  check: (ctx) => servedCrds(ctx.head).flatMap((crd) => {
    const base = ctx.baseOf(crd);
    const decoding = decodeSchemas(crd).map((p) => decodeReport(crd, p));
    return [
      ...decoding,
      ...crdSchemas(crd).flatMap((s) => schemaReports(crd, s, keywordErrors(s, base)))
    ];
  })
});
function decodeReport(crd, p) {
  if (p.kind === "type") {
    const detail2 = p.want === "boolean or JSON schema" ? "boolean or JSON schema expected" : `json: cannot unmarshal ${p.got} into Go struct field ${p.jsonPath.replace(/\[\d+\]/g, "")} of type ${p.want}`;
    return {
      messageId: "keywordType",
      object: crd,
      path: p.path,
      data: { field: p.field, want: p.want, got: p.got, hint: TYPE_HINTS[p.field] ?? "" },
      apiserver: requestError("BadRequest", detail2)
    };
  }
  const detail = `strict decoding error: unknown field ${goQuote(p.jsonPath)}`;
  const hint = HINTS[p.field] ?? "";
  if (p.kind === "dropped")
    return {
      messageId: "droppedKeyword",
      object: crd,
      path: p.path,
      data: { field: p.field, hint },
      severity: "warning"
    };
  return {
    messageId: "unknownKeyword",
    object: crd,
    path: p.path,
    data: { field: p.field, detail: goQuote(detail), hint },
    apiserver: requestError("BadRequest", detail)
  };
}

// src/rules/crd/structural/structural.ts
var structural = defineRule({
  id: "crd/structural",
  scope: "object",
  meta: {
    severity: "error",
    description: "an openAPIV3Schema is not structural, so kube-apiserver rejects the CRD",
    messages: {
      conversion: "the schema of {{version}} is not structural ({{reason}}): remove that keyword from the schema",
      typeRequired: "every field of a structural schema needs a `type` (or `x-kubernetes-int-or-string: true`, or `x-kubernetes-preserve-unknown-fields: true`): add one here",
      rootType: "the schema root must be `type: object`",
      itemsRequired: "`type: array` needs an `items` schema",
      rootAdditionalProperties: "`additionalProperties` is not allowed at the schema root: declare the top-level `properties` (spec, status) instead",
      junctorField: "`{{field}}` is not allowed inside allOf/anyOf/oneOf/not: move it to the schema that holds the junctor",
      junctorMetadata: "`metadata` cannot be constrained inside allOf/anyOf/oneOf/not: remove it from the junctor",
      incomplete: "this field is only defined in {{definedIn}}: declare it, with its type, in the schema itself too",
      pattern: "the pattern is not a Go RE2 regular expression ({{problem}}): RE2 has no lookahead, lookbehind or backreferences",
      metadataFields: "the root `metadata` schema may only restrict `name` and `generateName`: remove everything else",
      metadataType: "`metadata` must be `type: object`",
      metaStringType: "`{{property}}` must be `type: string`",
      embeddedType: "an `x-kubernetes-embedded-resource` must be `type: object`",
      embeddedProperties: "an `x-kubernetes-embedded-resource` needs `properties`, or `x-kubernetes-preserve-unknown-fields: true`",
      embeddedAdditionalProperties: "`additionalProperties` cannot be used on an `x-kubernetes-embedded-resource`",
      embeddedInsideMeta: "`x-kubernetes-embedded-resource` cannot be used inside metadata, apiVersion or kind",
      intOrStringEmbedded: "`x-kubernetes-embedded-resource` cannot be combined with `x-kubernetes-int-or-string`: remove one",
      intOrStringPreserve: "`x-kubernetes-preserve-unknown-fields` cannot be combined with `x-kubernetes-int-or-string`: remove one"
    }
  },
  check: (ctx) => {
    const patterns = ctx.cache.get(COMPILED_PATTERNS);
    return servedCrds(ctx.head).flatMap((crd) => {
      const base = ctx.baseOf(crd);
      const requireStructural = requireStructuralSchema(crd, base);
      return crdSchemas(crd).flatMap(
        (s) => schemaReports(crd, s, structuralErrors(s, requireStructural, base, patterns))
      );
    });
  }
});
function structuralErrors(s, requireStructural, base, patterns) {
  const { conversion: conversion3, errors } = checkStructural(s, requireStructural, patterns);
  if (conversion3 === void 0) return errors;
  return errors.length === 0 && !hasOtherErrors(s, base) ? [conversionFieldError(s, conversion3)] : errors;
}
function hasOtherErrors(s, base) {
  if (keywordErrors(s, base).length > 0 || listTypeErrors(s, base).length > 0) return true;
  let found = false;
  walkSchema(s, (at) => {
    if (found || at.unvalidated) return "skip";
    found = forbiddenDefault(at).length > 0 || at.node.validations.some(
      ({ index, rule }) => validateRuleFields(
        decodeValidationRule(rule),
        at.node,
        () => at.apiserverPath().child("x-kubernetes-validations").index(index)
      ).length > 0
    );
    return void 0;
  });
  return found;
}

// src/rules/crd/unknown-format/unknown-format.ts
var unknownFormat = defineRule({
  id: "crd/unknown-format",
  scope: "object",
  meta: {
    severity: "warning",
    description: "a string schema names a format kube-apiserver does not recognise, so values are not checked against it",
    messages: {
      unrecognized: "format {{format}} is not one kube-apiserver knows, so values are not validated against it (it warns: unrecognized format {{quoted}}): use a known format such as date-time, uri, hostname, ipv4, cidr or uuid, or a `pattern`"
    }
  },
  check: (ctx) => servedCrds(ctx.head).flatMap((crd) => {
    const base = ctx.baseOf(crd);
    const stored = base ? new Set(formatsIn(base).map((f) => f.format)) : /* @__PURE__ */ new Set();
    return formatsIn(crd).filter((f) => !stored.has(f.format)).map((f) => ({
      ...f.report,
      data: { format: f.format, quoted: goQuote(f.format), warning: `unrecognized format ${goQuote(f.format)}` }
    }));
  })
});
function formatsIn(crd) {
  const out = [];
  for (const s of crdSchemas(crd)) {
    for (const at of nodesWith(s, "format")) {
      const format = unrecognizedFormat(at.node.type, at.node.format);
      if (format !== void 0)
        out.push({
          format,
          report: { messageId: "unrecognized", object: crd, path: at.manifestPath().child("format") }
        });
    }
  }
  return out;
}

// src/rules/crd/non-scalar-set/non-scalar-set.ts
var NON_SCALAR = /* @__PURE__ */ new Set(["object", "array"]);
var nonScalarSet = defineRule({
  id: "crd/non-scalar-set",
  scope: "object",
  meta: {
    severity: "warning",
    description: "a list with x-kubernetes-list-type: set holds objects or arrays, which server-side apply and CEL cannot treat as a set",
    messages: {
      nonScalarSet: "a set of {{itemType}} items is not supported by server-side apply or CEL validation rules (kube-apiserver 1.37 warns: {{warning}}): use `x-kubernetes-list-type: map` with `x-kubernetes-list-map-keys`, or `atomic`"
    }
  },
  check: (ctx) => servedCrds(ctx.head).flatMap((crd) => {
    const base = ctx.baseOf(crd);
    const stored = new Set(base ? nonScalarSets(base).map((s) => s.itemType) : []);
    return nonScalarSets(crd).filter((s) => !stored.has(s.itemType)).map((s) => s.report);
  })
});
function nonScalarSets(crd) {
  const out = [];
  for (const s of crdSchemas(crd)) {
    for (const at of nodesWith(s, "x-kubernetes-list-type")) {
      const itemType = at.node.listType === "set" ? at.node.items?.type : void 0;
      if (itemType === void 0 || !NON_SCALAR.has(itemType)) continue;
      const warning = `x-kubernetes-list-type: set for items of type ${goQuote(itemType)} is not supported by server-side apply or CEL validation rules`;
      out.push({
        itemType,
        report: {
          messageId: "nonScalarSet",
          object: crd,
          path: at.manifestPath().child("x-kubernetes-list-type"),
          data: { itemType, warning }
        }
      });
    }
  }
  return out;
}

// src/rules/crd/conversion/ca-bundle.ts
var BLOCK = /-----BEGIN CERTIFICATE-----\r?\n([\s\S]*?)-----END CERTIFICATE-----/g;
function isValidCaBundle(base64) {
  const pem = Buffer.from(base64, "base64").toString("latin1");
  const { X509Certificate } = process.getBuiltinModule("node:crypto");
  for (const m of pem.matchAll(BLOCK)) {
    try {
      new X509Certificate(
        `-----BEGIN CERTIFICATE-----
${(m[1] ?? "").replace(/\s+/g, "")}
-----END CERTIFICATE-----
`
      );
      return true;
    } catch {
    }
  }
  return false;
}

// src/rules/crd/schema/crd-options.ts
var ACCEPTED_REVIEW_VERSIONS = /* @__PURE__ */ new Set(["v1", "v1beta1"]);
function crdOptions(stored) {
  if (!stored) {
    return {
      isUpdate: false,
      requireOpenAPISchema: true,
      requireImmutableNames: false,
      requireRecognizedConversionReviewVersion: true,
      storedPreservesUnknownFields: false
    };
  }
  const spec = goObject(stored.value.spec) ?? {};
  const names3 = goObject(spec.names) ?? {};
  const versions2 = crdVersions(stored);
  const conversion3 = goObject(spec.conversion);
  const webhook = goObject(conversion3?.webhook);
  const reviewVersions = goStrings(webhook?.conversionReviewVersions);
  const status = goObject(stored.value.status) ?? {};
  const listed = goStrings(status.storedVersions).filter((v) => v !== "");
  const firstStorage = versions2.find((v) => goBool(v.storage));
  const legacyVersion = versions2.length === 0 ? goString(spec.version) : "";
  const isLegacy = stored.version === "v1beta1";
  const established = goList(status.conditions).map(goObject).find((c) => goString(c?.type) === "Established");
  return {
    isUpdate: true,
    // v1beta1 defaulting built versions from spec.version: one version, without a schema of its own.
    requireOpenAPISchema: isSet(goObject(spec.validation)?.openAPIV3Schema) || legacyVersion === "" && versions2.every((v) => isSet(goObject(v.schema)?.openAPIV3Schema)),
    requireImmutableNames: established === void 0 || goString(established.status) === "True",
    // An empty list counts as recognised; so does no conversion block at all (§12).
    requireRecognizedConversionReviewVersion: !conversion3 || reviewVersions.length === 0 || reviewVersions.some((v) => ACCEPTED_REVIEW_VERSIONS.has(v)),
    storedPreservesUnknownFields: spec.preserveUnknownFields === true || isLegacy && spec.preserveUnknownFields === void 0,
    stored: {
      group: goString(spec.group),
      scope: goString(spec.scope),
      plural: goString(names3.plural),
      kind: goString(names3.kind),
      storedVersions: listed.length > 0 ? listed : firstStorage ? [goString(firstStorage.name)] : legacyVersion ? [legacyVersion] : [],
      selectableFields: new Map(versions2.map((v) => [goString(v.name), v.selectableFields])),
      selectableFieldsHoisted: hoisting(stored).selectableFields,
      caBundle: goString(goObject(webhook?.clientConfig)?.caBundle)
    }
  };
}

// src/rules/crd/schema/manifest-path.ts
var FIRST_VERSION = [{ field: "versions" }, { subscript: "0" }];
function manifestPathOf(apiserver) {
  const steps = apiserver.steps().flatMap((s) => "field" in s ? s.field.split(".").map((field2) => ({ field: field2 })) : [s]);
  return build2(rewrite(steps));
}
function rewrite(steps) {
  const [root, second, ...rest] = steps;
  if (!root || !second || !("field" in root) || !("field" in second)) return steps;
  if (root.field === "status" && second.field === "storedVersions") {
    return [{ field: "spec" }, { field: "versions" }];
  }
  if (root.field !== "spec") return steps;
  switch (second.field) {
    case "version":
      return [root, ...FIRST_VERSION, { field: "name" }];
    case "validation":
      return [root, ...FIRST_VERSION, { field: "schema" }, ...rest];
    case "subresources":
    case "selectableFields":
      return [root, ...FIRST_VERSION, second, ...rest];
    case "additionalPrinterColumns":
      return columnPath([root, ...FIRST_VERSION, second, ...rest]);
    case "versions":
      return columnPath(steps);
    case "conversion":
      return [root, second, ...conversionPath(rest)];
    default:
      return steps;
  }
}
var columnPath = (steps) => steps.map((s) => "field" in s && s.field === "JSONPath" ? { field: "jsonPath" } : s);
function conversionPath(rest) {
  const [first, ...more] = rest;
  if (!first || !("field" in first)) return rest;
  if (first.field === "conversionReviewVersions") return [{ field: "webhook" }, first, ...more];
  if (first.field !== "webhookClientConfig") return rest;
  const swapped = more.map(
    (s, i) => i === 1 && "field" in s && more[0] && "field" in more[0] && more[0].field === "service" && (s.field === "name" || s.field === "namespace") ? { field: s.field === "name" ? "namespace" : "name" } : s
  );
  return [{ field: "webhook" }, { field: "clientConfig" }, ...swapped];
}
function build2(steps) {
  const [first, ...rest] = steps;
  let path = FieldPath.of(first && "field" in first ? first.field : "");
  for (const s of rest) path = "field" in s ? path.child(s.field) : path.key(s.subscript);
  return path;
}

// src/rules/crd/schema/crd-report.ts
function rejectionReport(crd, messageId, r, extra = {}) {
  const error = renderFieldError(r.error);
  return {
    messageId,
    object: crd,
    path: r.at ?? manifestPathOf(r.error.path),
    data: { name: crd.name, error: briefError(r.error), fix: r.fix, ...extra },
    apiserver: r.error,
    discriminator: error
  };
}
var MAX_VALUE_IN_MESSAGE = 120;
function briefError(e) {
  if (!e.hasValue) return renderFieldError(e);
  const value2 = renderValue(e.value);
  if (value2.length <= MAX_VALUE_IN_MESSAGE) return renderFieldError(e);
  const parts = [e.path.toString(), e.type, `${value2.slice(0, MAX_VALUE_IN_MESSAGE)}\u2026`];
  if (e.detail) parts.push(e.detail);
  return parts.join(": ");
}

// src/rules/crd/conversion/go-url.ts
function parseGoUrl(raw) {
  const hash = raw.indexOf("#");
  const u = hash === -1 ? raw : raw.slice(0, hash);
  const fragment = hash === -1 ? "" : raw.slice(hash + 1);
  const parsed = parse(u);
  if ("reason" in parsed) return { ok: false, error: `parse ${goQuote(u)}: ${parsed.reason}` };
  const badEscape = firstBadEscape(fragment);
  if (badEscape !== void 0)
    return { ok: false, error: `parse ${goQuote(raw)}: invalid URL escape ${goQuote(badEscape)}` };
  return { ok: true, ...parsed, fragment };
}
function parse(raw) {
  if (/[\u0000-\u001f\u007f]/.test(raw)) return { reason: "net/url: invalid control character in URL" };
  if (raw === "*") return { scheme: "", host: "", rawQuery: "" };
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(raw);
  if (raw.startsWith(":")) return { reason: "missing protocol scheme" };
  const scheme = m?.[1]?.toLowerCase() ?? "";
  let rest = m ? raw.slice(m[0].length) : raw;
  let rawQuery = "";
  if (rest.endsWith("?") && rest.indexOf("?") === rest.length - 1) rest = rest.slice(0, -1);
  else {
    const q = rest.indexOf("?");
    if (q !== -1) {
      rawQuery = rest.slice(q + 1);
      rest = rest.slice(0, q);
    }
  }
  if (!rest.startsWith("/")) {
    if (scheme !== "") return { scheme, host: "", rawQuery };
    const segment = rest.split("/")[0] ?? "";
    if (segment.includes(":")) return { reason: "first path segment in URL cannot contain colon" };
  }
  let host = "";
  let user;
  if ((scheme !== "" || !rest.startsWith("///")) && rest.startsWith("//")) {
    let authority = rest.slice(2);
    const slash = authority.indexOf("/");
    rest = slash === -1 ? "" : authority.slice(slash);
    if (slash !== -1) authority = authority.slice(0, slash);
    const at = authority.lastIndexOf("@");
    if (at !== -1) {
      user = authority.slice(0, at);
      if (!/^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/.test(user)) return { reason: "net/url: invalid userinfo" };
    }
    const hostPart = at === -1 ? authority : authority.slice(at + 1);
    const hostError = checkHost(hostPart);
    if (hostError) return { reason: hostError };
    host = hostPart;
  }
  const badEscape = firstBadEscape(rest);
  if (badEscape !== void 0) return { reason: `invalid URL escape ${goQuote(badEscape)}` };
  return { scheme, host, ...user === void 0 ? {} : { user }, rawQuery };
}
function checkHost(host) {
  let name = host;
  if (host.startsWith("[")) {
    const close = host.lastIndexOf("]");
    if (close === -1) return "missing ']' in host";
    const port2 = host.slice(close + 1);
    if (!/^(:[0-9]*)?$/.test(port2)) return `invalid port ${goQuote(port2)} after host`;
    name = host.slice(1, close);
  } else {
    const colon = host.lastIndexOf(":");
    if (colon !== -1) {
      const port2 = host.slice(colon);
      if (!/^:[0-9]*$/.test(port2)) return `invalid port ${goQuote(port2)} after host`;
      name = host.slice(0, colon);
    }
  }
  const bad = /[^A-Za-z0-9\-._~!$&'()*+,;=:[\]<>"%\u0080-\uffff]/.exec(name);
  if (bad) return `invalid character ${goQuote(bad[0])} in host name`;
  return firstBadEscape(name) === void 0 ? void 0 : `invalid URL escape ${goQuote(firstBadEscape(name) ?? "")}`;
}
function firstBadEscape(s) {
  for (let i = s.indexOf("%"); i !== -1; i = s.indexOf("%", i + 1)) {
    if (!/^%[0-9A-Fa-f]{2}/.test(s.slice(i, i + 3))) return s.slice(i, i + 3);
  }
  return void 0;
}

// src/rules/crd/conversion/validate-conversion.ts
var STRATEGIES = ["None", "Webhook"];
var ACCEPTED_REVIEW_VERSIONS2 = ["v1", "v1beta1"];
var FORM = "; desired format: https://host[/path]";
function validateConversion(conversion3, opts, path) {
  if (!conversion3) return [];
  const errs = [];
  const strategy = goString(conversion3.strategy);
  if (strategy === "") errs.push(required(path.child("strategy"), ""));
  else if (!STRATEGIES.includes(strategy))
    errs.push(notSupported(path.child("strategy"), strategy, STRATEGIES));
  const webhook = goObject(conversion3.webhook);
  const clientConfig = goObject(webhook?.clientConfig);
  const reviewVersions = goStrings(webhook?.conversionReviewVersions);
  const ccPath = path.child("webhookClientConfig");
  if (strategy === "Webhook") {
    if (!clientConfig) errs.push(required(ccPath, "required when strategy is set to Webhook"));
    else {
      const url = clientConfig.url;
      const service = goObject(clientConfig.service);
      if (isSet(url) === Boolean(service)) errs.push(required(ccPath, "exactly one of url or service is required"));
      else if (isSet(url)) errs.push(...validateWebhookUrl(goString(url), ccPath.child("url")));
      else if (service) errs.push(...validateWebhookService(service, ccPath.child("service")));
      const caBundle = goString(clientConfig.caBundle);
      if (caBundle !== "" && !opts.allowInvalidCaBundle && !isValidCaBundle(caBundle)) {
        errs.push(
          invalid(
            ccPath.child("caBundle"),
            caBundle,
            "unable to load root certificates: unable to parse bytes as PEM block"
          )
        );
      }
    }
    errs.push(
      ...validateConversionReviewVersions(
        reviewVersions,
        opts.requireRecognizedConversionReviewVersion,
        path.child("conversionReviewVersions")
      )
    );
  } else {
    if (clientConfig) errs.push(forbidden(ccPath, "should not be set when strategy is not set to Webhook"));
    if (reviewVersions.length > 0)
      errs.push(
        forbidden(path.child("conversionReviewVersions"), "should not be set when strategy is not set to Webhook")
      );
  }
  return errs;
}
function validateWebhookUrl(raw, path) {
  const u = parseGoUrl(raw);
  if (!u.ok) return [required(path, `url must be a valid URL: ${u.error}${FORM}`)];
  const errs = [];
  if (u.scheme !== "https") errs.push(invalid(path, u.scheme, `'https' is the only allowed URL scheme${FORM}`));
  if (u.host === "") errs.push(invalid(path, u.host, `host must be specified${FORM}`));
  if (u.user !== void 0) errs.push(invalid(path, u.user, "user information is not permitted in the URL"));
  if (u.fragment !== "") errs.push(invalid(path, u.fragment, "fragments are not permitted in the URL"));
  if (u.rawQuery !== "") errs.push(invalid(path, u.rawQuery, "query parameters are not permitted in the URL"));
  return errs;
}
function validateWebhookService(service, path) {
  const errs = [];
  const [name, namespace] = [goString(service.name), goString(service.namespace)];
  if (namespace === "") errs.push(required(path.child("name"), ""));
  if (name === "") errs.push(required(path.child("namespace"), ""));
  const port2 = isSet(service.port) ? service.port : 443;
  if (typeof port2 === "number" && (port2 < 1 || port2 > 65535)) {
    errs.push(invalid(path.child("port"), port2, "port is not valid: must be between 1 and 65535, inclusive"));
  }
  if (!isSet(service.path)) return errs;
  const urlPath = goString(service.path);
  if (urlPath === "/" || urlPath === "") return errs;
  if (urlPath === "//") return [...errs, invalid(path.child("path"), urlPath, "segment[0] may not be empty")];
  if (!urlPath.startsWith("/")) errs.push(invalid(path.child("path"), urlPath, "must start with a '/'"));
  let check7 = urlPath.slice(1);
  if (check7.endsWith("/")) check7 = check7.slice(0, -1);
  check7.split("/").forEach((step2, i) => {
    if (step2 === "") errs.push(invalid(path.child("path"), urlPath, `segment[${i}] may not be empty`));
    else
      for (const f of isDns1123Subdomain(step2)) errs.push(invalid(path.child("path"), urlPath, `segment[${i}]: ${f}`));
  });
  return errs;
}
function validateConversionReviewVersions(versions2, requireRecognized, path) {
  if (versions2.length === 0) return [required(path, "")];
  const errs = [];
  const seen = /* @__PURE__ */ new Set();
  let hasAccepted = false;
  versions2.forEach((v, i) => {
    if (seen.has(v)) {
      errs.push(invalid(path.index(i), v, "duplicate version"));
      return;
    }
    seen.add(v);
    for (const e of isDns1035Label(v)) errs.push(invalid(path.index(i), v, e));
    if (ACCEPTED_REVIEW_VERSIONS2.includes(v)) hasAccepted = true;
  });
  if (requireRecognized && !hasAccepted)
    errs.push(invalid(path, [...versions2], `must include at least one of ${ACCEPTED_REVIEW_VERSIONS2.join(", ")}`));
  return errs;
}

// src/rules/crd/conversion/conversion.ts
var messages6 = { rejected: "the apiserver rejects {{name}}: {{error}}; {{fix}}" };
var conversion = defineRule({
  id: "crd/conversion",
  scope: "object",
  meta: {
    severity: "error",
    description: "spec.conversion of a CRD is rejected by kube-apiserver: strategy, webhook URL or service, caBundle, conversionReviewVersions",
    messages: messages6
  },
  check: (ctx) => servedCrds(ctx.head).flatMap((crd) => check2(crd, crdOptions(ctx.baseOf(crd))))
});
function check2(crd, opts) {
  const spec = goObject(crd.value.spec) ?? {};
  const storedBundle = opts.stored?.caBundle ?? "";
  const allowInvalidCaBundle = !opts.isUpdate || !opts.requireImmutableNames || storedBundle !== "" && !isValidCaBundle(storedBundle);
  const errors = validateConversion(
    goObject(spec.conversion),
    { requireRecognizedConversionReviewVersion: opts.requireRecognizedConversionReviewVersion, allowInvalidCaBundle },
    FieldPath.of("spec", "conversion")
  );
  const stub = serviceStub(spec);
  const isStubError = (e) => stub && e.type === "Required value" && /\.service\.(name|namespace)$/.test(e.path.toString());
  const notice = errors.find(isStubError);
  return [
    ...errors.filter((e) => !isStubError(e)).map((error) => rejectionReport(crd, "rejected", { error, fix: fixFor(error) })),
    ...notice ? [{ ...rejectionReport(crd, "rejected", { error: notice, fix: STUB_FIX }), severity: "notice" }] : []
  ];
}
var STUB_FIX = "a service with neither name nor namespace is left for an installer to fill in (Crossplane's package manager sets name, namespace, port and caBundle); set both service.name and service.namespace if the CRD is applied as written";
function serviceStub(spec) {
  const service = goObject(goObject(goObject(goObject(spec.conversion)?.webhook)?.clientConfig)?.service);
  return service !== void 0 && goString(service.name) === "" && goString(service.namespace) === "";
}
function fixFor(e) {
  const path = e.path.toString();
  const d = e.detail;
  if (path.endsWith(".strategy")) return "set spec.conversion.strategy to None or Webhook";
  if (d.startsWith("should not be set")) return "remove spec.conversion.webhook, or set strategy: Webhook";
  if (d === "required when strategy is set to Webhook")
    return "add spec.conversion.webhook.clientConfig with a service or a url";
  if (d === "exactly one of url or service is required")
    return "give clientConfig either a url or a service, not both and not neither";
  if (path.endsWith(".url")) return "use https://host[/path] without user information, query or fragment";
  if (path.endsWith(".service.name") || path.endsWith(".service.namespace"))
    return "set both service.name and service.namespace";
  if (path.endsWith(".port")) return "use a port from 1 to 65535 (443 when omitted)";
  if (path.endsWith(".path"))
    return 'start the path with "/" and use lowercase DNS-subdomain segments, such as /convert';
  if (path.endsWith(".caBundle")) return "set caBundle to base64 of a PEM certificate bundle";
  if (e.type === "Required value")
    return "list the ConversionReview versions the webhook understands in spec.conversion.webhook.conversionReviewVersions, such as [v1]";
  if (d === "duplicate version") return "list each ConversionReview version once";
  if (d.startsWith("must include at least one of")) return "include v1 (or v1beta1) in conversionReviewVersions";
  return "use DNS-1035 labels such as v1";
}

// src/rules/crd/metadata/metadata.ts
var messages7 = { rejected: "the apiserver rejects {{name}}: {{error}}; {{fix}}" };
var metadata3 = defineRule({
  id: "crd/metadata",
  scope: "object",
  meta: {
    severity: "error",
    description: "a CRD's metadata is rejected by kube-apiserver: its name is not <plural>.<group>, or a label, annotation, owner reference or finalizer is invalid",
    messages: messages7
  },
  check: (ctx) => servedCrds(ctx.head).flatMap((crd) => check3(crd, crdOptions(ctx.baseOf(crd)).isUpdate || isPatchFragment(crd)))
});
function check3(crd, skipName) {
  const meta = goObject(crd.value.metadata) ?? {};
  const spec = goObject(crd.value.spec) ?? {};
  const plural = goString(goObject(spec.names)?.plural);
  const group = goString(spec.group);
  const errors = [
    ...skipName ? [] : validateCrdName(goString(meta.name), plural, group, goString(meta.generateName)),
    ...validateGenericMeta(meta)
  ];
  const named = crd.name === "" && goString(meta.generateName) !== "" ? { name: `the CRD named from generateName ${JSON.stringify(goString(meta.generateName))}` } : {};
  return errors.map(
    (e) => rejectionReport(crd, "rejected", { error: e.error, at: e.at, fix: fixFor2(e, plural, group) }, named)
  );
}
function fixFor2(e, plural, group) {
  const path = e.error.path.toString();
  if (e.at.toString() === "metadata.generateName") {
    const wanted = `${plural || "<plural>"}.${group || "<group>"}`;
    if (path === "metadata.name")
      return `replace generateName with name: ${wanted} (the apiserver appends 5 random characters to generateName, so a generated name can never be ${wanted})`;
    return `replace generateName with name: ${wanted} (a CRD's name is fixed, a generated one can never match)`;
  }
  if (path === "metadata.name") {
    if (e.error.type === "Required value") return `set metadata.name to ${plural || "<plural>"}.${group || "<group>"}`;
    if (e.error.detail.startsWith("must be spec.names.plural"))
      return `rename it to ${plural}.${group}, or fix spec.names.plural and spec.group`;
    return 'use lowercase letters, digits, "-" and "." only, at most 253 characters';
  }
  if (path.startsWith("metadata.ownerReferences")) {
    if (e.error.detail.startsWith("Only one reference")) return "set controller: true on one owner reference only";
    if (e.error.detail.endsWith("is disallowed from being an owner"))
      return "remove this owner reference: an Event (v1) may not own other objects";
    if (e.error.type === "Required value")
      return `set ${e.at.toString()}: an owner reference needs apiVersion, kind, name and uid`;
    return "write apiVersion as <group>/<version>, or <version> for the core group";
  }
  if (e.error.detail.includes("cannot be both set"))
    return "keep one of orphan and foregroundDeletion: dependents are either orphaned or deleted first";
  if (e.error.type === "Too long")
    return `keep all annotation keys and values together under ${TOTAL_ANNOTATION_SIZE_LIMIT} bytes (server-side apply avoids the last-applied annotation)`;
  return `change ${e.at.toString()} to a valid qualified name (an optional DNS prefix and "/", then at most 63 letters, digits, "-", "_" or ".")`;
}

// src/rules/crd/names/validate-names.ts
function defaultedNames(n) {
  return {
    ...n,
    singular: n.singular === "" ? n.kind.toLowerCase() : n.singular,
    listKind: n.listKind === "" && n.kind !== "" ? `${n.kind}List` : n.listKind
  };
}
function validateGroup(group, path) {
  if (group === "") return [required(path, "")];
  const errs = isDns1123Subdomain(group);
  if (errs.length > 0) return [invalid(path, group, errs.join(","))];
  if (!group.includes(".")) return [invalid(path, group, "should be a domain with at least one dot")];
  return [];
}
var SCOPES = ["Cluster", "Namespaced"];
function validateScope(scope, path) {
  if (scope === "") return [required(path, "")];
  return SCOPES.includes(scope) ? [] : [notSupported(path, scope, SCOPES)];
}
function validateRequiredNames(n, path) {
  const errs = [];
  if (n.plural === "") errs.push(required(path.child("plural"), ""));
  if (n.singular === "") errs.push(required(path.child("singular"), ""));
  if (n.kind === "") errs.push(required(path.child("kind"), ""));
  if (n.listKind === "") errs.push(required(path.child("listKind"), ""));
  return errs;
}
function validateNames(n, path) {
  const errs = [];
  const label = (value2, at) => {
    const e = isDns1035Label(value2);
    if (value2 !== "" && e.length > 0) errs.push(invalid(at, value2, e.join(",")));
  };
  const mixedCase = (value2, at) => {
    const e = isDns1035Label(value2.toLowerCase());
    if (value2 !== "" && e.length > 0)
      errs.push(invalid(at, value2, `may have mixed case, but should otherwise match: ${e.join(",")}`));
  };
  label(n.plural, path.child("plural"));
  label(n.singular, path.child("singular"));
  mixedCase(n.kind, path.child("kind"));
  mixedCase(n.listKind, path.child("listKind"));
  n.shortNames.forEach((s, i) => {
    const e = isDns1035Label(s);
    if (e.length > 0) errs.push(invalid(path.child("shortNames").index(i), s, e.join(",")));
  });
  if (n.kind !== "" && n.kind === n.listKind)
    errs.push(invalid(path.child("listKind"), n.listKind, "kind and listKind may not be the same"));
  n.categories.forEach((c, i) => {
    const e = isDns1035Label(c);
    if (e.length > 0) errs.push(invalid(path.child("categories").index(i), c, e.join(",")));
  });
  return errs;
}
var IMMUTABLE = "field is immutable";
function validateImmutableNames(spec, opts, path) {
  const stored = opts.stored;
  if (!stored) return [];
  const errs = [];
  if (opts.requireImmutableNames) {
    if (spec.scope !== stored.scope) errs.push(invalid(path.child("scope"), spec.scope, IMMUTABLE));
    if (spec.names.kind !== stored.kind) errs.push(invalid(path.child("names", "kind"), spec.names.kind, IMMUTABLE));
  }
  if (spec.group !== stored.group) errs.push(invalid(path.child("group"), spec.group, IMMUTABLE));
  if (spec.names.plural !== stored.plural)
    errs.push(invalid(path.child("names", "plural"), spec.names.plural, IMMUTABLE));
  return errs;
}

// src/rules/crd/names/names.ts
var messages8 = {
  rejected: "the apiserver rejects {{name}}: {{error}}; {{fix}}",
  immutable: "the apiserver rejects this update of {{name}}: {{error}} (it was {{stored}}); {{fix}}"
};
var SPEC2 = FieldPath.of("spec");
var names = defineRule({
  id: "crd/names",
  scope: "object",
  meta: {
    severity: "error",
    description: "spec.group, spec.scope or spec.names of a CRD is rejected by kube-apiserver, or changes where it is immutable",
    messages: messages8
  },
  check: (ctx) => servedCrds(ctx.head).filter((crd) => !isPatchFragment(crd)).flatMap((crd) => check4(crd, crdOptions(ctx.baseOf(crd))))
});
function readNames(spec) {
  const n = goObject(spec.names) ?? {};
  return {
    plural: goString(n.plural),
    singular: goString(n.singular),
    kind: goString(n.kind),
    listKind: goString(n.listKind),
    shortNames: goStrings(n.shortNames),
    categories: goStrings(n.categories)
  };
}
function check4(crd, opts) {
  const spec = goObject(crd.value.spec) ?? {};
  const group = goString(spec.group);
  const scope = goString(spec.scope);
  const written = readNames(spec);
  const n = defaultedNames(written);
  const errors = [
    ...validateGroup(group, SPEC2.child("group")),
    ...validateScope(scope, SPEC2.child("scope")),
    ...validateRequiredNames(n, SPEC2.child("names")),
    ...validateNames(n, SPEC2.child("names"))
  ];
  const reports = errors.map(
    (error) => rejectionReport(crd, "rejected", { error, fix: fixFor3(error, written) })
  );
  for (const error of validateImmutableNames({ group, scope, names: n }, opts, SPEC2)) {
    const stored = storedValue(error, opts);
    reports.push(
      rejectionReport(crd, "immutable", { error, fix: `keep ${stored}; ${immutableFix(error)}` }, { stored })
    );
  }
  return reports;
}
function storedValue(e, opts) {
  const s = opts.stored;
  const path = e.path.toString();
  const value2 = path === "spec.scope" ? s?.scope : path === "spec.names.kind" ? s?.kind : path === "spec.group" ? s?.group : s?.plural;
  return JSON.stringify(value2 ?? "");
}
function immutableFix(e) {
  return e.path.toString() === "spec.scope" || e.path.toString() === "spec.names.kind" ? "an Established CRD cannot change it: create a new CRD (new group or plural) and migrate the objects" : "it is part of the resource name: create a new CRD and migrate the objects";
}
function fixFor3(e, written) {
  const path = e.path.toString();
  if (e.detail === IMMUTABLE) return immutableFix(e);
  if (path === "spec.group") {
    if (e.type === "Required value") return "set spec.group to a DNS subdomain you own, such as example.com";
    return "use a lowercase DNS subdomain with at least one dot, such as example.com";
  }
  if (path === "spec.scope") return "set spec.scope to Cluster or Namespaced (case-sensitive; v1 has no default)";
  if (e.type === "Required value") return `set ${path}`;
  if (e.detail === "kind and listKind may not be the same") return `set spec.names.listKind to ${written.kind}List`;
  if (path === "spec.names.singular" && written.singular === "") {
    return "singular defaults to the lowercased kind, which is not a DNS-1035 label: set spec.names.singular explicitly";
  }
  if (path === "spec.names.kind" || path === "spec.names.listKind")
    return 'use letters, digits and "-" only, starting with a letter (case may be mixed)';
  return 'use a lowercase DNS-1035 label: letters, digits and "-", starting with a letter, at most 63 characters';
}

// src/rules/crd/schema/hoisted-targets.ts
function hoistedTargets(crd, field2) {
  const versions2 = crdVersions(crd);
  const h = hoisting(crd);
  if (versions2.length === 0) return [];
  if (h[field2]) return [{ value: versions2[0]?.[field2], path: apiserverPath(h, field2, 0), version: "" }];
  return versions2.map((v, i) => ({ value: v[field2], path: apiserverPath(h, field2, i), version: goString(v.name) }));
}

// src/rules/crd/subresources/validate-subresources.ts
function validateSimpleJsonPath(s, path) {
  if (s === "") return [invalid(path, s, "must not be empty")];
  if (!s.startsWith(".")) return [invalid(path, s, "must be a simple json path starting with .")];
  return [];
}
function validateSubresources(subresources2, path) {
  const scale3 = goObject(subresources2?.scale);
  if (!scale3) return [];
  const errs = [];
  const replicas = (field2, prefix, detail) => {
    const value2 = goString(scale3[field2]);
    const at = path.child(`scale.${field2}`);
    if (value2 === "") {
      errs.push(required(at, ""));
      return;
    }
    const simple2 = validateSimpleJsonPath(value2, at);
    if (simple2.length > 0) errs.push(...simple2);
    else if (!value2.startsWith(prefix)) errs.push(invalid(at, value2, detail));
  };
  replicas("specReplicasPath", ".spec.", "should be a json path under .spec");
  replicas("statusReplicasPath", ".status.", "should be a json path under .status");
  const selector = scale3.labelSelectorPath;
  if (isSet(selector) && goString(selector) !== "") {
    const value2 = goString(selector);
    const at = path.child("scale.labelSelectorPath");
    const simple2 = validateSimpleJsonPath(value2, at);
    if (simple2.length > 0) errs.push(...simple2);
    else if (!value2.startsWith(".spec.") && !value2.startsWith(".status."))
      errs.push(invalid(at, value2, "should be a json path under either .spec or .status"));
  }
  return errs;
}

// src/rules/crd/printer-columns/validate-printer-columns.ts
var COLUMN_TYPES = ["boolean", "date", "integer", "number", "string"];
var COLUMN_FORMATS = ["byte", "date", "date-time", "double", "float", "int32", "int64", "password"];
function validatePrinterColumn(col, path) {
  const errs = [];
  if (goString(col.name) === "") errs.push(required(path.child("name"), ""));
  const type = goString(col.type);
  const types = `must be one of ${COLUMN_TYPES.join(",")}`;
  if (type === "") errs.push(required(path.child("type"), types));
  else if (!COLUMN_TYPES.includes(type)) errs.push(invalid(path.child("type"), type, types));
  const format = goString(col.format);
  if (format !== "" && !COLUMN_FORMATS.includes(format))
    errs.push(invalid(path.child("format"), format, `must be one of ${COLUMN_FORMATS.join(",")}`));
  const jsonPath = goString(col.jsonPath);
  if (jsonPath === "") errs.push(required(path.child("JSONPath"), ""));
  else errs.push(...validateSimpleJsonPath(jsonPath, path.child("JSONPath")));
  return errs;
}

// src/rules/crd/printer-columns/printer-columns.ts
var messages9 = { rejected: "the apiserver rejects {{name}}: {{error}}; {{fix}}" };
var printerColumns = defineRule({
  id: "crd/printer-columns",
  scope: "object",
  meta: {
    severity: "error",
    description: "an additionalPrinterColumns entry of a CRD is rejected by kube-apiserver: name, type, format or jsonPath",
    messages: messages9
  },
  check: (ctx) => servedCrds(ctx.head).flatMap(
    (crd) => hoistedTargets(crd, "additionalPrinterColumns").flatMap(
      (t) => goList(t.value).flatMap(
        (col, j) => validatePrinterColumn(goObject(col) ?? {}, t.path.index(j)).map(
          (error) => rejectionReport(crd, "rejected", { error, fix: fixFor4(error) })
        )
      )
    )
  )
});
function fixFor4(e) {
  const field2 = e.path.toString().split(".").pop() ?? "";
  switch (field2) {
    case "name":
      return "give the column a name";
    case "type":
      return `set type to one of ${COLUMN_TYPES.join(", ")}`;
    case "format":
      return `use one of ${COLUMN_FORMATS.join(", ")}, or no format`;
    default:
      return 'set jsonPath to a path starting with ".", such as .status.phase';
  }
}

// src/rules/crd/selectable-fields/validate-selectable-fields.ts
var MAX_SELECTABLE_FIELDS = 8;
var SCALAR_TYPES = /* @__PURE__ */ new Set(["string", "boolean", "integer"]);
function validateSelectableFields(fields, schema4, allowTooMany, path) {
  const errs = [];
  const unique = /* @__PURE__ */ new Set();
  fields.forEach((f, i) => {
    const at = path.index(i).child("jsonPath");
    const jsonPath = goString(goObject(f)?.jsonPath);
    if (jsonPath === "") {
      errs.push(required(at, ""));
      return;
    }
    const found = validFieldPath(jsonPath, schema4);
    if (!found.ok) {
      errs.push(invalid(at, jsonPath, `is an invalid path: ${found.error}`));
      return;
    }
    if (found.root === "metadata") errs.push(invalid(at, jsonPath, "must not point to fields in metadata"));
    if (!SCALAR_TYPES.has(goString(found.schema?.type))) {
      errs.push(
        invalid(
          at,
          jsonPath,
          "must point to a field of type string, boolean or integer. Enum string fields and strings with formats are allowed."
        )
      );
    }
    if (unique.has(found.path)) errs.push(duplicate(at, jsonPath));
    else unique.add(found.path);
  });
  if (unique.size > MAX_SELECTABLE_FIELDS && !allowTooMany)
    errs.push(tooMany(path, unique.size, MAX_SELECTABLE_FIELDS));
  return errs;
}
var NO_TOP_LEVEL_SCHEMA = "may only be set when validations.schema is included";
var NO_VERSION_SCHEMA = "may only be set when `version.schema.openAPIV3Schema` is not included";

// src/rules/crd/selectable-fields/selectable-fields.ts
var messages10 = {
  rejected: "the apiserver rejects {{name}}: {{error}}; {{fix}}",
  hoistingBug: "the apiserver rejects {{name}} because of a known apiserver bug ({{issue}}): {{error}}; {{fix}}"
};
var selectableFields = defineRule({
  id: "crd/selectable-fields",
  scope: "object",
  meta: {
    severity: "error",
    description: "selectableFields of a CRD are rejected by kube-apiserver: path, type, duplicates, more than 8, or per-version selectableFields that the apiserver wrongly rejects (kubernetes/kubernetes#140689)",
    messages: messages10
  },
  check: (ctx) => servedCrds(ctx.head).flatMap((crd) => check5(crd, crdOptions(ctx.baseOf(crd)).stored))
});
function check5(crd, stored) {
  const versions2 = crdVersions(crd);
  const h = hoisting(crd);
  if (versions2.length === 0) return [];
  const out = [];
  const schemaOf = (v) => goObject(goObject(v?.schema)?.openAPIV3Schema);
  const report3 = (error, fix, at) => {
    out.push(rejectionReport(crd, "rejected", { error, fix, ...at ? { at } : {} }));
  };
  const bug = (error, id, fix, at) => {
    const issue = id === "CRD-HOIST-002" ? "kubernetes/kubernetes#140689" : "not reported upstream";
    const knownBug = id === "CRD-HOIST-002" ? "selectable-fields-hoisted-without-schema" : "schema-hoisted-without-selectable-fields";
    out.push(rejectionReport(crd, "hoistingBug", { error, fix, at }, { issue, knownBug }));
  };
  if (h.selectableFields) {
    const fields = goList(versions2[0]?.selectableFields);
    if (fields.length === 0) return [];
    const path = apiserverPath(h, "selectableFields", 0);
    const hoistedSchema = h.schema ? versions2[0]?.schema : void 0;
    if (!isSet(hoistedSchema)) {
      const error = invalid(path, "", NO_TOP_LEVEL_SCHEMA);
      const at = manifestPath("selectableFields", 0);
      if (versions2.every((v) => isSet(schemaOf(v)))) {
        bug(
          error,
          "CRD-HOIST-002",
          "until the fix ships, make the selectableFields lists differ between versions (reorder the entries in one), so each version is checked against its own schema",
          at
        );
      } else report3(error, "give the versions a schema.openAPIV3Schema", at);
      return out;
    }
    const allowTooMany = tooManyAllowed(stored, "", fields, true);
    for (const error of validateSelectableFields(fields, schemaOf(versions2[0]), allowTooMany, path))
      report3(error, fixFor5(error));
    return out;
  }
  versions2.forEach((v, i) => {
    const fields = goList(v.selectableFields);
    if (fields.length === 0) return;
    const path = manifestPath("selectableFields", i);
    if (h.schema || !isSet(schemaOf(v))) {
      const error = invalid(path, "", NO_VERSION_SCHEMA);
      if (isSet(schemaOf(v))) {
        bug(
          error,
          "CRD-HOIST-003",
          "until the apiserver is fixed, give every version the same selectableFields, or make the schemas differ (a description is enough), so each version keeps its own schema",
          path
        );
      } else report3(error, `give version ${goString(v.name)} a schema.openAPIV3Schema`, path);
      return;
    }
    const allowTooMany = tooManyAllowed(stored, goString(v.name), fields, false);
    for (const error of validateSelectableFields(fields, schemaOf(v), allowTooMany, path)) report3(error, fixFor5(error));
  });
  return out;
}
function tooManyAllowed(stored, version2, fields, topLevel) {
  if (!stored) return false;
  const storedList = topLevel ? stored.selectableFieldsHoisted ? [...stored.selectableFields.values()][0] : void 0 : stored.selectableFieldsHoisted ? void 0 : stored.selectableFields.get(version2);
  return goList(storedList).length > MAX_SELECTABLE_FIELDS && semanticallyEqual(storedList, fields);
}
function fixFor5(e) {
  if (e.type === "Required value") return "set jsonPath, such as .spec.color";
  if (e.type === "Duplicate value") return "list each field once";
  if (e.type === "Too many") return `select at most ${MAX_SELECTABLE_FIELDS} fields`;
  if (e.detail.startsWith("is an invalid path"))
    return 'use a path starting with "." through declared properties, such as .spec.color';
  if (e.detail.startsWith("must not point to fields in metadata"))
    return "select a field outside metadata (metadata.name and metadata.namespace are always selectable)";
  return "select a string, boolean or integer field";
}

// src/rules/crd/subresources/subresources.ts
var messages11 = { rejected: "the apiserver rejects {{name}}: {{error}}; {{fix}}" };
var subresources = defineRule({
  id: "crd/subresources",
  scope: "object",
  meta: {
    severity: "error",
    description: "the scale subresource of a CRD is rejected by kube-apiserver: specReplicasPath, statusReplicasPath or labelSelectorPath",
    messages: messages11
  },
  check: (ctx) => servedCrds(ctx.head).flatMap(
    (crd) => hoistedTargets(crd, "subresources").flatMap(
      (t) => validateSubresources(goObject(t.value), t.path).map(
        (error) => rejectionReport(crd, "rejected", { error, fix: fixFor6(error) })
      )
    )
  )
});
function fixFor6(e) {
  const field2 = e.path.toString().split(".").pop() ?? "";
  const under2 = field2 === "specReplicasPath" ? ".spec." : field2 === "statusReplicasPath" ? ".status." : ".spec. or .status.";
  return `set scale.${field2} to a JSON path under ${under2}, such as ${field2 === "specReplicasPath" ? ".spec.replicas" : field2 === "statusReplicasPath" ? ".status.replicas" : ".status.selector"}`;
}

// src/rules/crd/unknown-field/crd-v1-shape.ts
var names2 = {
  object: {
    plural: "string",
    singular: "string",
    shortNames: { list: "string" },
    kind: "string",
    listKind: "string",
    categories: { list: "string" }
  }
};
var version = {
  object: {
    name: "string",
    served: "bool",
    storage: "bool",
    deprecated: "bool",
    deprecationWarning: "string",
    schema: { object: { openAPIV3Schema: "any" } },
    subresources: {
      object: {
        status: { object: {} },
        scale: { object: { specReplicasPath: "string", statusReplicasPath: "string", labelSelectorPath: "string" } }
      }
    },
    additionalPrinterColumns: {
      list: {
        object: {
          name: "string",
          type: "string",
          format: "string",
          description: "string",
          priority: "int32",
          jsonPath: "string"
        }
      }
    },
    selectableFields: { list: { object: { jsonPath: "string" } } }
  }
};
var conversion2 = {
  object: {
    strategy: "string",
    webhook: {
      object: {
        clientConfig: {
          object: {
            url: "string",
            service: { object: { namespace: "string", name: "string", path: "string", port: "int32" } },
            caBundle: "bytes"
          }
        },
        conversionReviewVersions: { list: "string" }
      }
    }
  }
};
var objectMeta = {
  object: {
    name: "string",
    generateName: "string",
    namespace: "string",
    selfLink: "string",
    uid: "string",
    resourceVersion: "string",
    generation: "int64",
    creationTimestamp: "time",
    deletionTimestamp: "time",
    deletionGracePeriodSeconds: "int64",
    labels: { map: "string" },
    annotations: { map: "string" },
    ownerReferences: {
      list: {
        object: {
          apiVersion: "string",
          kind: "string",
          name: "string",
          uid: "string",
          controller: "bool",
          blockOwnerDeletion: "bool"
        }
      }
    },
    finalizers: { list: "string" },
    managedFields: { list: "any" }
  }
};
var condition = {
  object: {
    type: "string",
    status: "string",
    lastTransitionTime: "time",
    reason: "string",
    message: "string",
    observedGeneration: "int64"
  }
};
var CRD_V1 = {
  object: {
    apiVersion: "string",
    kind: "string",
    metadata: objectMeta,
    spec: {
      object: {
        group: "string",
        names: names2,
        scope: "string",
        versions: { list: version },
        conversion: conversion2,
        preserveUnknownFields: "bool"
      }
    },
    // observedGeneration: CRDObservedGenerationTracking, beta and on by default in 1.36 (§0).
    status: {
      object: {
        conditions: { list: condition },
        acceptedNames: names2,
        storedVersions: { list: "string" },
        observedGeneration: "int64"
      }
    }
  }
};

// src/rules/crd/unknown-field/decode-crd.ts
function decodeProblems(value2, shape, path, strictPath, out) {
  if (value2 === null || value2 === void 0 || shape === "any") return;
  const at = path ?? FieldPath.of("");
  const mismatch2 = (want) => {
    out.push({ kind: "type", path: at, strictPath, got: jsonType2(value2), want });
  };
  if (typeof shape === "string") {
    const ok = shape === "string" ? typeof value2 === "string" || value2 instanceof Date : shape === "time" ? typeof value2 === "string" && RFC33392.test(value2) || value2 instanceof Date : shape === "bool" ? typeof value2 === "boolean" || typeof value2 === "string" && YAML11_BOOLS.has(value2) : shape === "bytes" ? typeof value2 === "string" && isBase64(value2) : typeof value2 === "number" && Number.isInteger(value2) && (shape === "int64" || Math.abs(value2) <= 2 ** 31);
    if (!ok) mismatch2(GO_TYPES2[shape]);
    return;
  }
  if ("list" in shape) {
    if (!Array.isArray(value2)) return mismatch2(`[]${goTypeOf(shape.list)}`);
    value2.forEach((item, i) => decodeProblems(item, shape.list, at.index(i), `${strictPath}[${i}]`, out));
    return;
  }
  if (!isJsonObject(value2) || value2 instanceof Date)
    return mismatch2("map" in shape ? `map[string]${goTypeOf(shape.map)}` : "object");
  for (const [key3, child] of Object.entries(value2)) {
    const childPath2 = path ? "map" in shape ? path.key(key3) : path.child(key3) : FieldPath.of(key3);
    const childStrict = strictPath === "" ? key3 : `${strictPath}.${key3}`;
    if ("map" in shape) decodeProblems(child, shape.map, childPath2, childStrict, out);
    else {
      const fieldShape = shape.object[key3];
      if (fieldShape === void 0) out.push({ kind: "unknown", path: childPath2, strictPath: childStrict });
      else decodeProblems(child, fieldShape, childPath2, childStrict, out);
    }
  }
}
var YAML11_BOOLS = /* @__PURE__ */ new Set([
  "y",
  "Y",
  "yes",
  "Yes",
  "YES",
  "n",
  "N",
  "no",
  "No",
  "NO",
  "on",
  "On",
  "ON",
  "off",
  "Off",
  "OFF"
]);
var RFC33392 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
function isBase64(s) {
  const t = s.replace(/[\r\n]/g, "");
  return t.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(t);
}
var GO_TYPES2 = {
  string: "string",
  bool: "bool",
  int32: "int32",
  int64: "int64",
  bytes: "[]uint8",
  time: "v1.Time",
  any: "interface {}"
};
function goTypeOf(shape) {
  if (typeof shape === "string") return GO_TYPES2[shape];
  if ("list" in shape) return `[]${goTypeOf(shape.list)}`;
  if ("map" in shape) return `map[string]${goTypeOf(shape.map)}`;
  return "object";
}
function jsonType2(v) {
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return Number.isInteger(v) ? "number" : `number ${v}`;
  if (typeof v === "boolean") return "bool";
  if (typeof v === "string") return "string";
  return "object";
}

// src/rules/crd/unknown-field/unknown-field.ts
var messages12 = {
  unknown: '{{field}} is not a field of apiextensions.k8s.io/v1 CustomResourceDefinition, so kubectl apply fails with "{{detail}}" (and other clients drop it in silence): remove it or fix its spelling{{hint}}',
  type: "{{field}} must be {{want}} but is {{got}}, so the apiserver cannot decode {{name}} (400 BadRequest): write it as {{want}}"
};
var HINTS2 = {
  validation: "; in v1 the schema is spec.versions[*].schema",
  version: "; in v1 it is spec.versions[*].name",
  additionalPrinterColumns: "; in v1 printer columns are per version: spec.versions[*].additionalPrinterColumns",
  subresources: "; in v1 subresources are per version: spec.versions[*].subresources",
  JSONPath: "; in v1 it is jsonPath",
  webhookClientConfig: "; in v1 it is spec.conversion.webhook.clientConfig",
  conversionReviewVersions: "; in v1 it is spec.conversion.webhook.conversionReviewVersions"
};
var unknownField2 = defineRule({
  id: "crd/unknown-field",
  scope: "object",
  meta: {
    severity: "error",
    description: "a CRD has a field outside openAPIV3Schema that apiextensions.k8s.io/v1 does not know, or a value of the wrong type, so decoding fails",
    messages: messages12
  },
  check: (ctx) => servedCrds(ctx.head).flatMap((crd) => {
    const problems = [];
    decodeProblems(crd.value, CRD_V1, void 0, "", problems);
    return problems.map((p) => {
      const field2 = p.path.toString();
      if (p.kind === "unknown") {
        const detail2 = `strict decoding error: unknown field ${goQuote(p.strictPath)}`;
        const last = p.path.steps().at(-1);
        const hint = last && "field" in last ? HINTS2[last.field] ?? "" : "";
        return {
          messageId: "unknown",
          object: crd,
          path: p.path,
          data: { field: field2, detail: detail2, hint },
          apiserver: requestError("BadRequest", detail2)
        };
      }
      const detail = `json: cannot unmarshal ${p.got} into Go struct field ${p.strictPath.replace(/\[\d+\]/g, "")} of type ${p.want}`;
      return {
        messageId: "type",
        object: crd,
        path: p.path,
        data: { field: field2, want: p.want, got: p.got, name: crd.name },
        apiserver: requestError("BadRequest", detail)
      };
    });
  })
});

// src/rules/crd/versions/schema-has-default.ts
function schemaHasDefault(s) {
  const o = goObject(s);
  if (!o) return false;
  if (isSet(o.default)) return true;
  const items = o.items;
  if (Array.isArray(items) ? items.some(schemaHasDefault) : schemaHasDefault(items)) return true;
  for (const key3 of ["allOf", "anyOf", "oneOf"]) if (goList(o[key3]).some(schemaHasDefault)) return true;
  if (schemaHasDefault(o.not) || schemaHasDefault(o.additionalProperties) || schemaHasDefault(o.additionalItems))
    return true;
  for (const key3 of ["properties", "patternProperties", "definitions", "dependencies"]) {
    if (Object.values(goObject(o[key3]) ?? {}).some(schemaHasDefault)) return true;
  }
  return false;
}

// src/rules/crd/versions/internal-versions.ts
function internalVersions(versions2, h) {
  return versions2.map((v) => ({
    Name: goString(v.name),
    Served: goBool(v.served),
    Storage: goBool(v.storage),
    Deprecated: goBool(v.deprecated),
    DeprecationWarning: isSet(v.deprecationWarning) ? goString(v.deprecationWarning) : null,
    Schema: h.schema || !isSet(v.schema) ? null : internalValidation(goObject(v.schema) ?? {}),
    Subresources: h.subresources || !isSet(v.subresources) ? null : internalSubresources(goObject(v.subresources) ?? {}),
    AdditionalPrinterColumns: h.additionalPrinterColumns ? null : nilOrList(v.additionalPrinterColumns, internalColumn),
    SelectableFields: h.selectableFields ? null : nilOrList(v.selectableFields, (f) => ({ JSONPath: goString(goObject(f)?.jsonPath) }))
  }));
}
function nilOrList(v, f) {
  return Array.isArray(v) ? v.map(f) : null;
}
function internalValidation(v) {
  return { OpenAPIV3Schema: isJsonObject(v.openAPIV3Schema) ? internalSchemaProps(v.openAPIV3Schema) : null };
}
function internalSubresources(s) {
  const scale3 = goObject(s.scale);
  return {
    Status: isSet(s.status) ? {} : null,
    Scale: scale3 ? {
      SpecReplicasPath: goString(scale3.specReplicasPath),
      StatusReplicasPath: goString(scale3.statusReplicasPath),
      LabelSelectorPath: isSet(scale3.labelSelectorPath) ? goString(scale3.labelSelectorPath) : null
    } : null
  };
}
function internalColumn(c) {
  const o = goObject(c) ?? {};
  return {
    Name: goString(o.name),
    Type: goString(o.type),
    Format: goString(o.format),
    Description: goString(o.description),
    Priority: typeof o.priority === "number" ? o.priority : 0,
    JSONPath: goString(o.jsonPath)
  };
}

// src/rules/crd/versions/validate-versions.ts
function validateVersions({ versions: versions2, hoisting: hoisting2 }, path) {
  const errs = [];
  const seen = /* @__PURE__ */ new Set();
  let unique = true;
  let storageCount = 0;
  versions2.forEach((v, i) => {
    const name = goString(v.name);
    if (goBool(v.storage)) storageCount++;
    if (seen.has(name)) unique = false;
    seen.add(name);
    const nameErrs = isDns1035Label(name);
    if (nameErrs.length > 0) errs.push(invalid(path.index(i).child("name"), name, nameErrs.join(",")));
    const warning = v.deprecationWarning;
    if (isSet(warning) || goBool(v.deprecated)) {
      for (const d of validateDeprecationWarning(
        goBool(v.deprecated),
        isSet(warning) ? goString(warning) : void 0
      )) {
        errs.push(invalid(path.index(i).child("deprecationWarning"), goString(warning), d));
      }
    }
  });
  const internal = () => internalVersions(versions2, hoisting2);
  if (!unique) errs.push(invalid(path, internal(), "must contain unique version names"));
  if (storageCount !== 1)
    errs.push(invalid(path, internal(), "must have exactly one version marked as storage version"));
  const first = versions2[0];
  if (first && goString(first.name) !== "") {
    const e = isDns1035Label(goString(first.name));
    if (e.length > 0)
      errs.push(invalid(path.parentPath()?.child("version") ?? path, goString(first.name), e.join(",")));
  }
  return errs;
}
var PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u;
function validateDeprecationWarning(deprecated, warning) {
  if (!deprecated && warning !== void 0) return ["can only be set for deprecated versions"];
  if (warning === void 0) return [];
  const errs = [];
  if (utf8Length(warning) > 256) errs.push("must be <= 256 characters long");
  if (warning === "") errs.push("must not be an empty string");
  let offset = 0;
  for (const ch of warning) {
    if (!PRINTABLE.test(ch)) {
      errs.push(`must only contain printable UTF-8 characters; non-printable character found at index ${offset}`);
      break;
    }
    offset += utf8Length(ch);
  }
  return errs;
}
function storedVersionsAfterStrategy(versions2, stored) {
  const out = [...stored ?? []];
  const storage = versions2.find((v) => goBool(v.storage));
  if (storage && !out.includes(goString(storage.name))) out.push(goString(storage.name));
  return out;
}
function validateStoredVersions(storedVersions, versions2, path) {
  if (storedVersions.length === 0) return [invalid(path, null, "must have at least one stored version")];
  const errs = [];
  const remaining = new Map(storedVersions.map((v, i) => [v, i]));
  for (const v of versions2) {
    const name = goString(v.name);
    if (goBool(v.storage) && !remaining.has(name))
      errs.push(invalid(path, [...storedVersions], `must have the storage version ${name}`));
    remaining.delete(name);
  }
  for (const [v, i] of [...remaining].sort((a, b) => a[1] - b[1])) {
    errs.push(
      invalid(
        path.index(i),
        v,
        `missing from spec.versions; ${v} was previously a storage version, and must remain in spec.versions until a storage migration ensures no data remains persisted in ${v} and removes ${v} from status.storedVersions`
      )
    );
  }
  return errs;
}
function validateSchemaPresence(versions2, hoistedSchema, opts, path) {
  if (hoistedSchema && versions2.length > 0 && isSet(goObject(versions2[0]?.schema)?.openAPIV3Schema)) return [];
  const missing2 = (v) => !isSet(goObject(v.schema)?.openAPIV3Schema);
  if (opts.requireOpenAPISchema) {
    return versions2.flatMap(
      (v, i) => missing2(v) ? [required(path.index(i).child("schema", "openAPIV3Schema"), "")] : []
    );
  }
  if (opts.preserveUnknownFields) return [];
  return versions2.flatMap(
    (v, i) => goBool(v.served) && missing2(v) ? [required(path.index(i).child("schema", "openAPIV3Schema"), "because otherwise all fields are pruned")] : []
  );
}
function validatePreserveUnknownFields(preserve, hasDefaults, storedPreserves, path) {
  const errs = [];
  if (hasDefaults && preserve) errs.push(invalid(path, true, "must be false in order to use defaults in the schema"));
  if (preserve && !storedPreserves) {
    errs.push(
      invalid(
        path,
        true,
        "cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead"
      )
    );
  }
  return errs;
}
function validateConversionWithPreserve(conversion3, preserve, path) {
  if (!conversion3 || !preserve) return [];
  const strategy = goString(conversion3.strategy);
  return strategy === "None" ? [] : [invalid(path, strategy, "must be None if spec.preserveUnknownFields is true")];
}

// src/rules/crd/versions/versions.ts
var messages13 = {
  rejected: "the apiserver rejects {{name}}: {{error}}; {{fix}}",
  removedStoredVersion: "the apiserver rejects this update of {{name}}: {{version}} is in status.storedVersions, so objects may still be stored as {{version}}; keep {{version}} in spec.versions (served: false is enough) until a storage migration has rewritten them and removed it from status.storedVersions"
};
var SPEC3 = FieldPath.of("spec");
var versions = defineRule({
  id: "crd/versions",
  scope: "object",
  meta: {
    severity: "error",
    description: "spec.versions of a CRD is rejected by kube-apiserver: names, storage version, stored versions, deprecation warnings, schemas, preserveUnknownFields",
    messages: messages13
  },
  check: (ctx) => servedCrds(ctx.head).filter((crd) => !isPatchFragment(crd)).flatMap((crd) => check6(crd, crdOptions(ctx.baseOf(crd))))
});
function check6(crd, opts) {
  const spec = goObject(crd.value.spec) ?? {};
  const list2 = crdVersions(crd);
  const h = hoisting(crd);
  const preserve = goBool(spec.preserveUnknownFields);
  const hasDefaults = preserve && list2.some((v) => schemaHasDefault(goObject(v.schema)?.openAPIV3Schema));
  const versionsPath = SPEC3.child("versions");
  const errors = [
    ...validateSchemaPresence(
      list2,
      h.schema,
      { requireOpenAPISchema: opts.requireOpenAPISchema, preserveUnknownFields: preserve },
      versionsPath
    ),
    ...validateVersions({ versions: list2, hoisting: h }, versionsPath),
    ...validateStoredVersions(
      storedVersionsAfterStrategy(list2, opts.stored?.storedVersions),
      list2,
      FieldPath.of("status", "storedVersions")
    ),
    ...validateConversionWithPreserve(goObject(spec.conversion), preserve, SPEC3.child("conversion", "strategy")),
    ...validatePreserveUnknownFields(
      preserve,
      hasDefaults,
      opts.storedPreservesUnknownFields,
      SPEC3.child("preserveUnknownFields")
    )
  ];
  return errors.map((error) => {
    if (error.detail.startsWith("missing from spec.versions")) {
      const version2 = goString(error.value);
      return rejectionReport(crd, "removedStoredVersion", { error, fix: "" }, { version: version2 });
    }
    return rejectionReport(crd, "rejected", { error, fix: fixFor7(error) });
  });
}
function fixFor7(e) {
  const path = e.path.toString();
  const d = e.detail;
  if (path.endsWith(".name") || path === "spec.version")
    return "name versions as lowercase DNS-1035 labels, such as v1, v1beta1 or v2alpha1";
  if (path.endsWith("deprecationWarning")) {
    return d === "can only be set for deprecated versions" ? "set deprecated: true on this version, or remove deprecationWarning" : "write a short, printable, non-empty warning of at most 256 bytes";
  }
  if (d === "must contain unique version names") return "give each entry of spec.versions its own name";
  if (d === "must have exactly one version marked as storage version") return "mark exactly one version storage: true";
  if (d === "must have at least one stored version" || d.startsWith("must have the storage version"))
    return "mark exactly one version storage: true";
  if (path.endsWith("openAPIV3Schema"))
    return "give this version a schema.openAPIV3Schema (x-kubernetes-preserve-unknown-fields: true keeps a subtree open)";
  if (d.startsWith("must be false in order to use defaults"))
    return "set spec.preserveUnknownFields to false (or remove it) to use defaults";
  if (d.startsWith("must be None if"))
    return "set spec.preserveUnknownFields to false (or remove it) to use conversion";
  return "remove spec.preserveUnknownFields and set x-kubernetes-preserve-unknown-fields: true where fields must be kept";
}

// src/rules/crd/index.ts
var crdRules = [
  apiVersion,
  defaults,
  cel2,
  schema3,
  structural,
  listType2,
  unknownFormat,
  nonScalarSet,
  unknownField2,
  metadata3,
  names,
  versions,
  conversion,
  subresources,
  printerColumns,
  selectableFields
];

// src/rules/parse/parse-problem-rules.ts
function parseProblemRule(code, severity, description) {
  return defineRule({
    id: `parse/${code}`,
    // A file's problems are the file's own; the stored file of the same path only tells whether it was a manifest.
    scope: "object",
    meta: {
      severity,
      description,
      messages: {
        problem: "{{message}}",
        andMore: "{{message}}, {{othersText}} of this file",
        notManifest: "{{message}}; the file names no apiVersion and kind, so it is not a Kubernetes manifest and this is only a notice"
      }
    },
    check: (ctx) => {
      const baseManifests = new Set((ctx.base?.files ?? []).filter((f) => f.objects.length > 0).map((f) => f.path));
      return ctx.head.files.flatMap((file) => {
        const problems = file.problems.filter((p) => p.code === code);
        if (problems.length === 0) return [];
        const isManifest = file.objects.length > 0 || file.looksLikeManifest === true || baseManifests.has(file.path);
        const quiet = !isManifest && severity !== "notice";
        if (code === "template" && problems.length > 1) {
          const first = problems.reduce(
            (a, b) => b.line < a.line || b.line === a.line && b.column < a.column ? b : a
          );
          const others = problems.length - 1;
          const othersText = others === 1 ? "nor was 1 more document" : `nor were ${others} more documents`;
          return [
            {
              messageId: "andMore",
              file: file.path,
              line: first.line,
              column: first.column,
              data: { message: first.message, othersText, documents: problems.length }
            }
          ];
        }
        return problems.map((p) => ({
          messageId: quiet ? "notManifest" : "problem",
          file: file.path,
          line: p.line,
          column: p.column,
          data: { message: p.message },
          ...quiet ? { severity: "notice" } : {}
        }));
      });
    }
  });
}
var yamlSyntax = parseProblemRule(
  "yaml-syntax",
  "error",
  "a document is not valid YAML or JSON, so nothing in it is reviewed"
);
var duplicateKey = parseProblemRule(
  "duplicate-key",
  "error",
  "a mapping repeats a key: kubectl keeps the last value without a word, kustomize and strict field validation refuse it"
);
var aliasLimit = parseProblemRule(
  "alias-limit",
  "error",
  "YAML aliases expand a document beyond a safe size (an alias bomb)"
);
var tooDeep = parseProblemRule("too-deep", "error", "a document nests deeper than the tool reads");
var tooLarge = parseProblemRule("too-large", "error", "a file is larger than the tool reads");
var notText = parseProblemRule("not-text", "error", "a .yaml, .yml or .json file is binary or not UTF-8");
var template = parseProblemRule(
  "template",
  "notice",
  "a file is a template (Helm, Go templates, Jinja, envsubst) rather than YAML, so its templated documents are not reviewed"
);

// src/rules/lifecycle/gate-table.ts
import { posix as posix2 } from "node:path";

// src/rules/lifecycle/minor-version.ts
var MAJOR_MINOR2 = /^v?(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$/;
function parseMinorVersion(text) {
  const m = MAJOR_MINOR2.exec(text);
  return m ? { major: Number(m[1]), minor: Number(m[2]) } : void 0;
}
var compareVersions = (a, b) => a.major - b.major || a.minor - b.minor;
var formatVersion = (v) => `${v.major}.${v.minor}`;

// src/rules/lifecycle/repository-go-files.ts
import { posix } from "node:path";
var NOT_OURS = /* @__PURE__ */ new Set(["vendor", "third_party", "third-party", "testdata"]);
function isOutsideRepository(dir) {
  return dir.split("/").some((s) => NOT_OURS.has(s) || s.startsWith(".") || s.startsWith("_"));
}
var isReviewedGoFile = (path) => !path.endsWith("_test.go") && !isOutsideRepository(posix.dirname(path));

// src/rules/lifecycle/stage.ts
var STAGES = ["Alpha", "Beta", "GA", "Deprecated"];
function stageOf(expr) {
  const last = expr.slice(expr.lastIndexOf(".") + 1).trim();
  return STAGES.find((s) => s === last);
}
function statusOfStage(stage) {
  return stage.toLowerCase();
}

// src/rules/lifecycle/versioned-feature-list.ts
var import_yaml4 = __toESM(require_dist(), 1);
var VERSIONED_FEATURE_LIST = "versioned_feature_list.yaml";
function gatesOfFeatureList(text) {
  let doc;
  try {
    doc = (0, import_yaml4.parse)(text, { maxAliasCount: 100 });
  } catch {
    return [];
  }
  if (!Array.isArray(doc)) return [];
  const gates = [];
  for (const item of doc) {
    if (!isRecord2(item) || typeof item.name !== "string" || !Array.isArray(item.versionedSpecs)) continue;
    const specs = [];
    for (const s of item.versionedSpecs) {
      if (!isRecord2(s)) continue;
      const version2 = typeof s.version === "string" || typeof s.version === "number" ? parseMinorVersion(String(s.version)) : void 0;
      const stage = typeof s.preRelease === "string" ? stageOf(s.preRelease) : void 0;
      if (!version2) continue;
      specs.push({ version: version2, ...stage ? { stage } : {}, lockToDefault: s.lockToDefault === true });
    }
    gates.push({ name: item.name, specs, isLegacy: false, stageComments: [] });
  }
  return gates;
}
var isRecord2 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);

// src/rules/lifecycle/gate-table.ts
var isFeatureList = (path) => posix2.basename(path) === VERSIONED_FEATURE_LIST && !isOutsideRepository(posix2.dirname(path));
var MATCHERS = /* @__PURE__ */ new WeakMap();
var configuredFeatureFiles = (config) => {
  if (!MATCHERS.has(config)) {
    const globs = config.lifecycle?.featureFiles ?? [];
    MATCHERS.set(config, globs.length > 0 ? picomatch()([...globs], { dot: true }) : void 0);
  }
  return MATCHERS.get(config);
};
var readsForLifecycle = (path, config) => /\.go$/i.test(path) || isFeatureList(path) || configuredFeatureFiles(config)?.(path) === true;
var FEATUREGATE_IMPORT = "k8s.io/component-base/featuregate";
var STAGE_COMMENT = /^\s*(alpha|beta|ga|deprecated)\s*:\s*v?([0-9]+\.[0-9]+)\b/i;
function gateTable(world, config, worldGoFiles) {
  const configured = configuredFeatureFiles(config);
  const goFiles = worldGoFiles.filter(
    (f) => configured ? configured(f.path) : isFeatureFile(f) && isReviewedGoFile(f.path)
  );
  const lists = world.filesAt((path) => configured ? configured(path) : isFeatureList(path));
  const gates = /* @__PURE__ */ new Map();
  for (const list2 of lists)
    for (const gate of gatesOfFeatureList(list2.text)) if (!gates.has(gate.name)) gates.set(gate.name, gate);
  const constants = new ConstantIndex(goFiles);
  for (const file of goFiles) {
    for (const map of file.specMaps) {
      for (const entry of map.entries) {
        const constant = constants.resolve(file, entry.key);
        const name = constant?.stringValue ?? entry.key.slice(entry.key.lastIndexOf(".") + 1);
        const stageComments = constant ? stageCommentsOf(constant.file.path, constant.decl) : [];
        const known = gates.get(name);
        if (known) {
          if (known.stageComments.length === 0 && stageComments.length > 0)
            gates.set(name, { ...known, stageComments });
          continue;
        }
        gates.set(name, { name, specs: specsOf(map, entry.values), isLegacy: isLegacyMap(map), stageComments });
      }
    }
  }
  for (const c of constants.all()) {
    const name = c.stringValue ?? c.decl.name;
    if (!gates.has(name))
      gates.set(name, { name, specs: [], isLegacy: false, stageComments: stageCommentsOf(c.file.path, c.decl) });
  }
  const configuredVersion = config.lifecycle?.currentVersion;
  const currentVersion = configuredVersion === void 0 ? highestVersion(gates) : parseMinorVersion(configuredVersion);
  return { gates, ...currentVersion ? { currentVersion } : {} };
}
var isFeatureFile = (f) => f.specMaps.length > 0 || f.imports.some((i) => i.path === FEATUREGATE_IMPORT);
var isLegacyMap = (map) => map.valueType.endsWith("FeatureSpec");
function specsOf(map, literals) {
  const specs = literals.map((lit) => {
    const version2 = isLegacyMap(map) ? void 0 : versionOf(lit.fields.get("Version"));
    const stage = stageOf(lit.fields.get("PreRelease") ?? "");
    return {
      ...version2 ? { version: version2 } : {},
      ...stage ? { stage } : {},
      lockToDefault: lit.fields.get("LockToDefault") === "true"
    };
  });
  return specs.sort((a, b) => a.version && b.version ? compareVersions(a.version, b.version) : 0);
}
function versionOf(expr) {
  if (expr === void 0) return void 0;
  const parsed = /MustParse\w*\(\s*"v?([0-9]+)\.([0-9]+)(?:\.[0-9]+)?"\s*\)/.exec(expr) ?? /MajorMinor\(\s*([0-9]+)\s*,\s*([0-9]+)\s*\)/.exec(expr);
  return parsed ? { major: Number(parsed[1]), minor: Number(parsed[2]) } : void 0;
}
function stageCommentsOf(file, decl) {
  return decl.doc.flatMap((c) => {
    const m = STAGE_COMMENT.exec(c.text);
    const version2 = m ? parseMinorVersion(m[2] ?? "") : void 0;
    if (!m || !version2) return [];
    const column = c.column + 2 + c.text.length - c.text.trimStart().length;
    return [{ stage: (m[1] ?? "").toLowerCase(), version: version2, file, line: c.line, column }];
  });
}
function highestVersion(gates) {
  let best;
  for (const gate of gates.values())
    for (const s of gate.specs) if (s.version && (!best || compareVersions(s.version, best) > 0)) best = s.version;
  return best;
}
var ConstantIndex = class {
  byName = /* @__PURE__ */ new Map();
  constructor(files) {
    for (const file of files) {
      const definesGates = file.specMaps.length > 0 || file.imports.some((i) => i.path === FEATUREGATE_IMPORT);
      for (const decl of file.consts) {
        const typed = decl.type !== void 0 && /(^|\.)Feature$/.test(decl.type);
        if (!typed && !(definesGates && decl.type === void 0 && decl.stringValue !== void 0)) continue;
        const list2 = this.byName.get(decl.name) ?? [];
        list2.push({ file, decl, ...decl.stringValue === void 0 ? {} : { stringValue: decl.stringValue } });
        this.byName.set(decl.name, list2);
      }
    }
  }
  all() {
    return [...this.byName.values()].flat();
  }
  resolve(from, key3) {
    const dot = key3.lastIndexOf(".");
    const ident = key3.slice(dot + 1);
    const candidates2 = this.byName.get(ident) ?? [];
    if (candidates2.length <= 1) return candidates2[0];
    if (dot === -1) {
      const dir = posix2.dirname(from.path);
      return candidates2.find((c) => posix2.dirname(c.file.path) === dir) ?? candidates2[0];
    }
    const alias = key3.slice(0, dot);
    const imported = from.imports.find((i) => (i.name ?? i.path.slice(i.path.lastIndexOf("/") + 1)) === alias);
    if (!imported) return candidates2[0];
    const p = imported.path;
    return candidates2.find((c) => {
      const dir = posix2.dirname(c.file.path);
      return dir === p || dir.endsWith(`/${p}`) || p.endsWith(`/${dir}`);
    }) ?? candidates2[0];
  }
};

// src/rules/lifecycle/change-index.ts
import { posix as posix4 } from "node:path";

// src/rules/lifecycle/serialized-form.ts
import { posix as posix3 } from "node:path";
function jsonNamesOf(field2) {
  const json = field2.tag === void 0 ? void 0 : jsonTagOf(field2.tag);
  if (json?.name === "-" && json.options.length === 0) return [];
  if (field2.names.length > 0) {
    const exported = field2.names.filter(isExported);
    if (exported.length === 0) return [];
    return json !== void 0 && json.name !== "" ? [json.name] : exported;
  }
  return isExported(embeddedName(field2.type)) && json !== void 0 && json.name !== "" ? [json.name] : [];
}
var isSerialized = (field2) => jsonNamesOf(field2).length > 0;
function isInlined(field2) {
  if (field2.names.length > 0) return false;
  const json = field2.tag === void 0 ? void 0 : jsonTagOf(field2.tag);
  return json === void 0 || json.name === "";
}
var GoPackages = class {
  /**
   * Every definition of a struct in a package: files under build tags (`//go:build linux` and
   * `!linux`) may each define it, and its serialized form is what any of them serializes.
   */
  structs = /* @__PURE__ */ new Map();
  forms = /* @__PURE__ */ new Map();
  inlinedBy;
  constructor(files) {
    for (const file of files) {
      if (file.error !== void 0 || !isReviewedGoFile(file.path)) continue;
      const dir = posix3.dirname(file.path);
      for (const struct of file.structs) {
        const key3 = structKey(dir, struct.name);
        const definitions = this.structs.get(key3);
        if (definitions) definitions.push({ file, struct });
        else this.structs.set(key3, [{ file, struct }]);
      }
    }
  }
  /** The serialized form of the struct `name` of the package in `dir`; undefined when there is none. */
  form(dir, name) {
    const key3 = structKey(dir, name);
    const known = this.forms.get(key3);
    if (known === "computing") return { names: /* @__PURE__ */ new Set(), unseen: /* @__PURE__ */ new Set() };
    if (known) return known;
    const definitions = this.structs.get(key3);
    if (!definitions) return void 0;
    this.forms.set(key3, "computing");
    const names3 = /* @__PURE__ */ new Set();
    const unseen = /* @__PURE__ */ new Set();
    for (const at of definitions)
      for (const field2 of at.struct.fields) {
        for (const n of jsonNamesOf(field2)) names3.add(n);
        const own = field2.names.length === 0 && field2.tag !== void 0 ? jsonTagOf(field2.tag) : void 0;
        if (own !== void 0 && own.name !== "" && !(own.name === "-" && own.options.length === 0))
          names3.add(own.name);
        if (!isInlined(field2)) continue;
        const type = typeName3(field2.type);
        const inner = type.qualifier === void 0 ? this.form(dir, type.name) : void 0;
        if (inner) {
          for (const n of inner.names) names3.add(n);
          for (const u of inner.unseen) unseen.add(u);
        } else {
          unseen.add(`${type.qualifier === void 0 ? dir : importPathOf(at.file, type.qualifier)}.${type.name}`);
        }
      }
    const form = { names: names3, unseen };
    this.forms.set(key3, form);
    return form;
  }
  /** The structs of the same package whose serialized form holds the fields of `name` inlined, at any depth. */
  inliners(dir, name) {
    if (!this.inlinedBy) {
      this.inlinedBy = /* @__PURE__ */ new Map();
      for (const [key3, definitions] of this.structs) {
        const d = key3.slice(0, key3.indexOf("\0"));
        for (const { struct } of definitions)
          for (const field2 of struct.fields) {
            if (!isInlined(field2)) continue;
            const type = typeName3(field2.type);
            if (type.qualifier !== void 0) continue;
            const inner = structKey(d, type.name);
            const by = this.inlinedBy.get(inner) ?? /* @__PURE__ */ new Set();
            by.add(struct.name);
            this.inlinedBy.set(inner, by);
          }
      }
    }
    const out = /* @__PURE__ */ new Set();
    const queue = [name];
    for (let next = queue.pop(); next !== void 0; next = queue.pop()) {
      for (const by of this.inlinedBy.get(structKey(dir, next)) ?? []) {
        if (by === name || out.has(by)) continue;
        out.add(by);
        queue.push(by);
      }
    }
    return [...out];
  }
};
var structKey = (dir, name) => `${dir}\0${name}`;
function typeName3(type) {
  const bare = type.replace(/^\*+/, "").replace(/\[.*$/s, "").trim();
  const dot = bare.lastIndexOf(".");
  return dot < 0 ? { name: bare } : { qualifier: bare.slice(0, dot), name: bare.slice(dot + 1) };
}
var embeddedName = (type) => typeName3(type).name;
function importPathOf(file, qualifier) {
  const named = file.imports.find((i) => i.name === qualifier);
  if (named) return named.path;
  const byElement = file.imports.find((i) => i.name === void 0 && posix3.basename(i.path) === qualifier);
  return byElement?.path ?? qualifier;
}
var isExported = (name) => new RegExp("^\\p{Lu}", "u").test(name);

// src/rules/lifecycle/change-index.ts
var ChangeIndex = class {
  /** `base`: the base's Go files the family reads (go-files-needed.ts); undefined without a base. */
  constructor(base) {
    this.base = base;
    for (const file of base ?? []) {
      for (const decl of file.consts) {
        const key3 = constKey(file, decl);
        const docs = this.constDocs.get(key3) ?? /* @__PURE__ */ new Set();
        for (const c of decl.doc) docs.add(c.text.trim());
        this.constDocs.set(key3, docs);
      }
      for (const struct of file.structs) {
        const sk = structKey2(file, struct);
        const sdocs = this.structDocs.get(sk) ?? /* @__PURE__ */ new Set();
        for (const c of [...struct.doc, ...struct.secondDoc]) sdocs.add(c.text.trim());
        this.structDocs.set(sk, sdocs);
        for (const field2 of struct.fields) {
          for (const name of namesOf(field2)) {
            const docs = this.fieldDocs.get(`${sk}\0${name}`) ?? /* @__PURE__ */ new Set();
            for (const c of field2.doc) docs.add(c.text.trim());
            this.fieldDocs.set(`${sk}\0${name}`, docs);
          }
        }
      }
    }
  }
  base;
  fieldDocs = /* @__PURE__ */ new Map();
  structDocs = /* @__PURE__ */ new Map();
  constDocs = /* @__PURE__ */ new Map();
  basePackages;
  get hasBase() {
    return this.base !== void 0;
  }
  /** The change adds this struct: no base, or no struct of this name in this package at base. */
  isAddedStruct(file, struct) {
    return !this.base || !this.structDocs.has(structKey2(file, struct));
  }
  /**
   * The JSON names under which this field of the head struct is new to the API: all of them
   * without a base; else those the struct's serialized form did not have at base, judged in every
   * form the field is part of (the struct, and each struct of the package that inlines it), so a
   * field moved into an inlined struct is not new either.
   *
   * An inlined type the review cannot see (another package) held unknown names at base. While it
   * is still inlined at head it holds the same ones on both sides; once the change removes it,
   * any name could have come from it (Karpenter c81e6ace4 replaced `v1.NodeSelectorRequirement`
   * inline with explicit `key`, `operator`, `values`), and no name of that form counts as new.
   */
  addedJsonNames(head, file, struct, field2) {
    const names3 = jsonNamesOf(field2);
    if (!this.base) return names3;
    this.basePackages ??= new GoPackages(this.base);
    const base = this.basePackages;
    const dir = posix4.dirname(file.path);
    const forms = [struct.name, ...head.inliners(dir, struct.name)].map((name) => ({
      before: base.form(dir, name),
      after: head.form(dir, name)
    }));
    return names3.filter(
      (n) => forms.every(
        ({ before, after }) => before === void 0 || !before.names.has(n) && [...before.unseen].every((u) => after?.unseen.has(u) === true)
      )
    );
  }
  /**
   * The tag line `// <text>` on this field is new or edited: no field of the struct at base with
   * the same Go name or the same JSON name carried it (a Go rename leaves its tags untouched).
   */
  isTouchedFieldTag(file, struct, field2, text) {
    if (!this.base) return true;
    const t = text.trim();
    return !namesOf(field2).some((n) => this.fieldDocs.get(`${structKey2(file, struct)}\0${n}`)?.has(t));
  }
  isTouchedStructTag(file, struct, text) {
    if (!this.base) return true;
    return !this.structDocs.get(structKey2(file, struct))?.has(text.trim());
  }
  /** The tag line `// <text>` on this declaration (field, type or constant) is new or edited. */
  isTouchedTag(at, text) {
    const owner = at.owner;
    switch (owner.kind) {
      case "field":
        return this.isTouchedFieldTag(at.file, owner.struct, owner.field, text);
      case "type":
        return this.isTouchedStructTag(at.file, owner.struct, text);
      case "const":
        return !this.base || !this.constDocs.get(constKey(at.file, owner.decl))?.has(text.trim());
    }
  }
};
var constKey = (file, decl) => `${posix4.dirname(file.path)}\0${decl.name}`;
var structKey2 = (file, struct) => `${posix4.dirname(file.path)}\0${struct.name}`;
var namesOf = (field2) => [
  ...field2.names.length > 0 ? field2.names : [field2.type.replace(/^\*/, "")],
  ...jsonNamesOf(field2).map((n) => `json:${n}`)
];

// src/rules/lifecycle/go-files-needed.ts
import { posix as posix6 } from "node:path";

// src/rules/lifecycle/gated-types.ts
import { posix as posix5 } from "node:path";
var isGated = (at) => at.lifecycle.length > 0 || at.featureGates.length > 0 || at.malformed.length > 0;
var typeKey = (dir, name) => `${dir}\0${name}`;
var baseTypeName = (type) => type.replace(/^(\*|\[[^\]]*\]|map\[[^\]]*\])+/, "").replace(/^.*\./, "");
function gatedTypes(fields, changes) {
  const structs = /* @__PURE__ */ new Map();
  const usesByName = /* @__PURE__ */ new Map();
  const inside = /* @__PURE__ */ new Map();
  for (const at of fields) {
    const key3 = typeKey(posix5.dirname(at.file.path), at.struct.name);
    const isKind = at.field.names.length === 0 && baseTypeName(at.field.type) === "TypeMeta";
    structs.set(key3, { name: at.struct.name, isKind: isKind || (structs.get(key3)?.isKind ?? false) });
    const used = baseTypeName(at.field.type);
    if (isSerialized(at.field) && used !== "") usesByName.set(used, [...usesByName.get(used) ?? [], at]);
    if (changes.isAddedStruct(at.file, at.struct) && isSerialized(at.field))
      inside.set(key3, (inside.get(key3) ?? true) && isGated(at));
  }
  const behindGate = /* @__PURE__ */ new Set();
  for (let changed = true; changed; ) {
    changed = false;
    for (const [key3, { name, isKind }] of structs) {
      if (isKind || behindGate.has(key3)) continue;
      const uses = usesByName.get(name) ?? [];
      if (uses.length === 0) continue;
      if (uses.every((u) => isGated(u) || behindGate.has(typeKey(posix5.dirname(u.file.path), u.struct.name)))) {
        behindGate.add(key3);
        changed = true;
      }
    }
  }
  return { behindGate, gatedInside: new Set([...inside].filter(([, gated]) => gated).map(([key3]) => key3)) };
}

// src/rules/lifecycle/go-files-needed.ts
var mayDefineGates = (text) => text.includes("FeatureSpec") || text.includes("VersionedSpecs") || text.includes(FEATUREGATE_IMPORT) || /\\[0-7xuU]/.test(text);
var mayHoldGateTag = (text) => /\+\s*(?:lifecycle|featureGate)/.test(text) || text.includes("ifEnabled") || text.includes("ifDisabled");
var CHOSEN = /* @__PURE__ */ new WeakMap();
function lifecycleGoFiles(world, config) {
  const choice = world.goSources();
  if (!choice) return world.goFiles;
  const byConfig = CHOSEN.get(world) ?? /* @__PURE__ */ new WeakMap();
  CHOSEN.set(world, byConfig);
  let files = byConfig.get(config);
  if (!files) {
    const configured = configuredFeatureFiles(config);
    const mayMatter = (path, text) => configured?.(path) === true || isReviewedGoFile(path) && (text === void 0 || mayDefineGates(text) || mayHoldGateTag(text));
    const dirs = new Set([...choice.changedPaths].filter(isReviewedGoFile).map((p) => posix6.dirname(p)));
    for (const s of choice.sources) if (mayMatter(s.path, s.text)) dirs.add(posix6.dirname(s.path));
    files = choice.sources.filter((s) => dirs.has(posix6.dirname(s.path))).map((s) => s.file());
    byConfig.set(config, files);
  }
  return files;
}
function goFilesUsing(world, config, names3) {
  const choice = world.goSources();
  if (!choice) return [];
  const chosen = new Set(lifecycleGoFiles(world, config));
  const wanted = new Set(names3);
  const taken = /* @__PURE__ */ new Set();
  for (let fresh = [...wanted]; fresh.length > 0; ) {
    const mayUse = new RegExp(fresh.map(escapeRegExp).join("|"));
    const added = [];
    const take = (file) => {
      taken.add(file);
      for (const struct of file.structs) {
        if (wanted.has(struct.name) || !struct.fields.some((f) => wanted.has(baseTypeName(f.type)))) continue;
        wanted.add(struct.name);
        added.push(struct.name);
      }
    };
    for (const file of taken) take(file);
    for (const s of choice.sources) {
      if (s.text !== void 0 && !mayUse.test(s.text)) continue;
      const file = s.file();
      if (!taken.has(file)) take(file);
    }
    fresh = added;
  }
  return [...taken].filter((f) => !chosen.has(f));
}
var escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// src/rules/lifecycle/lifecycle-facts.ts
var PER_CONTEXT = {
  name: "lifecycle facts",
  create: () => /* @__PURE__ */ new WeakMap()
};
function lifecycleFacts(ctx) {
  const computed = ctx.cache.get(PER_CONTEXT);
  let facts = computed.get(ctx);
  if (!facts) {
    const headGo = lifecycleGoFiles(ctx.head, ctx.config);
    const files = headGo.filter((f) => f.error === void 0 && isReviewedGoFile(f.path));
    const fields = [];
    const declarations = [];
    for (const file of files) {
      const inFile = fieldTagsOf(file);
      fields.push(...inFile);
      declarations.push(...declarationTagsOf(file, inFile));
    }
    facts = {
      table: gateTable(ctx.head, ctx.config, headGo),
      fields,
      declarations,
      kubernetesTags: kubernetesTags(fields),
      changes: new ChangeIndex(ctx.base && lifecycleGoFiles(ctx.base, ctx.config))
    };
    computed.set(ctx, facts);
  }
  return facts;
}
function kubernetesTags(fields) {
  const out = [];
  for (const at of fields) {
    if (at.lifecycle.length === 0) continue;
    const first = at.lifecycle.find((t) => t.component === KUBERNETES);
    if (!first || first.problems.length > 0) continue;
    const minVersion = first.values.get("minVersion") ?? "";
    const status = first.values.get("status") ?? "";
    const featureGate = first.values.get("featureGate") ?? "";
    out.push({ at, tag: first, minVersion, status, featureGate });
  }
  return out;
}
function tagReport(facts, at, tag, messageId, data, options = { diffAware: true }) {
  const touched = facts.changes.isTouchedTag(at, `+${tag.raw}`);
  const severity = options.diffAware && !touched ? "warning" : void 0;
  return {
    messageId,
    file: at.file.path,
    line: tag.line,
    column: tag.column,
    endLine: at.line,
    data: { field: at.label, ...data },
    discriminator: `${at.label} ${tag.raw}`,
    ...severity ? { severity } : {}
  };
}

// src/rules/lifecycle/comment-divergence.ts
var commentDivergence = defineRule({
  id: "lifecycle/comment-divergence",
  meta: {
    severity: "warning",
    description: "a feature gate's stage comment disagrees with the +lifecycle: tags of its fields",
    messages: {
      diverges: "the comment says {{stage}}: v{{version}} for feature gate {{gate}}, but {{field}} is tagged minVersion={{minVersion}},status={{stage}}"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const tags = facts.kubernetesTags;
    const out = [];
    for (const gate of facts.table.gates.values()) {
      for (const comment of gate.stageComments) {
        const other = tags.find((k) => {
          const v = parseMinorVersion(k.minVersion);
          return k.featureGate === gate.name && k.status === comment.stage && v !== void 0 && compareVersions(v, comment.version) !== 0;
        });
        if (!other) continue;
        out.push({
          messageId: "diverges",
          file: comment.file,
          line: comment.line,
          column: comment.column,
          data: {
            stage: comment.stage,
            version: formatVersion(comment.version),
            gate: gate.name,
            field: other.at.label,
            minVersion: other.minVersion
          },
          discriminator: `${gate.name} ${comment.stage}`
        });
      }
    }
    return out;
  }
});

// src/rules/lifecycle/gate-mismatch.ts
var gateMismatch = defineRule({
  id: "lifecycle/gate-mismatch",
  meta: {
    severity: "error",
    description: "a field's +lifecycle:kubernetes: gate is not among the gates of its +featureGate= tag",
    messages: {
      mismatch: "{{field}}: the lifecycle tag names feature gate {{gate}}, but +featureGate= names {{named}}"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    return facts.kubernetesTags.flatMap((k) => {
      const named = k.at.featureGates.flatMap((t) => t.gates).filter((g) => g !== "");
      if (named.length === 0 || named.includes(k.featureGate)) return [];
      return [tagReport(facts, k.at, k.tag, "mismatch", { gate: k.featureGate, named: named.join(", ") })];
    });
  }
});

// src/engine/config.ts
var import_yaml9 = __toESM(require_dist(), 1);
import { readFile } from "node:fs/promises";
import { resolve as resolve2 } from "node:path";

// src/rules/cr/cr-config.ts
var import_yaml5 = __toESM(require_dist(), 1);
var SECTION_KEYS2 = ["fieldValidation", "catalog"];
var FIELD_VALIDATIONS = ["Strict", "Warn", "Ignore"];
function readCrConfig(src, node2, path, keyOffset) {
  if (isEmpty(node2)) return { value: {}, errors: [] };
  if ((0, import_yaml5.isAlias)(node2)) return { value: {}, errors: [aliasError(src, node2, path)] };
  if (!(0, import_yaml5.isMap)(node2)) {
    return {
      value: {},
      errors: [
        errorAt(
          src,
          offsetOf(node2, keyOffset),
          path,
          `must be a mapping with the keys ${SECTION_KEYS2.join(", ")}, not ${describe(node2)}`
        )
      ]
    };
  }
  const errors = [];
  let fieldValidation;
  let catalog;
  for (const entry of readEntries(src, node2.items, offsetOf(node2, keyOffset), path, (key3) => path.child(key3))) {
    if ("error" in entry) {
      errors.push(entry.error);
      continue;
    }
    if ((0, import_yaml5.isAlias)(entry.value)) {
      errors.push(aliasError(src, entry.value, entry.path));
      continue;
    }
    const value2 = (0, import_yaml5.isScalar)(entry.value) ? entry.value.value : void 0;
    const at = offsetOf(entry.value, entry.keyOffset);
    const shown2 = typeof value2 === "string" ? renderValue(value2) : describe(entry.value);
    if (entry.key === "fieldValidation") {
      const known = FIELD_VALIDATIONS.find((v) => v === value2);
      if (known) fieldValidation = known;
      else errors.push(errorAt(src, at, entry.path, `must be one of ${FIELD_VALIDATIONS.join(", ")}, not ${shown2}`));
    } else if (entry.key === "catalog") {
      if (typeof value2 === "string" && value2.trim() !== "" && !value2.startsWith("/") && !value2.split(/[\\/]/).includes(".."))
        catalog = value2.replace(/\/+$/, "");
      else
        errors.push(
          errorAt(
            src,
            at,
            entry.path,
            `must be a directory of the repository, relative to its root (no "..", not absolute), not ${shown2}`
          )
        );
    } else errors.push(errorAt(src, entry.keyOffset, entry.path, unknownKey(entry.key, SECTION_KEYS2)));
  }
  return { value: { ...fieldValidation ? { fieldValidation } : {}, ...catalog ? { catalog } : {} }, errors };
}

// src/rules/crd/crd-config.ts
var import_yaml6 = __toESM(require_dist(), 1);
var MIN_MODELLED_KUBERNETES_VERSION = { major: 1, minor: 30 };
var SECTION_KEYS3 = ["minKubernetesVersion"];
function readCrdConfig(src, node2, path, keyOffset) {
  if (isEmpty(node2)) return { value: {}, errors: [] };
  if ((0, import_yaml6.isAlias)(node2)) return { value: {}, errors: [aliasError(src, node2, path)] };
  if (!(0, import_yaml6.isMap)(node2)) {
    return {
      value: {},
      errors: [
        errorAt(
          src,
          offsetOf(node2, keyOffset),
          path,
          `must be a mapping with the keys ${SECTION_KEYS3.join(", ")}, not ${describe(node2)}`
        )
      ]
    };
  }
  const errors = [];
  let minKubernetesVersion;
  for (const entry of readEntries(src, node2.items, offsetOf(node2, keyOffset), path, (key3) => path.child(key3))) {
    if ("error" in entry) {
      errors.push(entry.error);
      continue;
    }
    if (entry.key !== "minKubernetesVersion") {
      errors.push(errorAt(src, entry.keyOffset, entry.path, unknownKey(entry.key, SECTION_KEYS3)));
      continue;
    }
    const read = readMajorMinor(src, entry.value, entry.path, entry.keyOffset);
    errors.push(...read.errors);
    if (read.value === void 0) continue;
    const [major = 0, minor = 0] = read.value.split(".").map(Number);
    const floor = MIN_MODELLED_KUBERNETES_VERSION;
    if (major < floor.major || major === floor.major && minor < floor.minor) {
      const message = `"${read.value}" is older than ${floor.major}.${floor.minor}, the oldest Kubernetes version whose CEL environments kube-api-review models`;
      errors.push(errorAt(src, offsetOf(entry.value, entry.keyOffset), entry.path, message));
    } else minKubernetesVersion = read.value;
  }
  return { value: minKubernetesVersion === void 0 ? {} : { minKubernetesVersion }, errors };
}

// src/rules/compat/compat-exceptions.ts
function compatExceptionOf(e) {
  return {
    line: e.line,
    column: e.column,
    subject: { kind: "CustomResourceDefinition", name: e.crd },
    data: { ruleId: e.rule, crd: e.crd },
    discriminator: `${e.rule} ${e.crd} ${e.version ?? ""} ${e.property ?? ""}`,
    matches: (f) => matches(e, f)
  };
}
function matches(e, f) {
  if (f.ruleId !== e.rule || f.object?.kind !== "CustomResourceDefinition" || f.object.name !== e.crd) return false;
  const compat = f.data?.compat;
  return (e.version === void 0 || compat?.version === e.version) && (e.property === void 0 || compat?.property === e.property);
}

// src/rules/lifecycle/lifecycle-config.ts
var import_yaml7 = __toESM(require_dist(), 1);
var DEFAULT_LIFECYCLE_CONFIG = { featureFiles: [] };
var FEATURE_FILES_KEY = "lifecycle.featureFiles";
var SECTION_KEYS4 = ["featureFiles", "currentVersion"];
function readLifecycleConfig(src, node2, path, keyOffset) {
  if (isEmpty(node2)) return { value: DEFAULT_LIFECYCLE_CONFIG, errors: [] };
  if ((0, import_yaml7.isAlias)(node2)) return { value: DEFAULT_LIFECYCLE_CONFIG, errors: [aliasError(src, node2, path)] };
  if (!(0, import_yaml7.isMap)(node2)) {
    return {
      value: DEFAULT_LIFECYCLE_CONFIG,
      errors: [
        errorAt(
          src,
          offsetOf(node2, keyOffset),
          path,
          `must be a mapping with the keys ${SECTION_KEYS4.join(", ")}, not ${describe(node2)}`
        )
      ]
    };
  }
  const errors = [];
  let featureFiles = [];
  let currentVersion;
  for (const entry of readEntries(src, node2.items, offsetOf(node2, keyOffset), path, (key3) => path.child(key3))) {
    if ("error" in entry) {
      errors.push(entry.error);
      continue;
    }
    switch (entry.key) {
      case "featureFiles": {
        const read = readGlobs(src, entry.value, entry.path, entry.keyOffset);
        featureFiles = read.value;
        errors.push(...read.errors);
        break;
      }
      case "currentVersion": {
        const read = readMajorMinor(src, entry.value, entry.path, entry.keyOffset);
        currentVersion = read.value;
        errors.push(...read.errors);
        break;
      }
      default:
        errors.push(errorAt(src, entry.keyOffset, entry.path, unknownKey(entry.key, SECTION_KEYS4)));
    }
  }
  return { value: { featureFiles, ...currentVersion === void 0 ? {} : { currentVersion } }, errors };
}

// src/rules/refgrant/refgrant-config.ts
var import_yaml8 = __toESM(require_dist(), 1);
var DEFAULT_REFGRANT_CONFIG = { meshRouteExemption: true, resources: [], referenceFields: [] };
var SECTION_KEYS5 = ["defaultNamespace", "meshRouteExemption", "resources", "referenceFields"];
var RESOURCE_KEYS = ["group", "kind", "resource"];
var FIELD_KEYS = ["group", "kind", "path", "defaultGroup", "defaultKind"];
var DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
var GROUP2 = /^$|^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
var KIND3 = /^[a-zA-Z]([-a-zA-Z0-9]*[a-zA-Z0-9])?$/;
var PATH = /^[A-Za-z0-9_-]+(\[\*\])?(\.[A-Za-z0-9_-]+(\[\*\])?)*$/;
function readRefgrantConfig(src, node2, path, keyOffset) {
  if (isEmpty(node2)) return { value: DEFAULT_REFGRANT_CONFIG, errors: [] };
  if ((0, import_yaml8.isAlias)(node2)) return { value: DEFAULT_REFGRANT_CONFIG, errors: [aliasError(src, node2, path)] };
  if (!(0, import_yaml8.isMap)(node2)) {
    return {
      value: DEFAULT_REFGRANT_CONFIG,
      errors: [
        errorAt(
          src,
          offsetOf(node2, keyOffset),
          path,
          `must be a mapping with the keys ${SECTION_KEYS5.join(", ")}, not ${describe(node2)}`
        )
      ]
    };
  }
  const errors = [];
  let defaultNamespace;
  let meshRouteExemption = DEFAULT_REFGRANT_CONFIG.meshRouteExemption;
  let resources = [];
  let referenceFields2 = [];
  for (const entry of readEntries(src, node2.items, offsetOf(node2, keyOffset), path, (key3) => path.child(key3))) {
    if ("error" in entry) {
      errors.push(entry.error);
      continue;
    }
    switch (entry.key) {
      case "defaultNamespace": {
        const read = readString(
          src,
          entry.value,
          entry.path,
          entry.keyOffset,
          DNS_LABEL,
          "a namespace (a lowercase RFC 1123 label)"
        );
        defaultNamespace = read.value;
        errors.push(...read.errors);
        break;
      }
      case "meshRouteExemption": {
        const value2 = (0, import_yaml8.isScalar)(entry.value) ? entry.value.value : void 0;
        if ((0, import_yaml8.isAlias)(entry.value)) errors.push(aliasError(src, entry.value, entry.path));
        else if (typeof value2 === "boolean") meshRouteExemption = value2;
        else
          errors.push(
            errorAt(
              src,
              offsetOf(entry.value, entry.keyOffset),
              entry.path,
              `must be true or false, not ${describe(entry.value)}`
            )
          );
        break;
      }
      case "resources": {
        const read = readList(src, entry.value, entry.path, entry.keyOffset, readResource);
        resources = read.value;
        errors.push(...read.errors);
        break;
      }
      case "referenceFields": {
        const read = readList(src, entry.value, entry.path, entry.keyOffset, readReferenceField);
        referenceFields2 = read.value;
        errors.push(...read.errors);
        break;
      }
      default:
        errors.push(errorAt(src, entry.keyOffset, entry.path, unknownKey(entry.key, SECTION_KEYS5)));
    }
  }
  return {
    value: {
      ...defaultNamespace === void 0 ? {} : { defaultNamespace },
      meshRouteExemption,
      resources,
      referenceFields: referenceFields2
    },
    errors
  };
}
function readList(src, node2, path, keyOffset, readItem) {
  if (isEmpty(node2)) return { value: [], errors: [] };
  if ((0, import_yaml8.isAlias)(node2)) return { value: [], errors: [aliasError(src, node2, path)] };
  if (!(0, import_yaml8.isSeq)(node2))
    return {
      value: [],
      errors: [errorAt(src, offsetOf(node2, keyOffset), path, `must be a list of mappings, not ${describe(node2)}`)]
    };
  const out = [];
  const errors = [];
  node2.items.forEach((item, i) => {
    const itemPath = path.index(i);
    const itemOffset = offsetOf(item, offsetOf(node2, keyOffset));
    if ((0, import_yaml8.isAlias)(item)) {
      errors.push(aliasError(src, item, itemPath));
      return;
    }
    if (!(0, import_yaml8.isMap)(item)) {
      errors.push(errorAt(src, itemOffset, itemPath, `must be a mapping, not ${describe(item)}`));
      return;
    }
    const fields = /* @__PURE__ */ new Map();
    for (const entry of readEntries(src, item.items, itemOffset, itemPath, (key3) => itemPath.child(key3))) {
      if ("error" in entry) errors.push(entry.error);
      else fields.set(entry.key, { node: entry.value, path: entry.path, keyOffset: entry.keyOffset });
    }
    const read = readItem(src, fields, itemPath, itemOffset);
    errors.push(...read.errors);
    if (read.value !== void 0 && read.errors.length === 0) out.push(read.value);
  });
  return { value: out, errors };
}
function unknownKeys(src, fields, allowed) {
  return [...fields].filter(([key3]) => !allowed.includes(key3)).map(([key3, f]) => errorAt(src, f.keyOffset, f.path, unknownKey(key3, allowed)));
}
function requiredString(src, fields, key3, itemPath, itemOffset, pattern, what) {
  const f = fields.get(key3);
  if (!f) return { value: void 0, errors: [errorAt(src, itemOffset, itemPath.child(key3), `required: ${what}`)] };
  return readString(src, f.node, f.path, f.keyOffset, pattern, what);
}
function readString(src, node2, path, keyOffset, pattern, what) {
  if ((0, import_yaml8.isAlias)(node2)) return { value: void 0, errors: [aliasError(src, node2, path)] };
  const value2 = (0, import_yaml8.isScalar)(node2) ? node2.value : void 0;
  if (typeof value2 !== "string")
    return {
      value: void 0,
      errors: [errorAt(src, offsetOf(node2, keyOffset), path, `must be ${what}, not ${describe(node2)}`)]
    };
  if (!pattern.test(value2))
    return {
      value: void 0,
      errors: [errorAt(src, offsetOf(node2, keyOffset), path, `${renderValue(value2)} is not ${what}`)]
    };
  return { value: value2, errors: [] };
}
var GROUP_WHAT = 'an API group ("" for core, else a lowercase DNS subdomain, no version)';
var KIND_WHAT = 'a kind (letters, digits and "-", starting with a letter)';
var readResource = (src, fields, path, offset) => {
  const group = requiredString(src, fields, "group", path, offset, GROUP2, GROUP_WHAT);
  const kind = requiredString(src, fields, "kind", path, offset, KIND3, KIND_WHAT);
  const resource = requiredString(
    src,
    fields,
    "resource",
    path,
    offset,
    DNS_LABEL,
    "a plural resource name (a lowercase RFC 1123 label)"
  );
  const errors = [...unknownKeys(src, fields, RESOURCE_KEYS), ...group.errors, ...kind.errors, ...resource.errors];
  if (group.value === void 0 || kind.value === void 0 || resource.value === void 0)
    return { value: void 0, errors };
  return { value: { group: group.value, kind: kind.value, resource: resource.value }, errors };
};
var readReferenceField = (src, fields, path, offset) => {
  const group = requiredString(src, fields, "group", path, offset, GROUP2, GROUP_WHAT);
  const kind = requiredString(src, fields, "kind", path, offset, KIND3, KIND_WHAT);
  const fieldPath = requiredString(
    src,
    fields,
    "path",
    path,
    offset,
    PATH,
    'a field path such as "spec.rules[*].backendRefs[*]" (fields, and [*] for every item of a list)'
  );
  const optional = (key3, pattern, what) => {
    const f = fields.get(key3);
    return f ? readString(src, f.node, f.path, f.keyOffset, pattern, what) : { value: "", errors: [] };
  };
  const defaultGroup = optional("defaultGroup", GROUP2, GROUP_WHAT);
  const defaultKind = optional("defaultKind", /^$|^[a-zA-Z]([-a-zA-Z0-9]*[a-zA-Z0-9])?$/, KIND_WHAT);
  const errors = [
    ...unknownKeys(src, fields, FIELD_KEYS),
    ...group.errors,
    ...kind.errors,
    ...fieldPath.errors,
    ...defaultGroup.errors,
    ...defaultKind.errors
  ];
  if (group.value === void 0 || kind.value === void 0 || fieldPath.value === void 0 || defaultGroup.value === void 0 || defaultKind.value === void 0) {
    return { value: void 0, errors };
  }
  return {
    value: {
      group: group.value,
      kind: kind.value,
      path: fieldPath.value,
      steps: parseReferencePath(fieldPath.value),
      defaultGroup: defaultGroup.value,
      defaultKind: defaultKind.value
    },
    errors
  };
};
function parseReferencePath(text) {
  return text.split(".").flatMap(
    (part) => part.endsWith("[*]") ? [{ field: part.slice(0, -3) }, { each: true }] : [{ field: part }]
  );
}

// src/engine/config.ts
var DEFAULT_CONFIG = { rules: /* @__PURE__ */ new Map(), include: [], exclude: [] };
function configuredExceptions(config) {
  return (config.compat?.exceptions ?? []).map(compatExceptionOf);
}
var DEFAULT_CONFIG_FILE = ".github/kube-api-review.yaml";
function formatConfigError(e) {
  const where = e.line > 0 ? `${e.file}:${e.line}:${e.column}` : e.file;
  return e.path === "" ? `${where}: ${e.message}` : `${where}: ${e.path}: ${e.message}`;
}
var SETTINGS = ["off", "error", "warning", "notice"];
var TOP_LEVEL_KEYS = [
  "rules",
  "include",
  "exclude",
  "vendored",
  "testdata",
  "crd",
  "refgrant",
  "lifecycle",
  "compat",
  "cr"
];
var LONG_FORM_KEYS = ["severity"];
function parseConfig(text, file, knownRuleIds) {
  const lines = new import_yaml9.LineCounter();
  const doc = (0, import_yaml9.parseDocument)(text, { lineCounter: lines, uniqueKeys: false, prettyErrors: false });
  const src = { file, lines, knownRuleIds };
  const yamlErrors = [...doc.errors, ...doc.warnings].sort((a, b) => a.pos[0] - b.pos[0]).map((e) => errorAt(src, e.pos[0], void 0, `invalid YAML: ${e.message}`));
  if (yamlErrors.length > 0) return { errors: yamlErrors };
  const root = doc.contents;
  if (isEmpty(root)) return { config: { ...DEFAULT_CONFIG, file } };
  if ((0, import_yaml9.isAlias)(root)) return { errors: [aliasError(src, root, void 0)] };
  if (!(0, import_yaml9.isMap)(root)) {
    const message = `the configuration must be a mapping with the keys ${TOP_LEVEL_KEYS.join(", ")}, not ${describe(root)}`;
    return { errors: [errorAt(src, offsetOf(root), void 0, message)] };
  }
  const errors = [];
  let rules = DEFAULT_CONFIG.rules;
  let include = DEFAULT_CONFIG.include;
  let exclude = DEFAULT_CONFIG.exclude;
  let vendored;
  let testdata;
  let refgrant;
  let lifecycle;
  let crd;
  let compat;
  let cr;
  for (const entry of readEntries(src, root.items, 0, void 0, (key3) => FieldPath.of(key3))) {
    if ("error" in entry) {
      errors.push(entry.error);
      continue;
    }
    const { path } = entry;
    switch (entry.key) {
      case "rules": {
        const read = readRules(src, entry.value, path, entry.keyOffset);
        rules = read.value;
        errors.push(...read.errors);
        break;
      }
      case "include":
      case "exclude": {
        const read = readGlobs(src, entry.value, path, entry.keyOffset);
        if (entry.key === "include") include = read.value;
        else exclude = read.value;
        errors.push(...read.errors);
        break;
      }
      case "vendored":
      case "testdata": {
        const read = readBoolean(src, entry.value, path, entry.keyOffset);
        if (entry.key === "vendored") vendored = read.value;
        else testdata = read.value;
        errors.push(...read.errors);
        break;
      }
      case "refgrant": {
        const read = readRefgrantConfig(src, entry.value, path, entry.keyOffset);
        refgrant = read.value;
        errors.push(...read.errors);
        break;
      }
      case "lifecycle": {
        const read = readLifecycleConfig(src, entry.value, path, entry.keyOffset);
        lifecycle = read.value;
        errors.push(...read.errors);
        break;
      }
      case "crd": {
        const read = readCrdConfig(src, entry.value, path, entry.keyOffset);
        crd = read.value;
        errors.push(...read.errors);
        break;
      }
      case "compat": {
        const read = readCompatConfig(src, entry.value, path, entry.keyOffset);
        compat = read.value;
        errors.push(...read.errors);
        break;
      }
      case "cr": {
        const read = readCrConfig(src, entry.value, path, entry.keyOffset);
        cr = read.value;
        errors.push(...read.errors);
        break;
      }
      default:
        errors.push(errorAt(src, entry.keyOffset, path, unknownKey(entry.key, TOP_LEVEL_KEYS)));
    }
  }
  return errors.length > 0 ? { errors } : {
    config: {
      rules,
      include,
      exclude,
      ...vendored === void 0 ? {} : { vendored },
      ...testdata === void 0 ? {} : { testdata },
      file,
      ...refgrant ? { refgrant } : {},
      ...lifecycle ? { lifecycle } : {},
      ...crd ? { crd } : {},
      ...compat ? { compat } : {},
      ...cr ? { cr } : {}
    }
  };
}
async function loadConfig(file, cwd, knownRuleIds) {
  const name = file ?? DEFAULT_CONFIG_FILE;
  let bytes2;
  try {
    bytes2 = await readFile(resolve2(cwd, name));
  } catch (error) {
    const code = errorCode(error);
    if (file === void 0 && (code === "ENOENT" || code === "ENOTDIR")) return { config: DEFAULT_CONFIG };
    return { errors: [wholeFileError(name, readFailure(code, error))] };
  }
  const decoded = decodeText(bytes2);
  if ("problem" in decoded) {
    const { line, column, message } = decoded.problem;
    return { errors: [{ file: name, line, column, path: "", message }] };
  }
  return parseConfig(decoded.text, name, knownRuleIds);
}
function readRules(src, node2, path, keyOffset) {
  const rules = /* @__PURE__ */ new Map();
  if (isEmpty(node2)) return { value: rules, errors: [] };
  if ((0, import_yaml9.isAlias)(node2)) return { value: rules, errors: [aliasError(src, node2, path)] };
  if (!(0, import_yaml9.isMap)(node2)) {
    const message = `must be a mapping of rule id to setting, not ${describe(node2)}`;
    return { value: rules, errors: [errorAt(src, offsetOf(node2, keyOffset), path, message)] };
  }
  const errors = [];
  for (const entry of readEntries(src, node2.items, offsetOf(node2, keyOffset), path, (key3) => path.key(key3))) {
    if ("error" in entry) {
      errors.push(entry.error);
      continue;
    }
    const rulePath = entry.path;
    if (!src.knownRuleIds.has(entry.key)) {
      errors.push(errorAt(src, entry.keyOffset, rulePath, unknownRuleId(entry.key, src.knownRuleIds)));
    }
    const setting = readSetting(src, entry.value, rulePath, entry.keyOffset);
    errors.push(...setting.errors);
    if (setting.value !== void 0) rules.set(canonicalRuleId(entry.key), setting.value);
  }
  return { value: rules, errors };
}
var SETTING_LIST = SETTINGS.join(", ");
function readSetting(src, node2, path, keyOffset) {
  if ((0, import_yaml9.isAlias)(node2)) return { value: void 0, errors: [aliasError(src, node2, path)] };
  if ((0, import_yaml9.isMap)(node2)) return readLongForm(src, node2.items, path, offsetOf(node2, keyOffset));
  if ((0, import_yaml9.isScalar)(node2) && !isEmpty(node2)) return readSeverity(src, node2, path);
  const message = `must be one of ${SETTING_LIST}, or a mapping with severity; not ${describe(node2)}`;
  return { value: void 0, errors: [errorAt(src, offsetOf(node2, keyOffset), path, message)] };
}
function readLongForm(src, items, path, mapOffset) {
  const errors = [];
  let severity;
  let sawSeverity = false;
  for (const entry of readEntries(src, items, mapOffset, path, (key3) => path.child(key3))) {
    if ("error" in entry) {
      errors.push(entry.error);
      continue;
    }
    const keyPath2 = entry.path;
    if (entry.key !== "severity") {
      errors.push(errorAt(src, entry.keyOffset, keyPath2, unknownKey(entry.key, LONG_FORM_KEYS)));
      continue;
    }
    sawSeverity = true;
    const node2 = entry.value;
    if ((0, import_yaml9.isAlias)(node2)) errors.push(aliasError(src, node2, keyPath2));
    else if ((0, import_yaml9.isScalar)(node2) && !isEmpty(node2)) {
      const read = readSeverity(src, node2, keyPath2);
      severity = read.value;
      errors.push(...read.errors);
    } else {
      errors.push(
        errorAt(src, offsetOf(node2, entry.keyOffset), keyPath2, `must be one of ${SETTING_LIST}, not ${describe(node2)}`)
      );
    }
  }
  if (!sawSeverity) errors.push(errorAt(src, mapOffset, path.child("severity"), `required: one of ${SETTING_LIST}`));
  return { value: severity, errors };
}
function readSeverity(src, node2, path) {
  const value2 = node2.value;
  const setting = SETTINGS.find((s) => s === value2);
  if (setting !== void 0) return { value: setting, errors: [] };
  const message = typeof value2 === "string" ? `unsupported value ${renderValue(value2)}; supported values: ${SETTING_LIST}` : `must be one of ${SETTING_LIST}, not ${describe(node2)}`;
  return { value: void 0, errors: [errorAt(src, offsetOf(node2), path, message)] };
}
function unknownRuleId(id, knownRuleIds) {
  const suggestion = closestRuleId(id, knownRuleIds);
  return suggestion === void 0 ? `unknown rule id ${renderValue(id)}` : `unknown rule id ${renderValue(id)}; did you mean ${renderValue(suggestion)}?`;
}
function wholeFileError(file, message) {
  return { file, line: 0, column: 0, path: "", message };
}
function errorCode(error) {
  if (typeof error !== "object" || error === null || !("code" in error)) return void 0;
  return typeof error.code === "string" ? error.code : void 0;
}
function readFailure(code, error) {
  if (code === "ENOENT" || code === "ENOTDIR") return "the configuration file does not exist";
  if (code === "EISDIR") return "the configuration file is a directory";
  return `cannot read the configuration file: ${error instanceof Error ? error.message : String(error)}`;
}

// src/rules/lifecycle/gates-not-found.ts
var gatesNotFound = defineRule({
  id: "lifecycle/gates-not-found",
  meta: {
    severity: "notice",
    description: "Go tags name feature gates, but the review found no feature gate definition, so gate names were not checked",
    messages: {
      discovered: `{{tags}} tags in {{files}} name feature gates (this one first), but this review found no feature gate definition, so gate names were not checked; set ${FEATURE_FILES_KEY} in ${DEFAULT_CONFIG_FILE} to the files that define them (Go files with featuregate.Feature constants and their spec maps, or the generated ${VERSIONED_FEATURE_LIST})`,
      configured: `{{tags}} tags in {{files}} name feature gates (this one first), but ${FEATURE_FILES_KEY} ({{globs}}) matches no feature gate definition, so gate names were not checked`
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    if (facts.table.gates.size > 0) return [];
    const named = [
      ...facts.kubernetesTags.map((k) => ({
        file: k.at.file.path,
        line: k.tag.line,
        column: k.tag.column,
        endLine: k.at.line
      })),
      ...facts.declarations.flatMap(
        (at) => [
          ...at.featureGates.filter((t) => t.gates.some((g) => g !== "")),
          ...at.gateConditions.filter((t) => t.gate !== "")
        ].map((t) => ({ file: at.file.path, line: t.line, column: t.column, endLine: at.line }))
      )
    ].sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column);
    const first = named[0];
    if (!first) return [];
    const files = new Set(named.map((t) => t.file)).size;
    const globs = ctx.config.lifecycle?.featureFiles ?? [];
    const data = { tags: named.length, files: files === 1 ? "1 file" : `${files} files`, globs: globs.join(", ") };
    return [{ messageId: globs.length > 0 ? "configured" : "discovered", ...first, data }];
  }
});

// src/rules/lifecycle/inconsistent-tags.ts
var inconsistentTags = defineRule({
  id: "lifecycle/inconsistent-tags",
  meta: {
    severity: "error",
    description: "two fields tagged with the same feature gate disagree on status or minVersion",
    messages: {
      inconsistent: "{{field}} is tagged minVersion={{minVersion}},status={{status}} for feature gate {{gate}}, but {{other}} is tagged minVersion={{otherMinVersion}},status={{otherStatus}}"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const byGate = /* @__PURE__ */ new Map();
    for (const k of facts.kubernetesTags) byGate.set(k.featureGate, [...byGate.get(k.featureGate) ?? [], k]);
    const out = [];
    for (const [gate, tags] of byGate) {
      const ordered = [...tags].sort(
        (a, b) => a.at.file.path < b.at.file.path ? -1 : a.at.file.path > b.at.file.path ? 1 : a.tag.line - b.tag.line
      );
      const [first, ...later] = ordered;
      if (!first) continue;
      for (const k of later) {
        if (k.status === first.status && k.minVersion === first.minVersion) continue;
        out.push(
          tagReport(facts, k.at, k.tag, "inconsistent", {
            minVersion: k.minVersion,
            status: k.status,
            gate,
            other: first.at.label,
            otherMinVersion: first.minVersion,
            otherStatus: first.status
          })
        );
      }
    }
    return out;
  }
});

// src/rules/lifecycle/parse-error.ts
var parseError = defineRule({
  id: "lifecycle/parse-error",
  meta: {
    severity: "notice",
    description: "part of a Go file could not be read by the Go grammar, so that part was not checked",
    messages: {
      syntax: `${GO_GRAMMAR} (this tool's Go parser) cannot read the code here ({{problem}}): Go syntax newer than the grammar, or Go that does not compile (go build is the judge); the declarations it could read in this file were still checked`,
      unreadable: "{{problem}}; its lifecycle tags and feature gates were not checked"
    }
  },
  check: (ctx) => lifecycleGoFiles(ctx.head, ctx.config).flatMap((f) => {
    if (!isReviewedGoFile(f.path)) return [];
    const problem = f.error ?? f.syntaxError;
    if (!problem) return [];
    return [
      {
        messageId: f.error ? "unreadable" : "syntax",
        file: f.path,
        line: problem.line,
        column: problem.column,
        data: { problem: problem.message }
      }
    ];
  })
});

// src/rules/lifecycle/prerelease-tag.ts
import { posix as posix7 } from "node:path";
var PREFIX = "k8s:prerelease-lifecycle-gen:";
var VERSION_KEYS = ["introduced", "deprecated", "removed"];
var MAJOR_MINOR3 = /^([1-9][0-9]*)\.(0|[1-9][0-9]*)$/;
var PRERELEASE_VERSION = /^v[0-9]+(alpha|beta)[0-9]+$/;
var prereleaseTag = defineRule({
  id: "lifecycle/prerelease-tag",
  meta: {
    severity: "error",
    description: "a +k8s:prerelease-lifecycle-gen: tag is malformed, out of order, or missing on an alpha or beta kind",
    messages: {
      badVersion: "{{type}}: {{key}}={{value}} is not a version MAJOR.MINOR such as 1.20",
      badReplacement: "{{type}}: replacement={{value}} must be group,version,Kind",
      unknownKey: "{{type}}: unknown tag +{{tag}}; the keys are introduced, deprecated, removed, replacement",
      order: "{{type}}: {{key}}={{value}} comes before {{earlierKey}}={{earlierValue}}",
      missingIntroduced: "{{type}} is in {{version}}, whose doc.go enables prerelease-lifecycle-gen, but has no +k8s:prerelease-lifecycle-gen:introduced tag"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const out = [];
    const goFiles = lifecycleGoFiles(ctx.head, ctx.config);
    const enabledDirs = new Set(
      goFiles.filter(
        (f) => posix7.basename(f.path) === "doc.go" && f.packageComments.some((c) => /^\s*\+k8s:prerelease-lifecycle-gen=true\s*$/.test(c.text))
      ).map((f) => posix7.dirname(f.path))
    );
    for (const file of goFiles) {
      if (file.error || !isReviewedGoFile(file.path)) continue;
      for (const struct of file.structs) out.push(...checkStruct(facts, file, struct, enabledDirs));
    }
    return out;
  }
});
function checkStruct(facts, file, struct, enabledDirs) {
  const out = [];
  const versions2 = /* @__PURE__ */ new Map();
  const report3 = (messageId, line, column, raw, data, diffAware) => {
    const severity = diffAware && !facts.changes.isTouchedStructTag(file, struct, `+${raw}`) ? "warning" : void 0;
    out.push({
      messageId,
      file: file.path,
      line,
      column,
      data: { type: struct.name, ...data },
      discriminator: `${struct.name} ${raw}`,
      ...severity ? { severity } : {}
    });
  };
  const seenKeys = /* @__PURE__ */ new Set();
  for (const comment of [...struct.secondDoc, ...struct.doc]) {
    const tag = tagOfComment(comment);
    if (!tag || "message" in tag || !tag.name.startsWith(PREFIX)) continue;
    const key3 = tag.name.slice(PREFIX.length);
    seenKeys.add(key3);
    const value2 = (tag.value ?? "").trim();
    if (VERSION_KEYS.includes(key3)) {
      const m = MAJOR_MINOR3.exec(value2);
      if (!m) report3("badVersion", tag.line, tag.column, tag.raw, { key: key3, value: value2 }, false);
      else
        versions2.set(key3, {
          version: { major: Number(m[1]), minor: Number(m[2]) },
          value: value2,
          line: tag.line,
          column: tag.column,
          raw: tag.raw
        });
    } else if (key3 === "replacement") {
      const parts = value2.split(",");
      if (parts.length !== 3 || parts[1] === "" || parts[2] === "")
        report3("badReplacement", tag.line, tag.column, tag.raw, { value: value2 }, false);
    } else report3("unknownKey", tag.line, tag.column, tag.raw, { tag: tag.raw }, false);
  }
  const pairs = [
    ["introduced", "deprecated"],
    ["deprecated", "removed"],
    ...versions2.has("deprecated") ? [] : [["introduced", "removed"]]
  ];
  for (const [earlierKey, laterKey] of pairs) {
    const earlier = versions2.get(earlierKey);
    const later = versions2.get(laterKey);
    if (earlier && later && compareVersions(later.version, earlier.version) < 0) {
      report3(
        "order",
        later.line,
        later.column,
        later.raw,
        { key: laterKey, value: later.value, earlierKey, earlierValue: earlier.value },
        true
      );
    }
  }
  const dir = posix7.dirname(file.path);
  const version2 = posix7.basename(dir);
  const isKind = struct.fields.some((f) => f.names.length === 0 && /(^|\.)TypeMeta$/.test(f.type));
  if (isKind && !seenKeys.has("introduced") && PRERELEASE_VERSION.test(version2) && enabledDirs.has(dir)) {
    const severity = facts.changes.isAddedStruct(file, struct) ? void 0 : "warning";
    out.push({
      messageId: "missingIntroduced",
      file: file.path,
      line: struct.line,
      column: struct.column,
      data: { type: struct.name, version: version2 },
      discriminator: `${struct.name} introduced`,
      ...severity ? { severity } : {}
    });
  }
  return out;
}

// src/rules/lifecycle/feature-gate.ts
function effectiveSpec(gate, at, compare) {
  let found;
  for (const spec of gate.specs) {
    if (spec.version === void 0 || at === void 0 || compare(spec.version, at) <= 0) found = spec;
  }
  return found;
}

// src/rules/lifecycle/status-mismatch.ts
var statusMismatch = defineRule({
  id: "lifecycle/status-mismatch",
  meta: {
    severity: "error",
    description: "a +lifecycle:kubernetes: tag's status is not its feature gate's stage at the current version",
    messages: {
      mismatch: "{{field}}: the tag says status={{status}}, but feature gate {{gate}} is {{stage}} at {{version}}"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const { gates, currentVersion } = facts.table;
    return facts.kubernetesTags.flatMap((k) => {
      const gate = gates.get(k.featureGate);
      const spec = gate ? effectiveSpec(gate, currentVersion, compareVersions) : void 0;
      if (!spec?.stage || statusOfStage(spec.stage) === k.status) return [];
      const version2 = gate?.isLegacy || !currentVersion ? "the current version" : `v${formatVersion(currentVersion)}`;
      return [
        tagReport(facts, k.at, k.tag, "mismatch", {
          status: k.status,
          gate: k.featureGate,
          stage: spec.stage,
          version: version2
        })
      ];
    });
  }
});

// src/rules/lifecycle/tag-after-ga.ts
var tagAfterGa = defineRule({
  id: "lifecycle/tag-after-ga",
  meta: {
    severity: "error",
    description: "a +lifecycle:kubernetes: tag remains after its feature gate went GA or was locked to its default",
    messages: {
      ga: "{{field}}: feature gate {{gate}} is GA; remove the +lifecycle:kubernetes: tag",
      locked: "{{field}}: feature gate {{gate}} is locked to its default; remove the +lifecycle:kubernetes: tag"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const { gates, currentVersion } = facts.table;
    return facts.kubernetesTags.flatMap((k) => {
      const gate = gates.get(k.featureGate);
      const spec = gate ? effectiveSpec(gate, currentVersion, compareVersions) : void 0;
      if (!spec) return [];
      if (spec.stage === "GA") return [tagReport(facts, k.at, k.tag, "ga", { gate: k.featureGate })];
      if (spec.lockToDefault) return [tagReport(facts, k.at, k.tag, "locked", { gate: k.featureGate })];
      return [];
    });
  }
});

// src/rules/lifecycle/tag-syntax.ts
var tagSyntax = defineRule({
  id: "lifecycle/tag-syntax",
  meta: {
    severity: "error",
    description: "a +lifecycle:, +featureGate= or ifEnabled/ifDisabled tag on a Go declaration is malformed",
    messages: {
      malformed: "{{field}}: {{problem}}",
      second: "{{field}} has a second +lifecycle:{{component}}: tag; a field carries one tag per component (KEP-2558)",
      emptyGate: "{{field}}: +featureGate= names no feature gate",
      emptyCondition: "{{field}}: +k8s:{{condition}}() names no feature gate"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const out = [];
    const fixed2 = { diffAware: false };
    for (const at of facts.declarations) {
      for (const bad of at.malformed)
        out.push(
          tagReport(
            facts,
            at,
            { raw: bad.message, line: bad.line, column: bad.column },
            "malformed",
            { problem: bad.message },
            fixed2
          )
        );
      const seen = /* @__PURE__ */ new Set();
      for (const tag of at.lifecycle) {
        if (tag.problems.length > 0)
          out.push(tagReport(facts, at, tag, "malformed", { problem: tag.problems.join("; ") }, fixed2));
        else if (seen.has(tag.component))
          out.push(tagReport(facts, at, tag, "second", { component: tag.component }, fixed2));
        seen.add(tag.component);
      }
      for (const tag of at.featureGates)
        if (tag.gates.some((g) => g === "")) out.push(tagReport(facts, at, tag, "emptyGate", {}, fixed2));
      for (const tag of at.gateConditions) {
        if (tag.gate === "")
          out.push({
            ...tagReport(facts, at, tag, "emptyCondition", { condition: tag.condition }, fixed2),
            discriminator: `${at.label} ${tag.raw} ${tag.condition}`
          });
      }
    }
    return out;
  }
});

// src/rules/lifecycle/ungated-field.ts
import { posix as posix9 } from "node:path";

// src/rules/lifecycle/api-packages.ts
import { posix as posix8 } from "node:path";
var API_DIR = /* @__PURE__ */ new Set(["api", "apis"]);
var EMBEDDED_TYPE_META = /^\*?([A-Za-z_][A-Za-z0-9_]*\.)?TypeMeta$/;
function apiPackages(files) {
  const out = /* @__PURE__ */ new Map();
  for (const file of files) {
    const dir = posix8.dirname(file.path);
    if (out.has(dir) || isOutsideRepository(dir)) continue;
    const evidence = evidenceIn(dir, file);
    if (evidence) out.set(dir, evidence);
  }
  return out;
}
function evidenceIn(dir, file) {
  if (file.packageComments.some((c) => hasTag(c, "groupName"))) return "groupName";
  for (const struct of file.structs) {
    if ([...struct.doc, ...struct.secondDoc].some((c) => hasTag(c, "kubebuilder:object:root")))
      return "kubebuilder:object:root";
    if (struct.fields.some((f) => f.names.length === 0 && EMBEDDED_TYPE_META.test(f.type))) return "TypeMeta";
  }
  return dir.split("/").slice(0, -1).some((s) => API_DIR.has(s)) ? "path" : void 0;
}
function hasTag(comment, name) {
  const tag = tagOfComment(comment);
  return tag !== void 0 && !("message" in tag) && tag.name === name;
}

// src/rules/lifecycle/ungated-field.ts
var ungatedField = defineRule({
  id: "lifecycle/ungated-field",
  meta: {
    severity: "warning",
    description: "a field the change adds to a stable API version has no +featureGate= or +lifecycle: tag",
    messages: {
      ungated: "{{field}} ({{json}}) is added to the stable API {{version}} without a +featureGate= or +lifecycle: tag; new fields in stable APIs are normally added behind a feature gate"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    if (!facts.changes.hasBase || !facts.declarations.some(hasGateTag)) return [];
    const goFiles = lifecycleGoFiles(ctx.head, ctx.config);
    const api = apiPackages(goFiles.filter((f) => f.error === void 0));
    const packages = new GoPackages(goFiles);
    const candidates2 = [];
    for (const at of facts.fields) {
      const dir = posix9.dirname(at.file.path);
      const version2 = posix9.basename(dir);
      if (!STABLE_VERSION.test(version2) || !api.has(dir) || isGenerated(at.file.path) || !isSerialized(at.field))
        continue;
      if (isGated(at) || facts.changes.isAddedStruct(at.file, at.struct)) continue;
      const added = facts.changes.addedJsonNames(packages, at.file, at.struct, at.field);
      if (added.length > 0) candidates2.push({ at, dir, version: version2, added });
    }
    if (candidates2.length === 0) return [];
    const more = everyField(
      goFilesUsing(
        ctx.head,
        ctx.config,
        candidates2.map((c) => c.at.struct.name)
      )
    );
    const gated = gatedTypes([...facts.fields, ...more], facts.changes);
    const out = [];
    for (const { at, dir, version: version2, added } of candidates2) {
      if (gated.behindGate.has(typeKey(dir, at.struct.name)) || gated.gatedInside.has(typeKey(dir, baseTypeName(at.field.type))))
        continue;
      out.push({
        messageId: "ungated",
        file: at.file.path,
        line: at.field.line,
        column: at.field.column,
        data: {
          field: at.label,
          version: version2,
          json: `JSON ${added.length === 1 ? "name" : "names"} ${added.map((n) => `"${n}"`).join(", ")}`
        },
        discriminator: at.label
      });
    }
    return out;
  }
});
var everyField = (files) => files.filter((f) => f.error === void 0 && isReviewedGoFile(f.path)).flatMap((f) => fieldTagsOf(f));
var hasGateTag = (at) => at.lifecycle.length > 0 || at.featureGates.length > 0 || at.gateConditions.length > 0;
var STABLE_VERSION = /^v[0-9]+$/;
var isGenerated = (path) => {
  const base = posix9.basename(path);
  return base.startsWith("zz_generated") || base.startsWith("generated.") || base.endsWith("_test.go") || base.endsWith(".pb.go");
};

// src/rules/lifecycle/unknown-gate.ts
var unknownGate = defineRule({
  id: "lifecycle/unknown-gate",
  meta: {
    severity: "error",
    description: "a lifecycle, featureGate or ifEnabled/ifDisabled tag names a feature gate the repository does not define",
    messages: {
      unknown: "{{field}}: feature gate {{gate}} is not defined in this repository"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const { gates } = facts.table;
    if (gates.size === 0) return [];
    const out = [];
    for (const k of facts.kubernetesTags) {
      if (!gates.has(k.featureGate)) out.push(tagReport(facts, k.at, k.tag, "unknown", { gate: k.featureGate }));
    }
    for (const at of facts.declarations) {
      for (const tag of at.featureGates) {
        for (const gate of tag.gates) {
          if (gate !== "" && !gates.has(gate))
            out.push({
              ...tagReport(facts, at, tag, "unknown", { gate }),
              discriminator: `${at.label} ${tag.raw} ${gate}`
            });
        }
      }
      for (const tag of at.gateConditions) {
        if (tag.gate !== "" && !gates.has(tag.gate))
          out.push({
            ...tagReport(facts, at, tag, "unknown", { gate: tag.gate }),
            discriminator: `${at.label} ${tag.raw} ${tag.condition} ${tag.gate}`
          });
      }
    }
    return out;
  }
});

// src/rules/lifecycle/version-mismatch.ts
var versionMismatch = defineRule({
  id: "lifecycle/version-mismatch",
  meta: {
    severity: "error",
    description: "a +lifecycle:kubernetes: tag's minVersion is not the version its feature gate reached that status",
    messages: {
      spec: "{{field}}: the tag says minVersion={{minVersion}}, but feature gate {{gate}} became {{status}} in v{{expected}}",
      comment: "{{field}}: the tag says minVersion={{minVersion}}, but the comment of feature gate {{gate}} says {{status}}: v{{expected}}"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    return facts.kubernetesTags.flatMap((k) => {
      const gate = facts.table.gates.get(k.featureGate);
      const tagged = parseMinorVersion(k.minVersion);
      if (!gate || !tagged) return [];
      if (gate.isLegacy) {
        const comment = gate.stageComments.find((c) => c.stage === k.status);
        if (!comment || compareVersions(comment.version, tagged) === 0) return [];
        return [
          tagReport(facts, k.at, k.tag, "comment", {
            minVersion: k.minVersion,
            gate: gate.name,
            status: k.status,
            expected: formatVersion(comment.version)
          })
        ];
      }
      const first = gate.specs.find((s) => s.stage !== void 0 && statusOfStage(s.stage) === k.status);
      if (!first?.version || compareVersions(first.version, tagged) === 0) return [];
      return [
        tagReport(facts, k.at, k.tag, "spec", {
          minVersion: k.minVersion,
          gate: gate.name,
          status: k.status,
          expected: formatVersion(first.version)
        })
      ];
    });
  }
});

// src/rules/lifecycle/index.ts
var family = [
  parseError,
  tagSyntax,
  unknownGate,
  gatesNotFound,
  gateMismatch,
  prereleaseTag,
  statusMismatch,
  tagAfterGa,
  versionMismatch,
  commentDivergence,
  inconsistentTags,
  ungatedField
];
var lifecycleRules = family.map((rule) => ({ ...rule, reads: readsForLifecycle }));

// src/rules/refgrant/core-pairs.ts
var GW = "gateway.networking.k8s.io";
var SECRET = { group: "", kind: "Secret" };
var SERVICE = { group: "", kind: "Service" };
var CORE_PAIRS = [
  // ReferenceGrantFrom/To doc comments (apis/v1/referencegrant_types.go): "When used to permit a
  // SecretObjectReference: Gateway"; conformance gateway-secret-*-reference-grant.
  { from: { group: GW, kind: "Gateway" }, to: SECRET },
  // Gateway spec.tls.frontend…caCertificateRefs: "Support: Core - A single reference to a
  // Kubernetes ConfigMap", refused with RefNotPermitted without a grant (apis/v1/gateway_types.go).
  { from: { group: GW, kind: "Gateway" }, to: { group: "", kind: "ConfigMap" } },
  // GEP-1713: a ListenerSet's certificateRefs need a grant from ListenerSet (conformance
  // listenerset-reference-grant); XListenerSet is its experimental-channel group.
  { from: { group: GW, kind: "ListenerSet" }, to: SECRET },
  { from: { group: "gateway.networking.x-k8s.io", kind: "XListenerSet" }, to: SECRET },
  // "When used to permit a BackendObjectReference": the routes to core Services.
  ...["GRPCRoute", "HTTPRoute", "TCPRoute", "TLSRoute", "UDPRoute"].map((kind) => ({
    from: { group: GW, kind },
    to: SERVICE
  })),
  // KEP-3294 CrossNamespaceVolumeDataSource: the CSI external-provisioner checks a grant for
  // every cross-namespace PVC or VolumeSnapshot source (pkg/controller/util.go IsGranted).
  { from: { group: "", kind: "PersistentVolumeClaim" }, to: { group: "", kind: "PersistentVolumeClaim" } },
  {
    from: { group: "", kind: "PersistentVolumeClaim" },
    to: { group: "snapshot.storage.k8s.io", kind: "VolumeSnapshot" }
  }
];
var same = (a, b) => a.group === b.group && a.kind === b.kind;
function isCorePair(from, to) {
  return CORE_PAIRS.some((p) => same(p.from, from) && same(p.to, to));
}
var isCoreReferrer = (gk) => CORE_PAIRS.some((p) => same(p.from, gk));
var isCoreTarget = (gk) => CORE_PAIRS.some((p) => same(p.to, gk));

// src/rules/refgrant/extract-references.ts
var ROUTE_GROUP = "gateway.networking.k8s.io";
function extractCrossNamespaceReferences(objects, options) {
  const byKind = /* @__PURE__ */ new Map();
  for (const f of options.fields) {
    const key3 = `${f.group}\0${f.kind}`;
    const list2 = byKind.get(key3);
    if (list2) list2.push(f);
    else byKind.set(key3, [f]);
  }
  const out = [];
  for (const object2 of objects) {
    const fields = byKind.get(`${object2.group}\0${object2.kind}`);
    if (!fields || options.clusterScoped?.has(`${object2.group}/${object2.kind}`)) continue;
    const namespace = options.namespaces.namespaceOf(object2);
    const isMeshRoute = options.meshRouteExemption && isMeshOnlyRoute(object2);
    for (const f of fields) {
      if (f.isBackend && isMeshRoute) continue;
      for (const { value: value2, path } of walk6(object2.value, f, 0, void 0)) {
        const target = targetOf(value2, f, namespace);
        if (target === void 0) continue;
        if (f.isBackend && isRouteDelegation(target)) continue;
        const from = { group: object2.group, kind: object2.kind, namespace, name: object2.name };
        out.push({
          object: object2,
          path,
          grantable: f.grantable,
          isCorePair: f.isConfigured || isCorePair(from, target),
          from,
          to: target
        });
      }
    }
  }
  return out;
}
function* walk6(value2, f, step2, path) {
  const s = f.steps[step2];
  if (s === void 0) {
    if (path && isJsonObject(value2)) yield { value: value2, path };
    return;
  }
  if ("field" in s) {
    if (!isJsonObject(value2)) return;
    yield* walk6(value2[s.field], f, step2 + 1, path ? path.child(s.field) : FieldPath.of(s.field));
    return;
  }
  if (!Array.isArray(value2) || !path) return;
  for (let i = 0; i < value2.length; i++) yield* walk6(value2[i], f, step2 + 1, path.index(i));
}
var stringOr = (value2, fallback) => typeof value2 === "string" ? value2 : fallback;
function targetOf(ref, f, referrerNamespace) {
  const ns = ref.namespace;
  const namespace = typeof ns === "string" && ns !== "" ? ns : void 0;
  if (namespace === void 0 || namespace === referrerNamespace) return void 0;
  return {
    // A null is an absent key: the apiserver drops it before defaulting.
    group: stringOr(ref[f.groupKey], f.defaultGroup),
    kind: stringOr(ref.kind, f.defaultKind),
    namespace,
    name: stringOr(ref.name, "")
  };
}
function isRouteDelegation(target) {
  return target.group === ROUTE_GROUP && target.kind.endsWith("Route");
}
function isMeshOnlyRoute(o) {
  if (o.group !== ROUTE_GROUP || !o.kind.endsWith("Route")) return false;
  const spec = o.value.spec;
  const parents = isJsonObject(spec) ? spec.parentRefs : void 0;
  return Array.isArray(parents) && parents.length > 0 && parents.every((p) => isJsonObject(p) && p.group === "" && p.kind === "Service");
}

// src/rules/refgrant/is-reference-permitted.ts
var fromKey = (group, kind, namespace) => `${group}\0${kind}\0${namespace}`;
var GrantIndex = class {
  constructor(grants) {
    this.grants = grants;
    for (const grant of grants) {
      let byFrom = this.byNamespace.get(grant.namespace);
      if (!byFrom) this.byNamespace.set(grant.namespace, byFrom = /* @__PURE__ */ new Map());
      const seen = /* @__PURE__ */ new Set();
      for (const f of grant.from) {
        const key3 = fromKey(f.group, f.kind, f.namespace);
        if (seen.has(key3)) continue;
        seen.add(key3);
        let list2 = byFrom.get(key3);
        if (!list2) byFrom.set(key3, list2 = []);
        for (const to of grant.to) list2.push({ to, grant });
      }
    }
  }
  grants;
  byNamespace = /* @__PURE__ */ new Map();
  /**
   * The grants that permit a cross-namespace reference, each once, in the order given; empty
   * when none does. Same-namespace references need no grant, so none is returned for them.
   */
  permitting(reference) {
    const { from, to } = reference;
    if (from.namespace === to.namespace) return [];
    const candidates2 = this.byNamespace.get(to.namespace)?.get(fromKey(from.group, from.kind, from.namespace));
    if (!candidates2) return [];
    const out = [];
    for (const c of candidates2) {
      if (out.includes(c.grant)) continue;
      if (matchesTo(c.to, reference)) out.push(c.grant);
    }
    return out;
  }
};
function matchesTo(to, reference) {
  return to.group === reference.to.group && to.kind === reference.to.kind && (to.name === void 0 || to.name === reference.to.name);
}

// src/rules/refgrant/validate-grant.ts
var GATEWAY_GROUP = "gateway.networking.k8s.io";
var KEP_GROUP = "authorization.k8s.io";
function grantFormOf(o) {
  if (o.kind !== "ReferenceGrant") return void 0;
  return o.group === GATEWAY_GROUP ? "gateway" : o.group === KEP_GROUP ? "kep" : void 0;
}
var PATTERNS = {
  group: "^$|^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$",
  kind: "^[a-zA-Z]([-a-zA-Z0-9]*[a-zA-Z0-9])?$",
  namespace: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"
};
var RESOURCE_PATTERN = PATTERNS.namespace;
var GROUP3 = { required: true, maxLength: 253, pattern: PATTERNS.group };
var OPTIONAL_GROUP = { ...GROUP3, required: false };
var KIND4 = { required: true, minLength: 1, maxLength: 63, pattern: PATTERNS.kind };
var NAMESPACE = { required: true, minLength: 1, maxLength: 63, pattern: PATTERNS.namespace };
var NAME = { required: false, minLength: 1, maxLength: 253 };
var RESOURCE = { required: true, minLength: 1, maxLength: 63, pattern: RESOURCE_PATTERN };
var ENTRY_SCHEMAS = {
  gateway: { from: { group: GROUP3, kind: KIND4, namespace: NAMESPACE }, to: { group: GROUP3, kind: KIND4, name: NAME } },
  kep: {
    from: { group: OPTIONAL_GROUP, resource: RESOURCE, namespace: NAMESPACE },
    to: { group: OPTIONAL_GROUP, resource: RESOURCE, name: NAME }
  }
};
var MAX_ENTRIES = 16;
var DNS1123_SUBDOMAIN2 = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
function validateGrant(o, form) {
  const errors = [];
  const unknownFields = [];
  const v = o.value;
  unknownFields.push(...undeclared2(v, ["apiVersion", "kind", "metadata", "spec"], void 0));
  errors.push(...validateName(v.metadata));
  const specPath = FieldPath.of("spec");
  const spec = v.spec;
  if (spec === void 0 || spec === null) return { errors: [...errors, required(specPath, "")], unknownFields };
  if (!isJsonObject(spec)) return { errors: [...errors, typeError3(specPath, spec, "object")], unknownFields };
  unknownFields.push(...undeclared2(spec, ["from", "to"], specPath));
  for (const list2 of ["from", "to"]) {
    const listPath = specPath.child(list2);
    const items = spec[list2];
    if (items === void 0 || items === null) {
      errors.push(required(listPath, ""));
      continue;
    }
    if (!Array.isArray(items)) {
      errors.push(typeError3(listPath, items, "array"));
      continue;
    }
    if (items.length < 1)
      errors.push(invalid(listPath, items.length, `${listPath.toString()} in body should have at least 1 items`));
    if (items.length > MAX_ENTRIES)
      errors.push({
        type: "Too many",
        path: listPath,
        value: items.length,
        detail: `must have at most ${MAX_ENTRIES} items`,
        hasValue: true
      });
    const schema4 = ENTRY_SCHEMAS[form][list2];
    items.forEach((item, i) => {
      const itemPath = listPath.index(i);
      if (!isJsonObject(item)) {
        errors.push(typeError3(itemPath, item, "object"));
        return;
      }
      unknownFields.push(...undeclared2(item, Object.keys(schema4), itemPath));
      for (const [field2, rule] of Object.entries(schema4))
        errors.push(...validateString(item[field2], itemPath.child(field2), rule));
    });
  }
  return { errors, unknownFields };
}
function validateName(metadata4) {
  const meta = isJsonObject(metadata4) ? metadata4 : {};
  const path = FieldPath.of("metadata", "name");
  const name = meta.name;
  if (name === void 0 || name === null || name === "") {
    return typeof meta.generateName === "string" && meta.generateName !== "" ? [] : [required(path, "name or generateName is required")];
  }
  if (typeof name !== "string") return [typeError3(path, name, "string")];
  const problems = [];
  if (name.length > 253) problems.push("must be no more than 253 characters");
  if (!DNS1123_SUBDOMAIN2.test(name)) {
    problems.push(
      "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')"
    );
  }
  return problems.map((p) => invalid(path, name, p));
}
function validateString(value2, path, rule) {
  if (value2 === void 0 || value2 === null) return rule.required ? [required(path, "")] : [];
  if (typeof value2 !== "string") return [typeError3(path, value2, "string")];
  const p = path.toString();
  const out = [];
  if (rule.minLength !== void 0 && value2.length < rule.minLength)
    out.push(invalid(path, value2, `${p} in body should be at least ${rule.minLength} chars long`));
  if (value2.length > rule.maxLength)
    out.push({ type: "Too long", path, detail: `may not be more than ${rule.maxLength} bytes`, hasValue: false });
  if (rule.pattern !== void 0 && !new RegExp(rule.pattern).test(value2))
    out.push(invalid(path, value2, `${p} in body should match '${rule.pattern}'`));
  return out;
}
function typeError3(path, value2, want) {
  const got = typeName4(value2);
  return invalid(path, got, `${path.toString()} in body must be of type ${want}: ${JSON.stringify(got)}`);
}
function typeName4(value2) {
  if (value2 === null) return "null";
  if (Array.isArray(value2)) return "array";
  if (typeof value2 === "number") return Number.isInteger(value2) ? "integer" : "number";
  return typeof value2;
}
function undeclared2(o, declared, parent) {
  return Object.keys(o).filter((k) => !declared.includes(k)).map((k) => parent ? parent.child(k) : FieldPath.of(k));
}

// src/rules/refgrant/grant-set.ts
var SERVED_VERSIONS = {
  gateway: ["v1", "v1beta1"],
  kep: ["v1alpha1"]
};
function readGrants(objects, kinds, namespaces) {
  const examined = [];
  const grants = [];
  const unmapped = [];
  for (const object2 of objects) {
    const form = grantFormOf(object2);
    if (!form) continue;
    const namespace = namespaces.namespaceOf(object2);
    const validation = validateGrant(object2, form);
    const rejection2 = !SERVED_VERSIONS[form].includes(object2.version) ? { reason: form === "gateway" && object2.version === "v1alpha2" ? "removed-version" : "unknown-version" } : validation.errors.length > 0 ? { reason: "schema", validation } : void 0;
    examined.push({ object: object2, form, namespace, validation, ...rejection2 ? { rejection: rejection2 } : {} });
    if (rejection2) continue;
    const normalised = normalise(object2, form, kinds);
    unmapped.push(...normalised.unmapped);
    grants.push({ object: object2, form, namespace, name: object2.name, from: normalised.from, to: normalised.to });
  }
  return { examined, grants, index: new GrantIndex(grants.filter(isPlaced)), unmapped };
}
var isPlaced = (g) => g.namespace !== void 0;
function normalise(object2, form, kinds) {
  const spec = isJsonObject(object2.value.spec) ? object2.value.spec : {};
  const unmapped = [];
  const entries = (list2) => {
    const items = spec[list2];
    return Array.isArray(items) ? items.flatMap(
      (item, i) => isJsonObject(item) ? [{ item, path: FieldPath.of("spec", list2).index(i) }] : []
    ) : [];
  };
  const str3 = (v) => typeof v === "string" ? v : void 0;
  const kindOf4 = (item, path) => {
    const group = str3(item.group) ?? "";
    if (form === "gateway") return { group, kind: str3(item.kind) ?? "" };
    const resource = str3(item.resource) ?? "";
    const kind = kinds.kindOf(group, resource);
    if (kind === void 0) {
      unmapped.push({ object: object2, path: path.child("resource"), group, resource });
      return void 0;
    }
    return { group, kind };
  };
  const from = entries("from").flatMap(({ item, path }) => {
    const gk = kindOf4(item, path);
    return gk ? [{ ...gk, namespace: str3(item.namespace) ?? "" }] : [];
  });
  const to = entries("to").flatMap(({ item, path }) => {
    const gk = kindOf4(item, path);
    const name = str3(item.name);
    return gk ? [name === void 0 ? gk : { ...gk, name }] : [];
  });
  return { from, to, unmapped };
}

// src/rules/refgrant/kind-resource-map.ts
var BUILT_IN_RESOURCES = [
  { group: "", kind: "Service", resource: "services" },
  { group: "", kind: "Secret", resource: "secrets" },
  { group: "", kind: "ConfigMap", resource: "configmaps" },
  { group: "", kind: "PersistentVolumeClaim", resource: "persistentvolumeclaims" },
  { group: "gateway.networking.k8s.io", kind: "Gateway", resource: "gateways" },
  { group: "gateway.networking.k8s.io", kind: "HTTPRoute", resource: "httproutes" },
  { group: "gateway.networking.k8s.io", kind: "GRPCRoute", resource: "grpcroutes" },
  { group: "gateway.networking.k8s.io", kind: "TLSRoute", resource: "tlsroutes" },
  { group: "gateway.networking.k8s.io", kind: "TCPRoute", resource: "tcproutes" },
  { group: "gateway.networking.k8s.io", kind: "UDPRoute", resource: "udproutes" },
  { group: "gateway.networking.k8s.io", kind: "ListenerSet", resource: "listenersets" },
  { group: "gateway.networking.k8s.io", kind: "BackendTLSPolicy", resource: "backendtlspolicies" },
  { group: "gateway.networking.k8s.io", kind: "ReferenceGrant", resource: "referencegrants" },
  { group: "gateway.networking.x-k8s.io", kind: "XListenerSet", resource: "xlistenersets" },
  { group: "snapshot.storage.k8s.io", kind: "VolumeSnapshot", resource: "volumesnapshots" },
  { group: "inference.networking.k8s.io", kind: "InferencePool", resource: "inferencepools" }
];
var key2 = (group, name) => `${group}\0${name}`;
var KindResourceMap = class {
  kinds = /* @__PURE__ */ new Map();
  resources = /* @__PURE__ */ new Map();
  /** Later sources win: configuration over repository CRDs over the built-in table. */
  constructor(...sources) {
    for (const m of sources.flat()) {
      this.kinds.set(key2(m.group, m.resource), m.kind);
      this.resources.set(key2(m.group, m.kind), m.resource);
    }
  }
  /** The kind of a (group, plural resource), exactly as written; undefined when unknown. */
  kindOf(group, resource) {
    return this.kinds.get(key2(group, resource));
  }
  resourceOf(group, kind) {
    return this.resources.get(key2(group, kind));
  }
  /** Whether some known kind, lowercased, is this text: a KEP `resource` that looks like a kind. */
  singularOf(group, text) {
    for (const [k, resource] of this.resources) {
      const [g = "", kind = ""] = k.split("\0");
      if (g === group && kind.toLowerCase() === text && resource !== text) return resource;
    }
    return void 0;
  }
};
function crdResourceMappings(crds) {
  return crds.flatMap((crd) => {
    const spec = crd.value.spec;
    if (!isJsonObject(spec) || !isJsonObject(spec.names)) return [];
    const { group } = spec;
    const { kind, plural } = spec.names;
    return typeof group === "string" && typeof kind === "string" && typeof plural === "string" && kind !== "" && plural !== "" ? [{ group, kind, resource: plural }] : [];
  });
}
function clusterScopedKinds(crds) {
  return new Set(
    crds.flatMap((crd) => {
      const spec = crd.value.spec;
      if (!isJsonObject(spec) || spec.scope !== "Cluster" || !isJsonObject(spec.names)) return [];
      const { group } = spec;
      const { kind } = spec.names;
      return typeof group === "string" && typeof kind === "string" ? [`${group}/${kind}`] : [];
    })
  );
}

// src/rules/refgrant/kustomize-namespaces.ts
import { posix as posix10 } from "node:path";
function kustomizeNamespaces(allPaths, kustomizations) {
  const paths = new Set(allPaths);
  const byDir = /* @__PURE__ */ new Map();
  for (const file of kustomizations) {
    if (!isKustomizationPath(file.path) || file.problems.length > 0) continue;
    const dir = posix10.dirname(file.path);
    if (byDir.has(dir)) continue;
    const k = readKustomization(dir, file, paths);
    if (k) byDir.set(dir, k);
  }
  const listed = new Set([...byDir.values()].flatMap((k) => k.children));
  const out = /* @__PURE__ */ new Map();
  const done = /* @__PURE__ */ new Set();
  const reached = /* @__PURE__ */ new Set();
  const visit2 = (k, inherited) => {
    const key3 = `${k.dir}\0${inherited ?? ""}`;
    if (done.has(key3)) return;
    done.add(key3);
    reached.add(k.dir);
    const namespace = inherited ?? k.namespace;
    if (namespace !== void 0) {
      for (const f of k.files) {
        const set = out.get(f);
        if (set) set.add(namespace);
        else out.set(f, /* @__PURE__ */ new Set([namespace]));
      }
    }
    for (const child of k.children) {
      const c = byDir.get(child);
      if (c) visit2(c, namespace);
    }
  };
  for (const k of byDir.values()) if (!listed.has(k.dir)) visit2(k, void 0);
  for (const k of byDir.values()) if (!reached.has(k.dir)) visit2(k, void 0);
  return out;
}
function readKustomization(dir, file, paths) {
  const value2 = kustomizationValue(file);
  if (!value2) return void 0;
  const namespace = typeof value2.namespace === "string" && value2.namespace !== "" ? value2.namespace : void 0;
  const files = [];
  const children = [];
  for (const key3 of ["resources", "bases", "components"]) {
    const list2 = value2[key3];
    if (!Array.isArray(list2)) continue;
    for (const entry of list2) {
      const p = typeof entry === "string" ? resolveEntry(dir, entry) : void 0;
      if (p === void 0) continue;
      if (paths.has(p)) files.push(p);
      else if (KUSTOMIZATION_FILE_NAMES.some((name) => paths.has(posix10.join(p, name)))) children.push(p);
    }
  }
  return { dir, namespace, files, children };
}
function kustomizationValue(file) {
  const object2 = file.objects.find((o) => o.kind === "Kustomization" || o.kind === "Component");
  if (object2) return object2.value;
  if (file.objects.length > 0) return void 0;
  try {
    const value2 = loadYaml(file.text, { maxDepth: LIMITS.maxDepth, maxAliases: 0 })[0];
    return isJsonObject(value2) ? value2 : void 0;
  } catch {
    return void 0;
  }
}
function resolveEntry(dir, entry) {
  const e = entry.trim();
  if (e === "" || e.includes("://") || posix10.isAbsolute(e) || /^(github\.com|gitlab\.com|bitbucket\.org)\//.test(e))
    return void 0;
  return posix10.normalize(posix10.join(dir, e)).replace(/(.)\/+$/, "$1");
}

// src/rules/refgrant/namespace-defaults.ts
var NamespaceDefaults = class {
  constructor(world, configured) {
    this.configured = configured;
    this.byFile = kustomizeNamespaces(world.paths(), world.filesAt(isKustomizationPath));
  }
  configured;
  byFile;
  /** The object's namespace once deployed, or undefined when the repository does not say. */
  namespaceOf(o) {
    if (o.namespace !== void 0) return o.namespace;
    const fromKustomize = this.byFile.get(o.source.file);
    if (fromKustomize !== void 0) return fromKustomize.size === 1 ? [...fromKustomize][0] : void 0;
    return this.configured;
  }
};

// src/rules/refgrant/reference-fields.ts
var GW2 = "gateway.networking.k8s.io";
var field = (group, kind, path, defaults2, options = {}) => ({
  group,
  kind,
  path,
  steps: parseReferencePath(path),
  defaultGroup: defaults2[0],
  defaultKind: defaults2[1],
  groupKey: options.groupKey ?? "group",
  grantable: options.grantable ?? true,
  isBackend: options.isBackend ?? false,
  isConfigured: options.isConfigured ?? false
});
var SECRET2 = ["", "Secret"];
var SERVICE2 = ["", "Service"];
var REQUIRED = ["", ""];
var backend = { isBackend: true };
var listenerCertificates = (group, kind) => field(group, kind, "spec.listeners[*].tls.certificateRefs[*]", SECRET2);
var routeBackends = (kind, filters) => [
  field(GW2, kind, "spec.rules[*].backendRefs[*]", SERVICE2, backend),
  ...filters.flatMap((f) => [
    field(GW2, kind, `spec.rules[*].filters[*].${f}.backendRef`, SERVICE2, backend),
    field(GW2, kind, `spec.rules[*].backendRefs[*].filters[*].${f}.backendRef`, SERVICE2, backend)
  ])
];
var BUILT_IN_REFERENCE_FIELDS = [
  listenerCertificates(GW2, "Gateway"),
  field(GW2, "Gateway", "spec.tls.backend.clientCertificateRef", SECRET2),
  field(GW2, "Gateway", "spec.tls.frontend.default.validation.caCertificateRefs[*]", REQUIRED),
  field(GW2, "Gateway", "spec.tls.frontend.perPort[*].tls.validation.caCertificateRefs[*]", REQUIRED),
  // GEP-1713: a ListenerSet needs a grant from kind ListenerSet, never the Gateway's (§2.4 item 17).
  listenerCertificates(GW2, "ListenerSet"),
  listenerCertificates("gateway.networking.x-k8s.io", "XListenerSet"),
  ...routeBackends("HTTPRoute", ["requestMirror", "externalAuth"]),
  ...routeBackends("GRPCRoute", ["requestMirror"]),
  ...routeBackends("TLSRoute", []),
  ...routeBackends("TCPRoute", []),
  ...routeBackends("UDPRoute", []),
  // No namespace field in v1alpha3 and v1; v1alpha2 spec.targetRef had one (§2.3 item 10).
  field(GW2, "BackendTLSPolicy", "spec.targetRefs[*]", REQUIRED, { grantable: false }),
  field(GW2, "BackendTLSPolicy", "spec.validation.caCertificateRefs[*]", REQUIRED, { grantable: false }),
  field(GW2, "BackendTLSPolicy", "spec.targetRef", REQUIRED, { grantable: false }),
  field(GW2, "BackendTLSPolicy", "spec.tls.caCertRefs[*]", REQUIRED, { grantable: false }),
  // CrossNamespaceVolumeDataSource: apiGroup absent means core; kind is required.
  field("", "PersistentVolumeClaim", "spec.dataSourceRef", ["", ""], { groupKey: "apiGroup" })
];
function referenceFields(configured) {
  return [
    ...BUILT_IN_REFERENCE_FIELDS,
    ...configured.map((c) => field(c.group, c.kind, c.path, [c.defaultGroup, c.defaultKind], { isConfigured: true }))
  ];
}

// src/rules/refgrant/analyze-world.ts
var ANALYSES = {
  name: "refgrant world analyses",
  create: () => /* @__PURE__ */ new WeakMap()
};
function analysisOf(ctx, world) {
  const analyses = ctx.cache.get(ANALYSES);
  let analysis = analyses.get(world);
  if (!analysis) {
    analysis = analyzeWorld(world, ctx.config.refgrant ?? DEFAULT_REFGRANT_CONFIG);
    analyses.set(world, analysis);
  }
  return analysis;
}
function analyzeWorld(world, config = DEFAULT_REFGRANT_CONFIG) {
  const namespaces = new NamespaceDefaults(world, config.defaultNamespace);
  const fields = referenceFields(config.referenceFields);
  const referrers = world.ofKinds(new Set(fields.map((f) => f.kind)));
  const grantObjects = world.ofKinds(GRANT_KINDS);
  const kinds = new KindResourceMap(
    BUILT_IN_RESOURCES,
    crdResourceMappings(world.crdsNaming(namesInGrants(grantObjects))),
    config.resources
  );
  return {
    references: extractCrossNamespaceReferences(referrers, {
      fields,
      namespaces,
      meshRouteExemption: config.meshRouteExemption,
      clusterScoped: clusterScopedKinds(world.crdsDefining(new Set(referrers.map((o) => o.kind))))
    }),
    grants: readGrants(grantObjects, kinds, namespaces),
    kinds
  };
}
var GRANT_KINDS = /* @__PURE__ */ new Set(["ReferenceGrant"]);
function namesInGrants(grants) {
  const names3 = /* @__PURE__ */ new Set();
  for (const g of grants) {
    const spec = isJsonObject(g.value.spec) ? g.value.spec : {};
    for (const list2 of [spec.from, spec.to]) {
      if (!Array.isArray(list2)) continue;
      for (const entry of list2) {
        if (!isJsonObject(entry)) continue;
        if (typeof entry.kind === "string") names3.add(entry.kind);
        if (typeof entry.resource === "string") names3.add(entry.resource);
      }
    }
  }
  return names3;
}

// src/rules/refgrant/invalid-grant.ts
var messages14 = {
  removedVersion: "gateway.networking.k8s.io/v1alpha2 ReferenceGrants are not served since Gateway API v1.1 and the version was removed in v1.2, so the apiserver answers 404 NotFound and {{grant}} grants nothing: use gateway.networking.k8s.io/v1 (or v1beta1); the fields are the same",
  unknownVersion: "{{apiVersion}} is not a served version of ReferenceGrant, so the apiserver answers 404 NotFound and {{grant}} grants nothing: use {{served}}",
  schema: "the apiserver rejects ReferenceGrant {{grant}} ({{error}}), so it grants nothing{{hint}}",
  unknownField: "{{field}} is not a field of ReferenceGrant: kubectl's strict field validation rejects {{grant}}, and other clients have the field dropped{{hint}}"
};
var invalidGrant = defineRule({
  id: "refgrant/invalid-grant",
  meta: {
    severity: "error",
    description: "a ReferenceGrant that the CRD schema rejects, or in a version that is not served: it grants nothing",
    messages: messages14
  },
  check: (ctx) => {
    const { grants, kinds } = analysisOf(ctx, ctx.head);
    return grants.examined.flatMap((g) => reportsOf(g, kinds));
  }
});
function reportsOf(g, kinds) {
  const grant = g.namespace === void 0 ? g.object.name : `${g.namespace}/${g.object.name}`;
  const { object: object2 } = g;
  if (g.rejection?.reason === "removed-version" || g.rejection?.reason === "unknown-version") {
    const served = g.form === "gateway" ? "gateway.networking.k8s.io/v1 (or v1beta1)" : "authorization.k8s.io/v1alpha1";
    return [
      {
        messageId: g.rejection.reason === "removed-version" ? "removedVersion" : "unknownVersion",
        object: object2,
        path: FieldPath.of("apiVersion"),
        data: { grant, apiVersion: object2.apiVersion, served },
        apiserver: requestError(
          "NotFound",
          `no matches for kind "ReferenceGrant" in version ${goQuote(object2.apiVersion)}`
        )
      }
    ];
  }
  const schema4 = g.validation.errors.map((e) => ({
    messageId: "schema",
    object: object2,
    path: e.path,
    data: { grant, error: renderFieldError(e), hint: kindLikeResourceHint(e, g, kinds) },
    apiserver: e,
    discriminator: renderFieldError(e)
  }));
  const unknown = g.validation.unknownFields.map((path) => ({
    messageId: "unknownField",
    object: object2,
    path,
    data: { grant, field: path.toString(), hint: unknownFieldHint(path, g) }
  }));
  return [...schema4, ...unknown];
}
function unknownFieldHint(path, g) {
  const segments = path.segments();
  const last = segments[segments.length - 1];
  if (segments[1] === "to" && last === "namespace")
    return `; a grant only opens its own namespace (${g.namespace ?? "the one it is applied in"}), so create it in the target's namespace instead`;
  if (g.form === "kep" && last === "kind")
    return "; authorization.k8s.io/v1alpha1 grants name the plural resource (resource: httproutes), not the kind";
  if (g.form === "gateway" && last === "resource")
    return "; gateway.networking.k8s.io grants name the kind (kind: HTTPRoute), not the resource";
  if (segments.length === 1 && last === "status") return "; ReferenceGrant has no status";
  return "";
}
function kindLikeResourceHint(e, g, kinds) {
  const segments = e.path.segments();
  if (g.form !== "kep" || segments[segments.length - 1] !== "resource" || typeof e.value !== "string" || !/[A-Z]/.test(e.value))
    return "";
  const entry = g.object.value.spec;
  const item = isJsonObject(entry) && Array.isArray(entry[segments[1] ?? ""]) ? entry[segments[1] ?? ""][Number(segments[2])] : void 0;
  const group = isJsonObject(item) && typeof item.group === "string" ? item.group : "";
  const plural = kinds.resourceOf(group, e.value);
  return `; ${goQuote(e.value)} looks like a kind: name the lowercase plural resource${plural === void 0 ? "" : ` (${plural})`}`;
}

// src/rules/refgrant/object-text.ts
function objectText2(o) {
  const name = OBJECT_NAME.test(o.name) ? o.name : JSON.stringify(o.name);
  return `${kindText(o.group, o.kind)} ${o.namespace === void 0 ? name : `${o.namespace}/${name}`}`;
}
var OBJECT_NAME = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;
function kindText(group, kind) {
  return group === "" ? kind : `${kind}.${group}`;
}

// src/rules/refgrant/lint.ts
var messages15 = {
  coreAlias: 'group {{group}} is not the core group: only "" means core, and Envoy Gateway, Contour, Istio and the CSI provisioner compare groups verbatim, so this entry matches nothing there; write group: ""',
  kepTypo: "group gateway.networking.kubernetes.io is a typo from KEP-3766's example and matches nothing: write gateway.networking.k8s.io",
  ownNamespace: "from namespace {{namespace}} is the grant's own namespace, and references within a namespace need no grant: this entry does nothing",
  noName: "this entry grants access to every {{kind}} in {{namespace}}; the Gateway API security guide asks for group, kind and name unless there is a good reason",
  implementationSpecific: "{{kind}} is outside the Core pairs ({{pairs}}): whether it is honoured depends on the implementation",
  duplicate: "this entry repeats {{list}}[{{first}}], which grants the same thing; entries are OR-ed, so it adds nothing",
  overlapping: "this entry is covered by {{list}}[{{first}}], which names no object and so already grants every {{kind}}",
  kepForm: "no Kubernetes release serves authorization.k8s.io/v1alpha1 (KEP-3766 is provisional), so this grant will not apply unless the cluster provides the API; gateway.networking.k8s.io/v1 is the served form"
};
var CORE_PAIRS_TEXT = (() => {
  const targetsOf = /* @__PURE__ */ new Map();
  for (const p of CORE_PAIRS) targetsOf.set(p.from.kind, [...targetsOf.get(p.from.kind) ?? [], p.to.kind]);
  const referrersOf = /* @__PURE__ */ new Map();
  for (const [from, to] of targetsOf) referrersOf.set(to.join(", "), [...referrersOf.get(to.join(", ")) ?? [], from]);
  return [...referrersOf].map(([to, from]) => `${from.join(", ")} \u2192 ${to}`).join("; ");
})();
var lint = defineRule({
  id: "refgrant/lint",
  meta: {
    severity: "warning",
    description: "a valid ReferenceGrant written in a way that is probably not what was meant (core alias, pointless or overlapping entries)",
    messages: messages15
  },
  check: (ctx) => {
    const { grants, kinds } = analysisOf(ctx, ctx.head);
    return grants.examined.filter((g) => g.rejection === void 0).flatMap((g) => lintGrant(g, kinds));
  }
});
function lintGrant(g, kinds) {
  const out = [];
  const report3 = (messageId, path, data, severity = "warning") => {
    out.push({
      messageId,
      object: g.object,
      path,
      data,
      ...severity === "warning" ? {} : { severity },
      discriminator: messageId
    });
  };
  if (g.form === "kep") report3("kepForm", FieldPath.of("apiVersion"), {});
  const entries = entriesOf2(g, kinds);
  for (const e of entries) {
    const group = e.value.group;
    const isCoreAlias = group === "core" || group === "v1";
    const isKepTypo = group === "gateway.networking.kubernetes.io";
    if (isCoreAlias) report3("coreAlias", e.path.child("group"), { group });
    if (isKepTypo) report3("kepTypo", e.path.child("group"), {});
    if (e.list === "from" && g.namespace !== void 0 && e.value.namespace === g.namespace)
      report3("ownNamespace", e.path.child("namespace"), { namespace: g.namespace });
    if (e.kind !== void 0 && !isCoreAlias && !isKepTypo) {
      const gk = { group: e.group, kind: e.kind };
      const isCore = e.list === "from" ? isCoreReferrer(gk) : isCoreTarget(gk);
      if (!isCore)
        report3("implementationSpecific", e.path, { kind: kindText(e.group, e.kind), pairs: CORE_PAIRS_TEXT }, "notice");
    }
    if (e.list === "to" && e.value.name === void 0) {
      report3(
        "noName",
        e.path,
        {
          kind: e.kind === void 0 ? "object of this kind" : kindText(e.group, e.kind),
          namespace: g.namespace ?? "the namespace it is applied in"
        },
        "notice"
      );
    }
  }
  reportRepeats(entries, report3);
  return out;
}
function reportRepeats(entries, report3) {
  for (const e of entries) {
    if (e.kind === void 0) continue;
    const earlier = entries.filter(
      (o) => o.list === e.list && o.index < e.index && o.kind === e.kind && o.group === e.group
    );
    if (e.list === "from") {
      const same3 = earlier.find((o) => o.value.namespace === e.value.namespace);
      if (same3) report3("duplicate", e.path, { list: `spec.${e.list}`, first: same3.index }, "notice");
      continue;
    }
    const same2 = earlier.find((o) => o.value.name === e.value.name);
    if (same2) {
      report3("duplicate", e.path, { list: `spec.${e.list}`, first: same2.index }, "notice");
      continue;
    }
    const wider = entries.find(
      (o) => o.list === "to" && o !== e && o.kind === e.kind && o.group === e.group && o.value.name === void 0 && e.value.name !== void 0
    );
    if (wider)
      report3("overlapping", e.path, { list: "spec.to", first: wider.index, kind: kindText(e.group, e.kind) }, "notice");
  }
}
function entriesOf2(g, kinds) {
  const spec = isJsonObject(g.object.value.spec) ? g.object.value.spec : {};
  return ["from", "to"].flatMap((list2) => {
    const items = spec[list2];
    if (!Array.isArray(items)) return [];
    return items.flatMap((value2, index) => {
      if (!isJsonObject(value2)) return [];
      const group = typeof value2.group === "string" ? value2.group : "";
      const kind = g.form === "gateway" ? typeof value2.kind === "string" ? value2.kind : void 0 : kinds.kindOf(group, typeof value2.resource === "string" ? value2.resource : "");
      return [{ list: list2, index, path: FieldPath.of("spec", list2).index(index), value: value2, group, kind }];
    });
  });
}

// src/rules/refgrant/permitting-grants.ts
function permittingGrants(r, grants) {
  if (!r.grantable) return [];
  const { namespace } = r.from;
  const stated = namespace === void 0 ? [] : grants.index.permitting({ from: { ...r.from, namespace }, to: r.to });
  if (stated.length > 0) return stated;
  return grants.grants.filter(
    (g) => (g.namespace === void 0 || namespace === void 0 && g.namespace === r.to.namespace) && g.from.some(
      (f) => f.group === r.from.group && f.kind === r.from.kind && (namespace === void 0 || f.namespace === namespace)
    ) && g.to.some(
      (t) => t.group === r.to.group && t.kind === r.to.kind && (t.name === void 0 || t.name === r.to.name)
    )
  );
}

// src/rules/refgrant/not-permitted.ts
var messages16 = {
  notPermitted: '{{referrerText}} refers to {{targetText}} in another namespace, and no ReferenceGrant in namespace {{namespace}} permits it, so controllers refuse it (RefNotPermitted): add a ReferenceGrant in {{namespace}} from {group: "{{fromGroup}}", kind: {{fromKind}}, namespace: {{fromNamespace}}} to {group: "{{toGroup}}", kind: {{toKind}}}',
  notCorePair: `{{referrerText}} refers to {{targetText}} in another namespace, and no ReferenceGrant in namespace {{namespace}} permits it; {{fromKindText}} to {{toKindText}} is not one of Gateway API's Core pairs, so whether a grant is required depends on the implementation (one that requires it refuses the reference with RefNotPermitted): if yours does, add a ReferenceGrant in {{namespace}} from {group: "{{fromGroup}}", kind: {{fromKind}}, namespace: {{fromNamespace}}} to {group: "{{toGroup}}", kind: {{toKind}}}`,
  namespaceNotStated: '{{referrerText}} has no namespace in the repository (no metadata.namespace, and no single namespace from kustomizations or refgrant.defaultNamespace) and refers to {{targetText}}: applied in any namespace other than {{namespace}}, the reference would be refused (RefNotPermitted), because no ReferenceGrant in {{namespace}} has a from entry for {{fromKind}} (in any namespace) and a to entry that covers it{{notCore}}; add a ReferenceGrant in {{namespace}} from {group: "{{fromGroup}}", kind: {{fromKind}}, namespace: <where it is applied>} to {group: "{{toGroup}}", kind: {{toKind}}}, or set metadata.namespace',
  ungrantable: "{{referrerText}} refers to {{targetText}} in another namespace, which no ReferenceGrant can permit: a BackendTLSPolicy, its targets and its CA certificates must all be in one namespace (GEP-1897); move the policy to {{namespace}}",
  ungrantableNamespaceNotStated: "{{referrerText}} has no namespace in the repository (no metadata.namespace, and no single namespace from kustomizations or refgrant.defaultNamespace) and refers to {{targetText}}: applied in any namespace other than {{namespace}}, the reference is refused, and no ReferenceGrant can permit it: a BackendTLSPolicy, its targets and its CA certificates must all be in one namespace (GEP-1897)"
};
var notPermitted = defineRule({
  id: "refgrant/not-permitted",
  meta: {
    severity: "error",
    description: "a cross-namespace reference that no ReferenceGrant in the target namespace permits (RefNotPermitted)",
    messages: messages16
  },
  check: (ctx) => {
    const analysis = analysisOf(ctx, ctx.head);
    return analysis.references.filter((r) => permittingGrants(r, analysis.grants).length === 0).map(notPermittedReport);
  }
});
function refusalSeverity(r) {
  return r.from.namespace !== void 0 && (r.isCorePair || !r.grantable) ? "error" : "warning";
}
function notPermittedReport(r) {
  const stated = r.from.namespace !== void 0;
  const messageId = !r.grantable ? stated ? "ungrantable" : "ungrantableNamespaceNotStated" : !stated ? "namespaceNotStated" : r.isCorePair ? "notPermitted" : "notCorePair";
  const severity = refusalSeverity(r);
  return {
    messageId,
    object: r.object,
    path: r.path,
    ...severity === "error" ? {} : { severity },
    data: {
      referrerText: objectText2(r.from),
      referrer: { kind: r.from.kind, ...stated ? { namespace: r.from.namespace } : {}, name: r.from.name },
      target: { group: r.to.group, kind: r.to.kind, namespace: r.to.namespace, name: r.to.name },
      targetText: objectText2(r.to),
      namespace: r.to.namespace,
      fromGroup: r.from.group,
      fromKind: r.from.kind,
      fromKindText: kindText(r.from.group, r.from.kind),
      ...stated ? { fromNamespace: r.from.namespace } : {},
      toGroup: r.to.group,
      toKind: r.to.kind,
      toKindText: kindText(r.to.group, r.to.kind),
      notCore: r.isCorePair ? "" : ` (and ${kindText(r.from.group, r.from.kind)} to ${kindText(r.to.group, r.to.kind)} is not a Core pair, so whether a grant is required at all depends on the implementation)`
    },
    discriminator: targetDiscriminator(r)
  };
}
var targetDiscriminator = (r) => `${kindText(r.to.group, r.to.kind)} ${r.to.namespace}/${r.to.name}`;

// src/rules/refgrant/grant-pairing.ts
var GrantPairing = class {
  constructor(head, base, baseOf) {
    this.base = base;
    const examinedOf = new Map(base.examined.map((e) => [e.object, e]));
    for (const now of head.examined) {
      const same2 = baseOf(now.object);
      const was = same2 ? examinedOf.get(same2) : this.sameName(now);
      this.stored.set(now.object, was);
      if (!was) continue;
      const list2 = this.successors.get(was.object);
      if (list2) list2.push(now);
      else this.successors.set(was.object, [now]);
    }
  }
  base;
  stored = /* @__PURE__ */ new Map();
  successors = /* @__PURE__ */ new Map();
  /** The base grant a head grant was, or undefined when it is new. */
  storedOf(now) {
    return this.stored.get(now);
  }
  /** The head grant a base grant became, or undefined when it was deleted (or moved to another namespace). */
  successorOf(was) {
    const list2 = this.successors.get(was);
    return list2?.find((e) => e.object.source.file === was.source.file) ?? list2?.[0];
  }
  sameName(now) {
    const candidates2 = this.base.examined.filter(
      (b) => b.namespace === now.namespace && b.object.name === now.object.name
    );
    return candidates2.find((b) => b.object.source.file === now.object.source.file) ?? candidates2[0];
  }
};

// src/rules/refgrant/revoked.ts
var messages17 = {
  narrowed: "this change narrows ReferenceGrant {{grant}} ({{changes}}); no reference in the repository is affected, but referrers outside it cannot be checked",
  revoked: "this change revokes the access {{referrerText}} has to {{targetText}}: {{changes}}; controllers remove what a revoked grant enabled (a route loses this backend, a listener becomes invalid, new PVC provisioning fails): keep the grant or remove the reference"
};
var revoked = defineRule({
  id: "refgrant/revoked",
  meta: {
    severity: "error",
    description: "a change removes or narrows a ReferenceGrant that a reference in the repository still relies on",
    messages: messages17
  },
  check: (ctx) => {
    if (!ctx.base) return [];
    const head = analysisOf(ctx, ctx.head);
    const base = analysisOf(ctx, ctx.base);
    const pairing = new GrantPairing(head.grants, base.grants, (o) => ctx.baseOf(o));
    const out = [];
    for (const r of head.references) {
      if (!r.grantable || permittingGrants(r, head.grants).length > 0) continue;
      const before = permittingGrants(r, base.grants);
      if (before.length === 0) continue;
      const severity = refusalSeverity(r) === "error" && before.some((g) => g.namespace !== void 0) ? "error" : "warning";
      out.push({
        messageId: "revoked",
        object: r.object,
        path: r.path,
        ...severity === "error" ? {} : { severity },
        data: {
          referrerText: objectText2(r.from),
          referrer: {
            kind: r.from.kind,
            ...r.from.namespace === void 0 ? {} : { namespace: r.from.namespace },
            name: r.from.name
          },
          targetText: objectText2(r.to),
          target: { group: r.to.group, kind: r.to.kind, namespace: r.to.namespace, name: r.to.name },
          grants: before.map(grantName),
          changes: before.map((g) => `ReferenceGrant ${grantName(g)} ${whatChanged(g, r, head, pairing)}`).join("; ")
        },
        discriminator: targetDiscriminator(r)
      });
    }
    const named = new Set(out.flatMap((o) => Array.isArray(o.data?.grants) ? o.data.grants : []));
    for (const now of head.grants.grants) {
      const stored = pairing.storedOf(now.object)?.object;
      const was = stored && base.grants.grants.find((b) => b.object === stored);
      const changes = was ? narrowing(was, now) : [];
      if (changes.length === 0 || named.has(grantName(now))) continue;
      out.push({
        messageId: "narrowed",
        object: now.object,
        path: FieldPath.of("spec"),
        severity: "notice",
        data: { grant: grantName(now), changes: changes.join("; ") }
      });
    }
    return out;
  }
});
var grantName = (g) => g.namespace === void 0 ? g.name : `${g.namespace}/${g.name}`;
function narrowing(was, now) {
  const lostFrom = was.from.filter(
    (f) => !now.from.some((h) => h.group === f.group && h.kind === f.kind && h.namespace === f.namespace)
  );
  const lostTo = was.to.filter(
    (t) => !now.to.some((h) => h.group === t.group && h.kind === t.kind && (h.name === void 0 || h.name === t.name))
  );
  return [
    ...lostFrom.map((f) => `from ${kindText(f.group, f.kind)} in ${f.namespace} removed`),
    ...lostTo.map(
      (t) => `to ${kindText(t.group, t.kind)}${t.name === void 0 ? "" : ` ${t.name}`} no longer covered`
    )
  ];
}
function whatChanged(g, r, head, pairing) {
  const here = pairing.successorOf(g.object);
  if (!here) {
    const moved = head.grants.examined.find(
      (e) => e.object.name === g.name && e.namespace !== g.namespace && e.form === g.form && !pairing.storedOf(e.object)
    );
    return moved ? `moved to ${moved.namespace === void 0 ? "no stated namespace" : `namespace ${moved.namespace}`}` : "was deleted";
  }
  if (here.rejection) return "became invalid (see refgrant/invalid-grant), so it grants nothing";
  const now = head.grants.grants.find((h) => h.object === here.object);
  if (!now) return "became invalid";
  const { from, to } = r;
  if (!now.from.some(
    (f) => f.group === from.group && f.kind === from.kind && (from.namespace === void 0 || f.namespace === from.namespace)
  )) {
    const unmapped = head.grants.unmapped.some((u) => u.object === here.object);
    return unmapped ? "has a resource that can no longer be mapped to a kind (see refgrant/unmapped-resource)" : `no longer has a from entry for ${from.kind} (group "${from.group}") in ${from.namespace === void 0 ? "any namespace" : `namespace ${from.namespace}`}`;
  }
  const sameKind = now.to.filter((t) => t.group === to.group && t.kind === to.kind);
  if (sameKind.length > 0)
    return `now only admits the ${to.kind} name${sameKind.length > 1 ? "s" : ""} ${sameKind.map((t) => t.name ?? "").join(", ")}, not ${to.name}`;
  return `no longer has a to entry for ${to.kind} (group "${to.group}")`;
}

// src/rules/refgrant/unmapped-resource.ts
var unmappedResource = defineRule({
  id: "refgrant/unmapped-resource",
  meta: {
    severity: "warning",
    description: "a ReferenceGrant entry that names a resource (the KEP-3766 form) which cannot be mapped to a kind, so it matches nothing",
    messages: {
      unmapped: 'cannot resolve resource "{{resource}}" in group "{{group}}" to a kind (it is not in the built-in table, a CRD in the repository or refgrant.resources), so this entry matches nothing: add a mapping under refgrant.resources in the configuration',
      singular: '"{{resource}}" looks like a kind, not a resource: resources are plural and lowercase, so this entry matches nothing; write "{{plural}}"'
    }
  },
  check: (ctx) => {
    const { grants, kinds } = analysisOf(ctx, ctx.head);
    return grants.unmapped.map((u) => {
      const plural = kinds.singularOf(u.group, u.resource);
      return {
        messageId: plural === void 0 ? "unmapped" : "singular",
        object: u.object,
        path: u.path,
        data: { group: u.group, resource: u.resource, ...plural === void 0 ? {} : { plural } }
      };
    });
  }
});

// src/rules/refgrant/index.ts
var refgrantRules = [notPermitted, invalidGrant, lint, revoked, unmappedResource];

// src/rules/suppression/invalid.ts
var invalid4 = defineRule({
  id: "suppression/invalid",
  meta: {
    severity: "warning",
    description: "a kube-api-review:ignore comment is malformed, so it suppresses nothing",
    messages: { invalid: "{{problem}}" }
  }
});

// src/rules/suppression/unused.ts
var unused = defineRule({
  id: "suppression/unused",
  meta: {
    severity: "warning",
    description: "a kube-api-review:ignore comment suppresses nothing",
    messages: {
      unused: "this kube-api-review:ignore comment for {{ruleId}} suppresses nothing; remove it",
      // spec/crd-compatibility.md §6: a configured exception that matches no finding of a CRD this review compared.
      unusedException: "this compat exception for {{ruleId}} on {{crd}} matches no finding; remove it"
    }
  }
});

// src/rules/index.ts
var RULES = [
  ...approvalRules,
  ...crdRules,
  ...crRules,
  ...refgrantRules,
  ...lifecycleRules,
  ...compatRules,
  yamlSyntax,
  duplicateKey,
  aliasLimit,
  tooDeep,
  tooLarge,
  notText,
  template,
  unused,
  invalid4
];
var RULE_IDS = /* @__PURE__ */ new Set([...RULES.map((r) => r.id), ...RULE_ALIASES.keys()]);

export {
  RULE_ALIASES,
  canonicalRuleId,
  toApiserverError,
  Locator,
  compatRules,
  configuredExceptions,
  DEFAULT_CONFIG_FILE,
  formatConfigError,
  loadConfig,
  RULES,
  RULE_IDS
};
