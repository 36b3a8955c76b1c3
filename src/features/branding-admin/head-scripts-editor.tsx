import { useId, useState, type SyntheticEvent } from 'react';
import { useUpdateHeadScripts } from '@generated/api/branding/branding';
import type { BrandingSettings, HeadScriptInput } from '@generated/api/models';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { showToast } from '../../ui/toast/toast-store';
import { BRANDING_LIMITS, validateHeadScripts } from './branding-limits';
import {
  EVERY_PAGE,
  newRowKey,
  PageSelect,
  SaveButton,
  useBrandingSaved,
  useFieldMessages,
} from './branding-form';

interface ScriptRow extends HeadScriptInput {
  key: number;
}

const rowsOf = (scripts: readonly HeadScriptInput[]): ScriptRow[] =>
  scripts.map(({ page, name, code }) => ({ page, name, code, key: newRowKey() }));

/** Scripts added to the head of a page or of every page, served by the site as its own files. */
export const HeadScriptsEditor = ({ settings }: { settings: BrandingSettings }) => {
  const { t } = useMessages('brandingAdmin');
  const { domain } = useSession();
  const formId = useId();
  const fields = useFieldMessages(formId);
  const onSaved = useBrandingSaved();
  const update = useUpdateHeadScripts();
  const [rows, setRows] = useState(() => rowsOf(settings.headScripts));
  const addId = `${formId}-add`;

  const changeRow = (key: number, change: Partial<HeadScriptInput>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const addRow = () => {
    const index = rows.length;
    setRows((current) => [...current, { key: newRowKey(), page: EVERY_PAGE, name: '', code: '' }]);
    fields.focus(fields.fieldId(`scripts.${index}.page`));
  };

  const removeRow = (key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
    fields.clear();
    fields.focus(addId);
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const scripts = rows.map(({ page, name, code }) => ({ page, name, code }));
    if (!fields.check(validateHeadScripts(scripts))) return;
    update.mutate(
      { data: { scripts }, params: { domain } },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          setRows(rowsOf(saved.headScripts));
          showToast({ message: t('brandingAdmin.scripts.saved'), variant: 'success' });
        },
        onError: (error) => fields.showFailure(error),
      },
    );
  };

  return (
    <form
      className="branding-admin__form"
      onSubmit={submit}
      noValidate
      aria-busy={update.isPending}
    >
      <p className="branding-admin__note">{t('brandingAdmin.scripts.note')}</p>
      {rows.length === 0 && <p>{t('brandingAdmin.scripts.none')}</p>}
      <ul className="branding-admin__rows">
        {rows.map((row, index) => {
          const name = fields.field(`scripts.${index}.name`);
          const code = fields.field(`scripts.${index}.code`);
          return (
            <li key={row.key}>
              <fieldset className="branding-admin__group">
                <legend>{t('brandingAdmin.scripts.item', { number: index + 1 })}</legend>
                <PageSelect
                  id={fields.fieldId(`scripts.${index}.page`)}
                  label={t('brandingAdmin.field.page')}
                  pages={settings.pages}
                  value={row.page}
                  onChange={(page) => changeRow(row.key, { page })}
                />
                <div className="branding-admin__field">
                  <label htmlFor={name.id}>{t('brandingAdmin.scripts.name')}</label>
                  <input
                    {...name}
                    type="text"
                    value={row.name}
                    onChange={(event) => changeRow(row.key, { name: event.target.value })}
                  />
                  {fields.message(`scripts.${index}.name`)}
                </div>
                <div className="branding-admin__field">
                  <label htmlFor={code.id}>{t('brandingAdmin.scripts.code')}</label>
                  <textarea
                    {...code}
                    className="branding-admin__code"
                    rows={6}
                    spellCheck={false}
                    value={row.code}
                    onChange={(event) => changeRow(row.key, { code: event.target.value })}
                  />
                  <p className="hint">
                    {t('brandingAdmin.validation.limit', {
                      max: BRANDING_LIMITS.headScriptCodeLength,
                    })}
                  </p>
                  {fields.message(`scripts.${index}.code`)}
                </div>
                <button type="button" className="button" onClick={() => removeRow(row.key)}>
                  {t('brandingAdmin.scripts.remove', { number: index + 1 })}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <div className="branding-admin__actions">
        <button
          id={addId}
          type="button"
          className="button"
          disabled={rows.length >= BRANDING_LIMITS.headScriptCount}
          onClick={addRow}
        >
          {t('brandingAdmin.scripts.add')}
        </button>
      </div>
      {fields.summary()}
      <SaveButton isSaving={update.isPending} label={t('brandingAdmin.scripts.save')} />
    </form>
  );
};
