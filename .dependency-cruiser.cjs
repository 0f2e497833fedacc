/**
 * The direction rules of docs/architecture.md, checked by `npm run lint` (dependency-cruiser):
 * app -> components -> lib, never back, and no component reaches the database. A type from the
 * schema is fine in a component (`import type`, erased at build); the client is not. No module
 * imports itself around a loop (no-circular).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'lib-not-to-app-or-components',
      severity: 'error',
      comment: 'lib is the bottom layer: the domain, its reads and commands. It never imports a page or a component.',
      from: {path: '^lib/'},
      to: {path: '^(app|components)/'},
    },
    {
      name: 'components-not-to-app',
      severity: 'error',
      comment: 'Components are given what they show by the pages; they never import a page, a layout or a route.',
      from: {path: '^components/'},
      to: {path: '^app/'},
    },
    {
      name: 'components-not-to-database',
      severity: 'error',
      comment: 'A component renders what a domain module read for it; it never asks the database (lib/db, the generated Prisma client, Prisma packages). Types are fine.',
      from: {path: '^components/'},
      to: {path: ['^lib/db(/|\\.ts$|$)', '^lib/generated/', '(^|/)node_modules/(@prisma|prisma|pg)/'], dependencyTypesNot: ['type-only']},
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Two modules that import each other (directly or around a loop) are one module split in two: move what both need into a third. Type-only imports are erased at build and do not count.',
      from: {},
      to: {circular: true, viaOnly: {dependencyTypesNot: ['type-only']}},
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: {fileName: 'tsconfig.json'},
    doNotFollow: {path: ['node_modules', '^lib/generated/']},
    enhancedResolveOptions: {exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json']},
  },
};
