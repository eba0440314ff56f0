import { Box, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function SiteFooter() {
  const { t } = useTranslation('common');
  return (
    <Box component="footer" bg="dark.7" c="gray.3" py="xl">
      <Container>
        <Text size="sm">{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
      </Container>
    </Box>
  );
}
