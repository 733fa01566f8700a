export { ClientForm, type ClientFormProps, type Nationality } from './client-form';
export { ClientStep, type ClientStepProps } from './client-step';
export { useNationalities, useNationalityName } from './api/use-client-data';
