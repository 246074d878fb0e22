import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCamera } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { assessPhoto } from '../utils/photo-pixels';
import { PHOTO_ISSUE_TEXT, type PhotoIssue } from '../utils/photo-readability';

type Props = {
  /** A photo that reads well, or one the person chose to use anyway. */
  onPhoto: (file: File) => void;
  disabled?: boolean;
};

/**
 * Issue 21: 'Take a photo' on phones (the camera opens straight away: capture="environment"), and
 * before the photo goes up it is checked for what makes a document unreadable (too dark, blurred,
 * cut off, too small); the person then retakes it or uses it anyway.
 */
export const PhotoCapture = ({ onPhoto, disabled = false }: Props) => {
  const isPhone = useMediaQuery('(pointer: coarse), (max-width: 48em)');
  const input = useRef<HTMLInputElement>(null);
  const [isChecking, setChecking] = useState(false);
  const [doubtful, setDoubtful] = useState<{ file: File; issues: PhotoIssue[] } | null>(null);

  const onTaken = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setDoubtful(null);
    setChecking(true);
    const result = await assessPhoto(file);
    setChecking(false);
    if (result && result.issues.length > 0) setDoubtful({ file, issues: result.issues });
    else onPhoto(file);
  };

  if (!isPhone) return null;
  return (
    <Stack gap="xs" data-testid="photo-capture">
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label="Take a photo"
        onChange={(event) => void onTaken(event.currentTarget.files?.[0])}
      />
      <Button
        variant="light"
        leftSection={<IconCamera size={16} aria-hidden />}
        onClick={() => input.current?.click()}
        loading={isChecking}
        disabled={disabled}
      >
        Take a photo
      </Button>
      {doubtful && (
        <Alert color="orange" title="This photo may be hard to read" data-testid="photo-issues" role="alert">
          <List size="sm" spacing={4}>
            {doubtful.issues.map((issue) => (
              <List.Item key={issue}>{PHOTO_ISSUE_TEXT[issue]}</List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs">
            Staff may ask for it again if they cannot read it.
          </Text>
          <Group gap="xs" mt="sm">
            <Button
              size="sm"
              onClick={() => input.current?.click()}
              leftSection={<IconCamera size={14} aria-hidden />}
            >
              Retake
            </Button>
            <Button
              size="sm"
              variant="default"
              onClick={() => {
                onPhoto(doubtful.file);
                setDoubtful(null);
              }}
            >
              Use anyway
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
};
