import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { getDocumentLinks } from '../api/download-document';
import type { DocumentKind } from '../api/document-values';

type Props = { kind: DocumentKind; activityId: string; onError: (error: unknown) => void };

// Download the generated PDF or DOCX through its expiring signed link (DESIGN.md §5): the link
// is fetched when the user asks, so it is always fresh.
export const DocumentDownloadMenu = ({ kind, activityId, onError }: Props) => {
  const [isLoading, setLoading] = useState(false);
  const open = async (format: 'pdf' | 'docx') => {
    setLoading(true);
    try {
      const links = await getDocumentLinks(kind, activityId);
      window.open(format === 'pdf' ? links.pdf_url : links.docx_url, '_blank', 'noopener');
    } catch (error) {
      onError(error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconDownload size={14} />}
          loading={isLoading}
        >
          Download
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => open('pdf')}>PDF</Menu.Item>
        <Menu.Item onClick={() => open('docx')}>DOCX</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
