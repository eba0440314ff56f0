import { Alert, Box, Button, Chip, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PriceQuote, ProductDetail } from '@tours/contract';
import { checkBookingDate, checkParty } from '@tours/contract/rules';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InlineFailure, queryFailure } from '../../../components/inline-failure';
import { writeBookingDraft } from '../../../lib/booking-draft';
import { lazyPart } from '../../../lib/lazy-part';
import { paths } from '../../../lib/paths';
import { getCurrencyId } from '../../../lib/preferences';
import { tourAvailabilityOptions, useQuote } from '../api';
import { AvailabilityCalendar } from './availability-calendar';
import { monthOf, monthRange, todayText } from './booking-rules';
import { type ParticipantCounts, ParticipantPicker } from './participant-picker';

// Needed only once a quote is in, so it stays out of the tour page's first load (its JS budget is tight).
const PriceBreakdown = lazyPart(
  () => import('./price-breakdown'),
  (module) => module.PriceBreakdown,
);

/** Below the sticky site header (96 px) with a little air; the panel never grows taller than the window under it. */
const STICKY_TOP = 112;

export interface BookingPanelProps {
  product: Pick<ProductDetail, 'id' | 'teamLimit'>;
  /** 'sticky': the laptop column beside the tour; 'drawer': the body of the phone's booking drawer (no frame, no title). */
  layout?: 'sticky' | 'drawer';
}

/**
 * Participants, date, CHECK, time slots, quote and BOOK NOW (spec §2, §4). The choices scroll inside
 * the panel while the quote, CHECK and BOOK NOW sit in a footer that stays in view, so a 720 px tall window still
 * shows BOOK NOW right after CHECK.
 */
export function BookingPanel({ product, layout = 'sticky' }: BookingPanelProps) {
  const { t } = useTranslation('tours');
  const navigate = useNavigate();
  const today = todayText();
  const [counts, setCounts] = useState<ParticipantCounts>({ adultCount: 1, childCount: 0, toddlerCount: 0 });
  const [date, setDate] = useState<string | null>(null);
  const [month, setMonth] = useState(monthOf(today));
  const [time, setTime] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [quote, setQuote] = useState<PriceQuote | null>(null);
  const availability = useQuery(tourAvailabilityOptions(product.id, monthRange(month)));
  const days = availability.data ?? [];
  // Without it every day looks unbookable: say why, with Retry, rather than let the tour look sold out.
  const availabilityFailure = queryFailure(availability);
  const chosenDay = days.find((d) => d.date === date);
  const settlement = useQuote();
  const choices = useRef<HTMLDivElement>(null);
  const quoted = quote !== null;
  // When the first quote arrives, the new time slots sit at the end of the scrolling part: bring them into view.
  useEffect(() => {
    const box = choices.current;
    if (quoted && box) box.scrollTop = box.scrollHeight;
  }, [quoted]);

  const draftFor = (reservationTime: string) =>
    date ? { spuId: product.id, ...counts, reservationDate: date, reservationTime, currencyId: getCurrencyId() } : null;

  const fetchQuote = (reservationTime: string) => {
    const draft = draftFor(reservationTime);
    if (!draft) return;
    setTime(reservationTime);
    // A refused quote clears the old one; the error policy tells the person why.
    settlement.mutate(draft, { onSuccess: setQuote, onError: () => setQuote(null) });
  };

  const reset = () => {
    setQuote(null);
    setTime(null);
    setProblem(null);
  };

  // Shown as soon as the party is wrong, before any call (the mock refuses the same party).
  const partyProblem = checkParty(counts);

  const onCheck = () => {
    const message = partyProblem ?? checkBookingDate(date, chosenDay);
    setProblem(message);
    const firstTime = chosenDay?.times[0];
    if (!message && firstTime) fetchQuote(firstTime);
  };

  const onBook = () => {
    const draft = time ? draftFor(time) : null;
    if (!draft) return;
    writeBookingDraft(draft);
    navigate(paths.checkout.href());
  };

  const sticky = layout === 'sticky';
  const shownProblem = partyProblem ?? problem;
  return (
    <Paper
      withBorder={sticky}
      shadow={sticky ? 'sm' : undefined}
      p={sticky ? 'md' : 0}
      component="aside"
      aria-label={t('booking.panel')}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 'var(--mantine-spacing-sm)',
        ...(sticky
          ? { position: 'sticky', top: STICKY_TOP, maxHeight: `calc(100dvh - ${STICKY_TOP + 16}px)` }
          : { maxHeight: '100%', height: '100%' }),
      }}
    >
      {sticky ? (
        <Title order={2} size="h4">
          {t('booking.panel')}
        </Title>
      ) : null}
      <Box ref={choices} style={{ flex: '1 1 auto', minHeight: 0, overflowY: 'auto' }}>
        <Stack gap="sm">
          <ParticipantPicker
            value={counts}
            onChange={(next) => {
              setCounts(next);
              reset();
            }}
          />
          {product.teamLimit != null ? (
            <Text size="sm" c="dimmed">
              {t('booking.quantityLimit', { limit: product.teamLimit })}
            </Text>
          ) : null}
          <AvailabilityCalendar
            value={date}
            onChange={(next) => {
              setDate(next);
              reset();
            }}
            month={month}
            onMonthChange={(next) => setMonth(monthOf(next))}
            days={days}
            today={today}
          />
          {availabilityFailure ? (
            <Group gap="xs">
              <InlineFailure text={t('booking.availabilityFailed')} failure={availabilityFailure} />
            </Group>
          ) : null}
          {quote && chosenDay ? (
            <Stack gap="xs">
              <Text fw={600} size="sm" id={`time-slots-label-${layout}`}>
                {t('booking.times')}
              </Text>
              <Chip.Group value={time ?? ''} onChange={(next) => fetchQuote(String(next))}>
                <Group gap="xs" role="radiogroup" aria-labelledby={`time-slots-label-${layout}`}>
                  {chosenDay.times.map((slot) => (
                    <Chip key={slot} value={slot} type="radio">
                      {slot}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
          ) : null}
        </Stack>
      </Box>
      {/* The footer: outside the scrolling part, so the actions are always in view once enabled. */}
      <Stack gap="xs" style={{ flex: '0 0 auto' }}>
        {quote && chosenDay ? (
          <Suspense fallback={null}>
            <PriceBreakdown quote={quote} />
          </Suspense>
        ) : null}
        {shownProblem ? (
          <Alert color="red" role="alert" p="xs">
            {shownProblem}
          </Alert>
        ) : null}
        <Group grow gap="xs" wrap="nowrap">
          <Button onClick={onCheck} loading={settlement.isPending && !quote} variant={quote ? 'light' : 'filled'}>
            {t('booking.check')}
          </Button>
          {quote && chosenDay ? (
            <Button color="orange" autoContrast onClick={onBook} disabled={!time || settlement.isPending}>
              {t('booking.bookNow')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
