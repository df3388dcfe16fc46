import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  VERSION
} from "./chunk-FGNHV56V.js";

// src/engine/docs-url.ts
var REPOSITORY_URL = "https://github.com/kube-api-review/kube-api-review";
var docsUrl = (ruleId, version = VERSION) => `${REPOSITORY_URL}/blob/v${version}/docs/rules/${ruleId}.md`;

export {
  REPOSITORY_URL,
  docsUrl
};
