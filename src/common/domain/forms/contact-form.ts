import type { FormDefinition } from './form-field';
import { required } from './form-definition-helpers';

/** spec 2 §3 "Contact form", §5 "Contact": POST /api/contact-us. */
export const CONTACT_FORM: FormDefinition = {
  fields: [
    {
      name: 'first_name',
      label: 'First name',
      fieldType: 'name',
      width: 'half',
      validation: [required('Please enter your first name')],
    },
    {
      name: 'last_name',
      label: 'Last name',
      fieldType: 'name',
      width: 'half',
      validation: [required('Please enter your last name')],
    },
    {
      name: 'email',
      label: 'Email',
      fieldType: 'email',
      width: 'half',
      validation: [required('Please enter your email address')],
    },
    {
      name: 'mobile',
      label: 'Mobile',
      fieldType: 'mobile',
      width: 'half',
      validation: [{ type: 'mobile', message: 'Please enter a mobile number' }],
    },
    {
      name: 'type',
      label: 'Type',
      fieldType: 'select',
      options: [
        { value: 'feedback', label: 'Feedback' },
        { value: 'enquiry', label: 'Enquiry' },
        { value: 'complaint', label: 'Complaint' },
      ],
      validation: [required('Please select a type')],
    },
    { name: 'comment', label: 'Message', fieldType: 'textarea', validation: [required('Please enter a message')] },
  ],
};
