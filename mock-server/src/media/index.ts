export { DAY_SECONDS, PICTURE_HEADERS, UPLOAD_HEADERS } from './headers.js';
export { pictureSvg } from './picture.js';
