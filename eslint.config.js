// ESLint: the recommended rules of ESLint and typescript-eslint. Not the type-checked set: on this
// tree it costs 48 s of CPU against 13 s (tsc -p . in npm test already type-checks), and the
// typed rules it would add (no-floating-promises, no-misused-promises) report nothing today.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // The code is in src/, test/ and scripts/ and at the top level; every other directory is output,
  // fixtures, documentation or someone's scratch build.
  globalIgnores(['*/', '!src/', '!test/', '!scripts/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // A directive left behind after its code changed would silence the next real problem there.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `const { omitted: _omitted, ...rest } = o` is how a property is left out of a copy, and
      // `for (const _ in o)` counts keys without allocating them.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { varsIgnorePattern: '^_', argsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Control characters are what the project looks for on purpose: output made safe for a
      // terminal (report/terminal-safe.ts), Markdown escaping, Go's url.Parse rejecting them.
      'no-control-regex': 'off',
      // Aimed at `const self = this` for callbacks, which arrow functions made moot; here `this`
      // only starts a walk up a linked structure (FieldPath's parents, a schema node's ancestors).
      '@typescript-eslint/no-this-alias': 'off',
    },
  },
  {
    // The .mjs scripts run on Node as they are (no TypeScript checks their names).
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        performance: 'readonly',
      },
    },
  },
);
