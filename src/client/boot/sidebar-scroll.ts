/** Where the sidebar's scroll position is kept across page loads (sessionStorage). */
export const SIDEBAR_SCROLL_KEY = 'rc-table-docs:sidebar-scroll';

/** Runs inline right after the sidebar's HTML, before the first paint: the sidebar opens where it was. */
export const RESTORE_SIDEBAR_SCROLL = `try{var s=sessionStorage.getItem(${JSON.stringify(SIDEBAR_SCROLL_KEY)});var e=document.getElementById('site-sidebar');if(s&&e)e.scrollTop=+s}catch(x){}`;
