import { Alert, Button, Center, Image, Loader, Stack, Text } from '@mantine/core';
import { messages } from '@lending/domain';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useDocumentPreview, type PreviewArea } from '../api/get-document-preview';

// pdf.js is large: its own chunk, loaded when a PDF is first shown.
const PdfPages = lazy(() => import('./pdf-pages'));

type Props = { activityId: string; documentId: string; width?: number; area?: PreviewArea };

/**
 * One document in the browser (001 §2, 002 §9 "Files handled: pdf, image, heic, other"): PDF
 * pages, images, HEIC photos as the JPEG the server made, and for anything else 'type not
 * supported for preview' with a download button.
 */
export const FilePreview = ({ activityId, documentId, width = 640, area }: Props) => {
  const preview = useDocumentPreview(activityId, documentId, area);
  if (preview.isPending) return <Loader size="sm" mx="auto" my="lg" />;
  if (preview.isError)
    return (
      <Alert color="red">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messages.downloadDocumentError}</Text>
          <Button size="xs" variant="light" onClick={() => void preview.refetch()}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  const { kind, url, download_url, file_name } = preview.data;
  if (kind === 'pdf')
    return (
      <Suspense fallback={<Loader size="sm" mx="auto" my="lg" />}>
        <PdfPages url={url} width={width} />
      </Suspense>
    );
  if (kind === 'image' || kind === 'heic')
    return (
      <Center>
        <Image src={url} alt={file_name} maw={width} fit="contain" data-testid="image-preview" />
      </Center>
    );
  return (
    <Stack align="center" py="xl" gap="sm" data-testid="unsupported-preview">
      <Text c="dimmed">{messages.typeNotSupportedForPreview}</Text>
      <Button
        component="a"
        href={download_url}
        download={file_name}
        leftSection={<IconDownload size={16} />}
        variant="light"
      >
        Download
      </Button>
    </Stack>
  );
};
