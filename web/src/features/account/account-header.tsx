import { Avatar, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { messages } from '@tours/contract/rules';
import { useTranslation } from 'react-i18next';
import { callData, upload } from '../../api/client';
import { notifySuccess } from '../../lib/notify';
import { useMember } from './use-member';

/** Avatar (upload -> profile update with the logo alone -> '修改成功'), full name and area name. */
export function AccountHeader() {
  const { t } = useTranslation('account');
  const { member, reload } = useMember();
  // Upload, then save the address as the logo: one command of two calls, either failure through the error policy.
  const changeAvatar = useMutation({
    mutationKey: ['member.update', 'logo'],
    mutationFn: async (file: File) => callData('member.update', { logo: await upload(file) }),
    onSuccess: async () => {
      notifySuccess(messages.profileUpdated);
      await reload();
    },
  });
  const onFile = (file: File | null) => {
    if (file) changeAvatar.mutate(file);
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
            <Button {...props} size="xs" variant="light" loading={changeAvatar.isPending}>
              {t('header.changeAvatar')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Group>
  );
}
