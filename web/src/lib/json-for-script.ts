/**
 * JSON inside a <script> element: `<` never appears raw, so no text of the data (a tour named `</script><script>...`)
 * can close the element; U+2028 and U+2029 are escaped as JavaScript strings before ES2019 required.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
