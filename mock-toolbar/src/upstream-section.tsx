import { Code, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DriftReport } from './drift-report';
import { fill } from './messages';
import { MockedCallsForm } from './mocked-calls-form';
import { QueryState } from './query-state';
import { upstreamQuery } from './upstream-view';
import { useMessages } from './use-messages';

/**
 * The real backend behind the Node mock (--upstream): where its answers drift from the contract, and which calls this
 * world still mocks. Without one it says how to start one.
 */
export function UpstreamSection() {
  const t = useMessages();
  const upstream = useQuery(upstreamQuery());
  const view = upstream.data;
  if (!view) return <QueryState query={upstream} />;
  if (view.upstream === null) {
    return (
      <Text size="sm" c="dimmed">
        {t.upstreamNone}
      </Text>
    );
  }
  const [before, after] = t.upstreamOn.split('{base}');
  return (
    <Stack gap="sm">
      <Text size="sm">
        {before}
        <Code>{view.upstream}</Code>
        {fill(after ?? '', { timeout: view.timeoutMs ?? 0 })}{' '}
        <Text span size="sm" c="dimmed">
          {view.tokensForwarded ? t.tokensForwarded : t.tokensKept}
        </Text>
      </Text>
      <DriftReport />
      <MockedCallsForm view={view} />
    </Stack>
  );
}
