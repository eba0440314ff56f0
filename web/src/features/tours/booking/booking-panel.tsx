import { Alert, Button, Chip, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PriceQuote, ProductDetail } from '@tours/contract';
import { checkBookingDate } from '@tours/contract/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { writeBookingDraft } from '../../../lib/booking-draft';
import { paths } from '../../../lib/paths';
import { getCurrencyId } from '../../../lib/preferences';
import { tourAvailabilityOptions, useQuote } from '../api';
import { AvailabilityCalendar } from './availability-calendar';
import { monthOf, monthRange, todayText } from './booking-rules';
import { type ParticipantCounts, ParticipantPicker } from './participant-picker';
import { PriceBreakdown } from './price-breakdown';

/** Participants, date, CHECK, time slots, quote and BOOK NOW (spec §2, §4). Sticks while the page scrolls. */
export function BookingPanel({ product }: { product: Pick<ProductDetail, 'id' | 'teamLimit'> }) {
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
  const chosenDay = days.find((d) => d.date === date);
  const settlement = useQuote();

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

  const onCheck = () => {
    const message = checkBookingDate(date, chosenDay);
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

  return (
    <Paper withBorder shadow="sm" p="md" pos="sticky" top={96} component="aside" aria-label={t('booking.panel')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('booking.panel')}
        </Title>
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
        <Button onClick={onCheck} loading={settlement.isPending && !quote}>
          {t('booking.check')}
        </Button>
        {problem ? (
          <Alert color="red" role="alert" p="xs">
            {problem}
          </Alert>
        ) : null}
        {quote && chosenDay ? (
          <Stack gap="xs">
            <Text fw={600} size="sm" id="time-slots-label">
              {t('booking.times')}
            </Text>
            <Chip.Group value={time ?? ''} onChange={(next) => fetchQuote(String(next))}>
              <Group gap="xs" role="radiogroup" aria-labelledby="time-slots-label">
                {chosenDay.times.map((slot) => (
                  <Chip key={slot} value={slot} type="radio">
                    {slot}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <PriceBreakdown quote={quote} />
            <Button color="orange" autoContrast size="md" onClick={onBook} disabled={!time || settlement.isPending}>
              {t('booking.bookNow')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
