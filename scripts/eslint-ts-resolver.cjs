// ESLint import resolver for relative imports of TypeScript files (eslint.config.js, server module
// boundaries): resolves './x' (and an older './x.js') to './x.ts' or './x/index.ts', which the node resolver
// cannot find, and an import it cannot resolve would pass the boundary rules unchecked.
/* eslint-disable @typescript-eslint/no-require-imports -- eslint-module-utils loads resolvers with require() */
const { existsSync, statSync } = require('node:fs');
const path = require('node:path');

const isFile = (candidate) => existsSync(candidate) && statSync(candidate).isFile();

exports.interfaceVersion = 2;
exports.resolve = (source, file) => {
  if (!source.startsWith('.')) return { found: false };
  const base = path.resolve(path.dirname(file), source);
  const candidates = [base.replace(/\.js$/, '.ts'), base, `${base}.ts`, path.join(base, 'index.ts')];
  const found = candidates.find(isFile);
  return found ? { found: true, path: found } : { found: false };
};
