import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['node_modules/**', '.next/**', 'bench/control/.next/**', '.data/**', 'lib/generated/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    // The env module is the only reader of process.env.
    files: ['**/*.{ts,tsx,mts}'],
    ignores: ['lib/env.ts'],
    rules: {
      'no-restricted-properties': ['error', {object: 'process', property: 'env', message: 'Read configuration through lib/env.ts.'}],
    },
  },
  {
    // No component function over 150 lines, counted as the file shows them (blank lines and
    // comments too): a longer one is a form or a screen to split into parts.
    files: ['components/**/*.tsx'],
    rules: {
      'max-lines-per-function': ['error', {max: 150, skipBlankLines: false, skipComments: false, IIFEs: true}],
    },
  },
];

export default config;
