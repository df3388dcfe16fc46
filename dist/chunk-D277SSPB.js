import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  APPROVED_LABEL,
  DEFAULT_APPROVAL_REPOS,
  VERIFY_CONCURRENCY,
  isTrusted,
  verifyApprovals
} from "./chunk-WTYDLR2T.js";
import "./chunk-FGNHV56V.js";
import "./chunk-AQDXI4AI.js";
import "./chunk-U4SCZGWV.js";
import "./chunk-2DUJXPJR.js";
import "./chunk-2GJ4KYHM.js";
export {
  APPROVED_LABEL,
  DEFAULT_APPROVAL_REPOS,
  VERIFY_CONCURRENCY,
  isTrusted,
  verifyApprovals
};
