import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../bench/web-size.js';

/** The configuration an operator copies (deploy/README.md), with its placeholders. */
export const NGINX_TEMPLATE = join(ROOT, 'deploy', 'nginx.conf.template');

export interface NginxPlaces {
  /** Where visitors connect: `127.0.0.1:8080`. */
  listen: string;
  /** Each storefront's `host:port`; the template's `{{STOREFRONT}}` line is written once for each. */
  storefronts: readonly string[];
  /** The folder the cache fills. */
  cachePath: string;
}

/**
 * The template with its placeholders filled, as an operator fills them by hand. A placeholder left over is an error:
 * nginx would otherwise start with a literal `{{...}}` and fail on a line far from the cause.
 */
export function nginxConfig(places: NginxPlaces, template = readFileSync(NGINX_TEMPLATE, 'utf8')): string {
  if (places.storefronts.length === 0) throw new Error('nginx needs at least one storefront');
  const config = template
    .split('\n')
    .flatMap((line) =>
      line.includes('{{STOREFRONT}}') && !line.trimStart().startsWith('#')
        ? places.storefronts.map((address) => line.replace('{{STOREFRONT}}', address))
        : [line],
    )
    .join('\n')
    .replaceAll('{{LISTEN}}', places.listen)
    .replaceAll('{{CACHE_PATH}}', places.cachePath);
  const left = config.split('\n').find((line) => /\{\{[A-Z_]+\}\}/.test(line) && !line.trimStart().startsWith('#'));
  if (left !== undefined) throw new Error(`a placeholder is left in the nginx configuration: ${left.trim()}`);
  return config;
}
