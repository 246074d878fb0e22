import { Anchor, Box, Paper, Tabs } from '@mantine/core';
import { TAB_PIN_THRESHOLD_PX } from '@lending/domain';
import { IconExternalLink } from '@tabler/icons-react';
import { useContext, useDeferredValue, useEffect, useState } from 'react';
import { SystemDocumentsTab } from '../../../shared/documents/components/system-documents-tab';
import { ExtraLoanTabsContext } from '../../../shared/loan-tabs/extra-loan-tabs';
import type { Loan } from '../api/types';
import { DataAnalysisTab } from './data-analysis/data-analysis-tab';
import { ExternalDataTab } from './external-data/external-data-tab';
import { FromTheBorrowerTab } from './from-the-borrower-tab';

type Props = { loanId: string; spreadsheetId: string | null; loan?: Loan };

// Spec 001 §2: tabs 0-3 (default 1), an Open Analysis link to the spreadsheet, pinned once the
// page is scrolled past about 230 px; each tab renders (and loads) only while active. The
// Data Analysis, system documents and External Data areas belong to later issues: they show
// their spec empty states.
export const LoanTabs = ({ loanId, spreadsheetId, loan }: Props) => {
  const [tab, setTab] = useState<string | null>('1');
  // Issue 21, INP: a tap paints the chosen tab at once; its content (a data grid, the document
  // cards) renders afterwards in an interruptible render instead of inside the tap's frame.
  const shown = useDeferredValue(tab);
  const [isPinned, setPinned] = useState(false);
  const extraTabs = useContext(ExtraLoanTabsContext);

  useEffect(() => {
    const onScroll = () => setPinned(window.scrollY > TAB_PIN_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Paper
        withBorder
        radius="md"
        px="sm"
        data-pinned={isPinned}
        style={
          isPinned
            ? { position: 'sticky', top: 65, zIndex: 50, boxShadow: 'var(--mantine-shadow-sm)' }
            : undefined
        }
      >
        <Tabs.List style={{ borderBottom: 0 }}>
          <Tabs.Tab value="0">Data Analysis</Tabs.Tab>
          <Tabs.Tab value="1">From The Borrower</Tabs.Tab>
          <Tabs.Tab value="2">System Documents</Tabs.Tab>
          <Tabs.Tab value="3">External Data</Tabs.Tab>
          {loan &&
            extraTabs.map((extra) => (
              <Tabs.Tab key={extra.value} value={extra.value}>
                {extra.label}
              </Tabs.Tab>
            ))}
          {spreadsheetId && (
            <Anchor
              href={`https://docs.google.com/spreadsheets/d/${encodeURIComponent(spreadsheetId)}`}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              ml="auto"
              style={{ alignSelf: 'center' }}
            >
              Open Analysis <IconExternalLink size={14} />
            </Anchor>
          )}
        </Tabs.List>
      </Paper>
      <Box pt="md">
        <Tabs.Panel value="0">{shown === '0' && <DataAnalysisTab loanId={loanId} />}</Tabs.Panel>
        <Tabs.Panel value="1">
          {shown === '1' && <FromTheBorrowerTab loanId={loanId} loan={loan} />}
        </Tabs.Panel>
        <Tabs.Panel value="2">{shown === '2' && <SystemDocumentsTab loanId={loanId} />}</Tabs.Panel>
        <Tabs.Panel value="3">{shown === '3' && <ExternalDataTab loanId={loanId} />}</Tabs.Panel>
        {loan &&
          extraTabs.map((extra) => (
            <Tabs.Panel key={extra.value} value={extra.value}>
              {shown === extra.value && extra.render({ id: loan.id, state: loan.status.state })}
            </Tabs.Panel>
          ))}
      </Box>
    </Tabs>
  );
};
