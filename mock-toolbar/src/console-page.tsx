import { useState } from 'react';
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
import { OrdersSection } from './orders-section';
import { OutboxSection } from './outbox-section';
import { OverridesSection } from './overrides-section';
import { StateSection } from './state-section';
import { UpstreamSection } from './upstream-section';
import { WorldsSection } from './worlds-section';

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
        <ConsoleSection id="accounts" title="accountsSection" wide>
          <AccountsSection />
        </ConsoleSection>
        <ConsoleSection id="cards" title="cardsSection">
          <CardsSection />
        </ConsoleSection>
        <ConsoleSection id="orders" title="ordersSection">
          <OrdersSection />
        </ConsoleSection>
        <ConsoleSection id="upstream" title="upstreamSection" wide>
          <UpstreamSection />
        </ConsoleSection>
        <ConsoleSection id="worlds" title="worldsSection">
          <WorldsSection />
        </ConsoleSection>
        <ConsoleSection id="clock" title="clockSection">
          <ClockSection />
        </ConsoleSection>
        <ConsoleSection id="faults" title="faultsSection">
          <FaultsSection />
        </ConsoleSection>
        <ConsoleSection id="overrides" title="overridesSection">
          <OverridesSection />
        </ConsoleSection>
        <ConsoleSection id="outbox" title="outboxSection">
          <OutboxSection />
        </ConsoleSection>
        <ConsoleSection id="state" title="stateSection">
          <StateSection />
        </ConsoleSection>
        <ConsoleSection id="journal" title="journalSection" wide>
          <JournalSection />
        </ConsoleSection>
      </main>
    </LanguageContext>
  );
}
