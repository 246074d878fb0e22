// The user module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/user/ is private to the module.

export { userRoutes } from './user.routes';
