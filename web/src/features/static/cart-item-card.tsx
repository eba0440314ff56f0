import { Button, Card, Group, Image, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { CART_DURATION_OPTIONS } from '@tours/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CART_SAMPLE } from './cart-sample';

export interface CartItem {
  date: string;
  duration: string;
  adults: number;
  children: number;
}

/** The sample cart item, with an edit mode for date, duration range and participants. */
export function CartItemCard({ item, onChange }: { item: CartItem; onChange: (item: CartItem) => void }) {
  const { t } = useTranslation('static');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(item);
  const count = (value: string | number) => Math.max(0, Math.floor(Number(value) || 0));
  return (
    <Card withBorder radius="md" component="article" aria-label={CART_SAMPLE.title}>
      <Group align="flex-start" wrap="nowrap">
        <Image src={CART_SAMPLE.picUrl} alt="" w={140} h={100} radius="sm" fit="cover" />
        <Stack gap={6} style={{ flex: 1 }}>
          <Text fw={700}>{CART_SAMPLE.title}</Text>
          {editing ? (
            <Group align="flex-end">
              <TextInput
                type="date"
                label={t('cart.date')}
                value={draft.date}
                onChange={(e) => setDraft({ ...draft, date: e.currentTarget.value })}
              />
              <Select
                label={t('cart.duration')}
                data={[...CART_DURATION_OPTIONS]}
                value={draft.duration}
                onChange={(value) => value && setDraft({ ...draft, duration: value })}
                allowDeselect={false}
              />
              <NumberInput
                label={t('cart.adults')}
                min={0}
                value={draft.adults}
                onChange={(v) => setDraft({ ...draft, adults: count(v) })}
                w={100}
              />
              <NumberInput
                label={t('cart.children')}
                min={0}
                value={draft.children}
                onChange={(v) => setDraft({ ...draft, children: count(v) })}
                w={100}
              />
              <Button
                onClick={() => {
                  onChange(draft);
                  setEditing(false);
                }}
              >
                {t('cart.save')}
              </Button>
            </Group>
          ) : (
            <>
              <Text size="sm">{t('cart.when', { date: item.date, time: CART_SAMPLE.time, duration: item.duration })}</Text>
              <Text size="sm">{t('cart.party', { adults: item.adults, children: item.children })}</Text>
              <Text size="sm">{t('cart.language', { language: CART_SAMPLE.language })}</Text>
              <Button
                variant="subtle"
                w="fit-content"
                onClick={() => {
                  setDraft(item);
                  setEditing(true);
                }}
              >
                {t('cart.edit')}
              </Button>
            </>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
