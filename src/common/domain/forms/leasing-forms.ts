import { ABN_MAX_LENGTH } from './field-sanitisers';
import type { FormDefinition } from './form-field';
import { plainOptions, required } from './form-definition-helpers';

/** spec 2 §3 "Leasing form", §5 "Leasing". */
export const LEASING_FORM: FormDefinition = {
  fields: [
    { name: 'type', label: 'Type', fieldType: 'hidden', value: 'leasing' },
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
    { name: 'address', label: 'Address', fieldType: 'text', validation: [required('Please enter your address')] },
    {
      name: 'email',
      label: 'Email',
      fieldType: 'email',
      width: 'half',
      validation: [required('Please enter your email address')],
    },
    {
      name: 'phone',
      label: 'Phone',
      fieldType: 'mobile',
      width: 'half',
      validation: [required('Please enter your phone number')],
    },
    { name: 'franchise', label: 'Is this a franchise?', fieldType: 'radio', options: plainOptions('Yes', 'No') },
    {
      name: 'trading_name',
      label: 'Trading name',
      fieldType: 'text',
      width: 'half',
      validation: [required('Please enter your trading name')],
    },
    { name: 'usage', label: 'Proposed usage', fieldType: 'text', width: 'half' },
    { name: 'locations', label: 'Current locations', fieldType: 'text', width: 'half' },
    { name: 'website', label: 'Website', fieldType: 'text', width: 'half' },
    {
      name: 'premises',
      label: 'Premises size',
      fieldType: 'select',
      options: plainOptions(
        'Kiosk',
        '20-50 sqm',
        '50-80 sqm',
        '80-120 sqm',
        '120-150 sqm',
        '150-180 sqm',
        '180+ sqm',
        'Other',
      ),
    },
    { name: 'comment', label: 'Comments', fieldType: 'textarea' },
  ],
};

/**
 * spec 2 §3 "Pop-up leasing form", §5 "Pop-up leasing": POST /api/leasing-popup. The business categories come
 * from content: `withOptions(POP_UP_LEASING_FORM, 'your_business_category', categories)`.
 */
export const POP_UP_LEASING_FORM: FormDefinition = {
  fields: [
    { name: 'type', label: 'Type', fieldType: 'hidden', value: 'leasing-popup' },
    {
      name: 'title',
      label: 'Title',
      fieldType: 'select',
      width: 'quarter',
      options: plainOptions('Mr.', 'Ms.', 'Mrs.', 'Dr.', 'Prof.'),
    },
    {
      name: 'first_name',
      label: 'First name',
      fieldType: 'name',
      width: 'three-quarter',
      validation: [required('Please enter your first name')],
    },
    { name: 'last_name', label: 'Last name', fieldType: 'name', validation: [required('Please enter your last name')] },
    {
      name: 'company_name',
      label: 'Company name',
      fieldType: 'text',
      width: 'half',
      validation: [required('Please enter your company name')],
    },
    { name: 'company_abn', label: 'Company ABN', fieldType: 'text', width: 'half', maxLength: ABN_MAX_LENGTH },
    {
      name: 'telephone_number',
      label: 'Telephone number',
      fieldType: 'mobile',
      width: 'half',
      validation: [required('Please enter your phone number')],
    },
    {
      name: 'email',
      label: 'Email',
      fieldType: 'email',
      width: 'half',
      validation: [required('Please enter your email')],
    },
    {
      name: 'postcode',
      label: 'Postcode',
      fieldType: 'postcode',
      width: 'half',
      validation: [required('Please enter your postcode')],
    },
    {
      name: 'type_of_enquiry',
      label: 'Type of enquiry',
      fieldType: 'radio',
      options: [
        { value: '1', label: 'Pop Up Kiosk' },
        { value: '2', label: 'Pop Up Shops' },
      ],
      validation: [required('Please enter type of enquiry')],
    },
    {
      name: 'your_business_category',
      label: 'Your business category',
      fieldType: 'select',
      validation: [required('Please enter your business category')],
    },
    { name: 'tell_us_about_your_business', label: 'Tell us about your business', fieldType: 'textarea' },
  ],
};

/** spec 2 §3 "Commercial leasing form", §5 "Commercial leasing": POST /api/commercial-leasing-enquiry. */
export const COMMERCIAL_LEASING_FORM: FormDefinition = {
  fields: [
    {
      name: 'firstName',
      label: 'First name',
      fieldType: 'name',
      width: 'half',
      validation: [required('Please enter your first name')],
    },
    {
      name: 'lastName',
      label: 'Last name',
      fieldType: 'name',
      width: 'half',
      validation: [required('Please enter your last name')],
    },
    {
      name: 'businessName',
      label: 'Business name',
      fieldType: 'text',
      validation: [required('Please enter your business name')],
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
      validation: [required('Please enter your mobile phone number')],
    },
  ],
  extraParameters: ['storyblokPageUid', 'formTitle', 'pageUrl'],
};
