// The config module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/config/ is private to the module.

export { configRoutes } from './config.routes';
