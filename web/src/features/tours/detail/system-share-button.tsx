import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARE_BUTTON_PROPS } from './share-button-props';

/** A phone's own share sheet: a touch screen whose browser has one (the Web Share API). */
function hasShareSheet(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/**
 * Opens the system share sheet on a phone, which offers every app the traveller has. Known only in the browser, so
 * it appears after the page is taken over (the server draws the same row for every device).
 */
export function SystemShareButton({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('tours');
  const [available, setAvailable] = useState(false);
  useEffect(() => setAvailable(hasShareSheet()), []);
  if (!available) return null;
  const share = () =>
    navigator.share({ title, url }).catch((error: unknown) => {
      // Closing the sheet without choosing an app rejects with AbortError: nothing went wrong.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('The share sheet failed', error);
    });
  return (
    <Button {...SHARE_BUTTON_PROPS} onClick={() => void share()}>
      {t('detail.shareSheet')}
    </Button>
  );
}
