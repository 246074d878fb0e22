// The activity-templates module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/activity-templates/ is private to the module.

export { activityTemplatesRoutes } from './activity-templates.routes';
