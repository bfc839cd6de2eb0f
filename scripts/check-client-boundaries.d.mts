export declare const RULES: Record<"renderer" | "webApp" | "leavesPackage", string>;
export interface Violation {
  file: string;
  specifier: string;
  rule: keyof typeof RULES;
}
export declare function findViolations(src: string): Violation[];
