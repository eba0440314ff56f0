import { jsonForScript } from '../lib/json-for-script';
import type { Thing } from '../lib/structured-data/schema-org';

/**
 * What the page shows, for search engines (schema.org in JSON-LD): one script element per thing, in the page's body
 * where a drawn page carries it. Escaped for a script element, so no text of the data can end it.
 */
export function StructuredData({ things }: { things: readonly Thing[] }) {
  return things.map((thing) => (
    <script
      key={thing['@type']}
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by jsonForScript, never HTML.
      dangerouslySetInnerHTML={{ __html: jsonForScript({ '@context': 'https://schema.org', ...thing }) }}
    />
  ));
}
