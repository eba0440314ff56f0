import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './console-page.module.css';
import type { MessageKey } from './messages';
import { useMessages } from './use-messages';

interface ConsoleSectionProps {
  id: string;
  title: MessageKey;
  /** Across the whole page: tables and long lists. */
  wide?: boolean;
  children: ReactNode;
}

/** One toolbar section as a card of the console page: a region named by its heading. */
export function ConsoleSection({ id, title, wide = false, children }: ConsoleSectionProps) {
  const t = useMessages();
  const titleId = `${id}-title`;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      className={classes.section}
      data-wide={wide || undefined}
      p="md"
      radius="md"
      withBorder
    >
      <Title id={titleId} order={2} size="h5" mb="xs">
        {t[title]}
      </Title>
      {children}
    </Paper>
  );
}
