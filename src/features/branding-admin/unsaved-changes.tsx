import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

type ReportUnsaved = (editor: string, isUnsaved: boolean) => void;

const UnsavedChangesContext = createContext<ReportUnsaved>(() => undefined);

/** Two drafts are the same when their plain data is (row keys left out by the caller). */
export const isSameDraft = (draft: unknown, saved: unknown): boolean =>
  JSON.stringify(draft) === JSON.stringify(saved);

/** An editor says whether it holds changes not saved yet; it stops counting when it goes. */
export const useReportUnsaved = (editor: string, isUnsaved: boolean): void => {
  const report = useContext(UnsavedChangesContext);
  useEffect(() => {
    report(editor, isUnsaved);
  }, [report, editor, isUnsaved]);
  useEffect(() => () => report(editor, false), [report, editor]);
};

interface UnsavedChangesProps {
  children: (hasUnsavedChanges: boolean) => ReactNode;
}

/** Collects the editors' reports: true while any editor holds unsaved changes. */
export const UnsavedChanges = ({ children }: UnsavedChangesProps) => {
  const [unsavedEditors, setUnsavedEditors] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<ReportUnsaved>((editor, isUnsaved) => {
    setUnsavedEditors((current) => {
      if (current.has(editor) === isUnsaved) return current;
      const next = new Set(current);
      if (isUnsaved) next.add(editor);
      else next.delete(editor);
      return next;
    });
  }, []);
  return (
    <UnsavedChangesContext.Provider value={report}>
      {children(unsavedEditors.size > 0)}
    </UnsavedChangesContext.Provider>
  );
};
