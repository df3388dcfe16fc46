import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  RULES,
  RULE_IDS
} from "./chunk-3I4WBABF.js";
import "./chunk-HVPFDHDC.js";
import "./chunk-S3VC73O3.js";
import "./chunk-FIGZKQDV.js";
import "./chunk-LOOCCIWC.js";
import "./chunk-X2T3KDBM.js";
import "./chunk-PWSXMDQL.js";
import "./chunk-2GJ4KYHM.js";
export {
  RULES,
  RULE_IDS
};
