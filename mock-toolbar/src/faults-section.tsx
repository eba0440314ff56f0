import { Button, Group, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FAULT_CALLS, type FaultsView, faultsCall } from './faults-view';
import { fill } from './messages';
import { OutcomeText } from './outcome-text';
import { useAction } from './use-action';
import { useMessages } from './use-messages';

/** Empty means no error code: the call is only delayed (the control plane's errorCode null). */
const codeOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** Faults per call (an error code, a delay, or both; cleared one by one or all) and the 201 switch. */
export function FaultsSection() {
  const t = useMessages();
  const [view, setView] = useState<FaultsView | null>(null);
  const [call, setCall] = useState('*');
  const [errorCode, setErrorCode] = useState('500');
  const [delay, setDelay] = useState('0');
  const { outcome, busy, run } = useAction();

  const change = (path: string, method: string, body: unknown, done: string) =>
    void run(async () => {
      setView(await faultsCall(path, method, body));
      return done;
    });

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the section opens.
  useEffect(() => {
    void run(async () => {
      setView(await faultsCall());
      return '';
    });
  }, []);

  const faults = Object.entries(view?.faults ?? {});
  const setFault = () =>
    change('/faults', 'POST', { call, errorCode: codeOrNull(errorCode), delayMs: Number(delay) }, fill(t.faultSaved, { call }));

  return (
    <Stack gap="xs">
      <NativeSelect size="xs" label={t.faultCall} value={call} onChange={(event) => setCall(event.currentTarget.value)}>
        {FAULT_CALLS.map((name) => (
          <option key={name} value={name}>
            {name === '*' ? t.faultAllCalls : name}
          </option>
        ))}
      </NativeSelect>
      <Group gap="xs" grow>
        <TextInput
          size="xs"
          type="number"
          label={t.faultErrorCode}
          value={errorCode}
          onChange={(e) => setErrorCode(e.currentTarget.value)}
        />
        <TextInput size="xs" type="number" min={0} label={t.faultDelay} value={delay} onChange={(e) => setDelay(e.currentTarget.value)} />
      </Group>
      <Group gap="xs">
        <Button size="xs" variant="default" data-disabled={busy || undefined} aria-disabled={busy || undefined} onClick={setFault}>
          {t.faultSet}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={faults.length === 0}
          data-disabled={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={() => change('/faults', 'DELETE', undefined, t.faultCleared)}
        >
          {t.faultClearAll}
        </Button>
      </Group>
      {view && faults.length === 0 ? <Text size="sm">{t.faultsNone}</Text> : null}
      {faults.map(([name, fault]) => (
        <Group key={name} gap="xs" wrap="nowrap">
          <Text size="sm">{fill(t.faultLine, { call: name, code: fault.errorCode ?? '—', delay: fault.delayMs })}</Text>
          <Button
            size="compact-xs"
            variant="default"
            data-disabled={busy || undefined}
            aria-disabled={busy || undefined}
            aria-label={`${t.faultClear} ${name}`}
            onClick={() => change(`/faults/${encodeURIComponent(name)}`, 'DELETE', undefined, t.faultCleared)}
          >
            {t.faultClear}
          </Button>
        </Group>
      ))}
      <Switch
        size="sm"
        label={t.sessionExpired}
        checked={view?.sessionExpired ?? false}
        disabled={!view}
        data-disabled={busy || undefined}
        aria-disabled={busy || undefined}
        onChange={(event) => {
          const enabled = event.currentTarget.checked;
          change('/session-expired', 'POST', { enabled }, enabled ? t.sessionExpiredOn : t.sessionExpiredOff);
        }}
      />
      <OutcomeText outcome={outcome?.text ? outcome : null} />
    </Stack>
  );
}
