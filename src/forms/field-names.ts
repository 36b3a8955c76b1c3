/** Names the UI schema uses for our fields (`ui:field`) and widgets (`ui:widget`), as in §3. */
export const FIELD_NAMES = {
  phone: 'phone',
  dateRange: 'dateRange',
  dynamicList: 'dynamicList',
  fileUpload: 'fileUpload',
  fileUploadAlias: 'file_upload',
  skillSelector: 'skillSelector',
  esignForm: 'esignForm',
  embeddedForm: 'embedded_form',
  info: 'info',
  instruction: 'instruction',
  pdfViewer: 'pdfViewer',
  htmlViewer: 'htmlViewer',
} as const;

export const WIDGET_NAMES = {
  text: 'text',
  textarea: 'textarea',
  email: 'email',
  number: 'number',
  ssn: 'ssn',
  date: 'date',
  select: 'select',
  dropdown: 'dropdown',
  radio: 'radio',
  checkbox: 'checkbox',
  checkboxItem: 'checkboxItem',
  starRating: 'star_rating',
  readOnly: 'readOnly',
} as const;
