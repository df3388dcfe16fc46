import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  FAIL_ON_LEVELS,
  countFailing,
  runLocalReview
} from "./chunk-YZHJQIWI.js";
import "./chunk-4IGQBMDC.js";
import "./chunk-N5BMXR6P.js";
import "./chunk-FGNHV56V.js";
import "./chunk-F6CX2V2Y.js";
import "./chunk-ITSRA7DZ.js";
import "./chunk-S3VC73O3.js";
import "./chunk-FIGZKQDV.js";
import "./chunk-QPDOY6W7.js";
import "./chunk-U4SCZGWV.js";
import "./chunk-76TMWDUN.js";
import "./chunk-3GQ5EQOB.js";
import "./chunk-HSZKOVNW.js";
import "./chunk-JS2KLSUD.js";
import "./chunk-KGQQZREH.js";
import "./chunk-2DUJXPJR.js";
import "./chunk-FS4SJV2O.js";
import "./chunk-2GJ4KYHM.js";
export {
  FAIL_ON_LEVELS,
  countFailing,
  runLocalReview
};
