import { useState } from 'react';
import { Menu } from '@mantine/core';
import { IconArchive, IconDots, IconExternalLink, IconRestore } from '@tabler/icons-react';
import type { LoanListItem } from '../api/types';
import classes from './loan-table.module.css';

type Props = {
  loan: LoanListItem;
  onOpen: (loan: LoanListItem) => void;
  onArchive: (loan: LoanListItem) => void;
  onRestore: (loan: LoanListItem) => void;
};

const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * A row's actions (open, archive or restore). The menu is mounted on first use only: dozens of
 * idle menus would slow every re-render of the table while typing.
 */
export const RowActions = ({ loan, onOpen, onArchive, onRestore }: Props) => {
  const [opened, setOpened] = useState(false);
  const [isMounted, setMounted] = useState(false);
  const trigger = (
    <button
      type="button"
      className={classes.iconButton}
      aria-label="Loan actions"
      onClick={(event) => {
        stop(event);
        setMounted(true);
        setOpened((value) => !value);
      }}
    >
      <IconDots size={16} />
    </button>
  );
  if (!isMounted) return trigger;
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown onClick={stop}>
        <Menu.Item leftSection={<IconExternalLink size={14} />} onClick={() => onOpen(loan)}>
          Open
        </Menu.Item>
        {loan.archived ? (
          <Menu.Item leftSection={<IconRestore size={14} />} onClick={() => onRestore(loan)}>
            Restore
          </Menu.Item>
        ) : (
          <Menu.Item leftSection={<IconArchive size={14} />} color="red" onClick={() => onArchive(loan)}>
            Archive
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
};
