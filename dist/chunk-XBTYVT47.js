import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  COUNTER,
  WORKER_STATE,
  announceRead,
  cancelIfIdle,
  claimFromBack,
  claimFromFront,
  newReadQueue,
  startWorking
} from "./chunk-FS4SJV2O.js";
import "./chunk-TFZ7J445.js";
export {
  COUNTER,
  WORKER_STATE,
  announceRead,
  cancelIfIdle,
  claimFromBack,
  claimFromFront,
  newReadQueue,
  startWorking
};
