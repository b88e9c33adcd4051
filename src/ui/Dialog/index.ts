export { Dialog, type DialogProps, type DialogAction } from './Dialog';
export { DialogActions, type DialogActionsProps } from './DialogActions';
export { SubmitOrCancel, type SubmitOrCancelProps } from './SubmitOrCancel';
export { lockScroll } from './scrollLock';
export { DialogContainment, openDialog, useDialogContainment } from './containment';
export { useAboveModals, useTopModal } from './topModal';
