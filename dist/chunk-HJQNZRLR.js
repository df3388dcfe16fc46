import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  RULES,
  RULE_IDS
} from "./chunk-F6CX2V2Y.js";
import "./chunk-ITSRA7DZ.js";
import "./chunk-S3VC73O3.js";
import "./chunk-FIGZKQDV.js";
import "./chunk-3GQ5EQOB.js";
import "./chunk-KGQQZREH.js";
import "./chunk-2DUJXPJR.js";
import "./chunk-2GJ4KYHM.js";
export {
  RULES,
  RULE_IDS
};
