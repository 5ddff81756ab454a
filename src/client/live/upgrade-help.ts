// The upgrade rules' part of the live editor, a chunk of its own (5.4 KB gzipped, once part of the first Edit): an
// unedited 1.x demo has nothing for them to flag, so they load with the reader's first change, or at once
// with code the reader brought (a kept edit, a share link, an upgraded 7.x demo).
export { upgradeDiagnostics } from './upgrade-lint.ts';
export { upgradeCode } from './upgrade-transform.ts';
