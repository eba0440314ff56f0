/** The seeded conversation: [sent by the user, text]. The last guide answer stays unread. */
export const DEMO_MESSAGES: readonly (readonly [boolean, string])[] = [
  [true, 'Hi! Is the tour suitable for a 7-year-old?'],
  [false, 'Hello! Yes, children love it; the walk is easy and we stop for snacks.'],
  [true, 'Great. Where exactly do we meet?'],
  [false, 'In front of the main gate, I will hold a yellow flag. See you there!'],
];
