import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  APPROVED_LABEL,
  DEFAULT_APPROVAL_REPOS,
  VERIFY_CONCURRENCY,
  isTrusted,
  verifyApprovals
} from "./chunk-OXK7QOPF.js";
import "./chunk-FGNHV56V.js";
import "./chunk-FKT2F7XC.js";
import "./chunk-U4SCZGWV.js";
import "./chunk-PWSXMDQL.js";
import "./chunk-TFZ7J445.js";
export {
  APPROVED_LABEL,
  DEFAULT_APPROVAL_REPOS,
  VERIFY_CONCURRENCY,
  isTrusted,
  verifyApprovals
};
