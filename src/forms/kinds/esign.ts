import { defineFieldKind } from '../field-kind';
import EsignField from '../fields/esign-field';

/** The e-sign widget in a frame: `true` once the widget reports the signature. */
export default defineFieldKind({
  name: 'esign',
  fields: { esignForm: EsignField },
  holds: 'answer',
  isLabelledByTemplate: false,
  isEmpty: (value) => value !== true,
  format: (value, _schema, t) =>
    t(value === true ? 'forms.engine.answer.signed' : 'forms.engine.answer.notSigned'),
  progress: 'question',
});
