import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileText } from '@tabler/icons-react';
import { useCreditMemo } from '../api/credit-memo';

type Props = { loanId: string; onError: (error: unknown) => void };

// The credit memo in one click (issue 23 item 7): the server builds the PDF and the DOCX from the
// policy tables, insights, reports, data points and score, keeps them with the loan's generated
// documents, and the chosen one opens in a new tab.
export const CreditMemoButton = ({ loanId, onError }: Props) => {
  const memo = useCreditMemo(loanId);
  const generate = (format: 'pdf' | 'docx') => {
    // The tab opens on the click (a pop-up blocker allows it) and follows the link once generated.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    memo.mutate(undefined, {
      onSuccess: (links) => {
        const url = format === 'pdf' ? links.pdf_url : links.docx_url;
        if (tab) tab.location.href = url;
        else window.location.assign(url);
        notifications.show({ color: 'green', message: `Credit memo generated: ${links.file_name}` });
      },
      onError: (error) => {
        tab?.close();
        onError(error);
      },
    });
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconFileText size={16} />} loading={memo.isPending}>
          Credit memo
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => generate('pdf')}>Generate PDF</Menu.Item>
        <Menu.Item onClick={() => generate('docx')}>Generate DOCX</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
