import { Badge } from '@mantine/core';
import { useEnvelopeStatus } from '../api/get-envelope-status';

const COLORS: Record<string, string> = { declined: 'red', sent: 'blue', delivered: 'cyan', signed: 'green' };

// The DocuSign envelope status of an activity that was sent for signature (002 §4).
export const EnvelopeBadge = ({ activityId }: { activityId: string }) => {
  const { data } = useEnvelopeStatus(activityId, true);
  if (!data?.status) return null;
  return (
    <Badge size="xs" variant="outline" color={COLORS[data.status] ?? 'gray'}>
      DocuSign: {data.status}
    </Badge>
  );
};
