import { Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AccountHas } from './account-has';
import { CopyValue } from './copy-value';
import { infoQuery } from './info-view';
import { fill } from './messages';
import { QueryState } from './query-state';
import { StackingTable } from './stacking-table';
import { useMessages } from './use-messages';

/** The demo logins, each with what it has in this world (counted by the control plane, so a refund shows at once). */
export function AccountsSection() {
  const t = useMessages();
  const info = useQuery(infoQuery());
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t.accountsHint}
      </Text>
      <QueryState query={info} />
      {info.data ? (
        <StackingTable columns={[t.accountEmail, t.accountPassword, t.accountHas]}>
          {info.data.demoAccounts.map((account) => (
            <Table.Tr key={account.email}>
              <Table.Td data-label={t.accountEmail}>
                <CopyValue value={account.email} what={fill(t.emailNamed, { email: account.email })} />
              </Table.Td>
              <Table.Td data-label={t.accountPassword}>
                <CopyValue value={account.password} what={fill(t.passwordOf, { email: account.email })} />
              </Table.Td>
              <Table.Td data-label={t.accountHas}>
                <AccountHas account={account} />
              </Table.Td>
            </Table.Tr>
          ))}
        </StackingTable>
      ) : null}
    </Stack>
  );
}
