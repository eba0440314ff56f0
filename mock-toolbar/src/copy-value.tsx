import { Button, Code, Group } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { useState } from 'react';
import { fill } from './messages';
import { useMessages } from './use-messages';

/** The clipboard API needs a secure context (loopback is one); a mock reached by --allow-host over http is not. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  const area = Object.assign(document.createElement('textarea'), { value: text, readOnly: true });
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}

/** How long the button says what happened before it offers to copy again. */
const SAID_MS = 2000;

/** A value in monospace and a Copy button whose name says what it copies, and whose text says when it did. */
export function CopyValue({ value, what }: { value: string; what: string }) {
  const t = useMessages();
  const [said, setSaid] = useState<string | null>(null);
  const { start } = useTimeout(() => setSaid(null), SAID_MS);
  const copy = () =>
    copyText(value)
      .then(
        () => setSaid(t.copiedShort),
        () => setSaid(fill(t.copyFailed, { what })),
      )
      .finally(start);
  return (
    <Group gap={6} wrap="nowrap" component="span" display="inline-flex">
      <Code>{value}</Code>
      <Button size="compact-xs" variant="default" aria-label={fill(t.copyNamed, { what })} onClick={() => void copy()}>
        <span aria-live="polite">{said ?? t.copy}</span>
      </Button>
    </Group>
  );
}
