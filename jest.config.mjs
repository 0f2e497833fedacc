import nextJest from 'next/jest.js';

const createJestConfig = nextJest({dir: './'});

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  moduleNameMapper: {'^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/tests/server-only.ts'},
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['<rootDir>/node_modules/', '<rootDir>/.next/', '<rootDir>/tests/e2e/'],
  // Database tests open real databases; give them room on a 2-core machine.
  testTimeout: 60_000,
};

// ESM-only packages that Jest must transform (next/jest adds '/node_modules/' to the ignore list).
const ESM = ['next-intl', 'use-intl', 'icu-minify', '@formatjs', 'intl-messageformat', '@schummar', '@prisma/schema-engine-wasm', 'jose'];

async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${ESM.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return resolved;
}

export default jestConfig;
