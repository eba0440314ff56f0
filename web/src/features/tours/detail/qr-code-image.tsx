import { Center, Image, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledLoader } from '../../../components/labelled-loader';
import { qrCodeDataUrl } from './qr-data-url';

const SIZE_PX = 176;

type QrState = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'failed' };

/** The QR code of `url`, made when this mounts (the share popover opening), in a box of fixed size. */
export function QrCodeImage({ url }: { url: string }) {
  const { t } = useTranslation('tours');
  const [state, setState] = useState<QrState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    qrCodeDataUrl(url).then(
      (src) => current && setState({ status: 'ready', src }),
      (error: unknown) => {
        // Nothing the person can do differently; the links beside it still share the page.
        console.error('The QR code could not be made', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [url]);
  return (
    <Center w={SIZE_PX} h={SIZE_PX}>
      {state.status === 'ready' && <Image src={state.src} alt={t('detail.qr.alt')} w={SIZE_PX} h={SIZE_PX} />}
      {state.status === 'loading' && <LabelledLoader size="sm" label={t('detail.qr.loading')} />}
      {state.status === 'failed' && (
        <Text size="sm" c="dimmed" ta="center">
          {t('detail.qr.failed')}
        </Text>
      )}
    </Center>
  );
}
