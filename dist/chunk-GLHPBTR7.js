import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  RULES,
  RULE_IDS
} from "./chunk-T3DB7AKT.js";
import "./chunk-OTT33BFF.js";
import "./chunk-AQDXI4AI.js";
import "./chunk-73UHLGZG.js";
import "./chunk-MTBTLT4M.js";
import "./chunk-2DUJXPJR.js";
import "./chunk-2GJ4KYHM.js";
export {
  RULES,
  RULE_IDS
};
