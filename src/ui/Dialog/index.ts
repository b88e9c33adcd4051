export { Dialog, type DialogProps, type DialogAction } from './Dialog';
export { lockScroll } from './scrollLock';
