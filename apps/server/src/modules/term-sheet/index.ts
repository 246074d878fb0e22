// The term-sheet module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/term-sheet/ is private to the module.
// Generating the files lives in modules/generated-documents.

export {
  countMissingTermSheetFiles,
  TERM_SHEET_FILES_JOB,
  runMissingTermSheetFiles,
} from './missing-files.job';
export { termSheetRoutes } from './term-sheet.routes';
