import { Avatar, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { messages } from '@tours/contract/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callData, upload } from '../../api/client';
import { notifySuccess } from '../../lib/notify';
import { useMember } from './use-member';

/** Avatar (upload -> profile update with the logo alone -> '修改成功'), full name and area name. */
export function AccountHeader() {
  const { t } = useTranslation('account');
  const { member, reload } = useMember();
  const [uploading, setUploading] = useState(false);
  const onFile = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const logo = await upload(file);
      await callData('member.update', { logo });
      notifySuccess(messages.profileUpdated);
      await reload();
    } catch {
      // The client toasted the server's message.
    } finally {
      setUploading(false);
    }
  };
  const profile = member.data;
  return (
    <Group gap="lg" py="md">
      <Avatar src={profile?.logo || null} size={80} radius="xl" alt={t('header.avatar')} />
      <Stack gap={4}>
        <Title order={1} size="h3">
          {profile?.fullName ?? ''}
        </Title>
        <Text c="dimmed">{profile?.areaName ?? ''}</Text>
        <FileButton onChange={onFile} accept="image/*">
          {(props) => (
            <Button {...props} size="xs" variant="light" loading={uploading}>
              {t('header.changeAvatar')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Group>
  );
}
