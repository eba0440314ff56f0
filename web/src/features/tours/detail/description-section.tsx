import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './description-section.module.css';

export function DescriptionSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section" aria-label={title} className={classes.section}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
