export { DAY_SECONDS, PICTURE_HEADERS, RASTER_HEADERS, UPLOAD_HEADERS } from './headers.js';
export { pictureSvg } from './picture.js';
export { drawnPictureOf } from './picture-address.js';
