import { Button, Text, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { TOAST_DURATION_MS } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { SHARE_BUTTON_PROPS } from './share-button-props';

/**
 * Copies the page's address, and says so where the person looks (the button's own words) and to a screen reader
 * (a status). A browser that refuses the clipboard (an insecure origin, a denied permission) gets the address shown,
 * selectable, instead.
 */
export function CopyLinkButton({ url }: { url: string }) {
  const { t } = useTranslation('tours');
  const clipboard = useClipboard({ timeout: TOAST_DURATION_MS });
  return (
    <>
      <Button {...SHARE_BUTTON_PROPS} onClick={() => clipboard.copy(url)}>
        {clipboard.copied ? t('detail.copyLink.copied') : t('detail.copyLink.button')}
      </Button>
      <VisuallyHidden role="status">{clipboard.copied ? t('detail.copyLink.copied') : ''}</VisuallyHidden>
      {clipboard.error && (
        <Text size="xs" role="alert" style={{ flexBasis: '100%', overflowWrap: 'anywhere', userSelect: 'all' }}>
          {t('detail.copyLink.failed', { url })}
        </Text>
      )}
    </>
  );
}
