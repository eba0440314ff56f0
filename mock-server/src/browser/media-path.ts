import { drawnPictureOf } from '../media/index.js';

const MEDIA = '/media/';
export const UPLOADS_PATH = `${MEDIA}uploads/`;

/** The path after /media/, decoded as Fastify decodes a wildcard parameter; under any base path. */
export function mediaPath(url: string): string {
  const { pathname } = new URL(url);
  const rest = pathname.slice(pathname.indexOf(MEDIA) + MEDIA.length);
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

/** A generated picture's address: a .svg under /media/ or its .png, not an upload (those are the world's files). */
export const isGeneratedPicture = (url: string): boolean => {
  const { pathname } = new URL(url);
  return pathname.includes(MEDIA) && !pathname.includes(UPLOADS_PATH) && drawnPictureOf(mediaPath(url)) !== null;
};
