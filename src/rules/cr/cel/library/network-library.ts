import type { LibraryFunction } from './library-function.js';
import type { OpaqueType } from '../runtime-environment.js';

export const NETWORK_TYPES: readonly OpaqueType[] = [];
export const NETWORK_LIBRARY: readonly LibraryFunction[] = [];
