import { Text } from '@mantine/core';
import type { ScoringModelWire } from '@lending/domain';

/** Whether loan scores use the shown model as it is (DESIGN.md §7, issue 8 item 6). */
export const ModelState = ({ model }: { model: ScoringModelWire }) => (
  <Text size="xs" c={model.has_unpublished_changes ? 'orange' : 'dimmed'} mt="xs" data-testid="model-state">
    {model.is_active && !model.has_unpublished_changes
      ? 'This model is active; loan scores use it as shown.'
      : model.is_active
        ? 'This model was edited since it was set active: loan scores still use the earlier version until you set it as active again.'
        : 'Draft: not used for loan scores until it is set as active.'}
  </Text>
);
