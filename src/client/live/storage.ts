// A reader's edit of a demo, kept in session storage until Reset (or the tab closes). Storage can be
// blocked (privacy settings, full quota): then edits simply do not survive a reload.

// By the demo's key (`7.x/simple`, demoKey): an id names one demo on each line.
const key = (demo: string) => `rc-table-live-edit:${demo}`;

export function readEdit(id: string): string | null {
  try {
    return sessionStorage.getItem(key(id));
  } catch {
    return null;
  }
}

export function saveEdit(id: string, code: string): void {
  try {
    sessionStorage.setItem(key(id), code);
  } catch {
    // Blocked or full: the edit lives as long as the page.
  }
}

export function clearEdit(id: string): void {
  try {
    sessionStorage.removeItem(key(id));
  } catch {
    // Nothing was kept.
  }
}
