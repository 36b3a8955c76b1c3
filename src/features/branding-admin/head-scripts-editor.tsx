import { useUpdateHeadScripts } from '@generated/api/branding/branding';
import type { BrandingSettings, HeadScriptInput } from '@generated/api/models';
import { BRANDING_LIMITS, validateHeadScripts } from './branding-limits';
import { BrandingForm, EVERY_PAGE, PageSelect, SaveBar, useBrandingEditor } from './branding-form';
import { EditableRowList, useEditableRows } from './editable-rows';
import { CodeField, TextField } from './text-fields';
import { isSameDraft, useReportUnsaved } from './unsaved-changes';

const scriptsOf = (scripts: readonly HeadScriptInput[]): HeadScriptInput[] =>
  scripts.map(({ page, name, code }) => ({ page, name, code }));

/** Scripts added to the head of a page or of every page, served by the site as its own files. */
export const HeadScriptsEditor = ({ settings }: { settings: BrandingSettings }) => {
  const { t, domain, fields, saveOutcome } = useBrandingEditor();
  const update = useUpdateHeadScripts();
  const list = useEditableRows(scriptsOf(settings.headScripts), fields, 'scripts');
  useReportUnsaved(
    'headScripts',
    !isSameDraft(scriptsOf(list.rows), scriptsOf(settings.headScripts)),
  );

  const submit = () => {
    const scripts = scriptsOf(list.rows);
    if (!fields.check(validateHeadScripts(scripts))) return;
    update.mutate(
      { data: { scripts }, params: { domain } },
      saveOutcome({
        message: t('brandingAdmin.scripts.saved'),
        onAnswer: (answer) => list.reset(scriptsOf(answer.headScripts)),
      }),
    );
  };

  return (
    <BrandingForm isBusy={update.isPending} onSubmit={submit}>
      <p className="branding-admin__note">{t('brandingAdmin.scripts.note')}</p>
      <EditableRowList
        list={list}
        max={BRANDING_LIMITS.headScriptCount}
        onAdd={() => list.add({ page: EVERY_PAGE, name: '', code: '' }, 'page')}
        labels={{
          none: t('brandingAdmin.scripts.none'),
          item: (number) => t('brandingAdmin.scripts.item', { number }),
          remove: (number) => t('brandingAdmin.scripts.remove', { number }),
          add: t('brandingAdmin.scripts.add'),
        }}
      >
        {(row, index) => (
          <>
            <PageSelect
              id={fields.fieldId(list.fieldName(index, 'page'))}
              label={t('brandingAdmin.field.page')}
              pages={settings.pages}
              value={row.page}
              onChange={(page) => list.change(row.key, { page })}
            />
            <TextField
              fields={fields}
              name={list.fieldName(index, 'name')}
              label={t('brandingAdmin.scripts.name')}
              value={row.name}
              onChange={(name) => list.change(row.key, { name })}
            />
            <CodeField
              fields={fields}
              name={list.fieldName(index, 'code')}
              label={t('brandingAdmin.scripts.code')}
              hint={t('brandingAdmin.validation.limit', {
                max: BRANDING_LIMITS.headScriptCodeLength,
              })}
              rows={6}
              value={row.code}
              onChange={(code) => list.change(row.key, { code })}
            />
          </>
        )}
      </EditableRowList>
      <SaveBar
        fields={fields}
        isSaving={update.isPending}
        label={t('brandingAdmin.scripts.save')}
      />
    </BrandingForm>
  );
};
