import { Group, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BusyButton } from './busy-button';
import { FAULT_CALLS, faultsCall, faultsQuery } from './faults-view';
import { fill } from './messages';
import { OutcomeText } from './outcome-text';
import { QueryState } from './query-state';
import { useControlAction } from './use-control-action';
import { useMessages } from './use-messages';

/** Empty means no error code: the call is only delayed (the control plane's errorCode null). */
const codeOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
/** Empty means the control plane's default (its message, a rate of 1). */
const orDefault = <T,>(text: string, value: (text: string) => T) => (text.trim() === '' ? undefined : value(text.trim()));

/** Faults per call (an error code, a delay, or both; cleared one by one or all) and the 201 switch. */
export function FaultsSection() {
  const t = useMessages();
  const view = useQuery(faultsQuery());
  const [call, setCall] = useState('*');
  const [errorCode, setErrorCode] = useState('500');
  const [delay, setDelay] = useState('0');
  const [message, setMessage] = useState('');
  const [rate, setRate] = useState('');
  const { outcome, busy, run } = useControlAction();

  const change = (path: string, method: string, body: unknown, done: string) =>
    run(async () => {
      await faultsCall(path, method, body);
      return done;
    });

  const faults = Object.entries(view.data?.faults ?? {});
  const setFault = () =>
    change(
      '/faults',
      'POST',
      {
        call,
        errorCode: codeOrNull(errorCode),
        delayMs: Number(delay),
        errorMessage: orDefault(message, String),
        failureRate: orDefault(rate, Number),
      },
      fill(t.faultSaved, { call }),
    );

  return (
    <Stack gap="xs">
      <NativeSelect size="xs" label={t.faultCall} value={call} onChange={(event) => setCall(event.currentTarget.value)}>
        {FAULT_CALLS.map((name) => (
          <option key={name} value={name}>
            {name === '*' ? t.faultAllCalls : name}
          </option>
        ))}
      </NativeSelect>
      <Group gap="xs" grow align="end">
        <TextInput
          size="xs"
          type="number"
          label={t.faultErrorCode}
          value={errorCode}
          onChange={(e) => setErrorCode(e.currentTarget.value)}
        />
        <TextInput size="xs" type="number" min={0} label={t.faultDelay} value={delay} onChange={(e) => setDelay(e.currentTarget.value)} />
      </Group>
      <Group gap="xs" grow align="end">
        <TextInput size="xs" label={t.faultMessage} value={message} onChange={(e) => setMessage(e.currentTarget.value)} />
        <TextInput
          size="xs"
          type="number"
          min={0}
          max={1}
          step={0.05}
          label={t.faultRate}
          value={rate}
          onChange={(e) => setRate(e.currentTarget.value)}
        />
      </Group>
      <Group gap="xs">
        <BusyButton size="xs" variant="default" busy={busy} onClick={setFault}>
          {t.faultSet}
        </BusyButton>
        <BusyButton
          size="xs"
          variant="default"
          disabled={faults.length === 0}
          busy={busy}
          onClick={() => change('/faults', 'DELETE', undefined, t.faultCleared)}
        >
          {t.faultClearAll}
        </BusyButton>
      </Group>
      <QueryState query={view} />
      {view.data && faults.length === 0 ? <Text size="sm">{t.faultsNone}</Text> : null}
      {faults.map(([name, fault]) => (
        <Group key={name} gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {fill(t.faultLine, {
              call: name,
              code: fault.errorCode ?? '—',
              message: fault.errorMessage,
              delay: fault.delayMs,
              rate: fault.failureRate,
            })}
          </Text>
          <BusyButton
            size="compact-xs"
            variant="default"
            busy={busy}
            aria-label={`${t.faultClear} ${name}`}
            onClick={() => change(`/faults/${encodeURIComponent(name)}`, 'DELETE', undefined, t.faultCleared)}
          >
            {t.faultClear}
          </BusyButton>
        </Group>
      ))}
      <Switch
        size="sm"
        label={t.sessionExpired}
        checked={view.data?.sessionExpired ?? false}
        disabled={!view.data}
        data-disabled={busy || undefined}
        aria-disabled={busy || undefined}
        onChange={(event) => {
          const enabled = event.currentTarget.checked;
          change('/session-expired', 'POST', { enabled }, enabled ? t.sessionExpiredOn : t.sessionExpiredOff);
        }}
      />
      <OutcomeText outcome={outcome} />
    </Stack>
  );
}
