// The outbox module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/outbox/ is private to the module.

export { outboxRoutes } from './outbox.routes';
