import { useId, useState, type KeyboardEvent } from 'react';
import './combobox.css';

/** One suggestion: what it reads as, and the value it puts in the box. */
export interface ComboboxOption {
  label: string;
  value: string;
  /** Unique among the options. */
  key: string;
}

interface ComboboxProps {
  /** The text box's id, for callers that move focus to it; one is made up otherwise. */
  inputId?: string;
  label: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion chosen, by pointer or keyboard; the box already holds its value. */
  onPick: (option: ComboboxOption) => void;
  /** Enter with no suggestion chosen; without it, Enter submits the form as usual. */
  onEnter?: () => void;
  options: readonly ComboboxOption[];
  /** Suggestions are offered from this many typed characters. */
  minLength: number;
  /** Translated: the list's name ("Location suggestions"). */
  listLabel: string;
  /** Translated: shown in the list when the suggestions could not be read. */
  errorText?: string | null;
  maxLength?: number;
  describedBy?: string;
}

/** A text box with suggestions, following the ARIA 1.2 combobox pattern. */
export const Combobox = ({
  inputId,
  label,
  name,
  value,
  onChange,
  onPick,
  onEnter,
  options,
  minLength,
  listLabel,
  errorText = null,
  maxLength,
  describedBy,
}: ComboboxProps) => {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const showList =
    isOpen && value.trim().length >= minLength && (options.length > 0 || errorText !== null);
  const listId = `${id}-list`;
  const boxId = inputId ?? `${id}-input`;

  const pick = (option: ComboboxOption) => {
    onChange(option.value);
    setIsOpen(false);
    setActiveIndex(-1);
    onPick(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setIsOpen(true);
      setActiveIndex((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActiveIndex((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      const option = showList && activeIndex >= 0 ? options.at(activeIndex) : undefined;
      if (option) {
        event.preventDefault();
        pick(option);
      } else if (onEnter) {
        event.preventDefault();
        onEnter();
      }
    } else if (event.key === 'Escape') {
      setIsOpen(false);
      setActiveIndex(-1);
    }
  };

  return (
    <div className="autocomplete">
      <label htmlFor={boxId}>{label}</label>
      <input
        id={boxId}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-describedby={describedBy}
        aria-activedescendant={
          showList && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined
        }
        maxLength={maxLength}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setIsOpen(true);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setIsOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className="autocomplete__list"
        hidden={!showList}
      >
        {errorText !== null ? (
          <li
            role="option"
            aria-selected={false}
            aria-disabled="true"
            className="autocomplete__error"
          >
            {errorText}
          </li>
        ) : (
          options.map((option, index) => (
            <li
              key={option.key}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className="autocomplete__option"
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
            >
              {option.label}
            </li>
          ))
        )}
      </ul>
    </div>
  );
};
