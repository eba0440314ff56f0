export { pictureSvg } from './picture.js';
