import type { Plugin } from 'esbuild';

export type BundleName = 'action' | 'cli' | 'cliCore' | 'parseWorker';
/** The packages required on first use, each built into a CommonJS file of its own beside the bundles. */
export declare const LAZY_PACKAGES: Readonly<Record<string, string>>;
export declare const BUNDLES: Readonly<
  Record<BundleName, { readonly entry: string; readonly file: string; readonly format: 'esm' | 'cjs' }>
>;
export declare function buildBundles(
  outDir: string,
  options?: {
    root?: string;
    only?: readonly BundleName[];
    logLevel?: 'silent' | 'warning';
    /** Run after the bundles' own plugins (tests mark what a run evaluates). */
    extraPlugins?: readonly Plugin[];
  },
): Promise<{
  readonly bundled: readonly string[];
  readonly copied: readonly string[];
  /** Each output file, by its name in outDir, and the inputs with code in it (paths relative to root). */
  readonly outputs: Readonly<Record<string, readonly string[]>>;
}>;
