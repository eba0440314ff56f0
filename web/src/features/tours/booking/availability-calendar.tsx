import { DatePicker } from '@mantine/dates';
import type { AvailabilityDay } from '@tours/contract';
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
}

/**
 * Weekends keep the normal colour (red weekends read as "unavailable" here); only excluded days look
 * disabled. The month header follows the language ("November 2026", "2026年11月").
 */
export function AvailabilityCalendar({ value, onChange, month, onMonthChange, days, today }: AvailabilityCalendarProps) {
  const { t } = useTranslation('tours');
  return (
    <DatePicker
      aria-label={t('booking.date')}
      value={value}
      onChange={onChange}
      date={month}
      onDateChange={onMonthChange}
      minDate={today}
      excludeDate={(date) => isDayDisabled(date, days, today)}
      maxLevel="month"
      weekendDays={[]}
      monthLabelFormat={t('booking.monthLabel')}
      ariaLabels={{ previousMonth: t('booking.previousMonth'), nextMonth: t('booking.nextMonth') }}
    />
  );
}
