/** One heading of a page's table of contents: its anchor, level and text (written by the build, shown by the page). */
export interface TocEntry {
  id: string;
  depth: number;
  title: string;
}
