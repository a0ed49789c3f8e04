// ESLint (typescript-eslint's recommended rules) over the TypeScript and JavaScript sources; `npm run lint`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'docs/**',
      'coverage/**',
      'locales/**',
      'reports/**',
      '.stryker-tmp/**',
      'python/**',
      '**/node_modules/**',
      'apps/web/dist/**',
      'examples/minimal-web/dist/**',
      'test-browser/dist/**',
      'training/data/**', // npm run train:1667's data and the PyTorch it installs (ignored by git)
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        performance: 'readonly',
        URL: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        structuredClone: 'readonly',
        queueMicrotask: 'readonly',
        document: 'readonly',
        window: 'readonly',
        globalThis: 'readonly',
      },
    },
    rules: {
      // A name starting with "_" is left unused on purpose (a destructured part set aside).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
);
