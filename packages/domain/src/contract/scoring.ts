// The /scoring endpoints (002 §7; admin only, 002 §6): the model, its groups, variables and rules,
// the category scores, and the toolbar's Save as a new model, Set as active (with the
// recalculation of every open loan) and Preview. Rule conditions are the 10 filter operators and
// variable functions the 9 math functions (enums in the document, as the server enforces them).
import { z } from 'zod';
import { scoringRequest } from '../api/scoring';
import { scoringRuleBodySchema, scoringRuleUpdateSchema } from '../scoring/scoring';
import {
  scoredCategoryWire,
  scoringDeletedWire,
  scoringGroupWire,
  scoringModelAddSchema,
  scoringModelNameWire,
  scoringModelWire,
  scoringOptionsWire,
  scoringParametersWire,
  scoringPreviewWire,
  scoringRecalculationWire,
  scoringRuleWire,
  scoringVariableSummaryWire,
  scoringVariableUpdateSchema,
} from '../scoring/scoring-wire';
import { defineEndpoints, errors } from './endpoint';
import { headerPaged } from './paging';
import { scoringPaths } from './scoring-paths';

const admin = { tags: ['scoring'], access: 'admin' } as const;
/** A change of the model: 400 for a bad body or id, 404 for an unknown model, group, variable or rule. */
const change = errors(400, 401, 403, 404);

export const scoringEndpoints = defineEndpoints(scoringPaths, {
  getScoringParametersById: {
    ...admin,
    summary: "A category's parameters (data locations) and the model's variables",
    params: scoringRequest.categoryParams,
    query: scoringRequest.parametersQuery,
    responses: { 200: scoringParametersWire, ...errors(400, 401, 403) },
  },
  getScoringVariableOptions: {
    ...admin,
    summary: 'The rule conditions and the math functions a variable can use',
    responses: { 200: scoringOptionsWire, ...errors(401, 403) },
  },
  getScoringModelsNames: {
    ...admin,
    summary: 'Every scoring model by name, the active one marked',
    ...headerPaged(),
    responses: { 200: z.array(scoringModelNameWire), ...errors(401, 403) },
  },
  getScoringModelByModelId: {
    ...admin,
    summary: 'One scoring model with its groups, variables and rules',
    params: scoringRequest.modelParams,
    responses: { 200: scoringModelWire, ...errors(400, 401, 403, 404) },
  },
  getScoringCalculateByLoanIdByCategory: {
    ...admin,
    summary: "A loan's score in one category with the active model, variable by variable",
    params: scoringRequest.categoryScoreParams,
    responses: { 200: scoredCategoryWire, ...errors(400, 401, 403, 404) },
  },
  postScoringGroupsAdd: {
    ...admin,
    summary: 'Add a group to a category of a model',
    body: scoringRequest.groupAddBody,
    responses: { 200: scoringGroupWire, ...change },
  },
  postScoringVariableAdd: {
    ...admin,
    summary: 'Add a variable (name, math function, parameters) to a group',
    body: scoringRequest.variableAddBody,
    responses: { 200: scoringVariableSummaryWire, ...change },
  },
  postScoringVariableByIdAddRule: {
    ...admin,
    summary: 'Add a rule (condition, criteria, points) to a variable',
    params: scoringRequest.variableParams,
    body: scoringRuleBodySchema,
    responses: { 200: scoringRuleWire, ...change },
  },
  deleteScoringModelsByModelIdDeleteGroupByGroupId: {
    ...admin,
    summary: 'Delete a group of a model, with its variables and rules',
    params: scoringRequest.groupDeleteParams,
    responses: { 200: scoringDeletedWire, ...change },
  },
  deleteScoringGroupsByIdDeleteVariableByVariableId: {
    ...admin,
    summary: 'Delete a variable of a group, with its rules',
    params: scoringRequest.groupVariableParams,
    responses: { 200: scoringDeletedWire, ...change },
  },
  deleteScoringVariableByIdDeleteRuleByRuleId: {
    ...admin,
    summary: 'Delete a rule of a variable',
    params: scoringRequest.variableRuleParams,
    responses: { 200: scoringDeletedWire, ...change },
  },
  putScoringGroupsRenameById: {
    ...admin,
    summary: 'Rename a group (new_name in the query)',
    params: scoringRequest.groupParams,
    query: scoringRequest.groupRenameQuery,
    responses: { 200: scoringRequest.groupRenamedWire, ...change },
  },
  putScoringVariableByIdUpdate: {
    ...admin,
    summary: "Change a variable's name, math function or parameters",
    params: scoringRequest.variableParams,
    body: scoringVariableUpdateSchema,
    responses: { 200: scoringVariableSummaryWire, ...change },
  },
  putScoringRuleByIdUpdate: {
    ...admin,
    summary: "Change a rule's condition, criteria or points",
    params: scoringRequest.ruleParams,
    body: scoringRuleUpdateSchema,
    responses: { 200: scoringRuleWire, ...change },
  },
  postScoringModelsAdd: {
    ...admin,
    summary: 'Save as a new model, empty or a copy of another (copy_from)',
    body: scoringModelAddSchema,
    responses: { 200: scoringModelNameWire, ...change },
  },
  postScoringModelByModelIdSetActive: {
    ...admin,
    summary: 'Publish a model as the active one and queue the recalculation of every open loan',
    params: scoringRequest.modelParams,
    responses: { 200: scoringRecalculationWire, ...change },
  },
  getScoringModelByModelIdPreviewByLoanId: {
    ...admin,
    summary: "A loan's stored score beside its score with the model as edited now",
    params: scoringRequest.previewParams,
    responses: { 200: scoringPreviewWire, ...errors(400, 401, 403, 404) },
  },
  getScoringRecalculationLatest: {
    ...admin,
    summary: 'The latest recalculation of the open loans (null when none ran)',
    responses: { 200: scoringRecalculationWire.nullable(), ...errors(401, 403) },
  },
});
