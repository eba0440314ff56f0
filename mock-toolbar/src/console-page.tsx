import { type ReactNode, useState } from 'react';
import { AccountsSection } from './accounts-section';
import { CardsSection } from './cards-section';
import { ClockSection } from './clock-section';
import { ConsoleHeader } from './console-header';
import { initialLanguage, keepLanguage } from './console-language';
import classes from './console-page.module.css';
import { ConsoleSection } from './console-section';
import { FaultsSection } from './faults-section';
import { JournalSection } from './journal-section';
import { type Language, LanguageContext } from './language';
import type { MessageKey } from './messages';
import { OrdersSection } from './orders-section';
import { OutboxSection } from './outbox-section';
import { OverridesSection } from './overrides-section';
import { StateSection } from './state-section';
import { UpstreamSection } from './upstream-section';
import { WorldsSection } from './worlds-section';

/** The console's sections in their order; the wide ones span the page (tables and long lists). */
const SECTIONS: { id: string; title: MessageKey; body: ReactNode; wide?: boolean }[] = [
  { id: 'accounts', title: 'accountsSection', body: <AccountsSection />, wide: true },
  { id: 'cards', title: 'cardsSection', body: <CardsSection /> },
  { id: 'orders', title: 'ordersSection', body: <OrdersSection /> },
  { id: 'upstream', title: 'upstreamSection', body: <UpstreamSection />, wide: true },
  { id: 'worlds', title: 'worldsSection', body: <WorldsSection /> },
  { id: 'clock', title: 'clockSection', body: <ClockSection /> },
  { id: 'faults', title: 'faultsSection', body: <FaultsSection /> },
  { id: 'overrides', title: 'overridesSection', body: <OverridesSection /> },
  { id: 'outbox', title: 'outboxSection', body: <OutboxSection /> },
  { id: 'state', title: 'stateSection', body: <StateSection /> },
  { id: 'journal', title: 'journalSection', body: <JournalSection />, wide: true },
];

/**
 * The mock server's console (/__mock/): every section of the toolbar open at once, plus those that only the Node mock
 * answers (worlds and reseed, the real backend, the journal). The verification-code section is the shop's alone: it
 * reads the email typed in the shop's page, and the outbox shows the same codes here.
 */
export function ConsolePage() {
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const choose = (next: Language) => {
    keepLanguage(next);
    setLanguage(next);
  };
  return (
    <LanguageContext value={language}>
      <ConsoleHeader language={language} onLanguage={choose} />
      <main className={classes.grid}>
        {SECTIONS.map(({ id, title, body, wide }) => (
          <ConsoleSection key={id} id={id} title={title} wide={wide}>
            {body}
          </ConsoleSection>
        ))}
      </main>
    </LanguageContext>
  );
}
