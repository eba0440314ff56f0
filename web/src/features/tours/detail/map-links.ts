import { MAP_ZOOM, OPEN_STREET_MAP_ORIGIN } from '@tours/contract/constants';

export interface LatLng {
  lat: number;
  lng: number;
}

/** OpenStreetMap at the same zoom with a marker, so a person without the embedded map can still navigate. */
export function openStreetMapUrl({ lat, lng }: LatLng): string {
  return `${OPEN_STREET_MAP_ORIGIN}/?mlat=${lat}&mlon=${lng}#map=${MAP_ZOOM}/${lat}/${lng}`;
}

/** The width in pixels the embedded map's area is sized for: the tour page's content column on a laptop. */
const EMBED_WIDTH_PX = 640;
const EMBED_ASPECT = 9 / 16;

/**
 * OpenStreetMap's keyless embed with its marker on the point. It takes an area rather than a zoom, so the area is
 * what zoom 14 shows in a 640 x 360 box: a tile is 256 px and spans 360 / 2^zoom degrees of longitude, and a degree
 * of latitude is wider than one of longitude by 1 / cos(latitude) on the map's projection.
 */
export function openStreetMapEmbedUrl({ lat, lng }: LatLng): string {
  const lngSpan = (EMBED_WIDTH_PX * 360) / (256 * 2 ** MAP_ZOOM);
  const latSpan = lngSpan * EMBED_ASPECT * Math.cos((lat * Math.PI) / 180);
  const fixed = (value: number) => value.toFixed(5);
  const bbox = [lng - lngSpan / 2, lat - latSpan / 2, lng + lngSpan / 2, lat + latSpan / 2].map(fixed).join(',');
  const query = new URLSearchParams({ bbox, layer: 'mapnik', marker: `${lat},${lng}` });
  return `${OPEN_STREET_MAP_ORIGIN}/export/embed.html?${query.toString()}`;
}

/** Google Maps Embed in place mode, which draws the marker itself. */
export function googleEmbedUrl({ lat, lng }: LatLng, key: string): string {
  return `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${lat},${lng}&zoom=${MAP_ZOOM}`;
}
