import { useMessages } from '../../i18n/use-messages';
import { HtmlViewer } from '../components/html-viewer';
import { FormEngine, type FormEngineProps } from '../schema-form';
import { stringOption, uiOptionsOf } from '../ui-options';
import { fillPlaceholders } from '../validation/placeholders';

/** HTMLForm: the form's HTML content (root `ui:options.html`, sanitized) above its fields. */
export const HtmlForm = (props: FormEngineProps) => {
  const { t } = useMessages('forms');
  const html = stringOption(uiOptionsOf(props.definition.uiSchema), 'html');
  return (
    <div className="pcsx-variant pcsx-variant--html">
      {html && (
        <section className="pcsx-html-intro" aria-label={t('forms.engine.html.intro')}>
          <HtmlViewer html={fillPlaceholders(html, props.variables ?? {})} />
        </section>
      )}
      <FormEngine {...props} />
    </div>
  );
};
