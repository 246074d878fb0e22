// The production build of the server: one ES module, apps/server/dist/main.js, run by plain Node
// (no tsx at run time). The shared domain package (TypeScript sources) is bundled in; every npm
// package stays an import from node_modules. Migrations, templates and the ZIP table are read
// from apps/server at run time (src/lib/paths.ts), so the build copies nothing.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(serverDir, 'dist');
rmSync(outdir, { recursive: true, force: true });

/** npm packages stay external; our own workspace packages (TypeScript) are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@lending/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
const result = await build({
  // The extraction child process is its own entry (dist/extract-child.js), started by fork().
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
    'extract-child': path.join(serverDir, 'src/modules/documents-intelligence/extract-child.ts'),
    // The nightly servicing job's replay worker thread (servicing-replay-pool.ts).
    'servicing-replay-worker': path.join(serverDir, 'src/modules/servicing/servicing-replay-worker.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `Built apps/server/dist/main.js and extract-child.js (${(bytes / 1024).toFixed(0)} KiB with its source map) in ${Date.now() - started} ms`,
);
