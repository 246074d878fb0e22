import { Anchor, Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFile } from '@tabler/icons-react';
import { applicationOutline, formatUsDate, messages, WIZARD_SECTIONS } from '@lending/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getDocumentDownloadUrl } from '../../../shared/documents/api/download-personal-document';
import { openApplicationPdf } from '../api/download-application';
import type { ApplicationRecord } from '@lending/domain';

type Props = { record: ApplicationRecord; userEmail: string | null };

/**
 * A submitted application as staff read it (issue 8 item 9): every answer of the 8 sections,
 * read-only, each uploaded file openable, and the whole application as a PDF.
 */
export const ApplicationReadOnly = ({ record, userEmail }: Props) => {
  const navigate = useNavigate();
  const [isDownloading, setDownloading] = useState(false);
  const sections = applicationOutline(record.data);
  const failed = () => notifications.show({ color: 'red', message: messages.somethingWentWrong });

  const onDownload = () => {
    setDownloading(true);
    openApplicationPdf(record.activity_id, userEmail)
      .catch(failed)
      .finally(() => setDownloading(false));
  };
  const openFile = (processId: string) => {
    const file = record.files.find((f) => f.process_id === processId);
    if (!file) return failed();
    getDocumentDownloadUrl({
      entityType: 'borrower',
      activityId: record.activity_id,
      documentId: file.document_id,
      userEmail,
    })
      .then((url) => window.open(url, '_blank', 'noopener'))
      .catch(failed);
  };

  return (
    <Container size="md" px={0} py="md">
      <Stack gap="md">
        <Card withBorder radius="md" p="lg">
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Title order={3}>Loan application</Title>
              <Group gap="xs">
                <Badge color="green" variant="light">
                  Submitted
                </Badge>
                {record.submitted_epoch !== null && (
                  <Text size="sm" c="dimmed">
                    {formatUsDate(record.submitted_epoch)}
                  </Text>
                )}
                <Text size="sm" c="dimmed">
                  Read-only
                </Text>
              </Group>
            </Stack>
            {record.submitted_epoch !== null && (
              <Button leftSection={<IconDownload size={16} />} loading={isDownloading} onClick={onDownload}>
                Download PDF
              </Button>
            )}
          </Group>
        </Card>
        {sections.map((section) => (
          <Card
            key={section.number}
            withBorder
            radius="md"
            p="lg"
            component="section"
            aria-label={`Section ${section.number}`}
          >
            <Group justify="space-between" mb="sm">
              <Title order={4}>{section.title}</Title>
              <Text c="dimmed" size="sm" fw={500}>
                Section {section.number} / {WIZARD_SECTIONS}
              </Text>
            </Group>
            <Stack gap={6}>
              {section.rows.map((row, index) => (
                <SimpleGrid key={`${row.label}-${index}`} cols={{ base: 1, sm: 2 }} spacing="md">
                  <Text size="sm" c="dimmed" pl={row.indent ? 'lg' : 0}>
                    {row.label}
                  </Text>
                  {row.file ? (
                    <Anchor
                      size="sm"
                      fw={500}
                      component="button"
                      type="button"
                      ta="left"
                      onClick={() => openFile(row.file!.process_id)}
                    >
                      <Group gap={4} wrap="nowrap" component="span">
                        <IconFile size={14} />
                        {row.value}
                      </Group>
                    </Anchor>
                  ) : (
                    <Text size="sm" fw={500} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {row.value}
                    </Text>
                  )}
                </SimpleGrid>
              ))}
            </Stack>
          </Card>
        ))}
        <Group>
          <Button variant="default" onClick={() => void navigate(-1)}>
            Back
          </Button>
        </Group>
      </Stack>
    </Container>
  );
};
