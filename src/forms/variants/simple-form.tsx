import { FormEngine, type FormEngineProps } from '../schema-form';

/** SimpleForm: the fields in one column and the buttons below. */
export const SimpleForm = (props: FormEngineProps) => (
  <div className="pcsx-variant pcsx-variant--simple">
    <FormEngine {...props} />
  </div>
);
