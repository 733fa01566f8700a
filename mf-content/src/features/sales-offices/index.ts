export { SalesOfficeList } from './sales-office-list';
export { OfficeContactDetails, SALES_OFFICES_PATH, salesOfficePath } from './office-card';
export { ContactOfficeButton } from './contact-office-button';
export { salesOfficesQueryOptions, useSalesOffices, type SalesOffice } from './api/use-sales-offices';
