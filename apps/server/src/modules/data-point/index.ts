// The data-point module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/data-point/ is private to the module.

export { dataPointRoutes } from './data-point.routes';
