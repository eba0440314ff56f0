import { Anchor, AspectRatio, Box, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { env } from '../../../config/env';
import { GoogleMapEmbed } from './google-map-embed';
import { openStreetMapUrl } from './map-links';
import { parseMeetingLocation } from './meeting-location';
import { OfflineMap } from './offline-map';

/**
 * The meeting point at zoom 14 with a marker (spec §2): Google Maps Embed (place mode draws the marker)
 * when a key is configured and the browser is online, otherwise a map drawn in the page. Both sit in the
 * same 16:9 box, so nothing moves when the map appears. A failed embed is only logged (spec §8).
 */
export function MeetingPointMap({ location }: { location: string }) {
  const { t } = useTranslation('tours');
  const point = parseMeetingLocation(location);
  if (!point) return <Text c="dimmed">{t('detail.map.unknown')}</Text>;
  const online = typeof navigator === 'undefined' || navigator.onLine;
  const embedded = Boolean(env.mapsKey) && online;
  return (
    <Box component="figure" m={0}>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <AspectRatio ratio={16 / 9}>
          {embedded ? <GoogleMapEmbed point={point} mapsKey={env.mapsKey} /> : <OfflineMap point={point} />}
        </AspectRatio>
      </Paper>
      <Box component="figcaption" mt={6}>
        <Text size="sm">
          {t('detail.map.coordinates', { lat: point.lat, lon: point.lng })}
          {' · '}
          <Anchor
            href={openStreetMapUrl(point)}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ display: 'inline-block', minHeight: 24, lineHeight: '24px' }}
          >
            {t('detail.map.openOsm')}
          </Anchor>
        </Text>
        {!embedded && (
          <Text size="xs" c="dimmed">
            {t('detail.map.drawnNote')}
          </Text>
        )}
      </Box>
    </Box>
  );
}
