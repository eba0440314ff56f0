import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Member } from '@tours/contract';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select';
import { QueryView } from '../../../components/query-view';
import { useMember, useSaveProfile } from '../api';

function ProfileForm({ profile }: { profile: Member }) {
  const { t } = useTranslation('account');
  const form = useForm({
    defaultValues: {
      name: profile.name,
      surname: profile.surname,
      nickname: profile.nickname,
      email: profile.email,
      mobile: profile.mobile,
      areaId: String(profile.areaId ?? ''),
    },
  });
  const save = useSaveProfile();
  const onSubmit = form.handleSubmit((values) => save.mutate(values));
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('tabs.1')}>
      <Stack maw={640}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('profile.name')} {...form.register('name')} />
          <TextInput label={t('profile.surname')} {...form.register('surname')} />
          <TextInput label={t('profile.nickname')} {...form.register('nickname')} />
          {/* Read-only: member.update carries no verification code, so the mock refuses another address (docs/adr/0020-limits-a-real-shop-has.md). */}
          <TextInput label={t('profile.email')} type="email" readOnly description={t('profile.emailFixed')} {...form.register('email')} />
          <TextInput label={t('profile.mobile')} type="tel" {...form.register('mobile')} />
          <Controller
            control={form.control}
            name="areaId"
            render={({ field }) => <CountrySelect label={t('profile.area')} value={field.value} onChange={field.onChange} />}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Tab 1: the editable profile; saving says '修改成功' (spec §8). */
export function BasicInfoTab() {
  const member = useMember();
  return <QueryView query={member}>{(profile) => <ProfileForm profile={profile} />}</QueryView>;
}
