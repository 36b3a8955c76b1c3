import type { RJSFValidationError } from '@rjsf/utils';
import { pathKey } from './ui-options';
import type { ValidationSettings } from './validation/settings';

type Listener = () => void;

/** Dependency changes reach visibility and option lookups 50 ms after the last change. */
export const DEPENDENCY_DEBOUNCE_MS = 50;

/**
 * Per-form state that fields read without re-rendering the whole form: the answers as they settle
 * after the dependency debounce, and which fields the user has left.
 */
export class FormStore {
  private currentData: unknown;
  private settledData: unknown;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<Listener>();
  private readonly touchedFields = new Set<string>();
  private submitAttempted = false;
  private readonly pendingCommits = new Map<string, () => void>();
  private newProblems: string[] = [];
  private problemTimer: ReturnType<typeof setTimeout> | undefined;
  private isSubmitRound = false;
  private announcement = '';
  private readonly announcementListeners = new Set<Listener>();
  private pointerPressed = false;
  private readonly pressListeners = new Set<Listener>();
  private summary: readonly RJSFValidationError[] = [];
  private readonly summaryListeners = new Set<Listener>();

  private validationSettings: ValidationSettings;

  constructor(initialData: unknown, validationSettings: ValidationSettings) {
    this.currentData = initialData;
    this.settledData = initialData;
    this.validationSettings = validationSettings;
  }

  /** What messages are written with: the forms catalogue, the form's variables, default country and email mode. */
  getValidationSettings(): ValidationSettings {
    return this.validationSettings;
  }

  setValidationSettings(settings: ValidationSettings): void {
    this.validationSettings = settings;
  }

  get formData(): unknown {
    return this.currentData;
  }

  /** The answers as of the last change that has been quiet for the debounce time. */
  get settledFormData(): unknown {
    return this.settledData;
  }

  setFormData(data: unknown): void {
    this.currentData = data;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.settledData = this.currentData;
      this.listeners.forEach((listener) => listener());
    }, DEPENDENCY_DEBOUNCE_MS);
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  touch(path: readonly (string | number)[]): void {
    this.touchedFields.add(pathKey(path));
  }

  /** A field's problems show once it was left, or once the form was submitted. */
  isReported(path: readonly (string | number)[]): boolean {
    return this.submitAttempted || this.touchedFields.has(pathKey(path));
  }

  get hasSubmitAttempted(): boolean {
    return this.submitAttempted;
  }

  markSubmitAttempted(): void {
    this.submitAttempted = true;
    this.isSubmitRound = true;
    this.scheduleProblemRound();
  }

  /** What the form's live region says now: the last problem that appeared on its own. */
  get problemAnnouncement(): string {
    return this.announcement;
  }

  subscribeToAnnouncements = (listener: Listener): (() => void) => {
    this.announcementListeners.add(listener);
    return () => {
      this.announcementListeners.delete(listener);
    };
  };

  /**
   * A field's problem has just appeared or changed. A problem that appears alone (a field left,
   * or changed with live validation) is announced; the problems a submit reveals are not, since
   * focus moves to the first of them and the summary lists them all.
   */
  reportNewProblem(message: string): void {
    this.newProblems.push(message);
    this.scheduleProblemRound();
  }

  private scheduleProblemRound(): void {
    if (this.problemTimer !== undefined) return;
    this.problemTimer = setTimeout(() => {
      this.problemTimer = undefined;
      const problems = this.newProblems;
      const isSubmitRound = this.isSubmitRound;
      this.newProblems = [];
      this.isSubmitRound = false;
      const distinct = new Set(problems);
      if (isSubmitRound || distinct.size !== 1) return;
      [this.announcement] = distinct;
      this.announcementListeners.forEach((listener) => listener());
    }, 0);
  }

  /**
   * Whether a pointer is pressed anywhere on the page, until the click it leads to has run.
   * Problems that appear or go meanwhile (a field left by that press) wait for the release, so
   * nothing moves under the pointer between the press and the click.
   */
  get isPointerPressed(): boolean {
    return this.pointerPressed;
  }

  setPointerPressed(pressed: boolean): void {
    if (this.pointerPressed === pressed) return;
    this.pointerPressed = pressed;
    this.pressListeners.forEach((listener) => listener());
  }

  subscribeToPress = (listener: Listener): (() => void) => {
    this.pressListeners.add(listener);
    return () => {
      this.pressListeners.delete(listener);
    };
  };

  /** The problems the summary above the form lists: the form's, as the form last showed them. */
  get summaryProblems(): readonly RJSFValidationError[] {
    return this.summary;
  }

  setSummaryProblems(problems: readonly RJSFValidationError[]): void {
    if (this.summary === problems) return;
    this.summary = problems;
    this.summaryListeners.forEach((listener) => listener());
  }

  subscribeToSummary = (listener: Listener): (() => void) => {
    this.summaryListeners.add(listener);
    return () => {
      this.summaryListeners.delete(listener);
    };
  };

  /** A typed value the form has not taken yet (it arrives in a transition). */
  setPendingCommit(id: string, commit: () => void): void {
    this.pendingCommits.set(id, commit);
  }

  clearPendingCommit(id: string, commit?: () => void): void {
    if (commit === undefined || this.pendingCommits.get(id) === commit)
      this.pendingCommits.delete(id);
  }

  /** Hands every pending typed value to the form now, before a submit or a draft save reads it. */
  flushPendingCommits(): void {
    const commits = [...this.pendingCommits.values()];
    this.pendingCommits.clear();
    commits.forEach((commit) => commit());
  }

  dispose(): void {
    clearTimeout(this.timer);
    clearTimeout(this.problemTimer);
    this.problemTimer = undefined;
    this.listeners.clear();
    this.announcementListeners.clear();
    this.pressListeners.clear();
    this.summaryListeners.clear();
  }
}
