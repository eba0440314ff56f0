import { Code, List, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { control } from './control-api';
import { OutcomeText } from './outcome-text';
import { useAction } from './use-action';
import { useMessages } from './use-messages';

/** GET /__mock/info's cards: the mock's payment simulator decides by number (mock-server runtime/demo-info.ts). */
const info = z.object({ testCards: z.array(z.object({ name: z.string(), number: z.string(), outcome: z.string() })) });
type TestCard = z.infer<typeof info>['testCards'][number];

/** The test card numbers and what each does, read from the control plane rather than copied here. */
export function CardsSection() {
  const t = useMessages();
  const [cards, setCards] = useState<TestCard[]>([]);
  const { outcome, run } = useAction();

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the section opens.
  useEffect(() => {
    void run(async () => {
      setCards(info.parse(await control('/info')).testCards);
      return '';
    });
  }, []);

  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t.cardsHint}
      </Text>
      <List size="sm" spacing={4}>
        {cards.map((card) => (
          <List.Item key={card.number}>
            <Code>{card.number}</Code> {card.name}: {card.outcome}
          </List.Item>
        ))}
      </List>
      <OutcomeText outcome={outcome?.text ? outcome : null} />
    </Stack>
  );
}
