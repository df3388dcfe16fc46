// Kept equal to package.json's version by test/version.test.ts; a constant keeps the bundles
// free of a runtime read of package.json.
export const VERSION = '0.1.0';
