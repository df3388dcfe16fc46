export declare const BUNDLES: Readonly<Record<'action' | 'cli', { readonly entry: string; readonly file: string }>>;
export declare function buildBundles(
  outDir: string,
  options?: { root?: string; only?: readonly ('action' | 'cli')[]; logLevel?: 'silent' | 'warning' },
): Promise<void>;
