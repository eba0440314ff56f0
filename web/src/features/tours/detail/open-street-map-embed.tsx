import { useTranslation } from 'react-i18next';
import { type LatLng, openStreetMapEmbedUrl } from './map-links';

/**
 * OpenStreetMap's keyless embed with a marker on the meeting point: a real map of the real streets without a maps
 * key. Loaded when it nears the screen, so it costs the tour page's first paint nothing.
 */
export function OpenStreetMapEmbed({ point }: { point: LatLng }) {
  const { t } = useTranslation('tours');
  return <iframe title={t('detail.map.title')} src={openStreetMapEmbedUrl(point)} loading="lazy" style={{ border: 0 }} />;
}
