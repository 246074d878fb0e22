import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { uiText } from '@lending/domain';
import { api } from '../../lib/api-client';

type Readiness = { demo?: { state: 'drawing'; loans_drawn: number; loans: number } | { state: 'drawn' } };

/**
 * On a first start the demo loans' files are drawn after the server listens (issue 23): until
 * /api/ready says they are all drawn, say so above every page, so an empty request or a missing
 * data point is not taken for the demo's real state. Asks again every 5 s until then, never after.
 */
export const DemoNotice = () => {
  const { data } = useQuery({
    queryKey: ['ready', 'demo'],
    queryFn: () => api.get<Readiness>('/ready'),
    refetchInterval: (query) => (query.state.data?.demo?.state === 'drawing' ? 5000 : false),
    retry: false,
    staleTime: Infinity,
  });
  const demo = data?.demo;
  if (demo?.state !== 'drawing') return null;
  return (
    <Alert color="blue" radius={0} icon={<Loader size="xs" />} role="status" data-testid="demo-drawing">
      {uiText.demoDrawing(demo.loans_drawn, demo.loans)}
    </Alert>
  );
};
