import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { AboutContact } from './about-contact';

/** Banner and company profile (static), and the contact text the footer shows (spec §2 Other). */
export function AboutPage() {
  const { t } = useTranslation('content');
  return (
    <Stack gap="xl" pb="xl">
      <PageMeta page="about" />
      <Box bg="brand.8" c="white" py={64}>
        <Container>
          <Title order={1}>{t('about.title')}</Title>
          <Text fz="lg" mt="sm">
            {t('about.banner')}
          </Text>
        </Container>
      </Box>
      <Container>
        <Stack gap="lg">
          <Stack gap="xs" component="section" aria-label={t('about.profileTitle')}>
            <Title order={2}>{t('about.profileTitle')}</Title>
            <Text>{t('about.profile')}</Text>
          </Stack>
          <AboutContact />
        </Stack>
      </Container>
    </Stack>
  );
}
