import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  APPROVAL_ANNOTATION,
  APPROVAL_PATH,
  FieldPath,
  approvalReason,
  approvalState,
  approvalSubjectOf,
  approvalSubjects,
  defineRule,
  goQuote,
  isKepExample,
  parseRequestUri,
  placeholderUrl,
  storedApprovalState
} from "./chunk-OTT33BFF.js";
import {
  GITHUB_HOST,
  approvalPullRequest,
  require_dist
} from "./chunk-AQDXI4AI.js";
import {
  GO_GRAMMAR,
  KUBERNETES,
  declarationTagsOf,
  fieldTagsOf,
  jsonTagOf,
  require_picomatch,
  tagOfComment
} from "./chunk-73UHLGZG.js";
import {
  KUSTOMIZATION_FILE_NAMES,
  isJsonObject,
  isKustomizationPath,
  loadYaml
} from "./chunk-MTBTLT4M.js";
import {
  LIMITS,
  decodeText
} from "./chunk-2DUJXPJR.js";
import {
  __toESM
} from "./chunk-2GJ4KYHM.js";

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
  detail: supported.length > 0 ? `supported values: ${supported.map(goQuote).join(", ")}` : "",
  hasValue: true
});
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
  return (JSON.stringify(value) ?? "null").replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
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
  if (annotations === void 0) return { kind: "add-entry", under: "metadata", keys: ["annotations", APPROVAL_ANNOTATION], value };
  if (annotations === null || isJsonObject(annotations)) return { kind: "add-entry", under: "annotations", keys: [APPROVAL_ANNOTATION], value };
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
    if (!s.isProtected || s.state !== "Approved" || approvalPullRequest(s.value, ctx.services?.approvals?.hosts)) return [];
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

// src/rules/approval/verified-approval.ts
function approvalsToVerify(world, hosts = [GITHUB_HOST]) {
  return approvalSubjects(world).flatMap((subject) => {
    if (!subject.isProtected || subject.state !== "Approved") return [];
    const pr = approvalPullRequest(subject.value, hosts);
    return pr && pr.number !== 0 && !isKepExample(pr) ? [{ subject, pr }] : [];
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
var pullRequestData = (pr) => ({ host: pr.host, owner: pr.owner, repo: pr.repo, number: pr.number, url: pr.url });

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
      // The condition the controller sets (CRD-APPROVAL-007), so a reader sees what the cluster will say.
      condition: { type: CONFORMANT_CONDITION, status: "False", reason: "UnapprovedAnnotation", message: approvalReason("Bypassed", s.value) }
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
    data: { name: subject.crd.name, url: pr.url, repository: `${pr.owner}/${pr.repo}`, trusted: result.trusted.join(", "), pullRequest: pullRequestData(pr) },
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

// src/rules/crd/api-version.ts
var SERVED_VERSION = "v1";
var SERVED_API_VERSION = "apiextensions.k8s.io/v1";
var V1BETA1_ONLY = ["version", "validation", "subresources", "additionalPrinterColumns"];
function isRenameToV1(crd) {
  const spec = crd.value.spec;
  if (!isJsonObject(spec) || V1BETA1_ONLY.some((k) => Object.hasOwn(spec, k)) || spec.preserveUnknownFields === true) return false;
  const conversion3 = spec.conversion;
  if (isJsonObject(conversion3) && (Object.hasOwn(conversion3, "webhookClientConfig") || Object.hasOwn(conversion3, "conversionReviewVersions"))) return false;
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

// src/rules/crd/hoisting.ts
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
    for (const key2 in a) {
      const y = Object.hasOwn(b, key2) ? b[key2] : void 0;
      if (y !== void 0) shared++;
      if (!fieldsEqual(key2, a[key2], y)) return false;
    }
    let count = 0;
    for (const _ in b) count++;
    if (count === shared) return true;
    for (const key2 in b) if (!Object.hasOwn(a, key2) && !fieldsEqual(key2, void 0, b[key2])) return false;
    return true;
  }
  return a === b;
}
function fieldsEqual(key2, x, y) {
  if (x === y) return true;
  if (VALUE_FIELDS.has(key2) && isZero(x) && isZero(y)) return true;
  return semanticallyEqual(x, y, !MAP_FIELDS.has(key2));
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
var NOT_HOISTED = { schema: false, subresources: false, additionalPrinterColumns: false, selectableFields: false };
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

// src/rules/crd/go-decoded.ts
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

// src/rules/crd/schema/schema-node.ts
var SchemaNode = class _SchemaNode {
  constructor(raw) {
    this.raw = raw;
  }
  raw;
  /** The node when `value` is a JSON object, else undefined. */
  static of(value) {
    return isJsonObject(value) ? new _SchemaNode(value) : void 0;
  }
  /** True when the key is present with a non-null value (JSON null decodes to the zero value or nil). */
  has(key2) {
    const v = this.raw[key2];
    return v !== void 0 && v !== null;
  }
  str(key2) {
    const v = this.raw[key2];
    return typeof v === "string" ? v : void 0;
  }
  bool(key2) {
    return this.raw[key2] === true;
  }
  num(key2) {
    const v = this.raw[key2];
    return typeof v === "number" ? v : void 0;
  }
  strings(key2) {
    const v = this.raw[key2];
    return Array.isArray(v) && v.every((x) => typeof x === "string") ? v : void 0;
  }
  schemaList(key2) {
    const v = this.raw[key2];
    return Array.isArray(v) ? v.flatMap((x) => isJsonObject(x) ? [new _SchemaNode(x)] : []) : void 0;
  }
  schemaMap(key2) {
    const v = this.raw[key2];
    if (!isJsonObject(v)) return void 0;
    const out = /* @__PURE__ */ new Map();
    for (const k of Object.keys(v)) {
      const child = v[k];
      if (isJsonObject(child)) out.set(k, new _SchemaNode(child));
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
    return this.schemaMap("properties") ?? /* @__PURE__ */ new Map();
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

// src/rules/crd/cel/valid-field-path.ts
function isValidFieldPath(path, node) {
  return fieldPathSteps(path, node) !== void 0;
}
function fieldPathSteps(path, node) {
  const steps = [];
  const tokens = tokenize(path);
  let schema3 = node;
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    let name;
    if (tok === ".") {
      name = tokens[++i];
      if (name === void 0) return void 0;
    } else if (tok === "[") {
      const quoted = tokens[++i];
      if (quoted === void 0 || quoted.length < 2 || !quoted.startsWith("'") || !quoted.endsWith("'")) return void 0;
      name = unescapeSingleQuoted(quoted.slice(1, -1));
      if (name === void 0 || tokens[++i] !== "]") return void 0;
    } else return void 0;
    const property = hasProperties(schema3);
    const next = step(schema3, name);
    if (next === null) return void 0;
    steps.push({ name, property });
    schema3 = next;
  }
  return steps;
}
function tokenize(path) {
  const tokens = [];
  let text = "";
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const c = path[i];
    if (quoted && c === "\\" && i + 1 < path.length) {
      text += c + path[++i];
      continue;
    }
    if (c === "'") quoted = !quoted;
    if (!quoted && (c === "." || c === "[" || c === "]")) {
      if (text !== "") tokens.push(text);
      tokens.push(c);
      text = "";
    } else text += c;
  }
  if (text !== "") tokens.push(text);
  return tokens;
}
function hasProperties(schema3) {
  const props = schema3?.raw.properties;
  return isJsonObject(props) && Object.keys(props).length > 0;
}
function step(schema3, name) {
  if (!schema3) return null;
  const props = schema3.raw.properties;
  if (isJsonObject(props) && hasProperties(schema3)) return Object.hasOwn(props, name) ? SchemaNode.of(props[name]) ?? null : null;
  const additional = schema3.additionalProperties;
  if (additional === void 0) return null;
  return additional instanceof SchemaNode ? additional : void 0;
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
  else if (r.message.length > 0 && trimmedMsg.length === 0) errs.push(invalid(x().child("message"), r.message, "message must be non-empty if specified"));
  else if (hasNewlines(trimmedMsg)) errs.push(invalid(x().child("message"), r.message, "message must not contain line breaks"));
  else if (hasNewlines(trimmedRule) && trimmedMsg.length === 0) errs.push(required(x().child("message"), "message must be specified if rule contains line breaks"));
  if (r.messageExpression.length > 0 && trim(r.messageExpression).length === 0) {
    errs.push(required(x().child("messageExpression"), "messageExpression must be non-empty if specified"));
  }
  if (r.reason !== void 0 && !SUPPORTED_REASONS.includes(r.reason)) errs.push(notSupported(x().child("reason"), r.reason, SUPPORTED_REASONS));
  if (r.fieldPath.length > 0 && trim(r.fieldPath).length === 0) errs.push(invalid(x().child("fieldPath"), r.fieldPath, "fieldPath must be non-empty if specified"));
  if (hasNewlines(r.fieldPath)) errs.push(invalid(x().child("fieldPath"), r.fieldPath, "fieldPath must not contain line breaks"));
  if (r.fieldPath.length > 0 && !isValidFieldPath(r.fieldPath, node)) errs.push(invalid(x().child("fieldPath"), r.fieldPath, "fieldPath must be a valid path"));
  return errs;
}

// src/rules/crd/go-map-object.ts
function goMapObject(keys, valueOf) {
  const sorted = [...keys].sort(compareUtf8);
  const out = {};
  for (const k of sorted) Object.defineProperty(out, k, { value: valueOf(k), enumerable: true, writable: true, configurable: true });
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

// src/rules/crd/internal-schema-props.ts
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
    const chain = [];
    let base;
    for (let p = path; p && (base = rebased.get(p)) === void 0; p = p.parentPath()) chain.push(p);
    if (base === void 0) return rebase(path, from, to);
    for (let i = chain.length - 1; i >= 0; i--) {
      const p = chain[i];
      base = p.lastStepOn(base);
      rebased.set(p, base);
    }
    return base;
  };
}
function schemaReports(crd, schema3, errors) {
  const seen = /* @__PURE__ */ new Map();
  const toManifest = rebaser(schema3.apiserverRoot, schema3.manifestRoot);
  return errors.map((e) => {
    const rendered = renderFieldError(e.error);
    const n = seen.get(rendered) ?? 0;
    seen.set(rendered, n + 1);
    return {
      messageId: e.messageId,
      object: crd,
      path: toManifest(e.error.path),
      data: { ...e.data, version: schema3.versionName },
      apiserver: e.error,
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
  for (const key2 in raw) mask |= BITS.get(key2) ?? 0;
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
function isZeroField(raw, key2) {
  const v = raw[key2];
  if (v === void 0 || v === null) return true;
  return VALUE_FIELDS2.has(key2) && (v === "" || v === false || v === 0);
}
function validateRoot(schema3, root) {
  const errs = [];
  const raw = root.node.raw;
  if (schema3.statusEnabled) {
    for (const [goName, key2, allowed] of ROOT_FIELDS) {
      if (isZeroField(raw, key2)) continue;
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
        errs.push(schemaError("rootFields", invalid(root.apiserverPath(), internalSchemaProps(raw), detail), { field: key2 }));
        break;
      }
    }
  }
  if (root.node.nullable) errs.push(schemaError("rootNullable", forbidden(root.apiserverPath().child("nullable"), "nullable cannot be true at the root")));
  return errs;
}
function validateKeywords(at, opts) {
  const raw = at.node.raw;
  const has = at.keywords;
  const type = typeof raw.type === "string" ? raw.type : "";
  const invalidType2 = opts.requireValidPropertyType && isInvalidType(type);
  if (!invalidType2 && type !== "null" && (has & RARE) === 0 && ((has & KEYWORD.items) === 0 || !Array.isArray(raw.items)) && ((has & KEYWORD.additionalProperties) === 0 || raw.additionalProperties === null || raw.additionalProperties === true)) {
    return NONE;
  }
  const id = raw.id;
  const additionalItems = raw.additionalItems;
  const dependencies3 = raw.dependencies;
  const ref = raw.$ref;
  const items = raw.items;
  const ap = raw.additionalProperties;
  const preserve = raw["x-kubernetes-preserve-unknown-fields"];
  const mapType2 = raw["x-kubernetes-map-type"];
  const errs = [];
  if (invalidType2) errs.push(schemaError("unknownType", notSupported(at.apiserverPath().child("type"), type, OPENAPI_V3_TYPES), { type }));
  if (typeof id === "string" && id !== "") errs.push(schemaError("id", forbidden(at.apiserverPath().child("id"), "id is not supported")));
  if (additionalItems !== void 0 && additionalItems !== null) errs.push(schemaError("additionalItems", forbidden(at.apiserverPath().child("additionalItems"), "additionalItems is not supported")));
  if (isNonEmptyMap(raw.patternProperties)) errs.push(schemaError("patternProperties", forbidden(at.apiserverPath().child("patternProperties"), "patternProperties is not supported")));
  if (isNonEmptyMap(raw.definitions)) errs.push(schemaError("definitions", forbidden(at.apiserverPath().child("definitions"), "definitions is not supported")));
  if (dependencies3 !== void 0 && dependencies3 !== null) errs.push(schemaError("dependencies", forbidden(at.apiserverPath().child("dependencies"), "dependencies is not supported")));
  if (typeof ref === "string") errs.push(schemaError("ref", forbidden(at.apiserverPath().child("$ref"), "$ref is not supported")));
  if (type === "null") errs.push(schemaError("nullType", forbidden(at.apiserverPath().child("type"), "type cannot be set to null, use nullable as an alternative")));
  if (Array.isArray(items) && items.length > 0) errs.push(schemaError("itemsArray", forbidden(at.apiserverPath().child("items"), "items must be a schema object and not an array")));
  if (raw.uniqueItems === true) {
    errs.push(schemaError("uniqueItems", forbidden(at.apiserverPath().child("uniqueItems"), "uniqueItems cannot be set to true since the runtime complexity becomes quadratic")));
  }
  if ((ap === false || isJsonObject(ap)) && isNonEmptyMap(raw.properties)) {
    errs.push(schemaError("additionalPropertiesWithProperties", forbidden(at.apiserverPath().child("additionalProperties"), "additionalProperties and properties are mutual exclusive")));
  }
  if (preserve === false) {
    errs.push(schemaError("preserveFalse", invalid(at.apiserverPath().child("x-kubernetes-preserve-unknown-fields"), false, "must be true or undefined")));
  }
  if (typeof mapType2 === "string") {
    if (type === "") errs.push(schemaError("mapTypeNeedsObject", required(at.apiserverPath().child("type"), "must be object if x-kubernetes-map-type is specified")));
    else if (type !== "object") errs.push(schemaError("mapTypeNeedsObject", invalid(at.apiserverPath().child("type"), type, "must be object if x-kubernetes-map-type is specified")));
    if (mapType2 !== "atomic" && mapType2 !== "granular") {
      errs.push(schemaError("mapTypeValue", notSupported(at.apiserverPath().child("x-kubernetes-map-type"), mapType2, ["atomic", "granular"]), { mapType: mapType2 }));
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

// src/rules/crd/schema/list-validation.ts
var NONE2 = Object.freeze([]);
function validateListType(at, opts) {
  const n = at.node;
  if ((at.keywords & (KEYWORD["x-kubernetes-list-type"] | KEYWORD["x-kubernetes-list-map-keys"])) === 0) return NONE2;
  const listType3 = n.listType;
  const keys = n.listMapKeys;
  if (listType3 === void 0 && keys.length === 0) return NONE2;
  const errs = [];
  const type = n.type;
  const items = n.items;
  const itemsRaw = n.raw.items;
  if (listType3 !== void 0 && type !== "array") {
    const detail = "must be array if x-kubernetes-list-type is specified";
    errs.push(schemaError("listTypeNeedsArray", type === "" ? required(at.apiserverPath().child("type"), detail) : invalid(at.apiserverPath().child("type"), type, detail)));
  } else if (opts.requireAtomicSetType && listType3 === "set" && items) {
    if (items.type === "array" && items.listType !== void 0 && items.listType !== "atomic") {
      errs.push(schemaError("setItemsAtomic", invalid(at.apiserverPath().child("items", "x-kubernetes-list-type"), items.listType, "must be atomic as item of a list with x-kubernetes-list-type=set"), { key: "x-kubernetes-list-type" }));
    } else if (items.type === "object" && items.mapType !== "atomic") {
      errs.push(schemaError("setItemsAtomic", invalid(at.apiserverPath().child("items", "x-kubernetes-map-type"), items.mapType ?? "null", "must be atomic as item of a list with x-kubernetes-list-type=set"), { key: "x-kubernetes-map-type" }));
    }
  }
  if (listType3 !== void 0 && listType3 !== "atomic" && listType3 !== "set" && listType3 !== "map") {
    errs.push(schemaError("listTypeValue", notSupported(at.apiserverPath().child("x-kubernetes-list-type"), listType3, ["atomic", "set", "map"]), { listType: listType3 }));
  }
  if (keys.length > 0) {
    if (listType3 === void 0) errs.push(schemaError("mapKeysNeedMapType", required(at.apiserverPath().child("x-kubernetes-list-type"), "must be map if x-kubernetes-list-map-keys is non-empty")));
    else if (listType3 !== "map") errs.push(schemaError("mapKeysNeedMapType", invalid(at.apiserverPath().child("x-kubernetes-list-type"), listType3, "must be map if x-kubernetes-list-map-keys is non-empty")));
  }
  if (listType3 === "map") {
    if (keys.length === 0) errs.push(schemaError("mapKeysRequired", required(at.apiserverPath().child("x-kubernetes-list-map-keys"), "must not be empty if x-kubernetes-list-type is map")));
    if (itemsRaw === void 0 || itemsRaw === null) {
      errs.push(schemaError("mapItemsRequired", required(at.apiserverPath().child("items"), "must have a schema if x-kubernetes-list-type is map")));
    } else if (!items) {
      errs.push(schemaError("mapItemsTuple", invalid(at.apiserverPath().child("items"), internalSchemaPropsOrArray(itemsRaw), "must only have a single schema if x-kubernetes-list-type is map")));
    }
    if (items && items.type !== "object") {
      errs.push(schemaError("mapItemsObject", invalid(at.apiserverPath().child("items", "type"), items.type, "must be object if parent array's x-kubernetes-list-type is map")));
    }
    if (items && items.type === "object") {
      const properties = items.properties;
      const seen = /* @__PURE__ */ new Set();
      for (const k of keys) {
        const p = properties.get(k);
        if (p) {
          if (p.type === "array" || p.type === "object") {
            errs.push(schemaError("mapKeyScalar", invalid(at.apiserverPath().child("items", "properties").key(k).child("type"), items.type, "must be a scalar type if parent array's x-kubernetes-list-type is map"), { key: k }));
          }
        } else {
          errs.push(schemaError("mapKeyNotProperty", invalid(at.apiserverPath().child("x-kubernetes-list-map-keys"), keys, "entries must all be names of item properties"), { key: k }));
        }
        if (seen.has(k)) errs.push(schemaError("mapKeyDuplicate", invalid(at.apiserverPath().child("x-kubernetes-list-map-keys"), keys, "must not contain duplicate entries"), { key: k }));
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
    errs.push(schemaError("itemsNullable", forbidden(at.apiserverPath().child("items", "nullable"), `cannot be nullable when x-kubernetes-list-type is ${listType3}`), { listType: listType3 }));
  }
  if (listType3 === "map") {
    const isRequired = new Set(items.required);
    const properties = items.properties;
    for (const k of n.listMapKeys) {
      const p = properties.get(k);
      if (!p) continue;
      if (!isRequired.has(k) && !p.hasDefault) {
        errs.push(schemaError("mapKeyDefaultOrRequired", required(at.apiserverPath().child("items", "properties").key(k).child("default"), "this property is in x-kubernetes-list-map-keys, so it must have a default or be a required property"), { key: k }));
      }
      if (p.nullable) {
        errs.push(schemaError("mapKeyNullable", forbidden(at.apiserverPath().child("items", "properties").key(k).child("nullable"), "this property is in x-kubernetes-list-map-keys, so it cannot be nullable"), { key: k }));
      }
    }
  }
  return errs;
}

// node_modules/re2js/build/index.js
var RE2Flags = class RE2Flags2 {
  static FOLD_CASE = 1;
  static LITERAL = 2;
  static CLASS_NL = 4;
  static DOT_NL = 8;
  static ONE_LINE = 16;
  static NON_GREEDY = 32;
  static PERL_X = 64;
  static UNICODE_GROUPS = 128;
  static WAS_DOLLAR = 256;
  static LOOKBEHIND = 512;
  static MATCH_NL = RE2Flags2.CLASS_NL | RE2Flags2.DOT_NL;
  static PERL = RE2Flags2.CLASS_NL | RE2Flags2.ONE_LINE | RE2Flags2.PERL_X | RE2Flags2.UNICODE_GROUPS;
  static POSIX = 0;
  static UNANCHORED = 0;
  static ANCHOR_START = 1;
  static ANCHOR_BOTH = 2;
};
var PublicFlags = {
  CASE_INSENSITIVE: 1,
  DOTALL: 2,
  MULTILINE: 4,
  DISABLE_UNICODE_GROUPS: 8,
  LONGEST_MATCH: 16,
  LOOKBEHINDS: 512
};
var ASCII_SIZE = 128;
var ASCII_TO_UPPER = new Int32Array(ASCII_SIZE);
var ASCII_TO_LOWER = new Int32Array(ASCII_SIZE);
var MAX_BMP = 65535;
for (let i = 0; i < ASCII_SIZE; i++) {
  if (i >= 97 && i <= 122) ASCII_TO_UPPER[i] = i - 32;
  else ASCII_TO_UPPER[i] = i;
  if (i >= 65 && i <= 90) ASCII_TO_LOWER[i] = i + 32;
  else ASCII_TO_LOWER[i] = i;
}
var Codepoint = class {
  static CODES = Object.freeze({
    "\x07": 7,
    "\b": 8,
    "	": 9,
    "\n": 10,
    "\v": 11,
    "\f": 12,
    "\r": 13,
    " ": 32,
    '"': 34,
    $: 36,
    "&": 38,
    "'": 39,
    "(": 40,
    ")": 41,
    "*": 42,
    "+": 43,
    "-": 45,
    ".": 46,
    0: 48,
    1: 49,
    2: 50,
    3: 51,
    4: 52,
    5: 53,
    6: 54,
    7: 55,
    8: 56,
    9: 57,
    ":": 58,
    "<": 60,
    ">": 62,
    "?": 63,
    A: 65,
    B: 66,
    C: 67,
    F: 70,
    P: 80,
    Q: 81,
    U: 85,
    Z: 90,
    "[": 91,
    "\\": 92,
    "]": 93,
    "^": 94,
    _: 95,
    "`": 96,
    a: 97,
    b: 98,
    f: 102,
    i: 105,
    m: 109,
    n: 110,
    r: 114,
    s: 115,
    t: 116,
    v: 118,
    x: 120,
    z: 122,
    "{": 123,
    "|": 124,
    "}": 125
  });
  static toUpperCase(codepoint) {
    if (codepoint < ASCII_SIZE) return ASCII_TO_UPPER[codepoint];
    const s = String.fromCodePoint(codepoint).toUpperCase();
    const expectedLen = s.codePointAt(0) > MAX_BMP ? 2 : 1;
    if (s.length > expectedLen) return codepoint;
    const sOrigin = String.fromCodePoint(s.codePointAt(0)).toLowerCase();
    const originExpectedLen = sOrigin.codePointAt(0) > MAX_BMP ? 2 : 1;
    if (sOrigin.length > originExpectedLen || sOrigin.codePointAt(0) !== codepoint) return codepoint;
    return s.codePointAt(0);
  }
  static toLowerCase(codepoint) {
    if (codepoint < ASCII_SIZE) return ASCII_TO_LOWER[codepoint];
    const s = String.fromCodePoint(codepoint).toLowerCase();
    const expectedLen = s.codePointAt(0) > MAX_BMP ? 2 : 1;
    if (s.length > expectedLen) return codepoint;
    const sOrigin = String.fromCodePoint(s.codePointAt(0)).toUpperCase();
    const originExpectedLen = sOrigin.codePointAt(0) > MAX_BMP ? 2 : 1;
    if (sOrigin.length > originExpectedLen || sOrigin.codePointAt(0) !== codepoint) return codepoint;
    return s.codePointAt(0);
  }
};
var UnicodeRangeTable = class {
  /**
  * @param {Uint32Array | number[]} data
  * @param {boolean} isStride1
  */
  constructor(data, isStride1 = false) {
    this.data = data;
    this.isStride1 = isStride1;
    this.SIZE = isStride1 ? 2 : 3;
  }
  getLo(index) {
    return this.data[index * this.SIZE];
  }
  getHi(index) {
    return this.data[index * this.SIZE + 1];
  }
  getStride(index) {
    return this.isStride1 ? 1 : this.data[index * this.SIZE + 2];
  }
  get length() {
    return this.data.length / this.SIZE;
  }
};
var B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-";
var B64_MAP = /* @__PURE__ */ new Uint8Array(256);
for (let i = 0; i < 64; i++) B64_MAP[B64.charCodeAt(i)] = i;
var decodeVLQ = (str2) => {
  const res = [];
  let value = 0;
  let shift = 0;
  for (let i = 0; i < str2.length; i++) {
    const digit = B64_MAP[str2.charCodeAt(i)];
    value |= (digit & 31) << shift;
    if ((digit & 32) === 0) {
      res.push(value);
      value = 0;
      shift = 0;
    } else shift += 5;
  }
  return res;
};
var decodeRanges = (str2, isStride1) => {
  const res = decodeVLQ(str2);
  const numRanges = isStride1 ? res.length / 2 : res.length / 3;
  const out = new Uint32Array(numRanges * 3);
  let current = 0;
  let resIdx = 0;
  for (let i = 0; i < numRanges; i++) {
    current += res[resIdx++];
    out[i * 3] = current;
    current += res[resIdx++];
    out[i * 3 + 1] = current;
    out[i * 3 + 2] = isStride1 ? 1 : res[resIdx++];
  }
  return out;
};
var decodeOrbit = (str2) => {
  const res = decodeVLQ(str2);
  const map = /* @__PURE__ */ new Map();
  let currentKey = 0;
  for (let i = 0; i < res.length; i += 2) {
    currentKey += res[i];
    const zz = res[i + 1];
    const delta = zz >>> 1 ^ -(zz & 1);
    map.set(currentKey, currentKey + delta);
  }
  return map;
};
var LazyMap = class {
  constructor(initializer) {
    this.initializer = initializer;
    this.cache = /* @__PURE__ */ new Map();
  }
  has(key2) {
    return Object.hasOwn(this.initializer, key2);
  }
  get(key2) {
    if (this.cache.has(key2)) return this.cache.get(key2);
    const val = this.has(key2) ? this.initializer[key2]() : null;
    this.cache.set(key2, val);
    return val;
  }
};
var UnicodeTables = class {
  static _CASE_ORBIT = null;
  static get CASE_ORBIT() {
    if (!this._CASE_ORBIT) this._CASE_ORBIT = decodeOrbit("rCgCIgCY+rQI4QiCuuBLgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCCgCBgCBgCBgCBgCBgCBgCB+7OB-BB-BB-BB-BB-BBskQB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BC-BB-BB-BB-BB-BB-BB-BByHBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBDCBBBCBBBCBBCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBxHBCBBBCBBBCBBB3SBmMBkNBCBBBCBBB8MBCBBB6MB6MBCBBC+EB0MB2MBCBBB6MB+MBiGBmNBiNBCBBBmKBikzCBmNBqNBkIBsNBCBBBCBBBCBBB0NBCBBB0NDCBBB0NBCBBByNByNBCBBBCBBB2NBCBBDCBBCwDFCBCBDBCBCBDBCBCBDBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBB9EBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCCBCBDBCBBBhGBvDBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBjICCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBH2iVBCBBBlKBwiVB+jVB+jVBCBBBlMBqEBuEBCBBBCBBBCBBBCBBBCBBB+hVB4hVB8hVBjNB7MC5MB5MCzMC1MB+0yCE5MB20yCC9MBu2yCBwyyCBo0yCChNBlNBo0yCBu-UBi0yCDlNC6-UBpNDrNIu+UDzNCm0yCBzNE0yyCBzNBpEBxNBxNBtEG1NLqxyCBkxyCnFoFrBCBBBCBBDCBBEkIBkIBkICoHHsCCqCBqCBqCCgEC+DB+DBmkOBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCC+BBgCBgCBgCBgCBgCBgCBgCBgCBrCBpCBpCBpCBmjOB-BB8BB-BB-BBgEB-BB-BByBBqgOBsDB-BBtwBB-BB-BB-BBsBBgDBCB-BB-BB-BBeB-BB-BB61OB-BB-BB-DB9DB9DBQB7DBmCE9CBrDBPBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBrFB-EBOBnHB3FB-FCCBBBNBCBBCjIBjIBjIBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB8kMB-BB6kMB-BB-BB-BB-BB-BB-BB-BB-BB-BBokMB-BB-BBkkMBkkMB-BB-BB-BB-BB-BB-BB-BB4jMB-BB-BB-BB-BB-BB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EBCBBBCBoiMBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBJCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBeBCBBBCBBBCBBBCBBBCBBBCBBBCBBBdBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDL-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-C64CgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOCgmOGgmODg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FDg8FBg8FBg8FhVg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBQBQBQBQBQBQDPBPBPBPBPBPjkC7mMB5mMBnmMBjmMBCBlmMB3lMBpiMBk8kCBCBBG-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FD-7FB-7FB-7F6FoglCEsuHRwjlCyDCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCB0DBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBG1DD97OCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQDPBPBPBPBPBPDQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQDPBPBPBPBPBPEQCQCQCQCPCPCPCPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPB0EB0EBsFBsFBsFBsFBoGBoGBgIBgIBgHBgHB8HB8HDQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQCSFPBPBzEBzEBRCxnOFSFrFBrFBrFBrFBREQBQClkOFPBPBnGBnGFQBQCljOCODPBPB-GB-GBNHSF-HB-HB7HB7HBRqJ53OE9tQBrmQH4Bc3BSgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBfBfBfBfBfBfBfBfBfBfBfBfBfBfBfBfECBByZ0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzB34BgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CBCBBBt-UBruHBt+UB1iVBviVBCBBBCBBBCBBB3hVB5-UB9hVB7hVCCBBCCBBI9jVB9jVBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBICBBBCBBECBBN-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOC-lOG-lOzoeCBBBCBBBCBBBCBBBCBBBCBl8kCBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBTCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBnECBBBCBBBCBBBCBBBCBBBCBBBCBBDCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBKCBBBCBBBnglCBCBBBCBBBCBBBCBBBCBBECBBBvyyCDCBBBCBBBgDCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBn0yCB90yCB10yCBh0yCBn0yCCjxyCBzyyCBpxyCBg6BBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBB-CBl0yCBvjlCBCBBBCBBBt2yCBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBhkzCZCBB9a-5Bd-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCm6TCBB7gBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCH-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BmlBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvChDwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCFvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvC1DuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCCuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCCuCBuCBuCBuCBuCBuCBuCCuCBuCCtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCCtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCCtCBtCBtCBtCBtCBtCBtCCtCBtCk2BgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEO-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-D+CgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCL-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-B74CgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BhrVgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BhB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BD1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BtxekCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjC");
    return this._CASE_ORBIT;
  }
  static _Print = null;
  static get Print() {
    if (!this._Print) this._Print = new UnicodeRangeTable(decodeRanges("hB9CBjBLBCpWBDFBFGBCCCBSBCsMBClBBDxBBDCBC2BBJaBFFBSVBC-FBCvBBD6BBDkDBP6BBDwBBDOBCbBDCCBJBGfBIqCBCgFBCHBDBBDVBCGBCEEBCBDIBDBBDDBJFFBCCBDBDYBDCBCFBFBBDVBCGBCBBCBBCBBDCCBDBFBBDCBEIIBCBCIIBPBLCBCIBCCBCVBCGBCBBCEBDJBCCBCCBDQQBCBDLBIGBCCBCHBDBBDVBCGBCBBCEBDIBDBBDCBICBFBBCEBDRBLBBCFBECBCDBEBBCCCBEEBEEBBBELBFEBECBCDBDHHPUBGMBCCBCWBCPBDIBCCBCDBIBBCCBCBBDDBDJBIVBCCBCWBCJBCEBDIBCCBCDBIBBGCBCDBDJBCCBNMBCCBCyBBCCBCFBFPBDZBCCBCRBEXBCIBCDDBFBEFFBEBCCCBGBHJBDCBN5BBFcBmBBBCCCBDBCXBCCCBVBDEBCCCBFBCJBDDBhBnCBCjBBFmBBCjBBCOBCMBmBlGBCGGD4LBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBDfBEZBH1CBDFBD-TBCbBE4CBIVBKXBKTBNMBCCBCBBN9CBDJBHJBHNBCKBH4CBIqBBGlCBLeBCLBFLBFEEBoBBDEBMrBBFZBHKBE9BBDgCBCcBDKBHJBHNBDtBBDLBVsCBClFBJ7BBEOBE9BBGqBBDKBJqBBG1QBDFBDlBBDFBDHBCGCBdBD0BBCOBCNBDFBCSBDCBCIBSXBJuBBSBBDaBCMBEhBBPgBBQrEBF5UBXKBWz4BBD9LBGsBBCGGD3BBIBBPXBKGBCGBCGBCGBCGBCGBCGBCGBC9DBjBZBC4CBN1GBbPBC+BBC1CBDmDBGqBBC9CBC1CBKvBBCszcBE2BBK7KBV3FBJ8GBV7BBEJBH3BBJlCBJLBHzDBMdBEtCBCKBFgBBC2BBKNBDJBDmDBZbBLFBDFBDFBKGBCGBC7BBF9DBDJBHj9KBNWBFwBBloItLBDpDBnBGBNEBGZBCEBCCCBCCBCCBoUBhBpBBHyBBCSBCDBFEBCmEBF9FBEFBDFBDFBDCBEGBCGBOBBDLBCZBCSBCBBCOBDNBjB6DBGCBFsBBE3CBCMBEwBwBBsBBjEcBEwBBQbBFjBBKdBGqBBGdBCkBBFNBrB9EBDJBHjBBFjBBFnBBJzBBMLBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBCnCBJIBxBSBCBBGgBBEaBGaBnB3BBFTBDxBBCBBGHBCCBCcBDCBFJBIIBI-BBhBmBBFLBK1BBEcBDaBGZBIDBNGBxCoCB4ByBBOyBBItBBJJBHlBBEcBJBBxGeBCpBBCCBDBBRFBJIBiBtBBJpBBXZBnBbBVWBKtCBFjBBK9BBCEBOYBIJBH0BBCRBJmBBK-CBCTBMRBCuBB-BGBCCCBCBCOBCKBH6BBGJBHDBCHBDBBDVBCGBCBBCEBCJBDBBDCBDHHGGBDGBEEBMJBCDDClBBCJBCDDCDBCJBCBBJBBe7CBCEBfnCBJJBnF1BBDlBBjBkCBMJBHMBU5BBHJBHTBdaBDOBFWB6F7BBlDyCBNHBDDDBGBCBBCdBCBBDLBKJBnCHBDtBBDKBcnCBJyCBOoCBIJB3CHB5ChBBPJBHIBCsBBCNBLcBEfBDVBCNBqCGBCBBCrBBECCBCCBHBJJBHFBCBBCkBBCBBCFBIJBHrBBFJB3HYBIQBCoBBEcB2CQQBwBBO6cBnDuDBCEBMjGBtyCiDBOvhBBRVBL68DBGmSB61G5BBn2B4RBIeBCJBFwCBCJBHdBDFBLlCBLJBCGBCUBGSBxN5BBnG6CBGYBDYBtBqCBF4BBIQBhCEBMGBK1mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBDDBh7D8HBEzNBHWBQQBQtBBDWBKzDB9B1HBLmBBDpCBJvDBWlCB7DTBNTBN2CBKYBoE0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBD9VBQEBCOBxiBeBHFB2GGBCQBDGBCBBCEBG9BBiBxDxDBrBBENBDJBFBBhKeBS5BBGxOxOBoBB3GqBBFhGhGBdBCVBJBBhHGBCDBCBBCOBCkGBDPBqBrCBFJBFBByYjCBtC8BBjGDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBBvIrBBFjDBNOBDOBCOBCkBBLtFB5BcBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBCmDBmgB-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIBnkzVvHB", false));
    return this._Print;
  }
  static CATEGORIES = new LazyMap({
    C: () => new UnicodeRangeTable(decodeRanges("AfBgDgBBOrWrWBHHBCBICCVuMuMnBBBzBBBE4B4BBGBcDBHQBXhGhGxBBB8BBBmDNB8BBByBBBQddBCCMEBhBGBsCiFiFJBBDBBXIICCBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBPMMBEB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKMMBDBbEByBPBDBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBjoIBvLBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCB-FCBHBBHBBHBBECBIIIBLBDBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIB-BGGBLBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMBxhBPBXJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBF-6DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBrCHBxDUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIlkzVBxHvw-FB", false)),
    Cc: () => new UnicodeRangeTable(decodeRanges("AfgDgB", true)),
    Cf: () => new UnicodeRangeTable(decodeRanges("tFzqBzqBBEBXhGhGyBhMhMBxCxCs5D9-B9-BBDBbEByBEBCJBw03B6H6HBBBimEQQj7IPBhjiBDBwmFHBn0rYffB+CB", false)),
    Cn: () => new UnicodeRangeTable(decodeRanges("4bBBHDBICCVuMuMnBBBzBBBE4B4BBGBcDBHKBvI9B9BBmDmDBMB8BBByBBBQddBCCMEBjBEBuHJJBDDBXXICCBBBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBbFB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKmDmDNBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBDBvzIBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCC-FCBHBBHBBHBBECBIIIBIBGBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIBlCJBCBBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMB3iBJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBJ76DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBjGUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIm8yVBCdBhD-DBxHvw-BB---BBB---BBB", false)),
    Co: () => new UnicodeRangeTable(decodeRanges("gg4B-nGh4hc9--BD9--B", true)),
    Cs: () => new UnicodeRangeTable(decodeRanges("gg2B--B", true)),
    L: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBLLFGGBVBCeBCpOBFLBPEBICCiEEBCBBDDBCHHCCBCCCBSBCyCBCqEBJlFBClBBDHHBnBBoCaBFDBuBqBBkBBBCiDBCQQBIIBLLBBBDRRCdBe4CBMZZBfBKBBFGGBUBFKKEYYBXBIKBGXBCGBRpBB7B1BBETTIJBQPBFHBDBBDVBCGBCEEBCBERROBBCCBPBBLJJBEBFBBDVBCGBCBBCBBCBBgBDBCUUBBBRIBCCBCVBCGBCBBCEBETTQBBYMMBGBDBBDVBCGBCBBCEBEffBCCBBBQSSCFBECBCDBEBBCCCBEEBEEBBBELBX1B1BBGBCCBCWBCPBEbbBBBCBBDBBfFFBGBCCBCWBCJBCEBEffBBBCBBQBBSIBCCBCoBBDRRGCBJCBZFBGRBEXBCIBCDDBFB7BvBBCBBNGB7BBBCCCBDBCXBCCCBIBCBBKDDBDBCWWBCBhBgCgCBGBCjBBcEB0DqBBVRRBEBFDBEEEBIIBBBFMBNSSBkBBCGGDqBBCsKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPBR1CBDFBErTBDQBCZBGqCBHHBIRBOSBPRBPMBCCBQzBBkBFFkC4CBIEBDhBBCGGBkCBLeByBdBDEBMrBBFZB3BWBK0BBzC+C+CBtBBSHB3BdBOBBLrBBbjBBqBCBLjBBDKBGqBBDCBqBDBCFBCBBEGGB+FBhC1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGB1DOORMBmDFFDJBCEEBDBHGCBCBCKBDDBGEBF1B1BB8zC8zCBjHBHDBEBBNlBBCGGD3BBIRRBVBKGBCGBCGBCGBCGBCGBCGBCGBxC2O2OBrBrBBDBGBBF1CBHCBC5CBCDBGqBBC9CBSfBxBPBhQ-tGBhCs0VBkCtBBDsIBEPBLBBVuBBReBDlCByBIBDmDBDxCBVQBCCBCDBCWBezBBPxBB-BFBECCBMMBaBLWBacBIuBBdRRBDBCJBLEBCoBBYCBCHBVWBEEEBwBBCEEBDDBDBDCCZCBDKBICBNFBDFBDFBKGBCGBCqBBCNBHyDBej9KBNWBFwBBloItLBDpDBnBGBNEBGCCBIBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBlBZBHZBM4CBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmMcBEwBBwBfBOTBCHBHlBBLdBDjBBFHBxB9EBTjBBFjBBFnBBJzBBNKBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCQQBCBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4ByBBOyBBOjBBnBbBKWB7HpBBHBBRFB5BcBLJJBUBrBRBvBUBcWBN0BB6BBBDOOBrBBhBYBbjBBeDDJiBBENNBuBBPDBWCCkBRBCYBUBBgCGBCCCBCBCOBCJBIuBBnBHBDBBDVBCGBCBBCEBETTNEBfJBCDDClBBCaaCtBtBBzBBTDBVCBfvBBVBBC5F5FBtBBqBDBlBvBBV8B8BBpBBOoCoCBZBmBGB6FrBB1D-BBgBHBDDDBGBCBBCXBQCC-CHBDmBBRCCdLLBmBBIWWMtBBUTTBnCBoGgBBgBIBCkBBSyByBBcBxDGBCBBClBBWaaBEBCBBCfBPYYBqBBlISBQCCBLBChBB9DwCwCB4cBnHjGBtyCgDBQvhBBSFBa68DBGmSB61GdBj3B4RBIeBSuCBSdBTvBBRDBgBUBGSBxNsBB0G-BBhBYBDYBtBqCBGjCjCBLBhCBBCPPBNNB0mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBn7F0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BeBHFBmI9BBzEsBBLGBRiKiKBcBTrBBlPbBlHdBDwGwGBdBCCBCBBCGBDEBKBBhHGBCDBCBBCOBCkGB8BjCBI1lB1lBBCBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQBlqE-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
    LC: () => new UnicodeRangeTable(decodeRanges("hCZBHZB7BLLBVBCeBCiGBCDBFvGBDZBhGDBDBBECBCHHCCBCCCBSBCyCBCqEBJlFBClBBKoBB44ClBBCGGDqBBDCBhV1CBDFBjkCKBGqBBDCBhCrBBgCMBChBBmD1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGBmIFFDJBCEEBDBHGCBCBCFBFDDBCBGEBF1B1BB8zC8zCB6DBDmDBHDBEBBNlBBCGGzoetBBTbBnEtCBCWBEDBCsCBZBBE2Z2ZBpBBGIBIvCBh6TGBNEBqgBZBHZBmlBvCBhDjBBFjBB1DKBCOBCGBCBBCKBCOBCGBCBBk2ByBBOyBB+CVBLVB74C-BBhrV-BBhBYBDYBtpZ0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BJBCTBHFB2uCjCB", false)),
    Ll: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBC2BCBQCBuBCDECBBBDCCDEEBFFDEEBBBDDDCCCDCCBCCDEECDDBDDBBBHGDCOCBSCBDDCEEC4BCBFBDDDBCCFICBjCBDZBiGCCEEEBBBTccBhBBCBBECBCWCBDBCGDB0B0BBuBBCgBCK0BCDMCBgDCxBoBBo6CqBBDCB5XFBjkCIBC2D2DBqBBgCMBChBBnD0ECBHBCgDCBHBJFBLHBJHBJFBLHBJHBJNBDHBJHBJHBJEBCBBHEEBBBCBBJDBDBBJHBLCBCBBzIEEBEEcKFDBBJDBF2B2Bs1CvBBCEEBGCFCCBCCBEBGiDCBIICFFNlBBCGG0oesBCUaCoEMCBBBC+BCBGBCCCDICFCCDCCBBBCSCGGGCMCFCCDOCbEE2ZqBBGIBIvCBh6TGBNEBqhBZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBnqZZBbGBCRBbZBbDBCCCBFBCKBbZBbZBbZBbZBbZBbZBbZBbZBbbBdYBCFBbYBCFBbYBCFBbYBCFBbYBCFBC15B15BBIBCTBHFB4vChBB", false)),
    Lm: () => new UnicodeRangeTable(decodeRanges("wVRBFLBPEBICCmEGG-OnHnHlFBBuIBBFgBgBKEEhFoFoF1mBgEgE2R72B72BsDkTkTxOFBvF+BBOjBjBBjBByVOORMBg-CBByHgGgG2OsBsBBDBGiDiDB+C+CBBB34bjnBjnBBEBvIzDzDdBB6DIBxCYYpDDBEBB2OXXqEtDtDWBBoDDBKngVngVuBBBh-BFBCpBBCIB0sBhBhB2K04D04DnrTDB9PCBpBBBnRMBhCBBCPPB9-P9-PBCBCGBCBByhM9BBqGGBud0Q0QsSAB", false)),
    Lo: () => new UnicodeRangeTable(decodeRanges("qFQQhIFFBCBxGBB7ZaBFDBuBfBCJBkBBBCiDBCZZBLLBBBDRRCdBe4CBMZZBfBWVBrBYBIKBGXBCGBRoBB8B1BBETTIJBROBFHBDBBDVBCGBCEEBCBERROBBCCBPBBLJJBEBFBBDVBCGBCBBCBBCBBgBDBCUUBBBRIBCCBCVBCGBCBBCEBETTQBBYMMBGBDBBDVBCGBCBBCEBEffBCCBBBQSSCFBECBCDBEBBCCCBEEBEEBBBELBX1B1BBGBCCBCWBCPBEbbBBBCBBDBBfFFBGBCCBCWBCJBCEBEffBBBCBBQBBSIBCCBCoBBDRRGCBJCBZFBGRBEXBCIBCDDBFB7BvBBCBBNFB8BBBCCCBDBCXBCCCBIBCBBKDDBDBYDBhBgCgCBGBCjBBcEB0DqBBVRRBEBFDBEEEBIIBBBFMBNyDyDBnKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPByDrTBDQBCZBGqCBHHBIRBOSBPRBPMBCCBQzBBpBkCkCBhBBC0BBIEBDhBBCGGBkCBLeByBdBDEBMrBBFZB3BWBK0BBxFuBBSHB3BdBOBBLrBBbjBBqBCBLdByDDBCFBCBBE7hB7hBBCB4-C3BBZWBKGBCGBCGBCGBCGBCGBCGBCGBoR2B2BF1CBJCCB4CBFGGBpBBC9CBSfBxBPBhQ-tGBhC0wUBC2jBBkCnBBJrIBFPBLBBjCyByBBkCBqFoDoDEGBCCBCDBCWBezBBPxBB-BFBECCBMMBaBLWBacBIuBBuBEBDIBLEBCoBBYCBCHBVPBCFBEEEBwBBCEEBDDBDBDCCZBBEKBIPPBEBDFBDFBKGBCGByEiBBej9KBNWBFwBBloItLBDpDBkCCCBIBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBqDJBCsBBDeBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmMcBEwBBwBfBOTBCHBHlBBLdBDjBBFHBhEtCBjDnBBJzBB9CzBBN2JBKVBLHB5EFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCQQBCBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4FjBBnBDBCxJxJBoBBHBBRCBCBB5BcBLJJBUBrBRBvBUBcWBN0BB6BBBDOOBrBBhBYBbjBBeDDJiBBENNBuBBPDBWCCkBRBCYBUBBgCGBCCCBCBCOBCJBIuBBnBHBDBBDVBCGBCBBCEBETTNEBfJBCDDClBBCaaCtBtBBzBBTDBVCBfvBBVBBC5F5FBtBBqBDBlBvBBV8B8BBpBBOoCoCBZBmBGB6FrBB0GHBDDDBGBCBBCXBQCC-CHBDmBBRCCdLLBmBBIWWMtBBUTTBnCBoGgBBgBIBCkBBSyByBBcBxDGBCBBClBBWaaBEBCBBCfBPYYBnBBCBBlISBQCCBLBChBB9DwCwCB4cBnHjGBtyCgDBQvhBBSFBa68DBGmSB61GdBj3B4RBIeBSuCBSdBTvBB0BUBGSB0NnBB2MqCBGwFwFB0mHBqBfBiDyDBuwIiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBxzI2P2PBrBBiBiKiKBcBTrBBlPaBmHdBDwGwGBdBCCBCBBCGBDEBKiHiHBFBCDBCBBCOBCkGB8pBDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQBlqE-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
    Lt: () => new UnicodeRangeTable(decodeRanges("lOGDnB2sH2sHBGBJHBJHBNQQwBAB", false)),
    Lu: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiB2BCDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIJDCMCDQCDDDCCBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBDDBBBEWCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBpCDBNDBNDBNEBMDBnIFFECBDCBDEEBDBHGCBCBDDBLBBG+B+B9zCvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoqZZBbZBbZBbCCBGDBDDBCBCHBbZBbBBCDBDHBCGBcBBCDBCEBCEEBFBcZBbZBbZBbZBbZBbZBfYBiBYBiBYBiBYBiBYBiB2pE2pEBgBB", false)),
    M: () => new UnicodeRangeTable(decodeRanges("gYvDB0IGBoIsBBCCCBCCBCCpCKBxBUBRmDmDBFBDFBDBBCDBkBffBZB8CKB7BIBKZZBCBCIBCCBCEBsBCB8BIBrBXBCgBB3BCBCRBCGBLBBeCB5BCCBFBDBBDCBKLLBbbDCB5BCCBDBFBBDCBEffBEEMCB5BCCBGBCCBCCBVBBXFBCCB5BCCBFBDBBDCBICBLBBf8B8BBDBECBCDBKpBpBBDB4BCCBFBCCBCDBIBBMBBeCB5BCCBFBCCBCDBIBBMBBQNNBCB4BBBCGBCCBCDBKLLBeeBBBnCFFBEBCCCBGBTBB+BDDBFBNHBjDDDBHBMGBqCBBcECFBByBTBCBBGKBCjBBKlDlDBSBYDBFCBCCBDGBEDBOLBCLLBCBgWCBzdDBdCBeBBfBBhCfBKuBuBBBBC2D2DBjBjB3DLBFLB8GEB6BJBCcBDxBxBBsBBDLBVEBwBQBnBIBNCBfMB5BNBxBTB5ECBCUBFHHDCBnG-BBxWgBB--CCBuEhDhDBeBrRFBqDBB1udDBCJBhBBBxCBBxIEEFYYBDBF0C0CBzBzBBQBbRBOnBnBBGBaMBtBDBwBNBlBkCkCBMBNJJBuBuBBBBzBCCBBBDBBGBBCqBqBBDBGBBtHHBCBBx5TiXiXBOBRPBuejHjH2EEBn0BCBCBBGDBpBCBFmFmFB+R+RBCBiCEB+JBBuCFBnCKByBDB7DCB2BOBqBDDBLLBCBuBKBI+B+BBBBlBNBRBBtBNNBBBxBNBJDBCBB9CLBHDD+ELBWDB4BBBCGBDBBDCBKLLBDDBFBEEBkCIBCDDCDBCEBCPPBzCzCBQBYyCyCBSBsHGBDIBcBBzCQBrDMBmDOBhIOB2HFBCBBDDBCCCBuEuEBFBDGBEddBIBpBGBCDBJKKBJBvBPBnGHBoGHBCHBzCVBCNB7DFBECCBCCBFBCjCjCBDBCBBCEB8KDBKBBCxBxBBFBEEBYmnFmnFHOBpmLRBhuCEB8BGB5gBCCB1BBIDByCMMBslTslTBizEizEBsBBDWB-QEBEFBJHBDGBfDB1ECB89B2BBFxBBJPPXEBCOBxqBGBCQBDGBCBBCEBlDhFhFBFB4L+B+BBCB9PDB-HBB0HDDIBBG7O7OBFBuDGB29lYvHB", false)),
    Mc: () => new UnicodeRangeTable(decodeRanges("joC4B4BDCBJDBCBBzBBB7BCBHBBDBBLsBsB7BCBjC7B7BBBBJCCB2B2BB7B7BCHHBDDBLLnDBBCBBECBCCBLqBqBBBB+BDB+BBB7BCCBDBDBBCBBKBBdPPB7B7BBBBGCBCCBLrBrBBsCsCBBBHHBTBBrKBBgCsFsFBFFHDDBaaBLLBBBDGBWBBDFBDLLBBB5zBffiEIIBGBCBB7KDBDCBFBBCFBhHBB7BCCKCCBJJBEByExBxBGCCBDBCBB+BffFBBD9B9BDCBCEEBxBxBBGBJBBsFWW35EBB0-dBBD5C5CBzBzBBOBvEBBwBxBxBBFFBDDBBBvDBBDBBZuBuBCuDuDDBBGuHuHBCCBCCBCC0gZCCgEuBuBBBBFBB0DZZB8B8BxBCBKBBO+C+CBBBEBBCrFrFBBBgBBB7BBBCDBDBBDCBKLLB1C1CBBBIDDCDBCBBCmDmDBBBJBBErDrDBBBHCCBCBDuHuHBBBHDBDyDyDBBBJBBCuDuDCBBHoDoDCBBFmImIBBBK4H4HBEBCBBFDDCvEvEBBBJDBF1C1CeBB-BqGqGECCoGPPrDIID2G2GBDBFBBC-K-KBNNxBBBJBBCpvQpvQBBBlxD2BBpDBB0rYBBHFB", false)),
    Me: () => new UnicodeRangeTable(decodeRanges("okBBB1xF-wB-wBBCBCCBsshBCB", false)),
    Mn: () => new UnicodeRangeTable(decodeRanges("gYvDB0IEBqIsBBCCCBCCBCCpCKBxBUBRmDmDBFBDFBDBBCDBkBffBZB8CKB7BIBKZZBCBCIBCCBCEBsBCB8BIBrBXBCfB4BCCFHBFEEBFBLBBe7B7BFDBJVVBbbDBB6BFFBFFBDDBBBEffBEEMBB6BFFBDBCBBFVVBXXBEBC7B7BDCCBCBJIIBMMBff+BNNzBEE4BCCBBBGCBCDBIBBMBBe7B7BDHHGBBVBBdBB6BBBFDBJVVBeepCIIBBBC7C7CDGBNHBjDDDBHBMGBqCBBcEC4BNBCEBCBBGKBCjBBKnDnDBCBCFBCBBDBBaBBFCBRDBODDBHHQgWgWBBBzdCBeBBfBBfBBhCBBCGBJDDBJBKuBuBBBBC2D2DBjBjB3DCBFBBKHHBBB8GBBD7B7BCGBCCCDHBHJBDxBxBBMBCeBDLBVDBxBCCBDBCGGpBIBNBBhBDBDBBCCB5BCCBEECCB7BHBDBB5ECBCMBCGBFHHEBBnG-BBxWMBFEEBKB--CCBuEhDhDBeBrRDBsDBB1udFFBIBhBBBxCBBxIEEFaaBGG4EBBbRBOnBnBBGBaKBvBCBxBDDBCBDBBoBkCkCBEBDBBDBBNJJwB0B0BCCBDBBGBBCrBrBBJJvHDDFx5Tx5TiXPBRPBuejHjH2EEBn0BCBCBBGDBpBCBFmFmFB+R+RBCBiCEB+JBBuCFBnCKByBDB8D3B3BBNBqBDDBLLBBByBDBDBBI+B+BBBBlBEBCHB-BNNB1B1BBHBLDBDgDgDBBBDCCBHHD+E+EEHBWBB6BBBEmBmBBFBEEBnCFBOECPBB2CHBDCBCYY1CFBCFFBCCBvHvHBCBHBBCBBcBB2CHBDCCBrDrDCDDBEBCmDmDCDDBCBCEBkIIBCBBhIBBCFFxEDBDBBFhBhBBIBpBFBDDBJKKBEBDCBvBMBCBBnGCCBBBCqGqGBFBCFBCzCzCBUBDGBCBBCBB7DFBECCBCCBFBCpCpCBEEC8K8KBMMB1B1BBDBGCCYmnFmnFHOBpmLLBECBhuCEB8BGB5gBgCgCBCByC5lT5lTBizEizEBsBBDWBhRCBSHBDGBfDB1ECB89B2BBFxBBJPPXEBCOBxqBGBCQBDGBCBBCEBlDhFhFBFB4L+B+BBCB9PDB-HBB0HDDIBBG7O7OBFBuDGB29lYvHB", false)),
    N: () => new UnicodeRangeTable(decodeRanges("wBJB5DBBGDDBBBitBJBnEJBnGJB9MJB3DJBFFBtDJB3DJB3DJBDFBvDMB0DJBJGBoDJBpDGBISBuDJBhDJB3DJBnCTBtIJBnCJBwWTBybCBwHJBHJBXJBtJJBhEKBmFJBHJB3FJB3CJBnEJBHJB3gBEEBEBHJBnGyBBDEB3W7BBvCVB3TdBqrBqYqYaIBPCB4KDBrEJBfHBCOBhBJBoBOBh7cJB9FJBhKFB7EJBnBJBnGJBXJB3CJB3MJB34UJBuPsBBN4BBSBB2KaBlBDBeJJnEEBrGJBvdHBaGBoBIBsCEBXFBhFBBDPBDtBBhCIB1BBBfCBsCEBpDHBZHBqBGBrKFBxBJBHJB3IeB-EJBrBDBxDGBnEdBhEJB9BJBxEJBITB8HJB3KJB3DJB3LJBnDJBHTBtCLBlNSB+CJB3UJB3CcBkHJBnCJB3BJBnLJBnDUBshBuDBimPJBnpCJB3CJBnEJBCGBvQJBnIWB+KCB6nXJBnuBTBNTBtDYB2iBxBBhqCJBnNJB3PJB4HJBtWIBhEJB4Y6BBCCBCDBtCsBBCOBjeMBk3CJB", false)),
    Nd: () => new UnicodeRangeTable(decodeRanges("wBJnxBJnEJnGJ9MJ3DJ3DJ3DJ3DJ3DJ3DJ3DJ3DJ3DJhDJ3DJnCJ3IJnCJn6BJnBJtJJhEJnFJHJ3FJ3CJnEJHJnuiBJnVJnBJnGJXJ3CJ3MJ34UJnsBJnkCJHJ9YJhEJ9BJxEJ3IJ3KJ3DJ3LJnDJHTtCJnNJnDJ3UJ3CJ3HJnCJ3BJnLJ3uQJnpCJ3CJnEJ3QJ37XJ12CxBhqCJnNJ3PJ4HJ2aJ30EJ", true)),
    Nl: () => new UnicodeRangeTable(decodeRanges("u3FCBwzCiBBDDB-zDaaBHBPCBs1dJBxyW0BBtOJJnEEBrhIuDBm8SCB", false)),
    No: () => new UnicodeRangeTable(decodeRanges("yFBBGDDBBB2pCFB5LFB5DCBmEGB6GGBSIByNJB2hBTB0jBJBhP20B20BEFBHJBnGPBqB3W3WB6BBvCVB3TdBqrB1kB1kBBCBrEJBfHBCOBhBJBoBOBxrdFBymWsBBiCDBSBB2KaBlBDB1pBHBaGBoBIBsCEBXFBhFBBDPBDtBBhCIB1BBBfCBsCEBpDHBZHBqBGBrKFBhLeB-EJBrBDBxDGBnETB8LTBmqBBBvNIBobSB0aUBn8SGB-YWBqhZTBNTBtDYBvqFIBid6BBCCBCDBtCsBBCOBjeMB", false)),
    P: () => new UnicodeRangeTable(decodeRanges("hBCBCFBCDBLBBEBBbCBCccCkBkBGEELBBEEE-VJJzOFBqBBB0BCCDDDtBBBVBBCBBOCCBBBrCDBnDsBsBBMBqHCB3BOBgBmImIBLLtE5D5D6DnMnMNwLwL7CLLBpFpFBNBCmBmBBCBoCrCrCBDBFBBwDFBsFlTlTBHB4EuTuTtBBBvCCBoCBB+ECBCCBmBKB6JBB5GBBhEGBCFBhFBBLGBdCB9DDB8BEB-BBBhCHBM9Z9ZBWBJTBCMBCLBfBBPBB6TDBeBB+hBNBwCBBgBJB0MVBgCDBhBBB8XDBCBBxDwEwEBtBBCfBDLBkNCBFJBDLBRNNjD7C7CjgdBBuICBkDLL0DFB9LDB3CBBpBCBCyByBBwBwBiDMBRBB9DDB-DBBRBB6HzqUzqUBxGxGBIBXiBBCNBCFFCBB2ECBCFBCDBLBBEBBbCBCccCCCBFB7MCB9UxBxB-MoXoXoGgBgBxIIBnBxDxDBFBjCGB6CDByO-J-JjBlElEBDBtBDB+FGBuDBBCDB-DDBxBBBwCDBFOOCCB5CFBsDrJrJBCCBzDzDBDBLBBCpDpD7HWBqDCBdMBtCjEjEBBB9HpIpIBBB8E9C9CBGB0CCBCEB+CJB4GgDgDBDBrBBBmUBBrCMBwFxjBxjBBDB97CBB8zOBBmEiCiCBDBJpRpRBBBoJDBoK9lT9lTovHEB07C-a-aBAB", false)),
    Pc: () => new UnicodeRangeTable(decodeRanges("-Cg-Hg-HBUU-u3BBBZCBwHAB", false)),
    Pd: () => new UnicodeRangeTable(decodeRanges("tB9qB9qB0BiyDiyDmgBqgCqgCBEBiwDDDgBBBFdd-NUUwDxszBxszBBmBmBLqFqFhzD-J-J", false)),
    Pe: () => new UnicodeRangeTable(decodeRanges("pB0B0BgB+1D+1DC-6B-6BqtC4B4BQ7T7TCff-hBMCxChBhBCGC1MUChCCCiBmhBmhBCECtBGCtNICEGCDBB-ozB6G6GeOCESSCCCrF0B0BgBGD", false)),
    Pf: () => new UnicodeRangeTable(decodeRanges("7F+6H+6HEddpuDCCFDDQEE", false)),
    Pi: () => new UnicodeRangeTable(decodeRanges("rFt7Ht7HDBBDaapuDCCFDDQEE", false)),
    Po: () => new UnicodeRangeTable(decodeRanges("hBCBCCBDECBLLBEEBcclCGGPBBI-V-VJzOzOBEBqB3B3BDDDtBBBVBBCBBOCCBBBrCDBnDsBsBBMBqHCB3BOBgBmImIBLLtE5D5D6DnMnMNwLwL7CLLBpFpFBNBCxDxDrCEBFBBwDFBsFlTlTBHBmY9D9DBBBoCBB+ECBCCBmBFBCDB6JBB5GBBhEGBCFBhFBBLGBdCB9DDB8BEB-BBBhCHBMjajaBJJBGBJIBDDBDCBEKBCCCBIB7kDDBCBBxDwEwEBFFBBBDDDBHBCBBCDDBLLBDBCJBDDBCCCBLBDCBtNCB6B+F+FjgdBBuICBkDLL0DFB9LDB3CBBpBCBCyByBBwBwBiDMBRBB9DDB-DBBRBB6HlxUlxUBFBDXXVBBDDBECBCDBICBHCCB2E2EBBBCCBDECBLLBEEBcclBDDB7M7MBBB9UxBxB-MoXoXoGgBgBxIIBnBxDxDBFBjCGB6CDB0ZlElEBDBtBDB+FGBuDBBCDB-DDBxBBBwCDBFOOCCB5CFBsDrJrJBCCBzDzDBDBLBBCpDpD7HWBqDCBdMBtCjEjEBBB9HpIpIBBB8E9C9CBGB0CCBCEB+CJB4GgDgDBDBrBBBmUBBrCMBwFxjBxjBBDB97CBB8zOBBmEiCiCBDBJpRpRBBBoJDBoK9lT9lTovHEB07C-a-aBAB", false)),
    Ps: () => new UnicodeRangeTable(decodeRanges("oBzBzBgB-1D-1DC-6B-6B-rCEEnB4B4BQ7T7TCff-hBMCxChBhBCGC1MUChCCCiBmhBmhBCECaTTCECtNICEGCDipzBipzB4GeeCMCESSCCCrFzBzBgBEEDAB", false)),
    S: () => new UnicodeRangeTable(decodeRanges("kBHHRCBgBCCcCCkBEBCBBDCCBCBDEEfgBgBrODBNNBGGBCCCBPB2DPPBxDxDsErIrIBBB3DCBDDDBvGvGLUUB4H4HIBBpEqLqLBHHB2H2H-DjEjEBGBlEwGwGqBmGmGiGCBQCCBBBDFBVECmEHBCFBCBBGDBmGBBxXJB0WuLuLlL+E+EBgBBiLJBKIBhiBCCBBBMCBOCBOCBOBBmCOOoBCBOCBUhBB-BBBCDBCBBLCCBBBGFBCECFMMBFFBDBGDBC7B7BBFFB2LBFcBD+HBXKByCtCBXnTBtBwBBDeBLyMBX+BBFfBD1LBDpEBmHFBmLBBvBZBC4CBN1GBbPBFOOBNNWBBHBB8CBB0HBBFJBhBlBBKRRBdBMdBJQQBeBLmBBQ-JBhuG-BBx0V2BB6RWBKBBoDBB+EDBLDB+RCBiHPPB+9T+9TpEgBBuLPBhCBB3BHBtBDBjDCCBBBD7E7EHRRBBBgBCCcCCiEGBCGBOBB6JIB6BQBDCBCMBEwBwBBrBB7zBBBwSmWmWBiKiKBGBnjC2kC2kCBbBr6SDBG3qU3qUk7DvHBLCBEzNBHWBQQBgDzDB9B1HBLmBBD7BBGCBXBBIdBF8BBWhCBE7F7FB1CBrbaagBaagBaagBaagBaa9B-PB4BDBzBHBCNBCBBp2BwNwNttCEE+DiOiOBvIvIBqBBFjDBNOBDOBCOBCkBBYgFB5BcBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBC7CBLAB", false)),
    Sc: () => new UnicodeRangeTable(decodeRanges("kB+D+DBCBqnB8D8DzPBBzPBBI2H2HoImSmS8sClmClmCBgBB37hBkuVkuVtD7E7E8GBBEBB3-HDB-4wBxtCxtC", false)),
    Sk: () => new UnicodeRangeTable(decodeRanges("+CCCoCHHFEEqQDBNNBGGBCCCBPB2DPPBjoBjoB15FCCBBBMCBOCBOCBOBB9kEBBkzdWBKBBoDBBxePPBniUniUBPB8bCCjF4g9B4g9BBDB", false)),
    Sm: () => new UnicodeRangeTable(decodeRanges("rBRRBBB+BCCuBFFmBgBgB-XwQwQBBB8xGOOoBCBOCBsEoBoBBDBHlClCBDBGBBFGDIgBgBBDDCgBgBBqIBhBBB7CffBXBpBFB2OKK3BHBwDxKxKBDBDeBLPBhIiEBX+BBFfBDhIBxBUBDFB9+zB5Z5ZCCBlFRRBBB+BCCkEHHBCBitDBBhrwBx+Bx+BagBgBagBgBagBgBagBgBat5Ft5FB-uC-uCBHB", false)),
    So: () => new UnicodeRangeTable(decodeRanges("mFDDFCCyerIrIBgEgEBvGvGLUUB4H4HkQ2L2LjEFBClElEwGqBqBoMCBQCCBBBDFBVECmEHBCFBCBBGDBmGBBxXJB0WzWzW+EhBBiLJBKIBksBBBCDBCBBLCCBHHBEBCECFMMBPPCBBC7B7BBKKBDBDDBCBBCBBCGBCeBDBBCCCBdBtIHBFTBDGBDwCBCdBanBBHnCBXKByCtCBX2FBCIBC1BBJuDBC3HBtBrBBhC-HBhQvBBWBBHmBBDpEBmHFBmLBBvBZBC4CBN1GBbPBFOOBNNWBBHBBxKBBFJBhBlBBKRRBdBMdBJQQBeBLmBBQ-JBhuG-BBx0V2BBibDBLBBC+R+RBBBqqUPBuLPBhCBB3BHBuBCBlPEEFBBOBB6JIB6BQBDCBCMBEwBwBBrBB7zBBBwSpgBpgBBGBnjC2kC2kCBGBFQBr6SDBG3qU3qUk7DvHBLCBEzNBHWBQPBhDzDB9B1HBLmBBD7BBGCBXBBIdBF8BBWhCBE7F7FB1CBqlB-PB4BDBzBHBCNBCBBp2B96C96CiEyWyWBqBBFjDBNOBDOBCOBCkBBYgFB5BcBOrBBFIBIBBPFB7E6HBG4WBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBB-B3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBC7CBLAB", false)),
    Z: () => new UnicodeRangeTable(decodeRanges("gBgEgEgvFgsCgsCBJBeBBGwBwBh9DAB", false)),
    Zl: () => new UnicodeRangeTable(decodeRanges("ohIA", true)),
    Zp: () => new UnicodeRangeTable(decodeRanges("phIA", true)),
    Zs: () => new UnicodeRangeTable(decodeRanges("gBgEgEgvFgsCgsCBJBlBwBwBh9DAB", false)),
    ASCII_Hex_Digit: () => new UnicodeRangeTable(decodeRanges("wBJIFbF", true)),
    Alphabetic: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBLLFGGBVBCeBCpOBFLBPEBICC3CeeBQBCBBDDBCHHCCBCCCBSBCyCBCqEBJlFBClBBDHHBnBBoBNBCCCBCCBCCJaBFDBeKBG3BBCGBPlDBCHBFHBFCBLCBDRRBuBBOkDBZgBBKBBFGGBWBDSBUYBIKBGXBCGBIJJBoBBLLBEGBHrCBCPBCCBFOBOSBCHBDBBDVBCGBCEEBCBEHBDBBDBBCJJFBBCEBNBBLFFBBBCFBFBBDVBCGBCBBCBBCBBFEBFBBDBBFIIBCBCSSBEBMCBCIBCCBCVBCGBCBBCEBEIBCCBCBBEQQBCBWDBFCBCHBDBBDVBCGBCBBCEBEHBDBBDBBKBBFBBCEBORRBCCBEBECBCDBEBBCCCBEEBEEBBBELBFEBECBCCBEHHpBMBCCBCWBCPBEHBCCBCCBJBBCCBCBBDDBdDBCHBCCBCWBCJBCEBEHBCCBCCBJBBGCBCDBOCBNMBCCBCoBBDHBCCBCCBCGGBCBIEBXFBCCBCRBEXBCIBCDDBFBJFBCCCBGBTBBO5BBGGBH0B0BBECBDBCXBCCCBRBCCBDEBCHHPDBhBgCgCBGBCjBBFSBFPBCjBBkC2BBCDDBDBR-BBLDBDlBBCGGDqBBCsKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPBR1CBDFBErTBDQBCZBGqCBEKBITBMUBNTBNMBCCBCBBNzBBDSBPFFkC4CBIqBBGlCBLeBCLBFIBYdBDEBMrBBFZB3BbBF+BBDTBzBYYBMMBBByBzBBCOBCHB0BpBBDDBLrBBCKBP2BBXCBLjBBDKBGqBBDCBqBDBCFBCBBEGGB+FBUhBBM1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGB1DOORMBmDFFDJBCEEBDBHGCBCBCKBDDBGEBFSSBnBBuZzBB34BkHBHDBEBBNlBBCGGD3BBIRRBVBKGBCGBCGBCGBCGBCGBCGBCGBCfBwB2O2OBBBaIBIEBDEBF1CBHCBC5CBCDBGqBBC9CBSfBxBPBhQ-tGBhCs0VBkCtBBDsIBEPBLBBVuBBGHBEwDBoBIBDmDBDxCBVUBCgBBZzBBNjCBCtBtBBEBECCBBBLgBBGiBBOcBEyBBCLBQRRBOBLEBC2BBKNBTWBEkCBCCCZCBDPBDDBMFBDFBDFBKGBCGBCqBBCNBH6DBWj9KBNWBFwBBloItLBDpDBnBGBNEBGLBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBlBZBHZBM4CBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmC0BBsIcBEwBBwBfBOdBGqBBGdBDjBBFHBCEBrB9EBTjBBFjBBFnBBJzBBNKBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCDBCBBGHBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4ByBBOyBBOnBBjBbBEGGBVB7HpBBCBBEBBRFBzBCBEcBLJJBUBrBRBvBUBcWBKlCBsBEBL4BBKOOBXBYyBBSDBJiBBEKKB+BBCDBKBBLCCkBRBChBBDHHBCB-BGBCCCBCBCOBCJBI4BBYDBCHBDBBDVBCGBCBBCEBEHBDBBDBBEHHGGBdJBCDDClBBCJBCDDCDBCBBECCtBhCBCCBCDBVCBfhCBDBBC5F5FB0BBDGBaFBjB+BBCEE8B1BBDoCoCBZBDNBWGB6F4BBoD-BBgBHBDDDBGBCBBCdBCBBDBBDDB+CHBDtBBDFBCCCBccBxBBDJBSnCBGTTBnCBoDHB5CgBBgBIBCsBBCGBCyByBBcBDVBCNBqCGBCBBCrBBECCBCCBBBCDDBZZBEBCBBCkBBCBBCDBCYYBqBBlIWBKQBCoBBECBwDwCwCB4cBnDuDBSjGBtyCgDBQvhBBSFBa68DBGmSB61GuBBy2B4RBIeBSuCBSdBTvBBRDBgBUBGSBxNsBB0G-BBhBYBDYBtBqCBF4BBIQBhCBBCNNBFBK1mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBFi7Fi7FBzCBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BeBHFB2GGBCQBDGBCBBCEBG9BBiBxDxDBrBBLGBRiKiKBcBTrBBlPbBlHdBDwGwGBdBCVBJBBhHGBCDBCBBCOBCkGB8BjCBEEE1lBDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1TZBHZBHZB3zD-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
    Dash: () => new UnicodeRangeTable(decodeRanges("tB9qB9qB0BiyDiyDmgBqgCqgCBEB+BoBoBQnMnMlgDDDgBBBFdd-NUUwDxszBxszBBmBmBLqFqFhzD-J-J", false)),
    Emoji: () => new UnicodeRangeTable(decodeRanges("jBHHGJBwDFFu8HNN5GXX7CFBQBBwLBBNnFnFaKBFCBoGoHoHBLLK7B7BBCBCEBKGDBDDFDDCBBDIEBJJBBBGCCGLBMBBDCCBCCTDDBTTBEBCCCBEEBGGDBBFBBMBBGBBDGGBECBVVBGGBEBCDBDFFDDDBEBCDDCCCHEEHLLBQQDFFCFFBBBCMMBxBxBBBBKeP1LBBwOCBUBB0BFF7mBNN6SCCrrvDrGrGhFBBNBBPDDBIBsCZBCBBYVVDIBWBBvFhBBDvDBDBBCCBDyCBDCBCmIBC+BBMFBCXBIBBDHBNDDBCBDFFBOOBDDJBBKGGBBBNCBJCBDCCFHHEHHB0CBxBlCBGHBDDBEJBECCBEEDJBkHLBF8I8IBtBBCJBC4FBxDMBEKBE4BBCFFBOBDLBFJB", false)),
    Emoji_Component: () => new UnicodeRangeTable(decodeRanges("jBHHGJB0+H2G2Gsp3B3+8B3+8BBYB8PEBxtBDBtzhY-CB", false)),
    Emoji_Modifier: () => new UnicodeRangeTable(decodeRanges("7-8DE", true)),
    Emoji_Modifier_Base: () => new UnicodeRangeTable(decodeRanges("9wJ8G8GRDB4jzD9B9BBBBDDDBBB2DBBDKBWSBEFFBBBCCBICCZqGqGBFFWFFBvFvFBBBEEB0CRRBBBKMMgSDDJHBHKKBIBDCB5B+B+BBCCBCCSCBCMBmHCBrBIB", false)),
    Emoji_Presentation: () => new UnicodeRangeTable(decodeRanges("64IBBuGDBEDDqQBBWBBzBLBsBUUOJJBSSBGGBJJGWWIBBCFFDIIFBBdkBkBCFFBBBC+B+BBBBZPP8aBB0BFFvlxDrGrG-FDDBIBsCZBCZZVDDBDBCCBWBBvFgBBNIBClCBCVBNqBBFEBNQBEEEBlCBCCCB5FBD+BBODBCXBTbbBOO3C0CBxBlCBHEEBBBDDBEDBMBBIIBkHLBF8I8IBtBBCJBC4FBxDMBEKBE4BBCFFBOBDLBFJB", false)),
    Extended_Pictographic: () => new UnicodeRangeTable(decodeRanges("pFFFu8HNN5GXX7CFBQBBwLBBNnFnFaKBFCBoGoHoHBLLK7B7BBCBCEBKGDBDDFDDCBBDIEBJJBBBGCCGLBMBBDCCBCCTDDBTTBEBCCCBEEBGGDBBFBBMBBGBBDGGBECBVVBGGBEBCDBDFFDDDBEBCDDCCCHEEHLLBQQDFFCFFBBBCMMBxBxBBBBKeP1LBBwOCBUBB0BFF7mBNN6SCCrrvDoBoBBCBlDLBQBBQPPBmBmBBIBxDBBNBBPDDBIBU3BBcOBLVVDIBCDBKWBH7FBDvDBDBBCCBDyCBDCBCDBG9HBC+BBMFBCXBIBBDHBNDDBCBDFFBOOBDDJBBKGGBBBNCBJCBDCCFHHEHHB0CBxBlCBGHBDQBECCBEBDMB7GlBBNDB5BHBLFBpBHBfBBNDBDNBKmBBNuBBCJBC4FB5CHBPxEBhI9fB", false)),
    Hex_Digit: () => new UnicodeRangeTable(decodeRanges("wBJIFbFq1-BJIFbF", true)),
    Lowercase: () => new UnicodeRangeTable(decodeRanges("hDZBwBLLFlBlBBWBCHBC2BCBQCBuBCDECBBBDCCDEEBFFDEEBBBDDDCCCDCCBCCDEECDDBDDBBBHGDCOCBSCBDDCEEC4BCBFBDDDBCCFICBjCBDiBBIBBfEBhDsBsBCEEDDBTccBhBBCBBECBCWCBDBCGDB0B0BBuBBCgBCK0BCDMCBgDCxBoBBo6CqBBCDB5XFBjkCIBC2D2DB+FBiC0ECBHBCgDCBHBJFBLHBJHBJFBLHBJHBJNBDHBJHBJHBJEBCBBHEEBBBCBBJDBDBBJHBLCBCBB6DOORMBuDEEBEEcKFDBBJDBFiBiBBOBFsasaBYBn6BvBBCEEBGCFCCBCCBGBEiDCBIICFFNlBBCGG0oesBCUaCBBBmEMCBBBC8BCBIBCCCDICFCCDCCBBBCSCGGGCMCFCCDOCWDBCCCBBB2ZqBBCNBHvCBh6TGBNEBqhBZBumBnBBpEjBB8EKBCOBCGBCBBkODDBBBCpBBCIBmoByBB+DVB75CfBhsVfB8BYBnqZZBbGBCRBbZBbDBCCCBFBCKBbZBbZBbZBbZBbZBbZBbZBbZBbbBdYBCFBbYBCFBbYBCFBbYBCFBbYBCFBC15B15BBIBCTBHFBmI9BB1lChBB", false)),
    Math: () => new UnicodeRangeTable(decodeRanges("rBRRBBBgBeeCuBuBFmBmBgB5W5WBBBDbbBDDBBBwQCBuwGccBBBMEEOPPBCBWEBMEBiCMBFEEBFFBDBTFFDJBCDDBEBHEEBDDBCCBBBCFBENBClClCBWBCFBCBBFBBFfBCHHBPPBqIBJDBVBB7CffBZBCZZMGB+NBBNJBFFBFBBDBBEEBPCCDFBMHBGBB6BCCeDBKCBxK-BBhI-PBxBUBDFB9+zB4Z4ZBEBCjFjFRCBeCCeCCkEHHBCBitDBBhrwBwoBwoBBzCBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBDxBBhwFDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBB-uCIB", false)),
    Quotation_Mark: () => new UnicodeRangeTable(decodeRanges("iBFFkEQQ96HHBaBBowDqOqOBCBOCBixzBDB+FFF7CBB", false)),
    Terminal_Punctuation: () => new UnicodeRangeTable(decodeRanges("hBLLCMMBEE-ZJJiQ6B6BpCPPCCB1FsBsBBJBCsHsHB3B3BBEBCHBgBmImIB1nB1nBBtFtFFFB4JBB2YHBmY9D9DBBBoCBB+ECBEoBoBBCBDBB7JBBjLDBjFBBLBBCCBeCB8FEB-BBBldYYBKKBBBwlDCBzJOOFLLCBBEBBtNBB8ndBBuICBkHEB-LBB3CBBgD4E4EBBB0ECBgERRB6H6HnxUDDB6B6BBBBCDBqFLLCMMBEEiCDD7hBxBxBnkBoGoG3JBB5EFBlCFB6CDB5dEBtBDB+FGBxDDBgECBiEBBHRRB5C5CBDBtDrJrJB2D2DBBBNBBnLDBEOBqDBB6HCBmQCC8HBB4CBBFBB-MCBuBmUmUBrCrCBspBspBBDB6vRBBmEiCiCBBBLqRqRBoJoJBnwTnwTovHDB", false)),
    Uppercase: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiB2BCDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIJDCMCDQCDDDCCBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBDDBBBEWCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBpCDBNDBNDBNEBMDBnIFFECBDCBDEEBDBHGCBCBDDBLBBGbbBOBUzZzZBYBx5BvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoqZZBbZBbZBbCCBGDBDDBCBCHBbZBbBBCDBDHBCGBcBBCDBCEBCEEBFBcZBbZBbZBbZBbZBbZBfYBiBYBiBYBiBYBiBYBiB2pE2pEBgBBvgCZBHZBHZB", false)),
    White_Space: () => new UnicodeRangeTable(decodeRanges("JEBTlDlDbgvFgvFgsCKBeBBGwBwBh9DAB", false))
  });
  static SCRIPTS = new LazyMap({
    Adlam: () => new UnicodeRangeTable(decodeRanges("go6DrCFJFB", true)),
    Ahom: () => new UnicodeRangeTable(decodeRanges("g4lCaDOFW", true)),
    Anatolian_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("ggxCmS", true)),
    Arabic: () => new UnicodeRangeTable(decodeRanges("gwBEBCFBCNBCCBCfBCJBMZBCrDBChBBxCvBBxHhBBGqCBCcBxy8BtPBDvEBhBPBxDEBCmEBk7DeBkCFBJIBiBFBh43BDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBB", false)),
    Armenian: () => new UnicodeRangeTable(decodeRanges("xpBlBDxBDCks9BE", true)),
    Avestan: () => new UnicodeRangeTable(decodeRanges("g4iC1BEG", true)),
    Balinese: () => new UnicodeRangeTable(decodeRanges("g4GsCCxB", true)),
    Bamum: () => new UnicodeRangeTable(decodeRanges("g1pB3CpowB4R", true)),
    Bassa_Vah: () => new UnicodeRangeTable(decodeRanges("w26CdDF", true)),
    Batak: () => new UnicodeRangeTable(decodeRanges("g+GzBJD", true)),
    Bengali: () => new UnicodeRangeTable(decodeRanges("gsCDBCHBDBBDVBCGBCEEBCBDIBDBBDDBJFFBCCBDBDYB", false)),
    Beria_Erfe: () => new UnicodeRangeTable(decodeRanges("g17CYDY", true)),
    Bhaiksuki: () => new UnicodeRangeTable(decodeRanges("ggnCICsBCNLc", true)),
    Bopomofo: () => new UnicodeRangeTable(decodeRanges("qXB6wLqBxDf", true)),
    Brahmi: () => new UnicodeRangeTable(decodeRanges("ggkCtCFjBKA", true)),
    Braille: () => new UnicodeRangeTable(decodeRanges("ggK-H", true)),
    Buginese: () => new UnicodeRangeTable(decodeRanges("gwGbDB", true)),
    Buhid: () => new UnicodeRangeTable(decodeRanges("g6FT", true)),
    Canadian_Aboriginal: () => new UnicodeRangeTable(decodeRanges("ggF-TxRlC7tgCP", true)),
    Carian: () => new UnicodeRangeTable(decodeRanges("g1gCwB", true)),
    Caucasian_Albanian: () => new UnicodeRangeTable(decodeRanges("wphCzBMA", true)),
    Chakma: () => new UnicodeRangeTable(decodeRanges("gokC0BCR", true)),
    Cham: () => new UnicodeRangeTable(decodeRanges("gwqB2BKNDJDD", true)),
    Cherokee: () => new UnicodeRangeTable(decodeRanges("g9E1CDFz7lBvC", true)),
    Chorasmian: () => new UnicodeRangeTable(decodeRanges("w9jCb", true)),
    Common: () => new UnicodeRangeTable(decodeRanges("AgCBbFBbuBBCOBCEBYgBgBiOmBBGEBDTB1DKKHCC+THHPEEhB9E9ElQiEiEB6mB6mB2MDBjJwvBwvBBBBoCBBsGBBCumBumBOIIBCBCFBCCBDmYmYBKBD2CBCKBEKBCOBShBB-BlBBCCBDFBCaBCQBqBCBF5UBXKBW-cBhIzTBDpEBhQ9CBzMUBCCCBXBQHBFDB8CBBE7C7CB0E0EBOBhBlBBKxBxBB+BBgBwCBwB5C5CBmFBhuG-BBhoWhBBnDCBmFJB1HhFhFsMPPBzuUzuUBxGxGBIBXiBBCSBCDB0ECCBeBbFBbKBLuBuBBhChCBFBCGBLEBjICBFsBBEIBxCMB0BsBBlHaBltuBDB96D8HBEzNBHWBQQBgDzDB9B1HBLmBBD9BBEQBJBBIdBF8BB2GTBNTBN2CBKYBoE0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBDxBByjFjCBtC8BBjWrBBFjDBNOBDOBCOBCkBBLtFB5BZBCBBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBCmDBnghYffB+CB", false)),
    Coptic: () => new UnicodeRangeTable(decodeRanges("ifNxkKzDGG", true)),
    Cuneiform: () => new UnicodeRangeTable(decodeRanges("ggoC5cnDuDCEMjG", true)),
    Cypriot: () => new UnicodeRangeTable(decodeRanges("ggiCFBDCCBqBBCBBEDD", false)),
    Cypro_Minoan: () => new UnicodeRangeTable(decodeRanges("w8rCiD", true)),
    Cyrillic: () => new UnicodeRangeTable(decodeRanges("ggBkEBDoFBx6FKBhFtCtCojEfBhie-CBv8VBBhw4B9BBiBAB", false)),
    Deseret: () => new UnicodeRangeTable(decodeRanges("gghCvC", true)),
    Devanagari: () => new UnicodeRangeTable(decodeRanges("goCwCFODZh7nBfhwcJ", true)),
    Dives_Akuru: () => new UnicodeRangeTable(decodeRanges("gomCGBDDDBGBCBBCdBCBBDLBKJB", false)),
    Dogra: () => new UnicodeRangeTable(decodeRanges("ggmC7B", true)),
    Duployan: () => new UnicodeRangeTable(decodeRanges("ggvDqDGMEIIJDD", true)),
    Egyptian_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("ggsC1iBL68D", true)),
    Elbasan: () => new UnicodeRangeTable(decodeRanges("gohCnB", true)),
    Elymaic: () => new UnicodeRangeTable(decodeRanges("g-jCW", true)),
    Ethiopic: () => new UnicodeRangeTable(decodeRanges("gwEoCBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBDfBEZBnvGWBKGBCGBCGBCGBCGBCGBCGBCGBjpfFBDFBDFBKGBCGBylvCGBCDBCBBCOB", false)),
    Garay: () => new UnicodeRangeTable(decodeRanges("gqjClBEcJB", true)),
    Georgian: () => new UnicodeRangeTable(decodeRanges("glElBBCGGDqBBCDBx8CqBBDCBhiElBBCGG", false)),
    Glagolitic: () => new UnicodeRangeTable(decodeRanges("ggL-Ch9sDGCQDGCBCE", true)),
    Gothic: () => new UnicodeRangeTable(decodeRanges("w5gCa", true)),
    Grantha: () => new UnicodeRangeTable(decodeRanges("g4kCDBCHBDBBDVBCGBCBBCEBDIBDBBDCBDHHGGBDGBEEB", false)),
    Greek: () => new UnicodeRangeTable(decodeRanges("wbDBCCBDDBCFFCCCBBBCCCBSBC+BBPPBnpGEBzBEBFEB1ChKhKBUBDFBDlBBDFBDHBCGCBdBD0BBCOBCNBDFBCSBDCBCIBoJ-xiB-xiB7uVuCBSgj0Bgj0BBkCB", false)),
    Gujarati: () => new UnicodeRangeTable(decodeRanges("h0CCBCIBCCBCVBCGBCBBCEBDJBCCBCCBDQQBCBDLBIGB", false)),
    Gunjala_Gondi: () => new UnicodeRangeTable(decodeRanges("grnCFCBCkBCBCFIJ", true)),
    Gurmukhi: () => new UnicodeRangeTable(decodeRanges("hwCCBCFBFBBDVBCGBCBBCBBCBBDCCBDBFBBDCBEIIBCBCIIBPB", false)),
    Gurung_Khema: () => new UnicodeRangeTable(decodeRanges("go4C5B", true)),
    Han: () => new UnicodeRangeTable(decodeRanges("g0LZBC4CBN1GBwBCCaIBPDBle-tGBhC-vUBhoWtLBDpDBpodBBNGBqgkB-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
    Hangul: () => new UnicodeRangeTable(decodeRanges("goE-HvxHBiI9CyDeiCei3dckUj9KNWFwBl9JeEFDFDFDC", true)),
    Hanifi_Rohingya: () => new UnicodeRangeTable(decodeRanges("gojCnBJJ", true)),
    Hanunoo: () => new UnicodeRangeTable(decodeRanges("g5FU", true)),
    Hatran: () => new UnicodeRangeTable(decodeRanges("gniCSCBGE", true)),
    Hebrew: () => new UnicodeRangeTable(decodeRanges("xsB2BBJaBFFBpp9BZBCEBCCCBCCBCCBIB", false)),
    Hiragana: () => new UnicodeRangeTable(decodeRanges("hiM1CBHCBi7-C+IBTeeBBBulQAB", false)),
    Imperial_Aramaic: () => new UnicodeRangeTable(decodeRanges("giiCVCI", true)),
    Inherited: () => new UnicodeRangeTable(decodeRanges("gYvDB2IBBlOKBbhXhXBCB8qEtBBDLBlPCBCMBCGBFHHEBBnG-BBtQBBjGgBB65DDBsDBBmrzBPBRNBwejHjH7iEl+uBl+uBBsBBDWBhRCBSHBDGBfDBz6rYvHB", false)),
    Inscriptional_Pahlavi: () => new UnicodeRangeTable(decodeRanges("g7iCSGH", true)),
    Inscriptional_Parthian: () => new UnicodeRangeTable(decodeRanges("g6iCVDH", true)),
    Javanese: () => new UnicodeRangeTable(decodeRanges("gsqBtCDJFB", true)),
    Kaithi: () => new UnicodeRangeTable(decodeRanges("gkkCiCLA", true)),
    Kannada: () => new UnicodeRangeTable(decodeRanges("gkDMCCCWCJCEDICCCDIBGCCDDJCC", true)),
    Katakana: () => new UnicodeRangeTable(decodeRanges("hlM5CBDCBxHPBxGuBBC3CBvgzBJBCsBBzisBDBCGBCBBCgJgJBBBzBPPBCB", false)),
    Kawi: () => new UnicodeRangeTable(decodeRanges("g4nCQCoBEc", true)),
    Kayah_Li: () => new UnicodeRangeTable(decodeRanges("goqBtBCA", true)),
    Kharoshthi: () => new UnicodeRangeTable(decodeRanges("gwiCDCBGHCCCcDCFJII", true)),
    Khitan_Small_Script: () => new UnicodeRangeTable(decodeRanges("k-7C84G84GB0OBqBAB", false)),
    Khmer: () => new UnicodeRangeTable(decodeRanges("g8F9CDJHJnPf", true)),
    Khojki: () => new UnicodeRangeTable(decodeRanges("gwkCRCuB", true)),
    Khudawadi: () => new UnicodeRangeTable(decodeRanges("w1kC6BGJ", true)),
    Kirat_Rai: () => new UnicodeRangeTable(decodeRanges("gq7C5B", true)),
    Lao: () => new UnicodeRangeTable(decodeRanges("h0DBBCCCBDBCXBCCCBVBDEBCCCBFBCJBDDB", false)),
    Latin: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBQQGWBCeBCgOBoBEB8wGlBBHwBBGDBGMBClCBiC-HByLOORMBuEBBHccSoBB42CfBj1elDBExCBVOBxZqBBCIBCDB38TGB7gBZBHZBmhCFBCpBBCIBm61BeBHFB", false)),
    Lepcha: () => new UnicodeRangeTable(decodeRanges("ggH3BEOEC", true)),
    Limbu: () => new UnicodeRangeTable(decodeRanges("goGeBCLBFLBFEEBKB", false)),
    Linear_A: () => new UnicodeRangeTable(decodeRanges("gwhC2JKVLH", true)),
    Linear_B: () => new UnicodeRangeTable(decodeRanges("gggCLCZCSCBCODNjB6D", true)),
    Lisu: () => new UnicodeRangeTable(decodeRanges("wmpBvBx1eA", true)),
    Lycian: () => new UnicodeRangeTable(decodeRanges("g0gCc", true)),
    Lydian: () => new UnicodeRangeTable(decodeRanges("gpiCZGA", true)),
    Mahajani: () => new UnicodeRangeTable(decodeRanges("wqkCmB", true)),
    Makasar: () => new UnicodeRangeTable(decodeRanges("g3nCY", true)),
    Malayalam: () => new UnicodeRangeTable(decodeRanges("goDMCCCyBCCCFFPDZ", true)),
    Mandaic: () => new UnicodeRangeTable(decodeRanges("giCbDA", true)),
    Manichaean: () => new UnicodeRangeTable(decodeRanges("g2iCmBFL", true)),
    Marchen: () => new UnicodeRangeTable(decodeRanges("wjnCfDVCN", true)),
    Masaram_Gondi: () => new UnicodeRangeTable(decodeRanges("gonCGBCBBCrBBECCBCCBHBJJB", false)),
    Medefaidrin: () => new UnicodeRangeTable(decodeRanges("gy7C6C", true)),
    Meetei_Mayek: () => new UnicodeRangeTable(decodeRanges("g3qBWqGtBDJ", true)),
    Mende_Kikakui: () => new UnicodeRangeTable(decodeRanges("gg6DkGDP", true)),
    Meroitic_Cursive: () => new UnicodeRangeTable(decodeRanges("gtiCXFTDtB", true)),
    Meroitic_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("gsiCf", true)),
    Miao: () => new UnicodeRangeTable(decodeRanges("g47CqCF4BIQ", true)),
    Modi: () => new UnicodeRangeTable(decodeRanges("gwlCkCMJ", true)),
    Mongolian: () => new UnicodeRangeTable(decodeRanges("ggGBBDCCBSBH4CBIqBB2t-BMB", false)),
    Mro: () => new UnicodeRangeTable(decodeRanges("gy6CeCJFB", true)),
    Multani: () => new UnicodeRangeTable(decodeRanges("g0kCGBCCCBCBCOBCKB", false)),
    Myanmar: () => new UnicodeRangeTable(decodeRanges("ggE-EhqmBeiDfxibT", true)),
    Nabataean: () => new UnicodeRangeTable(decodeRanges("gkiCeJI", true)),
    Nag_Mundari: () => new UnicodeRangeTable(decodeRanges("wm5DpB", true)),
    Nandinagari: () => new UnicodeRangeTable(decodeRanges("gtmCHDtBDK", true)),
    New_Tai_Lue: () => new UnicodeRangeTable(decodeRanges("gsGrBFZHKEB", true)),
    Newa: () => new UnicodeRangeTable(decodeRanges("gglC7CCE", true)),
    Nko: () => new UnicodeRangeTable(decodeRanges("g+B6BDC", true)),
    Nushu: () => new UnicodeRangeTable(decodeRanges("h-7CvsQvsQBqMB", false)),
    Nyiakeng_Puachue_Hmong: () => new UnicodeRangeTable(decodeRanges("go4DsBENDJFB", true)),
    Ogham: () => new UnicodeRangeTable(decodeRanges("g0Fc", true)),
    Ol_Chiki: () => new UnicodeRangeTable(decodeRanges("wiHvB", true)),
    Ol_Onal: () => new UnicodeRangeTable(decodeRanges("wu5DqBFA", true)),
    Old_Hungarian: () => new UnicodeRangeTable(decodeRanges("gkjCyBOyBIF", true)),
    Old_Italic: () => new UnicodeRangeTable(decodeRanges("g4gCjBKC", true)),
    Old_North_Arabian: () => new UnicodeRangeTable(decodeRanges("g0iCf", true)),
    Old_Permic: () => new UnicodeRangeTable(decodeRanges("w6gCqB", true)),
    Old_Persian: () => new UnicodeRangeTable(decodeRanges("g9gCjBFN", true)),
    Old_Sogdian: () => new UnicodeRangeTable(decodeRanges("g4jCnB", true)),
    Old_South_Arabian: () => new UnicodeRangeTable(decodeRanges("gziCf", true)),
    Old_Turkic: () => new UnicodeRangeTable(decodeRanges("ggjCoC", true)),
    Old_Uyghur: () => new UnicodeRangeTable(decodeRanges("w7jCZ", true)),
    Oriya: () => new UnicodeRangeTable(decodeRanges("h4CCCHDBDVCGCBCEDIDBDCICFBCEDR", true)),
    Osage: () => new UnicodeRangeTable(decodeRanges("wlhCjBFjB", true)),
    Osmanya: () => new UnicodeRangeTable(decodeRanges("gkhCdDJ", true)),
    Pahawh_Hmong: () => new UnicodeRangeTable(decodeRanges("g46ClCLJCGCUGS", true)),
    Palmyrene: () => new UnicodeRangeTable(decodeRanges("gjiCf", true)),
    Pau_Cin_Hau: () => new UnicodeRangeTable(decodeRanges("g2mC4B", true)),
    Phags_Pa: () => new UnicodeRangeTable(decodeRanges("giqB3B", true)),
    Phoenician: () => new UnicodeRangeTable(decodeRanges("goiCbEA", true)),
    Psalter_Pahlavi: () => new UnicodeRangeTable(decodeRanges("g8iCRIDNG", true)),
    Rejang: () => new UnicodeRangeTable(decodeRanges("wpqBjBMA", true)),
    Runic: () => new UnicodeRangeTable(decodeRanges("g1FqCEK", true)),
    Samaritan: () => new UnicodeRangeTable(decodeRanges("ggCtBDO", true)),
    Saurashtra: () => new UnicodeRangeTable(decodeRanges("gkqBlCJL", true)),
    Sharada: () => new UnicodeRangeTable(decodeRanges("gskC-ChsCH", true)),
    Shavian: () => new UnicodeRangeTable(decodeRanges("wihCvB", true)),
    Siddham: () => new UnicodeRangeTable(decodeRanges("gslC1BDlB", true)),
    Sidetic: () => new UnicodeRangeTable(decodeRanges("gqiCZ", true)),
    SignWriting: () => new UnicodeRangeTable(decodeRanges("gg2DrUQECO", true)),
    Sinhala: () => new UnicodeRangeTable(decodeRanges("hsDCBCRBEXBCIBCDDBFBEFFBEBCCCBGBHJBDCBt-gCTB", false)),
    Sogdian: () => new UnicodeRangeTable(decodeRanges("w5jCpB", true)),
    Sora_Sompeng: () => new UnicodeRangeTable(decodeRanges("wmkCYIJ", true)),
    Soyombo: () => new UnicodeRangeTable(decodeRanges("wymCyC", true)),
    Sundanese: () => new UnicodeRangeTable(decodeRanges("g8G-BhIH", true)),
    Sunuwar: () => new UnicodeRangeTable(decodeRanges("g+mChBPJ", true)),
    Syloti_Nagri: () => new UnicodeRangeTable(decodeRanges("ggqBsB", true)),
    Syriac: () => new UnicodeRangeTable(decodeRanges("g4BNC7BDCxIK", true)),
    Tagalog: () => new UnicodeRangeTable(decodeRanges("g4FVKA", true)),
    Tagbanwa: () => new UnicodeRangeTable(decodeRanges("g7FMCCCB", true)),
    Tai_Le: () => new UnicodeRangeTable(decodeRanges("wqGdDE", true)),
    Tai_Tham: () => new UnicodeRangeTable(decodeRanges("gxG+BCcDKHJHN", true)),
    Tai_Viet: () => new UnicodeRangeTable(decodeRanges("g0qBiCZE", true)),
    Tai_Yo: () => new UnicodeRangeTable(decodeRanges("g25DeCVJB", true)),
    Takri: () => new UnicodeRangeTable(decodeRanges("g0lC5BHJ", true)),
    Tamil: () => new UnicodeRangeTable(decodeRanges("i8CBBCFBECBCDBEBBCCCBEEBEEBBBELBFEBECBCDBDHHPUBm+kCxBBOAB", false)),
    Tangsa: () => new UnicodeRangeTable(decodeRanges("wz6CuCCJ", true)),
    Tangut: () => new UnicodeRangeTable(decodeRanges("g-7CgBgBB+3GBhQeBiDyDB", false)),
    Telugu: () => new UnicodeRangeTable(decodeRanges("ggDMCCCWCPDICCCDIBCCCBDDDJII", true)),
    Thaana: () => new UnicodeRangeTable(decodeRanges("g8BxB", true)),
    Thai: () => new UnicodeRangeTable(decodeRanges("hwD5BGb", true)),
    Tibetan: () => new UnicodeRangeTable(decodeRanges("g4DnCCjBFmBCjBCOCGFB", true)),
    Tifinagh: () => new UnicodeRangeTable(decodeRanges("wpL3BIBPA", true)),
    Tirhuta: () => new UnicodeRangeTable(decodeRanges("gklCnCJJ", true)),
    Todhri: () => new UnicodeRangeTable(decodeRanges("guhCzB", true)),
    Tolong_Siki: () => new UnicodeRangeTable(decodeRanges("wtnCrBFJ", true)),
    Toto: () => new UnicodeRangeTable(decodeRanges("w04De", true)),
    Tulu_Tigalari: () => new UnicodeRangeTable(decodeRanges("g8kCJBCDDClBBCJBCDDCDBCJBCBBJBB", false)),
    Ugaritic: () => new UnicodeRangeTable(decodeRanges("g8gCdCA", true)),
    Unknown: () => new UnicodeRangeTable(decodeRanges("4bBBHDBICCVuMuMnBBBzBBBE4B4BBGBcDBHKBvI9B9BBmDmDBMB8BBByBBBQddBCCMEBjBEBuHJJBDDBXXICCBBBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBbFB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKmDmDNBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBjoIBvLBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCC-FCBHBBHBBHBBECBIIIBIBGBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIBlCJBCBBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMB3iBJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBJ76DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBjGUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIm8yVBCdBhD-DBxHvw-FB", false)),
    Vai: () => new UnicodeRangeTable(decodeRanges("gopBrJ", true)),
    Vithkuqi: () => new UnicodeRangeTable(decodeRanges("wrhCKCOCGCBCKCOCGCB", true)),
    Wancho: () => new UnicodeRangeTable(decodeRanges("g24D5BGA", true)),
    Warang_Citi: () => new UnicodeRangeTable(decodeRanges("glmCyCNA", true)),
    Yezidi: () => new UnicodeRangeTable(decodeRanges("g0jCpBCCDB", true)),
    Yi: () => new UnicodeRangeTable(decodeRanges("ggoBskBE2B", true)),
    Zanabazar_Square: () => new UnicodeRangeTable(decodeRanges("gwmCnC", true))
  });
  static FOLD_CATEGORIES = new LazyMap({
    L: () => new UnicodeRangeTable(decodeRanges("laA", true)),
    LC: () => new UnicodeRangeTable(decodeRanges("laA", true)),
    Ll: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiBuBCEECDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIBBCBBCBBCOCDQCDBBCCCBBBC4BCIBBCBBDCCBCBCGC3HrBrBCEEJHHCCBCCCBCCBPBCIBkBJJCUCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBZHBJHBJHBJEBMEBMDBNEBMEBqJEEBHHxC9zC9zCBuBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoyehBB", false)),
    Lt: () => new UnicodeRangeTable(decodeRanges("kOCCBCCBCClBCCtsHHBJHBJHBMQQwBAB", false)),
    Lu: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBCuBCEECDOCDsBCDECBBBDCCDEEGDDECBDDDCCCDFFDEECDDECCGBBCBBCBBCOCBSCDBBCEECkBCEQCJDDBCCFICBEBCBBCCCBEEBCCBCBCEBDCCBDDIDDCBBEFBGLLBnFnFsBCCEEEBBBvBDBCdBCBBECBCWCBDBCGD1BvBBCgBCK0BCDMCBgDCyBlBBq6CqBBDCB5XFBjkCIBCvHvHERRzD0ECGGGC8CCBHBJFBLHBJHBJFBMGCJHBJNBzBBBNSSBPPBEEpL2B2Bs1CvBBCEEBGCHDDLiDCJCCFNNBkBBCGG0oesBCUaCoEMCE8BCLCCDICFFFCBBDSCMOCFCCDOCb9a9advCBi8UZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBvyehBB", false)),
    M: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false)),
    Mn: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false)),
    Emoji: () => new UnicodeRangeTable(decodeRanges("8mJA", true)),
    Extended_Pictographic: () => new UnicodeRangeTable(decodeRanges("8mJA", true)),
    Lowercase: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiBuBCEECDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIBBCBBCBBCOCDQCDBBCCCBBBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBJJCUCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBZHBJHBJHBJEBMEBMDBNEBMEBqJEEBHHuBPBUzZzZBYBx5BvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoyehBB", false)),
    Math: () => new UnicodeRangeTable(decodeRanges("ycGDCHHFMMDDDCHHFAB", false)),
    Uppercase: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBCuBCEECDOCDsBCDECBBBDCCDEEGDDECBDDDCCCDFFDEECDDECCGBBCBBCBBCOCBSCDBBCEECkBCEQCJDDBCCFICBEBCBBCCCBEEBCCBCBCEBDCCBDDIDDCBBEFBGLLBnFnFsBCCEEEBBBvBDBCdBCBBECBCWCBDBCGD1BvBBCgBCK0BCDMCBgDCyBlBBq6CqBBDCB5XFBjkCIBCvHvHERRzD0ECGGGC8CCBHBJFBLHBJHBJFBMGCJHBJNBzBBBNSSBPPBEEpLiBiBBOBFsasaBYBn6BvBBCEEBGCHDDLiDCJCCFNNBkBBCGG0oesBCUaCoEMCE8BCLCCDICFFFCBBDSCMOCFCCDOCb9a9advCBi8UZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBvyehBB", false))
  });
  static FOLD_SCRIPT = new LazyMap({
    Common: () => new UnicodeRangeTable(decodeRanges("8cgBgB", false)),
    Greek: () => new UnicodeRangeTable(decodeRanges("1FwUwU", false)),
    Inherited: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false))
  });
};
var Unicode = class Unicode2 {
  static MAX_RUNE = 1114111;
  static RUNE_ERROR = 65533;
  static isUnsearchable(r) {
    return r === Unicode2.RUNE_ERROR || r >= Unicode2.MIN_HIGH_SURROGATE && r <= Unicode2.MAX_LOW_SURROGATE;
  }
  static MAX_ASCII = 127;
  static MAX_LATIN1 = 255;
  static MAX_BMP = 65535;
  static MIN_FOLD = 65;
  static MAX_FOLD = 125251;
  static MIN_HIGH_SURROGATE = 55296;
  static MAX_HIGH_SURROGATE = 56319;
  static MIN_LOW_SURROGATE = 56320;
  static MAX_LOW_SURROGATE = 57343;
  static MIN_SUPPLEMENTARY_CODE_POINT = 65536;
  static is32(ranges, r) {
    let lo = 0;
    let hi = ranges.length;
    while (lo < hi) {
      const m = lo + Math.floor((hi - lo) / 2);
      const rlo = ranges.getLo(m);
      const rhi = ranges.getHi(m);
      if (rlo <= r && r <= rhi) {
        const stride = ranges.getStride(m);
        return (r - rlo) % stride === 0;
      }
      if (r < rlo) hi = m;
      else lo = m + 1;
    }
    return false;
  }
  static is(ranges, r) {
    if (r <= Unicode2.MAX_LATIN1) {
      for (let i = 0; i < ranges.length; i++) {
        if (r > ranges.getHi(i)) continue;
        const rlo = ranges.getLo(i);
        if (r < rlo) return false;
        const stride = ranges.getStride(i);
        return (r - rlo) % stride === 0;
      }
      return false;
    }
    return ranges.length > 0 && r >= ranges.getLo(0) && Unicode2.is32(ranges, r);
  }
  static isPrint(r) {
    if (r <= Unicode2.MAX_LATIN1) return r >= 32 && r < Unicode2.MAX_ASCII || r >= 161 && r !== 173;
    return Unicode2.is(UnicodeTables.Print, r);
  }
  static simpleFold(r) {
    if (UnicodeTables.CASE_ORBIT.has(r)) return UnicodeTables.CASE_ORBIT.get(r);
    if (r <= Unicode2.MAX_ASCII) {
      const l = Codepoint.toLowerCase(r);
      return l !== r ? l : Codepoint.toUpperCase(r);
    }
    return r;
  }
  static equalsIgnoreCase(r1, r2) {
    if (r1 === r2) return true;
    if (r1 < 0 || r2 < 0) return false;
    if (r1 <= Unicode2.MAX_ASCII && r2 <= Unicode2.MAX_ASCII) {
      if (65 <= r1 && r1 <= 90) r1 |= 32;
      if (65 <= r2 && r2 <= 90) r2 |= 32;
      return r1 === r2;
    }
    for (let r = Unicode2.simpleFold(r1); r !== r1; r = Unicode2.simpleFold(r)) if (r === r2) return true;
    return false;
  }
};
var RE2JSException = class extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSException";
  }
};
var RE2JSSyntaxException = class extends RE2JSException {
  /**
  * @param {string} error
  * @param {string|null} [input=null]
  */
  constructor(error, input = null) {
    let message = `error parsing regexp: ${error}`;
    if (input) message += `: \`${input}\``;
    super(message);
    this.name = "RE2JSSyntaxException";
    this.message = message;
    this.error = error;
    this.input = input;
  }
  /**
  * Retrieves the description of the error.
  * @returns {string}
  */
  getDescription() {
    return this.error;
  }
  /**
  * Retrieves the erroneous regular-expression pattern.
  * @returns {string|null}
  */
  getPattern() {
    return this.input;
  }
};
var RE2JSCompileException = class extends RE2JSException {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSCompileException";
  }
};
var RE2JSGroupException = class extends RE2JSException {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSGroupException";
  }
};
var RE2JSFlagsException = class extends RE2JSException {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSFlagsException";
  }
};
var RE2JSInternalException = class extends RE2JSException {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSInternalException";
  }
};
var FAST_PATH_TABLE_SIZE = 256;
var WORD_RUNE_TABLE = new Uint8Array(FAST_PATH_TABLE_SIZE);
for (let i = 0; i < FAST_PATH_TABLE_SIZE; i++) WORD_RUNE_TABLE[i] = 97 <= i && i <= 122 || 65 <= i && i <= 90 || 48 <= i && i <= 57 || i === 95 ? 1 : 0;
var cachedNativeEncoder = null;
var cachedNativeDecoder = null;
var Utils = class Utils2 {
  static METACHARACTERS = "\\.+*?()|[]{}^$";
  static EMPTY_BEGIN_LINE = 1;
  static EMPTY_END_LINE = 2;
  static EMPTY_BEGIN_TEXT = 4;
  static EMPTY_END_TEXT = 8;
  static EMPTY_WORD_BOUNDARY = 16;
  static EMPTY_NO_WORD_BOUNDARY = 32;
  static EMPTY_ALL = -1;
  static emptyInts() {
    return [];
  }
  static isString(value) {
    return typeof value === "string" || Object.prototype.toString.call(value) === "[object String]";
  }
  static typeName(value) {
    if (value === null || typeof value !== "object" && typeof value !== "function") return value === null ? "null" : typeof value;
    return Object.prototype.toString.call(value).slice(8, -1);
  }
  static checkPattern(pattern) {
    if (!Utils2.isString(pattern)) throw new TypeError(`The pattern must be a string, not ${Utils2.typeName(pattern)} (RE2JS.translateRegExp() converts a RegExp)`);
  }
  static checkInput(input) {
    if (!Utils2.isString(input) && !Utils2.isByteArray(input)) throw new TypeError(`The input must be a string or a byte array (Uint8Array or number[]), not ${Utils2.typeName(input)}`);
  }
  static checkFlags(flags) {
    const known = PublicFlags.MULTILINE | PublicFlags.DOTALL | PublicFlags.CASE_INSENSITIVE | PublicFlags.DISABLE_UNICODE_GROUPS | PublicFlags.LONGEST_MATCH | PublicFlags.LOOKBEHINDS;
    if (!Number.isInteger(flags) || (flags & ~known) !== 0) throw new RE2JSFlagsException("Flags should only be a combination of MULTILINE, DOTALL, CASE_INSENSITIVE, DISABLE_UNICODE_GROUPS, LONGEST_MATCH, LOOKBEHINDS");
  }
  static isByteArray(input) {
    return Array.isArray(input) || Object.prototype.toString.call(input) === "[object Uint8Array]";
  }
  static isalnum(c) {
    return Codepoint.CODES["0"] <= c && c <= Codepoint.CODES["9"] || Codepoint.CODES["a"] <= c && c <= Codepoint.CODES["z"] || Codepoint.CODES["A"] <= c && c <= Codepoint.CODES["Z"];
  }
  static unhex(c) {
    if (Codepoint.CODES["0"] <= c && c <= Codepoint.CODES["9"]) return c - Codepoint.CODES["0"];
    if (Codepoint.CODES["a"] <= c && c <= Codepoint.CODES["f"]) return c - Codepoint.CODES["a"] + 10;
    if (Codepoint.CODES["A"] <= c && c <= Codepoint.CODES["F"]) return c - Codepoint.CODES["A"] + 10;
    return -1;
  }
  static escapeRune(rune) {
    let out = "";
    if (Unicode.isPrint(rune)) {
      if (Utils2.METACHARACTERS.indexOf(String.fromCodePoint(rune)) >= 0) out += "\\";
      out += String.fromCodePoint(rune);
    } else switch (rune) {
      case Codepoint.CODES['"']:
        out += '\\"';
        break;
      case Codepoint.CODES["\\"]:
        out += "\\\\";
        break;
      case Codepoint.CODES["	"]:
        out += "\\t";
        break;
      case Codepoint.CODES["\n"]:
        out += "\\n";
        break;
      case Codepoint.CODES["\r"]:
        out += "\\r";
        break;
      case Codepoint.CODES["\b"]:
        out += "\\b";
        break;
      case Codepoint.CODES["\f"]:
        out += "\\f";
        break;
      default: {
        let s = rune.toString(16);
        if (rune < 256) {
          out += "\\x";
          if (s.length === 1) out += "0";
          out += s;
        } else out += `\\x{${s}}`;
        break;
      }
    }
    return out;
  }
  static stringToRunes(str2) {
    const string = String(str2);
    const runes = [];
    let i = 0;
    while (i < string.length) {
      const cp = string.codePointAt(i);
      runes.push(cp);
      i += cp > Unicode.MAX_BMP ? 2 : 1;
    }
    return new Int32Array(runes);
  }
  static runeToString(r) {
    return String.fromCodePoint(r);
  }
  static isWordRune(r) {
    return r < FAST_PATH_TABLE_SIZE ? WORD_RUNE_TABLE[r] === 1 : false;
  }
  static emptyOpContext(r1, r2) {
    let op = 0;
    if (r1 < 0) op |= Utils2.EMPTY_BEGIN_TEXT | Utils2.EMPTY_BEGIN_LINE;
    if (r1 === 10) op |= Utils2.EMPTY_BEGIN_LINE;
    if (r2 < 0) op |= Utils2.EMPTY_END_TEXT | Utils2.EMPTY_END_LINE;
    if (r2 === 10) op |= Utils2.EMPTY_END_LINE;
    if (Utils2.isWordRune(r1) !== Utils2.isWordRune(r2)) op |= Utils2.EMPTY_WORD_BOUNDARY;
    else op |= Utils2.EMPTY_NO_WORD_BOUNDARY;
    return op;
  }
  /**
  * Returns a string that quotes all regular expression metacharacters inside the argument text;
  * the returned string is a regular expression matching the literal text. For example,
  * {@code quoteMeta("[foo]").equals("\\[foo\\]")}.
  * @param {string} str
  * @returns {string}
  */
  static quoteMeta(str2) {
    return str2.split("").map((s) => {
      if (Utils2.METACHARACTERS.indexOf(s) >= 0) return `\\${s}`;
      return s;
    }).join("");
  }
  static charCount(codePoint) {
    return codePoint > Unicode.MAX_BMP ? 2 : 1;
  }
  /**
  * High-speed conversion from TypedArrays to standard JS Arrays.
  * Bypasses the expensive Symbol.iterator overhead of Array.from()
  */
  static toArray(typedArray) {
    const len = typedArray.length;
    const res = new Array(len);
    for (let i = 0; i < len; i++) res[i] = typedArray[i];
    return res;
  }
  static stringToUtf8ByteArray(str2) {
    if (globalThis.TextEncoder) {
      if (!cachedNativeEncoder) cachedNativeEncoder = new TextEncoder();
      return cachedNativeEncoder.encode(str2);
    } else {
      let out = [], p = 0;
      for (let i = 0; i < str2.length; i++) {
        let c = str2.charCodeAt(i);
        if (c < 128) out[p++] = c;
        else if (c < 2048) {
          out[p++] = c >> 6 | 192;
          out[p++] = c & 63 | 128;
        } else if ((c & 64512) === Unicode.MIN_HIGH_SURROGATE && i + 1 < str2.length && (str2.charCodeAt(i + 1) & 64512) === Unicode.MIN_LOW_SURROGATE) {
          c = Unicode.MIN_SUPPLEMENTARY_CODE_POINT + ((c & 1023) << 10) + (str2.charCodeAt(++i) & 1023);
          out[p++] = c >> 18 | 240;
          out[p++] = c >> 12 & 63 | 128;
          out[p++] = c >> 6 & 63 | 128;
          out[p++] = c & 63 | 128;
        } else {
          out[p++] = c >> 12 | 224;
          out[p++] = c >> 6 & 63 | 128;
          out[p++] = c & 63 | 128;
        }
      }
      return out;
    }
  }
  static utf8ByteArrayToString(bytes) {
    if (globalThis.TextDecoder) {
      if (!cachedNativeDecoder) cachedNativeDecoder = new TextDecoder("utf-8");
      const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
      return cachedNativeDecoder.decode(view);
    } else {
      let out = [], pos = 0, c = 0;
      while (pos < bytes.length) {
        let c1 = bytes[pos++];
        if (c1 < 128) out[c++] = String.fromCharCode(c1);
        else if (c1 > 191 && c1 < 224) {
          let c2 = bytes[pos++];
          out[c++] = String.fromCharCode((c1 & 31) << 6 | c2 & 63);
        } else if (c1 > 239 && c1 < 365) {
          let c2 = bytes[pos++];
          let c3 = bytes[pos++];
          let c4 = bytes[pos++];
          let u = ((c1 & 7) << 18 | (c2 & 63) << 12 | (c3 & 63) << 6 | c4 & 63) - Unicode.MIN_SUPPLEMENTARY_CODE_POINT;
          out[c++] = String.fromCharCode(Unicode.MIN_HIGH_SURROGATE + (u >> 10));
          out[c++] = String.fromCharCode(Unicode.MIN_LOW_SURROGATE + (u & 1023));
        } else {
          let c2 = bytes[pos++];
          let c3 = bytes[pos++];
          out[c++] = String.fromCharCode((c1 & 15) << 12 | (c2 & 63) << 6 | c3 & 63);
        }
      }
      return out.join("");
    }
  }
};
var createEnum = (values = [], initNum = 0) => {
  const enumObject = /* @__PURE__ */ Object.create(null);
  for (let i = 0; i < values.length; i++) {
    const val = values[i];
    const keyVal = initNum + i;
    enumObject[val] = keyVal;
    enumObject[keyVal] = val;
  }
  return Object.freeze(enumObject);
};
var MatcherInputBase = class MatcherInputBase2 {
  static Encoding = createEnum(["UTF_16", "UTF_8"]);
  getEncoding() {
    throw Error("not implemented");
  }
  /** @returns {string} */
  asCharSequence() {
    throw Error("not implemented");
  }
  /** @returns {Uint8Array|number[]|null} */
  asBytes() {
    throw Error("not implemented");
  }
  /** @returns {number} */
  length() {
    throw Error("not implemented");
  }
  /**
  *
  * @returns {boolean}
  */
  isUTF8Encoding() {
    return this.getEncoding() === MatcherInputBase2.Encoding.UTF_8;
  }
  /**
  *
  * @returns {boolean}
  */
  isUTF16Encoding() {
    return this.getEncoding() === MatcherInputBase2.Encoding.UTF_16;
  }
};
var Utf8MatcherInput = class extends MatcherInputBase {
  /** @param {Uint8Array|number[]|null} bytes */
  constructor(bytes = null) {
    super();
    this.bytes = bytes;
  }
  getEncoding() {
    return MatcherInputBase.Encoding.UTF_8;
  }
  /**
  *
  * @returns {string}
  */
  asCharSequence() {
    return Utils.utf8ByteArrayToString(this.bytes);
  }
  /**
  *
  * @returns {Uint8Array|number[]|null}
  */
  asBytes() {
    return this.bytes;
  }
  /**
  *
  * @returns {number}
  */
  length() {
    return this.bytes.length;
  }
};
var Utf16MatcherInput = class extends MatcherInputBase {
  /** @param {string|null} charSequence */
  constructor(charSequence = null) {
    super();
    this.charSequence = charSequence;
  }
  getEncoding() {
    return MatcherInputBase.Encoding.UTF_16;
  }
  /**
  *
  * @returns {string}
  */
  asCharSequence() {
    return this.charSequence;
  }
  /**
  *
  * @returns {number[]}
  */
  asBytes() {
    return Utils.stringToUtf8ByteArray(this.charSequence.toString());
  }
  /**
  *
  * @returns {number}
  */
  length() {
    return this.charSequence.length;
  }
};
var MatcherInput = class {
  /**
  * Return the MatcherInput for UTF_16 encoding.
  * @returns {Utf16MatcherInput}
  */
  static utf16(charSequence) {
    Utils.checkInput(charSequence);
    return new Utf16MatcherInput(charSequence);
  }
  /**
  * Return the MatcherInput for UTF_8 encoding.
  * @returns {Utf8MatcherInput}
  */
  static utf8(input) {
    if (Utils.isByteArray(input)) return new Utf8MatcherInput(input);
    return new Utf8MatcherInput(Utils.stringToUtf8ByteArray(input));
  }
};
var MachineInputBase = class {
  static EOF() {
    return -8;
  }
  constructor() {
    this.start = 0;
    this.end = 0;
  }
  canCheckPrefix() {
    return true;
  }
  endPos() {
    return this.end - this.start;
  }
  hasString() {
    return false;
  }
  hasAnyString() {
    return false;
  }
  prefixLength() {
    return 0;
  }
};
var MachineUTF8Input = class MachineUTF8Input2 extends MachineInputBase {
  static RUNE_ERROR_STEP = Unicode.RUNE_ERROR << 3 | 1;
  constructor(bytes, start = 0, end = bytes.length) {
    super();
    this.bytes = bytes;
    this.start = start;
    this.end = end;
  }
  hasString(prefilter, pos) {
    const target = prefilter.bytes;
    if (target.length === 0) return true;
    const idx = this.indexOf(this.bytes, target, this.start + pos);
    return idx !== -1 && idx <= this.end - target.length;
  }
  hasAnyString(prefilter, pos) {
    return prefilter.automaton8().searchUTF8(this.bytes, this.start + pos, this.end);
  }
  step(pos) {
    pos += this.start;
    if (pos >= this.end) return MachineInputBase.EOF();
    const c = this.bytes[pos] & 255;
    if (c < 128) return c << 3 | 1;
    let size;
    let rune;
    let lo = 128;
    let hi = 191;
    if (c >= 194 && c <= 223) {
      size = 2;
      rune = c & 31;
    } else if (c >= 224 && c <= 239) {
      size = 3;
      rune = c & 15;
      if (c === 224) lo = 160;
      else if (c === 237) hi = 159;
    } else if (c >= 240 && c <= 244) {
      size = 4;
      rune = c & 7;
      if (c === 240) lo = 144;
      else if (c === 244) hi = 143;
    } else return MachineUTF8Input2.RUNE_ERROR_STEP;
    if (pos + size > this.end) return MachineUTF8Input2.RUNE_ERROR_STEP;
    const c1 = this.bytes[pos + 1] & 255;
    if (c1 < lo || c1 > hi) return MachineUTF8Input2.RUNE_ERROR_STEP;
    rune = rune << 6 | c1 & 63;
    if (size > 2) {
      const c2 = this.bytes[pos + 2] & 255;
      if ((c2 & 192) !== 128) return MachineUTF8Input2.RUNE_ERROR_STEP;
      rune = rune << 6 | c2 & 63;
      if (size > 3) {
        const c3 = this.bytes[pos + 3] & 255;
        if ((c3 & 192) !== 128) return MachineUTF8Input2.RUNE_ERROR_STEP;
        rune = rune << 6 | c3 & 63;
      }
    }
    return rune << 3 | size;
  }
  index(re2, pos) {
    pos += this.start;
    const i = this.indexOf(this.bytes, re2.prefixUTF8, pos);
    return i < 0 ? i : i - pos;
  }
  context(pos) {
    pos += this.start;
    let r1 = -1;
    if (pos > this.start && pos <= this.end) {
      let start = pos - 1;
      r1 = this.bytes[start--];
      if (r1 >= 128) {
        let lim = pos - 4;
        if (lim < this.start) lim = this.start;
        while (start >= lim && (this.bytes[start] & 192) === 128) start--;
        if (start < this.start) start = this.start;
        const r = this.step(start - this.start);
        r1 = start + (r & 7) === pos ? r >> 3 : Unicode.RUNE_ERROR;
      }
    }
    const r2 = pos < this.end ? this.step(pos - this.start) >> 3 : -1;
    return Utils.emptyOpContext(r1, r2);
  }
  indexOf(source, target, fromIndex = 0) {
    let targetLength = target.length;
    if (targetLength === 0) return fromIndex <= this.end ? fromIndex : -1;
    const firstByte = target[0];
    let limit = this.end - targetLength;
    const hasNativeIndexOf = typeof source.indexOf === "function";
    let i = fromIndex;
    while (i <= limit) {
      if (hasNativeIndexOf) {
        i = source.indexOf(firstByte, i);
        if (i === -1 || i > limit) return -1;
      } else {
        while (i <= limit && source[i] !== firstByte) i++;
        if (i > limit) return -1;
      }
      let match = true;
      for (let j = 1; j < targetLength; j++) if (source[i + j] !== target[j]) {
        match = false;
        break;
      }
      if (match) return i;
      i++;
    }
    return -1;
  }
  prefixLength(re2) {
    return re2.prefixUTF8.length;
  }
};
var MachineUTF16Input = class extends MachineInputBase {
  constructor(charSequence, start = 0, end = charSequence.length) {
    super();
    this.charSequence = charSequence;
    this.start = start;
    this.end = end;
  }
  hasString(prefilter, pos) {
    const idx = this.charSequence.indexOf(prefilter.str, this.start + pos);
    return idx !== -1 && idx <= this.end - prefilter.str.length;
  }
  hasAnyString(prefilter, pos) {
    return prefilter.automaton16().searchUTF16(this.charSequence, this.start + pos, this.end);
  }
  step(pos) {
    pos += this.start;
    if (pos >= this.end) return MachineInputBase.EOF();
    const c1 = this.charSequence.charCodeAt(pos);
    if (c1 < Unicode.MIN_HIGH_SURROGATE || c1 > Unicode.MAX_HIGH_SURROGATE || pos + 1 >= this.end) return c1 << 3 | 1;
    const c2 = this.charSequence.charCodeAt(pos + 1);
    if (c2 >= Unicode.MIN_LOW_SURROGATE && c2 <= Unicode.MAX_LOW_SURROGATE) return (c1 - Unicode.MIN_HIGH_SURROGATE) * 1024 + (c2 - Unicode.MIN_LOW_SURROGATE) + Unicode.MIN_SUPPLEMENTARY_CODE_POINT << 3 | 2;
    return c1 << 3 | 1;
  }
  index(re2, pos) {
    pos += this.start;
    const i = this.charSequence.indexOf(re2.prefix, pos);
    if (i < 0 || i > this.end - re2.prefix.length) return -1;
    return i - pos;
  }
  context(pos) {
    pos += this.start;
    const r1 = pos > this.start && pos <= this.end ? this.charSequence.charCodeAt(pos - 1) : -1;
    const r2 = pos < this.end ? this.charSequence.charCodeAt(pos) : -1;
    return Utils.emptyOpContext(r1, r2);
  }
  prefixLength(re2) {
    return re2.prefix.length;
  }
};
var MachineInput = class {
  static fromUTF8(bytes, start = 0, end = bytes.length) {
    return new MachineUTF8Input(bytes, start, end);
  }
  static fromUTF16(charSequence, start = 0, end = void 0) {
    Utils.checkInput(charSequence);
    return new MachineUTF16Input(charSequence, start, end ?? charSequence.length);
  }
};
var Matcher = class Matcher2 {
  /**
  * V8 and WebKit have historical hard limits on the number of arguments
  * that can be passed to a function. We cap replacer arguments to prevent
  * Call Stack Overflow (DoS) vulnerabilities on massive ASTs.
  */
  static MAX_REPLACER_ARGS = 65535;
  /**
  * Quotes '\' and '$' in {@code s}, so that the returned string could be used in
  * {@link #appendReplacement} as a literal replacement of {@code s}.
  *
  * @param {string} str the string to be quoted
  * @param {boolean} [javaMode=false] whether the replacement will be used in javaMode
  * @returns {string} the quoted string
  */
  static quoteReplacement(str2, javaMode = false) {
    if (javaMode) {
      if (str2.indexOf("\\") < 0 && str2.indexOf("$") < 0) return str2;
      return str2.split("").map((s) => {
        const c = s.codePointAt(0);
        if (c === Codepoint.CODES["\\"] || c === Codepoint.CODES["$"]) return `\\${s}`;
        return s;
      }).join("");
    }
    if (str2.indexOf("$") < 0) return str2;
    return str2.split("").map((s) => {
      if (s.codePointAt(0) === Codepoint.CODES["$"]) return "$$";
      return s;
    }).join("");
  }
  /**
  *
  * @param {import('./index.js').RE2JS} pattern
  * @param {string|number[]|Uint8Array|MatcherInputBase} input
  */
  constructor(pattern, input) {
    if (pattern === null) throw new Error("pattern is null");
    this.patternInput = pattern;
    const re2 = this.patternInput.re2();
    this.patternGroupCount = re2.numberOfCapturingGroups();
    this.groups = [];
    this.namedGroups = re2.namedGroups;
    this.hasNamedGroups = Object.keys(this.namedGroups).length > 0;
    this.numberOfInstructions = re2.numberOfInstructions();
    this.lookbehindState = null;
    if (input instanceof MatcherInputBase) this.resetMatcherInput(input);
    else if (Utils.isByteArray(input)) this.resetMatcherInput(MatcherInput.utf8(input));
    else this.resetMatcherInput(MatcherInput.utf16(input));
  }
  /**
  * Returns the {@code RE2JS} associated with this {@code Matcher}.
  * @returns {import('./index.js').RE2JS}
  */
  pattern() {
    return this.patternInput;
  }
  /**
  * Resets the {@code Matcher}, rewinding input and discarding any match information.
  *
  * @returns {Matcher} the {@code Matcher} itself, for chained method calls
  */
  reset() {
    this.matcherInputLength = this.matcherInput.length();
    this.appendPos = 0;
    this.hasMatch = false;
    this.hasGroups = false;
    this.anchorFlag = 0;
    return this;
  }
  /**
  * Resets the {@code Matcher} and changes the input.
  * @param {string|number[]|Uint8Array|MatcherInputBase} input
  * @returns {Matcher} the {@code Matcher} itself, for chained method calls
  */
  resetMatcherInput(input) {
    if (input === null) throw new Error("input is null");
    if (!(input instanceof MatcherInputBase)) {
      if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
      else input = MatcherInput.utf16(input);
    }
    this.matcherInput = input;
    if (this.lookbehindState !== null) this.lookbehindState.reset();
    else this.lookbehindState = this.patternInput.re2().createLookbehindState();
    this.reset();
    return this;
  }
  /**
  * Returns the start of the named group of the most recent match, or -1 if the group was not
  * matched.
  * @param {string|number} [group=0]
  * @returns {number}
  */
  start(group = 0) {
    if (typeof group === "string") {
      const groupInt = this.namedGroups[group];
      if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group}' not found`);
      group = groupInt;
    }
    this.loadGroup(group);
    return this.groups[2 * group];
  }
  /**
  * Returns the end of the named group of the most recent match, or -1 if the group was not
  * matched.
  * @param {string|number} [group=0]
  * @returns {number}
  */
  end(group = 0) {
    if (typeof group === "string") {
      const groupInt = this.namedGroups[group];
      if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group}' not found`);
      group = groupInt;
    }
    this.loadGroup(group);
    return this.groups[2 * group + 1];
  }
  /**
  * Returns the program size of this pattern.
  *
  * <p>
  * Similar to the C++ implementation, the program size is a very approximate measure of a regexp's
  * "cost". Larger numbers are more expensive than smaller numbers.
  * </p>
  *
  * @returns {number} the program size of this pattern
  */
  programSize() {
    return this.numberOfInstructions;
  }
  /**
  * Returns the named group of the most recent match, or {@code null} if the group was not matched.
  * @param {string|number} [group=0]
  * @returns {string|null}
  */
  group(group = 0) {
    if (typeof group === "string") {
      const groupInt = this.namedGroups[group];
      if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group}' not found`);
      group = groupInt;
    }
    const start = this.start(group);
    const end = this.end(group);
    if (start < 0 && end < 0) return null;
    return this.substring(start, end);
  }
  /**
  * Returns a dictionary map of all named capturing groups and their matched values.
  * If a group was not matched, its value will be `null`.
  * @returns {Record<string, string|null>}
  */
  getNamedGroups() {
    if (!this.hasMatch) throw new RE2JSGroupException("perhaps no match attempted");
    const result = /* @__PURE__ */ Object.create(null);
    for (const name of Object.keys(this.namedGroups)) result[name] = this.group(name);
    return result;
  }
  /**
  * Returns the number of subgroups in this pattern.
  *
  * @returns {number} the number of subgroups; the overall match (group 0) does not count
  */
  groupCount() {
    return this.patternGroupCount;
  }
  /**
  * Helper: finds subgroup information if needed for group.
  * @param {number} group
  * @private
  */
  loadGroup(group) {
    if (!Number.isInteger(group) || group < 0 || group > this.patternGroupCount) throw new RE2JSGroupException(`Group index out of bounds: ${group}`);
    if (!this.hasMatch) throw new RE2JSGroupException("perhaps no match attempted");
    if (group === 0 || this.hasGroups) return;
    const end = this.matcherInputLength;
    const res = this.patternInput.re2().matchMachineInput(this.matcherInput, this.groups[0], end, this.anchorFlag, 1 + this.patternGroupCount, this.lookbehindState);
    if (!res[0]) throw new RE2JSGroupException("inconsistency in matching group data");
    this.groups = res[1];
    this.hasGroups = true;
  }
  /**
  * Matches the entire input against the pattern (anchored start and end). If there is a match,
  * {@code matches} sets the match state to describe it.
  *
  * @returns {boolean} true if the entire input matches the pattern
  */
  matches() {
    return this.genMatch(0, RE2Flags.ANCHOR_BOTH);
  }
  /**
  * Matches the beginning of input against the pattern (anchored start). If there is a match,
  * {@code lookingAt} sets the match state to describe it.
  *
  * @returns {boolean} true if the beginning of the input matches the pattern
  */
  lookingAt() {
    return this.genMatch(0, RE2Flags.ANCHOR_START);
  }
  /**
  * Matches the input against the pattern (unanchored), starting at a specified position. If there
  * is a match, {@code find} sets the match state to describe it.
  *
  * @param {number|null} [start=null] the input position where the search begins
  * @returns {boolean} if it finds a match
  * @throws IndexOutOfBoundsException if start is not a valid input position
  */
  find(start = null) {
    if (start !== null) {
      if (!Number.isInteger(start) || start < 0 || start > this.matcherInputLength) throw new RE2JSGroupException(`start index out of bounds: ${start}`);
      this.reset();
      return this.genMatch(start, 0);
    }
    start = 0;
    if (this.hasMatch) {
      start = this.groups[1];
      if (this.groups[0] === this.groups[1]) {
        const r = (this.matcherInput.isUTF16Encoding() ? MachineInput.fromUTF16(this.matcherInput.asCharSequence(), 0, this.matcherInputLength) : MachineInput.fromUTF8(this.matcherInput.asBytes(), 0, this.matcherInputLength)).step(start);
        if (r < 0) start++;
        else start += r & 7;
      }
    }
    return this.genMatch(start, RE2Flags.UNANCHORED);
  }
  /**
  * Helper: does match starting at start, with RE2 anchor flag.
  * @param {number} startByte
  * @param {number} anchor
  * @returns {boolean}
  * @private
  */
  genMatch(startByte, anchor) {
    const res = this.patternInput.re2().matchMachineInput(this.matcherInput, startByte, this.matcherInputLength, anchor, 1, this.lookbehindState);
    if (!res[0]) {
      this.hasMatch = false;
      return false;
    }
    this.groups = res[1];
    this.hasMatch = true;
    this.hasGroups = this.patternGroupCount === 0;
    this.anchorFlag = anchor;
    return true;
  }
  /**
  * Helper: return substring for [start, end).
  * @param {number} start
  * @param {number} end
  * @returns {string}
  */
  substring(start, end) {
    if (this.matcherInput.isUTF8Encoding()) return Utils.utf8ByteArrayToString(this.matcherInput.asBytes().slice(start, end));
    return this.matcherInput.asCharSequence().substring(start, end).toString();
  }
  /**
  * Helper for Pattern: return input length.
  * @returns {number}
  */
  inputLength() {
    return this.matcherInputLength;
  }
  /**
  * Appends to result two strings: the text from the append position up to the beginning of the
  * most recent match, and then the replacement with submatch groups substituted for references to
  * them. It advances the append position to where the most recent match ended.
  *
  * By default the replacement is expanded as by String.prototype.replace (see
  * appendReplacementInternalJs). In Java mode it follows re2j / java.util.regex: $n takes as
  * many digits as still form a valid group number, ${name} is a named group, and a backslash
  * escapes the next character (so "\\$" in a JS string literal inserts a literal $).
  *
  * @param {string} replacement the replacement string
  * @param {boolean} [javaMode=false] activate java mode (different behaviour for capture groups and special characters)
  * @returns {string}
  * @throws IllegalStateException if there was no most recent match
  * @throws IndexOutOfBoundsException in Java mode, if replacement refers to an invalid group
  * @private
  */
  appendReplacement(replacement, javaMode = false) {
    let res = "";
    const s = this.start();
    const e = this.end();
    if (this.appendPos < s) res += this.substring(this.appendPos, s);
    this.appendPos = e;
    res += javaMode ? this.appendReplacementInternalJava(replacement) : this.appendReplacementInternalJs(replacement);
    return res;
  }
  /**
  * @param {string} replacement - the replacement string
  * @returns {string}
  * @private
  */
  appendReplacementInternalJava(replacement) {
    let res = "";
    let last = 0;
    const m = replacement.length;
    let i = 0;
    while (i < m) {
      const cCode = replacement.codePointAt(i);
      if (cCode === Codepoint.CODES["\\"]) {
        if (last < i) res += replacement.substring(last, i);
        i++;
        if (i >= m) throw new RE2JSGroupException("character to be escaped is missing");
        last = i;
        i++;
        continue;
      }
      if (cCode === Codepoint.CODES["$"]) {
        if (last < i) res += replacement.substring(last, i);
        if (i + 1 >= m) throw new RE2JSGroupException("Illegal group reference: group index is missing");
        const nextCode = replacement.codePointAt(i + 1);
        if (Codepoint.CODES["0"] <= nextCode && nextCode <= Codepoint.CODES["9"]) {
          let n = nextCode - Codepoint.CODES["0"];
          let j = i + 2;
          for (; j < m; j++) {
            const digit = replacement.codePointAt(j);
            if (digit < Codepoint.CODES["0"] || digit > Codepoint.CODES["9"] || n * 10 + digit - Codepoint.CODES["0"] > this.patternGroupCount) break;
            n = n * 10 + digit - Codepoint.CODES["0"];
          }
          if (n > this.patternGroupCount) throw new RE2JSGroupException(`n > number of groups: ${n}`);
          const group = this.group(n);
          if (group !== null) res += group;
          i = j;
          last = i;
        } else if (nextCode === Codepoint.CODES["{"]) {
          let j = i + 2;
          while (j < m && replacement.codePointAt(j) !== Codepoint.CODES["}"]) j++;
          if (j >= m) throw new RE2JSGroupException("named capture group is missing trailing '}'");
          const groupName = replacement.substring(i + 2, j);
          const groupVal = this.group(groupName);
          if (groupVal !== null) res += groupVal;
          i = j + 1;
          last = i;
        } else throw new RE2JSGroupException("Illegal group reference");
        continue;
      }
      i++;
    }
    if (last < m) res += replacement.substring(last, m);
    return res;
  }
  /**
  * Expands |replacement| for the current match by the rules of String.prototype.replace
  * (ECMAScript GetSubstitution): $$ is "$", $& the match, $` the text before it, $' the text
  * after it, $n and $nn a group (two digits only when they form a valid group number, so with
  * one group "$10" is group 1 then "0"; an unmatched group is empty), and $<name> a named group
  * (empty when no such group), only when the pattern has named groups. Anything else, such as
  * "$0" or "$<" without a closing ">", is kept as is.
  * @param {string} replacement - the replacement string
  * @returns {string}
  * @private
  */
  appendReplacementInternalJs(replacement) {
    const isDigit = (c) => c >= 48 && c <= 57;
    const groupCount = this.patternGroupCount;
    let res = "";
    let i = 0;
    while (i < replacement.length) {
      const dollar = replacement.indexOf("$", i);
      if (dollar < 0) break;
      res += replacement.substring(i, dollar);
      i = dollar;
      const c = replacement.charCodeAt(i + 1);
      if (c === Codepoint.CODES["$"]) {
        res += "$";
        i += 2;
      } else if (c === Codepoint.CODES["&"]) {
        res += this.group(0);
        i += 2;
      } else if (c === Codepoint.CODES["`"]) {
        res += this.substring(0, this.start(0));
        i += 2;
      } else if (c === Codepoint.CODES["'"]) {
        res += this.substring(this.end(0), this.matcherInputLength);
        i += 2;
      } else if (isDigit(c)) {
        let digits = 1;
        let index = c - 48;
        const c2 = replacement.charCodeAt(i + 2);
        if (isDigit(c2) && index * 10 + c2 - 48 <= groupCount) {
          digits = 2;
          index = index * 10 + c2 - 48;
        }
        if (index >= 1 && index <= groupCount) {
          const group = this.group(index);
          if (group !== null) res += group;
        } else res += replacement.substring(i, i + 1 + digits);
        i += 1 + digits;
      } else if (c === Codepoint.CODES["<"] && this.hasNamedGroups) {
        const gt = replacement.indexOf(">", i + 2);
        if (gt < 0) {
          res += "$<";
          i += 2;
        } else {
          const name = replacement.substring(i + 2, gt);
          if (Object.hasOwn(this.namedGroups, name)) {
            const group = this.group(name);
            if (group !== null) res += group;
          }
          i = gt + 1;
        }
      } else {
        res += "$";
        i += 1;
      }
    }
    return res + replacement.substring(i);
  }
  /**
  * Return the substring of the input from the append position to the end of the
  * input.
  * @returns {string}
  */
  appendTail() {
    return this.substring(this.appendPos, this.matcherInputLength);
  }
  /**
  * Returns the input with all matches replaced by {@code replacement}, interpreted as for
  * {@code appendReplacement}.
  *
  * @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
  * @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
  * @returns {string} the input string with the matches replaced
  * @throws IndexOutOfBoundsException if replacement refers to an invalid group and javaMode is true
  */
  replaceAll(replacement, javaMode = false) {
    return this.replace(replacement, true, javaMode);
  }
  /**
  * Returns the input with the first match replaced by {@code replacement}, interpreted as for
  * {@code appendReplacement}.
  *
  * @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
  * @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
  * @returns {string} the input string with the first match replaced
  * @throws IndexOutOfBoundsException if replacement refers to an invalid group and javaMode is true
  */
  replaceFirst(replacement, javaMode = false) {
    return this.replace(replacement, false, javaMode);
  }
  /**
  * Helper: replaceAll/replaceFirst hybrid.
  * @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
  * @param {boolean} [all=true] - replace all matches
  * @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
  * @returns {string}
  * @private
  */
  replace(replacement, all = true, javaMode = false) {
    let res = "";
    this.reset();
    const isFunc = typeof replacement === "function";
    let originalInput = null;
    if (isFunc) {
      if (this.groupCount() >= Matcher2.MAX_REPLACER_ARGS) throw new RE2JSGroupException("Too many capture groups to safely invoke replacer function");
      originalInput = this.matcherInput.isUTF8Encoding() ? this.matcherInput.asBytes() : this.matcherInput.asCharSequence();
    }
    while (this.find()) {
      res += isFunc ? this.appendReplacementFunc(replacement, originalInput) : this.appendReplacement(replacement, javaMode);
      if (!all) break;
    }
    res += this.appendTail();
    return res;
  }
  /**
  * Evaluates a replacer function for the current match and appends the result,
  * along with any un-matched preceding text, advancing the append position.
  * @param {Function} replacer - the replacer function
  * @param {string|Uint8Array|number[]} originalInput - the cached original input reference
  * @returns {string} the evaluated string to append
  * @private
  */
  appendReplacementFunc(replacer, originalInput) {
    let res = "";
    const s = this.start();
    const e = this.end();
    if (this.appendPos < s) res += this.substring(this.appendPos, s);
    this.appendPos = e;
    const args = this.matchArray();
    args.push(s, originalInput);
    if (this.hasNamedGroups) args.push(this.namedGroupsObject());
    res += String(replacer(...args));
    return res;
  }
  /**
  * The match and its groups, as the elements of a JS RegExpExecArray: undefined for a group that
  * did not take part in the match. Used by exec(), matchAll() and replacer functions.
  * @returns {Array<string|undefined>}
  * @private
  */
  matchArray() {
    const result = [this.group(0)];
    for (let i = 1; i <= this.patternGroupCount; i++) {
      const group = this.group(i);
      result.push(group === null ? void 0 : group);
    }
    return result;
  }
  /**
  * The named groups, as the groups property of a JS RegExpExecArray: an object without a
  * prototype mapping each name to its group (undefined when it did not take part in the match),
  * or undefined when the pattern has no named groups.
  * @returns {Record<string, string|undefined>|undefined}
  * @private
  */
  namedGroupsObject() {
    if (!this.hasNamedGroups) return;
    const result = this.getNamedGroups();
    for (const name in result) if (result[name] === null) result[name] = void 0;
    return result;
  }
};
var Inst = class Inst2 {
  static ALT = 1;
  static ALT_MATCH = 2;
  static CAPTURE = 3;
  static EMPTY_WIDTH = 4;
  static FAIL = 5;
  static MATCH = 6;
  static NOP = 7;
  static RUNE = 8;
  static RUNE1 = 9;
  static RUNE_ANY = 10;
  static RUNE_ANY_NOT_NL = 11;
  static LB_WRITE = 12;
  static LB_CHECK = 13;
  static isRuneOp(op) {
    return Inst2.RUNE <= op && op <= Inst2.RUNE_ANY_NOT_NL;
  }
  static escapeRunes(runes) {
    let out = '"';
    for (let rune of runes) out += Utils.escapeRune(rune);
    out += '"';
    return out;
  }
  constructor(op) {
    this.op = op;
    this.out = 0;
    this.arg = 0;
    this.runes = /* @__PURE__ */ new Int32Array(0);
    this.next = null;
  }
  matchRune(r) {
    if (this.runes.length === 1) {
      const r0 = this.runes[0];
      if ((this.arg & RE2Flags.FOLD_CASE) !== 0) return Unicode.equalsIgnoreCase(r0, r);
      return r === r0;
    }
    const len = this.runes.length;
    if (len === 0) return false;
    if (len === 2 || len === 4 || len === 6 || len === 8) {
      for (let j = 0; j < len; j += 2) {
        if (r < this.runes[j]) return false;
        if (r <= this.runes[j + 1]) return true;
      }
      return false;
    }
    let base = 0;
    let n = len >> 1;
    while (n > 1) {
      const half = n >> 1;
      base += this.runes[base + half << 1] <= r ? half : 0;
      n -= half;
    }
    base += this.runes[base << 1] <= r ? 1 : 0;
    const m = base - 1;
    return m >= 0 && r <= this.runes[m << 1 | 1];
  }
  matchRunePos(r) {
    if (this.runes.length === 1) {
      const r0 = this.runes[0];
      if ((this.arg & RE2Flags.FOLD_CASE) !== 0) return Unicode.equalsIgnoreCase(r0, r) ? 0 : -1;
      return r === r0 ? 0 : -1;
    }
    const len = this.runes.length;
    if (len === 0) return -1;
    if (len === 2 || len === 4 || len === 6 || len === 8) {
      for (let j = 0; j < len; j += 2) {
        if (r < this.runes[j]) return -1;
        if (r <= this.runes[j + 1]) return Math.floor(j / 2);
      }
      return -1;
    }
    let base = 0;
    let n = len >> 1;
    while (n > 1) {
      const half = n >> 1;
      base += this.runes[base + half << 1] <= r ? half : 0;
      n -= half;
    }
    base += this.runes[base << 1] <= r ? 1 : 0;
    const m = base - 1;
    return m >= 0 && r <= this.runes[m << 1 | 1] ? m : -1;
  }
  /**
  *
  * @returns {string}
  */
  toString() {
    switch (this.op) {
      case Inst2.ALT:
        return `alt -> ${this.out}, ${this.arg}`;
      case Inst2.ALT_MATCH:
        return `altmatch -> ${this.out}, ${this.arg}`;
      case Inst2.CAPTURE:
        return `cap ${this.arg} -> ${this.out}`;
      case Inst2.EMPTY_WIDTH:
        return `empty ${this.arg} -> ${this.out}`;
      case Inst2.MATCH:
        return `match${this.arg !== 0 ? ` ${this.arg}` : ""}`;
      case Inst2.FAIL:
        return "fail";
      case Inst2.NOP:
        return `nop -> ${this.out}`;
      case Inst2.LB_WRITE:
        return `lbwrite ${this.arg} -> ${this.out}`;
      case Inst2.LB_CHECK:
        return `lbcheck ${this.arg} -> ${this.out}`;
      case Inst2.RUNE:
        if (this.runes === null) return "rune <null>";
        return [
          "rune ",
          Inst2.escapeRunes(this.runes),
          (this.arg & RE2Flags.FOLD_CASE) !== 0 ? "/i" : "",
          " -> ",
          this.out
        ].join("");
      case Inst2.RUNE1:
        return `rune1 ${Inst2.escapeRunes(this.runes)} -> ${this.out}`;
      case Inst2.RUNE_ANY:
        return `any -> ${this.out}`;
      case Inst2.RUNE_ANY_NOT_NL:
        return `anynotnl -> ${this.out}`;
      default:
        throw new Error("unhandled case in Inst.toString");
    }
  }
};
var Queue = class Queue2 {
  constructor(numInst) {
    this.sparse = new Int32Array(numInst);
    this.densePcs = new Int32Array(numInst);
    this.denseCaps = null;
    this.size = 0;
    this.ncap = 0;
    this.mainThreads = 0;
  }
  static INITIAL_THREADS = 32;
  init(ncap) {
    this.ncap = ncap;
    const needed = Math.min(this.densePcs.length, Queue2.INITIAL_THREADS) * ncap;
    if (!this.denseCaps || this.denseCaps.length < needed) this.denseCaps = new Int32Array(needed);
  }
  growCaps(needed) {
    const limit = this.densePcs.length * this.ncap;
    const grown = new Int32Array(Math.min(limit, Math.max(needed, 2 * this.denseCaps.length)));
    grown.set(this.denseCaps);
    this.denseCaps = grown;
  }
  contains(pc) {
    const j = this.sparse[pc];
    return j < this.size && this.densePcs[j] === pc;
  }
  isEmpty() {
    return this.size === 0;
  }
  add(pc) {
    const j = this.size++;
    this.sparse[pc] = j;
    this.densePcs[j] = pc;
    return j;
  }
  clear() {
    this.size = 0;
    this.mainThreads = 0;
  }
  toString() {
    let out = "{";
    for (let i = 0; i < this.size; i++) {
      if (i !== 0) out += ", ";
      out += this.densePcs[i];
    }
    out += "}";
    return out;
  }
};
var LookbehindState = class {
  constructor(prog) {
    this.pos = -1;
    this.pcs = new Int32Array(prog.numInst());
    this.size = 0;
    this.lbTable = new Int32Array(prog.numLb + 1);
  }
  reset() {
    this.pos = -1;
    this.size = 0;
  }
};
var Machine = class Machine2 {
  static fromRE2(re2) {
    const m = new Machine2();
    m.prog = re2.prog;
    m.re2 = re2;
    m.q0 = new Queue(m.prog.numInst());
    m.q1 = new Queue(m.prog.numInst());
    m.addStack = new Int32Array(2 * (m.prog.numInst() + 1));
    m.matched = false;
    m.matchcap = new Int32Array(m.prog.numCap < 2 ? 2 : m.prog.numCap);
    m.ncap = 0;
    return m;
  }
  constructor() {
    this.prog = null;
    this.re2 = null;
    this.q0 = null;
    this.q1 = null;
    this.addStack = null;
    this.matched = false;
    this.matchcap = null;
    this.ncap = 0;
    this.lbTable = null;
  }
  init(ncap) {
    this.ncap = ncap;
    if (ncap > this.matchcap.length) this.matchcap = new Int32Array(ncap).fill(-1);
    else this.matchcap.fill(-1);
    this.q0.init(ncap);
    this.q1.init(ncap);
    if (this.prog.numLb > 0) {
      if (!this.lbTable || this.lbTable.length < this.prog.numLb + 1) this.lbTable = new Int32Array(this.prog.numLb + 1);
      this.lbTable.fill(-1);
    }
  }
  submatches() {
    if (this.ncap === 0) return Utils.emptyInts();
    return Utils.toArray(this.matchcap.subarray(0, this.ncap));
  }
  match(input, pos, anchor, lbState = null) {
    const startCond = this.re2.cond;
    if (startCond === Utils.EMPTY_ALL) return false;
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return false;
    this.matched = false;
    this.matchcap.fill(-1);
    const hasLookbehinds = this.prog.numLb > 0;
    const matchStartPos = pos;
    let currentPos = pos;
    let resumeLookbehinds = false;
    if (hasLookbehinds) {
      if (lbState !== null && lbState.pos >= 0 && lbState.pos <= pos) {
        currentPos = lbState.pos;
        resumeLookbehinds = true;
      } else currentPos = 0;
    }
    let saveLookbehinds = hasLookbehinds && lbState !== null;
    let runq = this.q0;
    let nextq = this.q1;
    let r = input.step(currentPos);
    let rune = r >> 3;
    let width = r & 7;
    let rune1 = -1;
    let width1 = 0;
    if (r !== MachineInputBase.EOF()) {
      r = input.step(currentPos + width);
      rune1 = r >> 3;
      width1 = r & 7;
    }
    let flag;
    if (currentPos === 0) flag = Utils.emptyOpContext(-1, rune);
    else flag = input.context(currentPos);
    if (hasLookbehinds) {
      if (resumeLookbehinds) this.restoreLookbehinds(lbState, runq, flag);
      else this.spawnLookbehinds(runq, currentPos, flag);
    }
    while (true) {
      if (runq.mainThreads === 0) {
        if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && currentPos !== 0) break;
        if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && currentPos !== 0) break;
        if (this.matched) break;
        if (this.prog.numLb === 0 && runq.isEmpty() && !(this.re2.prefix.length === 0) && rune1 !== this.re2.prefixRune && input.canCheckPrefix()) {
          const advance = input.index(this.re2, currentPos);
          if (advance < 0) break;
          currentPos += advance;
          r = input.step(currentPos);
          rune = r >> 3;
          width = r & 7;
          r = input.step(currentPos + width);
          rune1 = r >> 3;
          width1 = r & 7;
          flag = input.context(currentPos);
        }
      }
      if (currentPos >= matchStartPos) {
        if (saveLookbehinds) {
          this.saveLookbehinds(lbState, runq, currentPos);
          saveLookbehinds = false;
        }
        if (!this.matched && (currentPos === 0 || anchor === RE2Flags.UNANCHORED)) {
          if (this.ncap > 0) this.matchcap[0] = currentPos;
          this.add(runq, this.prog.start, currentPos, this.matchcap, 0, flag);
        }
      }
      const nextPos = currentPos + width;
      flag = input.context(nextPos);
      this.step(runq, nextq, currentPos, nextPos, rune, flag, anchor, currentPos === input.endPos());
      if (width === 0) break;
      if (this.ncap === 0 && this.matched) break;
      currentPos += width;
      rune = rune1;
      width = width1;
      if (rune !== -1) {
        r = input.step(currentPos + width);
        rune1 = r >> 3;
        width1 = r & 7;
      }
      const tmpq = runq;
      runq = nextq;
      nextq = tmpq;
    }
    runq.clear();
    nextq.clear();
    return this.matched;
  }
  matchSet(input, pos, anchor) {
    const startCond = this.re2.cond;
    if (startCond === Utils.EMPTY_ALL) return [];
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return [];
    let currentPos = this.prog.numLb > 0 ? 0 : pos;
    let matchStartPos = pos;
    let runq = this.q0;
    let nextq = this.q1;
    let r = input.step(currentPos);
    let rune = r >> 3;
    let width = r & 7;
    let rune1 = -1;
    let width1 = 0;
    if (r !== MachineInputBase.EOF()) {
      r = input.step(currentPos + width);
      rune1 = r >> 3;
      width1 = r & 7;
    }
    let flag = currentPos === 0 ? Utils.emptyOpContext(-1, rune) : input.context(currentPos);
    const matches = /* @__PURE__ */ new Set();
    if (this.prog.numLb > 0) this.spawnLookbehinds(runq, currentPos, flag);
    while (true) {
      if (runq.mainThreads === 0) {
        if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && currentPos !== 0) break;
        if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && currentPos !== 0) break;
      }
      if (currentPos === 0 || anchor === RE2Flags.UNANCHORED) {
        if (currentPos >= matchStartPos) this.add(runq, this.prog.start, currentPos, this.matchcap, 0, flag);
      }
      const nextPos = currentPos + width;
      flag = input.context(nextPos);
      for (let j = 0; j < runq.size; j++) {
        const pc = runq.densePcs[j];
        const i = this.prog.inst[pc];
        const capOffset = j * this.ncap;
        let add2 = false;
        switch (i.op) {
          case Inst.MATCH:
            if (anchor === RE2Flags.ANCHOR_BOTH && currentPos !== input.endPos()) break;
            matches.add(i.arg);
            break;
          case Inst.RUNE:
            add2 = i.matchRune(rune);
            break;
          case Inst.RUNE1:
            add2 = rune === i.runes[0];
            break;
          case Inst.RUNE_ANY:
            add2 = true;
            break;
          case Inst.RUNE_ANY_NOT_NL:
            add2 = rune !== 10;
            break;
          default:
            continue;
        }
        if (add2) this.add(nextq, i.out, nextPos, runq.denseCaps, capOffset, flag);
      }
      runq.clear();
      if (width === 0) break;
      currentPos += width;
      rune = rune1;
      width = width1;
      if (rune !== -1) {
        r = input.step(currentPos + width);
        rune1 = r >> 3;
        width1 = r & 7;
      }
      const tmpq = runq;
      runq = nextq;
      nextq = tmpq;
    }
    nextq.clear();
    return Array.from(matches).sort((a, b) => a - b);
  }
  step(runq, nextq, pos, nextPos, c, nextCond, anchor, atEnd) {
    const longest = this.re2.longest;
    for (let j = 0; j < runq.size; j++) {
      const pc = runq.densePcs[j];
      const capOffset = j * this.ncap;
      if (longest && this.matched && this.ncap > 0 && this.matchcap[0] < runq.denseCaps[capOffset]) continue;
      const i = this.prog.inst[pc];
      let add2 = false;
      switch (i.op) {
        case Inst.MATCH:
          if (anchor === RE2Flags.ANCHOR_BOTH && !atEnd) break;
          if (this.ncap > 0 && (!longest || !this.matched || this.matchcap[1] < pos)) {
            runq.denseCaps[capOffset + 1] = pos;
            for (let k = 0; k < this.ncap; k++) this.matchcap[k] = runq.denseCaps[capOffset + k];
          }
          if (!longest) runq.size = 0;
          this.matched = true;
          break;
        case Inst.RUNE:
          add2 = i.matchRune(c);
          break;
        case Inst.RUNE1:
          add2 = c === i.runes[0];
          break;
        case Inst.RUNE_ANY:
          add2 = true;
          break;
        case Inst.RUNE_ANY_NOT_NL:
          add2 = c !== 10;
          break;
        default:
          continue;
      }
      if (add2) this.add(nextq, i.out, nextPos, runq.denseCaps, capOffset, nextCond);
    }
    runq.clear();
  }
  spawnLookbehinds(q, pos, flag) {
    for (let i = 0; i < this.prog.lbStarts.length; i++) this.add(q, this.prog.lbStarts[i], pos, this.matchcap, 0, flag);
  }
  restoreLookbehinds(lbState, q, flag) {
    this.lbTable.set(lbState.lbTable);
    for (let j = 0; j < lbState.size; j++) this.add(q, lbState.pcs[j], lbState.pos, this.matchcap, 0, flag);
  }
  saveLookbehinds(lbState, q, pos) {
    let size = 0;
    for (let j = 0; j < q.size; j++) {
      const pc = q.densePcs[j];
      if (this.prog.lbInst[pc] === 1 && Inst.isRuneOp(this.prog.inst[pc].op)) lbState.pcs[size++] = pc;
    }
    lbState.size = size;
    lbState.pos = pos;
    lbState.lbTable.set(this.lbTable);
  }
  add(q, pc, pos, capArray, capOffset, cond) {
    const stk = this.addStack;
    let nstk = 0;
    for (; ; ) {
      while (pc !== 0 && !q.contains(pc)) {
        const d = q.add(pc);
        const inst = this.prog.inst[pc];
        switch (inst.op) {
          case Inst.FAIL:
            pc = 0;
            break;
          case Inst.ALT:
          case Inst.ALT_MATCH:
            stk[nstk++] = inst.arg;
            stk[nstk++] = 0;
            pc = inst.out;
            break;
          case Inst.EMPTY_WIDTH:
            pc = (inst.arg & ~cond) === 0 ? inst.out : 0;
            break;
          case Inst.NOP:
            pc = inst.out;
            break;
          case Inst.CAPTURE:
            if (inst.arg < this.ncap) {
              stk[nstk++] = -inst.arg - 1;
              stk[nstk++] = capArray[capOffset + inst.arg];
              capArray[capOffset + inst.arg] = pos;
            }
            pc = inst.out;
            break;
          case Inst.LB_WRITE:
            this.lbTable[Math.abs(inst.arg)] = pos;
            pc = inst.out;
            break;
          case Inst.LB_CHECK:
            if (inst.arg > 0) pc = this.lbTable[inst.arg] === pos ? inst.out : 0;
            else pc = this.lbTable[-inst.arg] !== pos ? inst.out : 0;
            break;
          case Inst.MATCH:
          case Inst.RUNE:
          case Inst.RUNE1:
          case Inst.RUNE_ANY:
          case Inst.RUNE_ANY_NOT_NL:
            if (this.prog.lbInst[pc] === 0) q.mainThreads++;
            if (this.ncap > 0) {
              const destOffset = d * this.ncap;
              if (destOffset + this.ncap > q.denseCaps.length) q.growCaps(destOffset + this.ncap);
              for (let c = 0; c < this.ncap; c++) q.denseCaps[destOffset + c] = capArray[capOffset + c];
            }
            pc = 0;
            break;
          default:
            throw new RE2JSInternalException("unhandled");
        }
      }
      if (nstk === 0) return;
      nstk -= 2;
      const entry = stk[nstk];
      if (entry < 0) {
        capArray[capOffset - entry - 1] = stk[nstk + 1];
        pc = 0;
      } else pc = entry;
    }
  }
};
var hashState = (pcs, flag, ids) => {
  let h = -2128831035;
  for (let i = 0; i < pcs.length; i++) {
    h ^= pcs[i];
    h = Math.imul(h, 16777619);
  }
  h ^= flag;
  h = Math.imul(h, 16777619);
  for (let i = 0; i < ids.length; i++) {
    h ^= ids[i];
    h = Math.imul(h, 16777619);
  }
  return h;
};
var arraysEqual = (a, b) => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};
var isState = (state, pcs, flag, ids) => state.flag === flag && arraysEqual(state.nfaStates, pcs) && arraysEqual(state.matchIDs, ids);
var NO_IDS = [];
var END_TEXT = -1;
var DFAState = class {
  constructor(nfaStates, flag, matchIDs) {
    this.nfaStates = nfaStates;
    this.flag = flag;
    this.isMatch = (flag & DFA.FLAG_MATCH) !== 0;
    this.matchIDs = matchIDs;
    this.next = null;
    this.nextAnchored = null;
  }
};
var DFA = class DFA2 {
  static FLAG_EMPTY_MASK = 255;
  static FLAG_MATCH = 256;
  static FLAG_LAST_WORD = 512;
  static FLAG_NEED_SHIFT = 16;
  static STATE_OVERHEAD = 150;
  static ARRAY_OVERHEAD = 40;
  static ELEMENT_SIZE = 8;
  static TABLE_OVERHEAD = 48;
  static PROGRESS_PER_STATE = 10;
  constructor(prog, maxMem = 8388608) {
    this.prog = prog;
    this.maxMem = maxMem;
    this.stateCache = /* @__PURE__ */ new Map();
    this.stateCount = 0;
    this.startStates = /* @__PURE__ */ new Map();
    this.failed = false;
    for (let pc = 0; pc < prog.numInst(); pc++) {
      const op = prog.getInst(pc).op;
      if (op === Inst.LB_WRITE || op === Inst.LB_CHECK) {
        this.failed = true;
        break;
      }
    }
    this.computeRuneClasses();
    this.stateBudget = maxMem;
    this.memBudget = maxMem;
  }
  computeRuneClasses() {
    const bounds = /* @__PURE__ */ new Set();
    const addRange = (lo, hi) => {
      bounds.add(lo);
      bounds.add(hi + 1);
    };
    for (let pc = 0; pc < this.prog.numInst(); pc++) {
      const inst = this.prog.getInst(pc);
      switch (inst.op) {
        case Inst.RUNE:
        case Inst.RUNE1:
          if (inst.runes.length === 1) {
            addRange(inst.runes[0], inst.runes[0]);
            if ((inst.arg & RE2Flags.FOLD_CASE) !== 0) for (let f = Unicode.simpleFold(inst.runes[0]); f !== inst.runes[0]; f = Unicode.simpleFold(f)) addRange(f, f);
          } else for (let j = 0; j < inst.runes.length; j += 2) addRange(inst.runes[j], inst.runes[j + 1]);
          break;
        case Inst.RUNE_ANY_NOT_NL:
          addRange(10, 10);
          break;
        case Inst.EMPTY_WIDTH:
          if ((inst.arg & (Utils.EMPTY_BEGIN_LINE | Utils.EMPTY_END_LINE)) !== 0) addRange(10, 10);
          if ((inst.arg & (Utils.EMPTY_WORD_BOUNDARY | Utils.EMPTY_NO_WORD_BOUNDARY)) !== 0) {
            addRange(48, 57);
            addRange(65, 90);
            addRange(95, 95);
            addRange(97, 122);
          }
      }
    }
    bounds.delete(0);
    this.classBounds = Int32Array.from(bounds).sort();
    this.numClasses = this.classBounds.length + 1;
    const latin1Class = new Int32Array(Unicode.MAX_LATIN1 + 1);
    for (let r = 0; r <= Unicode.MAX_LATIN1; r++) latin1Class[r] = this.searchClass(r);
    this.latin1Class = latin1Class;
  }
  runeClass(r) {
    if (r <= Unicode.MAX_LATIN1) return this.latin1Class[r];
    return this.searchClass(r);
  }
  searchClass(r) {
    const bounds = this.classBounds;
    let lo = 0;
    let hi = bounds.length;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      if (bounds[mid] <= r) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  closure(pcs, flag) {
    const closure = /* @__PURE__ */ new Set();
    const stack = Array.from(pcs);
    let needflags = 0;
    while (stack.length > 0) {
      const pc = stack.pop();
      if (pc === 0 || closure.has(pc)) continue;
      closure.add(pc);
      const inst = this.prog.getInst(pc);
      switch (inst.op) {
        case Inst.ALT:
        case Inst.ALT_MATCH:
          stack.push(inst.out);
          stack.push(inst.arg);
          break;
        case Inst.NOP:
        case Inst.CAPTURE:
          stack.push(inst.out);
          break;
        case Inst.EMPTY_WIDTH:
          needflags |= inst.arg;
          if ((inst.arg & ~flag) === 0) stack.push(inst.out);
      }
    }
    return {
      pcs: Array.from(closure).sort((a, b) => a - b),
      needflags
    };
  }
  getState(pcs, flag, ids) {
    const hash = hashState(pcs, flag, ids);
    const cached = this.stateCache.get(hash);
    if (cached instanceof DFAState) {
      if (isState(cached, pcs, flag, ids)) return cached;
    } else if (cached !== void 0) {
      for (let i = 0; i < cached.length; i++) if (isState(cached[i], pcs, flag, ids)) return cached[i];
    }
    const cost = DFA2.stateCost(pcs, ids);
    if (this.memBudget < cost) return null;
    this.memBudget -= cost;
    const state = new DFAState(pcs, flag, ids);
    if (cached === void 0) this.stateCache.set(hash, state);
    else if (cached instanceof DFAState) this.stateCache.set(hash, [cached, state]);
    else cached.push(state);
    this.stateCount++;
    return state;
  }
  static stateCost(pcs, ids) {
    const idsCost = ids.length === 0 ? 0 : DFA2.ARRAY_OVERHEAD + DFA2.ELEMENT_SIZE * ids.length;
    return DFA2.STATE_OVERHEAD + DFA2.ELEMENT_SIZE * pcs.length + idsCost;
  }
  *cachedStates() {
    for (const cached of this.stateCache.values()) if (cached instanceof DFAState) yield cached;
    else yield* cached;
  }
  makeState(pcs, flag, ids) {
    const closure = this.closure(pcs, flag & DFA2.FLAG_EMPTY_MASK);
    let stateFlag = flag;
    if (closure.needflags === 0) stateFlag &= DFA2.FLAG_MATCH;
    stateFlag |= closure.needflags << DFA2.FLAG_NEED_SHIFT;
    return this.getState(closure.pcs, stateFlag, ids);
  }
  allocTable(state, anchor) {
    const size = this.numClasses + 1;
    const cost = DFA2.TABLE_OVERHEAD + DFA2.ELEMENT_SIZE * size;
    if (this.memBudget < cost) return null;
    this.memBudget -= cost;
    const table = new Array(size).fill(null);
    if (anchor === RE2Flags.UNANCHORED) state.next = table;
    else state.nextAnchored = table;
    return table;
  }
  clearCache() {
    this.stateCache.clear();
    this.stateCount = 0;
    this.startStates.clear();
    this.memBudget = this.stateBudget;
  }
  resetCache(current) {
    this.clearCache();
    return this.getState(current.nfaStates, current.flag, current.matchIDs);
  }
  step(state, cls, rune, anchor) {
    let table = anchor === RE2Flags.UNANCHORED ? state.next : state.nextAnchored;
    if (table !== null) {
      const cached = table[cls];
      if (cached !== null) return cached;
    } else {
      table = this.allocTable(state, anchor);
      if (table === null) return null;
    }
    const needflag = state.flag >>> DFA2.FLAG_NEED_SHIFT;
    const oldbeforeflag = state.flag & DFA2.FLAG_EMPTY_MASK;
    let beforeflag = oldbeforeflag;
    let afterflag = 0;
    if (rune === 10) {
      beforeflag |= Utils.EMPTY_END_LINE;
      afterflag |= Utils.EMPTY_BEGIN_LINE;
    }
    if (rune === END_TEXT) beforeflag |= Utils.EMPTY_END_LINE | Utils.EMPTY_END_TEXT;
    const islastword = (state.flag & DFA2.FLAG_LAST_WORD) !== 0;
    const isword = rune !== END_TEXT && Utils.isWordRune(rune);
    beforeflag |= isword === islastword ? Utils.EMPTY_NO_WORD_BOUNDARY : Utils.EMPTY_WORD_BOUNDARY;
    let pcs = state.nfaStates;
    if ((beforeflag & ~oldbeforeflag & needflag) !== 0) pcs = this.closure(pcs, beforeflag).pcs;
    const nextPCs = [];
    let ismatch = false;
    let ids = NO_IDS;
    for (let i = 0; i < pcs.length; i++) {
      const inst = this.prog.getInst(pcs[i]);
      if (inst.op === Inst.MATCH) {
        if (!ismatch) {
          ismatch = true;
          ids = [];
        }
        ids.push(inst.arg);
      } else if (rune !== END_TEXT && Inst.isRuneOp(inst.op) && inst.matchRune(rune)) nextPCs.push(inst.out);
    }
    if (ids.length > 1) ids.sort((a, b) => a - b);
    if (anchor === RE2Flags.UNANCHORED && rune !== END_TEXT) nextPCs.push(this.prog.start);
    let flag = afterflag;
    if (ismatch) flag |= DFA2.FLAG_MATCH;
    if (isword) flag |= DFA2.FLAG_LAST_WORD;
    const nextState = this.makeState(nextPCs, flag, ids);
    if (nextState === null) return null;
    table[cls] = nextState;
    return nextState;
  }
  start(input, pos) {
    const context = input.context(pos);
    let flags;
    if ((context & Utils.EMPTY_BEGIN_TEXT) !== 0) flags = Utils.EMPTY_BEGIN_TEXT | Utils.EMPTY_BEGIN_LINE;
    else if ((context & Utils.EMPTY_BEGIN_LINE) !== 0) flags = Utils.EMPTY_BEGIN_LINE;
    else {
      const r = input.step(pos);
      const nextIsWord = r >= 0 && Utils.isWordRune(r >> 3);
      flags = (context & Utils.EMPTY_WORD_BOUNDARY) !== 0 !== nextIsWord ? DFA2.FLAG_LAST_WORD : 0;
    }
    let state = this.startStates.get(flags);
    if (state === void 0) {
      state = this.makeState([this.prog.start], flags, NO_IDS);
      if (state === null) {
        this.clearCache();
        state = this.makeState([this.prog.start], flags, NO_IDS);
        if (state === null) return null;
      }
      this.startStates.set(flags, state);
    }
    return state;
  }
  stepOrReset(state, cls, rune, anchor, pos, search) {
    let next = this.step(state, cls, rune, anchor);
    if (next !== null) return next;
    if (search.resetPos >= 0 && pos - search.resetPos < DFA2.PROGRESS_PER_STATE * this.stateCount) return null;
    search.resetPos = pos;
    const restored = this.resetCache(state);
    if (restored === null) return null;
    next = this.step(restored, cls, rune, anchor);
    return next;
  }
  run(input, pos, anchor, state, onMatch) {
    const endPos = input.endPos();
    const latin1Class = this.latin1Class;
    const unanchored = anchor === RE2Flags.UNANCHORED;
    const search = { resetPos: -1 };
    let i = pos;
    while (i < endPos) {
      const r = input.step(i);
      const rune = r >> 3;
      const width = r & 7;
      if (width === 0) break;
      const cls = rune <= Unicode.MAX_LATIN1 ? latin1Class[rune] : this.runeClass(rune);
      let next = unanchored && state.next !== null ? state.next[cls] : null;
      if (next === null) {
        next = this.stepOrReset(state, cls, rune, anchor, i, search);
        if (next === null) return null;
      }
      state = next;
      if (state.isMatch && onMatch(state, false)) return true;
      if (!unanchored && state.nfaStates.length === 0) return false;
      i += width;
    }
    state = this.stepOrReset(state, this.numClasses, END_TEXT, anchor, i, search);
    if (state === null) return null;
    return state.isMatch && onMatch(state, true);
  }
  match(input, pos, anchor) {
    if (this.failed) return null;
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return false;
    const startState = this.start(input, pos);
    if (startState === null) return null;
    return this.run(input, pos, anchor, startState, (state, atEnd) => anchor !== RE2Flags.ANCHOR_BOTH || atEnd);
  }
  matchSet(input, pos, anchor) {
    if (this.failed) return null;
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return [];
    const startState = this.start(input, pos);
    if (startState === null) return null;
    const matches = /* @__PURE__ */ new Set();
    const collect2 = (state, atEnd) => {
      if (anchor !== RE2Flags.ANCHOR_BOTH || atEnd) for (let k = 0; k < state.matchIDs.length; k++) matches.add(state.matchIDs[k]);
      return false;
    };
    if (this.run(input, pos, anchor, startState, collect2) === null) return null;
    return Array.from(matches).sort((a, b) => a - b);
  }
};
var VISITED_BITS = 32;
var MAX_BACKTRACK_PROG = 500;
var INITIAL_JOB_CAPACITY = 256;
var MAX_BACKTRACK_VECTOR = 262144;
var BitState = class {
  constructor() {
    this.end = 0;
    this.cap = /* @__PURE__ */ new Int32Array(0);
    this.matchcap = /* @__PURE__ */ new Int32Array(0);
    this.ncap = 0;
    this.jobPc = new Int32Array(INITIAL_JOB_CAPACITY);
    this.jobArg = new Uint8Array(INITIAL_JOB_CAPACITY);
    this.jobPos = new Int32Array(INITIAL_JOB_CAPACITY);
    this.jobLen = 0;
    this.visited = /* @__PURE__ */ new Uint32Array(0);
  }
  reset(prog, end, ncap) {
    this.end = end;
    this.jobLen = 0;
    this.ncap = ncap;
    const visitedSize = prog.numInst() * (end + 1) + VISITED_BITS - 1 >>> 5;
    if (this.visited.length < visitedSize) this.visited = new Uint32Array(visitedSize);
    else this.visited.fill(0, 0, visitedSize);
    if (this.cap.length < ncap) this.cap = new Int32Array(ncap).fill(-1);
    else this.cap.fill(-1, 0, ncap);
    if (this.matchcap.length < ncap) this.matchcap = new Int32Array(ncap).fill(-1);
    else this.matchcap.fill(-1, 0, ncap);
  }
  shouldVisit(pc, pos) {
    const n = pc * (this.end + 1) + pos;
    const idx = n >>> 5;
    const mask = 1 << (n & 31);
    if ((this.visited[idx] & mask) !== 0) return false;
    this.visited[idx] |= mask;
    return true;
  }
  push(re2, pc, pos, arg) {
    if (re2.prog.getInst(pc).op !== Inst.FAIL && (arg || this.shouldVisit(pc, pos))) {
      if (this.jobLen >= this.jobPc.length) {
        const newSize = this.jobPc.length * 2;
        const newPc = new Int32Array(newSize);
        newPc.set(this.jobPc);
        this.jobPc = newPc;
        const newArg = new Uint8Array(newSize);
        newArg.set(this.jobArg);
        this.jobArg = newArg;
        const newPos = new Int32Array(newSize);
        newPos.set(this.jobPos);
        this.jobPos = newPos;
      }
      this.jobPc[this.jobLen] = pc;
      this.jobArg[this.jobLen] = arg ? 1 : 0;
      this.jobPos[this.jobLen] = pos;
      this.jobLen++;
    }
  }
  tryBacktrack(re2, input, pc, pos, anchor) {
    const longest = re2.longest;
    this.push(re2, pc, pos, false);
    while (this.jobLen > 0) {
      this.jobLen--;
      let currentPc = this.jobPc[this.jobLen];
      let arg = this.jobArg[this.jobLen] === 1;
      let currentPos = this.jobPos[this.jobLen];
      let skipShouldVisit = true;
      while (true) {
        if (!skipShouldVisit) {
          if (!this.shouldVisit(currentPc, currentPos)) break;
        }
        skipShouldVisit = false;
        const inst = re2.prog.getInst(currentPc);
        switch (inst.op) {
          case Inst.FAIL:
            break;
          case Inst.ALT:
            if (arg) {
              arg = false;
              currentPc = inst.arg;
              continue;
            } else {
              this.push(re2, currentPc, currentPos, true);
              currentPc = inst.out;
              continue;
            }
          case Inst.ALT_MATCH: {
            const outInst = re2.prog.getInst(inst.out);
            if (Inst.isRuneOp(outInst.op)) {
              this.push(re2, inst.arg, currentPos, false);
              currentPc = inst.arg;
              currentPos = this.end;
              continue;
            }
            this.push(re2, inst.out, this.end, false);
            currentPc = inst.out;
            continue;
          }
          case Inst.RUNE: {
            const r = input.step(currentPos);
            if (r === MachineInputBase.EOF()) break;
            if (!inst.matchRune(r >> 3)) break;
            currentPos += r & 7;
            currentPc = inst.out;
            continue;
          }
          case Inst.RUNE1: {
            const r = input.step(currentPos);
            if (r === MachineInputBase.EOF()) break;
            if (r >> 3 !== inst.runes[0]) break;
            currentPos += r & 7;
            currentPc = inst.out;
            continue;
          }
          case Inst.RUNE_ANY_NOT_NL: {
            const r = input.step(currentPos);
            if (r === MachineInputBase.EOF()) break;
            if (r >> 3 === 10) break;
            currentPos += r & 7;
            currentPc = inst.out;
            continue;
          }
          case Inst.RUNE_ANY: {
            const r = input.step(currentPos);
            if (r === MachineInputBase.EOF()) break;
            currentPos += r & 7;
            currentPc = inst.out;
            continue;
          }
          case Inst.CAPTURE:
            if (arg) {
              this.cap[inst.arg] = currentPos;
              break;
            } else {
              if (inst.arg < this.ncap) {
                this.push(re2, currentPc, this.cap[inst.arg], true);
                this.cap[inst.arg] = currentPos;
              }
              currentPc = inst.out;
              continue;
            }
          case Inst.EMPTY_WIDTH: {
            const flag = input.context(currentPos);
            if ((inst.arg & ~flag) !== 0) break;
            currentPc = inst.out;
            continue;
          }
          case Inst.NOP:
            currentPc = inst.out;
            continue;
          case Inst.MATCH: {
            if (anchor === RE2Flags.ANCHOR_BOTH && currentPos !== this.end) break;
            if (this.ncap === 0) return true;
            if (this.ncap > 1) this.cap[1] = currentPos;
            const old = this.matchcap[1];
            if (old === -1 || longest && currentPos > 0 && currentPos > old) this.matchcap.set(this.cap);
            if (!longest) return true;
            if (currentPos === this.end) return true;
            break;
          }
          case Inst.LB_WRITE:
          case Inst.LB_CHECK:
            throw new RE2JSInternalException("Backtracker cannot evaluate Lookbehind instructions");
          default:
            throw new RE2JSInternalException("bad inst");
        }
        break;
      }
    }
    return longest && this.matchcap.length > 1 && this.matchcap[1] >= 0;
  }
};
var bitStatePool = [];
var Backtracker = class Backtracker2 {
  static shouldBacktrack(prog) {
    return prog.numInst() <= MAX_BACKTRACK_PROG;
  }
  static maxBitStateLen(prog) {
    if (!Backtracker2.shouldBacktrack(prog)) return 0;
    return Math.floor(MAX_BACKTRACK_VECTOR / prog.numInst());
  }
  static execute(re2, input, pos, anchor, ncap) {
    const startCond = re2.cond;
    if (startCond === Utils.EMPTY_ALL) return null;
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return null;
    if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && pos !== 0) return null;
    const b = bitStatePool.length > 0 ? bitStatePool.pop() : new BitState();
    const end = input.endPos();
    b.reset(re2.prog, end, ncap);
    let matched = false;
    if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 || anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) {
      if (b.ncap > 0) b.cap[0] = pos;
      if (b.tryBacktrack(re2, input, re2.prog.start, pos, anchor)) matched = true;
    } else {
      let width = -1;
      for (; pos <= end && width !== 0; pos += width) {
        if (re2.prefix.length > 0) {
          const advance = input.index(re2, pos);
          if (advance < 0) break;
          pos += advance;
        }
        if (b.ncap > 0) b.cap[0] = pos;
        if (b.tryBacktrack(re2, input, re2.prog.start, pos, anchor)) {
          matched = true;
          break;
        }
        const r = input.step(pos);
        width = r === MachineInputBase.EOF() ? 0 : r & 7;
      }
    }
    if (!matched) {
      bitStatePool.push(b);
      return null;
    }
    const result = ncap === 0 ? [] : Utils.toArray(b.matchcap.subarray(0, ncap));
    bitStatePool.push(b);
    return result;
  }
};
var QueueOnePass = class {
  constructor(size) {
    this.sparse = new Uint32Array(size);
    this.dense = new Uint32Array(size);
    this.size = 0;
    this.nextIndex = 0;
  }
  empty() {
    return this.nextIndex >= this.size;
  }
  next() {
    return this.dense[this.nextIndex++];
  }
  clear() {
    this.size = 0;
    this.nextIndex = 0;
  }
  contains(u) {
    return u < this.sparse.length && this.sparse[u] < this.size && this.dense[this.sparse[u]] === u;
  }
  insert(u) {
    if (!this.contains(u)) this.insertNew(u);
  }
  insertNew(u) {
    if (u >= this.sparse.length) return;
    this.sparse[u] = this.size;
    this.dense[this.size] = u;
    this.size++;
  }
};
var mergeRuneSets = (leftRunes, rightRunes, leftPC, rightPC) => {
  const leftLen = leftRunes.length;
  const rightLen = rightRunes.length;
  let lx = 0, rx = 0;
  const merged = [];
  const next = [];
  let ok = true;
  let ix = -1;
  const extend = (isLeft) => {
    const newArray = isLeft ? leftRunes : rightRunes;
    const low = isLeft ? lx : rx;
    const pc = isLeft ? leftPC : rightPC;
    if (ix > 0 && newArray[low] <= merged[ix]) return false;
    merged.push(newArray[low], newArray[low + 1]);
    if (isLeft) lx += 2;
    else rx += 2;
    ix += 2;
    next.push(pc);
    return true;
  };
  while (lx < leftLen || rx < rightLen) {
    if (rx >= rightLen) ok = extend(true);
    else if (lx >= leftLen) ok = extend(false);
    else if (rightRunes[rx] < leftRunes[lx]) ok = extend(false);
    else ok = extend(true);
    if (!ok) return null;
  }
  return {
    merged,
    next
  };
};
var OnePassProg = class {
  constructor(prog) {
    this.start = prog.start;
    this.numCap = prog.numCap;
    this.inst = new Array(prog.inst.length);
    for (let i = 0; i < prog.inst.length; i++) {
      const orig = prog.inst[i];
      const inst = new Inst(orig.op);
      inst.out = orig.out;
      inst.arg = orig.arg;
      inst.runes = orig.runes ? new Int32Array(orig.runes) : /* @__PURE__ */ new Int32Array(0);
      inst.next = null;
      this.inst[i] = inst;
    }
  }
};
var onePassCopy = (prog) => {
  const p = new OnePassProg(prog);
  for (let pc = 0; pc < p.inst.length; pc++) {
    const inst = p.inst[pc];
    if (inst.op !== Inst.ALT && inst.op !== Inst.ALT_MATCH) continue;
    let pAOther = "out";
    let pAAlt = "arg";
    let instAlt = p.inst[inst[pAAlt]];
    if (instAlt.op !== Inst.ALT && instAlt.op !== Inst.ALT_MATCH) {
      pAOther = "arg";
      pAAlt = "out";
      instAlt = p.inst[inst[pAAlt]];
      if (instAlt.op !== Inst.ALT && instAlt.op !== Inst.ALT_MATCH) continue;
    }
    const instOther = p.inst[inst[pAOther]];
    if (instOther.op === Inst.ALT || instOther.op === Inst.ALT_MATCH) continue;
    let pBAlt = "out";
    let pBOther = "arg";
    let patch = false;
    if (instAlt.out === pc) patch = true;
    else if (instAlt.arg === pc) {
      patch = true;
      pBAlt = "arg";
      pBOther = "out";
    }
    if (patch) instAlt[pBAlt] = inst[pAOther];
    if (inst[pAOther] === instAlt[pBAlt]) inst[pAAlt] = instAlt[pBOther];
  }
  return p;
};
var makeOnePass = (p) => {
  if (p.inst.length >= 1e3) return null;
  const instQueue = new QueueOnePass(p.inst.length);
  const visitQueue = new QueueOnePass(p.inst.length);
  const onePassRunes = new Array(p.inst.length);
  const m = new Array(p.inst.length).fill(false);
  const check8 = (pc) => {
    let ok = true;
    const inst = p.inst[pc];
    if (visitQueue.contains(pc)) return true;
    visitQueue.insert(pc);
    switch (inst.op) {
      case Inst.ALT:
      case Inst.ALT_MATCH: {
        ok = check8(inst.out) && check8(inst.arg);
        let matchOut = m[inst.out];
        let matchArg = m[inst.arg];
        if (matchOut && matchArg) return false;
        if (matchArg) {
          const tempOut = inst.out;
          inst.out = inst.arg;
          inst.arg = tempOut;
          const tempMatch = matchOut;
          matchOut = matchArg;
          matchArg = tempMatch;
        }
        if (matchOut) {
          m[pc] = true;
          inst.op = Inst.ALT_MATCH;
        }
        const leftRunes = onePassRunes[inst.out] || [];
        const rightRunes = onePassRunes[inst.arg] || [];
        const mergeRes = mergeRuneSets(leftRunes, rightRunes, inst.out, inst.arg);
        if (!mergeRes) return false;
        onePassRunes[pc] = new Int32Array(mergeRes.merged);
        inst.next = new Uint32Array(mergeRes.next);
        break;
      }
      case Inst.CAPTURE:
      case Inst.EMPTY_WIDTH:
      case Inst.NOP:
        ok = check8(inst.out);
        m[pc] = m[inst.out];
        onePassRunes[pc] = onePassRunes[inst.out] ? new Int32Array(onePassRunes[inst.out]) : /* @__PURE__ */ new Int32Array(0);
        inst.next = new Uint32Array(Math.floor(onePassRunes[pc].length / 2) + 1).fill(inst.out);
        break;
      case Inst.MATCH:
      case Inst.FAIL:
        m[pc] = inst.op === Inst.MATCH;
        break;
      case Inst.RUNE: {
        m[pc] = false;
        if (inst.next && inst.next.length > 0) break;
        instQueue.insert(inst.out);
        if (!inst.runes || inst.runes.length === 0) {
          onePassRunes[pc] = /* @__PURE__ */ new Int32Array(0);
          inst.next = new Uint32Array([inst.out]);
          break;
        }
        let runes = [];
        if (inst.runes.length === 1 && (inst.arg & RE2Flags.FOLD_CASE) !== 0) {
          const r0 = inst.runes[0];
          runes.push(r0, r0);
          for (let r1 = Unicode.simpleFold(r0); r1 !== r0; r1 = Unicode.simpleFold(r1)) runes.push(r1, r1);
          runes.sort((a, b) => a - b);
        } else for (let j = 0; j < inst.runes.length; j++) runes.push(inst.runes[j]);
        onePassRunes[pc] = new Int32Array(runes);
        inst.next = new Uint32Array(Math.floor(runes.length / 2) + 1).fill(inst.out);
        inst.op = Inst.RUNE;
        break;
      }
      case Inst.RUNE1: {
        m[pc] = false;
        if (inst.next && inst.next.length > 0) break;
        instQueue.insert(inst.out);
        let runes = [];
        if ((inst.arg & RE2Flags.FOLD_CASE) !== 0) {
          const r0 = inst.runes[0];
          runes.push(r0, r0);
          for (let r1 = Unicode.simpleFold(r0); r1 !== r0; r1 = Unicode.simpleFold(r1)) runes.push(r1, r1);
          runes.sort((a, b) => a - b);
        } else runes.push(inst.runes[0], inst.runes[0]);
        onePassRunes[pc] = new Int32Array(runes);
        inst.next = new Uint32Array(Math.floor(runes.length / 2) + 1).fill(inst.out);
        inst.op = Inst.RUNE;
        break;
      }
      case Inst.RUNE_ANY:
        m[pc] = false;
        if (inst.next && inst.next.length > 0) break;
        instQueue.insert(inst.out);
        onePassRunes[pc] = new Int32Array([0, Unicode.MAX_RUNE]);
        inst.next = new Uint32Array([inst.out]);
        break;
      case Inst.RUNE_ANY_NOT_NL:
        m[pc] = false;
        if (inst.next && inst.next.length > 0) break;
        instQueue.insert(inst.out);
        onePassRunes[pc] = new Int32Array([
          0,
          9,
          11,
          Unicode.MAX_RUNE
        ]);
        inst.next = new Uint32Array(Math.floor(onePassRunes[pc].length / 2) + 1).fill(inst.out);
    }
    return ok;
  };
  instQueue.clear();
  instQueue.insert(p.start);
  while (!instQueue.empty()) {
    visitQueue.clear();
    if (!check8(instQueue.next())) return null;
  }
  for (let i = 0; i < p.inst.length; i++) if (onePassRunes[i]) p.inst[i].runes = onePassRunes[i];
  return p;
};
var cleanupOnePass = (p, original) => {
  for (let ix = 0; ix < original.inst.length; ix++) {
    const instOriginal = original.inst[ix];
    switch (instOriginal.op) {
      case Inst.ALT:
      case Inst.ALT_MATCH:
      case Inst.RUNE:
        break;
      case Inst.CAPTURE:
      case Inst.EMPTY_WIDTH:
      case Inst.NOP:
      case Inst.MATCH:
      case Inst.FAIL:
        p.inst[ix].next = null;
        break;
      case Inst.RUNE1:
      case Inst.RUNE_ANY:
      case Inst.RUNE_ANY_NOT_NL:
        p.inst[ix].next = null;
        p.inst[ix].op = instOriginal.op;
        p.inst[ix].runes = instOriginal.runes ? new Int32Array(instOriginal.runes) : /* @__PURE__ */ new Int32Array(0);
    }
  }
};
var OnePass = class OnePass2 {
  static compile(prog) {
    if (prog.start === 0) return null;
    if (prog.numLb > 0) return null;
    const startInst = prog.inst[prog.start];
    if (startInst.op !== Inst.EMPTY_WIDTH || (startInst.arg & Utils.EMPTY_BEGIN_TEXT) === 0) return null;
    let hasAlt = false;
    for (let i = 0; i < prog.inst.length; i++) if (prog.inst[i].op === Inst.ALT || prog.inst[i].op === Inst.ALT_MATCH) {
      hasAlt = true;
      break;
    }
    for (let i = 0; i < prog.inst.length; i++) {
      const inst = prog.inst[i];
      const opOut = prog.inst[inst.out].op;
      switch (inst.op) {
        case Inst.ALT:
        case Inst.ALT_MATCH:
          if (opOut === Inst.MATCH || prog.inst[inst.arg].op === Inst.MATCH) return null;
          break;
        case Inst.EMPTY_WIDTH:
          if (opOut === Inst.MATCH) {
            if ((inst.arg & Utils.EMPTY_END_TEXT) === Utils.EMPTY_END_TEXT) continue;
            return null;
          }
          break;
        default:
          if (opOut === Inst.MATCH && hasAlt) return null;
      }
    }
    let p = onePassCopy(prog);
    p = makeOnePass(p);
    if (p !== null) cleanupOnePass(p, prog);
    return p;
  }
  static next(inst, r) {
    const nextIdx = inst.matchRunePos(r);
    if (nextIdx >= 0) return inst.next[nextIdx];
    if (inst.op === Inst.ALT_MATCH) return inst.out;
    return 0;
  }
  static execute(re2, input, pos, anchor, ncap) {
    const onepass = re2.onepass;
    if (!onepass) return null;
    const matchcap = new Int32Array(ncap).fill(-1);
    let matched = false;
    let r = input.step(pos);
    let rune = r >> 3;
    let width = r & 7;
    let r1 = MachineInputBase.EOF();
    let rune1 = -1;
    let width1 = 0;
    if (r !== MachineInputBase.EOF()) {
      r1 = input.step(pos + width);
      if (r1 !== MachineInputBase.EOF()) {
        rune1 = r1 >> 3;
        width1 = r1 & 7;
      }
    }
    let flag = pos === 0 ? Utils.emptyOpContext(-1, rune) : input.context(pos);
    let pc = onepass.start;
    let inst;
    while (true) {
      inst = onepass.inst[pc];
      pc = inst.out;
      switch (inst.op) {
        case Inst.MATCH:
          if (anchor === RE2Flags.ANCHOR_BOTH && pos !== input.endPos()) return null;
          matched = true;
          if (matchcap.length > 0) {
            matchcap[0] = 0;
            matchcap[1] = pos;
          }
          return ncap === 0 ? [] : Utils.toArray(matchcap);
        case Inst.RUNE:
          if (!inst.matchRune(rune)) return null;
          break;
        case Inst.RUNE1:
          if (rune !== inst.runes[0]) return null;
          break;
        case Inst.RUNE_ANY:
          break;
        case Inst.RUNE_ANY_NOT_NL:
          if (rune === 10) return null;
          break;
        case Inst.ALT:
        case Inst.ALT_MATCH:
          pc = OnePass2.next(inst, rune);
          continue;
        case Inst.FAIL:
          return null;
        case Inst.NOP:
          continue;
        case Inst.EMPTY_WIDTH:
          if ((inst.arg & ~flag) !== 0) return null;
          continue;
        case Inst.CAPTURE:
          if (inst.arg < matchcap.length) matchcap[inst.arg] = pos;
          continue;
        default:
          throw new RE2JSInternalException("bad inst");
      }
      if (width === 0) break;
      flag = Utils.emptyOpContext(rune, rune1);
      pos += width;
      rune = rune1;
      width = width1;
      if (rune !== -1) {
        r1 = input.step(pos + width);
        if (r1 !== MachineInputBase.EOF()) {
          rune1 = r1 >> 3;
          width1 = r1 & 7;
        } else {
          rune1 = -1;
          width1 = 0;
        }
      }
    }
    if (!matched) return null;
    return ncap === 0 ? [] : Utils.toArray(matchcap);
  }
};
var Regexp = class Regexp2 {
  static Op = createEnum([
    "NO_MATCH",
    "EMPTY_MATCH",
    "LITERAL",
    "CHAR_CLASS",
    "ANY_CHAR_NOT_NL",
    "ANY_CHAR",
    "BEGIN_LINE",
    "END_LINE",
    "BEGIN_TEXT",
    "END_TEXT",
    "WORD_BOUNDARY",
    "NO_WORD_BOUNDARY",
    "CAPTURE",
    "STAR",
    "PLUS",
    "QUEST",
    "REPEAT",
    "CONCAT",
    "ALTERNATE",
    "PLB",
    "NLB",
    "LEFT_PAREN",
    "VERTICAL_BAR"
  ]);
  static isPseudoOp(op) {
    return op >= Regexp2.Op.LEFT_PAREN;
  }
  static emptySubs() {
    return [];
  }
  static quoteIfHyphen(rune) {
    if (rune === Codepoint.CODES["-"]) return "\\";
    return "";
  }
  static fromRegexp(re) {
    const regex = new Regexp2(re.op);
    regex.flags = re.flags;
    regex.subs = re.subs;
    regex.runes = re.runes;
    regex.cap = re.cap;
    regex.min = re.min;
    regex.max = re.max;
    regex.name = re.name;
    regex.namedGroups = re.namedGroups;
    regex.lb = re.lb;
    return regex;
  }
  constructor(op) {
    this.op = op;
    this.flags = 0;
    this.subs = Regexp2.emptySubs();
    this.runes = /* @__PURE__ */ new Int32Array(0);
    this.min = 0;
    this.max = 0;
    this.cap = 0;
    this.name = null;
    this.namedGroups = /* @__PURE__ */ Object.create(null);
    this.lb = 0;
  }
  reinit() {
    this.flags = 0;
    this.subs = Regexp2.emptySubs();
    this.runes = /* @__PURE__ */ new Int32Array(0);
    this.cap = 0;
    this.min = 0;
    this.max = 0;
    this.name = null;
    this.namedGroups = /* @__PURE__ */ Object.create(null);
    this.lb = 0;
  }
  toString() {
    return this.appendTo();
  }
  appendTo() {
    let out = "";
    switch (this.op) {
      case Regexp2.Op.NO_MATCH:
        out += "[^\\x00-\\x{10FFFF}]";
        break;
      case Regexp2.Op.EMPTY_MATCH:
        out += "(?:)";
        break;
      case Regexp2.Op.STAR:
      case Regexp2.Op.PLUS:
      case Regexp2.Op.QUEST:
      case Regexp2.Op.REPEAT: {
        const sub = this.subs[0];
        if (sub.op > Regexp2.Op.CAPTURE || sub.op === Regexp2.Op.LITERAL && sub.runes.length > 1) out += `(?:${sub.appendTo()})`;
        else out += sub.appendTo();
        switch (this.op) {
          case Regexp2.Op.STAR:
            out += "*";
            break;
          case Regexp2.Op.PLUS:
            out += "+";
            break;
          case Regexp2.Op.QUEST:
            out += "?";
            break;
          case Regexp2.Op.REPEAT:
            out += `{${this.min}`;
            if (this.min !== this.max) {
              out += ",";
              if (this.max >= 0) out += this.max;
            }
            out += "}";
        }
        if ((this.flags & RE2Flags.NON_GREEDY) !== 0) out += "?";
        break;
      }
      case Regexp2.Op.CONCAT:
        for (let sub of this.subs) if (sub.op === Regexp2.Op.ALTERNATE) out += `(?:${sub.appendTo()})`;
        else out += sub.appendTo();
        break;
      case Regexp2.Op.ALTERNATE: {
        let sep = "";
        for (let sub of this.subs) {
          out += sep;
          sep = "|";
          out += sub.appendTo();
        }
        break;
      }
      case Regexp2.Op.LITERAL:
        if ((this.flags & RE2Flags.FOLD_CASE) !== 0) out += "(?i:";
        for (let rune of this.runes) out += Utils.escapeRune(rune);
        if ((this.flags & RE2Flags.FOLD_CASE) !== 0) out += ")";
        break;
      case Regexp2.Op.ANY_CHAR_NOT_NL:
        out += "(?-s:.)";
        break;
      case Regexp2.Op.ANY_CHAR:
        out += "(?s:.)";
        break;
      case Regexp2.Op.PLB:
        out += `(?<=${this.subs[0].appendTo()})`;
        break;
      case Regexp2.Op.NLB:
        out += `(?<!${this.subs[0].appendTo()})`;
        break;
      case Regexp2.Op.CAPTURE:
        if (this.name === null || this.name.length === 0) out += "(";
        else out += `(?P<${this.name}>`;
        if (this.subs[0].op !== Regexp2.Op.EMPTY_MATCH) out += this.subs[0].appendTo();
        out += ")";
        break;
      case Regexp2.Op.BEGIN_TEXT:
        out += "\\A";
        break;
      case Regexp2.Op.END_TEXT:
        if ((this.flags & RE2Flags.WAS_DOLLAR) !== 0) out += "(?-m:$)";
        else out += "\\z";
        break;
      case Regexp2.Op.BEGIN_LINE:
        out += "^";
        break;
      case Regexp2.Op.END_LINE:
        out += "$";
        break;
      case Regexp2.Op.WORD_BOUNDARY:
        out += "\\b";
        break;
      case Regexp2.Op.NO_WORD_BOUNDARY:
        out += "\\B";
        break;
      case Regexp2.Op.CHAR_CLASS:
        if (this.runes.length % 2 !== 0) {
          out += "[invalid char class]";
          break;
        }
        out += "[";
        if (this.runes.length === 0) out += "^\\x00-\\x{10FFFF}";
        else if (this.runes[0] === 0 && this.runes[this.runes.length - 1] === Unicode.MAX_RUNE) {
          out += "^";
          for (let i = 1; i < this.runes.length - 1; i += 2) {
            const lo = this.runes[i] + 1;
            const hi = this.runes[i + 1] - 1;
            out += Regexp2.quoteIfHyphen(lo);
            out += Utils.escapeRune(lo);
            if (lo !== hi) {
              out += "-";
              out += Regexp2.quoteIfHyphen(hi);
              out += Utils.escapeRune(hi);
            }
          }
        } else for (let i = 0; i < this.runes.length; i += 2) {
          const lo = this.runes[i];
          const hi = this.runes[i + 1];
          out += Regexp2.quoteIfHyphen(lo);
          out += Utils.escapeRune(lo);
          if (lo !== hi) {
            out += "-";
            out += Regexp2.quoteIfHyphen(hi);
            out += Utils.escapeRune(hi);
          }
        }
        out += "]";
        break;
      default:
        out += this.op;
    }
    return out;
  }
  maxCap() {
    let m = 0;
    if (this.op === Regexp2.Op.CAPTURE) m = this.cap;
    if (this.subs !== null) for (let sub of this.subs) {
      const n = sub.maxCap();
      if (m < n) m = n;
    }
    return m;
  }
  equals(that) {
    if (!(that !== null && that instanceof Regexp2)) return false;
    if (this.op !== that.op) return false;
    switch (this.op) {
      case Regexp2.Op.END_TEXT:
        if ((this.flags & RE2Flags.WAS_DOLLAR) !== (that.flags & RE2Flags.WAS_DOLLAR)) return false;
        break;
      case Regexp2.Op.LITERAL:
      case Regexp2.Op.CHAR_CLASS:
        if ((this.flags & RE2Flags.FOLD_CASE) !== (that.flags & RE2Flags.FOLD_CASE)) return false;
        if (this.runes === null && that.runes === null) break;
        if (this.runes === null || that.runes === null) return false;
        if (this.runes.length !== that.runes.length) return false;
        for (let i = 0; i < this.runes.length; i++) if (this.runes[i] !== that.runes[i]) return false;
        break;
      case Regexp2.Op.ALTERNATE:
      case Regexp2.Op.CONCAT:
        if (this.subs.length !== that.subs.length) return false;
        for (let i = 0; i < this.subs.length; ++i) if (!this.subs[i].equals(that.subs[i])) return false;
        break;
      case Regexp2.Op.STAR:
      case Regexp2.Op.PLUS:
      case Regexp2.Op.QUEST:
        if ((this.flags & RE2Flags.NON_GREEDY) !== (that.flags & RE2Flags.NON_GREEDY) || !this.subs[0].equals(that.subs[0])) return false;
        break;
      case Regexp2.Op.REPEAT:
        if ((this.flags & RE2Flags.NON_GREEDY) !== (that.flags & RE2Flags.NON_GREEDY) || this.min !== that.min || this.max !== that.max || !this.subs[0].equals(that.subs[0])) return false;
        break;
      case Regexp2.Op.CAPTURE:
        if (this.cap !== that.cap || (this.name === null ? that.name !== null : this.name !== that.name) || !this.subs[0].equals(that.subs[0])) return false;
        break;
      case Regexp2.Op.PLB:
      case Regexp2.Op.NLB:
        if (this.lb !== that.lb || !this.subs[0].equals(that.subs[0])) return false;
    }
    return true;
  }
};
var RegexpWalker = class {
  static walk(root, handler) {
    const stack = [];
    let re = root;
    let result;
    for (; ; ) {
      if (re.subs.length === 0) result = handler.leaf(re);
      else {
        const state = handler.enter(re);
        if (state.result === void 0) {
          stack.push({
            re,
            state,
            i: 0
          });
          re = re.subs[0];
          continue;
        }
        result = state.result;
      }
      for (; ; ) {
        if (stack.length === 0) return result;
        const frame = stack[stack.length - 1];
        handler.child(frame.re, frame.state, result, frame.i);
        frame.i++;
        if (frame.state.result === void 0 && frame.i < frame.re.subs.length) {
          re = frame.re.subs[frame.i];
          break;
        }
        stack.pop();
        result = frame.state.result !== void 0 ? frame.state.result : handler.leave(frame.re, frame.state);
      }
    }
  }
};
var AhoCorasick = class {
  constructor(words, alphabetSize) {
    const edges = /* @__PURE__ */ new Map();
    const parent = [0];
    const unit = [0];
    const depth = [0];
    const terminal = [0];
    for (const word of words) {
      let node = 0;
      for (let i = 0; i < word.length; i++) {
        const key2 = node * alphabetSize + word[i];
        let child = edges.get(key2);
        if (child === void 0) {
          child = parent.length;
          edges.set(key2, child);
          parent.push(node);
          unit.push(word[i]);
          depth.push(depth[node] + 1);
          terminal.push(0);
        }
        node = child;
      }
      terminal[node] = 1;
    }
    const numNodes = parent.length;
    const children = new Int32Array(numNodes - 1);
    for (let c = 1; c < numNodes; c++) children[c - 1] = c;
    children.sort((a, b) => parent[a] - parent[b] || unit[a] - unit[b]);
    const childStart = new Int32Array(numNodes + 1);
    for (let c = 1; c < numNodes; c++) childStart[parent[c] + 1]++;
    for (let n = 0; n < numNodes; n++) childStart[n + 1] += childStart[n];
    const childUnit = new Int32Array(numNodes - 1);
    for (let k = 0; k < children.length; k++) childUnit[k] = unit[children[k]];
    this.childStart = childStart;
    this.childUnit = childUnit;
    this.childNode = children;
    const byDepth = new Int32Array(numNodes);
    for (let n = 0; n < numNodes; n++) byDepth[n] = n;
    byDepth.sort((a, b) => depth[a] - depth[b]);
    const fail = new Int32Array(numNodes);
    const match = Uint8Array.from(terminal);
    for (let k = 1; k < numNodes; k++) {
      const c = byDepth[k];
      const p = parent[c];
      if (p !== 0) {
        let f = fail[p];
        let next = this.next(f, unit[c]);
        while (next < 0 && f !== 0) {
          f = fail[f];
          next = this.next(f, unit[c]);
        }
        fail[c] = next >= 0 ? next : 0;
      }
      match[c] |= match[fail[c]];
    }
    this.fail = fail;
    this.match = match;
  }
  next(node, u) {
    let lo = this.childStart[node];
    let hi = this.childStart[node + 1];
    const units = this.childUnit;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      const m = units[mid];
      if (m === u) return this.childNode[mid];
      if (m < u) lo = mid + 1;
      else hi = mid;
    }
    return -1;
  }
  advance(node, u) {
    for (; ; ) {
      const next = this.next(node, u);
      if (next >= 0) return next;
      if (node === 0) return 0;
      node = this.fail[node];
    }
  }
  searchUTF16(charSeq, start, end) {
    let node = 0;
    for (let i = start; i < end; i++) {
      node = this.advance(node, charSeq.charCodeAt(i));
      if (this.match[node] === 1) return true;
    }
    return false;
  }
  searchUTF8(bytes, start, end) {
    let node = 0;
    for (let i = start; i < end; i++) {
      node = this.advance(node, bytes[i]);
      if (this.match[node] === 1) return true;
    }
    return false;
  }
};
var Prefilter = class Prefilter2 {
  static Type = {
    NONE: 0,
    EXACT: 1,
    AND: 2,
    OR: 3
  };
  static MAX_SCANS = 32;
  static MAX_AC_UNITS = 1 << 18;
  constructor(type) {
    this.type = type;
    this.subs = [];
    this.str = "";
    this.bytes = null;
    this.cost = type === Prefilter2.Type.EXACT ? 1 : 0;
    this.allExact = false;
    this.ac16 = null;
    this.ac8 = null;
  }
  automaton16() {
    if (this.ac16 === null) {
      const words = this.subs.map((s) => {
        const arr = new Array(s.str.length);
        for (let i = 0; i < s.str.length; i++) arr[i] = s.str.charCodeAt(i);
        return arr;
      });
      this.ac16 = new AhoCorasick(words, 65536);
    }
    return this.ac16;
  }
  automaton8() {
    if (this.ac8 === null) this.ac8 = new AhoCorasick(this.subs.map((s) => s.bytes), 256);
    return this.ac8;
  }
  eval(input, pos) {
    switch (this.type) {
      case Prefilter2.Type.NONE:
        return true;
      case Prefilter2.Type.EXACT:
        return input.hasString(this, pos);
      case Prefilter2.Type.AND:
        for (let i = 0; i < this.subs.length; i++) if (!this.subs[i].eval(input, pos)) return false;
        return true;
      case Prefilter2.Type.OR:
        if (this.allExact) return input.hasAnyString(this, pos);
        for (let i = 0; i < this.subs.length; i++) if (this.subs[i].eval(input, pos)) return true;
        return false;
      default:
        return true;
    }
  }
};
var PrefilterTree = class PrefilterTree2 {
  static build(re) {
    if (!re) return new Prefilter(Prefilter.Type.NONE);
    return RegexpWalker.walk(re, PrefilterTree2.WALKER);
  }
  static WALKER = {
    leaf: (re) => PrefilterTree2.leaf(re),
    enter: (re) => PrefilterTree2.enter(re),
    child: (re, state, result) => PrefilterTree2.child(re, state, result),
    leave: (re, state) => PrefilterTree2.leave(re, state)
  };
  static leaf(re) {
    if (re.op !== Regexp.Op.LITERAL) return new Prefilter(Prefilter.Type.NONE);
    if (re.runes.length === 0 || (re.flags & RE2Flags.FOLD_CASE) !== 0) return new Prefilter(Prefilter.Type.NONE);
    let str2 = "";
    for (let i = 0; i < re.runes.length; i++) {
      if (Unicode.isUnsearchable(re.runes[i])) return new Prefilter(Prefilter.Type.NONE);
      str2 += String.fromCodePoint(re.runes[i]);
    }
    const pf = new Prefilter(Prefilter.Type.EXACT);
    pf.str = str2;
    pf.bytes = Utils.stringToUtf8ByteArray(pf.str);
    return pf;
  }
  static enter(re) {
    switch (re.op) {
      case Regexp.Op.CAPTURE:
      case Regexp.Op.PLUS:
        return { sub: null };
      case Regexp.Op.REPEAT:
        if (re.min >= 1) return { sub: null };
        return { result: new Prefilter(Prefilter.Type.NONE) };
      case Regexp.Op.CONCAT:
        return {
          pf: new Prefilter(Prefilter.Type.AND),
          subs: []
        };
      case Regexp.Op.ALTERNATE:
        return {
          pf: new Prefilter(Prefilter.Type.OR),
          subs: []
        };
      default:
        return { result: new Prefilter(Prefilter.Type.NONE) };
    }
  }
  static child(re, state, s) {
    if (state.subs === void 0) {
      state.sub = s;
      return;
    }
    if (state.pf.type === Prefilter.Type.AND) {
      if (s.type === Prefilter.Type.NONE) return;
      if (s.type === Prefilter.Type.AND) {
        for (let j = 0; j < s.subs.length; j++) state.subs.push(s.subs[j]);
        return;
      }
      state.subs.push(s);
      return;
    }
    if (s.type === Prefilter.Type.NONE) {
      state.result = new Prefilter(Prefilter.Type.NONE);
      return;
    }
    if (s.type === Prefilter.Type.OR) {
      for (let j = 0; j < s.subs.length; j++) state.subs.push(s.subs[j]);
      return;
    }
    state.subs.push(s);
  }
  static leave(re, state) {
    if (state.subs === void 0) return state.sub;
    const pf = state.pf;
    const seen = /* @__PURE__ */ new Set();
    const subs = [];
    for (const sub of state.subs) {
      if (sub.type === Prefilter.Type.EXACT) {
        if (seen.has(sub.str)) continue;
        seen.add(sub.str);
      }
      subs.push(sub);
    }
    if (pf.type === Prefilter.Type.AND) {
      const kept = [];
      let cost2 = 0;
      for (const sub of subs) {
        if (cost2 + sub.cost > Prefilter.MAX_SCANS) continue;
        kept.push(sub);
        cost2 += sub.cost;
      }
      if (kept.length === 0) return new Prefilter(Prefilter.Type.NONE);
      if (kept.length === 1) return kept[0];
      pf.subs = kept;
      pf.cost = cost2;
      return pf;
    }
    if (subs.length === 0) return new Prefilter(Prefilter.Type.NONE);
    if (subs.length === 1) return subs[0];
    pf.subs = subs;
    let allExact = true;
    let cost = 0;
    let units = 0;
    for (const sub of subs) {
      if (sub.type !== Prefilter.Type.EXACT) allExact = false;
      else units += sub.bytes.length;
      cost += sub.cost;
    }
    if (allExact) {
      if (units > Prefilter.MAX_AC_UNITS) return new Prefilter(Prefilter.Type.NONE);
      pf.allExact = true;
      pf.cost = 1;
      return pf;
    }
    if (cost > Prefilter.MAX_SCANS) return new Prefilter(Prefilter.Type.NONE);
    pf.cost = cost;
    return pf;
  }
};
var PatchList = class {
  /**
  * @param {number} head - Encoded pointer to the start of the patch list.
  * @param {number} tail - Encoded pointer to the end of the patch list.
  */
  constructor(head = 0, tail = 0) {
    this.head = head;
    this.tail = tail;
  }
};
var Prog = class {
  constructor() {
    this.inst = [];
    this.start = 0;
    this.numCap = 2;
    this.lbStarts = [];
    this.numLb = 0;
    this.lbInst = null;
  }
  getInst(pc) {
    return this.inst[pc];
  }
  numInst() {
    return this.inst.length;
  }
  addInst(op) {
    this.inst.push(new Inst(op));
  }
  markLookbehindInsts() {
    const lbInst = new Uint8Array(this.inst.length);
    const pending = this.lbStarts.slice();
    while (pending.length > 0) {
      const pc = pending.pop();
      if (pc === 0 || lbInst[pc] === 1) continue;
      lbInst[pc] = 1;
      const i = this.inst[pc];
      switch (i.op) {
        case Inst.ALT:
        case Inst.ALT_MATCH:
          pending.push(i.out, i.arg);
          break;
        case Inst.MATCH:
        case Inst.FAIL:
          break;
        default:
          pending.push(i.out);
      }
    }
    this.lbInst = lbInst;
  }
  skipNop(pc) {
    let i = this.inst[pc];
    while (i.op === Inst.NOP || i.op === Inst.CAPTURE) {
      i = this.inst[pc];
      pc = i.out;
    }
    return i;
  }
  /** @returns {[boolean, string]} */
  prefix() {
    let prefix = "";
    let i = this.skipNop(this.start);
    if (!Inst.isRuneOp(i.op) || i.runes.length !== 1) return [i.op === Inst.MATCH, prefix];
    while (Inst.isRuneOp(i.op) && i.runes.length === 1 && (i.arg & RE2Flags.FOLD_CASE) === 0 && !Unicode.isUnsearchable(i.runes[0])) {
      prefix += String.fromCodePoint(i.runes[0]);
      i = this.skipNop(i.out);
    }
    return [i.op === Inst.MATCH, prefix];
  }
  startCond() {
    let flag = 0;
    let pc = this.start;
    loop: for (; ; ) {
      const i = this.inst[pc];
      switch (i.op) {
        case Inst.EMPTY_WIDTH:
          flag |= i.arg;
          break;
        case Inst.FAIL:
          return -1;
        case Inst.CAPTURE:
        case Inst.NOP:
          break;
        default:
          break loop;
      }
      pc = i.out;
    }
    return flag;
  }
  patch(l, val) {
    let head = l.head;
    while (head !== 0) {
      const i = this.inst[head >> 1];
      if ((head & 1) === 0) {
        head = i.out;
        i.out = val;
      } else {
        head = i.arg;
        i.arg = val;
      }
    }
  }
  append(l1, l2) {
    if (l1.head === 0) return l2;
    if (l2.head === 0) return l1;
    const i = this.inst[l1.tail >> 1];
    if ((l1.tail & 1) === 0) i.out = l2.head;
    else i.arg = l2.head;
    return new PatchList(l1.head, l2.tail);
  }
  /**
  *
  * @returns {string}
  */
  toString() {
    let out = "";
    for (let pc = 0; pc < this.inst.length; pc++) {
      const len = out.length;
      out += pc;
      if (pc === this.start) out += "*";
      out += "        ".substring(out.length - len);
      out += this.inst[pc];
      out += "\n";
    }
    return out;
  }
};
var ANY_RUNE_NOT_NL = new Int32Array([
  0,
  Codepoint.CODES["\n"] - 1,
  Codepoint.CODES["\n"] + 1,
  Unicode.MAX_RUNE
]);
var ANY_RUNE = new Int32Array([0, Unicode.MAX_RUNE]);
var Frag = class {
  constructor(i = 0, out = new PatchList(), nullable = false) {
    this.i = i;
    this.out = out;
    this.nullable = nullable;
  }
};
var Compiler = class Compiler2 {
  static compileRegexp(re) {
    const c = new Compiler2();
    const f = c.compile(re);
    c.prog.patch(f.out, c.newInst(Inst.MATCH).i);
    c.prog.start = f.i;
    c.prog.markLookbehindInsts();
    return c.prog;
  }
  static compileSet(regexps) {
    const c = new Compiler2();
    if (regexps.length === 0) {
      c.prog.start = c.newInst(Inst.FAIL).i;
      c.prog.markLookbehindInsts();
      return c.prog;
    }
    let starts = [];
    for (let i = 0; i < regexps.length; i++) {
      c.lbOffset = c.prog.numLb;
      const f = c.compile(regexps[i]);
      const m = c.newInst(Inst.MATCH);
      c.prog.getInst(m.i).arg = i;
      c.prog.patch(f.out, m.i);
      starts.push(f.i);
    }
    let start = starts[0];
    for (let i = 1; i < starts.length; i++) {
      const f = c.newInst(Inst.ALT);
      const inst = c.prog.getInst(f.i);
      inst.out = start;
      inst.arg = starts[i];
      start = f.i;
    }
    c.prog.start = start;
    c.prog.markLookbehindInsts();
    return c.prog;
  }
  constructor() {
    this.prog = new Prog();
    this.newInst(Inst.FAIL);
    this.lbOffset = 0;
    this.runeCache = /* @__PURE__ */ new Map();
    this.walker = {
      leaf: (re) => this.leaf(re),
      enter: (re) => this.enter(re),
      child: (re, state, result) => this.child(re, state, result),
      leave: (re, state) => this.leave(re, state)
    };
  }
  newInst(op) {
    this.prog.addInst(op);
    return new Frag(this.prog.numInst() - 1, new PatchList(), true);
  }
  nop() {
    const f = this.newInst(Inst.NOP);
    f.out = new PatchList(f.i << 1, f.i << 1);
    return f;
  }
  fail() {
    return new Frag();
  }
  cap(arg) {
    const f = this.newInst(Inst.CAPTURE);
    f.out = new PatchList(f.i << 1, f.i << 1);
    this.prog.getInst(f.i).arg = arg;
    if (this.prog.numCap < arg + 1) this.prog.numCap = arg + 1;
    return f;
  }
  cat(f1, f2) {
    if (f1.i === 0 || f2.i === 0) {
      this.prog.patch(f1.out, 0);
      this.prog.patch(f2.out, 0);
      return this.fail();
    }
    this.prog.patch(f1.out, f2.i);
    return new Frag(f1.i, f2.out, f1.nullable && f2.nullable);
  }
  alt(f1, f2) {
    if (f1.i === 0) return f2;
    if (f2.i === 0) return f1;
    const f = this.newInst(Inst.ALT);
    const i = this.prog.getInst(f.i);
    i.out = f1.i;
    i.arg = f2.i;
    f.out = this.prog.append(f1.out, f2.out);
    f.nullable = f1.nullable || f2.nullable;
    return f;
  }
  loop(f1, nongreedy) {
    const f = this.newInst(Inst.ALT);
    const i = this.prog.getInst(f.i);
    if (nongreedy) {
      i.arg = f1.i;
      f.out = new PatchList(f.i << 1, f.i << 1);
    } else {
      i.out = f1.i;
      f.out = new PatchList(f.i << 1 | 1, f.i << 1 | 1);
    }
    this.prog.patch(f1.out, f.i);
    return f;
  }
  quest(f1, nongreedy) {
    if (f1.i === 0) return this.nop();
    const f = this.newInst(Inst.ALT);
    const i = this.prog.getInst(f.i);
    if (nongreedy) {
      i.arg = f1.i;
      f.out = new PatchList(f.i << 1, f.i << 1);
    } else {
      i.out = f1.i;
      f.out = new PatchList(f.i << 1 | 1, f.i << 1 | 1);
    }
    f.out = this.prog.append(f.out, f1.out);
    return f;
  }
  star(f1, nongreedy) {
    if (f1.i === 0) return this.nop();
    if (f1.nullable) return this.quest(this.plus(f1, nongreedy), nongreedy);
    return this.loop(f1, nongreedy);
  }
  plus(f1, nongreedy) {
    if (f1.i === 0) return this.fail();
    return new Frag(f1.i, this.loop(f1, nongreedy).out, f1.nullable);
  }
  empty(op) {
    const f = this.newInst(Inst.EMPTY_WIDTH);
    this.prog.getInst(f.i).arg = op;
    f.out = new PatchList(f.i << 1, f.i << 1);
    return f;
  }
  rune(runes, flags) {
    const f = this.newInst(Inst.RUNE);
    f.nullable = false;
    const i = this.prog.getInst(f.i);
    i.runes = runes;
    flags &= RE2Flags.FOLD_CASE;
    if (runes.length !== 1 || Unicode.simpleFold(runes[0]) === runes[0]) flags &= ~RE2Flags.FOLD_CASE;
    i.arg = flags;
    f.out = new PatchList(f.i << 1, f.i << 1);
    if ((flags & RE2Flags.FOLD_CASE) === 0 && runes.length === 1 || runes.length === 2 && runes[0] === runes[1]) i.op = Inst.RUNE1;
    else if (runes.length === 2 && runes[0] === 0 && runes[1] === Unicode.MAX_RUNE) i.op = Inst.RUNE_ANY;
    else if (runes.length === 4 && runes[0] === 0 && runes[1] === Codepoint.CODES["\n"] - 1 && runes[2] === Codepoint.CODES["\n"] + 1 && runes[3] === Unicode.MAX_RUNE) i.op = Inst.RUNE_ANY_NOT_NL;
    return f;
  }
  lookBehind(a, parsedLb) {
    const lb = Math.sign(parsedLb) * (Math.abs(parsedLb) + this.lbOffset);
    const id = this.newInst(Inst.LB_WRITE);
    this.prog.getInst(id.i).arg = lb;
    const any = this.rune(ANY_RUNE, 0);
    const dotStar = this.star(any, true);
    const lbAutomaton = this.cat(dotStar, a);
    this.prog.patch(lbAutomaton.out, id.i);
    const checkId = this.newInst(Inst.LB_CHECK);
    this.prog.getInst(checkId.i).arg = lb;
    this.prog.lbStarts.push(lbAutomaton.i);
    if (Math.abs(lb) > this.prog.numLb) this.prog.numLb = Math.abs(lb);
    checkId.out = new PatchList(checkId.i << 1, checkId.i << 1);
    return checkId;
  }
  compile(re) {
    return RegexpWalker.walk(re, this.walker);
  }
  leaf(re) {
    switch (re.op) {
      case Regexp.Op.NO_MATCH:
        return this.fail();
      case Regexp.Op.EMPTY_MATCH:
        return this.nop();
      case Regexp.Op.LITERAL: {
        if (re.runes.length === 0) return this.nop();
        let f = null;
        for (let r of re.runes) {
          let singleRune = this.runeCache.get(r);
          if (singleRune === void 0) {
            singleRune = new Int32Array([r]);
            this.runeCache.set(r, singleRune);
          }
          const f1 = this.rune(singleRune, re.flags);
          f = f === null ? f1 : this.cat(f, f1);
        }
        return f;
      }
      case Regexp.Op.CHAR_CLASS:
        return this.rune(re.runes, re.flags);
      case Regexp.Op.ANY_CHAR_NOT_NL:
        return this.rune(ANY_RUNE_NOT_NL, 0);
      case Regexp.Op.ANY_CHAR:
        return this.rune(ANY_RUNE, 0);
      case Regexp.Op.BEGIN_LINE:
        return this.empty(Utils.EMPTY_BEGIN_LINE);
      case Regexp.Op.END_LINE:
        return this.empty(Utils.EMPTY_END_LINE);
      case Regexp.Op.BEGIN_TEXT:
        return this.empty(Utils.EMPTY_BEGIN_TEXT);
      case Regexp.Op.END_TEXT:
        return this.empty(Utils.EMPTY_END_TEXT);
      case Regexp.Op.WORD_BOUNDARY:
        return this.empty(Utils.EMPTY_WORD_BOUNDARY);
      case Regexp.Op.NO_WORD_BOUNDARY:
        return this.empty(Utils.EMPTY_NO_WORD_BOUNDARY);
      case Regexp.Op.CONCAT:
      case Regexp.Op.ALTERNATE:
        return this.nop();
      default:
        throw new RE2JSCompileException("regexp: unhandled case in compile");
    }
  }
  enter(re) {
    switch (re.op) {
      case Regexp.Op.PLB:
      case Regexp.Op.NLB:
      case Regexp.Op.STAR:
      case Regexp.Op.PLUS:
      case Regexp.Op.QUEST:
        return { sub: null };
      case Regexp.Op.CAPTURE:
        return {
          bra: this.cap(re.cap << 1),
          sub: null
        };
      case Regexp.Op.CONCAT:
      case Regexp.Op.ALTERNATE:
        return { f: null };
      default:
        throw new RE2JSCompileException("regexp: unhandled case in compile");
    }
  }
  child(re, state, f1) {
    if (re.op === Regexp.Op.CONCAT) state.f = state.f === null ? f1 : this.cat(state.f, f1);
    else if (re.op === Regexp.Op.ALTERNATE) state.f = state.f === null ? f1 : this.alt(state.f, f1);
    else state.sub = f1;
  }
  leave(re, state) {
    switch (re.op) {
      case Regexp.Op.PLB:
      case Regexp.Op.NLB:
        return this.lookBehind(state.sub, re.lb);
      case Regexp.Op.CAPTURE: {
        const ket = this.cap(re.cap << 1 | 1);
        return this.cat(this.cat(state.bra, state.sub), ket);
      }
      case Regexp.Op.STAR:
        return this.star(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
      case Regexp.Op.PLUS:
        return this.plus(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
      case Regexp.Op.QUEST:
        return this.quest(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
      case Regexp.Op.CONCAT:
      case Regexp.Op.ALTERNATE:
        return state.f;
      default:
        throw new RE2JSCompileException("regexp: unhandled case in compile");
    }
  }
};
var Simplify = class Simplify2 {
  static simplify(re) {
    if (re === null) return null;
    return RegexpWalker.walk(re, Simplify2.WALKER);
  }
  static WALKER = {
    leaf: (re) => Simplify2.leaf(re),
    enter: (re) => Simplify2.enter(re),
    child: (re, state, result, i) => Simplify2.child(re, state, result, i),
    leave: (re, state) => Simplify2.leave(re, state)
  };
  static leaf(re) {
    if (re.op === Regexp.Op.CHAR_CLASS) {
      if (re.runes === null) return re;
      if (re.runes.length === 0) return new Regexp(Regexp.Op.NO_MATCH);
      if (re.runes.length === 2 && re.runes[0] === 0 && re.runes[1] === Unicode.MAX_RUNE) return new Regexp(Regexp.Op.ANY_CHAR);
      if (re.runes.length === 4 && re.runes[0] === 0 && re.runes[1] === Codepoint.CODES["\n"] - 1 && re.runes[2] === Codepoint.CODES["\n"] + 1 && re.runes[3] === Unicode.MAX_RUNE) return new Regexp(Regexp.Op.ANY_CHAR_NOT_NL);
    }
    return re;
  }
  static enter(re) {
    switch (re.op) {
      case Regexp.Op.PLB:
      case Regexp.Op.NLB:
      case Regexp.Op.CAPTURE:
      case Regexp.Op.STAR:
      case Regexp.Op.PLUS:
      case Regexp.Op.QUEST:
        return { sub: null };
      case Regexp.Op.CONCAT:
      case Regexp.Op.ALTERNATE:
        return {
          subs: [],
          changed: false
        };
      case Regexp.Op.REPEAT:
        if (re.min === 0 && re.max === 0) return { result: new Regexp(Regexp.Op.EMPTY_MATCH) };
        return { sub: null };
      default:
        return { result: re };
    }
  }
  static child(re, state, nsub, i) {
    if (state.subs === void 0) {
      state.sub = nsub;
      return;
    }
    if (nsub !== re.subs[i]) state.changed = true;
    if (re.op === Regexp.Op.CONCAT) {
      if (nsub.op === Regexp.Op.NO_MATCH) {
        state.result = new Regexp(Regexp.Op.NO_MATCH);
        return;
      }
      if (nsub.op === Regexp.Op.EMPTY_MATCH) {
        state.changed = true;
        return;
      }
      if (nsub.op === Regexp.Op.CONCAT) {
        state.changed = true;
        for (let j = 0; j < nsub.subs.length; j++) state.subs.push(nsub.subs[j]);
        return;
      }
    } else {
      if (nsub.op === Regexp.Op.NO_MATCH) {
        state.changed = true;
        return;
      }
      if (nsub.op === Regexp.Op.ALTERNATE) {
        state.changed = true;
        for (let j = 0; j < nsub.subs.length; j++) state.subs.push(nsub.subs[j]);
        return;
      }
    }
    state.subs.push(nsub);
  }
  static leave(re, state) {
    switch (re.op) {
      case Regexp.Op.PLB:
      case Regexp.Op.NLB:
      case Regexp.Op.CAPTURE: {
        const sub = state.sub;
        if (sub !== re.subs[0]) {
          const nre = Regexp.fromRegexp(re);
          nre.runes = /* @__PURE__ */ new Int32Array(0);
          nre.subs = [sub];
          return nre;
        }
        return re;
      }
      case Regexp.Op.CONCAT:
      case Regexp.Op.ALTERNATE:
        if (state.changed) {
          const newSubs = state.subs;
          if (newSubs.length === 0) return new Regexp(re.op === Regexp.Op.CONCAT ? Regexp.Op.EMPTY_MATCH : Regexp.Op.NO_MATCH);
          if (newSubs.length === 1) return newSubs[0];
          const nre = Regexp.fromRegexp(re);
          nre.runes = /* @__PURE__ */ new Int32Array(0);
          nre.subs = newSubs;
          return nre;
        }
        return re;
      case Regexp.Op.STAR:
      case Regexp.Op.PLUS:
      case Regexp.Op.QUEST:
        return Simplify2.simplify1(re.op, re.flags, state.sub, re);
      case Regexp.Op.REPEAT:
        return Simplify2.simplifyRepeat(re, state.sub);
      default:
        return re;
    }
  }
  static simplifyRepeat(re, sub) {
    if (re.max === -1) {
      if (re.min === 0) return Simplify2.simplify1(Regexp.Op.STAR, re.flags, sub, null);
      if (re.min === 1) return Simplify2.simplify1(Regexp.Op.PLUS, re.flags, sub, null);
      const subs = [];
      for (let i = 0; i < re.min - 1; i++) subs.push(sub);
      subs.push(Simplify2.simplify1(Regexp.Op.PLUS, re.flags, sub, null));
      return Simplify2.concat(subs);
    }
    if (re.min === 1 && re.max === 1) return sub;
    let prefixSubs = null;
    if (re.min > 0) {
      prefixSubs = [];
      for (let i = 0; i < re.min; i++) prefixSubs.push(sub);
    }
    if (re.max > re.min) {
      let suffix = Simplify2.simplify1(Regexp.Op.QUEST, re.flags, sub, null);
      for (let i = re.min + 1; i < re.max; i++) suffix = Simplify2.simplify1(Regexp.Op.QUEST, re.flags, Simplify2.concat([sub, suffix]), null);
      if (prefixSubs === null) return suffix;
      prefixSubs.push(suffix);
    }
    if (prefixSubs !== null) return Simplify2.concat(prefixSubs);
    return new Regexp(Regexp.Op.NO_MATCH);
  }
  static concat(subs) {
    const newSubs = [];
    for (let i = 0; i < subs.length; i++) {
      const sub = subs[i];
      if (sub.op === Regexp.Op.NO_MATCH) return new Regexp(Regexp.Op.NO_MATCH);
      if (sub.op === Regexp.Op.EMPTY_MATCH) continue;
      if (sub.op === Regexp.Op.CONCAT) {
        for (let j = 0; j < sub.subs.length; j++) newSubs.push(sub.subs[j]);
        continue;
      }
      newSubs.push(sub);
    }
    if (newSubs.length === 0) return new Regexp(Regexp.Op.EMPTY_MATCH);
    if (newSubs.length === 1) return newSubs[0];
    const nre = new Regexp(Regexp.Op.CONCAT);
    nre.subs = newSubs;
    return nre;
  }
  static simplify1(op, flags, sub, re) {
    if (sub.op === Regexp.Op.EMPTY_MATCH) return sub;
    if (sub.op === Regexp.Op.NO_MATCH) {
      if (op === Regexp.Op.PLUS) return sub;
      return new Regexp(Regexp.Op.EMPTY_MATCH);
    }
    if (op === sub.op && (flags & RE2Flags.NON_GREEDY) === (sub.flags & RE2Flags.NON_GREEDY)) return sub;
    if (re !== null && re.op === op && (re.flags & RE2Flags.NON_GREEDY) === (flags & RE2Flags.NON_GREEDY) && sub === re.subs[0]) return re;
    const nre = new Regexp(op);
    nre.flags = flags;
    nre.subs = [sub];
    return nre;
  }
};
var CharGroup = class {
  constructor(sign, cls) {
    this.sign = sign;
    this.cls = cls;
  }
};
var code1 = [48, 57];
var code2 = [
  9,
  10,
  12,
  13,
  32,
  32
];
var code3 = [
  48,
  57,
  65,
  90,
  95,
  95,
  97,
  122
];
var PERL_GROUPS = /* @__PURE__ */ new Map([
  ["\\d", new CharGroup(1, code1)],
  ["\\D", new CharGroup(-1, code1)],
  ["\\s", new CharGroup(1, code2)],
  ["\\S", new CharGroup(-1, code2)],
  ["\\w", new CharGroup(1, code3)],
  ["\\W", new CharGroup(-1, code3)]
]);
var code4 = [
  48,
  57,
  65,
  90,
  97,
  122
];
var code5 = [
  65,
  90,
  97,
  122
];
var code6 = [0, 127];
var code7 = [
  9,
  9,
  32,
  32
];
var code8 = [
  0,
  31,
  127,
  127
];
var code9 = [48, 57];
var code10 = [33, 126];
var code11 = [97, 122];
var code12 = [32, 126];
var code13 = [
  33,
  47,
  58,
  64,
  91,
  96,
  123,
  126
];
var code14 = [
  9,
  13,
  32,
  32
];
var code15 = [65, 90];
var code16 = [
  48,
  57,
  65,
  90,
  95,
  95,
  97,
  122
];
var code17 = [
  48,
  57,
  65,
  70,
  97,
  102
];
var POSIX_GROUPS = /* @__PURE__ */ new Map([
  ["[:alnum:]", new CharGroup(1, code4)],
  ["[:^alnum:]", new CharGroup(-1, code4)],
  ["[:alpha:]", new CharGroup(1, code5)],
  ["[:^alpha:]", new CharGroup(-1, code5)],
  ["[:ascii:]", new CharGroup(1, code6)],
  ["[:^ascii:]", new CharGroup(-1, code6)],
  ["[:blank:]", new CharGroup(1, code7)],
  ["[:^blank:]", new CharGroup(-1, code7)],
  ["[:cntrl:]", new CharGroup(1, code8)],
  ["[:^cntrl:]", new CharGroup(-1, code8)],
  ["[:digit:]", new CharGroup(1, code9)],
  ["[:^digit:]", new CharGroup(-1, code9)],
  ["[:graph:]", new CharGroup(1, code10)],
  ["[:^graph:]", new CharGroup(-1, code10)],
  ["[:lower:]", new CharGroup(1, code11)],
  ["[:^lower:]", new CharGroup(-1, code11)],
  ["[:print:]", new CharGroup(1, code12)],
  ["[:^print:]", new CharGroup(-1, code12)],
  ["[:punct:]", new CharGroup(1, code13)],
  ["[:^punct:]", new CharGroup(-1, code13)],
  ["[:space:]", new CharGroup(1, code14)],
  ["[:^space:]", new CharGroup(-1, code14)],
  ["[:upper:]", new CharGroup(1, code15)],
  ["[:^upper:]", new CharGroup(-1, code15)],
  ["[:word:]", new CharGroup(1, code16)],
  ["[:^word:]", new CharGroup(-1, code16)],
  ["[:xdigit:]", new CharGroup(1, code17)],
  ["[:^xdigit:]", new CharGroup(-1, code17)]
]);
var CharClass = class CharClass2 {
  static charClassToString(r, len) {
    let result = "[";
    for (let i = 0; i < len; i += 2) {
      if (i > 0) result += " ";
      const lo = r[i];
      const hi = r[i + 1];
      if (lo === hi) result += `0x${lo.toString(16)}`;
      else result += `0x${lo.toString(16)}-0x${hi.toString(16)}`;
    }
    result += "]";
    return result;
  }
  static sortRanges(array, len) {
    const n = len >> 1;
    const order = new Array(n);
    for (let i = 0; i < n; i++) order[i] = i;
    order.sort((a, b) => array[2 * a] - array[2 * b] || array[2 * b + 1] - array[2 * a + 1]);
    const sorted = array.slice(0, len);
    for (let i = 0; i < n; i++) {
      array[2 * i] = sorted[2 * order[i]];
      array[2 * i + 1] = sorted[2 * order[i] + 1];
    }
  }
  /**
  * @param {number[]|Int32Array} [r]
  */
  constructor(r = Utils.emptyInts()) {
    this.r = r;
    this.len = r.length;
  }
  toArray() {
    if (this.r instanceof Int32Array) return this.len === this.r.length ? this.r : this.r.subarray(0, this.len);
    return new Int32Array(this.len === this.r.length ? this.r : this.r.slice(0, this.len));
  }
  toGrowableArray() {
    if (Array.isArray(this.r)) {
      this.r.length = this.len;
      return this.r;
    }
    return Array.from(this.r.subarray(0, this.len));
  }
  cleanClass() {
    if (this.len < 4) return this;
    CharClass2.sortRanges(this.r, this.len);
    let w = 2;
    for (let i = 2; i < this.len; i += 2) {
      const lo = this.r[i];
      const hi = this.r[i + 1];
      if (lo <= this.r[w - 1] + 1) {
        if (hi > this.r[w - 1]) this.r[w - 1] = hi;
        continue;
      }
      this.r[w] = lo;
      this.r[w + 1] = hi;
      w += 2;
    }
    this.len = w;
    return this;
  }
  appendLiteral(x, flags) {
    return (flags & RE2Flags.FOLD_CASE) !== 0 ? this.appendFoldedRange(x, x) : this.appendRange(x, x);
  }
  appendRange(lo, hi) {
    if (this.len > 0) {
      for (let i = 2; i <= 4; i += 2) if (this.len >= i) {
        const rlo = this.r[this.len - i];
        const rhi = this.r[this.len - i + 1];
        if (lo <= rhi + 1 && rlo <= hi + 1) {
          if (lo < rlo) this.r[this.len - i] = lo;
          if (hi > rhi) this.r[this.len - i + 1] = hi;
          return this;
        }
      }
    }
    this.r[this.len++] = lo;
    this.r[this.len++] = hi;
    return this;
  }
  appendFoldedRange(lo, hi) {
    if (lo <= Unicode.MIN_FOLD && hi >= Unicode.MAX_FOLD) return this.appendRange(lo, hi);
    if (hi < Unicode.MIN_FOLD || lo > Unicode.MAX_FOLD) return this.appendRange(lo, hi);
    if (lo < Unicode.MIN_FOLD) {
      this.appendRange(lo, Unicode.MIN_FOLD - 1);
      lo = Unicode.MIN_FOLD;
    }
    if (hi > Unicode.MAX_FOLD) {
      this.appendRange(Unicode.MAX_FOLD + 1, hi);
      hi = Unicode.MAX_FOLD;
    }
    for (let c = lo; c <= hi; c++) {
      this.appendRange(c, c);
      for (let f = Unicode.simpleFold(c); f !== c; f = Unicode.simpleFold(f)) this.appendRange(f, f);
    }
    return this;
  }
  appendClass(x) {
    for (let i = 0; i < x.length; i += 2) this.appendRange(x[i], x[i + 1]);
    return this;
  }
  appendFoldedClass(x) {
    for (let i = 0; i < x.length; i += 2) this.appendFoldedRange(x[i], x[i + 1]);
    return this;
  }
  appendNegatedClass(x) {
    let nextLo = 0;
    for (let i = 0; i < x.length; i += 2) {
      const lo = x[i];
      const hi = x[i + 1];
      if (nextLo <= lo - 1) this.appendRange(nextLo, lo - 1);
      nextLo = hi + 1;
    }
    if (nextLo <= Unicode.MAX_RUNE) this.appendRange(nextLo, Unicode.MAX_RUNE);
    return this;
  }
  appendTable(table) {
    for (let i = 0; i < table.length; ++i) {
      const lo = table.getLo(i);
      const hi = table.getHi(i);
      const stride = table.getStride(i);
      if (stride === 1) {
        this.appendRange(lo, hi);
        continue;
      }
      for (let c = lo; c <= hi; c += stride) this.appendRange(c, c);
    }
    return this;
  }
  appendNegatedTable(table) {
    let nextLo = 0;
    for (let i = 0; i < table.length; ++i) {
      const lo = table.getLo(i);
      const hi = table.getHi(i);
      const stride = table.getStride(i);
      if (stride === 1) {
        if (nextLo <= lo - 1) this.appendRange(nextLo, lo - 1);
        nextLo = hi + 1;
        continue;
      }
      for (let c = lo; c <= hi; c += stride) {
        if (nextLo <= c - 1) this.appendRange(nextLo, c - 1);
        nextLo = c + 1;
      }
    }
    if (nextLo <= Unicode.MAX_RUNE) this.appendRange(nextLo, Unicode.MAX_RUNE);
    return this;
  }
  appendTableWithSign(table, sign) {
    return sign < 0 ? this.appendNegatedTable(table) : this.appendTable(table);
  }
  negateClass() {
    let nextLo = 0;
    let w = 0;
    for (let i = 0; i < this.len; i += 2) {
      const lo = this.r[i];
      const hi = this.r[i + 1];
      if (nextLo <= lo - 1) {
        this.r[w] = nextLo;
        this.r[w + 1] = lo - 1;
        w += 2;
      }
      nextLo = hi + 1;
    }
    this.len = w;
    if (nextLo <= Unicode.MAX_RUNE) {
      this.r[this.len++] = nextLo;
      this.r[this.len++] = Unicode.MAX_RUNE;
    }
    return this;
  }
  appendClassWithSign(x, sign) {
    return sign < 0 ? this.appendNegatedClass(x) : this.appendClass(x);
  }
  appendGroup(g, foldCase) {
    let cls = g.cls;
    if (foldCase) cls = new CharClass2().appendFoldedClass(cls).cleanClass().toArray();
    return this.appendClassWithSign(cls, g.sign);
  }
  toString() {
    return CharClass2.charClassToString(this.r, this.len);
  }
};
var StringIterator = class {
  constructor(str2) {
    this.str = str2;
    this.position = 0;
  }
  pos() {
    return this.position;
  }
  rewindTo(pos) {
    this.position = pos;
  }
  more() {
    return this.position < this.str.length;
  }
  peek() {
    return this.str.codePointAt(this.position);
  }
  skip(n) {
    this.position += n;
  }
  skipString(s) {
    this.position += s.length;
  }
  pop() {
    const r = this.str.codePointAt(this.position);
    this.position += Utils.charCount(r);
    return r;
  }
  lookingAt(s) {
    return this.str.startsWith(s, this.position);
  }
  rest() {
    return this.str.substring(this.position);
  }
  from(beforePos) {
    return this.str.substring(beforePos, this.position);
  }
  toString() {
    return this.rest();
  }
};
var Parser = class Parser2 {
  static ERR_INTERNAL_ERROR = "regexp/syntax: internal error";
  static ERR_INVALID_CHAR_RANGE = "invalid character class range";
  static ERR_INVALID_ESCAPE = "invalid escape sequence";
  static ERR_INVALID_NAMED_CAPTURE = "invalid named capture";
  static ERR_INVALID_PERL_OP = "invalid or unsupported Perl syntax";
  static ERR_INVALID_REPEAT_OP = "invalid nested repetition operator";
  static ERR_INVALID_REPEAT_SIZE = "invalid repeat count";
  static ERR_MISSING_BRACKET = "missing closing ]";
  static ERR_MISSING_PAREN = "missing closing )";
  static ERR_MISSING_REPEAT_ARGUMENT = "missing argument to repetition operator";
  static ERR_TRAILING_BACKSLASH = "trailing backslash at end of expression";
  static ERR_DUPLICATE_NAMED_CAPTURE = "duplicate capture group name";
  static ERR_UNEXPECTED_PAREN = "unexpected )";
  static ERR_NESTING_DEPTH = "expression nests too deeply";
  static ERR_LARGE = "expression too large";
  static ERR_INVALID_CAPTURE_IN_LOOKBEHIND = "invalid capture in lookbehind";
  static MAX_HEIGHT = 1e3;
  static MAX_SIZE = 1398101;
  static MAX_RUNES = 33554432;
  static ANY_TABLE = new UnicodeRangeTable(new Uint32Array([
    0,
    Unicode.MAX_RUNE,
    1
  ]));
  static ASCII_TABLE = new UnicodeRangeTable(new Uint32Array([
    0,
    127,
    1
  ]));
  static ASCII_FOLD_TABLE = new UnicodeRangeTable(new Uint32Array([
    0,
    127,
    1,
    383,
    383,
    1,
    8490,
    8490,
    1
  ]));
  static unicodeTable(name) {
    if (name === "Any") return {
      tab: Parser2.ANY_TABLE,
      fold: Parser2.ANY_TABLE,
      sign: 1
    };
    if (name === "Ascii") return {
      tab: Parser2.ASCII_TABLE,
      fold: Parser2.ASCII_FOLD_TABLE,
      sign: 1
    };
    if (name === "Assigned") return {
      tab: UnicodeTables.CATEGORIES.get("Cn"),
      fold: UnicodeTables.CATEGORIES.get("Cn"),
      sign: -1
    };
    if (name === "Lc") return {
      tab: UnicodeTables.CATEGORIES.get("LC"),
      fold: UnicodeTables.FOLD_CATEGORIES.get("LC"),
      sign: 1
    };
    if (UnicodeTables.CATEGORIES.has(name)) return {
      tab: UnicodeTables.CATEGORIES.get(name),
      fold: UnicodeTables.FOLD_CATEGORIES.get(name),
      sign: 1
    };
    if (UnicodeTables.SCRIPTS.has(name)) return {
      tab: UnicodeTables.SCRIPTS.get(name),
      fold: UnicodeTables.FOLD_SCRIPT.get(name),
      sign: 1
    };
    return null;
  }
  static minFoldRune(r) {
    if (r < Unicode.MIN_FOLD || r > Unicode.MAX_FOLD) return r;
    let min = r;
    const r0 = r;
    for (r = Unicode.simpleFold(r); r !== r0; r = Unicode.simpleFold(r)) if (min > r) min = r;
    return min;
  }
  static leadingRegexp(re) {
    if (re.op === Regexp.Op.EMPTY_MATCH) return null;
    if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
      const sub = re.subs[0];
      if (sub.op === Regexp.Op.EMPTY_MATCH) return null;
      return sub;
    }
    return re;
  }
  static literalRegexp(s, flags) {
    const re = new Regexp(Regexp.Op.LITERAL);
    re.flags = flags;
    re.runes = Utils.stringToRunes(s);
    return re;
  }
  /**
  * Parse regular expression pattern {@code pattern} with mode flags {@code flags}.
  * @param {string} pattern
  * @param {number} flags
  */
  static parse(pattern, flags) {
    return new Parser2(pattern, flags).parseInternal();
  }
  static parseRepeat(t) {
    const start = t.pos();
    if (!t.more() || !t.lookingAt("{")) return -1;
    t.skip(1);
    const min = Parser2.parseInt(t);
    if (min === -1) return -1;
    if (!t.more()) return -1;
    let max;
    if (!t.lookingAt(",")) max = min;
    else {
      t.skip(1);
      if (!t.more()) return -1;
      if (t.lookingAt("}")) max = -1;
      else if ((max = Parser2.parseInt(t)) === -1) return -1;
    }
    if (!t.more() || !t.lookingAt("}")) return -1;
    t.skip(1);
    if (min < 0 || min > 1e3 || max === -2 || max > 1e3 || max >= 0 && min > max) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_REPEAT_SIZE, t.from(start));
    return min << 16 | max & Unicode.MAX_BMP;
  }
  static isValidCaptureName(name) {
    if (name.length === 0) return false;
    for (let i = 0; i < name.length; i++) {
      const c = name.codePointAt(i);
      if (c !== Codepoint.CODES["_"] && !Utils.isalnum(c)) return false;
    }
    return true;
  }
  static parseInt(t) {
    const start = t.pos();
    while (t.more() && t.peek() >= Codepoint.CODES["0"] && t.peek() <= Codepoint.CODES["9"]) t.skip(1);
    const n = t.from(start);
    if (n.length === 0 || n.length > 1 && n.codePointAt(0) === Codepoint.CODES["0"]) return -1;
    if (n.length > 8) return -2;
    return parseInt(n, 10);
  }
  static isCharClass(re) {
    return re.op === Regexp.Op.LITERAL && re.runes.length === 1 || re.op === Regexp.Op.CHAR_CLASS || re.op === Regexp.Op.ANY_CHAR_NOT_NL || re.op === Regexp.Op.ANY_CHAR;
  }
  static matchRune(re, r) {
    switch (re.op) {
      case Regexp.Op.LITERAL:
        return re.runes.length === 1 && re.runes[0] === r;
      case Regexp.Op.CHAR_CLASS:
        for (let i = 0; i < re.runes.length; i += 2) if (re.runes[i] <= r && r <= re.runes[i + 1]) return true;
        return false;
      case Regexp.Op.ANY_CHAR_NOT_NL:
        return r !== Codepoint.CODES["\n"];
      case Regexp.Op.ANY_CHAR:
        return true;
    }
    return false;
  }
  static mergeCharClass(dst, src) {
    switch (dst.op) {
      case Regexp.Op.ANY_CHAR:
        break;
      case Regexp.Op.ANY_CHAR_NOT_NL:
        if (Parser2.matchRune(src, Codepoint.CODES["\n"])) dst.op = Regexp.Op.ANY_CHAR;
        break;
      case Regexp.Op.CHAR_CLASS: {
        const cc = new CharClass(Array.isArray(dst.runes) ? dst.runes : Array.from(dst.runes));
        if (src.op === Regexp.Op.LITERAL) cc.appendLiteral(src.runes[0], src.flags);
        else cc.appendClass(src.runes);
        dst.runes = cc.toGrowableArray();
        break;
      }
      case Regexp.Op.LITERAL:
        if (src.runes[0] === dst.runes[0] && src.flags === dst.flags) break;
        dst.op = Regexp.Op.CHAR_CLASS;
        dst.runes = new CharClass().appendLiteral(dst.runes[0], dst.flags).appendLiteral(src.runes[0], src.flags).toGrowableArray();
    }
  }
  static parseEscape(t) {
    const startPos = t.pos();
    t.skip(1);
    if (!t.more()) throw new RE2JSSyntaxException(Parser2.ERR_TRAILING_BACKSLASH);
    let c = t.pop();
    bigswitch: switch (c) {
      case Codepoint.CODES["1"]:
      case Codepoint.CODES["2"]:
      case Codepoint.CODES["3"]:
      case Codepoint.CODES["4"]:
      case Codepoint.CODES["5"]:
      case Codepoint.CODES["6"]:
      case Codepoint.CODES["7"]:
        if (!t.more() || t.peek() < Codepoint.CODES["0"] || t.peek() > Codepoint.CODES["7"]) break;
      case Codepoint.CODES["0"]: {
        let r = c - Codepoint.CODES["0"];
        for (let i = 1; i < 3; i++) {
          if (!t.more() || t.peek() < Codepoint.CODES["0"] || t.peek() > Codepoint.CODES["7"]) break;
          r = r * 8 + t.peek() - Codepoint.CODES["0"];
          t.skip(1);
        }
        return r;
      }
      case Codepoint.CODES["x"]: {
        if (!t.more()) break;
        c = t.pop();
        if (c === Codepoint.CODES["{"]) {
          let nhex = 0;
          let r = 0;
          while (true) {
            if (!t.more()) break bigswitch;
            c = t.pop();
            if (c === Codepoint.CODES["}"]) break;
            const v = Utils.unhex(c);
            if (v < 0) break bigswitch;
            r = r * 16 + v;
            if (r > Unicode.MAX_RUNE) break bigswitch;
            nhex++;
          }
          if (nhex === 0) break bigswitch;
          return r;
        }
        const x = Utils.unhex(c);
        if (!t.more()) break;
        c = t.pop();
        const y = Utils.unhex(c);
        if (x < 0 || y < 0) break;
        return x * 16 + y;
      }
      case Codepoint.CODES["a"]:
        return Codepoint.CODES["\x07"];
      case Codepoint.CODES["f"]:
        return Codepoint.CODES["\f"];
      case Codepoint.CODES["n"]:
        return Codepoint.CODES["\n"];
      case Codepoint.CODES["r"]:
        return Codepoint.CODES["\r"];
      case Codepoint.CODES["t"]:
        return Codepoint.CODES["	"];
      case Codepoint.CODES["v"]:
        return Codepoint.CODES["\v"];
      default:
        if (c <= Unicode.MAX_ASCII && !Utils.isalnum(c)) return c;
    }
    throw new RE2JSSyntaxException(Parser2.ERR_INVALID_ESCAPE, t.from(startPos));
  }
  static parseClassChar(t, wholeClassPos) {
    if (!t.more()) throw new RE2JSSyntaxException(Parser2.ERR_MISSING_BRACKET, t.from(wholeClassPos));
    if (t.lookingAt("\\")) return Parser2.parseEscape(t);
    return t.pop();
  }
  static hasCapture(re) {
    if (re === null) return false;
    if (re.op === Regexp.Op.CAPTURE) return true;
    if (re.subs) {
      for (let sub of re.subs) if (Parser2.hasCapture(sub)) return true;
    }
    return false;
  }
  constructor(wholeRegexp, flags = 0) {
    this.wholeRegexp = wholeRegexp;
    this.flags = flags;
    this.numCap = 0;
    this.namedGroups = /* @__PURE__ */ Object.create(null);
    this.stack = [];
    this.free = null;
    this.numRegexp = 0;
    this.numRunes = 0;
    this.repeats = 0;
    this.height = null;
    this.size = null;
    this.nlb = 0;
  }
  newRegexp(op) {
    let re = this.free;
    if (re !== null && re.subs !== null && re.subs.length > 0) {
      this.free = re.subs[0];
      re.reinit();
      re.op = op;
    } else {
      re = new Regexp(op);
      this.numRegexp += 1;
    }
    return re;
  }
  reuse(re) {
    if (this.height !== null && this.height.has(re)) this.height.delete(re);
    if (re.subs !== null && re.subs.length > 0) re.subs[0] = this.free;
    this.free = re;
  }
  checkLimits(re) {
    if (this.numRunes > Parser2.MAX_RUNES) throw new RE2JSSyntaxException(Parser2.ERR_LARGE);
    this.checkSize(re);
    this.checkHeight(re);
  }
  checkSize(re) {
    if (this.size === null) {
      if (this.repeats === 0) this.repeats = 1;
      if (re.op === Regexp.Op.REPEAT) {
        let n = re.max;
        if (n === -1) n = re.min;
        if (n <= 0) n = 1;
        if (n > Math.floor(Parser2.MAX_SIZE / this.repeats)) this.repeats = Parser2.MAX_SIZE;
        else this.repeats *= n;
      }
      if (this.numRegexp < Math.floor(Parser2.MAX_SIZE / this.repeats)) return;
      this.size = /* @__PURE__ */ new Map();
      for (let reEx of this.stack) this.checkSize(reEx);
    }
    if (this.calcSize(re, true) > Parser2.MAX_SIZE) throw new RE2JSSyntaxException(Parser2.ERR_LARGE);
  }
  calcSize(re, force = false) {
    if (!force && this.size !== null) {
      if (this.size.has(re)) return this.size.get(re);
    }
    let size = 0;
    switch (re.op) {
      case Regexp.Op.LITERAL:
        size = re.runes.length;
        break;
      case Regexp.Op.PLB:
      case Regexp.Op.NLB:
      case Regexp.Op.CAPTURE:
      case Regexp.Op.STAR:
        size = 2 + this.calcSize(re.subs[0]);
        break;
      case Regexp.Op.PLUS:
      case Regexp.Op.QUEST:
        size = 1 + this.calcSize(re.subs[0]);
        break;
      case Regexp.Op.CONCAT:
        for (let sub of re.subs) size = size + this.calcSize(sub);
        break;
      case Regexp.Op.ALTERNATE:
        for (let sub of re.subs) size = size + this.calcSize(sub);
        if (re.subs.length > 1) size = size + re.subs.length - 1;
        break;
      case Regexp.Op.REPEAT: {
        let sub = this.calcSize(re.subs[0]);
        if (re.max === -1) {
          if (re.min === 0) size = 2 + sub;
          else size = 1 + re.min * sub;
          break;
        }
        size = re.max * sub + (re.max - re.min);
        break;
      }
    }
    size = Math.max(1, size);
    if (this.size === null) this.size = /* @__PURE__ */ new Map();
    this.size.set(re, size);
    return size;
  }
  checkHeight(re) {
    if (this.numRegexp < Parser2.MAX_HEIGHT) return;
    if (this.height === null) {
      this.height = /* @__PURE__ */ new Map();
      for (let reEx of this.stack) this.checkHeight(reEx);
    }
    if (this.calcHeight(re, true) > Parser2.MAX_HEIGHT) throw new RE2JSSyntaxException(Parser2.ERR_NESTING_DEPTH);
  }
  calcHeight(re, force = false) {
    if (!force && this.height !== null) {
      if (this.height.has(re)) return this.height.get(re);
    }
    let h = 1;
    for (let sub of re.subs) {
      const hsub = this.calcHeight(sub);
      if (h < 1 + hsub) h = 1 + hsub;
    }
    if (this.height === null) this.height = /* @__PURE__ */ new Map();
    this.height.set(re, h);
    return h;
  }
  pop() {
    return this.stack.pop();
  }
  popToPseudo() {
    const n = this.stack.length;
    let i = n;
    while (i > 0 && !Regexp.isPseudoOp(this.stack[i - 1].op)) i--;
    return this.stack.splice(i, n - i);
  }
  push(re) {
    this.numRunes += re.runes.length;
    if (re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 2 && re.runes[0] === re.runes[1]) {
      if (this.maybeConcat(re.runes[0], this.flags & ~RE2Flags.FOLD_CASE)) return null;
      re.op = Regexp.Op.LITERAL;
      re.runes = [re.runes[0]];
      re.flags = this.flags & ~RE2Flags.FOLD_CASE;
    } else if (re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 4 && re.runes[0] === re.runes[1] && re.runes[2] === re.runes[3] && Unicode.simpleFold(re.runes[0]) === re.runes[2] && Unicode.simpleFold(re.runes[2]) === re.runes[0] || re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 2 && re.runes[0] + 1 === re.runes[1] && Unicode.simpleFold(re.runes[0]) === re.runes[1] && Unicode.simpleFold(re.runes[1]) === re.runes[0]) {
      if (this.maybeConcat(re.runes[0], this.flags | RE2Flags.FOLD_CASE)) return null;
      re.op = Regexp.Op.LITERAL;
      re.runes = [re.runes[0]];
      re.flags = this.flags | RE2Flags.FOLD_CASE;
    } else this.maybeConcat(-1, 0);
    this.stack.push(re);
    this.checkLimits(re);
    return re;
  }
  maybeConcat(r, flags) {
    const n = this.stack.length;
    if (n < 2) return false;
    const re1 = this.stack[n - 1];
    const re2 = this.stack[n - 2];
    if (re1.op !== Regexp.Op.LITERAL || re2.op !== Regexp.Op.LITERAL || (re1.flags & RE2Flags.FOLD_CASE) !== (re2.flags & RE2Flags.FOLD_CASE)) return false;
    if (!Array.isArray(re2.runes)) re2.runes = Array.from(re2.runes);
    for (let i = 0; i < re1.runes.length; i++) re2.runes.push(re1.runes[i]);
    if (r >= 0) {
      re1.runes = [r];
      re1.flags = flags;
      return true;
    }
    this.pop();
    this.reuse(re1);
    return false;
  }
  newLiteral(r, flags) {
    const re = this.newRegexp(Regexp.Op.LITERAL);
    re.flags = flags;
    if ((flags & RE2Flags.FOLD_CASE) !== 0) r = Parser2.minFoldRune(r);
    re.runes = [r];
    return re;
  }
  literal(r) {
    this.push(this.newLiteral(r, this.flags));
  }
  op(op) {
    const re = this.newRegexp(op);
    re.flags = this.flags;
    return this.push(re);
  }
  repeat(op, min, max, beforePos, t, lastRepeatPos) {
    let flags = this.flags;
    if ((flags & RE2Flags.PERL_X) !== 0) {
      if (t.more() && t.lookingAt("?")) {
        t.skip(1);
        flags ^= RE2Flags.NON_GREEDY;
      }
      if (lastRepeatPos !== -1) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_REPEAT_OP, t.from(lastRepeatPos));
    }
    const n = this.stack.length;
    if (n === 0) throw new RE2JSSyntaxException(Parser2.ERR_MISSING_REPEAT_ARGUMENT, t.from(beforePos));
    const sub = this.stack[n - 1];
    if (Regexp.isPseudoOp(sub.op)) throw new RE2JSSyntaxException(Parser2.ERR_MISSING_REPEAT_ARGUMENT, t.from(beforePos));
    const re = this.newRegexp(op);
    re.min = min;
    re.max = max;
    re.flags = flags;
    re.subs = [sub];
    this.stack[n - 1] = re;
    this.checkLimits(re);
    if (op === Regexp.Op.REPEAT && (min >= 2 || max >= 2) && !this.repeatIsValid(re, 1e3)) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_REPEAT_SIZE, t.from(beforePos));
  }
  repeatIsValid(re, n) {
    if (re.op === Regexp.Op.REPEAT) {
      let m = re.max;
      if (m === 0) return true;
      if (m < 0) m = re.min;
      if (m > n) return false;
      if (m > 0) n = Math.trunc(n / m);
    }
    for (let sub of re.subs) if (!this.repeatIsValid(sub, n)) return false;
    return true;
  }
  concat() {
    this.maybeConcat(-1, 0);
    const subs = this.popToPseudo();
    if (subs.length === 0) return this.push(this.newRegexp(Regexp.Op.EMPTY_MATCH));
    return this.push(this.collapse(subs, Regexp.Op.CONCAT));
  }
  alternate() {
    const subs = this.popToPseudo();
    if (subs.length > 0) this.cleanAlt(subs[subs.length - 1]);
    if (subs.length === 0) return this.push(this.newRegexp(Regexp.Op.NO_MATCH));
    return this.push(this.collapse(subs, Regexp.Op.ALTERNATE));
  }
  cleanAlt(re) {
    if (re.op === Regexp.Op.CHAR_CLASS) {
      re.runes = new CharClass(Array.from(re.runes)).cleanClass().toArray();
      if (re.runes.length === 2 && re.runes[0] === 0 && re.runes[1] === Unicode.MAX_RUNE) {
        re.runes = /* @__PURE__ */ new Int32Array(0);
        re.op = Regexp.Op.ANY_CHAR;
      } else if (re.runes.length === 4 && re.runes[0] === 0 && re.runes[1] === Codepoint.CODES["\n"] - 1 && re.runes[2] === Codepoint.CODES["\n"] + 1 && re.runes[3] === Unicode.MAX_RUNE) {
        re.runes = /* @__PURE__ */ new Int32Array(0);
        re.op = Regexp.Op.ANY_CHAR_NOT_NL;
      }
    }
  }
  collapse(subs, op) {
    if (subs.length === 1) return subs[0];
    let len = 0;
    for (let sub of subs) len += sub.op === op ? sub.subs.length : 1;
    let newsubs = new Array(len).fill(null);
    let i = 0;
    for (let sub of subs) if (sub.op === op) {
      for (let j = 0; j < sub.subs.length; j++) newsubs[i++] = sub.subs[j];
      this.reuse(sub);
    } else newsubs[i++] = sub;
    let re = this.newRegexp(op);
    re.subs = newsubs;
    if (op === Regexp.Op.ALTERNATE) {
      re.subs = this.factor(re.subs);
      if (re.subs.length === 1) {
        const old = re;
        re = re.subs[0];
        this.reuse(old);
      }
    }
    return re;
  }
  factor(array) {
    if (array.length < 2) return array;
    let s = 0;
    let lensub = array.length;
    let lenout = 0;
    let str2 = null;
    let strlen = 0;
    let strflags = 0;
    let start = 0;
    for (let i = 0; i <= lensub; i++) {
      let istr = null;
      let istrlen = 0;
      let iflags = 0;
      if (i < lensub) {
        let re = array[s + i];
        if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) re = re.subs[0];
        if (re.op === Regexp.Op.LITERAL) {
          istr = re.runes;
          istrlen = re.runes.length;
          iflags = re.flags & RE2Flags.FOLD_CASE;
        }
        if (iflags === strflags) {
          let same2 = 0;
          while (same2 < strlen && same2 < istrlen && str2[same2] === istr[same2]) same2++;
          if (same2 > 0) {
            strlen = same2;
            continue;
          }
        }
      }
      if (i === start) {
      } else if (i === start + 1) array[lenout++] = array[s + start];
      else {
        const prefix = this.newRegexp(Regexp.Op.LITERAL);
        prefix.flags = strflags;
        prefix.runes = str2.slice(0, strlen);
        for (let j = start; j < i; j++) {
          array[s + j] = this.removeLeadingString(array[s + j], strlen);
          this.checkLimits(array[s + j]);
        }
        const suffix = this.collapse(array.slice(s + start, s + i), Regexp.Op.ALTERNATE);
        const re = this.newRegexp(Regexp.Op.CONCAT);
        re.subs = [prefix, suffix];
        array[lenout++] = re;
      }
      start = i;
      str2 = istr;
      strlen = istrlen;
      strflags = iflags;
    }
    lensub = lenout;
    s = 0;
    start = 0;
    lenout = 0;
    let first = null;
    for (let i = 0; i <= lensub; i++) {
      let ifirst = null;
      if (i < lensub) {
        ifirst = Parser2.leadingRegexp(array[s + i]);
        if (first !== null && first.equals(ifirst) && (Parser2.isCharClass(first) || first.op === Regexp.Op.REPEAT && first.min === first.max && Parser2.isCharClass(first.subs[0]))) continue;
      }
      if (i === start) {
      } else if (i === start + 1) array[lenout++] = array[s + start];
      else {
        const prefix = first;
        for (let j = start; j < i; j++) {
          const reuse = j !== start;
          array[s + j] = this.removeLeadingRegexp(array[s + j], reuse);
          this.checkLimits(array[s + j]);
        }
        const suffix = this.collapse(array.slice(s + start, s + i), Regexp.Op.ALTERNATE);
        const re = this.newRegexp(Regexp.Op.CONCAT);
        re.subs = [prefix, suffix];
        array[lenout++] = re;
      }
      start = i;
      first = ifirst;
    }
    lensub = lenout;
    s = 0;
    start = 0;
    lenout = 0;
    for (let i = 0; i <= lensub; i++) {
      if (i < lensub && Parser2.isCharClass(array[s + i])) continue;
      if (i === start) {
      } else if (i === start + 1) array[lenout++] = array[s + start];
      else {
        let max = start;
        for (let j = start + 1; j < i; j++) {
          const subMax = array[s + max];
          const subJ = array[s + j];
          if (subMax.op < subJ.op || subMax.op === subJ.op && (subMax.runes !== null ? subMax.runes.length : 0) < (subJ.runes !== null ? subJ.runes.length : 0)) max = j;
        }
        const tmp = array[s + start];
        array[s + start] = array[s + max];
        array[s + max] = tmp;
        for (let j = start + 1; j < i; j++) {
          Parser2.mergeCharClass(array[s + start], array[s + j]);
          this.reuse(array[s + j]);
        }
        this.cleanAlt(array[s + start]);
        array[lenout++] = array[s + start];
      }
      if (i < lensub) array[lenout++] = array[s + i];
      start = i + 1;
    }
    lensub = lenout;
    s = 0;
    start = 0;
    lenout = 0;
    for (let i = 0; i < lensub; ++i) {
      if (i + 1 < lensub && array[s + i].op === Regexp.Op.EMPTY_MATCH && array[s + i + 1].op === Regexp.Op.EMPTY_MATCH) continue;
      array[lenout++] = array[s + i];
    }
    lensub = lenout;
    s = 0;
    return array.slice(s, lensub);
  }
  removeLeadingString(re, n) {
    if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
      const sub = this.removeLeadingString(re.subs[0], n);
      re.subs[0] = sub;
      if (sub.op === Regexp.Op.EMPTY_MATCH) {
        this.reuse(sub);
        switch (re.subs.length) {
          case 0:
          case 1:
            re.op = Regexp.Op.EMPTY_MATCH;
            re.subs = Regexp.emptySubs();
            break;
          case 2: {
            const old = re;
            re = re.subs[1];
            this.reuse(old);
            break;
          }
          default:
            re.subs = re.subs.slice(1, re.subs.length);
        }
      }
      return re;
    }
    if (re.op === Regexp.Op.LITERAL) {
      re.runes = re.runes.slice(n, re.runes.length);
      if (re.runes.length === 0) re.op = Regexp.Op.EMPTY_MATCH;
    }
    return re;
  }
  removeLeadingRegexp(re, reuse) {
    if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
      if (reuse) this.reuse(re.subs[0]);
      re.subs = re.subs.slice(1, re.subs.length);
      switch (re.subs.length) {
        case 0:
          re.op = Regexp.Op.EMPTY_MATCH;
          re.subs = Regexp.emptySubs();
          break;
        case 1: {
          const old = re;
          re = re.subs[0];
          this.reuse(old);
          break;
        }
      }
      return re;
    }
    if (reuse) this.reuse(re);
    return this.newRegexp(Regexp.Op.EMPTY_MATCH);
  }
  parseInternal() {
    if ((this.flags & RE2Flags.LITERAL) !== 0) return Parser2.literalRegexp(this.wholeRegexp, this.flags);
    let lastRepeatPos = -1;
    let min = -1;
    let max = -1;
    const t = new StringIterator(this.wholeRegexp);
    while (t.more()) {
      let repeatPos = -1;
      bigswitch: switch (t.peek()) {
        case Codepoint.CODES["("]:
          if ((this.flags & RE2Flags.LOOKBEHIND) !== 0) {
            if (t.lookingAt("(?<=")) {
              this.parsePosLookBehind();
              t.skip(4);
              break;
            }
            if (t.lookingAt("(?<!")) {
              this.parseNegLookBehind();
              t.skip(4);
              break;
            }
          }
          if ((this.flags & RE2Flags.PERL_X) !== 0 && t.lookingAt("(?")) {
            this.parsePerlFlags(t);
            break;
          }
          this.op(Regexp.Op.LEFT_PAREN).cap = ++this.numCap;
          t.skip(1);
          break;
        case Codepoint.CODES["|"]:
          this.parseVerticalBar();
          t.skip(1);
          break;
        case Codepoint.CODES[")"]:
          this.parseRightParen();
          t.skip(1);
          break;
        case Codepoint.CODES["^"]:
          if ((this.flags & RE2Flags.ONE_LINE) !== 0) this.op(Regexp.Op.BEGIN_TEXT);
          else this.op(Regexp.Op.BEGIN_LINE);
          t.skip(1);
          break;
        case Codepoint.CODES["$"]:
          if ((this.flags & RE2Flags.ONE_LINE) !== 0) this.op(Regexp.Op.END_TEXT).flags |= RE2Flags.WAS_DOLLAR;
          else this.op(Regexp.Op.END_LINE);
          t.skip(1);
          break;
        case Codepoint.CODES["."]:
          if ((this.flags & RE2Flags.DOT_NL) !== 0) this.op(Regexp.Op.ANY_CHAR);
          else this.op(Regexp.Op.ANY_CHAR_NOT_NL);
          t.skip(1);
          break;
        case Codepoint.CODES["["]:
          this.parseClass(t);
          break;
        case Codepoint.CODES["*"]:
        case Codepoint.CODES["+"]:
        case Codepoint.CODES["?"]: {
          repeatPos = t.pos();
          let op = null;
          switch (t.pop()) {
            case Codepoint.CODES["*"]:
              op = Regexp.Op.STAR;
              break;
            case Codepoint.CODES["+"]:
              op = Regexp.Op.PLUS;
              break;
            case Codepoint.CODES["?"]:
              op = Regexp.Op.QUEST;
          }
          this.repeat(op, min, max, repeatPos, t, lastRepeatPos);
          break;
        }
        case Codepoint.CODES["{"]: {
          const before = t.pos();
          const minMax = Parser2.parseRepeat(t);
          if (minMax < 0) {
            t.rewindTo(before);
            this.literal(t.pop());
            break;
          }
          repeatPos = before;
          min = minMax >> 16;
          max = (minMax & Unicode.MAX_BMP) << 16 >> 16;
          this.repeat(Regexp.Op.REPEAT, min, max, repeatPos, t, lastRepeatPos);
          break;
        }
        case Codepoint.CODES["\\"]: {
          const savedPos = t.pos();
          t.skip(1);
          if ((this.flags & RE2Flags.PERL_X) !== 0 && t.more()) switch (t.pop()) {
            case Codepoint.CODES["A"]:
              this.op(Regexp.Op.BEGIN_TEXT);
              break bigswitch;
            case Codepoint.CODES["b"]:
              this.op(Regexp.Op.WORD_BOUNDARY);
              break bigswitch;
            case Codepoint.CODES["B"]:
              this.op(Regexp.Op.NO_WORD_BOUNDARY);
              break bigswitch;
            case Codepoint.CODES["C"]:
              throw new RE2JSSyntaxException(Parser2.ERR_INVALID_ESCAPE, "\\C");
            case Codepoint.CODES["Q"]: {
              let lit = t.rest();
              const i = lit.indexOf("\\E");
              if (i >= 0) {
                lit = lit.substring(0, i);
                t.skipString(lit);
                t.skipString("\\E");
              } else t.skipString(lit);
              let j = 0;
              while (j < lit.length) {
                const codepoint = lit.codePointAt(j);
                this.literal(codepoint);
                j += Utils.charCount(codepoint);
              }
              break bigswitch;
            }
            case Codepoint.CODES["z"]:
              this.op(Regexp.Op.END_TEXT);
              break bigswitch;
            default:
              t.rewindTo(savedPos);
          }
          else t.rewindTo(savedPos);
          const re = this.newRegexp(Regexp.Op.CHAR_CLASS);
          re.flags = this.flags;
          if (t.lookingAt("\\p") || t.lookingAt("\\P")) {
            const cc2 = new CharClass();
            if (this.parseUnicodeClass(t, cc2)) {
              re.runes = cc2.toArray();
              this.push(re);
              break bigswitch;
            }
          }
          const cc = new CharClass();
          if (this.parsePerlClassEscape(t, cc)) {
            re.runes = cc.toArray();
            this.push(re);
            break bigswitch;
          }
          t.rewindTo(savedPos);
          this.reuse(re);
          this.literal(Parser2.parseEscape(t));
          break;
        }
        default:
          this.literal(t.pop());
      }
      lastRepeatPos = repeatPos;
    }
    this.concat();
    if (this.swapVerticalBar()) this.pop();
    this.alternate();
    if (this.stack.length !== 1) throw new RE2JSSyntaxException(Parser2.ERR_MISSING_PAREN, this.wholeRegexp);
    this.stack[0].namedGroups = this.namedGroups;
    return this.stack[0];
  }
  parsePerlFlags(t) {
    const startPos = t.pos();
    const s = t.rest();
    if (s.startsWith("(?P<") || s.startsWith("(?<")) {
      const begin = s.charAt(2) === "P" ? 4 : 3;
      const end = s.indexOf(">");
      if (end < 0) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_NAMED_CAPTURE, s);
      const name = s.substring(begin, end);
      t.skipString(name);
      t.skip(begin + 1);
      if (!Parser2.isValidCaptureName(name)) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_NAMED_CAPTURE, s.substring(0, end + 1));
      const re = this.op(Regexp.Op.LEFT_PAREN);
      re.cap = ++this.numCap;
      if (this.namedGroups[name]) throw new RE2JSSyntaxException(Parser2.ERR_DUPLICATE_NAMED_CAPTURE, name);
      this.namedGroups[name] = this.numCap;
      re.name = name;
      return;
    }
    t.skip(2);
    let flags = this.flags;
    let sign = 1;
    let sawFlag = false;
    loop: while (t.more()) {
      const c = t.pop();
      switch (c) {
        case Codepoint.CODES["i"]:
          flags |= RE2Flags.FOLD_CASE;
          sawFlag = true;
          break;
        case Codepoint.CODES["m"]:
          flags &= ~RE2Flags.ONE_LINE;
          sawFlag = true;
          break;
        case Codepoint.CODES["s"]:
          flags |= RE2Flags.DOT_NL;
          sawFlag = true;
          break;
        case Codepoint.CODES["U"]:
          flags |= RE2Flags.NON_GREEDY;
          sawFlag = true;
          break;
        case Codepoint.CODES["-"]:
          if (sign < 0) break loop;
          sign = -1;
          flags = ~flags;
          sawFlag = false;
          break;
        case Codepoint.CODES[":"]:
        case Codepoint.CODES[")"]:
          if (sign < 0) {
            if (!sawFlag) break loop;
            flags = ~flags;
          }
          if (c === Codepoint.CODES[":"]) this.op(Regexp.Op.LEFT_PAREN);
          this.flags = flags;
          return;
        default:
          break loop;
      }
    }
    throw new RE2JSSyntaxException(Parser2.ERR_INVALID_PERL_OP, t.from(startPos));
  }
  parsePosLookBehind() {
    const re = this.newRegexp(Regexp.Op.LEFT_PAREN);
    re.flags = this.flags;
    re.lb = ++this.nlb;
    return this.push(re);
  }
  parseNegLookBehind() {
    const re = this.newRegexp(Regexp.Op.LEFT_PAREN);
    re.flags = this.flags;
    re.lb = -++this.nlb;
    return this.push(re);
  }
  parseVerticalBar() {
    this.concat();
    if (!this.swapVerticalBar()) this.op(Regexp.Op.VERTICAL_BAR);
  }
  swapVerticalBar() {
    const n = this.stack.length;
    if (n >= 3 && this.stack[n - 2].op === Regexp.Op.VERTICAL_BAR && Parser2.isCharClass(this.stack[n - 1]) && Parser2.isCharClass(this.stack[n - 3])) {
      let re1 = this.stack[n - 1];
      let re3 = this.stack[n - 3];
      if (re1.op > re3.op) {
        const tmp = re3;
        re3 = re1;
        re1 = tmp;
        this.stack[n - 3] = re3;
      }
      Parser2.mergeCharClass(re3, re1);
      this.reuse(re1);
      this.pop();
      return true;
    }
    if (n >= 2) {
      const re1 = this.stack[n - 1];
      const re2 = this.stack[n - 2];
      if (re2.op === Regexp.Op.VERTICAL_BAR) {
        if (n >= 3) this.cleanAlt(this.stack[n - 3]);
        this.stack[n - 2] = re1;
        this.stack[n - 1] = re2;
        return true;
      }
    }
    return false;
  }
  parseRightParen() {
    this.concat();
    if (this.swapVerticalBar()) this.pop();
    this.alternate();
    if (this.stack.length < 2) throw new RE2JSSyntaxException(Parser2.ERR_UNEXPECTED_PAREN, this.wholeRegexp);
    const re1 = this.pop();
    const re2 = this.pop();
    if (re2.op !== Regexp.Op.LEFT_PAREN) throw new RE2JSSyntaxException(Parser2.ERR_UNEXPECTED_PAREN, this.wholeRegexp);
    this.flags = re2.flags;
    if (re2.lb !== 0) {
      if (Parser2.hasCapture(re1)) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CAPTURE_IN_LOOKBEHIND, this.wholeRegexp);
      if (re2.lb > 0) re2.op = Regexp.Op.PLB;
      else re2.op = Regexp.Op.NLB;
      re2.subs = [re1];
      this.push(re2);
      return;
    }
    if (re2.cap === 0) this.push(re1);
    else {
      re2.op = Regexp.Op.CAPTURE;
      re2.subs = [re1];
      this.push(re2);
    }
  }
  parsePerlClassEscape(t, cc) {
    const beforePos = t.pos();
    if ((this.flags & RE2Flags.PERL_X) === 0 || !t.more() || t.pop() !== Codepoint.CODES["\\"] || !t.more()) return false;
    t.pop();
    const p = t.from(beforePos);
    const g = PERL_GROUPS.has(p) ? PERL_GROUPS.get(p) : null;
    if (g === null) return false;
    cc.appendGroup(g, (this.flags & RE2Flags.FOLD_CASE) !== 0);
    return true;
  }
  parseNamedClass(t, cc) {
    const cls = t.rest();
    const i = cls.indexOf(":]");
    if (i < 0) return false;
    const name = cls.substring(0, i + 2);
    t.skipString(name);
    const g = POSIX_GROUPS.has(name) ? POSIX_GROUPS.get(name) : null;
    if (g === null) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CHAR_RANGE, name);
    cc.appendGroup(g, (this.flags & RE2Flags.FOLD_CASE) !== 0);
    return true;
  }
  parseUnicodeClass(t, cc) {
    const startPos = t.pos();
    if ((this.flags & RE2Flags.UNICODE_GROUPS) === 0 || !t.lookingAt("\\p") && !t.lookingAt("\\P")) return false;
    t.skip(1);
    let sign = 1;
    let c = t.pop();
    if (c === Codepoint.CODES["P"]) sign = -1;
    if (!t.more()) {
      t.rewindTo(startPos);
      throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CHAR_RANGE, t.rest());
    }
    c = t.pop();
    let name;
    if (c !== Codepoint.CODES["{"]) name = Utils.runeToString(c);
    else {
      const rest = t.rest();
      const end = rest.indexOf("}");
      if (end < 0) {
        t.rewindTo(startPos);
        throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CHAR_RANGE, t.rest());
      }
      name = rest.substring(0, end);
      t.skipString(name);
      t.skip(1);
    }
    if (!(name.length === 0) && name.codePointAt(0) === Codepoint.CODES["^"]) {
      sign = 0 - sign;
      name = name.substring(1);
    }
    const pair = Parser2.unicodeTable(name);
    if (pair === null) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CHAR_RANGE, t.from(startPos));
    if (pair.sign < 0) sign = 0 - sign;
    const tab = pair.tab;
    const fold = pair.fold;
    if ((this.flags & RE2Flags.FOLD_CASE) === 0 || fold === null) cc.appendTableWithSign(tab, sign);
    else {
      const tmp = new CharClass().appendTable(tab).appendTable(fold).cleanClass().toArray();
      cc.appendClassWithSign(Array.from(tmp), sign);
    }
    return true;
  }
  parseClass(t) {
    const startPos = t.pos();
    t.skip(1);
    const re = this.newRegexp(Regexp.Op.CHAR_CLASS);
    re.flags = this.flags;
    const cc = new CharClass();
    let sign = 1;
    if (t.more() && t.lookingAt("^")) {
      sign = -1;
      t.skip(1);
      if ((this.flags & RE2Flags.CLASS_NL) === 0) cc.appendRange(Codepoint.CODES["\n"], Codepoint.CODES["\n"]);
    }
    let first = true;
    while (!t.more() || t.peek() !== Codepoint.CODES["]"] || first) {
      if (t.more() && t.lookingAt("-") && (this.flags & RE2Flags.PERL_X) === 0 && !first) {
        const s = t.rest();
        if (s === "-" || !s.startsWith("-]")) {
          t.rewindTo(startPos);
          throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CHAR_RANGE, t.rest());
        }
      }
      first = false;
      const beforePos = t.pos();
      if (t.lookingAt("[:")) {
        if (this.parseNamedClass(t, cc)) continue;
        t.rewindTo(beforePos);
      }
      if (this.parseUnicodeClass(t, cc)) continue;
      if (this.parsePerlClassEscape(t, cc)) continue;
      t.rewindTo(beforePos);
      const lo = Parser2.parseClassChar(t, startPos);
      let hi = lo;
      if (t.more() && t.lookingAt("-")) {
        t.skip(1);
        if (t.more() && t.lookingAt("]")) t.skip(-1);
        else {
          hi = Parser2.parseClassChar(t, startPos);
          if (hi < lo) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CHAR_RANGE, t.from(beforePos));
        }
      }
      if ((this.flags & RE2Flags.FOLD_CASE) === 0) cc.appendRange(lo, hi);
      else cc.appendFoldedRange(lo, hi);
    }
    t.skip(1);
    cc.cleanClass();
    if (sign < 0) cc.negateClass();
    re.runes = cc.toArray();
    this.push(re);
  }
};
var RE2 = class RE22 {
  static initTest(expr) {
    const re2 = RE22.compile(expr);
    const res = new RE22(re2.expr, re2.prog, re2.numSubexp, re2.longest);
    res.cond = re2.cond;
    res.prefix = re2.prefix;
    res.prefixUTF8 = re2.prefixUTF8;
    res.prefixComplete = re2.prefixComplete;
    res.prefixRune = re2.prefixRune;
    res.prefilter = re2.prefilter;
    res.namedGroups = re2.namedGroups;
    return res;
  }
  /**
  * Parses a regular expression and returns, if successful, an {@code RE2} instance that can be
  * used to match against text.
  *
  * When matching against text, the regexp returns a match that begins as early as possible in the
  * input (leftmost), and among those it chooses the one that a backtracking search would have
  * found first. This so-called leftmost-first matching is the same semantics that Perl, Python,
  * and other implementations use, although this package implements it without the expense of
  * backtracking. For POSIX leftmost-longest matching, see {@link #compilePOSIX}.
  */
  static compile(expr) {
    return RE22.compileImpl(expr, RE2Flags.PERL, false);
  }
  /**
  * {@code compilePOSIX} is like {@link #compile} but restricts the regular expression to POSIX ERE
  * (egrep) syntax and changes the match semantics to leftmost-longest.
  *
  * That is, when matching against text, the regexp returns a match that begins as early as
  * possible in the input (leftmost), and among those it chooses a match that is as long as
  * possible. This so-called leftmost-longest matching is the same semantics that early regular
  * expression implementations used and that POSIX specifies.
  *
  * However, there can be multiple leftmost-longest matches, with different submatch choices, and
  * here this package diverges from POSIX. Among the possible leftmost-longest matches, this
  * package chooses the one that a backtracking search would have found first, while POSIX
  * specifies that the match be chosen to maximize the length of the first subexpression, then the
  * second, and so on from left to right. The POSIX rule is computationally prohibitive and not
  * even well-defined. See http://swtch.com/~rsc/regexp/regexp2.html#posix
  */
  static compilePOSIX(expr) {
    return RE22.compileImpl(expr, RE2Flags.POSIX, true);
  }
  static compileImpl(expr, mode, longest) {
    let re = Parser.parse(expr, mode);
    const maxCap = re.maxCap();
    const namedGroups = re.namedGroups;
    re = Simplify.simplify(re);
    const prefilter = PrefilterTree.build(re);
    const prog = Compiler.compileRegexp(re);
    const re2 = new RE22(expr, prog, maxCap, longest);
    re2.prefilter = prefilter.type === Prefilter.Type.NONE ? null : prefilter;
    const [prefixCompl, prefixStr] = prog.prefix();
    re2.prefixComplete = prefixCompl;
    re2.prefix = prefixStr;
    re2.prefixUTF8 = Utils.stringToUtf8ByteArray(re2.prefix);
    if (re2.prefix.length > 0) re2.prefixRune = re2.prefix.codePointAt(0);
    re2.namedGroups = namedGroups;
    return re2;
  }
  /**
  * Returns true iff textual regular expression {@code pattern} matches string {@code s}.
  *
  * More complicated queries need to use {@link #compile} and the full {@code RE2} interface.
  */
  static match(pattern, s) {
    return RE22.compile(pattern).match(s);
  }
  constructor(expr, prog, numSubexp = 0, longest = 0) {
    this.expr = expr;
    this.prog = prog;
    this.numSubexp = numSubexp;
    this.longest = longest;
    this.cond = prog.startCond();
    this.prefix = null;
    this.prefixUTF8 = null;
    this.prefixComplete = false;
    this.prefixRune = 0;
    this.namedGroups = /* @__PURE__ */ Object.create(null);
    this.machinePool = [];
    this.lazyDFA = null;
    this.onepass = OnePass.compile(this.prog);
    this.prefilter = null;
  }
  get dfa() {
    if (this.lazyDFA === null) this.lazyDFA = new DFA(this.prog);
    return this.lazyDFA;
  }
  matchPrefixComplete(input, pos, anchor, ncap) {
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return null;
    let matchStart = -1;
    let matchEnd = -1;
    const pLen = input.prefixLength(this);
    if (anchor === RE2Flags.UNANCHORED) {
      const idx = input.index(this, pos);
      if (idx < 0) return null;
      matchStart = pos + idx;
      matchEnd = matchStart + pLen;
    } else if (anchor === RE2Flags.ANCHOR_BOTH) {
      if (input.endPos() !== pLen) return null;
      if (input.index(this, 0) !== 0) return null;
      matchStart = 0;
      matchEnd = pLen;
    } else if (anchor === RE2Flags.ANCHOR_START) {
      if (input.index(this, 0) !== 0) return null;
      matchStart = 0;
      matchEnd = pLen;
    }
    if (matchStart < 0) return null;
    if (ncap > 0) {
      const matchcap = new Int32Array(ncap).fill(-1);
      matchcap[0] = matchStart;
      matchcap[1] = matchEnd;
      return Array.from(matchcap);
    }
    return [];
  }
  createLookbehindState() {
    return this.prog.numLb > 0 ? new LookbehindState(this.prog) : null;
  }
  executeEngine(input, pos, anchor, ncap, lbState = null) {
    if (this.prefixComplete && (ncap === 0 || this.numSubexp === 0)) return this.matchPrefixComplete(input, pos, anchor, ncap);
    if (this.prefilter !== null && anchor === RE2Flags.UNANCHORED) {
      if (!this.prefilter.eval(input, pos)) return null;
    }
    if (this.onepass !== null) return OnePass.execute(this, input, pos, anchor, ncap);
    if (ncap > 0) {
      if (this.prog.numLb === 0 && input.endPos() <= Backtracker.maxBitStateLen(this.prog)) return Backtracker.execute(this, input, pos, anchor, ncap);
      return this.doExecuteNFA(input, pos, anchor, ncap, lbState);
    }
    if (this.prog.numLb === 0) {
      const dfaResult = this.dfa.match(input, pos, anchor);
      if (dfaResult !== null) return dfaResult ? [] : null;
      if (input.endPos() <= Backtracker.maxBitStateLen(this.prog)) return Backtracker.execute(this, input, pos, anchor, ncap);
    }
    return this.doExecuteNFA(input, pos, anchor, ncap, lbState);
  }
  /**
  * Returns the number of parenthesized subexpressions in this regular expression.
  */
  numberOfCapturingGroups() {
    return this.numSubexp;
  }
  /**
  * Returns the number of instructions in this compiled regular expression program.
  */
  numberOfInstructions() {
    return this.prog.numInst();
  }
  get() {
    return this.machinePool.length > 0 ? this.machinePool.pop() : null;
  }
  reset() {
    this.machinePool.length = 0;
  }
  put(m) {
    this.machinePool.push(m);
  }
  toString() {
    return this.expr;
  }
  doExecuteNFA(input, pos, anchor, ncap, lbState = null) {
    let m = this.get();
    if (!m) m = Machine.fromRE2(this);
    m.init(ncap);
    const cap = m.match(input, pos, anchor, lbState) ? m.submatches() : null;
    this.put(m);
    return cap;
  }
  match(s) {
    return this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 0) !== null;
  }
  /**
  * Matches the regular expression against input starting at position start and ending at position
  * end, with the given anchoring. Records the submatch boundaries in group, which is [start, end)
  * pairs of byte offsets. The number of boundaries needed is inferred from the size of the group
  * array. It is most efficient not to ask for submatch boundaries.
  *
  * @param input the input byte array
  * @param start the beginning position in the input
  * @param end the end position in the input
  * @param anchor the anchoring flag (UNANCHORED, ANCHOR_START, ANCHOR_BOTH)
  * @param group the array to fill with submatch positions
  * @param ngroup the number of array pairs to fill in
  * @param lbState optional state carried between successive matches over the same input (see
  *   createLookbehindState); omit it to evaluate lookbehinds from the beginning of the input
  * @returns true if a match was found
  */
  matchWithGroup(input, start, end, anchor, ngroup, lbState = null) {
    if (!(input instanceof MatcherInputBase)) {
      if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
      else input = MatcherInput.utf16(input);
    }
    return this.matchMachineInput(input, start, end, anchor, ngroup, lbState);
  }
  matchMachineInput(input, start, end, anchor, ngroup, lbState = null) {
    if (start > end) return [false, null];
    const machineInput = input.isUTF16Encoding() ? MachineInput.fromUTF16(input.asCharSequence(), 0, end) : MachineInput.fromUTF8(input.asBytes(), 0, end);
    const groupMatch = this.executeEngine(machineInput, start, anchor, 2 * ngroup, lbState);
    if (groupMatch === null) return [false, null];
    return [true, groupMatch];
  }
  /**
  * Returns true iff this regexp matches the UTF-8 byte array {@code b}.
  */
  matchUTF8(b) {
    return this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 0) !== null;
  }
  /**
  * Returns a copy of {@code src} in which all matches for this regexp have been replaced by
  * {@code repl}. No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
  * replacement string.
  */
  replaceAll(src, repl) {
    return this.replaceAllFunc(src, () => repl, 2 * src.length + 1);
  }
  /**
  * Returns a copy of {@code src} in which only the first match for this regexp has been replaced
  * by {@code repl}. No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
  * replacement string.
  */
  replaceFirst(src, repl) {
    return this.replaceAllFunc(src, () => repl, 1);
  }
  /**
  * Returns a copy of {@code src} in which at most {@code maxReplaces} matches for this regexp have
  * been replaced by the return value of of function {@code repl} (whose first argument is the
  * matched string). No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
  * replacement string.
  */
  replaceAllFunc(src, replFunc, maxReplaces) {
    let lastMatchEnd = 0;
    let searchPos = 0;
    let out = "";
    const input = MachineInput.fromUTF16(src);
    const lbState = this.createLookbehindState();
    let numReplaces = 0;
    while (searchPos <= src.length) {
      const a = this.executeEngine(input, searchPos, RE2Flags.UNANCHORED, 2, lbState);
      if (a === null || a.length === 0) break;
      out += src.substring(lastMatchEnd, a[0]);
      if (a[1] > lastMatchEnd || a[0] === 0) {
        out += replFunc(src.substring(a[0], a[1]));
        numReplaces++;
      }
      lastMatchEnd = a[1];
      const width = input.step(searchPos) & 7;
      if (searchPos + width > a[1]) searchPos += width;
      else if (searchPos + 1 > a[1]) searchPos++;
      else searchPos = a[1];
      if (numReplaces >= maxReplaces) break;
    }
    out += src.substring(lastMatchEnd);
    return out;
  }
  pad(a) {
    if (a === null) return null;
    let n = (1 + this.numSubexp) * 2;
    if (a.length < n) {
      let a2 = new Array(n).fill(-1);
      for (let i = 0; i < a.length; i++) a2[i] = a[i];
      a = a2;
    }
    return a;
  }
  allMatches(input, n, deliverFun = (v) => v) {
    let result = [];
    const end = input.endPos();
    if (n < 0) n = end + 1;
    let pos = 0;
    let i = 0;
    let prevMatchEnd = -1;
    const lbState = this.createLookbehindState();
    while (i < n && pos <= end) {
      const matches = this.executeEngine(input, pos, RE2Flags.UNANCHORED, this.prog.numCap, lbState);
      if (matches === null || matches.length === 0) break;
      let accept = true;
      if (matches[1] === pos) {
        if (matches[0] === prevMatchEnd) accept = false;
        const r = input.step(pos);
        if (r < 0) pos = end + 1;
        else pos += r & 7;
      } else pos = matches[1];
      prevMatchEnd = matches[1];
      if (accept) {
        result.push(deliverFun(this.pad(matches)));
        i++;
      }
    }
    return result;
  }
  /**
  * Returns an array holding the text of the leftmost match in {@code b} of this regular
  * expression.
  *
  * A return value of null indicates no match.
  */
  findUTF8(b) {
    const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 2);
    if (a === null) return null;
    return b.slice(a[0], a[1]);
  }
  /**
  * Returns a two-element array of integers defining the location of the leftmost match in
  * {@code b} of this regular expression. The match itself is at {@code b[loc[0]...loc[1]]}.
  *
  * A return value of null indicates no match.
  */
  findUTF8Index(b) {
    const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 2);
    if (a === null) return null;
    return a.slice(0, 2);
  }
  /**
  * Returns a string holding the text of the leftmost match in {@code s} of this regular
  * expression.
  *
  * If there is no match, the return value is an empty string, but it will also be empty if the
  * regular expression successfully matches an empty string. Use {@link #findIndex} or
  * {@link #findSubmatch} if it is necessary to distinguish these cases.
  */
  find(s) {
    const a = this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 2);
    if (a === null) return "";
    return s.substring(a[0], a[1]);
  }
  /**
  * Returns a two-element array of integers defining the location of the leftmost match in
  * {@code s} of this regular expression. The match itself is at
  * {@code s.substring(loc[0], loc[1])}.
  *
  * A return value of null indicates no match.
  */
  findIndex(s) {
    return this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 2);
  }
  /**
  * Returns an array of arrays the text of the leftmost match of the regular expression in
  * {@code b} and the matches, if any, of its subexpressions, as defined by the <a
  * href='#submatch'>Submatch</a> description above.
  *
  * A return value of null indicates no match.
  */
  findUTF8Submatch(b) {
    const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, this.prog.numCap);
    if (a === null) return null;
    const ret = new Array(1 + this.numSubexp).fill(null);
    for (let i = 0; i < ret.length; i++) if (2 * i < a.length && a[2 * i] >= 0) ret[i] = b.slice(a[2 * i], a[2 * i + 1]);
    return ret;
  }
  /**
  * Returns an array holding the index pairs identifying the leftmost match of this regular
  * expression in {@code b} and the matches, if any, of its subexpressions, as defined by the the
  * <a href='#submatch'>Submatch</a> and <a href='#index'>Index</a> descriptions above.
  *
  * A return value of null indicates no match.
  */
  findUTF8SubmatchIndex(b) {
    return this.pad(this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, this.prog.numCap));
  }
  /**
  * Returns an array of strings holding the text of the leftmost match of the regular expression in
  * {@code s} and the matches, if any, of its subexpressions, as defined by the <a
  * href='#submatch'>Submatch</a> description above.
  *
  * A return value of null indicates no match.
  */
  findSubmatch(s) {
    const a = this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, this.prog.numCap);
    if (a === null) return null;
    const ret = new Array(1 + this.numSubexp).fill(null);
    for (let i = 0; i < ret.length; i++) if (2 * i < a.length && a[2 * i] >= 0) ret[i] = s.substring(a[2 * i], a[2 * i + 1]);
    return ret;
  }
  /**
  * Returns an array holding the index pairs identifying the leftmost match of this regular
  * expression in {@code s} and the matches, if any, of its subexpressions, as defined by the <a
  * href='#submatch'>Submatch</a> description above.
  *
  * A return value of null indicates no match.
  */
  findSubmatchIndex(s) {
    return this.pad(this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, this.prog.numCap));
  }
  /**
  * {@code findAllUTF8()} is the <a href='#all'>All</a> version of {@link #findUTF8}; it returns a
  * list of up to {@code n} successive matches of the expression, as defined by the <a
  * href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  *
  * TODO(adonovan): think about defining a byte slice view class, like a read-only Go slice backed
  * by |b|.
  */
  findAllUTF8(b, n) {
    const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => b.slice(match[0], match[1]));
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllUTF8Index} is the <a href='#all'>All</a> version of {@link #findUTF8Index}; it
  * returns a list of up to {@code n} successive matches of the expression, as defined by the <a
  * href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllUTF8Index(b, n) {
    const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => match.slice(0, 2));
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAll} is the <a href='#all'>All</a> version of {@link #find}; it returns a list of up
  * to {@code n} successive matches of the expression, as defined by the <a href='#all'>All</a>
  * description above.
  *
  * A return value of null indicates no match.
  */
  findAll(s, n) {
    const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => s.substring(match[0], match[1]));
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllIndex} is the <a href='#all'>All</a> version of {@link #findIndex}; it returns a
  * list of up to {@code n} successive matches of the expression, as defined by the <a
  * href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllIndex(s, n) {
    const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => match.slice(0, 2));
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllUTF8Submatch} is the <a href='#all'>All</a> version of {@link #findUTF8Submatch};
  * it returns a list of up to {@code n} successive matches of the expression, as defined by the <a
  * href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllUTF8Submatch(b, n) {
    const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => {
      let slice = new Array(match.length / 2 | 0).fill(null);
      for (let j = 0; j < slice.length; j++) if (match[2 * j] >= 0) slice[j] = b.slice(match[2 * j], match[2 * j + 1]);
      return slice;
    });
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllUTF8SubmatchIndex} is the <a href='#all'>All</a> version of
  * {@link #findUTF8SubmatchIndex}; it returns a list of up to {@code n} successive matches of the
  * expression, as defined by the <a href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllUTF8SubmatchIndex(b, n) {
    const result = this.allMatches(MachineInput.fromUTF8(b), n);
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllSubmatch} is the <a href='#all'>All</a> version of {@link #findSubmatch}; it
  * returns a list of up to {@code n} successive matches of the expression, as defined by the <a
  * href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllSubmatch(s, n) {
    const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => {
      let slice = new Array(match.length / 2 | 0).fill(null);
      for (let j = 0; j < slice.length; j++) if (match[2 * j] >= 0) slice[j] = s.substring(match[2 * j], match[2 * j + 1]);
      return slice;
    });
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllSubmatchIndex} is the <a href='#all'>All</a> version of
  * {@link #findSubmatchIndex}; it returns a list of up to {@code n} successive matches of the
  * expression, as defined by the <a href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllSubmatchIndex(s, n) {
    const result = this.allMatches(MachineInput.fromUTF16(s), n);
    if (result.length === 0) return null;
    return result;
  }
};
var RE2Set = class RE2Set2 {
  /** @type {number} */
  static UNANCHORED = RE2Flags.UNANCHORED;
  /** @type {number} */
  static ANCHOR_START = RE2Flags.ANCHOR_START;
  /** @type {number} */
  static ANCHOR_BOTH = RE2Flags.ANCHOR_BOTH;
  /**
  * Constructs a new RE2Set with the specified anchor mode and flags.
  * @param {number} [anchor=RE2Set.UNANCHORED] - The anchoring mode (e.g., RE2Set.UNANCHORED).
  * @param {number} [flags=0] - The public flags to apply to all patterns in the set.
  * @param {number} [maxMem=8388608] - The maximum memory in bytes to use for the DFA (default 8MB).
  */
  constructor(anchor = RE2Set2.UNANCHORED, flags = 0, maxMem = 8388608) {
    if (![
      RE2Set2.UNANCHORED,
      RE2Set2.ANCHOR_START,
      RE2Set2.ANCHOR_BOTH
    ].includes(anchor)) throw new RE2JSFlagsException("The anchor should be RE2Set.UNANCHORED, RE2Set.ANCHOR_START or RE2Set.ANCHOR_BOTH");
    Utils.checkFlags(flags);
    this.anchor = anchor;
    this.jsFlags = flags;
    this.maxMem = maxMem;
    let re2Flags = RE2Flags.PERL;
    if ((flags & PublicFlags.DISABLE_UNICODE_GROUPS) !== 0) re2Flags &= ~RE2Flags.UNICODE_GROUPS;
    if ((flags & PublicFlags.LOOKBEHINDS) !== 0) re2Flags |= RE2Flags.LOOKBEHIND;
    this.re2Flags = re2Flags;
    this.regexps = [];
    this.prog = null;
    this.dfa = null;
    this.dummyRe2 = null;
  }
  /**
  * Adds a new regular expression pattern to the set.
  * Patterns cannot be added after the set has been compiled.
  * @param {string} pattern - The regular expression pattern to add.
  * @returns {number} The integer index assigned to the added pattern.
  * @throws {RE2JSCompileException} If patterns are added after compilation.
  */
  add(pattern) {
    if (this.prog) throw new RE2JSCompileException("Cannot add patterns after compile");
    Utils.checkPattern(pattern);
    let fregex = pattern;
    if ((this.jsFlags & PublicFlags.CASE_INSENSITIVE) !== 0) fregex = `(?i)${fregex}`;
    if ((this.jsFlags & PublicFlags.DOTALL) !== 0) fregex = `(?s)${fregex}`;
    if ((this.jsFlags & PublicFlags.MULTILINE) !== 0) fregex = `(?m)${fregex}`;
    const re = Parser.parse(fregex, this.re2Flags);
    this.regexps.push(Simplify.simplify(re));
    return this.regexps.length - 1;
  }
  /**
  * Compiles the added patterns into a single state machine.
  * This is automatically called on the first match if not called explicitly.
  * @returns {void}
  */
  compile() {
    if (this.prog) return;
    const prog = Compiler.compileSet(this.regexps);
    if (prog.numInst() > Parser.MAX_SIZE) throw new RE2JSCompileException(`${Parser.ERR_LARGE}: the set compiles to ${prog.numInst()} instructions, more than ${Parser.MAX_SIZE}`);
    this.prog = prog;
    this.dfa = new DFA(this.prog, this.maxMem);
    this.dummyRe2 = {
      prog: this.prog,
      cond: this.prog.startCond(),
      prefix: "",
      prefixRune: 0,
      longest: false
    };
  }
  /**
  * Matches the input against the compiled set of regular expressions.
  * @param {string|number[]|Uint8Array} input - The input string or UTF-8 byte array to match against.
  * @returns {number[]} An array of indices representing the patterns that successfully matched the input.
  */
  match(input) {
    if (!this.prog) this.compile();
    const machineInput = Utils.isByteArray(input) ? MachineInput.fromUTF8(input) : MachineInput.fromUTF16(input);
    let internalAnchor = RE2Flags.UNANCHORED;
    if (this.anchor === RE2Set2.ANCHOR_START) internalAnchor = RE2Flags.ANCHOR_START;
    else if (this.anchor === RE2Set2.ANCHOR_BOTH) internalAnchor = RE2Flags.ANCHOR_BOTH;
    const dfaResult = this.dfa.matchSet(machineInput, 0, internalAnchor);
    if (dfaResult !== null) return dfaResult;
    const machine = Machine.fromRE2(this.dummyRe2);
    machine.init(0);
    return machine.matchSet(machineInput, 0, internalAnchor);
  }
};
var TranslateRegExpString = class TranslateRegExpString2 {
  static isHexadecimal(ch) {
    return "0" <= ch && ch <= "9" || "A" <= ch && ch <= "F" || "a" <= ch && ch <= "f";
  }
  static translate(data) {
    let prefixFlags = "";
    if (Object.prototype.toString.call(data) === "[object RegExp]") {
      if (data.ignoreCase) prefixFlags += "i";
      if (data.multiline) prefixFlags += "m";
      if (data.dotAll) prefixFlags += "s";
      data = data.source;
    }
    if (typeof data !== "string") return data;
    let result = "";
    let changed = false;
    let size = data.length;
    if (size === 0) {
      result = "(?:)";
      changed = true;
    }
    let inCharClass = false;
    let i = 0;
    while (i < size) {
      let ch = data[i];
      if (ch === "\\") {
        if (i + 1 < size) {
          ch = data[i + 1];
          switch (ch) {
            case "\\":
              result += "\\\\";
              i += 2;
              continue;
            case "c":
              if (i + 2 < size) {
                let code = data[i + 2].charCodeAt(0);
                if (code >= 65 && code <= 90 || code >= 97 && code <= 122) {
                  let val = code % 32;
                  result += "\\x";
                  result += (val >> 4).toString(16).toUpperCase();
                  result += (val & 15).toString(16).toUpperCase();
                  i += 3;
                  changed = true;
                  continue;
                }
              }
              result += "c";
              i += 2;
              changed = true;
              continue;
            case "u":
              if (i + 2 < size) {
                if (data[i + 2] === "{") {
                  let j = i + 3;
                  let hasHex = false;
                  let closed = false;
                  while (j < size) {
                    const hexChar = data[j];
                    if (hexChar === "}") {
                      closed = true;
                      break;
                    }
                    if (!TranslateRegExpString2.isHexadecimal(hexChar)) break;
                    hasHex = true;
                    j++;
                  }
                  if (closed && hasHex) {
                    result += "\\x";
                    i += 2;
                    changed = true;
                    continue;
                  }
                } else if (i + 5 < size) {
                  let isHex4 = true;
                  for (let j = 0; j < 4; j++) if (!TranslateRegExpString2.isHexadecimal(data[i + 2 + j])) {
                    isHex4 = false;
                    break;
                  }
                  if (isHex4) {
                    result += "\\x{" + data.substring(i + 2, i + 6) + "}";
                    i += 6;
                    changed = true;
                    continue;
                  }
                }
              }
              result += "u";
              i += 2;
              changed = true;
              continue;
            case "x": {
              let isValidHex = false;
              if (i + 2 < size && data[i + 2] === "{") {
                let j = i + 3;
                let hasHex = false;
                let closed = false;
                while (j < size) {
                  const hexChar = data[j];
                  if (hexChar === "}") {
                    closed = true;
                    break;
                  }
                  if (!TranslateRegExpString2.isHexadecimal(hexChar)) break;
                  hasHex = true;
                  j++;
                }
                if (closed && hasHex) isValidHex = true;
              } else if (i + 3 < size && TranslateRegExpString2.isHexadecimal(data[i + 2]) && TranslateRegExpString2.isHexadecimal(data[i + 3])) isValidHex = true;
              if (isValidHex) {
                result += "\\x";
                i += 2;
              } else {
                result += "x";
                i += 2;
                changed = true;
              }
              continue;
            }
            case "n":
            case "r":
            case "t":
            case "a":
            case "f":
            case "v":
            case "d":
            case "D":
            case "s":
            case "S":
            case "w":
            case "W":
            case "b":
            case "B":
            case "p":
            case "P":
            case "A":
            case "z":
            case "Q":
            case "E":
            case "0":
            case "1":
            case "2":
            case "3":
            case "4":
            case "5":
            case "6":
            case "7":
              result += "\\" + ch;
              i += 2;
              continue;
            default: {
              let cp2 = data.codePointAt(i + 1);
              if (cp2 >= 48 && cp2 <= 57 || cp2 >= 65 && cp2 <= 90 || cp2 >= 97 && cp2 <= 122) {
                let symSize2 = Utils.charCount(cp2);
                result += data.substring(i + 1, i + 1 + symSize2);
                i += symSize2 + 1;
                changed = true;
              } else {
                result += "\\";
                let symSize2 = Utils.charCount(cp2);
                result += data.substring(i + 1, i + 1 + symSize2);
                i += symSize2 + 1;
              }
              continue;
            }
          }
        }
      } else if (ch === "/") {
        result += "\\/";
        i += 1;
        changed = true;
        continue;
      } else if (ch === "[") {
        if (!inCharClass && data[i + 1] === "]") {
          result += "[^\\x00-\\x{10FFFF}]";
          i += 2;
          changed = true;
          continue;
        }
        if (!inCharClass && data[i + 1] === "^" && data[i + 2] === "]") {
          result += "[\\x00-\\x{10FFFF}]";
          i += 3;
          changed = true;
          continue;
        }
        inCharClass = true;
      } else if (ch === "]") inCharClass = false;
      else if (!inCharClass && ch === "(" && i + 2 < size && data[i + 1] === "?" && data[i + 2] === "<") {
        if (i + 3 < size && !"=!>)".includes(data[i + 3])) {
          result += "(?P<";
          i += 3;
          changed = true;
          continue;
        }
      }
      let cp = data.codePointAt(i);
      let symSize = Utils.charCount(cp);
      result += data.substring(i, i + symSize);
      i += symSize;
    }
    const finalResult = changed ? result : data;
    if (prefixFlags.length > 0) return `(?${prefixFlags})${finalResult}`;
    return finalResult;
  }
};
var execResult = (m, input) => {
  const result = m.matchArray();
  result.index = m.start(0);
  result.input = input;
  result.groups = m.namedGroupsObject();
  return result;
};
var RE2JS = class RE2JS2 {
  /**
  * Flag: case insensitive matching.
  */
  static CASE_INSENSITIVE = PublicFlags.CASE_INSENSITIVE;
  /**
  * Flag: dot ({@code .}) matches all characters, including newline.
  */
  static DOTALL = PublicFlags.DOTALL;
  /**
  * Flag: multiline matching: {@code ^} and {@code $} match at beginning and end of line, not just
  * beginning and end of input.
  */
  static MULTILINE = PublicFlags.MULTILINE;
  /**
  * Flag: Unicode groups (e.g. {@code \p\ Greek\} ) will be syntax errors.
  */
  static DISABLE_UNICODE_GROUPS = PublicFlags.DISABLE_UNICODE_GROUPS;
  /**
  * Flag: matches longest possible string.
  */
  static LONGEST_MATCH = PublicFlags.LONGEST_MATCH;
  /**
  * Flag: enable linear-time captureless lookbehinds.
  */
  static LOOKBEHINDS = PublicFlags.LOOKBEHINDS;
  /**
  * Returns a literal pattern string for the specified string.
  *
  * This method produces a string that can be used to create a <code>RE2JS</code> that would
  * match the string <code>s</code> as if it were a literal pattern.
  *
  * Metacharacters or escape sequences in the input sequence will be given no special meaning.
  *
  * @param {string} str The string to be literalized
  * @returns {string} A literal string replacement
  */
  static quote(str2) {
    return Utils.quoteMeta(str2);
  }
  /**
  * Quotes '\' and '$' in {@code str}, so that the returned string could be used in
  * replacement methods as a literal replacement of {@code str}.
  *
  * This is a convenience delegation to {@link Matcher.quoteReplacement}.
  *
  * @param {string} str the string to be quoted
  * @param {boolean} [javaMode=false] whether the replacement will be used in javaMode
  * @returns {string} the quoted string
  */
  static quoteReplacement(str2, javaMode = false) {
    return Matcher.quoteReplacement(str2, javaMode);
  }
  /**
  * Translates a given regular expression string to ensure compatibility with RE2JS.
  *
  * This function preprocesses the input regex string by applying necessary transformations,
  * such as escaping special characters (e.g., `/`), converting named capture groups to
  * RE2JS-compatible syntax, and handling Unicode sequences properly. It ensures that the
  * resulting regex is safe and properly formatted before compilation.
  *
  * @param {string|RegExp} expr - The regular expression string to be translated.
  * @returns {string} - The transformed regular expression string, ready for compilation.
  */
  static translateRegExp(expr) {
    return TranslateRegExpString.translate(expr);
  }
  /**
  * Helper: create new RE2JS with given regex and flags. Flregex is the regex with flags applied.
  * @param {string} regex
  * @param {number} [flags=0]
  * @returns {RE2JS}
  */
  static compile(regex, flags = 0) {
    Utils.checkPattern(regex);
    Utils.checkFlags(flags);
    let fregex = regex;
    if ((flags & RE2JS2.CASE_INSENSITIVE) !== 0) fregex = `(?i)${fregex}`;
    if ((flags & RE2JS2.DOTALL) !== 0) fregex = `(?s)${fregex}`;
    if ((flags & RE2JS2.MULTILINE) !== 0) fregex = `(?m)${fregex}`;
    let re2Flags = RE2Flags.PERL;
    if ((flags & RE2JS2.DISABLE_UNICODE_GROUPS) !== 0) re2Flags &= ~RE2Flags.UNICODE_GROUPS;
    if ((flags & RE2JS2.LOOKBEHINDS) !== 0) re2Flags |= RE2Flags.LOOKBEHIND;
    const p = new RE2JS2(regex, flags);
    p.re2Input = RE2.compileImpl(fregex, re2Flags, (flags & RE2JS2.LONGEST_MATCH) !== 0);
    return p;
  }
  /**
  * Matches a string against a regular expression.
  *
  * @param {string} regex the regular expression
  * @param {string|number[]|Uint8Array} input the input
  * @returns {boolean} true if the regular expression matches the entire input
  * @throws RE2JSSyntaxException if the regular expression is malformed
  */
  static matches(regex, input) {
    return RE2JS2.compile(regex).testExact(input);
  }
  /**
  * This is visible for testing.
  * @private
  */
  static initTest(pattern, flags, re2) {
    if (pattern == null) throw new Error("pattern is null");
    if (re2 == null) throw new Error("re2 is null");
    const p = new RE2JS2(pattern, flags);
    p.re2Input = re2;
    return p;
  }
  /**
  *
  * @param {string} pattern
  * @param {number} flags
  */
  constructor(pattern, flags) {
    this.patternInput = pattern;
    this.flagsInput = flags;
    this.re2Input = null;
  }
  /**
  * Releases memory used by internal caches associated with this pattern. Does not change the
  * observable behaviour. Useful for tests that detect memory leaks via allocation tracking.
  */
  reset() {
    this.re2Input.reset();
  }
  /**
  * Returns the flags used in the constructor.
  * @returns {number}
  */
  flags() {
    return this.flagsInput;
  }
  /**
  * Returns the pattern used in the constructor.
  * @returns {string}
  */
  pattern() {
    return this.patternInput;
  }
  re2() {
    return this.re2Input;
  }
  /**
  * Matches a string against a regular expression.
  *
  * @param {string|number[]|Uint8Array} input the input
  * @returns {boolean} true if the regular expression matches the entire input
  */
  matches(input) {
    return this.testExact(input);
  }
  /**
  * Creates a new {@code Matcher} matching the pattern against the input.
  *
  * @param {string|number[]|Uint8Array|MatcherInputBase} input the input string
  * @returns {Matcher}
  */
  matcher(input) {
    if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
    return new Matcher(this, input);
  }
  /**
  * Tests whether the regular expression matches any part of the input string.
  * Performance Note: This method is highly optimized. Because it only returns
  * a boolean and does not extract capture groups, it bypasses the `Matcher` overhead
  * and guarantees execution on the high-speed DFA engine whenever possible.
  *
  * @param {string|number[]|Uint8Array} input - The input string or UTF-8 byte array to test against.
  * @returns {boolean} `true` if the pattern is found anywhere in the input, `false` otherwise.
  */
  test(input) {
    if (Utils.isByteArray(input)) return this.re2Input.matchUTF8(input);
    return this.re2Input.match(input);
  }
  /**
  * Tests whether the regular expression matches the ENTIRE input string.
  * * **Performance Note:** This operates identically to `.matches()`, but is significantly
  * faster because it does not request capture group data. By requesting 0 capture groups,
  * it securely routes execution through the DFA fast-path.
  *
  * @param {string|number[]|Uint8Array} input - The input string or UTF-8 byte array to test against.
  * @returns {boolean} `true` if the exact input string fully matches the pattern, `false` otherwise.
  */
  testExact(input) {
    const machineInput = Utils.isByteArray(input) ? MachineInput.fromUTF8(input) : MachineInput.fromUTF16(input);
    return this.re2Input.executeEngine(machineInput, 0, RE2Flags.ANCHOR_BOTH, 0) !== null;
  }
  /**
  * Executes a search for a match in a specified string.
  * Returns a result array, or null if no match is found.
  * The returned array perfectly mirrors standard JavaScript `RegExpExecArray`,
  * including `.index`, `.input`, and `.groups` properties.
  *
  * @param {string|number[]|Uint8Array} input the input string or byte array
  * @returns {Array|null} the match array with index, input, and groups properties, or null
  */
  exec(input) {
    const m = this.matcher(input);
    return m.find() ? execResult(m, input) : null;
  }
  /**
  * Splits input around instances of the regular expression. It returns an array giving the strings
  * that occur before, between, and after instances of the regular expression.
  *
  * If {@code limit <= 0}, there is no limit on the size of the returned array. If
  * {@code limit == 0}, empty strings that would occur at the end of the array are omitted. If
  * {@code limit > 0}, at most limit strings are returned. The final string contains the remainder
  * of the input, possibly including additional matches of the pattern.
  *
  * @param {string} input the input string to be split
  * @param {number} [limit=0] the limit
  * @returns {string[]} the split strings
  */
  split(input, limit = 0) {
    const m = this.matcher(input);
    const result = [];
    let emptiesSkipped = 0;
    let last = 0;
    while (m.find()) {
      if (last === 0 && m.end() === 0) {
        last = m.end();
        continue;
      }
      if (limit > 0 && result.length === limit - 1) break;
      if (last === m.start()) {
        if (limit === 0) {
          emptiesSkipped += 1;
          last = m.end();
          continue;
        }
      } else while (emptiesSkipped > 0) {
        result.push("");
        emptiesSkipped -= 1;
      }
      result.push(m.substring(last, m.start()));
      last = m.end();
    }
    if (limit === 0 && last !== m.inputLength()) {
      while (emptiesSkipped > 0) {
        result.push("");
        emptiesSkipped -= 1;
      }
      result.push(m.substring(last, m.inputLength()));
    }
    if (limit !== 0 || result.length === 0 && !(last === m.inputLength() && last > 0)) result.push(m.substring(last, m.inputLength()));
    return result;
  }
  /**
  * Returns an iterator of all results matching a string against the regular expression,
  * including capturing groups.
  *
  * @param {string|number[]|Uint8Array} input the input string or byte array
  * @returns {IterableIterator<RegExpMatchArray>}
  */
  *matchAll(input) {
    const m = this.matcher(input);
    while (m.find()) yield execResult(m, input);
  }
  /**
  *
  * @returns {string}
  */
  toString() {
    return this.patternInput;
  }
  /**
  * Returns the program size of this pattern.
  *
  * <p>
  * Similar to the C++ implementation, the program size is a very approximate measure of a regexp's
  * "cost". Larger numbers are more expensive than smaller numbers.
  * </p>
  *
  * @returns {number} the program size of this pattern
  */
  programSize() {
    return this.re2Input.numberOfInstructions();
  }
  /**
  * Returns the number of capturing groups in this matcher's pattern. Group zero denotes the entire
  * pattern and is excluded from this count.
  *
  * @returns {number} the number of capturing groups in this pattern
  */
  groupCount() {
    return this.re2Input.numberOfCapturingGroups();
  }
  /**
  * Return a map of the capturing groups in this matcher's pattern, where key is the name and value
  * is the index of the group in the pattern.
  * @returns {Record<string, number>}
  */
  namedGroups() {
    return this.re2Input.namedGroups;
  }
  /**
  *
  * @param {*} other
  * @returns {boolean}
  */
  equals(other) {
    if (this === other) return true;
    if (other === null || this.constructor !== other.constructor) return false;
    return this.flagsInput === other.flagsInput && this.patternInput === other.patternInput;
  }
};

// src/rules/crd/schema/walk-schema.ts
var SchemaLocation = class extends SchemaNode {
  constructor(schema3, parent, relation, key2, raw, depth, inJunctor, unvalidated) {
    super(raw);
    this.schema = schema3;
    this.parent = parent;
    this.relation = relation;
    this.key = key2;
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
  const stack = [new SchemaLocation(schema3, void 0, "root", void 0, schema3.root, 0, false, false)];
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
function addOne(at, out, relation, key2, value) {
  if (!isJsonObject(value)) return;
  const unvalidated = at.unvalidated || relation === "patternProperties" || relation === "additionalItems";
  const inJunctor = at.inJunctor || relation === "allOf" || relation === "anyOf" || relation === "oneOf" || relation === "not";
  out.push(new SchemaLocation(at.schema, at, relation, key2, value, at.depth + 1, inJunctor, unvalidated));
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
  if ((at.keywords & UNCONVERTIBLE) === 0 && ((at.keywords & KEYWORD.items) === 0 || !Array.isArray(raw.items))) return void 0;
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
  out.push(schemaError("embeddedInsideMeta", forbidden(at.apiserverPath().child("x-kubernetes-embedded-resource"), "must not be used inside of resource meta")));
}
function isInsideResourceMeta(at) {
  for (let l = at; l?.parent; l = l.parent) {
    if (l.relation === "properties" && typeof l.key === "string" && META_FIELDS.has(l.key) && (l.parent.isRoot || l.parent.node.embeddedResource)) return true;
  }
  return false;
}
var PatternCache = class {
  verdicts = /* @__PURE__ */ new Map();
  problem(pattern) {
    const known = this.verdicts.get(pattern);
    if (known !== void 0 || this.verdicts.has(pattern)) return known;
    const problem = isPlainlyValid(pattern) ? void 0 : re2Problem(pattern);
    this.verdicts.set(pattern, problem);
    return problem;
  }
};
var PATTERN_VERDICTS = { name: "RE2 pattern verdicts", create: () => new PatternCache() };
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
  if (type === "array" && !isJsonObject(raw.items)) errs.push(schemaError("itemsRequired", required(at.apiserverPath().child("items"), "must be specified")));
  if (hasAdditionalProperties && lvl === "root") {
    errs.push(schemaError("rootAdditionalProperties", forbidden(at.apiserverPath().child("additionalProperties"), "must not be used at the root")));
  }
  if (intOrString && preserves) {
    errs.push(schemaError("intOrStringPreserve", invalid(at.apiserverPath().child("x-kubernetes-preserve-unknown-fields"), true, "must be false if x-kubernetes-int-or-string is true")));
  }
  if (intOrString && embedded) {
    errs.push(schemaError("intOrStringEmbedded", invalid(at.apiserverPath().child("x-kubernetes-embedded-resource"), true, "must be false if x-kubernetes-int-or-string is true")));
  }
  if ((has & KEYWORD.pattern) !== 0 && typeof raw.pattern === "string" && raw.pattern !== "") patternErrors(s, at, patterns, errs);
  if (embedded && type !== "object") {
    const detail = "must be object if x-kubernetes-embedded-resource is true";
    errs.push(schemaError("embeddedType", type === "" ? required(at.apiserverPath().child("type"), detail) : invalid(at.apiserverPath().child("type"), type, detail)));
  } else if (type === "" && !intOrString && !preserves) {
    const detail = lvl === "root" ? "must not be empty at the root" : lvl === "item" ? "must not be empty for specified array items" : "must not be empty for specified object fields";
    errs.push(schemaError("typeRequired", required(at.apiserverPath().child("type"), detail)));
  } else if (lvl === "root" && type !== "" && type !== "object") {
    errs.push(schemaError("rootType", invalid(at.apiserverPath().child("type"), type, "must be object at the root")));
  }
  if (embedded) {
    if (!preserves && s.properties.size === 0) {
      errs.push(schemaError("embeddedProperties", required(at.apiserverPath().child("properties"), "must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields")));
    }
    if (hasAdditionalProperties) {
      errs.push(schemaError("embeddedAdditionalProperties", forbidden(at.apiserverPath().child("additionalProperties"), "must not be used if x-kubernetes-embedded-resource is set")));
    }
  }
  if (lvl === "root" || embedded) {
    const props = s.properties;
    const metadata2 = props.get("metadata");
    if (metadata2) {
      if (metadata2.type !== "object") errs.push(schemaError("metadataType", invalid(at.apiserverPath().child("properties").key("metadata").child("type"), metadata2.type, "must be object"), { property: "metadata" }));
      if (lvl === "root" && !isNameAndGenerateNameOnly(metadata2)) {
        errs.push(schemaError("metadataFields", forbidden(at.apiserverPath().child("properties").key("metadata"), "must not specify anything other than name and generateName, but metadata is implicitly specified")));
      }
    }
    for (const key2 of ["kind", "apiVersion"]) {
      const p = props.get(key2);
      if (p && p.type !== "string") errs.push(schemaError("metaStringType", invalid(at.apiserverPath().child("properties").key(key2).child("type"), p.type, "must be string"), { property: key2 }));
    }
  }
}
var DROPPED = /* @__PURE__ */ new Set(["example", "externalDocs"]);
function isNameAndGenerateNameOnly(metadata2) {
  const raw = metadata2.raw;
  for (const key2 of Object.keys(raw)) {
    if (key2 === "type" || key2 === "default" || DROPPED.has(key2) || isZeroValue(raw, key2)) continue;
    if (key2 === "properties") {
      const names3 = [...metadata2.properties.keys()].sort().join(",");
      if (names3 === "" || names3 === "name" || names3 === "generateName" || names3 === "generateName,name") continue;
    }
    return false;
  }
  return true;
}
var isZeroValue = (raw, key2) => {
  const v = raw[key2];
  return v === void 0 || v === null || v === "" || v === false || key2 === "properties" && isEmptyMap(v);
};
function nestedValueValidation(at, patterns, errs) {
  const v = at.node;
  const raw = v.raw;
  const junctorField = (key2, detail) => errs.push(schemaError("junctorField", forbidden(at.apiserverPath().child(key2), detail), { field: key2 }));
  patternErrors(v, at, patterns, errs);
  if (v.type !== "") junctorField("type", "must be empty to be structural");
  if (v.hasDefault) junctorField("default", "must be undefined to be structural");
  if (v.title !== "") junctorField("title", "must be empty to be structural");
  if (v.description !== "") junctorField("description", "must be empty to be structural");
  if (v.nullable) junctorField("nullable", "must be false to be structural");
  if (v.preserveUnknownFields === true) junctorField("x-kubernetes-preserve-unknown-fields", "must be false to be structural");
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
    errs.push(schemaError("junctorMetadata", forbidden(at.apiserverPath().child("properties").key("metadata"), "must not be specified in a nested context")));
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
function patternErrors(n, at, patterns, errs) {
  const pattern = n.pattern;
  if (pattern === "") return;
  const problem = patterns.problem(pattern);
  if (problem !== void 0) errs.push(schemaError("pattern", invalid(at.apiserverPath().child("pattern"), pattern, `must be a valid regular expression, but isn't: ${problem}`), { problem }));
}
function isPlainlyValid(pattern) {
  if (pattern.length > 500 || /\(\?(?!:)/.test(pattern) || pattern.includes("[:") || pattern.includes("[]") || pattern.includes("[^]")) return false;
  if (pattern.includes("\\") && pattern.replace(PLAIN_ESCAPES, "").includes("\\")) return false;
  let product = 1;
  for (const m of pattern.matchAll(/\{(\d*)(?:,(\d*))?\}/g)) product *= Math.max(1, Number(m[1] || 0), Number(m[2] || 0));
  if (product > 1e3) return false;
  try {
    new RegExp(pattern, "u");
    return true;
  } catch {
    return false;
  }
}
var GENERAL_CATEGORIES = "C|Cc|Cf|Co|Cs|L|Ll|Lm|Lo|Lt|Lu|M|Mc|Me|Mn|N|Nd|Nl|No|P|Pc|Pd|Pe|Pf|Pi|Po|Ps|S|Sc|Sk|Sm|So|Z|Zl|Zp|Zs";
var PLAIN_ESCAPES = new RegExp(`\\\\(?:[dwsDWSrntfv.\\-/\\\\^$*+?()[\\]{}|]|x[0-9A-Fa-f]{2}|[pP]\\{(?:${GENERAL_CATEGORIES})\\})`, "g");
function re2Problem(pattern) {
  try {
    RE2JS.compile(pattern);
    return void 0;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
function completeness(schema3, root, errs) {
  const rootPath = schema3.apiserverRoot;
  const stack = [];
  const pushJunctors = (v, s, sPath, vPath) => {
    const nested = [];
    const not = v.not;
    if (not) nested.push({ v: not, s, sPath, vPath: vPath.child("not") });
    for (const key2 of ["allOf", "anyOf", "oneOf"]) {
      const list = v.raw[key2];
      if (!Array.isArray(list)) continue;
      list.forEach((x, i) => {
        const node = SchemaNode.of(x);
        if (node) nested.push({ v: node, s, sPath, vPath: vPath.child(key2).index(i) });
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
      stack.push({ v: vProp, s: sProps.get(k), sPath: sPath.child("properties").key(k), vPath: vPath.child("properties").key(k) });
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
  const key2 = JSON.stringify(opts);
  const known = schema3.memo.keywordErrors;
  if (known?.key === key2) return known.errors;
  const errors = [];
  walkSchema(schema3, (at) => {
    if (at.unvalidated) return "skip";
    if (at.isRoot) errors.push(...validateRoot(schema3, at));
    const found = validateKeywords(at, opts);
    if (found.length > 0) errors.push(...found);
    return void 0;
  });
  schema3.memo.keywordErrors = { key: key2, errors };
  return errors;
}
function listTypeErrors(schema3, base) {
  const opts = { requireAtomicSetType: requireAtomicSetType(base), requireMapListKeysMapSetValidation: requireMapListKeysMapSetValidation(base) };
  const key2 = JSON.stringify(opts);
  const known = schema3.memo.listTypeErrors;
  if (known?.key === key2) return known.errors;
  const errors = [];
  walkSchema(schema3, (at) => {
    if (at.unvalidated) return "skip";
    const found = validateListType(at, opts);
    if (found.length > 0) errors.push(...found);
    return void 0;
  });
  schema3.memo.listTypeErrors = { key: key2, errors };
  return errors;
}

// src/rules/crd/list-type.ts
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
  check: (ctx) => ctx.head.crds().filter((crd) => crd.version === "v1").flatMap((crd) => {
    const base = ctx.baseOf(crd);
    return crdSchemas(crd).flatMap((s) => schemaReports(crd, s, listTypeErrors(s, base)));
  })
});

// src/rules/crd/pruning/custom-resource-schemas.ts
function servingSchemas(index, o) {
  if (o.group === "apiextensions.k8s.io") return [];
  return (index.get(`${o.group}/${o.kind}`) ?? []).flatMap((crd) => {
    const version2 = crdVersions(crd).find((v) => v.name === o.version);
    if (!version2) return [];
    const schema3 = isJsonObject(version2.schema) ? SchemaNode.of(version2.schema.openAPIV3Schema) : void 0;
    return [{ crd, version: o.version, schema: schema3 }];
  });
}
function crdIndex(world) {
  const index = /* @__PURE__ */ new Map();
  for (const crd of world.crdsDefining(world.objectKinds())) {
    const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
    const names3 = isJsonObject(spec.names) ? spec.names : {};
    if (crd.version !== "v1" || typeof spec.group !== "string" || typeof names3.kind !== "string" || spec.preserveUnknownFields === true) continue;
    const key2 = `${spec.group}/${names3.kind}`;
    const list = index.get(key2);
    if (list) list.push(crd);
    else index.set(key2, [crd]);
  }
  return index;
}
function customResourceCandidates(world, index) {
  const kinds = /* @__PURE__ */ new Set();
  for (const crds of index.values()) {
    for (const crd of crds) {
      const names3 = isJsonObject(crd.value.spec) && isJsonObject(crd.value.spec.names) ? crd.value.spec.names : {};
      if (typeof names3.kind === "string") kinds.add(names3.kind);
    }
  }
  return world.ofKinds(kinds);
}

// src/rules/crd/pruning/drop-groups.ts
function groupDrops(drops) {
  const byHolder = /* @__PURE__ */ new Map();
  for (const d of drops) {
    const list = byHolder.get(d.holder);
    if (list) list.push(d);
    else byHolder.set(d.holder, [d]);
  }
  return [...byHolder].map(([holder, list]) => ({
    holder,
    first: list[0],
    drops: list,
    places: new Set(list.map((d) => JSON.stringify(d.path.slice(0, -1)))).size,
    names: [...new Set(list.map((d) => String(d.path[d.path.length - 1])))]
  }));
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
function unknownObjectMetaKeys(metadata2) {
  if (!isJsonObject(metadata2)) return [];
  return Object.keys(metadata2).filter((k) => !OBJECT_META_FIELDS.has(k));
}

// src/rules/crd/pruning/prune.ts
var RESOURCE_META_KEYS = /* @__PURE__ */ new Set(["apiVersion", "kind", "metadata"]);
function prune(value, schema3, isResourceRoot, visit) {
  const acc = { drops: [], metadata: [], visit };
  const root = isResourceRoot ? new SchemaNode({ ...schema3?.raw ?? {}, "x-kubernetes-embedded-resource": true }) : schema3;
  const out = pruneValue(value, root, [], "", acc);
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
    const additional = s.additionalProperties;
    if (prop) setOwn(out, k, pruneValue(v, prop, [...path, k], propertyPlace(place, k), acc));
    else if (additional !== void 0) setOwn(out, k, pruneValue(v, additional instanceof SchemaNode ? additional : void 0, [...path, k], `${place}[*]`, acc));
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
    const additional = s.additionalProperties;
    if (prop) setOwn(out, k, pruneValue(v, prop, [...path, k], propertyPlace(place, k), acc));
    else if (additional !== void 0) setOwn(out, k, pruneValue(v, additional instanceof SchemaNode ? additional : void 0, [...path, k], `${place}[*]`, acc));
    else setOwn(out, k, v);
  }
  return out;
}
function propertyPlace(place, name) {
  if (name.includes(".")) return `${place}[${name}]`;
  return place === "" ? name : `${place}.${name}`;
}
function propertyOf(s, key2) {
  const props = s.raw.properties;
  if (!isJsonObject(props) || !Object.hasOwn(props, key2)) return void 0;
  return SchemaNode.of(props[key2]);
}
function setOwn(o, k, v) {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
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

// src/rules/crd/pruning/rejections.ts
function rejectionsOf(value, schema3, path) {
  const actual = Array.isArray(value) ? "array" : isJsonObject(value) ? "object" : void 0;
  if (!actual) return [];
  const out = [];
  const type = typeRejection(schema3, actual, path);
  if (type) out.push(type);
  if (actual === "object" && isJsonObject(value) && schema3.additionalProperties === false) {
    const props = isJsonObject(schema3.raw.properties) ? schema3.raw.properties : {};
    const parent = openapiPath(path);
    for (const key2 of Object.keys(value)) {
      if (Object.hasOwn(props, key2)) continue;
      out.push({ path: [...path, key2], reason: "forbidden", declared: "object", actual, error: invalid(FieldPath.of(parent), key2, `${parent}.${key2} in body is a forbidden property`) });
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
    return { path, reason: "type", declared: declared || format, actual, error: invalid(FieldPath.of(name), "", `${name} in body must be of type ${format}: ""`) };
  }
  if (actual === "array" && format !== "" && !types.includes("number") && !types.includes("integer")) return void 0;
  if (types.includes(actual)) return void 0;
  return { path, reason: "type", declared, actual, error: invalid(FieldPath.of(name), actual, `${name} in body must be of type ${declared}: "${actual}"`) };
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

// src/rules/crd/pruned-field.ts
var messages4 = {
  pruned: "{{field}} is not declared in the schema of {{crd}} version {{version}}: the apiserver drops it (or refuses the object, under the strict field validation kubectl apply uses by default), so it is never stored",
  metadata: "{{field}} is not a field of ObjectMeta: the apiserver drops it (or refuses the object, under the strict field validation kubectl apply uses by default), so it is never stored",
  prunedMany: "{{holderText}} does not declare {{namesText}} in the schema of {{crd}} version {{version}}: the apiserver drops {{count}} fields{{placesText}} (or refuses the object, under the strict field validation kubectl apply uses by default), so they are never stored ({{dropped}})",
  prunedAll: "{{holderText}} is an object with no properties in the schema of {{crd}} version {{version}}, so the apiserver drops all {{count}} fields set under it{{placesText}} ({{namesText}}), or refuses the object, under the strict field validation kubectl apply uses by default; declare them in the CRD, or mark it x-kubernetes-preserve-unknown-fields if it holds arbitrary data",
  metadataMany: "ObjectMeta has no field {{namesText}}: the apiserver drops {{count}} fields of {{holderText}}{{placesText}} (or refuses the object, under the strict field validation kubectl apply uses by default), so they are never stored ({{dropped}})",
  wrongType: "{{field}} is {{actualText}} where the schema of {{crd}} version {{version}} declares {{declaredText}}: the apiserver prunes {{dropped}} from it and then rejects the resource ({{error}})",
  braces: '{{field}} is {{mapping}}, which YAML reads as a mapping, where the schema of {{crd}} version {{version}} declares {{declaredText}}: the apiserver prunes its keys and then rejects the resource ({{error}}); write "{{mapping}}" in quotes if a string is meant',
  forbidden: "{{field}} is not allowed, as the schema of {{crd}} version {{version}} sets additionalProperties: false above it: the apiserver prunes {{dropped}} from its value and then rejects the resource ({{error}})"
};
var prunedField = defineRule({
  id: "crd/pruned-field",
  meta: {
    severity: "warning",
    description: "a custom resource sets a field its CRD schema does not declare, which the apiserver prunes (or, under strict field validation, refuses)",
    messages: messages4
  },
  check: (ctx) => {
    const index = crdIndex(ctx.head);
    return index.size === 0 ? [] : customResourceCandidates(ctx.head, index).flatMap((o) => prunedFieldsOf(o, index));
  }
});
function prunedFieldsOf(o, index) {
  const serving = servingSchemas(index, o);
  const first = serving[0];
  if (!first) return [];
  let common;
  for (const s of serving) {
    const outcome = outcomeOf(o, s);
    common = common ? { pruned: intersect(common.pruned, outcome.pruned, declaringHolder), metadata: intersect(common.metadata, outcome.metadata), rejected: intersect(common.rejected, outcome.rejected) } : outcome;
  }
  if (!common) return [];
  const crd = serving.length === 1 ? first.crd.name : serving.map((s) => s.crd.name).filter((n, i, a) => a.indexOf(n) === i).join(", ");
  const version2 = first.version;
  const rejected = [...common.rejected.values()].map(({ rejection: rejection2, dropped }) => {
    const path = toFieldPath(rejection2.path);
    const mapping = rejection2.reason === "type" ? bracesText(valueAt(o.value, rejection2.path), rejection2.declared) : void 0;
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
        declaredText: typeText(rejection2.declared),
        dropped: droppedText(dropped),
        droppedFields: dropped.map((p) => toFieldPath(p).toString()),
        error: renderFieldError(rejection2.error),
        ...mapping ? { mapping } : {}
      }
    };
  });
  const quiet = (kind, drops) => groupDrops(drops.values()).map((g) => quietReport(o, kind, g, crd, version2));
  return [...quiet("pruned", common.pruned), ...quiet("metadata", common.metadata), ...rejected];
}
function quietReport(o, kind, group, crd, version2) {
  const path = toFieldPath(group.first.path);
  if (group.drops.length === 1) return { messageId: kind, object: o, path, data: { field: path.toString(), crd, version: version2 } };
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
      namesText: listText(group.names, messageId === "prunedAll" ? "and" : "or"),
      dropped: droppedText(group.drops.map((d) => d.path)),
      droppedFields: group.drops.map((d) => toFieldPath(d.path).toString())
    }
  };
}
function outcomeOf(o, s) {
  const rejections = [];
  const result = prune(o.value, s.schema, true, (value, schema3, path) => rejections.push(...rejectionsOf(value, schema3, path)));
  const outcome = { pruned: /* @__PURE__ */ new Map(), metadata: /* @__PURE__ */ new Map(), rejected: /* @__PURE__ */ new Map() };
  const place = (d, quiet) => {
    const p = d.path;
    let holder;
    for (const r of rejections) if (r.path.length < p.length && isPrefix(r.path, p) && (!holder || r.path.length > holder.path.length)) holder = r;
    if (!holder) {
      quiet.set(JSON.stringify(p), d);
      return;
    }
    const key2 = `${JSON.stringify(holder.path)} ${holder.error.type} ${holder.error.path.toString()}`;
    const entry = outcome.rejected.get(key2);
    if (entry) entry.dropped.push(p);
    else outcome.rejected.set(key2, { rejection: holder, dropped: [p] });
  };
  for (const d of result.drops) place(d, outcome.pruned);
  for (const m of result.metadata) {
    for (const k of unknownObjectMetaKeys(valueAt(o.value, m.path))) place({ path: [...m.path, k], holder: m.place, holderSchema: void 0 }, outcome.metadata);
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
var typeText = (declared) => TYPE_TEXT[declared] ?? `type ${declared}`;
var hasNoProperties = (s) => s === void 0 || s.properties.size === 0;
var placeText = (place) => place === "" ? "the top level" : place;
var objectText = (p) => p.length === 0 ? "the top level" : toFieldPath(p).toString();
function listText(names3, conjunction) {
  if (names3.length > 5) return `${names3.slice(0, 5).join(", ")} ${conjunction} ${names3.length - 5} ${conjunction === "or" ? "others" : "more"}`;
  return names3.length === 1 ? String(names3[0]) : `${names3.slice(0, -1).join(", ")} ${conjunction} ${names3[names3.length - 1]}`;
}
function droppedText(dropped) {
  const names3 = dropped.map((p) => toFieldPath(p).toString());
  return names3.length <= 3 ? names3.join(", ") : `${names3.slice(0, 3).join(", ")} and ${names3.length - 3} more`;
}
function bracesText(value, declared) {
  if (!isJsonObject(value) || declared !== "string" && declared !== "integer,string") return void 0;
  const keys = Object.keys(value);
  if (keys.length === 0 || keys.some((k) => value[k] !== null)) return void 0;
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
function valueAt(root, path) {
  let v = root;
  for (const step2 of path) {
    if (typeof step2 === "number") v = Array.isArray(v) ? v[step2] : void 0;
    else v = typeof v === "object" && v !== null && !Array.isArray(v) && Object.hasOwn(v, step2) ? v[step2] : void 0;
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
  return name.replace(/__|[./-]/g, (m) => ({ __: "__underscores__", ".": "__dot__", "-": "__dash__", "/": "__slash__" })[m] ?? m);
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
    const key2 = names3 === "all" ? "" : [...names3].sort().join(" ");
    let caches = this.caches.get(key2);
    if (!caches) this.caches.set(key2, caches = { plain: /* @__PURE__ */ new Map(), root: /* @__PURE__ */ new Map() });
    return this.typeOfRaw(node.raw, isResourceRoot, names3, caches);
  }
  // Typing reads the parsed JSON directly, as SchemaNode's getters would, without a view per
  // node: a root rule types its whole schema, and the corpus types 50,000 nodes a run.
  typeOfRaw(raw, isResourceRoot, names3, caches) {
    const cache = isResourceRoot ? caches.root : caches.plain;
    const cached = cache.get(raw);
    if (cached !== void 0) return cached;
    const type = this.compute(raw, isResourceRoot, (child, childIsRoot) => this.typeOfRaw(child, childIsRoot, names3, caches), names3);
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
  fieldsOf(typeName4) {
    return this.byName.get(typeName4)?.fields;
  }
  compute(raw, isResourceRoot, typeOfChild, names3) {
    if (raw["x-kubernetes-int-or-string"] === true || raw["x-kubernetes-preserve-unknown-fields"] === true) return "dyn";
    switch (raw.type) {
      case "array": {
        const items = raw.items;
        return isJsonObject(items) ? `list<${typeOfChild(items, items["x-kubernetes-embedded-resource"] === true)}>` : "dyn";
      }
      case "object": {
        const additional = raw.additionalProperties;
        if (isJsonObject(additional)) return `map<string, ${typeOfChild(additional, additional["x-kubernetes-embedded-resource"] === true)}>`;
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
    const found = hasIssues(args[0], skipBlank(expression, node.range.start + "has".length), expression, fieldsOf, presence);
    if (found === "uncertain") return "uncertain";
    issues.push(...found);
  }
  for (const node of nodes) {
    if (node.op !== "." && node.op !== ".?" || !Array.isArray(node.args) || presence.has(node)) continue;
    const [receiver, field2] = node.args;
    const receiverType = typeName(receiver);
    if (receiverType === void 0 || typeof field2 !== "string") continue;
    if (lookup(receiverType, field2, fieldsOf).kind === "keyword") issues.push(keywordIssue(field2, dotAfter(expression, receiver.range.end)));
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
    const value = mapValueType(map[1]);
    return value === void 0 ? { kind: "unknown" } : { kind: "field", type: value };
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
var keywordIssue = (field2, offset) => ({ offset, message: undefinedField(field2), fixedIn: KEYWORD_FIELDS_SINCE });
function dotAfter(expression, receiverEnd) {
  const at = skipBlank(expression, receiverEnd);
  return expression[at] === "." ? at : receiverEnd;
}

// src/rules/crd/cel/unsupported-calls.ts
var MACROS = /* @__PURE__ */ new Set(["all", "exists", "exists_one", "map", "filter"]);
var BYTES_FUNCTIONS = /* @__PURE__ */ new Set(["json", "hex", "base64", "at"]);
var undeclared = (name, offset) => ({ offset, message: `undeclared reference to '${name}' (in container '')` });
function unsupportedIssues(ast, expression) {
  const issues = [];
  const stack = [{ value: ast, scope: void 0 }];
  while (stack.length > 0) {
    const { value, scope } = stack.pop();
    if (Array.isArray(value)) {
      for (const v of value) stack.push({ value: v, scope });
      continue;
    }
    if (!isNode(value)) continue;
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
    if (name === "bind" && receiver.op === "id" && receiver.args === "cel" && list.length === 3 && isNode(variable) && variable.op === "id" && typeof variable.args === "string") {
      const bound = bindingOf(scope, variable.args);
      if (bound && !bound.byBind) return "uncertain";
      issues.push(undeclared("cel", receiver.range.start), undeclared("bind", paren()), undeclared(variable.args, variable.range.start));
      stack.push({ value: list[1], scope }, { value: list[2], scope: { name: variable.args, byBind: true, parent: scope } });
      continue;
    }
    if (BYTES_FUNCTIONS.has(name)) issues.push(undeclared(name, paren()));
    else if (name === "string" && list.length === 0) return "uncertain";
    stack.push({ value: receiver, scope });
    if (MACROS.has(name) && (list.length === 2 || list.length === 3) && isNode(variable) && variable.op === "id" && typeof variable.args === "string") {
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
function isNode(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v) && "op" in v && "args" in v;
}

// src/rules/crd/cel/compile-rule.ts
var WANTED = { rule: "bool", messageExpression: "string" };
var isUncertainType = (type) => type === "dyn" || /\bdyn\b|\b[A-Z]\b/.test(type);
function compileExpression(env, expression, kind, typed, fieldsOf, parse4 = (e) => env.parse(e)) {
  let parsed;
  try {
    parsed = parse4(expression);
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
    return { kind: "error", detail: kind === "rule" ? "cel expression must evaluate to a bool" : "messageExpression must evaluate to a string", usesOldSelf: false };
  }
  return { kind: "ok", usesOldSelf, gated: selects };
}
var compilationFailed = (kind, detail) => `${kind === "rule" ? "compilation failed" : "messageExpression compilation failed"}: ${detail}`;
var failed = (kind, expression, issues) => compilationFailed(kind, [...issues].sort((a, b) => a.offset - b.offset).map((i) => celIssue(expression, i.offset, i.message)).join("\n"));
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
    const [receiver, field2] = node.args;
    if (typeof field2 !== "string") return void 0;
    return { offset: dotAfter(expression, receiver.range.end), message: `undefined field '${field2}'` };
  }
  if (e.code === "unknown_variable" && node && typeof node.args === "string") {
    if (names3.uncertain.has(node.args)) return void 0;
    return { offset: node.range?.start ?? node.pos ?? 0, message: `undeclared reference to '${node.args}' (in container '')` };
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
        for (const a of args) if (isNode2(a) && a.op === "id" && typeof a.args === "string") uncertain2.add(a.args);
      }
    }
    if (n.op === "call" && Array.isArray(n.args)) {
      const [, args] = n.args;
      if (Array.isArray(args)) {
        for (const a of args) if (isNode2(a) && a.op === "id" && typeof a.args === "string") uncertain2.add(a.args);
      }
    }
  }
  return { referenced, uncertain: uncertain2 };
}
function isNode2(v) {
  return typeof v === "object" && v !== null && "op" in v && "args" in v && !Array.isArray(v);
}

// node_modules/@marcbachmann/cel-js/lib/errors.js
var CelError = class extends Error {
  #node;
  #code;
  #range;
  #summary;
  constructor({ name, code, message, node, cause, range }) {
    super(message, cause ? { cause } : void 0);
    this.name = name;
    this.#code = code;
    this.#summary = message;
    this.#node = node;
    this.#range = range && normalizeRange(range) || normalizeRange(node);
    if (!node?.input) return;
    this.message = formatErrorWithHighlight(this.#summary, node, this.#range);
  }
  get node() {
    return this.#node;
  }
  get code() {
    return this.#code;
  }
  get range() {
    return this.#range;
  }
  get summary() {
    return this.#summary;
  }
  withAst(node) {
    if (this.#node || !node?.input) return this;
    this.#node = node;
    this.#range ??= normalizeRange(node);
    this.message = formatErrorWithHighlight(this.#summary, node, this.#range);
    return this;
  }
};
function normalizeArgs(name, defaultCode, message, node, cause) {
  if (typeof message === "string") return { name, code: defaultCode, message, node, cause };
  const opts = message;
  if (typeof opts !== "object") throw new Error("First param to error must be a string or object");
  return {
    name,
    code: opts.code || defaultCode,
    message: opts.message,
    node: opts.node,
    cause: opts.cause,
    range: opts.range
  };
}
var ParseError = class extends CelError {
  constructor(message, node, cause) {
    super(normalizeArgs("ParseError", "parse_error", message, node, cause));
  }
};
var EvaluationError = class extends CelError {
  constructor(message, node, cause) {
    super(normalizeArgs("EvaluationError", "evaluation_error", message, node, cause));
  }
};
var TypeError2 = class extends CelError {
  constructor(message, node, cause) {
    super(normalizeArgs("TypeError", "type_error", message, node, cause));
  }
};
function parseError(code, message, node) {
  if (typeof code === "object") return new ParseError(code);
  return new ParseError({ code, message, node });
}
function evaluationError(code, message, node) {
  if (typeof code === "object") return new EvaluationError(code);
  return new EvaluationError({ code, message, node });
}
function typeError(code, message, node) {
  if (typeof code === "object") return new TypeError2(code);
  return new TypeError2({ code, message, node });
}
function normalizeRange(node) {
  const start = node?.pos ?? node?.start;
  if (typeof start !== "number") return;
  const end = typeof node.end === "number" ? node.end : start;
  return { start, end };
}
function formatErrorWithHighlight(message, node, range) {
  const pos = node.pos ?? range?.start;
  if (typeof pos !== "number") return message;
  const input = node.input;
  let lineNum = 1;
  let currentPos = 0;
  let columnNum = 0;
  while (currentPos < pos) {
    if (input[currentPos] === "\n") {
      lineNum++;
      columnNum = 0;
    } else {
      columnNum++;
    }
    currentPos++;
  }
  let contextStart = pos;
  let contextEnd = pos;
  while (contextStart > 0 && input[contextStart - 1] !== "\n") contextStart--;
  while (contextEnd < input.length && input[contextEnd] !== "\n") contextEnd++;
  const line = input.slice(contextStart, contextEnd);
  const highlight = `> ${`${lineNum}`.padStart(4, " ")} | ${line}
${" ".repeat(9 + columnNum)}^`;
  return `${message}

${highlight}`;
}
function attachErrorAst(error, node) {
  if (error instanceof CelError) return error.withAst(node);
  return error;
}

// node_modules/@marcbachmann/cel-js/lib/optional.js
var Optional = class _Optional {
  #value;
  constructor(value) {
    this.#value = value;
  }
  static of(value) {
    if (value === void 0) return OPTIONAL_NONE;
    return new _Optional(value);
  }
  static none() {
    return OPTIONAL_NONE;
  }
  hasValue() {
    return this.#value !== void 0;
  }
  value() {
    if (this.#value === void 0) {
      throw evaluationError("optional_value_missing", "Optional value is not present");
    }
    return this.#value;
  }
  or(optional) {
    if (this.#value !== void 0) return this;
    if (optional instanceof _Optional) return optional;
    throw evaluationError(
      "invalid_optional_argument",
      "Optional.or must be called with an Optional argument"
    );
  }
  orValue(defaultValue) {
    return this.#value === void 0 ? defaultValue : this.#value;
  }
  get [Symbol.toStringTag]() {
    return "optional";
  }
  [/* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom")]() {
    return this.#value === void 0 ? `Optional { none }` : `Optional { value: ${JSON.stringify(this.#value)} }`;
  }
};
var OPTIONAL_NONE = Object.freeze(new Optional());
var OptionalNamespace = class {
};
var optionalNamespace = new OptionalNamespace();
function toggleOptionalTypes(registry, enable) {
  const optionalConstant = enable ? optionalNamespace : void 0;
  registry.deleteVariable("optional");
  registry.registerConstant("optional", "OptionalNamespace", optionalConstant);
}
function register(registry) {
  const sync = { async: false };
  const functionOverload = (sig, handler) => registry.registerFunctionOverload(sig, handler, sync);
  const optionalConstant = registry.enableOptionalTypes ? optionalNamespace : void 0;
  registry.registerType("OptionalNamespace", OptionalNamespace);
  registry.registerConstant("optional", "OptionalNamespace", optionalConstant);
  functionOverload("optional.hasValue(): bool", (v) => v.hasValue());
  functionOverload("optional<A>.value(): A", (v) => v.value());
  registry.registerFunctionOverload("OptionalNamespace.none(): optional<T>", () => Optional.none());
  functionOverload("OptionalNamespace.of(A): optional<A>", (_, value) => Optional.of(value));
  function ensureOptional(value, ast, description) {
    if (value instanceof Optional) return value;
    throw evaluationError("optional_expected", `${description} must be optional`, ast);
  }
  function evaluateOptional(ev, macro, ctx) {
    const v = ev.run(macro.receiver, ctx);
    if (v instanceof Promise) return v.then((_v) => handleOptionalResolved(_v, ev, macro, ctx));
    return handleOptionalResolved(v, ev, macro, ctx);
  }
  function handleOptionalResolved(value, ev, macro, ctx) {
    const optional = ensureOptional(value, macro.receiver, `${macro.functionDesc} receiver`);
    if (optional.hasValue()) return macro.onHasValue(optional);
    return macro.onEmpty(ev, macro, ctx);
  }
  function ensureOptionalType(checker, node, ctx, description) {
    const type = checker.check(node, ctx);
    if (type.kind === "optional") return type;
    if (type.kind === "dyn") return checker.getType("optional");
    throw checker.createError("optional_expected", `${description} must be optional, got '${type}'`, node);
  }
  function createOptionalMacro({ functionDesc, evaluate: evaluate2, typeCheck, onHasValue, onEmpty }) {
    return ({ ast, args, receiver }) => ({
      ast,
      functionDesc,
      receiver,
      arg: args[0],
      evaluate: evaluate2,
      typeCheck,
      onHasValue,
      onEmpty
    });
  }
  const invalidOrValueReceiver = "optional.orValue() receiver";
  const invalidOrReceiver = "optional.or(optional) receiver";
  const invalidOrArg = "optional.or(optional) argument";
  registry.registerFunctionOverload(
    "optional.or(ast): optional<dyn>",
    createOptionalMacro({
      functionDesc: "optional.or(optional)",
      evaluate: evaluateOptional,
      typeCheck(check8, macro, ctx) {
        const l = ensureOptionalType(check8, macro.receiver, ctx, invalidOrReceiver);
        const r = ensureOptionalType(check8, macro.arg, ctx, invalidOrArg);
        if (!(macro.receiver.maybeAsync || macro.arg.maybeAsync)) macro.ast.setMeta("async", false);
        const unified = l.unify(check8.registry, r);
        if (unified) return unified;
        throw check8.createError(
          "incompatible_argument_type",
          `${macro.functionDesc} argument must be compatible type, got '${l}' and '${r}'`,
          macro.arg
        );
      },
      onHasValue: (optional) => optional,
      onEmpty(ev, macro, ctx) {
        const ast = macro.arg;
        const v = ev.run(ast, ctx);
        if (v instanceof Promise) return v.then((_v) => ensureOptional(_v, ast, invalidOrArg));
        return ensureOptional(v, ast, invalidOrArg);
      }
    })
  );
  registry.registerFunctionOverload(
    "optional.orValue(ast): dyn",
    createOptionalMacro({
      functionDesc: "optional.orValue(value)",
      onHasValue: (optionalValue) => optionalValue.value(),
      onEmpty(ev, macro, ctx) {
        return ev.run(macro.arg, ctx);
      },
      evaluate: evaluateOptional,
      typeCheck(check8, macro, ctx) {
        const l = ensureOptionalType(check8, macro.receiver, ctx, invalidOrValueReceiver).valueType;
        const r = check8.check(macro.arg, ctx);
        if (!(macro.receiver.maybeAsync || macro.arg.maybeAsync)) macro.ast.setMeta("async", false);
        const unified = l.unify(check8.registry, r);
        if (unified) return unified;
        throw check8.createError(
          "incompatible_argument_type",
          `${macro.functionDesc} argument must be compatible type, got '${l}' and '${r}'`,
          macro.arg
        );
      }
    })
  );
}

// node_modules/@marcbachmann/cel-js/lib/globals.js
var hasOwn = Object.hasOwn;
var objKeys = Object.keys;
var objFreeze = Object.freeze;
var objEntries = Object.entries;
var isArray = Array.isArray;
var arrayFrom = Array.from;
var MIN_UINT = 0n;
var MAX_UINT = 18446744073709551615n;
var MAX_INT = 9223372036854775807n;
var MIN_INT = -9223372036854775808n;
function isAsync(fn, fallback) {
  if (fn?.[Symbol.toStringTag] === "AsyncFunction") return true;
  return typeof fallback === "boolean" ? fallback : true;
}
var RESERVED2 = /* @__PURE__ */ new Set([
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
  "while",
  "__proto__",
  "prototype"
]);

// node_modules/@marcbachmann/cel-js/lib/functions.js
var UnsignedInt = class {
  #value;
  constructor(value) {
    this.verify(typeof value === "bigint" ? value : BigInt(value));
  }
  get value() {
    return this.#value;
  }
  valueOf() {
    return this.#value;
  }
  toString() {
    return `${this.#value}`;
  }
  verify(v) {
    if (v < MIN_UINT || v > MAX_UINT) {
      throw evaluationError("numeric_overflow", "Unsigned integer overflow");
    }
    this.#value = v;
  }
  get [Symbol.toStringTag]() {
    return `value = ${this.#value}`;
  }
  [/* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom")]() {
    return `UnsignedInteger { value: ${this.#value} }`;
  }
};
var billion = 1e9;
var billionBigInt = 1000000000n;
var UNIT_NANOSECONDS = {
  h: 3600000000000n,
  m: 60000000000n,
  s: billionBigInt,
  ms: 1000000n,
  us: 1000n,
  \u00B5s: 1000n,
  ns: 1n
};
var Duration = class _Duration {
  #seconds;
  #nanos;
  constructor(seconds, nanos = 0) {
    this.#seconds = BigInt(seconds);
    this.#nanos = nanos;
  }
  get seconds() {
    return this.#seconds;
  }
  get nanos() {
    return this.#nanos;
  }
  valueOf() {
    return Number(this.#seconds) * 1e3 + this.#nanos / 1e6;
  }
  static fromMilliseconds(ms) {
    const totalNanos = BigInt(Math.trunc(ms * 1e6));
    const seconds = totalNanos / billionBigInt;
    const nanos = Number(totalNanos % billionBigInt);
    return new _Duration(seconds, nanos);
  }
  addDuration(other) {
    const nanos = this.#nanos + other.nanos;
    return new _Duration(
      this.#seconds + other.seconds + BigInt(Math.floor(nanos / billion)),
      nanos % billion
    );
  }
  subtractDuration(other) {
    const nanos = this.#nanos - other.nanos;
    return new _Duration(
      this.#seconds - other.seconds + BigInt(Math.floor(nanos / billion)),
      (nanos + billion) % billion
    );
  }
  extendTimestamp(ts) {
    return new Date(
      ts.getTime() + Number(this.#seconds) * 1e3 + Math.floor(this.#nanos / 1e6)
    );
  }
  subtractTimestamp(ts) {
    return new Date(
      ts.getTime() - Number(this.#seconds) * 1e3 - Math.floor(this.#nanos / 1e6)
    );
  }
  toString() {
    const nanos = this.#nanos ? (this.#nanos / billion).toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 9 }).slice(1) : "";
    return `${this.#seconds}${nanos}s`;
  }
  getHours() {
    return this.#seconds / 3600n;
  }
  getMinutes() {
    return this.#seconds / 60n;
  }
  getSeconds() {
    return this.#seconds;
  }
  getMilliseconds() {
    return this.#seconds * 1000n + BigInt(Math.floor(this.#nanos / 1e6));
  }
  get [Symbol.toStringTag]() {
    return "google.protobuf.Duration";
  }
  [/* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom")]() {
    return `google.protobuf.Duration { seconds: ${this.#seconds}, nanos: ${this.#nanos} }`;
  }
};
function registerFunctions(registry) {
  const sync = { async: false };
  const functionOverload = (sig, handler) => registry.registerFunctionOverload(sig, handler, sync);
  const identity2 = (v) => v;
  functionOverload("dyn(dyn): dyn", identity2);
  for (const _t in TYPES2) {
    const type = TYPES2[_t];
    if (!(type instanceof Type)) continue;
    functionOverload(`type(${type.name}): type`, () => type);
  }
  functionOverload("bool(bool): bool", identity2);
  functionOverload("bool(string): bool", (v) => {
    switch (v) {
      case "1":
      case "t":
      case "true":
      case "TRUE":
      case "True":
        return true;
      case "0":
      case "f":
      case "false":
      case "FALSE":
      case "False":
        return false;
      default:
        throw evaluationError(
          "bool_conversion_error",
          `bool() conversion error: invalid string value "${v}"`
        );
    }
  });
  functionOverload("size(string): int", (v) => BigInt(stringSize(v)));
  functionOverload("size(bytes): int", (v) => BigInt(v.length));
  functionOverload("size(list): int", (v) => BigInt(v.length ?? v.size));
  functionOverload("size(map): int", (v) => BigInt(v instanceof Map ? v.size : objKeys(v).length));
  functionOverload("string.size(): int", (v) => BigInt(stringSize(v)));
  functionOverload("bytes.size(): int", (v) => BigInt(v.length));
  functionOverload("list.size(): int", (v) => BigInt(v.length ?? v.size));
  functionOverload("map.size(): int", (v) => BigInt(v instanceof Map ? v.size : objKeys(v).length));
  functionOverload("bytes(string): bytes", (v) => ByteOpts.fromString(v));
  functionOverload("bytes(bytes): bytes", identity2);
  functionOverload("double(double): double", identity2);
  functionOverload("double(int): double", (v) => Number(v));
  functionOverload("double(uint): double", (v) => Number(v));
  functionOverload("double(string): double", (v) => {
    if (!v || v !== v.trim())
      throw evaluationError(
        "double_conversion_error",
        "double() type error: cannot convert to double"
      );
    const s = v.toLowerCase();
    switch (s) {
      case "inf":
      case "+inf":
      case "infinity":
      case "+infinity":
        return Number.POSITIVE_INFINITY;
      case "-inf":
      case "-infinity":
        return Number.NEGATIVE_INFINITY;
      case "nan":
        return Number.NaN;
      default: {
        const parsed = Number(v);
        if (!Number.isNaN(parsed)) return parsed;
        throw evaluationError(
          "double_conversion_error",
          "double() type error: cannot convert to double"
        );
      }
    }
  });
  functionOverload("int(int): int", identity2);
  functionOverload("int(double): int", (v) => {
    if (Number.isFinite(v)) return BigInt(Math.trunc(v));
    throw evaluationError("numeric_overflow", "int() type error: integer overflow");
  });
  functionOverload("int(string): int", (v) => {
    if (v !== v.trim() || v.length > 20 || v.includes("0x")) {
      throw evaluationError("int_conversion_error", "int() type error: cannot convert to int");
    }
    try {
      const num2 = BigInt(v);
      if (num2 <= MAX_INT && num2 >= MIN_INT) return num2;
    } catch (_e) {
    }
    throw evaluationError("int_conversion_error", "int() type error: cannot convert to int");
  });
  functionOverload("uint(uint): uint", identity2);
  functionOverload("uint(int): uint", (v) => {
    try {
      return new UnsignedInt(v);
    } catch (e) {
      throw evaluationError("uint_conversion_error", "uint() type error: cannot convert to uint");
    }
  });
  functionOverload("uint(double): uint", (v) => {
    try {
      return new UnsignedInt(Math.trunc(v));
    } catch (e) {
      throw evaluationError("numeric_overflow", "uint() type error: unsigned integer overflow");
    }
  });
  functionOverload("uint(string): uint", (v) => {
    if (v !== v.trim() || v.length > 20 || v.includes("0x")) {
      throw evaluationError("uint_conversion_error", "uint() type error: cannot convert to uint");
    }
    try {
      return new UnsignedInt(v);
    } catch (e) {
      throw evaluationError("uint_conversion_error", "uint() type error: cannot convert to uint");
    }
  });
  functionOverload("string(string): string", identity2);
  functionOverload("string(bool): string", (v) => `${v}`);
  functionOverload("string(int): string", (v) => `${v}`);
  functionOverload("string(uint): string", (v) => `${v}`);
  functionOverload("string(bytes): string", (v) => ByteOpts.toUtf8(v));
  functionOverload("string(double): string", (v) => {
    if (v === Infinity) return "+Inf";
    if (v === -Infinity) return "-Inf";
    return `${v}`;
  });
  functionOverload("string.startsWith(string): bool", (a, b) => a.startsWith(b));
  functionOverload("string.endsWith(string): bool", (a, b) => a.endsWith(b));
  functionOverload("string.contains(string): bool", (a, b) => a.includes(b));
  functionOverload("string.lowerAscii(): string", (a) => a.toLowerCase());
  functionOverload("string.upperAscii(): string", (a) => a.toUpperCase());
  functionOverload("string.trim(): string", (a) => a.trim());
  functionOverload(
    "string.indexOf(string): int",
    (string, search) => BigInt(string.indexOf(search))
  );
  functionOverload("string.indexOf(string, int): int", (string, search, fromIndex) => {
    if (search === "") return fromIndex;
    fromIndex = Number(fromIndex);
    if (fromIndex < 0 || fromIndex >= string.length) {
      throw evaluationError(
        "index_out_of_range",
        "string.indexOf(search, fromIndex): fromIndex out of range"
      );
    }
    return BigInt(string.indexOf(search, fromIndex));
  });
  functionOverload(
    "string.lastIndexOf(string): int",
    (string, search) => BigInt(string.lastIndexOf(search))
  );
  functionOverload("string.lastIndexOf(string, int): int", (string, search, fromIndex) => {
    if (search === "") return fromIndex;
    fromIndex = Number(fromIndex);
    if (fromIndex < 0 || fromIndex >= string.length) {
      throw evaluationError(
        "index_out_of_range",
        "string.lastIndexOf(search, fromIndex): fromIndex out of range"
      );
    }
    return BigInt(string.lastIndexOf(search, fromIndex));
  });
  functionOverload("string.substring(int): string", (string, start) => {
    start = Number(start);
    if (start < 0 || start > string.length) {
      throw evaluationError(
        "index_out_of_range",
        "string.substring(start, end): start index out of range"
      );
    }
    return string.substring(start);
  });
  functionOverload("string.substring(int, int): string", (string, start, end) => {
    start = Number(start);
    if (start < 0 || start > string.length) {
      throw evaluationError(
        "index_out_of_range",
        "string.substring(start, end): start index out of range"
      );
    }
    end = Number(end);
    if (end < start || end > string.length) {
      throw evaluationError(
        "index_out_of_range",
        "string.substring(start, end): end index out of range"
      );
    }
    return string.substring(start, end);
  });
  functionOverload("string.matches(string): bool", (a, b) => {
    try {
      return new RegExp(b).test(a);
    } catch (_err) {
      throw evaluationError("invalid_regular_expression", `Invalid regular expression: ${b}`);
    }
  });
  functionOverload("string.split(string): list<string>", (s, sep) => s.split(sep));
  functionOverload("string.split(string, int): list<string>", (s, sep, l) => {
    l = Number(l);
    if (l === 0) return [];
    const parts = s.split(sep);
    if (l < 0 || parts.length <= l) return parts;
    const limited = parts.slice(0, l - 1);
    limited.push(parts.slice(l - 1).join(sep));
    return limited;
  });
  functionOverload("list<string>.join(): string", (v) => {
    for (let i = 0; i < v.length; i++) {
      if (typeof v[i] !== "string") {
        throw evaluationError(
          "invalid_list_element_type",
          "string.join(): list must contain only strings"
        );
      }
    }
    return v.join("");
  });
  functionOverload("list<string>.join(string): string", (v, sep) => {
    for (let i = 0; i < v.length; i++) {
      if (typeof v[i] !== "string") {
        throw evaluationError(
          "invalid_list_element_type",
          "string.join(separator): list must contain only strings"
        );
      }
    }
    return v.join(sep);
  });
  const textEncoder = new TextEncoder("utf8");
  const textDecoder = new TextDecoder("utf8");
  const ByteOpts = typeof Buffer !== "undefined" ? {
    byteLength: (v) => Buffer.byteLength(v),
    fromString: (str2) => Buffer.from(str2, "utf8"),
    toHex: (b) => Buffer.prototype.hexSlice.call(b, 0, b.length),
    toBase64: (b) => Buffer.prototype.base64Slice.call(b, 0, b.length),
    toUtf8: (b) => Buffer.prototype.utf8Slice.call(b, 0, b.length),
    jsonParse: (b) => JSON.parse(b)
  } : {
    textEncoder: new TextEncoder("utf8"),
    byteLength: (v) => textEncoder.encode(v).length,
    fromString: (str2) => textEncoder.encode(str2),
    toHex: Uint8Array.prototype.toHex ? (b) => b.toHex() : (b) => arrayFrom(b, (i) => i.toString(16).padStart(2, "0")).join(""),
    toBase64: Uint8Array.prototype.toBase64 ? (b) => b.toBase64() : (b) => btoa(arrayFrom(b, (i) => String.fromCodePoint(i)).join("")),
    toUtf8: (b) => textDecoder.decode(b),
    jsonParse: (b) => JSON.parse(textEncoder.decode(b))
  };
  functionOverload("bytes.json(): map", ByteOpts.jsonParse);
  functionOverload("bytes.hex(): string", ByteOpts.toHex);
  functionOverload("bytes.string(): string", ByteOpts.toUtf8);
  functionOverload("bytes.base64(): string", ByteOpts.toBase64);
  functionOverload("bytes.at(int): int", (b, index) => {
    if (index < 0 || index >= b.length) {
      throw evaluationError("index_out_of_range", "Bytes index out of range");
    }
    return BigInt(b[index]);
  });
  const TS = "google.protobuf.Timestamp";
  const GPD = "google.protobuf.Duration";
  const TimestampType = registry.registerType(TS, Date).typeType;
  const DurationType = registry.registerType(GPD, Duration).typeType;
  registry.registerConstant("google", "map<string, map<string, type>>", {
    protobuf: { Duration: DurationType, Timestamp: TimestampType }
  });
  function tzDate(d, timeZone) {
    return new Date(d.toLocaleString("en-US", { timeZone }));
  }
  function getDayOfYear(d, tz) {
    const workingDate = tz ? tzDate(d, tz) : new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    const start = new Date(workingDate.getFullYear(), 0, 0);
    return BigInt(Math.floor((workingDate - start) / 864e5) - 1);
  }
  functionOverload(`timestamp(string): ${TS}`, (v) => {
    if (v.length < 20 || v.length > 30) {
      throw evaluationError("invalid_timestamp", "timestamp() requires a string in ISO 8601 format");
    }
    const d = new Date(v);
    if (d <= 253402300799999 && d >= -621355968e5) return d;
    throw evaluationError("invalid_timestamp", "timestamp() requires a string in ISO 8601 format");
  });
  functionOverload(`timestamp(int): ${TS}`, (i) => {
    i = Number(i) * 1e3;
    if (i <= 253402300799999 && i >= -621355968e5) return new Date(i);
    throw evaluationError(
      "invalid_timestamp",
      "timestamp() requires a valid integer unix timestamp"
    );
  });
  functionOverload(`${TS}.getDate(): int`, (d) => BigInt(d.getUTCDate()));
  functionOverload(`${TS}.getDate(string): int`, (d, tz) => BigInt(tzDate(d, tz).getDate()));
  functionOverload(`${TS}.getDayOfMonth(): int`, (d) => BigInt(d.getUTCDate() - 1));
  functionOverload(
    `${TS}.getDayOfMonth(string): int`,
    (d, tz) => BigInt(tzDate(d, tz).getDate() - 1)
  );
  functionOverload(`${TS}.getDayOfWeek(): int`, (d) => BigInt(d.getUTCDay()));
  functionOverload(`${TS}.getDayOfWeek(string): int`, (d, tz) => BigInt(tzDate(d, tz).getDay()));
  functionOverload(`${TS}.getDayOfYear(): int`, getDayOfYear);
  functionOverload(`${TS}.getDayOfYear(string): int`, getDayOfYear);
  functionOverload(`${TS}.getFullYear(): int`, (d) => BigInt(d.getUTCFullYear()));
  functionOverload(`${TS}.getFullYear(string): int`, (d, tz) => BigInt(tzDate(d, tz).getFullYear()));
  functionOverload(`${TS}.getHours(): int`, (d) => BigInt(d.getUTCHours()));
  functionOverload(`${TS}.getHours(string): int`, (d, tz) => BigInt(tzDate(d, tz).getHours()));
  functionOverload(`${TS}.getMilliseconds(): int`, (d) => BigInt(d.getUTCMilliseconds()));
  functionOverload(`${TS}.getMilliseconds(string): int`, (d) => BigInt(d.getUTCMilliseconds()));
  functionOverload(`${TS}.getMinutes(): int`, (d) => BigInt(d.getUTCMinutes()));
  functionOverload(`${TS}.getMinutes(string): int`, (d, tz) => BigInt(tzDate(d, tz).getMinutes()));
  functionOverload(`${TS}.getMonth(): int`, (d) => BigInt(d.getUTCMonth()));
  functionOverload(`${TS}.getMonth(string): int`, (d, tz) => BigInt(tzDate(d, tz).getMonth()));
  functionOverload(`${TS}.getSeconds(): int`, (d) => BigInt(d.getUTCSeconds()));
  functionOverload(`${TS}.getSeconds(string): int`, (d, tz) => BigInt(tzDate(d, tz).getSeconds()));
  const parseDurationPattern = /(\d*\.?\d*)(ns|us|µs|ms|s|m|h)/;
  function parseDuration(string) {
    if (!string) throw evaluationError("invalid_duration", `Invalid duration string: ''`);
    const isNegative = string[0] === "-";
    if (string[0] === "-" || string[0] === "+") string = string.slice(1);
    let nanoseconds = BigInt(0);
    while (true) {
      const match = parseDurationPattern.exec(string);
      if (!match) throw evaluationError("invalid_duration", `Invalid duration string: ${string}`);
      if (match.index !== 0)
        throw evaluationError("invalid_duration", `Invalid duration string: ${string}`);
      string = string.slice(match[0].length);
      const unitNanos = UNIT_NANOSECONDS[match[2]];
      const [intPart = "0", fracPart = ""] = match[1].split(".");
      const intVal = BigInt(intPart) * unitNanos;
      const fracNanos = fracPart ? BigInt(fracPart.slice(0, 13).padEnd(13, "0")) * unitNanos / 10000000000000n : 0n;
      nanoseconds += intVal + fracNanos;
      if (string === "") break;
    }
    const seconds = nanoseconds >= billionBigInt ? nanoseconds / billionBigInt : 0n;
    const nanos = Number(nanoseconds % billionBigInt);
    if (isNegative) return new Duration(-seconds, -nanos);
    return new Duration(seconds, nanos);
  }
  functionOverload(`duration(string): google.protobuf.Duration`, (s) => parseDuration(s));
  functionOverload(`google.protobuf.Duration.getHours(): int`, (d) => d.getHours());
  functionOverload(`google.protobuf.Duration.getMinutes(): int`, (d) => d.getMinutes());
  functionOverload(`google.protobuf.Duration.getSeconds(): int`, (d) => d.getSeconds());
  functionOverload(`google.protobuf.Duration.getMilliseconds(): int`, (d) => d.getMilliseconds());
  register(registry);
}
function stringSize(str2) {
  let count = 0;
  for (const c of str2) count++;
  return count;
}

// node_modules/@marcbachmann/cel-js/lib/registry.js
var Type = class {
  #name;
  constructor(name) {
    this.#name = name;
    objFreeze(this);
  }
  get name() {
    return this.#name;
  }
  get [Symbol.toStringTag]() {
    return `Type<${this.#name}>`;
  }
  toString() {
    return `Type<${this.#name}>`;
  }
};
var TYPES2 = {
  string: new Type("string"),
  bool: new Type("bool"),
  int: new Type("int"),
  uint: new Type("uint"),
  double: new Type("double"),
  map: new Type("map"),
  list: new Type("list"),
  bytes: new Type("bytes"),
  null_type: new Type("null"),
  type: new Type("type")
};
var optionalType = new Type("optional");
var valueTypeMatchers = {
  dyn(v, ev) {
    switch (typeof v) {
      case "string":
      case "bigint":
      case "number":
      case "boolean":
        return true;
      case "object":
        switch (v ? v.constructor : v) {
          case null:
          case void 0:
          case Object:
          case Map:
          case Array:
          case Set:
            return true;
          default:
            if (ev.objectTypesByConstructor.get(v.constructor)) return true;
        }
    }
    return !!ev.debugType(v);
  },
  string(v) {
    return typeof v === "string";
  },
  int(v) {
    return typeof v === "bigint";
  },
  double(v) {
    return typeof v === "number";
  },
  bool(v) {
    return typeof v === "boolean";
  },
  null(v) {
    return v === null;
  },
  bytes(v) {
    return v instanceof Uint8Array;
  },
  uint(v) {
    return v instanceof UnsignedInt;
  },
  type(v) {
    return v instanceof Type;
  },
  list(v) {
    switch (v?.constructor) {
      case Array:
      case Set:
        return true;
      default:
        return false;
    }
  },
  map(v) {
    switch (typeof v === "object" && v ? v.constructor : null) {
      case void 0:
      case Object:
      case Map:
        return true;
      default:
        return false;
    }
  },
  optional(v) {
    return v instanceof Optional;
  },
  message(v, ev) {
    return this === ev.debugType(v);
  }
};
valueTypeMatchers.param = valueTypeMatchers.dyn;
var TypeDeclaration = class {
  #matchesCache = /* @__PURE__ */ new WeakMap();
  constructor({ kind, type, name, keyType, valueType }) {
    this.kind = kind;
    this.type = type;
    this.name = name;
    this.keyType = keyType;
    this.valueType = valueType;
    this.unwrappedType = kind === "dyn" && valueType ? valueType.unwrappedType : this;
    this.wrappedType = kind === "dyn" ? this : _createDynType(this.unwrappedType);
    this.hasDynType = this.kind === "dyn" || this.valueType?.hasDynType || this.keyType?.hasDynType || false;
    this.hasPlaceholderType = this.kind === "param" || this.keyType?.hasPlaceholderType || this.valueType?.hasPlaceholderType || false;
    if (kind === "list") this.fieldLazy = this.#getListField;
    else if (kind === "map") this.fieldLazy = this.#getMapField;
    else if (kind === "message") this.fieldLazy = this.#getMessageField;
    else if (kind === "optional") this.fieldLazy = this.#getOptionalField;
    this.matchesValueType = valueTypeMatchers[name] || valueTypeMatchers[kind];
    objFreeze(this);
  }
  isDynOrBool() {
    return this.type === "bool" || this.kind === "dyn";
  }
  isEmpty() {
    return this.valueType && this.valueType.kind === "param";
  }
  unify(r, t2) {
    const t1 = this;
    if (t1 === t2 || t1.kind === "dyn" || t2.kind === "param") return t1;
    if (t2.kind === "dyn" || t1.kind === "param") return t2;
    if (t1.kind !== t2.kind) return null;
    if (!(t1.hasPlaceholderType || t2.hasPlaceholderType || t1.hasDynType || t2.hasDynType))
      return null;
    const valueType = t1.valueType.unify(r, t2.valueType);
    if (!valueType) return null;
    switch (t1.kind) {
      case "optional":
        return r.getOptionalType(valueType);
      case "list":
        return r.getListType(valueType);
      case "map":
        const keyType = t1.keyType.unify(r, t2.keyType);
        return keyType ? r.getMapType(keyType, valueType) : null;
    }
  }
  templated(r, bind) {
    if (!this.hasPlaceholderType) return this;
    switch (this.kind) {
      case "dyn":
        return this.valueType.templated(r, bind);
      case "param":
        return bind?.get(this.name) || this;
      case "map":
        return r.getMapType(this.keyType.templated(r, bind), this.valueType.templated(r, bind));
      case "list":
        return r.getListType(this.valueType.templated(r, bind));
      case "optional":
        return r.getOptionalType(this.valueType.templated(r, bind));
      default:
        return this;
    }
  }
  toString() {
    return this.name;
  }
  #getOptionalField(obj, key2, ast, ev) {
    obj = obj instanceof Optional ? obj.orValue() : obj;
    if (obj === void 0) return OPTIONAL_NONE;
    const type = ev.debugType(obj);
    try {
      return Optional.of(type.fieldLazy(obj, key2, ast, ev));
    } catch (e) {
      if (e instanceof EvaluationError) return OPTIONAL_NONE;
      throw e;
    }
  }
  #getMessageField(obj, key2, ast, ev) {
    const message = obj ? ev.objectTypesByConstructor.get(obj.constructor) : void 0;
    if (!message) return;
    const type = message.fields ? message.fields[key2] : dynType;
    if (!type) return void 0;
    const value = obj instanceof Map ? obj.get(key2) : obj[key2];
    if (value === void 0) return;
    if (type.matchesValueType(value, ev)) return value;
    throw evaluationError(
      "field_type_mismatch",
      `Field '${key2}' is not of type '${type}', got '${ev.debugType(value)}'`,
      ast
    );
  }
  #getMapField(obj, key2, ast, ev) {
    const value = obj instanceof Map ? obj.get(key2) : obj && hasOwn(obj, key2) ? obj[key2] : void 0;
    if (value === void 0) return;
    if (this.valueType.matchesValueType(value, ev)) return value;
    throw evaluationError(
      "field_type_mismatch",
      `Field '${key2}' is not of type '${this.valueType}', got '${ev.debugType(value)}'`,
      ast
    );
  }
  #getListElementAtIndex(list, pos) {
    switch (list?.constructor) {
      case Array:
        return list[pos];
      case Set: {
        let i = 0;
        for (const item of list) {
          if (i++ !== pos) continue;
          return item;
        }
      }
    }
  }
  #getListField(obj, key2, ast, ev) {
    if (typeof key2 === "bigint") key2 = Number(key2);
    else if (typeof key2 !== "number") return;
    const value = this.#getListElementAtIndex(obj, key2);
    if (value === void 0) {
      if (!obj) return;
      throw evaluationError(
        "index_out_of_bounds",
        `No such key: index out of bounds, index ${key2} ${key2 < 0 ? "< 0" : `>= size ${obj.length || obj.size}`}`,
        ast
      );
    }
    if (this.valueType.matchesValueType(value, ev)) return value;
    throw evaluationError(
      "list_item_type_mismatch",
      `List item with index '${key2}' is not of type '${this.valueType}', got '${ev.debugType(value)}'`,
      ast
    );
  }
  fieldLazy() {
  }
  field(obj, key2, ast, ev) {
    const v = this.fieldLazy(obj, key2, ast, ev);
    if (v !== void 0) return v;
    throw evaluationError("no_such_key", `No such key: ${key2}`, ast);
  }
  matchesBoth(other) {
    return this.matches(other) && other.matches(this);
  }
  matches(o) {
    const s = this.unwrappedType;
    o = o.unwrappedType;
    if (s === o || s.kind === "dyn" || o.kind === "dyn" || o.kind === "param") return true;
    return this.#matchesCache.get(o) ?? this.#matchesCache.set(o, this.#matches(s, o)).get(o);
  }
  #matches(s, o) {
    switch (s.kind) {
      case "dyn":
      case "param":
        return true;
      case "list":
        return o.kind === "list" && s.valueType.matches(o.valueType);
      case "map":
        return o.kind === "map" && s.keyType.matches(o.keyType) && s.valueType.matches(o.valueType);
      case "optional":
        return o.kind === "optional" && s.valueType.matches(o.valueType);
      default:
        return s.name === o.name;
    }
  }
};
var macroEvaluateErr = `have a .callAst property or .evaluate(checker, macro, ctx) method.`;
var macroTypeCheckErr = `have a .callAst property or .typeCheck(checker, macro, ctx) method.`;
function wrapMacroExpander(name, handler) {
  const p = `Macro '${name}' must`;
  return function macroExpander(opts) {
    const macro = handler(opts);
    if (!macro || typeof macro !== "object") throw new Error(`${p} return an object.`);
    if (macro.callAst) return macro;
    if (!macro.evaluate) throw new Error(`${p} ${macroEvaluateErr}`);
    if (!macro.typeCheck) throw new Error(`${p} ${macroTypeCheckErr}`);
    return macro;
  };
}
var VariableDeclaration = class {
  constructor(name, type, description, value) {
    this.name = name;
    this.type = type;
    this.description = description ?? null;
    this.constant = value !== void 0;
    this.value = value;
    objFreeze(this);
  }
};
var FunctionDeclaration = class {
  constructor({ name, receiverType, returnType, handler, description, params, async }) {
    if (typeof name !== "string") throw new Error("name must be a string");
    if (typeof handler !== "function") throw new Error("handler must be a function");
    this.name = name;
    this.async = isAsync(handler, async);
    this.receiverType = receiverType ?? null;
    this.returnType = returnType;
    this.description = description ?? null;
    this.params = params;
    this.argTypes = params.map((p) => p.type);
    this.macro = this.argTypes.includes(astType);
    const receiverString = receiverType ? `${receiverType}.` : "";
    this.signature = `${receiverString}${name}(${this.argTypes.join(", ")}): ${returnType}`;
    this.handler = this.macro ? wrapMacroExpander(this.signature, handler) : handler;
    this.partitionKey = `${receiverType ? "rcall" : "call"}:${name}:${params.length}`;
    this.hasPlaceholderType = this.returnType.hasPlaceholderType || this.receiverType?.hasPlaceholderType || this.argTypes.some((t) => t.hasPlaceholderType) || false;
    objFreeze(this);
  }
  matchesArgs(argTypes) {
    return argTypes.length === this.argTypes.length && this.argTypes.every((t, i) => t.matches(argTypes[i])) ? this : null;
  }
};
var OperatorDeclaration = class {
  constructor({ op, leftType, rightType, handler, returnType, async }) {
    this.operator = op;
    this.leftType = leftType;
    this.rightType = rightType || null;
    this.handler = handler;
    this.async = isAsync(handler, async);
    this.returnType = returnType;
    if (rightType) this.signature = `${leftType} ${op} ${rightType}: ${returnType}`;
    else this.signature = `${op}${leftType}: ${returnType}`;
    this.hasPlaceholderType = this.leftType.hasPlaceholderType || this.rightType?.hasPlaceholderType || false;
    objFreeze(this);
  }
  equals(other) {
    return this.operator === other.operator && this.leftType === other.leftType && this.rightType === other.rightType;
  }
};
function _createListType(valueType) {
  return new TypeDeclaration({
    kind: "list",
    name: `list<${valueType}>`,
    type: "list",
    valueType
  });
}
function _createPrimitiveType(name) {
  return new TypeDeclaration({ kind: "primitive", name, type: name });
}
function _createMessageType(name) {
  return new TypeDeclaration({ kind: "message", name, type: name });
}
function _createDynType(valueType) {
  const name = valueType ? `dyn<${valueType}>` : "dyn";
  return new TypeDeclaration({ kind: "dyn", name, type: name, valueType });
}
function _createOptionalType(valueType) {
  const name = `optional<${valueType}>`;
  return new TypeDeclaration({ kind: "optional", name, type: "optional", valueType });
}
function _createMapType(keyType, valueType) {
  return new TypeDeclaration({
    kind: "map",
    name: `map<${keyType}, ${valueType}>`,
    type: "map",
    keyType,
    valueType
  });
}
function _createPlaceholderType(name) {
  return new TypeDeclaration({ kind: "param", name, type: name });
}
var dynType = _createDynType();
var astType = _createPrimitiveType("ast");
var listType2 = _createListType(dynType);
var mapType = _createMapType(dynType, dynType);
var celTypes = {
  string: _createPrimitiveType("string"),
  bool: _createPrimitiveType("bool"),
  int: _createPrimitiveType("int"),
  uint: _createPrimitiveType("uint"),
  double: _createPrimitiveType("double"),
  bytes: _createPrimitiveType("bytes"),
  dyn: dynType,
  null: _createPrimitiveType("null"),
  type: _createPrimitiveType("type"),
  optional: _createOptionalType(dynType),
  list: listType2,
  "list<dyn>": listType2,
  map: mapType,
  "map<dyn, dyn>": mapType
};
for (const t of [celTypes.string, celTypes.double, celTypes.int]) {
  const list = _createListType(t);
  const map = _createMapType(celTypes.string, t);
  celTypes[list.name] = list;
  celTypes[map.name] = map;
}
Object.freeze(celTypes);
var Candidates = class {
  returnType = null;
  async = false;
  macro = false;
  #matchCache = null;
  #checkCache = null;
  /** @type {Array<FunctionDeclaration>|Array<OperatorDeclaration>} */
  declarations = [];
  constructor(registry) {
    this.registry = registry;
  }
  [Symbol.iterator]() {
    return this.declarations[Symbol.iterator]();
  }
  add(decl) {
    this.returnType = (this.returnType || decl.returnType).unify(this.registry, decl.returnType) || dynType;
    if (decl.macro) this.macro = decl;
    if (decl.async && !this.async) this.async = true;
    this.declarations.push(decl);
    this.#matchCache?.clear();
    this.#checkCache?.clear();
  }
  findFunction(argTypes, receiverType = null) {
    for (let i = 0; i < this.declarations.length; i++) {
      const match = this.#matchesFunction(this.declarations[i], argTypes, receiverType);
      if (match) return match;
    }
    return null;
  }
  findUnaryOverload(left) {
    const cached = (this.#matchCache ??= /* @__PURE__ */ new Map()).get(left);
    if (cached !== void 0) return cached;
    let value = false;
    for (const decl of this.declarations) {
      if (decl.leftType !== left) continue;
      value = decl;
      break;
    }
    this.#matchCache.set(left, value);
    return value;
  }
  findBinaryOverload(left, right) {
    if (left.kind === "dyn" && left.valueType) right = right.wrappedType;
    else if (right.kind === "dyn" && right.valueType) left = left.wrappedType;
    return (this.#matchCache ??= /* @__PURE__ */ new Map()).get(left)?.get(right) ?? this.#cacheBinary(this.#matchCache, left, right, this.#findBinaryUncached(left, right));
  }
  checkBinaryOverload(left, right) {
    return (this.#checkCache ??= /* @__PURE__ */ new Map()).get(left)?.get(right) ?? this.#cacheBinary(this.#checkCache, left, right, this.#checkBinaryUncached(left, right));
  }
  #cacheBinary(c, l, r, v) {
    return (c.get(l) || c.set(l, /* @__PURE__ */ new Map()).get(l)).set(r, v), v;
  }
  #findBinaryUncached(left, right) {
    const ops = this.#findBinaryOverloads(left, right);
    if (ops.length === 0) return false;
    if (ops.length === 1) return ops[0];
    throw new Error(`Operator overload '${ops[0].signature}' overlaps with '${ops[1].signature}'.`);
  }
  #checkBinaryUncached(left, right) {
    const ops = this.#findBinaryOverloads(left, right);
    if (ops.length === 0) return false;
    let rt = ops[0].returnType;
    for (let i = 1; i < ops.length; i++) rt = rt.unify(this.registry, ops[i].returnType) || dynType;
    return rt;
  }
  #findBinaryOverloads(leftType, rightType) {
    const nonexactMatches = [];
    for (const decl of this.declarations) {
      if (decl.leftType === leftType && decl.rightType === rightType) return [decl];
      const secondary = this.#matchBinaryOverload(decl, leftType, rightType);
      if (secondary) nonexactMatches.push(secondary);
    }
    if (nonexactMatches.length === 0) {
      const op = this.declarations[0]?.operator;
      if ((op === "==" || op === "!=") && leftType.kind === "dyn") {
        return fallbackDynEqualityMatchers[op];
      }
    }
    return nonexactMatches;
  }
  #matchBinaryOverload(decl, actualLeft, actualRight) {
    const bindings = decl.hasPlaceholderType ? /* @__PURE__ */ new Map() : null;
    const leftType = this.#matchTypeWithPlaceholders(decl.leftType, actualLeft, bindings);
    if (!leftType) return;
    const rightType = this.#matchTypeWithPlaceholders(decl.rightType, actualRight, bindings);
    if (!rightType) return;
    if ((decl.operator === "==" || decl.operator === "!=") && decl.leftType.kind === "dyn" && decl.leftType.valueType && actualLeft.kind !== "dyn" && actualRight.kind !== "dyn")
      return false;
    return decl.hasPlaceholderType ? {
      async: decl.async,
      signature: decl.signature,
      handler: decl.handler,
      leftType,
      rightType,
      returnType: decl.returnType.templated(this.registry, bindings)
    } : decl;
  }
  #matchesFunction(fn, argTypes, receiverType) {
    if (fn.hasPlaceholderType) return this.#matchWithPlaceholders(fn, argTypes, receiverType);
    if (receiverType && fn.receiverType && !receiverType.matches(fn.receiverType)) return;
    return fn.matchesArgs(argTypes);
  }
  #matchWithPlaceholders(fn, argTypes, receiverType) {
    const bindings = /* @__PURE__ */ new Map();
    if (receiverType && fn.receiverType) {
      if (!this.#matchTypeWithPlaceholders(fn.receiverType, receiverType, bindings)) {
        return null;
      }
    }
    for (let i = 0; i < argTypes.length; i++) {
      if (!this.#matchTypeWithPlaceholders(fn.argTypes[i], argTypes[i], bindings)) {
        return null;
      }
    }
    return {
      async: fn.async,
      handler: fn.handler,
      signature: fn.signature,
      returnType: fn.returnType.templated(this.registry, bindings)
    };
  }
  #matchTypeWithPlaceholders(declared, actual, bindings) {
    if (!declared.hasPlaceholderType) return actual.matches(declared) ? actual : null;
    const treatAsDyn = actual.kind === "dyn";
    if (!this.#collectPlaceholderBindings(declared, actual, bindings, treatAsDyn)) return null;
    if (treatAsDyn) return actual;
    return actual.matches(declared.templated(this.registry, bindings)) ? actual : null;
  }
  #collectPlaceholderBindings(dec, act, bind, fromDyn = false) {
    if (!dec.hasPlaceholderType) return true;
    if (!act) return false;
    const asDyn = fromDyn || act.kind === "dyn";
    act = act.unwrappedType;
    switch (dec.kind) {
      case "param": {
        const type = asDyn ? dynType : act;
        const existing = bind.get(dec.name);
        if (!existing) return bind.set(dec.name, type) && true;
        return existing.kind === "dyn" || type.kind === "dyn" ? true : existing.matchesBoth(type);
      }
      case "list": {
        if (act.name === "dyn") act = dec;
        if (act.kind !== "list") return false;
        return this.#collectPlaceholderBindings(dec.valueType, act.valueType, bind, asDyn);
      }
      case "map": {
        if (act.name === "dyn") act = dec;
        if (act.kind !== "map") return false;
        return this.#collectPlaceholderBindings(dec.keyType, act.keyType, bind, asDyn) && this.#collectPlaceholderBindings(dec.valueType, act.valueType, bind, asDyn);
      }
      case "optional": {
        if (act.name === "dyn") act = dec;
        if (act.kind !== "optional") return false;
        return this.#collectPlaceholderBindings(dec.valueType, act.valueType, bind, asDyn);
      }
    }
    return true;
  }
};
function splitByComma(str2) {
  const parts = [];
  let current = "";
  let depth = 0;
  for (const char of str2) {
    if (char === "<") depth++;
    else if (char === ">") depth--;
    else if (char === "," && depth === 0) {
      parts.push(current.trim());
      current = "";
      continue;
    }
    current += char;
  }
  if (current) parts.push(current.trim());
  return parts;
}
var objTypesDecls = [
  [UnsignedInt, "uint", TYPES2.uint, celTypes.uint],
  [Type, "type", TYPES2.type, celTypes.type],
  [Optional, "optional", optionalType, celTypes.optional],
  [Uint8Array, "bytes", TYPES2.bytes, celTypes.bytes],
  ...typeof Buffer !== "undefined" ? [[Buffer, "bytes", TYPES2.bytes, celTypes.bytes]] : []
].map(([ctor, name, typeType, type]) => Object.freeze({ name, typeType, type, ctor }));
var objTypes = objTypesDecls.map((t) => [t.name, t]);
var objTypesCtor = objTypesDecls.map((t) => [t.ctor, t]);
var invalidVar = (postfix) => new Error(`Invalid variable declaration: ${postfix}`);
var invalidType = (postfix) => new Error(`Invalid type declaration: ${postfix}`);
var fallbackDynEqualityMatchers = {
  "==": [{ handler: (a, b) => a === b, returnType: celTypes.bool }],
  "!=": [{ handler: (a, b) => a !== b, returnType: celTypes.bool }]
};
var Registry = class _Registry {
  #parent = null;
  #typeDeclarations;
  #ownsVariables = true;
  #operators = null;
  #functions = null;
  #operatorsByOp = null;
  #functionsByKey = null;
  #listTypes = null;
  #mapTypes = null;
  #optionalTypes = null;
  #others = null;
  #locked = false;
  constructor(opts = {}) {
    this.enableOptionalTypes = opts.enableOptionalTypes ?? false;
    this.unlistedVariablesAreDyn = opts.unlistedVariablesAreDyn ?? false;
    const parent = opts.parent instanceof _Registry ? opts.parent : null;
    if (parent) {
      this.#parent = parent;
      let opParent = parent;
      while (opParent && !opParent.#operators) opParent = opParent.#parent;
      let fnParent = parent;
      while (fnParent && !fnParent.#functions) fnParent = fnParent.#parent;
      this.#operatorsByOp = parent.#operatorsByOp;
      this.#functionsByKey = parent.#functionsByKey;
      this.#others = { operators: opParent.#operators, functions: fnParent.#functions };
      this.objectTypes = new Map(parent.objectTypes);
      this.objectTypesByConstructor = new Map(parent.objectTypesByConstructor);
      this.variables = parent.variables;
      this.#ownsVariables = false;
      this.#typeDeclarations = parent.#typeDeclarations;
      this.#listTypes = parent.#listTypes;
      this.#mapTypes = parent.#mapTypes;
      this.#optionalTypes = parent.#optionalTypes;
      if (this.enableOptionalTypes !== parent.enableOptionalTypes || this.unlistedVariablesAreDyn !== parent.unlistedVariablesAreDyn) {
        toggleOptionalTypes(this, this.enableOptionalTypes);
      }
    } else {
      this.#operators = [];
      this.#functions = [];
      this.objectTypes = new Map(objTypes);
      this.objectTypesByConstructor = new Map(objTypesCtor);
      this.#typeDeclarations = new Map(objEntries(celTypes));
      this.#listTypes = /* @__PURE__ */ new Map();
      this.#mapTypes = /* @__PURE__ */ new Map();
      this.#optionalTypes = /* @__PURE__ */ new Map();
      this.variables = /* @__PURE__ */ new Map();
      this.variables.dyn = this.unlistedVariablesAreDyn;
      for (const n in TYPES2) this.registerConstant(n, "type", TYPES2[n]);
    }
  }
  #ensureOwnVariables() {
    if (this.#ownsVariables) return;
    this.variables = new Map(this.variables);
    this.variables.dyn = this.unlistedVariablesAreDyn;
    this.#ownsVariables = true;
  }
  // Used by toggleOptionalTypes in optional.js to clear a variable before re-registering it
  deleteVariable(name) {
    this.#ensureOwnVariables();
    this.variables.delete(name);
  }
  #pushOperator(decl) {
    if (!this.#operators) this.#operatorsByOp = null;
    this.operatorCandidates(decl.operator).add(decl);
    this.#operators.push(decl);
  }
  #pushFunction(decl) {
    if (!this.#functions) this.#functionsByKey = null;
    this.#functionCandidates(decl.partitionKey).add(decl);
    this.#functions.push(decl);
  }
  #ensureCandiate(c, key2) {
    return c.get(key2) || c.set(key2, new Candidates(this)).get(key2);
  }
  #getOperators() {
    if (this.#operators) return this.#operators;
    return this.#operators = [...this.#others.operators];
  }
  #getFunctions() {
    if (this.#functions) return this.#functions;
    return this.#functions = [...this.#others.functions];
  }
  operatorCandidates(op) {
    if (this.#operatorsByOp) return this.#ensureCandiate(this.#operatorsByOp, op);
    const c = this.#operatorsByOp = /* @__PURE__ */ new Map();
    for (const decl of this.#getOperators()) this.#ensureCandiate(c, decl.operator).add(decl);
    return this.#ensureCandiate(c, op);
  }
  functionCandidates(rec, name, argLen) {
    return this.#functionCandidates(`${rec ? "rcall" : "call"}:${name}:${argLen}`);
  }
  #functionCandidates(key2) {
    if (this.#functionsByKey) return this.#ensureCandiate(this.#functionsByKey, key2);
    const c = this.#functionsByKey = /* @__PURE__ */ new Map();
    for (const decl of this.#getFunctions()) this.#ensureCandiate(c, decl.partitionKey).add(decl);
    return this.#ensureCandiate(c, key2);
  }
  registerVariable(name, type, opts) {
    if (this.#locked) throw new Error("Cannot modify frozen registry");
    let description = opts?.description;
    let value;
    if (typeof name === "string" && typeof type === "object" && !(type instanceof TypeDeclaration)) {
      description = type.description;
      value = type.value;
      if (type.schema) type = this.registerType({ name: `$${name}`, schema: type.schema }).type;
      else type = type.type;
    } else if (typeof name === "object") {
      if (name.schema) type = this.registerType({ name: `$${name.name}`, schema: name.schema }).type;
      else type = name.type;
      description = name.description;
      value = name.value;
      name = name.name;
    }
    if (typeof name !== "string" || !name) throw invalidVar(`name must be a string`);
    if (RESERVED2.has(name)) throw invalidVar(`'${name}' is a reserved name`);
    if (this.variables.get(name) !== void 0) throw invalidVar(`'${name}' is already registered`);
    if (typeof type === "string") type = this.getType(type);
    else if (!(type instanceof TypeDeclaration)) throw invalidVar(`type is required`);
    this.#ensureOwnVariables();
    this.variables.set(name, new VariableDeclaration(name, type, description, value));
    return this;
  }
  #registerSchemaAsType(name, schema3) {
    const fields = /* @__PURE__ */ Object.create(null);
    for (const key2 of objKeys(schema3)) {
      const def = schema3[key2];
      if (typeof def === "object" && def) {
        fields[key2] = this.registerType({ name: `${name}.${key2}`, schema: def }).type.name;
      } else if (typeof def === "string") {
        fields[key2] = def;
      } else {
        throw new Error(`Invalid field definition for '${name}.${key2}'`);
      }
    }
    return fields;
  }
  registerConstant(name, type, value) {
    if (typeof name === "object") this.registerVariable(name);
    else this.registerVariable({ name, type, value });
    return this;
  }
  getType(typename) {
    return this.#parseTypeString(typename, true);
  }
  getListType(type) {
    return this.#listTypes.get(type) || this.#listTypes.set(type, this.#parseTypeString(`list<${type}>`, true)).get(type);
  }
  getMapType(a, b) {
    return this.#mapTypes.get(a)?.get(b) || (this.#mapTypes.get(a) || this.#mapTypes.set(a, /* @__PURE__ */ new Map()).get(a)).set(b, this.#parseTypeString(`map<${a}, ${b}>`, true)).get(b);
  }
  getOptionalType(type) {
    return this.#optionalTypes.get(type) || this.#optionalTypes.set(type, this.#parseTypeString(`optional<${type}>`, true)).get(type);
  }
  assertType(typename, type, signature) {
    try {
      return this.#parseTypeString(typename, true);
    } catch (e) {
      e.message = `Invalid ${type} '${e.unknownType || typename}' in '${signature}'`;
      throw e;
    }
  }
  getFunctionType(typename) {
    if (typename === "ast") return astType;
    const t = this.#parseTypeString(typename, true);
    if (t.kind === "dyn" && t.valueType) throw new Error(`type '${t.name}' is not supported`);
    return t;
  }
  registerType(name, _d) {
    if (this.#locked) throw new Error("Cannot modify frozen registry");
    if (typeof name === "object") _d = name, name = _d.fullName || _d.name || _d.ctor?.name;
    if (typeof name === "string" && name[0] === ".") name = name.slice(1);
    if (typeof name !== "string" || name.length < 2 || RESERVED2.has(name)) {
      throw invalidType(`name '${name}' is not valid`);
    }
    if (this.objectTypes.has(name)) throw invalidType(`type '${name}' already registered`);
    const type = this.#parseTypeString(name, false);
    if (type.kind !== "message") throw invalidType(`type '${name}' is not valid`);
    const decl = {
      name,
      typeType: new Type(name),
      type,
      ctor: typeof _d === "function" ? _d : _d?.ctor,
      convert: typeof _d === "function" ? void 0 : _d?.convert,
      fields: typeof _d?.schema === "object" ? this.#normalizeFields(name, this.#registerSchemaAsType(name, _d.schema)) : this.#normalizeFields(name, typeof _d === "function" ? void 0 : _d?.fields)
    };
    if (typeof decl.ctor !== "function") {
      if (!decl.fields) throw invalidType(`type '${name}' requires a constructor or fields`);
      Object.assign(decl, this.#createDefaultConvert(name, decl.fields));
    }
    this.objectTypes.set(name, Object.freeze(decl));
    this.objectTypesByConstructor.set(decl.ctor, decl);
    this.registerFunctionOverload(`type(${name}): type`, () => decl.typeType, { async: false });
    return decl;
  }
  /** @returns {TypeDeclaration} */
  #parseTypeString(typeStr, requireKnownTypes = true) {
    let match = this.#typeDeclarations.get(typeStr);
    if (match) return match;
    if (typeof typeStr !== "string" || !typeStr.length) {
      throw new Error(`Invalid type: must be a string`);
    }
    match = typeStr.match(/^[A-Z]$/);
    if (match) return this.#createDeclaration(_createPlaceholderType, typeStr, typeStr);
    match = typeStr.match(/^(dyn|list|map|optional)<(.+)>$/);
    if (!match) {
      if (requireKnownTypes) {
        const err = new Error(`Unknown type: ${typeStr}`);
        err.unknownType = typeStr;
        throw err;
      }
      return this.#createDeclaration(_createMessageType, typeStr, typeStr);
    }
    const kind = match[1];
    const inner = match[2].trim();
    switch (kind) {
      case "dyn": {
        const type = this.#parseTypeString(inner, requireKnownTypes).wrappedType;
        this.#typeDeclarations.set(type.name, type);
        return type;
      }
      case "list": {
        const vType = this.#parseTypeString(inner, requireKnownTypes);
        return this.#createDeclaration(_createListType, `list<${vType}>`, vType);
      }
      case "map": {
        const parts = splitByComma(inner);
        if (parts.length !== 2) throw new Error(`Invalid map type: ${typeStr}`);
        const kType = this.#parseTypeString(parts[0], requireKnownTypes);
        const vType = this.#parseTypeString(parts[1], requireKnownTypes);
        return this.#createDeclaration(_createMapType, `map<${kType}, ${vType}>`, kType, vType);
      }
      case "optional": {
        const vType = this.#parseTypeString(inner, requireKnownTypes);
        return this.#createDeclaration(_createOptionalType, `optional<${vType}>`, vType);
      }
    }
  }
  #createDeclaration(creator, key2, ...args) {
    return this.#typeDeclarations.get(key2) || this.#typeDeclarations.set(key2, creator(...args)).get(key2);
  }
  findMacro(name, hasReceiver, argLen) {
    return this.functionCandidates(hasReceiver, name, argLen).macro;
  }
  findUnaryOverload(op, left) {
    return this.operatorCandidates(op).findUnaryOverload(left);
  }
  findBinaryOverload(op, left, right) {
    return this.operatorCandidates(op).findBinaryOverload(left, right);
  }
  #toCelFieldType(field2) {
    if (typeof field2 === "string") return { type: field2 };
    if (field2.id) return protobufjsFieldToCelType(field2);
    return field2;
  }
  #toCelFieldDeclaration(typename, fields, k, requireKnownTypes = false) {
    try {
      const field2 = this.#toCelFieldType(fields[k]);
      if (typeof field2?.type !== "string") throw new Error(`unsupported declaration`);
      return this.#parseTypeString(field2.type, requireKnownTypes);
    } catch (e) {
      e.message = `Field '${k}' in type '${typename}' has unsupported declaration: ${JSON.stringify(fields[k])}`;
      throw e;
    }
  }
  #normalizeFields(typename, fields) {
    if (!fields) return;
    const all = /* @__PURE__ */ Object.create(null);
    for (const k of objKeys(fields)) all[k] = this.#toCelFieldDeclaration(typename, fields, k);
    return all;
  }
  #createDefaultConvert(name, fields) {
    const keys = objKeys(fields);
    const conversions = /* @__PURE__ */ Object.create(null);
    for (const k of keys) {
      const type = fields[k];
      const decl = type.kind === "message" && this.objectTypes.get(type.name);
      if (decl === false) conversions[k] = false;
      else conversions[k] = decl.convert ? decl : false;
    }
    const Ctor = {
      [name]: class extends Map {
        #raw;
        constructor(v) {
          super();
          this.#raw = v;
        }
        [Symbol.iterator]() {
          if (this.size !== keys.length) for (const k of keys) this.get(k);
          return super[Symbol.iterator]();
        }
        get(field2) {
          let v = super.get(field2);
          if (v !== void 0 || this.has(field2)) return v;
          const dec = conversions[field2];
          if (dec === void 0) return;
          v = this.#raw instanceof Map ? this.#raw.get(field2) : this.#raw?.[field2];
          if (dec && v && typeof v === "object") {
            switch (v.constructor) {
              case void 0:
              case Object:
              case Map:
                v = dec.convert(v);
            }
          }
          return super.set(field2, v), v;
        }
      }
    }[name];
    return {
      ctor: Ctor,
      convert(v) {
        if (!v) return;
        if (v.constructor === Ctor) return v;
        return new Ctor(v);
      }
    };
  }
  clone(opts) {
    this.#locked = true;
    return new _Registry({
      parent: this,
      unlistedVariablesAreDyn: opts.unlistedVariablesAreDyn,
      enableOptionalTypes: opts.enableOptionalTypes
    });
  }
  getDefinitions() {
    const variables = [];
    const functions = [];
    for (const [, varDecl] of this.variables) {
      if (!varDecl) continue;
      variables.push({
        name: varDecl.name,
        description: varDecl.description || null,
        type: varDecl.type.name
      });
    }
    for (const decl of this.#getFunctions()) {
      functions.push({
        signature: decl.signature,
        name: decl.name,
        description: decl.description,
        receiverType: decl.receiverType ? decl.receiverType.name : null,
        returnType: decl.returnType.name,
        params: decl.params.map((p) => ({
          name: p.name,
          type: p.type.name,
          description: p.description
        }))
      });
    }
    return { variables, functions };
  }
  #parseSignature(signature) {
    if (typeof signature !== "string") throw new Error("Invalid signature: must be a string");
    const match = signature.match(/^(?:([a-zA-Z0-9.<>]+)\.)?(\w+)\(([^)]*)\):(.*)$/);
    if (!match) throw new Error(`Invalid signature: ${signature}`);
    const returnType = match[4].trim();
    if (!returnType) throw new Error(`Invalid signature: ${signature}`);
    return {
      receiverType: match[1] || null,
      name: match[2],
      argTypes: splitByComma(match[3]),
      returnType
    };
  }
  /**
   * @param {FunctionDeclaration} a
   * @param {FunctionDeclaration} b
   */
  #functionSignatureOverlaps(a, b) {
    if (a.name !== b.name) return false;
    if (a.argTypes.length !== b.argTypes.length) return false;
    if ((a.receiverType || b.receiverType) && (!a.receiverType || !b.receiverType)) return false;
    const isDifferentReceiver = a.receiverType !== b.receiverType && a.receiverType !== dynType && b.receiverType !== dynType;
    return !isDifferentReceiver && (b.macro || a.macro || b.argTypes.every((t, i) => {
      const o = a.argTypes[i];
      return t === o || t === dynType || o === dynType;
    }));
  }
  /** @param {FunctionDeclaration} newDec */
  #checkOverlappingSignatures(newDec) {
    for (const decl of this.#functionCandidates(newDec.partitionKey)) {
      if (!this.#functionSignatureOverlaps(decl, newDec)) continue;
      throw new Error(
        `Function signature '${newDec.signature}' overlaps with existing overload '${decl.signature}'.`
      );
    }
  }
  #normalizeParam(i, aType, param) {
    if (!param) return { type: this.getFunctionType(aType), name: `arg${i}`, description: null };
    const type = param.type || aType;
    if (!type) throw new Error(`params[${i}].type is required`);
    if (aType && type !== aType) throw new Error(`params[${i}].type not equal to signature type`);
    return {
      name: param.name || `arg${i}`,
      type: this.getFunctionType(type),
      description: param.description ?? null
    };
  }
  registerFunctionOverload(s, handler, opts) {
    if (this.#locked) throw new Error("Cannot modify frozen registry");
    if (typeof s === "object") opts = s;
    else if (typeof handler === "object") opts = handler;
    else if (!opts) opts = {};
    const sig = typeof s === "string" ? s : opts.signature ?? void 0;
    const parsed = sig !== void 0 ? this.#parseSignature(sig) : void 0;
    const name = parsed?.name || opts.name;
    const receiverType = parsed?.receiverType || opts.receiverType;
    const argTypes = parsed?.argTypes;
    const returnType = parsed?.returnType || opts.returnType;
    const params = opts.params;
    handler = typeof handler === "function" ? handler : opts.handler;
    let dec;
    try {
      if (!name) throw new Error(`signature or name are required`);
      if (!returnType) throw new Error(`must have a returnType`);
      if (params) {
        if (argTypes && params.length !== argTypes.length) {
          throw new Error(`mismatched length in params and args in signature`);
        }
      } else if (!argTypes) throw new Error(`signature or params are required`);
      dec = new FunctionDeclaration({
        name,
        async: opts?.async,
        receiverType: receiverType ? this.getType(receiverType) : null,
        returnType: this.getType(returnType),
        handler,
        description: opts.description,
        params: (argTypes || params).map(
          (_, i) => this.#normalizeParam(i, argTypes?.[i], params?.[i])
        )
      });
    } catch (e) {
      if (typeof sig === "string") e.message = `Invalid function declaration '${sig}': ${e.message}`;
      else if (name) e.message = `Invalid function declaration '${name}': ${e.message}`;
      else e.message = `Invalid function declaration: ${e.message}`;
      throw e;
    }
    this.#checkOverlappingSignatures(dec);
    this.#pushFunction(dec);
  }
  registerOperatorOverload(string, handler, opts) {
    const unaryParts = string.match(/^([-!])([\w.<>]+)(?::\s*([\w.<>]+))?$/);
    if (unaryParts) {
      const [, op2, operandType, returnType2] = unaryParts;
      return this.unaryOverload(op2, operandType, handler, returnType2, opts?.async);
    }
    const parts = string.match(
      /^([\w.<>]+) ([-+*%/]|==|!=|<|<=|>|>=|in) ([\w.<>]+)(?::\s*([\w.<>]+))?$/
    );
    if (!parts) throw new Error(`Operator overload invalid: ${string}`);
    const [, leftType, op, rightType, returnType] = parts;
    return this.binaryOverload(leftType, op, rightType, handler, returnType);
  }
  unaryOverload(op, typeStr, handler, returnTypeStr, async) {
    if (this.#locked) throw new Error("Cannot modify frozen registry");
    const leftType = this.assertType(typeStr, "type", `${op}${typeStr}`);
    const returnType = this.assertType(
      returnTypeStr || typeStr,
      "return type",
      `${op}${typeStr}: ${returnTypeStr || typeStr}`
    );
    const d = new OperatorDeclaration({ op: `${op}_`, leftType, returnType, handler, async });
    this.#pushOperator(this.#assertOverload(d));
  }
  #hasOverload(d) {
    for (const o of this.operatorCandidates(d.operator)) if (d.equals(o)) return true;
    return false;
  }
  #assertOverload(decl) {
    if (!this.#hasOverload(decl)) return decl;
    throw new Error(`Operator overload already registered: ${decl.signature}`);
  }
  binaryOverload(leftTypeStr, op, rightTypeStr, handler, returnTypeStr, async) {
    if (this.#locked) throw new Error("Cannot modify frozen registry");
    returnTypeStr ??= isRelational.has(op) ? "bool" : leftTypeStr;
    const sig = `${leftTypeStr} ${op} ${rightTypeStr}: ${returnTypeStr}`;
    let leftType = this.assertType(leftTypeStr, "left type", sig);
    let rightType = this.assertType(rightTypeStr, "right type", sig);
    const returnType = this.assertType(returnTypeStr, "return type", sig);
    if (leftType.kind === "dyn" && leftType.valueType) rightType = rightType.wrappedType;
    else if (rightType.kind === "dyn" && rightType.valueType) leftType = leftType.wrappedType;
    if (isRelational.has(op) && returnType.type !== "bool") {
      throw new Error(`Comparison operator '${op}' must return 'bool', got '${returnType.type}'`);
    }
    const dec = new OperatorDeclaration({ op, leftType, rightType, returnType, handler, async });
    if (dec.hasPlaceholderType && !(rightType.hasPlaceholderType && leftType.hasPlaceholderType)) {
      throw new Error(
        `Operator overload with placeholders must use them in both left and right types: ${sig}`
      );
    }
    this.#assertOverload(dec);
    if (op === "==") {
      const declarations = [
        new OperatorDeclaration({
          op: "!=",
          leftType,
          rightType,
          handler(a, b, ast, ev) {
            return !handler(a, b, ast, ev);
          },
          returnType,
          async
        })
      ];
      if (leftType !== rightType) {
        declarations.push(
          new OperatorDeclaration({
            op: "==",
            leftType: rightType,
            rightType: leftType,
            handler(a, b, ast, ev) {
              return handler(b, a, ast, ev);
            },
            returnType,
            async
          }),
          new OperatorDeclaration({
            op: "!=",
            leftType: rightType,
            rightType: leftType,
            handler(a, b, ast, ev) {
              return !handler(b, a, ast, ev);
            },
            returnType,
            async
          })
        );
      }
      for (const decl of declarations) this.#assertOverload(decl);
      for (const decl of declarations) this.#pushOperator(decl);
    }
    this.#pushOperator(dec);
  }
};
var isRelational = /* @__PURE__ */ new Set(["<", "<=", ">", ">=", "==", "!=", "in"]);
function createRegistry(opts) {
  return new Registry(opts);
}
var RootContext = class {
  #vars;
  #contextObj;
  #contextMap;
  #convertCache;
  constructor(registry, context) {
    this.#vars = registry.variables;
    if (context === void 0 || context === null) return;
    if (typeof context !== "object") {
      throw evaluationError("invalid_context", "Context must be an object");
    }
    if (context instanceof Map) this.#contextMap = context;
    else this.#contextObj = context;
  }
  getValue(key2) {
    return this.#convertCache?.get(key2) || (this.#contextObj ? this.#contextObj[key2] : this.#contextMap?.get(key2));
  }
  getVariable(name) {
    return this.#vars.get(name) ?? (this.#vars.dyn && !RESERVED2.has(name) ? new VariableDeclaration(name, dynType) : void 0);
  }
  getCheckedValue(ev, ast) {
    const v = this.getValue(ast.args);
    if (v === void 0) throw ev.createError("unknown_variable", `Unknown variable: ${ast.args}`, ast);
    if (ast.checkedType.matchesValueType(v, ev)) return v;
    const type = ast.checkedType;
    const valueType = ev.debugType(v);
    if (type.kind === "message" && valueType.kind === "map") {
      const c = ev.objectTypes.get(type.name)?.convert?.(v);
      if (c) return (this.#convertCache ??= /* @__PURE__ */ new Map()).set(ast.args, c), c;
    }
    throw ev.createError(
      "variable_type_mismatch",
      `Variable '${ast.args}' is not of type '${type}', got '${valueType}'`,
      ast
    );
  }
  forkWithVariable(iterVar, iterType) {
    return new OverlayContext(this, iterVar, iterType);
  }
};
var OverlayContext = class _OverlayContext {
  #parent;
  accuType;
  accuValue;
  iterValue;
  constructor(parent, iterVar, iterType) {
    this.#parent = parent;
    this.iterVar = iterVar;
    this.iterType = iterType;
  }
  forkWithVariable(iterVar, iterType) {
    return new _OverlayContext(this, iterVar, iterType);
  }
  reuse(parent) {
    if (!this.async) return this.#parent = parent, this;
    const ctx = new _OverlayContext(parent, this.iterVar, this.iterType);
    ctx.accuType = this.accuType;
    return ctx;
  }
  setIterValue(v, ev) {
    if (this.iterType.matchesValueType(v, ev)) return this.iterValue = v, this;
    const type = this.iterType;
    const valueType = ev.debugType(v);
    if (type.kind === "message" && valueType.kind === "map") {
      const c = ev.objectTypes.get(type.name)?.convert?.(v);
      if (c) return this.iterValue = c, this;
    }
    throw ev.createError(
      "variable_type_mismatch",
      `Variable '${this.iterVar}' is not of type '${type}', got '${valueType}'`
    );
  }
  setAccuType(type) {
    return this.accuType = type, this;
  }
  setAccuValue(v) {
    return this.accuValue = v, this;
  }
  getValue(key2) {
    return this.iterVar === key2 ? this.iterValue : this.#parent.getValue(key2);
  }
  getCheckedValue(ev, ast) {
    if (this.iterVar === ast.args) return this.iterValue;
    return this.#parent.getCheckedValue(ev, ast);
  }
  getVariable(name) {
    if (this.iterVar === name) return new VariableDeclaration(name, this.iterType);
    return this.#parent.getVariable(name);
  }
};
function protobufjsFieldToCelType(field2) {
  let fieldType;
  if (field2.map) {
    const keyType = protobufjsTypeToCelType(field2.keyType, field2.resolvedKeyType);
    const valueType = protobufjsTypeToCelType(field2.type, field2.resolvedType);
    fieldType = `map<${keyType}, ${valueType}>`;
  } else {
    fieldType = protobufjsTypeToCelType(field2.type, field2.resolvedType);
  }
  return { type: field2.repeated ? `list<${fieldType}>` : fieldType };
}
function protobufjsTypeToCelType(protoType, resolvedType) {
  switch (protoType) {
    case "string":
      return "string";
    case "bytes":
      return "bytes";
    case "bool":
      return "bool";
    // protobufjs uses JavaScript numbers for all numeric types
    case "double":
    case "float":
    case "int32":
    case "int64":
    case "sint32":
    case "sint64":
    case "sfixed32":
    case "sfixed64":
    case "uint32":
    case "uint64":
    case "fixed32":
    case "fixed64":
      return "double";
    default:
      switch (resolvedType?.constructor.name) {
        case "Type":
          return resolvedType.fullName.slice(1);
        case "Enum":
          return "int";
      }
      if (protoType?.includes(".")) return protoType;
      return "dyn";
  }
}

// node_modules/@marcbachmann/cel-js/lib/operators.js
var dynType2 = celTypes.dyn;
var Base = class {
  dynType = celTypes.dyn;
  optionalType = celTypes.optional;
  stringType = celTypes.string;
  intType = celTypes.int;
  doubleType = celTypes.double;
  boolType = celTypes.bool;
  nullType = celTypes.null;
  listType = celTypes.list;
  mapType = celTypes.map;
  constructor(opts) {
    this.opts = opts.opts;
    this.registry = opts.registry;
    this.objectTypes = this.registry.objectTypes;
    this.objectTypesByConstructor = this.registry.objectTypesByConstructor;
  }
  /**
   * Get a TypeDeclaration instance for a type name
   * @param {string} typeName - The type name (e.g., 'string', 'int', 'dyn')
   * @returns {TypeDeclaration} The type declaration instance
   */
  getType(typeName4) {
    return this.registry.getType(typeName4);
  }
  debugType(v) {
    switch (typeof v) {
      case "string":
        return this.stringType;
      case "bigint":
        return this.intType;
      case "number":
        return this.doubleType;
      case "boolean":
        return this.boolType;
      case "object":
        if (v === null) return this.nullType;
        switch (v.constructor) {
          case void 0:
          case Object:
          case Map:
            return this.mapType;
          case Array:
          case Set:
            return this.listType;
          default:
            return this.objectTypesByConstructor.get(v.constructor)?.type || unsupportedType(this, v.constructor?.name || typeof v);
        }
      default:
        unsupportedType(this, typeof v);
    }
  }
};
function unsupportedType(self, type) {
  throw self.createError("unsupported_type", `Unsupported type: ${type}`);
}
var maybeAsyncArray = (a) => Array.isArray(a) ? a.some((n) => n.maybeAsync) : false;
function maybeAsync(l, r, h) {
  if (r === true || r && (r?.maybeAsync || maybeAsyncArray(r))) return maybeAsyncBoth(h);
  if (l === true || l && (l?.maybeAsync || maybeAsyncArray(l))) return maybeAsyncFirst(h);
  return h;
}
function maybeAsyncBoth(handler) {
  return handler.__asyncBoth ??= function handle(a, b, c, d) {
    if (!(a instanceof Promise || b instanceof Promise)) return handler(a, b, c, d);
    if (!(b instanceof Promise)) return a.then((_a) => handler(_a, b, c, d));
    if (!(a instanceof Promise)) return b.then((_b) => handler(a, _b, c, d));
    return Promise.all([a, b]).then((p) => handler(p[0], p[1], c, d));
  };
}
function maybeAsyncFirst(handler) {
  return handler.__asyncFirst ??= function handle(a, b, c, d) {
    if (a instanceof Promise) return a.then((_a) => handler(_a, b, c, d));
    return handler(a, b, c, d);
  };
}
function checkAccessNode(chk, ast, ctx) {
  ast.right = ast.args[1];
  const leftType = chk.check(ast.left = ast.args[0], ctx);
  if (ast.op === "[]") chk.check(ast.right, ctx);
  ast.handle = maybeAsync(
    ast.left,
    ast.op === "[]" ? ast.right : false,
    leftType !== dynType2 ? fieldAccessStatic : fieldAccess
  );
  if (leftType.kind !== "optional") return chk.checkAccessOnType(ast, ctx, leftType);
  return chk.registry.getOptionalType(chk.checkAccessOnType(ast, ctx, leftType.valueType, true));
}
function checkOptionalAccessNode(chk, ast, ctx) {
  ast.right = ast.args[1];
  const leftType = chk.check(ast.left = ast.args[0], ctx);
  if (ast.op === "[?]") chk.check(ast.right, ctx);
  ast.handle = maybeAsync(ast.left, ast.op === "[?]" ? ast.right : false, oFieldAccess);
  const actualType = leftType.kind === "optional" ? leftType.valueType : leftType;
  return chk.registry.getOptionalType(chk.checkAccessOnType(ast, ctx, actualType, true));
}
var HOMOGENEOUS_PREFIX = {
  heterogeneous_list_element: "List elements must have the same type,",
  heterogeneous_map_key: "Map key uses wrong type,",
  heterogeneous_map_value: "Map value uses wrong type,"
};
function checkElementHomogenous(chk, ctx, expected, el, code) {
  const type = chk.check(el, ctx);
  if (type === expected || expected.isEmpty()) return type;
  if (type.isEmpty()) return expected;
  throw chk.createError(
    code,
    `${HOMOGENEOUS_PREFIX[code]} expected type '${chk.formatType(expected)}' but found '${chk.formatType(type)}'`,
    el
  );
}
function checkElement(chk, ctx, expected, el) {
  return expected.unify(chk.registry, chk.check(el, ctx)) || dynType2;
}
function ternaryConditionError(ev, value, node) {
  const type = ev.debugRuntimeType(value);
  return ev.createError(
    "invalid_condition_type",
    `${node.meta.label || "Ternary condition must be bool"}, got '${type}'`,
    node
  );
}
function handleTernary(c, ev, ast, ctx) {
  if (c === true) return ev.run(ast.left, ctx);
  if (c === false) return ev.run(ast.right, ctx);
  throw ternaryConditionError(ev, c, ast.condition);
}
function logicalOperandError(ev, value, node) {
  const type = ev.debugRuntimeType(value);
  return ev.createError(
    "invalid_logical_operand",
    `Logical operator requires bool operands, got '${type}'`,
    node
  );
}
function logicalValueOrErr(ev, v, node) {
  if (v instanceof Error) return v;
  return logicalOperandError(ev, v, node);
}
function _logicalOp(exp, ev, ast, left, right) {
  if (right === exp) return exp;
  if (right === !exp) {
    if (left === right) return right;
    throw logicalValueOrErr(ev, left, ast.left);
  }
  if (right instanceof Promise) return right.then((r) => _logicalOpAsync(exp, ev, ast, left, r));
  throw logicalOperandError(ev, right, ast.left);
}
function _logicalOpAsync(exp, ev, ast, left, right) {
  if (right === exp) return exp;
  if (typeof right !== "boolean") throw logicalOperandError(ev, right, ast.right);
  if (typeof left !== "boolean") throw logicalValueOrErr(ev, left, ast.left);
  return !exp;
}
function checkLogicalOp(chk, ast, ctx) {
  const leftType = chk.check(ast.left = ast.args[0], ctx);
  const rightType = chk.check(ast.right = ast.args[1], ctx);
  if (!leftType.isDynOrBool()) {
    throw chk.createError(
      "invalid_logical_operand",
      `Logical operator requires bool operands, got '${chk.formatType(leftType)}'`,
      ast
    );
  }
  if (!rightType.isDynOrBool()) {
    throw chk.createError(
      "invalid_logical_operand",
      `Logical operator requires bool operands, got '${chk.formatType(rightType)}'`,
      ast
    );
  }
  return chk.boolType;
}
function checkUnary(chk, ast, ctx) {
  const op = ast.op;
  const right = chk.check(ast.args, ctx);
  ast.candidates = chk.registry.operatorCandidates(op);
  if (right.kind === "dyn") {
    ast.handle = maybeAsync(ast.args, false, handleUnary);
    return ast.candidates.returnType;
  }
  const overload = ast.candidates.findUnaryOverload(right);
  if (!overload) {
    throw chk.createError(
      "no_such_overload",
      `no such overload: ${op[0]}${chk.formatType(right)}`,
      ast
    );
  }
  ast.handle = maybeAsync(ast.args, false, overload.handler);
  return overload.returnType;
}
function handleUnary(left, ast, ev) {
  const leftType = ev.debugRuntimeType(left, ast.args.checkedType);
  const overload = ast.candidates.findUnaryOverload(leftType);
  if (overload) return overload.handler(left);
  throw ev.createError("no_such_overload", `no such overload: ${ast.op[0]}${leftType}`, ast);
}
function evaluateUnary(ev, ast, ctx) {
  return ast.handle(ev.run(ast.args, ctx), ast, ev);
}
function checkBinary(chk, ast, ctx) {
  const op = ast.op;
  const left = chk.check(ast.left = ast.args[0], ctx);
  const right = chk.check(ast.right = ast.args[1], ctx);
  ast.candidates = chk.registry.operatorCandidates(op);
  const overload = left.hasDynType || right.hasDynType ? void 0 : ast.candidates.findBinaryOverload(left, right);
  ast.handle = maybeAsync(ast.left, ast.right, overload?.handler || handleBinary);
  if (overload) return overload.returnType;
  const type = ast.candidates.checkBinaryOverload(left, right);
  if (!left.hasDynType) ast.leftStaticType = left;
  if (!right.hasDynType) ast.rightStaticType = right;
  if (type) return type;
  throw chk.createError(
    "no_such_overload",
    `no such overload: ${chk.formatType(left)} ${op} ${chk.formatType(right)}`,
    ast
  );
}
function evaluateBinary(ev, ast, ctx) {
  return ast.handle(ev.run(ast.left, ctx), ev.run(ast.right, ctx), ast, ev);
}
function evaluateBinaryFirst(ev, ast, ctx) {
  return ast.handle(ev.run(ast.left, ctx), ast.right, ast, ev);
}
function handleBinary(left, right, ast, ev) {
  const leftType = ast.leftStaticType || ev.debugTypeDeep(left).wrappedType;
  const rightType = ast.rightStaticType || ev.debugTypeDeep(right).wrappedType;
  const overload = ast.candidates.findBinaryOverload(leftType, rightType);
  if (overload) return overload.handler(left, right, ast, ev);
  throw ev.createError(
    "no_such_overload",
    `no such overload: ${leftType} ${ast.op} ${rightType}`,
    ast
  );
}
function callFunctionHandler(handler, ev, args, ast) {
  try {
    const result = handler.apply(ev, args);
    if (result instanceof Promise) {
      return result.catch((error) => {
        throw attachErrorAst(error, ast);
      });
    }
    return result;
  } catch (error) {
    throw attachErrorAst(error, ast);
  }
}
function callFn(args, ast, ev) {
  const argAst = ast.args[1];
  const types = ast.argTypes;
  let i = argAst.length;
  while (i--) types[i] = ev.debugRuntimeType(args[i], argAst[i].checkedType);
  const decl = ast.candidates.findFunction(types);
  if (decl) return callFunctionHandler(decl.handler, ev, args, ast);
  throw ev.createError(
    "no_matching_overload",
    `found no matching overload for '${ast.args[0]}(${types.map((t) => t.unwrappedType).join(", ")})'`,
    ast
  );
}
function callRecFn(args, ev, ast) {
  const [, receiverAst, argAst] = ast.args;
  const types = ast.argTypes;
  for (let i = 0; i < types.length; i++)
    types[i] = ev.debugRuntimeType(args[i + 1], argAst[i].checkedType);
  const receiverType = ev.debugRuntimeType(args[0], receiverAst.checkedType);
  const decl = ast.candidates.findFunction(types, receiverType);
  if (decl) return callFunctionHandler(decl.handler, ev, args, ast);
  throw ev.createError(
    "no_matching_overload",
    `found no matching overload for '${receiverType.type}.${ast.args[0]}(${types.map((t) => t.unwrappedType).join(", ")})'`,
    ast
  );
}
function resolveAstArray(ev, astArray, ctx, i = astArray.length) {
  if (i === 0) return [];
  let async;
  const results = new Array(i);
  while (i--) if ((results[i] = ev.run(astArray[i], ctx)) instanceof Promise) async ??= true;
  return async ? Promise.all(results) : results;
}
function safeFromEntries(entries) {
  const obj = {};
  for (let i = 0; i < entries.length; i++) {
    const [k, v] = entries[i];
    if (k === "__proto__" || k === "constructor" || k === "prototype") continue;
    obj[k] = v;
  }
  return obj;
}
function comprehensionElementType(chk, iterable, ctx) {
  const iterType = chk.check(iterable, ctx);
  if (iterType.kind === "dyn") return iterType;
  if (iterType.kind === "list") return iterType.valueType;
  if (iterType.kind === "map") return iterType.keyType;
  throw chk.createError(
    "invalid_comprehension_range",
    `Expression of type '${chk.formatType(
      iterType
    )}' cannot be range of a comprehension (must be list, map, or dynamic).`,
    iterable
  );
}
function toIterable(ev, args, coll) {
  if (coll instanceof Set) return [...coll];
  if (coll instanceof Map) return [...coll.keys()];
  if (coll && typeof coll === "object") return objKeys(coll);
  throw ev.createError(
    "invalid_comprehension_range",
    `Expression of type '${ev.debugType(
      coll
    )}' cannot be range of a comprehension (must be list, map, or dynamic).`,
    args.iterable
  );
}
function runQualifier(items, args, ev, ctx) {
  if (!isArray(items)) items = toIterable(ev, args, items);
  const accu = ev.run(args.init, ctx = args.iterCtx.reuse(ctx));
  ctx.accuValue = accu;
  if (ctx === args.iterCtx) return iterateQuantifier(ev, ctx, args, items, accu, 0);
  return continueQuantifier(ev, ctx, args, items, accu, 0);
}
function runComprehension(items, args, ev, ctx) {
  if (!isArray(items)) items = toIterable(ev, args, items);
  const accu = ev.run(args.init, ctx = args.iterCtx.reuse(ctx));
  ctx.accuValue = accu;
  if (ctx === args.iterCtx) return iterateLoop(ev, ctx, args, items, accu, 0);
  return continueLoop(ev, ctx, args, items, accu, 0);
}
function iterateLoop(ev, ctx, args, items, accu, i) {
  const condition2 = args.condition;
  const step2 = args.step;
  const len = items.length;
  while (i < len) {
    if (condition2 && !condition2(accu)) break;
    accu = ev.run(step2, ctx.setIterValue(items[i++], ev));
    if (accu instanceof Promise) return continueLoop(ev, ctx, args, items, accu, i);
  }
  return args.result(accu);
}
async function continueLoop(ev, ctx, args, items, accu, i) {
  if (ctx === args.iterCtx) ctx.async = true;
  const condition2 = args.condition;
  const step2 = args.step;
  const len = items.length;
  accu = await accu;
  while (i < len) {
    if (condition2 && !condition2(accu)) return args.result(accu);
    accu = ev.run(step2, ctx.setIterValue(items[i++], ev));
    if (accu instanceof Promise) accu = await accu;
  }
  return args.result(accu);
}
function iterateQuantifier(ev, ctx, args, items, accu, i, error, stp) {
  const condition2 = args.condition;
  const step2 = args.step;
  const len = items.length;
  while (i < len) {
    if (!condition2(accu)) return args.result(accu);
    stp = ev.tryEval(step2, ctx.setIterValue(items[i++], ev));
    if (stp instanceof Promise) return continueQuantifier(ev, ctx, args, items, accu, i, error, stp);
    if (stp instanceof Error && (error ??= stp)) continue;
    accu = stp;
  }
  if (error && condition2(accu)) throw error;
  return args.result(accu);
}
async function continueQuantifier(ev, ctx, args, items, accu, i, error, stp) {
  if (ctx === args.iterCtx) ctx.async = true;
  const condition2 = args.condition;
  const step2 = args.step;
  const len = items.length;
  stp = await stp;
  if (stp instanceof Error) error ??= stp;
  else accu = stp;
  while (i < len) {
    if (!condition2(accu)) return args.result(accu);
    stp = ev.tryEval(step2, ctx.setIterValue(items[i++], ev));
    if (stp instanceof Promise) stp = await stp;
    if (stp instanceof Error && (error ??= stp)) continue;
    accu = stp;
  }
  if (error && condition2(accu)) throw error;
  return args.result(accu);
}
function oFieldAccess(left, right, ast, ev) {
  return ev.optionalType.field(left, right, ast, ev);
}
function fieldAccessStatic(left, right, ast, ev) {
  return ast.left.checkedType.field(left, right, ast, ev);
}
var empty = /* @__PURE__ */ Object.create(null);
function fieldAccess(left, right, ast, ev) {
  switch (left?.constructor) {
    case void 0:
    case Object: {
      const v = hasOwn(left || empty, right) ? left[right] : void 0;
      if (v !== void 0) return ev.debugType(v), v;
      break;
    }
    case Map: {
      const v = left.get(right);
      if (v !== void 0) return ev.debugType(v), v;
      break;
    }
    case Array:
    case Set:
      return ev.listType.field(left, right, ast, ev);
    default:
      const t = ev.objectTypesByConstructor.get(left.constructor);
      if (t) return t.type.field(left, right, ast, ev);
      else if (typeof left === "object") unsupportedType(ev, left.constructor.name);
  }
  throw ev.createError("no_such_key", `No such key: ${right}`, ast);
}
var emptyList = () => [];
var emptyMap = () => ({});
var OPERATORS = {
  value: {
    check(chk, ast) {
      return chk.debugType(ast.args);
    },
    evaluate(_ev, ast) {
      return ast.args;
    }
  },
  id: {
    check(chk, ast, ctx) {
      const variable = ctx.getVariable(ast.args);
      if (!variable) throw chk.createError("unknown_variable", `Unknown variable: ${ast.args}`, ast);
      if (variable.constant) {
        const alternate = ast.clone(OPERATORS.value, variable.value);
        ast.setMeta("alternate", alternate);
        return chk.check(alternate, ctx);
      }
      return variable.type;
    },
    evaluate(ev, ast, ctx) {
      return ctx.getCheckedValue(ev, ast);
    }
  },
  ".": {
    alias: "fieldAccess",
    check: checkAccessNode,
    evaluate: evaluateBinaryFirst
  },
  ".?": {
    alias: "optionalFieldAccess",
    check: checkOptionalAccessNode,
    evaluate: evaluateBinaryFirst
  },
  "[]": {
    alias: "bracketAccess",
    check: checkAccessNode,
    evaluate: evaluateBinary
  },
  "[?]": {
    alias: "optionalBracketAccess",
    check: checkOptionalAccessNode,
    evaluate: evaluateBinary
  },
  call: {
    check(chk, ast, ctx) {
      const [functionName, args] = ast.args;
      const candidates = ast.candidates = chk.registry.functionCandidates(
        false,
        functionName,
        args.length
      );
      const argTypes = ast.argTypes = args.map((a) => chk.check(a, ctx));
      const decl = candidates.findFunction(argTypes);
      if (!decl) {
        throw chk.createError(
          "no_matching_overload",
          `found no matching overload for '${functionName}(${chk.formatTypeList(argTypes)})'`,
          ast
        );
      }
      const handle = argTypes.some((t) => t.hasDynType) ? callFn : decl.handler.__handle ??= (l, _ast, e) => callFunctionHandler(decl.handler, e, l, _ast);
      ast.handle = maybeAsync(args, false, handle);
      return decl.returnType;
    },
    evaluate(ev, ast, ctx) {
      return ast.handle(resolveAstArray(ev, ast.args[1], ctx), ast, ev);
    }
  },
  rcall: {
    check(chk, ast, ctx) {
      const [methodName, receiver, args] = ast.args;
      const receiverType = chk.check(receiver, ctx);
      const candidates = ast.candidates = chk.registry.functionCandidates(
        true,
        methodName,
        args.length
      );
      const argTypes = ast.argTypes = args.map((a) => chk.check(a, ctx));
      ast.receiverWithArgs = [receiver, ...args];
      ast.handle = maybeAsync(ast.receiverWithArgs, false, callRecFn);
      if (receiverType.kind === "dyn" && candidates.returnType) return candidates.returnType;
      const decl = candidates.findFunction(argTypes, receiverType);
      if (!decl) {
        throw chk.createError(
          "no_matching_overload",
          `found no matching overload for '${receiverType.type}.${methodName}(${chk.formatTypeList(
            argTypes
          )})'`,
          ast
        );
      }
      if (!receiverType.hasPlaceholderType && !argTypes.some((t) => t.hasDynType)) {
        const fn = decl.handler;
        const handle = fn.__handle ??= (a, ev, _ast) => callFunctionHandler(fn, ev, a, _ast);
        ast.handle = maybeAsync(ast.receiverWithArgs, false, handle);
      }
      return decl.returnType;
    },
    evaluate(ev, ast, ctx) {
      return ast.handle(resolveAstArray(ev, ast.receiverWithArgs, ctx), ev, ast);
    }
  },
  list: {
    check(chk, ast, ctx) {
      const arr = ast.args;
      const arrLen = arr.length;
      if (arrLen === 0) return ast.setMeta("evaluate", emptyList) && chk.getType("list<T>");
      let valueType = chk.check(arr[0], ctx);
      const check8 = chk.opts.homogeneousAggregateLiterals ? checkElementHomogenous : checkElement;
      for (let i = 1; i < arrLen; i++)
        valueType = check8(chk, ctx, valueType, arr[i], "heterogeneous_list_element");
      return chk.registry.getListType(valueType);
    },
    evaluate(ev, ast, ctx) {
      return resolveAstArray(ev, ast.args, ctx);
    }
  },
  map: {
    check(chk, ast, ctx) {
      const arr = ast.args;
      const arrLen = arr.length;
      if (arrLen === 0) return ast.setMeta("evaluate", emptyMap) && chk.getType("map<K, V>");
      const check8 = chk.opts.homogeneousAggregateLiterals ? checkElementHomogenous : checkElement;
      let keyType = chk.check(arr[0][0], ctx);
      let valueType = chk.check(arr[0][1], ctx);
      for (let i = 1; i < arrLen; i++) {
        const e = arr[i];
        keyType = check8(chk, ctx, keyType, e[0], "heterogeneous_map_key");
        valueType = check8(chk, ctx, valueType, e[1], "heterogeneous_map_value");
      }
      return chk.registry.getMapType(keyType, valueType);
    },
    evaluate(ev, ast, ctx) {
      const astEntries = ast.args;
      const len = astEntries.length;
      const results = new Array(len);
      let async;
      for (let i = 0; i < len; i++) {
        const e = astEntries[i];
        const k = ev.run(e[0], ctx);
        const v = ev.run(e[1], ctx);
        if (k instanceof Promise || v instanceof Promise) {
          results[i] = Promise.all([k, v]);
          async ??= true;
        } else {
          results[i] = [k, v];
        }
      }
      if (async) return Promise.all(results).then(safeFromEntries);
      return safeFromEntries(results);
    }
  },
  comprehension: {
    check(chk, ast, ctx) {
      const args = ast.args;
      args.iterCtx = ctx.forkWithVariable(args.iterVarName, comprehensionElementType(chk, args.iterable, ctx)).setAccuType(chk.check(args.init, ctx));
      const stepType = chk.check(args.step, args.iterCtx);
      const handler = args.errorsAreFatal ? runComprehension : runQualifier;
      ast.handle = maybeAsync(args.iterable, false, handler);
      if (args.kind === "quantifier") return chk.boolType;
      return stepType;
    },
    evaluate(ev, ast, ctx) {
      return ast.handle(ev.run(ast.args.iterable, ctx), ast.args, ev, ctx);
    }
  },
  accuValue: {
    check(_chk, _ast, ctx) {
      return ctx.accuType;
    },
    evaluate(_ev, _ast, ctx) {
      return ctx.accuValue;
    }
  },
  accuInc: {
    check(_chk, _ast, ctx) {
      return ctx.accuType;
    },
    evaluate(_ev, _ast, ctx) {
      return ctx.accuValue += 1;
    }
  },
  accuPush: {
    check(chk, ast, ctx) {
      const listType3 = ctx.accuType;
      const itemType = chk.check(ast.args, ctx);
      if (!ast.args.maybeAsync) ast.setMeta("evaluate", OPERATORS.accuPush.evaluateSync);
      if (listType3.kind === "list" && listType3.valueType.kind !== "param") return listType3;
      return chk.registry.getListType(itemType);
    },
    evaluateSync(ev, ast, ctx) {
      return ctx.accuValue.push(ev.run(ast.args, ctx)), ctx.accuValue;
    },
    evaluate(ev, ast, ctx) {
      const arr = ctx.accuValue;
      const el = ev.run(ast.args, ctx);
      if (el instanceof Promise) return el.then((_e) => arr.push(_e) && arr);
      arr.push(el);
      return arr;
    }
  },
  "?:": {
    alias: "ternary",
    check(chk, ast, ctx) {
      const condast = ast.condition = ast.args[0];
      const leftast = ast.left = ast.args[1];
      const rightast = ast.right = ast.args[2];
      const condType = chk.check(condast, ctx);
      if (!condType.isDynOrBool()) {
        throw chk.createError(
          "invalid_condition_type",
          `${condast.meta.label || "Ternary condition must be bool"}, got '${chk.formatType(condType)}'`,
          condast
        );
      }
      const leftType = chk.check(leftast, ctx);
      const rightType = chk.check(rightast, ctx);
      const unified = leftType.unify(chk.registry, rightType);
      ast.handle = maybeAsync(condast, false, handleTernary);
      if (unified) return unified;
      throw chk.createError(
        "incompatible_ternary_branches",
        `Ternary branches must have the same type, got '${chk.formatType(
          leftType
        )}' and '${chk.formatType(rightType)}'`,
        ast
      );
    },
    evaluate(ev, ast, ctx) {
      return ast.handle(ev.run(ast.condition, ctx), ev, ast, ctx);
    }
  },
  "||": {
    check: checkLogicalOp,
    evaluate(ev, ast, ctx) {
      const l = ev.tryEval(ast.left, ctx);
      if (l === true) return true;
      if (l === false) {
        const right = ev.run(ast.right, ctx);
        if (typeof right === "boolean") return right;
        return _logicalOp(true, ev, ast, l, right);
      }
      if (l instanceof Promise)
        return l.then(
          (_l) => _l === true ? _l : _logicalOp(true, ev, ast, _l, ev.run(ast.right, ctx))
        );
      return _logicalOp(true, ev, ast, l, ev.run(ast.right, ctx));
    }
  },
  "&&": {
    check: checkLogicalOp,
    evaluate(ev, ast, ctx) {
      const l = ev.tryEval(ast.left, ctx);
      if (l === false) return false;
      if (l === true) {
        const right = ev.run(ast.right, ctx);
        if (typeof right === "boolean") return right;
        return _logicalOp(false, ev, ast, l, right);
      }
      if (l instanceof Promise)
        return l.then(
          (_l) => _l === false ? _l : _logicalOp(false, ev, ast, _l, ev.run(ast.right, ctx))
        );
      return _logicalOp(false, ev, ast, l, ev.run(ast.right, ctx));
    }
  },
  "!_": { alias: "unaryNot", check: checkUnary, evaluate: evaluateUnary },
  "-_": { alias: "unaryMinus", check: checkUnary, evaluate: evaluateUnary }
};
var binaryOperators = ["!=", "==", "in", "+", "-", "*", "/", "%", "<", "<=", ">", ">="];
for (const op of binaryOperators) OPERATORS[op] = { check: checkBinary, evaluate: evaluateBinary };
for (const op of objKeys(OPERATORS)) {
  const obj = OPERATORS[op];
  obj.name = op;
  if (obj.alias) OPERATORS[obj.alias] = obj;
}

// node_modules/@marcbachmann/cel-js/lib/macros.js
var identity = (x) => x;
function assertIdentifier(node, message) {
  if (node.op === "id") return node.args;
  throw parseError("invalid_macro_argument", message, node);
}
function createMapExpander(hasFilter) {
  const functionDesc = hasFilter ? "map(var, filter, transform)" : "map(var, transform)";
  const invalidMsg = `${functionDesc} invalid predicate iteration variable`;
  const label = `${functionDesc} filter predicate must return bool`;
  return ({ args, receiver, ast: callAst }) => {
    const [iterVar, predicate, transform] = hasFilter ? args : [args[0], null, args[1]];
    let step2 = transform.clone(OPERATORS.accuPush, transform);
    if (predicate) {
      const accuValue = predicate.clone(OPERATORS.accuValue);
      step2 = predicate.clone(OPERATORS.ternary, [predicate.setMeta("label", label), step2, accuValue]);
    }
    return {
      callAst: callAst.clone(OPERATORS.comprehension, {
        errorsAreFatal: true,
        iterable: receiver,
        iterVarName: assertIdentifier(iterVar, invalidMsg),
        init: callAst.clone(OPERATORS.list, []),
        step: step2,
        result: identity
      })
    };
  };
}
function createFilterExpander() {
  const functionDesc = "filter(var, predicate)";
  const invalidMsg = `${functionDesc} invalid predicate iteration variable`;
  const label = `${functionDesc} predicate must return bool`;
  return ({ args, receiver, ast: callAst }) => {
    const iterVarName = assertIdentifier(args[0], invalidMsg);
    const accuValue = callAst.clone(OPERATORS.accuValue);
    const predicate = args[1].setMeta("label", label);
    const appendItem = callAst.clone(OPERATORS.accuPush, callAst.clone(OPERATORS.id, iterVarName));
    const step2 = predicate.clone(OPERATORS.ternary, [predicate, appendItem, accuValue]);
    return {
      callAst: callAst.clone(OPERATORS.comprehension, {
        errorsAreFatal: true,
        iterable: receiver,
        iterVarName,
        init: callAst.clone(OPERATORS.list, []),
        step: step2,
        result: identity
      })
    };
  };
}
function createQuantifierExpander(opts) {
  const invalidMsg = `${opts.name}(var, predicate) invalid predicate iteration variable`;
  const label = `${opts.name}(var, predicate) predicate must return bool`;
  return ({ args, receiver, ast: callAst }) => {
    const predicate = args[1].setMeta("label", label);
    const transform = opts.transform({ args, ast: callAst, predicate, opts });
    return {
      callAst: callAst.clone(OPERATORS.comprehension, {
        kind: "quantifier",
        errorsAreFatal: opts.errorsAreFatal || false,
        iterable: receiver,
        iterVarName: assertIdentifier(args[0], invalidMsg),
        init: transform.init,
        condition: transform.condition,
        step: transform.step,
        result: transform.result || identity
      })
    };
  };
}
function createHasExpander() {
  const invalidHasArgument = "has() invalid argument";
  function evaluate2(ev, macro, ctx) {
    const nodes = macro.macroHasProps;
    let i = nodes.length;
    let obj = ev.run(nodes[--i], ctx);
    let inOptionalContext;
    while (i--) {
      const node = nodes[i];
      if (node.op === ".?") inOptionalContext ??= true;
      obj = ev.debugType(obj).fieldLazy(obj, node.args[1], node, ev);
      if (obj !== void 0) continue;
      if (!(!inOptionalContext && i && node.op === ".")) break;
      throw evaluationError("no_such_key", `No such key: ${node.args[1]}`, node);
    }
    return obj !== void 0;
  }
  function typeCheck(checker, macro, ctx) {
    let node = macro.args[0];
    if (node.op !== ".") throw checker.createError("invalid_macro_argument", invalidHasArgument, node);
    if (!macro.macroHasProps) {
      const props = [];
      while (node.op === "." || node.op === ".?") node = props.push(node) && node.args[0];
      if (node.op !== "id") throw checker.createError("invalid_macro_argument", invalidHasArgument, node);
      checker.check(node, ctx);
      props.push(node);
      macro.macroHasProps = props;
    }
    return checker.getType("bool");
  }
  return function({ args }) {
    return { args, evaluate: evaluate2, typeCheck, async: false };
  };
}
function registerMacros(registry) {
  const functionOverload = (sig, handler) => registry.registerFunctionOverload(sig, handler);
  functionOverload("has(ast): bool", createHasExpander());
  functionOverload(
    "list.all(ast, ast): bool",
    createQuantifierExpander({
      name: "all",
      transform({ ast: callAst, predicate, opts }) {
        return {
          init: callAst.clone(OPERATORS.value, true),
          condition: identity,
          step: predicate.clone(OPERATORS.ternary, [
            predicate,
            predicate.clone(OPERATORS.value, true),
            predicate.clone(OPERATORS.value, false)
          ])
        };
      }
    })
  );
  functionOverload(
    "list.exists(ast, ast): bool",
    createQuantifierExpander({
      name: "exists",
      condition(accu) {
        return !accu;
      },
      transform({ ast: callAst, predicate, opts }) {
        return {
          init: callAst.clone(OPERATORS.value, false),
          condition: opts.condition,
          step: predicate.clone(OPERATORS.ternary, [
            predicate,
            predicate.clone(OPERATORS.value, true),
            predicate.clone(OPERATORS.value, false)
          ])
        };
      }
    })
  );
  functionOverload(
    "list.exists_one(ast, ast): bool",
    createQuantifierExpander({
      name: "exists_one",
      errorsAreFatal: true,
      result(accu) {
        return accu === 1;
      },
      transform({ ast: callAst, predicate, opts }) {
        const accuValue = callAst.clone(OPERATORS.accuValue);
        return {
          init: callAst.clone(OPERATORS.value, 0),
          step: predicate.clone(OPERATORS.ternary, [predicate, callAst.clone(OPERATORS.accuInc), accuValue]),
          result: opts.result
        };
      }
    })
  );
  functionOverload("list.map(ast, ast): list<dyn>", createMapExpander(false));
  functionOverload("list.map(ast, ast, ast): list<dyn>", createMapExpander(true));
  functionOverload("list.filter(ast, ast): list<dyn>", createFilterExpander());
  class CelNamespace {
  }
  const celNamespace = new CelNamespace();
  registry.registerType("CelNamespace", CelNamespace);
  registry.registerConstant("cel", "CelNamespace", celNamespace);
  function bindTypeCheck(checker, m, ctx) {
    m.bindCtx = ctx.forkWithVariable(m.var, checker.check(m.val, ctx));
    const type = checker.check(m.exp, m.bindCtx);
    if (m.val.maybeAsync || m.exp.maybeAsync) return type;
    m.ast.setMeta("async", false);
    m.evaluate = bindEvaluateSync;
    return type;
  }
  function bindOptionalEvaluate(ev, exp, bindCtx, ctx, boundValue) {
    const res = ev.run(exp, ctx = bindCtx.reuse(ctx).setIterValue(boundValue, ev));
    if (res instanceof Promise && ctx === bindCtx) ctx.async = true;
    return res;
  }
  function bindEvaluate(ev, { val, exp, bindCtx }, ctx) {
    const v = ev.run(val, ctx);
    if (v instanceof Promise) return v.then((_v) => bindOptionalEvaluate(ev, exp, bindCtx, ctx, _v));
    return bindOptionalEvaluate(ev, exp, bindCtx, ctx, v);
  }
  function bindEvaluateSync(ev, { val, exp, bindCtx }, ctx) {
    return ev.run(exp, bindCtx.reuse(ctx).setIterValue(ev.run(val, ctx), ev));
  }
  functionOverload("CelNamespace.bind(ast, dyn, ast): dyn", ({ ast, args }) => {
    return {
      ast,
      var: assertIdentifier(args[0], "invalid variable argument"),
      val: args[1],
      exp: args[2],
      bindCtx: void 0,
      typeCheck: bindTypeCheck,
      evaluate: bindEvaluate
    };
  });
}

// node_modules/@marcbachmann/cel-js/lib/overloads.js
function registerOverloads(registry) {
  const unaryOverload = (op, t, h, ret) => registry.unaryOverload(op, t, h, ret, false);
  const binaryOverload = (l, op, r, h, ret) => registry.binaryOverload(l, op, r, h, ret, false);
  function verifyInteger(v, ast) {
    if (v <= MAX_INT && v >= MIN_INT) return v;
    throw evaluationError("numeric_overflow", `integer overflow: ${v}`, ast);
  }
  function throwDivisionByZero(ast) {
    throw evaluationError("division_by_zero", "division by zero", ast);
  }
  function throwModuloByZero(ast) {
    throw evaluationError("modulo_by_zero", "modulo by zero", ast);
  }
  unaryOverload("!", "bool", (a) => !a);
  unaryOverload("-", "int", (a) => -a);
  binaryOverload("dyn<int>", `==`, `double`, (a, b) => a == b);
  binaryOverload("dyn<int>", `==`, `uint`, (a, b) => a == b.valueOf());
  binaryOverload("int", "*", "int", (a, b, ast) => verifyInteger(a * b, ast));
  binaryOverload("int", "+", "int", (a, b, ast) => verifyInteger(a + b, ast));
  binaryOverload("int", "-", "int", (a, b, ast) => verifyInteger(a - b, ast));
  binaryOverload("int", "/", "int", (a, b, ast) => {
    if (b === MIN_UINT) return throwDivisionByZero(ast);
    return a / b;
  });
  binaryOverload("int", "%", "int", (a, b, ast) => {
    if (b === MIN_UINT) return throwModuloByZero(ast);
    return a % b;
  });
  unaryOverload("-", "double", (a) => -a);
  binaryOverload("double", "*", "double", (a, b) => a * b);
  binaryOverload("double", "+", "double", (a, b) => a + b);
  binaryOverload("double", "-", "double", (a, b) => a - b);
  binaryOverload("double", "/", "double", (a, b) => a / b);
  binaryOverload("string", "+", "string", (a, b) => a + b);
  binaryOverload("list<V>", "+", "list<V>", (a, b) => [...a, ...b]);
  binaryOverload("bytes", "+", "bytes", (a, b) => {
    if (!a.length) return b;
    if (!b.length) return a;
    const result = new Uint8Array(a.length + b.length);
    result.set(a, 0);
    result.set(b, a.length);
    return result;
  });
  const GPD = "google.protobuf.Duration";
  binaryOverload(GPD, "+", GPD, (a, b) => a.addDuration(b));
  binaryOverload(GPD, "-", GPD, (a, b) => a.subtractDuration(b));
  binaryOverload(GPD, "==", GPD, (a, b) => a.seconds === b.seconds && a.nanos === b.nanos);
  const GPT = "google.protobuf.Timestamp";
  binaryOverload(GPT, "==", GPT, (a, b) => a.getTime() === b.getTime());
  binaryOverload(GPT, "-", GPT, (a, b) => Duration.fromMilliseconds(a.getTime() - b.getTime()), GPD);
  binaryOverload(GPT, "-", GPD, (a, b) => b.subtractTimestamp(a));
  binaryOverload(GPT, "+", GPD, (a, b) => b.extendTimestamp(a));
  binaryOverload(GPD, "+", GPT, (a, b) => a.extendTimestamp(b));
  function listIncludes(value, list, ast, ev) {
    if (list instanceof Set && list.has(value)) return true;
    for (const v of list) if (isEqual(value, v, ast, ev)) return true;
    return false;
  }
  function mapIncludes(a, b) {
    if (b instanceof Map) return b.get(a) !== void 0;
    return hasOwn(b, a) ? b[a] !== void 0 : false;
  }
  function listMembership(value, list, ast, ev) {
    return listIncludes(value, list, ast, ev);
  }
  binaryOverload("V", "in", "list<V>", listMembership);
  binaryOverload("K", "in", "map<K, V>", mapIncludes);
  for (const t of ["type", "null", "bool", "string", "int", "double"]) {
    binaryOverload(t, "==", t, (a, b) => a === b);
  }
  binaryOverload("bytes", `==`, "bytes", (a, b) => {
    if (a === b) return true;
    let i = a.length;
    if (i !== b.length) return false;
    while (i--) if (a[i] !== b[i]) return false;
    return true;
  });
  binaryOverload("list<V>", `==`, "list<V>", (a, b, ast, ev) => {
    if (a === b) return true;
    if (isArray(a) && isArray(b)) {
      const length = a.length;
      if (length !== b.length) return false;
      for (let i = 0; i < length; i++) {
        if (!isEqual(a[i], b[i], ast, ev)) return false;
      }
      return true;
    }
    if (a instanceof Set && b instanceof Set) {
      if (a.size !== b.size) return false;
      for (const value of a) if (!b.has(value)) return false;
      return true;
    }
    const arr = a instanceof Set ? b : a;
    const set = a instanceof Set ? a : b;
    if (!isArray(arr)) return false;
    if (arr.length !== set?.size) return false;
    for (let i = 0; i < arr.length; i++) if (!set.has(arr[i])) return false;
    return true;
  });
  binaryOverload("map<K, V>", `==`, "map<K, V>", (a, b, ast, ev) => {
    if (a === b) return true;
    if (a instanceof Map && b instanceof Map) {
      if (a.size !== b.size) return false;
      for (const [key2, value] of a)
        if (!(b.has(key2) && isEqual(value, b.get(key2), ast, ev))) return false;
      return true;
    }
    if (a instanceof Map || b instanceof Map) {
      const obj = a instanceof Map ? b : a;
      const map = a instanceof Map ? a : b;
      const keysObj = objKeys(obj);
      if (map.size !== keysObj.length) return false;
      for (const [key2, value] of map) {
        if (!(key2 in obj && isEqual(value, obj[key2], ast, ev))) return false;
      }
      return true;
    }
    const keysA = objKeys(a);
    const keysB = objKeys(b);
    if (keysA.length !== keysB.length) return false;
    for (let i = 0; i < keysA.length; i++) {
      const key2 = keysA[i];
      if (!(key2 in b && isEqual(a[key2], b[key2], ast, ev))) return false;
    }
    return true;
  });
  binaryOverload("uint", "==", "uint", (a, b) => a.valueOf() === b.valueOf());
  binaryOverload("dyn<uint>", `==`, `double`, (a, b) => a.valueOf() == b);
  binaryOverload("uint", "+", "uint", (a, b) => new UnsignedInt(a.valueOf() + b.valueOf()));
  binaryOverload("uint", "-", "uint", (a, b) => new UnsignedInt(a.valueOf() - b.valueOf()));
  binaryOverload("uint", "*", "uint", (a, b) => new UnsignedInt(a.valueOf() * b.valueOf()));
  binaryOverload("uint", "/", "uint", (a, b, ast) => {
    if (b.valueOf() === MIN_UINT) return throwDivisionByZero(ast);
    return new UnsignedInt(a.valueOf() / b.valueOf());
  });
  binaryOverload("uint", "%", "uint", (a, b, ast) => {
    if (b.valueOf() === MIN_UINT) return throwModuloByZero(ast);
    return new UnsignedInt(a.valueOf() % b.valueOf());
  });
  for (const [left, right] of [
    ["bool", "bool"],
    ["int", "int"],
    ["uint", "uint"],
    ["double", "double"],
    ["string", "string"],
    ["google.protobuf.Timestamp", "google.protobuf.Timestamp"],
    ["google.protobuf.Duration", "google.protobuf.Duration"],
    ["int", "uint"],
    ["int", "double"],
    ["double", "int"],
    ["double", "uint"],
    ["uint", "int"],
    ["uint", "double"]
  ]) {
    binaryOverload(left, "<", right, (a, b) => a < b);
    binaryOverload(left, "<=", right, (a, b) => a <= b);
    binaryOverload(left, ">", right, (a, b) => a > b);
    binaryOverload(left, ">=", right, (a, b) => a >= b);
  }
}
function isEqual(a, b, ast, ev) {
  if (a === b) return true;
  switch (typeof a) {
    case "undefined":
    case "string":
    case "boolean":
      return false;
    case "bigint":
      if (typeof b === "number") return a == b;
      return false;
    case "number":
      if (typeof b === "bigint") return a == b;
      return false;
    case "object":
      if (typeof b !== "object") return false;
      const leftType = ev.debugType(a);
      const rightType = ev.debugType(b);
      if (leftType !== rightType) return false;
      const overload = ev.registry.findBinaryOverload("==", leftType, rightType);
      if (!overload) return false;
      return overload.handler(a, b, ast, ev);
  }
  throw evaluationError("invalid_comparison_type", `Cannot compare values of type ${typeof a}`, ast);
}

// node_modules/@marcbachmann/cel-js/lib/type-checker.js
var toDynTypeBinding = (/* @__PURE__ */ new Map()).set("A", "dyn").set("T", "dyn").set("K", "dyn").set("V", "dyn");
var TypeChecker = class extends Base {
  constructor(opts, isEvaluating) {
    super(opts);
    this.createError = isEvaluating ? evaluationError : typeError;
  }
  /**
   * Check an expression and return its inferred type
   * @param {Array|any} ast - The AST node to check
   * @returns {Object} The inferred type declaration
   * @throws {TypeError} If type checking fails
   */
  check(ast, ctx) {
    try {
      return ast.checkedType ??= ast.check(this, ast, ctx);
    } catch (error) {
      throw attachErrorAst(error, ast);
    }
  }
  checkAccessOnType(ast, ctx, leftType, allowMissingField = false) {
    if (leftType === this.dynType) return leftType;
    const indexTypeName = (ast.op === "[]" || ast.op === "[?]" ? this.check(ast.args[1], ctx) : this.stringType).type;
    if (leftType.kind === "list") {
      if (indexTypeName === "int" || indexTypeName === "dyn") return leftType.valueType;
      throw this.createError("invalid_index_type", `List index must be int, got '${indexTypeName}'`, ast);
    }
    if (leftType.kind === "map") return leftType.valueType;
    const customType = this.objectTypes.get(leftType.name);
    if (customType) {
      if (!(indexTypeName === "string" || indexTypeName === "dyn")) {
        throw this.createError(
          "invalid_index_type",
          `Cannot index type '${leftType.name}' with type '${indexTypeName}'`,
          ast
        );
      }
      if (customType.fields) {
        let keyName;
        if (ast.op === "." || ast.op === ".?") keyName = ast.args[1];
        else if (ast.args[1].op === "value") keyName = ast.args[1].args;
        if (typeof keyName === "string") {
          const fieldType = customType.fields[keyName];
          if (fieldType) return fieldType;
          if (allowMissingField) return this.dynType;
          throw this.createError("no_such_key", `No such key: ${keyName}`, ast);
        }
      }
      return this.dynType;
    }
    throw this.createError("cannot_index_type", `Cannot index type '${this.formatType(leftType)}'`, ast);
  }
  formatType(type) {
    if (!type.hasPlaceholderType) return type.name;
    return type.templated(this.registry, toDynTypeBinding).name;
  }
  formatTypeList(types) {
    return types.map((t) => this.formatType(t)).join(", ");
  }
};

// node_modules/@marcbachmann/cel-js/lib/parser.js
var TOKEN = {
  EOF: 0,
  NUMBER: 1,
  STRING: 2,
  BOOLEAN: 3,
  NULL: 4,
  IDENTIFIER: 5,
  PLUS: 6,
  MINUS: 7,
  MULTIPLY: 8,
  DIVIDE: 9,
  MODULO: 10,
  EQ: 11,
  NE: 12,
  LT: 13,
  LE: 14,
  GT: 15,
  GE: 16,
  AND: 17,
  OR: 18,
  NOT: 19,
  IN: 20,
  LPAREN: 21,
  RPAREN: 22,
  LBRACKET: 23,
  RBRACKET: 24,
  LBRACE: 25,
  RBRACE: 26,
  DOT: 27,
  COMMA: 28,
  COLON: 29,
  QUESTION: 30,
  BYTES: 31
};
var OP_FOR_TOKEN = {
  [TOKEN.EQ]: OPERATORS["=="],
  [TOKEN.PLUS]: OPERATORS["+"],
  [TOKEN.MINUS]: OPERATORS["-"],
  [TOKEN.MULTIPLY]: OPERATORS["*"],
  [TOKEN.DIVIDE]: OPERATORS["/"],
  [TOKEN.MODULO]: OPERATORS["%"],
  [TOKEN.LE]: OPERATORS["<="],
  [TOKEN.LT]: OPERATORS["<"],
  [TOKEN.GE]: OPERATORS[">="],
  [TOKEN.GT]: OPERATORS[">"],
  [TOKEN.NE]: OPERATORS["!="],
  [TOKEN.IN]: OPERATORS["in"]
};
var TOKEN_BY_NUMBER = {};
for (const key2 in TOKEN) TOKEN_BY_NUMBER[TOKEN[key2]] = key2;
var HEX_CODES = new Uint8Array(128);
for (const ch of "0123456789abcdefABCDEF") HEX_CODES[ch.charCodeAt(0)] = 1;
var ESCAPE_ERRORS = {
  bytes_unicode_escape: (e) => `\\${e} not allowed in bytes literals`,
  invalid_unicode_escape: (e) => `Invalid Unicode escape: \\${e}`,
  invalid_unicode_surrogate: (e) => `Invalid Unicode surrogate: \\${e}`,
  invalid_hex_escape: (e) => `Invalid hex escape: \\${e}`,
  invalid_octal_escape: () => "Octal escape must be 3 digits",
  octal_escape_out_of_range: (e) => `Octal escape out of range: \\${e}`,
  invalid_escape_sequence: (e) => `Invalid escape sequence: \\${e}`
};
var STRING_ESCAPES = {
  "\\": "\\",
  "?": "?",
  '"': '"',
  "'": "'",
  "`": "`",
  a: "\x07",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	",
  v: "\v"
};
var ASTNode = class _ASTNode {
  #meta;
  #input;
  constructor(input, pos, start, end, op, args) {
    this.#meta = { check: op.check, evaluate: op.evaluate };
    this.#input = input;
    this.op = op.name;
    this.args = args;
    this.pos = pos;
    this.start = start;
    this.end = end;
  }
  clone(op, args) {
    return new _ASTNode(this.#input, this.pos, this.start, this.end, op, args);
  }
  get meta() {
    return this.#meta;
  }
  get input() {
    return this.#input;
  }
  #computeIsAsync() {
    const ast = this.#meta.alternate ?? this;
    switch (ast.op) {
      case "value":
      case "id":
      case "accuValue":
      case "accuInc":
        return false;
      case "accuPush":
        return ast.args.maybeAsync;
      case "!_":
      case "-_":
        if (ast.candidates?.async !== false) return true;
        return ast.args.maybeAsync;
      case "!=":
      case "==":
      case "in":
      case "+":
      case "-":
      case "*":
      case "/":
      case "%":
      case "<":
      case "<=":
      case ">":
      case ">=":
        if (ast.candidates?.async !== false) return true;
        return ast.args.some((a) => a.maybeAsync);
      case "call":
      case "rcall":
        if (ast.candidates?.async !== false) return true;
        return (ast.receiverWithArgs || ast.args[1]).some((a) => a.maybeAsync);
      case "comprehension":
        return ast.args.iterable.maybeAsync || ast.args.step.maybeAsync;
      case ".":
      case ".?":
        return ast.args[0].maybeAsync;
      case "?:":
      case "list":
      case "[]":
      case "[?]":
        return ast.args.some((a) => a.maybeAsync);
      case "||":
      case "&&":
        return ast.args.some((a) => a.maybeAsync);
      case "map":
        return ast.args.some((a) => a[0].maybeAsync || a[1].maybeAsync);
      default:
        return true;
    }
  }
  /**
   * Check whether we can optimize away async calling
   * If no ast members includes a function, we can optimize the call
   * for which we want to return true here.
   * @returns {boolean}
   */
  get maybeAsync() {
    return this.#meta.async ??= this.#computeIsAsync();
  }
  check(chk, ast, ctx) {
    const meta = this.#meta;
    if (meta.alternate) return chk.check(meta.alternate, ctx);
    else if (meta.macro) return meta.macro.typeCheck(chk, meta.macro, ctx);
    return meta.check(chk, ast, ctx);
  }
  evaluate(ev, ast, ctx) {
    const meta = this.#meta;
    if (meta.alternate) this.evaluate = this.#evaluateAlternate;
    else if (meta.macro) this.evaluate = this.#evaluateMacro;
    else this.evaluate = meta.evaluate;
    return this.evaluate(ev, ast, ctx);
  }
  #evaluateAlternate(ev, ast, ctx) {
    return (ast = this.#meta.alternate).evaluate(ev, ast, ctx);
  }
  #evaluateMacro(ev, ast, ctx) {
    return (ast = this.#meta.macro).evaluate(ev, ast, ctx);
  }
  setMeta(key2, value) {
    return this.#meta[key2] = value, this;
  }
  get range() {
    return { start: this.start, end: this.end };
  }
  toOldStructure() {
    const args = Array.isArray(this.args) ? this.args : [this.args];
    return [this.op, ...args.map((a) => a instanceof _ASTNode ? a.toOldStructure() : a)];
  }
};
var Lexer = class {
  input;
  pos;
  length;
  tokenPos;
  tokenType;
  tokenValue;
  reset(input) {
    this.pos = 0;
    this.input = input;
    this.length = input.length;
    return input;
  }
  token(pos, type, value) {
    this.tokenPos = pos;
    this.tokenType = type;
    this.tokenValue = value;
    return this;
  }
  // Read next token
  nextToken() {
    while (true) {
      const { pos, input, length } = this;
      if (pos >= length) return this.token(pos, TOKEN.EOF);
      const ch = input[pos];
      switch (ch) {
        // Whitespaces
        case " ":
        case "	":
        case "\n":
        case "\r":
          this.pos++;
          continue;
        // Operators
        case "=":
          if (input[pos + 1] !== "=") break;
          return this.token((this.pos += 2) - 2, TOKEN.EQ);
        case "&":
          if (input[pos + 1] !== "&") break;
          return this.token((this.pos += 2) - 2, TOKEN.AND);
        case "|":
          if (input[pos + 1] !== "|") break;
          return this.token((this.pos += 2) - 2, TOKEN.OR);
        case "+":
          return this.token(this.pos++, TOKEN.PLUS);
        case "-":
          return this.token(this.pos++, TOKEN.MINUS);
        case "*":
          return this.token(this.pos++, TOKEN.MULTIPLY);
        case "/":
          if (input[pos + 1] === "/") {
            while (this.pos < length && this.input[this.pos] !== "\n") this.pos++;
            continue;
          }
          return this.token(this.pos++, TOKEN.DIVIDE);
        case "%":
          return this.token(this.pos++, TOKEN.MODULO);
        case "<":
          if (input[pos + 1] === "=") return this.token((this.pos += 2) - 2, TOKEN.LE);
          return this.token(this.pos++, TOKEN.LT);
        case ">":
          if (input[pos + 1] === "=") return this.token((this.pos += 2) - 2, TOKEN.GE);
          return this.token(this.pos++, TOKEN.GT);
        case "!":
          if (input[pos + 1] === "=") return this.token((this.pos += 2) - 2, TOKEN.NE);
          return this.token(this.pos++, TOKEN.NOT);
        case "(":
          return this.token(this.pos++, TOKEN.LPAREN);
        case ")":
          return this.token(this.pos++, TOKEN.RPAREN);
        case "[":
          return this.token(this.pos++, TOKEN.LBRACKET);
        case "]":
          return this.token(this.pos++, TOKEN.RBRACKET);
        case "{":
          return this.token(this.pos++, TOKEN.LBRACE);
        case "}":
          return this.token(this.pos++, TOKEN.RBRACE);
        case ".":
          return this.token(this.pos++, TOKEN.DOT);
        case ",":
          return this.token(this.pos++, TOKEN.COMMA);
        case ":":
          return this.token(this.pos++, TOKEN.COLON);
        case "?":
          return this.token(this.pos++, TOKEN.QUESTION);
        case `"`:
        case `'`:
          return this.readString(ch);
        // Check for string prefixes (b, B, r, R followed by quote)
        case "b":
        case "B":
        case "r":
        case "R": {
          const next = input[pos + 1];
          if (next === '"' || next === "'") return ++this.pos && this.readString(next, ch);
          return this.readIdentifier();
        }
        default: {
          const code = ch.charCodeAt(0);
          if (code <= 57 && code >= 48) return this.readNumber();
          if (this._isIdentifierCharCode(code)) return this.readIdentifier();
        }
      }
      throw parseError("unexpected_character", `Unexpected character: ${ch}`, {
        pos,
        start: pos,
        end: pos + 1,
        input
      });
    }
  }
  // Characters: 0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_
  _isIdentifierCharCode(c) {
    if (c < 48 || c > 122) return false;
    return c >= 97 || c >= 65 && c <= 90 || c <= 57 || c === 95;
  }
  _parseAsDouble(start, end) {
    const value = Number(this.input.substring(start, end));
    if (Number.isFinite(value)) return this.token(start, TOKEN.NUMBER, value);
    throw parseError("invalid_number", `Invalid number: ${value}`, {
      pos: start,
      start,
      end,
      input: this.input
    });
  }
  _parseAsBigInt(start, end, isHex, unsigned) {
    const string = this.input.substring(start, end);
    if (unsigned === "u" || unsigned === "U") {
      this.pos++;
      try {
        return this.token(start, TOKEN.NUMBER, new UnsignedInt(string));
      } catch (_err) {
      }
    } else {
      try {
        return this.token(start, TOKEN.NUMBER, BigInt(string));
      } catch (_err) {
      }
    }
    throw parseError(
      isHex ? "invalid_hex_integer" : "invalid_integer",
      isHex ? `Invalid hex integer: ${string}` : `Invalid integer: ${string}`,
      { pos: start, start, end: this.pos, input: this.input }
    );
  }
  _readDigits(input, length, pos, code) {
    while (pos < length && (code = input.charCodeAt(pos)) && !(code > 57 || code < 48)) pos++;
    return pos;
  }
  _readExponent(input, length, pos) {
    let ch = pos < length && input[pos];
    if (ch === "e" || ch === "E") {
      ch = ++pos < length && input[pos];
      if (ch === "-" || ch === "+") pos++;
      const start = pos;
      pos = this._readDigits(input, length, pos);
      if (start === pos)
        throw parseError("invalid_exponent", "Invalid exponent", {
          pos,
          start: pos,
          end: Math.min(pos + 1, input.length),
          input
        });
    }
    return pos;
  }
  readNumber() {
    const { input, length, pos: start } = this;
    let pos = start;
    if (input[pos] === "0" && (input[pos + 1] === "x" || input[pos + 1] === "X")) {
      pos += 2;
      while (pos < length && HEX_CODES[input[pos].charCodeAt(0)]) pos++;
      return this._parseAsBigInt(start, this.pos = pos, true, input[pos]);
    }
    pos = this._readDigits(input, length, pos);
    if (pos + 1 < length) {
      let isDouble = false;
      let afterpos = input[pos] === "." ? this._readDigits(input, length, pos + 1) : pos + 1;
      if (afterpos !== pos + 1) (isDouble = true) && (pos = afterpos);
      afterpos = this._readExponent(input, length, pos);
      if (afterpos !== pos) (isDouble = true) && (pos = afterpos);
      if (isDouble) return this._parseAsDouble(start, this.pos = pos);
    }
    return this._parseAsBigInt(start, this.pos = pos, false, input[pos]);
  }
  readString(del, prefix) {
    const { input: i, pos: s } = this;
    if (i[s + 1] === del && i[s + 2] === del) return this.readTripleQuotedString(del, prefix);
    return this.readSingleQuotedString(del, prefix);
  }
  _closeQuotedString(rawStart, rawValue, prefix, pos) {
    switch (prefix) {
      case "b":
      case "B": {
        const processed = this.processEscapes(rawStart, rawValue, true);
        const bytes = new Uint8Array(processed.length);
        for (let i = 0; i < processed.length; i++) bytes[i] = processed.charCodeAt(i) & 255;
        return this.token(pos - 1, TOKEN.BYTES, bytes);
      }
      case "r":
      case "R": {
        return this.token(pos - 1, TOKEN.STRING, rawValue);
      }
      default: {
        const value = this.processEscapes(rawStart, rawValue, false);
        return this.token(pos, TOKEN.STRING, value);
      }
    }
  }
  readSingleQuotedString(delimiter, prefix) {
    const { input, length, pos: start } = this;
    let ch;
    let pos = this.pos + 1;
    while (pos < length && (ch = input[pos])) {
      switch (ch) {
        case delimiter:
          const rawStart = start + 1;
          const rawValue = input.slice(rawStart, pos);
          this.pos = ++pos;
          return this._closeQuotedString(rawStart, rawValue, prefix, start);
        case "\n":
        case "\r":
          throw parseError("newline_in_string", "Newlines not allowed in single-quoted strings", {
            pos,
            start: pos,
            end: pos + 1,
            input
          });
        case "\\":
          pos++;
      }
      pos++;
    }
    throw parseError("unterminated_string", "Unterminated string", {
      pos: start,
      start,
      end: input.length,
      input
    });
  }
  readTripleQuotedString(delimiter, prefix) {
    const { input, length, pos: start } = this;
    let ch;
    let pos = this.pos + 3;
    while (pos < length && (ch = input[pos])) {
      switch (ch) {
        case delimiter:
          if (input[pos + 1] === delimiter && input[pos + 2] === delimiter) {
            const rawStart = start + 3;
            const rawValue = input.slice(rawStart, pos);
            this.pos = pos + 3;
            return this._closeQuotedString(rawStart, rawValue, prefix, start);
          }
          break;
        case "\\":
          pos++;
      }
      pos++;
    }
    throw parseError("unterminated_triple_quoted_string", "Unterminated triple-quoted string", {
      pos: start,
      start,
      end: input.length,
      input
    });
  }
  #escapeErr(code, offset, len, i, chars, extra) {
    const start = offset + i;
    return parseError(code, ESCAPE_ERRORS[code](extra), {
      input: this.input,
      pos: start,
      start,
      end: Math.min(start + chars, offset + len)
    });
  }
  processEscapes(offset, str2, isBytes) {
    if (!str2.includes("\\")) return str2;
    const len = str2.length;
    let result = "";
    let i = 0;
    while (i < len) {
      if (str2[i] !== "\\" || i + 1 >= len) {
        result += str2[i++];
        continue;
      }
      const next = str2[i + 1];
      if (STRING_ESCAPES[next]) {
        result += STRING_ESCAPES[next];
        i += 2;
      } else if (next === "u" || next === "U") {
        if (isBytes) throw this.#escapeErr("bytes_unicode_escape", offset, len, i, 2, next);
        const hexLen = next === "u" ? 4 : 8;
        const hex = str2.substring(i + 2, i + 2 + hexLen);
        const c = Number.parseInt(hex, 16);
        if (hex.length !== hexLen || !/^[0-9a-fA-F]+$/.test(hex) || c > 1114111)
          throw this.#escapeErr("invalid_unicode_escape", offset, len, i, 2 + hexLen, next + hex);
        if (c >= 55296 && c <= 57343)
          throw this.#escapeErr("invalid_unicode_surrogate", offset, len, i, 2 + hexLen, next + hex);
        result += String.fromCodePoint(c);
        i += 2 + hexLen;
      } else if (next === "x" || next === "X") {
        const h = str2.substring(i + 2, i + 4);
        if (!/^[0-9a-fA-F]{2}$/.test(h))
          throw this.#escapeErr("invalid_hex_escape", offset, len, i, 4, next + h);
        result += String.fromCharCode(Number.parseInt(h, 16));
        i += 4;
      } else if (next >= "0" && next <= "7") {
        const o = str2.substring(i + 1, i + 4);
        if (!/^[0-7]{3}$/.test(o)) throw this.#escapeErr("invalid_octal_escape", offset, len, i, 4);
        const value = Number.parseInt(o, 8);
        if (value > 255) throw this.#escapeErr("octal_escape_out_of_range", offset, len, i, 4, o);
        result += String.fromCharCode(value);
        i += 4;
      } else {
        throw this.#escapeErr("invalid_escape_sequence", offset, len, i, 2, next);
      }
    }
    return result;
  }
  readIdentifier() {
    const { pos, input, length } = this;
    let p = pos;
    while (p < length && this._isIdentifierCharCode(input[p].charCodeAt(0))) p++;
    const value = input.substring(pos, this.pos = p);
    switch (value) {
      case "true":
        return this.token(pos, TOKEN.BOOLEAN, true);
      case "false":
        return this.token(pos, TOKEN.BOOLEAN, false);
      case "null":
        return this.token(pos, TOKEN.NULL, null);
      case "in":
        return this.token(pos, TOKEN.IN);
      default:
        return this.token(pos, TOKEN.IDENTIFIER, value);
    }
  }
};
var globalLexer = new Lexer();
var Parser3 = class {
  lexer = globalLexer;
  input = null;
  maxDepthRemaining = null;
  astNodesRemaining = null;
  type = null;
  pos = null;
  constructor(limits, registry) {
    this.limits = limits;
    this.registry = registry;
  }
  #limitExceeded(limitKey, pos = this.pos) {
    throw parseError("limit_exceeded", `Exceeded ${limitKey} (${this.limits[limitKey]})`, {
      pos,
      start: pos,
      end: pos,
      input: this.input
    });
  }
  #node(start, end, op, args, pos = start) {
    const node = new ASTNode(this.input, pos, start, end, op, args);
    if (!this.astNodesRemaining--) this.#limitExceeded("maxAstNodes", pos);
    return node;
  }
  #infixNode(op, left, right) {
    return this.#node(left.start, right.end, op, [left, right]);
  }
  #ternaryNode(expression, consequent, alternate) {
    return this.#node(expression.start, alternate.end, OPERATORS.ternary, [
      expression,
      consequent,
      alternate
    ]);
  }
  #unaryNode(pos, op, arg) {
    return this.#node(pos, arg.end, op, arg);
  }
  #accessNode(op, left, right, end, pos = left.start) {
    return this.#node(left.start, end, op, [left, right], pos);
  }
  #advanceToken(returnValue = this.pos) {
    const l = this.lexer.nextToken();
    this.pos = l.tokenPos;
    this.type = l.tokenType;
    return returnValue;
  }
  // The value of the current token is accessed less regularly,
  // so we use a getter to reduce assignment overhead
  get value() {
    return this.lexer.tokenValue;
  }
  consume(expectedType) {
    if (this.type === expectedType) return this.#advanceToken();
    throw parseError(
      "expected_token",
      `Expected ${TOKEN_BY_NUMBER[expectedType]}, got ${TOKEN_BY_NUMBER[this.type]}`,
      { pos: this.pos, start: this.pos, end: this.lexer.pos, input: this.input }
    );
  }
  match(type) {
    return this.type === type;
  }
  // Parse entry point
  parse(input) {
    if (typeof input !== "string") {
      throw parseError("expression_must_be_string", "Expression must be a string");
    }
    this.input = this.lexer.reset(input);
    this.#advanceToken();
    this.maxDepthRemaining = this.limits.maxDepth;
    this.astNodesRemaining = this.limits.maxAstNodes;
    const result = this.parseExpression();
    if (this.match(TOKEN.EOF)) return result;
    throw parseError(
      "unexpected_character",
      `Unexpected character: '${this.input[this.lexer.pos - 1]}'`,
      {
        pos: this.pos,
        start: this.pos,
        end: this.lexer.pos,
        input: this.input
      }
    );
  }
  #expandMacro(start, end, op, args) {
    const methodName = args[0];
    const receiver = op === OPERATORS.rcall ? args[1] : null;
    const fnArgs = op === OPERATORS.rcall ? args[2] : args[1];
    const decl = this.registry.findMacro(methodName, !!receiver, fnArgs.length);
    const ast = this.#node(start, end, op, args);
    if (!decl) return ast;
    const macro = decl.handler({ ast, args: fnArgs, receiver, methodName, parser: this });
    if (macro.callAst) return ast.setMeta("alternate", macro.callAst);
    return ast.setMeta("macro", macro).setMeta("async", isAsync(macro.evaluate, macro.async));
  }
  // Expression ::= LogicalOr ('?' Expression ':' Expression)?
  parseExpression() {
    if (!this.maxDepthRemaining--) this.#limitExceeded("maxDepth");
    const expr = this.parseLogicalOr();
    if (!this.match(TOKEN.QUESTION)) return ++this.maxDepthRemaining && expr;
    this.#advanceToken();
    const consequent = this.parseExpression();
    this.consume(TOKEN.COLON);
    const alternate = this.parseExpression();
    this.maxDepthRemaining++;
    return this.#ternaryNode(expr, consequent, alternate);
  }
  // LogicalOr ::= LogicalAnd ('||' LogicalAnd)*
  parseLogicalOr() {
    let expr = this.parseLogicalAnd();
    while (this.match(TOKEN.OR)) {
      this.#advanceToken();
      expr = this.#infixNode(OPERATORS["||"], expr, this.parseLogicalAnd());
    }
    return expr;
  }
  // LogicalAnd ::= Equality ('&&' Equality)*
  parseLogicalAnd() {
    let expr = this.parseEquality();
    while (this.match(TOKEN.AND)) {
      this.#advanceToken();
      expr = this.#infixNode(OPERATORS["&&"], expr, this.parseEquality());
    }
    return expr;
  }
  // Equality ::= Relational (('==' | '!=') Relational)*
  parseEquality() {
    let expr = this.parseRelational();
    while (this.match(TOKEN.EQ) || this.match(TOKEN.NE)) {
      const op = OP_FOR_TOKEN[this.type];
      this.#advanceToken();
      expr = this.#infixNode(op, expr, this.parseRelational());
    }
    return expr;
  }
  // Relational ::= Additive (('<' | '<=' | '>' | '>=' | 'in') Additive)*
  parseRelational() {
    let expr = this.parseAdditive();
    while (this.match(TOKEN.LT) || this.match(TOKEN.LE) || this.match(TOKEN.GT) || this.match(TOKEN.GE) || this.match(TOKEN.IN)) {
      const op = OP_FOR_TOKEN[this.type];
      this.#advanceToken();
      expr = this.#infixNode(op, expr, this.parseAdditive());
    }
    return expr;
  }
  // Additive ::= Multiplicative (('+' | '-') Multiplicative)*
  parseAdditive() {
    let expr = this.parseMultiplicative();
    while (this.match(TOKEN.PLUS) || this.match(TOKEN.MINUS)) {
      const op = OP_FOR_TOKEN[this.type];
      this.#advanceToken();
      expr = this.#infixNode(op, expr, this.parseMultiplicative());
    }
    return expr;
  }
  // Multiplicative ::= Unary (('*' | '/' | '%') Unary)*
  parseMultiplicative() {
    let expr = this.parseUnary();
    while (this.match(TOKEN.MULTIPLY) || this.match(TOKEN.DIVIDE) || this.match(TOKEN.MODULO)) {
      const op = OP_FOR_TOKEN[this.type];
      this.#advanceToken();
      expr = this.#infixNode(op, expr, this.parseUnary());
    }
    return expr;
  }
  // Unary ::= ('!' | '-')* Postfix
  parseUnary() {
    if (this.type === TOKEN.NOT) {
      return this.#unaryNode(this.#advanceToken(), OPERATORS.unaryNot, this.parseUnary());
    }
    if (this.type === TOKEN.MINUS) {
      return this.#unaryNode(this.#advanceToken(), OPERATORS.unaryMinus, this.parseUnary());
    }
    return this.parsePostfix();
  }
  // Postfix ::= Primary (('.' IDENTIFIER ('(' ArgumentList ')')? | '[' Expression ']'))*
  parsePostfix() {
    let expr = this.parsePrimary();
    const depth = this.maxDepthRemaining;
    while (true) {
      if (this.match(TOKEN.DOT)) {
        const dot = this.#advanceToken();
        if (!this.maxDepthRemaining--) this.#limitExceeded("maxDepth", dot);
        const op = this.match(TOKEN.QUESTION) && this.registry.enableOptionalTypes && this.#advanceToken() ? OPERATORS.optionalFieldAccess : OPERATORS.fieldAccess;
        const propertyValue = this.value;
        const start = this.pos;
        const end = this.lexer.pos;
        this.consume(TOKEN.IDENTIFIER);
        if (op === OPERATORS.fieldAccess && this.match(TOKEN.LPAREN) && this.#advanceToken()) {
          const args = this.parseArgumentList();
          const closeEnd = this.lexer.pos;
          this.consume(TOKEN.RPAREN);
          expr = this.#expandMacro(expr.start, closeEnd, OPERATORS.rcall, [propertyValue, expr, args]);
        } else {
          expr = this.#accessNode(op, expr, propertyValue, end, start);
        }
        continue;
      }
      if (this.match(TOKEN.LBRACKET)) {
        const bracket = this.#advanceToken();
        if (!this.maxDepthRemaining--) this.#limitExceeded("maxDepth", bracket);
        const op = this.match(TOKEN.QUESTION) && this.registry.enableOptionalTypes && this.#advanceToken() ? OPERATORS.optionalBracketAccess : OPERATORS.bracketAccess;
        const index = this.parseExpression();
        const closeEnd = this.lexer.pos;
        this.consume(TOKEN.RBRACKET);
        expr = this.#accessNode(op, expr, index, closeEnd);
        continue;
      }
      break;
    }
    this.maxDepthRemaining = depth;
    return expr;
  }
  // Primary ::= NUMBER | STRING | BOOLEAN | NULL | IDENTIFIER | '(' Expression ')' | Array | Object
  parsePrimary() {
    switch (this.type) {
      case TOKEN.NUMBER:
      case TOKEN.STRING:
      case TOKEN.BYTES:
      case TOKEN.BOOLEAN:
      case TOKEN.NULL:
        return this.#consumeLiteral();
      case TOKEN.IDENTIFIER:
        return this.#parseIdentifierPrimary();
      case TOKEN.LPAREN:
        return this.#parseParenthesizedExpression();
      case TOKEN.LBRACKET:
        return this.parseList();
      case TOKEN.LBRACE:
        return this.parseMap();
    }
    throw parseError("unexpected_token", `Unexpected token: ${TOKEN_BY_NUMBER[this.type]}`, {
      pos: this.pos,
      start: this.pos,
      end: this.lexer.pos,
      input: this.input
    });
  }
  #consumeLiteral() {
    return this.#advanceToken(this.#node(this.pos, this.lexer.pos, OPERATORS.value, this.value));
  }
  #parseIdentifierPrimary() {
    const value = this.value;
    const end = this.lexer.pos;
    const start = this.consume(TOKEN.IDENTIFIER);
    if (RESERVED2.has(value)) {
      throw parseError("reserved_identifier", `Reserved identifier: ${value}`, {
        pos: start,
        start,
        end,
        input: this.input
      });
    }
    if (!this.match(TOKEN.LPAREN)) return this.#node(start, end, OPERATORS.id, value);
    this.#advanceToken();
    const args = this.parseArgumentList();
    const closeEnd = this.lexer.pos;
    this.consume(TOKEN.RPAREN);
    return this.#expandMacro(start, closeEnd, OPERATORS.call, [value, args]);
  }
  #parseParenthesizedExpression() {
    this.consume(TOKEN.LPAREN);
    const expr = this.parseExpression();
    this.consume(TOKEN.RPAREN);
    return expr;
  }
  parseList() {
    const start = this.consume(TOKEN.LBRACKET);
    const elements = [];
    let remainingElements = this.limits.maxListElements;
    if (!this.match(TOKEN.RBRACKET)) {
      elements.push(this.parseExpression());
      if (!remainingElements--) this.#limitExceeded("maxListElements", elements.at(-1).pos);
      while (this.match(TOKEN.COMMA)) {
        this.#advanceToken();
        if (this.match(TOKEN.RBRACKET)) break;
        elements.push(this.parseExpression());
        if (!remainingElements--) this.#limitExceeded("maxListElements", elements.at(-1).pos);
      }
    }
    const closeEnd = this.lexer.pos;
    this.consume(TOKEN.RBRACKET);
    return this.#node(start, closeEnd, OPERATORS.list, elements);
  }
  parseMap() {
    const start = this.consume(TOKEN.LBRACE);
    const props = [];
    let remainingEntries = this.limits.maxMapEntries;
    if (!this.match(TOKEN.RBRACE)) {
      props.push(this.parseProperty());
      if (!remainingEntries--) this.#limitExceeded("maxMapEntries", props.at(-1)[0].pos);
      while (this.match(TOKEN.COMMA)) {
        this.#advanceToken();
        if (this.match(TOKEN.RBRACE)) break;
        props.push(this.parseProperty());
        if (!remainingEntries--) this.#limitExceeded("maxMapEntries", props.at(-1)[0].pos);
      }
    }
    const closeEnd = this.lexer.pos;
    this.consume(TOKEN.RBRACE);
    return this.#node(start, closeEnd, OPERATORS.map, props);
  }
  parseProperty() {
    return [this.parseExpression(), (this.consume(TOKEN.COLON), this.parseExpression())];
  }
  parseArgumentList() {
    const args = [];
    let remainingArgs = this.limits.maxCallArguments;
    if (!this.match(TOKEN.RPAREN)) {
      args.push(this.parseExpression());
      if (!remainingArgs--) this.#limitExceeded("maxCallArguments", args.at(-1).pos);
      while (this.match(TOKEN.COMMA)) {
        this.#advanceToken();
        if (this.match(TOKEN.RPAREN)) break;
        args.push(this.parseExpression());
        if (!remainingArgs--) this.#limitExceeded("maxCallArguments", args.at(-1).pos);
      }
    }
    return args;
  }
};

// node_modules/@marcbachmann/cel-js/lib/options.js
var DEFAULT_LIMITS = objFreeze({
  maxAstNodes: 1e5,
  maxDepth: 250,
  maxListElements: 1e3,
  maxMapEntries: 1e3,
  maxCallArguments: 32
});
var LIMIT_KEYS = new Set(objKeys(DEFAULT_LIMITS));
function createLimits(overrides, base = DEFAULT_LIMITS) {
  const keys = overrides ? objKeys(overrides) : void 0;
  if (!keys?.length) return base;
  const merged = { ...base };
  for (const key2 of keys) {
    if (!LIMIT_KEYS.has(key2)) throw new TypeError(`Unknown limits option: ${key2}`);
    const value = overrides[key2];
    if (typeof value !== "number") continue;
    merged[key2] = value;
  }
  return objFreeze(merged);
}
var DEFAULT_OPTIONS = objFreeze({
  unlistedVariablesAreDyn: false,
  homogeneousAggregateLiterals: true,
  enableOptionalTypes: false,
  limits: DEFAULT_LIMITS
});
function bool(a, b, key2) {
  const value = a?.[key2] ?? b?.[key2];
  if (typeof value !== "boolean") throw new TypeError(`Invalid option: ${key2}`);
  return value;
}
function createOptions(opts, base = DEFAULT_OPTIONS) {
  if (!opts) return base;
  return objFreeze({
    unlistedVariablesAreDyn: bool(opts, base, "unlistedVariablesAreDyn"),
    homogeneousAggregateLiterals: bool(opts, base, "homogeneousAggregateLiterals"),
    enableOptionalTypes: bool(opts, base, "enableOptionalTypes"),
    limits: createLimits(opts.limits, base.limits)
  });
}

// node_modules/@marcbachmann/cel-js/lib/evaluator.js
var globalRegistry = createRegistry({ enableOptionalTypes: false });
registerFunctions(globalRegistry);
registerOverloads(globalRegistry);
registerMacros(globalRegistry);
var Environment = class _Environment {
  #registry;
  #evaluator;
  #typeChecker;
  #evalTypeChecker;
  #parser;
  constructor(opts, inherited) {
    this.opts = createOptions(opts, inherited?.opts);
    this.#registry = (inherited instanceof _Environment ? inherited.#registry : globalRegistry).clone(this.opts);
    const childOpts = { registry: this.#registry, opts: this.opts };
    this.#typeChecker = new TypeChecker(childOpts);
    this.#evalTypeChecker = new TypeChecker(childOpts, true);
    this.#evaluator = new Evaluator(childOpts);
    this.#parser = new Parser3(this.opts.limits, this.#registry);
    Object.freeze(this);
  }
  clone(opts) {
    return new _Environment(opts, this);
  }
  registerFunction(signature, handler, opts) {
    this.#registry.registerFunctionOverload(signature, handler, opts);
    return this;
  }
  registerOperator(string, handler, opts) {
    this.#registry.registerOperatorOverload(string, handler, opts);
    return this;
  }
  registerType(typename, constructor) {
    this.#registry.registerType(typename, constructor);
    return this;
  }
  registerVariable(name, type, opts) {
    this.#registry.registerVariable(name, type, opts);
    return this;
  }
  registerConstant(name, type, value) {
    this.#registry.registerConstant(name, type, value);
    return this;
  }
  hasVariable(name) {
    return this.#registry.variables.has(name);
  }
  getDefinitions() {
    return this.#registry.getDefinitions();
  }
  check(expression) {
    try {
      return this.#checkAST(this.#parser.parse(expression));
    } catch (error) {
      return { valid: false, error };
    }
  }
  #checkAST(ast) {
    try {
      const typeDecl = this.#typeChecker.check(ast, new RootContext(this.#registry));
      return { valid: true, type: this.#formatTypeForCheck(typeDecl) };
    } catch (error) {
      return { valid: false, error };
    }
  }
  #formatTypeForCheck(typeDecl) {
    if (typeDecl.name === `list<dyn>`) return "list";
    if (typeDecl.name === `map<dyn, dyn>`) return "map";
    return typeDecl.name;
  }
  parse(expression) {
    const ast = this.#parser.parse(expression);
    const evaluateParsed = this.#evaluateAST.bind(this, ast);
    evaluateParsed.check = this.#checkAST.bind(this, ast);
    evaluateParsed.ast = ast;
    return evaluateParsed;
  }
  evaluate(expression, context) {
    return this.#evaluateAST(this.#parser.parse(expression), context);
  }
  #evaluateAST(ast, ctx) {
    if (ast.checkedType) {
      return ast.evaluate(this.#evaluator, ast, new RootContext(this.#registry, ctx));
    } else {
      this.#evalTypeChecker.check(ast, ctx = new RootContext(this.#registry, ctx));
      return ast.evaluate(this.#evaluator, ast, ctx);
    }
  }
};
var Evaluator = class extends Base {
  constructor(opts) {
    super(opts);
    this.createError = evaluationError;
  }
  #firstMapElement(coll) {
    if (coll instanceof Map) return coll.entries().next().value;
    for (const key2 in coll) return [key2, coll[key2]];
  }
  debugRuntimeType(value, checkedType) {
    return checkedType?.hasDynType === false ? checkedType : this.debugTypeDeep(value);
  }
  debugTypeDeep(value) {
    const runtimeType = this.debugType(value);
    switch (runtimeType.kind) {
      case "list": {
        const first = value instanceof Array ? value[0] : value.values().next().value;
        if (first === void 0) return runtimeType;
        return this.registry.getListType(this.debugTypeDeep(first));
      }
      case "map": {
        const first = this.#firstMapElement(value);
        if (!first) return runtimeType;
        return this.registry.getMapType(
          runtimeType.keyType.hasDynType ? this.debugTypeDeep(first[0]) : runtimeType.keyType,
          runtimeType.valueType.hasDynType ? this.debugTypeDeep(first[1]) : runtimeType.valueType
        );
      }
      default:
        return runtimeType;
    }
  }
  tryEval(ast, ctx) {
    try {
      const res = this.run(ast, ctx);
      if (res instanceof Promise) return res.catch((err) => err);
      return res;
    } catch (err) {
      return err;
    }
  }
  run(ast, ctx) {
    return ast.evaluate(this, ast, ctx);
  }
};
var globalEnvironment = new Environment({
  unlistedVariablesAreDyn: true
});

// src/rules/crd/cel/kubernetes-library.ts
var notEvaluated = () => {
  throw new Error("CEL rules are type-checked, not evaluated");
};
var OPAQUE_TYPES = ["kubernetes.URL", "kubernetes.Quantity", "kubernetes.Semver", "net.IP", "net.CIDR", "kubernetes.NamedFormat"];
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
  limits: { maxAstNodes: 1e6, maxDepth: 250, maxListElements: 1e5, maxMapEntries: 1e5, maxCallArguments: 1e3 }
};
function kubernetesEnvironment() {
  const env = new Environment(ENVIRONMENT_OPTIONS);
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
    const typeKey2 = `${kind === "rule" ? "r" : "m"}${optionalOldSelf ? 1 : 0}${selfType}`;
    let byExpression = this.outcomes.get(typeKey2);
    if (!byExpression) this.outcomes.set(typeKey2, byExpression = /* @__PURE__ */ new Map());
    const known = byExpression.get(expression);
    if (known) return known;
    const names3 = this.variablesFor(selfType, optionalOldSelf);
    const outcome = names3 ? compileExpression(this.env, expression, kind, (ast) => renamed(expression, ast, names3), (name) => this.types.fieldsOf(name), (e) => this.parse(e)) : { kind: "uncertain", usesOldSelf: /\boldSelf\b/.test(expression) };
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
    const key2 = `${selfType}\0${optionalOldSelf}`;
    const known = this.variables.get(key2);
    if (known) return known;
    const n = this.variables.size;
    if (n >= MAX_VARIABLES) return void 0;
    const suffix = `${NAME_CHARS[Math.floor(n / NAME_CHARS.length)]}${NAME_CHARS[n % NAME_CHARS.length]}`;
    const names3 = { self: `_Q${suffix}`, oldSelf: `_Oxyz${suffix}` };
    this.types.registerClosure(this.env, selfType, this.registeredTypes);
    this.env.registerVariable(names3.self, selfType);
    this.env.registerVariable(names3.oldSelf, optionalOldSelf ? `optional<${selfType}>` : selfType);
    this.variables.set(key2, names3);
    return names3;
  }
};
function renamed(expression, ast, names3) {
  const edits = [];
  for (const node of astNodes(ast)) {
    if (node.op === "id" && (node.args === "self" || node.args === "oldSelf")) {
      const text = node.args === "self" ? names3.self : names3.oldSelf;
      if (expression.slice(node.range.start, node.range.end) === node.args) edits.push({ start: node.range.start, end: node.range.end, text });
    }
  }
  edits.sort((a, b) => b.start - a.start);
  let out = expression;
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

// src/rules/crd/cel/evaluate-rule.ts
var OPERATORS2 = /* @__PURE__ */ new Set(["?:", "||", "&&", "!_", "-_", "in", "[]", "[?]", "list", "map", "==", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/", "%", ".", ".?"]);
var CALLS = /* @__PURE__ */ new Set(["size", "has"]);
var MACROS2 = /* @__PURE__ */ new Set(["all", "exists", "exists_one", "map", "filter"]);
var METHODS = /* @__PURE__ */ new Set([...MACROS2, "size", "startsWith", "endsWith", "contains", "hasValue", "value", "orValue", "or"]);
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
      return program(activation.oldSelf === void 0 ? { self: activation.self } : { self: activation.self, oldSelf: activation.oldSelf });
    } catch {
      return void 0;
    }
  }
};
function usesOldSelfUnbound(info, activation) {
  return info?.usesOldSelf === true && activation.oldSelf === void 0;
}
function classify(root) {
  const facts = { usesOldSelf: false, listMacros: false, equalityOrAdd: false, ordering: false, lookup: false, highLiteral: false, nodes: 0, macroDepth: 0 };
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
        } else if (!(typeof args === "boolean" || typeof args === "bigint" || typeof args === "number" || args === null)) return void 0;
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
        if (!OPERATORS2.has(op)) return void 0;
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
var RULE_EVALUATOR = { name: "CEL rule evaluator", create: () => new RuleEvaluator() };

// src/rules/crd/defaults/pattern-cache.ts
var PatternCache2 = class {
  compiled = /* @__PURE__ */ new Map();
  /** Whether `value` matches `pattern` somewhere (go-openapi's pattern check); true when the pattern does not compile. */
  matches(pattern, value) {
    let re = this.compiled.get(pattern);
    if (re === void 0) {
      try {
        re = RE2JS.compile(pattern);
      } catch {
        re = null;
      }
      this.compiled.set(pattern, re);
    }
    return re === null || re.matcher(value).find();
  }
};
var COMPILED_PATTERNS = { name: "compiled RE2 patterns", create: () => new PatternCache2() };

// src/rules/crd/defaults/go-float.ts
function goFloat(f) {
  if (!Number.isFinite(f)) return f > 0 ? "+Inf" : f < 0 ? "-Inf" : "NaN";
  if (f === 0) return Object.is(f, -0) ? "-0" : "0";
  const [mantissa = "", e = "0"] = f.toExponential().split("e");
  const exp = Number(e);
  if (exp < -4 || exp >= 6) return `${mantissa}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  return String(f);
}

// src/rules/crd/defaults/validate-default-cel.ts
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
var RUNTIME_COST_BUDGET = 1e7;
var PER_CALL_LIMIT = 1e6;
var MAX_MESSAGE_BYTES = 5 * 1024;
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
var CEL_UNSAFE_FORMATS = /* @__PURE__ */ new Set(["byte", "date", "date-time", "duration"]);
var INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };
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
    if (!exposed(at.node)) {
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
      if (items) at.value.forEach((v, i) => children.push({ value: v, node: items, path: at.path.index(i), isRoot: items.embeddedResource, old }));
    } else if (isJsonObject(at.value)) {
      const props = at.node.properties;
      const additional = at.node.additionalProperties;
      for (const [k, v] of Object.entries(at.value)) {
        if (at.isRoot && (k === "metadata" || k === "apiVersion" || k === "kind")) {
          state.allTrue = false;
          continue;
        }
        const prop = props.get(k);
        if (prop) children.push({ value: v, node: prop, path: at.path.child(k), isRoot: prop.embeddedResource, old: at.old });
        else if (props.size === 0 && additional instanceof SchemaNode) children.push({ value: v, node: additional, path: at.path.key(k), isRoot: additional.embeddedResource, old: at.old });
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}
function itemsOld(at) {
  if (at.old !== "same" || at.node.listType !== "map") return at.old === "unknown" && at.node.listType === "map" ? "unknown" : "nil";
  const keys = at.node.listMapKeys;
  const seen = /* @__PURE__ */ new Set();
  for (const item of at.value) {
    const k = JSON.stringify(keys.map((key2) => isJsonObject(item) ? item[key2] ?? null : null));
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
    const decided = decide(at, rule, run, ctx, budget, () => converted === null ? converted = convert(at.value, at.node) : converted);
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
  if (!converted || hazard(converted, info)) return "uncertain";
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
  if (!info || hazard(converted, info)) return void 0;
  const cost = costBound(info, converted.elements, converted.bytes);
  if (cost > PER_CALL_LIMIT) return void 0;
  budget.spent += cost;
  const usesOld = info.usesOldSelf;
  if (usesOld && (at.old !== "same" || !ruleUsesOldSelf)) return void 0;
  const text = ctx.evaluator.message(rule.messageExpression, usesOld ? { self: converted.value, oldSelf: converted.value } : { self: converted.value });
  if (text === void 0) return void 0;
  const trimmed = goTrimSpace(text);
  if (trimmed === "" || trimmed.includes("\n") || Buffer.byteLength(trimmed, "utf8") > MAX_MESSAGE_BYTES) return fallback;
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
function failure(path, node, value, rule, detail) {
  if (rule.reason === "FieldValueForbidden") return forbidden(path, detail);
  if (rule.reason === "FieldValueRequired") return required(path, detail);
  const omitted = node.type === "object" || node.type === "array";
  const shown = omitted ? void 0 : printable(value);
  if (!omitted && shown === void 0) return void 0;
  if (rule.reason === "FieldValueDuplicate") return shown === void 0 ? { type: "Duplicate value", path, detail: "", hasValue: false } : duplicate(path, shown.value);
  return shown === void 0 ? { type: "Invalid value", path, detail, hasValue: false } : invalid(path, shown.value, detail);
}
function printable(value) {
  if (typeof value === "string" || typeof value === "boolean") return { value };
  if (typeof value === "number") return Number.isInteger(value) || goFloat(value) === String(value) ? { value } : void 0;
  return void 0;
}
function exposed(node) {
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
function hazard(c, info) {
  return c.unorderedMap && info.listMacros || c.setOrMapList && info.equalityOrAdd || (c.highString || info.highLiteral) && info.ordering || c.escapedName && info.lookup;
}
function convert(value, node) {
  const flags = { elements: 0, bytes: 0, unorderedMap: false, setOrMapList: false, highString: false, escapedName: false };
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

// src/rules/crd/defaults/validate-default-value.ts
function validateDefaultValue(value, s, at, patterns) {
  const errs = [];
  check2(value, s, "", { at, patterns, errs });
  return errs;
}
function check2(v, s, name, w) {
  const { at, errs } = w;
  const path = name === "" ? at : at.child(name);
  const kind = kindOf2(v);
  if (kind === "null") {
    if (!s.nullable && KNOWN_TYPES.has(s.type) && !s.intOrString) errs.push(typeError2(path, name, s.type, "null"));
    return;
  }
  if (KNOWN_TYPES.has(s.type) && !s.intOrString && !typeMatches(s.type, kind)) errs.push(typeError2(path, name, s.type, kind));
  const enumValues = s.enum;
  if (enumValues && enumValues.length > 0 && !enumValues.some((e) => deepEqual(e, v))) {
    errs.push(notSupported(path, goJsonValue(v), enumValues.map((e) => typeof e === "string" ? e : JSON.stringify(goJsonValue(e)))));
  }
  if (typeof v === "string") checkString(v, s, name, path, w);
  else if (typeof v === "number") checkNumber(v, s, name, path, errs);
  else if (Array.isArray(v)) {
    if (s.maxItems !== void 0 && v.length > s.maxItems) errs.push(tooMany(path, v.length, s.maxItems));
    if (s.minItems !== void 0 && v.length < s.minItems) errs.push(invalid(path, goJsonValue(v), `${name} in body should have at least ${s.minItems} items`));
    const items = s.items;
    if (items) v.forEach((item, i) => check2(item, items, join(name, String(i)), w));
  } else if (isJsonObject(v)) checkObject(v, s, name, path, w);
}
function checkString(v, s, name, path, { errs, patterns }) {
  const length = [...v].length;
  if (s.maxLength !== void 0 && length > s.maxLength) errs.push(tooLong(path, s.maxLength));
  if (s.minLength !== void 0 && length < s.minLength) errs.push(invalid(path, v, `${name} in body should be at least ${s.minLength} chars long`));
  if (s.pattern !== "" && !patterns.matches(s.pattern, v)) errs.push(invalid(path, v, `${name} in body should match '${s.pattern}'`));
}
function checkNumber(v, s, name, path, errs) {
  const max = s.maximum;
  if (max !== void 0 && (s.exclusiveMaximum ? v >= max : v > max)) {
    errs.push(invalid(path, v, `${name} in body should be less than ${s.exclusiveMaximum ? "" : "or equal to "}${goFloat(max)}`));
  }
  const min = s.minimum;
  if (min !== void 0 && (s.exclusiveMinimum ? v <= min : v < min)) {
    errs.push(invalid(path, v, `${name} in body should be greater than ${s.exclusiveMinimum ? "" : "or equal to "}${goFloat(min)}`));
  }
  const m = s.multipleOf;
  if (m !== void 0 && m > 0 && !Number.isInteger(v / m)) errs.push(invalid(path, v, `${name} in body should be a multiple of ${goFloat(m)}`));
}
function checkObject(v, s, name, path, w) {
  const { at, errs } = w;
  const count = Object.keys(v).length;
  if (s.maxProperties !== void 0 && count > s.maxProperties) errs.push(tooMany(path, count, s.maxProperties));
  if (s.minProperties !== void 0 && count < s.minProperties) errs.push(invalid(path, goJsonValue(v), `${name} in body should have at least ${s.minProperties} properties`));
  for (const r of s.required) if (!Object.hasOwn(v, r)) errs.push(required(at.child(join(name, r)), ""));
  const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
  const additional = s.additionalProperties;
  for (const k of Object.keys(v)) {
    const prop = Object.hasOwn(props, k) ? SchemaNode.of(props[k]) : void 0;
    const child = prop ?? (additional instanceof SchemaNode ? additional : void 0);
    if (child) check2(v[k], child, join(name, k), w);
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
var typeError2 = (path, name, type, received) => invalid(path, received, `${name} in body must be of type ${type}: ${JSON.stringify(received)}`);
function deepEqual(a, b) {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isJsonObject(a) && isJsonObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}

// src/rules/crd/dns-names.ts
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
  if (!LABEL_KEY_RE.test(name)) errs.push(`name part ${regexError(LABEL_KEY_MSG, LABEL_KEY, "MyName", "my.name", "123-abc")}`);
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

// src/rules/crd/validate-metadata.ts
var METADATA = FieldPath.of("metadata");
var TOTAL_ANNOTATION_SIZE_LIMIT = 256 * 1024;
function validateCrdName(name, plural, group, generateName = "") {
  const out = [];
  const wanted = `${plural}.${group}`;
  const generateNamePath = METADATA.child("generateName");
  if (generateName !== "") {
    for (const d of crdNameDetails(maskTrailingDash(generateName), generateName, wanted)) out.push({ error: invalid(generateNamePath, generateName, d), at: generateNamePath });
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
  if (generateName !== "") for (const d of isPathSegment(generateName, true)) errs.push(invalid(path.child("generateName"), generateName, d));
  const name = goString(metadata2.name);
  for (const d of isPathSegment(name === "" ? "fakename" : name, false)) errs.push(invalid(path.child("name"), name, d));
  const namespace = goString(metadata2.namespace);
  if (namespace !== "") for (const d of isDns1123Label(namespace)) errs.push(invalid(path.child("namespace"), namespace, d));
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
    for (const d of isQualifiedName(k.toLowerCase())) out.push({ error: invalid(annotations, k, d), at: annotations.key(k) });
    size += utf8Length(k) + utf8Length(goString(v));
  }
  if (size > TOTAL_ANNOTATION_SIZE_LIMIT) out.push({ error: tooLong(annotations, TOTAL_ANNOTATION_SIZE_LIMIT), at: annotations });
  out.push(...validateOwnerReferences(goList(metadata2.ownerReferences), meta.child("ownerReferences")));
  const finalizers = meta.child("finalizers");
  const names3 = goStrings(metadata2.finalizers);
  names3.forEach((f, i) => {
    for (const d of isQualifiedName(f)) out.push({ error: invalid(finalizers, f, d), at: finalizers.index(i) });
  });
  if (names3.includes(ORPHAN) && names3.includes(FOREGROUND)) {
    out.push({ error: invalid(finalizers, names3, `finalizer ${ORPHAN} and ${FOREGROUND} cannot be both set`), at: finalizers });
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
    if (apiVersion2 === "") out.push({ error: required(at.child("apiVersion"), "must not be empty"), at: at.child("apiVersion") });
    else if (!isGroupVersion(apiVersion2)) out.push({ error: invalid(at.child("apiVersion"), apiVersion2, "must be <group>/<version> or <version>"), at: at.child("apiVersion") });
    for (const field2 of ["kind", "name", "uid"]) {
      if (goString(ref[field2]) === "") out.push({ error: required(at.child(field2), "must not be empty"), at: at.child(field2) });
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
  const messages17 = [...new Set(errs.map(renderFieldError))];
  return messages17.length === 1 ? messages17[0] ?? "" : `[${messages17.join(", ")}]`;
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
    if (s.embeddedResource && (k === "apiVersion" || k === "kind") && typeof v !== "string") return invalid(path.child(k), v, "must be a string");
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
    else if (additional !== void 0) walk2(x[k], additional instanceof SchemaNode ? additional : void 0, path.key(k), errs);
  }
}
function embeddedResource(x, path) {
  const errs = [];
  if (!Object.hasOwn(x, "apiVersion")) errs.push(required(path.child("apiVersion"), ""));
  if (!Object.hasOwn(x, "kind")) errs.push(required(path.child("kind"), ""));
  if (Object.hasOwn(x, "apiVersion")) {
    const v = x.apiVersion;
    if (typeof v !== "string") errs.push(invalid(path.child("apiVersion"), v, "must be a string"));
    else if (v === "") errs.push(invalid(path.child("apiVersion"), v, "must not be empty"));
    else if (v.split("/").length > 2) errs.push(invalid(path.child("apiVersion"), v, `unexpected GroupVersion string: ${v}`));
  }
  if (Object.hasOwn(x, "kind")) {
    const v = x.kind;
    if (typeof v !== "string") errs.push(invalid(path.child("kind"), v, "must be a string"));
    else if (v === "") errs.push(invalid(path.child("kind"), v, "must not be empty"));
    else {
      const problems = isDns1035Label(v.toLowerCase());
      if (problems.length > 0) errs.push(invalid(path.child("kind"), v, `may have mixed case, but should otherwise match: ${problems.join(",")}`));
    }
  }
  const metadata2 = x.metadata;
  if (isJsonObject(metadata2) && decodesAsObjectMeta(metadata2)) errs.push(...validateEmbeddedMeta(metadata2, path.child("metadata")));
  return errs;
}
var STRING_FIELDS = ["name", "generateName", "namespace", "uid", "resourceVersion", "selfLink"];
var STRING_MAPS = ["labels", "annotations"];
function decodesAsObjectMeta(m) {
  const isNullOr = (v, ok) => v === void 0 || v === null || ok(v);
  if (!STRING_FIELDS.every((k) => isNullOr(m[k], (v) => typeof v === "string"))) return false;
  if (!isNullOr(m.generation, (v) => typeof v === "number" && Number.isInteger(v))) return false;
  if (!STRING_MAPS.every((k) => isNullOr(m[k], (v) => isJsonObject(v) && Object.values(v).every((s) => s === null || typeof s === "string")))) return false;
  if (!isNullOr(m.finalizers, (v) => Array.isArray(v) && v.every((s) => s === null || typeof s === "string"))) return false;
  return isNullOr(m.ownerReferences, (v) => Array.isArray(v) && v.every((r) => r === null || isJsonObject(r) && ["apiVersion", "kind", "name", "uid"].every((k) => isNullOr(r[k], (s) => typeof s === "string")) && ["controller", "blockOwnerDeletion"].every((k) => isNullOr(r[k], (b) => typeof b === "boolean"))));
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
    if (l.relation === "properties" && typeof l.key === "string" && META_FIELDS2.has(l.key) && (l.parent.isRoot || l.parent.node.embeddedResource)) return true;
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
    if (l.relation === "additionalProperties" && insideMeta2) reason = "inside additionalProperties applying to object metadata";
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
  for (const e of checkStructural(schema3, true, patterns).errors) if (e.messageId === "embeddedInsideMeta") paths.push(e.error.path);
  for (const at of nodesWith(schema3, "default")) if (!at.unvalidated) for (const e of forbiddenDefault(at)) paths.push(e.path);
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
  { introduced: 31, functions: /* @__PURE__ */ new Set(["validate"]), namespace: { name: "format", functions: /* @__PURE__ */ new Set([...FORMAT_NAMES, "named"]) } },
  // library.SemverLib(SemverVersion(1)); isGreaterThan, isLessThan and compareTo are Quantity's (1.28) too.
  { introduced: 33, functions: /* @__PURE__ */ new Set(["semver", "isSemver", "major", "minor", "patch"]) },
  // ext.Lists(ext.ListsVersion(3)); sortBy is a macro the compiler does not declare.
  { introduced: 34, functions: /* @__PURE__ */ new Set(["slice", "flatten", "sort", "reverse", "distinct"]), namespace: { name: "lists", functions: /* @__PURE__ */ new Set(["range"]) } }
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
    const found = missing2.length === 0 ? [] : undeclaredCalls(ast, expression, missing2).map((c) => ({ offset: c.offset, message: `undeclared reference to '${c.name}' (in container '')` }));
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
  const namespaced = new Map(missing2.flatMap((l) => l.namespace ? [[l.namespace.name, l.namespace.functions]] : []));
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
var simple = (kind, minSerializedSize, maxElements2 = 0) => ({ kind, maxElements: maxElements2, minSerializedSize });
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
          return simple("bytes", MIN_STRING_SIZE, maxLength !== void 0 ? zeroIfNegative(maxLength) : MAX_REQUEST_SIZE_BYTES - 2);
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
  const required2 = new Set(Array.isArray(raw.required) ? raw.required.filter((r) => typeof r === "string") : []);
  let minSize = 2;
  for (const [name, prop] of requiredSized(raw, isResourceRoot)) {
    const type = memoOf(prop, isEmbedded(prop), cache);
    if (type) minSize += utf8Length2(name) + type.minSerializedSize + 4;
  }
  if (overrides) {
    for (const [name, type] of overrides) if (required2.has(name)) minSize += utf8Length2(name) + type.minSerializedSize + 4;
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
  const meta = { kind: "object", maxElements: 0, minSerializedSize: 2, field: (name) => metaFields.get(name) };
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
  if (raw.type === "object") return raw.additionalProperties !== void 0 && raw.additionalProperties !== null ? limit(raw.maxProperties) : 1;
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
          errs.push(forbidden(pathOf({ at, index, field: "rule" }), costErrorMessage("estimated rule cost", ruleTotal, STATIC_ESTIMATED_COST_LIMIT)));
        }
        observed.push({ at, index, field: "rule", cost: ruleTotal });
      }
      if (messageCost === void 0) totalKnown = false;
      else if (messageCost !== null) {
        if (!suppressPerExpressionCost && messageCost > STATIC_ESTIMATED_COST_LIMIT) {
          errs.push(forbidden(pathOf({ at, index, field: "messageExpression" }), costErrorMessage("estimated messageExpression cost", messageCost, STATIC_ESTIMATED_COST_LIMIT)));
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
  if (parent && at.relation === "properties" && (parent.isRoot || parent.node.embeddedResource) && (at.key === "kind" || at.key === "apiVersion" || at.key === "metadata")) return void 0;
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
    ...kept.map((o) => forbidden(pathOf(o), "contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema")),
    forbidden(schemaPath, costErrorMessage("x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema", total, STATIC_ESTIMATED_CRD_COST_LIMIT))
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
var isScalar = (t) => t.k === "bool" || t.k === "double" || t.k === "duration" || t.k === "int" || t.k === "timestamp" || t.k === "uint";
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
    return isScalar(type) ? fixed(1) : void 0;
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
      return { cost: fixed(SELECT_AND_IDENT_COST), type: local.type, path: local.path, size, entrySized: local.entrySized };
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
  index(operand, key2) {
    const o = this.visit(operand);
    const k = this.visit(key2);
    if (o.entrySized) return uncertain();
    const cost = add(add(o.cost, k.cost), fixed(1));
    if (o.type.k === "list" && k.type.k === "int") return this.generic(cost, o.type.elem, [...o.path ?? [], "@items"]);
    if (o.type.k === "map" && sameType(k.type, o.type.key)) return this.generic(cost, o.type.val, [...o.path ?? [], "@values"]);
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
    return { cost: add(cost, fixed(LIST_CREATE_BASE_COST)), type: { k: "list", elem: elem ?? T.dyn }, path: void 0, size: fixed(elements.length), entrySized: true };
  }
  map(entries) {
    let cost = ZERO;
    let key2;
    let val;
    for (const [ke, ve] of entries) {
      const kv = this.visit(ke);
      const vv = this.visit(ve);
      cost = add(add(cost, kv.cost), vv.cost);
      if (key2 && !sameType(key2, kv.type) || val && !sameType(val, vv.type)) return uncertain();
      key2 = kv.type;
      val = vv.type;
    }
    return { cost: add(cost, fixed(MAP_CREATE_BASE_COST)), type: { k: "map", key: key2 ?? T.dyn, val: val ?? T.dyn }, path: void 0, size: fixed(entries.length), entrySized: true };
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
    if (rv.type.k === "list" && compatible(lv.type, rv.type.elem)) return this.generic(add(byFactor(rv.size ?? UNKNOWN, 1), args), T.bool, void 0);
    if (rv.type.k === "map" && compatible(lv.type, rv.type.key)) return this.generic(add(fixed(1), args), T.bool, void 0);
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
    if (name === "bind" && targetNode.op === "id" && targetNode.args === "cel" && !this.locals.has("cel") && args.length === 3) return this.bind(args);
    const target = this.visit(targetNode);
    if (name === "size" && args.length === 0) return this.size(target, ZERO);
    if (args.length !== 1 || target.type.k !== "string") return uncertain();
    const arg = this.visit(args[0]);
    if (arg.type.k !== "string") return uncertain();
    const sizeOf = (v) => v.size ?? UNKNOWN;
    let fn;
    switch (name) {
      case "matches":
        fn = multiply(byFactor(add(sizeOf(target), fixed(1)), STRING_TRAVERSAL_COST_FACTOR), byFactor(sizeOf(arg), REGEX_STRING_LENGTH_COST_FACTOR));
        break;
      case "contains":
        fn = multiply(byFactor(sizeOf(target), STRING_TRAVERSAL_COST_FACTOR), byFactor(sizeOf(arg), STRING_TRAVERSAL_COST_FACTOR));
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
    let step2;
    if (range.type.k === "list") [elemType, step2] = [range.type.elem, "@items"];
    else if (range.type.k === "map") [elemType, step2] = [range.type.key, "@keys"];
    else return uncertain();
    const bodies = this.scoped(iterVar.args, { path: [...range.path ?? [], step2], size: void 0, type: elemType, entrySized: false }, () => args.slice(1).map((a) => this.visit(a)));
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
    const local = { path: init.path ?? [], size: init.size, type: init.type, entrySized: init.entrySized === true };
    const b = this.scoped(variable.args, local, () => this.visit(body));
    return { cost: add(add(fixed(LIST_CREATE_BASE_COST), init.cost), b.cost), type: b.type, path: void 0, size: b.size, entrySized: b.entrySized };
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
    const key2 = `${result}${optionalOldSelf ? 1 : 0}${signature}\0${expression}`;
    if (this.estimates.has(key2)) return this.estimates.get(key2);
    const cost = estimateMaxCost(ast, expression, self, optionalOldSelf, result);
    this.estimates.set(key2, cost);
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

// src/rules/crd/cel.ts
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
    const verdicts = ctx.cache.get(PATTERN_VERDICTS);
    const costs = ctx.cache.get(CEL_COSTS);
    const minVersion = ctx.config.crd?.minKubernetesVersion;
    const jobs = ctx.head.crds().filter((crd) => crd.version === "v1").flatMap((crd) => {
      const base = ctx.baseOf(crd);
      const environments = minVersion === void 0 ? void 0 : new CelEnvironments(minVersion, preexistingExpressions(base));
      const stage = { base, requireStructural: requireStructuralSchema(crd, base), verdicts, defaults: defaultsOptions(ctx.cache, base), costs, environments };
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
      fieldErrors.push(...validateRuleFields(decoded, at.node, () => at.apiserverPath().child("x-kubernetes-validations").index(index)));
      return { index, rule: decoded };
    });
    if (fieldErrors.length > 0) for (let l = at; l && !tainted.has(l); l = l.parent) tainted.add(l);
    jobs.push({ crd, schema: schema3, errors: () => fieldErrors.map(rejection) });
    pending.push({ at, rules });
  }
  if (pending.length === 0 || !celRulesCompile(schema3, stage.requireStructural, stage.verdicts, stage.defaults)) return jobs;
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
      errors: (c) => rules.flatMap(({ index, rule }) => compileErrors(c, stage.environments, at, rule, selfType, () => at.apiserverPath().child("x-kubernetes-validations").index(index)))
    });
    compiled.push({ at, rules, selfType });
  }
  const suppress = schemaUnchanged(schema3, stage.base);
  if (compiled.length > 0) jobs.push({ crd, schema: schema3, errors: (c) => costLimitErrors(c, stage.costs, compiled, schema3.apiserverRoot, suppress, stage.environments).map(rejection) });
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
  if (ruleError !== void 0) errs.push(compileRejection(invalid(x().child("rule"), goRuleValue(r), ruleError), outcome.kind === "ok" ? environments : void 0, r.rule, "rule"));
  if (outcome.kind === "ok" && ruleError === void 0 && r.messageExpression.trim() !== "") {
    const m = compiler.compile(r.messageExpression, "messageExpression", selfType, optional);
    const messageError = m.kind === "error" ? m.detail : m.kind === "ok" ? versionIssues(compiler, environments, r.messageExpression, "messageExpression", m) : void 0;
    if (messageError !== void 0) errs.push(compileRejection(invalid(x().child("messageExpression"), goRuleValue(r), messageError), m.kind === "ok" ? environments : void 0, r.messageExpression, "messageExpression"));
  }
  if (outcome.usesOldSelf && ruleError === void 0) {
    const uncorrelatable = uncorrelatablePath(at);
    if (uncorrelatable) errs.push(rejection(invalid(x().child("rule"), r.rule, `oldSelf cannot be used on the uncorrelatable portion of the schema within ${uncorrelatable.toString()}`)));
  } else if (r.optionalOldSelf !== void 0) {
    errs.push(rejection(invalid(x().child("optionalOldSelf"), r.optionalOldSelf, "may not be set if oldSelf is not used in rule")));
  }
  return errs;
}
function compileRejection(error, environments, expression, kind) {
  if (!environments) return { error };
  const version2 = environments.minKubernetesVersion;
  return { error, on: environments.isStored(expression, kind) ? { version: version2 } : { version: version2, newExpressionsVersion: environments.newExpressionsVersion } };
}
function uncorrelatablePath(at) {
  let highest;
  for (let l = at; l?.parent; l = l.parent) {
    const parent = l.parent;
    if (l.relation === "items" && parent.node.listType !== "map") highest = parent;
    if (l.relation === "additionalProperties") {
      const mapType2 = parent.node.mapType;
      if (mapType2 !== void 0 && mapType2 !== "granular" && mapType2 !== "atomic") highest = parent;
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

// src/rules/crd/defaults.ts
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
    const verdicts = ctx.cache.get(PATTERN_VERDICTS);
    return ctx.head.crds().filter((crd) => crd.version === "v1").flatMap((crd) => {
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
    const schema3 = v.schema;
    const root = isJsonObject(schema3) ? schema3.openAPIV3Schema : void 0;
    if (root === void 0 || root === null || isJsonObject(root) && !(root instanceof Date)) return;
    const jsonPath = `spec.versions[${i}].schema.openAPIV3Schema`;
    out.push({ kind: "type", path: manifestPath("schema", i).child("openAPIV3Schema"), field: "openAPIV3Schema", jsonPath, got: jsonType(root), want: GO_TYPES.schema });
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
  for (const key2 in raw) {
    const kind = fields[key2];
    if (kind === void 0) {
      out.push({ kind: lenient ?? isBelowCustomDecoder(nodeOf(place)) ? "dropped" : "unknown", field: key2, ...problemAt(under(place, { field: key2 })) });
      continue;
    }
    const value = raw[key2];
    if (value === null || kind === "any") continue;
    if (kind === "string" ? typeof value === "string" : kind === "bool" ? typeof value === "boolean" : kind === "float64" ? typeof value === "number" : false) continue;
    checkValue(value, kind, place, key2, CUSTOM_DECODED.has(key2) || lenient, out);
  }
}
function checkValue(value, kind, place, field2, lenient, out, inner = NO_STEPS) {
  if (value === null || value === void 0 || kind === "any") return;
  switch (kind) {
    case "string":
      if (typeof value !== "string" && !(value instanceof Date)) mismatch(out, value, GO_TYPES[kind], place, field2, inner);
      return;
    case "bool":
      if (typeof value !== "boolean") mismatch(out, value, GO_TYPES[kind], place, field2, inner);
      return;
    case "float64":
      if (typeof value !== "number") mismatch(out, value, GO_TYPES[kind], place, field2, inner);
      return;
    case "int64":
      if (typeof value !== "number" || !Number.isInteger(value)) mismatch(out, value, GO_TYPES[kind], place, field2, inner);
      return;
    case "anyList":
      if (!Array.isArray(value)) mismatch(out, value, GO_TYPES[kind], place, field2, inner);
      return;
    case "stringList":
      if (!Array.isArray(value)) return mismatch(out, value, GO_TYPES[kind], place, field2, inner);
      for (let i = 0; i < value.length; i++) {
        const x = value[i];
        if (x !== null && typeof x !== "string" && !(x instanceof Date)) checkValue(x, "string", place, field2, lenient, out, [...inner, { index: i }]);
      }
      return;
    case "schema":
      if (!isJsonObject(value) || value instanceof Date) mismatch(out, value, GO_TYPES[kind], place, field2, inner);
      return;
    // the schema itself is visited by the walk
    case "schemaMap":
      if (!isJsonObject(value) || value instanceof Date) return mismatch(out, value, GO_TYPES[kind], place, field2, inner);
      if (entriesAreSchemas(place, inner)) return;
      for (const k in value) {
        const x = value[k];
        if (x !== null && !isJsonObject(x)) checkValue(x, "schema", place, field2, lenient, out, [...inner, { key: k }]);
      }
      return;
    case "schemaList":
      if (!Array.isArray(value)) return mismatch(out, value, GO_TYPES[kind], place, field2, inner);
      if (entriesAreSchemas(place, inner)) return;
      for (let i = 0; i < value.length; i++) {
        const x = value[i];
        if (x !== null && !isJsonObject(x)) checkValue(x, "schema", place, field2, lenient, out, [...inner, { index: i }]);
      }
      return;
    case "schemaOrArray":
      if (Array.isArray(value)) checkValue(value, "schemaList", place, field2, lenient, out, inner);
      else if (!isJsonObject(value) || value instanceof Date) mismatch(out, value, GO_TYPES[kind], place, field2, inner);
      return;
    case "schemaOrBool":
      if (typeof value !== "boolean" && (!isJsonObject(value) || value instanceof Date)) mismatch(out, value, "boolean or JSON schema", place, field2, inner);
      return;
    case "dependencies":
      if (!isJsonObject(value) || value instanceof Date) return mismatch(out, value, GO_TYPES[kind], place, field2, inner);
      for (const k in value) {
        const d = value[k];
        if (Array.isArray(d)) checkValue(d, "stringList", place, field2, lenient, out, [...inner, { key: k }]);
        else if (d !== null && !isJsonObject(d)) checkValue(d, "schema", place, field2, lenient, out, [...inner, { key: k }]);
      }
      return;
    case "externalDocs":
      if (!isJsonObject(value) || value instanceof Date) return mismatch(out, value, GO_TYPES[kind], place, field2, inner);
      checkObject2(value, EXTERNAL_DOCS_FIELDS, under(place, { field: field2 }, ...inner), lenient, out);
      return;
    case "validations":
      if (!Array.isArray(value)) return mismatch(out, value, GO_TYPES[kind], place, field2, inner);
      for (let i = 0; i < value.length; i++) {
        const x = value[i];
        if (x === null) continue;
        if (!isJsonObject(x) || x instanceof Date) checkValue(x, "schema", place, field2, lenient, out, [...inner, { index: i }]);
        else checkObject2(x, VALIDATION_RULE_FIELDS, under(place, { field: field2 }, ...inner, { index: i }), lenient, out);
      }
      return;
  }
}
var entriesAreSchemas = (place, inner) => inner.length === 0 && place instanceof SchemaLocation && !place.holdsNonSchema;
function mismatch(out, value, want, place, field2, inner) {
  out.push({ kind: "type", field: field2, got: jsonType(value), want, ...problemAt(under(place, { field: field2 }, ...inner)) });
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
function jsonType(v) {
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return Number.isInteger(v) ? "number" : `number ${v}`;
  if (typeof v === "boolean") return "bool";
  if (typeof v === "string" || v instanceof Date) return "string";
  return "object";
}

// src/rules/crd/schema.ts
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
  check: (ctx) => ctx.head.crds().filter((crd) => crd.version === "v1").flatMap((crd) => {
    const base = ctx.baseOf(crd);
    const decoding = decodeSchemas(crd).map((p) => decodeReport(crd, p));
    return [...decoding, ...crdSchemas(crd).flatMap((s) => schemaReports(crd, s, keywordErrors(s, base)))];
  })
});
function decodeReport(crd, p) {
  if (p.kind === "type") {
    const detail2 = p.want === "boolean or JSON schema" ? "boolean or JSON schema expected" : `json: cannot unmarshal ${p.got} into Go struct field ${p.jsonPath.replace(/\[\d+\]/g, "")} of type ${p.want}`;
    return { messageId: "keywordType", object: crd, path: p.path, data: { field: p.field, want: p.want, got: p.got, hint: TYPE_HINTS[p.field] ?? "" }, apiserver: requestError("BadRequest", detail2) };
  }
  const detail = `strict decoding error: unknown field ${goQuote(p.jsonPath)}`;
  const hint = HINTS[p.field] ?? "";
  if (p.kind === "dropped") return { messageId: "droppedKeyword", object: crd, path: p.path, data: { field: p.field, hint }, severity: "warning" };
  return { messageId: "unknownKeyword", object: crd, path: p.path, data: { field: p.field, detail: goQuote(detail), hint }, apiserver: requestError("BadRequest", detail) };
}

// src/rules/crd/structural.ts
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
    const patterns = ctx.cache.get(PATTERN_VERDICTS);
    return ctx.head.crds().filter((crd) => crd.version === "v1").flatMap((crd) => {
      const base = ctx.baseOf(crd);
      const requireStructural = requireStructuralSchema(crd, base);
      return crdSchemas(crd).flatMap((s) => schemaReports(crd, s, structuralErrors(s, requireStructural, base, patterns)));
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
    found = forbiddenDefault(at).length > 0 || at.node.validations.some(({ index, rule }) => validateRuleFields(decodeValidationRule(rule), at.node, () => at.apiserverPath().child("x-kubernetes-validations").index(index)).length > 0);
    return void 0;
  });
  return found;
}

// src/rules/crd/unknown-format.ts
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
  check: (ctx) => ctx.head.crds().filter((crd) => crd.version === "v1").flatMap((crd) => {
    const base = ctx.baseOf(crd);
    const stored = base ? new Set(formatsIn(base).map((f) => f.format)) : /* @__PURE__ */ new Set();
    return formatsIn(crd).filter((f) => !stored.has(f.format)).map((f) => ({ ...f.report, data: { format: f.format, quoted: goQuote(f.format), warning: `unrecognized format ${goQuote(f.format)}` } }));
  })
});
function formatsIn(crd) {
  const out = [];
  for (const s of crdSchemas(crd)) {
    for (const at of nodesWith(s, "format")) {
      const format = unrecognizedFormat(at.node.type, at.node.format);
      if (format !== void 0) out.push({ format, report: { messageId: "unrecognized", object: crd, path: at.manifestPath().child("format") } });
    }
  }
  return out;
}

// src/rules/crd/non-scalar-set.ts
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
  check: (ctx) => ctx.head.crds().filter((crd) => crd.version === "v1").flatMap((crd) => {
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
      out.push({ itemType, report: { messageId: "nonScalarSet", object: crd, path: at.manifestPath().child("x-kubernetes-list-type"), data: { itemType, warning } } });
    }
  }
  return out;
}

// src/rules/crd/ca-bundle.ts
var BLOCK = /-----BEGIN CERTIFICATE-----\r?\n([\s\S]*?)-----END CERTIFICATE-----/g;
function isValidCaBundle(base64) {
  const pem = Buffer.from(base64, "base64").toString("latin1");
  const { X509Certificate } = process.getBuiltinModule("node:crypto");
  for (const m of pem.matchAll(BLOCK)) {
    try {
      new X509Certificate(`-----BEGIN CERTIFICATE-----
${(m[1] ?? "").replace(/\s+/g, "")}
-----END CERTIFICATE-----
`);
      return true;
    } catch {
    }
  }
  return false;
}

// src/rules/crd/crd-options.ts
var ACCEPTED_REVIEW_VERSIONS = /* @__PURE__ */ new Set(["v1", "v1beta1"]);
function crdOptions(stored) {
  if (!stored) {
    return { isUpdate: false, requireOpenAPISchema: true, requireImmutableNames: false, requireRecognizedConversionReviewVersion: true, storedPreservesUnknownFields: false };
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

// src/rules/crd/manifest-path.ts
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

// src/rules/crd/crd-report.ts
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

// src/rules/crd/served-crds.ts
var servedCrds = (world) => world.crds().filter((o) => o.version === "v1");
function isPatchFragment(crd) {
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  return spec.group === void 0 && spec.names === void 0 && spec.versions === void 0;
}

// src/rules/crd/go-url.ts
function parseGoUrl(raw) {
  const hash = raw.indexOf("#");
  const u = hash === -1 ? raw : raw.slice(0, hash);
  const fragment = hash === -1 ? "" : raw.slice(hash + 1);
  const parsed = parse2(u);
  if ("reason" in parsed) return { ok: false, error: `parse ${goQuote(u)}: ${parsed.reason}` };
  const badEscape = firstBadEscape(fragment);
  if (badEscape !== void 0) return { ok: false, error: `parse ${goQuote(raw)}: invalid URL escape ${goQuote(badEscape)}` };
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

// src/rules/crd/validate-conversion.ts
var STRATEGIES = ["None", "Webhook"];
var ACCEPTED_REVIEW_VERSIONS2 = ["v1", "v1beta1"];
var FORM = "; desired format: https://host[/path]";
function validateConversion(conversion3, opts, path) {
  if (!conversion3) return [];
  const errs = [];
  const strategy = goString(conversion3.strategy);
  if (strategy === "") errs.push(required(path.child("strategy"), ""));
  else if (!STRATEGIES.includes(strategy)) errs.push(notSupported(path.child("strategy"), strategy, STRATEGIES));
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
        errs.push(invalid(ccPath.child("caBundle"), caBundle, "unable to load root certificates: unable to parse bytes as PEM block"));
      }
    }
    errs.push(...validateConversionReviewVersions(reviewVersions, opts.requireRecognizedConversionReviewVersion, path.child("conversionReviewVersions")));
  } else {
    if (clientConfig) errs.push(forbidden(ccPath, "should not be set when strategy is not set to Webhook"));
    if (reviewVersions.length > 0) errs.push(forbidden(path.child("conversionReviewVersions"), "should not be set when strategy is not set to Webhook"));
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
  let check8 = urlPath.slice(1);
  if (check8.endsWith("/")) check8 = check8.slice(0, -1);
  check8.split("/").forEach((step2, i) => {
    if (step2 === "") errs.push(invalid(path.child("path"), urlPath, `segment[${i}] may not be empty`));
    else for (const f of isDns1123Subdomain(step2)) errs.push(invalid(path.child("path"), urlPath, `segment[${i}]: ${f}`));
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
  if (requireRecognized && !hasAccepted) errs.push(invalid(path, [...versions2], `must include at least one of ${ACCEPTED_REVIEW_VERSIONS2.join(", ")}`));
  return errs;
}

// src/rules/crd/conversion.ts
var messages5 = { rejected: "the apiserver rejects {{name}}: {{error}}; {{fix}}" };
var conversion = defineRule({
  id: "crd/conversion",
  scope: "object",
  meta: {
    severity: "error",
    description: "spec.conversion of a CRD is rejected by kube-apiserver: strategy, webhook URL or service, caBundle, conversionReviewVersions",
    messages: messages5
  },
  check: (ctx) => servedCrds(ctx.head).flatMap((crd) => check3(crd, crdOptions(ctx.baseOf(crd))))
});
function check3(crd, opts) {
  const spec = goObject(crd.value.spec) ?? {};
  const storedBundle = opts.stored?.caBundle ?? "";
  const allowInvalidCaBundle = !opts.isUpdate || !opts.requireImmutableNames || storedBundle !== "" && !isValidCaBundle(storedBundle);
  const errors = validateConversion(
    goObject(spec.conversion),
    { requireRecognizedConversionReviewVersion: opts.requireRecognizedConversionReviewVersion, allowInvalidCaBundle },
    FieldPath.of("spec", "conversion")
  );
  return errors.map((error) => rejectionReport(crd, "rejected", { error, fix: fixFor(error) }));
}
function fixFor(e) {
  const path = e.path.toString();
  const d = e.detail;
  if (path.endsWith(".strategy")) return "set spec.conversion.strategy to None or Webhook";
  if (d.startsWith("should not be set")) return "remove spec.conversion.webhook, or set strategy: Webhook";
  if (d === "required when strategy is set to Webhook") return "add spec.conversion.webhook.clientConfig with a service or a url";
  if (d === "exactly one of url or service is required") return "give clientConfig either a url or a service, not both and not neither";
  if (path.endsWith(".url")) return "use https://host[/path] without user information, query or fragment";
  if (path.endsWith(".service.name") || path.endsWith(".service.namespace")) return "set both service.name and service.namespace";
  if (path.endsWith(".port")) return "use a port from 1 to 65535 (443 when omitted)";
  if (path.endsWith(".path")) return 'start the path with "/" and use lowercase DNS-subdomain segments, such as /convert';
  if (path.endsWith(".caBundle")) return "set caBundle to base64 of a PEM certificate bundle";
  if (e.type === "Required value") return "list the ConversionReview versions the webhook understands in spec.conversion.webhook.conversionReviewVersions, such as [v1]";
  if (d === "duplicate version") return "list each ConversionReview version once";
  if (d.startsWith("must include at least one of")) return "include v1 (or v1beta1) in conversionReviewVersions";
  return "use DNS-1035 labels such as v1";
}

// src/rules/crd/metadata.ts
var messages6 = { rejected: "the apiserver rejects {{name}}: {{error}}; {{fix}}" };
var metadata = defineRule({
  id: "crd/metadata",
  scope: "object",
  meta: {
    severity: "error",
    description: "a CRD's metadata is rejected by kube-apiserver: its name is not <plural>.<group>, or a label, annotation, owner reference or finalizer is invalid",
    messages: messages6
  },
  check: (ctx) => servedCrds(ctx.head).flatMap((crd) => check4(crd, crdOptions(ctx.baseOf(crd)).isUpdate || isPatchFragment(crd)))
});
function check4(crd, skipName) {
  const meta = goObject(crd.value.metadata) ?? {};
  const spec = goObject(crd.value.spec) ?? {};
  const plural = goString(goObject(spec.names)?.plural);
  const group = goString(spec.group);
  const errors = [...skipName ? [] : validateCrdName(goString(meta.name), plural, group, goString(meta.generateName)), ...validateGenericMeta(meta)];
  const named = crd.name === "" && goString(meta.generateName) !== "" ? { name: `the CRD named from generateName ${JSON.stringify(goString(meta.generateName))}` } : {};
  return errors.map((e) => rejectionReport(crd, "rejected", { error: e.error, at: e.at, fix: fixFor2(e, plural, group) }, named));
}
function fixFor2(e, plural, group) {
  const path = e.error.path.toString();
  if (e.at.toString() === "metadata.generateName") {
    const wanted = `${plural || "<plural>"}.${group || "<group>"}`;
    if (path === "metadata.name") return `replace generateName with name: ${wanted} (the apiserver appends 5 random characters to generateName, so a generated name can never be ${wanted})`;
    return `replace generateName with name: ${wanted} (a CRD's name is fixed, a generated one can never match)`;
  }
  if (path === "metadata.name") {
    if (e.error.type === "Required value") return `set metadata.name to ${plural || "<plural>"}.${group || "<group>"}`;
    if (e.error.detail.startsWith("must be spec.names.plural")) return `rename it to ${plural}.${group}, or fix spec.names.plural and spec.group`;
    return 'use lowercase letters, digits, "-" and "." only, at most 253 characters';
  }
  if (path.startsWith("metadata.ownerReferences")) {
    if (e.error.detail.startsWith("Only one reference")) return "set controller: true on one owner reference only";
    if (e.error.detail.endsWith("is disallowed from being an owner")) return "remove this owner reference: an Event (v1) may not own other objects";
    if (e.error.type === "Required value") return `set ${e.at.toString()}: an owner reference needs apiVersion, kind, name and uid`;
    return "write apiVersion as <group>/<version>, or <version> for the core group";
  }
  if (e.error.detail.includes("cannot be both set")) return "keep one of orphan and foregroundDeletion: dependents are either orphaned or deleted first";
  if (e.error.type === "Too long") return `keep all annotation keys and values together under ${TOTAL_ANNOTATION_SIZE_LIMIT} bytes (server-side apply avoids the last-applied annotation)`;
  return `change ${e.at.toString()} to a valid qualified name (an optional DNS prefix and "/", then at most 63 letters, digits, "-", "_" or ".")`;
}

// src/rules/crd/validate-names.ts
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
    if (value !== "" && e.length > 0) errs.push(invalid(at, value, `may have mixed case, but should otherwise match: ${e.join(",")}`));
  };
  label(n.plural, path.child("plural"));
  label(n.singular, path.child("singular"));
  mixedCase(n.kind, path.child("kind"));
  mixedCase(n.listKind, path.child("listKind"));
  n.shortNames.forEach((s, i) => {
    const e = isDns1035Label(s);
    if (e.length > 0) errs.push(invalid(path.child("shortNames").index(i), s, e.join(",")));
  });
  if (n.kind !== "" && n.kind === n.listKind) errs.push(invalid(path.child("listKind"), n.listKind, "kind and listKind may not be the same"));
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
  if (spec.names.plural !== stored.plural) errs.push(invalid(path.child("names", "plural"), spec.names.plural, IMMUTABLE));
  return errs;
}

// src/rules/crd/names.ts
var messages7 = {
  rejected: "the apiserver rejects {{name}}: {{error}}; {{fix}}",
  immutable: "the apiserver rejects this update of {{name}}: {{error}} (it was {{stored}}); {{fix}}"
};
var SPEC = FieldPath.of("spec");
var names = defineRule({
  id: "crd/names",
  scope: "object",
  meta: {
    severity: "error",
    description: "spec.group, spec.scope or spec.names of a CRD is rejected by kube-apiserver, or changes where it is immutable",
    messages: messages7
  },
  check: (ctx) => servedCrds(ctx.head).filter((crd) => !isPatchFragment(crd)).flatMap((crd) => check5(crd, crdOptions(ctx.baseOf(crd))))
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
function check5(crd, opts) {
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
  const reports = errors.map((error) => rejectionReport(crd, "rejected", { error, fix: fixFor3(error, written) }));
  for (const error of validateImmutableNames({ group, scope, names: n }, opts, SPEC)) {
    const stored = storedValue(error, opts);
    reports.push(rejectionReport(crd, "immutable", { error, fix: `keep ${stored}; ${immutableFix(error)}` }, { stored }));
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
  if (path === "spec.names.kind" || path === "spec.names.listKind") return 'use letters, digits and "-" only, starting with a letter (case may be mixed)';
  return 'use a lowercase DNS-1035 label: letters, digits and "-", starting with a letter, at most 63 characters';
}

// src/rules/crd/hoisted-targets.ts
function hoistedTargets(crd, field2) {
  const versions2 = crdVersions(crd);
  const h = hoisting(crd);
  if (versions2.length === 0) return [];
  if (h[field2]) return [{ value: versions2[0]?.[field2], path: apiserverPath(h, field2, 0), version: "" }];
  return versions2.map((v, i) => ({ value: v[field2], path: apiserverPath(h, field2, i), version: goString(v.name) }));
}

// src/rules/crd/validate-subresources.ts
function validateSimpleJsonPath(s, path) {
  if (s === "") return [invalid(path, s, "must not be empty")];
  if (!s.startsWith(".")) return [invalid(path, s, "must be a simple json path starting with .")];
  return [];
}
function validateSubresources(subresources2, path) {
  const scale2 = goObject(subresources2?.scale);
  if (!scale2) return [];
  const errs = [];
  const replicas = (field2, prefix, detail) => {
    const value = goString(scale2[field2]);
    const at = path.child(`scale.${field2}`);
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
    else if (!value.startsWith(".spec.") && !value.startsWith(".status.")) errs.push(invalid(at, value, "should be a json path under either .spec or .status"));
  }
  return errs;
}

// src/rules/crd/validate-printer-columns.ts
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
  if (format !== "" && !COLUMN_FORMATS.includes(format)) errs.push(invalid(path.child("format"), format, `must be one of ${COLUMN_FORMATS.join(",")}`));
  const jsonPath = goString(col.jsonPath);
  if (jsonPath === "") errs.push(required(path.child("JSONPath"), ""));
  else errs.push(...validateSimpleJsonPath(jsonPath, path.child("JSONPath")));
  return errs;
}

// src/rules/crd/printer-columns.ts
var messages8 = { rejected: "the apiserver rejects {{name}}: {{error}}; {{fix}}" };
var printerColumns = defineRule({
  id: "crd/printer-columns",
  scope: "object",
  meta: {
    severity: "error",
    description: "an additionalPrinterColumns entry of a CRD is rejected by kube-apiserver: name, type, format or jsonPath",
    messages: messages8
  },
  check: (ctx) => servedCrds(ctx.head).flatMap(
    (crd) => hoistedTargets(crd, "additionalPrinterColumns").flatMap(
      (t) => goList(t.value).flatMap(
        (col, j) => validatePrinterColumn(goObject(col) ?? {}, t.path.index(j)).map((error) => rejectionReport(crd, "rejected", { error, fix: fixFor4(error) }))
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

// src/rules/crd/valid-field-path.ts
function validFieldPath(jsonPath, root) {
  const tokens = tokenize2(jsonPath);
  let schema3 = root;
  let path = "";
  let rootName = "";
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i] ?? "";
    if (tok === "[") return { ok: false, error: "array notation is not allowed" };
    if (tok !== ".") return { ok: false, error: `expected [ or . but got: ${tok}` };
    const name = tokens[++i];
    if (name === void 0) return { ok: false, error: "unexpected end of JSON path" };
    const properties = schema3 && isJsonObject(schema3.properties) ? schema3.properties : void 0;
    const additional = schema3?.additionalProperties;
    if (properties) {
      const next = properties[name];
      path += path === "" ? name : `.${name}`;
      if (!isJsonObject(next)) return { ok: false, error: "does not refer to a valid field" };
      schema3 = next;
    } else if (additional !== void 0 && additional !== null) {
      path += `[${name}]`;
      schema3 = isJsonObject(additional) ? additional : void 0;
    } else return { ok: false, error: "does not refer to a valid field" };
    if (rootName === "") rootName = name;
  }
  return { ok: true, root: rootName, path, schema: schema3 };
}
function tokenize2(s) {
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

// src/rules/crd/validate-selectable-fields.ts
var MAX_SELECTABLE_FIELDS = 8;
var SCALAR_TYPES = /* @__PURE__ */ new Set(["string", "boolean", "integer"]);
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
    if (!SCALAR_TYPES.has(goString(found.schema?.type))) {
      errs.push(invalid(at, jsonPath, "must point to a field of type string, boolean or integer. Enum string fields and strings with formats are allowed."));
    }
    if (unique.has(found.path)) errs.push(duplicate(at, jsonPath));
    else unique.add(found.path);
  });
  if (unique.size > MAX_SELECTABLE_FIELDS && !allowTooMany) errs.push(tooMany(path, unique.size, MAX_SELECTABLE_FIELDS));
  return errs;
}
var NO_TOP_LEVEL_SCHEMA = "may only be set when validations.schema is included";
var NO_VERSION_SCHEMA = "may only be set when `version.schema.openAPIV3Schema` is not included";

// src/rules/crd/selectable-fields.ts
var messages9 = {
  rejected: "the apiserver rejects {{name}}: {{error}}; {{fix}}",
  hoistingBug: "the apiserver rejects {{name}} because of a known bug ({{bug}}, {{issue}}): {{error}}; {{fix}}"
};
var selectableFields = defineRule({
  id: "crd/selectable-fields",
  scope: "object",
  meta: {
    severity: "error",
    description: "selectableFields of a CRD are rejected by kube-apiserver: path, type, duplicates, more than 8, or the hoisting bugs CRD-HOIST-002/003",
    messages: messages9
  },
  check: (ctx) => servedCrds(ctx.head).flatMap((crd) => check6(crd, crdOptions(ctx.baseOf(crd)).stored))
});
function check6(crd, stored) {
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
    out.push(rejectionReport(crd, "hoistingBug", { error, fix, at }, { bug: id, issue, knownBug: id }));
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
        bug(error, "CRD-HOIST-002", "until the fix ships, make the selectableFields lists differ between versions (reorder the entries in one), so each version is checked against its own schema", at);
      } else report3(error, "give the versions a schema.openAPIV3Schema", at);
      return out;
    }
    const allowTooMany = tooManyAllowed(stored, "", fields, true);
    for (const error of validateSelectableFields(fields, schemaOf(versions2[0]), allowTooMany, path)) report3(error, fixFor5(error));
    return out;
  }
  versions2.forEach((v, i) => {
    const fields = goList(v.selectableFields);
    if (fields.length === 0) return;
    const path = manifestPath("selectableFields", i);
    if (h.schema || !isSet(schemaOf(v))) {
      const error = invalid(path, "", NO_VERSION_SCHEMA);
      if (isSet(schemaOf(v))) {
        bug(error, "CRD-HOIST-003", "until the apiserver is fixed, give every version the same selectableFields, or make the schemas differ (a description is enough), so each version keeps its own schema", path);
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
  if (e.detail.startsWith("is an invalid path")) return 'use a path starting with "." through declared properties, such as .spec.color';
  if (e.detail.startsWith("must not point to fields in metadata")) return "select a field outside metadata (metadata.name and metadata.namespace are always selectable)";
  return "select a string, boolean or integer field";
}

// src/rules/crd/subresources.ts
var messages10 = { rejected: "the apiserver rejects {{name}}: {{error}}; {{fix}}" };
var subresources = defineRule({
  id: "crd/subresources",
  scope: "object",
  meta: {
    severity: "error",
    description: "the scale subresource of a CRD is rejected by kube-apiserver: specReplicasPath, statusReplicasPath or labelSelectorPath",
    messages: messages10
  },
  check: (ctx) => servedCrds(ctx.head).flatMap(
    (crd) => hoistedTargets(crd, "subresources").flatMap(
      (t) => validateSubresources(goObject(t.value), t.path).map((error) => rejectionReport(crd, "rejected", { error, fix: fixFor6(error) }))
    )
  )
});
function fixFor6(e) {
  const field2 = e.path.toString().split(".").pop() ?? "";
  const under2 = field2 === "specReplicasPath" ? ".spec." : field2 === "statusReplicasPath" ? ".status." : ".spec. or .status.";
  return `set scale.${field2} to a JSON path under ${under2}, such as ${field2 === "specReplicasPath" ? ".spec.replicas" : field2 === "statusReplicasPath" ? ".status.replicas" : ".status.selector"}`;
}

// src/rules/crd/crd-v1-shape.ts
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
      list: { object: { name: "string", type: "string", format: "string", description: "string", priority: "int32", jsonPath: "string" } }
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
        object: { apiVersion: "string", kind: "string", name: "string", uid: "string", controller: "bool", blockOwnerDeletion: "bool" }
      }
    },
    finalizers: { list: "string" },
    managedFields: { list: "any" }
  }
};
var condition = {
  object: { type: "string", status: "string", lastTransitionTime: "time", reason: "string", message: "string", observedGeneration: "int64" }
};
var CRD_V1 = {
  object: {
    apiVersion: "string",
    kind: "string",
    metadata: objectMeta,
    spec: {
      object: { group: "string", names: names2, scope: "string", versions: { list: version }, conversion: conversion2, preserveUnknownFields: "bool" }
    },
    // observedGeneration: CRDObservedGenerationTracking, beta and on by default in 1.36 (§0).
    status: { object: { conditions: { list: condition }, acceptedNames: names2, storedVersions: { list: "string" }, observedGeneration: "int64" } }
  }
};

// src/rules/crd/decode-crd.ts
function decodeProblems(value, shape, path, strictPath, out) {
  if (value === null || value === void 0 || shape === "any") return;
  const at = path ?? FieldPath.of("");
  const mismatch2 = (want) => {
    out.push({ kind: "type", path: at, strictPath, got: jsonType2(value), want });
  };
  if (typeof shape === "string") {
    const ok = shape === "string" ? typeof value === "string" || value instanceof Date : shape === "time" ? typeof value === "string" && RFC3339.test(value) || value instanceof Date : shape === "bool" ? typeof value === "boolean" || typeof value === "string" && YAML11_BOOLS.has(value) : shape === "bytes" ? typeof value === "string" && isBase64(value) : typeof value === "number" && Number.isInteger(value) && (shape === "int64" || Math.abs(value) <= 2 ** 31);
    if (!ok) mismatch2(GO_TYPES2[shape]);
    return;
  }
  if ("list" in shape) {
    if (!Array.isArray(value)) return mismatch2(`[]${goTypeOf(shape.list)}`);
    value.forEach((item, i) => decodeProblems(item, shape.list, at.index(i), `${strictPath}[${i}]`, out));
    return;
  }
  if (!isJsonObject(value) || value instanceof Date) return mismatch2("map" in shape ? `map[string]${goTypeOf(shape.map)}` : "object");
  for (const [key2, child] of Object.entries(value)) {
    const childPath = path ? "map" in shape ? path.key(key2) : path.child(key2) : FieldPath.of(key2);
    const childStrict = strictPath === "" ? key2 : `${strictPath}.${key2}`;
    if ("map" in shape) decodeProblems(child, shape.map, childPath, childStrict, out);
    else {
      const fieldShape = shape.object[key2];
      if (fieldShape === void 0) out.push({ kind: "unknown", path: childPath, strictPath: childStrict });
      else decodeProblems(child, fieldShape, childPath, childStrict, out);
    }
  }
}
var YAML11_BOOLS = /* @__PURE__ */ new Set(["y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF"]);
var RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
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

// src/rules/crd/unknown-field.ts
var messages11 = {
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
    messages: messages11
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
        return { messageId: "unknown", object: crd, path: p.path, data: { field: field2, detail: detail2, hint }, apiserver: requestError("BadRequest", detail2) };
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

// src/rules/crd/schema-has-default.ts
function schemaHasDefault(s) {
  const o = goObject(s);
  if (!o) return false;
  if (isSet(o.default)) return true;
  const items = o.items;
  if (Array.isArray(items) ? items.some(schemaHasDefault) : schemaHasDefault(items)) return true;
  for (const key2 of ["allOf", "anyOf", "oneOf"]) if (goList(o[key2]).some(schemaHasDefault)) return true;
  if (schemaHasDefault(o.not) || schemaHasDefault(o.additionalProperties) || schemaHasDefault(o.additionalItems)) return true;
  for (const key2 of ["properties", "patternProperties", "definitions", "dependencies"]) {
    if (Object.values(goObject(o[key2]) ?? {}).some(schemaHasDefault)) return true;
  }
  return false;
}

// src/rules/crd/internal-versions.ts
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

// src/rules/crd/validate-versions.ts
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
      for (const d of validateDeprecationWarning(goBool(v.deprecated), isSet(warning) ? goString(warning) : void 0)) {
        errs.push(invalid(path.index(i).child("deprecationWarning"), goString(warning), d));
      }
    }
  });
  const internal = () => internalVersions(versions2, hoisting2);
  if (!unique) errs.push(invalid(path, internal(), "must contain unique version names"));
  if (storageCount !== 1) errs.push(invalid(path, internal(), "must have exactly one version marked as storage version"));
  const first = versions2[0];
  if (first && goString(first.name) !== "") {
    const e = isDns1035Label(goString(first.name));
    if (e.length > 0) errs.push(invalid(path.parentPath()?.child("version") ?? path, goString(first.name), e.join(",")));
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
    if (goBool(v.storage) && !remaining.has(name)) errs.push(invalid(path, [...storedVersions], `must have the storage version ${name}`));
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
    return versions2.flatMap((v, i) => missing2(v) ? [required(path.index(i).child("schema", "openAPIV3Schema"), "")] : []);
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
    errs.push(invalid(path, true, "cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead"));
  }
  return errs;
}
function validateConversionWithPreserve(conversion3, preserve, path) {
  if (!conversion3 || !preserve) return [];
  const strategy = goString(conversion3.strategy);
  return strategy === "None" ? [] : [invalid(path, strategy, "must be None if spec.preserveUnknownFields is true")];
}

// src/rules/crd/versions.ts
var messages12 = {
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
    messages: messages12
  },
  check: (ctx) => servedCrds(ctx.head).filter((crd) => !isPatchFragment(crd)).flatMap((crd) => check7(crd, crdOptions(ctx.baseOf(crd))))
});
function check7(crd, opts) {
  const spec = goObject(crd.value.spec) ?? {};
  const list = crdVersions(crd);
  const h = hoisting(crd);
  const preserve = goBool(spec.preserveUnknownFields);
  const hasDefaults = preserve && list.some((v) => schemaHasDefault(goObject(v.schema)?.openAPIV3Schema));
  const versionsPath = SPEC2.child("versions");
  const errors = [
    ...validateSchemaPresence(list, h.schema, { requireOpenAPISchema: opts.requireOpenAPISchema, preserveUnknownFields: preserve }, versionsPath),
    ...validateVersions({ versions: list, hoisting: h }, versionsPath),
    ...validateStoredVersions(storedVersionsAfterStrategy(list, opts.stored?.storedVersions), list, FieldPath.of("status", "storedVersions")),
    ...validateConversionWithPreserve(goObject(spec.conversion), preserve, SPEC2.child("conversion", "strategy")),
    ...validatePreserveUnknownFields(preserve, hasDefaults, opts.storedPreservesUnknownFields, SPEC2.child("preserveUnknownFields"))
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
  if (path.endsWith(".name") || path === "spec.version") return "name versions as lowercase DNS-1035 labels, such as v1, v1beta1 or v2alpha1";
  if (path.endsWith("deprecationWarning")) {
    return d === "can only be set for deprecated versions" ? "set deprecated: true on this version, or remove deprecationWarning" : "write a short, printable, non-empty warning of at most 256 bytes";
  }
  if (d === "must contain unique version names") return "give each entry of spec.versions its own name";
  if (d === "must have exactly one version marked as storage version") return "mark exactly one version storage: true";
  if (d === "must have at least one stored version" || d.startsWith("must have the storage version")) return "mark exactly one version storage: true";
  if (path.endsWith("openAPIV3Schema")) return "give this version a schema.openAPIV3Schema (x-kubernetes-preserve-unknown-fields: true keeps a subtree open)";
  if (d.startsWith("must be false in order to use defaults")) return "set spec.preserveUnknownFields to false (or remove it) to use defaults";
  if (d.startsWith("must be None if")) return "set spec.preserveUnknownFields to false (or remove it) to use conversion";
  return "remove spec.preserveUnknownFields and set x-kubernetes-preserve-unknown-fields: true where fields must be kept";
}

// src/rules/crd/index.ts
var crdRules = [apiVersion, prunedField, defaults, cel, schema2, structural, listType, unknownFormat, nonScalarSet, unknownField, metadata, names, versions, conversion, subresources, printerColumns, selectableFields];

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
          const first = problems.reduce((a, b) => b.line < a.line || b.line === a.line && b.column < a.column ? b : a);
          const others = problems.length - 1;
          const othersText = others === 1 ? "nor was 1 more document" : `nor were ${others} more documents`;
          return [{ messageId: "andMore", file: file.path, line: first.line, column: first.column, data: { message: first.message, othersText, documents: problems.length } }];
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
var yamlSyntax = parseProblemRule("yaml-syntax", "error", "a document is not valid YAML or JSON, so nothing in it is reviewed");
var duplicateKey = parseProblemRule("duplicate-key", "error", "a mapping repeats a key: kubectl keeps the last value without a word, kustomize and strict field validation refuse it");
var aliasLimit = parseProblemRule("alias-limit", "error", "YAML aliases expand a document beyond a safe size (an alias bomb)");
var tooDeep = parseProblemRule("too-deep", "error", "a document nests deeper than the tool reads");
var tooLarge = parseProblemRule("too-large", "error", "a file is larger than the tool reads");
var notText = parseProblemRule("not-text", "error", "a .yaml, .yml or .json file is binary or not UTF-8");
var template = parseProblemRule("template", "notice", "a file is a template (Helm, Go templates, Jinja, envsubst) rather than YAML, so its templated documents are not reviewed");

// src/rules/lifecycle/gate-table.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { posix as posix2 } from "node:path";

// src/rules/lifecycle/minor-version.ts
var MAJOR_MINOR = /^v?(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$/;
function parseMinorVersion(text) {
  const m = MAJOR_MINOR.exec(text);
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
var import_yaml = __toESM(require_dist(), 1);
var VERSIONED_FEATURE_LIST = "versioned_feature_list.yaml";
function gatesOfFeatureList(text) {
  let doc;
  try {
    doc = (0, import_yaml.parse)(text, { maxAliasCount: 100 });
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

// src/rules/lifecycle/gate-table.ts
var isFeatureList = (path) => posix2.basename(path) === VERSIONED_FEATURE_LIST && !isOutsideRepository(posix2.dirname(path));
var configuredFeatureFiles = (config) => {
  const globs = config.lifecycle?.featureFiles ?? [];
  return globs.length > 0 ? (0, import_picomatch.default)([...globs], { dot: true }) : void 0;
};
var readsForLifecycle = (path, config) => /\.go$/i.test(path) || isFeatureList(path) || configuredFeatureFiles(config)?.(path) === true;
var FEATUREGATE_IMPORT = "k8s.io/component-base/featuregate";
var STAGE_COMMENT = /^\s*(alpha|beta|ga|deprecated)\s*:\s*v?([0-9]+\.[0-9]+)\b/i;
function gateTable(world, config) {
  const configured = configuredFeatureFiles(config);
  const goFiles = world.goFiles.filter((f) => configured ? configured(f.path) : isFeatureFile(f) && isReviewedGoFile(f.path));
  const lists = world.filesAt((path) => configured ? configured(path) : isFeatureList(path));
  const gates = /* @__PURE__ */ new Map();
  for (const list of lists) for (const gate of gatesOfFeatureList(list.text)) if (!gates.has(gate.name)) gates.set(gate.name, gate);
  const constants = new ConstantIndex(goFiles);
  for (const file of goFiles) {
    for (const map of file.specMaps) {
      for (const entry of map.entries) {
        const constant = constants.resolve(file, entry.key);
        const name = constant?.stringValue ?? entry.key.slice(entry.key.lastIndexOf(".") + 1);
        const stageComments = constant ? stageCommentsOf(constant.file.path, constant.decl) : [];
        const known = gates.get(name);
        if (known) {
          if (known.stageComments.length === 0 && stageComments.length > 0) gates.set(name, { ...known, stageComments });
          continue;
        }
        gates.set(name, { name, specs: specsOf(map, entry.values), isLegacy: isLegacyMap(map), stageComments });
      }
    }
  }
  for (const c of constants.all()) {
    const name = c.stringValue ?? c.decl.name;
    if (!gates.has(name)) gates.set(name, { name, specs: [], isLegacy: false, stageComments: stageCommentsOf(c.file.path, c.decl) });
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
    return { ...version2 ? { version: version2 } : {}, ...stage ? { stage } : {}, lockToDefault: lit.fields.get("LockToDefault") === "true" };
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
  for (const gate of gates.values()) for (const s of gate.specs) if (s.version && (!best || compareVersions(s.version, best) > 0)) best = s.version;
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
        const list = this.byName.get(decl.name) ?? [];
        list.push({ file, decl, ...decl.stringValue === void 0 ? {} : { stringValue: decl.stringValue } });
        this.byName.set(decl.name, list);
      }
    }
  }
  all() {
    return [...this.byName.values()].flat();
  }
  resolve(from, key2) {
    const dot = key2.lastIndexOf(".");
    const ident = key2.slice(dot + 1);
    const candidates = this.byName.get(ident) ?? [];
    if (candidates.length <= 1) return candidates[0];
    if (dot === -1) {
      const dir = posix2.dirname(from.path);
      return candidates.find((c) => posix2.dirname(c.file.path) === dir) ?? candidates[0];
    }
    const alias = key2.slice(0, dot);
    const imported = from.imports.find((i) => (i.name ?? i.path.slice(i.path.lastIndexOf("/") + 1)) === alias);
    if (!imported) return candidates[0];
    const p = imported.path;
    return candidates.find((c) => {
      const dir = posix2.dirname(c.file.path);
      return dir === p || dir.endsWith(`/${p}`) || p.endsWith(`/${dir}`);
    }) ?? candidates[0];
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
  structs = /* @__PURE__ */ new Map();
  forms = /* @__PURE__ */ new Map();
  inlinedBy;
  constructor(files) {
    for (const file of files) {
      if (file.error !== void 0 || !isReviewedGoFile(file.path)) continue;
      const dir = posix3.dirname(file.path);
      for (const struct of file.structs) {
        const key2 = structKey(dir, struct.name);
        if (!this.structs.has(key2)) this.structs.set(key2, { file, struct });
      }
    }
  }
  /** The serialized form of the struct `name` of the package in `dir`; undefined when there is none. */
  form(dir, name) {
    const key2 = structKey(dir, name);
    const known = this.forms.get(key2);
    if (known === "computing") return { names: /* @__PURE__ */ new Set(), unseen: /* @__PURE__ */ new Set() };
    if (known) return known;
    const at = this.structs.get(key2);
    if (!at) return void 0;
    this.forms.set(key2, "computing");
    const names3 = /* @__PURE__ */ new Set();
    const unseen = /* @__PURE__ */ new Set();
    for (const field2 of at.struct.fields) {
      for (const n of jsonNamesOf(field2)) names3.add(n);
      const own = field2.names.length === 0 && field2.tag !== void 0 ? jsonTagOf(field2.tag) : void 0;
      if (own !== void 0 && own.name !== "" && !(own.name === "-" && own.options.length === 0)) names3.add(own.name);
      if (!isInlined(field2)) continue;
      const type = typeName2(field2.type);
      const inner = type.qualifier === void 0 ? this.form(dir, type.name) : void 0;
      if (inner) {
        for (const n of inner.names) names3.add(n);
        for (const u of inner.unseen) unseen.add(u);
      } else {
        unseen.add(`${type.qualifier === void 0 ? dir : importPathOf(at.file, type.qualifier)}.${type.name}`);
      }
    }
    const form = { names: names3, unseen };
    this.forms.set(key2, form);
    return form;
  }
  /** The structs of the same package whose serialized form holds the fields of `name` inlined, at any depth. */
  inliners(dir, name) {
    if (!this.inlinedBy) {
      this.inlinedBy = /* @__PURE__ */ new Map();
      for (const [key2, { struct }] of this.structs) {
        const d = key2.slice(0, key2.indexOf("\0"));
        for (const field2 of struct.fields) {
          if (!isInlined(field2)) continue;
          const type = typeName2(field2.type);
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
function typeName2(type) {
  const bare = type.replace(/^\*+/, "").replace(/\[.*$/s, "").trim();
  const dot = bare.lastIndexOf(".");
  return dot < 0 ? { name: bare } : { qualifier: bare.slice(0, dot), name: bare.slice(dot + 1) };
}
var embeddedName = (type) => typeName2(type).name;
function importPathOf(file, qualifier) {
  const named = file.imports.find((i) => i.name === qualifier);
  if (named) return named.path;
  const byElement = file.imports.find((i) => i.name === void 0 && posix3.basename(i.path) === qualifier);
  return byElement?.path ?? qualifier;
}
var isExported = (name) => new RegExp("^\\p{Lu}", "u").test(name);

// src/rules/lifecycle/change-index.ts
var ChangeIndex = class {
  constructor(base) {
    this.base = base;
    for (const file of base?.goFiles ?? []) {
      for (const decl of file.consts) {
        const key2 = constKey(file, decl);
        const docs = this.constDocs.get(key2) ?? /* @__PURE__ */ new Set();
        for (const c of decl.doc) docs.add(c.text.trim());
        this.constDocs.set(key2, docs);
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
    this.basePackages ??= new GoPackages(this.base.goFiles);
    const base = this.basePackages;
    const dir = posix4.dirname(file.path);
    const forms = [struct.name, ...head.inliners(dir, struct.name)].map((name) => ({ before: base.form(dir, name), after: head.form(dir, name) }));
    return names3.filter(
      (n) => forms.every(({ before, after }) => before === void 0 || !before.names.has(n) && [...before.unseen].every((u) => after?.unseen.has(u) === true))
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

// src/rules/lifecycle/lifecycle-facts.ts
var PER_CONTEXT = { name: "lifecycle facts", create: () => /* @__PURE__ */ new WeakMap() };
function lifecycleFacts(ctx) {
  const computed = ctx.cache.get(PER_CONTEXT);
  let facts = computed.get(ctx);
  if (!facts) {
    const files = ctx.head.goFiles.filter((f) => f.error === void 0 && isReviewedGoFile(f.path));
    const fields = [];
    const declarations = [];
    for (const file of files) {
      const inFile = fieldTagsOf(file);
      fields.push(...inFile);
      declarations.push(...declarationTagsOf(file, inFile));
    }
    facts = { table: gateTable(ctx.head, ctx.config), fields, declarations, kubernetesTags: kubernetesTags(fields), changes: new ChangeIndex(ctx.base) };
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
    description: "A feature gate's stage comment disagrees with the +lifecycle: tags of its fields",
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
          data: { stage: comment.stage, version: formatVersion(comment.version), gate: gate.name, field: other.at.label, minVersion: other.minVersion },
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
    description: "A field's +lifecycle:kubernetes: gate is not among the gates of its +featureGate= tag",
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
var import_yaml6 = __toESM(require_dist(), 1);
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";

// src/engine/config-reader.ts
var import_yaml2 = __toESM(require_dist(), 1);
function readGlobs(src, node, path, keyOffset) {
  if (isEmpty(node)) return { value: [], errors: [] };
  if ((0, import_yaml2.isAlias)(node)) return { value: [], errors: [aliasError(src, node, path)] };
  if ((0, import_yaml2.isScalar)(node)) {
    const read = readGlob(src, node, path, keyOffset);
    return { value: read.value === void 0 ? [] : [read.value], errors: read.errors };
  }
  if (!(0, import_yaml2.isSeq)(node)) {
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
  if ((0, import_yaml2.isAlias)(node)) return { value: void 0, errors: [aliasError(src, node, path)] };
  const value = (0, import_yaml2.isScalar)(node) ? node.value : void 0;
  if (typeof value !== "string" || isEmpty(node)) return fail(`must be a glob (a string), not ${describe(node)}`);
  if (value === "") return fail("must not be an empty string");
  const relative = value.replace(/^(\.\/|\/)+/, "");
  if (relative !== value) {
    return fail(`${renderValue(value)} matches nothing: paths are relative to the repository root; write ${renderValue(relative)}`);
  }
  return { value, errors: [] };
}
function readEntries(src, items, mapOffset, parent, pathOf2) {
  const seen = /* @__PURE__ */ new Map();
  const entries = [];
  for (const pair of items) {
    const keyNode = pair.key;
    const keyOffset = offsetOf(keyNode, offsetOf(pair.value, mapOffset));
    if ((0, import_yaml2.isAlias)(keyNode)) {
      entries.push({ error: aliasError(src, keyNode, parent) });
      continue;
    }
    if (!(0, import_yaml2.isScalar)(keyNode) || isEmpty(keyNode)) {
      entries.push({ error: errorAt(src, keyOffset, parent, `keys must be strings, not ${describe(keyNode)}`) });
      continue;
    }
    const key2 = typeof keyNode.value === "string" ? keyNode.value : String(keyNode.value);
    const path = pathOf2(key2);
    const first = seen.get(key2);
    if (first !== void 0) {
      const message = `duplicate key ${renderValue(key2)}; first given on line ${src.lines.linePos(first).line}`;
      entries.push({ error: errorAt(src, keyOffset, path, message) });
      continue;
    }
    seen.set(key2, keyOffset);
    entries.push({ key: key2, path, keyOffset, value: pair.value });
  }
  return entries;
}
function unknownKey(key2, allowed) {
  return `unknown key ${renderValue(key2)}; allowed keys: ${allowed.join(", ")}`;
}
function aliasError(src, node, path) {
  return errorAt(src, offsetOf(node), path, "aliases are not supported here; write the value out");
}
function isEmpty(node) {
  return node === null || node === void 0 || (0, import_yaml2.isScalar)(node) && node.value === null;
}
function describe(node) {
  if ((0, import_yaml2.isMap)(node)) return "a mapping";
  if ((0, import_yaml2.isSeq)(node)) return "a sequence";
  if (isEmpty(node)) return "empty";
  const value = (0, import_yaml2.isScalar)(node) ? node.value : node;
  if (typeof value === "string") return "a string";
  if (typeof value === "number" || typeof value === "bigint") return `a number (${String(value)})`;
  if (typeof value === "boolean") return `a boolean (${String(value)})`;
  return "an unsupported value";
}
function offsetOf(node, fallback = 0) {
  if (!(0, import_yaml2.isNode)(node) || (0, import_yaml2.isScalar)(node) && node.value === null && node.source === "") return fallback;
  return node.range?.[0] ?? fallback;
}
function errorAt(src, offset, path, message) {
  const { line, col } = src.lines.linePos(offset);
  return { file: src.file, line: Math.max(line, 1), column: Math.max(col, 1), path: path?.toString() ?? "", message };
}
var MAJOR_MINOR2 = /^v?([1-9][0-9]*)\.(0|[1-9][0-9]*)$/;
function readMajorMinor(src, node, path, keyOffset) {
  const fail = (message) => ({ value: void 0, errors: [errorAt(src, offsetOf(node, keyOffset), path, message)] });
  if ((0, import_yaml2.isAlias)(node)) return { value: void 0, errors: [aliasError(src, node, path)] };
  const value = (0, import_yaml2.isScalar)(node) ? node.value : void 0;
  if (typeof value === "number") return fail(`must be a quoted string such as "1.36": ${node && (0, import_yaml2.isScalar)(node) ? String(node.source) : String(value)} reads as a number`);
  if (typeof value !== "string") return fail(`must be a version such as "1.36", not ${describe(node)}`);
  const m = MAJOR_MINOR2.exec(value);
  if (!m) return fail(`${renderValue(value)} is not a version MAJOR.MINOR such as "1.36"`);
  return { value: `${m[1]}.${m[2]}`, errors: [] };
}
function readBoolean(src, node, path, keyOffset) {
  if (isEmpty(node)) return { value: void 0, errors: [] };
  if ((0, import_yaml2.isAlias)(node)) return { value: void 0, errors: [aliasError(src, node, path)] };
  const value = (0, import_yaml2.isScalar)(node) ? node.value : void 0;
  if (typeof value === "boolean") return { value, errors: [] };
  return { value: void 0, errors: [errorAt(src, offsetOf(node, keyOffset), path, `must be true or false, not ${describe(node)}`)] };
}

// src/engine/config-closest-rule-id.ts
var MAX_SUGGESTION_DISTANCE = 3;
function closestRuleId(id, knownRuleIds) {
  const known = [...knownRuleIds].sort();
  let best;
  let bestDistance = MAX_SUGGESTION_DISTANCE + 1;
  for (const candidate of known) {
    const d = editDistance(id, candidate, bestDistance - 1);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (best !== void 0) return best;
  const byName = known.filter((k) => k.slice(k.indexOf("/") + 1) === id);
  return byName.length === 1 ? byName[0] : void 0;
}
function editDistance(a, b, limit) {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const substitute = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      const value = Math.min(substitute, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return Math.min(previous[b.length] ?? 0, limit + 1);
}

// src/engine/config-crd.ts
var import_yaml3 = __toESM(require_dist(), 1);
var MIN_MODELLED_KUBERNETES_VERSION = { major: 1, minor: 30 };
var SECTION_KEYS = ["minKubernetesVersion"];
function readCrdConfig(src, node, path, keyOffset) {
  if (isEmpty(node)) return { value: {}, errors: [] };
  if ((0, import_yaml3.isAlias)(node)) return { value: {}, errors: [aliasError(src, node, path)] };
  if (!(0, import_yaml3.isMap)(node)) {
    return { value: {}, errors: [errorAt(src, offsetOf(node, keyOffset), path, `must be a mapping with the keys ${SECTION_KEYS.join(", ")}, not ${describe(node)}`)] };
  }
  const errors = [];
  let minKubernetesVersion;
  for (const entry of readEntries(src, node.items, offsetOf(node, keyOffset), path, (key2) => path.child(key2))) {
    if ("error" in entry) {
      errors.push(entry.error);
      continue;
    }
    if (entry.key !== "minKubernetesVersion") {
      errors.push(errorAt(src, entry.keyOffset, entry.path, unknownKey(entry.key, SECTION_KEYS)));
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

// src/engine/config-lifecycle.ts
var import_yaml4 = __toESM(require_dist(), 1);
var DEFAULT_LIFECYCLE_CONFIG = { featureFiles: [] };
var FEATURE_FILES_KEY = "lifecycle.featureFiles";
var SECTION_KEYS2 = ["featureFiles", "currentVersion"];
function readLifecycleConfig(src, node, path, keyOffset) {
  if (isEmpty(node)) return { value: DEFAULT_LIFECYCLE_CONFIG, errors: [] };
  if ((0, import_yaml4.isAlias)(node)) return { value: DEFAULT_LIFECYCLE_CONFIG, errors: [aliasError(src, node, path)] };
  if (!(0, import_yaml4.isMap)(node)) {
    return { value: DEFAULT_LIFECYCLE_CONFIG, errors: [errorAt(src, offsetOf(node, keyOffset), path, `must be a mapping with the keys ${SECTION_KEYS2.join(", ")}, not ${describe(node)}`)] };
  }
  const errors = [];
  let featureFiles = [];
  let currentVersion;
  for (const entry of readEntries(src, node.items, offsetOf(node, keyOffset), path, (key2) => path.child(key2))) {
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
        errors.push(errorAt(src, entry.keyOffset, entry.path, unknownKey(entry.key, SECTION_KEYS2)));
    }
  }
  return { value: { featureFiles, ...currentVersion === void 0 ? {} : { currentVersion } }, errors };
}

// src/engine/config-refgrant.ts
var import_yaml5 = __toESM(require_dist(), 1);
var DEFAULT_REFGRANT_CONFIG = { meshRouteExemption: true, resources: [], referenceFields: [] };
var SECTION_KEYS3 = ["defaultNamespace", "meshRouteExemption", "resources", "referenceFields"];
var RESOURCE_KEYS = ["group", "kind", "resource"];
var FIELD_KEYS = ["group", "kind", "path", "defaultGroup", "defaultKind"];
var DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
var GROUP = /^$|^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
var KIND = /^[a-zA-Z]([-a-zA-Z0-9]*[a-zA-Z0-9])?$/;
var PATH = /^[A-Za-z0-9_-]+(\[\*\])?(\.[A-Za-z0-9_-]+(\[\*\])?)*$/;
function readRefgrantConfig(src, node, path, keyOffset) {
  if (isEmpty(node)) return { value: DEFAULT_REFGRANT_CONFIG, errors: [] };
  if ((0, import_yaml5.isAlias)(node)) return { value: DEFAULT_REFGRANT_CONFIG, errors: [aliasError(src, node, path)] };
  if (!(0, import_yaml5.isMap)(node)) {
    return { value: DEFAULT_REFGRANT_CONFIG, errors: [errorAt(src, offsetOf(node, keyOffset), path, `must be a mapping with the keys ${SECTION_KEYS3.join(", ")}, not ${describe(node)}`)] };
  }
  const errors = [];
  let defaultNamespace;
  let meshRouteExemption = DEFAULT_REFGRANT_CONFIG.meshRouteExemption;
  let resources = [];
  let referenceFields2 = [];
  for (const entry of readEntries(src, node.items, offsetOf(node, keyOffset), path, (key2) => path.child(key2))) {
    if ("error" in entry) {
      errors.push(entry.error);
      continue;
    }
    switch (entry.key) {
      case "defaultNamespace": {
        const read = readString(src, entry.value, entry.path, entry.keyOffset, DNS_LABEL, "a namespace (a lowercase RFC 1123 label)");
        defaultNamespace = read.value;
        errors.push(...read.errors);
        break;
      }
      case "meshRouteExemption": {
        const value = (0, import_yaml5.isScalar)(entry.value) ? entry.value.value : void 0;
        if ((0, import_yaml5.isAlias)(entry.value)) errors.push(aliasError(src, entry.value, entry.path));
        else if (typeof value === "boolean") meshRouteExemption = value;
        else errors.push(errorAt(src, offsetOf(entry.value, entry.keyOffset), entry.path, `must be true or false, not ${describe(entry.value)}`));
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
        errors.push(errorAt(src, entry.keyOffset, entry.path, unknownKey(entry.key, SECTION_KEYS3)));
    }
  }
  return { value: { ...defaultNamespace === void 0 ? {} : { defaultNamespace }, meshRouteExemption, resources, referenceFields: referenceFields2 }, errors };
}
function readList(src, node, path, keyOffset, readItem) {
  if (isEmpty(node)) return { value: [], errors: [] };
  if ((0, import_yaml5.isAlias)(node)) return { value: [], errors: [aliasError(src, node, path)] };
  if (!(0, import_yaml5.isSeq)(node)) return { value: [], errors: [errorAt(src, offsetOf(node, keyOffset), path, `must be a list of mappings, not ${describe(node)}`)] };
  const out = [];
  const errors = [];
  node.items.forEach((item, i) => {
    const itemPath = path.index(i);
    const itemOffset = offsetOf(item, offsetOf(node, keyOffset));
    if ((0, import_yaml5.isAlias)(item)) {
      errors.push(aliasError(src, item, itemPath));
      return;
    }
    if (!(0, import_yaml5.isMap)(item)) {
      errors.push(errorAt(src, itemOffset, itemPath, `must be a mapping, not ${describe(item)}`));
      return;
    }
    const fields = /* @__PURE__ */ new Map();
    for (const entry of readEntries(src, item.items, itemOffset, itemPath, (key2) => itemPath.child(key2))) {
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
  return [...fields].filter(([key2]) => !allowed.includes(key2)).map(([key2, f]) => errorAt(src, f.keyOffset, f.path, unknownKey(key2, allowed)));
}
function requiredString(src, fields, key2, itemPath, itemOffset, pattern, what) {
  const f = fields.get(key2);
  if (!f) return { value: void 0, errors: [errorAt(src, itemOffset, itemPath.child(key2), `required: ${what}`)] };
  return readString(src, f.node, f.path, f.keyOffset, pattern, what);
}
function readString(src, node, path, keyOffset, pattern, what) {
  if ((0, import_yaml5.isAlias)(node)) return { value: void 0, errors: [aliasError(src, node, path)] };
  const value = (0, import_yaml5.isScalar)(node) ? node.value : void 0;
  if (typeof value !== "string") return { value: void 0, errors: [errorAt(src, offsetOf(node, keyOffset), path, `must be ${what}, not ${describe(node)}`)] };
  if (!pattern.test(value)) return { value: void 0, errors: [errorAt(src, offsetOf(node, keyOffset), path, `${renderValue(value)} is not ${what}`)] };
  return { value, errors: [] };
}
var GROUP_WHAT = 'an API group ("" for core, else a lowercase DNS subdomain, no version)';
var KIND_WHAT = 'a kind (letters, digits and "-", starting with a letter)';
var readResource = (src, fields, path, offset) => {
  const group = requiredString(src, fields, "group", path, offset, GROUP, GROUP_WHAT);
  const kind = requiredString(src, fields, "kind", path, offset, KIND, KIND_WHAT);
  const resource = requiredString(src, fields, "resource", path, offset, DNS_LABEL, "a plural resource name (a lowercase RFC 1123 label)");
  const errors = [...unknownKeys(src, fields, RESOURCE_KEYS), ...group.errors, ...kind.errors, ...resource.errors];
  if (group.value === void 0 || kind.value === void 0 || resource.value === void 0) return { value: void 0, errors };
  return { value: { group: group.value, kind: kind.value, resource: resource.value }, errors };
};
var readReferenceField = (src, fields, path, offset) => {
  const group = requiredString(src, fields, "group", path, offset, GROUP, GROUP_WHAT);
  const kind = requiredString(src, fields, "kind", path, offset, KIND, KIND_WHAT);
  const fieldPath = requiredString(src, fields, "path", path, offset, PATH, 'a field path such as "spec.rules[*].backendRefs[*]" (fields, and [*] for every item of a list)');
  const optional = (key2, pattern, what) => {
    const f = fields.get(key2);
    return f ? readString(src, f.node, f.path, f.keyOffset, pattern, what) : { value: "", errors: [] };
  };
  const defaultGroup = optional("defaultGroup", GROUP, GROUP_WHAT);
  const defaultKind = optional("defaultKind", /^$|^[a-zA-Z]([-a-zA-Z0-9]*[a-zA-Z0-9])?$/, KIND_WHAT);
  const errors = [...unknownKeys(src, fields, FIELD_KEYS), ...group.errors, ...kind.errors, ...fieldPath.errors, ...defaultGroup.errors, ...defaultKind.errors];
  if (group.value === void 0 || kind.value === void 0 || fieldPath.value === void 0 || defaultGroup.value === void 0 || defaultKind.value === void 0) {
    return { value: void 0, errors };
  }
  return {
    value: { group: group.value, kind: kind.value, path: fieldPath.value, steps: parseReferencePath(fieldPath.value), defaultGroup: defaultGroup.value, defaultKind: defaultKind.value },
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
var DEFAULT_CONFIG_FILE = ".github/kube-api-review.yaml";
function formatConfigError(e) {
  const where = e.line > 0 ? `${e.file}:${e.line}:${e.column}` : e.file;
  return e.path === "" ? `${where}: ${e.message}` : `${where}: ${e.path}: ${e.message}`;
}
var SETTINGS = ["off", "error", "warning", "notice"];
var TOP_LEVEL_KEYS = ["rules", "include", "exclude", "vendored", "testdata", "crd", "refgrant", "lifecycle"];
var LONG_FORM_KEYS = ["severity"];
function parseConfig(text, file, knownRuleIds) {
  const lines = new import_yaml6.LineCounter();
  const doc = (0, import_yaml6.parseDocument)(text, { lineCounter: lines, uniqueKeys: false, prettyErrors: false });
  const src = { file, lines, knownRuleIds };
  const yamlErrors = [...doc.errors, ...doc.warnings].sort((a, b) => a.pos[0] - b.pos[0]).map((e) => errorAt(src, e.pos[0], void 0, `invalid YAML: ${e.message}`));
  if (yamlErrors.length > 0) return { errors: yamlErrors };
  const root = doc.contents;
  if (isEmpty(root)) return { config: { ...DEFAULT_CONFIG, file } };
  if ((0, import_yaml6.isAlias)(root)) return { errors: [aliasError(src, root, void 0)] };
  if (!(0, import_yaml6.isMap)(root)) {
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
  for (const entry of readEntries(src, root.items, 0, void 0, (key2) => FieldPath.of(key2))) {
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
      default:
        errors.push(errorAt(src, entry.keyOffset, path, unknownKey(entry.key, TOP_LEVEL_KEYS)));
    }
  }
  return errors.length > 0 ? { errors } : { config: { rules, include, exclude, ...vendored === void 0 ? {} : { vendored }, ...testdata === void 0 ? {} : { testdata }, file, ...refgrant ? { refgrant } : {}, ...lifecycle ? { lifecycle } : {}, ...crd ? { crd } : {} } };
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
  if ((0, import_yaml6.isAlias)(node)) return { value: rules, errors: [aliasError(src, node, path)] };
  if (!(0, import_yaml6.isMap)(node)) {
    const message = `must be a mapping of rule id to setting, not ${describe(node)}`;
    return { value: rules, errors: [errorAt(src, offsetOf(node, keyOffset), path, message)] };
  }
  const errors = [];
  for (const entry of readEntries(src, node.items, offsetOf(node, keyOffset), path, (key2) => path.key(key2))) {
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
    if (setting.value !== void 0) rules.set(entry.key, setting.value);
  }
  return { value: rules, errors };
}
var SETTING_LIST = SETTINGS.join(", ");
function readSetting(src, node, path, keyOffset) {
  if ((0, import_yaml6.isAlias)(node)) return { value: void 0, errors: [aliasError(src, node, path)] };
  if ((0, import_yaml6.isMap)(node)) return readLongForm(src, node.items, path, offsetOf(node, keyOffset));
  if ((0, import_yaml6.isScalar)(node) && !isEmpty(node)) return readSeverity(src, node, path);
  const message = `must be one of ${SETTING_LIST}, or a mapping with severity; not ${describe(node)}`;
  return { value: void 0, errors: [errorAt(src, offsetOf(node, keyOffset), path, message)] };
}
function readLongForm(src, items, path, mapOffset) {
  const errors = [];
  let severity;
  let sawSeverity = false;
  for (const entry of readEntries(src, items, mapOffset, path, (key2) => path.child(key2))) {
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
    if ((0, import_yaml6.isAlias)(node)) errors.push(aliasError(src, node, keyPath));
    else if ((0, import_yaml6.isScalar)(node) && !isEmpty(node)) {
      const read = readSeverity(src, node, keyPath);
      severity = read.value;
      errors.push(...read.errors);
    } else {
      errors.push(errorAt(src, offsetOf(node, entry.keyOffset), keyPath, `must be one of ${SETTING_LIST}, not ${describe(node)}`));
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
      ...facts.kubernetesTags.map((k) => ({ file: k.at.file.path, line: k.tag.line, column: k.tag.column, endLine: k.at.line })),
      ...facts.declarations.flatMap((at) => [
        ...at.featureGates.filter((t) => t.gates.some((g) => g !== "")),
        ...at.gateConditions.filter((t) => t.gate !== "")
      ].map((t) => ({ file: at.file.path, line: t.line, column: t.column, endLine: at.line })))
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
    description: "Two fields tagged with the same feature gate disagree on status or minVersion",
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
      const ordered = [...tags].sort((a, b) => a.at.file.path < b.at.file.path ? -1 : a.at.file.path > b.at.file.path ? 1 : a.tag.line - b.tag.line);
      const [first, ...later] = ordered;
      if (!first) continue;
      for (const k of later) {
        if (k.status === first.status && k.minVersion === first.minVersion) continue;
        out.push(tagReport(facts, k.at, k.tag, "inconsistent", {
          minVersion: k.minVersion,
          status: k.status,
          gate,
          other: first.at.label,
          otherMinVersion: first.minVersion,
          otherStatus: first.status
        }));
      }
    }
    return out;
  }
});

// src/rules/lifecycle/parse-error.ts
var parseError2 = defineRule({
  id: "lifecycle/parse-error",
  meta: {
    severity: "notice",
    description: "This tool could not read all of a Go file, so part of it was not checked",
    messages: {
      syntax: `${GO_GRAMMAR} (this tool's Go parser) cannot read the code here ({{problem}}): Go syntax newer than the grammar, or Go that does not compile (go build is the judge); the declarations it could read in this file were still checked`,
      unreadable: "{{problem}}; its lifecycle tags and feature gates were not checked"
    }
  },
  check: (ctx) => ctx.head.goFiles.flatMap((f) => {
    if (!isReviewedGoFile(f.path)) return [];
    const problem = f.error ?? f.syntaxError;
    if (!problem) return [];
    return [{ messageId: f.error ? "unreadable" : "syntax", file: f.path, line: problem.line, column: problem.column, data: { problem: problem.message } }];
  })
});

// src/rules/lifecycle/prerelease-tag.ts
import { posix as posix5 } from "node:path";
var PREFIX = "k8s:prerelease-lifecycle-gen:";
var VERSION_KEYS = ["introduced", "deprecated", "removed"];
var MAJOR_MINOR3 = /^([1-9][0-9]*)\.(0|[1-9][0-9]*)$/;
var PRERELEASE_VERSION = /^v[0-9]+(alpha|beta)[0-9]+$/;
var prereleaseTag = defineRule({
  id: "lifecycle/prerelease-tag",
  meta: {
    severity: "error",
    description: "A +k8s:prerelease-lifecycle-gen: tag is malformed, out of order, or missing on an alpha or beta kind",
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
    const enabledDirs = new Set(
      ctx.head.goFiles.filter((f) => posix5.basename(f.path) === "doc.go" && f.packageComments.some((c) => /^\s*\+k8s:prerelease-lifecycle-gen=true\s*$/.test(c.text))).map((f) => posix5.dirname(f.path))
    );
    for (const file of ctx.head.goFiles) {
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
    out.push({ messageId, file: file.path, line, column, data: { type: struct.name, ...data }, discriminator: `${struct.name} ${raw}`, ...severity ? { severity } : {} });
  };
  const seenKeys = /* @__PURE__ */ new Set();
  for (const comment of [...struct.secondDoc, ...struct.doc]) {
    const tag = tagOfComment(comment);
    if (!tag || "message" in tag || !tag.name.startsWith(PREFIX)) continue;
    const key2 = tag.name.slice(PREFIX.length);
    seenKeys.add(key2);
    const value = (tag.value ?? "").trim();
    if (VERSION_KEYS.includes(key2)) {
      const m = MAJOR_MINOR3.exec(value);
      if (!m) report3("badVersion", tag.line, tag.column, tag.raw, { key: key2, value }, false);
      else versions2.set(key2, { version: { major: Number(m[1]), minor: Number(m[2]) }, value, line: tag.line, column: tag.column, raw: tag.raw });
    } else if (key2 === "replacement") {
      const parts = value.split(",");
      if (parts.length !== 3 || parts[1] === "" || parts[2] === "") report3("badReplacement", tag.line, tag.column, tag.raw, { value }, false);
    } else report3("unknownKey", tag.line, tag.column, tag.raw, { tag: tag.raw }, false);
  }
  const pairs = [["introduced", "deprecated"], ["deprecated", "removed"], ...versions2.has("deprecated") ? [] : [["introduced", "removed"]]];
  for (const [earlierKey, laterKey] of pairs) {
    const earlier = versions2.get(earlierKey);
    const later = versions2.get(laterKey);
    if (earlier && later && compareVersions(later.version, earlier.version) < 0) {
      report3("order", later.line, later.column, later.raw, { key: laterKey, value: later.value, earlierKey, earlierValue: earlier.value }, true);
    }
  }
  const dir = posix5.dirname(file.path);
  const version2 = posix5.basename(dir);
  const isKind = struct.fields.some((f) => f.names.length === 0 && /(^|\.)TypeMeta$/.test(f.type));
  if (isKind && !seenKeys.has("introduced") && PRERELEASE_VERSION.test(version2) && enabledDirs.has(dir)) {
    const severity = facts.changes.isAddedStruct(file, struct) ? void 0 : "warning";
    out.push({ messageId: "missingIntroduced", file: file.path, line: struct.line, column: struct.column, data: { type: struct.name, version: version2 }, discriminator: `${struct.name} introduced`, ...severity ? { severity } : {} });
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
    description: "A +lifecycle:kubernetes: tag's status is not its feature gate's stage at the current version",
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
      return [tagReport(facts, k.at, k.tag, "mismatch", { status: k.status, gate: k.featureGate, stage: spec.stage, version: version2 })];
    });
  }
});

// src/rules/lifecycle/tag-after-ga.ts
var tagAfterGa = defineRule({
  id: "lifecycle/tag-after-ga",
  meta: {
    severity: "error",
    description: "A +lifecycle:kubernetes: tag remains after its feature gate went GA or was locked to its default",
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
    description: "A +lifecycle:, +featureGate= or ifEnabled/ifDisabled tag on a Go declaration is malformed",
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
      for (const bad of at.malformed) out.push(tagReport(facts, at, { raw: bad.message, line: bad.line, column: bad.column }, "malformed", { problem: bad.message }, fixed2));
      const seen = /* @__PURE__ */ new Set();
      for (const tag of at.lifecycle) {
        if (tag.problems.length > 0) out.push(tagReport(facts, at, tag, "malformed", { problem: tag.problems.join("; ") }, fixed2));
        else if (seen.has(tag.component)) out.push(tagReport(facts, at, tag, "second", { component: tag.component }, fixed2));
        seen.add(tag.component);
      }
      for (const tag of at.featureGates) if (tag.gates.some((g) => g === "")) out.push(tagReport(facts, at, tag, "emptyGate", {}, fixed2));
      for (const tag of at.gateConditions) {
        if (tag.gate === "") out.push({ ...tagReport(facts, at, tag, "emptyCondition", { condition: tag.condition }, fixed2), discriminator: `${at.label} ${tag.raw} ${tag.condition}` });
      }
    }
    return out;
  }
});

// src/rules/lifecycle/ungated-field.ts
import { posix as posix8 } from "node:path";

// src/rules/lifecycle/api-packages.ts
import { posix as posix6 } from "node:path";
var API_DIR = /* @__PURE__ */ new Set(["api", "apis"]);
var EMBEDDED_TYPE_META = /^\*?([A-Za-z_][A-Za-z0-9_]*\.)?TypeMeta$/;
function apiPackages(files) {
  const out = /* @__PURE__ */ new Map();
  for (const file of files) {
    const dir = posix6.dirname(file.path);
    if (out.has(dir) || isOutsideRepository(dir)) continue;
    const evidence = evidenceIn(dir, file);
    if (evidence) out.set(dir, evidence);
  }
  return out;
}
function evidenceIn(dir, file) {
  if (file.packageComments.some((c) => hasTag(c, "groupName"))) return "groupName";
  for (const struct of file.structs) {
    if ([...struct.doc, ...struct.secondDoc].some((c) => hasTag(c, "kubebuilder:object:root"))) return "kubebuilder:object:root";
    if (struct.fields.some((f) => f.names.length === 0 && EMBEDDED_TYPE_META.test(f.type))) return "TypeMeta";
  }
  return dir.split("/").slice(0, -1).some((s) => API_DIR.has(s)) ? "path" : void 0;
}
function hasTag(comment, name) {
  const tag = tagOfComment(comment);
  return tag !== void 0 && !("message" in tag) && tag.name === name;
}

// src/rules/lifecycle/gated-types.ts
import { posix as posix7 } from "node:path";
var isGated = (at) => at.lifecycle.length > 0 || at.featureGates.length > 0 || at.malformed.length > 0;
var typeKey = (dir, name) => `${dir}\0${name}`;
var baseTypeName = (type) => type.replace(/^(\*|\[[^\]]*\]|map\[[^\]]*\])+/, "").replace(/^.*\./, "");
function gatedTypes(fields, changes) {
  const structs = /* @__PURE__ */ new Map();
  const usesByName = /* @__PURE__ */ new Map();
  const inside = /* @__PURE__ */ new Map();
  for (const at of fields) {
    const key2 = typeKey(posix7.dirname(at.file.path), at.struct.name);
    const isKind = at.field.names.length === 0 && baseTypeName(at.field.type) === "TypeMeta";
    structs.set(key2, { name: at.struct.name, isKind: isKind || (structs.get(key2)?.isKind ?? false) });
    const used = baseTypeName(at.field.type);
    if (isSerialized(at.field) && used !== "") usesByName.set(used, [...usesByName.get(used) ?? [], at]);
    if (changes.isAddedStruct(at.file, at.struct) && isSerialized(at.field)) inside.set(key2, (inside.get(key2) ?? true) && isGated(at));
  }
  const behindGate = /* @__PURE__ */ new Set();
  for (let changed = true; changed; ) {
    changed = false;
    for (const [key2, { name, isKind }] of structs) {
      if (isKind || behindGate.has(key2)) continue;
      const uses = usesByName.get(name) ?? [];
      if (uses.length === 0) continue;
      if (uses.every((u) => isGated(u) || behindGate.has(typeKey(posix7.dirname(u.file.path), u.struct.name)))) {
        behindGate.add(key2);
        changed = true;
      }
    }
  }
  return { behindGate, gatedInside: new Set([...inside].filter(([, gated]) => gated).map(([key2]) => key2)) };
}

// src/rules/lifecycle/ungated-field.ts
var ungatedField = defineRule({
  id: "lifecycle/ungated-field",
  meta: {
    severity: "warning",
    description: "A field the change adds to a stable API version has no +featureGate= or +lifecycle: tag",
    messages: {
      ungated: "{{field}} ({{json}}) is added to the stable API {{version}} without a +featureGate= or +lifecycle: tag; new fields in stable APIs are normally added behind a feature gate"
    }
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    if (!facts.changes.hasBase || !facts.declarations.some(hasGateTag)) return [];
    const api = apiPackages(ctx.head.goFiles.filter((f) => f.error === void 0));
    const gated = gatedTypes(facts.fields, facts.changes);
    const packages = new GoPackages(ctx.head.goFiles);
    const out = [];
    for (const at of facts.fields) {
      const dir = posix8.dirname(at.file.path);
      const version2 = posix8.basename(dir);
      if (!STABLE_VERSION.test(version2) || !api.has(dir) || isGenerated(at.file.path) || !isSerialized(at.field)) continue;
      if (isGated(at) || gated.behindGate.has(typeKey(dir, at.struct.name)) || gated.gatedInside.has(typeKey(dir, baseTypeName(at.field.type)))) continue;
      if (facts.changes.isAddedStruct(at.file, at.struct)) continue;
      const added = facts.changes.addedJsonNames(packages, at.file, at.struct, at.field);
      if (added.length === 0) continue;
      out.push({
        messageId: "ungated",
        file: at.file.path,
        line: at.field.line,
        column: at.field.column,
        data: { field: at.label, version: version2, json: `JSON ${added.length === 1 ? "name" : "names"} ${added.map((n) => `"${n}"`).join(", ")}` },
        discriminator: at.label
      });
    }
    return out;
  }
});
var hasGateTag = (at) => at.lifecycle.length > 0 || at.featureGates.length > 0 || at.gateConditions.length > 0;
var STABLE_VERSION = /^v[0-9]+$/;
var isGenerated = (path) => {
  const base = posix8.basename(path);
  return base.startsWith("zz_generated") || base.startsWith("generated.") || base.endsWith("_test.go") || base.endsWith(".pb.go");
};

// src/rules/lifecycle/unknown-gate.ts
var unknownGate = defineRule({
  id: "lifecycle/unknown-gate",
  meta: {
    severity: "error",
    description: "A lifecycle, featureGate or ifEnabled/ifDisabled tag names a feature gate the repository does not define",
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
          if (gate !== "" && !gates.has(gate)) out.push({ ...tagReport(facts, at, tag, "unknown", { gate }), discriminator: `${at.label} ${tag.raw} ${gate}` });
        }
      }
      for (const tag of at.gateConditions) {
        if (tag.gate !== "" && !gates.has(tag.gate)) out.push({ ...tagReport(facts, at, tag, "unknown", { gate: tag.gate }), discriminator: `${at.label} ${tag.raw} ${tag.condition} ${tag.gate}` });
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
    description: "A +lifecycle:kubernetes: tag's minVersion is not the version its feature gate reached that status",
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
        return [tagReport(facts, k.at, k.tag, "comment", { minVersion: k.minVersion, gate: gate.name, status: k.status, expected: formatVersion(comment.version) })];
      }
      const first = gate.specs.find((s) => s.stage !== void 0 && statusOfStage(s.stage) === k.status);
      if (!first?.version || compareVersions(first.version, tagged) === 0) return [];
      return [tagReport(facts, k.at, k.tag, "spec", { minVersion: k.minVersion, gate: gate.name, status: k.status, expected: formatVersion(first.version) })];
    });
  }
});

// src/rules/lifecycle/index.ts
var family = [
  parseError2,
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
  ...["GRPCRoute", "HTTPRoute", "TCPRoute", "TLSRoute", "UDPRoute"].map((kind) => ({ from: { group: GW, kind }, to: SERVICE })),
  // KEP-3294 CrossNamespaceVolumeDataSource: the CSI external-provisioner checks a grant for
  // every cross-namespace PVC or VolumeSnapshot source (pkg/controller/util.go IsGranted).
  { from: { group: "", kind: "PersistentVolumeClaim" }, to: { group: "", kind: "PersistentVolumeClaim" } },
  { from: { group: "", kind: "PersistentVolumeClaim" }, to: { group: "snapshot.storage.k8s.io", kind: "VolumeSnapshot" } }
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
    const key2 = `${f.group}\0${f.kind}`;
    const list = byKind.get(key2);
    if (list) list.push(f);
    else byKind.set(key2, [f]);
  }
  const out = [];
  for (const object of objects) {
    const fields = byKind.get(`${object.group}\0${object.kind}`);
    if (!fields || options.clusterScoped?.has(`${object.group}/${object.kind}`)) continue;
    const namespace = options.namespaces.namespaceOf(object);
    const isMeshRoute = options.meshRouteExemption && isMeshOnlyRoute(object);
    for (const f of fields) {
      if (f.isBackend && isMeshRoute) continue;
      for (const { value, path } of walk3(object.value, f, 0, void 0)) {
        const target = targetOf(value, f, namespace);
        if (target === void 0) continue;
        if (f.isBackend && isRouteDelegation(target)) continue;
        const from = { group: object.group, kind: object.kind, namespace, name: object.name };
        out.push({ object, path, grantable: f.grantable, isCorePair: f.isConfigured || isCorePair(from, target), from, to: target });
      }
    }
  }
  return out;
}
function* walk3(value, f, step2, path) {
  const s = f.steps[step2];
  if (s === void 0) {
    if (path && isJsonObject(value)) yield { value, path };
    return;
  }
  if ("field" in s) {
    if (!isJsonObject(value)) return;
    yield* walk3(value[s.field], f, step2 + 1, path ? path.child(s.field) : FieldPath.of(s.field));
    return;
  }
  if (!Array.isArray(value) || !path) return;
  for (let i = 0; i < value.length; i++) yield* walk3(value[i], f, step2 + 1, path.index(i));
}
var stringOr = (value, fallback) => typeof value === "string" ? value : fallback;
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
        const key2 = fromKey(f.group, f.kind, f.namespace);
        if (seen.has(key2)) continue;
        seen.add(key2);
        let list = byFrom.get(key2);
        if (!list) byFrom.set(key2, list = []);
        for (const to of grant.to) list.push({ to, grant });
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
    const candidates = this.byNamespace.get(to.namespace)?.get(fromKey(from.group, from.kind, from.namespace));
    if (!candidates) return [];
    const out = [];
    for (const c of candidates) {
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
var GROUP2 = { required: true, maxLength: 253, pattern: PATTERNS.group };
var OPTIONAL_GROUP = { ...GROUP2, required: false };
var KIND2 = { required: true, minLength: 1, maxLength: 63, pattern: PATTERNS.kind };
var NAMESPACE = { required: true, minLength: 1, maxLength: 63, pattern: PATTERNS.namespace };
var NAME = { required: false, minLength: 1, maxLength: 253 };
var RESOURCE = { required: true, minLength: 1, maxLength: 63, pattern: RESOURCE_PATTERN };
var ENTRY_SCHEMAS = {
  gateway: { from: { group: GROUP2, kind: KIND2, namespace: NAMESPACE }, to: { group: GROUP2, kind: KIND2, name: NAME } },
  kep: { from: { group: OPTIONAL_GROUP, resource: RESOURCE, namespace: NAMESPACE }, to: { group: OPTIONAL_GROUP, resource: RESOURCE, name: NAME } }
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
  for (const list of ["from", "to"]) {
    const listPath = specPath.child(list);
    const items = spec[list];
    if (items === void 0 || items === null) {
      errors.push(required(listPath, ""));
      continue;
    }
    if (!Array.isArray(items)) {
      errors.push(typeError3(listPath, items, "array"));
      continue;
    }
    if (items.length < 1) errors.push(invalid(listPath, items.length, `${listPath.toString()} in body should have at least 1 items`));
    if (items.length > MAX_ENTRIES) errors.push({ type: "Too many", path: listPath, value: items.length, detail: `must have at most ${MAX_ENTRIES} items`, hasValue: true });
    const schema3 = ENTRY_SCHEMAS[form][list];
    items.forEach((item, i) => {
      const itemPath = listPath.index(i);
      if (!isJsonObject(item)) {
        errors.push(typeError3(itemPath, item, "object"));
        return;
      }
      unknownFields.push(...undeclared2(item, Object.keys(schema3), itemPath));
      for (const [field2, rule] of Object.entries(schema3)) errors.push(...validateString(item[field2], itemPath.child(field2), rule));
    });
  }
  return { errors, unknownFields };
}
function validateName(metadata2) {
  const meta = isJsonObject(metadata2) ? metadata2 : {};
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
function validateString(value, path, rule) {
  if (value === void 0 || value === null) return rule.required ? [required(path, "")] : [];
  if (typeof value !== "string") return [typeError3(path, value, "string")];
  const p = path.toString();
  const out = [];
  if (rule.minLength !== void 0 && value.length < rule.minLength) out.push(invalid(path, value, `${p} in body should be at least ${rule.minLength} chars long`));
  if (value.length > rule.maxLength) out.push({ type: "Too long", path, detail: `may not be more than ${rule.maxLength} bytes`, hasValue: false });
  if (rule.pattern !== void 0 && !new RegExp(rule.pattern).test(value)) out.push(invalid(path, value, `${p} in body should match '${rule.pattern}'`));
  return out;
}
function typeError3(path, value, want) {
  const got = typeName3(value);
  return invalid(path, got, `${path.toString()} in body must be of type ${want}: ${JSON.stringify(got)}`);
}
function typeName3(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}
function undeclared2(o, declared, parent) {
  return Object.keys(o).filter((k) => !declared.includes(k)).map((k) => parent ? parent.child(k) : FieldPath.of(k));
}

// src/rules/refgrant/grant-set.ts
var SERVED_VERSIONS = { gateway: ["v1", "v1beta1"], kep: ["v1alpha1"] };
function readGrants(objects, kinds, namespaces) {
  const examined = [];
  const grants = [];
  const unmapped = [];
  for (const object of objects) {
    const form = grantFormOf(object);
    if (!form) continue;
    const namespace = namespaces.namespaceOf(object);
    const validation = validateGrant(object, form);
    const rejection2 = !SERVED_VERSIONS[form].includes(object.version) ? { reason: form === "gateway" && object.version === "v1alpha2" ? "removed-version" : "unknown-version" } : validation.errors.length > 0 ? { reason: "schema", validation } : void 0;
    examined.push({ object, form, namespace, validation, ...rejection2 ? { rejection: rejection2 } : {} });
    if (rejection2) continue;
    const normalised = normalise(object, form, kinds);
    unmapped.push(...normalised.unmapped);
    grants.push({ object, form, namespace, name: object.name, from: normalised.from, to: normalised.to });
  }
  return { examined, grants, index: new GrantIndex(grants.filter(isPlaced)), unmapped };
}
var isPlaced = (g) => g.namespace !== void 0;
function normalise(object, form, kinds) {
  const spec = isJsonObject(object.value.spec) ? object.value.spec : {};
  const unmapped = [];
  const entries = (list) => {
    const items = spec[list];
    return Array.isArray(items) ? items.flatMap((item, i) => isJsonObject(item) ? [{ item, path: FieldPath.of("spec", list).index(i) }] : []) : [];
  };
  const str2 = (v) => typeof v === "string" ? v : void 0;
  const kindOf3 = (item, path) => {
    const group = str2(item.group) ?? "";
    if (form === "gateway") return { group, kind: str2(item.kind) ?? "" };
    const resource = str2(item.resource) ?? "";
    const kind = kinds.kindOf(group, resource);
    if (kind === void 0) {
      unmapped.push({ object, path: path.child("resource"), group, resource });
      return void 0;
    }
    return { group, kind };
  };
  const from = entries("from").flatMap(({ item, path }) => {
    const gk = kindOf3(item, path);
    return gk ? [{ ...gk, namespace: str2(item.namespace) ?? "" }] : [];
  });
  const to = entries("to").flatMap(({ item, path }) => {
    const gk = kindOf3(item, path);
    const name = str2(item.name);
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
var key = (group, name) => `${group}\0${name}`;
var KindResourceMap = class {
  kinds = /* @__PURE__ */ new Map();
  resources = /* @__PURE__ */ new Map();
  /** Later sources win: configuration over repository CRDs over the built-in table. */
  constructor(...sources) {
    for (const m of sources.flat()) {
      this.kinds.set(key(m.group, m.resource), m.kind);
      this.resources.set(key(m.group, m.kind), m.resource);
    }
  }
  /** The kind of a (group, plural resource), exactly as written; undefined when unknown. */
  kindOf(group, resource) {
    return this.kinds.get(key(group, resource));
  }
  resourceOf(group, kind) {
    return this.resources.get(key(group, kind));
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
import { posix as posix9 } from "node:path";
function kustomizeNamespaces(allPaths, kustomizations) {
  const paths = new Set(allPaths);
  const byDir = /* @__PURE__ */ new Map();
  for (const file of kustomizations) {
    if (!isKustomizationPath(file.path) || file.problems.length > 0) continue;
    const dir = posix9.dirname(file.path);
    if (byDir.has(dir)) continue;
    const k = readKustomization(dir, file, paths);
    if (k) byDir.set(dir, k);
  }
  const listed = new Set([...byDir.values()].flatMap((k) => k.children));
  const out = /* @__PURE__ */ new Map();
  const done = /* @__PURE__ */ new Set();
  const reached = /* @__PURE__ */ new Set();
  const visit = (k, inherited) => {
    const key2 = `${k.dir}\0${inherited ?? ""}`;
    if (done.has(key2)) return;
    done.add(key2);
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
      if (c) visit(c, namespace);
    }
  };
  for (const k of byDir.values()) if (!listed.has(k.dir)) visit(k, void 0);
  for (const k of byDir.values()) if (!reached.has(k.dir)) visit(k, void 0);
  return out;
}
function readKustomization(dir, file, paths) {
  const value = kustomizationValue(file);
  if (!value) return void 0;
  const namespace = typeof value.namespace === "string" && value.namespace !== "" ? value.namespace : void 0;
  const files = [];
  const children = [];
  for (const key2 of ["resources", "bases", "components"]) {
    const list = value[key2];
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const p = typeof entry === "string" ? resolveEntry(dir, entry) : void 0;
      if (p === void 0) continue;
      if (paths.has(p)) files.push(p);
      else if (KUSTOMIZATION_FILE_NAMES.some((name) => paths.has(posix9.join(p, name)))) children.push(p);
    }
  }
  return { dir, namespace, files, children };
}
function kustomizationValue(file) {
  const object = file.objects.find((o) => o.kind === "Kustomization" || o.kind === "Component");
  if (object) return object.value;
  if (file.objects.length > 0) return void 0;
  try {
    const value = loadYaml(file.text, { maxDepth: LIMITS.maxDepth, maxAliases: 0 })[0];
    return isJsonObject(value) ? value : void 0;
  } catch {
    return void 0;
  }
}
function resolveEntry(dir, entry) {
  const e = entry.trim();
  if (e === "" || e.includes("://") || posix9.isAbsolute(e) || /^(github\.com|gitlab\.com|bitbucket\.org)\//.test(e)) return void 0;
  return posix9.normalize(posix9.join(dir, e)).replace(/(.)\/+$/, "$1");
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
var ANALYSES = { name: "refgrant world analyses", create: () => /* @__PURE__ */ new WeakMap() };
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
  const kinds = new KindResourceMap(BUILT_IN_RESOURCES, crdResourceMappings(world.crdsNaming(namesInGrants(grantObjects))), config.resources);
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
    for (const list of [spec.from, spec.to]) {
      if (!Array.isArray(list)) continue;
      for (const entry of list) {
        if (!isJsonObject(entry)) continue;
        if (typeof entry.kind === "string") names3.add(entry.kind);
        if (typeof entry.resource === "string") names3.add(entry.resource);
      }
    }
  }
  return names3;
}

// src/rules/refgrant/invalid-grant.ts
var messages13 = {
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
    messages: messages13
  },
  check: (ctx) => {
    const { grants, kinds } = analysisOf(ctx, ctx.head);
    return grants.examined.flatMap((g) => reportsOf(g, kinds));
  }
});
function reportsOf(g, kinds) {
  const grant = g.namespace === void 0 ? g.object.name : `${g.namespace}/${g.object.name}`;
  const { object } = g;
  if (g.rejection?.reason === "removed-version" || g.rejection?.reason === "unknown-version") {
    const served = g.form === "gateway" ? "gateway.networking.k8s.io/v1 (or v1beta1)" : "authorization.k8s.io/v1alpha1";
    return [
      {
        messageId: g.rejection.reason === "removed-version" ? "removedVersion" : "unknownVersion",
        object,
        path: FieldPath.of("apiVersion"),
        data: { grant, apiVersion: object.apiVersion, served },
        apiserver: requestError("NotFound", `no matches for kind "ReferenceGrant" in version ${goQuote(object.apiVersion)}`)
      }
    ];
  }
  const schema3 = g.validation.errors.map((e) => ({
    messageId: "schema",
    object,
    path: e.path,
    data: { grant, error: renderFieldError(e), hint: kindLikeResourceHint(e, g, kinds) },
    apiserver: e,
    discriminator: renderFieldError(e)
  }));
  const unknown = g.validation.unknownFields.map((path) => ({
    messageId: "unknownField",
    object,
    path,
    data: { grant, field: path.toString(), hint: unknownFieldHint(path, g) }
  }));
  return [...schema3, ...unknown];
}
function unknownFieldHint(path, g) {
  const segments = path.segments();
  const last = segments[segments.length - 1];
  if (segments[1] === "to" && last === "namespace") return `; a grant only opens its own namespace (${g.namespace ?? "the one it is applied in"}), so create it in the target's namespace instead`;
  if (g.form === "kep" && last === "kind") return "; authorization.k8s.io/v1alpha1 grants name the plural resource (resource: httproutes), not the kind";
  if (g.form === "gateway" && last === "resource") return "; gateway.networking.k8s.io grants name the kind (kind: HTTPRoute), not the resource";
  if (segments.length === 1 && last === "status") return "; ReferenceGrant has no status";
  return "";
}
function kindLikeResourceHint(e, g, kinds) {
  const segments = e.path.segments();
  if (g.form !== "kep" || segments[segments.length - 1] !== "resource" || typeof e.value !== "string" || !/[A-Z]/.test(e.value)) return "";
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
var messages14 = {
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
    messages: messages14
  },
  check: (ctx) => {
    const { grants, kinds } = analysisOf(ctx, ctx.head);
    return grants.examined.filter((g) => g.rejection === void 0).flatMap((g) => lintGrant(g, kinds));
  }
});
function lintGrant(g, kinds) {
  const out = [];
  const report3 = (messageId, path, data, severity = "warning") => {
    out.push({ messageId, object: g.object, path, data, ...severity === "warning" ? {} : { severity }, discriminator: messageId });
  };
  if (g.form === "kep") report3("kepForm", FieldPath.of("apiVersion"), {});
  const entries = entriesOf(g, kinds);
  for (const e of entries) {
    const group = e.value.group;
    const isCoreAlias = group === "core" || group === "v1";
    const isKepTypo = group === "gateway.networking.kubernetes.io";
    if (isCoreAlias) report3("coreAlias", e.path.child("group"), { group });
    if (isKepTypo) report3("kepTypo", e.path.child("group"), {});
    if (e.list === "from" && g.namespace !== void 0 && e.value.namespace === g.namespace) report3("ownNamespace", e.path.child("namespace"), { namespace: g.namespace });
    if (e.kind !== void 0 && !isCoreAlias && !isKepTypo) {
      const gk = { group: e.group, kind: e.kind };
      const isCore = e.list === "from" ? isCoreReferrer(gk) : isCoreTarget(gk);
      if (!isCore) report3("implementationSpecific", e.path, { kind: kindText(e.group, e.kind), pairs: CORE_PAIRS_TEXT }, "notice");
    }
    if (e.list === "to" && e.value.name === void 0) {
      report3("noName", e.path, { kind: e.kind === void 0 ? "object of this kind" : kindText(e.group, e.kind), namespace: g.namespace ?? "the namespace it is applied in" }, "notice");
    }
  }
  reportRepeats(entries, report3);
  return out;
}
function reportRepeats(entries, report3) {
  for (const e of entries) {
    if (e.kind === void 0) continue;
    const earlier = entries.filter((o) => o.list === e.list && o.index < e.index && o.kind === e.kind && o.group === e.group);
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
    const wider = entries.find((o) => o.list === "to" && o !== e && o.kind === e.kind && o.group === e.group && o.value.name === void 0 && e.value.name !== void 0);
    if (wider) report3("overlapping", e.path, { list: "spec.to", first: wider.index, kind: kindText(e.group, e.kind) }, "notice");
  }
}
function entriesOf(g, kinds) {
  const spec = isJsonObject(g.object.value.spec) ? g.object.value.spec : {};
  return ["from", "to"].flatMap((list) => {
    const items = spec[list];
    if (!Array.isArray(items)) return [];
    return items.flatMap((value, index) => {
      if (!isJsonObject(value)) return [];
      const group = typeof value.group === "string" ? value.group : "";
      const kind = g.form === "gateway" ? typeof value.kind === "string" ? value.kind : void 0 : kinds.kindOf(group, typeof value.resource === "string" ? value.resource : "");
      return [{ list, index, path: FieldPath.of("spec", list).index(index), value, group, kind }];
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
    (g) => (g.namespace === void 0 || namespace === void 0 && g.namespace === r.to.namespace) && g.from.some((f) => f.group === r.from.group && f.kind === r.from.kind && (namespace === void 0 || f.namespace === namespace)) && g.to.some((t) => t.group === r.to.group && t.kind === r.to.kind && (t.name === void 0 || t.name === r.to.name))
  );
}

// src/rules/refgrant/not-permitted.ts
var messages15 = {
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
    messages: messages15
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
      const list = this.successors.get(was.object);
      if (list) list.push(now);
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
    const list = this.successors.get(was);
    return list?.find((e) => e.object.source.file === was.source.file) ?? list?.[0];
  }
  sameName(now) {
    const candidates = this.base.examined.filter((b) => b.namespace === now.namespace && b.object.name === now.object.name);
    return candidates.find((b) => b.object.source.file === now.object.source.file) ?? candidates[0];
  }
};

// src/rules/refgrant/revoked.ts
var messages16 = {
  narrowed: "this change narrows ReferenceGrant {{grant}} ({{changes}}); no reference in the repository is affected, but referrers outside it cannot be checked",
  revoked: "this change revokes the access {{referrerText}} has to {{targetText}}: {{changes}}; controllers remove what a revoked grant enabled (a route loses this backend, a listener becomes invalid, new PVC provisioning fails): keep the grant or remove the reference"
};
var revoked = defineRule({
  id: "refgrant/revoked",
  meta: {
    severity: "error",
    description: "a change removes or narrows a ReferenceGrant that a reference in the repository still relies on",
    messages: messages16
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
          referrer: { kind: r.from.kind, ...r.from.namespace === void 0 ? {} : { namespace: r.from.namespace }, name: r.from.name },
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
      out.push({ messageId: "narrowed", object: now.object, path: FieldPath.of("spec"), severity: "notice", data: { grant: grantName(now), changes: changes.join("; ") } });
    }
    return out;
  }
});
var grantName = (g) => g.namespace === void 0 ? g.name : `${g.namespace}/${g.name}`;
function narrowing(was, now) {
  const lostFrom = was.from.filter((f) => !now.from.some((h) => h.group === f.group && h.kind === f.kind && h.namespace === f.namespace));
  const lostTo = was.to.filter((t) => !now.to.some((h) => h.group === t.group && h.kind === t.kind && (h.name === void 0 || h.name === t.name)));
  return [
    ...lostFrom.map((f) => `from ${kindText(f.group, f.kind)} in ${f.namespace} removed`),
    ...lostTo.map((t) => `to ${kindText(t.group, t.kind)}${t.name === void 0 ? "" : ` ${t.name}`} no longer covered`)
  ];
}
function whatChanged(g, r, head, pairing) {
  const here = pairing.successorOf(g.object);
  if (!here) {
    const moved = head.grants.examined.find((e) => e.object.name === g.name && e.namespace !== g.namespace && e.form === g.form && !pairing.storedOf(e.object));
    return moved ? `moved to ${moved.namespace === void 0 ? "no stated namespace" : `namespace ${moved.namespace}`}` : "was deleted";
  }
  if (here.rejection) return "became invalid (see refgrant/invalid-grant), so it grants nothing";
  const now = head.grants.grants.find((h) => h.object === here.object);
  if (!now) return "became invalid";
  const { from, to } = r;
  if (!now.from.some((f) => f.group === from.group && f.kind === from.kind && (from.namespace === void 0 || f.namespace === from.namespace))) {
    const unmapped = head.grants.unmapped.some((u) => u.object === here.object);
    return unmapped ? "has a resource that can no longer be mapped to a kind (see refgrant/unmapped-resource)" : `no longer has a from entry for ${from.kind} (group "${from.group}") in ${from.namespace === void 0 ? "any namespace" : `namespace ${from.namespace}`}`;
  }
  const sameKind = now.to.filter((t) => t.group === to.group && t.kind === to.kind);
  if (sameKind.length > 0) return `now only admits the ${to.kind} name${sameKind.length > 1 ? "s" : ""} ${sameKind.map((t) => t.name ?? "").join(", ")}, not ${to.name}`;
  return `no longer has a to entry for ${to.kind} (group "${to.group}")`;
}

// src/rules/refgrant/unmapped-resource.ts
var unmappedResource = defineRule({
  id: "refgrant/unmapped-resource",
  meta: {
    severity: "warning",
    description: "a KEP-3766 ReferenceGrant entry whose resource cannot be mapped to a kind, so it matches nothing",
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
    messages: { unused: "this kube-api-review:ignore comment for {{ruleId}} suppresses nothing; remove it" }
  }
});

// src/rules/index.ts
var RULES = [
  ...approvalRules,
  ...crdRules,
  ...refgrantRules,
  ...lifecycleRules,
  yamlSyntax,
  duplicateKey,
  aliasLimit,
  tooDeep,
  tooLarge,
  notText,
  template,
  unused,
  invalid3
];
var RULE_IDS = new Set(RULES.map((r) => r.id));

export {
  toApiserverError,
  closestRuleId,
  formatConfigError,
  loadConfig,
  RULES,
  RULE_IDS
};
