import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ControlRefusal, control } from './control-api';
import { controlKeys } from './control-keys';

/** GET /__mock/outbox: the emails the shop "sent", newest first, each with its language; `to` narrows to one address. */
const outboxView = z.object({
  emails: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      sentAt: z.string(),
      language: z.enum(['en', 'zh']),
      code: z.string().optional(),
    }),
  ),
});
export type OutboxEmail = z.infer<typeof outboxView>['emails'][number];

/** The outbox keeps every email; a person reads the latest, so the list stops at this many. */
const SHOWN_EMAILS = 50;

export const outboxQuery = (to: string) =>
  queryOptions({
    queryKey: controlKeys.outbox(to),
    queryFn: async () => {
      const query = to === '' ? '' : `?to=${encodeURIComponent(to)}`;
      return outboxView.parse(await control(`/outbox${query}`)).emails.slice(0, SHOWN_EMAILS);
    },
    // The list stays while another address's is read, so an email a person opened stays open (its element is kept).
    placeholderData: keepPreviousData,
  });

const NOT_FOUND = 404;
const latestCode = z.object({ code: z.string() });

/** The live verification code sent to an address, or null: the control plane's 404 is "none sent yet", not a failure. */
export const latestCodeQuery = (email: string) =>
  queryOptions({
    queryKey: controlKeys.latestCode(email),
    queryFn: async (): Promise<string | null> => {
      try {
        return latestCode.parse(await control(`/outbox/latest-code?email=${encodeURIComponent(email)}`)).code;
      } catch (error) {
        if (error instanceof ControlRefusal && error.status === NOT_FOUND) return null;
        throw error;
      }
    },
    enabled: email !== '',
  });
