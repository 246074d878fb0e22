// The 14 /scoring calls of 002 §7, plus the model actions of the Scoring page's toolbar (Save as
// a new model, Set as active with its recalculation, Preview). Admin only (002 §6).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DATA_LOCATIONS,
  FILTER_OPERATORS,
  MATH_FUNCTION_LABELS,
  MATH_FUNCTIONS,
  scoredCategoryWire,
  scoringGroupWire,
  scoringModelAddSchema,
  scoringModelNameWire,
  scoringModelWire,
  scoringOptionsWire,
  scoringParametersWire,
  scoringPreviewWire,
  scoringRecalculationWire,
  scoringRuleBodySchema,
  scoringRuleUpdateSchema,
  scoringRuleWire,
  scoringVariableUpdateSchema,
  CATEGORY_TABLES,
  scoringDeletedWire,
  scoringVariableSummaryWire,
  scoringRequest,
} from '@lending/domain';
import { currentUser } from '../../plugins/auth';
import { latestRecalculation, setModelActive } from './scoring-recalc';
import { calculateCategory, previewModel } from './scoring-preview';
import {
  addGroup,
  addModel,
  addVariable,
  categoryVariables,
  deleteGroup,
  deleteVariable,
  getModel,
  listModelNames,
  renameGroup,
  updateVariable,
} from './scoring.service';
import { addRule, deleteRule, updateRule } from './scoring-rules.service';

const tags = ['scoring'];

export const scoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/scoring/parameters/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: scoringRequest.categoryParams,
        querystring: scoringRequest.parametersQuery,
        response: { 200: scoringParametersWire },
      },
    },
    async (request) => {
      const tables = CATEGORY_TABLES[request.params.id];
      return {
        data_locations: DATA_LOCATIONS.filter((l) => tables.includes(l.table))
          .sort((a, b) => tables.indexOf(a.table) - tables.indexOf(b.table))
          .map((l) => ({
            uuid: l.id,
            table: 'data_locations' as const,
            entity: l.table,
            key_name: l.key_name,
            label: l.label,
            value_type: l.value_type,
          })),
        variables: await categoryVariables(db, {
          modelId: request.query.model_id,
          category: request.params.id,
        }),
      };
    },
  );

  app.get(
    '/scoring/variable-options',
    { config: { access: 'admin' }, schema: { tags, response: { 200: scoringOptionsWire } } },
    async () => ({
      conditions: [...FILTER_OPERATORS],
      functions: MATH_FUNCTIONS.map((value) => ({ value, label: MATH_FUNCTION_LABELS[value] })),
    }),
  );

  app.get(
    '/scoring/models-names',
    { config: { access: 'admin' }, schema: { tags, response: { 200: z.array(scoringModelNameWire) } } },
    async () => listModelNames(db),
  );

  app.get(
    '/scoring/model/:modelId',
    {
      config: { access: 'admin' },
      schema: { tags, params: scoringRequest.modelParams, response: { 200: scoringModelWire } },
    },
    async (request) => getModel(db, request.params.modelId),
  );

  app.get(
    '/scoring/calculate/:loanId/:category',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: scoringRequest.categoryScoreParams,
        response: { 200: scoredCategoryWire },
      },
    },
    async (request) => calculateCategory(db, { ...request.params, for: currentUser(request) }),
  );

  app.post(
    '/scoring/groups/add',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        body: scoringRequest.groupAddBody,
        response: { 200: scoringGroupWire },
      },
    },
    async (request) =>
      addGroup(db, {
        name: request.body.name,
        category: request.body.category,
        modelId: request.body.model_id,
        actor: currentUser(request),
      }),
  );

  app.post(
    '/scoring/variable/add',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        body: scoringRequest.variableAddBody,
        response: { 200: scoringVariableSummaryWire },
      },
    },
    async (request) => addVariable(db, { body: request.body, actor: currentUser(request) }),
  );

  app.post(
    '/scoring/variable/:id/add/rule',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: scoringRequest.variableParams,
        body: scoringRuleBodySchema,
        response: { 200: scoringRuleWire },
      },
    },
    async (request) =>
      addRule(db, { variableId: request.params.id, body: request.body, actor: currentUser(request) }),
  );

  app.delete(
    '/scoring/models/:modelId/delete/group/:groupId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: scoringRequest.groupDeleteParams,
        response: { 200: scoringDeletedWire },
      },
    },
    async (request) => deleteGroup(db, { ...request.params, actor: currentUser(request) }),
  );

  app.delete(
    '/scoring/groups/:id/delete/variable/:variableId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: scoringRequest.groupVariableParams,
        response: { 200: scoringDeletedWire },
      },
    },
    async (request) =>
      deleteVariable(db, {
        groupId: request.params.id,
        variableId: request.params.variableId,
        actor: currentUser(request),
      }),
  );

  app.delete(
    '/scoring/variable/:id/delete/rule/:ruleId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: scoringRequest.variableRuleParams,
        response: { 200: scoringDeletedWire },
      },
    },
    async (request) =>
      deleteRule(db, {
        variableId: request.params.id,
        ruleId: request.params.ruleId,
        actor: currentUser(request),
      }),
  );

  app.put(
    '/scoring/groups/rename/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: scoringRequest.groupParams,
        querystring: scoringRequest.groupRenameQuery,
        response: { 200: scoringRequest.groupRenamedWire },
      },
    },
    async (request) =>
      renameGroup(db, {
        groupId: request.params.id,
        name: request.query.new_name,
        actor: currentUser(request),
      }),
  );

  app.put(
    '/scoring/variable/:id/update',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: scoringRequest.variableParams,
        body: scoringVariableUpdateSchema,
        response: { 200: scoringVariableSummaryWire },
      },
    },
    async (request) =>
      updateVariable(db, { variableId: request.params.id, patch: request.body, actor: currentUser(request) }),
  );

  app.put(
    '/scoring/rule/:id/update',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: scoringRequest.ruleParams,
        body: scoringRuleUpdateSchema,
        response: { 200: scoringRuleWire },
      },
    },
    async (request) =>
      updateRule(db, { ruleId: request.params.id, patch: request.body, actor: currentUser(request) }),
  );

  // The toolbar of the Scoring page (002 §2.5: Save / Set as active / Preview).
  app.post(
    '/scoring/models/add',
    {
      config: { access: 'admin' },
      schema: { tags, body: scoringModelAddSchema, response: { 200: scoringModelNameWire } },
    },
    async (request) =>
      addModel(db, {
        name: request.body.name,
        copyFrom: request.body.copy_from,
        actor: currentUser(request),
      }),
  );

  app.post(
    '/scoring/model/:modelId/set-active',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: scoringRequest.modelParams,
        response: { 200: scoringRecalculationWire },
      },
    },
    async (request) =>
      setModelActive(app.deps, { modelId: request.params.modelId, actor: currentUser(request) }),
  );

  app.get(
    '/scoring/model/:modelId/preview/:loanId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: scoringRequest.previewParams,
        response: { 200: scoringPreviewWire },
      },
    },
    async (request) => previewModel(db, { ...request.params, for: currentUser(request) }),
  );

  app.get(
    '/scoring/recalculation/latest',
    { config: { access: 'admin' }, schema: { tags, response: { 200: scoringRecalculationWire.nullable() } } },
    async () => latestRecalculation(db),
  );
};
