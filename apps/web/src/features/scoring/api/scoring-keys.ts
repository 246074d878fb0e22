export const scoringKeys = {
  all: ['scoring'] as const,
  names: () => [...scoringKeys.all, 'models-names'] as const,
  model: (id: string) => [...scoringKeys.all, 'model', id] as const,
  parameters: (category: string, modelId: string) =>
    [...scoringKeys.all, 'parameters', category, modelId] as const,
  options: () => [...scoringKeys.all, 'variable-options'] as const,
  preview: (modelId: string, loanId: string) => [...scoringKeys.all, 'preview', modelId, loanId] as const,
  recalculation: () => [...scoringKeys.all, 'recalculation'] as const,
};
