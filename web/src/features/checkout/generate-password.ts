const groups = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%^&*-_=+?'];

function pick(alphabet: string, random: number): string {
  return alphabet.charAt(random % alphabet.length);
}

/**
 * A visitor registered at checkout never types a password (spec §4), but the register call needs one:
 * 20 characters from the Web Crypto generator with every character class present (docs/adr/0032-account-and-checkout-where-the-spec-is-silent.md).
 */
export function generatePassword(length = 20): string {
  const random = crypto.getRandomValues(new Uint32Array(length));
  const all = groups.join('');
  const chars = Array.from(random, (value, index) => {
    const group = groups[index];
    return group ? pick(group, value) : pick(all, value);
  });
  return chars.join('');
}
