import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QrShareButton } from './qr-share-button';

const networks = [
  { name: 'LinkedIn', href: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
  { name: 'Google', href: (url: string) => `https://www.google.com/search?q=${url}` },
  { name: 'Facebook', href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${url}` },
  { name: 'Twitter', href: (url: string) => `https://twitter.com/intent/tweet?url=${url}` },
] as const;

/** WCAG 2.2 target size (2.5.8): every share control is at least 24 x 24 CSS px. */
const TARGET_PX = 24;

export function ShareLinks({ url }: { url: string }) {
  const { t } = useTranslation('tours');
  const encoded = encodeURIComponent(url);
  return (
    <Group gap="xs" role="group" aria-label={t('detail.share')}>
      <Text size="sm" fw={600}>
        {t('detail.share')}
      </Text>
      {networks.map((network) => (
        <Anchor
          key={network.name}
          href={network.href(encoded)}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={t('detail.shareOn', { network: network.name })}
          style={{ display: 'inline-flex', alignItems: 'center', minHeight: TARGET_PX, minWidth: TARGET_PX, paddingInline: 2 }}
        >
          {network.name}
        </Anchor>
      ))}
      <QrShareButton url={url} />
    </Group>
  );
}
