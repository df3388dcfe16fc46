import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  ruleInfoOf,
  rulesJson,
  rulesMarkdown,
  rulesText
} from "./chunk-BWP4S6TJ.js";
import "./chunk-N5BMXR6P.js";
import "./chunk-FGNHV56V.js";
import "./chunk-2GJ4KYHM.js";
export {
  ruleInfoOf,
  rulesJson,
  rulesMarkdown,
  rulesText
};
