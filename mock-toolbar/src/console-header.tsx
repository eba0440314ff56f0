import { Anchor, Badge, Group, SegmentedControl, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import classes from './console-page.module.css';
import { infoQuery } from './info-view';
import type { Language } from './language';
import { fill } from './messages';
import { useMessages } from './use-messages';

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'zh', label: '中文' },
];

interface ConsoleHeaderProps {
  language: Language;
  onLanguage: (language: Language) => void;
}

/** The console's bar: its name, the world this browser is in, the mock's other pages, and the language switch. */
export function ConsoleHeader({ language, onLanguage }: ConsoleHeaderProps) {
  const t = useMessages();
  const info = useQuery(infoQuery());
  return (
    <header className={classes.bar}>
      <Group gap="sm" wrap="wrap">
        <Title order={1} size="h4">
          {t.consoleTitle}
        </Title>
        {info.data ? (
          <Badge variant="light" color="gray" tt="none">
            {fill(t.consoleWorld, { world: info.data.world })}
          </Badge>
        ) : null}
      </Group>
      <Group gap="md" wrap="wrap">
        <Group component="nav" aria-label={t.consoleLinks} gap="md">
          <Anchor href="/">{t.linkShop}</Anchor>
          <Anchor href="/docs">{t.linkDocs}</Anchor>
          <Anchor href="/docs/openapi.json">openapi.json</Anchor>
        </Group>
        <SegmentedControl
          size="xs"
          aria-label={t.languageLabel}
          data={LANGUAGES}
          value={language}
          onChange={(value) => onLanguage(value === 'zh' ? 'zh' : 'en')}
        />
      </Group>
    </header>
  );
}
