import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateInput, TimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { notifications } from '@mantine/notifications';
import {
  ACTIVITY_KINDS,
  ACTIVITY_TOPICS,
  addActivitySchema,
  DATE_PICKER_MAX_YEAR,
  DATE_PICKER_MIN_YEAR,
  MODAL_FADE_MS,
  messages,
  TIME_PICKER_STEP_MINUTES,
} from '@lending/domain';
import { useState } from 'react';
import { useCreateActivity } from '../api/create-activity';
import { useStaff } from '../api/get-staff';

type Props = { opened: boolean; loanId?: string; onClose: () => void };

type Form = {
  topic: string | null;
  details: string;
  type: string | null;
  request: string;
  participants: string[];
  startDay: string | null;
  startTime: string;
  endDay: string | null;
  endTime: string;
  notes: string;
};

const EMPTY: Form = {
  topic: null,
  details: '',
  type: null,
  request: '',
  participants: [],
  startDay: null,
  startTime: '09:00',
  endDay: null,
  endTime: '10:00',
  notes: '',
};

/** 'YYYY-MM-DD' + 'HH:mm' in the viewer's time zone as epoch seconds. */
const toEpoch = (day: string | null, time: string): number | undefined => {
  if (!day) return undefined;
  const date = new Date(`${day.slice(0, 10)}T${time.slice(0, 5) || '00:00'}:00`);
  return Number.isNaN(date.getTime()) ? undefined : Math.floor(date.getTime() / 1000);
};

// 002 §2.7 Add Activity: topic, details, type, request, participants, when (start and end date and
// time, 15-minute steps, years 1910-2100) and notes; validated by the domain schema.
export const AddActivityModal = ({ opened, loanId, onClose }: Props) => {
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateActivity();
  const staff = useStaff(opened);
  const ERROR_KEYS: Partial<Record<keyof Form, string>> = {
    startDay: 'start_epoch',
    endDay: 'end_epoch',
    startTime: 'start_epoch',
    endTime: 'end_epoch',
  };
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    // A corrected field drops its message.
    setErrors(({ [ERROR_KEYS[key] ?? key]: _dropped, ...rest }) => rest);
  };
  const close = () => {
    setForm(EMPTY);
    setErrors({});
    onClose();
  };

  const onSave = () => {
    const parsed = addActivitySchema.safeParse({
      loan_id: loanId,
      topic: form.topic ?? undefined,
      details: form.details,
      type: form.type ?? undefined,
      request: form.request,
      participants: form.participants,
      start_epoch: toEpoch(form.startDay, form.startTime),
      end_epoch: toEpoch(form.endDay, form.endTime),
      notes: form.notes,
    });
    if (!parsed.success) {
      const found = Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
      );
      // A missing choice reads '* Required' rather than the enum's message.
      if (!form.topic) found.topic = messages.required;
      if (!form.type) found.type = messages.required;
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Activity has been added successfully' });
        close();
      },
      onError: () => notifications.show({ color: 'red', message: messages.somethingWentWrong }),
    });
  };

  const dateProps = {
    valueFormat: 'MM/DD/YYYY',
    placeholder: 'MM/DD/YYYY',
    minDate: `${DATE_PICKER_MIN_YEAR}-01-01`,
    maxDate: `${DATE_PICKER_MAX_YEAR}-12-31`,
  };
  const timeProps = { minutesStep: TIME_PICKER_STEP_MINUTES, withDropdown: true, format: '24h' as const };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Add Activity"
      size="lg"
      centered
      transitionProps={{ transition: 'fade', duration: MODAL_FADE_MS }}
    >
      <Stack>
        <SimpleGrid cols={2}>
          <Select
            label="Topic"
            data={[...ACTIVITY_TOPICS]}
            value={form.topic}
            onChange={(v) => set('topic', v)}
            error={errors.topic}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Type"
            data={[...ACTIVITY_KINDS]}
            value={form.type}
            onChange={(v) => set('type', v)}
            error={errors.type}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Textarea
          label="Details"
          value={form.details}
          onChange={(e) => set('details', e.currentTarget.value)}
          error={errors.details}
          autosize
          minRows={2}
        />
        <TextInput
          label="Request"
          value={form.request}
          onChange={(e) => set('request', e.currentTarget.value)}
          error={errors.request}
        />
        <TagsInput
          label="Participants"
          value={form.participants}
          onChange={(v) => set('participants', v)}
          error={errors.participants}
          placeholder="Type a name and press Enter"
          description="Staff named here are told the activity is assigned to them"
          data={[...new Set((staff.data ?? []).map((user) => user.name))]}
        />
        <Text size="sm" fw={500}>
          When
        </Text>
        <SimpleGrid cols={2}>
          <DateInput
            label="Start date"
            {...dateProps}
            value={form.startDay}
            onChange={(v) => set('startDay', v)}
            error={errors.start_epoch}
          />
          <TimePicker
            label="Start time"
            {...timeProps}
            value={form.startTime}
            onChange={(v) => set('startTime', v)}
          />
          <DateInput
            label="End date"
            {...dateProps}
            value={form.endDay}
            onChange={(v) => set('endDay', v)}
            error={errors.end_epoch}
          />
          <TimePicker
            label="End time"
            {...timeProps}
            value={form.endTime}
            onChange={(v) => set('endTime', v)}
          />
        </SimpleGrid>
        <Textarea
          label="Notes"
          value={form.notes}
          onChange={(e) => set('notes', e.currentTarget.value)}
          error={errors.notes}
          autosize
          minRows={2}
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
        <Button onClick={onSave} loading={create.isPending}>
          Save
        </Button>
      </Group>
    </Modal>
  );
};
