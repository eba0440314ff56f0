import { Anchor, AspectRatio, Box, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { env } from '../../../config/env';
import { ILLUSTRATED_MAP } from '../../../config/mock-tools';
import { GoogleMapEmbed } from './google-map-embed';
import { type LatLng, openStreetMapUrl } from './map-links';
import { parseMeetingLocation } from './meeting-location';
import { OfflineMap } from './offline-map';
import { OpenStreetMapEmbed } from './open-street-map-embed';

/** Which map shows the point: Google's with a configured key, else OpenStreetMap's keyless one; the preview draws its own. */
function MapOf({ point }: { point: LatLng }) {
  if (env.mapsKey) return <GoogleMapEmbed point={point} mapsKey={env.mapsKey} />;
  if (ILLUSTRATED_MAP) return <OfflineMap point={point} />;
  return <OpenStreetMapEmbed point={point} />;
}

/**
 * The meeting point at zoom 14 with a marker (spec §2), in a 16:9 box, so nothing moves when the map appears. A
 * failed Google embed is only logged (spec §8); the coordinates and the OpenStreetMap link under it lead the way.
 */
export function MeetingPointMap({ location }: { location: string }) {
  const { t } = useTranslation('tours');
  const point = parseMeetingLocation(location);
  if (!point) return <Text c="dimmed">{t('detail.map.unknown')}</Text>;
  return (
    <Box component="figure" m={0}>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <AspectRatio ratio={16 / 9}>
          <MapOf point={point} />
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
        {ILLUSTRATED_MAP && !env.mapsKey && (
          <Text size="xs" c="dimmed">
            {t('detail.map.illustrationNote')}
          </Text>
        )}
      </Box>
    </Box>
  );
}
