import { defineFieldKind } from '../field-kind';
import EsignField from '../fields/esign-field';
import { isRecord } from '../ui-options';

const ESIGN_FIELD = 'esignForm';

/** Whether a form's UI schema has a signature anywhere in it. */
export const hasSignatureField = (uiSchema: unknown): boolean =>
  isRecord(uiSchema) &&
  Object.entries(uiSchema).some(([key, value]) =>
    key === 'ui:field' ? value === ESIGN_FIELD : hasSignatureField(value),
  );

/** The e-sign widget in a frame: `true` once the widget reports the signature. */
export default defineFieldKind({
  name: 'esign',
  fields: { [ESIGN_FIELD]: EsignField },
  holds: 'answer',
  isLabelledByTemplate: false,
  isEmpty: (value) => value !== true,
  format: (value, _schema, t) =>
    t(value === true ? 'forms.engine.answer.signed' : 'forms.engine.answer.notSigned'),
  progress: 'question',
});
