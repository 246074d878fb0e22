// @lending/domain: every enumeration, constant, rule, message, schema and formatter of the spec, once.
export * from './shared/numeric';
export * from './constants/constants';
export * from './messages/messages';
export * from './auth/roles';
export * from './auth/login';
export * from './catalogue/catalogue';
export * from './reports/reports';
export * from './loan/loan-status';
export * from './loan/loan-options';
export * from './activity/activity-type';
export * from './activity/activity-state';
export * from './activity/filter-groups';
export * from './property/property-type';
export * from './api/error-body';
export * from './api/people-entities';
export * from './api/loan-entity';
export * from './api/activity-entity';
