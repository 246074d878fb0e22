// The thread module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/thread/ is private to the module.

export { threadRoutes } from './thread.routes';
