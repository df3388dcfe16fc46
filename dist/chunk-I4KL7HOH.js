import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
async function mapConcurrent(items,fn,limit=64){let results=new Array(items.length),next=0,worker=async()=>{for(;next<items.length;){let i=next++;results[i]=await fn(items[i])}};return await Promise.all(Array.from({length:Math.min(limit,items.length)},worker)),results}export{mapConcurrent};
