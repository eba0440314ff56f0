import { Button, CloseButton, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUploadFiles } from '../../components/use-upload-files';

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
  const { uploadAll, uploading } = useUploadFiles();

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    const uploaded = await uploadAll(files);
    onChange([...value, ...uploaded.map(({ file, url }) => ({ name: file.name, url }))]);
  };

  return (
    <Input.Wrapper label={t('licence')} description={t('licenceHint')} withAsterisk>
      <Stack gap={6} mt={6}>
        <FileButton onChange={(files) => void add(files)} accept="application/pdf,image/*" multiple>
          {(props) => (
            <Button {...props} variant="default" loading={uploading} w="fit-content">
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
