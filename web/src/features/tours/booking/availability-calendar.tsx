import { DatePicker } from '@mantine/dates';
import type { AvailabilityDay } from '@tours/contract';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isDayDisabled } from './booking-rules';

export interface AvailabilityCalendarProps {
  value: string | null;
  onChange: (date: string | null) => void;
  /** First day of the shown month, YYYY-MM-DD. */
  month: string;
  onMonthChange: (month: string) => void;
  days: readonly AvailabilityDay[];
  today: string;
  /**
   * Smaller days (30 px), so the laptop's booking panel fits a 720 px window whole; the phone keeps finger-sized ones,
   * across the sheet's whole width.
   */
  compact?: boolean;
}

/**
 * Weekends keep the normal colour (red weekends read as "unavailable" here); only excluded days look
 * disabled. The month header and each day's name for a screen reader follow the language ("November 2026",
 * "2026年11月"; "28 November 2026", "2026年11月28日", where Mantine's default reads "28 十一月 2026").
 */
export function AvailabilityCalendar({ value, onChange, month, onMonthChange, days, today, compact = false }: AvailabilityCalendarProps) {
  const { t } = useTranslation('tours');
  return (
    <DatePicker
      aria-label={t('booking.date')}
      size={compact ? 'xs' : 'sm'}
      fullWidth={!compact}
      value={value}
      onChange={onChange}
      date={month}
      onDateChange={onMonthChange}
      minDate={today}
      excludeDate={(date) => isDayDisabled(date, days, today)}
      maxLevel="month"
      weekendDays={[]}
      monthLabelFormat={t('booking.monthLabel')}
      getDayAriaLabel={(date) => dayjs(date).locale('en').format(t('booking.dayLabel'))}
      ariaLabels={{ previousMonth: t('booking.previousMonth'), nextMonth: t('booking.nextMonth') }}
    />
  );
}
