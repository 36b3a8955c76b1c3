export interface ContractChange {
  type: 'breaking' | 'non-breaking' | 'annotation' | 'unclassified' | 'deprecated';
  path: string;
  description: string;
}
export interface ContractComparison {
  breaking: ContractChange[];
  other: ContractChange[];
  baseVersion: string | undefined;
  version: string | undefined;
  isNewMajor: boolean;
}
export declare const majorOf: (version: unknown) => number;
export declare const compareContracts: (before: unknown, after: unknown) => ContractComparison;
