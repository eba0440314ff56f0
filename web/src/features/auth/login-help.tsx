import { Box, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { articleListOptions } from '../../api/articles';
import { HtmlContent } from '../../components/html-content';
import { QueryView } from '../../components/query-view';
import { shopIds } from '../../config/shop-ids';
import { byLanguage, useLanguage } from '../../lib/preferences';

/**
 * Where a person who cannot log in finds help. The spec has no call to reset a password or to log in by an emailed
 * code (backend question 50), so the login page offers no "Forgot password" that could not work: it says so, and shows
 * the shop's contact text, the footer's contact group (an article category the backend names).
 */
export function LoginHelp() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const contact = useQuery(articleListOptions(shopIds.footerArticleCategories.contact));
  return (
    <Stack gap={4} component="section" aria-label={t('login.helpTitle')}>
      <Text size="sm" fw={600}>
        {t('login.helpTitle')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('login.helpText')}
      </Text>
      <QueryView query={contact} isEmpty={(page) => page.list.length === 0} empty={null}>
        {(page) => (
          <Box fz="sm">
            {page.list.map((article) => (
              <HtmlContent key={article.id} policy="editorial" html={byLanguage(language, article.contentEn, article.content)} />
            ))}
          </Box>
        )}
      </QueryView>
    </Stack>
  );
}
