export interface Violation {
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}
export interface ProxiedExchange {
  method: string;
  url: string;
  operationId: string | null;
  status: number;
  violations: Violation[];
}
export interface PrismFront {
  url: string;
  port: number;
  readonly operationCount: number;
  close: () => Promise<void>;
}
export declare const startPrismFront: (options: {
  contractPath: string;
  host?: string;
  port?: number;
  upstream?: string;
  dynamic?: boolean;
  log?: (line: string) => void;
  onExchange?: (exchange: ProxiedExchange) => void;
}) => Promise<PrismFront>;
export declare const describeViolation: (violation: Violation) => string;
