import { Button } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../lib/lazy-part';
import { SHARE_BUTTON_PROPS } from './share-button-props';

const loadPopover = () => import('./qr-share-popover');
const QrSharePopover = lazyPart(loadPopover, (module) => module.QrSharePopover);

/**
 * Share to WeChat by QR code: WeChat has no share link a web page can open, but it opens a scanned address and shares it
 * from there. The popover and the encoder load on the first press (and are fetched early on hover or focus), so the
 * tour page's first load carries neither.
 */
export function QrShareButton({ url }: { url: string }) {
  const { t } = useTranslation('tours');
  const [requested, setRequested] = useState(false);
  const placeholder = (loading: boolean) => (
    <Button
      {...SHARE_BUTTON_PROPS}
      loading={loading}
      onClick={() => setRequested(true)}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
    >
      {t('detail.qr.button')}
    </Button>
  );
  if (!requested) return placeholder(false);
  return (
    <Suspense fallback={placeholder(true)}>
      <QrSharePopover url={url} />
    </Suspense>
  );
}
