import { Stack, Text } from '@mantine/core';

/** One labelled value of the refund screens. */
export function RefundFact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{value}</Text>
    </Stack>
  );
}
