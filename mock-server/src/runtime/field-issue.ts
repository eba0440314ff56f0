import { type FieldProblem, fieldProblems } from '@tours/contract';
import { messages, type MessageKey as SpecMessageKey } from '@tours/contract/rules';
import type { z } from 'zod';
import type { MessageKey } from '../domain/messages/en.js';
import type { MessageValues, Said } from '../domain/messages/say.js';

type Issue = z.core.$ZodIssue;
type Keyed = { key: MessageKey; values?: MessageValues };

/** The problems the contract names (field-problems.ts), each said by its own key. */
const problemKeys = {
  wholeNumber: 'field.wholeNumber',
  number: 'field.number',
  trueOrFalse: 'field.trueOrFalse',
  idList: 'field.idList',
  date: 'field.date',
  time: 'field.time',
  month: 'field.month',
  cardNumber: 'field.cardNumber',
  securityCode: 'field.securityCode',
  emailCode: 'field.emailCode',
  email: 'field.email',
  countryCode: 'field.countryCode',
  sort: 'field.sort',
} as const satisfies Record<FieldProblem, MessageKey>;

/** The spec's own messages a request schema refuses with (spec §5), kept exact. */
const specKeys = {
  countryRequired: 'field.countryRequired',
  passwordRequired: 'field.passwordRequired',
  passwordTooWeak: 'field.passwordTooWeak',
} as const satisfies Partial<Record<SpecMessageKey, MessageKey>>;

/**
 * An issue whose words are the contract's own, by the name the contract gives them: its message is one of the
 * contract's constants, compared whole (the issue carries no name of its own for a pattern, a union or a transform).
 */
const namedWords = new Map<string, MessageKey>([
  ...Object.entries(specKeys).map(([name, key]) => [messages[name as keyof typeof specKeys], key] as const),
  ...Object.entries(problemKeys).map(([name, key]) => [fieldProblems[name as FieldProblem], key] as const),
]);

const typeKeys: Partial<Record<string, MessageKey>> = {
  string: 'field.notText',
  number: 'field.notNumber',
  int: 'field.wholeNumber',
  boolean: 'field.trueOrFalse',
  array: 'field.notList',
  object: 'field.notObject',
};

/** A bound by what it bounds: a number's value, a text's characters, a list's items; exclusive bounds said so. */
function bound(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): Keyed {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  const values: MessageValues = small ? { minimum: limit } : { maximum: limit };
  if (issue.origin === 'string') {
    // An empty text where one is needed ("min(1)") is a value not given.
    if (small && limit === 1) return { key: 'field.required' };
    return { key: small ? 'field.minCharacters' : 'field.maxCharacters', values };
  }
  if (issue.origin === 'array' || issue.origin === 'set') return { key: small ? 'field.minItems' : 'field.maxItems', values };
  const inclusive = issue.inclusive !== false;
  if (small) return { key: inclusive ? 'field.atLeast' : 'field.moreThan', values };
  return { key: inclusive ? 'field.atMost' : 'field.lessThan', values };
}

/**
 * A value none of a union's options takes (the contract's unions are a value or its text, or a few literals): the
 * allowed values when every option is a literal, else the first option's problem that is not merely a wrong type
 * (the text's pattern rather than "must be a number"), else the first option's.
 */
function unionKey(firstOfEachOption: readonly Issue[]): Keyed {
  const literals = firstOfEachOption.filter((issue) => issue.code === 'invalid_value');
  if (literals.length > 0 && literals.length === firstOfEachOption.length) {
    return keyOf({ ...literals[0], values: literals.flatMap((issue) => issue.values) } as Issue);
  }
  const telling = firstOfEachOption.find((issue) => issue.code !== 'invalid_type' && issue.code !== 'invalid_value');
  const first = telling ?? firstOfEachOption[0];
  return first ? keyOf(first) : { key: 'field.invalid' };
}

function keyOf(issue: Issue): Keyed {
  // An absent field is "required" whatever its type: a union (every integer field: a number or its text) included.
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && issue.input === undefined) return { key: 'field.required' };
  const named = namedWords.get(issue.message);
  if (named) return { key: named };
  switch (issue.code) {
    case 'invalid_type':
      return { key: typeKeys[issue.expected] ?? 'field.wrongType', values: { expected: issue.expected } };
    case 'too_small':
    case 'too_big':
      return bound(issue);
    case 'invalid_value':
      return { key: 'field.oneOf', values: { values: issue.values.map((value) => JSON.stringify(value)).join(', ') } };
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'field.email' } : { key: 'field.format', values: { format: issue.format } };
    case 'not_multiple_of':
      return { key: 'field.multipleOf', values: { divisor: Number(issue.divisor) } };
    case 'unrecognized_keys':
      return { key: 'field.unknownKeys', values: { keys: issue.keys.join(', ') } };
    case 'invalid_union':
      return unionKey(issue.errors.flatMap((option) => option.slice(0, 1)));
    default:
      // A union, a pattern or a refinement the control plane words itself, for the developer driving it.
      return { key: 'field.ownWords', values: { words: issue.message } };
  }
}

/** What the mock says of one field's issue: specific to its kind, with the field as the API spells it. */
export function fieldIssue(issue: Issue, field: string): Said {
  const { key, values } = keyOf(issue);
  return { key, values: { ...values, field } };
}
