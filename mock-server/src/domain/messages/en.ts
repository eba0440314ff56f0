import { fieldProblems } from '@tours/contract';
import { messages } from '@tours/contract/rules';

/**
 * Everything the mock says in an envelope or a refusal, in English, by key (ADR 0062). zh.ts has the same keys (a
 * test checks). `{{field}}` is the request field as the API spells it, kept first with an ASCII ": " in both
 * languages, so a reader (the shop) can swap it for the field's label. The words a request schema or spec §5 writes
 * are taken from the contract, never typed again. `_one`/`_other`: i18next's plural forms, chosen by `count`.
 */
export const en = {
  // Sentences about the whole request.
  'session.expired': 'Your session has expired, please log in again',
  'login.failed': 'Incorrect email or password',
  'login.throttled_one': 'Too many failed logins for this email; try again in {{count}} minute',
  'login.throttled_other': 'Too many failed logins for this email; try again in {{count}} minutes',
  'code.sentRecently_one': 'A code was sent less than a minute ago; try again in {{count}} second',
  'code.sentRecently_other': 'A code was sent less than a minute ago; try again in {{count}} seconds',
  'code.incorrect': 'The verification code is incorrect',
  'code.spent': 'Too many wrong codes; please request a new one',
  'code.expired': 'The verification code has expired; please request a new one',
  'email.registered': 'This email is already registered; please log in',
  'order.missing': 'Order {{id}} does not exist',
  'order.paid': 'This order is already paid',
  'order.expired': 'This order has expired; please book again',
  'order.notBooked': 'Only a booked order (10) can be completed; this one is {{status}}',
  'order.notRefundable': 'Only a booked (10) or completed (30) order can be refunded; this one is {{status}}',
  'payment.orderMissing': 'Payment order {{id}} does not exist',
  'payment.processing': 'A payment for this order is already being processed',
  'payment.declined': 'Your card was declined; please use another card',
  'payment.missing': 'This payment does not exist',
  'payment.cancelled': 'This payment was cancelled; please start a new one',
  'payment.notApproved': 'This payment is not approved yet: the payer approves it on its approve link, which also captures it',
  'payment.closed': 'This payment is {{status}} and takes no money; please start a new one',
  'payment.linkUnknown': 'This payment link is unknown or has expired. Go back to the shop and start the payment again.',
  'tour.missing': 'Tour {{id}} does not exist',
  'card.missing': 'Card {{id}} does not exist',
  'card.creditOnly': 'Only credit cards (bankType 1) are accepted',
  'card.numberInvalid': 'The card number is not valid',
  'card.expired': 'The card has expired',
  'conversation.missing': 'Conversation {{id}} does not exist',
  'guide.missing': 'Guide {{id}} does not exist',
  'article.missing': 'Article {{id}} does not exist',
  'blog.missing': 'Blog {{id}} does not exist',
  'review.notCompleted': 'Only a completed trip can be reviewed',
  'review.done': 'This trip has already been reviewed',
  'country.unknown': 'Unknown country or region',
  'currency.unknown': 'Unknown currency',
  'currency.unknownId': 'Unknown currency {{id}}',
  'language.unknown': 'Unknown language',
  'search.unknownStartTime': 'Unknown start time option',
  'search.unknownDuration': 'Unknown duration option',
  'party.tooLarge': 'At most {{count}} participants',
  'slot.unavailable': 'This date or time is not available; please choose another',
  'world.unknown': 'Unknown mock world "{{name}}": create it with POST /__mock/worlds {"name":"{{name}}"}',
  'fault.injected': 'Injected fault',
  'internal.error': 'Internal error',
  'internal.drift': 'Internal error: the mock answered data that does not match the contract',
  // Words given by a person, said as given: a fault's own message, and the control plane's refusals, which
  // speak to the developer driving the mock (ADR 0062).
  verbatim: '{{text}}',

  // The spec's own messages (spec §5, §8), exact.
  'spec.success': messages.success,
  'spec.participantRequired': messages.participantRequired,
  'spec.infantsNeedAdult': messages.infantsNeedAdult,
  'spec.currencyNotSupported': messages.currencyNotSupported,

  // What is wrong with one field: zod's issue kinds, then the problems the contract names (field-problems.ts).
  'field.required': '{{field}}: is required',
  'field.notText': '{{field}}: must be text',
  'field.notNumber': '{{field}}: must be a number',
  'field.notList': '{{field}}: must be a list',
  'field.notObject': '{{field}}: must be an object',
  'field.wrongType': '{{field}}: must be a {{expected}}',
  'field.atLeast': '{{field}}: must be {{minimum}} or more',
  'field.moreThan': '{{field}}: must be more than {{minimum}}',
  'field.atMost': '{{field}}: must be {{maximum}} or less',
  'field.lessThan': '{{field}}: must be less than {{maximum}}',
  'field.minCharacters': '{{field}}: must have at least {{minimum}} characters',
  'field.maxCharacters': '{{field}}: must have at most {{maximum}} characters',
  'field.minItems': '{{field}}: must have at least {{minimum}} items',
  'field.maxItems': '{{field}}: must have at most {{maximum}} items',
  'field.oneOf': '{{field}}: must be one of {{values}}',
  'field.format': '{{field}}: must be a valid {{format}}',
  'field.multipleOf': '{{field}}: must be a multiple of {{divisor}}',
  'field.unknownKeys': '{{field}}: has fields this call does not take: {{keys}}',
  'field.invalid': '{{field}}: is invalid',
  // The spec's own words for a field (spec §5), exact after its name.
  'field.countryRequired': `{{field}}: ${messages.countryRequired}`,
  'field.passwordRequired': `{{field}}: ${messages.passwordRequired}`,
  'field.passwordTooWeak': `{{field}}: ${messages.passwordTooWeak}`,
  // A check the control plane's own schemas word for the developer: their English, as written.
  'field.ownWords': '{{field}}: {{words}}',
  'field.wholeNumber': `{{field}}: ${fieldProblems.wholeNumber}`,
  'field.number': `{{field}}: ${fieldProblems.number}`,
  'field.trueOrFalse': `{{field}}: ${fieldProblems.trueOrFalse}`,
  'field.idList': `{{field}}: ${fieldProblems.idList}`,
  'field.date': `{{field}}: ${fieldProblems.date}`,
  'field.time': `{{field}}: ${fieldProblems.time}`,
  'field.month': `{{field}}: ${fieldProblems.month}`,
  'field.cardNumber': `{{field}}: ${fieldProblems.cardNumber}`,
  'field.securityCode': `{{field}}: ${fieldProblems.securityCode}`,
  'field.emailCode': `{{field}}: ${fieldProblems.emailCode}`,
  'field.email': `{{field}}: ${fieldProblems.email}`,
  'field.countryCode': `{{field}}: ${fieldProblems.countryCode}`,
  'field.sort': `{{field}}: ${fieldProblems.sort}`,
  // What is wrong with one field, found by the domain or the request's reading.
  'field.empty': '{{field}}: is empty',
  'field.tooLarge': '{{field}}: is too large',
  'field.json': '{{field}}: must be valid JSON',
  'field.jsonDepth': '{{field}}: must not nest arrays and objects more than {{depth}} levels deep',
  'field.megabytes': '{{field}}: must be at most {{mb}} MB',
  'field.contentType': '{{field}}: must be {{type}}',
  'field.multipart': '{{field}}: the multipart body is malformed',
  'field.uploadType': '{{field}}: must be an image (png, jpeg, gif, webp, svg), a video (mp4, webm, mov) or a PDF',
  'field.contentNot': '{{field}}: content is not {{type}}',
  'field.realDate': '{{field}}: must be a real date',
  'field.notBeforeStart': '{{field}}: must not be before startDate',
  'field.days': '{{field}}: covers at most {{days}} days',
  'field.notOfOrder': '{{field}}: does not belong to this order',
  'field.emailFixed': '{{field}}: cannot be changed here; the address is proven by its verification code at registration',
  'field.shopAddress': '{{field}}: must be an address of this shop: a path starting with a single "/", or an http(s) address on this site',
  'field.diskFull':
    '{{field}}: was not saved because the disk of the mock server is full; free some space, or delete worlds (DELETE /__mock/worlds/<name>) to delete their uploads, and try again',
  'upload.visitorFiles':
    '{{field}}: this world already holds {{files}} uploads, the most a visitor without a session may add ({{limitFiles}} files or {{limitMb}} MB per world); sign in to upload more, or reset the world (POST /__mock/reset) to delete its uploads',
  'upload.visitorBytes':
    "{{field}}: this world's uploads would pass {{limitMb}} MB, the most a visitor without a session may add ({{limitFiles}} files or {{limitMb}} MB per world); sign in to upload more, or reset the world (POST /__mock/reset) to delete its uploads",
  'upload.customerFiles':
    '{{field}}: you already uploaded {{files}} files to this world, the most one customer may add ({{limitFiles}} files or {{limitMb}} MB per world); reset the world (POST /__mock/reset) to delete its uploads',
  'upload.customerBytes':
    '{{field}}: your uploads to this world would pass {{limitMb}} MB, the most one customer may add ({{limitFiles}} files or {{limitMb}} MB per world); reset the world (POST /__mock/reset) to delete its uploads',
  'upload.worldFiles':
    '{{field}}: this world already holds {{files}} uploads, the most one world may hold ({{limitFiles}} files or {{limitMb}} MB); reset the world (POST /__mock/reset) to delete its uploads',
  'upload.worldBytes':
    "{{field}}: this world's uploads would pass {{limitMb}} MB, the most one world may hold ({{limitFiles}} files or {{limitMb}} MB); reset the world (POST /__mock/reset) to delete its uploads",
} as const;

/** A key as code names it: a plural's base ('login.throttled'), i18next picking its form by `count`. */
export type MessageKey = keyof typeof en extends infer K ? (K extends `${infer Base}_${'one' | 'other'}` ? Base : K) : never;
