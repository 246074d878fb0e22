// The commitment module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/commitment/ is private to the module.

export { commitmentRoutes } from './commitment.routes';
