import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';

export interface AuthPageFrameProps {
  width: number;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  /** The line under the form that leads to the other page: "No account yet? Create one". */
  switchPrompt: string;
  switchLabel: string;
  switchTo: string;
}

/** The card, heading and form of /login and /register, with the link to the other of the two below. */
export function AuthPageFrame({ width, title, onSubmit, children, switchPrompt, switchLabel, switchTo }: AuthPageFrameProps) {
  return (
    <Container size={width} py="xl">
      <Paper withBorder p="xl" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Title order={1} size="h2">
              {title}
            </Title>
            {children}
            <Text size="sm">
              {switchPrompt}{' '}
              <Anchor component={Link} to={switchTo}>
                {switchLabel}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
