// The statistics module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/statistics/ is private to the module.

export { statisticsRoutes } from './statistics.routes';
