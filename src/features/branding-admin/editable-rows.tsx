import { useState, type ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { newRowKey, type FieldMessages } from './branding-form';

/** A list row with the key React tells it apart by, as the row has no id of its own yet. */
export type Keyed<Row> = Row & { key: number };

const withKeys = <Row extends object>(items: readonly Row[]): Keyed<Row>[] =>
  items.map((item) => ({ ...item, key: newRowKey() }));

type Step = -1 | 1;

/** Moves the row at `index` one place up (-1) or down (+1); the list is unchanged at an end. */
export const moveRow = <T,>(rows: readonly T[], index: number, step: Step): T[] => {
  const target = index + step;
  const moving = rows[index];
  const displaced = rows[target];
  if (moving === undefined || displaced === undefined) return [...rows];
  const next = [...rows];
  next[target] = moving;
  next[index] = displaced;
  return next;
};

const oppositeStep = (step: Step): Step => (step === 1 ? -1 : 1);

/**
 * The rows of a list editor whose fields are named `<listName>.<index>.<field>`, as the server
 * names them. Focus follows every change: a new row's first field, the add button after a
 * removal, the moved row's button after a move.
 */
export const useEditableRows = <Row extends object>(
  initial: readonly Row[],
  fields: FieldMessages,
  listName: string,
) => {
  const [rows, setRows] = useState(() => withKeys(initial));
  const addId = fields.fieldId(`${listName}.add`);
  const fieldName = (index: number, field: keyof Row & string) => `${listName}.${index}.${field}`;
  const moveId = (key: number, step: Step) =>
    fields.fieldId(`${listName}.move-${key}-${step < 0 ? 'up' : 'down'}`);

  const change = (key: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const add = (row: Row, firstField: keyof Row & string) => {
    const index = rows.length;
    setRows((current) => [...current, { ...row, key: newRowKey() }]);
    fields.focus(fields.fieldId(fieldName(index, firstField)));
  };

  const remove = (key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
    fields.clear();
    fields.focus(addId);
  };

  // At the top or bottom, focus goes to the other move button, the one still usable.
  const move = (index: number, key: number, step: Step) => {
    setRows((current) => moveRow(current, index, step));
    fields.clear();
    const target = index + step;
    const isAtEnd = target === 0 || target === rows.length - 1;
    fields.focus(moveId(key, isAtEnd ? oppositeStep(step) : step));
  };

  /** Shows the rows the server saved. */
  const reset = (items: readonly Row[]) => setRows(withKeys(items));

  return { rows, addId, fieldName, moveId, change, add, remove, move, reset };
};

export type EditableRows<Row extends object> = ReturnType<typeof useEditableRows<Row>>;

interface RowListLabels {
  none: string;
  item: (number: number) => string;
  remove: (number: number) => string;
  add: string;
  /** Given for lists whose order matters: each row can then move up and down. */
  moveUp?: (number: number) => string;
  moveDown?: (number: number) => string;
}

interface EditableRowListProps<Row extends object> {
  list: EditableRows<Row>;
  labels: RowListLabels;
  max: number;
  onAdd: () => void;
  groupClassName?: string;
  children: (row: Keyed<Row>, index: number) => ReactNode;
}

/** Each row in a fieldset named by its number, with its buttons; then the add button. */
export const EditableRowList = <Row extends object>({
  list,
  labels,
  max,
  onAdd,
  groupClassName,
  children,
}: EditableRowListProps<Row>) => {
  const { t } = useMessages('brandingAdmin');
  const { rows } = list;
  const { moveUp, moveDown } = labels;
  const isFull = rows.length >= max;
  const items = rows.map((row, index) => {
    const number = index + 1;
    return (
      <li key={row.key}>
        <fieldset className={['branding-admin__group', groupClassName].filter(Boolean).join(' ')}>
          <legend>{labels.item(number)}</legend>
          {children(row, index)}
          <div className="branding-admin__row-actions">
            {moveUp && moveDown && (
              <>
                <button
                  id={list.moveId(row.key, -1)}
                  type="button"
                  className="button"
                  disabled={index === 0}
                  onClick={() => list.move(index, row.key, -1)}
                >
                  {moveUp(number)}
                </button>
                <button
                  id={list.moveId(row.key, 1)}
                  type="button"
                  className="button"
                  disabled={index === rows.length - 1}
                  onClick={() => list.move(index, row.key, 1)}
                >
                  {moveDown(number)}
                </button>
              </>
            )}
            <button type="button" className="button" onClick={() => list.remove(row.key)}>
              {labels.remove(number)}
            </button>
          </div>
        </fieldset>
      </li>
    );
  });
  return (
    <>
      {rows.length === 0 && <p>{labels.none}</p>}
      {moveUp ? (
        <ol className="branding-admin__rows">{items}</ol>
      ) : (
        <ul className="branding-admin__rows">{items}</ul>
      )}
      <div className="branding-admin__actions">
        <button id={list.addId} type="button" className="button" disabled={isFull} onClick={onAdd}>
          {labels.add}
        </button>
        {isFull && <p className="hint">{t('brandingAdmin.validation.tooMany', { max })}</p>}
      </div>
    </>
  );
};
