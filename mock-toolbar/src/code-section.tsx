import { Code, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { BusyButton } from './busy-button';
import { fill } from './messages';
import { latestCodeQuery } from './outbox-view';
import { QueryState } from './query-state';
import { useMessages } from './use-messages';

/** Typing pauses this long before the toolbar asks for the new address's code. */
const EMAIL_DEBOUNCE_MS = 400;

/**
 * The latest verification code of the email typed in the shop (the toolbar listens while collapsed too), so
 * sign-up and a visitor's checkout need no inbox. Mounted when the section opens, which reads it at once; a new
 * address is asked for after a pause in typing.
 */
export function CodeSection({ email }: { email: string }) {
  const t = useMessages();
  const [settled] = useDebouncedValue(email, EMAIL_DEBOUNCE_MS);
  const reading = useQuery(latestCodeQuery(settled));
  const code = reading.data;
  return (
    <Stack gap="xs">
      {email === '' ? <Text size="sm">{t.codeTypeEmail}</Text> : null}
      {settled !== '' ? <QueryState query={reading} /> : null}
      {code ? (
        <Text size="sm">
          {fill(t.codeFor, { email: settled })}:{' '}
          <Code fz="lg" data-testid="mock-toolbar-code">
            {code}
          </Code>
        </Text>
      ) : null}
      {code === null ? <Text size="sm">{fill(t.codeNone, { email: settled })}</Text> : null}
      <Group>
        <BusyButton size="xs" variant="default" disabled={email === ''} busy={reading.isFetching} onClick={() => void reading.refetch()}>
          {t.refresh}
        </BusyButton>
      </Group>
    </Stack>
  );
}
