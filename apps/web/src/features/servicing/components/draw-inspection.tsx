// A draw's inspection on the Servicing tab (issue 19 item 6): its state beside the draw, staff's
// 'Order inspection' and, once ordered, 'Inspection done' or 'Inspection failed' (with a note).
// Fund stays disabled with the reason until the inspection is done (or the terms waive it).
import { Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { servicingMessages as m, type ServicingDrawWire } from '@lending/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useInspectDraw } from '../api/servicing-draws-api';

const FAILED = ['rejected', 'failed', 'error'];
const LABEL: Record<string, string> = { new: 'ordered', in_progress: 'in progress', rejected: 'failed' };
const COLOR = (state: string) =>
  state === 'done' || state === 'accepted' ? 'green' : FAILED.includes(state) ? 'red' : 'yellow';

/** Why the draw cannot be funded yet, or null (the server answers 409 with the same message). */
export const fundBlockedBy = (draw: ServicingDrawWire, required: boolean): string | null => {
  if (!draw.inspection) return required ? m.drawInspectionRequired : null;
  return draw.inspection.done ? null : m.drawInspectionNotDone;
};

/** The inspection's state and due date, printed by the screen's date format (see defaultInterestLabel). */
export const InspectionState = ({
  draw,
  formatDate,
}: {
  draw: ServicingDrawWire;
  formatDate: (date: string) => string;
}) =>
  draw.inspection ? (
    <Badge variant="light" color={COLOR(draw.inspection.state)} data-testid="draw-inspection">
      Inspection {LABEL[draw.inspection.state] ?? draw.inspection.state}
      {draw.inspection.done || FAILED.includes(draw.inspection.state) || !draw.inspection.due_date
        ? ''
        : ` · due ${formatDate(draw.inspection.due_date)}`}
    </Badge>
  ) : null;

/** What the inspector found (the note recorded with done or failed). */
export const InspectionNote = ({ draw }: { draw: ServicingDrawWire }) =>
  draw.inspection?.note ? (
    <Text size="sm" data-testid="draw-inspection-note">
      Inspection: {draw.inspection.note}
    </Text>
  ) : null;

export const InspectionActions = ({ loanId, draw }: { loanId: string; draw: ServicingDrawWire }) => {
  const inspect = useInspectDraw(loanId);
  const [note, setNote] = useState('');
  const record = (state: 'done' | 'rejected') =>
    inspect.mutate({ drawId: draw.id, step: 'record', body: { state, note: note || undefined } });
  if (draw.status !== 'requested' && draw.status !== 'approved') return null;
  const inspection = draw.inspection;
  const canOrder = !inspection || FAILED.includes(inspection.state);
  const open = inspection && !inspection.done && !FAILED.includes(inspection.state);
  return (
    <Group gap="xs" align="end">
      {canOrder && (
        <Button
          size="xs"
          variant="light"
          loading={inspect.isPending}
          onClick={() => inspect.mutate({ drawId: draw.id, step: 'order', body: {} })}
        >
          Order inspection
        </Button>
      )}
      {open && (
        <>
          <TextInput
            size="xs"
            label="Inspection note"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            w={200}
          />
          <Button
            size="xs"
            color="green"
            variant="light"
            loading={inspect.isPending}
            onClick={() => record('done')}
          >
            Inspection done
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={inspect.isPending}
            onClick={() => record('rejected')}
          >
            Inspection failed
          </Button>
        </>
      )}
      {inspect.error && (
        <Text c="red" size="sm" role="alert">
          {inspect.error instanceof ApiError ? inspect.error.body.message : 'Something went wrong'}
        </Text>
      )}
    </Group>
  );
};
