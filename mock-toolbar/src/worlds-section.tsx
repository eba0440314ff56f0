import { Anchor, Badge, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { BusyButton } from './busy-button';
import { control } from './control-api';
import { fill, type Messages } from './messages';
import { OutcomeText } from './outcome-text';
import { QueryState } from './query-state';
import { ReseedForm } from './reseed-form';
import { useControlAction } from './use-control-action';
import { useMessages } from './use-messages';
import { DEFAULT_WORLD, type WorldSummary, worldPath, worldsQuery } from './worlds-view';

/** A world's counts, and what its pictures cost the rasteriser when the server counts it. */
function worldLine(t: Messages, world: WorldSummary): string {
  const counts = fill(t.worldLine, { users: world.users ?? 0, orders: world.orders ?? 0 });
  const { pictures } = world;
  if (!pictures) return counts;
  const refused = pictures.refusedBusy + pictures.refusedUnnamed;
  return counts + fill(t.worldPictures, { drawn: pictures.drawn, seconds: (pictures.drawingMs / 1000).toFixed(1), refused });
}

/** What POST /__mock/worlds accepts as a name. */
const WORLD_NAME = '[A-Za-z0-9][A-Za-z0-9_\\-]{0,63}';

/**
 * Every world (Node mock only), the one this browser is in, and a new one; each world entered by a link (the control
 * plane sets the cookie and sends the browser to the shop), reset or deleted. Then a reseed of the current world.
 */
export function WorldsSection() {
  const t = useMessages();
  const worlds = useQuery(worldsQuery());
  const [name, setName] = useState('');
  const { outcome, busy, run } = useControlAction();

  const create = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      await control('/worlds', 'POST', { name: name.trim() });
      setName('');
      return fill(t.worldCreated, { name: name.trim() });
    });
  };
  const act = (world: WorldSummary, path: string, method: string, done: string) =>
    run(async () => {
      await control(`${worldPath(world.name)}${path}`, method);
      return fill(done, { name: world.name });
    });

  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t.worldsHint}
      </Text>
      <QueryState query={worlds} />
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {worlds.data?.worlds.map((world) => (
          <Group key={world.name} component="li" gap="xs" justify="space-between" wrap="wrap">
            <Text size="sm">
              <strong>{world.name}</strong>{' '}
              {world.name === worlds.data.current ? (
                <Badge size="xs" variant="light">
                  {t.worldCurrent}
                </Badge>
              ) : null}{' '}
              {world.broken ? fill(t.worldBroken, { reason: world.broken }) : worldLine(t, world)}
            </Text>
            {/* A world's actions stay together: a row may wrap after its counts, never between its buttons. */}
            <Group gap={6} wrap="nowrap">
              <Anchor size="sm" href={`/__mock${worldPath(world.name)}/enter`} aria-label={fill(t.worldEnterNamed, { name: world.name })}>
                {t.worldEnter}
              </Anchor>
              <BusyButton
                size="compact-xs"
                variant="default"
                busy={busy}
                aria-label={fill(t.worldResetNamed, { name: world.name })}
                onClick={() => act(world, '/reset', 'POST', t.worldWasReset)}
              >
                {t.worldReset}
              </BusyButton>
              {world.name === DEFAULT_WORLD ? null : (
                <BusyButton
                  size="compact-xs"
                  variant="default"
                  busy={busy}
                  aria-label={fill(t.worldDeleteNamed, { name: world.name })}
                  onClick={() => act(world, '', 'DELETE', t.worldDeleted)}
                >
                  {t.worldDelete}
                </BusyButton>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
      <form onSubmit={create}>
        <Group gap="xs" align="end">
          <TextInput
            size="xs"
            label={t.worldNew}
            placeholder="qa-1"
            required
            pattern={WORLD_NAME}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <BusyButton type="submit" size="xs" variant="default" busy={busy}>
            {t.worldCreate}
          </BusyButton>
        </Group>
      </form>
      <OutcomeText outcome={outcome} />
      <ReseedForm />
    </Stack>
  );
}
