export { ClientConfirm, ClientReadBack, type ClientConfirmProps } from './client-confirm';
