import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);

// src/engine/docs-url.ts
var REPOSITORY_URL = "https://github.com/kube-api-review/kube-api-review";
var docsUrl = (ruleId) => `${REPOSITORY_URL}/blob/main/docs/rules/${ruleId}.md`;

export {
  REPOSITORY_URL,
  docsUrl
};
