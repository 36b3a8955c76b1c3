export declare const OUTPUTS: readonly string[];
export declare const SOURCES: readonly string[];
export declare class GenerationError extends Error {
  constructor(step: string, reason: string);
  readonly step: string;
  readonly reason: string;
}
export interface OutputDiff {
  changed: string[];
  missing: string[];
  extra: string[];
}
export declare const firstUsefulLine: (output: string) => string;
export declare const linkTools: (root: string, copy: string) => void;
export declare const stagedCopy: (root: string) => string;
export declare const generateInto: (root: string, workDir: string) => void;
export declare const diffOutputs: (root: string, workDir: string) => OutputDiff;
export declare const isClean: (diff: OutputDiff) => boolean;
export declare const applyOutputs: (root: string, workDir: string, diff: OutputDiff) => void;
export declare const withGeneration: <T>(root: string, use: (workDir: string) => T) => T;
export declare const describeDiff: (
  root: string,
  workDir: string,
  diff: OutputDiff,
  shown?: number,
) => string[];
