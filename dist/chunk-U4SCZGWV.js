import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);

// src/sources/map-concurrent.ts
var READ_CONCURRENCY = 64;
async function mapConcurrent(items, fn, limit = READ_CONCURRENCY) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export {
  mapConcurrent
};
