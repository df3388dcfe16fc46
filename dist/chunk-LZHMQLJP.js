import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  APPROVED_LABEL,
  DEFAULT_APPROVAL_REPOS,
  VERIFY_CONCURRENCY,
  isTrusted,
  verifyApprovals
} from "./chunk-IDWENDGF.js";
import "./chunk-FGNHV56V.js";
import "./chunk-S3VC73O3.js";
import "./chunk-U4SCZGWV.js";
import "./chunk-PWSXMDQL.js";
import "./chunk-2GJ4KYHM.js";
export {
  APPROVED_LABEL,
  DEFAULT_APPROVAL_REPOS,
  VERIFY_CONCURRENCY,
  isTrusted,
  verifyApprovals
};
