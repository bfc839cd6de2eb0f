export interface FixtureTree {
  root: string;
  write(files: Record<string, string>): void;
  remove(): void;
}
export declare function fixtureTree(prefix: string): FixtureTree;
