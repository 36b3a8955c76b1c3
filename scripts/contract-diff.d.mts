export type ChangeLevel = 'breaking' | 'potentially-breaking' | 'safe';
export interface ChangedOperation {
  method: string;
  path: string;
  operationId: string | undefined;
}
export interface ContractChange {
  level: ChangeLevel;
  /** null for a change outside the operations (global security, servers). */
  operation: ChangedOperation | null;
  location: string;
  message: string;
}
export interface ContractComparison {
  changes: ContractChange[];
  breaking: ContractChange[];
  potentiallyBreaking: ContractChange[];
  safe: ContractChange[];
  documentation: number;
  baseVersion: string | undefined;
  version: string | undefined;
  isNewMajor: boolean;
}
export interface ContractBase {
  ref: string | null;
  reason: string;
}
export declare const majorOf: (version: unknown) => number;
export declare const compareContracts: (before: unknown, after: unknown) => ContractComparison;
export declare const operationLabel: (operation: ChangedOperation | null) => string;
export declare const formatChange: (change: ContractChange) => string;
export declare const formatChangelog: (result: ContractComparison, base: string) => string;
export declare const verdict: (
  result: ContractComparison,
  base: string,
) => { exitCode: number; message: string };
export declare const selectBase: (options: {
  root: string;
  contractPath?: string;
  env?: Record<string, string | undefined>;
}) => ContractBase;
