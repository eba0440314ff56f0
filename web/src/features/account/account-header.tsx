import { Avatar, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChangeAvatar, useMember } from './api';

/** Avatar (upload -> profile update with the logo alone -> '修改成功'), full name and area name. */
export function AccountHeader() {
  const { t } = useTranslation('account');
  const member = useMember();
  const changeAvatar = useChangeAvatar();
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
