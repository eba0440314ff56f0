/** Label text is dark on white (16:1), the pin red-9 with a white ring: readable over any street colour. */
const LABEL_TEXT = '#1a1b1e';
const PIN_FILL = '#c92a2a';
const FONT_PX = 13;
const LABEL_HEIGHT = 24;
const PIN_HEIGHT = 38;

/** SVG text cannot be measured before layout; Han characters are about 1 em wide, Latin about 0.58 em. */
function estimatedWidth(text: string): number {
  let ems = 0;
  for (const char of text) ems += (char.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : 0.58;
  return ems * FONT_PX;
}

/** A pin whose tip is the meeting point (0, 0), labelled above. */
export function MapMarker({ label }: { label: string }) {
  const width = Math.ceil(estimatedWidth(label)) + 20;
  const labelY = -PIN_HEIGHT - LABEL_HEIGHT - 6;
  return (
    <g>
      <ellipse cx={0} cy={0} rx={7} ry={3} fill="rgba(0,0,0,0.3)" />
      <path
        d={`M0 0C-4 -10 -13 -17 -13 -${PIN_HEIGHT - 13}A13 13 0 1 1 13 -${PIN_HEIGHT - 13}C13 -17 4 -10 0 0Z`}
        fill={PIN_FILL}
        stroke="#ffffff"
        strokeWidth={2}
      />
      <circle cx={0} cy={-(PIN_HEIGHT - 13)} r={5} fill="#ffffff" />
      <rect x={-width / 2} y={labelY} width={width} height={LABEL_HEIGHT} rx={6} fill="#ffffff" stroke="#868e96" strokeWidth={1} />
      <text
        x={0}
        y={labelY + LABEL_HEIGHT / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={FONT_PX}
        fontWeight={600}
        fill={LABEL_TEXT}
      >
        {label}
      </text>
    </g>
  );
}
