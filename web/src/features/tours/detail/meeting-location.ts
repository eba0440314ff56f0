/** `location` is "lng,lat" text: the axis order as read is reversed for the map (spec §3). */
export function parseMeetingLocation(location: string | null | undefined): { lat: number; lng: number } | null {
  const [first, second] = (location ?? '').split(',').map((part) => Number(part.trim()));
  if (first === undefined || second === undefined || !Number.isFinite(first) || !Number.isFinite(second)) return null;
  return { lat: second, lng: first };
}
