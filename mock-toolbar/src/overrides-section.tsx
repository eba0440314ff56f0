import { Code, Divider, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { BusyButton } from './busy-button';
import { announceMockChange } from './control-api';
import { OutcomeText } from './outcome-text';
import { OverrideForm } from './override-form';
import { OverrideRow } from './override-row';
import { type MockOverride, overridesCall, overridesQuery } from './overrides-view';
import { QueryState } from './query-state';
import { useControlAction } from './use-control-action';
import { useMessages } from './use-messages';

const CURL_BODY = `{"call":"product.detail","match":{"id":7},"times":1,"patch":{"sliderPicUrls":[]}}`;

/**
 * The world's answer overrides (mock-server README, "Answer overrides"): listed with what each matches and answers,
 * cleared one by one or all, and added. Every change tells the shop to refetch, so the page shows the new answers. The
 * worked curl example names this page's origin, so it can be pasted as it stands.
 */
export function OverridesSection() {
  const t = useMessages();
  const overrides = useQuery(overridesQuery());
  const { outcome, busy, run } = useControlAction();
  const clearAll = useRef<HTMLButtonElement>(null);
  const none = !overrides.data?.length;

  const clear = (path: string, done: string, then?: () => void) =>
    run(async () => {
      await overridesCall(path, 'DELETE');
      announceMockChange();
      then?.();
      return done;
    });

  /** A cleared row's button goes with it: the focus moves to "Clear all" rather than fall to the page behind the panel. */
  const clearOne = ({ id }: MockOverride) => clear(`/overrides/${id}`, t.overrideCleared, () => clearAll.current?.focus());

  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t.overridesHint}
      </Text>
      <QueryState query={overrides} />
      {overrides.data?.length === 0 ? <Text size="sm">{t.overridesNone}</Text> : null}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {overrides.data?.map((override) => (
          <OverrideRow key={override.id} override={override} busy={busy} onClear={clearOne} />
        ))}
      </Stack>
      <Group gap="xs">
        {/* aria-disabled, not disabled, when there is none: the button a keyboard user just pressed keeps the focus. */}
        <BusyButton
          ref={clearAll}
          size="xs"
          variant="default"
          busy={busy || none}
          onClick={() => {
            if (!none) clear('/overrides', t.overridesCleared);
          }}
        >
          {t.overrideClearAll}
        </BusyButton>
        {/* A limited override is used up by the shop's own calls, behind the toolbar's back. */}
        <BusyButton size="xs" variant="default" busy={overrides.isFetching} onClick={() => void overrides.refetch()}>
          {t.refresh}
        </BusyButton>
      </Group>
      <OutcomeText outcome={outcome} />
      <Divider />
      <OverrideForm onAdded={announceMockChange} />
      <Text size="xs" c="dimmed">
        {t.overridesCurl}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {`curl -H 'content-type: application/json' -d '${CURL_BODY}' ${window.location.origin}/__mock/overrides`}
      </Code>
    </Stack>
  );
}
