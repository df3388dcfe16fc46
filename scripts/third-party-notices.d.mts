export declare function packageDirOf(path: string): string | undefined;
export declare function thirdPartyNotices(
  root: string,
  shipped: { readonly bundled: readonly string[]; readonly copied: readonly string[] },
): string;
