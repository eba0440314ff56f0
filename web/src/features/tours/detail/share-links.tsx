import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyLinkButton } from './copy-link-button';
import { QrShareButton } from './qr-share-button';
import { SystemShareButton } from './system-share-button';

/**
 * Where travellers share a tour: chat apps first (WhatsApp; WeChat by its QR code, the button beside), then the
 * networks. Spec §2's "google" is left out: Google has had no share target since Google+ closed, and a link that
 * searched the address shared nothing ([0082](../../../../../docs/adr/0082-share-where-travellers-share.md)).
 */
const networks = [
  { name: 'WhatsApp', href: (url: string) => `https://wa.me/?text=${url}` },
  { name: 'Facebook', href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${url}` },
  { name: 'X', href: (url: string) => `https://x.com/intent/post?url=${url}` },
  { name: 'LinkedIn', href: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
] as const;

/** WCAG 2.2 target size (2.5.8): every share control is at least 24 x 24 CSS px. */
const TARGET_PX = 24;

/** `url` is the page's canonical address in the language it is shown in, so a shared link opens as the sharer saw it. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('tours');
  const encoded = encodeURIComponent(url);
  return (
    <Group gap="xs" role="group" aria-label={t('detail.share')}>
      <Text size="sm" fw={600}>
        {t('detail.share')}
      </Text>
      <SystemShareButton url={url} title={title} />
      <CopyLinkButton url={url} />
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
