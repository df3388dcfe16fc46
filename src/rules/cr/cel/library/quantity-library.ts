import type { LibraryFunction } from './library-function.js';
import type { OpaqueType } from '../runtime-environment.js';

export const QUANTITY_TYPES: readonly OpaqueType[] = [];
export const QUANTITY_LIBRARY: readonly LibraryFunction[] = [];
