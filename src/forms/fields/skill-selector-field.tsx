import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useSearchSkills } from '@generated/api/profile/profile';
import { useMessages } from '../../i18n/use-messages';
import { Fieldset } from '../templates/field-label';
import { numberOption, readFieldOptions, uiOptionsOf } from '../ui-options';
import type { EngineFieldProps } from '../types';
import { isInvalid, labelOf, onGroupBlur } from './field-helpers';
import { describedByIds } from '../widgets/widget-helpers';

/** Skills shown before the '+N' expander. */
export const SKILL_LIST_THRESHOLD = 10;
/** Typing pauses this long before the skill search runs (the autocomplete's 500 ms debounce). */
export const SKILL_SEARCH_DEBOUNCE_MS = 500;
const SEARCH_LIMIT = 10;

const sameSkill = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const useDebounced = (value: string, delayMs: number): string => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};

/**
 * Skills as removable tags: the first ten then '+N' and 'Show fewer'; suggested skills not yet
 * chosen with 'Add all'; and a search through the skills vocabulary, as an ARIA combobox.
 */
export default function SkillSelectorField(props: EngineFieldProps) {
  const {
    fieldPathId,
    formData,
    onChange,
    onBlur,
    registry,
    required,
    disabled,
    readonly,
    rawErrors,
    uiSchema,
  } = props;
  const { t } = useMessages('forms');
  const id = fieldPathId.$id;
  const listboxId = useId();
  const options = uiOptionsOf(uiSchema);
  const isLocked = Boolean(disabled || readonly);
  const skills = Array.isArray(formData)
    ? formData.filter((item): item is string => typeof item === 'string')
    : [];
  const collapsedCount = numberOption(options, 'collapsedCount') ?? SKILL_LIST_THRESHOLD;
  const [isExpanded, setExpanded] = useState(false);
  const [term, setTerm] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const searchTerm = useDebounced(term.trim(), SKILL_SEARCH_DEBOUNCE_MS);
  const search = useSearchSkills(
    { term: searchTerm, limit: SEARCH_LIMIT, domain: registry.formContext.domain },
    { query: { enabled: searchTerm.length > 0 && !isLocked } },
  );
  const results =
    term.trim() === ''
      ? []
      : (search.data?.skills ?? []).filter(
          (skill) => !skills.some((chosen) => sameSkill(chosen, skill)),
        );
  const isOpen = results.length > 0;
  const suggested = (Array.isArray(options.suggestedSkills) ? options.suggestedSkills : []).filter(
    (skill): skill is string =>
      typeof skill === 'string' && !skills.some((chosen) => sameSkill(chosen, skill)),
  );
  const shown = isExpanded ? skills : skills.slice(0, collapsedCount);
  const hiddenCount = skills.length - shown.length;

  const update = (next: string[]) =>
    onChange(next.length === 0 ? undefined : next, fieldPathId.path);
  const add = (skill: string) => {
    const trimmed = skill.trim();
    if (trimmed !== '' && !skills.some((chosen) => sameSkill(chosen, trimmed)))
      update([...skills, trimmed]);
    setTerm('');
    setActiveIndex(-1);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && isOpen) {
      event.preventDefault();
      setActiveIndex((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp' && isOpen) {
      event.preventDefault();
      setActiveIndex((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      add(activeIndex >= 0 && activeIndex < results.length ? results[activeIndex] : term);
    } else if (event.key === 'Escape') {
      setTerm('');
      setActiveIndex(-1);
    }
  };

  return (
    <div onBlur={onGroupBlur(() => onBlur(id, formData))}>
      <Fieldset
        id={id}
        text={labelOf(props)}
        required={required}
        isNew={readFieldOptions(uiSchema).newItem}
        describedBy={describedByIds(id, props)}
        className="pcsx-skills"
        disabled={isLocked}
      >
        {skills.length > 0 && (
          <ul className="pcsx-skills__chosen" aria-label={t('forms.engine.skills.chosen')}>
            {shown.map((skill) => (
              <li key={skill} className="pcsx-tag">
                {skill}
                <button
                  type="button"
                  className="pcsx-tag__remove"
                  aria-label={t('forms.engine.skills.remove', { skill })}
                  onClick={() => update(skills.filter((chosen) => chosen !== skill))}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {hiddenCount > 0 && (
          <button
            type="button"
            className="pcsx-link-button"
            aria-label={t('forms.engine.skills.showMore', { count: hiddenCount })}
            aria-expanded={false}
            onClick={() => setExpanded(true)}
          >
            {t('forms.engine.skills.more', { count: hiddenCount })}
          </button>
        )}
        {isExpanded && skills.length > collapsedCount && (
          <button
            type="button"
            className="pcsx-link-button"
            aria-expanded
            onClick={() => setExpanded(false)}
          >
            {t('forms.engine.skills.showFewer')}
          </button>
        )}
        <div className="pcsx-skills__search">
          <label htmlFor={id} className="pcsx-field__sublabel">
            {t('forms.engine.skills.search')}
          </label>
          <input
            id={id}
            type="text"
            role="combobox"
            className="pcsx-input"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={isOpen}
            aria-controls={listboxId}
            aria-activedescendant={
              isOpen && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined
            }
            aria-invalid={isInvalid(rawErrors) ? true : undefined}
            aria-describedby={describedByIds(id, props)}
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setActiveIndex(-1);
            }}
            onKeyDown={handleKeyDown}
          />
          <ul
            id={listboxId}
            role="listbox"
            aria-label={t('forms.engine.skills.results')}
            className="pcsx-skills__results"
            hidden={!isOpen}
          >
            {results.map((skill, index) => (
              // Options are chosen from the keyboard through the combobox input (aria-activedescendant).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={skill}
                id={`${listboxId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className="pcsx-skills__result"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => add(skill)}
              >
                {skill}
              </li>
            ))}
          </ul>
        </div>
        {suggested.length > 0 && (
          <div className="pcsx-skills__suggested">
            <p className="pcsx-field__sublabel">{t('forms.engine.skills.suggested')}</p>
            <ul className="pcsx-skills__suggestions">
              {suggested.map((skill) => (
                <li key={skill}>
                  <button
                    type="button"
                    className="pcsx-tag pcsx-tag--button"
                    aria-label={t('forms.engine.skills.add', { skill })}
                    onClick={() => add(skill)}
                  >
                    {t('forms.engine.skills.suggestion', { skill })}
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="pcsx-button pcsx-button--small"
              onClick={() => update([...skills, ...suggested])}
            >
              {t('forms.engine.skills.addAll')}
            </button>
          </div>
        )}
      </Fieldset>
    </div>
  );
}
