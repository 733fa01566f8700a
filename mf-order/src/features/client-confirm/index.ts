export { ClientConfirm, type ClientConfirmProps } from './client-confirm';
