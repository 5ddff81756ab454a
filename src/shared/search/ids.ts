/** The search results' listbox, which the header's input (a combobox) controls. */
export const LISTBOX_ID = 'site-search-results';
