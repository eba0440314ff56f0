import { Alert, Box, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PriceQuote, ProductDetail } from '@tours/contract';
import { checkBookingDate, checkParty, checkPartySize } from '@tours/contract/rules';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InlineFailure, queryFailure } from '../../../components/inline-failure';
import { formatAmount } from '../../../components/price-display';
import { writeBookingDraft } from '../../../lib/booking-draft';
import { lazyPart } from '../../../lib/lazy-part';
import { paths } from '../../../lib/paths';
import { getCurrencyId } from '../../../lib/preferences';
import { tourAvailabilityOptions, useQuote } from '../api';
import { AvailabilityCalendar } from './availability-calendar';
import { monthOf, monthRange, todayText } from './booking-rules';
import { type ParticipantCounts, ParticipantPicker } from './participant-picker';
import { TimeSlotChips } from './time-slot-chips';
import { usePendingFocus } from './use-pending-focus';

// Needed only once a quote is in, so it stays out of the tour page's first load (its JS budget is tight).
const PriceBreakdown = lazyPart(
  () => import('./price-breakdown'),
  (module) => module.PriceBreakdown,
);

/** Below the sticky site header (96 px) with a little air; the panel never grows taller than the window under it. */
const STICKY_TOP = 104;
const BOTTOM_AIR = 8;

export interface BookingPanelProps {
  product: Pick<ProductDetail, 'id' | 'teamLimit'>;
  /** 'sticky': the laptop column beside the tour; 'drawer': the body of the phone's booking drawer (no frame, no title). */
  layout?: 'sticky' | 'drawer';
}

/**
 * Participants, date, CHECK, time slots, quote and BOOK NOW (spec §2, §4). The time slots, the quote, CHECK and BOOK
 * NOW sit in a footer that stays in view, so the chosen time is seen with its price before BOOK NOW; the panel fits a
 * 1280x720 window whole, and only a shorter one scrolls the participants and the calendar inside it.
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
  // After CHECK, focus goes where the answer is: the chosen time (the next choice, the price below it and BOOK NOW after
  // it in the tab order, the total said by a status), the reason it was refused, or back to CHECK after a toast.
  const focusAfterCheck = usePendingFocus<'time' | 'problem' | 'check'>();

  const draftFor = (reservationTime: string) =>
    date ? { spuId: product.id, ...counts, reservationDate: date, reservationTime, currencyId: getCurrencyId() } : null;

  const fetchQuote = (reservationTime: string, afterCheck = false) => {
    const draft = draftFor(reservationTime);
    if (!draft) return;
    setTime(reservationTime);
    // A refused quote clears the old one; the error policy's toast tells the person why (spec §8).
    settlement.mutate(draft, {
      onSuccess: (answer) => {
        setQuote(answer);
        if (afterCheck) focusAfterCheck.focus('time');
      },
      onError: () => {
        setQuote(null);
        if (afterCheck) focusAfterCheck.focus('check');
      },
    });
  };

  const reset = () => {
    setQuote(null);
    setTime(null);
    setProblem(null);
  };

  // Shown as soon as the party is wrong, before any call (the mock refuses the same party).
  const partyProblem = checkParty(counts);

  const onCheck = () => {
    const message = partyProblem ?? checkPartySize(counts) ?? checkBookingDate(date, chosenDay);
    setProblem(message);
    const firstTime = chosenDay?.times[0];
    if (message) focusAfterCheck.focus('problem');
    else if (firstTime) fetchQuote(firstTime, true);
  };

  const onBook = () => {
    const draft = time ? draftFor(time) : null;
    if (!draft) return;
    writeBookingDraft(draft);
    navigate(paths.checkout.href());
  };

  const sticky = layout === 'sticky';
  const shownProblem = partyProblem ?? problem;
  // Beside the title on a laptop (a line saved for the panel to fit a 720 px window), under the participants on a phone.
  const quantityLimit =
    product.teamLimit != null ? (
      <Text size="sm" c="dimmed">
        {t('booking.quantityLimit', { limit: product.teamLimit })}
      </Text>
    ) : null;
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
        gap: 'var(--mantine-spacing-xs)',
        ...(sticky
          ? { position: 'sticky', top: STICKY_TOP, maxHeight: `calc(100dvh - ${STICKY_TOP + BOTTOM_AIR}px)` }
          : { maxHeight: '100%', height: '100%' }),
      }}
    >
      {sticky ? (
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {t('booking.panel')}
          </Title>
          {quantityLimit}
        </Group>
      ) : null}
      {/* Shrinks and scrolls in a window too short, never grows: the footer follows the calendar, no gap between. */}
      <Box style={{ flex: '0 1 auto', minHeight: 0, overflowY: 'auto' }}>
        <Stack gap="xs">
          <ParticipantPicker
            value={counts}
            onChange={(next) => {
              setCounts(next);
              reset();
            }}
          />
          {sticky ? null : quantityLimit}
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
            compact={sticky}
          />
          {availabilityFailure ? (
            <Group gap="xs">
              <InlineFailure text={t('booking.availabilityFailed')} failure={availabilityFailure} />
            </Group>
          ) : null}
        </Stack>
      </Box>
      {/*
        The footer: outside the scrolling part, so the chosen time, its price and the actions are always in view
        together once quoted; the choices above scroll only in a window too short for the whole panel.
      */}
      <Stack gap="xs" style={{ flex: '0 0 auto' }}>
        {quote && chosenDay ? (
          <TimeSlotChips
            times={chosenDay.times}
            chosen={time}
            onChoose={(next) => fetchQuote(next)}
            idSuffix={layout}
            chosenRef={focusAfterCheck.refFor('time')}
          />
        ) : null}
        {quote && chosenDay ? (
          <Suspense fallback={null}>
            <PriceBreakdown quote={quote} />
          </Suspense>
        ) : null}
        {/* Always there, so a screen reader says each new total, for CHECK and for every other time chosen. */}
        <VisuallyHidden role="status">
          {quote && chosenDay ? t('booking.totalSaid', { total: `${quote.currencyInco}${formatAmount(quote.price.payPrice)}` }) : ''}
        </VisuallyHidden>
        {shownProblem ? (
          <Alert color="red" role="alert" p="xs" tabIndex={-1} ref={focusAfterCheck.refFor('problem')}>
            {shownProblem}
          </Alert>
        ) : null}
        <Group grow gap="xs" wrap="nowrap">
          <Button
            onClick={onCheck}
            loading={settlement.isPending && !quote}
            variant={quote ? 'light' : 'filled'}
            ref={focusAfterCheck.refFor('check')}
          >
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
