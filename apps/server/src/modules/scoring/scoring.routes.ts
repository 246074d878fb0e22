// The 14 /scoring calls of 002 §7, plus the model actions of the Scoring page's toolbar (Save as
// a new model, Set as active with its recalculation, Preview). Admin only (002 §6); each route is
// registered from its declaration (packages/domain/src/contract/scoring.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATEGORY_TABLES,
  DATA_LOCATIONS,
  endpoints,
  FILTER_OPERATORS,
  MATH_FUNCTION_LABELS,
  MATH_FUNCTIONS,
} from '@lending/domain';
import { currentUser } from '../../plugins/auth';
import { register } from '../../plugins/contract';
import { idOrder, pageInMemory } from '../../plugins/paging';
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

export const scoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  register(app, endpoints.getScoringParametersById, async (request) => {
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
  });

  register(app, endpoints.getScoringVariableOptions, async () => ({
    conditions: [...FILTER_OPERATORS],
    functions: MATH_FUNCTIONS.map((value) => ({ value, label: MATH_FUNCTION_LABELS[value] })),
  }));

  // The scoring models' names (a catalogue of tens): paged in memory.
  register(app, endpoints.getScoringModelsNames, async (request, reply) =>
    pageInMemory(
      request,
      reply,
      idOrder('getScoringModelsNames', 'score_model_id'),
      await listModelNames(db),
    ),
  );

  register(app, endpoints.getScoringModelByModelId, async (request) => getModel(db, request.params.modelId));

  register(app, endpoints.getScoringCalculateByLoanIdByCategory, async (request) =>
    calculateCategory(db, { ...request.params, for: currentUser(request) }),
  );

  register(app, endpoints.postScoringGroupsAdd, async (request) =>
    addGroup(db, {
      name: request.body.name,
      category: request.body.category,
      modelId: request.body.model_id,
      actor: currentUser(request),
    }),
  );

  register(app, endpoints.postScoringVariableAdd, async (request) =>
    addVariable(db, { body: request.body, actor: currentUser(request) }),
  );

  register(app, endpoints.postScoringVariableByIdAddRule, async (request) =>
    addRule(db, { variableId: request.params.id, body: request.body, actor: currentUser(request) }),
  );

  register(app, endpoints.deleteScoringModelsByModelIdDeleteGroupByGroupId, async (request) =>
    deleteGroup(db, { ...request.params, actor: currentUser(request) }),
  );

  register(app, endpoints.deleteScoringGroupsByIdDeleteVariableByVariableId, async (request) =>
    deleteVariable(db, {
      groupId: request.params.id,
      variableId: request.params.variableId,
      actor: currentUser(request),
    }),
  );

  register(app, endpoints.deleteScoringVariableByIdDeleteRuleByRuleId, async (request) =>
    deleteRule(db, {
      variableId: request.params.id,
      ruleId: request.params.ruleId,
      actor: currentUser(request),
    }),
  );

  register(app, endpoints.putScoringGroupsRenameById, async (request) =>
    renameGroup(db, {
      groupId: request.params.id,
      name: request.query.new_name,
      actor: currentUser(request),
    }),
  );

  register(app, endpoints.putScoringVariableByIdUpdate, async (request) =>
    updateVariable(db, { variableId: request.params.id, patch: request.body, actor: currentUser(request) }),
  );

  register(app, endpoints.putScoringRuleByIdUpdate, async (request) =>
    updateRule(db, { ruleId: request.params.id, patch: request.body, actor: currentUser(request) }),
  );

  // The toolbar of the Scoring page (002 §2.5: Save / Set as active / Preview).
  register(app, endpoints.postScoringModelsAdd, async (request) =>
    addModel(db, {
      name: request.body.name,
      copyFrom: request.body.copy_from,
      actor: currentUser(request),
    }),
  );

  register(app, endpoints.postScoringModelByModelIdSetActive, async (request) =>
    setModelActive(app.deps, { modelId: request.params.modelId, actor: currentUser(request) }),
  );

  register(app, endpoints.getScoringModelByModelIdPreviewByLoanId, async (request) =>
    previewModel(db, { ...request.params, for: currentUser(request) }),
  );

  register(app, endpoints.getScoringRecalculationLatest, async () => latestRecalculation(db));
};
