/** Build-time configuration. The maps key is kept out of the code and the spec (spec §7). */
export const env = {
  mapsKey: (import.meta.env.VITE_MAPS_KEY ?? '').trim(),
};
