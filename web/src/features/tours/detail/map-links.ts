import { MAP_ZOOM } from '@tours/contract/constants';

export interface LatLng {
  lat: number;
  lng: number;
}

/** OpenStreetMap at the same zoom with a marker, so a person without the embedded map can still navigate. */
export function openStreetMapUrl({ lat, lng }: LatLng): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${MAP_ZOOM}/${lat}/${lng}`;
}

/** Google Maps Embed in place mode, which draws the marker itself. */
export function googleEmbedUrl({ lat, lng }: LatLng, key: string): string {
  return `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${lat},${lng}&zoom=${MAP_ZOOM}`;
}
