import { useElementSize } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from './map-links';
import { MapMarker } from './map-marker';
import { MapScaleBar } from './map-scale-bar';
import { generateStreetMap, STREET_MAP_RADIUS, segmentsPath } from './street-grid';

/** Colours after OpenStreetMap's standard style, so the drawing reads as a map at a glance. */
const COLOURS = {
  blocks: '#e9e5dc',
  street: '#ffffff',
  avenueCasing: '#c8b68e',
  avenue: '#fbe3a3',
  park: '#c5e5b0',
  parkEdge: '#a6cf8c',
  water: '#aad3df',
};
/** Before the box is measured (and in tests) the view is 640 x 360 map pixels. */
const DEFAULT_WIDTH = 640;
const MAX_WIDTH = 1400;

/**
 * The meeting point drawn offline: one SVG unit is one CSS pixel of a zoom-14 map, so the streets, the scale
 * and the label keep their true size on a phone and on a desktop; a wider box shows more of the city.
 */
export function OfflineMap({ point }: { point: LatLng }) {
  const { t } = useTranslation('tours');
  const { ref, width: measured } = useElementSize<HTMLDivElement>();
  const { lat, lng } = point;
  const map = useMemo(() => generateStreetMap({ lat, lng }), [lat, lng]);
  const width = Math.min(MAX_WIDTH, Math.round(measured) || DEFAULT_WIDTH);
  const height = Math.round((width * 9) / 16);
  const grid = `rotate(${map.angle})`;
  return (
    <div ref={ref} style={{ width: '100%', height: '100%' }}>
      <svg
        role="img"
        aria-label={t('detail.map.drawnLabel', { lat, lon: lng })}
        viewBox={`${-width / 2} ${-height / 2} ${width} ${height}`}
        preserveAspectRatio="xMidYMid slice"
        width="100%"
        height="100%"
        style={{ display: 'block' }}
      >
        <rect
          x={-STREET_MAP_RADIUS}
          y={-STREET_MAP_RADIUS}
          width={STREET_MAP_RADIUS * 2}
          height={STREET_MAP_RADIUS * 2}
          fill={COLOURS.blocks}
        />
        <g transform={grid}>
          <path d={segmentsPath(map.streets)} stroke={COLOURS.street} strokeWidth={2.5} fill="none" />
          {map.parks.map((park) => (
            <rect key={`${park.x},${park.y}`} {...park} rx={6} fill={COLOURS.park} stroke={COLOURS.parkEdge} strokeWidth={1.5} />
          ))}
        </g>
        {map.water?.kind === 'river' && (
          <path d={map.water.path} stroke={COLOURS.water} strokeWidth={map.water.width} strokeLinecap="round" fill="none" />
        )}
        {map.water?.kind === 'lake' && (
          <ellipse
            cx={map.water.cx}
            cy={map.water.cy}
            rx={map.water.rx}
            ry={map.water.ry}
            transform={`rotate(${map.water.angle} ${map.water.cx} ${map.water.cy})`}
            fill={COLOURS.water}
          />
        )}
        <g transform={grid} fill="none">
          <path d={segmentsPath(map.avenues)} stroke={COLOURS.avenueCasing} strokeWidth={9} />
          <path d={segmentsPath(map.avenues)} stroke={COLOURS.avenue} strokeWidth={6.5} />
        </g>
        <MapMarker label={t('detail.map.marker')} />
        <MapScaleBar lat={lat} x={-width / 2 + 10} y={height / 2 - 10} />
      </svg>
    </div>
  );
}
