import { Box, Paper, Skeleton } from '@mantine/core';
import { Loading } from '../../../components/loading';

/**
 * The loan tabs while their chunk loads: the tab bar's frame and the open tab's loading state,
 * the same heights as LoanTabs and FromTheBorrowerTab's own Loading, so nothing moves when they
 * arrive (issue 21, no layout shift).
 */
export const LoanTabsSkeleton = () => (
  <Box data-testid="loan-tabs-skeleton">
    <Paper withBorder radius="md" px="sm" py={4}>
      <Skeleton height={28} width="60%" radius="sm" />
    </Paper>
    <Box pt="md">
      <Loading minHeight={120} label="Loading the loan's tabs" />
    </Box>
  </Box>
);
