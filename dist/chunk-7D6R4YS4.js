import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  isManifestPath,
  manifestFileOf,
  parseManifestFile,
  readManifestDocuments
} from "./chunk-HJG53WJQ.js";
import "./chunk-MTBTLT4M.js";
import "./chunk-2DUJXPJR.js";
import "./chunk-2GJ4KYHM.js";
export {
  isManifestPath,
  manifestFileOf,
  parseManifestFile,
  readManifestDocuments
};
