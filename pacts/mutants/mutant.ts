import type { CallName } from '@tours/contract';
import type { Answer, Fault } from './broken-provider';

/**
 * One deliberate change to a backend's answers. `breaks` says what a traveller would lose if it reached the shop: the
 * pact must then fail against it. `harmless` says why the shop would not notice: the pact must then pass, or it
 * teaches the backend's team to ignore it. A mutant is one or the other.
 */
export type Mutant = {
  name: string;
  call: CallName;
  /**
   * A provider built literally from the spec, where the shop relies on more than the spec says: the pact must fail
   * there, and the departure is a row of docs/backend-questions.md.
   */
  departure?: string;
  change: Fault['change'];
} & ({ breaks: string; harmless?: undefined } | { harmless: string; breaks?: undefined });

// biome-ignore lint/suspicious/noExplicitAny: a mutant edits whatever JSON the provider answered.
export type Json = any;

/** A change to the answer's envelope, parsed from its JSON and written back. */
export const envelope =
  (edit: (body: Json) => void) =>
  (answer: Answer): Answer => {
    const body = JSON.parse(answer.body);
    edit(body);
    return { ...answer, body: JSON.stringify(body) };
  };
/** A change to successful answers only; refusals pass as they are. */
export const onSuccess = (edit: (data: Json, body: Json) => void) =>
  envelope((body) => {
    if (body.code === 200) edit(body.data, body);
  });
/** A change to refusals only (any code but 200). */
export const onRefusal = (edit: (body: Json) => void) =>
  envelope((body) => {
    if (body.code !== 200) edit(body);
  });
export const eachOf = (list: Json, edit: (item: Json) => void) => {
  for (const item of Array.isArray(list) ? list : []) edit(item);
};
