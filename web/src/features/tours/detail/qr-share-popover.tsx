import { Button, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCodeImage } from './qr-code-image';
import { SHARE_BUTTON_PROPS } from './share-button-props';

/**
 * The QR share popover, loaded on the first press of its button (qr-share-button.tsx) and open from the
 * start. The button it replaces is gone, so it takes the focus first: Escape then returns focus to it.
 */
export function QrSharePopover({ url }: { url: string }) {
  const { t } = useTranslation('tours');
  const [opened, { open, toggle, close }] = useDisclosure(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    target.current?.focus();
    open();
  }, [open]);
  return (
    <Popover opened={opened} onDismiss={close} position="bottom" withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Button ref={target} {...SHARE_BUTTON_PROPS} onClick={toggle}>
          {t('detail.qr.button')}
        </Button>
      </Popover.Target>
      {/* Mantine names the dialog by its button ("WeChat"). */}
      <Popover.Dropdown>
        <Stack align="center" gap="xs">
          <QrCodeImage url={url} />
          <Text size="sm">{t('detail.qr.caption')}</Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
