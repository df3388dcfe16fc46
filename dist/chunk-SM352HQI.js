import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import{APPROVED_LABEL,DEFAULT_APPROVAL_REPOS,VERIFY_CONCURRENCY,isTrusted,verifyApprovals}from"./chunk-6Z5DE6DB.js";import"./chunk-2THER4PI.js";import"./chunk-KUOLRC24.js";import"./chunk-I4KL7HOH.js";import"./chunk-EOB7UH4B.js";import"./chunk-OOXKZLPU.js";export{APPROVED_LABEL,DEFAULT_APPROVAL_REPOS,VERIFY_CONCURRENCY,isTrusted,verifyApprovals};
