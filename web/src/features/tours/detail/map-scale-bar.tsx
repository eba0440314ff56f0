import { MAP_ZOOM } from '@tours/contract/constants';
import { useTranslation } from 'react-i18next';
import { scaleBar } from './map-scale';

const MAX_BAR_PX = 120;
const INK = '#212529';

/** A scale bar true to zoom 14 at this latitude, anchored at its bottom-left corner (x, y) in map pixels. */
export function MapScaleBar({ lat, x, y }: { lat: number; x: number; y: number }) {
  const { t } = useTranslation('tours');
  const { metres, px } = scaleBar(lat, MAP_ZOOM, MAX_BAR_PX);
  const label =
    metres >= 1_000 ? t('detail.map.scaleKilometres', { count: metres / 1_000 }) : t('detail.map.scaleMetres', { count: metres });
  const bar = Math.round(px * 10) / 10;
  return (
    <g data-testid="map-scale" data-metres={metres} data-px={bar}>
      <rect x={x} y={y - 26} width={bar + 16 + label.length * 8} height={26} rx={4} fill="#ffffff" fillOpacity={0.88} />
      <path d={`M${x + 8} ${y - 14}v6h${bar}v-6`} fill="none" stroke={INK} strokeWidth={2} />
      <text x={x + bar + 14} y={y - 8} fontSize={12} fill={INK}>
        {label}
      </text>
    </g>
  );
}
