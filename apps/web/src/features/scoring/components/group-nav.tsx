import { Button, NavLink, Paper, Text } from '@mantine/core';
import type { ScoringGroupWire } from '@lending/domain';

/** The scoring page's side list of the tab's groups: a click scrolls to the group; Add group. */
export const GroupNav = ({ groups, onAdd }: { groups: ScoringGroupWire[]; onAdd: () => void }) => (
  <Paper withBorder p="sm" style={{ position: 'sticky', top: 16 }}>
    <Text fw={600} size="sm" mb="xs">
      Groups
    </Text>
    {groups.map((group) => (
      <NavLink
        key={group.score_group_id}
        label={group.name}
        description={`${group.variables.length} variable${group.variables.length === 1 ? '' : 's'}`}
        onClick={() =>
          document.getElementById(`group-${group.score_group_id}`)?.scrollIntoView({ behavior: 'smooth' })
        }
      />
    ))}
    <Button fullWidth mt="sm" variant="light" onClick={onAdd}>
      Add group
    </Button>
  </Paper>
);
