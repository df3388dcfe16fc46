import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  createClient,
  verifyApprovals
} from "./chunk-OXK7QOPF.js";
import "./chunk-FGNHV56V.js";
import {
  APPROVAL_ANNOTATION
} from "./chunk-HVPFDHDC.js";
import {
  approvalPullRequest,
  isPlaceholderPullRequest
} from "./chunk-FKT2F7XC.js";
import "./chunk-U4SCZGWV.js";
import {
  isManifestPath
} from "./chunk-BYW3XSXS.js";
import "./chunk-JS2KLSUD.js";
import "./chunk-IZTXBWVQ.js";
import "./chunk-KUDRLHDU.js";
import "./chunk-PWSXMDQL.js";
import "./chunk-TFZ7J445.js";

// src/github/approval-targets.ts
var NEEDLE = Buffer.from(APPROVAL_ANNOTATION);
var URL_TOKEN = /https:\/\/[^\s"',}\]]+/gi;
function approvalPullRequests(changeSet, hosts) {
  const found = /* @__PURE__ */ new Map();
  for (const f of changeSet.files) {
    if (f.head === void 0 || !isManifestPath(f.path) || !mentions(f.head)) continue;
    const text = typeof f.head === "string" ? f.head : Buffer.from(f.head.buffer, f.head.byteOffset, f.head.byteLength).toString("utf8");
    for (const line of text.split("\n")) {
      if (!line.includes(APPROVAL_ANNOTATION)) continue;
      for (const [token] of line.matchAll(URL_TOKEN)) {
        const pr = approvalPullRequest(token, hosts);
        if (pr && !isPlaceholderPullRequest(pr)) found.set(pr.url, pr);
      }
    }
  }
  return [...found.values()];
}
function mentions(content) {
  if (typeof content === "string") return content.includes(APPROVAL_ANNOTATION);
  return Buffer.from(content.buffer, content.byteOffset, content.byteLength).includes(NEEDLE);
}

// src/github/approval-services.ts
var GITHUB_COM_API = "https://api.github.com";
async function approvalServices(changeSet, opts) {
  const isGitHubCom = opts.serverHost === "github.com";
  const hosts = isGitHubCom ? ["github.com"] : ["github.com", opts.serverHost];
  const prs = approvalPullRequests(changeSet, hosts);
  const client = opts.token ? opts.client ?? createClient({ token: opts.token, baseUrl: opts.apiUrl, log: opts.log }) : void 0;
  const gitHubComClient = !isGitHubCom && opts.gitHubComToken ? createClient({ token: opts.gitHubComToken, baseUrl: GITHUB_COM_API, log: opts.log }) : void 0;
  const verified = await verifyApprovals(prs, {
    client,
    serverHost: opts.serverHost,
    trusted: opts.trusted,
    ...opts.approvers && opts.approvers.length > 0 ? { approvers: opts.approvers } : {},
    ...gitHubComClient ? { gitHubComClient } : {}
  });
  return { services: { approvals: verified }, lookups: verified.lookups };
}
function serverHostOf(apiUrl) {
  const host = new URL(apiUrl).host.toLowerCase();
  return host === "api.github.com" ? "github.com" : host;
}
export {
  GITHUB_COM_API,
  approvalServices,
  serverHostOf
};
