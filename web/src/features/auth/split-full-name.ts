/**
 * The 'Create an account' dialog asks one full name, but the register call needs name and surname:
 * the last word becomes the surname; a single word is used for both (docs/adr/0032-account-and-checkout-where-the-spec-is-silent.md).
 */
export function splitFullName(fullName: string): { name: string; surname: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { name: words[0] ?? '', surname: words[0] ?? '' };
  return { name: words.slice(0, -1).join(' '), surname: words.at(-1) ?? '' };
}
