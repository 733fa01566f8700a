export { EnquiryForm } from './enquiry-form';
