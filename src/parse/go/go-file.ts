// What the Go parser extracts from one file (spec/go-lifecycle.md §1, §3): declarations with
// their positions and doc comments, and nothing about what any rule makes of them. Lines and
// columns are 1-based.

/** One `//` comment line; `text` is what follows the `//`, untrimmed. */
export interface GoCommentLine {
  readonly line: number;
  readonly column: number;
  readonly text: string;
}

export interface GoField {
  /** Empty for an embedded field; several for `A, B int`. */
  readonly names: readonly string[];
  /** The type as written. */
  readonly type: string;
  /** The struct tag's value (quotes removed, escapes of an interpreted string decoded). */
  readonly tag?: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  /** The contiguous comment lines directly above (§1): never the previous field's trailing comment. */
  readonly doc: readonly GoCommentLine[];
}

export interface GoStruct {
  readonly name: string;
  readonly line: number;
  readonly column: number;
  readonly doc: readonly GoCommentLine[];
  /** The comment group one blank line above `doc` (gengo reads the two closest groups). */
  readonly secondDoc: readonly GoCommentLine[];
  readonly fields: readonly GoField[];
}

/** A `const` or package-level `var` with one name and, when it is one, its string value. */
export interface GoConst {
  readonly name: string;
  /** The declared type as written (`featuregate.Feature`), or the conversion's type (`featuregate.Feature("X")`). */
  readonly type?: string;
  /** The value when it is a string literal or a conversion of one. */
  readonly stringValue?: string;
  readonly line: number;
  readonly column: number;
  readonly doc: readonly GoCommentLine[];
}

/** A composite literal `{Key: expr, …}`: keyed elements as written, expressions as source text. */
export interface GoStructLiteral {
  readonly line: number;
  readonly fields: ReadonlyMap<string, string>;
}

export interface GoMapEntry {
  /** The key as written: `Frobber2D`, or `genericfeatures.Frobber2D`. */
  readonly key: string;
  readonly line: number;
  readonly column: number;
  /** The value's struct literals: one for `{…}`, each element for a slice `{{…}, {…}}`. */
  readonly values: readonly GoStructLiteral[];
}

/** A map composite literal, wherever it stands (a package variable, a function's return). */
export interface GoMapLiteral {
  /** The map's key and value types as written: `featuregate.Feature`, `featuregate.VersionedSpecs`. */
  readonly keyType: string;
  readonly valueType: string;
  readonly line: number;
  readonly entries: readonly GoMapEntry[];
}

/**
 * A declared type that is not a struct (`type Port uint16`, `type Ports []Port`), or an alias
 * (`type Port = uint16`): what controller-gen reads through to the type it maps to a schema.
 */
export interface GoNamedType {
  readonly name: string;
  /** The type expression it is declared as, as written. */
  readonly type: string;
  /** An alias (`type A = B`), which is B with B's methods; a definition (`type A B`) has none of them. */
  readonly alias?: true;
}

export interface GoImport {
  /** The explicit name, when there is one (`gen "k8s.io/…"`). */
  readonly name?: string;
  readonly path: string;
}

export interface GoSyntaxError {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

export interface GoFile {
  readonly path: string;
  readonly text: string;
  readonly packageName: string;
  /** The `//` lines above the package clause (doc.go holds package-level generator tags there). */
  readonly packageComments: readonly GoCommentLine[];
  readonly imports: readonly GoImport[];
  readonly structs: readonly GoStruct[];
  /** The top-level type declarations that are not structs, generic ones left out. */
  readonly namedTypes: readonly GoNamedType[];
  readonly consts: readonly GoConst[];
  /** Map literals whose value type names a spec (`…VersionedSpecs`, `…FeatureSpec`); others are not kept. */
  readonly specMaps: readonly GoMapLiteral[];
  /** A generated file (`// Code generated … DO NOT EDIT.`): not parsed, nothing extracted. */
  readonly isGenerated?: boolean;
  /** Set when the file cannot be read as Go source at all (too large, not text, or the parser gave up): nothing else is extracted. */
  readonly error?: GoSyntaxError;
  /**
   * Where tree-sitter-go first could not read the file (an ERROR or MISSING node): syntax newer
   * than the grammar, or Go that does not compile. What it recovered around that point is still
   * extracted; a declaration that holds the error is not (its pieces may be misread).
   */
  readonly syntaxError?: GoSyntaxError;
}

/** What a file that is not read (too large, not text, generated, a parser bug) holds: nothing. */
export const NOTHING_EXTRACTED = {
  packageName: '',
  packageComments: [],
  imports: [],
  structs: [],
  namedTypes: [],
  consts: [],
  specMaps: [],
} as const satisfies Omit<GoFile, 'path' | 'text'>;
