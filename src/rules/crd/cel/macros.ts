/**
 * The one-variable macros of cel-go's parser: `range.name(var, ...)` binds `var` in its other
 * arguments, so a name there may not mean what it means outside (cel-go parser/macro.go).
 */
export const CEL_MACROS: ReadonlySet<string> = new Set(['all', 'exists', 'exists_one', 'map', 'filter']);
