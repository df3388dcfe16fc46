import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  FAIL_ON_LEVELS,
  countFailing,
  runLocalReview
} from "./chunk-2AY75O6H.js";
import "./chunk-5XBP2UH3.js";
import "./chunk-CVHENMOS.js";
import "./chunk-N5BMXR6P.js";
import "./chunk-FGNHV56V.js";
import "./chunk-3I4WBABF.js";
import "./chunk-HVPFDHDC.js";
import "./chunk-S3VC73O3.js";
import "./chunk-FIGZKQDV.js";
import "./chunk-EXH3S2FE.js";
import "./chunk-U4SCZGWV.js";
import "./chunk-76TMWDUN.js";
import "./chunk-LOOCCIWC.js";
import "./chunk-DNUXA5E3.js";
import "./chunk-JS2KLSUD.js";
import "./chunk-X2T3KDBM.js";
import "./chunk-PWSXMDQL.js";
import "./chunk-FS4SJV2O.js";
import "./chunk-2GJ4KYHM.js";
export {
  FAIL_ON_LEVELS,
  countFailing,
  runLocalReview
};
