import installed from 'virtual:versions';

/** Versions of the packages the site runs, read from node_modules at build time. */
export const versions: Record<string, string> = installed;
