import { useState, type InputHTMLAttributes } from 'react';
import { useMessages } from '../../i18n/use-messages';
import './file-chooser.css';

interface FileChooserProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Whether the chosen files' names show beside the button; off where the page lists them. */
  showChosen?: boolean;
}

/**
 * A file input whose button reads in the page's language, where the browser would draw its own
 * ("Choose File", "No file chosen") in the browser's. The native input stays, transparent, over
 * that button: it keeps the clicks, the keyboard focus, its label and the chosen files.
 */
export const FileChooser = ({
  className,
  multiple,
  onChange,
  showChosen = true,
  ...input
}: FileChooserProps) => {
  const { t } = useMessages('common');
  const [chosenNames, setChosenNames] = useState<string[]>([]);
  return (
    <span className="file-chooser">
      <input
        type="file"
        className={className ? `file-chooser__input ${className}` : 'file-chooser__input'}
        multiple={multiple}
        onChange={(event) => {
          onChange?.(event);
          // Read after the page's handler, which may clear the input for the next choice.
          setChosenNames(Array.from(event.currentTarget.files ?? [], (file) => file.name));
        }}
        {...input}
      />
      <span className="button file-chooser__button" aria-hidden="true">
        {t(multiple ? 'common.fileChooser.chooseFiles' : 'common.fileChooser.chooseFile')}
      </span>
      {showChosen && chosenNames.length > 0 && (
        // The input itself tells assistive technology what it holds.
        <span className="file-chooser__chosen" aria-hidden="true">
          {chosenNames.join(', ')}
        </span>
      )}
    </span>
  );
};
