import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ControlRefusal, control } from './control-api';
import { fill } from './messages';
import { OutcomeText } from './outcome-text';
import { useAction } from './use-action';
import { useMessages } from './use-messages';

/** Typing pauses this long before the toolbar asks for the new address's code. */
const EMAIL_DEBOUNCE_MS = 400;
const NOT_FOUND = 404;

type Reading = { email: string; code: string | null };

const codeOf = (answer: unknown): string | null =>
  typeof answer === 'object' && answer !== null && 'code' in answer && typeof answer.code === 'string' ? answer.code : null;

/**
 * The latest verification code of the email typed in the shop (the toolbar listens while collapsed too), so
 * sign-up and a visitor's checkout need no inbox. Mounted when the section opens, which reads it at once.
 */
export function CodeSection({ email }: { email: string }) {
  const t = useMessages();
  const [reading, setReading] = useState<Reading | null>(null);
  const { outcome, busy, run } = useAction();

  const refresh = useCallback(
    (address: string) =>
      run(async () => {
        try {
          const answer = await control(`/outbox/latest-code?email=${encodeURIComponent(address)}`);
          setReading({ email: address, code: codeOf(answer) });
        } catch (error) {
          // 404 is the control plane's "none sent yet": a normal state here, not a failure.
          if (!(error instanceof ControlRefusal && error.status === NOT_FOUND)) throw error;
          setReading({ email: address, code: null });
        }
        return '';
      }),
    [run],
  );

  // At once when the section opens, then after each pause in typing a new address.
  const asked = useRef(false);
  useEffect(() => {
    if (email === '') return;
    const timer = window.setTimeout(() => void refresh(email), asked.current ? EMAIL_DEBOUNCE_MS : 0);
    asked.current = true;
    return () => window.clearTimeout(timer);
  }, [email, refresh]);

  return (
    <Stack gap="xs">
      {email === '' ? <Text size="sm">{t.codeTypeEmail}</Text> : null}
      {reading?.code ? (
        <Text size="sm">
          {fill(t.codeFor, { email: reading.email })}:{' '}
          <Code fz="lg" data-testid="mock-toolbar-code">
            {reading.code}
          </Code>
        </Text>
      ) : null}
      {reading && !reading.code ? <Text size="sm">{fill(t.codeNone, { email: reading.email })}</Text> : null}
      {outcome && !outcome.ok ? <OutcomeText outcome={outcome} /> : null}
      <Group>
        <Button
          size="xs"
          variant="default"
          disabled={email === ''}
          data-disabled={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={() => void refresh(email)}
        >
          {t.refresh}
        </Button>
      </Group>
    </Stack>
  );
}
