import { Button, CloseButton, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { UPLOAD_FILES_HINT } from '@tours/contract/constants';
import { useTranslation } from 'react-i18next';
import { useUploadFiles } from '../../components/use-upload-files';

const isVideo = (url: string) => /\.(mp4|webm|mov|m4v|ogg)$/i.test(url);

export interface ReviewUploadsProps {
  uploads: string[];
  onChange: (uploads: string[]) => void;
}

/** Images or videos, each removable; the text says up to 9 and, like the sample, nothing enforces it. */
export function ReviewUploads({ uploads, onChange }: ReviewUploadsProps) {
  const { t } = useTranslation('reviews');
  const { uploadAll, uploading } = useUploadFiles();
  const onFiles = async (files: File[]) => {
    if (files.length === 0) return;
    const added = await uploadAll(files);
    onChange([...uploads, ...added.map(({ url }) => url)]);
  };
  return (
    <Stack gap="xs">
      <Text size="sm">{t('uploads.hint', { count: UPLOAD_FILES_HINT })}</Text>
      <Group>
        {uploads.map((url, index) => (
          <Paper key={url} withBorder p={4} pos="relative">
            {isVideo(url) ? (
              // biome-ignore lint/a11y/useMediaCaption: a customer's own clip has no captions to offer
              <video src={url} width={96} height={72} />
            ) : (
              <Image src={url} alt={t('uploads.file', { index: index + 1 })} w={96} h={72} fit="cover" />
            )}
            <CloseButton
              pos="absolute"
              top={2}
              right={2}
              size="sm"
              aria-label={t('uploads.remove', { index: index + 1 })}
              onClick={() => onChange(uploads.filter((_, i) => i !== index))}
            />
          </Paper>
        ))}
      </Group>
      <FileButton onChange={onFiles} accept="image/*,video/*" multiple>
        {(props) => (
          <Button {...props} variant="light" loading={uploading} w="fit-content">
            {t('uploads.add')}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
