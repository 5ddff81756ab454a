export const TEST_BUILD_DIR: string;
export function requireTestBuild(root: string, dir?: string): string;
