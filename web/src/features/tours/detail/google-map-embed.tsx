import { useInViewport } from '@mantine/hooks';
import { REQUEST_TIMEOUT_MS } from '@tours/contract/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { googleEmbedUrl, type LatLng } from './map-links';

/**
 * Google Maps Embed in place mode (it draws the marker) at zoom 14. A cross-origin frame reports no error
 * (React attaches no error listener to an iframe, and a browser loads its own error page instead), so a
 * failure is an embed that has not loaded within the request timeout once on screen; it is only logged
 * (spec §8), the coordinates and the OpenStreetMap link under the map still lead the way.
 */
export function GoogleMapEmbed({ point, mapsKey }: { point: LatLng; mapsKey: string }) {
  const { t } = useTranslation('tours');
  const { ref, inViewport } = useInViewport();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!inViewport || loaded) return;
    const deadline = setTimeout(() => console.error('The meeting point map failed to load'), REQUEST_TIMEOUT_MS);
    return () => clearTimeout(deadline);
  }, [inViewport, loaded]);
  return (
    <iframe
      ref={ref}
      title={t('detail.map.title')}
      src={googleEmbedUrl(point, mapsKey)}
      loading="lazy"
      style={{ border: 0 }}
      referrerPolicy="no-referrer-when-downgrade"
      onLoad={() => setLoaded(true)}
    />
  );
}
