import { Center, Loader } from '@mantine/core';

/** A centred spinner for a page or a panel that is loading. */
export const Loading = ({
  label = 'Loading',
  minHeight = 200,
}: {
  label?: string;
  minHeight?: number | string;
}) => (
  <Center mih={minHeight} role="status" aria-label={label}>
    <Loader />
  </Center>
);
