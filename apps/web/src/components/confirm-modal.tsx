import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  opened: boolean;
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  color?: string;
  isLoading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
};

/** A yes/no confirmation; `children` can hold extra inputs (for example a reason). */
export const ConfirmModal = ({
  opened,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  color,
  isLoading = false,
  onConfirm,
  onClose,
  children,
}: Props) => (
  <Modal opened={opened} onClose={onClose} title={title} centered>
    {message && <Text mb="md">{message}</Text>}
    {children}
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={onClose} disabled={isLoading}>
        {cancelLabel}
      </Button>
      <Button color={color} onClick={onConfirm} loading={isLoading}>
        {confirmLabel}
      </Button>
    </Group>
  </Modal>
);
