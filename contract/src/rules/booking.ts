import { isBookable } from '../entities/enums.js';
import type { AvailabilityDay } from '../entities/product.js';
import { messages } from './messages.js';

/**
 * CHECK on the booking panel: no date -> 'Please select a date'; a day without times ->
 * 'No available appointment slots at the moment'. Returns the message, or null when a quote may be asked.
 */
export function checkBookingDate(date: string | null | undefined, day: AvailabilityDay | undefined): string | null {
  if (!date) return messages.dateRequired;
  if (!day || !isBookable(day) || day.times.length === 0) return messages.noSlots;
  return null;
}

/** The party sizes a quote and an order are asked with. */
export interface PartyCounts {
  adultCount: number;
  childCount: number;
  toddlerCount: number;
}

/**
 * Infants (under 6) travel only with someone older: a party of infants alone is refused, before any
 * quote (it would otherwise be quoted $0 and go through). Returns the message, or null when the party may go on.
 */
export function checkParty(party: PartyCounts): string | null {
  if (party.toddlerCount > 0 && party.adultCount + party.childCount === 0) return messages.infantsNeedAdult;
  return null;
}

/**
 * CHECK with nobody in the party: refused before any quote (the server refuses it too), so the panel says it once,
 * beside the button, instead of a call's toast. Returns the message, or null when someone is coming.
 */
export function checkPartySize(party: PartyCounts): string | null {
  return party.adultCount + party.childCount + party.toddlerCount === 0 ? messages.participantRequired : null;
}

/** Participant counts: minimum 0, and only entries above 0 are kept. */
export function keepPositiveCounts<T extends { userNumber: number }>(participants: readonly T[]): T[] {
  return participants.filter((p) => p.userNumber > 0);
}

export const clampParticipantCount = (count: number) => Math.max(0, Math.floor(Number.isFinite(count) ? count : 0));
