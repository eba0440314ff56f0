import { Button, CloseButton, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { upload } from '../../api/client';

export interface UploadedFile {
  name: string;
  url: string;
}

export interface LicenceUploadProps {
  value: readonly UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
}

/** PDF and images, several at once; each goes through file.upload and its address is kept. */
export function LicenceUpload({ value, onChange }: LicenceUploadProps) {
  const { t } = useTranslation('merchant');
  const [busy, setBusy] = useState(false);

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    setBusy(true);
    const uploaded: UploadedFile[] = [];
    for (const file of files) {
      try {
        uploaded.push({ name: file.name, url: await upload(file) });
      } catch {
        // The client toasted the server's message; the other files still go.
      }
    }
    setBusy(false);
    onChange([...value, ...uploaded]);
  };

  return (
    <Input.Wrapper label={t('licence')} description={t('licenceHint')} withAsterisk>
      <Stack gap={6} mt={6}>
        <FileButton onChange={(files) => void add(files)} accept="application/pdf,image/*" multiple>
          {(props) => (
            <Button {...props} variant="default" loading={busy} w="fit-content">
              {t('chooseFiles')}
            </Button>
          )}
        </FileButton>
        {value.map((file) => (
          <Group key={file.url} gap="xs">
            <Text size="sm">{file.name}</Text>
            <CloseButton
              size="sm"
              aria-label={t('removeFile', { name: file.name })}
              onClick={() => onChange(value.filter((f) => f.url !== file.url))}
            />
          </Group>
        ))}
      </Stack>
    </Input.Wrapper>
  );
}
