// Where the /scoring endpoints live (002 §7, and the Scoring page's toolbar: Save as a new model,
// Set as active, Preview): zod-free (contract/scoring.ts joins them with their schemas).
import type { EndpointPath } from './endpoint';

export const scoringPaths = {
  getScoringParametersById: { method: 'GET', path: '/scoring/parameters/:id' },
  getScoringVariableOptions: { method: 'GET', path: '/scoring/variable-options' },
  getScoringModelsNames: { method: 'GET', path: '/scoring/models-names' },
  getScoringModelByModelId: { method: 'GET', path: '/scoring/model/:modelId' },
  getScoringCalculateByLoanIdByCategory: { method: 'GET', path: '/scoring/calculate/:loanId/:category' },
  postScoringGroupsAdd: { method: 'POST', path: '/scoring/groups/add' },
  postScoringVariableAdd: { method: 'POST', path: '/scoring/variable/add' },
  postScoringVariableByIdAddRule: { method: 'POST', path: '/scoring/variable/:id/add/rule' },
  deleteScoringModelsByModelIdDeleteGroupByGroupId: {
    method: 'DELETE',
    path: '/scoring/models/:modelId/delete/group/:groupId',
  },
  deleteScoringGroupsByIdDeleteVariableByVariableId: {
    method: 'DELETE',
    path: '/scoring/groups/:id/delete/variable/:variableId',
  },
  deleteScoringVariableByIdDeleteRuleByRuleId: {
    method: 'DELETE',
    path: '/scoring/variable/:id/delete/rule/:ruleId',
  },
  putScoringGroupsRenameById: { method: 'PUT', path: '/scoring/groups/rename/:id' },
  putScoringVariableByIdUpdate: { method: 'PUT', path: '/scoring/variable/:id/update' },
  putScoringRuleByIdUpdate: { method: 'PUT', path: '/scoring/rule/:id/update' },
  postScoringModelsAdd: { method: 'POST', path: '/scoring/models/add' },
  postScoringModelByModelIdSetActive: { method: 'POST', path: '/scoring/model/:modelId/set-active' },
  getScoringModelByModelIdPreviewByLoanId: { method: 'GET', path: '/scoring/model/:modelId/preview/:loanId' },
  getScoringRecalculationLatest: { method: 'GET', path: '/scoring/recalculation/latest' },
} as const satisfies Record<string, EndpointPath>;
