import { Accordion, Title } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { CardsSection } from './cards-section';
import { ClockSection } from './clock-section';
import { CodeSection } from './code-section';
import { FaultsSection } from './faults-section';
import classes from './mock-toolbar.module.css';
import { OrdersSection } from './orders-section';
import { OutboxSection } from './outbox-section';
import { OverridesSection } from './overrides-section';
import { StateSection } from './state-section';
import { useMessages } from './use-messages';
import { useTypedEmail } from './use-typed-email';

/** Marks the toolbar's own root; the production-build test looks for it (scripts/bench/no-mock-in-production.test.ts). */
export const TOOLBAR_ROOT_ID = 'tours-mock-toolbar';

const SECTIONS = [
  ['code', 'codeSection'],
  ['clock', 'clockSection'],
  ['cards', 'cardsSection'],
  ['orders', 'ordersSection'],
  ['faults', 'faultsSection'],
  ['overrides', 'overridesSection'],
  ['outbox', 'outboxSection'],
  ['state', 'stateSection'],
] as const;
type Section = (typeof SECTIONS)[number][0];

/**
 * A whole new world under the shop: every screen, cache and hold countdown would be stale, so a full reload
 * is the one correct refresh after a reset or an import (the other actions ask the app to refetch).
 */
const reloadSoon = () => window.setTimeout(() => window.location.reload(), 300);

/**
 * The mock toolbar: collapsed, a small tab; open, a panel of sections that each read the control
 * plane when opened. The email listener lives here, so typing while it is collapsed still counts.
 * It shows the sections the shop's page needs and both mocks answer (the preview's service worker serves the shared
 * control routes only); worlds, reseed, the journal and the real backend are the console page's (console-page.tsx).
 */
export function MockToolbar() {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const email = useTypedEmail(open);
  const [expanded, setExpanded] = useState<string[]>(['code']);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const bodies: Record<Section, ReactNode> = {
    code: <CodeSection email={email} />,
    clock: <ClockSection />,
    cards: <CardsSection />,
    orders: <OrdersSection />,
    faults: <FaultsSection />,
    overrides: <OverridesSection />,
    outbox: <OutboxSection />,
    state: <StateSection onReplaced={reloadSoon} />,
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside closes it; the controls are real buttons.
    <div className={classes.root} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className={classes.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t.title}
        onClick={() => setOpen((was) => !was)}
      >
        {t.toggle}
      </button>
      <section id={panelId} className={classes.panel} hidden={!open} aria-label={t.title}>
        {open ? (
          <>
            <Title order={2} size="h5" px="md" pt="sm">
              {t.title}
            </Title>
            <Accordion multiple value={expanded} onChange={setExpanded} variant="contained" m="xs">
              {SECTIONS.map(([value, title]) => (
                <Accordion.Item key={value} value={value}>
                  <Accordion.Control>{t[title]}</Accordion.Control>
                  {/* Mounted only while expanded: each section reads the control plane when it opens. */}
                  <Accordion.Panel>{expanded.includes(value) ? bodies[value] : null}</Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </>
        ) : null}
      </section>
    </div>
  );
}
