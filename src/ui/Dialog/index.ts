export { Dialog, type DialogProps, type DialogAction } from './Dialog';
export { DialogActions, type DialogActionsProps } from './DialogActions';
export { lockScroll } from './scrollLock';
export { DialogContainment, openDialog, useDialogContainment } from './containment';
export { useAboveModals, useTopModal } from './topModal';
