import { List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { cardOutcomeText } from './card-outcome';
import { CopyValue } from './copy-value';
import { infoQuery } from './info-view';
import { LanguageContext } from './language';
import { fill } from './messages';
import { QueryState } from './query-state';
import { useMessages } from './use-messages';

/** The test card numbers and what each does, read from the control plane rather than copied here. */
export function CardsSection() {
  const t = useMessages();
  const language = useContext(LanguageContext);
  const info = useQuery(infoQuery());
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t.cardsHint}
      </Text>
      <QueryState query={info} />
      <List size="sm" spacing={4}>
        {info.data?.testCards.map((card) => (
          <List.Item key={card.number}>
            {fill(t.cardLine, { card: card.name, outcome: cardOutcomeText(t, language, card.outcome) })}{' '}
            <CopyValue value={card.number} what={fill(t.cardNumberOf, { card: card.name })} />
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
