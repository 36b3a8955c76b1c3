import { useMemo, useState } from 'react';
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import { useMessages } from '../../i18n/use-messages';
import { ValueSummary } from '../components/value-summary';
import { FormEngine, type FormEngineProps } from '../schema-form';

/**
 * PreboardingAdmin: the answers on file as a read-only review, with an "Edit answers" button that
 * opens the form; a form without answers opens straight away.
 */
export const PreboardingAdmin = (props: FormEngineProps) => {
  const { t } = useMessages('forms');
  const { definition, initialData, variables = {} } = props;
  const hasAnswers =
    typeof initialData === 'object' && initialData !== null && Object.keys(initialData).length > 0;
  const [isEditing, setEditing] = useState(!hasAnswers);
  const schemaUtils = useMemo(
    () => createSchemaUtils(definition.validator, definition.schema),
    [definition],
  );
  if (isEditing) {
    return (
      <div className="pcsx-variant pcsx-variant--admin">
        <FormEngine {...props} />
      </div>
    );
  }
  return (
    <div className="pcsx-variant pcsx-variant--admin">
      <ValueSummary
        title={t('forms.engine.admin.answersOnFile')}
        headingLevel={2}
        schema={definition.schema}
        uiSchema={definition.uiSchema}
        value={initialData}
        resolveSchema={(schema: RJSFSchema, value: unknown) =>
          schemaUtils.retrieveSchema(schema, value)
        }
        variables={variables}
      />
      {!props.readonly && (
        <div className="pcsx-actions">
          <button
            type="button"
            className="pcsx-button pcsx-button--primary"
            onClick={() => setEditing(true)}
          >
            {t('forms.engine.admin.editAnswers')}
          </button>
        </div>
      )}
    </div>
  );
};
