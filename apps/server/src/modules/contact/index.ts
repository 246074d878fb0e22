// The contact module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/contact/ is private to the module.

export { contactRoutes } from './contact.routes';
