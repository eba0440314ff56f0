import { Button, Group, Modal, Text } from '@mantine/core';
import type { SavedCard } from '@tours/contract';
import { useTranslation } from 'react-i18next';

export interface DeleteCardModalProps {
  card: SavedCard | null;
  deleting: boolean;
  onConfirm: (card: SavedCard) => void;
  onCancel: () => void;
}

/** 'Deletion confirmation' before a saved card is deleted (spec §4). */
export function DeleteCardModal({ card, deleting, onConfirm, onCancel }: DeleteCardModalProps) {
  const { t } = useTranslation('account');
  return (
    <Modal opened={card !== null} onClose={onCancel} title={t('cards.confirmTitle')} centered>
      <Text mb="md">{t('cards.confirmText', { number: card?.bankNumber ?? '' })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('cards.cancel')}
        </Button>
        <Button color="red.9" loading={deleting} onClick={() => card && onConfirm(card)}>
          {t('cards.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
