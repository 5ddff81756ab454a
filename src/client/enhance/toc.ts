import { revealInBox } from './reveal-in-box';

/** Marks the table-of-contents entry of the section being read (the last heading above the top quarter). */
export function enhanceToc(): void {
  const toc = document.querySelector('.site-toc');
  if (!toc) return;
  const backToTop = document.querySelector('.back-to-top');
  let frame = 0;
  const update = () => {
    frame = 0;
    // The way back to the top shows once the reader is a screen down the page.
    backToTop?.toggleAttribute('data-shown', window.scrollY > window.innerHeight);
    const tab = document.documentElement.getAttribute('data-tab');
    const list =
      [...toc.querySelectorAll<HTMLElement>('.toc-tab')].find((ul) => (tab ? ul.dataset.tab === tab : true)) ?? null;
    const links = [...toc.querySelectorAll<HTMLAnchorElement>('a')];
    const candidates = list ? [...list.querySelectorAll<HTMLAnchorElement>('a')] : [];
    const line = window.innerHeight / 4;
    let current = candidates[0];
    // At the bottom of the page the last section is the one being read, even if its heading never
    // reaches that line.
    const atBottom =
      window.scrollY > 0 && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    for (const a of candidates) {
      const target = document.getElementById(decodeURIComponent(a.hash.slice(1)));
      if (target && (atBottom || target.getBoundingClientRect().top <= line)) current = a;
    }
    for (const a of links) {
      if (a === current) a.setAttribute('aria-current', 'location');
      else a.removeAttribute('aria-current');
    }
    // A long table of contents scrolls in its own box: keep the current entry in sight.
    if (current) revealInBox(toc as HTMLElement, current);
  };
  const schedule = () => (frame ||= requestAnimationFrame(update));
  update();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  window.addEventListener('tabchange', schedule);
}
