/**
 * Where a page the server draws differs from the shop's static page, marked in web/index.html as `<!--app-NAME-->`: the
 * page's language (`<html lang>`), its head tags (title, description, canonical and language addresses, the link
 * preview's), and #root with the page in it. The build fills them with the shop's defaults for the static page and keeps
 * them in the drawn page's template (web/build/page-template-plugin.ts); the server fills them with a drawn page
 * (page-template.ts).
 */
const PLACEHOLDER_NAMES = ['lang', 'head', 'root'] as const;

type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];

const ANY_PLACEHOLDER = /<!--app-([a-z]+)-->/g;

const isPlaceholderName = (name: string): name is PlaceholderName => (PLACEHOLDER_NAMES as readonly string[]).includes(name);

/**
 * The template with each placeholder replaced by its value, in one pass over the template: a value is never searched
 * for placeholders, so a page whose text reads like one stays as it is. A template without each placeholder exactly
 * once is refused: a page filled into half a template would go out without its language, head or content.
 */
export function fillPlaceholders(template: string, values: Record<PlaceholderName, string>): string {
  for (const name of PLACEHOLDER_NAMES) {
    const count = template.split(`<!--app-${name}-->`).length - 1;
    if (count !== 1) throw new Error(`the page template holds <!--app-${name}--> ${count} times, not once`);
  }
  return template.replace(ANY_PLACEHOLDER, (placeholder, name: string) => (isPlaceholderName(name) ? values[name] : placeholder));
}
