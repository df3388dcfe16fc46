import type { LibraryFunction } from './library-function.js';
import type { OpaqueType } from '../runtime-environment.js';

export const URL_TYPES: readonly OpaqueType[] = [];
export const URL_LIBRARY: readonly LibraryFunction[] = [];
