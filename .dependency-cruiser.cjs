// dependency-cruiser (`npm run lint`): the server reads top-down (docs/architecture.md "Module map").
// routes and plugins (app.ts, plugins/) -> feature modules (modules/<name>) -> kernel (lib/) and the
// core (deps.ts, db/, jobs/, ops/, integrations/, docgen/) -> PostgreSQL. A lower part never imports a
// higher one; where it must tell others something happened it emits a typed event (lib/events.ts) that
// wiring.ts wires to the listeners. No exceptions and no baseline: every rule holds for every file.
// The rule test (apps/server/src/lib/module-rules.test.ts) plants each kind of violation and checks
// this file refuses it.
const server = '^apps/server/src/';
const modules = `${server}modules/`;
// The core never imports a feature module: the composition root (main.ts with wiring.ts and
// seed-wiring.ts beside it) hands it module functions.
const core = `${server}(lib|db|jobs|ops|integrations|docgen|deps[.]ts|config[.]ts)`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycle between server files: move the shared piece down, or emit an event (lib/events.ts).',
      from: { path: server },
      to: { circular: true },
    },
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment:
        'modules/<a> may not use modules/<b> when modules/<b> (directly or through others) uses modules/<a>: the lower module emits an event instead.',
      scope: 'folder',
      from: { path: `${modules}[^/]+` },
      to: { path: `${modules}[^/]+`, circular: true },
    },
    {
      name: 'core-not-to-modules',
      severity: 'error',
      comment:
        'The kernel (lib/) and the core (deps.ts, db/, jobs/, ops/, integrations/, docgen/) never import a feature module: main.ts wires module functions into them.',
      from: { path: core },
      to: { path: modules },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests may reach anything; what ships may not.
    exclude: { path: '[.]test[.]ts$' },
    includeOnly: { path: server },
    tsPreCompilationDeps: true,
    // Absolute: with a relative name TypeScript resolves the tsconfig's `extends` from the wrong folder.
    tsConfig: { fileName: `${__dirname}/apps/server/tsconfig.json` },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
