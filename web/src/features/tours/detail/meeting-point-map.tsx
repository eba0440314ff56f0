import { AspectRatio, Badge, Box, Paper, Text } from '@mantine/core';
import { MAP_ZOOM } from '@tours/contract/constants';
import { useTranslation } from 'react-i18next';
import { env } from '../../../config/env';
import { parseMeetingLocation } from './meeting-location';

/**
 * Google Maps Embed (place mode draws a marker) at zoom 14 when a key is configured and the browser is
 * online; otherwise a clear fallback with the coordinates.
 */
export function MeetingPointMap({ location }: { location: string }) {
  const { t } = useTranslation('tours');
  const point = parseMeetingLocation(location);
  if (!point) return <Text c="dimmed">{t('detail.map.unknown')}</Text>;
  const online = typeof navigator === 'undefined' || navigator.onLine;
  if (!env.mapsKey || !online) {
    return (
      <Paper withBorder p="md" role="note" aria-label={t('detail.map.title')}>
        <Badge mb="xs">{t('detail.map.marker')}</Badge>
        <Text size="sm">{t('detail.map.fallback', { lat: point.lat, lon: point.lng })}</Text>
      </Paper>
    );
  }
  const q = `${point.lat},${point.lng}`;
  const src = `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(env.mapsKey)}&q=${q}&zoom=${MAP_ZOOM}`;
  return (
    <Box>
      <Badge mb="xs">{t('detail.map.marker')}</Badge>
      <AspectRatio ratio={16 / 9}>
        <iframe
          title={t('detail.map.title')}
          src={src}
          loading="lazy"
          style={{ border: 0 }}
          referrerPolicy="no-referrer-when-downgrade"
          onError={() => console.error('The meeting point map failed to load')}
        />
      </AspectRatio>
    </Box>
  );
}
