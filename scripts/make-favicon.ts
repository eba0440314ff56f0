// `npm run favicon`: draws web/public/favicon.svg as web/public/favicon.ico (16, 32 and 48 pixels), for the clients
// that ask /favicon.ico without reading the page's <link rel="icon"> (crawlers, feed readers, old browsers). Run it
// after changing the SVG and commit both.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const SIZES = [16, 32, 48];
const source = fileURLToPath(new URL('../web/public/favicon.svg', import.meta.url));
const target = fileURLToPath(new URL('../web/public/favicon.ico', import.meta.url));

const svg = readFileSync(source);
const pngs = SIZES.map((size) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng());

/**
 * An ICO file is a 6-byte header and one 16-byte entry per picture, then the pictures; every client since Windows
 * Vista reads PNG pictures in it. Written here in a few lines rather than by a package that brings its own CLI.
 */
function icoOf(pictures: readonly Buffer[], sizes: readonly number[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type 1: icon
  header.writeUInt16LE(pictures.length, 4);
  let offset = 6 + 16 * pictures.length;
  const entries = pictures.map((picture, index) => {
    const size = sizes[index] ?? 0;
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // width, 0 meaning 256
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(picture.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += picture.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pictures]);
}

const ico = icoOf(pngs, SIZES);
writeFileSync(target, ico);
process.stdout.write(`Wrote ${target}: ${SIZES.join(', ')} pixels, ${ico.length} bytes\n`);
