// @ts-check
import eslint from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';
import borders from './eslint/module-borders.mjs';

export default tseslint.config(
  {
    // Only TypeScript is linted; the few .js/.mjs files are build and tool scripts outside the typed project.
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'coverage/**',
      '.stack/**',
      'scripts/**',
      'eslint/**',
      '**/*.mjs',
      '**/*.js',
      '**/*.cjs',
    ],
  },
  eslint.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { project: borders },
    rules: {
      'project/module-borders': 'error',
      // Numbers and booleans in messages are what a reader expects to see; objects still may not be stringified.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true, allowNullish: true },
      ],
      // A one-line arrow that hands on a void call (`onClick={() => setPage(1)}`) returns nothing anyone reads.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Passing on a caught `unknown` unchanged is what a wrapper must do; `only-throw-error` allows the same.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // Off: with noUncheckedIndexedAccess every index access is optional; `!` after a length or key check is the idiom.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Off: in-memory adapters implement the same async ports as the real ones, without anything to await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests and benchmarks read the JSON bodies of HTTP answers and decoded messages, typed `any`; in a
    // test the assertions are the check, in a benchmark a wrong guess shows in its figures.
    files: ['**/*.spec.ts', 'test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  prettier,
);
