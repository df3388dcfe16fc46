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
  LineCounter,
  Parser,
  approvalPullRequest,
  cst_exports,
  isAlias,
  isMap,
  isNode,
  isPlaceholderPullRequest,
  isScalar,
  isSeq,
  parse,
  parseDocument
} from "./chunk-FKT2F7XC.js";
import {
  closestRuleId,
  defineRule
} from "./chunk-FIGZKQDV.js";
import {
  celJs,
  picomatch,
  re2js
} from "./chunk-TKOFQCWI.js";
import {
  LineIndex
} from "./chunk-IZTXBWVQ.js";
import {
  COLLECTION_STYLE,
  EVENT_ID,
  Parser as Parser2,
  SCALAR_STYLE,
  getScalarValue,
  isCrd,
  isJsonObject,
  plainKeyString,
  strictEvents
} from "./chunk-KUDRLHDU.js";
import {
  LIMITS,
  decodeText
} from "./chunk-PWSXMDQL.js";

// src/engine/field-path.ts
var FieldPath = class _FieldPath {
  constructor(parent, step) {
    this.parent = parent;
    this.step = step;
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
    for (const field of names3) p = new _FieldPath(p, { field });
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
    let count = 0;
    for (let p = this; p; p = p.parent) count += segmentCount(p.step);
    const out = new Array(count);
    for (let p = this; p; p = p.parent) {
      const s = p.step;
      if (!("field" in s)) out[--count] = s.subscript;
      else if (!s.field.includes(".")) out[--count] = s.field;
      else {
        const parts = s.field.split(".");
        for (let i = parts.length - 1; i >= 0; i--) out[--count] = parts[i];
      }
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
function segmentCount(s) {
  if (!("field" in s)) return 1;
  let n = 1;
  for (let at = s.field.indexOf("."); at !== -1; at = s.field.indexOf(".", at + 1)) n++;
  return n;
}

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
  const value = annotation.kind === "string" ? annotation.value : "";
  const caseVariantKey = Object.keys(annotations).find(
    (k) => k !== APPROVAL_ANNOTATION && k.toLowerCase() === APPROVAL_ANNOTATION
  );
  return {
    crd,
    group,
    isProtected: group !== void 0 && isProtectedGroup(group),
    annotation,
    value,
    state: approvalState(value),
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
  const metadata2 = isJsonObject(o.value.metadata) ? o.value.metadata : {};
  return isJsonObject(metadata2.annotations) ? metadata2.annotations : {};
}
function readAnnotation(annotations) {
  if (!Object.hasOwn(annotations, APPROVAL_ANNOTATION)) return { kind: "absent" };
  const value = annotations[APPROVAL_ANNOTATION];
  if (value === null || value === void 0) return { kind: "string", value: "" };
  if (typeof value === "string") return { kind: "string", value };
  return { kind: "not-a-string", value };
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
var invalid = (path, value, detail) => ({
  type: "Invalid value",
  path,
  value,
  detail,
  hasValue: true
});
var notSupported = (path, value, supported) => ({
  type: "Unsupported value",
  path,
  value,
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
var duplicate = (path, value) => ({
  type: "Duplicate value",
  path,
  value,
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
function renderValue(value) {
  if (typeof value === "string") return goQuote(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return (JSON.stringify(value) ?? "null").replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`
  );
}
function renderFieldError(e) {
  return renderApiserverError(toApiserverError(e));
}
function renderApiserverError(e) {
  return e.detail === "" ? `${e.path}: ${e.type}` : `${e.path}: ${e.type}: ${e.detail}`;
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
function invalidBecause(value) {
  if (value.trimStart() !== value && approvalState(value.trimStart()) !== "Invalid") return "it has leading whitespace";
  if (value.trimEnd() !== value && approvalState(value.trimEnd()) !== "Invalid") return "it has trailing whitespace";
  if (/^unapproved/i.test(value)) return '"unapproved" must be lowercase';
  const parsed = parseRequestUri(value);
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
  const value = messageId === "removed" && storedAnnotation?.kind === "string" ? storedAnnotation.value : APPROVAL_PLACEHOLDER;
  const fix = messageId === "wrongCase" || messageId === "removed" && storedAnnotation?.kind !== "string" ? void 0 : fixOf(subject, value);
  return [{ messageId, object: subject.crd, path: APPROVAL_PATH, data, apiserver: rejection2, ...fix ? { fix } : {} }];
}
function fixOf(subject, value) {
  if (subject.annotation.kind === "string") return { kind: "set-scalar", was: subject.annotation.value, value };
  const metadata2 = subject.crd.value.metadata;
  if (!isJsonObject(metadata2)) return void 0;
  const annotations = metadata2.annotations;
  if (annotations === void 0)
    return { kind: "add-entry", under: "metadata", keys: ["annotations", APPROVAL_ANNOTATION], value };
  if (annotations === null || isJsonObject(annotations))
    return { kind: "add-entry", under: "annotations", keys: [APPROVAL_ANNOTATION], value };
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
function kindOf(value) {
  const parsed = parseRequestUri(value);
  if (!parsed.ok) return "other-host";
  const host = parsed.uri.host.toLowerCase().replace(/:\d*$/, "");
  if (host !== GITHUB_HOST && host !== `www.${GITHUB_HOST}`) return "other-host";
  if (parsed.uri.scheme === "http" && approvalPullRequest(`https${value.slice(value.indexOf(":"))}`)) return "http";
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

// src/rules/crd/api-version/api-version.ts
var SERVED_VERSION = "v1";
var NOT_SERVED_API_VERSION = /apiextensions\.k8s\.io(?!\/v1(?![\w.-]))/;
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
function judgedCrds(ctx) {
  const inFiles = (world) => world.filesMentioning(NOT_SERVED_API_VERSION).flatMap((f) => f.objects.filter(isCrd));
  if (!ctx.change) return inFiles(ctx.head);
  const judged = new Set(inFiles(ctx.change.files));
  const v1Names = ctx.change.sides.map(
    (w) => new Set(w.crds().flatMap((o) => o.version === SERVED_VERSION ? [o.name] : []))
  );
  const flipping = new Set(
    v1Names.flatMap((names3) => [...names3].filter((n) => !v1Names.every((other) => other.has(n))))
  );
  for (const name of flipping)
    for (const f of ctx.head.filesMentioning([name, NOT_SERVED_API_VERSION]))
      for (const o of f.objects) if (isCrd(o) && o.name === name && o.version !== SERVED_VERSION) judged.add(o);
  return [...judged];
}
function v1FileOf(world, crd) {
  const names3 = crd.value.spec;
  const kind = isJsonObject(names3) && isJsonObject(names3.names) ? names3.names.kind : void 0;
  if (typeof kind !== "string") return void 0;
  return world.crdsDefining(/* @__PURE__ */ new Set([kind])).find((o) => o.version === SERVED_VERSION && o.name === crd.name)?.source.file;
}
var notServedDetail = (apiVersion2) => `no matches for kind "CustomResourceDefinition" in version ${goQuote(apiVersion2)}`;
var apiVersion = defineRule({
  id: "crd/api-version",
  meta: {
    severity: "error",
    description: "a CustomResourceDefinition is not apiextensions.k8s.io/v1, the only version served since Kubernetes 1.22",
    messages: {
      v1beta1: "{{apiVersion}} CustomResourceDefinitions are not served since Kubernetes 1.22, so the apiserver answers 404 NotFound: convert {{name}} to apiextensions.k8s.io/v1 (versions[].schema, served and storage per version)",
      v1beta1Copy: "{{apiVersion}} copy of {{name}}, which {{v1File}} defines as apiextensions.k8s.io/v1: clusters since Kubernetes 1.22 answer 404 NotFound for this copy, so only older clusters can install it; remove it when none is left",
      unknown: "{{apiVersion}} is not a version of CustomResourceDefinition, so the apiserver answers 404 NotFound: use apiextensions.k8s.io/v1"
    }
  },
  check: (ctx) => {
    return judgedCrds(ctx).filter((crd) => crd.version !== SERVED_VERSION).map((crd) => {
      const v1File = crd.version === "v1beta1" ? v1FileOf(ctx.head, crd) : void 0;
      if (v1File !== void 0)
        return {
          messageId: "v1beta1Copy",
          severity: "warning",
          object: crd,
          path: FieldPath.of("apiVersion"),
          data: { apiVersion: crd.apiVersion, name: crd.name, v1File },
          // Its own identity: a change that removes the v1 definition turns it into the error,
          // which the `new` filter must then show.
          discriminator: "v1beta1 copy"
        };
      return {
        messageId: crd.version === "v1beta1" ? "v1beta1" : "unknown",
        object: crd,
        path: FieldPath.of("apiVersion"),
        // A CRD without metadata.name (a generator's placeholder) is named by what it is.
        data: { apiVersion: crd.apiVersion, name: crd.name === "" ? "this CRD" : crd.name },
        // A 404 for the whole request: it has no field path.
        apiserver: requestError("NotFound", notServedDetail(crd.apiVersion)),
        // Offered where the version is all that is wrong: a version that does not exist (the message
        // names its replacement), or a v1beta1 manifest already written as v1.
        ...crd.version !== "v1beta1" || isRenameToV1(crd) ? { fix: { kind: "set-scalar", was: crd.apiVersion, value: SERVED_API_VERSION } } : {}
      };
    });
  }
});

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
  const hoisted = (field) => {
    if (versions2.length === 0) return false;
    const first = versions2[0]?.[field];
    return versions2.every((v) => semanticallyEqual(first, v[field], field === "schema" || field === "subresources"));
  };
  return {
    schema: hoisted("schema"),
    subresources: hoisted("subresources"),
    additionalPrinterColumns: hoisted("additionalPrinterColumns"),
    selectableFields: hoisted("selectableFields")
  };
}
function manifestPath(field, versionIndex) {
  return FieldPath.of("spec", "versions").index(versionIndex).child(field);
}
function apiserverPath(h, field, versionIndex) {
  if (!h[field]) return manifestPath(field, versionIndex);
  return field === "schema" ? FieldPath.of("spec", "validation") : FieldPath.of("spec", field);
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
    for (const key in a) {
      const y = Object.hasOwn(b, key) ? b[key] : void 0;
      if (y !== void 0) shared++;
      if (!fieldsEqual(key, a[key], y)) return false;
    }
    let count = 0;
    for (const _ in b) count++;
    if (count === shared) return true;
    for (const key in b) if (!Object.hasOwn(a, key) && !fieldsEqual(key, void 0, b[key])) return false;
    return true;
  }
  return a === b;
}
function fieldsEqual(key, x, y) {
  if (x === y) return true;
  if (VALUE_FIELDS.has(key) && isZero(x) && isZero(y)) return true;
  return semanticallyEqual(x, y, !MAP_FIELDS.has(key));
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
    const schema3 = version2.schema;
    const root = isJsonObject(schema3) ? schema3.openAPIV3Schema : void 0;
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

// src/rules/crd/cel/valid-field-path.ts
function validFieldPath(jsonPath, root) {
  return walkFieldPath(jsonPath, root, false);
}
function isValidFieldPath(path, node) {
  return fieldPathSteps(path, node) !== void 0;
}
function fieldPathSteps(path, node) {
  const result = walkFieldPath(path, node.raw, true);
  return result.ok ? [...result.steps] : void 0;
}
function walkFieldPath(jsonPath, root, allowArrayNotation) {
  const tokens = tokenize(jsonPath);
  const steps = [];
  let schema3 = root;
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
    const properties = schema3 && isJsonObject(schema3.properties) && Object.keys(schema3.properties).length > 0 ? schema3.properties : void 0;
    const additional = schema3?.additionalProperties;
    if (properties) {
      const next = Object.hasOwn(properties, name) ? properties[name] : void 0;
      if (!isJsonObject(next)) return { ok: false, error: "does not refer to a valid field" };
      path += path === "" ? name : `.${name}`;
      schema3 = next;
    } else if (typeof additional === "boolean" || isJsonObject(additional)) {
      path += `[${name}]`;
      schema3 = isJsonObject(additional) ? additional : void 0;
    } else return { ok: false, error: "does not refer to a valid field" };
    steps.push({ name, property: properties !== void 0 });
  }
  return { ok: true, root: steps[0]?.name ?? "", path, schema: schema3, steps };
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
function validateRuleFields(r, node, x) {
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
  if (r.fieldPath.length > 0 && !isValidFieldPath(r.fieldPath, node))
    errs.push(invalid(x().child("fieldPath"), r.fieldPath, "fieldPath must be a valid path"));
  return errs;
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

// src/engine/data-with.ts
function dataWith(data, more) {
  const out = {};
  for (const key in data) if (Object.hasOwn(data, key)) out[key] = data[key];
  for (const key in more) if (Object.hasOwn(more, key)) out[key] = more[key];
  return out;
}

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
  const rebasedOf = (p) => {
    if (p === void 0) return void 0;
    const known = rebased.get(p);
    if (known !== void 0) return known;
    const parent = rebasedOf(p.parentPath());
    if (parent === void 0) return void 0;
    const moved = p.lastStepOn(parent);
    rebased.set(p, moved);
    return moved;
  };
  return (path) => rebasedOf(path) ?? rebase(path, from, to);
}
function schemaReports(crd, schema3, errors) {
  const seen = /* @__PURE__ */ new Map();
  const toManifest = rebaser(schema3.apiserverRoot, schema3.manifestRoot);
  return errors.map((e) => {
    const apiserver = toApiserverError(e.error);
    const rendered = renderApiserverError(apiserver);
    const n = seen.get(rendered) ?? 0;
    seen.set(rendered, n + 1);
    return {
      messageId: e.messageId,
      object: crd,
      path: toManifest(e.error.path),
      data: dataWith(e.data, { version: schema3.versionName, apiserver }),
      // Two errors at one path (two bad list-map keys) are two findings.
      discriminator: n === 0 ? rendered : `${rendered} #${n + 1}`
    };
  });
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
  let mask = 0;
  for (const key in raw) mask |= BITS.get(key) ?? 0;
  return mask;
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
function isZeroField(raw, key) {
  const v = raw[key];
  if (v === void 0 || v === null) return true;
  return VALUE_FIELDS2.has(key) && (v === "" || v === false || v === 0);
}
function validateRoot(schema3, root) {
  const errs = [];
  const raw = root.node.raw;
  if (schema3.statusEnabled) {
    for (const [goName, key, allowed] of ROOT_FIELDS) {
      if (isZeroField(raw, key)) continue;
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
          schemaError("rootFields", invalid(root.apiserverPath(), internalSchemaProps(raw), detail), { field: key })
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
    return NONE;
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
var NONE = Object.freeze([]);
var RARE = KEYWORD.id | KEYWORD.additionalItems | KEYWORD.patternProperties | KEYWORD.definitions | KEYWORD.dependencies | KEYWORD.$ref | KEYWORD.uniqueItems | KEYWORD["x-kubernetes-preserve-unknown-fields"] | KEYWORD["x-kubernetes-map-type"];
function isNonEmptyMap(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  for (const _ in v) return true;
  return false;
}

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
  static of(value) {
    if (!isJsonObject(value)) return void 0;
    let node = NODES.get(value);
    if (node === void 0) {
      node = new _SchemaNode(value);
      NODES.set(value, node);
    }
    return node;
  }
  propertiesRead;
  /** True when the key is present with a non-null value (JSON null decodes to the zero value or nil). */
  has(key) {
    const v = this.raw[key];
    return v !== void 0 && v !== null;
  }
  str(key) {
    const v = this.raw[key];
    return typeof v === "string" ? v : void 0;
  }
  bool(key) {
    return this.raw[key] === true;
  }
  num(key) {
    const v = this.raw[key];
    return typeof v === "number" ? v : void 0;
  }
  strings(key) {
    const v = this.raw[key];
    return Array.isArray(v) && v.every((x) => typeof x === "string") ? v : void 0;
  }
  schemaList(key) {
    const v = this.raw[key];
    return Array.isArray(v) ? v.flatMap((x) => isJsonObject(x) ? [new _SchemaNode(x)] : []) : void 0;
  }
  schemaMap(key) {
    const v = this.raw[key];
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

// src/rules/crd/schema/list-validation.ts
var NONE2 = Object.freeze([]);
function validateListType(at, opts) {
  const n = at.node;
  if ((at.keywords & (KEYWORD["x-kubernetes-list-type"] | KEYWORD["x-kubernetes-list-map-keys"])) === 0) return NONE2;
  const listType2 = n.listType;
  const keys = n.listMapKeys;
  if (listType2 === void 0 && keys.length === 0) return NONE2;
  const errs = [];
  const type = n.type;
  const items = n.items;
  const itemsRaw = n.raw.items;
  if (listType2 !== void 0 && type !== "array") {
    const detail = "must be array if x-kubernetes-list-type is specified";
    errs.push(
      schemaError(
        "listTypeNeedsArray",
        type === "" ? required(at.apiserverPath().child("type"), detail) : invalid(at.apiserverPath().child("type"), type, detail)
      )
    );
  } else if (opts.requireAtomicSetType && listType2 === "set" && items) {
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
  if (listType2 !== void 0 && listType2 !== "atomic" && listType2 !== "set" && listType2 !== "map") {
    errs.push(
      schemaError(
        "listTypeValue",
        notSupported(at.apiserverPath().child("x-kubernetes-list-type"), listType2, ["atomic", "set", "map"]),
        { listType: listType2 }
      )
    );
  }
  if (keys.length > 0) {
    if (listType2 === void 0)
      errs.push(
        schemaError(
          "mapKeysNeedMapType",
          required(
            at.apiserverPath().child("x-kubernetes-list-type"),
            "must be map if x-kubernetes-list-map-keys is non-empty"
          )
        )
      );
    else if (listType2 !== "map")
      errs.push(
        schemaError(
          "mapKeysNeedMapType",
          invalid(
            at.apiserverPath().child("x-kubernetes-list-type"),
            listType2,
            "must be map if x-kubernetes-list-map-keys is non-empty"
          )
        )
      );
  }
  if (listType2 === "map") {
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
  const listType2 = n.listType;
  if (!items || listType2 !== "set" && listType2 !== "map") return [];
  const errs = [];
  if (items.nullable) {
    errs.push(
      schemaError(
        "itemsNullable",
        forbidden(
          at.apiserverPath().child("items", "nullable"),
          `cannot be nullable when x-kubernetes-list-type is ${listType2}`
        ),
        { listType: listType2 }
      )
    );
  }
  if (listType2 === "map") {
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

// src/rules/crd/defaults/pattern-cache.ts
var PatternCache = class {
  compiled = /* @__PURE__ */ new Map();
  verdicts = /* @__PURE__ */ new Map();
  /**
   * Whether each value matched, by pattern: resources repeat values (names, kinds, hostnames)
   * that the same fields' patterns judge, and a match in re2js costs microseconds. The strings
   * are the parsed documents' own, so the memory is what the review already holds.
   */
  matched = /* @__PURE__ */ new Map();
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
  matches(pattern, value) {
    let byValue = this.matched.get(pattern);
    if (byValue === void 0) this.matched.set(pattern, byValue = /* @__PURE__ */ new Map());
    let found = byValue.get(value);
    if (found === void 0) {
      const re = this.compile(pattern);
      found = "problem" in re || re.matcher(value).find();
      byValue.set(value, found);
    }
    return found;
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

// src/rules/crd/schema/walk-schema.ts
var SchemaLocation = class extends SchemaNode {
  constructor(schema3, parent, relation, key, raw, depth, inJunctor, unvalidated) {
    super(raw);
    this.schema = schema3;
    this.parent = parent;
    this.relation = relation;
    this.key = key;
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
    const chain = [];
    let l = this;
    for (; l && !l.apiserverPathMemo; l = l.parent) chain.push(l);
    let p = l?.apiserverPathMemo ?? this.schema.apiserverRoot;
    for (let i = chain.length - 1; i >= 0; i--) {
      const c = chain[i];
      if (c.parent) p = c.stepFrom(p);
      c.apiserverPathMemo = p;
    }
    return p;
  }
  apiserverPathMemo;
  /** This node's path below `root` (the schema root's path). */
  pathFrom(root) {
    const chain = [];
    for (let l = this; l?.parent; l = l.parent) chain.push(l);
    let p = root;
    for (let i = chain.length - 1; i >= 0; i--) p = chain[i].stepFrom(p);
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
function flatSchema(schema3) {
  let flat = schema3.memo.flat;
  if (flat) return flat;
  const nodes = [];
  const stack = [
    new SchemaLocation(schema3, void 0, "root", void 0, schema3.root, 0, false, false)
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
  schema3.memo.flat = flat;
  return flat;
}
function walkSchema(schema3, visit) {
  visitRange(flatSchema(schema3), 0, visit);
}
function nodesWith(schema3, keyword) {
  return flatSchema(schema3).byKeyword.get(keyword) ?? [];
}
function visitRange(flat, from, visit) {
  const { nodes, subtree } = flat;
  const end = from + (subtree[from] ?? 1);
  for (let i = from; i < end; ) {
    const at = nodes[i];
    i += visit(at) === "skip" ? subtree[i] ?? 1 : 1;
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
function addOne(at, out, relation, key, value) {
  if (!isJsonObject(value)) return;
  const unvalidated = at.unvalidated || relation === "patternProperties" || relation === "additionalItems";
  const inJunctor = at.inJunctor || relation === "allOf" || relation === "anyOf" || relation === "oneOf" || relation === "not";
  out.push(new SchemaLocation(at.schema, at, relation, key, value, at.depth + 1, inJunctor, unvalidated));
}
function addMap(at, out, relation, value) {
  if (!isJsonObject(value)) return;
  for (const k in value) {
    const entry = value[k];
    if (relation !== "dependencies" && isNotSchema(entry)) at.holdsNonSchema = true;
    addOne(at, out, relation, k, entry);
  }
}
function addList(at, out, relation, value) {
  if (!Array.isArray(value)) return;
  for (let i = 0; i < value.length; i++) {
    const entry = value[i];
    if (isNotSchema(entry)) at.holdsNonSchema = true;
    addOne(at, out, relation, i, entry);
  }
}
var isNotSchema = (v) => v !== null && (!isJsonObject(v) || v instanceof Date);

// src/rules/crd/schema/structural-validation.ts
var META_FIELDS = /* @__PURE__ */ new Set(["metadata", "apiVersion", "kind"]);
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
var conversionFieldError = (schema3, message) => schemaError("conversion", invalid(schema3.apiserverRoot, "", message), { reason: message });
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
    if (l.relation === "properties" && typeof l.key === "string" && META_FIELDS.has(l.key) && (l.parent.isRoot || l.parent.node.embeddedResource))
      return true;
  }
  return false;
}
function checkStructural(schema3, requireStructural, patterns) {
  if (requireStructural) return schema3.memo.structural ??= computeStructural(schema3, true, patterns);
  return computeStructural(schema3, false, patterns);
}
function computeStructural(schema3, requireStructural, patterns) {
  const emb = [];
  const structural2 = [];
  let conversion3;
  walkSchema(schema3, (at) => {
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
  completeness(schema3, new SchemaNode(schema3.root), structural2);
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
    const metadata2 = props.get("metadata");
    if (metadata2) {
      if (metadata2.type !== "object")
        errs.push(
          schemaError(
            "metadataType",
            invalid(
              at.apiserverPath().child("properties").key("metadata").child("type"),
              metadata2.type,
              "must be object"
            ),
            { property: "metadata" }
          )
        );
      if (lvl === "root" && !isNameAndGenerateNameOnly(metadata2)) {
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
    for (const key of ["kind", "apiVersion"]) {
      const p = props.get(key);
      if (p && p.type !== "string")
        errs.push(
          schemaError(
            "metaStringType",
            invalid(at.apiserverPath().child("properties").key(key).child("type"), p.type, "must be string"),
            { property: key }
          )
        );
    }
  }
}
var DROPPED = /* @__PURE__ */ new Set(["example", "externalDocs"]);
function isNameAndGenerateNameOnly(metadata2) {
  const raw = metadata2.raw;
  for (const key of Object.keys(raw)) {
    if (key === "type" || key === "default" || DROPPED.has(key) || isZeroValue(raw, key)) continue;
    if (key === "properties") {
      const names3 = [...metadata2.properties.keys()].sort().join(",");
      if (names3 === "" || names3 === "name" || names3 === "generateName" || names3 === "generateName,name") continue;
    }
    return false;
  }
  return true;
}
var isZeroValue = (raw, key) => {
  const v = raw[key];
  return v === void 0 || v === null || v === "" || v === false || key === "properties" && isEmptyMap(v);
};
function nestedValueValidation(at, patterns, errs) {
  const v = at.node;
  const raw = v.raw;
  const junctorField = (key, detail) => errs.push(schemaError("junctorField", forbidden(at.apiserverPath().child(key), detail), { field: key }));
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
function isOnlyType(value, type) {
  const node = SchemaNode.of(value);
  if (!node || node.type !== type) return false;
  return Object.keys(node.raw).every((k) => k === "type" || DROPPED.has(k) || isZeroValue(node.raw, k));
}
function completeness(schema3, root, errs) {
  const rootPath = schema3.apiserverRoot;
  const stack = [];
  const pushJunctors = (v, s, sPath, vPath) => {
    const nested = [];
    const not = v.not;
    if (not) nested.push({ v: not, s, sPath, vPath: vPath.child("not") });
    for (const key of ["allOf", "anyOf", "oneOf"]) {
      const list = v.raw[key];
      if (!Array.isArray(list)) continue;
      list.forEach((x, i) => {
        const node = SchemaNode.of(x);
        if (node) nested.push({ v: node, s, sPath, vPath: vPath.child(key).index(i) });
      });
    }
    for (let i = nested.length - 1; i >= 0; i--) stack.push(nested[i]);
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
  for (const schema3 of crdSchemas(crd)) {
    walkSchema(schema3, (at) => {
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
  for (const schema3 of crdSchemas(base)) {
    let violated = false;
    walkSchema(schema3, (at) => {
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
function keywordErrors(schema3, base) {
  const opts = { requireValidPropertyType: requireValidPropertyType(base) };
  const key = JSON.stringify(opts);
  const known = schema3.memo.keywordErrors;
  if (known?.key === key) return known.errors;
  const errors = [];
  walkSchema(schema3, (at) => {
    if (at.unvalidated) return "skip";
    if (at.isRoot) errors.push(...validateRoot(schema3, at));
    const found = validateKeywords(at, opts);
    if (found.length > 0) errors.push(...found);
    return void 0;
  });
  schema3.memo.keywordErrors = { key, errors };
  return errors;
}
function listTypeErrors(schema3, base) {
  const opts = {
    requireAtomicSetType: requireAtomicSetType(base),
    requireMapListKeysMapSetValidation: requireMapListKeysMapSetValidation(base)
  };
  const key = JSON.stringify(opts);
  const known = schema3.memo.listTypeErrors;
  if (known?.key === key) return known.errors;
  const errors = [];
  walkSchema(schema3, (at) => {
    if (at.unvalidated) return "skip";
    const found = validateListType(at, opts);
    if (found.length > 0) errors.push(...found);
    return void 0;
  });
  schema3.memo.listTypeErrors = { key, errors };
  return errors;
}

// src/rules/crd/schema/crd-v1-shape.ts
var names = {
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
var conversion = {
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
        names,
        scope: "string",
        versions: { list: version },
        conversion,
        preserveUnknownFields: "bool"
      }
    },
    // observedGeneration: CRDObservedGenerationTracking, beta and on by default in 1.36 (§0).
    status: {
      object: {
        conditions: { list: condition },
        acceptedNames: names,
        storedVersions: { list: "string" },
        observedGeneration: "int64"
      }
    }
  }
};

// src/rules/crd/schema/decode-crd.ts
var PROBLEMS = /* @__PURE__ */ new WeakMap();
function crdDecodeProblems(value) {
  let problems = PROBLEMS.get(value);
  if (problems === void 0) {
    const found = [];
    decodeProblems(value, CRD_V1, void 0, "", found);
    PROBLEMS.set(value, problems = found);
  }
  return problems;
}
function decodeProblems(value, shape, path, strictPath, out) {
  if (value === null || value === void 0 || shape === "any") return;
  const at = path ?? FieldPath.of("");
  const mismatch2 = (want) => {
    out.push({ kind: "type", path: at, strictPath, got: jsonType(value), want });
  };
  if (typeof shape === "string") {
    const ok = shape === "string" ? typeof value === "string" || value instanceof Date : shape === "time" ? typeof value === "string" && RFC3339.test(value) || value instanceof Date : shape === "bool" ? typeof value === "boolean" || typeof value === "string" && YAML11_BOOLS.has(value) : shape === "bytes" ? typeof value === "string" && isBase64(value) : typeof value === "number" && Number.isInteger(value) && (shape === "int64" || Math.abs(value) <= 2 ** 31);
    if (!ok) mismatch2(GO_TYPES[shape]);
    return;
  }
  if ("list" in shape) {
    if (!Array.isArray(value)) return mismatch2(`[]${goTypeOf(shape.list)}`);
    value.forEach((item, i) => decodeProblems(item, shape.list, at.index(i), `${strictPath}[${i}]`, out));
    return;
  }
  if (!isJsonObject(value) || value instanceof Date)
    return mismatch2("map" in shape ? `map[string]${goTypeOf(shape.map)}` : "object");
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? "map" in shape ? path.key(key) : path.child(key) : FieldPath.of(key);
    const childStrict = strictPath === "" ? key : `${strictPath}.${key}`;
    if ("map" in shape) decodeProblems(child, shape.map, childPath, childStrict, out);
    else {
      const fieldShape = shape.object[key];
      if (fieldShape === void 0) out.push({ kind: "unknown", path: childPath, strictPath: childStrict });
      else decodeProblems(child, fieldShape, childPath, childStrict, out);
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
var RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
function isBase64(s) {
  const t = s.replace(/[\r\n]/g, "");
  return t.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(t);
}
var GO_TYPES = {
  string: "string",
  bool: "bool",
  int32: "int32",
  int64: "int64",
  bytes: "[]uint8",
  time: "v1.Time",
  any: "interface {}"
};
function goTypeOf(shape) {
  if (typeof shape === "string") return GO_TYPES[shape];
  if ("list" in shape) return `[]${goTypeOf(shape.list)}`;
  if ("map" in shape) return `map[string]${goTypeOf(shape.map)}`;
  return "object";
}
function jsonType(v) {
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return Number.isInteger(v) ? "number" : `number ${v}`;
  if (typeof v === "boolean") return "bool";
  if (typeof v === "string") return "string";
  return "object";
}

// src/rules/crd/schema/served-crds.ts
var v1Crds = (world) => world.crds().filter((o) => o.version === "v1");
var servedCrds = (world) => v1Crds(world).filter((o) => !crdDecodeProblems(o.value).some((p) => p.kind === "type"));
function isPatchFragment(crd) {
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  return spec.group === void 0 && spec.names === void 0 && spec.versions === void 0;
}

// src/rules/crd/list-type/list-type.ts
var listType = defineRule({
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
    const node = n;
    out.push(node);
    stack.push(node.args);
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
  typeOf(node, isResourceRoot, names3 = "all") {
    if (!node) return "dyn";
    const key = names3 === "all" ? "" : [...names3].sort().join(" ");
    let caches = this.caches.get(key);
    if (!caches) this.caches.set(key, caches = { plain: /* @__PURE__ */ new Map(), root: /* @__PURE__ */ new Map() });
    return this.typeOfRaw(node.raw, isResourceRoot, names3, caches);
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
    const visit = (t) => {
      for (const name of t.match(/kubernetes\.object\d+/g) ?? []) {
        if (wanted.has(name) || registered.has(name)) continue;
        wanted.add(name);
        const o = this.byName.get(name);
        if (o) for (const f of Object.values(o.fields)) visit(f);
      }
    };
    visit(type);
    for (const o of this.objects) {
      if (!wanted.has(o.name)) continue;
      registered.add(o.name);
      env.registerType(o.name, { fields: o.fields });
    }
  }
  /** The fields of an object type this instance interned (`kubernetes.objectN`), by CEL name. */
  fieldsOf(typeName2) {
    return this.byName.get(typeName2)?.fields;
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
        const additional = raw.additionalProperties;
        if (isJsonObject(additional))
          return `map<string, ${typeOfChild(additional, additional["x-kubernetes-embedded-resource"] === true)}>`;
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
  const metadata2 = props.metadata;
  const meta = isJsonObject(metadata2) && isJsonObject(metadata2.properties) ? metadata2.properties : void 0;
  return typeOf(props.kind) === "string" && typeOf(props.apiVersion) === "string" && typeOf(metadata2) === "object" && meta !== void 0 && typeOf(meta.name) === "string" && typeOf(meta.generateName) === "string";
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
  for (const node of nodes) {
    if (node.op !== "call" || !Array.isArray(node.args) || node.args[0] !== "has") continue;
    const [, args] = node.args;
    if (!Array.isArray(args) || args.length !== 1) continue;
    const found = hasIssues(
      args[0],
      skipBlank(expression, node.range.start + "has".length),
      expression,
      fieldsOf,
      presence
    );
    if (found === "uncertain") return "uncertain";
    issues.push(...found);
  }
  for (const node of nodes) {
    if (node.op !== "." && node.op !== ".?" || !Array.isArray(node.args) || presence.has(node)) continue;
    const [receiver, field] = node.args;
    const receiverType = typeName(receiver);
    if (receiverType === void 0 || typeof field !== "string") continue;
    if (lookup(receiverType, field, fieldsOf).kind === "keyword")
      issues.push(keywordIssue(field, dotAfter(expression, receiver.range.end)));
  }
  return issues.sort((a, b) => a.offset - b.offset);
}
var typeName = (node) => node.checkedType?.name;
function hasIssues(argument, paren, expression, fieldsOf, presence) {
  const chain = [];
  let node = argument;
  while ((node.op === "." || node.op === ".?") && Array.isArray(node.args)) {
    chain.push(node);
    presence.add(node);
    node = node.args[0];
  }
  const rootType = typeName(node);
  if (node.op !== "id" || rootType === void 0 || chain.length === 0) return [];
  const issues = [];
  let type = rootType;
  for (let i = chain.length - 1; i >= 0; i--) {
    const select = chain[i];
    const [receiver, field] = select.args;
    if (typeof field !== "string") return "uncertain";
    const offset = i === 0 ? paren : dotAfter(expression, receiver.range.end);
    const found = lookup(type, field, fieldsOf);
    switch (found.kind) {
      case "unknown":
        return "uncertain";
      case "undefined":
        issues.push({ offset, message: undefinedField(field) });
        type = "dyn";
        break;
      case "scalar":
        issues.push({ offset, message: noFieldSelection(type) });
        type = "dyn";
        break;
      case "keyword":
        issues.push(keywordIssue(field, offset));
        type = found.type;
        break;
      default:
        type = found.type;
    }
  }
  return issues;
}
var SCALAR_TYPES = /* @__PURE__ */ new Set(["int", "uint", "double", "bool", "string", "bytes"]);
var noFieldSelection = (type) => `type '${type}' does not support field selection`;
function lookup(type, field, fieldsOf) {
  if (type === "dyn") return { kind: "field", type: "dyn" };
  const optional = /^optional<(.*)>$/.exec(type);
  if (optional) return lookup(optional[1], field, fieldsOf);
  const map = /^map<(.*)>$/.exec(type);
  if (map) {
    const value = mapValueType(map[1]);
    return value === void 0 ? { kind: "unknown" } : { kind: "field", type: value };
  }
  if (SCALAR_TYPES.has(type)) return { kind: "scalar" };
  const fields = fieldsOf(type);
  if (!fields) return { kind: "unknown" };
  if (!Object.hasOwn(fields, field)) return { kind: "undefined" };
  const fieldType = fields[field];
  return { kind: isKeywordFieldName(field) ? "keyword" : "field", type: fieldType };
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
var undefinedField = (field) => `undefined field '${field}'`;
var keywordIssue = (field, offset) => ({
  offset,
  message: undefinedField(field),
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
    const { value, scope } = stack.pop();
    if (Array.isArray(value)) {
      for (const v of value) stack.push({ value: v, scope });
      continue;
    }
    if (!isNode2(value)) continue;
    const node = value;
    if (node.op === "id" && typeof node.args === "string") {
      if (bindingOf(scope, node.args)?.byBind) issues.push(undeclared(node.args, node.range.start));
      continue;
    }
    if (node.op !== "rcall" || !Array.isArray(node.args)) {
      stack.push({ value: node.args, scope });
      continue;
    }
    const [name, receiver, args] = node.args;
    const list = Array.isArray(args) ? args : [];
    const paren = () => skipBlank(expression, skipBlank(expression, skipBlank(expression, receiver.range.end) + 1) + name.length);
    const variable = list[0];
    if (name === "bind" && receiver.op === "id" && receiver.args === "cel" && list.length === 3 && isNode2(variable) && variable.op === "id" && typeof variable.args === "string") {
      const bound = bindingOf(scope, variable.args);
      if (bound && !bound.byBind) return "uncertain";
      issues.push(
        undeclared("cel", receiver.range.start),
        undeclared("bind", paren()),
        undeclared(variable.args, variable.range.start)
      );
      stack.push(
        { value: list[1], scope },
        { value: list[2], scope: { name: variable.args, byBind: true, parent: scope } }
      );
      continue;
    }
    if (BYTES_FUNCTIONS.has(name)) issues.push(undeclared(name, paren()));
    else if (name === "string" && list.length === 0) return "uncertain";
    stack.push({ value: receiver, scope });
    if (MACROS.has(name) && (list.length === 2 || list.length === 3) && isNode2(variable) && variable.op === "id" && typeof variable.args === "string") {
      const inner = { name: variable.args, byBind: false, parent: scope };
      for (const a of list.slice(1)) stack.push({ value: a, scope: inner });
    } else stack.push({ value: list, scope });
  }
  return issues.sort((a, b) => a.offset - b.offset);
}
function bindingOf(scope, name) {
  for (let s = scope; s; s = s.parent) if (s.name === name) return s;
  return void 0;
}
function isNode2(v) {
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
  const node = e.node;
  if (e.code === "no_such_key" && node && (node.op === "." || node.op === ".?") && Array.isArray(node.args)) {
    const [receiver, field] = node.args;
    if (typeof field !== "string") return void 0;
    return { offset: dotAfter(expression, receiver.range.end), message: `undefined field '${field}'` };
  }
  if (e.code === "cannot_index_type" && node && (node.op === "." || node.op === ".?") && Array.isArray(node.args)) {
    const [receiver] = node.args;
    const type = receiver.checkedType?.name;
    if (type === void 0 || !SCALAR_TYPES.has(type)) return void 0;
    return { offset: dotAfter(expression, receiver.range.end), message: noFieldSelection(type) };
  }
  if (e.code === "unknown_variable" && node && typeof node.args === "string") {
    if (names3.uncertain.has(node.args)) return void 0;
    return {
      offset: node.range?.start ?? node.pos ?? 0,
      message: `undeclared reference to '${node.args}' (in container '')`
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
      if (isNode3(receiver) && receiver.op === "id" && typeof receiver.args === "string") uncertain2.add(receiver.args);
      if (Array.isArray(args)) {
        for (const a of args)
          if (isNode3(a) && a.op === "id" && typeof a.args === "string") uncertain2.add(a.args);
      }
    }
    if (n.op === "call" && Array.isArray(n.args)) {
      const [, args] = n.args;
      if (Array.isArray(args)) {
        for (const a of args)
          if (isNode3(a) && a.op === "id" && typeof a.args === "string") uncertain2.add(a.args);
      }
    }
  }
  return { referenced, uncertain: uncertain2 };
}
function isNode3(v) {
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
  selfType(node, isResourceRoot, expressions) {
    return this.types.typeOf(node, isResourceRoot, this.selectable(expressions));
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
    const typeKey = `${kind === "rule" ? "r" : "m"}${optionalOldSelf ? 1 : 0}${selfType}`;
    let byExpression = this.outcomes.get(typeKey);
    if (!byExpression) this.outcomes.set(typeKey, byExpression = /* @__PURE__ */ new Map());
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
    const key = `${selfType}\0${optionalOldSelf}`;
    const known = this.variables.get(key);
    if (known) return known;
    const n = this.variables.size;
    if (n >= MAX_VARIABLES) return void 0;
    const suffix = `${NAME_CHARS[Math.floor(n / NAME_CHARS.length)]}${NAME_CHARS[n % NAME_CHARS.length]}`;
    const names3 = { self: `_Q${suffix}`, oldSelf: `_Oxyz${suffix}` };
    this.types.registerClosure(this.env, selfType, this.registeredTypes);
    this.env.registerVariable(names3.self, selfType);
    this.env.registerVariable(names3.oldSelf, optionalOldSelf ? `optional<${selfType}>` : selfType);
    this.variables.set(key, names3);
    return names3;
  }
};
function renamed(expression, ast, names3) {
  const edits = [];
  for (const node of astNodes(ast)) {
    if (node.op === "id" && (node.args === "self" || node.args === "oldSelf")) {
      const text = node.args === "self" ? names3.self : names3.oldSelf;
      if (expression.slice(node.range.start, node.range.end) === node.args)
        edits.push({ start: node.range.start, end: node.range.end, text });
    }
  }
  edits.sort((a, b) => b.start - a.start);
  let out = expression;
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
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
        const program = this.env.parse(expression);
        known = classify(program.ast) ?? null;
        if (known) this.programs.set(expression, program);
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
  optionalOf(value) {
    const ctor = this.none.constructor;
    return ctor.of(value);
  }
  optionalNone() {
    return this.none;
  }
  run(expression, activation) {
    const info = this.info(expression);
    const program = this.programs.get(expression);
    if (!info || !program) return void 0;
    if (usesOldSelfUnbound(info, activation)) return void 0;
    try {
      return program(
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
function costBound(info, elements, bytes) {
  const range = Math.max(elements, info.nodes);
  return 4 * info.nodes * range ** info.macroDepth * (1 + Math.ceil(bytes / 10) + range);
}
var RULE_EVALUATOR = {
  name: "CEL rule evaluator",
  create: () => new RuleEvaluator()
};

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

// src/rules/crd/pruning/value-steps.ts
function stepsTo(at, last) {
  const steps = last === void 0 ? [] : [last];
  for (let w = at; w; w = w.parent) steps.push(w.step);
  return steps.reverse();
}

// src/rules/crd/pruning/prune.ts
var ROOT = void 0;
var below = (at, step, anyKey) => ({
  parent: at,
  step,
  anyKey
});
var pathOf = (at) => stepsTo(at);
function placeOf(at) {
  const chain = [];
  for (let w = at; w; w = w.parent) chain.push(w);
  let place = "";
  for (let i = chain.length - 1; i >= 0; i--) {
    const w = chain[i];
    place = w.anyKey ? `${place}[*]` : propertyPlace(place, String(w.step));
  }
  return place;
}
var RESOURCE_META_KEYS = /* @__PURE__ */ new Set(["apiVersion", "kind", "metadata"]);
function prune(value, schema3, isResourceRoot, visit) {
  const acc = { drops: [], metadata: [], visit };
  const root = isResourceRoot ? new SchemaNode({ ...schema3?.raw ?? {}, "x-kubernetes-embedded-resource": true }) : schema3;
  const out = pruneValue(value, root, ROOT, acc);
  return { value: out, pruned: acc.drops.map((d) => d.path), drops: acc.drops, metadata: acc.metadata };
}
function dropped(acc, holder, k, holderSchema) {
  acc.drops.push({ path: [...pathOf(holder), k], holder: placeOf(holder), holderSchema });
}
function keptMetadata(acc, holder, k) {
  acc.metadata.push({ path: [...pathOf(holder), k], place: propertyPlace(placeOf(holder), k) });
}
function pruneValue(x, s, at, acc) {
  if (s?.preserveUnknownFields === true) return skipPrune(x, s, at, acc);
  if (s && acc.visit && typeof x === "object" && x !== null) acc.visit(x, s, pathOf(at));
  if (Array.isArray(x)) return x.map((v, i) => pruneValue(v, s?.items, below(at, i, true), acc));
  if (!isJsonObject(x)) return x;
  const out = {};
  for (const k of Object.keys(x)) {
    const v = x[k];
    if (s === void 0) {
      dropped(acc, at, k, void 0);
      continue;
    }
    if (s.embeddedResource && RESOURCE_META_KEYS.has(k)) {
      if (k === "metadata") keptMetadata(acc, at, k);
      setOwn(out, k, v);
      continue;
    }
    const prop = propertyOf(s, k);
    const additional = s.additionalProperties;
    if (prop) setOwn(out, k, pruneValue(v, prop, below(at, k, false), acc));
    else if (additional !== void 0)
      setOwn(out, k, pruneValue(v, additional instanceof SchemaNode ? additional : void 0, below(at, k, true), acc));
    else dropped(acc, at, k, s);
  }
  return out;
}
function skipPrune(x, s, at, acc) {
  if (s === void 0) return x;
  if (acc.visit && typeof x === "object" && x !== null) acc.visit(x, s, pathOf(at));
  if (Array.isArray(x)) return x.map((v, i) => skipPrune(v, s.items, below(at, i, true), acc));
  if (!isJsonObject(x)) return x;
  const out = {};
  for (const k of Object.keys(x)) {
    const v = x[k];
    if (s.embeddedResource && RESOURCE_META_KEYS.has(k)) {
      if (k === "metadata") keptMetadata(acc, at, k);
      setOwn(out, k, v);
      continue;
    }
    const prop = propertyOf(s, k);
    const additional = s.additionalProperties;
    if (prop) setOwn(out, k, pruneValue(v, prop, below(at, k, false), acc));
    else if (additional !== void 0)
      setOwn(out, k, pruneValue(v, additional instanceof SchemaNode ? additional : void 0, below(at, k, true), acc));
    else setOwn(out, k, v);
  }
  return out;
}
function propertyPlace(place, name) {
  if (name.includes(".")) return `${place}[${name}]`;
  return place === "" ? name : `${place}.${name}`;
}
function propertyOf(s, key) {
  const props = s.raw.properties;
  if (!isJsonObject(props) || !Object.hasOwn(props, key)) return void 0;
  return SchemaNode.of(props[key]);
}
function setOwn(o, k, v) {
  if (k === "__proto__")
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}

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

// src/rules/crd/cel/cel-visible.ts
function isCelVisible(node) {
  for (let n = node; n; ) {
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
        const additional = n.additionalProperties;
        if (!(additional instanceof SchemaNode) || n.properties.size > 0) return true;
        n = additional;
        continue;
      }
      default:
        return false;
    }
  }
  return false;
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
function unstructuredToCel(value, node) {
  const flags = {
    elements: 0,
    bytes: 0,
    unorderedMap: false,
    setOrMapList: false,
    highString: false,
    escapedName: false
  };
  const out = convertInto(value, node, flags);
  return out ? { value: out.value, ...flags } : void 0;
}
function convertInto(value, node, flags) {
  flags.elements++;
  if (value === null || node.embeddedResource) return void 0;
  if (node.intOrString) return typeof value === "string" ? str(value, flags) : int(value);
  switch (node.type) {
    case "integer":
      return int(value);
    case "number":
      return typeof value === "number" ? { value } : void 0;
    case "boolean":
      return typeof value === "boolean" ? { value } : void 0;
    case "string":
      return typeof value === "string" && !CEL_UNSAFE_FORMATS.has(node.format) ? str(value, flags) : void 0;
    case "array": {
      const items = node.items;
      if (!Array.isArray(value) || !items) return void 0;
      if (value.length > 0 && (node.listType === "set" || node.listType === "map")) flags.setOrMapList = true;
      const out = [];
      for (const v of value) {
        const c = convertInto(v, items, flags);
        if (!c) return void 0;
        out.push(c.value);
      }
      return { value: out };
    }
    case "object": {
      if (!isJsonObject(value)) return void 0;
      const entries = Object.entries(value);
      if (entries.length > 1) flags.unorderedMap = true;
      const props = node.properties;
      const additional = node.additionalProperties;
      const out = {};
      for (const [k, v] of entries) {
        let child;
        let name = k;
        if (props.size > 0) {
          child = props.get(k);
          name = escapeCelName(k);
          if (name !== k) flags.escapedName = true;
        } else if (additional instanceof SchemaNode) child = additional;
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
function str(value, flags) {
  flags.bytes += Buffer.byteLength(value, "utf8");
  if (/[\uD800-\uFFFF]/.test(value)) flags.highString = true;
  return { value };
}
function int(value) {
  if (typeof value !== "number" || !Number.isSafeInteger(value)) return void 0;
  const n = BigInt(value);
  return n > INT64.min && n <= INT64.max ? { value: n } : void 0;
}

// src/rules/crd/defaults/validate-default-cel.ts
var MAX_MESSAGE_BYTES = 5 * 1024;
function validateDefaultCel(value, s, isResourceRoot, path, ctx) {
  const budget = ctx.budget;
  if (!budget) return [];
  const first = { errs: [], allTrue: true };
  walk({ value, node: s, path, isRoot: isResourceRoot, old: "same" }, "update", first, ctx, budget);
  if (first.errs.length > 0 || !first.allTrue) return record(first.errs, budget);
  const second = { errs: [], allTrue: true };
  walk({ value, node: s, path, isRoot: isResourceRoot, old: "nil" }, "from-nil", second, ctx, budget);
  return record(second.errs, budget);
}
function record(errs, budget) {
  for (const e of errs) budget.produced.add(e);
  return errs;
}
function walk(start, run, state, ctx, budget) {
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
      const additional = at.node.additionalProperties;
      for (const [k, v] of Object.entries(at.value)) {
        if (at.isRoot && (k === "metadata" || k === "apiVersion" || k === "kind")) {
          state.allTrue = false;
          continue;
        }
        const prop = props.get(k);
        if (prop)
          children.push({ value: v, node: prop, path: at.path.child(k), isRoot: prop.embeddedResource, old: at.old });
        else if (props.size === 0 && additional instanceof SchemaNode)
          children.push({
            value: v,
            node: additional,
            path: at.path.key(k),
            isRoot: additional.embeddedResource,
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
    const k = JSON.stringify(keys.map((key) => isJsonObject(item) ? item[key] ?? null : null));
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
  for (const step of steps.slice(1)) p = step.property ? p.child(step.name) : p.key(step.name);
  return p;
}
function failure(path, node, value, rule, detail) {
  if (rule.reason === "FieldValueForbidden") return forbidden(path, detail);
  if (rule.reason === "FieldValueRequired") return required(path, detail);
  const omitted = node.type === "object" || node.type === "array";
  const shown = omitted ? void 0 : printable(value);
  if (!omitted && shown === void 0) return void 0;
  if (rule.reason === "FieldValueDuplicate")
    return shown === void 0 ? { type: "Duplicate value", path, detail: "", hasValue: false } : duplicate(path, shown.value);
  return shown === void 0 ? { type: "Invalid value", path, detail, hasValue: false } : invalid(path, shown.value, detail);
}
function printable(value) {
  if (typeof value === "string" || typeof value === "boolean") return { value };
  if (typeof value === "number")
    return Number.isInteger(value) || goFloat(value) === String(value) ? { value } : void 0;
  return void 0;
}
function hasRules(node) {
  const stack = [node];
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
  for (let pair = pending.pop(); pair; pair = pending.pop()) {
    const [x, y] = pair;
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
function validateDefaultValue(value, s, at, patterns) {
  const errs = [];
  check(value, s, "", { at, patterns, errs });
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
  const additional = s.additionalProperties;
  for (const k of Object.keys(v)) {
    const prop = Object.hasOwn(props, k) ? SchemaNode.of(props[k]) : void 0;
    const child = prop ?? (additional instanceof SchemaNode ? additional : void 0);
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
var FORMAT_PATTERNS = {
  dns1123Label: `^${DNS1123_LABEL}$`,
  dns1123Subdomain: `^${DNS1123_SUBDOMAIN}$`,
  dns1035Label: `^${DNS1035_LABEL}$`,
  labelValue: `^${LABEL_VALUE}$`
};
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
function isDns1123Label(value) {
  const errs = [];
  if (utf8Length(value) > 63) errs.push("must be no more than 63 characters");
  if (!LABEL_RE.test(value)) errs.push(SUBDOMAIN_RE.test(value) ? "must not contain dots" : LABEL_DETAIL);
  return errs;
}
function isPathSegment(value, prefix) {
  if (!prefix && (value === "." || value === "..")) return [`may not be '${value}'`];
  return ["/", "%"].filter((c) => value.includes(c)).map((c) => `may not contain '${c}'`);
}
function isDns1123Subdomain(value, lengthUnit = "characters") {
  const errs = [];
  if (utf8Length(value) > 253) errs.push(`must be no more than 253 ${lengthUnit}`);
  if (!SUBDOMAIN_RE.test(value)) errs.push(SUBDOMAIN_DETAIL);
  return errs;
}
function isDns1035Label(value) {
  const errs = [];
  if (utf8Length(value) > 63) errs.push("must be no more than 63 characters");
  if (!DNS1035_RE.test(value)) errs.push(DNS1035_DETAIL);
  return errs;
}
var LABEL_KEY_MSG = "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
function isQualifiedName(value) {
  const errs = [];
  const parts = value.split("/");
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
function isLabelValue(value) {
  const errs = [];
  if (utf8Length(value) > 63) errs.push("must be no more than 63 bytes");
  if (!LABEL_VALUE_RE.test(value)) {
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
  const bytes = Buffer.from(s, "utf8").subarray(0, n);
  return bytes.toString("utf8");
}
function validateGenericMeta(metadata2) {
  return validateCommonMeta(metadata2, METADATA);
}
function validateEmbeddedMeta(metadata2, path) {
  const errs = [];
  const generateName = goString(metadata2.generateName);
  if (generateName !== "")
    for (const d of isPathSegment(generateName, true)) errs.push(invalid(path.child("generateName"), generateName, d));
  const name = goString(metadata2.name);
  for (const d of isPathSegment(name === "" ? "fakename" : name, false))
    errs.push(invalid(path.child("name"), name, d));
  const namespace = goString(metadata2.namespace);
  if (namespace !== "")
    for (const d of isDns1123Label(namespace)) errs.push(invalid(path.child("namespace"), namespace, d));
  if (typeof metadata2.generation === "number" && metadata2.generation < 0) {
    errs.push(invalid(path.child("generation"), metadata2.generation, "must be greater than or equal to 0"));
  }
  return [...errs, ...validateCommonMeta(metadata2, path).map((e) => e.error)];
}
function validateCommonMeta(metadata2, meta) {
  const out = [];
  const labels = meta.child("labels");
  for (const [k, v] of Object.entries(goObject(metadata2.labels) ?? {})) {
    for (const d of isQualifiedName(k)) out.push({ error: invalid(labels, k, d), at: labels.key(k) });
    for (const d of isLabelValue(goString(v))) out.push({ error: invalid(labels, goString(v), d), at: labels.key(k) });
  }
  const annotations = meta.child("annotations");
  let size = 0;
  for (const [k, v] of Object.entries(goObject(metadata2.annotations) ?? {})) {
    for (const d of isQualifiedName(k.toLowerCase()))
      out.push({ error: invalid(annotations, k, d), at: annotations.key(k) });
    size += utf8Length(k) + utf8Length(goString(v));
  }
  if (size > TOTAL_ANNOTATION_SIZE_LIMIT)
    out.push({ error: tooLong(annotations, TOTAL_ANNOTATION_SIZE_LIMIT), at: annotations });
  out.push(...validateOwnerReferences(goList(metadata2.ownerReferences), meta.child("ownerReferences")));
  const finalizers = meta.child("finalizers");
  const names3 = goStrings(metadata2.finalizers);
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
    for (const field of ["kind", "name", "uid"]) {
      if (goString(ref[field]) === "")
        out.push({ error: required(at.child(field), "must not be empty"), at: at.child(field) });
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
function validateEmbeddedDefault(value, s, path, isResourceRoot) {
  const root = isResourceRoot ? asResource(s) : s;
  const coerced = coerce(value, root, path);
  if (coerced) return [coerced];
  const errs = [];
  walk2(value, root, path, errs);
  return errs;
}
function validateMetaDefault(value, at, path) {
  let resource = at;
  let surrounding = value;
  for (; resource.parent && !resource.node.embeddedResource; resource = resource.parent) {
    surrounding = resource.relation === "items" ? [surrounding] : { [String(resource.key)]: surrounding };
  }
  if (!isJsonObject(surrounding)) return [];
  const obj = { ...surrounding };
  if (!Object.hasOwn(obj, "kind")) obj.kind = "Validation";
  if (!Object.hasOwn(obj, "apiVersion")) obj.apiVersion = "validation/v1";
  const errs = validateEmbeddedDefault(obj, resource.node, NIL_PATH, true);
  if (errs.length === 0) return [];
  return [invalid(path, goJsonValue(value), `must result in valid metadata: ${aggregate(errs)}`)];
}
var NIL_PATH = FieldPath.of("");
function aggregate(errs) {
  const messages12 = [...new Set(errs.map(renderFieldError))];
  return messages12.length === 1 ? messages12[0] ?? "" : `[${messages12.join(", ")}]`;
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
  const additional = s.additionalProperties;
  for (const [k, v] of Object.entries(x)) {
    if (s.embeddedResource && (k === "apiVersion" || k === "kind") && typeof v !== "string")
      return invalid(path.child(k), v, "must be a string");
    const e = Object.hasOwn(props, k) ? coerce(v, SchemaNode.of(props[k]), path.child(k)) : additional !== void 0 ? coerce(v, additional instanceof SchemaNode ? additional : void 0, path.key(k)) : void 0;
    if (e) return e;
  }
  return void 0;
}
function walk2(x, s, path, errs) {
  if (!s) return;
  if (Array.isArray(x)) {
    x.forEach((v, i) => walk2(v, s.items, path.index(i), errs));
    return;
  }
  if (!isJsonObject(x)) return;
  if (s.embeddedResource) errs.push(...embeddedResource(x, path));
  const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
  const additional = s.additionalProperties;
  for (const k of Object.keys(x)) {
    if (Object.hasOwn(props, k)) walk2(x[k], SchemaNode.of(props[k]), path.child(k), errs);
    else if (additional !== void 0)
      walk2(x[k], additional instanceof SchemaNode ? additional : void 0, path.key(k), errs);
  }
}
function embeddedResource(x, path) {
  const errs = validateEmbeddedTypeMeta(x, path);
  const metadata2 = x.metadata;
  if (isJsonObject(metadata2) && decodesAsObjectMeta(metadata2))
    errs.push(...validateEmbeddedMeta(metadata2, path.child("metadata")));
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
var META_FIELDS2 = /* @__PURE__ */ new Set(["metadata", "apiVersion", "kind"]);
function isValidatedDefault(at) {
  for (let l = at; l?.parent; l = l.parent) {
    if (l.relation !== "properties" && l.relation !== "items") return false;
    if (l.relation === "items" && typeof l.key === "number") return false;
  }
  return true;
}
function validateDefault(at, opts) {
  const errs = [];
  const value = at.node.default;
  const path = at.apiserverPath().child("default");
  const isResourceRoot = at.isRoot || at.node.embeddedResource;
  const inMeta = insideMeta(at);
  if (!inMeta && opts.requirePrunedDefaults && prune(value, at.node, isResourceRoot).pruned.length > 0) {
    errs.push(invalid(path, goJsonValue(value), "must not have unknown fields"));
  }
  const embedded = inMeta ? validateMetaDefault(value, at, path) : validateEmbeddedDefault(value, at.node, path, isResourceRoot);
  if (embedded.length > 0) return [...errs, ...embedded];
  const schemaErrs = validateDefaultValue(value, at.node, path, opts.patterns);
  if (schemaErrs.length > 0 || !opts.cel || !hasRulesAtOrBelow(at)) return [...errs, ...schemaErrs];
  return [...errs, ...validateDefaultCel(value, at.node, isResourceRoot, path, opts.cel)];
}
function insideMeta(at) {
  for (let l = at; l?.parent; l = l.parent) {
    if (l.node.embeddedResource) return false;
    if (l.relation === "properties" && typeof l.key === "string" && META_FIELDS2.has(l.key) && (l.parent.isRoot || l.parent.node.embeddedResource))
      return true;
  }
  return false;
}
function validatedDefaultErrors(schema3, opts) {
  const known = schema3.memo.defaultErrors;
  if (known && known.requirePrunedDefaults === opts.requirePrunedDefaults) return known.errors;
  let errors = [];
  const budget = opts.cel ? new CelBudget() : void 0;
  const perSchema = opts.cel && budget ? { ...opts, cel: { ...opts.cel, budget } } : opts;
  for (const at of nodesWith(schema3, "default")) {
    if (!at.unvalidated && isValidatedDefault(at)) errors.push(...validateDefault(at, perSchema));
  }
  if (budget?.exceeded) errors = errors.filter((e) => !budget.produced.has(e));
  if (budget) opts.cel?.stats?.add(budget);
  schema3.memo.defaultErrors = { requirePrunedDefaults: opts.requirePrunedDefaults, errors };
  return errors;
}
function requirePrunedDefaults(base) {
  return !base || !crdSchemas(base).some(hasUnprunedDefault);
}
function hasUnprunedDefault(schema3) {
  return nodesWith(schema3, "default").some(
    (at) => isValidatedDefault(at) && !insideMeta(at) && prune(at.node.default, at.node, at.isRoot || at.node.embeddedResource).pruned.length > 0
  );
}

// src/rules/crd/defaults/defaults-options.ts
function defaultsOptions(cache, base) {
  const compiler = cache.get(CEL_COMPILER);
  return {
    requirePrunedDefaults: requirePrunedDefaults(base),
    patterns: cache.get(COMPILED_PATTERNS),
    cel: {
      evaluator: cache.get(RULE_EVALUATOR),
      // A rule that does not compile is crd/cel's finding; the apiserver would not evaluate it.
      compiles: (node, isResourceRoot, rule) => {
        const expressions = rule.messageExpression === "" ? [rule.rule] : [rule.rule, rule.messageExpression];
        const selfType = compiler.selfType(node, isResourceRoot, expressions);
        const optional = rule.optionalOldSelf === true;
        return compiler.compile(rule.rule, "rule", selfType, optional).kind === "ok" && (rule.messageExpression === "" || compiler.compile(rule.messageExpression, "messageExpression", selfType, optional).kind === "ok");
      },
      stats: cache.get(DEFAULT_CEL_STATS)
    }
  };
}

// src/rules/crd/defaults/forbidden-defaults.ts
var META_FIELDS3 = /* @__PURE__ */ new Set(["metadata", "apiVersion", "kind"]);
function forbiddenDefault(at) {
  if (!at.node.hasDefault) return [];
  const reason = forbiddenReason(at);
  return reason === void 0 ? [] : [forbidden(at.apiserverPath().child("default"), `must not be set ${reason}`)];
}
function forbiddenReason(at) {
  const chain = [];
  for (let l = at; l; l = l.parent) chain.push(l);
  let reason;
  let insideMeta2 = false;
  for (let i = chain.length - 2; i >= 0; i--) {
    const l = chain[i];
    const parent = l.parent;
    if (!parent) continue;
    if (l.relation === "properties" && typeof l.key === "string" && META_FIELDS3.has(l.key) && (parent.isRoot || parent.node.embeddedResource)) {
      insideMeta2 = true;
      if (parent.isRoot) reason = `in top-level ${l.key}`;
    }
    if (l.relation === "additionalProperties" && insideMeta2)
      reason = "inside additionalProperties applying to object metadata";
  }
  return reason;
}

// src/rules/crd/schema/validation-gates.ts
function defaultsAreValidated(schema3, requireStructural, patterns) {
  if (!requireStructural) return false;
  const { conversion: conversion3, errors } = checkStructural(schema3, true, patterns);
  return conversion3 === void 0 && errors.every((e) => e.messageId === "embeddedInsideMeta");
}
function celRulesCompile(schema3, requireStructural, patterns, defaults2) {
  return defaultsAreValidated(schema3, requireStructural, patterns) && validatedDefaultErrors(schema3, defaults2).length === 0;
}
function schemaErrorPaths(schema3, base, patterns) {
  const paths = [...keywordErrors(schema3, base), ...listTypeErrors(schema3, base)].map((e) => e.error.path);
  for (const e of checkStructural(schema3, true, patterns).errors)
    if (e.messageId === "embeddedInsideMeta") paths.push(e.error.path);
  for (const at of nodesWith(schema3, "default"))
    if (!at.unvalidated) for (const e of forbiddenDefault(at)) paths.push(e.path);
  return paths;
}
function isAtOrBelow(errorPath2, node) {
  return errorPath2.startsWith(node) && (errorPath2.length === node.length || errorPath2[node.length] === "." || errorPath2[node.length] === "[");
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
  for (const schema3 of crdSchemas(base)) {
    for (const at of nodesWith(schema3, "x-kubernetes-validations")) {
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
  for (const node of astNodes(root)) {
    if (node.op === "call") {
      const [name] = node.args;
      if (functions.has(name)) out.push({ name, offset: openParen(expression, node.range.start + name.length) });
    } else if (node.op === "rcall") {
      const [name, receiver] = node.args;
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
  const metadata2 = props.get("metadata");
  const metaProps = isJsonObject(metadata2?.properties) ? metadata2.properties : void 0;
  const typeOf = (s) => isJsonObject(s) ? s.type : void 0;
  if (typeOf(props.get("kind")) === "string" && typeOf(props.get("apiVersion")) === "string" && typeOf(metadata2) === "object" && metaProps && typeOf(metaProps.name) === "string" && typeOf(metaProps.generateName) === "string") {
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
var pathOf2 = (o) => o.at.apiserverPath().child("x-kubernetes-validations").index(o.index).child(o.field);
function costLimitErrors(compiler, costs, nodes, schemaPath, suppressPerExpressionCost, environments) {
  const errs = [];
  const observed = [];
  let totalKnown = true;
  for (const node of nodes) {
    const self = selfDeclaration(costs, node.at);
    const cardinality = self ? maxCardinality(node.at, self.minSerializedSize) : 0;
    const at = node.at;
    for (const { index, rule } of node.rules) {
      const optional = rule.optionalOldSelf === true;
      let ruleCost = 0;
      let messageCost = null;
      if (rule.rule.trim() !== "") {
        const outcome = compiler.compile(rule.rule, "rule", node.selfType, optional);
        if (outcome.kind === "uncertain") ruleCost = void 0;
        else if (outcome.kind === "ok" && versionIssues(compiler, environments, rule.rule, "rule", outcome) === void 0) {
          ruleCost = estimate(compiler, costs, rule.rule, self, optional, "bool");
          if (rule.messageExpression !== "") {
            const m = compiler.compile(rule.messageExpression, "messageExpression", node.selfType, optional);
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
              pathOf2({ at, index, field: "rule" }),
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
              pathOf2({ at, index, field: "messageExpression" }),
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
  const candidates = observed.filter((o) => o.cost >= STATIC_ESTIMATED_CRD_COST_LIMIT / 100).sort((a, b) => b.cost - a.cost);
  let kept = candidates.slice(0, MOST_EXPENSIVE);
  const next = candidates[MOST_EXPENSIVE];
  if (next) kept = kept.filter((o) => o.cost > next.cost);
  return [
    ...kept.map(
      (o) => forbidden(pathOf2(o), "contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema")
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
var isScalar2 = (t) => t.k === "bool" || t.k === "double" || t.k === "duration" || t.k === "int" || t.k === "timestamp" || t.k === "uint";
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
        const step = path[i];
        if (step === "@items" || step === "@values") d = d.elem;
        else if (step === "@keys") d = d.kind === "map" ? MAP_KEY : void 0;
        else d = d.field?.(step);
      }
      if (d) return { min: 0, max: d.maxElements };
    }
    return isScalar2(type) ? fixed(1) : void 0;
  }
  generic(cost, type, path) {
    return { cost, type, path, size: this.sizeAt(path, type) };
  }
  literal(value) {
    const lit = (type, size) => ({ cost: ZERO, type, path: void 0, size: fixed(size) });
    if (typeof value === "bigint") return lit(T.int, 1);
    if (typeof value === "number") return lit(T.double, 1);
    if (typeof value === "boolean") return lit(T.bool, 1);
    if (value === null) return lit(T.null, 1);
    if (typeof value === "string") return lit(T.string, [...value].length);
    if (value instanceof Uint8Array) return lit(T.bytes, value.length);
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
  select(operand, field) {
    const o = this.visit(operand);
    let type;
    let cost = o.cost;
    if (o.type.k === "struct") {
      const f = o.type.decl.field?.(field) ?? (isKeywordFieldName(field) ? o.type.decl.field?.(`__${field}__`) : void 0);
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
    return this.generic(cost, type, [...o.path ?? [], field]);
  }
  index(operand, key) {
    const o = this.visit(operand);
    const k = this.visit(key);
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
    let key;
    let val;
    for (const [ke, ve] of entries) {
      const kv = this.visit(ke);
      const vv = this.visit(ve);
      cost = add(add(cost, kv.cost), vv.cost);
      if (key && !sameType(key, kv.type) || val && !sameType(val, vv.type)) return uncertain();
      key = kv.type;
      val = vv.type;
    }
    return {
      cost: add(cost, fixed(MAP_CREATE_BASE_COST)),
      type: { k: "map", key: key ?? T.dyn, val: val ?? T.dyn },
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
    const [operand, field] = arg.args;
    const o = this.visit(operand);
    if (o.type.k === "struct" ? o.type.decl.field?.(field) === void 0 : o.type.k !== "map") return uncertain();
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
    const range = this.visit(rangeNode);
    let elemType;
    let step;
    if (range.type.k === "list") [elemType, step] = [range.type.elem, "@items"];
    else if (range.type.k === "map") [elemType, step] = [range.type.key, "@keys"];
    else return uncertain();
    const bodies = this.scoped(
      iterVar.args,
      { path: [...range.path ?? [], step], size: void 0, type: elemType, entrySized: false },
      () => args.slice(1).map((a) => this.visit(a))
    );
    const n = range.size ?? UNKNOWN;
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
    const cost = add(add(add(range.cost, init), result), multiply(n, perElement));
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
    const key = `${result}${optionalOldSelf ? 1 : 0}${signature}\0${expression}`;
    if (this.estimates.has(key)) return this.estimates.get(key);
    const cost = estimateMaxCost(ast, expression, self, optionalOldSelf, result);
    this.estimates.set(key, cost);
    return cost;
  }
};
var MAX_SIGNATURE_DEPTH = 64;
function accessSignature(self, selected) {
  const numbers = /* @__PURE__ */ new Map();
  const names3 = [...selected].sort();
  let out = "";
  const visit = (d, depth) => {
    if (depth > MAX_SIGNATURE_DEPTH) return false;
    const seen = numbers.get(d);
    if (seen !== void 0) {
      out += `#${seen}`;
      return true;
    }
    if (d.kind === "object") numbers.set(d, numbers.size);
    out += `(${d.kind} ${d.maxElements} ${d.minSerializedSize}`;
    if (d.elem) {
      out += " *";
      if (!visit(d.elem, depth + 1)) return false;
    }
    if (d.field) {
      for (const name of names3) {
        const f = d.field(name);
        if (!f) continue;
        out += ` ${name}:`;
        if (!visit(f, depth + 1)) return false;
      }
    }
    out += ")";
    return true;
  };
  return visit(self, 0) ? out : void 0;
}

// src/rules/crd/cel/cel.ts
var cel = defineRule({
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
      return crdSchemas(crd).flatMap((schema3) => collect(crd, schema3, compiler, stage));
    });
    return jobs.flatMap((job) => job.errors(compiler).map((e) => report(job.crd, job.schema, e)));
  }
});
var rejection = (error) => ({ error });
function collect(crd, schema3, compiler, stage) {
  const jobs = [];
  const tainted = /* @__PURE__ */ new Set();
  const pending = [];
  for (const at of nodesWith(schema3, "x-kubernetes-validations")) {
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
    jobs.push({ crd, schema: schema3, errors: () => fieldErrors.map(rejection) });
    pending.push({ at, rules });
  }
  if (pending.length === 0 || !celRulesCompile(schema3, stage.requireStructural, stage.verdicts, stage.defaults))
    return jobs;
  const errorPaths = schemaErrorPaths(schema3, stage.base, stage.verdicts).map((p) => p.toString());
  const compiled = [];
  for (const { at, rules } of pending) {
    if (at.inJunctor || tainted.has(at)) continue;
    if (errorPaths.length > 0) {
      const node = at.apiserverPath().toString();
      if (errorPaths.some((p) => isAtOrBelow(p, node))) continue;
    }
    const expressions = rules.flatMap(({ rule }) => [rule.rule, rule.messageExpression].filter((e) => e.trim() !== ""));
    const selfType = compiler.selfType(at.node, at.isRoot || at.node.embeddedResource, expressions);
    jobs.push({
      crd,
      schema: schema3,
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
  const suppress = schemaUnchanged(schema3, stage.base);
  if (compiled.length > 0)
    jobs.push({
      crd,
      schema: schema3,
      errors: (c) => costLimitErrors(c, stage.costs, compiled, schema3.apiserverRoot, suppress, stage.environments).map(rejection)
    });
  return jobs;
}
function schemaUnchanged(schema3, base) {
  if (!base) return false;
  const stored = crdVersions(base).find((v) => v.name === schema3.versionName)?.schema;
  const storedSchema = typeof stored === "object" && stored !== null && !Array.isArray(stored) ? stored.openAPIV3Schema : void 0;
  return storedSchema !== void 0 && semanticallyEqual(schema3.root, storedSchema, true);
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
function report(crd, schema3, r) {
  const e = r.error;
  const base = {
    object: crd,
    path: rebase(e.path, schema3.apiserverRoot, schema3.manifestRoot),
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
      return crdSchemas(crd).flatMap((schema3) => {
        const validated = defaultsAreValidated(schema3, requireStructural, verdicts);
        return schemaErrors(schema3, validated, opts).map((e) => report2(crd, schema3, e));
      });
    });
  }
});
function schemaErrors(schema3, validated, opts) {
  const errs = [];
  for (const at of nodesWith(schema3, "default")) if (!at.unvalidated) errs.push(...forbiddenDefault(at));
  return validated ? [...errs, ...validatedDefaultErrors(schema3, opts)] : errs;
}
function report2(crd, schema3, e) {
  return {
    messageId: "rejected",
    object: crd,
    path: rebase(e.path, schema3.apiserverRoot, schema3.manifestRoot),
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
var GO_TYPES2 = {
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
    const schema3 = v.schema;
    const root = isJsonObject(schema3) ? schema3.openAPIV3Schema : void 0;
    if (root === void 0 || root === null || isJsonObject(root) && !(root instanceof Date)) return;
    const jsonPath = `spec.versions[${i}].schema.openAPIV3Schema`;
    out.push({
      kind: "type",
      path: manifestPath("schema", i).child("openAPIV3Schema"),
      field: "openAPIV3Schema",
      jsonPath,
      got: jsonType2(root),
      want: GO_TYPES2.schema
    });
  });
  for (const schema3 of crdSchemas(crd)) {
    walkSchema(schema3, (at) => {
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
  for (const key in raw) {
    const kind = fields[key];
    if (kind === void 0) {
      out.push({
        kind: lenient ?? isBelowCustomDecoder(nodeOf(place)) ? "dropped" : "unknown",
        field: key,
        ...problemAt(under(place, { field: key }))
      });
      continue;
    }
    const value = raw[key];
    if (value === null || kind === "any") continue;
    if (kind === "string" ? typeof value === "string" : kind === "bool" ? typeof value === "boolean" : kind === "float64" ? typeof value === "number" : false)
      continue;
    checkValue(value, kind, place, key, CUSTOM_DECODED.has(key) || lenient, out);
  }
}
function checkValue(value, kind, place, field, lenient, out, inner = NO_STEPS) {
  if (value === null || value === void 0 || kind === "any") return;
  switch (kind) {
    case "string":
      if (typeof value !== "string" && !(value instanceof Date))
        mismatch(out, value, GO_TYPES2[kind], place, field, inner);
      return;
    case "bool":
      if (typeof value !== "boolean") mismatch(out, value, GO_TYPES2[kind], place, field, inner);
      return;
    case "float64":
      if (typeof value !== "number") mismatch(out, value, GO_TYPES2[kind], place, field, inner);
      return;
    case "int64":
      if (typeof value !== "number" || !Number.isInteger(value))
        mismatch(out, value, GO_TYPES2[kind], place, field, inner);
      return;
    case "anyList":
      if (!Array.isArray(value)) mismatch(out, value, GO_TYPES2[kind], place, field, inner);
      return;
    case "stringList":
      if (!Array.isArray(value)) return mismatch(out, value, GO_TYPES2[kind], place, field, inner);
      for (let i = 0; i < value.length; i++) {
        const x = value[i];
        if (x !== null && typeof x !== "string" && !(x instanceof Date))
          checkValue(x, "string", place, field, lenient, out, [...inner, { index: i }]);
      }
      return;
    case "schema":
      if (!isJsonObject(value) || value instanceof Date) mismatch(out, value, GO_TYPES2[kind], place, field, inner);
      return;
    // the schema itself is visited by the walk
    case "schemaMap":
      if (!isJsonObject(value) || value instanceof Date)
        return mismatch(out, value, GO_TYPES2[kind], place, field, inner);
      if (entriesAreSchemas(place, inner)) return;
      for (const k in value) {
        const x = value[k];
        if (x !== null && !isJsonObject(x)) checkValue(x, "schema", place, field, lenient, out, [...inner, { key: k }]);
      }
      return;
    case "schemaList":
      if (!Array.isArray(value)) return mismatch(out, value, GO_TYPES2[kind], place, field, inner);
      if (entriesAreSchemas(place, inner)) return;
      for (let i = 0; i < value.length; i++) {
        const x = value[i];
        if (x !== null && !isJsonObject(x))
          checkValue(x, "schema", place, field, lenient, out, [...inner, { index: i }]);
      }
      return;
    case "schemaOrArray":
      if (Array.isArray(value)) checkValue(value, "schemaList", place, field, lenient, out, inner);
      else if (!isJsonObject(value) || value instanceof Date) mismatch(out, value, GO_TYPES2[kind], place, field, inner);
      return;
    case "schemaOrBool":
      if (typeof value !== "boolean" && (!isJsonObject(value) || value instanceof Date))
        mismatch(out, value, "boolean or JSON schema", place, field, inner);
      return;
    case "dependencies":
      if (!isJsonObject(value) || value instanceof Date)
        return mismatch(out, value, GO_TYPES2[kind], place, field, inner);
      for (const k in value) {
        const d = value[k];
        if (Array.isArray(d)) checkValue(d, "stringList", place, field, lenient, out, [...inner, { key: k }]);
        else if (d !== null && !isJsonObject(d))
          checkValue(d, "schema", place, field, lenient, out, [...inner, { key: k }]);
      }
      return;
    case "externalDocs":
      if (!isJsonObject(value) || value instanceof Date)
        return mismatch(out, value, GO_TYPES2[kind], place, field, inner);
      checkObject2(value, EXTERNAL_DOCS_FIELDS, under(place, { field }, ...inner), lenient, out);
      return;
    case "validations":
      if (!Array.isArray(value)) return mismatch(out, value, GO_TYPES2[kind], place, field, inner);
      for (let i = 0; i < value.length; i++) {
        const x = value[i];
        if (x === null) continue;
        if (!isJsonObject(x) || x instanceof Date)
          checkValue(x, "schema", place, field, lenient, out, [...inner, { index: i }]);
        else checkObject2(x, VALIDATION_RULE_FIELDS, under(place, { field }, ...inner, { index: i }), lenient, out);
      }
      return;
  }
}
var entriesAreSchemas = (place, inner) => inner.length === 0 && place instanceof SchemaLocation && !place.holdsNonSchema;
function mismatch(out, value, want, place, field, inner) {
  out.push({ kind: "type", field, got: jsonType2(value), want, ...problemAt(under(place, { field }, ...inner)) });
}
function isBelowCustomDecoder(at) {
  for (let l = at; l?.parent; l = l.parent) if (CUSTOM_DECODED.has(l.relation)) return true;
  return false;
}
function jsonPathOf(at) {
  const chain = [];
  for (let l = at; l?.parent; l = l.parent) chain.push(l);
  let out = `spec.versions[${at.schema.versionIndex}].schema.openAPIV3Schema`;
  for (let i = chain.length - 1; i >= 0; i--) {
    const l = chain[i];
    out += `.${l.relation}`;
    if (typeof l.key === "number") out += `[${l.key}]`;
    else if (l.key !== void 0) out += `.${l.key}`;
  }
  return out;
}
function jsonType2(v) {
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
var schema2 = defineRule({
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
  const steps = apiserver.steps().flatMap((s) => "field" in s ? s.field.split(".").map((field) => ({ field })) : [s]);
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
  const value = renderValue(e.value);
  if (value.length <= MAX_VALUE_IN_MESSAGE) return renderFieldError(e);
  const parts = [e.path.toString(), e.type, `${value.slice(0, MAX_VALUE_IN_MESSAGE)}\u2026`];
  if (e.detail) parts.push(e.detail);
  return parts.join(": ");
}

// src/rules/crd/conversion/go-url.ts
function parseGoUrl(raw) {
  const hash = raw.indexOf("#");
  const u = hash === -1 ? raw : raw.slice(0, hash);
  const fragment = hash === -1 ? "" : raw.slice(hash + 1);
  const parsed = parse2(u);
  if ("reason" in parsed) return { ok: false, error: `parse ${goQuote(u)}: ${parsed.reason}` };
  const badEscape = firstBadEscape(fragment);
  if (badEscape !== void 0)
    return { ok: false, error: `parse ${goQuote(raw)}: invalid URL escape ${goQuote(badEscape)}` };
  return { ok: true, ...parsed, fragment };
}
function parse2(raw) {
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
    const port = host.slice(close + 1);
    if (!/^(:[0-9]*)?$/.test(port)) return `invalid port ${goQuote(port)} after host`;
    name = host.slice(1, close);
  } else {
    const colon = host.lastIndexOf(":");
    if (colon !== -1) {
      const port = host.slice(colon);
      if (!/^:[0-9]*$/.test(port)) return `invalid port ${goQuote(port)} after host`;
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
  const port = isSet(service.port) ? service.port : 443;
  if (typeof port === "number" && (port < 1 || port > 65535)) {
    errs.push(invalid(path.child("port"), port, "port is not valid: must be between 1 and 65535, inclusive"));
  }
  if (!isSet(service.path)) return errs;
  const urlPath = goString(service.path);
  if (urlPath === "/" || urlPath === "") return errs;
  if (urlPath === "//") return [...errs, invalid(path.child("path"), urlPath, "segment[0] may not be empty")];
  if (!urlPath.startsWith("/")) errs.push(invalid(path.child("path"), urlPath, "must start with a '/'"));
  let check7 = urlPath.slice(1);
  if (check7.endsWith("/")) check7 = check7.slice(0, -1);
  check7.split("/").forEach((step, i) => {
    if (step === "") errs.push(invalid(path.child("path"), urlPath, `segment[${i}] may not be empty`));
    else
      for (const f of isDns1123Subdomain(step)) errs.push(invalid(path.child("path"), urlPath, `segment[${i}]: ${f}`));
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
var messages4 = { rejected: "the apiserver rejects {{name}}: {{error}}; {{fix}}" };
var conversion2 = defineRule({
  id: "crd/conversion",
  scope: "object",
  meta: {
    severity: "error",
    description: "spec.conversion of a CRD is rejected by kube-apiserver: strategy, webhook URL or service, caBundle, conversionReviewVersions",
    messages: messages4
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
var messages5 = { rejected: "the apiserver rejects {{name}}: {{error}}; {{fix}}" };
var metadata = defineRule({
  id: "crd/metadata",
  scope: "object",
  meta: {
    severity: "error",
    description: "a CRD's metadata is rejected by kube-apiserver: its name is not <plural>.<group>, or a label, annotation, owner reference or finalizer is invalid",
    messages: messages5
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
  const label = (value, at) => {
    const e = isDns1035Label(value);
    if (value !== "" && e.length > 0) errs.push(invalid(at, value, e.join(",")));
  };
  const mixedCase = (value, at) => {
    const e = isDns1035Label(value.toLowerCase());
    if (value !== "" && e.length > 0)
      errs.push(invalid(at, value, `may have mixed case, but should otherwise match: ${e.join(",")}`));
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
var messages6 = {
  rejected: "the apiserver rejects {{name}}: {{error}}; {{fix}}",
  immutable: "the apiserver rejects this update of {{name}}: {{error}} (it was {{stored}}); {{fix}}"
};
var SPEC = FieldPath.of("spec");
var names2 = defineRule({
  id: "crd/names",
  scope: "object",
  meta: {
    severity: "error",
    description: "spec.group, spec.scope or spec.names of a CRD is rejected by kube-apiserver, or changes where it is immutable",
    messages: messages6
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
    ...validateGroup(group, SPEC.child("group")),
    ...validateScope(scope, SPEC.child("scope")),
    ...validateRequiredNames(n, SPEC.child("names")),
    ...validateNames(n, SPEC.child("names"))
  ];
  const reports = errors.map(
    (error) => rejectionReport(crd, "rejected", { error, fix: fixFor3(error, written) })
  );
  for (const error of validateImmutableNames({ group, scope, names: n }, opts, SPEC)) {
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
  const value = path === "spec.scope" ? s?.scope : path === "spec.names.kind" ? s?.kind : path === "spec.group" ? s?.group : s?.plural;
  return JSON.stringify(value ?? "");
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
function hoistedTargets(crd, field) {
  const versions2 = crdVersions(crd);
  const h = hoisting(crd);
  if (versions2.length === 0) return [];
  if (h[field]) return [{ value: versions2[0]?.[field], path: apiserverPath(h, field, 0), version: "" }];
  return versions2.map((v, i) => ({ value: v[field], path: apiserverPath(h, field, i), version: goString(v.name) }));
}

// src/rules/crd/subresources/validate-subresources.ts
function validateSimpleJsonPath(s, path) {
  if (s === "") return [invalid(path, s, "must not be empty")];
  if (!s.startsWith(".")) return [invalid(path, s, "must be a simple json path starting with .")];
  return [];
}
function validateSubresources(subresources2, path) {
  const scale2 = goObject(subresources2?.scale);
  if (!scale2) return [];
  const errs = [];
  const replicas = (field, prefix, detail) => {
    const value = goString(scale2[field]);
    const at = path.child(`scale.${field}`);
    if (value === "") {
      errs.push(required(at, ""));
      return;
    }
    const simple2 = validateSimpleJsonPath(value, at);
    if (simple2.length > 0) errs.push(...simple2);
    else if (!value.startsWith(prefix)) errs.push(invalid(at, value, detail));
  };
  replicas("specReplicasPath", ".spec.", "should be a json path under .spec");
  replicas("statusReplicasPath", ".status.", "should be a json path under .status");
  const selector = scale2.labelSelectorPath;
  if (isSet(selector) && goString(selector) !== "") {
    const value = goString(selector);
    const at = path.child("scale.labelSelectorPath");
    const simple2 = validateSimpleJsonPath(value, at);
    if (simple2.length > 0) errs.push(...simple2);
    else if (!value.startsWith(".spec.") && !value.startsWith(".status."))
      errs.push(invalid(at, value, "should be a json path under either .spec or .status"));
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
var messages7 = { rejected: "the apiserver rejects {{name}}: {{error}}; {{fix}}" };
var printerColumns = defineRule({
  id: "crd/printer-columns",
  scope: "object",
  meta: {
    severity: "error",
    description: "an additionalPrinterColumns entry of a CRD is rejected by kube-apiserver: name, type, format or jsonPath",
    messages: messages7
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
  const field = e.path.toString().split(".").pop() ?? "";
  switch (field) {
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
var SCALAR_TYPES2 = /* @__PURE__ */ new Set(["string", "boolean", "integer"]);
function validateSelectableFields(fields, schema3, allowTooMany, path) {
  const errs = [];
  const unique = /* @__PURE__ */ new Set();
  fields.forEach((f, i) => {
    const at = path.index(i).child("jsonPath");
    const jsonPath = goString(goObject(f)?.jsonPath);
    if (jsonPath === "") {
      errs.push(required(at, ""));
      return;
    }
    const found = validFieldPath(jsonPath, schema3);
    if (!found.ok) {
      errs.push(invalid(at, jsonPath, `is an invalid path: ${found.error}`));
      return;
    }
    if (found.root === "metadata") errs.push(invalid(at, jsonPath, "must not point to fields in metadata"));
    if (!SCALAR_TYPES2.has(goString(found.schema?.type))) {
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
var messages8 = {
  rejected: "the apiserver rejects {{name}}: {{error}}; {{fix}}",
  hoistingBug: "the apiserver rejects {{name}} because of a known apiserver bug ({{issue}}): {{error}}; {{fix}}"
};
var selectableFields = defineRule({
  id: "crd/selectable-fields",
  scope: "object",
  meta: {
    severity: "error",
    description: "selectableFields of a CRD are rejected by kube-apiserver: path, type, duplicates, more than 8, or per-version selectableFields that the apiserver wrongly rejects (kubernetes/kubernetes#140689)",
    messages: messages8
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
var messages9 = { rejected: "the apiserver rejects {{name}}: {{error}}; {{fix}}" };
var subresources = defineRule({
  id: "crd/subresources",
  scope: "object",
  meta: {
    severity: "error",
    description: "the scale subresource of a CRD is rejected by kube-apiserver: specReplicasPath, statusReplicasPath or labelSelectorPath",
    messages: messages9
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
  const field = e.path.toString().split(".").pop() ?? "";
  const under2 = field === "specReplicasPath" ? ".spec." : field === "statusReplicasPath" ? ".status." : ".spec. or .status.";
  return `set scale.${field} to a JSON path under ${under2}, such as ${field === "specReplicasPath" ? ".spec.replicas" : field === "statusReplicasPath" ? ".status.replicas" : ".status.selector"}`;
}

// src/rules/crd/unknown-field/unknown-field.ts
var messages10 = {
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
var unknownField = defineRule({
  id: "crd/unknown-field",
  scope: "object",
  meta: {
    severity: "error",
    description: "a CRD has a field outside openAPIV3Schema that apiextensions.k8s.io/v1 does not know, or a value of the wrong type, so decoding fails",
    messages: messages10
  },
  check: (ctx) => v1Crds(ctx.head).flatMap(
    (crd) => crdDecodeProblems(crd.value).map((p) => {
      const field = p.path.toString();
      if (p.kind === "unknown") {
        const detail2 = `strict decoding error: unknown field ${goQuote(p.strictPath)}`;
        const last = p.path.steps().at(-1);
        const hint = last && "field" in last ? HINTS2[last.field] ?? "" : "";
        return {
          messageId: "unknown",
          object: crd,
          path: p.path,
          data: { field, detail: detail2, hint },
          apiserver: requestError("BadRequest", detail2)
        };
      }
      const detail = `json: cannot unmarshal ${p.got} into Go struct field ${p.strictPath.replace(/\[\d+\]/g, "")} of type ${p.want}`;
      return {
        messageId: "type",
        object: crd,
        path: p.path,
        data: { field, want: p.want, got: p.got, name: crd.name },
        apiserver: requestError("BadRequest", detail)
      };
    })
  )
});

// src/rules/crd/versions/schema-has-default.ts
function schemaHasDefault(s) {
  const o = goObject(s);
  if (!o) return false;
  if (isSet(o.default)) return true;
  const items = o.items;
  if (Array.isArray(items) ? items.some(schemaHasDefault) : schemaHasDefault(items)) return true;
  for (const key of ["allOf", "anyOf", "oneOf"]) if (goList(o[key]).some(schemaHasDefault)) return true;
  if (schemaHasDefault(o.not) || schemaHasDefault(o.additionalProperties) || schemaHasDefault(o.additionalItems))
    return true;
  for (const key of ["properties", "patternProperties", "definitions", "dependencies"]) {
    if (Object.values(goObject(o[key]) ?? {}).some(schemaHasDefault)) return true;
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
  const scale2 = goObject(s.scale);
  return {
    Status: isSet(s.status) ? {} : null,
    Scale: scale2 ? {
      SpecReplicasPath: goString(scale2.specReplicasPath),
      StatusReplicasPath: goString(scale2.statusReplicasPath),
      LabelSelectorPath: isSet(scale2.labelSelectorPath) ? goString(scale2.labelSelectorPath) : null
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
var messages11 = {
  rejected: "the apiserver rejects {{name}}: {{error}}; {{fix}}",
  removedStoredVersion: "the apiserver rejects this update of {{name}}: {{version}} is in status.storedVersions, so objects may still be stored as {{version}}; keep {{version}} in spec.versions (served: false is enough) until a storage migration has rewritten them and removed it from status.storedVersions"
};
var SPEC2 = FieldPath.of("spec");
var versions = defineRule({
  id: "crd/versions",
  scope: "object",
  meta: {
    severity: "error",
    description: "spec.versions of a CRD is rejected by kube-apiserver: names, storage version, stored versions, deprecation warnings, schemas, preserveUnknownFields",
    messages: messages11
  },
  check: (ctx) => servedCrds(ctx.head).filter((crd) => !isPatchFragment(crd)).flatMap((crd) => check6(crd, crdOptions(ctx.baseOf(crd))))
});
function check6(crd, opts) {
  const spec = goObject(crd.value.spec) ?? {};
  const list = crdVersions(crd);
  const h = hoisting(crd);
  const preserve = goBool(spec.preserveUnknownFields);
  const hasDefaults = preserve && list.some((v) => schemaHasDefault(goObject(v.schema)?.openAPIV3Schema));
  const versionsPath = SPEC2.child("versions");
  const errors = [
    ...validateSchemaPresence(
      list,
      h.schema,
      { requireOpenAPISchema: opts.requireOpenAPISchema, preserveUnknownFields: preserve },
      versionsPath
    ),
    ...validateVersions({ versions: list, hoisting: h }, versionsPath),
    ...validateStoredVersions(
      storedVersionsAfterStrategy(list, opts.stored?.storedVersions),
      list,
      FieldPath.of("status", "storedVersions")
    ),
    ...validateConversionWithPreserve(goObject(spec.conversion), preserve, SPEC2.child("conversion", "strategy")),
    ...validatePreserveUnknownFields(
      preserve,
      hasDefaults,
      opts.storedPreservesUnknownFields,
      SPEC2.child("preserveUnknownFields")
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
  cel,
  schema2,
  structural,
  listType,
  unknownFormat,
  nonScalarSet,
  unknownField,
  metadata,
  names2,
  versions,
  conversion2,
  subresources,
  printerColumns,
  selectableFields
];

// src/parse/test-trees.ts
var TEST_WORDS = /* @__PURE__ */ new Set([
  "test",
  "tests",
  "testing",
  "testutil",
  "testutils",
  "e2e",
  "integration"
]);
var ENVIRONMENT_PARENTS = /* @__PURE__ */ new Set(["overlays", "clusters", "environments", "envs", "env"]);
function isInTestTree(file) {
  const dirs = file.split("/").slice(0, -1);
  const test = dirs.findIndex((dir) => dir.split(/[-_.]/).some((word) => TEST_WORDS.has(word.toLowerCase())));
  return test !== -1 && !dirs.slice(0, test).some((dir) => ENVIRONMENT_PARENTS.has(dir.toLowerCase()));
}

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
        notManifest: "{{message}}; the file names no apiVersion and kind, so it is not a Kubernetes manifest and this is only a notice",
        testInputDuplicateKey: "duplicate key in a file a test reads (a kuttl or chainsaw assertion, a resource a test applies or evaluates): the test runner reads it as kubectl does and keeps the last value without a word, so the test checks less than it says (a `---` missing between two documents?)",
        testTreeDuplicateKey: "duplicate key in a manifest of the repository's tests: kubectl and readers built on sigs.k8s.io/yaml keep the last value without a word, while kustomize and go-yaml v3 refuse the file, so what the test gets depends on how it reads it (a `---` missing between two documents?)",
        generatorDataDuplicateKey: "duplicate key in a file a kustomize generator puts into a ConfigMap or Secret: readers built on sigs.k8s.io/yaml keep the last value without a word and go-yaml v3 refuses the file, so what reads the data decides (a `---` missing between two documents?)"
      }
    },
    check: (ctx) => {
      const baseManifests = new Set((ctx.base?.files ?? []).filter((f) => f.objects.length > 0).map((f) => f.path));
      return ctx.head.files.flatMap(
        (file) => {
          const problems = file.problems.filter((p) => p.code === code);
          if (problems.length === 0) return [];
          const isManifest = file.nonObject !== "generator-data" && (file.objects.length > 0 || file.looksLikeManifest === true || baseManifests.has(file.path));
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
          const messageId = file.nonObject === "test-input" ? "testInputDuplicateKey" : file.nonObject === "generator-data" ? "generatorDataDuplicateKey" : file.nonObject === void 0 && isManifest && isInTestTree(file.path) ? "testTreeDuplicateKey" : void 0;
          if (code === "duplicate-key" && messageId !== void 0)
            return problems.map((p) => ({
              messageId,
              file: file.path,
              line: p.line,
              column: p.column,
              severity: "warning"
            }));
          return problems.map((p) => ({
            messageId: quiet ? "notManifest" : "problem",
            file: file.path,
            line: p.line,
            column: p.column,
            data: { message: p.message },
            ...quiet ? { severity: "notice" } : {}
          }));
        }
      );
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
var parseProblemRules = [
  yamlSyntax,
  duplicateKey,
  aliasLimit,
  tooDeep,
  tooLarge,
  notText,
  template
];

// src/engine/config.ts
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";

// src/engine/config-reader.ts
function readGlobs(src, node, path, keyOffset) {
  if (isEmpty(node)) return { value: [], errors: [] };
  if (isAlias(node)) return { value: [], errors: [aliasError(src, node, path)] };
  if (isScalar(node)) {
    const read = readGlob(src, node, path, keyOffset);
    return { value: read.value === void 0 ? [] : [read.value], errors: read.errors };
  }
  if (!isSeq(node)) {
    const message = `must be a glob or a list of globs, not ${describe(node)}`;
    return { value: [], errors: [errorAt(src, offsetOf(node, keyOffset), path, message)] };
  }
  const globs = [];
  const errors = [];
  node.items.forEach((item, i) => {
    const read = readGlob(src, item, path.index(i), offsetOf(node, keyOffset));
    if (read.value !== void 0) globs.push(read.value);
    errors.push(...read.errors);
  });
  return { value: globs, errors };
}
function readGlob(src, node, path, fallbackOffset) {
  const fail = (message) => ({
    value: void 0,
    errors: [errorAt(src, offsetOf(node, fallbackOffset), path, message)]
  });
  if (isAlias(node)) return { value: void 0, errors: [aliasError(src, node, path)] };
  const value = isScalar(node) ? node.value : void 0;
  if (typeof value !== "string" || isEmpty(node)) return fail(`must be a glob (a string), not ${describe(node)}`);
  if (value === "") return fail("must not be an empty string");
  const relative = value.replace(/^(\.\/|\/)+/, "");
  if (relative !== value) {
    return fail(
      `${renderValue(value)} matches nothing: paths are relative to the repository root; write ${renderValue(relative)}`
    );
  }
  return { value, errors: [] };
}
function readEntries(src, items, mapOffset, parent, pathOf3) {
  const seen = /* @__PURE__ */ new Map();
  const entries = [];
  for (const pair of items) {
    const keyNode = pair.key;
    const keyOffset = offsetOf(keyNode, offsetOf(pair.value, mapOffset));
    if (isAlias(keyNode)) {
      entries.push({ error: aliasError(src, keyNode, parent) });
      continue;
    }
    if (!isScalar(keyNode) || isEmpty(keyNode)) {
      entries.push({ error: errorAt(src, keyOffset, parent, `keys must be strings, not ${describe(keyNode)}`) });
      continue;
    }
    const key = typeof keyNode.value === "string" ? keyNode.value : String(keyNode.value);
    const path = pathOf3(key);
    const first = seen.get(key);
    if (first !== void 0) {
      const message = `duplicate key ${renderValue(key)}; first given on line ${src.lines.linePos(first).line}`;
      entries.push({ error: errorAt(src, keyOffset, path, message) });
      continue;
    }
    seen.set(key, keyOffset);
    entries.push({ key, path, keyOffset, value: pair.value });
  }
  return entries;
}
function unknownKey(key, allowed) {
  return `unknown key ${renderValue(key)}; allowed keys: ${allowed.join(", ")}`;
}
function aliasError(src, node, path) {
  return errorAt(src, offsetOf(node), path, "aliases are not supported here; write the value out");
}
function isEmpty(node) {
  return node === null || node === void 0 || isScalar(node) && node.value === null;
}
function describe(node) {
  if (isMap(node)) return "a mapping";
  if (isSeq(node)) return "a sequence";
  if (isEmpty(node)) return "empty";
  const value = isScalar(node) ? node.value : node;
  if (typeof value === "string") return "a string";
  if (typeof value === "number" || typeof value === "bigint") return `a number (${String(value)})`;
  if (typeof value === "boolean") return `a boolean (${String(value)})`;
  return "an unsupported value";
}
function offsetOf(node, fallback = 0) {
  if (!isNode(node) || isScalar(node) && node.value === null && node.source === "") return fallback;
  return node.range?.[0] ?? fallback;
}
function errorAt(src, offset, path, message) {
  const { line, col } = src.lines.linePos(offset);
  return { file: src.file, line: Math.max(line, 1), column: Math.max(col, 1), path: path?.toString() ?? "", message };
}
var MAJOR_MINOR = /^v?([1-9][0-9]*)\.(0|[1-9][0-9]*)$/;
function readMajorMinor(src, node, path, keyOffset) {
  const fail = (message) => ({
    value: void 0,
    errors: [errorAt(src, offsetOf(node, keyOffset), path, message)]
  });
  if (isAlias(node)) return { value: void 0, errors: [aliasError(src, node, path)] };
  const value = isScalar(node) ? node.value : void 0;
  if (typeof value === "number")
    return fail(
      `must be a quoted string such as "1.36": ${node && isScalar(node) ? String(node.source) : String(value)} reads as a number`
    );
  if (typeof value !== "string") return fail(`must be a version such as "1.36", not ${describe(node)}`);
  const m = MAJOR_MINOR.exec(value);
  if (!m) return fail(`${renderValue(value)} is not a version MAJOR.MINOR such as "1.36"`);
  return { value: `${m[1]}.${m[2]}`, errors: [] };
}
function readBoolean(src, node, path, keyOffset) {
  if (isEmpty(node)) return { value: void 0, errors: [] };
  if (isAlias(node)) return { value: void 0, errors: [aliasError(src, node, path)] };
  const value = isScalar(node) ? node.value : void 0;
  if (typeof value === "boolean") return { value, errors: [] };
  return {
    value: void 0,
    errors: [errorAt(src, offsetOf(node, keyOffset), path, `must be true or false, not ${describe(node)}`)]
  };
}

// src/engine/rule-aliases.ts
var RULE_ALIASES = /* @__PURE__ */ new Map([
  // spec/cr-validation.md §1: pruning of custom resources moved from the crd/ family to cr/.
  ["crd/pruned-field", "cr/unknown-field"]
]);
var canonicalRuleId = (id) => RULE_ALIASES.get(id) ?? id;

// src/rules/cr/cr-config.ts
var SECTION_KEYS = ["fieldValidation", "catalog"];
var FIELD_VALIDATIONS = ["Strict", "Warn", "Ignore"];
function readCrConfig(src, node, path, keyOffset) {
  if (isEmpty(node)) return { value: {}, errors: [] };
  if (isAlias(node)) return { value: {}, errors: [aliasError(src, node, path)] };
  if (!isMap(node)) {
    return {
      value: {},
      errors: [
        errorAt(
          src,
          offsetOf(node, keyOffset),
          path,
          `must be a mapping with the keys ${SECTION_KEYS.join(", ")}, not ${describe(node)}`
        )
      ]
    };
  }
  const errors = [];
  let fieldValidation;
  let catalog;
  for (const entry of readEntries(src, node.items, offsetOf(node, keyOffset), path, (key) => path.child(key))) {
    if ("error" in entry) {
      errors.push(entry.error);
      continue;
    }
    if (isAlias(entry.value)) {
      errors.push(aliasError(src, entry.value, entry.path));
      continue;
    }
    const value = isScalar(entry.value) ? entry.value.value : void 0;
    const at = offsetOf(entry.value, entry.keyOffset);
    const shown = typeof value === "string" ? renderValue(value) : describe(entry.value);
    if (entry.key === "fieldValidation") {
      const known = FIELD_VALIDATIONS.find((v) => v === value);
      if (known) fieldValidation = known;
      else errors.push(errorAt(src, at, entry.path, `must be one of ${FIELD_VALIDATIONS.join(", ")}, not ${shown}`));
    } else if (entry.key === "catalog") {
      if (typeof value === "string" && value.trim() !== "" && !value.startsWith("/") && !value.split(/[\\/]/).includes(".."))
        catalog = value.replace(/\/+$/, "");
      else
        errors.push(
          errorAt(
            src,
            at,
            entry.path,
            `must be a directory of the repository, relative to its root (no "..", not absolute), not ${shown}`
          )
        );
    } else errors.push(errorAt(src, entry.keyOffset, entry.path, unknownKey(entry.key, SECTION_KEYS)));
  }
  return { value: { ...fieldValidation ? { fieldValidation } : {}, ...catalog ? { catalog } : {} }, errors };
}

// src/rules/crd/crd-config.ts
var MIN_MODELLED_KUBERNETES_VERSION = { major: 1, minor: 30 };
var SECTION_KEYS2 = ["minKubernetesVersion"];
function readCrdConfig(src, node, path, keyOffset) {
  if (isEmpty(node)) return { value: {}, errors: [] };
  if (isAlias(node)) return { value: {}, errors: [aliasError(src, node, path)] };
  if (!isMap(node)) {
    return {
      value: {},
      errors: [
        errorAt(
          src,
          offsetOf(node, keyOffset),
          path,
          `must be a mapping with the keys ${SECTION_KEYS2.join(", ")}, not ${describe(node)}`
        )
      ]
    };
  }
  const errors = [];
  let minKubernetesVersion;
  for (const entry of readEntries(src, node.items, offsetOf(node, keyOffset), path, (key) => path.child(key))) {
    if ("error" in entry) {
      errors.push(entry.error);
      continue;
    }
    if (entry.key !== "minKubernetesVersion") {
      errors.push(errorAt(src, entry.keyOffset, entry.path, unknownKey(entry.key, SECTION_KEYS2)));
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

// src/rules/compat/property-path.ts
var ROOT_PROPERTY = "^";
var IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;
function propertyStepText(step) {
  if (step === "items") return "[*]";
  if (step === "additionalProperties") return "{*}";
  return IDENTIFIER.test(step.property) ? `.${step.property}` : `[${JSON.stringify(step.property)}]`;
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
var SECTION_KEYS3 = ["patternRemoval", "nullableAddition", "servedVersionConversion", "exceptions"];
var EXCEPTION_KEYS = ["rule", "crd", "version", "property", "reason"];
var CRD_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)+$/;
var VERSION = /^[a-z]([-a-z0-9]*[a-z0-9])?( -> [a-z]([-a-z0-9]*[a-z0-9])?)?$/;
function readCompatConfig(src, node, path, keyOffset) {
  if (isEmpty(node)) return { value: DEFAULT_COMPAT_CONFIG, errors: [] };
  if (isAlias(node)) return { value: DEFAULT_COMPAT_CONFIG, errors: [aliasError(src, node, path)] };
  if (!isMap(node)) {
    return {
      value: DEFAULT_COMPAT_CONFIG,
      errors: [
        errorAt(
          src,
          offsetOf(node, keyOffset),
          path,
          `must be a mapping with the keys ${SECTION_KEYS3.join(", ")}, not ${describe(node)}`
        )
      ]
    };
  }
  const errors = [];
  let config = DEFAULT_COMPAT_CONFIG;
  for (const entry of readEntries(src, node.items, offsetOf(node, keyOffset), path, (key) => path.child(key))) {
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
        errors.push(errorAt(src, entry.keyOffset, entry.path, unknownKey(entry.key, SECTION_KEYS3)));
    }
  }
  return { value: config, errors };
}
function readChoice(src, node, path, keyOffset, choices) {
  if (isAlias(node)) return { value: void 0, errors: [aliasError(src, node, path)] };
  const value = isScalar(node) ? node.value : void 0;
  const choice = choices.find((c) => c === value);
  if (choice !== void 0) return { value: choice, errors: [] };
  const message = typeof value === "string" ? `unsupported value ${renderValue(value)}; supported values: ${choices.join(", ")}` : `must be one of ${choices.join(", ")}, not ${describe(node)}`;
  return { value: void 0, errors: [errorAt(src, offsetOf(node, keyOffset), path, message)] };
}
function readExceptions(src, node, path, keyOffset) {
  if (isEmpty(node)) return { value: [], errors: [] };
  if (isAlias(node)) return { value: [], errors: [aliasError(src, node, path)] };
  if (!isSeq(node))
    return {
      value: [],
      errors: [
        errorAt(
          src,
          offsetOf(node, keyOffset),
          path,
          `must be a list of mappings with the keys ${EXCEPTION_KEYS.join(", ")}, not ${describe(node)}`
        )
      ]
    };
  const out = [];
  const errors = [];
  node.items.forEach((item, i) => {
    const itemPath = path.index(i);
    const itemOffset = offsetOf(item, offsetOf(node, keyOffset));
    if (isAlias(item)) return void errors.push(aliasError(src, item, itemPath));
    if (!isMap(item))
      return void errors.push(errorAt(src, itemOffset, itemPath, `must be a mapping, not ${describe(item)}`));
    const fields = /* @__PURE__ */ new Map();
    const before = errors.length;
    for (const entry of readEntries(src, item.items, itemOffset, itemPath, (key) => itemPath.child(key))) {
      if ("error" in entry) {
        errors.push(entry.error);
        continue;
      }
      if (!EXCEPTION_KEYS.includes(entry.key)) {
        errors.push(errorAt(src, entry.keyOffset, entry.path, unknownKey(entry.key, EXCEPTION_KEYS)));
        continue;
      }
      const at = offsetOf(entry.value, entry.keyOffset);
      if (isAlias(entry.value)) {
        errors.push(aliasError(src, entry.value, entry.path));
        continue;
      }
      const value = isScalar(entry.value) ? entry.value.value : void 0;
      if (typeof value !== "string") {
        errors.push(errorAt(src, at, entry.path, `must be a string, not ${describe(entry.value)}`));
        continue;
      }
      const problem = problemOf(entry.key, value, src.knownRuleIds);
      if (problem) errors.push(errorAt(src, at, entry.path, problem));
      else fields.set(entry.key, value);
    }
    for (const key of ["rule", "crd", "reason"]) {
      if (!fields.has(key) && !item.items.some((p) => isScalar(p.key) && p.key.value === key))
        errors.push(errorAt(src, itemOffset, itemPath.child(key), `required: ${WHAT[key]}`));
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
function problemOf(key, value, knownRuleIds) {
  switch (key) {
    case "rule":
      return value.startsWith("compat/") && knownRuleIds.has(value) ? void 0 : `unknown compat/ rule id ${renderValue(value)}; write ${WHAT.rule}`;
    case "crd":
      return CRD_NAME.test(value) ? void 0 : `${renderValue(value)} is not a CRD name; write ${WHAT.crd}`;
    case "version":
      return VERSION.test(value) ? void 0 : `${renderValue(value)} is not a version name such as v1alpha1, or a pair such as "v1alpha1 -> v1"`;
    case "property":
      return parsePropertyPath(value) ? void 0 : `${renderValue(value)} is not a property path such as ^.spec.legacyMode or ^.spec.ports[*].name`;
    case "reason":
      return value.trim() === "" ? "must say why this break is accepted" : void 0;
    default:
      return void 0;
  }
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
var DEFAULT_LIFECYCLE_CONFIG = { featureFiles: [] };
var FEATURE_FILES_KEY = "lifecycle.featureFiles";
var SECTION_KEYS4 = ["featureFiles", "currentVersion"];
function readLifecycleConfig(src, node, path, keyOffset) {
  if (isEmpty(node)) return { value: DEFAULT_LIFECYCLE_CONFIG, errors: [] };
  if (isAlias(node)) return { value: DEFAULT_LIFECYCLE_CONFIG, errors: [aliasError(src, node, path)] };
  if (!isMap(node)) {
    return {
      value: DEFAULT_LIFECYCLE_CONFIG,
      errors: [
        errorAt(
          src,
          offsetOf(node, keyOffset),
          path,
          `must be a mapping with the keys ${SECTION_KEYS4.join(", ")}, not ${describe(node)}`
        )
      ]
    };
  }
  const errors = [];
  let featureFiles = [];
  let currentVersion;
  for (const entry of readEntries(src, node.items, offsetOf(node, keyOffset), path, (key) => path.child(key))) {
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
var DEFAULT_REFGRANT_CONFIG = { meshRouteExemption: true, resources: [], referenceFields: [] };
var SECTION_KEYS5 = ["defaultNamespace", "meshRouteExemption", "resources", "referenceFields"];
var RESOURCE_KEYS = ["group", "kind", "resource"];
var FIELD_KEYS = ["group", "kind", "path", "defaultGroup", "defaultKind"];
var DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
var GROUP = /^$|^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
var KIND = /^[a-zA-Z]([-a-zA-Z0-9]*[a-zA-Z0-9])?$/;
var PATH = /^[A-Za-z0-9_-]+(\[\*\])?(\.[A-Za-z0-9_-]+(\[\*\])?)*$/;
function readRefgrantConfig(src, node, path, keyOffset) {
  if (isEmpty(node)) return { value: DEFAULT_REFGRANT_CONFIG, errors: [] };
  if (isAlias(node)) return { value: DEFAULT_REFGRANT_CONFIG, errors: [aliasError(src, node, path)] };
  if (!isMap(node)) {
    return {
      value: DEFAULT_REFGRANT_CONFIG,
      errors: [
        errorAt(
          src,
          offsetOf(node, keyOffset),
          path,
          `must be a mapping with the keys ${SECTION_KEYS5.join(", ")}, not ${describe(node)}`
        )
      ]
    };
  }
  const errors = [];
  let defaultNamespace;
  let meshRouteExemption = DEFAULT_REFGRANT_CONFIG.meshRouteExemption;
  let resources = [];
  let referenceFields = [];
  for (const entry of readEntries(src, node.items, offsetOf(node, keyOffset), path, (key) => path.child(key))) {
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
        const value = isScalar(entry.value) ? entry.value.value : void 0;
        if (isAlias(entry.value)) errors.push(aliasError(src, entry.value, entry.path));
        else if (typeof value === "boolean") meshRouteExemption = value;
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
        referenceFields = read.value;
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
      referenceFields
    },
    errors
  };
}
function readList(src, node, path, keyOffset, readItem) {
  if (isEmpty(node)) return { value: [], errors: [] };
  if (isAlias(node)) return { value: [], errors: [aliasError(src, node, path)] };
  if (!isSeq(node))
    return {
      value: [],
      errors: [errorAt(src, offsetOf(node, keyOffset), path, `must be a list of mappings, not ${describe(node)}`)]
    };
  const out = [];
  const errors = [];
  node.items.forEach((item, i) => {
    const itemPath = path.index(i);
    const itemOffset = offsetOf(item, offsetOf(node, keyOffset));
    if (isAlias(item)) {
      errors.push(aliasError(src, item, itemPath));
      return;
    }
    if (!isMap(item)) {
      errors.push(errorAt(src, itemOffset, itemPath, `must be a mapping, not ${describe(item)}`));
      return;
    }
    const fields = /* @__PURE__ */ new Map();
    for (const entry of readEntries(src, item.items, itemOffset, itemPath, (key) => itemPath.child(key))) {
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
  return [...fields].filter(([key]) => !allowed.includes(key)).map(([key, f]) => errorAt(src, f.keyOffset, f.path, unknownKey(key, allowed)));
}
function requiredString(src, fields, key, itemPath, itemOffset, pattern, what) {
  const f = fields.get(key);
  if (!f) return { value: void 0, errors: [errorAt(src, itemOffset, itemPath.child(key), `required: ${what}`)] };
  return readString(src, f.node, f.path, f.keyOffset, pattern, what);
}
function readString(src, node, path, keyOffset, pattern, what) {
  if (isAlias(node)) return { value: void 0, errors: [aliasError(src, node, path)] };
  const value = isScalar(node) ? node.value : void 0;
  if (typeof value !== "string")
    return {
      value: void 0,
      errors: [errorAt(src, offsetOf(node, keyOffset), path, `must be ${what}, not ${describe(node)}`)]
    };
  if (!pattern.test(value))
    return {
      value: void 0,
      errors: [errorAt(src, offsetOf(node, keyOffset), path, `${renderValue(value)} is not ${what}`)]
    };
  return { value, errors: [] };
}
var GROUP_WHAT = 'an API group ("" for core, else a lowercase DNS subdomain, no version)';
var KIND_WHAT = 'a kind (letters, digits and "-", starting with a letter)';
var readResource = (src, fields, path, offset) => {
  const group = requiredString(src, fields, "group", path, offset, GROUP, GROUP_WHAT);
  const kind = requiredString(src, fields, "kind", path, offset, KIND, KIND_WHAT);
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
  const group = requiredString(src, fields, "group", path, offset, GROUP, GROUP_WHAT);
  const kind = requiredString(src, fields, "kind", path, offset, KIND, KIND_WHAT);
  const fieldPath = requiredString(
    src,
    fields,
    "path",
    path,
    offset,
    PATH,
    'a field path such as "spec.rules[*].backendRefs[*]" (fields, and [*] for every item of a list)'
  );
  const optional = (key, pattern, what) => {
    const f = fields.get(key);
    return f ? readString(src, f.node, f.path, f.keyOffset, pattern, what) : { value: "", errors: [] };
  };
  const defaultGroup = optional("defaultGroup", GROUP, GROUP_WHAT);
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
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false, prettyErrors: false });
  const src = { file, lines, knownRuleIds };
  const yamlErrors = [...doc.errors, ...doc.warnings].sort((a, b) => a.pos[0] - b.pos[0]).map((e) => errorAt(src, e.pos[0], void 0, `invalid YAML: ${e.message}`));
  if (yamlErrors.length > 0) return { errors: yamlErrors };
  const root = doc.contents;
  if (isEmpty(root)) return { config: { ...DEFAULT_CONFIG, file } };
  if (isAlias(root)) return { errors: [aliasError(src, root, void 0)] };
  if (!isMap(root)) {
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
  for (const entry of readEntries(src, root.items, 0, void 0, (key) => FieldPath.of(key))) {
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
  let bytes;
  try {
    bytes = await readFile(resolve(cwd, name));
  } catch (error) {
    const code = errorCode(error);
    if (file === void 0 && (code === "ENOENT" || code === "ENOTDIR")) return { config: DEFAULT_CONFIG };
    return { errors: [wholeFileError(name, readFailure(code, error))] };
  }
  const decoded = decodeText(bytes);
  if ("problem" in decoded) {
    const { line, column, message } = decoded.problem;
    return { errors: [{ file: name, line, column, path: "", message }] };
  }
  return parseConfig(decoded.text, name, knownRuleIds);
}
function readRules(src, node, path, keyOffset) {
  const rules = /* @__PURE__ */ new Map();
  if (isEmpty(node)) return { value: rules, errors: [] };
  if (isAlias(node)) return { value: rules, errors: [aliasError(src, node, path)] };
  if (!isMap(node)) {
    const message = `must be a mapping of rule id to setting, not ${describe(node)}`;
    return { value: rules, errors: [errorAt(src, offsetOf(node, keyOffset), path, message)] };
  }
  const errors = [];
  for (const entry of readEntries(src, node.items, offsetOf(node, keyOffset), path, (key) => path.key(key))) {
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
function readSetting(src, node, path, keyOffset) {
  if (isAlias(node)) return { value: void 0, errors: [aliasError(src, node, path)] };
  if (isMap(node)) return readLongForm(src, node.items, path, offsetOf(node, keyOffset));
  if (isScalar(node) && !isEmpty(node)) return readSeverity(src, node, path);
  const message = `must be one of ${SETTING_LIST}, or a mapping with severity; not ${describe(node)}`;
  return { value: void 0, errors: [errorAt(src, offsetOf(node, keyOffset), path, message)] };
}
function readLongForm(src, items, path, mapOffset) {
  const errors = [];
  let severity;
  let sawSeverity = false;
  for (const entry of readEntries(src, items, mapOffset, path, (key) => path.child(key))) {
    if ("error" in entry) {
      errors.push(entry.error);
      continue;
    }
    const keyPath = entry.path;
    if (entry.key !== "severity") {
      errors.push(errorAt(src, entry.keyOffset, keyPath, unknownKey(entry.key, LONG_FORM_KEYS)));
      continue;
    }
    sawSeverity = true;
    const node = entry.value;
    if (isAlias(node)) errors.push(aliasError(src, node, keyPath));
    else if (isScalar(node) && !isEmpty(node)) {
      const read = readSeverity(src, node, keyPath);
      severity = read.value;
      errors.push(...read.errors);
    } else {
      errors.push(
        errorAt(src, offsetOf(node, entry.keyOffset), keyPath, `must be one of ${SETTING_LIST}, not ${describe(node)}`)
      );
    }
  }
  if (!sawSeverity) errors.push(errorAt(src, mapOffset, path.child("severity"), `required: one of ${SETTING_LIST}`));
  return { value: severity, errors };
}
function readSeverity(src, node, path) {
  const value = node.value;
  const setting = SETTINGS.find((s) => s === value);
  if (setting !== void 0) return { value: setting, errors: [] };
  const message = typeof value === "string" ? `unsupported value ${renderValue(value)}; supported values: ${SETTING_LIST}` : `must be one of ${SETTING_LIST}, not ${describe(node)}`;
  return { value: void 0, errors: [errorAt(src, offsetOf(node), path, message)] };
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

// src/rules/suppression/invalid.ts
var invalid3 = defineRule({
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

// src/rules/suppression/index.ts
var suppressionRules = [unused, invalid3];

// src/rules/rule-catalog.ts
var RULE_CATALOG = [
  {
    id: "approval/missing",
    severity: "error",
    description: "a CRD in a protected group (*.k8s.io, *.kubernetes.io) has no api-approved.kubernetes.io annotation, so kube-apiserver rejects it",
    scope: "object"
  },
  {
    id: "approval/invalid",
    severity: "error",
    description: 'api-approved.kubernetes.io on a CRD in a protected group is neither a URL nor a reason starting with "unapproved", so kube-apiserver rejects it',
    scope: "object"
  },
  {
    id: "approval/unapproved",
    severity: "warning",
    description: 'a CRD in a protected group is marked "unapproved": it installs, but its API has not been approved',
    scope: "object"
  },
  {
    id: "approval/outside-protected-group",
    severity: "notice",
    description: "api-approved.kubernetes.io on a CRD outside the protected groups, where it has no effect",
    scope: "object"
  },
  {
    id: "approval/placeholder-url",
    severity: "error",
    description: "api-approved.kubernetes.io links an example URL, not the approval of this API",
    scope: "object"
  },
  {
    id: "approval/not-a-pull-request",
    severity: "warning",
    description: "api-approved.kubernetes.io is a URL the apiserver accepts, but not a pull request URL",
    scope: "object"
  },
  {
    id: "approval/pr-not-found",
    severity: "error",
    description: "the pull request that api-approved.kubernetes.io links does not exist (or is not visible)",
    scope: "object"
  },
  {
    id: "approval/pr-not-merged",
    severity: "error",
    description: "the pull request that api-approved.kubernetes.io links is open, or was closed without merging",
    scope: "object"
  },
  {
    id: "approval/pr-not-approved",
    severity: "error",
    description: "the pull request that api-approved.kubernetes.io links merged without any approval on record",
    scope: "object"
  },
  {
    id: "approval/untrusted-repo",
    severity: "error",
    description: "the pull request that api-approved.kubernetes.io links is outside the repositories trusted to approve APIs",
    scope: "object"
  },
  {
    id: "approval/unverified",
    severity: "warning",
    description: "the approval pull request could not be verified through the GitHub API",
    scope: "object"
  },
  {
    id: "crd/api-version",
    severity: "error",
    description: "a CustomResourceDefinition is not apiextensions.k8s.io/v1, the only version served since Kubernetes 1.22"
  },
  {
    id: "crd/defaults",
    severity: "error",
    description: "a schema default that kube-apiserver rejects: inside metadata, with unknown fields, or not valid against its own schema",
    scope: "object"
  },
  {
    id: "crd/cel",
    severity: "error",
    description: "an x-kubernetes-validations rule that kube-apiserver rejects: missing or multi-line message, bad reason or fieldPath, a rule that does not compile (also on the oldest configured cluster) or is over its cost budget, oldSelf where it cannot be correlated",
    scope: "object"
  },
  {
    id: "crd/schema",
    severity: "error",
    description: "an openAPIV3Schema uses a keyword or value kube-apiserver rejects in CRD schemas",
    scope: "object"
  },
  {
    id: "crd/structural",
    severity: "error",
    description: "an openAPIV3Schema is not structural, so kube-apiserver rejects the CRD",
    scope: "object"
  },
  {
    id: "crd/list-type",
    severity: "error",
    description: "x-kubernetes-list-type or x-kubernetes-list-map-keys is used in a way kube-apiserver rejects",
    scope: "object"
  },
  {
    id: "crd/unknown-format",
    severity: "warning",
    description: "a string schema names a format kube-apiserver does not recognise, so values are not checked against it",
    scope: "object"
  },
  {
    id: "crd/non-scalar-set",
    severity: "warning",
    description: "a list with x-kubernetes-list-type: set holds objects or arrays, which server-side apply and CEL cannot treat as a set",
    scope: "object"
  },
  {
    id: "crd/unknown-field",
    severity: "error",
    description: "a CRD has a field outside openAPIV3Schema that apiextensions.k8s.io/v1 does not know, or a value of the wrong type, so decoding fails",
    scope: "object"
  },
  {
    id: "crd/metadata",
    severity: "error",
    description: "a CRD's metadata is rejected by kube-apiserver: its name is not <plural>.<group>, or a label, annotation, owner reference or finalizer is invalid",
    scope: "object"
  },
  {
    id: "crd/names",
    severity: "error",
    description: "spec.group, spec.scope or spec.names of a CRD is rejected by kube-apiserver, or changes where it is immutable",
    scope: "object"
  },
  {
    id: "crd/versions",
    severity: "error",
    description: "spec.versions of a CRD is rejected by kube-apiserver: names, storage version, stored versions, deprecation warnings, schemas, preserveUnknownFields",
    scope: "object"
  },
  {
    id: "crd/conversion",
    severity: "error",
    description: "spec.conversion of a CRD is rejected by kube-apiserver: strategy, webhook URL or service, caBundle, conversionReviewVersions",
    scope: "object"
  },
  {
    id: "crd/subresources",
    severity: "error",
    description: "the scale subresource of a CRD is rejected by kube-apiserver: specReplicasPath, statusReplicasPath or labelSelectorPath",
    scope: "object"
  },
  {
    id: "crd/printer-columns",
    severity: "error",
    description: "an additionalPrinterColumns entry of a CRD is rejected by kube-apiserver: name, type, format or jsonPath",
    scope: "object"
  },
  {
    id: "crd/selectable-fields",
    severity: "error",
    description: "selectableFields of a CRD are rejected by kube-apiserver: path, type, duplicates, more than 8, or per-version selectableFields that the apiserver wrongly rejects (kubernetes/kubernetes#140689)",
    scope: "object"
  },
  {
    id: "cr/schema",
    severity: "error",
    description: "a custom resource that the apiserver's OpenAPI validation of its CRD's schema rejects (types, formats, enums, required fields, bounds, patterns, scale replicas)"
  },
  {
    id: "cr/metadata",
    severity: "error",
    description: "a custom resource whose metadata, or an embedded resource's apiVersion, kind or metadata, the apiserver rejects"
  },
  {
    id: "cr/list-type",
    severity: "error",
    description: "a custom resource with duplicate items in an x-kubernetes-list-type set or map list"
  },
  {
    id: "cr/cel",
    severity: "error",
    description: "a custom resource that fails an x-kubernetes-validations rule of its CRD, or whose rules the apiserver would not check because of other errors"
  },
  {
    id: "cr/unknown-field",
    severity: "warning",
    description: "a custom resource sets a field its CRD schema does not declare, which the apiserver prunes (or, under strict field validation, refuses)"
  },
  {
    id: "cr/unserved-version",
    severity: "error",
    description: "a custom resource whose apiVersion names a version its CRD does not serve"
  },
  {
    id: "cr/crd-not-found",
    severity: "notice",
    offByDefault: true,
    description: "a custom resource whose group and kind no CRD of the repository defines, so it could not be validated"
  },
  {
    id: "refgrant/not-permitted",
    severity: "error",
    description: "a cross-namespace reference that no ReferenceGrant in the target namespace permits (RefNotPermitted)"
  },
  {
    id: "refgrant/invalid-grant",
    severity: "error",
    description: "a ReferenceGrant that the CRD schema rejects, or in a version that is not served: it grants nothing"
  },
  {
    id: "refgrant/lint",
    severity: "warning",
    description: "a valid ReferenceGrant written in a way that is probably not what was meant (core alias, pointless or overlapping entries)"
  },
  {
    id: "refgrant/revoked",
    severity: "error",
    description: "a change removes or narrows a ReferenceGrant that a reference in the repository still relies on"
  },
  {
    id: "refgrant/unmapped-resource",
    severity: "warning",
    description: "a ReferenceGrant entry that names a resource (the KEP-3766 form) which cannot be mapped to a kind, so it matches nothing"
  },
  {
    id: "lifecycle/parse-error",
    severity: "notice",
    description: "part of a Go file could not be read by the Go grammar, so that part was not checked"
  },
  {
    id: "lifecycle/tag-syntax",
    severity: "error",
    description: "a +lifecycle:, +featureGate= or ifEnabled/ifDisabled tag on a Go declaration is malformed"
  },
  {
    id: "lifecycle/unknown-gate",
    severity: "error",
    description: "a lifecycle, featureGate or ifEnabled/ifDisabled tag names a feature gate the repository does not define"
  },
  {
    id: "lifecycle/gates-not-found",
    severity: "notice",
    description: "Go tags name feature gates, but the review found no feature gate definition, so gate names were not checked"
  },
  {
    id: "lifecycle/gate-mismatch",
    severity: "error",
    description: "a field's +lifecycle:kubernetes: gate is not among the gates of its +featureGate= tag"
  },
  {
    id: "lifecycle/prerelease-tag",
    severity: "error",
    description: "a +k8s:prerelease-lifecycle-gen: tag is malformed, out of order, or missing on an alpha or beta kind"
  },
  {
    id: "lifecycle/status-mismatch",
    severity: "error",
    description: "a +lifecycle:kubernetes: tag's status is not its feature gate's stage at the current version"
  },
  {
    id: "lifecycle/tag-after-ga",
    severity: "error",
    description: "a +lifecycle:kubernetes: tag remains after its feature gate went GA or was locked to its default"
  },
  {
    id: "lifecycle/version-mismatch",
    severity: "error",
    description: "a +lifecycle:kubernetes: tag's minVersion is not the version its feature gate reached that status"
  },
  {
    id: "lifecycle/comment-divergence",
    severity: "warning",
    description: "a feature gate's stage comment disagrees with the +lifecycle: tags of its fields"
  },
  {
    id: "lifecycle/inconsistent-tags",
    severity: "error",
    description: "two fields tagged with the same feature gate disagree on status or minVersion"
  },
  {
    id: "lifecycle/ungated-field",
    severity: "warning",
    description: "a field the change adds to a stable API version has no +featureGate= or +lifecycle: tag"
  },
  {
    id: "compat/crd-removed",
    severity: "error",
    description: "a CustomResourceDefinition was removed",
    scope: "object"
  },
  {
    id: "compat/scope-changed",
    severity: "error",
    description: "a CRD's spec.scope changed between Namespaced and Cluster",
    scope: "object"
  },
  {
    id: "compat/field-removed",
    severity: "error",
    description: "a field of a served CRD version was removed from its schema",
    scope: "object"
  },
  {
    id: "compat/type-changed",
    severity: "error",
    description: "the type of a field of a served CRD version changed",
    scope: "object"
  },
  {
    id: "compat/type-widened",
    severity: "warning",
    description: "a field of a served CRD version accepts more types than before",
    scope: "object"
  },
  {
    id: "compat/version-removed",
    severity: "error",
    description: "a served version of a CRD was removed from spec.versions",
    scope: "object"
  },
  {
    id: "compat/version-unserved",
    severity: "error",
    description: "a served version of a CRD is no longer served",
    scope: "object"
  },
  {
    id: "compat/storage-version-changed",
    severity: "warning",
    description: "the storage version of a CRD changed",
    scope: "object"
  },
  {
    id: "compat/subresource-removed",
    severity: "error",
    description: "the status or scale subresource of a served CRD version was removed",
    scope: "object"
  },
  {
    id: "compat/enum-narrowed",
    severity: "error",
    description: "a field of a served CRD version accepts fewer enum values than before",
    scope: "object"
  },
  {
    id: "compat/enum-widened",
    severity: "warning",
    description: "a field of a served CRD version accepts more enum values than before",
    scope: "object"
  },
  {
    id: "compat/required-added",
    severity: "error",
    description: "a field of a served CRD version became required",
    scope: "object"
  },
  {
    id: "compat/nullable-changed",
    severity: "error",
    description: "a field of a served CRD version stopped (or started) accepting null",
    scope: "object"
  },
  {
    id: "compat/validation-tightened",
    severity: "error",
    description: "a field of a served CRD version accepts fewer values than before (bounds, pattern, format, multipleOf, allOf/anyOf/oneOf/not)",
    scope: "object"
  },
  {
    id: "compat/cel-rule-added-or-changed",
    severity: "error",
    description: "a CEL validation rule (x-kubernetes-validations) was added to or changed on a field of a served CRD version",
    scope: "object"
  },
  {
    id: "compat/default-changed",
    severity: "warning",
    description: "the default of a field of a served CRD version was added, changed or removed",
    scope: "object"
  },
  {
    id: "compat/list-type-changed",
    severity: "error",
    description: "the list or map type (x-kubernetes-list-type, -list-map-keys, -map-type) of a field of a served CRD version changed",
    scope: "object"
  },
  {
    id: "compat/preserve-unknown-fields-changed",
    severity: "error",
    description: "x-kubernetes-preserve-unknown-fields was turned off on a field of a served CRD version",
    scope: "object"
  },
  {
    id: "compat/description-changed",
    severity: "notice",
    offByDefault: true,
    description: "the description of a field of a served CRD version changed (off by default)",
    scope: "object"
  },
  {
    id: "compat/served-version-divergence",
    severity: "error",
    description: "two served versions of a CRD without a conversion webhook no longer accept the same objects (a field missing, a value rejected)",
    scope: "object"
  },
  {
    id: "parse/yaml-syntax",
    severity: "error",
    description: "a document is not valid YAML or JSON, so nothing in it is reviewed",
    scope: "object"
  },
  {
    id: "parse/duplicate-key",
    severity: "error",
    description: "a mapping repeats a key: kubectl keeps the last value without a word, kustomize and strict field validation refuse it",
    scope: "object"
  },
  {
    id: "parse/alias-limit",
    severity: "error",
    description: "YAML aliases expand a document beyond a safe size (an alias bomb)",
    scope: "object"
  },
  {
    id: "parse/too-deep",
    severity: "error",
    description: "a document nests deeper than the tool reads",
    scope: "object"
  },
  {
    id: "parse/too-large",
    severity: "error",
    description: "a file is larger than the tool reads",
    scope: "object"
  },
  {
    id: "parse/not-text",
    severity: "error",
    description: "a .yaml, .yml or .json file is binary or not UTF-8",
    scope: "object"
  },
  {
    id: "parse/template",
    severity: "notice",
    description: "a file is a template (Helm, Go templates, Jinja, envsubst) rather than YAML, so its templated documents are not reviewed",
    scope: "object"
  },
  {
    id: "suppression/unused",
    severity: "warning",
    description: "a kube-api-review:ignore comment suppresses nothing"
  },
  {
    id: "suppression/invalid",
    severity: "warning",
    description: "a kube-api-review:ignore comment is malformed, so it suppresses nothing"
  }
];

// src/rules/rule-ids.ts
var RULE_IDS = /* @__PURE__ */ new Set([...RULE_CATALOG.map((r) => r.id), ...RULE_ALIASES.keys()]);

// src/parse/cst-positions.ts
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
    for (const token of new Parser().parse(text.slice(start, end))) {
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
   * reaches nothing to place. With placement 'key', the last step's key, where it has one.
   */
  range(text, steps, placement = "value") {
    const { node, anchor, emptyAt, key } = walk3(this.root, steps, this.entries);
    if (placement === "key" && key) {
      const { range } = resolveScalar(key);
      return [this.offset + range[0], this.offset + Math.max(range[1], range[0])];
    }
    if (emptyAt !== void 0) return [this.offset + emptyAt, this.offset + emptyAt];
    const target = isScalarToken(node) && anchor !== node ? node : anchor;
    if (!target) return void 0;
    const scalar = isScalarToken(target) ? resolveScalar(target) : null;
    const start = this.offset + (scalar ? scalar.range[0] : target.offset);
    const end = scalar ? this.offset + scalar.range[1] : firstLineEnd(text, start);
    return [start, Math.max(end, start)];
  }
};
function walk3(root, steps, entries) {
  let node = root;
  let anchor;
  let emptyAt;
  let key;
  for (const step of steps) {
    const item = node ? childItem(node, step, entries) : void 0;
    if (!item) return { node, anchor, ...node || emptyAt === void 0 ? {} : { emptyAt } };
    key = isScalarToken(item.key) ? item.key : void 0;
    if (item.key) anchor = key ?? anchor;
    else anchor = item.value && (isScalarToken(item.value) || cst_exports.isCollection(item.value)) ? item.value : anchor;
    node = item.value;
    emptyAt = node ? void 0 : emptyValueOffset(item);
  }
  return { node, anchor, ...emptyAt === void 0 ? {} : { emptyAt }, ...key ? { key } : {} };
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
function childItem(node, step, entries) {
  if (node.type === "block-map" || node.type === "flow-collection" && node.start.source === "{") {
    return entriesOf(node, entries).get(step);
  }
  if ((node.type === "block-seq" || node.type === "flow-collection" && node.start.source === "[") && /^\d+$/.test(step)) {
    return node.items[Number(step)];
  }
  return void 0;
}
function entriesOf(node, index) {
  let entries = index.get(node);
  if (!entries) {
    const map = /* @__PURE__ */ new Map();
    for (const item of node.items) {
      if (!isScalarToken(item.key)) continue;
      const key = keyOf(item.key);
      if (key !== void 0 && !map.has(key)) map.set(key, item);
    }
    index.set(node, map);
    entries = map;
  }
  return entries;
}
function endsCleanly(root) {
  for (let node = root; node; ) {
    if (isScalarToken(node)) {
      let broken = false;
      resolveScalar(node, () => broken = true);
      return !broken;
    }
    if (node.type === "flow-collection")
      return node.end.some((t) => t.type === "flow-map-end" || t.type === "flow-seq-end");
    if (node.type !== "block-map" && node.type !== "block-seq") return node.type !== "error";
    const last = node.items[node.items.length - 1];
    node = last?.value ?? last?.key ?? void 0;
  }
  return true;
}
function keyOf(token) {
  const { value } = resolveScalar(token);
  return token.type === "scalar" ? plainKeyString(value) : value;
}
function resolveScalar(token, onError = () => void 0) {
  return cst_exports.resolveAsScalar(token, false, onError);
}
function isScalarToken(token) {
  return cst_exports.isScalar(token) && token.type !== "alias";
}
function firstLineEnd(text, offset) {
  const nl = text.indexOf("\n", offset);
  return nl === -1 ? text.length : nl;
}

// src/parse/event-positions.ts
var { DOCUMENT, SEQUENCE, MAPPING, SCALAR, POP } = EVENT_ID;
var NONE3 = -1;
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
    this.root = events[0]?.type === DOCUMENT && events[1] !== void 0 && events[1].type !== POP ? 1 : NONE3;
  }
  text;
  offset;
  events;
  /** For each event that starts a node, the index of the event after that node. */
  after;
  root;
  /** Each mapping's entries by key and each sequence's items, indexed on the first walk through it. */
  children = /* @__PURE__ */ new Map();
  /** Where the value (or key) at `steps` stands, placed as CstPositions.range places it. */
  range(steps, placement = "value") {
    let node = this.root;
    let anchor = NONE3;
    let emptyAt;
    for (const [i, step] of steps.entries()) {
      if (node === NONE3) break;
      const child = this.child(node, step);
      if (child === "undecided") return child;
      if (child === void 0) break;
      if (placement === "key" && i === steps.length - 1 && child.key !== NONE3)
        return this.scalarRange(this.event(child.key));
      const value = this.event(child.value);
      const isEmpty2 = value.type === SCALAR && value.valueStart === NONE3;
      if (child.key !== NONE3) anchor = child.key;
      else if (isEmpty2)
        return "undecided";
      else if (value.type !== EVENT_ID.ALIAS) anchor = child.value;
      if (isEmpty2) {
        const at = this.emptyValueOffset(node, child);
        if (at === void 0) return "undecided";
        node = NONE3;
        emptyAt = at;
      } else {
        node = child.value;
        emptyAt = void 0;
      }
    }
    if (node === NONE3 && emptyAt !== void 0) return [emptyAt, emptyAt];
    const target = node !== NONE3 && this.event(node).type === SCALAR ? node : anchor;
    if (target === NONE3) return "nothing";
    const event = this.event(target);
    if (event.type === SCALAR) return this.scalarRange(event);
    return this.collectionRange(target);
  }
  event(i) {
    return this.events[i];
  }
  child(node, step) {
    const type = this.event(node).type;
    if (type === MAPPING) {
      const entries = this.entriesOf(node);
      return entries === "undecided" ? entries : entries.get(step);
    }
    if (type === SEQUENCE && /^\d+$/.test(step)) {
      const items = this.itemsOf(node);
      return items === "undecided" ? items : items[Number(step)];
    }
    return void 0;
  }
  /** A mapping's entries by key: a plain key as Kubernetes' reader resolves it, any other its text; the first of a repeated key. */
  entriesOf(mapping) {
    let entries = this.children.get(mapping);
    if (entries === void 0) {
      const map = /* @__PURE__ */ new Map();
      for (let k = mapping + 1; this.event(k).type !== POP; ) {
        const value = this.after[k];
        const key = this.event(k);
        if (key.type === SCALAR && !(key.valueStart === NONE3 && key.style === SCALAR_STYLE.PLAIN)) {
          const raw = getScalarValue(this.text, this.inText(key));
          const name = key.style === SCALAR_STYLE.PLAIN ? plainKeyString(raw) : raw;
          if (name !== void 0 && !map.has(name)) map.set(name, { key: k, value });
        }
        k = this.after[value];
      }
      entries = map;
      this.children.set(mapping, entries);
    }
    return entries;
  }
  itemsOf(sequence) {
    let items = this.children.get(sequence);
    if (items === void 0) {
      const list = [];
      const isFlow = this.event(sequence).style === COLLECTION_STYLE.FLOW;
      let undecided = false;
      for (let i = sequence + 1; this.event(i).type !== POP; i = this.after[i]) {
        const item = this.event(i);
        if (isFlow && item.type === MAPPING && this.text[this.offset + item.start] !== "{") undecided = true;
        list.push({ key: NONE3, value: i });
      }
      items = undecided ? "undecided" : list;
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
    const key = this.event(child.key);
    const value = this.event(child.value);
    if (map.style !== COLLECTION_STYLE.BLOCK || key.type !== SCALAR || hasProperties(value) || hasProperties(key))
      return void 0;
    const keyRange = this.scalarRange(key);
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
    if (hasProperties(event) || event.valueStart === NONE3) return "undecided";
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
      const key = this.event(collection + 1);
      const keyRange = key.type === SCALAR ? this.scalarRange(key) : "undecided";
      placed = typeof keyRange !== "string" && keyRange[0] === start;
    }
    if (!placed) return "undecided";
    const nl = this.text.indexOf("\n", start);
    return [start, nl === -1 ? this.text.length : nl];
  }
};
function hasProperties(event) {
  return (event.anchorStart ?? NONE3) !== NONE3 || (event.tagStart ?? NONE3) !== NONE3;
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
  /** Where the value (or key) at `steps` stands, placed as CstPositions.range places it. */
  range(steps, placement = "value") {
    let node = this.root;
    let anchor;
    let emptyAt;
    for (const [i, step] of steps.entries()) {
      if (node === void 0) break;
      if (node.kind === "opaque") return "undecided";
      let entry;
      if (node.kind === "map") {
        entry = node.entries.get(step);
        if (entry === void 0 && node.hasUnnamedKeys) return "undecided";
      } else if (node.kind === "seq" && /^\d+$/.test(step)) entry = node.items[Number(step)];
      if (entry === void 0) break;
      if (placement === "key" && i === steps.length - 1 && entry.keyStart !== -1) return [entry.keyStart, entry.keyEnd];
      if (entry.keyStart !== -1) anchor = entry;
      else if (entry.value === void 0 || entry.value.kind === "opaque") return "undecided";
      else anchor = entry.value;
      node = entry.value;
      emptyAt = entry.emptyAt;
    }
    if (node === void 0 && emptyAt !== void 0) return [emptyAt, emptyAt];
    if (node?.kind === "opaque") return "undecided";
    const target = node?.kind === "scalar" ? node : anchor;
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
  const parser = new Parser2(text);
  const stack = [];
  let root;
  const add2 = (node, emptyAt) => {
    const top = stack[stack.length - 1];
    if (!top) {
      root ??= node;
      return;
    }
    if (top.node.kind === "sequence")
      top.node.items.push({ value: node, ...emptyAt === void 0 ? {} : { emptyAt } });
    else if (top.key === void 0) top.key = node;
    else {
      const item = { key: top.key, value: node, ...emptyAt === void 0 ? {} : { emptyAt } };
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
        const key = e.implicit && e.tag !== "!" ? plainKeyString(e.value ?? "") : e.value ?? "";
        add2(
          { kind: "scalar", start, end: e.valueEnd?.index ?? start, key },
          empty && e.afterIndicator ? at : void 0
        );
      } else if (e.type === "alias") add2({ kind: "alias", start: e.start.index });
      else if (e.type === "mapping-start" || e.type === "sequence-start") {
        const start = e.start.index;
        const node = e.type === "mapping-start" ? { kind: "mapping", start, items: [], byKey: /* @__PURE__ */ new Map() } : { kind: "sequence", start, items: [] };
        add2(node);
        stack.push({ node });
      } else if (e.type === "mapping-end" || e.type === "sequence-end") stack.pop();
    }
  } catch {
    return void 0;
  }
  return root;
}
function walkPositions(root, steps) {
  let node = root;
  let anchor;
  let emptyAt;
  let key;
  for (const step of steps) {
    const item = node ? childItem2(node, step) : void 0;
    if (!item) return { node, anchor, ...node || emptyAt === void 0 ? {} : { emptyAt } };
    key = item.key?.kind === "scalar" ? item.key : void 0;
    if (item.key) anchor = key ?? anchor;
    else anchor = item.value.kind !== "alias" && item.emptyAt === void 0 ? item.value : anchor;
    node = item.emptyAt === void 0 ? item.value : void 0;
    emptyAt = item.emptyAt;
  }
  return { node, anchor, ...emptyAt === void 0 ? {} : { emptyAt }, ...key ? { key } : {} };
}
function childItem2(node, step) {
  if (node.kind === "mapping") return node.byKey.get(step);
  if (node.kind === "sequence" && /^\d+$/.test(step)) return node.items[Number(step)];
  return void 0;
}
function rangeInTree(root, steps, text, offset = 0, end = text.length, placement = "value") {
  const { node, anchor, emptyAt, key } = walkPositions(root, steps);
  if (placement === "key" && key?.kind === "scalar") return [offset + key.start, offset + Math.max(key.end, key.start)];
  if (emptyAt !== void 0) return [offset + emptyAt, offset + emptyAt];
  const target = node?.kind === "scalar" && anchor !== node ? node : anchor;
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
   * key, which is where a reader looks for it. With placement 'key', a value that is a mapping's
   * entry is located at its key alone (a field to delete or rename).
   */
  locate(source, segments, placement = "value") {
    const doc = this.documentOf(source);
    const section = this.sectionOf(source, doc, source.prefix.length === 0 ? segments[0] : void 0);
    const steps = source.prefix.length === 0 ? segments : [...source.prefix.map(String), ...segments];
    const offsets = this.offsets(source, doc, section, steps, placement);
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
  offsets(source, doc, section, steps, placement) {
    if (section.lines) {
      const placed = section.lines.range(steps, placement);
      if (placed === "nothing") return void 0;
      if (placed !== "undecided") return placed;
    }
    const reading = section.reading ??= this.sectionReading(source, doc, section.cut);
    if (reading instanceof EventPositions) {
      const placed = reading.range(steps, placement);
      if (placed === "nothing") return void 0;
      if (placed !== "undecided") return placed;
    } else if (reading !== "unreadable") {
      return rangeInTree(reading, steps, doc.text, source.docOffset, doc.end, placement);
    }
    return this.treeRange(source, doc.text, steps, doc.end, section.cut, placement);
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
    const key = `${file}\0${start}\0${end}`;
    let reading = this.readings.get(key);
    if (reading === void 0) {
      const doc = text.slice(start, end);
      const events = strictEvents(doc);
      reading = events ? new EventPositions(text, start, events) : positionTree(doc) ?? "unreadable";
      this.readings.set(key, reading);
    }
    return reading;
  }
  /**
   * The walk along `steps` in `yaml`'s syntax tree of the document of `source`, or of its text
   * up to `cut` when that text ends cleanly. A cut that is not a clean boundary (a quoted scalar
   * or flow collection still open at the cut) falls back to the whole document.
   */
  treeRange(source, text, steps, end, cut, placement) {
    if (cut < end) {
      const section = this.tree(source.file, text, source.docOffset, cut);
      if (section.endsCleanly) return section.range(text, steps, placement);
    }
    return this.tree(source.file, text, source.docOffset, end).range(text, steps, placement);
  }
  tree(file, text, start, end) {
    const key = `${file}\0${start}\0${end}`;
    let tree = this.trees.get(key);
    if (!tree) {
      tree = CstPositions.parse(text, start, end);
      this.trees.set(key, tree);
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
function sectionEnd(text, start, end, key) {
  let inSection = false;
  for (let at = start; at < end; ) {
    const nl = text.indexOf("\n", at);
    const next = nl === -1 || nl >= end ? end : nl + 1;
    if (inSection) {
      if (STARTS_KEY.test(text[at] ?? "")) return at;
    } else if (text.startsWith(key, at) && /^[ \t]*:(?:[ \t\r\n]|$)/.test(text.slice(at + key.length, next))) {
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

// src/rules/lifecycle/lifecycle-reads.ts
import { posix as posix2 } from "node:path";

// src/rules/lifecycle/repository-go-files.ts
import { posix } from "node:path";
var NOT_OURS = /* @__PURE__ */ new Set(["vendor", "third_party", "third-party", "testdata"]);
function isOutsideRepository(dir) {
  return dir.split("/").some((s) => NOT_OURS.has(s) || s.startsWith(".") || s.startsWith("_"));
}
var isReviewedGoFile = (path) => !path.endsWith("_test.go") && !isOutsideRepository(posix.dirname(path));

// src/rules/lifecycle/minor-version.ts
var MAJOR_MINOR2 = /^v?(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$/;
function parseMinorVersion(text) {
  const m = MAJOR_MINOR2.exec(text);
  return m ? { major: Number(m[1]), minor: Number(m[2]) } : void 0;
}
var compareVersions = (a, b) => a.major - b.major || a.minor - b.minor;
var formatVersion = (v) => `${v.major}.${v.minor}`;

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
var VERSIONED_FEATURE_LIST = "versioned_feature_list.yaml";
function gatesOfFeatureList(text) {
  let doc;
  try {
    doc = parse(text, { maxAliasCount: 100 });
  } catch {
    return [];
  }
  if (!Array.isArray(doc)) return [];
  const gates = [];
  for (const item of doc) {
    if (!isRecord(item) || typeof item.name !== "string" || !Array.isArray(item.versionedSpecs)) continue;
    const specs = [];
    for (const s of item.versionedSpecs) {
      if (!isRecord(s)) continue;
      const version2 = typeof s.version === "string" || typeof s.version === "number" ? parseMinorVersion(String(s.version)) : void 0;
      const stage = typeof s.preRelease === "string" ? stageOf(s.preRelease) : void 0;
      if (!version2) continue;
      specs.push({ version: version2, ...stage ? { stage } : {}, lockToDefault: s.lockToDefault === true });
    }
    gates.push({ name: item.name, specs, isLegacy: false, stageComments: [] });
  }
  return gates;
}
var isRecord = (v) => typeof v === "object" && v !== null && !Array.isArray(v);

// src/rules/lifecycle/lifecycle-reads.ts
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

export {
  FieldPath,
  requestError,
  required,
  invalid,
  duplicate,
  renderValue,
  renderFieldError,
  toApiserverError,
  approvalRules,
  isInTestTree,
  SchemaNode,
  stepsTo,
  prune,
  setOwn,
  astNodes,
  isKeywordFieldName,
  escapeCelName,
  unescapeCelName,
  FORMAT_PATTERNS,
  isDns1123Label,
  isDns1123Subdomain,
  isDns1035Label,
  isQualifiedName,
  isLabelValue,
  ROOT_PROPERTY,
  childProperty,
  itemsProperty,
  additionalPropertiesProperty,
  formatPropertyPath,
  parsePropertyPath,
  unrecognizedFormat,
  isRecognizedFormat,
  skipBlank,
  ENVIRONMENT_OPTIONS,
  CEL_COMPILER,
  COMPILED_PATTERNS,
  DEFAULT_COMPAT_CONFIG,
  Locator,
  sameValue,
  crdVersions,
  crdSchemas,
  goJsonValue,
  isCelVisible,
  CEL_GO_OPERATORS,
  fieldPathSteps,
  decodeValidationRule,
  goFloat,
  validateGenericMeta,
  validateEmbeddedMeta,
  validateEmbeddedTypeMeta,
  validatedDefaultErrors,
  dataWith,
  defaultsAreValidated,
  schemaErrorPaths,
  isPatchFragment,
  CEL_COSTS,
  crdRules,
  parseProblemRules,
  isOutsideRepository,
  isReviewedGoFile,
  parseMinorVersion,
  compareVersions,
  formatVersion,
  stageOf,
  statusOfStage,
  VERSIONED_FEATURE_LIST,
  gatesOfFeatureList,
  isFeatureList,
  configuredFeatureFiles,
  readsForLifecycle,
  RULE_ALIASES,
  canonicalRuleId,
  FEATURE_FILES_KEY,
  DEFAULT_REFGRANT_CONFIG,
  parseReferencePath,
  configuredExceptions,
  DEFAULT_CONFIG_FILE,
  formatConfigError,
  loadConfig,
  suppressionRules,
  RULE_CATALOG,
  RULE_IDS
};
