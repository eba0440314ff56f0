import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CopyValue } from './copy-value';
import { fill } from './messages';
import { OutboxEmailItem } from './outbox-email';
import { outboxQuery } from './outbox-view';
import { QueryState } from './query-state';
import { useMessages } from './use-messages';

/** The emails the shop "sent" (verification codes, bookings, refunds), newest first, to one address when filtered. */
export function OutboxSection() {
  const t = useMessages();
  const [typed, setTyped] = useState('');
  const [to, setTo] = useState('');
  const outbox = useQuery(outboxQuery(to));

  const filter = (event: FormEvent) => {
    event.preventDefault();
    setTo(typed.trim());
  };

  return (
    <Stack gap="xs">
      <form onSubmit={filter}>
        <Group gap="xs" align="end">
          <TextInput
            size="xs"
            type="email"
            label={t.outboxTo}
            placeholder="demo@tours.test"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <Button type="submit" size="xs" variant="default">
            {t.outboxFilter}
          </Button>
        </Group>
      </form>
      <QueryState query={outbox} />
      {outbox.data?.length === 0 ? <Text size="sm">{t.outboxNone}</Text> : null}
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {outbox.data?.map((email) => (
          <li key={email.id}>
            <OutboxEmailItem email={email} />
            {email.code ? (
              <Text size="sm" component="div" ml="md">
                <CopyValue value={email.code} what={fill(t.outboxCodeOf, { to: email.to })} />
              </Text>
            ) : null}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
