export type BundleName = 'action' | 'cli' | 'parseWorker';
export declare const BUNDLES: Readonly<Record<BundleName, { readonly entry: string; readonly file: string; readonly split: boolean }>>;
export declare function buildBundles(
  outDir: string,
  options?: { root?: string; only?: readonly BundleName[]; logLevel?: 'silent' | 'warning' },
): Promise<{ readonly bundled: readonly string[]; readonly copied: readonly string[] }>;
