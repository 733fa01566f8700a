export { NewsletterForm } from './newsletter-form';
export { NewsletterConfirmation, NewsletterUnsubscribe } from './newsletter-link';
