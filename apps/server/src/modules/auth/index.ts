// The auth module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/auth/ is private to the module.

export { authRoutes, wellKnownRoutes } from './auth.routes';
