import { Checkbox, Group, NativeSelect, Radio, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { BusyButton } from './busy-button';
import { CALL_NAMES } from './call-names';
import { ControlRefusal } from './control-api';
import { fill } from './messages';
import { OutcomeText } from './outcome-text';
import { type DraftField, fieldOfRefusal, type OverrideDraft, type OverrideKind, requestOf } from './override-draft';
import { addOverride } from './overrides-view';
import { useControlAction } from './use-control-action';
import { useMessages } from './use-messages';

const FIRST_DRAFT: OverrideDraft = { call: CALL_NAMES[0] ?? '', match: '{}', times: '', kind: 'patch', json: '', lenient: false };
const EXAMPLES: Record<OverrideKind, string> = {
  patch: '{"name": "A tour with a very long name", "sliderPicUrls": []}',
  answer: '{"code": 500, "message": "Search is down"}',
};
const MONOSPACE = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

interface Refused {
  field: DraftField;
  message: string;
}

/**
 * Adds one override. A refusal that names a field (the control plane's message starts with it) is shown beside that
 * field, which takes the focus; the draft stays as typed, refused or not, so a fix is one edit away.
 */
export function OverrideForm({ onAdded }: { onAdded: () => void }) {
  const t = useMessages();
  const titleId = useId();
  const [draft, setDraft] = useState(FIRST_DRAFT);
  const [notJson, setNotJson] = useState<DraftField[]>([]);
  const [refused, setRefused] = useState<Refused | null>(null);
  const { outcome, busy, run } = useControlAction();
  const fields = {
    call: useRef<HTMLSelectElement>(null),
    match: useRef<HTMLInputElement>(null),
    times: useRef<HTMLInputElement>(null),
    json: useRef<HTMLTextAreaElement>(null),
  };
  const edit = (change: Partial<OverrideDraft>) => setDraft((was) => ({ ...was, ...change }));
  const problemOf = (field: DraftField) => (refused?.field === field ? refused.message : notJson.includes(field) ? t.notJson : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      setRefused(null);
      const request = requestOf(draft);
      setNotJson('notJson' in request ? request.notJson : []);
      if ('notJson' in request) {
        fields[request.notJson[0] ?? 'json'].current?.focus();
        return '';
      }
      try {
        const added = await addOverride(request.body);
        onAdded();
        return fill(t.overrideAdded, { id: added.id, call: added.call });
      } catch (error) {
        if (!(error instanceof ControlRefusal)) throw error;
        const field = fieldOfRefusal(error.message);
        if (field === null) throw error;
        setRefused({ field, message: error.message });
        fields[field].current?.focus();
        return '';
      }
    });
  };

  return (
    <form aria-labelledby={titleId} onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Title id={titleId} order={3} size="h6">
          {t.overrideAddTitle}
        </Title>
        <NativeSelect
          ref={fields.call}
          size="xs"
          label={t.overrideCall}
          value={draft.call}
          error={problemOf('call')}
          onChange={(event) => edit({ call: event.currentTarget.value })}
          data={CALL_NAMES}
        />
        <TextInput
          ref={fields.match}
          size="xs"
          label={t.overrideMatch}
          value={draft.match}
          error={problemOf('match')}
          styles={MONOSPACE}
          onChange={(event) => edit({ match: event.currentTarget.value })}
        />
        <TextInput
          ref={fields.times}
          size="xs"
          type="number"
          min={1}
          label={t.overrideTimes}
          value={draft.times}
          error={problemOf('times')}
          onChange={(event) => edit({ times: event.currentTarget.value })}
        />
        <Radio.Group
          size="xs"
          label={t.overrideKind}
          value={draft.kind}
          onChange={(kind) => edit({ kind: kind === 'answer' ? 'answer' : 'patch' })}
        >
          <Group gap="md" mt={4}>
            <Radio size="xs" value="patch" label={t.overrideKindPatch} />
            <Radio size="xs" value="answer" label={t.overrideKindAnswer} />
          </Group>
        </Radio.Group>
        <Textarea
          ref={fields.json}
          size="xs"
          rows={4}
          label={draft.kind === 'patch' ? t.overridePatchJson : t.overrideAnswerJson}
          placeholder={EXAMPLES[draft.kind]}
          value={draft.json}
          error={problemOf('json')}
          styles={MONOSPACE}
          onChange={(event) => edit({ json: event.currentTarget.value })}
        />
        <Checkbox
          size="xs"
          label={t.overrideLenientLabel}
          checked={draft.lenient}
          onChange={(event) => edit({ lenient: event.currentTarget.checked })}
        />
        <BusyButton type="submit" size="xs" variant="default" busy={busy} style={{ alignSelf: 'start' }}>
          {t.overrideAdd}
        </BusyButton>
        <OutcomeText outcome={outcome} />
      </Stack>
    </form>
  );
}
