import { ActionIcon, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SavedCard } from '@tours/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/pagination';
import { QueryView } from '../../../components/query-view';
import { pageNumber, useListState } from '../../../lib/use-list-state';
import { AddCardForm } from './add-card-form';
import { savedCardsOptions, useDeleteCard } from './api';
import { DeleteCardModal } from './delete-card-modal';

/** Tab 5: saved cards; delete asks 'Deletion confirmation', then deletes and reloads the list. */
export function SavedCardsTab() {
  const { t } = useTranslation('account');
  const [list, setList] = useListState({ page: '1' });
  const page = pageNumber(list.page);
  const setPage = (next: number) => setList({ page: String(next) });
  const [toDelete, setToDelete] = useState<SavedCard | null>(null);
  const cards = useQuery(savedCardsOptions(page));
  const deletion = useDeleteCard({ onSuccess: () => setToDelete(null) });
  const remove = (card: SavedCard) => deletion.mutate({ id: card.id });
  return (
    <Stack>
      <QueryView query={cards} isEmpty={(result) => result.total === 0} empty={<Text c="dimmed">{t('cards.empty')}</Text>}>
        {(result) => (
          <Stack>
            {result.list.map((card) => (
              <Card key={card.id} withBorder radius="md" component="article" aria-label={card.bankNumber}>
                <Group justify="space-between">
                  <Group>
                    {card.bankInco ? <Image src={card.bankInco} alt="" w={48} h={32} fit="contain" /> : null}
                    <Stack gap={0}>
                      <Text fw={600}>{card.bankNumber}</Text>
                      <Text size="xs" c="dimmed">
                        {t('cards.addedAt', { time: card.createTime })}
                      </Text>
                    </Stack>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    aria-label={t('cards.delete', { number: card.bankNumber })}
                    onClick={() => setToDelete(card)}
                  >
                    ✕
                  </ActionIcon>
                </Group>
              </Card>
            ))}
            <Pagination page={page} total={result.total} onChange={setPage} />
          </Stack>
        )}
      </QueryView>
      <Title order={2} size="h5">
        {t('cards.addTitle')}
      </Title>
      <AddCardForm />
      <DeleteCardModal card={toDelete} deleting={deletion.isPending} onConfirm={remove} onCancel={() => setToDelete(null)} />
    </Stack>
  );
}
