import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  RULES,
  RULE_IDS
} from "./chunk-S4OVKHLA.js";
import "./chunk-ITSRA7DZ.js";
import "./chunk-S3VC73O3.js";
import "./chunk-QAEF65WT.js";
import "./chunk-XDWNBRQ3.js";
import "./chunk-AG4X3PKU.js";
import "./chunk-2DUJXPJR.js";
import "./chunk-2GJ4KYHM.js";
export {
  RULES,
  RULE_IDS
};
