import { Anchor, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface HomeSectionProps {
  title: string;
  moreLabel?: string;
  moreTo?: string;
  children: ReactNode;
}

export function HomeSection({ title, moreLabel, moreTo, children }: HomeSectionProps) {
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        {moreLabel && moreTo ? (
          <Anchor component={Link} to={moreTo} fw={600}>
            {moreLabel}
          </Anchor>
        ) : null}
      </Group>
      {children}
    </Stack>
  );
}
