import type { FieldError } from '../../api/api-error';
import type { ContrastProblem, ThemeValueRef } from '../../shared/contrast';
import { useMessages } from '../../i18n/use-messages';
import type { ThemeTitles } from './theme-values';

interface ContrastPanelProps {
  problems: readonly ContrastProblem[];
  titles: ThemeTitles;
  /** The field problems of the server's last refusal to publish. */
  serverProblems: readonly FieldError[];
}

/** A ratio as WCAG writes it: "2.14:1". Rounded down already, so 4.49 never reads as 4.5. */
const ratioText = (ratio: number): string => ratio.toFixed(2);

/**
 * Every text/background pair of the theme below WCAG 2.2 AA, live while editing, and the
 * server's reasons when it refused to publish.
 */
export const ContrastPanel = ({ problems, titles, serverProblems }: ContrastPanelProps) => {
  const { t } = useMessages('themeBuilder');
  // A pair within one section names it once; a pair across two (links on cards) names both.
  const pairLabel = (foreground: ThemeValueRef, background: ThemeValueRef): string =>
    foreground.section === background.section
      ? t('themeBuilder.contrast.pair', {
          section: titles.section(foreground.section),
          foreground: titles.value(foreground.section, foreground.name),
          background: titles.value(background.section, background.name),
        })
      : t('themeBuilder.contrast.pairAcross', {
          section: titles.section(foreground.section),
          foreground: titles.value(foreground.section, foreground.name),
          backgroundSection: titles.section(background.section),
          background: titles.value(background.section, background.name),
        });
  // The server names a pair "<section>.<text>/<section>.<background>"; shown in the schema's words.
  const serverPairLabel = (name: string): string => {
    const [foreground = '', background = ''] = name.split('/');
    const [section, foregroundName] = foreground.split('.');
    const [backgroundSection, backgroundName] = background.split('.');
    if (!section || !foregroundName || !backgroundSection || !backgroundName) return name;
    return pairLabel(
      { section, name: foregroundName },
      { section: backgroundSection, name: backgroundName },
    );
  };
  return (
    <section className="theme-builder__contrast" aria-labelledby="theme-contrast-heading">
      <h2 id="theme-contrast-heading">{t('themeBuilder.contrast.heading')}</h2>
      <p role="status">
        {problems.length === 0
          ? t('themeBuilder.contrast.allPass')
          : t('themeBuilder.contrast.count', { count: problems.length })}
      </p>
      {problems.length > 0 && (
        <ul className="theme-builder__problems">
          {problems.map((problem) => (
            <li
              key={`${problem.foreground.section}.${problem.foreground.name}/${problem.background.section}.${problem.background.name}`}
            >
              {t('themeBuilder.contrast.problem', {
                pair: pairLabel(problem.foreground, problem.background),
                ratio: ratioText(problem.ratio),
                required: String(problem.required),
              })}
            </li>
          ))}
        </ul>
      )}
      {serverProblems.length > 0 && (
        <div role="alert" className="theme-builder__server-problems">
          <p>{t('themeBuilder.contrast.serverRefused')}</p>
          <ul className="theme-builder__problems">
            {serverProblems.map((problem) => (
              <li key={problem.name}>
                {t('themeBuilder.contrast.serverProblem', {
                  pair: serverPairLabel(problem.name),
                  message: problem.message,
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
};
