import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['node_modules/**', '.next/**', '.data/**', 'lib/generated/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    // The env module is the only reader of process.env.
    files: ['**/*.{ts,tsx,mts}'],
    ignores: ['lib/env.ts'],
    rules: {
      'no-restricted-properties': ['error', {object: 'process', property: 'env', message: 'Read configuration through lib/env.ts.'}],
    },
  },
];

export default config;
