import installed from 'virtual:installed-packages';

/** The installed version of each package the site runs, read from node_modules at build time. */
export const installedPackages: Record<string, string> = installed;
