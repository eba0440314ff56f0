// `npm run share-card`: draws web/share-card.svg as web/public/share-card.png, the 1200x630 picture link previews show
// for a page without a raster picture of its own. Run it after changing the SVG and commit both; its words are set in
// the machine's fonts (Noto Sans CJK on Debian, package fonts-noto-cjk).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const source = fileURLToPath(new URL('../web/share-card.svg', import.meta.url));
const target = fileURLToPath(new URL('../web/public/share-card.png', import.meta.url));

const image = new Resvg(readFileSync(source), { fitTo: { mode: 'original' }, font: { loadSystemFonts: true } }).render();
const png = image.asPng();
writeFileSync(target, png);
process.stdout.write(`Wrote ${target}: ${image.width}x${image.height}, ${png.length} bytes\n`);
