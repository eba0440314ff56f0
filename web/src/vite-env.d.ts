/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Google Maps Embed API key for the meeting-point map; without it the page shows the coordinates. */
  readonly VITE_MAPS_KEY?: string;
}
