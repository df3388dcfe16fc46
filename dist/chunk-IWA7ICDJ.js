import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  FAIL_ON_LEVELS,
  countFailing,
  runLocalReview
} from "./chunk-FIZ6HOO3.js";
import "./chunk-EL3ASFDD.js";
import "./chunk-S4OVKHLA.js";
import "./chunk-ITSRA7DZ.js";
import "./chunk-S3VC73O3.js";
import "./chunk-QAEF65WT.js";
import "./chunk-N5BMXR6P.js";
import "./chunk-FGNHV56V.js";
import "./chunk-YCQMOINO.js";
import "./chunk-U4SCZGWV.js";
import "./chunk-76TMWDUN.js";
import "./chunk-XDWNBRQ3.js";
import "./chunk-XUHZZEL6.js";
import "./chunk-JS2KLSUD.js";
import "./chunk-AG4X3PKU.js";
import "./chunk-2DUJXPJR.js";
import "./chunk-FS4SJV2O.js";
import "./chunk-2GJ4KYHM.js";
export {
  FAIL_ON_LEVELS,
  countFailing,
  runLocalReview
};
