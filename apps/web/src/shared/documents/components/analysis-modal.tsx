import { Button, Grid, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { uiText, type Activity, type Process, type ProcessDocument } from '@lending/domain';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { RecipientsForm } from '../../e-signature/components/recipients-form';
import { useDocumentPreview } from '../api/get-document-preview';
import { FilePreview } from './file-preview';
import { OcrPanel } from './ocr-panel';
import { RejectDialog } from './reject-dialog';
import { ReviewButtons } from './review-buttons';

type Layout = 'full' | 'file' | 'analysis';
type Props = { activity: Activity; process: Process; document: ProcessDocument; onClose: () => void };

// 001 §2 "Document analysis modal": Full / File / Analysis layouts, the OCR Analysis Response
// panel, 'Send with DocuSign' (a recipients page), Accept and Reject.
export const AnalysisModal = ({ activity, process, document, onClose }: Props) => {
  const [layout, setLayout] = useState<Layout>('full');
  const [page, setPage] = useState<'review' | 'recipients'>('review');
  const [isRejecting, setRejecting] = useState(false);
  // Only a PDF can be signed (the server refuses anything else): the action is not offered on an
  // image or another file. The preview query is the one the file pane already makes.
  const isPdf = useDocumentPreview(activity.activity_id, document.document_id).data?.kind === 'pdf';
  const title = `${activity.document_name || activity.name || 'Document'} · ${document.file_name ?? ''}`;
  const preview = (width: number) => (
    <FilePreview activityId={activity.activity_id} documentId={document.document_id} width={width} />
  );
  const ocr = (
    <OcrPanel
      activityId={activity.activity_id}
      processId={process.process_id}
      data={process.data_to_display}
      version={activity.version ?? 0}
    />
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="90vw"
      data-testid="analysis-modal"
      closeButtonProps={{ 'aria-label': 'Close document' }}
    >
      {page === 'recipients' ? (
        <RecipientsForm
          activityId={activity.activity_id}
          processId={process.process_id}
          onBack={() => setPage('review')}
          onSent={() => setPage('review')}
        />
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <SegmentedControl
              size="xs"
              value={layout}
              onChange={(value) => setLayout(value as Layout)}
              data={[
                { value: 'full', label: 'Full' },
                { value: 'file', label: 'File' },
                { value: 'analysis', label: 'Analysis' },
              ]}
            />
            <Group gap="xs">
              {isPdf && (
                <Button
                  variant="light"
                  leftSection={<IconSignature size={16} />}
                  onClick={() => setPage('recipients')}
                >
                  {uiText.sendWithDocuSign}
                </Button>
              )}
              <ReviewButtons
                variant="buttons"
                activityId={activity.activity_id}
                processId={process.process_id}
                processState={process.status.state}
                activityState={activity.status.state}
                onReject={() => setRejecting(true)}
              />
            </Group>
          </Group>
          {process.status.state === 'rejected' && typeof process.data_to_display?.reason === 'string' && (
            <Text size="sm" c="red">
              Rejected: {process.data_to_display.reason}
            </Text>
          )}
          {layout === 'full' && (
            <Grid gutter="md">
              <Grid.Col span={{ base: 12, md: 8 }}>{preview(760)}</Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>{ocr}</Grid.Col>
            </Grid>
          )}
          {layout === 'file' && preview(1000)}
          {layout === 'analysis' && ocr}
        </Stack>
      )}
      {isRejecting && (
        <RejectDialog
          activityId={activity.activity_id}
          processId={process.process_id}
          onClose={() => setRejecting(false)}
        />
      )}
    </Modal>
  );
};
