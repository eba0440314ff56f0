export * from './account.js';
export * from './booking.js';
export * from './card.js';
export * from './email.js';
export * from './message-localizer.js';
export * from './messages.js';
export * from './payment.js';
export * from './verification.js';
