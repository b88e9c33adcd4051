export { QrImage, type QrImageProps } from './QrImage';
